// Motion vectors whose components CSS export can write with fewer digits.

import Foundation

/// A ``MotionVector`` whose components ``CSSKeyframes`` can round to short decimals:
/// the scalars and the Core Graphics geometry types, whose formatters write each
/// component as a number.
internal protocol ShortDecimalVector: MotionVector {
    /// The number of components: rounding each by at most `e` moves the vector by at
    /// most `e·√componentCount` (Euclidean distance).
    static var componentCount: Int { get }

    /// Every component replaced by the `Double` read from its shortest decimal text
    /// within `tolerance` (``ShortDecimal/text(_:within:percent:)``).
    func shortDecimals(within tolerance: Double) -> Self
}

extension ShortDecimalVector {
    /// The `Double` read from the fewest-digit decimal text within `tolerance` of `value`.
    static func short(_ value: Double, within tolerance: Double) -> Double {
        Double(ShortDecimal.text(value, within: tolerance)) ?? value
    }
}

extension Double: ShortDecimalVector {
    static var componentCount: Int { 1 }

    func shortDecimals(within tolerance: Double) -> Double {
        Self.short(self, within: tolerance)
    }
}

extension CGFloat: ShortDecimalVector {
    static var componentCount: Int { 1 }

    func shortDecimals(within tolerance: Double) -> CGFloat {
        CGFloat(Self.short(Double(self), within: tolerance))
    }
}

extension CGPoint: ShortDecimalVector {
    static var componentCount: Int { 2 }

    func shortDecimals(within tolerance: Double) -> CGPoint {
        CGPoint(x: x.shortDecimals(within: tolerance), y: y.shortDecimals(within: tolerance))
    }
}

extension CGSize: ShortDecimalVector {
    static var componentCount: Int { 2 }

    func shortDecimals(within tolerance: Double) -> CGSize {
        CGSize(width: width.shortDecimals(within: tolerance), height: height.shortDecimals(within: tolerance))
    }
}

extension CGRect: ShortDecimalVector {
    static var componentCount: Int { 4 }

    func shortDecimals(within tolerance: Double) -> CGRect {
        CGRect(origin: origin.shortDecimals(within: tolerance), size: size.shortDecimals(within: tolerance))
    }
}

#if canImport(CoreGraphics)
extension CGVector: ShortDecimalVector {
    static var componentCount: Int { 2 }

    func shortDecimals(within tolerance: Double) -> CGVector {
        CGVector(dx: dx.shortDecimals(within: tolerance), dy: dy.shortDecimals(within: tolerance))
    }
}
#endif
