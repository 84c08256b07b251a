// How one segment of a keyframe track moves: an easing over a duration, or a spring.

extension KeyframeTrack {
    /// How one segment moves from its start value to its end value.
    public enum Timing: Sendable, Hashable {
        /// Along `easing` over `duration` seconds (finite, ≥ 0; 0 makes a jump).
        ///
        /// The segment's value at local time `τ` is
        /// `from.interpolated(to: to, fraction: easing.value(at: τ / duration))`.
        case eased(Easing, duration: Double)

        /// Along a spring released from the start value toward the end value, for the
        /// spring's settling time.
        ///
        /// The spring acts on the segment's progress `p` (0 at the start value, 1 at the
        /// end value; the value is `from.interpolated(to: to, fraction: p)`), so any
        /// interpolatable value can spring. For a ``MotionVector`` this is exactly the
        /// vector spring from `from` to `to` with an initial velocity along `to − from`.
        ///
        /// - Duration: the last time the progress is more than `settlingTolerance` from
        ///   1 (`Spring.settlingDuration(target:initialVelocity:epsilon:)` with target
        ///   1), so the tolerance is relative to the segment's own displacement: the
        ///   default ``Easing/springSettlingTolerance`` (0.001) is 0.1 % of the distance,
        ///   as in ``Easing/spring(_:)``. At the end the value snaps to the end value
        ///   exactly (a step of at most the tolerance times the distance). A spring
        ///   that would take longer than ``Spring/settlingDurationLimit`` (10⁹ s) is
        ///   cut off there and snaps to the end value from wherever it is.
        /// - Velocity: with `carriesVelocity` (the default), a segment that follows
        ///   another starts with that segment's end velocity projected on its own
        ///   direction, `v·Δ/|Δ|²` in progress per second (`v` the previous end velocity,
        ///   `Δ = to − from`); the component across `Δ` is dropped, so the motion stays
        ///   on the straight line from `from` to `to`. The end velocity of an eased
        ///   segment is numerical (the easing's one-sided slope at 1), of a spring
        ///   segment exact, and of a zero-length segment 0. Values that are not
        ///   ``MotionVector``s carry nothing (no direction to project on), nor does a
        ///   segment whose `from` equals its `to`; the first segment starts at rest.
        ///   The resolved velocity is ``KeyframeTrack/Segment/initialProgressVelocity``.
        ///
        /// The spring must settle (damping > 0) and `settlingTolerance` lie in (0, 1).
        case spring(_ spring: Spring, carriesVelocity: Bool = true, settlingTolerance: Double = Easing.springSettlingTolerance)
    }
}
