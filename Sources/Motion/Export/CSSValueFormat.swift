// Formatting numbers and Motion values as CSS text.

import Foundation

/// Formatters from Motion values to CSS property values, for ``CSSKeyframes``.
///
/// Numbers are written with the shortest digits that read back to the same `Double`
/// (Swift's `description`, without a trailing `.0`, and `-0` written as `0`), so the
/// output is deterministic and loses nothing; large and small magnitudes use CSS's
/// exponent notation (`1e-07`).
public enum CSSValueFormat {
    /// A plain number, such as `opacity: 0.25`.
    ///
    /// - Parameter value: A finite number.
    /// - Returns: Its shortest round-trip text.
    /// - Precondition: `value` is finite.
    public static func number(_ value: Double) -> String {
        precondition(value.isFinite, "CSSValueFormat.number: \(value) is not finite")
        if value == 0 { return "0" }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A length in pixels, such as `12.5px`.
    ///
    /// - Parameter value: The length, finite.
    /// - Returns: The number followed by `px`.
    public static func pixels(_ value: Double) -> String {
        number(value) + "px"
    }

    /// A 2D translation in pixels for `transform`: `translate(12px, -3.5px)`.
    ///
    /// - Parameter point: The offset (x to the right, y down, as in CSS).
    /// - Returns: The `translate()` function.
    public static func translate(_ point: CGPoint) -> String {
        "translate(\(pixels(Double(point.x))), \(pixels(Double(point.y))))"
    }

    /// A 3D transform for `transform`: `matrix3d(m11, m12, …, m44)`.
    ///
    /// CSS lists the 16 numbers in the same order as ``Transform3D``'s fields (row by
    /// row in `CATransform3D`'s convention, which is column by column in CSS's), so
    /// the browser applies the same transform.
    ///
    /// - Parameter transform: The transform, finite.
    /// - Returns: The `matrix3d()` function.
    public static func matrix3d(_ transform: Transform3D) -> String {
        let t = transform
        let entries = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        return "matrix3d(" + entries.map(number).joined(separator: ", ") + ")"
    }

    /// A colour as `rgb(r, g, b)` or, when not opaque, `rgba(r, g, b, a)`, with the
    /// sRGB components scaled to 0–255 (not rounded, so nothing is lost; CSS Color 4
    /// accepts fractions, and out-of-gamut components are kept for the browser to clamp).
    ///
    /// - Parameter color: The colour, converted to sRGB.
    /// - Returns: The `rgb()` or `rgba()` function.
    public static func rgb(_ color: MotionColor) -> String {
        let c = color.components(in: .sRGB)
        let channels = [c.x, c.y, c.z].map { number($0 * 255) }.joined(separator: ", ")
        return color.alpha == 1 ? "rgb(\(channels))" : "rgba(\(channels), \(number(color.alpha)))"
    }

    /// A shadow for `box-shadow`: `x y blur color`, such as `0px -3px 6px rgba(0, 0, 0, 0.5)`.
    ///
    /// Core Animation's shadow maps to CSS as follows: the offset is the same (y
    /// down, as on iOS); the blur is twice `radius` (the usual conversion: CSS's
    /// blur radius is twice the Gaussian's standard deviation, which is
    /// Core Animation's radius); and `opacity`, clamped to [0, 1] as Core
    /// Animation clamps it (a spring may overshoot), multiplies the colour's alpha.
    ///
    /// - Parameters:
    ///   - offset: The shadow's offset, finite.
    ///   - radius: The blur radius as `CALayer.shadowRadius` (≥ 0).
    ///   - color: The shadow's colour.
    ///   - opacity: The shadow's opacity, not NaN.
    /// - Returns: The `box-shadow` value.
    public static func boxShadow(offset: CGSize, radius: Double, color: MotionColor, opacity: Double) -> String {
        precondition(radius >= 0, "CSSValueFormat.boxShadow: radius \(radius) is negative")
        precondition(!opacity.isNaN, "CSSValueFormat.boxShadow: opacity is NaN")
        let shadow = MotionColor(
            space: color.space, components: color.components, alpha: color.alpha * min(max(opacity, 0), 1))
        return "\(pixels(Double(offset.width))) \(pixels(Double(offset.height))) \(pixels(2 * radius)) \(rgb(shadow))"
    }

    /// A layer's shadow for `box-shadow` (see ``boxShadow(offset:radius:color:opacity:)``),
    /// or `none` when its ``Layer/shadowOpacity`` is 0.
    ///
    /// The layer's other properties map to CSS as `opacity`, `background-color`
    /// and `border-color` (``rgb(_:)``), `border-width` and `border-radius`
    /// (``pixels(_:)``), and `transform` (``matrix3d(_:)``).
    ///
    /// - Parameter layer: The layer.
    /// - Returns: The `box-shadow` value.
    public static func boxShadow(of layer: Layer) -> String {
        if layer.shadowOpacity == 0 { return "none" }
        return boxShadow(
            offset: layer.shadowOffset, radius: Double(layer.shadowRadius), color: layer.shadowColor,
            opacity: layer.shadowOpacity)
    }
}
