/// The resolved, validated timing of one animation, in nanoseconds of local time.
///
/// Local time 0 is the animation's start; the delay comes first. The model is
/// Web Animations Level 1's, literally (phases and their boundaries, fill,
/// iteration start, the end-boundary rule, direction before easing, the
/// before flag), with GSAP's repeat delay: iteration i occupies
/// [delay + i·(duration + repeatDelay), … + duration), then holds its end
/// value for the repeat delay.
@usableFromInline
internal struct TimingModel: Sendable {
    @usableFromInline var delay: Double
    /// The iteration duration; `.infinity` for an infinite one.
    @usableFromInline var duration: Double
    @usableFromInline var iterations: Double
    /// The iteration start, repeat delay and end delay, which most
    /// animations leave at 0: in a box, nil when all three are +0, so that
    /// engine entries stay small.
    @usableFromInline var rare: Rare?
    // The one-byte fields last: an entry packs its flags right after them.
    @usableFromInline var direction: PlaybackDirection
    @usableFromInline var mirrorsBackwardEasing: Bool
    @usableFromInline var fill: FillMode

    @usableFromInline
    internal init(delay: Duration, duration: Duration, options: AnimationOptions) {
        let times: (duration: Int64, delay: Int64, repeatDelay: Int64, endDelay: Int64)
        do {
            times = try options.validatedNanoseconds(duration: duration, delay: delay)
        } catch {
            preconditionFailure("Animation timing: \(error)")
        }
        self.delay = Double(times.delay)
        self.duration = Double(times.duration)
        self.iterations = options.iterations
        self.rare = Rare.boxing(
            iterationStart: options.iterationStart, repeatDelay: Double(times.repeatDelay),
            endDelay: Double(times.endDelay))
        self.direction = options.direction
        self.mirrorsBackwardEasing = options.backwardEasing == .mirrored
        self.fill = options.fill
    }

    /// The timing's rarely set parts (see ``rare``), immutable.
    @usableFromInline
    internal final class Rare: Sendable {
        @usableFromInline let iterationStart: Double
        @usableFromInline let repeatDelay: Double
        @usableFromInline let endDelay: Double

        internal init(iterationStart: Double, repeatDelay: Double, endDelay: Double) {
            self.iterationStart = iterationStart
            self.repeatDelay = repeatDelay
            self.endDelay = endDelay
        }

        /// The box of these values, or nil when all three are +0.
        @usableFromInline
        internal static func boxing(iterationStart: Double, repeatDelay: Double, endDelay: Double) -> Rare? {
            if iterationStart.bitPattern | repeatDelay.bitPattern | endDelay.bitPattern == 0 { return nil }
            return Rare(iterationStart: iterationStart, repeatDelay: repeatDelay, endDelay: endDelay)
        }
    }

    /// How many iterations precede the first one played (Web Animations' iteration start).
    @inlinable
    internal var iterationStart: Double {
        get { rare?.iterationStart ?? 0 }
        set { rare = Rare.boxing(iterationStart: newValue, repeatDelay: repeatDelay, endDelay: endDelay) }
    }

    /// The pause after each iteration but the last (GSAP's repeat delay).
    @inlinable
    internal var repeatDelay: Double {
        get { rare?.repeatDelay ?? 0 }
        set { rare = Rare.boxing(iterationStart: iterationStart, repeatDelay: newValue, endDelay: endDelay) }
    }

    /// The time after the active interval before the animation ends.
    @inlinable
    internal var endDelay: Double {
        get { rare?.endDelay ?? 0 }
        set { rare = Rare.boxing(iterationStart: iterationStart, repeatDelay: repeatDelay, endDelay: newValue) }
    }

    /// The time from the end of the delay to the end of the last iteration.
    @inlinable
    internal var activeDuration: Double {
        Self.activeDuration(duration: duration, iterations: iterations, repeatDelay: repeatDelay)
    }

    /// max(delay + activeDuration + endDelay, 0); infinite for an infinite active duration.
    @inlinable
    internal var endTime: Double {
        // The box read once (each read of an optional box retains it).
        let end: Double
        if let rare {
            end = delay + Self.activeDuration(duration: duration, iterations: iterations, repeatDelay: rare.repeatDelay)
                + rare.endDelay
        } else {
            end = delay + Self.activeDuration(duration: duration, iterations: iterations, repeatDelay: 0)
        }
        return end.isNaN ? .infinity : max(end, 0)
    }

