/// How a property group chooses its duration from its properties' durations
/// (FlightAnimator's `FAPrimaryTimingPriority`).
///
/// The candidates are the group's primary properties, or all of its
/// properties when none is primary. The group duration `D` is taken over the
/// candidates' durations; every property longer than `D` is compressed to `D`
/// (played faster), and shorter ones keep their own duration. Delays are not
/// part of a property's duration and are never compressed.
public enum TimingPriority: Hashable, Sendable, CaseIterable {
    /// The longest candidate duration.
    case maxTime
    /// The shortest candidate duration.
    case minTime
    /// The median candidate duration. For an even count it is the upper of the
    /// two middle values (the element at index `n / 2` of the ascending sort),
    /// as in FlightAnimator, so that the median is always one of the durations:
    /// `[0.2, 0.4, 0.6, 0.8]` gives 0.6.
    case median
    /// The arithmetic mean of the candidate durations.
    case average

    /// The group duration for candidate durations `durations` (empty gives 0).
    public func groupDuration(of durations: [Double]) -> Double {
        guard !durations.isEmpty else { return 0 }
        switch self {
        case .maxTime: return durations.max()!
        case .minTime: return durations.min()!
        case .median: return durations.sorted()[durations.count / 2]
        case .average: return durations.reduce(0, +) / Double(durations.count)
        }
    }
}

/// What starting a property animation does to animations already running on
/// the same target (GSAP's `overwrite`).
public enum OverwritePolicy: Hashable, Sendable {
    /// Nothing is stopped: both animations write the property, and the one
    /// started later wins each frame.
    case none
    /// Every animation running on the target stops, for all of its properties.
    case all
    /// Only the properties the new animation also animates stop (GSAP's `auto`);
    /// the old animations keep their other properties. This is the default.
    case conflicting
}

/// How a property that is already animating is redirected to a new target.
///
/// The new animation always starts from the presented value, and a spring
/// always inherits the old motion's velocity unless given one.
public struct Retargeting: Hashable, Sendable {
    /// How a timed curve's duration adapts when it replaces a running animation.
    public enum DurationPolicy: Hashable, Sendable {
        /// The duration is multiplied by remaining / (remaining + travelled): the
        /// distance left to the new target over that plus the distance already
        /// travelled from the old animation's start (FlightAnimator's design).
        /// For values that are not ``MotionVector``s the old animation's eased
        /// progress `u` stands in for the distances: the factor is `1 − u`.
        /// A vector property whose target did not change takes no time: it
        /// completes at once, as in FlightAnimator (unless the velocity policy
        /// is ``VelocityPolicy/continuous``, which keeps its motion smooth).
        case scaled
        /// The full configured duration, from the presented value.
        case full
    }

    /// How a timed curve treats the velocity of the motion it replaces.
    public enum VelocityPolicy: Hashable, Sendable {
        /// The curve starts at its own slope, so the velocity may jump.
        case ignored
        /// A cubic Hermite lead-in, `h(u) = u(1 − u)²` times the velocity
        /// mismatch, is added to the curve, so that it starts with the old
        /// motion's velocity and still ends exactly at the target with its own
        /// end slope. Applies to ``MotionVector`` values; other values ignore it.
        case continuous
    }

    /// The duration policy for timed curves.
    public var duration: DurationPolicy
    /// The velocity policy for timed curves.
    public var velocity: VelocityPolicy

    /// Creates a retargeting policy.
    public init(duration: DurationPolicy = .scaled, velocity: VelocityPolicy = .ignored) {
        self.duration = duration
        self.velocity = velocity
    }

    /// Scaled durations, no velocity lead-in: FlightAnimator's intent.
    public static let scaled = Retargeting()
    /// Full durations, no velocity lead-in.
    public static let full = Retargeting(duration: .full)
    /// Scaled durations with a velocity-matching lead-in: the smoothest redirect.
    public static let continuous = Retargeting(velocity: .continuous)
}
