import Testing

@testable import Motion

/// Starts a spring through the generic `MotionVector` form (a generic
/// context never picks the `Double` overload).
@discardableResult
private func animateGeneric<Value: MotionVector>(
    _ engine: AnimationEngine, from: Value, to: Value, initialVelocity: Value, spring: Spring, delay: Duration,
    options: AnimationOptions, update: @escaping (Value) -> Void, completion: ((CompletionReason) -> Void)? = nil
) -> AnimationID {
    engine.animate(
        from: from, to: to, initialVelocity: initialVelocity, spring: spring, delay: delay, options: options,
        update: update, completion: completion)
}

/// The `Double` overload of `animate(from:to:initialVelocity:spring:…)`
/// (frames call the caller's block directly, issue #17) against the generic
/// form it replaces for `Double`: every frame bit for bit, through
/// retargets, with springs of their own and shared ones.
@Suite("Double springs: the Double overload against the generic form")
struct DoubleSpringOverloadTests {
    static let options: [AnimationOptions] = [
        .once, .repeating(2, autoreverses: true), AnimationOptions(iterations: 2, direction: .reverse),
    ]

    /// Every frame's value and the completions of two animations of `spring`
    /// started one after the other (the second shares the first's memo),
    /// each from `from` toward 7 with `velocity`, retargeted twice, and the
    /// velocity of the first at one frame.
    static func run(
        spring: Spring, from: Double, velocity: Double, options: AnimationOptions, generic: Bool
    ) -> (values: [[Double]], ends: [[CompletionReason]], velocity: Double?) {
        let engine = AnimationEngine()
        var values: [[Double]] = [[], []]
        var ends: [[CompletionReason]] = [[], []]
        var ids: [AnimationID] = []
        for index in 0..<2 {
            let update: (Double) -> Void = { values[index].append($0) }
            let completion: (CompletionReason) -> Void = { ends[index].append($0) }
            ids.append(
                generic
                    ? animateGeneric(
                        engine, from: from, to: 7.0, initialVelocity: velocity, spring: spring, delay: .ms(20),
                        options: options, update: update, completion: completion)
                    : engine.animate(
                        from: from, to: 7.0, initialVelocity: velocity, spring: spring, delay: .ms(20),
                        options: options, update: update, completion: completion))
        }
        var speed: Double?
        var now = 0.0
        for step in 0..<2000 {
            now += 7.5 + Double(step % 3) * 2.25
            engine.advance(to: .ms(now))
            if step == 30 || step == 45 {
                for id in ids { engine.retarget(id, to: step == 30 ? -3.0 : 1.5) }
            }
            if step == 50 { speed = engine.velocity(of: ids[0], as: Double.self) }
        }
        return (values, ends, speed)
    }

    @Test("Every frame, the completions and the velocity equal the generic form's, through retargets")
    func framesMatchGeneric() {
        let springs = [Spring(mass: 1.5, stiffness: 140, damping: 6), Spring(duration: 0.4, bounce: 0.3)]
        for (index, spring) in springs.enumerated() {
            for (optionIndex, options) in Self.options.enumerated() {
                let from = -2.5 + Double(index)
                let velocity = 4.0 - Double(optionIndex)
                let concrete = Self.run(spring: spring, from: from, velocity: velocity, options: options, generic: false)
                let generic = Self.run(spring: spring, from: from, velocity: velocity, options: options, generic: true)
                for (a, b) in zip(concrete.values, generic.values) {
                    #expect(a.count > 50, "spring \(index), options \(optionIndex)")
                    #expect(
                        a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern },
                        "spring \(index), options \(optionIndex)")
                }
                #expect(concrete.ends == [[.finished], [.finished]] && generic.ends == concrete.ends)
                #expect(concrete.velocity != nil && concrete.velocity?.bitPattern == generic.velocity?.bitPattern)
            }
        }
    }
}
