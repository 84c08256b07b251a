/// A colour with alpha, stored in one of five explicit colour spaces.
///
/// A colour keeps the components it was made with, in its own ``space``;
/// ``converted(to:)`` and ``components(in:)`` express it in any other space.
/// Interpolation converts both ends to one space (OKLab unless you say
/// otherwise), so colours in different spaces always blend; see
/// ``interpolated(to:fraction:in:)``.
///
/// The type is called `MotionColor`, not `Color`, so that it never clashes
/// with SwiftUI's `Color` when both modules are imported.
///
/// ```swift
/// let red = MotionColor(red: 1, green: 0, blue: 0)
/// let blue = MotionColor(hue: 2.0 / 3, saturation: 1, brightness: 1)
/// red.interpolated(to: blue, fraction: 0.5)               // in OKLab
/// red.interpolated(to: blue, fraction: 0.5, in: .hsb)     // magenta, the short way round
/// ```
///
/// Components are not limited to the gamut: interpolation with overshooting
/// easings may leave it, and the results keep such values (extended range,
/// as in CSS); clamp them when you draw if your renderer needs it. Equality
/// compares the stored representation: the same red stored in sRGB and in
/// OKLab is two different values.
public struct MotionColor: Hashable, Sendable {
    /// A colour space a ``MotionColor`` can be stored, converted and interpolated in.
    public enum ColorSpace: Hashable, Sendable, CaseIterable {
        /// sRGB with its transfer function (IEC 61966-2-1): the red, green and
        /// blue of CSS `rgb()`, UIKit and most colour pickers, in [0, 1].
        case sRGB
        /// sRGB primaries and white point with linear light (no transfer
        /// function): physically additive, so blends look brighter than in sRGB.
        case linearSRGB
        /// Hue, saturation and brightness (HSV) over sRGB components. Hue is a
        /// fraction of a turn in [0, 1) (0 red, 1/3 green, 2/3 blue), as in
        /// UIKit; it interpolates along the shorter arc.
        case hsb
        /// Gray levels: one component, the sRGB-encoded white level in [0, 1]
        /// (0 black, 1 white). Other colours convert by relative luminance.
        case grayscale
        /// Björn Ottosson's OKLab: lightness `L` (0 black, 1 white) and the
        /// opponent axes `a` (green–red) and `b` (blue–yellow). Perceptually
        /// uniform, so blends keep an even lightness: the default space for
        /// interpolation.
        case oklab
    }

    /// The space ``components`` are expressed in.
    public let space: ColorSpace

    /// The three components in ``space``.
    ///
    /// - ``ColorSpace/sRGB``, ``ColorSpace/linearSRGB``: (red, green, blue).
    /// - ``ColorSpace/hsb``: (hue, saturation, brightness), hue in [0, 1).
    /// - ``ColorSpace/grayscale``: (white, 0, 0).
    /// - ``ColorSpace/oklab``: (L, a, b).
    public let components: SIMD3<Double>

    /// The opacity, from 0 (transparent) to 1 (opaque). Not premultiplied.
    public let alpha: Double

    /// A colour from components in a given space.
    ///
    /// - Parameters:
    ///   - space: The space the components are in.
    ///   - components: The components, as described in ``components``. An HSB
    ///     hue is reduced to [0, 1); a grayscale colour keeps only `x` (the
    ///     others are stored as 0).
    ///   - alpha: The opacity in [0, 1].
    /// - Precondition: Every component is finite and `alpha` is in [0, 1].
    public init(space: ColorSpace, components: SIMD3<Double>, alpha: Double = 1) {
        precondition(
            components.x.isFinite && components.y.isFinite && components.z.isFinite,
            "MotionColor(space: \(space), components: \(components)): components must be finite")
        precondition(
            alpha >= 0 && alpha <= 1,
            "MotionColor(space: \(space), components: \(components), alpha: \(alpha)): alpha must be in [0, 1]")
        var stored = components
        switch space {
        case .hsb: stored.x = MotionColor.reducedHue(stored.x)
        case .grayscale: stored.y = 0; stored.z = 0
        case .sRGB, .linearSRGB, .oklab: break
        }
        self.init(unchecked: space, stored, alpha: alpha)
    }

    /// A colour from stored values that are already valid.
    @usableFromInline
    internal init(unchecked space: ColorSpace, _ components: SIMD3<Double>, alpha: Double) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// An sRGB colour, as in CSS `rgb()` or `UIColor(red:green:blue:alpha:)`.
    ///
    /// - Parameters:
    ///   - red: The sRGB-encoded red, usually in [0, 1].
    ///   - green: The sRGB-encoded green, usually in [0, 1].
    ///   - blue: The sRGB-encoded blue, usually in [0, 1].
    ///   - alpha: The opacity in [0, 1].
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(space: .sRGB, components: SIMD3(red, green, blue), alpha: alpha)
    }

    /// A colour in linear-light sRGB.
    ///
    /// - Parameters:
    ///   - linearRed: The linear red, usually in [0, 1].
    ///   - linearGreen: The linear green, usually in [0, 1].
    ///   - linearBlue: The linear blue, usually in [0, 1].
    ///   - alpha: The opacity in [0, 1].
    public init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
        self.init(space: .linearSRGB, components: SIMD3(linearRed, linearGreen, linearBlue), alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, as in
    /// `UIColor(hue:saturation:brightness:alpha:)`.
    ///
    /// - Parameters:
    ///   - hue: The hue as a fraction of a turn; reduced to [0, 1).
    ///   - saturation: The saturation in [0, 1].
    ///   - brightness: The brightness (HSV value) in [0, 1].
    ///   - alpha: The opacity in [0, 1].
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self.init(space: .hsb, components: SIMD3(hue, saturation, brightness), alpha: alpha)
    }

    /// A gray, as in `UIColor(white:alpha:)`.
    ///
    /// - Parameters:
    ///   - white: The sRGB-encoded gray level: 0 black, 1 white.
    ///   - alpha: The opacity in [0, 1].
    public init(white: Double, alpha: Double = 1) {
        self.init(space: .grayscale, components: SIMD3(white, 0, 0), alpha: alpha)
    }

    /// A colour in OKLab, as in CSS `oklab()` with numbers.
    ///
    /// - Parameters:
    ///   - oklabLightness: The perceptual lightness `L`: 0 black, 1 white.
    ///   - a: The green (negative) to red (positive) axis, about ±0.4 in sRGB.
    ///   - b: The blue (negative) to yellow (positive) axis, about ±0.4 in sRGB.
    ///   - alpha: The opacity in [0, 1].
    public init(oklabLightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.init(space: .oklab, components: SIMD3(oklabLightness, a, b), alpha: alpha)
    }

    /// The same colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity in [0, 1].
    /// - Returns: A colour with the same space and components.
    /// - Precondition: `alpha` is in [0, 1].
    public func withAlpha(_ alpha: Double) -> MotionColor {
        MotionColor(space: space, components: components, alpha: alpha)
    }

    /// A hue reduced to [0, 1).
    @usableFromInline
    internal static func reducedHue(_ hue: Double) -> Double {
        let reduced = hue - hue.rounded(.down)
        // A tiny negative hue reduces to 1 after rounding; that is hue 0.
        return reduced < 1 ? reduced : 0
    }
}
