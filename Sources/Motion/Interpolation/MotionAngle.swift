/// A plane angle, stored in radians.
///
/// The type is not called `Angle`, so that it never clashes with SwiftUI's
/// `Angle` when both modules are imported.
///
/// Two behaviours coexist on purpose:
///
/// - ``interpolated(to:fraction:)`` takes the **shortest arc**: from 350° to
///   10° it passes through 0°, not through 180°. Intermediate values are
///   `self + d·fraction`, where `d` is `other − self` reduced to [−π, π], so
///   they are not normalised to any range; the exact end value `other` may
///   differ from the arc's end by whole turns (the same direction on screen).
/// - As a ``MotionVector`` (what springs and decays use) an angle is a plain
///   number of radians: a spring from 350° to 10° travels −340°. To spring the
///   short way, retarget to ``closestEquivalent(to:)`` of the current angle.
public struct MotionAngle: Hashable, Sendable, MotionVector {
    /// The angle in radians.
    public var radians: Double

    /// An angle from radians.
    ///
    /// - Parameter radians: The angle in radians.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle from degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    @inlinable
    public init(degrees: Double) {
        self.radians = degrees * (.pi / 180)
    }

    /// An angle from radians.
    ///
    /// - Parameter radians: The angle in radians.
    /// - Returns: The angle.
    @inlinable
    public static func radians(_ radians: Double) -> MotionAngle { MotionAngle(radians: radians) }

    /// An angle from degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    /// - Returns: The angle.
    @inlinable
    public static func degrees(_ degrees: Double) -> MotionAngle { MotionAngle(degrees: degrees) }

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }

    /// The angle equal to this one modulo a full turn that is closest to `reference`.
    ///
    /// - Parameter reference: The angle to stay close to.
    /// - Returns: `self + 2πk` for the integer `k` that puts it within π of `reference`.
    @inlinable
    public func closestEquivalent(to reference: MotionAngle) -> MotionAngle {
        MotionAngle(radians: reference.radians + (radians - reference.radians).remainder(dividingBy: 2 * .pi))
    }

    /// The zero angle.
    @inlinable
    public static var zero: MotionAngle { MotionAngle(radians: 0) }

    /// The sum of two angles.
    @inlinable
    public static func + (lhs: MotionAngle, rhs: MotionAngle) -> MotionAngle {
        MotionAngle(radians: lhs.radians + rhs.radians)
    }

    /// The difference of two angles.
    @inlinable
    public static func - (lhs: MotionAngle, rhs: MotionAngle) -> MotionAngle {
        MotionAngle(radians: lhs.radians - rhs.radians)
    }

    /// Multiplies the angle by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        radians *= factor
    }

    /// The squared number of radians.
    @inlinable
    public var magnitudeSquared: Double { radians * radians }

    /// Interpolates along the shortest arc, exact at both ends.
    ///
    /// A difference of exactly half a turn goes the way of `other − self`
    /// after reduction, which keeps its sign.
    ///
    /// - Parameters:
    ///   - other: The angle at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: `self + d·fraction`, with `d` the shortest signed arc to `other`.
    @inlinable
    public func interpolated(to other: MotionAngle, fraction: Double) -> MotionAngle {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let arc = (other.radians - radians).remainder(dividingBy: 2 * .pi)
        return MotionAngle(radians: radians + arc * fraction)
    }
}
