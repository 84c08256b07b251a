/// The direction in which an animation plays its iterations (Web Animations' `direction`).
public enum PlaybackDirection: Hashable, Sendable, CaseIterable {
    /// Every iteration plays forward.
    case normal
    /// Every iteration plays backward.
    case reverse
    /// Even iterations (0, 2, …) play forward, odd ones backward: autoreverse.
    case alternate
    /// Even iterations play backward, odd ones forward.
    case alternateReverse

    /// Whether iteration `index` plays backward.
    @inlinable
    public func isBackward(iteration index: Double) -> Bool {
        switch self {
        case .normal: return false
        case .reverse: return true
        case .alternate: return (index * 0.5).rounded(.down) != index * 0.5
        case .alternateReverse: return (index * 0.5).rounded(.down) == index * 0.5
        }
    }
}

/// How the easing is applied on iterations that play backward.
public enum BackwardEasing: Hashable, Sendable {
    /// The backward leg replays the forward curve backward in time: `easing(1 − p)`.
    /// This is Web Animations', Core Animation's and INTUAnimationEngine's behaviour.
    case replayed
    /// The backward leg uses the reversed curve, so it has the forward leg's feel:
    /// an ease-in starts slowly in both directions (GSAP's `yoyoEase`).
    case mirrored
}

/// What an engine does for people who ask for reduced motion.
public enum ReducedMotion: Hashable, Sendable {
    /// Animations play normally.
    case full
    /// Animations jump to their final value on the next frame and finish.
    /// An infinitely repeating animation ends after its first iteration.
    case skipToEnd
    /// Every duration and delay is multiplied by `factor`, in (0, 1].
    case shorten(factor: Double)
}

/// The timing of one animation beyond its duration and delay: repetition,
/// direction, speed and the delays between and after iterations.
///
/// The model is Web Animations' (iterations, direction, end delay, easing
/// after direction) extended with GSAP's repeat delay and Core Animation's
/// speed. See the "Timing model" article for the exact definitions.
///
/// Validity (checked by ``validate(duration:delay:)`` when an animation
/// starts): `iterations` ≥ 0 or `.infinity`, `iterationStart` finite and
/// ≥ 0 (whole when there is a repeat delay), `repeatDelay` ≥ 0, `speed`
/// finite; an animation that repeats forever for a positive time cannot start
/// at a negative speed (it has no end to start from), while infinitely
/// repeated zero durations are allowed (Web Animations defines them: the
/// active duration is 0); and a finite animation's whole length (delay,
/// iterations with their repeat delays, end delay) must stay below 2⁶³ ns
/// (about 292 years), the engine's range, so that it can be played to its end.
public struct AnimationOptions: Hashable, Sendable {
    /// The number of iterations: any finite value ≥ 0 (fractions end mid-iteration) or `.infinity`.
    /// A finite count must keep the animation within the engine's range (see ``validate(duration:delay:)``).
    public var iterations: Double
    /// Where in the iterations the animation starts, in iterations: 0.5 starts half-way
    /// into the first one (Web Animations' `iterationStart`). Finite and ≥ 0; whole
    /// when ``repeatDelay`` is positive (the delays sit between whole iterations).
    public var iterationStart: Double
    /// The direction of each iteration.
    public var direction: PlaybackDirection
    /// The pause between two iterations, during which the value holds the iteration's end.
    public var repeatDelay: Duration
    /// The time after the last iteration before the animation completes.
    public var endDelay: Duration
    /// The playback rate: 1 is normal, 2 twice as fast, 0 frozen, negative plays backward
    /// (an animation started with a negative speed starts at its end).
    public var speed: Double
    /// How the easing is applied on backward iterations.
    public var backwardEasing: BackwardEasing
    /// What is delivered outside the active interval: during the delay and
    /// after the end (Web Animations' `fill`). The default, ``FillMode/auto``,
    /// holds the final value after the end and delivers nothing during the delay.
    public var fill: FillMode
    /// Whether the start value is delivered during the delay (Web Animations' backwards fill).
    ///
    /// Kept for source compatibility; ``fill`` says more. Reading it tells
    /// whether ``fill`` is ``FillMode/backwards`` or ``FillMode/both``; setting
    /// it to `true` sets ``fill`` to ``FillMode/both`` (today's backwards fill
    /// with the final value held after the end), and to `false` sets it to
    /// ``FillMode/auto``.
    public var fillsBackwards: Bool {
        get { fill == .backwards || fill == .both }
        set { fill = newValue ? .both : .auto }
    }
    /// A reduced-motion policy for this animation, overriding the engine's; `nil` uses the engine's.
    public var reducedMotion: ReducedMotion?

