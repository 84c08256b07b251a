import Foundation
import Motion
import Testing

@Suite("Decay")
struct DecayTests {
    @Test("Pop / UIScrollView decay at 0.998 matches timing.md §6.2 (1000 units/s)")
    func popOracles() {
        let decay = Decay.normal
        #expect(decay == Decay(rate: 0.998))
        #expect(decay == Decay())
        #expect(isClose(decay.projection(from: 0.0, velocity: 1000.0), 499.0, within: 1e-9))
        #expect(isClose(decay.value(from: 0.0, velocity: 1000.0, time: 0.1), 90.5351644605, within: 1e-8))
        #expect(isClose(decay.velocity(initialVelocity: 1000.0, time: 0.1), 818.566804688, within: 1e-8))
        #expect(isClose(decay.value(from: 0.0, velocity: 1000.0, time: 0.5), 315.611883826, within: 1e-8))
        #expect(isClose(decay.value(from: 0.0, velocity: 1000.0, time: 1), 431.602803299, within: 1e-8))
        // Pop's own discrete sum: the velocity applied per whole millisecond, d^n·v/1000 each.
        var popPosition = 0.0
        var velocity = 1000.0
        for _ in 0..<100 {
            velocity *= 0.998
            popPosition += velocity / 1000
        }
        #expect(isClose(decay.value(from: 0.0, velocity: 1000.0, time: 0.1), popPosition, within: 1e-9))
    }

    @Test("The continuous convention and Android friction match timing.md §6.2")
    func otherConventions() {
        let continuous = Decay(rate: 0.998, convention: .continuous)
        #expect(isClose(continuous.projection(from: 0.0, velocity: 1000.0), 499.499833166, within: 1e-8))
        #expect(continuous.timeConstant == continuous.gain)
        let android = Decay(androidFriction: 1)
        #expect(isClose(android.value(from: 0.0, velocity: 1000.0, time: 0.1), 81.6555190917, within: 1e-8))
        #expect(isClose(android.velocity(initialVelocity: 1000.0, time: 0.1), 657.046819815, within: 1e-8))
        #expect(isClose(android.value(from: 0.0, velocity: 1000.0, time: 0.5), 208.938945654, within: 1e-8))
        #expect(isClose(android.projection(from: 0.0, velocity: 1000.0), 238.095238095, within: 1e-8))
        #expect(Decay(timeConstant: 0.325).timeConstant == 0.325)
    }

    @Test("The velocity falls by e every time constant, and .fast is 0.99 per ms")
    func timeConstant() {
        for decay in [Decay.normal, .fast, Decay(rate: 0.95, convention: .continuous), Decay(timeConstant: 2)] {
            #expect(isClose(decay.velocity(initialVelocity: 1.0, time: decay.timeConstant), 1 / M_E, within: 1e-15))
        }
        // 1 ms keeps exactly the rate's fraction.
        #expect(isClose(Decay.fast.velocity(initialVelocity: 1.0, time: 0.001), 0.99, within: 1e-15))
        #expect(isClose(Decay.normal.velocity(initialVelocity: 1.0, time: 0.001), 0.998, within: 1e-15))
    }

    @Test("velocity(toLandAt:) inverts the projection")
    func landing() {
        for decay in [Decay.normal, .fast, Decay(rate: 0.998, convention: .continuous)] {
            for (from, target) in [(0.0, 600.0), (250.0, -40.0), (-3.0, -3.0)] {
                let velocity = decay.velocity(toLandAt: target, from: from)
                #expect(isClose(decay.projection(from: from, velocity: velocity), target, within: 1e-12 * max(1, abs(target))))
                // And the fling really ends there: long after release it rests at the target.
                #expect(isClose(decay.value(from: from, velocity: velocity, time: 60), target, within: 1e-9 * max(1, abs(target))))
            }
            let vector = decay.velocity(toLandAt: SpringTestVector(100, -50, 0), from: SpringTestVector(0, 10, 0))
            let rest = decay.projection(from: SpringTestVector(0, 10, 0), velocity: vector)
            #expect(isClose(rest.x, 100, within: 1e-12) && isClose(rest.y, -50, within: 1e-12) && rest.z == 0)
        }
    }

