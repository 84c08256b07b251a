/// Two interpolatable values animated together.
///
/// Use a pair to animate a compound value, nesting pairs for more than two
/// parts. When both parts are ``MotionVector``s, so is the pair (its
/// magnitude is that of the concatenated components), and springs can drive it.
///
/// ```swift
/// let from = InterpolatablePair(0.0, MotionAngle(degrees: 0))
/// let to = InterpolatablePair(10.0, MotionAngle(degrees: 90))
/// from.interpolated(to: to, fraction: 0.5)  // (5.0, 45°)
/// ```
public struct InterpolatablePair<First: Interpolatable, Second: Interpolatable>: Interpolatable {
    /// The first part.
    public var first: First

    /// The second part.
    public var second: Second

    /// A pair of the two parts.
    ///
    /// - Parameters:
    ///   - first: The first part.
    ///   - second: The second part.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Interpolates each part with its own interpolation, exact at both ends.
    ///
    /// - Parameters:
    ///   - other: The pair at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended pair.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return InterpolatablePair(
            first.interpolated(to: other.first, fraction: fraction),
            second.interpolated(to: other.second, fraction: fraction))
    }
}

extension InterpolatablePair: Equatable where First: Equatable, Second: Equatable {}

extension InterpolatablePair: Hashable where First: Hashable, Second: Hashable {}

extension InterpolatablePair: Sendable where First: Sendable, Second: Sendable {}

extension InterpolatablePair: AdditiveArithmetic where First: MotionVector, Second: MotionVector {
    /// The pair of both parts' zeros.
    @inlinable
    public static var zero: Self { InterpolatablePair(First.zero, Second.zero) }

    /// Part-wise sum.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        InterpolatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Part-wise difference.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        InterpolatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
}

extension InterpolatablePair: MotionVector where First: MotionVector, Second: MotionVector {
    /// Scales both parts by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        first.scale(by: factor)
        second.scale(by: factor)
    }

    /// The sum of both parts' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
