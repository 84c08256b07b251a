import Motion
import Testing

@Suite("Interpolation: colour conversions")
struct ColorConversionTests {
    typealias Space = MotionColor.ColorSpace

    @Test("OKLab of white, red, green and blue (Björn Ottosson's published values)")
    func oklabPublishedValues() {
        let cases: [(SIMD3<Double>, SIMD3<Double>)] = [
            (SIMD3(1, 1, 1), SIMD3(1, 0, 0)),
            (SIMD3(1, 0, 0), SIMD3(0.627955, 0.224863, 0.125846)),
            (SIMD3(0, 1, 0), SIMD3(0.866440, -0.233888, 0.179498)),
            (SIMD3(0, 0, 1), SIMD3(0.452014, -0.032457, -0.311528)),
        ]
        for (rgb, lab) in cases {
            let color = MotionColor(red: rgb.x, green: rgb.y, blue: rgb.z)
            let computed = color.components(in: .oklab)
            #expect(InterpolationCheck.close(computed, lab, 1e-6), "sRGB \(rgb) → \(computed)")
            // And back from the published value: its six-decimal rounding grows by
            // up to ~30× through the cube and the inverse matrices.
            let back = MotionColor(oklabLightness: lab.x, a: lab.y, b: lab.z).components(in: .sRGB)
            #expect(InterpolationCheck.close(back, rgb, 1e-4), "OKLab \(lab) → \(back)")
        }
        #expect(MotionColor(white: 0).components(in: .oklab) == .zero)
    }

    @Test("sRGB transfer function at known points (IEC 61966-2-1)")
    func transferFunction() {
        #expect(abs(MotionColor.linearComponent(fromSRGB: 0.5) - 0.214041140) <= 1e-9)
        // 1.055·0.5^(1/2.4) − 0.055, evaluated by hand.
        #expect(abs(MotionColor.sRGBComponent(fromLinear: 0.5) - 0.735357) <= 1e-6)
        #expect(MotionColor.linearComponent(fromSRGB: 0) == 0)
        #expect(MotionColor.linearComponent(fromSRGB: 1) == 1)
        #expect(MotionColor.sRGBComponent(fromLinear: 1) == 1)
        // The linear segment: c/12.92 below 0.04045.
        #expect(MotionColor.linearComponent(fromSRGB: 0.03) == 0.03 / 12.92)
        #expect(MotionColor.sRGBComponent(fromLinear: 0.002) == 0.002 * 12.92)
        // Odd extension for out-of-gamut values.
        #expect(MotionColor.linearComponent(fromSRGB: -0.5) == -MotionColor.linearComponent(fromSRGB: 0.5))
        var random = SplitMix64(seed: 31)
        for _ in 0..<200 {
            let x = random.uniform(-0.2...1.2)
            let roundTrip = MotionColor.sRGBComponent(fromLinear: MotionColor.linearComponent(fromSRGB: x))
            #expect(abs(roundTrip - x) <= 1e-12)
        }
    }

    @Test("HSB of the primaries, secondaries and grays")
    func hsbPrimaries() {
        let cases: [(SIMD3<Double>, SIMD3<Double>)] = [
            (SIMD3(1, 0, 0), SIMD3(0, 1, 1)),
            (SIMD3(1, 1, 0), SIMD3(1.0 / 6, 1, 1)),
            (SIMD3(0, 1, 0), SIMD3(1.0 / 3, 1, 1)),
            (SIMD3(0, 1, 1), SIMD3(0.5, 1, 1)),
            (SIMD3(0, 0, 1), SIMD3(2.0 / 3, 1, 1)),
            (SIMD3(1, 0, 1), SIMD3(5.0 / 6, 1, 1)),
            (SIMD3(1, 0.5, 0), SIMD3(1.0 / 12, 1, 1)),
            (SIMD3(0.4, 0.8, 0.8), SIMD3(0.5, 0.5, 0.8)),
            (SIMD3(1, 1, 1), SIMD3(0, 0, 1)),
            (SIMD3(0.5, 0.5, 0.5), SIMD3(0, 0, 0.5)),
            (SIMD3(0, 0, 0), SIMD3(0, 0, 0)),
        ]
        for (rgb, hsb) in cases {
            let fromRGB = MotionColor(red: rgb.x, green: rgb.y, blue: rgb.z).components(in: .hsb)
            #expect(InterpolationCheck.close(fromRGB, hsb, 1e-15), "sRGB \(rgb) → \(fromRGB)")
            let fromHSB = MotionColor(hue: hsb.x, saturation: hsb.y, brightness: hsb.z).components(in: .sRGB)
            #expect(InterpolationCheck.close(fromHSB, rgb, 1e-15), "HSB \(hsb) → \(fromHSB)")
        }
        // Hues are reduced to [0, 1).
        #expect(MotionColor(hue: 1, saturation: 1, brightness: 1).components.x == 0)
        #expect(abs(MotionColor(hue: -0.25, saturation: 1, brightness: 1).components.x - 0.75) <= 1e-15)
    }

    @Test("Grayscale: gray levels and relative luminance")
    func grayscale() {
        #expect(MotionColor(white: 0.5).components(in: .sRGB) == SIMD3(repeating: 0.5))
        #expect(abs(MotionColor(red: 0.3, green: 0.3, blue: 0.3).components(in: .grayscale).x - 0.3) <= 1e-15)
        // Pure primaries have the luminances of IEC 61966-2-1: 0.2126, 0.7152, 0.0722.
        let luminances: [(SIMD3<Double>, Double)] = [
            (SIMD3(1, 0, 0), 0.2126), (SIMD3(0, 1, 0), 0.7152), (SIMD3(0, 0, 1), 0.0722),
        ]
        for (rgb, luminance) in luminances {
            let white = MotionColor(red: rgb.x, green: rgb.y, blue: rgb.z).components(in: .grayscale)
            #expect(abs(MotionColor.linearComponent(fromSRGB: white.x) - luminance) <= 1e-15)
            #expect(white.y == 0 && white.z == 0)
        }
        #expect(MotionColor(space: .grayscale, components: SIMD3(0.2, 5, 6)).components == SIMD3(0.2, 0, 0))
    }

    @Test("Round trips through every space")
    func roundTrips() {
        var random = SplitMix64(seed: 32)
        let invertible: [Space] = [.sRGB, .linearSRGB, .hsb, .oklab]
        for _ in 0..<300 {
            let original = MotionColor(
                red: random.uniform(0...1), green: random.uniform(0...1), blue: random.uniform(0...1),
                alpha: random.uniform(0...1))
            for first in invertible {
                let there = original.converted(to: first)
                #expect(there.space == first && there.alpha == original.alpha)
                for second in invertible {
                    let back = there.converted(to: second).components(in: .sRGB)
                    #expect(InterpolationCheck.close(back, original.components, 1e-9), "\(first) → \(second)")
                }
            }
        }
        let gray = MotionColor(white: 0.37)
        for space in Space.allCases {
            #expect(abs(gray.converted(to: space).components(in: .grayscale).x - 0.37) <= 1e-9, "\(space)")
        }
    }

    @Test("Converting to the same space returns the colour unchanged")
    func identityConversion() {
        let color = MotionColor(oklabLightness: 0.7, a: 0.1, b: -0.05, alpha: 0.3)
        #expect(color.converted(to: .oklab) == color)
        #expect(color.withAlpha(0.9).alpha == 0.9)
        #expect(color.withAlpha(0.9).components == color.components)
    }
}