    /// The start of the open interval of local times where the frame's
    /// common case applies (see ``plainEnd``).
    @inlinable
    internal var plainStart: Double { max(delay, 0) }

    /// The end of the open interval of local times where the frame's common
    /// case applies: strictly inside the active interval of a plain timing
    /// (no repeat delay, no iteration start, a duration of whole nanoseconds
    /// in [1, 2⁵²)), from ``plainStart``; -∞ (empty) otherwise. Computed, not
    /// stored, so that engine entries stay small: an entry keeps it while
    /// its frames need it (``AnimationEngine/Entry/plainEnd``).
    @inlinable
    internal var plainEnd: Double {
        guard duration >= 1, duration < 0x1p52, (duration + 0x1p52) - 0x1p52 == duration else { return -.infinity }
        var endDelay = 0.0
        if let rare {
            guard rare.repeatDelay == 0, rare.iterationStart == 0 else { return -.infinity }
            endDelay = rare.endDelay
        }
        // min(delay + activeDuration, endTime), the box read once.
        let activeEnd = delay + Self.activeDuration(duration: duration, iterations: iterations, repeatDelay: 0)
        let end = activeEnd + endDelay
        return min(activeEnd, end.isNaN ? .infinity : max(end, 0))
    }

    /// `iterations` iterations of `duration` with `repeatDelay` between them
    /// (any unit): zero when either the count or the iteration (with its
    /// repeat delay) is zero, as Web Animations defines it (0 × ∞ is 0).
    @inlinable
    internal static func activeDuration(duration: Double, iterations: Double, repeatDelay: Double) -> Double {
        if iterations == 0 || (duration == 0 && repeatDelay == 0) { return 0 }
        if iterations.isInfinite || duration.isInfinite { return .infinity }
        return duration * iterations + repeatDelay * (iterations.rounded(.up) - 1)
    }

    /// Multiplies every time by `factor` (reduced motion's shortening).
    internal mutating func scale(by factor: Double) {
        delay *= factor
        duration *= factor
        repeatDelay *= factor
        endDelay *= factor
    }

    /// Whole nanoseconds of a `Duration`, as a Double (exact below 2^53 ns, 104 days).
    internal static func nanoseconds(_ duration: Duration) -> Double {
        Double(AnimationEngine.nanoseconds(duration, in: "Animation timing", argument: "duration"))
    }

    // MARK: - Web Animations' procedures

    /// The phase at `localTime` (Web Animations §4.8.3), for an animation that
    /// plays backward (a negative speed) or not.
    @inlinable
    internal func phase(at localTime: Double, playsBackward: Bool) -> AnimationPhase {
        let beforeActive = max(min(delay, endTime), 0)
        let activeAfter = max(min(delay + activeDuration, endTime), 0)
        if localTime < beforeActive || (playsBackward && localTime == beforeActive) { return .before }
        if localTime > activeAfter || (!playsBackward && localTime == activeAfter) { return .after }
        return .active
    }

    /// Whether the fill covers `phase`. `auto` is Motion's: it fills forwards,
    /// and backwards when `completing` (the last frame of an animation that
    /// plays backward to its start delivers its start value).
    @inlinable
    internal func fills(_ phase: AnimationPhase, completing: Bool) -> Bool {
        switch (fill, phase) {
        case (_, .active): return true
        case (.both, _): return true
        case (.forwards, .after), (.auto, .after): return true
        case (.backwards, .before): return true
        case (.auto, .before): return completing
        default: return false
        }
    }

    /// The iteration sample at `localTime`: current iteration, simple
    /// iteration progress and whether CSS's before flag is set (Web Animations
    /// §4.8.4 to §4.9.2), or nil when the animation has no effect there (its
    /// active time is unresolved).
    @inlinable @inline(__always)
    internal func sample(
        at localTime: Double, playsBackward: Bool, completing: Bool = false
    ) -> IterationSample? {
        // The frame's common case, strictly inside the active interval of a
        // plain timing: the same sample as the phase rules give.
        if localTime > plainStart && localTime < plainEnd {
            let (index, within) = Self.divide(localTime - delay, by: duration)
            return IterationSample(index: index, progress: within / duration, beforeFlag: false, phase: .active)
        }
        return phasedSample(at: localTime, playsBackward: playsBackward, completing: completing)
    }

