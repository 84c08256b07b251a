// Conversions between MotionColor's spaces.
//
// sRGB (encoded) is the hub for HSB and grayscale; linear sRGB is the hub
// for OKLab. Converting to sRGB, HSB or grayscale goes through encoded sRGB;
// converting to linear sRGB or OKLab goes through linear sRGB. So a
// conversion never decodes and re-encodes more than it must.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

extension MotionColor {
    /// The same colour expressed in another space.
    ///
    /// Conversions to ``ColorSpace/grayscale`` keep only the relative
    /// luminance (`Y = 0.2126·R + 0.7152·G + 0.0722·B` on linear components,
    /// IEC 61966-2-1), re-encoded with the sRGB transfer function; the
    /// others are invertible up to rounding. Out-of-gamut components convert
    /// with the formulas extended to all real numbers (the transfer functions
    /// are odd, as in CSS Color 4).
    ///
    /// - Parameter space: The target space.
    /// - Returns: `self` when it is already in `space`, otherwise the converted colour
    ///   with the same alpha.
    public func converted(to space: ColorSpace) -> MotionColor {
        if space == self.space { return self }
        return MotionColor(unchecked: space, components(in: space), alpha: alpha)
    }

    /// The components of the colour in a given space.
    ///
    /// - Parameter space: The space to express the colour in.
    /// - Returns: The components as described in ``components``.
    public func components(in space: ColorSpace) -> SIMD3<Double> {
        if space == self.space { return components }
        switch space {
        case .sRGB: return encodedSRGB
        case .hsb: return MotionColor.hsb(fromSRGB: encodedSRGB)
        case .grayscale: return MotionColor.grayscale(fromLinear: linearSRGB)
        case .linearSRGB: return linearSRGB
        case .oklab: return MotionColor.oklab(fromLinear: linearSRGB)
        }
    }

    /// The encoded sRGB components of the colour.
    private var encodedSRGB: SIMD3<Double> {
        switch space {
        case .sRGB: return components
        case .hsb: return MotionColor.sRGB(fromHSB: components)
        case .grayscale: return SIMD3(repeating: components.x)
        case .linearSRGB: return MotionColor.encoded(components)
        case .oklab: return MotionColor.encoded(MotionColor.linear(fromOKLab: components))
        }
    }

    /// The linear-light sRGB components of the colour.
    private var linearSRGB: SIMD3<Double> {
        switch space {
        case .linearSRGB: return components
        case .oklab: return MotionColor.linear(fromOKLab: components)
        case .sRGB, .hsb, .grayscale: return MotionColor.decoded(encodedSRGB)
        }
    }

    // MARK: - sRGB transfer function (IEC 61966-2-1)

    /// The sRGB electro-optical transfer function: an encoded component to linear light.
    ///
    /// `c / 12.92` for `c ≤ 0.04045`, otherwise `((c + 0.055) / 1.055)^2.4`,
    /// as in IEC 61966-2-1; extended to negative values as an odd function.
    ///
    /// - Parameter encoded: An sRGB-encoded component.
    /// - Returns: The linear-light component.
    public static func linearComponent(fromSRGB encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// The inverse sRGB transfer function: a linear-light component to its encoding.
    ///
    /// `12.92·c` for `c ≤ 0.0031308`, otherwise `1.055·c^(1/2.4) − 0.055`, as
    /// in IEC 61966-2-1; extended to negative values as an odd function.
    ///
    /// - Parameter linear: A linear-light component.
    /// - Returns: The sRGB-encoded component.
    public static func sRGBComponent(fromLinear linear: Double) -> Double {
        let magnitude = abs(linear)
        // 1.055·p − 0.055 written as p + 0.055·(p − 1), which is exactly 1 at p = 1.
        let power = pow(magnitude, 1 / 2.4)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : power + 0.055 * (power - 1)
        return linear < 0 ? -encoded : encoded
    }

    private static func decoded(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            linearComponent(fromSRGB: encoded.x),
            linearComponent(fromSRGB: encoded.y),
            linearComponent(fromSRGB: encoded.z))
    }

