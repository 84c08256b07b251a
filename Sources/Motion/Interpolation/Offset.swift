/// A horizontal and vertical displacement, like UIKit's `UIOffset`.
///
/// A vector for springs; interpolation is component-wise.
public struct Offset: Hashable, Sendable, MotionVector {
    /// The displacement along the x axis.
    public var horizontal: Double

    /// The displacement along the y axis.
    public var vertical: Double

    /// An offset with the given components.
    ///
    /// - Parameters:
    ///   - horizontal: The displacement along the x axis.
    ///   - vertical: The displacement along the y axis.
    @inlinable
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No displacement.
    @inlinable
    public static var zero: Offset { Offset(horizontal: 0, vertical: 0) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Offset, rhs: Offset) -> Offset {
        Offset(horizontal: lhs.horizontal + rhs.horizontal, vertical: lhs.vertical + rhs.vertical)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Offset, rhs: Offset) -> Offset {
        Offset(horizontal: lhs.horizontal - rhs.horizontal, vertical: lhs.vertical - rhs.vertical)
    }

    /// Multiplies both components by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        horizontal *= factor
        vertical *= factor
    }

    /// `horizontal² + vertical²`.
    @inlinable
    public var magnitudeSquared: Double { horizontal * horizontal + vertical * vertical }

    /// Component-wise linear interpolation, exact at both ends.
    ///
    /// - Parameters:
    ///   - other: The offset at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended offset.
    @inlinable
    public func interpolated(to other: Offset, fraction: Double) -> Offset {
        Offset(
            horizontal: horizontal.interpolated(to: other.horizontal, fraction: fraction),
            vertical: vertical.interpolated(to: other.vertical, fraction: fraction))
    }
}
