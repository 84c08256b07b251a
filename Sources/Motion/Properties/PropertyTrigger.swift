/// When a trigger of a property group fires.
///
/// Triggers are checked once per frame, after the group's values are written;
/// a group started by a trigger begins at that frame's time. Each trigger fires
/// at most once. The progress triggers follow the group's *primary property*:
/// the first candidate (see ``TimingPriority``) whose duration equals the group
/// duration, or, when none does (``TimingPriority/average``), the candidate
/// closest to it. If another group takes the primary property over, the
/// progress triggers keep following its original schedule.
public enum PropertyTrigger: Hashable, Sendable {
    /// When the group starts: on its first frame.
    case start
    /// When the whole group has finished, just before its `didStop(.finished)`.
    /// A cancelled or replaced group never fires it.
    case completion
    /// When the primary property's time progress, `(t − delay) / duration`,
    /// first reaches `fraction`, in [0, 1].
    case timeProgress(Double)
    /// When the primary property's value progress first reaches `fraction`, in
    /// [0, 1]: the Euclidean distance travelled from its start over the distance
    /// from its start to its target. A spring that overshoots fires the first
    /// time the progress is ≥ `fraction`. When start and target are equal the
    /// trigger fires by time progress instead; for values that are not
    /// ``MotionVector``s the eased progress is used.
    case valueProgress(Double)

    internal func validate() {
        switch self {
        case .start, .completion: break
        case .timeProgress(let fraction), .valueProgress(let fraction):
            precondition(
                fraction >= 0 && fraction <= 1,
                "A trigger's progress fraction must be in [0, 1] (got \(fraction) in \(self))")
        }
    }
}

/// The physical motions a ``MotionVector`` property can use instead of a timed curve.
public enum PropertyPhysics<Value: MotionVector> {
    /// A spring to the target. Without an initial velocity the property keeps
    /// the velocity of the animation it replaces (zero if none). The duration
    /// is the spring's settling time (within 0.001 of the motion's scale).
    case spring(Spring, initialVelocity: Value? = nil)
    /// A released drag brought to rest at the target: FlightAnimator's decay
    /// spring (ω₀ = 14 rad/s, ζ = 0.97) starting with `velocity`, in value units
    /// per second. The duration follows from the velocity and distance; the
    /// motion ends once it stays within `resolution` × the motion's scale
    /// (the larger of the distance and velocity / ω₀), so 1/256 of an opacity
    /// change ends at an 8-bit step, whatever the units.
    case springDecay(velocity: Value, resolution: Double = 1.0 / 256)

    /// The spring that ``springDecay(velocity:resolution:)`` uses.
    public static var decaySpring: Spring { Spring(response: 2 * Double.pi / 14, dampingRatio: 0.97) }
}

/// An error from applying a registered property state.
public enum PropertyAnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No state is registered under `key` on the target described by `target`.
    case unknownState(key: String, target: String)

    /// A readable description naming the key and the target.
    public var description: String {
        switch self {
        case .unknownState(let key, let target):
            return "No property state is registered under \"\(key)\" on \(target)"
        }
    }
}
