import Foundation
import Motion
import Testing

/// Spring segments: durations from the settling time, values against
/// `Spring.value(fromValue:toValue:initialVelocity:time:)`, and carried velocity
/// against a fine-step RK4 integration of m x″ = −k (x − target) − c x′.
@Suite("Keyframe spring segments")
struct KeyframeSpringSegmentTests {
    /// RK4 integration of m x″ = −k (x − target) − c x′ from (x0, v0), reporting x at `times`.
    static func integrate(
        _ spring: Spring, x0: Double, v0: Double, target: Double, times: [Double], step: Double = 1e-5
    ) -> [Double] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * (x - target) - spring.damping * v) / spring.mass
        }
        var x = x0
        var v = v0
        var t = 0.0
        var results: [Double] = []
        for time in times.sorted() {
            while t < time {
                let h = min(step, time - t)
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + 0.5 * h * k1v, k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
                let k3x = v + 0.5 * h * k2v, k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            results.append(x)
        }
        return results
    }

    static let spring = Spring(mass: 1, stiffness: 120, damping: 9)

    @Test("A first spring segment starts at rest and lasts its settling time (ε relative)")
    func firstSegment() {
        let track = KeyframeTrack(values: [0.0, 5], timings: [.spring(Self.spring)])
        // Relative ε = 0.001 of a displacement of 5 is an absolute 0.005.
        let expectedDuration = Self.spring.settlingDuration(target: 5.0, epsilon: 0.005)
        #expect(abs(track.duration - expectedDuration) < 1e-9 * expectedDuration)
        for i in 0..<400 {
            let t = Double(i) / 400 * track.duration
            let expected = Self.spring.value(fromValue: 0.0, toValue: 5.0, time: t)
            #expect(abs(track.value(at: t) - expected) < 1e-12, "t = \(t)")
            let expectedVelocity = Self.spring.velocity(fromValue: 0.0, toValue: 5.0, time: t)
            #expect(abs(track.velocity(at: t) - expectedVelocity) < 1e-11)
        }
        // The end snaps exactly; just before, the spring is within ε of it.
        #expect(track.value(at: track.duration) == 5)
        #expect(abs(track.value(at: track.duration.nextDown) - 5) <= 0.005 + 1e-12)
    }

    @Test("Velocity carries from an eased segment (RK4 oracle)")
    func carryFromEased() {
        // 0 → 1 linearly in 0.5 s (2 units/s), then a spring 1 → 3 starting at 2 units/s.
        let track = KeyframeTrack(values: [0.0, 1, 3], timings: [.eased(.linear, duration: 0.5), .spring(Self.spring)])
        let segment = track.segments[1]
        #expect(abs(segment.initialProgressVelocity - 1) < 1e-9)  // 2 units/s over a distance of 2
        let expectedDuration = Self.spring.settlingDuration(target: 2.0, initialVelocity: 2.0, epsilon: 0.002)
        #expect(abs(segment.duration - expectedDuration) < 1e-6)
        let times = (1..<60).map { Double($0) / 60 * segment.duration }
        let reference = Self.integrate(Self.spring, x0: 1, v0: 2, target: 3, times: times)
        for (time, x) in zip(times, reference) {
            #expect(abs(track.value(at: 0.5 + time) - x) < 1e-8, "t = \(time)")
            let closedForm = Self.spring.value(fromValue: 1.0, toValue: 3.0, initialVelocity: 2.0, time: time)
            #expect(abs(track.value(at: 0.5 + time) - closedForm) < 1e-8)
        }
    }

    @Test("Velocity carries from spring to spring, with a loose settling tolerance")
    func carryFromSpring() {
        // The first spring stops at 20 % (so it still moves); the second starts with that velocity.
        let track = KeyframeTrack(
            values: [0.0, 1, -1],
            timings: [.spring(Self.spring, settlingTolerance: 0.2), .spring(Self.spring)])
        let first = track.segments[0]
        let endVelocity = Self.spring.velocity(fromValue: 0.0, toValue: 1.0, time: first.duration)
        #expect(abs(endVelocity) > 0.1)  // the carry is not trivial
        // Progress velocity: v·Δ/|Δ|² with Δ = −2.
        #expect(abs(track.segments[1].initialProgressVelocity - endVelocity / -2) < 1e-12)
        let times = (1..<40).map { Double($0) / 40 * track.segments[1].duration }
        let reference = Self.integrate(Self.spring, x0: 1, v0: endVelocity, target: -1, times: times)
        for (time, x) in zip(times, reference) {
            #expect(abs(track.value(at: first.duration + time) - x) < 1e-8)
        }
    }

    @Test("A vector's velocity is projected on the new direction")
    func projection() {
        // (0,0) → (1,1) in 0.5 s: velocity (2, 2). Then a spring (1,1) → (3,1): only (2, 0) carries.
        let track = KeyframeTrack(
            values: [SIMD2<Double>(0, 0), SIMD2(1, 1), SIMD2(3, 1)],
            timings: [.eased(.linear, duration: 0.5), .spring(Self.spring)])
        let duration = track.segments[1].duration
        let times = (1..<30).map { Double($0) / 30 * duration }
        let reference = Self.integrate(Self.spring, x0: 1, v0: 2, target: 3, times: times)
        for (time, x) in zip(times, reference) {
            let value = track.value(at: 0.5 + time)
            #expect(abs(value.x - x) < 1e-8)
            #expect(abs(value.y - 1) < 1e-12)
            let vector = Self.spring.value(fromValue: SIMD2(1, 1), toValue: SIMD2(3, 1), initialVelocity: SIMD2(2, 0), time: time)
            #expect(abs(value.x - vector.x) < 1e-8 && abs(value.y - vector.y) < 1e-12)
        }
    }

    @Test("carriesVelocity: false starts at rest")
    func noCarry() {
        let track = KeyframeTrack(
            values: [0.0, 1, 3], timings: [.eased(.linear, duration: 0.5), .spring(Self.spring, carriesVelocity: false)])
        #expect(track.segments[1].initialProgressVelocity == 0)
        for i in 1..<50 {
            let time = Double(i) / 50 * track.segments[1].duration
            let expected = Self.spring.value(fromValue: 1.0, toValue: 3.0, time: time)
            #expect(abs(track.value(at: 0.5 + time) - expected) < 1e-12)
        }
    }

    @Test("Values that are not vectors carry no velocity")
    func nonVectorNoCarry() {
        let a = Transform3D(translationX: 0, y: 0, z: 0)
        let b = Transform3D(translationX: 10, y: 0, z: 0)
        let c = Transform3D(translationX: 30, y: 0, z: 0)
        let track = KeyframeTrack(values: [a, b, c], timings: [.eased(.linear, duration: 0.5), .spring(Self.spring)])
        #expect(track.segments[1].initialProgressVelocity == 0)
        for i in 1..<40 {
            let time = Double(i) / 40 * track.segments[1].duration
            let expected = Self.spring.value(fromValue: 10.0, toValue: 30.0, time: time)
            #expect(abs(track.value(at: 0.5 + time).m41 - expected) < 1e-9)
        }
    }

    @Test("Spring segments are seekable: random order equals forward order")
    func seekable() {
        let track = KeyframeTrack(
            values: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 20, y: 80)],
            timings: [.spring(.snappy), .spring(.bouncy)])
        let times = (0...2000).map { Double($0) / 2000 * track.duration }
        let forward = times.map { track.value(at: $0) }
        var random = SplitMix64(seed: 42)
        for index in times.indices.shuffled(using: &random) {
            #expect(track.value(at: times[index]) == forward[index])
        }
        #expect(track.value(at: track.segments[1].startTime) == CGPoint(x: 100, y: 50))
        #expect(track.value(at: track.duration) == CGPoint(x: 20, y: 80))
    }
}
