/// An animation's timing as Web Animations computes it (`getComputedTiming()`),
/// at the engine's current time. Returned by ``AnimationEngine/timing(of:)``.
///
/// Times are in seconds of the animation's local time (local time 0 is its
/// start; its delay comes first). A value that Web Animations leaves
/// *unresolved* (the animation has no effect there: outside its active
/// interval on a side its ``AnimationOptions/fill`` does not cover) is nil.
///
/// With a repeat delay (Motion's extension), the active time and the active
/// duration include the delays; during one, the current iteration is the one
/// that just ended and its simple progress is 1.
public struct ComputedTiming: Hashable, Sendable {
    /// The phase of the local time: before, inside or after the active interval.
    public var phase: AnimationPhase
    /// The local time, in seconds.
    public var localTime: Double
    /// The time into the active interval, in seconds; nil without effect.
    public var activeTime: Double?
    /// The index of the current iteration (counting ``AnimationOptions/iterationStart``);
    /// `.infinity` in the after phase of infinite repetition; nil without effect.
    public var currentIteration: Double?
    /// The progress through the current iteration, in [0, 1], before
    /// direction and easing (Web Animations' simple iteration progress); nil without effect.
    public var simpleIterationProgress: Double?
    /// The simple progress with the iteration's direction applied; nil without effect.
    public var directedProgress: Double?
    /// The directed progress through the easing, with CSS's before flag: the
    /// progress a progress animation delivers (Web Animations' transformed
    /// progress, `getComputedTiming().progress`); nil without effect.
    public var transformedProgress: Double?
    /// The length of the active interval, in seconds; `.infinity` for infinite repetition.
    public var activeDuration: Double
    /// max(delay + active duration + end delay, 0), in seconds; `.infinity`
    /// for an infinite active duration.
    public var endTime: Double
    /// The duration of one iteration, in seconds; `.infinity` for an infinite one.
    public var duration: Double
    /// The delay before the active interval, in seconds.
    public var delay: Double
    /// The delay after the active interval, in seconds.
    public var endDelay: Double
    /// The number of iterations.
    public var iterations: Double
    /// The iteration start.
    public var iterationStart: Double
    /// The direction of the iterations.
    public var direction: PlaybackDirection
    /// The fill mode.
    public var fill: FillMode

    /// Creates a computed timing from its parts (``AnimationEngine/timing(of:)`` computes them).
    public init(
        phase: AnimationPhase, localTime: Double, activeTime: Double?, currentIteration: Double?,
        simpleIterationProgress: Double?, directedProgress: Double?, transformedProgress: Double?,
        activeDuration: Double, endTime: Double, duration: Double, delay: Double, endDelay: Double,
        iterations: Double, iterationStart: Double, direction: PlaybackDirection, fill: FillMode
    ) {
        self.phase = phase
        self.localTime = localTime
        self.activeTime = activeTime
        self.currentIteration = currentIteration
        self.simpleIterationProgress = simpleIterationProgress
        self.directedProgress = directedProgress
        self.transformedProgress = transformedProgress
        self.activeDuration = activeDuration
        self.endTime = endTime
        self.duration = duration
        self.delay = delay
        self.endDelay = endDelay
        self.iterations = iterations
        self.iterationStart = iterationStart
        self.direction = direction
        self.fill = fill
    }
}
