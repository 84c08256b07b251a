// CGFloat and the Core Graphics geometry structs as vectors. On Linux these
// types come from Foundation; on Apple platforms from Core Graphics, which
// Foundation re-exports. This is the only interpolation file that imports
// Foundation.
//
// The conformances add `+` and `-` to CGPoint, CGSize, CGRect and CGVector
// (component-wise), which `AdditiveArithmetic` requires. Arithmetic is done in
// `Double`, so the results are the same whether `CGFloat` is 32 or 64 bits.

import Foundation

extension CGFloat: MotionVector {
    /// Multiplies the value by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self = CGFloat(Double(self) * factor)
    }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double {
        let value = Double(self)
        return value * value
    }

    /// Linear interpolation `self·(1 − fraction) + other·fraction`, computed in `Double`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended value.
    @inlinable
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return CGFloat(Double(self) * (1 - fraction) + Double(other) * fraction)
    }
}

// MARK: - CGPoint

extension CGPoint: @retroactive AdditiveArithmetic {
    /// Component-wise sum of two points.
    @inlinable
    public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Component-wise difference of two points.
    @inlinable
    public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}

extension CGPoint: MotionVector {
    /// Multiplies `x` and `y` by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        x.scale(by: factor)
        y.scale(by: factor)
    }

    /// `x² + y²`.
    @inlinable
    public var magnitudeSquared: Double { x.magnitudeSquared + y.magnitudeSquared }

    /// Component-wise linear interpolation, exact at both ends.
    ///
    /// - Parameters:
    ///   - other: The point at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended point.
    @inlinable
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(
            x: x.interpolated(to: other.x, fraction: fraction),
            y: y.interpolated(to: other.y, fraction: fraction))
    }
}

// MARK: - CGSize

extension CGSize: @retroactive AdditiveArithmetic {
    /// Component-wise sum of two sizes.
    @inlinable
    public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// Component-wise difference of two sizes.
    @inlinable
    public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
}

extension CGSize: MotionVector {
    /// Multiplies `width` and `height` by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        width.scale(by: factor)
        height.scale(by: factor)
    }

    /// `width² + height²`.
    @inlinable
    public var magnitudeSquared: Double { width.magnitudeSquared + height.magnitudeSquared }

    /// Component-wise linear interpolation, exact at both ends. Sizes may
    /// extrapolate to negative values.
    ///
    /// - Parameters:
    ///   - other: The size at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended size.
    @inlinable
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction))
    }
}

// MARK: - CGRect

extension CGRect: @retroactive AdditiveArithmetic {
    /// The sum of two rectangles: origins and sizes added component-wise.
    @inlinable
    public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    /// The difference of two rectangles: origins and sizes subtracted component-wise.
    @inlinable
    public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }
}

extension CGRect: MotionVector {
    /// Multiplies the origin and the size by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        origin.scale(by: factor)
        size.scale(by: factor)
    }

    /// `x² + y² + width² + height²` of the stored origin and size.
    @inlinable
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }

    /// Interpolates the origin and the size independently, exact at both ends.
    ///
    /// The stored fields are used as they are: a rectangle with a negative
    /// width is not standardised first.
    ///
    /// - Parameters:
    ///   - other: The rectangle at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended rectangle.
    @inlinable
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction))
    }
}

// MARK: - CGVector (Apple platforms: Foundation on Linux has no CGVector)

#if canImport(CoreGraphics)
extension CGVector: @retroactive AdditiveArithmetic {
    /// Component-wise sum of two vectors.
    @inlinable
    public static func + (lhs: CGVector, rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// Component-wise difference of two vectors.
    @inlinable
    public static func - (lhs: CGVector, rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }
}

extension CGVector: MotionVector {
    /// Multiplies `dx` and `dy` by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        dx.scale(by: factor)
        dy.scale(by: factor)
    }

    /// `dx² + dy²`.
    @inlinable
    public var magnitudeSquared: Double { dx.magnitudeSquared + dy.magnitudeSquared }

    /// Component-wise linear interpolation, exact at both ends.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended vector.
    @inlinable
    public func interpolated(to other: CGVector, fraction: Double) -> CGVector {
        CGVector(
            dx: dx.interpolated(to: other.dx, fraction: fraction),
            dy: dy.interpolated(to: other.dy, fraction: fraction))
    }
}
#endif
