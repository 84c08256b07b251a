/// Identifies one animation started on an ``AnimationEngine``.
///
/// IDs are unique per engine, increase in start order and are never reused.
/// Using an ID after its animation has ended is safe: every control method
/// treats an unknown ID as a no-op.
public struct AnimationID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw value, starting at 1 for an engine's first animation.
    public let rawValue: UInt64

    @inlinable
    internal init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders IDs by start order.
    @inlinable
    public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A textual form such as `AnimationID(7)`.
    public var description: String { "AnimationID(\(rawValue))" }
}

/// Why an animation ended. Every animation's completion runs exactly once, with one of these.
public enum CompletionReason: Hashable, Sendable {
    /// The animation played to its end; its last frame delivered the exact final value.
    case finished
    /// The animation was cancelled (``AnimationEngine/cancel(_:)``, a cancelled task, a released target).
    case cancelled
    /// Another animation took its place (for example one started with `replacing:`).
    case replaced

    /// Whether the animation reached its end (INTUAnimationEngine's `finished` flag).
    @inlinable
    public var isFinished: Bool { self == .finished }
}