    /// ``sample(at:playsBackward:completing:)`` by the phase rules.
    @inlinable @inline(never)
    internal func phasedSample(at localTime: Double, playsBackward: Bool, completing: Bool) -> IterationSample? {
        let phase = self.phase(at: localTime, playsBackward: playsBackward)
        guard fills(phase, completing: completing) else { return nil }
        let activeTime: Double
        switch phase {
        case .before: activeTime = max(localTime - delay, 0)
        case .active: activeTime = localTime - delay
        case .after:
            // Exactly the active duration once past it: `localTime − delay`
            // rounds at large delays (an ulp of 2⁶² ns is 1 µs).
            activeTime =
                localTime >= delay + activeDuration ? activeDuration : max(min(localTime - delay, activeDuration), 0)
        }
        return sample(activeTime: activeTime, phase: phase)
    }

    /// The iteration sample at a resolved `activeTime` in `phase`.
    @inlinable
    internal func sample(activeTime: Double, phase: AnimationPhase) -> IterationSample {
        var index: Double
        var progress: Double
        if phase != .before && activeTime >= activeDuration && activeDuration.isFinite && iterations > 0
            && duration > 0
        {
            // The end: the spec's overall progress (iterations + iterationStart)
            // exactly, not a remainder of the active time that rounds.
            (index, progress) = Self.split(overall: iterations + iterationStart, iterationStart: iterationStart)
            if progress == 0 { (index, progress) = (index - 1, 1) }
        } else if repeatDelay > 0 && activeTime > 0 && iterations > 0 && activeTime.isFinite {
            (index, progress) = heldIteration(activeTime)
        } else if duration == 0 {
            // Zero iteration duration: the overall progress jumps from 0 to the count.
            let overall = (phase == .before ? 0 : iterations) + iterationStart
            (index, progress) = Self.split(overall: overall, iterationStart: iterationStart)
            if progress == 0 && phase != .before && iterations != 0 { (index, progress) = (index - 1, 1) }
        } else {
            (index, progress) = split(activeTime: activeTime)
            if progress == 0 && phase != .before && activeTime == activeDuration && iterations != 0 {
                (index, progress) = (index - 1, 1)
            }
        }
        if phase == .after && iterations.isInfinite { index = .infinity }
        let backward = Self.isBackward(direction, iteration: index)
        let before = (phase == .before && !backward) || (phase == .after && backward)
        return IterationSample(index: index, progress: progress, beforeFlag: before, phase: phase)
    }

    /// With a repeat delay: the iteration and simple progress at `activeTime`
    /// (> 0), the end of an iteration held through its repeat delay. The
    /// iteration start is whole here (validated), so the delays fall where
    /// the overall progress crosses a whole number.
    @inlinable
    internal func heldIteration(_ activeTime: Double) -> (Double, Double) {
        let period = duration + repeatDelay
        let last = iterations.rounded(.up) - 1
        var within = activeTime.truncatingRemainder(dividingBy: period)
        var index = ((activeTime - within) / period).rounded()
        if index > last {
            index = last
            within = activeTime - last * period
        }
        if within >= duration { return (index + iterationStart, 1) }
        return (index + iterationStart, within / duration)
    }

    /// Floor and fraction of an overall progress (infinite: iteration start's fraction).
    @inlinable
    internal static func split(overall: Double, iterationStart: Double) -> (Double, Double) {
        if overall.isInfinite { return (.infinity, iterationStart.truncatingRemainder(dividingBy: 1)) }
        let progress = overall.truncatingRemainder(dividingBy: 1)
        return ((overall - progress).rounded(), progress)
    }

    /// Current iteration and simple progress at `activeTime` for a positive
    /// duration: exact (a remainder) without an iteration start.
    @inlinable
    internal func split(activeTime: Double) -> (Double, Double) {
        if iterationStart == 0 {
            if duration.isInfinite || !activeTime.isFinite { return (0, 0) }
            let (index, within) = Self.divide(activeTime, by: duration)
            return (index, within / duration)
        }
        let overall = activeTime / duration + iterationStart
        return Self.split(overall: overall.isNaN ? iterationStart : overall, iterationStart: iterationStart)
    }