    /// Creates timing options. Every argument is validated when the animation starts.
    ///
    /// `fillsBackwards: true` is `fill: .both` (kept for source compatibility);
    /// it overrides `fill`.
    public init(
        iterations: Double = 1,
        iterationStart: Double = 0,
        direction: PlaybackDirection = .normal,
        repeatDelay: Duration = .zero,
        endDelay: Duration = .zero,
        speed: Double = 1,
        backwardEasing: BackwardEasing = .replayed,
        fillsBackwards: Bool = false,
        fill: FillMode = .auto,
        reducedMotion: ReducedMotion? = nil
    ) {
        self.iterations = iterations
        self.iterationStart = iterationStart
        self.direction = direction
        self.repeatDelay = repeatDelay
        self.endDelay = endDelay
        self.speed = speed
        self.backwardEasing = backwardEasing
        self.fill = fillsBackwards ? .both : fill
        self.reducedMotion = reducedMotion
    }

    /// Play once, forward.
    public static let once = AnimationOptions()

    /// Repeat `count` times (forever by default). With `autoreverses`, each
    /// repetition plays forward then backward, as Core Animation counts it:
    /// `repeating(2, autoreverses: true)` plays four legs and ends at the start.
    public static func repeating(_ count: Double = .infinity, autoreverses: Bool = false) -> AnimationOptions {
        AnimationOptions(
            iterations: autoreverses ? count * 2 : count,
            direction: autoreverses ? .alternate : .normal
        )
    }

    /// Play forward, then backward once, ending at the start. Unlike
    /// INTUAnimationEngine, autoreverse works without repeat.
    public static let autoreverse = AnimationOptions(iterations: 2, direction: .alternate)
}

// MARK: - Validation

extension AnimationOptions {
    /// Checks these options for an animation whose iterations last `duration`
    /// after `delay`: the rule every `animate` method applies when it starts.
    ///
    /// A loader calls it to refuse bad data with an error instead of a
    /// precondition failure. The rule:
    /// - `duration` ≥ 0, and every time within ±2⁶³ ns (about ±292 years);
    /// - ``iterations`` ≥ 0 (not NaN) or `.infinity`; ``iterationStart``
    ///   finite and ≥ 0, and whole when ``repeatDelay`` > 0; ``repeatDelay`` ≥ 0;
    ///   ``speed`` finite;
    /// - infinite iterations of a positive `duration` or ``repeatDelay`` need a
    ///   ``speed`` ≥ 0 (a negative speed starts at the end, which they do not
    ///   have). Infinite iterations of nothing (both zero) are allowed: as Web
    ///   Animations defines them, their active duration is 0, and they end at
    ///   once on the end of an iteration (the end-boundary rule);
    /// - with finite iterations, `delay` + the active duration (`duration` ×
    ///   ``iterations`` + the repeat delays between them) + ``endDelay`` is
    ///   below 2⁶³ ns, so the animation can end within the engine's range. The
    ///   error names the part that takes it past the range: ``iterations``,
    ///   then `delay`, then ``endDelay``;
    /// - with finite iterations and a ``speed`` other than 0, that end time
    ///   divided by |``speed``| (the engine time it takes) is below 2⁶³ ns too.
    ///
    /// The engine also checks, when the animation starts, that it ends within
    /// its range counted from its clock then (a precondition).
    ///
    /// - Parameters:
    ///   - duration: The duration of one iteration.
    ///   - delay: The time before the first iteration (negative starts part-way in).
    /// - Throws: ``MotionArgumentError`` naming the argument (`duration`,
    ///   `delay` or `options.<property>`), its value and the rule.
    public func validate(duration: Duration, delay: Duration = .zero) throws(MotionArgumentError) {
        _ = try validatedNanoseconds(duration: duration, delay: delay)
    }

