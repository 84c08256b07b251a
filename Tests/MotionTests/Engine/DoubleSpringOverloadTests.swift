import Testing

@testable import Motion

/// The `Double` overload of `animate(from:to:initialVelocity:spring:…)`
/// (frames call the caller's block directly, with no closure converting the
/// generic form's, issue #17) against the generic form it replaces for
/// `Double`: every frame, completion and velocity bit for bit, through
/// retargets, pauses and seeks, with springs of their own and shared ones,
/// and the last frame exactly on the target.
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

    static let ownSprings: [Spring] = [
        Spring(mass: 1, stiffness: 100, damping: 4),
        Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true),
        Spring(duration: 0.4, bounce: 0),
    ]

    @Test("Frames and velocities equal the generic form's through pauses, seeks and retargets", arguments: 0..<3)
    func framesMatchGenericInOwnEngines(springIndex: Int) {
        let spring = Self.ownSprings[springIndex]
        for (once, options) in [(true, AnimationOptions.once), (false, AnimationOptions(iterations: 2, direction: .alternate, speed: 1.5))] {
            // Two engines: a spring started right after one with the same
            // `Spring` would share its transitions (a memo of its own).
            let engine = AnimationEngine()
            let other = AnimationEngine()
            var concrete: [Double] = []
            var generic: [Double] = []
            var concreteReasons: [CompletionReason] = []
            var genericReasons: [CompletionReason] = []
            let a = engine.animate(
                from: -3.5, to: 7.25, initialVelocity: 12, spring: spring, options: options,
                update: { concrete.append($0) }, completion: { concreteReasons.append($0) })
            let b = animateGeneric(
                other, from: -3.5, to: 7.25, initialVelocity: 12.0, spring: spring, delay: .zero, options: options,
                update: { generic.append($0) }, completion: { genericReasons.append($0) })
            var now: Int64 = 0
            for step in 0..<600 {
                switch step {
                case 8: engine.pause(a); other.pause(b)
                case 10: engine.seek(a, to: .nanoseconds(90_000_001)); other.seek(b, to: .nanoseconds(90_000_001))
                case 12: engine.resume(a); other.resume(b)
                case 20, 31:
                    let target = step == 20 ? 1e3 : -0.5
                    #expect(engine.retarget(a, to: target) == other.retarget(b, to: target))
                default: break
                }
                let va = engine.velocity(of: a, as: Double.self)
                let vb = other.velocity(of: b, as: Double.self)
                #expect(va?.bitPattern == vb?.bitPattern, "step \(step): \(String(describing: va)) vs \(String(describing: vb))")
                now += 16_666_667 + Int64(step % 3)
                engine.advance(to: .nanoseconds(now))
                other.advance(to: .nanoseconds(now))
            }
            #expect(concrete.count == generic.count && concrete.count > 40)
            #expect(zip(concrete, generic).allSatisfy { $0.bitPattern == $1.bitPattern }, "\(spring), \(options)")
            #expect(concreteReasons == [.finished] && genericReasons == [.finished])
            // Retargets apply to a spring that plays once (the other refuses them).
            if once { #expect(concrete.last == -0.5) }
            #expect(engine.isIdle && other.isIdle)
        }
    }
}
