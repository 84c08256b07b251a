/// The duration of one iteration: a time, or infinite (Web Animations allows both).
public enum IterationDuration: Hashable, Sendable {
    /// A finite duration, ≥ 0.
    case time(Duration)
    /// An infinite iteration: the animation never leaves its first iteration's
    /// start (its simple progress stays at the iteration start's fraction).
    case infinite
}

/// A change to a running animation's timing, for
/// ``AnimationEngine/updateTiming(of:_:)`` (Web Animations' `updateTiming()`,
/// with an `OptionalEffectTiming`): every non-nil member replaces the
/// animation's, the others stay.
public struct TimingUpdate: Sendable {
    /// The new iteration duration.
    public var duration: IterationDuration?
    /// The new iteration count: ≥ 0 or `.infinity`.
    public var iterations: Double?
    /// The new iteration start: finite and ≥ 0 (whole with a repeat delay).
    public var iterationStart: Double?
    /// The new delay (either sign).
    public var delay: Duration?
    /// The new end delay (either sign).
    public var endDelay: Duration?
    /// The new direction.
    public var direction: PlaybackDirection?
    /// The new easing.
    public var easing: Easing?
    /// The new fill mode.
    public var fill: FillMode?

    /// Creates an update; each argument left nil keeps the animation's value.
    public init(
        duration: IterationDuration? = nil, iterations: Double? = nil, iterationStart: Double? = nil,
        delay: Duration? = nil, endDelay: Duration? = nil, direction: PlaybackDirection? = nil,
        easing: Easing? = nil, fill: FillMode? = nil
    ) {
        self.duration = duration
        self.iterations = iterations
        self.iterationStart = iterationStart
        self.delay = delay
        self.endDelay = endDelay
        self.direction = direction
        self.easing = easing
        self.fill = fill
    }
}

extension TimingUpdate {
    /// The members this update sets, as they would be written in the call
    /// (`duration: 2.0 seconds, iterations: 3.0`), for messages.
    internal var changes: String {
        var parts: [String] = []
        switch duration {
        case .time(let time)?: parts.append("duration: \(time)")
        case .infinite?: parts.append("duration: .infinite")
        case nil: break
        }
        if let iterations { parts.append("iterations: \(iterations)") }
        if let iterationStart { parts.append("iterationStart: \(iterationStart)") }
        if let delay { parts.append("delay: \(delay)") }
        if let endDelay { parts.append("endDelay: \(endDelay)") }
        if let direction { parts.append("direction: \(direction)") }
        if easing != nil { parts.append("easing: …") }
        if let fill { parts.append("fill: \(fill)") }
        return "TimingUpdate(" + parts.joined(separator: ", ") + ")"
    }
}
