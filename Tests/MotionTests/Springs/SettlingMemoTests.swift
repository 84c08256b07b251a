import CSpringSolver
@testable import Motion
import Testing

/// The engine's memo of settling times (``SettlingMemo``) against the
/// computation it saves: every answer, hit or miss, is the computation's
/// bits; a repeated key is not computed again; keys one ulp or a zero's sign
/// apart never share an answer.
@Suite("Settling-time memo")
struct SettlingMemoTests {
    typealias Trajectory = SpringTrajectory<Double>

    static func direct(_ p: cspring_params, _ displacement: Double, _ speed: Double, _ epsilon: Double) -> Double {
        Trajectory.unitSettlingDuration(p, unitDisplacement: displacement, unitSpeed: speed, epsilon: epsilon)
    }

    @Test("random keys from small pools, in random order: every answer is the computation's")
    func randomKeys() {
        var generator = SplitMix64(seed: 2901)
        let springs = (0..<40).map { _ in
            Spring(duration: generator.uniform(0.2...2), bounce: generator.uniform(-0.5...0.9)).parameters
        }
        let memo = SettlingMemo()
        var computed = 0
        for _ in 0..<20_000 {
            let p = springs[Int(generator.next() % UInt64(springs.count))]
            let unitSpeed = Double(generator.next() % 8) / 4
            let unitDisplacement = unitSpeed > 1 ? Double(generator.next() % 4) / 4 : 1
            let epsilon = [0.001, 0.01, 1e-6][Int(generator.next() % 3)]
            let answer = memo.duration(p, displacement: unitDisplacement, speed: unitSpeed, epsilon: epsilon) {
                computed += 1
                return Self.direct(p, unitDisplacement, unitSpeed, epsilon)
            }
            let expected = Self.direct(p, unitDisplacement, unitSpeed, epsilon)
            #expect(answer.bitPattern == expected.bitPattern, "\(p) \(unitDisplacement) \(unitSpeed) \(epsilon)")
            // The same key again at once is a hit.
            let again = memo.duration(p, displacement: unitDisplacement, speed: unitSpeed, epsilon: epsilon) {
                Issue.record("a key just answered was computed again")
                return .nan
            }
            #expect(again.bitPattern == expected.bitPattern)
        }
        // 40 springs × ~16 shapes × 3 ε cycle through 256 slots: many misses, and hits too.
        #expect(computed > 256 && computed < 20_000)
    }

    @Test("keys one ulp, or a zero's sign, apart are different keys")
    func nearKeys() {
        let p = Spring(duration: 0.5, bounce: 0.3).parameters
        let memo = SettlingMemo()
        let keys: [(Double, Double, Double)] = [
            (1, 0, 0.001), (1.0.nextDown, 0, 0.001), (1, 0.0.nextUp, 0.001), (1, -0.0, 0.001),
            (1, 0, 0.001.nextUp), (0.5, 1, 0.001), (0.5, 1.0.nextDown, 0.001),
        ]
        for _ in 0..<3 {
            for (d, s, e) in keys {
                let answer = memo.duration(p, displacement: d, speed: s, epsilon: e) { Self.direct(p, d, s, e) }
                #expect(answer.bitPattern == Self.direct(p, d, s, e).bitPattern, "\(d) \(s) \(e)")
            }
        }
        // Springs one ulp apart in stiffness.
        let q = Spring(mass: 1, stiffness: 100, damping: 10).parameters
        let r = Spring(mass: 1, stiffness: 100.0.nextUp, damping: 10).parameters
        let a = memo.duration(q, displacement: 1, speed: 0, epsilon: 0.001) { Self.direct(q, 1, 0, 0.001) }
        let b = memo.duration(r, displacement: 1, speed: 0, epsilon: 0.001) { Self.direct(r, 1, 0, 0.001) }
        #expect(a.bitPattern == Self.direct(q, 1, 0, 0.001).bitPattern)
        #expect(b.bitPattern == Self.direct(r, 1, 0, 0.001).bitPattern)
    }

    @Test("an engine's spring durations, memo hits included, equal a fresh engine's for each start")
    func engineDurations() {
        var generator = SplitMix64(seed: 2902)
        let engine = AnimationEngine()
        let springs = (0..<6).map { _ in Spring(duration: generator.uniform(0.2...1.5), bounce: generator.uniform(0...0.6)) }
        for index in 0..<2000 {
            let spring = springs[index % springs.count]
            let from = Double(generator.next() % 13) + 0.5
            let to = Double(generator.next() % 5)
            let velocity = Double(generator.next() % 7) - 3
            let id = engine.animate(from: from, to: to, initialVelocity: velocity, spring: spring) { _ in }
            // A fresh engine's memo is empty: it computes.
            let fresh = AnimationEngine()
            let reference = fresh.animate(from: from, to: to, initialVelocity: velocity, spring: spring) { _ in }
            let duration = engine.timing(of: id)?.duration
            #expect(duration != nil && duration == fresh.timing(of: reference)?.duration, "start \(index)")
        }
    }
}
