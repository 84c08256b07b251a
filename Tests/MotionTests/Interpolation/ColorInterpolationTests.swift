import Motion
import Testing

@Suite("Interpolation: colours")
struct ColorInterpolationTests {
    let red = MotionColor(red: 1, green: 0, blue: 0)
    let green = MotionColor(red: 0, green: 1, blue: 0)
    let blue = MotionColor(red: 0, green: 0, blue: 1)

    @Test("Ends are exact, whatever the spaces")
    func exactEnds() {
        let hsb = MotionColor(hue: 0.3, saturation: 0.4, brightness: 0.5, alpha: 0.6)
        for space in MotionColor.ColorSpace.allCases {
            #expect(red.interpolated(to: hsb, fraction: 0, in: space) == red)
            #expect(red.interpolated(to: hsb, fraction: 1, in: space) == hsb)
        }
        #expect(red.interpolated(to: hsb, fraction: 1) == hsb)
    }

    @Test("OKLab is the default, blending the published OKLab values")
    func oklabDefault() {
        let mid = red.interpolated(to: blue, fraction: 0.5)
        #expect(mid.space == .oklab)
        #expect(mid == red.interpolated(to: blue, fraction: 0.5, in: .oklab))
        // The mean of Ottosson's values for red and blue.
        let expected = (SIMD3(0.627955, 0.224863, 0.125846) + SIMD3(0.452014, -0.032457, -0.311528)) / 2
        #expect(InterpolationCheck.close(mid.components, expected, 1e-6))
        #expect(mid.alpha == 1)
    }

    @Test("sRGB and linear sRGB blends")
    func rgbSpaces() {
        let srgb = red.interpolated(to: blue, fraction: 0.5, in: .sRGB)
        #expect(InterpolationCheck.close(srgb.components, SIMD3(0.5, 0, 0.5), 1e-15))
        // Linear light: (0.5, 0.5, 0) linear is 1.055·0.5^(1/2.4) − 0.055 ≈ 0.735357 encoded.
        let linear = red.interpolated(to: green, fraction: 0.5, in: .linearSRGB)
        #expect(linear.space == .linearSRGB)
        #expect(InterpolationCheck.close(linear.components(in: .sRGB), SIMD3(0.735357, 0.735357, 0), 1e-6))
        // Mismatched spaces convert first: HSB red and OKLab blue blend in sRGB.
        let hsbRed = MotionColor(hue: 0, saturation: 1, brightness: 1)
        let oklabBlue = blue.converted(to: .oklab)
        let mixed = hsbRed.interpolated(to: oklabBlue, fraction: 0.5, in: .sRGB)
        #expect(InterpolationCheck.close(mixed.components, SIMD3(0.5, 0, 0.5), 1e-9))
    }

    @Test("HSB takes the shorter way round the hue circle")
    func hsbShortestHue() {
        let a = MotionColor(hue: 0.9, saturation: 1, brightness: 1)
        let b = MotionColor(hue: 0.1, saturation: 0.5, brightness: 0.5)
        let mid = a.interpolated(to: b, fraction: 0.5, in: .hsb)
        #expect(InterpolationCheck.close(mid.components, SIMD3(0, 0.75, 0.75), 1e-12))
        let quarter = b.interpolated(to: a, fraction: 0.25, in: .hsb)
        #expect(abs(quarter.components.x - 0.05) <= 1e-12)
        // Red to blue: the short way is through magenta (hue 5/6), not green.
        let redBlue = red.interpolated(to: blue, fraction: 0.5, in: .hsb)
        #expect(abs(redBlue.components.x - 5.0 / 6) <= 1e-12)
        // Within half a turn it is plain lerp.
        let plain = MotionColor(hue: 0.2, saturation: 1, brightness: 1)
            .interpolated(to: MotionColor(hue: 0.6, saturation: 1, brightness: 1), fraction: 0.5, in: .hsb)
        #expect(abs(plain.components.x - 0.4) <= 1e-12)
    }

