/// A value that moves through a list of keyframes, one timed segment after another.
///
/// A track of `n` segments has `n + 1` values. Segment `i` runs from `values[i]` to
/// `values[i + 1]`, either along an ``Easing`` over a given duration or along a
/// ``Spring`` for the spring's settling time (see ``Timing``). Build one in
/// FCAnimationFactory's model (values, durations, easings:
/// ``init(values:durations:easings:)``), in the Web Animations model (keyframes
/// with offsets and one total duration: ``init(keyframes:duration:)``), or from
/// a list of segment timings that may include springs
/// (``init(values:timings:)``).
///
/// ```swift
/// let track = KeyframeTrack(values: [0.0, 100, 40],
///                           timings: [.eased(.easeInCubic, duration: 0.4), .spring(.bouncy)])
/// track.value(at: 0.2)   // eased, 0.125 of the way to 100
/// track.duration         // 0.4 + the spring's settling time
/// ```
///
/// Evaluation is closed-form and stateless, so any time can be asked in any
/// order: seeking, reversing and scrubbing give exactly what forward play gives.
///
/// - Before 0 the track holds its first value, from ``duration`` on its last.
/// - At a segment's start time the value is that segment's start value, so joins
///   are exact: `value(at: segments[i].startTime) == values[i]` for every easing
///   that is 0 at 0 (all of Motion's except CSS `step-start` and `steps()` with
///   a jump at the start, which jump there as CSS does).
/// - A segment of duration 0 is a jump: the track is right-continuous, taking the
///   later value at the jump's time.
///
/// Values blend with ``Interpolatable/interpolated(to:fraction:)``, so any
/// interpolatable type works; ``velocity(at:)`` and velocity carried into spring
/// segments need a ``MotionVector``.
public struct KeyframeTrack<Value: Interpolatable>: Track {
    /// The segments in order, with their start times and resolved spring velocities.
    public let segments: [Segment]

    /// The first value (the whole track's value when it has no segment).
    @usableFromInline
    internal let firstValue: Value

    /// The last value, held from ``duration`` on.
    @usableFromInline
    internal let lastValue: Value

    /// The segments' start times, for the binary search in ``value(at:)``.
    @usableFromInline
    internal let startTimes: [Double]

    /// The track's length in seconds: the end of its last segment (0 without segments).
    public let duration: Double

