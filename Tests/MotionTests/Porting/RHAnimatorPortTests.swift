import Foundation
import Motion
import Testing

// The examples of RHAnimator's README, ported as in the article "Coming from
// RHAnimator" (every Swift block of the article is in this file), checked
// against RHAnimationCurves' formulas (reference/seeds.md §2.2).

@Suite("Porting: RHAnimator's README")
struct RHAnimatorPortTests {
    static let grid = (0...200).map { Double($0) / 200 }

    @Test("every Swift block of the article is compiled and run here")
    func articleBlocksAreTested() throws {
        let (missing, count) = try ArticleSnippets.blocksMissing(fromArticle: "ComingFromRHAnimator", in: #filePath)
        #expect(count >= 5)
        #expect(missing.isEmpty, "not in this test: \(missing)")
    }

    @Test("basics: a fade, a frame-by-frame animation and an accelerating blink from linear progress")
    func basics() {
        let engine = AnimationEngine()
        let view = Layer(opacity: 0)
        let animationFrames = ["frame0", "frame1", "frame2", "frame3", "frame4"]
        var currentFrame = animationFrames[0]
        var blinkerIsHidden = false
        var checked = 0

        engine.animate(duration: .seconds(0.5)) { progress in   // progress begins at 0 and ends at 1
            // example - simple fade in:
            view.opacity = progress
            // example - play a frame by frame custom animation:
            let frameNumber = Int(progress * Double(animationFrames.count - 1))
            currentFrame = animationFrames[frameNumber]
            // example - blink 10 times, slowly at first then quickly, ending at visible:
            let acceleratedTime = progress * progress
            let onOffCount = Int(acceleratedTime * 19)
            blinkerIsHidden = (onOffCount % 2 == 0)
        }

        for frame in 1...50 {
            engine.advance(to: .milliseconds(10 * frame))
            let progress = Double(frame) / 50
            #expect(abs(view.opacity - progress) < 1e-12)
            #expect(currentFrame == animationFrames[Int(progress * 4 * (1 + 1e-12))] || currentFrame == animationFrames[Int(progress * 4 * (1 - 1e-12))])
            let count = Int(progress * progress * 19 * (1 - 1e-12))
            #expect(blinkerIsHidden == (count % 2 == 0) || blinkerIsHidden == (Int(progress * progress * 19 * (1 + 1e-12)) % 2 == 0))
            checked += 1
        }
        // The last frame delivers exactly 1: the last image, and the blinker visible.
        #expect(view.opacity == 1 && currentFrame == "frame4" && blinkerIsHidden == false)
        #expect(checked == 50 && engine.isIdle)
    }

    @Test("a custom curve is a closure; x³ is also .easeInCubic")
    func customCurve() {
        let engine = AnimationEngine()
        let view = Layer()

        let strongAcceleration = Easing.custom { x in x * x * x }
        engine.animate(duration: .seconds(1), easing: strongAcceleration) { progress in
            view.transform = Transform3D(translationX: progress * 100, y: 0, z: 0)
        }

        for t in [0.2, 0.5, 0.9] {
            engine.advance(to: engineTime(t))
            #expect(abs(view.transform.m41 - 100 * t * t * t) < 1e-9)
        }
        engine.advance(to: .seconds(1))
        #expect(view.transform == Transform3D(translationX: 100, y: 0, z: 0))
        #expect(Self.grid.allSatisfy { abs(Easing.easeInCubic.value(at: $0) - $0 * $0 * $0) < 1e-15 })
    }

    @Test("RHAnimationCurves: each curve's Motion counterpart against its formula")
    func curves() {
        let curves: [(Easing, (Double) -> Double, String)] = [
            // RHAnimationCurves' easeIn/easeOut/easeInOut are sinusoids.
            (.easeInSine, { 1 - cos($0 * Double.pi / 2) }, "easeIn"),
            (.easeOutSine, { sin($0 * Double.pi / 2) }, "easeOut"),
            (.easeInOutSine, { 0.5 * (1 - cos(Double.pi * $0)) }, "easeInOut"),
            (.power(.in, exponent: 3), { pow($0, 3) }, "accelerate(strength: 3)"),
            (.power(.out, exponent: 3), { 1 - pow(1 - $0, 3) }, "decelerate(strength: 3)"),
            (.power(.inOut, exponent: 3), { $0 <= 0.5 ? 0.5 * pow(2 * $0, 3) : 1 - 0.5 * pow(2 - 2 * $0, 3) }, "ease(strength: 3)"),
            (.overshoot(), { $0 >= 1 ? 1 : 1 + pow(0.5, $0 / 0.15) * -cos(2 * Double.pi * $0 * 0.75) }, "overshoot()"),
            (.overshoot(count: 3), { $0 >= 1 ? 1 : 1 + pow(0.5, $0 / 0.15) * -cos(2 * Double.pi * $0 * 1.75) }, "overshoot(count: 3)"),
        ]
        for (easing, formula, name) in curves {
            let worst = Self.grid.map { abs(easing.value(at: $0) - formula($0)) }.max()!
            #expect(worst < 1e-12, "\(name): \(worst)")
        }
        // Published values (seeds.md §2.2): overshoot() 1.070154 at ½; overshoot(count: 3) 1.291004 at ¼.
        #expect(abs(Easing.overshoot().value(at: 0.5) - 1.070154) < 1e-6)
        #expect(abs(Easing.overshoot(count: 3).value(at: 0.25) - 1.291004) < 1e-6)
    }

    @Test("exponential deceleration: Motion's is RHAnimator's rescaled to reach 1 without a jump")
    func exponentialDeceleration() {
        let motion = Easing.exponentialDecelerate()
        let rh = { (x: Double) -> Double in x >= 1 ? 1 : 1 - pow(0.5, x / 0.15) }
        let scale = 1 - pow(0.5, 1 / 0.15)   // RHAnimator's value just before 1: 0.990157
        #expect(abs(scale - 0.990157) < 1e-6)
        for x in Self.grid.dropLast() {
            #expect(abs(motion.value(at: x) * scale - rh(x)) < 1e-12)
        }
        #expect(motion.value(at: 1) == 1)
        // RHAnimator's own, jump included, for ports that must match it exactly.
        let exact = Easing.custom { ceasing_rh_exponential_decelerate($0, 0.15) }
        #expect(Self.grid.allSatisfy { abs(exact.value(at: $0) - rh($0)) < 1e-15 })
    }

    @Test("Interpolatable: a custom type animates like the built-in ones")
    func interpolatable() {
        struct Tint: Interpolatable {
            var hue: Double
            var glow: Double

            func interpolated(to other: Tint, fraction: Double) -> Tint {
                Tint(hue: hue + (other.hue - hue) * fraction, glow: glow + (other.glow - glow) * fraction)
            }
        }

        let engine = AnimationEngine()
        var tint = Tint(hue: 0.1, glow: 0)
        engine.animate(from: tint, to: Tint(hue: 0.6, glow: 2), duration: .seconds(1), easing: .easeInOutSine) { value in
            tint = value
        }

        engine.advance(to: .seconds(0.25))
        let e = 0.5 * (1 - cos(Double.pi * 0.25))
        #expect(abs(tint.hue - (0.1 + 0.5 * e)) < 1e-12 && abs(tint.glow - 2 * e) < 1e-12)
        // RHAnimator's interpolate(from:to:at:) on numbers, points and sizes:
        #expect(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 20), fraction: 0.25) == CGPoint(x: 2.5, y: 12.5))
    }

    @Test("curve composition: RHAnimationCurves.ease(strength:) from accelerate, opposite and compose")
    func composition() {
        func ease(strength: Double) -> Easing {
            let accelerate = Easing.power(.in, exponent: strength)
            let decelerate = accelerate.reversed()        // RHAnimationCurves.opposite
            return .sequence([accelerate, decelerate])    // RHAnimationCurves.compose
        }

        for strength in [2.0, 3.0, 4.5] {
            let composed = ease(strength: strength)
            let formula = { (x: Double) -> Double in x <= 0.5 ? 0.5 * pow(2 * x, strength) : 1 - 0.5 * pow(2 - 2 * x, strength) }
            #expect(Self.grid.allSatisfy { abs(composed.value(at: $0) - formula($0)) < 1e-12 })
        }
    }

    @Test("stop() fast-forwards: engine.finish delivers the final progress, then the completion")
    func stop() {
        let engine = AnimationEngine()
        var progressLog: [Double] = []
        var completions: [CompletionReason] = []

        let animator = engine.animate(duration: .seconds(2), easing: .overshoot()) { progress in
            progressLog.append(progress)
        } completion: { reason in
            completions.append(reason)
        }
        engine.advance(to: .seconds(0.5))
        engine.finish(animator)                  // RHAnimator's stop()
        let isRunning = engine.isActive(animator)   // RHAnimator's isRunning

        engine.advance(to: .seconds(0.6))
        #expect(progressLog.last == 1 && completions == [.finished] && !isRunning)
    }
}