    @Test("HSB: an achromatic end takes the other end's hue")
    func powerlessHue() {
        let gray = MotionColor(white: 0.5)
        let mid = gray.interpolated(to: blue, fraction: 0.5, in: .hsb)
        #expect(InterpolationCheck.close(mid.components, SIMD3(2.0 / 3, 0.5, 0.75), 1e-12))
        let black = MotionColor(red: 0, green: 0, blue: 0)
        let toBlack = green.interpolated(to: black, fraction: 0.5, in: .hsb)
        #expect(abs(toBlack.components.x - 1.0 / 3) <= 1e-12)
    }

    @Test("Alpha is premultiplied, interpolated linearly and clamped")
    func premultipliedAlpha() {
        let clearBlue = MotionColor(red: 0, green: 0, blue: 1, alpha: 0)
        for f in [0.25, 0.5, 0.75] {
            // Premultiplied: (1, 0, 0)·1·(1 − f) + (0, 0, 1)·0·f, over alpha 1 − f: still red.
            let fade = red.interpolated(to: clearBlue, fraction: f, in: .sRGB)
            #expect(InterpolationCheck.close(fade.components, SIMD3(1, 0, 0), 1e-15))
            #expect(abs(fade.alpha - (1 - f)) <= 1e-15)
        }
        // Unequal non-zero alphas: weights 0.8·0.5 and 0.2·0.5.
        let a = MotionColor(red: 1, green: 0, blue: 0, alpha: 0.8)
        let b = MotionColor(red: 0, green: 1, blue: 0, alpha: 0.2)
        let mix = a.interpolated(to: b, fraction: 0.5, in: .sRGB)
        #expect(InterpolationCheck.close(mix.components, SIMD3(0.8, 0.2, 0), 1e-15))
        #expect(abs(mix.alpha - 0.5) <= 1e-15)
        // Both transparent: plain lerp of the components, no NaN.
        let clearRed = MotionColor(red: 1, green: 0, blue: 0, alpha: 0)
        let clear = clearRed.interpolated(to: clearBlue, fraction: 0.5, in: .sRGB)
        #expect(clear.components == SIMD3(0.5, 0, 0.5) && clear.alpha == 0)
        // Overshoot clamps alpha to [0, 1].
        let faint = MotionColor(red: 1, green: 1, blue: 1, alpha: 0.2)
        #expect(faint.interpolated(to: red, fraction: 1.5, in: .sRGB).alpha == 1)
        let under = faint.interpolated(to: red, fraction: -0.5, in: .sRGB)
        #expect(under.alpha == 0)
        #expect(under.components.x.isFinite && under.components.y.isFinite && under.components.z.isFinite)
    }

    @Test("Extrapolation stays finite in every space")
    func extrapolationIsFinite() {
        let black = MotionColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let white = MotionColor(red: 1, green: 1, blue: 1)
        for space in MotionColor.ColorSpace.allCases {
            for f in [-0.6, -0.1, 1.2, 2.0] {
                let c = black.interpolated(to: white, fraction: f, in: space)
                let rgb = c.components(in: .sRGB)
                #expect(rgb.x.isFinite && rgb.y.isFinite && rgb.z.isFinite, "\(space) at \(f)")
                #expect(c.alpha >= 0 && c.alpha <= 1)
            }
        }
    }

    @Test("OKLab blends keep lightness even: black to white is linear in L")
    func oklabLightnessIsLinear() {
        let black = MotionColor(red: 0, green: 0, blue: 0)
        let white = MotionColor(red: 1, green: 1, blue: 1)
        for f in stride(from: 0.1, through: 0.9, by: 0.2) {
            let c = black.interpolated(to: white, fraction: f)
            // L is the cube root of linear luminance for grays (Ottosson: L = ∛Y).
            let gray = c.components(in: .linearSRGB)
            #expect(abs(gray.x - f * f * f) <= 1e-6 && abs(gray.y - gray.x) <= 1e-6)
        }
    }

    @Test("Grayscale blends the white level")
    func grayscaleBlend() {
        let c = MotionColor(white: 0.2)
            .interpolated(to: MotionColor(white: 0.6), fraction: 0.25, in: .grayscale)
        #expect(c.space == .grayscale)
        #expect(abs(c.components.x - 0.3) <= 1e-15 && c.components.y == 0 && c.components.z == 0)
    }
}
