import Foundation
import Motion
import Testing

@Suite("Spring settling duration")
struct SpringSettlingTests {
    @Test("The Double form equals the exact last exit found by fine sampling")
    func scalarAgainstSampling() {
        let cases: [(Spring, target: Double, velocity: Double, epsilon: Double)] = [
            (.bouncy, 1, 0, 0.001), (.smooth, 100, -300, 0.5), (Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true), -2, 40, 0.01),
            (Spring(mass: 2, stiffness: 100, damping: 10), 5, 5, 0.001),
        ]
        for (spring, target, velocity, epsilon) in cases {
            let exact = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
            let sampled = SpringOracle.sampledLastExit(step: 1e-5, horizon: 6, epsilon: epsilon) { t in
                abs(SpringOracle.state(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                       from: 0, velocity: velocity, to: target, at: t).position - target)
            }
            #expect(isClose(exact, sampled, within: 1.1e-5))
        }
    }

    @Test("The default form is the unit step at ε = 0.001, as the property")
    func defaults() {
        for spring in springTestCases where spring.damping > 0 {
            #expect(spring.settlingDuration(target: 1.0) == spring.settlingDuration)
        }
        #expect(Spring(mass: 1, stiffness: 400, damping: 0).settlingDuration(target: 1.0) == .infinity)
        #expect(Spring.bouncy.settlingDuration(target: 0.0) == 0)
    }

    @Test("A vector at rest or moving along its target settles like the scalar of its length")
    func parallelVectors() {
        for spring in [Spring.bouncy, Spring.smooth, Spring(duration: 0.4, bounce: -0.5)] {
            let target = SpringTestVector(3, -4, 0)  // length 5
            let atRest = spring.settlingDuration(target: target, epsilon: 0.01)
            #expect(isClose(atRest, spring.settlingDuration(target: 5.0, epsilon: 0.01), within: 1e-9))
            // Velocity 2·target: toward the target, 10 units/s along it.
            let moving = spring.settlingDuration(target: target, initialVelocity: target.scaled(by: 2), epsilon: 0.01)
            #expect(isClose(moving, spring.settlingDuration(target: 5.0, initialVelocity: 10.0, epsilon: 0.01), within: 1e-9))
            // No displacement, only velocity.
            let kicked = spring.settlingDuration(target: SpringTestVector.zero, initialVelocity: SpringTestVector(0, 0, 7), epsilon: 0.01)
            #expect(isClose(kicked, spring.settlingDuration(target: 0.0, initialVelocity: 7.0, epsilon: 0.01), within: 1e-9))
        }
    }

    @Test("For a velocity across the target, the result bounds the sampled last exit from above")
    func crossVelocityBound() {
        for spring in [Spring.bouncy, Spring.smooth, Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)] {
            let target = SpringTestVector(2, 0, 0), velocity = SpringTestVector(5, 30, 0)
            let epsilon = 0.001
            let bound = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
            let distance: (Double) -> Double = { t in
                let x = spring.value(target: target, initialVelocity: velocity, time: t)
                return (x - target).magnitude
            }
            let sampled = SpringOracle.sampledLastExit(step: 1e-4, horizon: 8, epsilon: epsilon, distance: distance)
            #expect(bound >= sampled)
            #expect(bound <= sampled * 1.01)  // and tight: the split is optimised
            var worst = 0.0
            var t = bound
            while t < bound + 3 {
                worst = max(worst, distance(t))
                t += 1e-3
            }
            #expect(worst <= epsilon * (1 + 1e-9))
        }
    }
}
