// One resolved segment of a keyframe track: where it sits in time, its ends and
// how its progress moves from 0 to 1.

extension KeyframeTrack {
    /// One segment of a ``KeyframeTrack``, resolved: its place in time, its end values
    /// and its timing (with the spring velocity it starts with).
    ///
    /// Export works per segment through ``progress(at:)``: the segment's value at local
    /// time `τ` is `from.interpolated(to: to, fraction: progress(at: τ))`.
    public struct Segment {
        /// When the segment starts, in seconds from the track's start.
        public let startTime: Double

        /// When the segment ends (the next segment's ``startTime``).
        public let endTime: Double

        /// The value at the segment's start.
        public let from: Value

        /// The value at the segment's end.
        public let to: Value

        /// How the segment moves.
        public let timing: Timing

        /// A spring segment's initial velocity in progress per second (the velocity
        /// carried from the previous segment, see ``Timing``); 0 for eased segments.
        public let initialProgressVelocity: Double

        /// The segment's length in seconds, `endTime − startTime`: the eased duration or
        /// the spring's settling time.
        @inlinable
        public var duration: Double { endTime - startTime }

        /// The progress at `localTime` seconds after ``startTime``: 0 at the start
        /// value, 1 at the end value, possibly outside [0, 1] in between (overshoot).
        ///
        /// Before 0 it is the progress at 0 (exactly 0 for every easing that is 0 at 0
        /// and for springs) and from ``duration`` on exactly 1 (a spring snaps there
        /// from within its settling tolerance).
        ///
        /// - Parameter localTime: Seconds since the segment's start.
        /// - Returns: The progress.
        @inlinable
        public func progress(at localTime: Double) -> Double {
            let length = duration
            if localTime >= length { return 1 }
            switch timing {
            case .eased(let easing, _):
                return easing.value(at: localTime <= 0 ? 0 : localTime / length)
            case .spring(let spring, _, _):
                if localTime <= 0 { return 0 }
                return spring.value(fromValue: 0.0, toValue: 1.0, initialVelocity: initialProgressVelocity, time: localTime)
            }
        }

        /// The progress at the fraction `fraction` of the segment's duration: the
        /// easing's own value for an eased segment (no clamping, so fitting stencils
        /// that reach a hair past an end see the curve), the spring at
        /// `fraction × duration` (exactly 1 from 1 on) for a spring segment.
        internal func progress(atFraction fraction: Double) -> Double {
            switch timing {
            case .eased(let easing, _):
                return easing.value(at: fraction)
            case .spring(let spring, _, _):
                if fraction >= 1 { return 1 }
                if fraction <= 0 { return 0 }
                return spring.value(
                    fromValue: 0.0, toValue: 1.0, initialVelocity: initialProgressVelocity, time: fraction * duration)
            }
        }

        /// The segment's value at `localTime` seconds after its start.
        ///
        /// - Parameter localTime: Seconds since the segment's start.
        /// - Returns: `from.interpolated(to: to, fraction: progress(at: localTime))`,
        ///   exactly `to` from ``duration`` on.
        @inlinable
        public func value(at localTime: Double) -> Value {
            if localTime >= duration { return to }
            return from.interpolated(to: to, fraction: progress(at: localTime))
        }

        /// The rate of change of ``progress(at:)`` in progress per second.
        ///
        /// Exact for springs (0 from ``duration`` on). For an easing, the slope by finite
        /// differences over the segment's normalised time divided by the duration:
        /// central with h = 10⁻⁶ inside, second-order one-sided with h = 10⁻⁵ within
        /// 10⁻⁶ of either end (about 10⁻⁹ relative for smooth curves). A segment of
        /// duration 0 has rate 0.
        ///
        /// - Parameter localTime: Seconds since the segment's start.
        /// - Returns: The progress rate.
        public func progressVelocity(at localTime: Double) -> Double {
            let length = duration
            guard length > 0 else { return 0 }
            switch timing {
            case .eased(let easing, _):
                let fraction = min(max(localTime / length, 0), 1)
                return Self.slope(of: easing, at: fraction) / length
            case .spring(let spring, _, _):
                if localTime >= length { return 0 }
                return spring.velocity(
                    fromValue: 0.0, toValue: 1.0, initialVelocity: initialProgressVelocity, time: max(localTime, 0))
            }
        }

        /// The progress rate at the segment's end (per second), carried into a following
        /// spring segment: the easing's left slope at 1 over the duration, or the
        /// spring's exact velocity at its settling time.
        internal var endProgressVelocity: Double {
            let length = duration
            guard length > 0 else { return 0 }
            switch timing {
            case .eased(let easing, _):
                return Self.slope(of: easing, at: 1) / length
            case .spring(let spring, _, _):
                return spring.velocity(
                    fromValue: 0.0, toValue: 1.0, initialVelocity: initialProgressVelocity, time: length)
            }
        }

        /// The slope of `easing` at `x` in [0, 1]: central differences inside,
        /// second-order one-sided differences near the ends (never reading outside [0, 1]).
        internal static func slope(of easing: Easing, at x: Double) -> Double {
            let central = 1e-6
            if x - central >= 0 && x + central <= 1 {
                return (easing.value(at: x + central) - easing.value(at: x - central)) / (2 * central)
            }
            let h = 1e-5
            if x + central > 1 {
                let a = easing.value(at: x)
                let b = easing.value(at: x - h)
                let c = easing.value(at: x - 2 * h)
                return (3 * a - 4 * b + c) / (2 * h)
            }
            let a = easing.value(at: x)
            let b = easing.value(at: x + h)
            let c = easing.value(at: x + 2 * h)
            return (-3 * a + 4 * b - c) / (2 * h)
        }
    }
}

extension KeyframeTrack.Segment: Sendable where Value: Sendable {}