    private static func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            sRGBComponent(fromLinear: linear.x),
            sRGBComponent(fromLinear: linear.y),
            sRGBComponent(fromLinear: linear.z))
    }

    // MARK: - Grayscale

    private static func grayscale(fromLinear linear: SIMD3<Double>) -> SIMD3<Double> {
        let luminance = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
        return SIMD3(sRGBComponent(fromLinear: luminance), 0, 0)
    }

    // MARK: - HSB (HSV hexcone over encoded sRGB)

    private static func hsb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max()
        let minimum = rgb.min()
        let chroma = maximum - minimum
        let saturation = maximum == 0 ? 0 : chroma / maximum
        var hue = 0.0
        if chroma > 0 {
            if maximum == rgb.x {
                hue = (rgb.y - rgb.z) / chroma
                if hue < 0 { hue += 6 }
            } else if maximum == rgb.y {
                hue = (rgb.z - rgb.x) / chroma + 2
            } else {
                hue = (rgb.x - rgb.y) / chroma + 4
            }
            hue = reducedHue(hue / 6)
        }
        return SIMD3(hue, saturation, maximum)
    }

    private static func sRGB(fromHSB hsb: SIMD3<Double>) -> SIMD3<Double> {
        let saturation = hsb.y
        let brightness = hsb.z
        let sector = reducedHue(hsb.x) * 6
        let index = sector.rounded(.down)
        let offset = sector - index
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * offset)
        let t = brightness * (1 - saturation * (1 - offset))
        switch Int(index) % 6 {
        case 0: return SIMD3(brightness, t, p)
        case 1: return SIMD3(q, brightness, p)
        case 2: return SIMD3(p, brightness, t)
        case 3: return SIMD3(p, q, brightness)
        case 4: return SIMD3(t, p, brightness)
        default: return SIMD3(brightness, p, q)
        }
    }

    // MARK: - OKLab (Björn Ottosson, 2020, https://bottosson.github.io/posts/oklab/)

    private static func oklab(fromLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
        let l = 0.4122214708 * rgb.x + 0.5363325363 * rgb.y + 0.0514459929 * rgb.z
        let m = 0.2119034982 * rgb.x + 0.6806995451 * rgb.y + 0.1073969566 * rgb.z
        let s = 0.0883024619 * rgb.x + 0.2817188376 * rgb.y + 0.6299787005 * rgb.z
        let lRoot = cbrt(l)
        let mRoot = cbrt(m)
        let sRoot = cbrt(s)
        return SIMD3(
            0.2104542553 * lRoot + 0.7936177850 * mRoot - 0.0040720468 * sRoot,
            1.9779984951 * lRoot - 2.4285922050 * mRoot + 0.4505937099 * sRoot,
            0.0259040371 * lRoot + 0.7827717662 * mRoot - 0.8086757660 * sRoot)
    }

    // The inverse matrices are the exact inverses of the published forward
    // matrices, rounded to double precision. They agree with Ottosson's
    // published inverses to within 1e-9, and make conversions round-trip to
    // rounding error (the published ten-digit inverses leave errors near 1e-7).
    private static func linear(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let lRoot = 0.9999999984505198 * lab.x + 0.39633779217376786 * lab.y + 0.2158037580607588 * lab.z
        let mRoot = 1.0000000088817609 * lab.x - 0.10556134232365635 * lab.y - 0.06385417477170591 * lab.z
        let sRoot = 1.0000000546724108 * lab.x - 0.08948418209496575 * lab.y - 1.2914855378640917 * lab.z
        let l = lRoot * lRoot * lRoot
        let m = mRoot * mRoot * mRoot
        let s = sRoot * sRoot * sRoot
        return SIMD3(
            4.076741661347994 * l - 3.3077115904081933 * m + 0.2309699287294279 * s,
            -1.268438004092176 * l + 2.6097574006633715 * m - 0.3413193963102196 * s,
            -0.004196086541837109 * l - 0.7034186144594496 * m + 1.7076147009309448 * s)
    }
}
