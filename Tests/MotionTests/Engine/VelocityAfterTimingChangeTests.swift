import Testing

@testable import Motion

/// `velocity(of:)` is the rate of change of the values the animation
/// delivers, in value units per second of engine time, whatever its timing
/// has become: checked against a central difference of delivered values
/// (frames 10 µs either side), after `updateTiming(of:)` changes the easing
/// or the duration, while playing backward (replayed or mirrored easing) and
/// at speeds other than 1, for every kind of animation with a velocity.
@Suite("velocity(of:) follows the delivered motion")
struct VelocityAfterTimingChangeTests {
    enum Kind: CaseIterable { case tween, genericTween, spring, sharedSpring, genericSpring, decay }

    static let spring = Spring(mass: 1, stiffness: 60, damping: 5)

    /// Starts `kind` on `engine`, recording into `sink`.
    static func start(_ kind: Kind, on engine: AnimationEngine, options: AnimationOptions, sink: Recorder<Double>) -> AnimationID {
        switch kind {
        case .tween:
            return engine.animate(from: -2.0, to: 8.0, duration: .seconds(1), easing: .easeOutQuad, options: options, update: sink.update)
        case .genericTween:
            return animateGeneric(engine, from: -2.0, to: 8.0, duration: .seconds(1), easing: .easeOutQuad, options: options, update: sink.update)
        case .spring:
            return engine.animate(from: -2.0, to: 8.0, initialVelocity: 4, spring: spring, options: options, update: sink.update)
        case .sharedSpring:
            // The second animation of a Spring shares the first's transitions.
            engine.animate(from: 0.0, to: 1.0, spring: spring, update: { _ in })
            return engine.animate(from: -2.0, to: 8.0, initialVelocity: 4, spring: spring, options: options, update: sink.update)
        case .genericSpring:
            return animateGeneric(engine, from: -2.0, to: 8.0, initialVelocity: 4.0, spring: spring, options: options, update: sink.update)
        case .decay:
            return engine.animateDecay(from: -2.0, initialVelocity: 30.0, decay: Decay(timeConstant: 0.4), options: options, update: sink.update)
        }
    }

    /// `kind` started with `options`, played 50 ms, then given `update` and `speed`.
    static func started(
        _ kind: Kind, options: AnimationOptions, update: TimingUpdate?, speed: Double
    ) -> (AnimationEngine, Recorder<Double>, AnimationID) {
        let engine = AnimationEngine()
        let sink = Recorder<Double>()
        let id = start(kind, on: engine, options: options, sink: sink)
        engine.advance(to: .milliseconds(50))
        if let update { #expect(engine.updateTiming(of: id, update)) }
        engine.setSpeed(speed, of: id)
        return (engine, sink, id)
    }

    static let changes: [(name: String, options: AnimationOptions, update: TimingUpdate?, speed: Double)] = [
        ("as started", .once, nil, 1),
        ("a new easing", .once, TimingUpdate(easing: .easeInOutCubic), 1),
        ("a doubled duration", .once, TimingUpdate(duration: .time(.seconds(2))), 1),
        ("a halved duration and an easing", .once, TimingUpdate(duration: .time(.milliseconds(500)), easing: .easeInSine), 1),
        ("speed 1.7", .once, nil, 1.7),
        ("playing backward, easing replayed", AnimationOptions(iterations: 2, direction: .alternate), TimingUpdate(easing: .easeInQuad), 1),
        ("playing backward, easing mirrored", AnimationOptions(iterations: 2, direction: .alternate, backwardEasing: .mirrored), TimingUpdate(easing: .easeInQuad), 1),
        ("negative speed", .once, TimingUpdate(easing: .easeInQuad), -0.5),
    ]

    @Test("velocity(of:) equals a central difference of the delivered values", arguments: Kind.allCases, 0..<8)
    func velocityMatchesDeliveredMotion(kind: Kind, change: Int) throws {
        let (name, options, update, speed) = Self.changes[change]
        let (engine, sink, id) = Self.started(kind, options: options, update: update, speed: speed)
        // Local time well inside an iteration: 0.05 s + 0.1 s (0.6 s later
        // for the backward cases, in their second iteration).
        let duration = try #require(engine.timing(of: id)).duration
        var at = Int64(50_000_000) + Int64((options.iterations == 2 ? 1.3 : 0.3) * duration * 1e9 / abs(speed))
        if speed < 0 { at = 50_000_000 + 20_000_000 }
        let h: Int64 = 10_000
        engine.advance(to: .nanoseconds(at - h))
        let before = try #require(sink.last)
        engine.advance(to: .nanoseconds(at))
        let velocity = try #require(engine.velocity(of: id, as: Double.self))
        engine.advance(to: .nanoseconds(at + h))
        let after = try #require(sink.last)
        let difference = (after - before) / (2 * Double(h) / 1e9)
        #expect(
            abs(velocity - difference) <= 1e-5 * max(1, abs(difference)),
            "\(kind), \(name): velocity \(velocity), central difference \(difference)")
        // The check can tell: the animation moves.
        #expect(abs(difference) > 0.01, "\(kind), \(name): \(difference)")
    }
}

