import Foundation
import Motion
import Testing

// The examples of FCAnimationFactory's README, ported as in the article "Coming
// from FCAnimationFactory" (every Swift block of the article is in this file),
// checked against FC's timing blocks (reference/seeds.md §3.2) written here.

@Suite("Porting: FCAnimationFactory's README")
struct FCAnimationFactoryPortTests {
    static func cubicEaseOut(_ x: Double) -> Double { 1 + pow(x - 1, 3) }

    @Test("every Swift block of the article is compiled and run here")
    func articleBlocksAreTested() throws {
        let (missing, count) = try ArticleSnippets.blocksMissing(fromArticle: "ComingFromFCAnimationFactory", in: #filePath)
        #expect(count >= 3)
        #expect(missing.isEmpty, "not in this test: \(missing)")
    }

    @Test("a colour from red to green with cubicEaseOut, repeating forever with autoreverse, blended in RGB")
    func colourAnimation() throws {
        let engine = AnimationEngine()
        let layer = Layer()

        let red = MotionColor(red: 1, green: 0, blue: 0)
        let green = MotionColor(red: 0, green: 1, blue: 0)
        let cubicEaseOut = try Easing(named: "cubicEaseOut")   // FC's name for .easeOutCubic
        let animateColor = engine.animate(
            duration: .seconds(2.5), easing: cubicEaseOut, options: .repeating(.infinity, autoreverses: true)
        ) { progress in
            layer.backgroundColor = red.interpolated(to: green, fraction: progress, in: .sRGB)   // as Core Animation blends
        }

        // Forward at 1 s (p = 0.4); backward at 3.5 s: Core Animation replays the curve, easing(1 − 0.4).
        for (time, fraction) in [(1.0, Self.cubicEaseOut(0.4)), (3.5, Self.cubicEaseOut(0.6)), (6.0, Self.cubicEaseOut(0.4))] {
            engine.advance(to: engineTime(time))
            let rgb = layer.backgroundColor.components(in: .sRGB)
            #expect(abs(rgb.x - (1 - fraction)) < 1e-12 && abs(rgb.y - fraction) < 1e-12 && abs(rgb.z) < 1e-12)
        }
        #expect(engine.isActive(animateColor))
        engine.cancel(animateColor)
        #expect(engine.isIdle)
    }

    @Test("two segments, x⁵ then a sine, through three points; exported as FC's Bézier keyframes")
    func valueFactory() throws {
        let engine = AnimationEngine()
        let layer = Layer()

        let track = KeyframeTrack(
            values: [
                CGPoint(x: 0, y: 160),     // start from edge of the screen
                CGPoint(x: 350, y: 160),   // overshoot to outside of the screen
                CGPoint(x: 160, y: 160),   // end at middle of the screen
            ],
            durations: [1, 1.5],
            easings: [
                .custom { x in pow(x, 5) },               // fast shooting with x^5
                .custom { x in sin(x * Double.pi / 2) },  // slow down in sine function
            ])
        engine.animate(duration: .seconds(track.duration)) { progress in
            layer.position = track.value(at: progress * track.duration)
        }
        // Or hand it to a browser: FC's own Bézier fit (⌈4 × duration⌉ pieces per segment) as CSS.
        let keyframes = try BezierKeyframes(fcCompatible: track)
        let css = try CSSKeyframes(name: "shoot", property: "transform", keyframes: keyframes, format: CSSValueFormat.translate)

        for t in [0.5, 0.9, 1.2, 2.0] {
            engine.advance(to: engineTime(t))
            let x = t < 1 ? 350 * pow(t, 5) : 350 - 190 * sin((t - 1) / 1.5 * Double.pi / 2)
            #expect(abs(layer.position.x - x) < 1e-9 && layer.position.y == 160)
        }
        engine.advance(to: .seconds(2.5))
        #expect(layer.position == CGPoint(x: 160, y: 160))
        #expect(keyframes.keyTimes.count == 4 + 6 + 1)
        let boundary = keyframes.keyTimes.firstIndex { abs($0 - 0.4) < 1e-12 }
        #expect(boundary.map { keyframes.values[$0] } == CGPoint(x: 350, y: 160))
        #expect(css.rule.hasPrefix("@keyframes shoot {") && css.animation.hasPrefix("shoot 2.5s"))
    }

    @Test("a single number: shadowOpacity from 1 to 0 along elasticEaseOut (AHEasing's)")
    func shadowOpacity() throws {
        let engine = AnimationEngine()
        let layer = Layer()

        let elasticEaseOut = try Easing(named: "elasticEaseOut")   // FC's name for .ahElasticEaseOut
        engine.animate(layer) { a in
            a.animate(\.shadowOpacity, from: 1, to: 0, duration: .seconds(2.5), easing: elasticEaseOut)
        }

        #expect(elasticEaseOut == .ahElasticEaseOut)
        for t in [0.25, 1.0, 2.0] {
            engine.advance(to: engineTime(t))
            let x = t / 2.5
            let block = sin(-13 * Double.pi / 2 * (x + 1)) * pow(2, -10 * x) + 1   // FC's elasticEaseOut
            #expect(abs(layer.shadowOpacity - (1 - block)) < 1e-12)
        }
        engine.advance(to: .seconds(2.5))
        #expect(layer.shadowOpacity == 0)
    }
}
