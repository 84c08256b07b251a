import Testing

@testable import Motion

/// The `Double` overload (frames interpolate in the engine, issue #17)
/// against the generic form it replaces for `Double`, and against the
/// formula `from·(1 − f) + to·f` with exact ends: every frame bit for bit.
@Suite("Double tweens")
struct DoubleTweenTests {
    static let ends: [(Double, Double)] = [
        (0, 1), (-3.5, 7.25), (1e300, -1e300), (.leastNonzeroMagnitude, -.leastNonzeroMagnitude),
        (.infinity, 1), (0, -.infinity), (.nan, 2), (5, 5), (-0.0, 0),
    ]

    static let options: [AnimationOptions] = [
        .once,
        AnimationOptions(iterations: 3, direction: .alternate),
        AnimationOptions(iterations: 2.5, direction: .reverse, speed: 1.7),
        AnimationOptions(iterations: 2, direction: .alternateReverse, speed: -0.6, fill: .both),
        .repeating(autoreverses: true),
    ]

    /// Whether two frames hold the same bits (NaN payloads included).
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
    }

    @Test("Every frame equals the generic form's, through pause, seek and speed changes", arguments: 0..<5)
    func framesMatchGeneric(optionIndex: Int) {
        let options = Self.options[optionIndex]
        for (from, to) in Self.ends {
            for easing in [Easing.easeInOutCubic, .easeInOutBack, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
                let engine = AnimationEngine()
                var concrete: [Double] = []
                var generic: [Double] = []
                var reasons: [CompletionReason] = []
                let a = engine.animate(
                    from: from, to: to, duration: .nanoseconds(333_333_333), delay: .milliseconds(40), easing: easing,
                    options: options, update: { concrete.append($0) }, completion: { reasons.append($0) })
                let b = animateGeneric(
                    engine, from: from, to: to, duration: .nanoseconds(333_333_333), delay: .milliseconds(40),
                    easing: easing, options: options, update: { generic.append($0) },
                    completion: { reasons.append($0) })
                var now: Int64 = 0
                for step in 0..<140 {
                    switch step {
                    case 20: engine.pause(a); engine.pause(b)
                    case 25: engine.seek(a, to: .nanoseconds(500_000_001)); engine.seek(b, to: .nanoseconds(500_000_001))
                    case 30: engine.resume(a); engine.resume(b)
                    case 50: engine.setSpeed(2.5, of: a); engine.setSpeed(2.5, of: b)
                    case 70: engine.setProgress(0.37, of: a); engine.setProgress(0.37, of: b)
                    default: break
                    }
                    now += 16_666_667 + Int64(step % 3)
                    engine.advance(to: .nanoseconds(now))
                }
                #expect(Self.same(concrete, generic), "\(from) → \(to), \(easing), \(options)")
                #expect(concrete.count > 20)
                #expect(reasons.count % 2 == 0)
            }
        }
    }

    @Test("Frames are from·(1 − f) + to·f at the eased progress, exactly from and to at the ends")
    func framesMatchFormula() {
        let easing = Easing.easeInOutBack
        for (from, to) in Self.ends {
            let engine = AnimationEngine()
            var values: [Double] = []
            engine.animate(from: from, to: to, duration: .nanoseconds(100_000_007), easing: easing) { values.append($0) }
            var now: Int64 = 0
            var expected: [Double] = []
            while now < 100_000_007 {
                now = min(now + 16_666_667, 100_000_007)
                engine.advance(to: .nanoseconds(now))
                let f = easing.value(at: Double(now) / 100_000_007)
                expected.append(f == 0 ? from : f == 1 ? to : from * (1 - f) + to * f)
            }
            #expect(Self.same(values, expected), "\(from) → \(to): \(values) vs \(expected)")
            #expect(values.last?.bitPattern == to.bitPattern)
            #expect(engine.isIdle)
        }
    }

    @Test("Retarget and velocity of the Double form equal the generic form's")
    func retargetMatchesGeneric() {
        for easing in [Easing.linear, .easeInOutCubic, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
            let engine = AnimationEngine()
            var concrete: [Double] = []
            var generic: [Double] = []
            let a = engine.animate(from: 2.0, to: 10.0, duration: .seconds(1), easing: easing) { concrete.append($0) }
            let b = animateGeneric(
                engine, from: 2.0, to: 10.0, duration: .seconds(1), delay: .zero, easing: easing, options: .once,
                update: { generic.append($0) })
            engine.advance(to: .milliseconds(300))
            #expect(engine.velocity(of: a, as: Double.self)?.bitPattern == engine.velocity(of: b, as: Double.self)?.bitPattern)
            #expect(engine.velocity(of: a, as: Float.self) == nil)
            #expect(!engine.retarget(a, to: Float(1)))
            #expect(engine.retarget(a, to: -4.0) && engine.retarget(b, to: -4.0))
            for ms in stride(from: 316, through: 1400, by: 16) { engine.advance(to: .milliseconds(ms)) }
            #expect(Self.same(concrete, generic))
            #expect(concrete.last == -4)
        }
    }
}
