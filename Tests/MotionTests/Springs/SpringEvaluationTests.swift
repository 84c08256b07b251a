import Foundation
import Motion
import Testing

@Suite("Spring evaluation")
struct SpringEvaluationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var mass, stiffness, damping, time, position: Double
        var velocity: Double?
        var testDescription: String { "m=\(mass) k=\(stiffness) c=\(damping) t=\(time)" }
    }

    /// timing.md §6.1 (mpmath), from 0 toward 1 at rest.
    static let rows: [Row] = [
        Row(mass: 1, stiffness: 100, damping: 20, time: 0.05, position: 0.0902040104310499, velocity: 3.03265329856317),
        Row(mass: 1, stiffness: 100, damping: 20, time: 0.1, position: 0.264241117657115, velocity: 3.67879441171442),
        Row(mass: 4, stiffness: 400, damping: 80, time: 0.25, position: 0.712702504816354, velocity: 2.05212496559747),
        Row(mass: 1, stiffness: 100, damping: 20, time: 1.0, position: 0.999500600772613, velocity: 0.00453999297624849),
        Row(mass: 1, stiffness: 100, damping: 10, time: 0.1, position: 0.340299846608298, velocity: 5.33507195114693),
        Row(mass: 1, stiffness: 100, damping: 10, time: 0.5, position: 1.07459056659503, velocity: -0.879424207325129),
        Row(mass: 1, stiffness: 100, damping: 10, time: 1.0, position: 1.00217011673933, velocity: 0.0538548061605957),
        Row(mass: 1, stiffness: 100, damping: 30, time: 0.1, position: 0.213354400696632, velocity: 2.72608937662529),
        Row(mass: 1, stiffness: 100, damping: 30, time: 1.0, position: 0.974317755944187, velocity: 0.0980974432032125),
        Row(mass: 2, stiffness: 100, damping: 10, time: 0.5, position: 1.3004358429732, velocity: -0.357007455543438),
        Row(mass: 1, stiffness: 170, damping: 26, time: 0.1, position: 0.375128590195336, velocity: 4.62532260739019),
    ]

    @Test("x(t) and v(t) match timing.md §6.1", arguments: rows)
    func publishedRows(row: Row) {
        let spring = Spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping, allowOverDamping: true)
        #expect(isClose(spring.value(target: 1.0, time: row.time), row.position, within: 1e-12))
        #expect(isClose(spring.value(fromValue: 0.0, toValue: 1.0, time: row.time), row.position, within: 1e-12))
        if let velocity = row.velocity {
            #expect(isClose(spring.velocity(target: 1.0, time: row.time), velocity, within: 1e-11))
            #expect(isClose(spring.velocity(fromValue: 0.0, toValue: 1.0, time: row.time), velocity, within: 1e-11))
        }
    }

    @Test("SwiftUI springs at 0.25 s and 0.5 s match timing.md §6.1")
    func swiftUIRows() {
        let rows: [(Spring, Double, Double)] = [
            (.smooth, 0.821025553586, 0.986399068534), (.snappy, 0.894509453192, 1.00601996071),
            (.bouncy, 0.984087490971, 1.01449842162), (Spring(duration: 0.5, bounce: -0.5), 0.535727674579, 0.799926375355),
        ]
        for (spring, quarter, half) in rows {
            #expect(isClose(spring.value(target: 1.0, time: 0.25), quarter, within: 1e-11))
            #expect(isClose(spring.value(target: 1.0, time: 0.5), half, within: 1e-11))
        }
    }

    @Test("The Double path equals cspring_evaluate and cspring_step bit for bit")
    func scalarBitParity() {
        var random = SplitMix64(seed: 0x5EED)
        for spring in springTestCases {
            var p = cspring_params()
            #expect(cspring_params_init(&p, spring.mass, spring.stiffness, spring.damping) == .CSPRING_OK)
            for _ in 0..<300 {
                let x0 = Double.random(in: -100...100, using: &random)
                let v0 = Double.random(in: -1000...1000, using: &random)
                let target = Double.random(in: -100...100, using: &random)
                let t = [0, -1, 1e-9, 0.01, 0.3, 5].randomElement(using: &random)! * Double.random(in: 0.5...1, using: &random)
                let c = cspring_evaluate(&p, x0, v0, target, t)
                #expect(spring.value(fromValue: x0, toValue: target, initialVelocity: v0, time: t) == c.position)
                #expect(spring.velocity(fromValue: x0, toValue: target, initialVelocity: v0, time: t) == c.velocity)
                let fromZero = cspring_evaluate(&p, 0, v0, target, t)
                #expect(spring.value(target: target, initialVelocity: v0, time: t) == fromZero.position)
                #expect(spring.velocity(target: target, initialVelocity: v0, time: t) == fromZero.velocity)
                var state = cspring_state(position: x0, velocity: v0)
                cspring_step(&p, target, t, &state)
                var (x, v) = (x0, v0)
                spring.update(value: &x, velocity: &v, target: target, deltaTime: t)
                #expect(x == state.position && v == state.velocity)
            }
        }
    }

    @Test("The vector path equals per-component scalar evaluation")
    func vectorMatchesScalars() {
        var random = SplitMix64(seed: 42)
        for spring in springTestCases {
            for _ in 0..<100 {
                func draw(_ range: ClosedRange<Double>) -> SpringTestVector {
                    SpringTestVector(
                        .random(in: range, using: &random), .random(in: range, using: &random),
                        .random(in: range, using: &random))
                }
                let (x0, v0, target) = (draw(-50...50), draw(-500...500), draw(-50...50))
                let t = Double.random(in: 0...2, using: &random)
                let position = spring.value(fromValue: x0, toValue: target, initialVelocity: v0, time: t)
                let velocity = spring.velocity(fromValue: x0, toValue: target, initialVelocity: v0, time: t)
                let fromZero = spring.value(target: target, initialVelocity: v0, time: t)
                var (x, v) = (x0, v0)
                spring.update(value: &x, velocity: &v, target: target, deltaTime: t)
                for i in 0..<3 {
                    let (a, b, c) = (x0.components[i], v0.components[i], target.components[i])
                    let scale = abs(a) + abs(b) + abs(c) + 1
                    let expected = spring.value(fromValue: a, toValue: c, initialVelocity: b, time: t)
                    let expectedVelocity = spring.velocity(fromValue: a, toValue: c, initialVelocity: b, time: t)
                    #expect(isClose(position.components[i], expected, within: 1e-15 * scale))
                    #expect(isClose(velocity.components[i], expectedVelocity, within: 1e-15 * scale * 50))
                    #expect(isClose(fromZero.components[i], spring.value(target: c, initialVelocity: b, time: t), within: 1e-15 * scale))
                    #expect(isClose(x.components[i], expected, within: 1e-15 * scale))
                    #expect(isClose(v.components[i], expectedVelocity, within: 1e-15 * scale * 50))
                }
            }
        }
    }

    @Test("The vector path agrees with the textbook closed form")
    func vectorMatchesTextbook() {
        let spring = Spring(mass: 2, stiffness: 100, damping: 10)
        let x0 = SpringTestVector(1, -2, 3), v0 = SpringTestVector(10, 0, -5), target = SpringTestVector(-4, 2, 0)
        for t in [0.05, 0.3, 1.7] {
            let position = spring.value(fromValue: x0, toValue: target, initialVelocity: v0, time: t)
            for i in 0..<3 {
                let oracle = SpringOracle.state(mass: 2, stiffness: 100, damping: 10, from: x0.components[i],
                                                velocity: v0.components[i], to: target.components[i], at: t)
                #expect(isClose(position.components[i], oracle.position, within: 1e-12))
            }
        }
    }

    @Test("Many random update steps equal one evaluation at their sum (1e-12 relative)")
    func updateComposition() {
        var random = SplitMix64(seed: 7)
        for spring in springTestCases {
            let x0 = 3.0, v0 = -40.0, target = -2.0
            var (x, v) = (x0, v0)
            var vector = (SpringTestVector(x0, 2 * x0, 0), SpringTestVector(v0, 0, 1))
            let vectorTarget = SpringTestVector(target, 1, -1)
            var elapsed = 0.0
            for _ in 0..<500 {
                let dt = Double.random(in: 0...0.02, using: &random)
                spring.update(value: &x, velocity: &v, target: target, deltaTime: dt)
                spring.update(value: &vector.0, velocity: &vector.1, target: vectorTarget, deltaTime: dt)
                elapsed += dt
            }
            let omega0 = (spring.stiffness / spring.mass).squareRoot()
            let scale = abs(x0 - target) + abs(v0) / omega0
            let expected = spring.value(fromValue: x0, toValue: target, initialVelocity: v0, time: elapsed)
            let expectedVelocity = spring.velocity(fromValue: x0, toValue: target, initialVelocity: v0, time: elapsed)
            #expect(isClose(x, expected, within: 1e-12 * scale))
            #expect(isClose(v, expectedVelocity, within: 1e-12 * scale * omega0))
            let y = spring.value(fromValue: 2 * x0, toValue: 1, initialVelocity: 0, time: elapsed)
            #expect(isClose(vector.0.x, expected, within: 1e-12 * scale))
            #expect(isClose(vector.0.y, y, within: 1e-12 * scale))
        }
    }

    @Test("update with deltaTime ≤ 0 leaves the state unchanged")
    func updateNonPositive() {
        var (x, v) = (1.5, 2.5)
        var vector = (SpringTestVector(1, 2, 3), SpringTestVector(4, 5, 6))
        for dt in [0.0, -1.0, -.infinity] {
            Spring.bouncy.update(value: &x, velocity: &v, target: 10, deltaTime: dt)
            Spring.bouncy.update(value: &vector.0, velocity: &vector.1, target: .zero, deltaTime: dt)
        }
        #expect(x == 1.5 && v == 2.5)
        #expect(vector.0.components == [1, 2, 3] && vector.1.components == [4, 5, 6])
    }

    @Test("force/mass is the derivative of the velocity, in every regime")
    func forceIsMassTimesAcceleration() {
        for spring in springTestCases {
            let h = 1e-6
            for t in [0.05, 0.2, 0.6] {
                let x = spring.value(fromValue: 2.0, toValue: -1.0, initialVelocity: 3.0, time: t)
                let v = spring.velocity(fromValue: 2.0, toValue: -1.0, initialVelocity: 3.0, time: t)
                let before = spring.velocity(fromValue: 2.0, toValue: -1.0, initialVelocity: 3.0, time: t - h)
                let after = spring.velocity(fromValue: 2.0, toValue: -1.0, initialVelocity: 3.0, time: t + h)
                let acceleration = (after - before) / (2 * h)
                let force = spring.force(target: -1.0, position: x, velocity: v)
                #expect(isClose(force / spring.mass, acceleration, within: 1e-5 * max(1, abs(acceleration))))
                let vectorForce = spring.force(
                    target: SpringTestVector(-1, 0, 0), position: SpringTestVector(x, 0, 0), velocity: SpringTestVector(v, 0, 0))
                #expect(isClose(vectorForce.x / spring.mass, acceleration, within: 1e-5 * max(1, abs(acceleration))))
            }
        }
    }
}