    /// A track from `values.count − 1` segment timings, which may include springs.
    ///
    /// Spring segments are resolved here, in order: a spring segment whose
    /// ``Timing/spring(_:carriesVelocity:settlingTolerance:)`` carries velocity starts
    /// with the previous segment's end velocity projected on its own direction (see
    /// ``Timing``), and its duration is the settling time for that start.
    ///
    /// - Parameters:
    ///   - values: The `n + 1` keyframe values (at least one).
    ///   - timings: The `n` segment timings.
    /// - Precondition: `values.count == timings.count + 1`; eased durations finite
    ///   and ≥ 0, with a finite sum; spring tolerances in (0, 1); every spring
    ///   damped (damping > 0). A spring segment lasts at most
    ///   ``Spring/settlingDurationLimit`` (10⁹ s) and ends on its value.
    public init(values: [Value], timings: [Timing]) {
        precondition(
            values.count == timings.count + 1,
            "KeyframeTrack: \(values.count) values for \(timings.count) segments; a track of n segments needs n + 1 values")
        let vectorType = Value.self as? any MotionVector.Type
        var segments: [Segment] = []
        segments.reserveCapacity(timings.count)
        var start = 0.0
        for (index, timing) in timings.enumerated() {
            let from = values[index]
            let to = values[index + 1]
            var duration: Double
            var initialVelocity = 0.0
            switch timing {
            case .eased(_, let segmentDuration):
                precondition(
                    segmentDuration.isFinite && segmentDuration >= 0,
                    "KeyframeTrack: segment \(index) has duration \(segmentDuration); durations must be finite and ≥ 0")
                duration = segmentDuration
            case .spring(let spring, let carriesVelocity, let tolerance):
                precondition(
                    tolerance > 0 && tolerance < 1,
                    "KeyframeTrack: segment \(index) has settling tolerance \(tolerance); it must be in (0, 1)")
                if carriesVelocity, let previous = segments.last, let vectorType {
                    initialVelocity = Self.carriedVelocity(vectorType, previous: previous, from: from, to: to)
                }
                precondition(
                    spring.damping > 0,
                    "KeyframeTrack: the spring of segment \(index) (damping \(spring.damping)) never settles; it needs damping > 0")
                duration = min(
                    spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: tolerance),
                    Spring.settlingDurationLimit)
            }
            let end = start + duration
            precondition(
                end.isFinite,
                "KeyframeTrack: segment \(index) (duration \(duration)) ends at \(end) s; the track's duration must be finite")
            segments.append(
                Segment(
                    startTime: start, endTime: end, from: from, to: to, timing: timing,
                    initialProgressVelocity: initialVelocity))
            start = end
        }
        self.init(checkedSegments: segments, first: values[0], last: values[values.count - 1], duration: start)
    }

    /// FCAnimationFactory's model: `n + 1` values, `n` durations and `n` easings.
    ///
    /// Segment `i` runs from `values[i]` to `values[i + 1]` in `durations[i]`
    /// seconds along `easings[i]`.
    ///
    /// - Parameters:
    ///   - values: The `n + 1` keyframe values (at least one).
    ///   - durations: The `n` segment durations in seconds, each finite and ≥ 0.
    ///   - easings: The `n` segment easings.
    /// - Precondition: the counts match and every duration is finite and ≥ 0.
    public init(values: [Value], durations: [Double], easings: [Easing]) {
        precondition(
            durations.count == easings.count,
            "KeyframeTrack: \(durations.count) durations but \(easings.count) easings; give one easing per segment")
        precondition(
            values.count == durations.count + 1,
            "KeyframeTrack: \(values.count) values for \(durations.count) durations; a track of n segments needs n + 1 values")
        self.init(values: values, timings: zip(easings, durations).map { Timing.eased($0, duration: $1) })
    }

    /// FCAnimationFactory's model with one easing for every segment.
    ///
    /// - Parameters:
    ///   - values: The `n + 1` keyframe values (at least one).
    ///   - durations: The `n` segment durations in seconds, each finite and ≥ 0.
    ///   - easing: The easing of every segment.
    /// - Precondition: `values.count == durations.count + 1`; durations finite and ≥ 0.
    public init(values: [Value], durations: [Double], easing: Easing = .linear) {
        self.init(values: values, durations: durations, easings: Array(repeating: easing, count: durations.count))
    }

    /// Stores resolved segments.
    internal init(checkedSegments: [Segment], first: Value, last: Value, duration: Double) {
        segments = checkedSegments
        firstValue = first
        lastValue = last
        startTimes = checkedSegments.map(\.startTime)
        self.duration = duration
    }

    /// The keyframe values, `segments.count + 1` of them.
    public var values: [Value] {
        [firstValue] + segments.map(\.to)
    }

    /// The value at `time` seconds from the start.
    ///
    /// Closed-form: one binary search and one easing or spring evaluation. Before 0
    /// the first value, from ``duration`` on the last value (exactly), and at each
    /// segment's start time that segment's start value.
    ///
    /// - Parameter time: Seconds from the start; any value but NaN.
    /// - Returns: The track's value.
    @inlinable
    public func value(at time: Double) -> Value {
        precondition(!time.isNaN, "KeyframeTrack.value(at:): time is NaN")
        guard let index = segmentIndex(at: time) else {
            return time < 0 || segments.isEmpty ? firstValue : lastValue
        }
        // In place: a copy of the segment would copy (and retain) its timing.
        return segments.withUnsafeBufferPointer { segments in
            segments[index].value(at: time - segments[index].startTime)
        }
    }

    /// The index of the segment that plays at `time`, or nil before 0 and from
    /// ``duration`` on. Segments of duration 0 never play.
    ///
    /// - Parameter time: Seconds from the start.
    /// - Returns: The index into ``segments``, or nil outside [0, ``duration``).
    @inlinable
    public func segmentIndex(at time: Double) -> Int? {
        guard time >= 0, time < duration, !segments.isEmpty else { return nil }
        // The last segment starting at or before `time`; zero-length segments share
        // their start with the next one, so they are skipped.
        return lastIndex(in: startTimes, atMost: time, upTo: startTimes.count - 1)
    }

    /// The velocity carried into a spring segment, in progress per second: the
    /// previous segment's end velocity `Δₚ·ṗ` projected on this segment's
    /// displacement `Δ`, `(Δₚ·Δ) ṗ / |Δ|²`; 0 when `Δ` is 0.
    private static func carriedVelocity<V: MotionVector>(
        _ type: V.Type, previous: Segment, from: Value, to: Value
    ) -> Double {
        let rate = previous.endProgressVelocity
        guard rate != 0 else { return 0 }
        // Value is V here: the caller found Value.self to be a MotionVector type.
        guard let previousFrom = previous.from as? V, let previousTo = previous.to as? V,
            let start = from as? V, let end = to as? V
        else { return 0 }
        let previousDelta = previousTo - previousFrom
        let delta = end - start
        let squaredLength = delta.magnitudeSquared
        guard squaredLength > 0 else { return 0 }
        // The dot product from the norm (polarisation identity).
        let dot = ((previousDelta + delta).magnitudeSquared - (previousDelta - delta).magnitudeSquared) / 4
        return rate * dot / squaredLength
    }
}

extension KeyframeTrack: Sendable where Value: Sendable {}

extension KeyframeTrack where Value: MotionVector {
    /// The velocity at `time`, in units per second.
    ///
    /// Zero before 0 and from ``duration`` on. In a spring segment it is the spring's
    /// exact velocity. In an eased segment it is `(to − from)·e′(p)/d`, with the
    /// easing's slope `e′` taken by finite differences (central, h = 10⁻⁶, and
    /// second-order one-sided with h = 10⁻⁵ within 10⁻⁶ of the ends): about 10⁻⁹ relative for
    /// smooth easings, and meaningless at an easing's jump or kink.
    ///
    /// - Parameter time: Seconds from the start.
    /// - Returns: The velocity.
    public func velocity(at time: Double) -> Value {
        guard let index = segmentIndex(at: time) else { return .zero }
        let segment = segments[index]
        return (segment.to - segment.from).scaled(by: segment.progressVelocity(at: time - segment.startTime))
    }
}
