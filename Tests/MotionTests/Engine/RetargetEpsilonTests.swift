import Testing

@testable import Motion

/// A spring animation's settle threshold (`epsilon`) decides its settle time
/// at the start and at every retarget; a `Double` spring keeps a threshold
/// other than the default in its client, which a retarget must carry over.
@Suite("Retargeting keeps the settle threshold")
struct RetargetEpsilonTests {
    /// The settle time, in seconds, of a spring released at (x0, v0) toward
    /// `target` with `epsilon`, as a trajectory computes it.
    static func settle(_ spring: Spring, _ x0: Double, _ v0: Double, _ target: Double, _ epsilon: Double) -> Double {
        SpringTrajectory(spring: spring, start: x0, initialVelocity: v0, target: target, epsilon: epsilon, update: { _ in })
            .durationNanoseconds / 1e9
    }

    @Test(
        "The settle time after each retarget uses the animation's epsilon, for springs of their own and shared",
        arguments: [0.05, 0.001, 1e-7], [false, true])
    func epsilonSurvivesRetargets(epsilon: Double, shared: Bool) throws {
        let engine = AnimationEngine()
        // Two animations on one Spring: the second shares the first's transitions.
        let spring = Spring(mass: 1.25, stiffness: 140, damping: 7)
        if shared { engine.animate(from: 5.0, to: 0.0, spring: spring, update: { _ in }) }
        let recorder = Recorder<Double>()
        let id = engine.animate(from: 0.0, to: 1.0, spring: spring, epsilon: epsilon, update: recorder.update)
        #expect(try #require(engine.timing(of: id)).duration == Self.settle(spring, 0, 0, 1, epsilon))
        for round in 1...3 {
            engine.advance(to: .ms(150 * Double(round)))
            let position = try #require(recorder.last)
            let velocity = try #require(engine.velocity(of: id, as: Double.self))
            let target = 1.0 + Double(round)
            #expect(engine.retarget(id, to: target))
            let duration = try #require(engine.timing(of: id)).duration
            #expect(duration == Self.settle(spring, position, velocity, target, epsilon), "round \(round): \(duration) s")
        }
        // The thresholds give different times, so the checks above tell them apart.
        #expect(Self.settle(spring, 0, 0, 1, epsilon) != Self.settle(spring, 0, 0, 1, epsilon == 0.001 ? 0.01 : 0.001))
    }
}
