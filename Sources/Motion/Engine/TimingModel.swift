/// The resolved, validated timing of one animation, in nanoseconds of local time.
///
/// Local time 0 is the animation's start; the delay comes first. The model is
/// Web Animations' (phases, the end-boundary rule, direction before easing)
/// with GSAP's repeat delay: iteration i occupies
/// [delay + i·(duration + repeatDelay), … + duration), then holds its end
/// value for the repeat delay.
@usableFromInline
internal struct TimingModel: Sendable {
    @usableFromInline var delay: Double
    @usableFromInline var duration: Double
    @usableFromInline var iterations: Double
    @usableFromInline var repeatDelay: Double
    @usableFromInline var endDelay: Double
    @usableFromInline var direction: PlaybackDirection
    @usableFromInline var mirrorsBackwardEasing: Bool
    @usableFromInline var fillsBackwards: Bool
    /// The time from the end of the delay to the end of the last iteration.
    @usableFromInline var activeDuration: Double
    /// delay + activeDuration + endDelay, at least 0; infinite for infinite iterations.
    @usableFromInline var endTime: Double

    @usableFromInline
    internal init(delay: Duration, duration: Duration, options: AnimationOptions) {
        do {
            try options.validate(duration: duration, delay: delay)
        } catch {
            preconditionFailure("Animation timing: \(error)")
        }
        self.delay = Self.nanoseconds(delay)
        self.duration = Self.nanoseconds(duration)
        self.iterations = options.iterations
        self.repeatDelay = Self.nanoseconds(options.repeatDelay)
        self.endDelay = Self.nanoseconds(options.endDelay)
        self.direction = options.direction
        self.mirrorsBackwardEasing = options.backwardEasing == .mirrored
        self.fillsBackwards = options.fillsBackwards
        self.activeDuration = 0
        self.endTime = 0
        resolve()
    }

    /// Recomputes the derived durations.
    @usableFromInline
    internal mutating func resolve() {
        activeDuration = Self.activeDuration(duration: duration, iterations: iterations, repeatDelay: repeatDelay)
        endTime = max(delay + activeDuration + endDelay, 0)
    }

    /// `iterations` iterations of `duration` with `repeatDelay` between them (any unit).
    internal static func activeDuration(duration: Double, iterations: Double, repeatDelay: Double) -> Double {
        if iterations == 0 { return 0 }
        if iterations.isInfinite { return .infinity }
        return duration * iterations + repeatDelay * (iterations.rounded(.up) - 1)
    }

    /// Multiplies every time by `factor` (reduced motion's shortening).
    internal mutating func scale(by factor: Double) {
        delay *= factor
        duration *= factor
        repeatDelay *= factor
        endDelay *= factor
        resolve()
    }

    /// Whole nanoseconds of a `Duration`, as a Double (exact below 2^53 ns, 104 days).
    internal static func nanoseconds(_ duration: Duration) -> Double {
        Double(AnimationEngine.nanoseconds(duration, in: "Animation timing", argument: "duration"))
    }

    /// The index of the last iteration and its end progress (the end-boundary rule).
    @inlinable
    internal var finalIteration: (index: Double, progress: Double) {
        if iterations == 0 { return (0, 0) }
        let last = iterations.rounded(.up) - 1
        return (last, iterations - last)
    }

    /// Iteration index and simple progress at `localTime`, or nil before the
    /// delay ends (the before phase).
    @inlinable
    internal func iteration(at localTime: Double) -> (index: Double, progress: Double)? {
        let active = localTime - delay
        if active < 0 { return nil }
        if active >= activeDuration {
            // An infinite repetition at an infinite local time (a speed near
            // the largest Double) has no iteration: deliver an iteration's start.
            return activeDuration.isFinite ? finalIteration : (0, 0)
        }
        let period = duration + repeatDelay
        let last = iterations.rounded(.up) - 1
        // The remainder is exact at any local time; the index follows from it.
        var within = active.truncatingRemainder(dividingBy: period)
        var index = ((active - within) / period).rounded()
        if index > last {
            index = last
            within = active - last * period
        }
        if within >= duration { return (index, 1) }
        return (index, within / duration)
    }

    /// The end of the iteration playing at `localTime` (iteration 0 before the delay ends).
    @inlinable
    internal func endOfIteration(at localTime: Double) -> (index: Double, progress: Double) {
        (iteration(at: localTime)?.index ?? 0, 1)
    }

    /// The iteration sample delivered at `localTime` (the start during the delay
    /// with backwards fill), or nil when nothing is delivered.
    @inlinable
    internal func deliveredIteration(at localTime: Double) -> (index: Double, progress: Double)? {
        if let sample = iteration(at: localTime) { return sample }
        return fillsBackwards ? (0, 0) : nil
    }
}