    /// The times of ``validate(duration:delay:)``, in whole nanoseconds: what a
    /// ``TimingModel`` keeps, converted once.
    internal func validatedNanoseconds(
        duration: Duration, delay: Duration
    ) throws(MotionArgumentError) -> (duration: Int64, delay: Int64, repeatDelay: Int64, endDelay: Int64) {
        let durationNs = try AnimationEngine.checkedNanoseconds(duration, argument: "duration")
        guard durationNs >= 0 else {
            throw MotionArgumentError(argument: "duration", value: "\(duration)", reason: "must not be negative")
        }
        let wholeDelayNs = try AnimationEngine.checkedNanoseconds(delay, argument: "delay")
        let delayNs = Double(wholeDelayNs)
        let repeatDelayNs = try AnimationEngine.checkedNanoseconds(repeatDelay, argument: "options.repeatDelay")
        guard repeatDelayNs >= 0 else {
            throw MotionArgumentError(
                argument: "options.repeatDelay", value: "\(repeatDelay)", reason: "must not be negative")
        }
        let wholeEndDelayNs = try AnimationEngine.checkedNanoseconds(endDelay, argument: "options.endDelay")
        let endDelayNs = Double(wholeEndDelayNs)
        let times = (duration: durationNs, delay: wholeDelayNs, repeatDelay: repeatDelayNs, endDelay: wholeEndDelayNs)
        guard iterations >= 0 else {
            throw MotionArgumentError(
                argument: "options.iterations", value: "\(iterations)", reason: "must be ≥ 0 or .infinity")
        }
        guard speed.isFinite else {
            throw MotionArgumentError(argument: "options.speed", value: "\(speed)", reason: "must be finite")
        }
        guard iterationStart.isFinite, iterationStart >= 0 else {
            throw MotionArgumentError(
                argument: "options.iterationStart", value: "\(iterationStart)", reason: "must be finite and ≥ 0")
        }
        guard repeatDelayNs == 0 || iterationStart == iterationStart.rounded(.down) else {
            throw MotionArgumentError(
                argument: "options.iterationStart", value: "\(iterationStart)",
                reason: "must be whole with a repeat delay (got \(repeatDelay)): the delays sit between whole iterations")
        }
        if iterations.isInfinite && (durationNs > 0 || repeatDelayNs > 0) {
            guard speed >= 0 else {
                throw MotionArgumentError(
                    argument: "options.speed", value: "\(speed)",
                    reason: "an infinitely repeating animation cannot start with a negative speed (it has no end to start from)")
            }
            return times
        }
        let active = TimingModel.activeDuration(
            duration: Double(durationNs), iterations: iterations, repeatDelay: Double(repeatDelayNs))
        let limit = AnimationEngine.rangeLimit
        if delayNs + active + endDelayNs < limit && active.isFinite {
            // At a speed below 1 the engine takes longer than the local times say.
            let span = max(delayNs + active + endDelayNs, 0) / speed.magnitude
            guard speed == 0 || span < limit else {
                throw MotionArgumentError(
                    argument: "options.speed", value: "\(speed)",
                    reason: "at this speed the animation would last \(span / 1e9) s of engine time, beyond the engine's range of 2⁶³ ns (about 292 years)")
            }
            return times
        }
        if !(active < limit) {
            throw MotionArgumentError(
                argument: "options.iterations", value: "\(iterations)",
                reason: "\(iterations) iterations of \(duration) with repeat delays of \(repeatDelay) last \(active / 1e9) s, beyond the engine's range of 2⁶³ ns (about 292 years)")
        }
        if !(delayNs + active < limit) {
            throw MotionArgumentError(
                argument: "delay", value: "\(delay)",
                reason: "the animation would end \((delayNs + active) / 1e9) s after it starts, beyond the engine's range of 2⁶³ ns (about 292 years)")
        }
        throw MotionArgumentError(
            argument: "options.endDelay", value: "\(endDelay)",
            reason: "the animation would end \((delayNs + active + endDelayNs) / 1e9) s after it starts, beyond the engine's range of 2⁶³ ns (about 292 years)")
    }
}
