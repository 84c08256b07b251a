/// A value that can be blended with another value of the same type.
///
/// Motion's animations move any `Interpolatable` value from one state to
/// another. Conforming types guarantee exact end points: a fraction of 0
/// returns `self` and a fraction of 1 returns `other`, bit for bit, so the last
/// frame of an animation delivers exactly its final value. Fractions outside
/// [0, 1] (from overshooting easings such as back or elastic) extrapolate
/// where the type allows it; discrete types pick an end.
public protocol Interpolatable {
    /// Returns the value `fraction` of the way from `self` to `other`.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: The progress, usually in [0, 1].
    /// - Returns: `self` at 0, `other` at 1, a blend in between.
    func interpolated(to other: Self, fraction: Double) -> Self
}

/// A value in a real vector space: what springs, decays and velocities act on.
///
/// Springs need to add, subtract and scale values, and to measure them. The
/// protocol mirrors the shape of SwiftUI's `VectorArithmetic` under a name of
/// its own, so the two never clash on Apple platforms.
public protocol MotionVector: AdditiveArithmetic, Interpolatable {
    /// Multiplies every component by `factor`.
    mutating func scale(by factor: Double)

    /// The squared Euclidean length of the vector.
    var magnitudeSquared: Double { get }
}

extension MotionVector {
    /// Returns the vector with every component multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Self {
        var result = self
        result.scale(by: factor)
        return result
    }

    /// The Euclidean length of the vector.
    @inlinable
    public var magnitude: Double { magnitudeSquared.squareRoot() }

    /// Linear interpolation `(1 − f)·self + f·other`, exact at both ends.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return scaled(by: 1 - fraction) + other.scaled(by: fraction)
    }
}