extension VelocityAfterTimingChangeTests {
    @Test("velocity(of:) is zero in an end delay, where the value holds", arguments: Kind.allCases)
    func zeroInEndDelay(kind: Kind) throws {
        let engine = AnimationEngine()
        let sink = Recorder<Double>()
        let id = Self.start(kind, on: engine, options: AnimationOptions(endDelay: .seconds(3_600)), sink: sink)
        engine.advance(to: .milliseconds(100))
        #expect(try #require(engine.velocity(of: id, as: Double.self)) != 0)
        let end = try #require(engine.timing(of: id)).duration
        engine.advance(to: .nanoseconds(Int64(end * 1e9) + 1_000_000))
        let held = try #require(sink.last)
        #expect(engine.velocity(of: id, as: Double.self) == 0)
        engine.advance(by: .seconds(1))
        #expect(sink.last == held && engine.isActive(id))
    }
}

/// `retarget(_:to:)` re-releases a spring or decay from where it is, as it
/// is delivered: the position and velocity of the frames just before it,
/// whatever easing or duration `updateTiming(of:)` gave the animation, and
/// the new spring runs on its own settle time without that easing.
@Suite("retarget(_:to:) continues the delivered motion")
struct RetargetAfterTimingChangeTests {
    @Test(
        "After a retarget the values continue from the delivered position with the delivered velocity",
        arguments: [VelocityAfterTimingChangeTests.Kind.spring, .sharedSpring, .genericSpring, .decay], 0..<5)
    func retargetContinues(kind: VelocityAfterTimingChangeTests.Kind, change: Int) throws {
        let (name, options, update, speed) = VelocityAfterTimingChangeTests.changes[change]
        let (engine, sink, id) = VelocityAfterTimingChangeTests.started(kind, options: options, update: update, speed: speed)
        var velocity = 0.0
        let (fromLeft, fromRight) = try #require(
            differences(around: 150_000_000, on: engine, read: { sink.last }) {
                velocity = engine.velocity(of: id, as: Double.self) ?? .nan
                #expect(engine.retarget(id, to: 20.0))
            })
        // No jump, no kink: both sides agree with the velocity.
        let tolerance = 1e-4 * max(1, abs(velocity))
        #expect(abs(fromLeft - velocity) <= tolerance, "\(kind), \(name): left \(fromLeft), velocity \(velocity)")
        #expect(abs(fromRight - velocity) <= tolerance, "\(kind), \(name): right \(fromRight), velocity \(velocity)")
        // It then settles on the new target.
        engine.advance(to: .seconds(600))
        #expect(sink.last == 20)
    }

    @Test(
        "A timed curve retargeted twice, with a timing change between, continues the delivered motion",
        arguments: [VelocityAfterTimingChangeTests.Kind.tween, .genericTween], 1..<5)
    func timedCurveRetargetsTwice(kind: VelocityAfterTimingChangeTests.Kind, change: Int) throws {
        let (name, _, update, speed) = VelocityAfterTimingChangeTests.changes[change]
        let engine = AnimationEngine()
        let sink = Recorder<Double>()
        let id = VelocityAfterTimingChangeTests.start(kind, on: engine, options: .once, sink: sink)
        engine.advance(to: .milliseconds(50))
        // Now a retargeted curve: its easing is its own, under the entry's.
        #expect(engine.retarget(id, to: 12.0))
        engine.advance(to: .milliseconds(60))
        if let update { #expect(engine.updateTiming(of: id, update)) }
        engine.setSpeed(speed, of: id)
        var velocity = 0.0
        let (fromLeft, fromRight) = try #require(
            differences(around: 250_000_000, on: engine, read: { sink.last }) {
                velocity = engine.velocity(of: id, as: Double.self) ?? .nan
                #expect(engine.retarget(id, to: -5.0))
            })
        let tolerance = 1e-4 * max(1, abs(velocity))
        #expect(abs(velocity) > 0.1, "\(kind), \(name): \(velocity)")
        #expect(abs(fromLeft - velocity) <= tolerance, "\(kind), \(name): left \(fromLeft), velocity \(velocity)")
        #expect(abs(fromRight - velocity) <= tolerance, "\(kind), \(name): right \(fromRight), velocity \(velocity)")
        engine.advance(to: .seconds(600))
        #expect(sink.last == -5)
    }
}
