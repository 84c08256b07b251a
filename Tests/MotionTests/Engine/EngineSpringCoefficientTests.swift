import Foundation
import Motion
import Testing

@Suite("Mass, stiffness and damping mean the same everywhere")
struct EngineSpringCoefficientTests {
    /// Progress 0 → 1 of a critically damped spring (ω = √(k/m)), in closed form.
    func critical(stiffness k: Double, mass m: Double, t: Double) -> Double {
        let omega = (k / m).squareRoot()
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    /// Progress 0 → 1 of an over-damped spring released at rest, in closed form:
    /// the displacement is A·e^(r₁t) + B·e^(r₂t) with A + B = −1 and r₁A + r₂B = 0.
    func overDamped(mass m: Double, stiffness k: Double, damping c: Double, t: Double) -> Double {
        let root = (c * c - 4 * m * k).squareRoot()
        let r1 = (-c + root) / (2 * m), r2 = (-c - root) / (2 * m)
        let a = -r2 / (r2 - r1), b = r1 / (r2 - r1)
        return 1 + a * exp(r1 * t) + b * exp(r2 * t)
    }

    /// The values the engine delivers at `times` (ms) for an animation started by `start`.
    func frames(_ times: [Double], _ start: (AnimationEngine, @escaping (Double) -> Void) -> Void) -> [Double] {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        start(engine, recorder.update)
        return times.map { ms in
            engine.advance(to: .ms(ms))
            return recorder.last!
        }
    }

    let times: [Double] = [20, 50, 100, 200, 400]

    @Test("Over-damped numbers are lowered to critical by both Spring and the engine, by default")
    func clampedByDefault() {
        let viaSpring = frames(times) { engine, update in
            engine.animate(spring: Spring(mass: 1, stiffness: 100, damping: 40), animations: update)
        }
        let viaEngine = frames(times) { engine, update in
            engine.animate(mass: 1, stiffness: 100, damping: 40, animations: update)
        }
        for (index, ms) in times.enumerated() {
            let oracle = critical(stiffness: 100, mass: 1, t: ms / 1000)
            #expect(abs(viaSpring[index] - oracle) < 1e-12, "Spring at \(ms) ms")
            #expect(abs(viaEngine[index] - oracle) < 1e-12, "engine at \(ms) ms")
        }
    }

    @Test("allowOverDamping: true keeps the damping on both paths")
    func overDampingAllowed() {
        let viaSpring = frames(times) { engine, update in
            engine.animate(
                spring: Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true), animations: update)
        }
        let viaEngine = frames(times) { engine, update in
            engine.animate(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true, animations: update)
        }
        for (index, ms) in times.enumerated() {
            let oracle = overDamped(mass: 1, stiffness: 100, damping: 40, t: ms / 1000)
            #expect(abs(viaSpring[index] - oracle) < 1e-12, "Spring at \(ms) ms")
            #expect(abs(viaEngine[index] - oracle) < 1e-12, "engine at \(ms) ms")
        }
    }
}
