import Motion
import Testing

@Suite("Engine spring and decay animations")
struct EnginePhysicsTests {
    /// The C core's closed form, the oracle for every spring frame.
    func exact(_ spring: Spring, x0: Double, v0: Double, target: Double, t: Double) -> cspring_state {
        var p = spring.cParameters
        return cspring_evaluate(&p, x0, v0, target, t)
    }

    @Test("A spring animation follows the closed form and lands exactly on its target")
    func springFrames() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(from: 0.0, to: 1.0, initialVelocity: 2.0, spring: spring, update: recorder.update, completion: recorder.complete)
        for ms in stride(from: 16.0, through: 480, by: 16) {
            engine.advance(to: .ms(ms))
            let oracle = exact(spring, x0: 0, v0: 2, target: 1, t: ms / 1000)
            #expect(abs(recorder.last! - oracle.position) < 1e-12, "at \(ms) ms")
        }
        engine.advance(to: .seconds(30))
        #expect(recorder.last == 1)
        #expect(recorder.completions == [.finished])
    }

    @Test("The animation ends once the spring is within ε of rest, not before")
    func springDuration() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(from: 0.0, to: 100.0, spring: spring, epsilon: 0.001, update: recorder.update, completion: recorder.complete)
        var time = 0.0
        while recorder.completions.isEmpty {
            time += 1
            engine.advance(to: .ms(time))
        }
        // Oracle: a 0.1 ms scan of the closed form for the last time |x − 100| > 0.1 · 0.5.
        var lastOutside = 0.0
        for step in 0..<40_000 {
            let t = Double(step) * 1e-4
            if abs(exact(spring, x0: 0, v0: 0, target: 100, t: t).position - 100) > 0.05 { lastOutside = t }
        }
        #expect(time / 1000 >= lastOutside)
        #expect(time / 1000 < lastOutside + 0.3)
    }

    @Test("retarget keeps position and velocity continuous", arguments: [0.3, 0.5, 0.9])
    func retarget(fraction: Double) {
        let spring = Spring(mass: 1, stiffness: 200, damping: 12)
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(from: 0.0, to: 1.0, spring: spring, update: recorder.update, completion: recorder.complete)
        let t = fraction * 0.6
        engine.advance(to: .seconds(t))
        let before = exact(spring, x0: 0, v0: 0, target: 1, t: t)
        #expect(abs(engine.velocity(of: id, as: Double.self)! - before.velocity) < 1e-9)
        engine.retarget(id, to: 3.0)
        #expect(abs(engine.velocity(of: id, as: Double.self)! - before.velocity) < 1e-9)
        engine.advance(to: .seconds(t + 0.1))
        let after = exact(spring, x0: before.position, v0: before.velocity, target: 3, t: 0.1)
        #expect(abs(recorder.last! - after.position) < 1e-9)
        engine.advance(to: .seconds(60))
        #expect(recorder.last == 3 && recorder.completions == [.finished])
    }

    @Test("Vector springs match per-component scalar springs")
    func vectorSpring() {
        let spring = Spring(mass: 1, stiffness: 150, damping: 9)
        let engine = AnimationEngine()
        let recorder = Recorder<SIMD2<Double>>()
        engine.animate(from: SIMD2(0, 10), to: SIMD2(5, -5), initialVelocity: SIMD2(1, 30), spring: spring, update: recorder.update)
        engine.advance(to: .ms(170))
        let x = exact(spring, x0: 0, v0: 1, target: 5, t: 0.17).position
        let y = exact(spring, x0: 10, v0: 30, target: -5, t: 0.17).position
        #expect(abs(recorder.last!.x - x) < 1e-12)
        #expect(abs(recorder.last!.y - y) < 1e-12)
    }

    @Test("INTU-style spring progress from mass, stiffness and damping ends exactly at 1")
    func springProgress() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(mass: 1, stiffness: 300, damping: 20, animations: recorder.update, completion: recorder.complete)
        engine.advance(to: .ms(50))
        var p = cspring_params()
        _ = cspring_params_init(&p, 1, 300, 20)
        #expect(abs(recorder.last! - cspring_evaluate(&p, 0, 0, 1, 0.05).position) < 1e-12)
        engine.advance(to: .seconds(10))
        #expect(recorder.last == 1 && recorder.completions == [.finished])
    }

    @Test("A decay glides along the C decay and rests exactly on its projection")
    func decay() {
        let decay = Decay(rate: 0.998)
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animateDecay(from: 0.0, initialVelocity: 1000, decay: decay, update: recorder.update, completion: recorder.complete)
        engine.advance(to: .ms(200))
        var d = decay.cDecay
        #expect(abs(recorder.last! - cspring_decay_evaluate(&d, 0, 1000, 0.2).position) < 1e-9)
        engine.advance(to: .seconds(60))
        // Pop's convention: 1000 units/s at 0.998 rests 499 units away (timing.md §6.2).
        #expect(abs(recorder.last! - 499.0) < 1e-9)
        #expect(recorder.last == cspring_decay_projection(&d, 0, 1000))
        #expect(recorder.completions == [.finished])
    }

    @Test("A bounded decay hands over to a spring at the edge with the decay's velocity")
    func boundedDecay() {
        let decay = Decay(rate: 0.998)
        let spring = Spring(mass: 1, stiffness: 300, damping: 30)
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animateDecay(from: 0.0, initialVelocity: 1000, decay: decay, bounds: 0...200, spring: spring, update: recorder.update, completion: recorder.complete)
        // Scan for the crossing with the decay's closed form, then compare after it with the spring's.
        var d = decay.cDecay
        var crossing = 0.0
        while cspring_decay_evaluate(&d, 0, 1000, crossing).position < 200 { crossing += 1e-6 }
        let atEdge = cspring_decay_evaluate(&d, 0, 1000, crossing)
        engine.advance(to: .seconds(crossing + 0.05))
        let oracle = exact(spring, x0: 200, v0: atEdge.velocity, target: 200, t: 0.05)
        #expect(abs(recorder.last! - oracle.position) < 1e-3)
        #expect(recorder.last! > 200)
        #expect(engine.velocity(of: id, as: Double.self)! < atEdge.velocity)
        engine.advance(to: .seconds(60))
        #expect(recorder.last == 200 && recorder.completions == [.finished])
    }
}
