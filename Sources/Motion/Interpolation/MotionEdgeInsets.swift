/// Insets from the four edges of a rectangle, like UIKit's `UIEdgeInsets`.
///
/// The fields follow `UIEdgeInsets` (top, left, bottom, right). The type is
/// not called `EdgeInsets`, so that it never clashes with SwiftUI's
/// `EdgeInsets` (top, leading, bottom, trailing) when both modules are
/// imported. A vector for springs; interpolation is component-wise.
public struct MotionEdgeInsets: Hashable, Sendable, MotionVector {
    /// The inset from the top edge.
    public var top: Double

    /// The inset from the left edge.
    public var left: Double

    /// The inset from the bottom edge.
    public var bottom: Double

    /// The inset from the right edge.
    public var right: Double

    /// Insets with the given values.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - left: The inset from the left edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - right: The inset from the right edge.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    ///
    /// - Parameter all: The inset from every edge.
    @inlinable
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No insets.
    @inlinable
    public static var zero: MotionEdgeInsets { MotionEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// Edge-wise sum.
    @inlinable
    public static func + (lhs: MotionEdgeInsets, rhs: MotionEdgeInsets) -> MotionEdgeInsets {
        MotionEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Edge-wise difference.
    @inlinable
    public static func - (lhs: MotionEdgeInsets, rhs: MotionEdgeInsets) -> MotionEdgeInsets {
        MotionEdgeInsets(
            top: lhs.top - rhs.top, left: lhs.left - rhs.left,
            bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// Multiplies every inset by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        top *= factor
        left *= factor
        bottom *= factor
        right *= factor
    }

    /// The sum of the squared insets.
    @inlinable
    public var magnitudeSquared: Double { top * top + left * left + bottom * bottom + right * right }

    /// Edge-wise linear interpolation, exact at both ends.
    ///
    /// - Parameters:
    ///   - other: The insets at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended insets.
    @inlinable
    public func interpolated(to other: MotionEdgeInsets, fraction: Double) -> MotionEdgeInsets {
        MotionEdgeInsets(
            top: top.interpolated(to: other.top, fraction: fraction),
            left: left.interpolated(to: other.left, fraction: fraction),
            bottom: bottom.interpolated(to: other.bottom, fraction: fraction),
            right: right.interpolated(to: other.right, fraction: fraction))
    }
}
