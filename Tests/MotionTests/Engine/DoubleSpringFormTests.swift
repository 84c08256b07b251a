import Testing

@testable import Motion

/// Starts a spring through the generic `MotionVector` form (a generic
/// context never picks the `Double` overload).
@discardableResult
private func animateGeneric<Value: MotionVector>(
    _ engine: AnimationEngine, from: Value, to: Value, initialVelocity: Value, spring: Spring,
    options: AnimationOptions, update: @escaping (Value) -> Void, completion: @escaping (CompletionReason) -> Void
) -> AnimationID {
    engine.animate(
        from: from, to: to, initialVelocity: initialVelocity, spring: spring, options: options, update: update,
        completion: completion)
}

/// The `Double` overload of the spring animation (its client calls the
/// block itself, with no closure converting the generic form's, issue #17)
/// against the generic form: every frame and velocity bit for bit, through
/// retargets, pauses and seeks, and the last frame exactly on the target.
@Suite("Double springs: the Double form")
struct DoubleSpringFormTests {
    static let springs: [Spring] = [
        Spring(mass: 1, stiffness: 100, damping: 4),
        Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true),
        Spring(duration: 0.4, bounce: 0),
    ]

    @Test("Frames, velocities and retargets equal the generic form's", arguments: 0..<3)
    func framesMatchGeneric(springIndex: Int) {
        let spring = Self.springs[springIndex]
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
                other, from: -3.5, to: 7.25, initialVelocity: 12.0, spring: spring, options: options,
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
