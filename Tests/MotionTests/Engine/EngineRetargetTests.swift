import Foundation
import Motion
import Testing

@Suite("Retargeting from the value API")
struct EngineRetargetTests {
    @Test("retarget returns false, and changes nothing, for what it cannot retarget")
    func unsupportedIsAResult() {
        let engine = AnimationEngine()
        let timed = Recorder<Double>()
        engine.animate(
            from: 0.0, to: 1.0, duration: .seconds(1), update: timed.update, completion: timed.complete)
        let repeating = Recorder<Double>()
        let repeatingID = engine.animate(
            from: 0.0, to: 1.0, spring: .smooth, options: .init(iterations: 2), update: repeating.update)
        let spring = Recorder<Double>()
        let springID = engine.animate(from: 0.0, to: 1.0, spring: .smooth, update: spring.update)
        engine.advance(to: .ms(100))

        let curve = Recorder<Interpolated>()
        let curveID = engine.animate(
            from: Interpolated(0), to: Interpolated(1), duration: .seconds(1), update: curve.update)
        #expect(engine.retarget(curveID, to: 2.0) == false)  // a fatal error before
        #expect(engine.retarget(repeatingID, to: 2.0) == false)
        #expect(engine.retarget(springID, to: SIMD2<Double>(2, 2)) == false)  // another value type
        #expect(engine.retarget(springID, to: 2.0) == true)
        engine.advance(to: .ms(500))
        #expect(timed.last == 0.5 && curve.last?.value == 0.4)  // they went on as before
        engine.advance(to: .seconds(60))
        #expect(spring.last == 2.0 && repeating.last == 1.0)
        #expect(engine.retarget(springID, to: 3.0) == false)  // ended
    }
}

/// An interpolatable value that is not a vector.
struct Interpolated: Interpolatable {
    var value: Double
    init(_ value: Double) { self.value = value }
    func interpolated(to other: Interpolated, fraction: Double) -> Interpolated {
        Interpolated(value + (other.value - value) * fraction)
    }
}

@Suite("Retargeting a timed curve")
struct EngineTimedRetargetTests {
    @Test("A retargeted timed curve keeps its velocity and ends exactly on the new target", arguments: [
        Easing.linear, .easeInOut, .easeOutCubic,
    ])
    func timedCurve(easing: Easing) {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(
            from: 0.0, to: 10.0, duration: .seconds(1), easing: easing, update: recorder.update,
            completion: recorder.complete)
        let h = 1e-4
        engine.advance(to: .ms(400 - 2e3 * h))
        engine.advance(to: .ms(400 - 1e3 * h))
        engine.advance(to: .ms(400))
        let before = Array(recorder.values.suffix(3))
        // The velocity before the retarget, by a backward difference of the frames.
        let velocity = (3 * before[2] - 4 * before[1] + before[0]) / (2 * h)
        #expect(abs(engine.velocity(of: id, as: Double.self)! - velocity) < 1e-4 * max(abs(velocity), 1))

        #expect(engine.retarget(id, to: -5.0))
        engine.advance(to: .ms(400 + 1e3 * h))
        engine.advance(to: .ms(400 + 2e3 * h))
        let after = Array(recorder.values.suffix(2))
        let forward = (-3 * before[2] + 4 * after[0] - after[1]) / (2 * h)
        #expect(abs(forward - velocity) < 1e-3 * max(abs(velocity), 1), "forward \(forward), before \(velocity)")

        // The new curve lasts the full duration and ends exactly on the target.
        engine.advance(to: .ms(1399))
        #expect(recorder.completions.isEmpty)
        engine.advance(to: .ms(1400))
        #expect(recorder.last == -5.0)
        #expect(recorder.completions == [.finished])
    }
}

@Suite("Retargeting a decay")
struct EngineDecayRetargetTests {
    @Test("A retargeted decay keeps its velocity and settles exactly on the new target")
    func decayHandsOffToASpring() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animateDecay(
            from: 0.0, initialVelocity: 1000, decay: Decay(timeConstant: 0.3), update: recorder.update,
            completion: recorder.complete)
        let h = 1e-4  // seconds
        // Frames just before the retarget, for a backward difference.
        engine.advance(to: .ms(200 - 2e3 * h))
        engine.advance(to: .ms(200 - 1e3 * h))
        engine.advance(to: .ms(200))
        let before = Array(recorder.values.suffix(3))
        let velocity = engine.velocity(of: id, as: Double.self)!
        // Oracle for the decay's velocity: v0·e^(−t/τ).
        #expect(abs(velocity - 1000 * exp(-0.2 / 0.3)) < 1e-9 * 1000)
        let backward = (3 * before[2] - 4 * before[1] + before[0]) / (2 * h)
        #expect(abs(backward - velocity) < 1e-4 * abs(velocity))

        #expect(engine.retarget(id, to: 100.0))
        engine.advance(to: .ms(200 + 1e3 * h))
        engine.advance(to: .ms(200 + 2e3 * h))
        let after = Array(recorder.values.suffix(2))
        let forward = (-3 * before[2] + 4 * after[0] - after[1]) / (2 * h)
        #expect(abs(forward - velocity) < 1e-3 * abs(velocity), "forward \(forward), before \(velocity)")

        engine.advance(to: .seconds(60))
        #expect(recorder.last == 100.0)
        #expect(recorder.completions == [.finished])
    }
}
