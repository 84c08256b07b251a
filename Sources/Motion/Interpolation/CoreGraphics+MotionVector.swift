// CGFloat and the Core Graphics geometry structs as vectors. On Linux these
// types come from Foundation; on Apple platforms from Core Graphics, which
// Foundation re-exports. This is the only interpolation file that imports
// Foundation.
//
// The conformances add `+` and `-` to CGPoint, CGSize, CGRect and CGVector
// (component-wise), which `AdditiveArithmetic` requires. Arithmetic is done in
// `Double`, so the results are the same whether `CGFloat` is 32 or 64 bits.
// The geometry structs interpolate through `MotionVector`'s exact-ended
// `self·(1 − f) + other·f`, component by component.

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
}
#endif
