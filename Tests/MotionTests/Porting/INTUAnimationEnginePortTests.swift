import Foundation
import Motion
import Testing

// The examples of INTUAnimationEngine's README, ported as in the article "Coming
// from INTUAnimationEngine" (every Swift block of the article is in this file),
// checked against INTU's semantics (reference/seeds.md §4) and closed forms.

@Suite("Porting: INTUAnimationEngine's README")
struct INTUAnimationEnginePortTests {
    @Test("every Swift block of the article is compiled and run here")
    func articleBlocksAreTested() throws {
        let (missing, count) = try ArticleSnippets.blocksMissing(fromArticle: "ComingFromINTUAnimationEngine", in: #filePath)
        #expect(count >= 6)
        #expect(missing.isEmpty, "not in this test: \(missing)")
    }

    @Test("without easing: linear percentage after a delay; the completion reports finished")
    func linear() {
        let engine = AnimationEngine()
        let view = Layer()
        var finished: [Bool] = []
        var calls = 0

        engine.animate(duration: .seconds(1), delay: .seconds(0.5)) { percentage in
            calls += 1
            view.position = CGPoint(x: 200 * percentage, y: 0)
        } completion: { reason in
            finished.append(reason == .finished)
        }

        engine.advance(to: .seconds(0.4))
        #expect(calls == 0)   // the block is not called during the delay
        engine.advance(to: .seconds(0.75))
        #expect(abs(view.position.x - 200 * 0.25) < 1e-9)
        engine.advance(to: .seconds(1.5))
        #expect(view.position.x == 200 && finished == [true])
    }

    @Test("with an easing and the repeat and autoreverse options")
    func easingAndOptions() throws {
        let engine = AnimationEngine()
        var progressLog: [Double] = []

        let easing = try Easing(named: "INTUEaseInOutQuadratic")   // the same curve as .easeInOutQuad
        let animationID = engine.animate(
            duration: .seconds(1), easing: easing, options: .repeating(.infinity, autoreverses: true)
        ) { progress in
            progressLog.append(progress)
        } completion: { reason in
            progressLog.append(reason == .cancelled ? -1 : -2)
        }

        let quad = { (p: Double) -> Double in p < 0.5 ? 2 * p * p : -2 * p * p + 4 * p - 1 }
        engine.advance(to: .seconds(0.3))
        #expect(abs(progressLog.last! - quad(0.3)) < 1e-12)
        engine.advance(to: .seconds(1.3))   // backward leg: easing(1 − 0.3), as INTU applies it
        #expect(abs(progressLog.last! - quad(0.7)) < 1e-12)
        engine.advance(to: .seconds(2.3))   // within the engine's 1 ns clock (slope 1.2 here)
        #expect(abs(progressLog.last! - quad(0.3)) < 1e-8)
        engine.cancel(animationID)   // a repeating animation completes only when cancelled
        #expect(progressLog.last == -1)
        #expect(easing == .easeInOutQuad)
    }

    @Test("a spring with damping, stiffness and mass, as given (ζ = 0.5)")
    func spring() {
        let engine = AnimationEngine()
        let view = Layer()
        var done: [CompletionReason] = []

        engine.animate(mass: 1, stiffness: 100, damping: 10) { progress in
            view.position = CGPoint(x: 300 * progress, y: 0)
        } completion: { reason in
            done.append(reason)
        }

        // ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 0.5; from rest at 0 to 1.
        let omega = 10.0, zeta = 0.5
        let damped = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.2, 0.35, 0.6] {
            engine.advance(to: engineTime(t))
            let x = 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            #expect(abs(view.position.x - 300 * x) < 1e-8)
        }
        for _ in 0..<200 { engine.advance(by: .milliseconds(16)) }
        #expect(view.position.x == 300 && done == [.finished])
    }

    @Test("proximal interpolation of discrete values")
    func discrete() {
        enum TextAlignment { case left, center, right }

        var alignment = interpolateDiscrete(TextAlignment.left, TextAlignment.right, 0.3)
        // left while progress < 0.5, right from 0.5
        #expect(alignment == .left)
        alignment = interpolateDiscrete(TextAlignment.left, TextAlignment.right, 0.5)
        #expect(alignment == .right)

        let values: [TextAlignment] = [.left, .center, .right]
        // left, then center, and finally right as progress goes from 0 to 1
        let sequence = [0.0, 0.3, 0.34, 0.66, 0.67, 1.0].map { interpolateDiscrete(values, $0)! }
        #expect(sequence == [.left, .left, .center, .center, .right, .right])
    }

    @Test("transforms from interpolated rotation and scale")
    func transforms() {
        let engine = AnimationEngine()
        let view = Layer()

        engine.animate(duration: .seconds(1)) { progress in
            let rotation = 0.0.interpolated(to: Double.pi, fraction: progress)
            let scale = 1.0.interpolated(to: 0.5, fraction: progress)
            view.transform = Transform3D(
                AffineTransform2D(scaleX: scale, y: scale).concatenating(AffineTransform2D(rotationAngle: rotation)))
            // view will rotate from upright and full size to upside down and half size
        }

        engine.advance(to: .seconds(0.25))
        let rotation = Double.pi / 4, scale = 0.875
        #expect(abs(view.transform.m11 - scale * cos(rotation)) < 1e-12)
        #expect(abs(view.transform.m12 - scale * sin(rotation)) < 1e-12)
        #expect(abs(view.transform.m21 + scale * sin(rotation)) < 1e-12)
        engine.advance(to: .seconds(1))
        #expect(abs(view.transform.m11 + 0.5) < 1e-12 && abs(view.transform.m22 + 0.5) < 1e-12)
    }

    @Test("colours: HSB blending as INTU, or OKLab by default")
    func colours() {
        let start = MotionColor(hue: 0.9, saturation: 1, brightness: 1)
        let end = MotionColor(hue: 0.1, saturation: 1, brightness: 1)

        let hsb = start.interpolated(to: end, fraction: 0.5, in: .hsb)   // hue the short way round, through red
        let perceptual = start.interpolated(to: end, fraction: 0.5)      // OKLab

        // Motion's HSB hue wraps: 0.9 → 0.1 passes 0 (red), where INTU's linear hue passes 0.5 (cyan).
        #expect(abs(hsb.components(in: .hsb).x - 0) < 1e-12 || abs(hsb.components(in: .hsb).x - 1) < 1e-12)
        // OKLab: the midpoint of the two colours' OKLab coordinates.
        let midpoint = (start.components(in: .oklab) + end.components(in: .oklab)) / 2
        let difference = perceptual.components(in: .oklab) - midpoint
        #expect(max(abs(difference.x), abs(difference.y), abs(difference.z)) < 1e-12)
    }
}
