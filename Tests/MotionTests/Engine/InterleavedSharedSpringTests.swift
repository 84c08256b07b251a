import Testing

@testable import Motion

/// `Double` springs started interleaved (A, B, A, B…) share the engine's
/// transition memo as runs of one spring do: the memo keeps a run for each
/// of the last eight different springs. Every frame is checked against the
/// closed form, and a shared spring's frame bit for bit against the progress
/// path; which client each animation gets follows the documented rule.
@Suite("Interleaved Double springs share the transition memo")
struct InterleavedSharedSpringTests {
    typealias Model = SharedSpringWholeFrameTests.Model
    typealias SpringConstants = SharedSpringWholeFrameTests.SpringConstants

    /// The frame kind of each running animation, in start order.
    static func kinds(_ engine: AnimationEngine) -> [AnimationClient.FrameKind] {
        engine.liveKindsInStartOrder()
    }

    /// Starts `springs[pattern[i]]` for each i at `now`, then plays 90 frames
    /// of 60 Hz with a stall, checking every frame; returns the kinds as started.
    static func play(
        _ springs: [SpringConstants], pattern: [Int], laterPattern: [Int] = []
    ) -> (kinds: [AnimationClient.FrameKind], exact: Int) {
        let engine = AnimationEngine()
        var models: [Model] = []
        var recorders: [Recorder<Double>] = []
        var now: Int64 = 0
        func start(_ which: [Int]) {
            for index in which {
                let model = Model(
                    spring: springs[index], x0: 0.5 + Double(models.count % 13), v0: Double(models.count % 7) - 3,
                    target: 1 + Double(models.count % 5), start: now)
                let recorder = Recorder<Double>()
                _ = SharedSpringWholeFrameTests.start(model, on: engine, recorder: recorder)
                models.append(model)
                recorders.append(recorder)
            }
        }
        start(pattern)
        var kinds: [AnimationClient.FrameKind] = []
        var exact = 0
        for step in 0..<90 {
            if step == 4 { start(laterPattern) }
            if step == 5 { kinds = Self.kinds(engine) }
            now += step == 40 ? 250_000_001 : 16_666_667
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            let shared = Self.kinds(engine)
            exact += SharedSpringWholeFrameTests.check(
                models, recorders, at: now, step: step, bitwise: { index in
                    index < shared.count && shared[index] == .sharedDoubleSpring
                })
        }
        return (kinds, exact)
    }

    @Test("Three springs started in turn: all but the first of each share, every frame exact")
    func threeSpringsInTurn() {
        let springs: [SpringConstants] = [(1, 100, 4), (1, 170, 6), (2, 90, 5)]
        let pattern = (0..<30).map { $0 % 3 }
        // Started later, in another frame: the springs are still held.
        let later = (0..<9).map { ($0 * 2) % 3 }
        let (kinds, exact) = Self.play(springs, pattern: pattern, laterPattern: later)
        let expected: [AnimationClient.FrameKind] =
            [.doubleSpring, .doubleSpring, .doubleSpring] + Array(repeating: .sharedDoubleSpring, count: 27 + 9)
        #expect(kinds == expected)
        #expect(exact > 1500)
    }

    @Test("More springs than the memo holds: the oldest is let go, runs collide in memo slots, values stay exact")
    func moreSpringsThanSlots() {
        // Spring 0 takes run 1; springs 1…8 take runs 2…9, and run 9 shares
        // run 1's memo slot while spring 0's shared animations still run.
        // Spring 0 was let go by then: started again, it takes run 10.
        let springs: [SpringConstants] = (0..<9).map { (i: Int) -> SpringConstants in
            let x = Double(i)
            return (m: 1 + x / 16, k: 100 + 7 * x, c: 4 + x / 4)
        }
        let pattern = [0, 0, 0] + (1...8).flatMap { [$0, $0] } + [0, 0, 8]
        let (kinds, exact) = Self.play(springs, pattern: pattern)
        let first: [AnimationClient.FrameKind] = [.doubleSpring, .sharedDoubleSpring, .sharedDoubleSpring]
        let middle = (1...8).flatMap { _ in [AnimationClient.FrameKind.doubleSpring, .sharedDoubleSpring] }
        let last: [AnimationClient.FrameKind] = [.doubleSpring, .sharedDoubleSpring, .sharedDoubleSpring]
        #expect(kinds == first + middle + last)
        #expect(exact > 1000)
    }

    @Test("The shared springs of a run refer to one SpringRun holding their spring's parameters; a spring let go and started again gets a new run")
    func runsAreShared() {
        let engine = AnimationEngine()
        let first = Spring(mass: 1, stiffness: 100, damping: 4)
        let others = (1...8).map { Spring(mass: 1 + Double($0) / 16, stiffness: 100 + 7 * Double($0), damping: 4) }
        func start(_ spring: Spring) {
            engine.animate(from: 0.0, to: 1.0, initialVelocity: 2, spring: spring) { _ in }
        }
        for _ in 0..<3 { start(first) }
        for spring in others { start(spring) }
        // The eight others took the eight runs after `first`'s: it was let go.
        for _ in 0..<3 { start(first) }
        engine.advance(by: .milliseconds(16))
        let runs: [SpringRun?] = engine.liveClientsInStartOrder().map { ($0 as? SharedDoubleSpring)?.run }
        #expect(runs.count == 14)
        #expect(runs[0] == nil && runs[3...10].allSatisfy { $0 == nil } && runs[11] == nil)
        guard let old = runs[1], let new = runs[12] else {
            Issue.record("the second and third animations of each start of `first` must share")
            return
        }
        #expect(runs[2] === old && runs[13] === new && old !== new)
        #expect(new.number == old.number + 9)
        for run in [old, new] {
            let expected = first.parameters
            for (a, b) in [
                (run.parameters.mass, expected.mass), (run.parameters.stiffness, expected.stiffness),
                (run.parameters.damping, expected.damping), (run.parameters.lambda, expected.lambda),
                (run.parameters.omega, expected.omega), (run.parameters.s, expected.s),
                (run.parameters.omega0_sq, expected.omega0_sq), (run.parameters.damping_ratio, expected.damping_ratio),
            ] {
                #expect(a.bitPattern == b.bitPattern)
            }
        }
    }
}