    @Test("duration(velocity:threshold:) matches Pop's computeDuration formula")
    func duration() {
        let decay = Decay.normal
        for (v0, threshold) in [(1000.0, 5.0), (-2500.0, 0.5), (40.0, 1.0)] {
            // Pop: v(t) = v0·d^(1000t) reaches the threshold at ln(threshold/|v0|)/(1000·ln d).
            let expected = log(threshold / abs(v0)) / (1000 * log(0.998))
            #expect(isClose(decay.duration(velocity: v0, threshold: threshold), expected, within: 1e-12 * expected))
        }
        #expect(decay.duration(velocity: 3.0, threshold: 5) == 0)
        let vector = decay.duration(velocity: SpringTestVector(600, 800, 0), threshold: 5)
        #expect(isClose(vector, decay.duration(velocity: 1000.0, threshold: 5), within: 1e-12))
    }

    @Test("The Double path equals cspring_decay_* bit for bit")
    func scalarBitParity() {
        var random = SplitMix64(seed: 99)
        let cases: [(Decay, Double, cspring_decay_convention)] = [
            (.normal, 0.998, .CSPRING_DECAY_POP), (Decay(rate: 0.97, convention: .continuous), 0.97, .CSPRING_DECAY_CONTINUOUS),
        ]
        for (decay, rate, convention) in cases {
            var d = cspring_decay()
            #expect(cspring_decay_from_rate(&d, rate, convention) == .CSPRING_OK)
            for _ in 0..<200 {
                let x0 = Double.random(in: -500...500, using: &random)
                let v0 = Double.random(in: -5000...5000, using: &random)
                let t = Double.random(in: -0.1...3, using: &random)
                let c = cspring_decay_evaluate(&d, x0, v0, t)
                #expect(decay.value(from: x0, velocity: v0, time: t) == c.position)
                #expect(decay.velocity(initialVelocity: v0, time: t) == cspring_decay_evaluate(&d, 0, v0, t).velocity)
                #expect(decay.projection(from: x0, velocity: v0) == cspring_decay_projection(&d, x0, v0))
                #expect(decay.velocity(toLandAt: v0, from: x0) == cspring_decay_velocity_for_target(&d, x0, v0))
                var (x, v) = (x0, v0)
                decay.update(value: &x, velocity: &v, deltaTime: t)
                #expect(x == c.position && v == c.velocity)
            }
        }
    }

    @Test("Vectors match per-component scalars, and stepping matches one evaluation")
    func vectorsAndStepping() {
        var random = SplitMix64(seed: 5)
        let decay = Decay.normal
        let x0 = SpringTestVector(10, -20, 0), v0 = SpringTestVector(900, 300, -1200)
        var (x, v) = (x0, v0)
        var (sx, sv) = (10.0, 900.0)
        var elapsed = 0.0
        for _ in 0..<300 {
            let dt = Double.random(in: 0...0.02, using: &random)
            decay.update(value: &x, velocity: &v, deltaTime: dt)
            decay.update(value: &sx, velocity: &sv, deltaTime: dt)
            elapsed += dt
        }
        let position = decay.value(from: x0, velocity: v0, time: elapsed)
        for i in 0..<3 {
            let expected = decay.value(from: x0.components[i], velocity: v0.components[i], time: elapsed)
            #expect(isClose(position.components[i], expected, within: 1e-12 * 1000))
            #expect(isClose(x.components[i], expected, within: 1e-12 * 1000))
            #expect(isClose(v.components[i], decay.velocity(initialVelocity: v0.components[i], time: elapsed), within: 1e-12 * 1000))
        }
        #expect(isClose(sx, decay.value(from: 10.0, velocity: 900.0, time: elapsed), within: 1e-12 * 1000))
    }

    @Test("Codable round trip and a thrown error for invalid data")
    func codable() throws {
        for decay in [Decay.normal, Decay(timeConstant: 0.3)] {
            let decoded = try JSONDecoder().decode(Decay.self, from: JSONEncoder().encode(decay))
            #expect(decoded == decay)
        }
        let continuous = try JSONDecoder().decode(Decay.self, from: Data(#"{"timeConstant": 0.5}"#.utf8))
        #expect(continuous == Decay(timeConstant: 0.5))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Decay.self, from: Data(#"{"timeConstant": 0}"#.utf8))
        }
    }
}