    /// The whole iterations in `time` and the remainder, for a positive finite
    /// `duration`: `time.truncatingRemainder(dividingBy: duration)` and the
    /// quotient, exactly. Whole nanoseconds below 2⁵³ (the frame's common case)
    /// take an integer division, which gives the same bits (both are exact).
    @inlinable @inline(__always)
    internal static func divide(_ time: Double, by duration: Double) -> (index: Double, within: Double) {
        if time > 0 && time < 0x1p52 && duration >= 1 && duration < 0x1p52 {
            // Below 2⁵², x + 2⁵² rounds x to a whole number held in the low 52 bits.
            let shiftedTime = time + 0x1p52
            let shiftedDuration = duration + 0x1p52
            if shiftedTime - 0x1p52 == time && shiftedDuration - 0x1p52 == duration {
                let low52: UInt64 = (1 << 52) - 1
                let (quotient, remainder) = (shiftedTime.bitPattern & low52)
                    .quotientAndRemainder(dividingBy: shiftedDuration.bitPattern & low52)
                return (Double(Int64(bitPattern: quotient)), Double(Int64(bitPattern: remainder)))
            }
        }
        let within = time.truncatingRemainder(dividingBy: duration)
        return (((time - within) / duration).rounded(), within)
    }

    /// For `time` > 0 and a whole `duration` in [1, 2⁵²): the whole iterations in
    /// `time` and the remainder as integers when `time` is whole and below 2⁵²
    /// (then ``divide(_:by:)`` gives the same values as Doubles), else nil.
    @inlinable @inline(__always)
    internal static func wholeSplit(_ time: Double, byWhole duration: Double) -> (quotient: UInt64, remainder: UInt64)? {
        guard time < 0x1p52 else { return nil }
        let shiftedTime = time + 0x1p52
        guard shiftedTime - 0x1p52 == time else { return nil }
        let low52: UInt64 = (1 << 52) - 1
        return (shiftedTime.bitPattern & low52).quotientAndRemainder(dividingBy: (duration + 0x1p52).bitPattern & low52)
    }

    /// Whether iteration `index` plays backward; an infinite index (the after
    /// phase of infinite repetition) plays forwards, as Web Animations says.
    @inlinable
    internal static func isBackward(_ direction: PlaybackDirection, iteration index: Double) -> Bool {
        if index.isInfinite && (direction == .alternate || direction == .alternateReverse) { return false }
        return direction.isBackward(iteration: index)
    }

    // MARK: - The engine's views

    /// The index of the last iteration and its end progress (the end-boundary rule).
    @inlinable
    internal var finalIteration: (index: Double, progress: Double) {
        let end = sample(activeTime: activeDuration.isFinite ? activeDuration : 0, phase: .after)
        return (end.index.isInfinite ? iterationStart.rounded(.down) : end.index, end.progress)
    }

    /// Iteration index and simple progress at `localTime`, or nil before the
    /// delay ends (the before phase); the after phase fills forwards.
    @inlinable
    internal func iteration(at localTime: Double) -> (index: Double, progress: Double)? {
        let phase = self.phase(at: localTime, playsBackward: false)
        if phase == .before { return nil }
        if phase == .after && !activeDuration.isFinite { return (iterationStart.rounded(.down), 0) }
        let active = phase == .after ? max(min(localTime - delay, activeDuration), 0) : localTime - delay
        let sample = self.sample(activeTime: active, phase: phase)
        return (sample.index.isInfinite ? iterationStart.rounded(.down) : sample.index, sample.progress)
    }

    /// The end of the iteration playing at `localTime` (the first iteration before the delay ends).
    @inlinable
    internal func endOfIteration(at localTime: Double) -> (index: Double, progress: Double) {
        (iteration(at: localTime)?.index ?? iterationStart.rounded(.down), 1)
    }

    /// The iteration sample delivered at `localTime` playing forward, or nil
    /// when nothing is delivered.
    @inlinable
    internal func deliveredIteration(at localTime: Double) -> (index: Double, progress: Double)? {
        guard let sample = self.sample(at: localTime, playsBackward: false) else { return nil }
        return (sample.index.isInfinite ? iterationStart.rounded(.down) : sample.index, sample.progress)
    }
}

/// One evaluation of the timing model: the current iteration, its simple
/// progress and CSS's before flag for the easing.
@usableFromInline
internal struct IterationSample: Sendable {
    @usableFromInline var index: Double
    @usableFromInline var progress: Double
    @usableFromInline var beforeFlag: Bool
    @usableFromInline var phase: AnimationPhase

    @inlinable
    internal init(index: Double, progress: Double, beforeFlag: Bool, phase: AnimationPhase) {
        self.index = index
        self.progress = progress
        self.beforeFlag = beforeFlag
        self.phase = phase
    }
}
