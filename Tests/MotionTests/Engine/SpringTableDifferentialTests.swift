import Testing

@testable import Motion

/// Springs of their own with the plainest timing live in the engine's
/// ``SpringTable`` as records, not entries (issue #17); anything but a frame
/// moves a record into an entry. The oracle is the entry path itself: a
/// reduced-motion policy of `.shorten(factor: 1)` changes no time (a product
/// with 1 is exact) but keeps a spring out of the table. Two engines, one
/// with records and one without, take the same random starts (springs of
/// their own, on a shared `Spring`, tweens), control calls (pause, resume,
/// cancel, finish, seek, speed, reverse, progress, timing updates, retarget,
/// a start replacing another, `cancelAll`), queries, callbacks that act on
/// other animations during frames, and irregular
/// frames: every callback must come in the same order with the same bits,
/// and every query must agree.
@Suite("Spring table records against entries under random control")
struct SpringTableDifferentialTests {
    /// One engine and the order in which its callbacks ran.
    final class Side {
        let engine = AnimationEngine()
        let usesRecords: Bool
        var ids: [AnimationID] = []
        /// Every callback in order: (animation, value bits) for a value, (animation, -1 - reason) for an end.
        var log: [(Int, Int64)] = []
        var calls: [Int] = []

        init(usesRecords: Bool) {
            self.usesRecords = usesRecords
        }
    }

    static let springOptions: [AnimationOptions] = [
        .once, .once, .once, AnimationOptions(fill: .forwards), AnimationOptions(fill: .both), .autoreverse,
    ]

    /// What animation `index`'s `call`-th callback does to another one,
    /// the same on both sides: mostly nothing.
    static func act(on side: Side, from index: Int, call: Int) {
        let hash = (index &* 31 &+ call &* 7) % 23
        guard hash < 4, side.ids.count > 1 else { return }
        let other = side.ids[(index + call) % side.ids.count]
        switch hash {
        case 0: side.log.append((-2, side.engine.progress(of: other).map { Int64(bitPattern: $0.bitPattern) } ?? -3))
        case 1: side.engine.pause(other)
        case 2: side.engine.cancel(other)
        default: _ = side.engine.retarget(other, to: Double(call % 5))
        }
    }

    /// Starts one animation with the parameters `random` draws on `side`.
    static func start(on side: Side, kind: UInt64, random: inout SplitMix64, shared: Spring) {
        let index = side.ids.count
        side.calls.append(0)
        let update: (Double) -> Void = { [weak side] value in
            guard let side else { return }
            side.log.append((index, Int64(bitPattern: value.bitPattern)))
            side.calls[index] += 1
            act(on: side, from: index, call: side.calls[index])
        }
        let completion: (CompletionReason) -> Void = { [weak side] reason in
            guard let side else { return }
            side.log.append((index, -1 - Int64([.finished, .cancelled, .replaced].firstIndex(of: reason) ?? 9)))
        }
        let from = random.uniform(-10...10)
        let to = random.uniform(-10...10)
        var options = springOptions[Int(random.next() % UInt64(springOptions.count))]
        if !side.usesRecords { options.reducedMotion = .shorten(factor: 1) }
        let delay = Duration.nanoseconds(Int64(random.next() % 4) * 10_000_001)
        switch kind {
        case 0:
            side.ids.append(
                side.engine.animate(
                    from: from, to: to, duration: .milliseconds(300 + Int64(random.next() % 700)), delay: delay,
                    easing: .easeInOutCubic, options: options, update: update, completion: completion))
        default:
            let spring =
                kind == 1
                ? Spring(mass: random.uniform(0.5...2), stiffness: random.uniform(50...400), damping: random.uniform(2...30))
                : shared
            let velocity = random.next() % 3 == 0 ? 0 : random.uniform(-30...30)
            let hasCompletion = random.next() % 2 == 0
            side.ids.append(
                side.engine.animate(
                    from: from, to: random.next() % 8 == 0 ? from : to, initialVelocity: velocity, spring: spring,
                    delay: delay, options: options, update: update, completion: hasCompletion ? completion : nil))
        }
    }

    /// Runs seed `seed` on both sides; returns the differences found.
    static func run(seed: UInt64) -> (problems: [String], records: Int) {
        let sides = [Side(usesRecords: true), Side(usesRecords: false)]
        var randoms = [SplitMix64(seed: seed), SplitMix64(seed: seed)]
        var control = SplitMix64(seed: seed ^ 0x5eed)
        let shared = Spring(mass: 1, stiffness: 150, damping: 9)
        var now: Int64 = 5_000
        var maxRecords = 0
        var problems: [String] = []
        // Frames at engine time 5 µs onwards, so that records' releases are after the origin.
        for side in sides { side.engine.advance(to: .nanoseconds(now)) }
        for step in 0..<160 where problems.count < 4 {
            let starts = step == 0 ? 40 : (control.next() % 5 == 0 ? Int(control.next() % 6) : 0)
            for _ in 0..<starts {
                let kind = [0, 1, 1, 1, 2][Int(control.next() % 5)]
                for (side, _) in zip(sides, 0...) {
                    start(on: side, kind: UInt64(kind), random: &randoms[side.usesRecords ? 0 : 1], shared: shared)
                }
            }
            maxRecords = max(maxRecords, sides[0].engine.springTable?.liveCount ?? 0)
            if control.next() % 3 == 0, !sides[0].ids.isEmpty {
                let index = Int(control.next() % UInt64(sides[0].ids.count))
                let operation = control.next() % 14
                let parameter = control.next()
                var results: [String] = []
                for side in sides {
                    let (e, id) = (side.engine, side.ids[index])
                    switch operation {
                    case 0: e.pause(id)
                    case 1: e.resume(id)
                    case 2: e.cancel(id)
                    case 3: e.finish(id)
                    case 4: e.seek(id, to: .milliseconds(Int64(parameter % 800)))
                    case 5: e.setSpeed(-1, of: id)
                    case 6: results.append("\(e.retarget(id, to: 2.5))")
                    case 7:
                        results.append(
                            "\(String(describing: e.velocity(of: id, as: Double.self)?.bitPattern)) \(String(describing: e.progress(of: id)?.bitPattern)) \(String(describing: e.currentTime(of: id)))")
                    case 8: results.append("\(e.isActive(id)) \(e.activeAnimationCount)")
                    case 9: e.reverse(id)
                    case 10: e.setProgress(Double(parameter % 1000) / 1000, of: id)
                    case 11:
                        let update = TimingUpdate(
                            duration: .time(.milliseconds(200 + Int64(parameter % 600))),
                            easing: parameter % 2 == 0 ? .easeInOutCubic : nil)
                        results.append("\(e.updateTiming(of: id, update))")
                    case 12:
                        // A new spring of its own replacing this one.
                        let index = side.ids.count
                        side.calls.append(0)
                        side.ids.append(
                            e.animate(
                                from: 1, to: -2, spring: Spring(mass: 1, stiffness: 300 + Double(parameter % 50), damping: 11),
                                options: side.usesRecords ? .once : AnimationOptions(reducedMotion: .shorten(factor: 1)),
                                replacing: id, update: { [weak side] value in
                                    side?.log.append((index, Int64(bitPattern: value.bitPattern)))
                                }))
                    default: e.cancelAll()
                    }
                }
                if results.count == 2, results[0] != results[1] {
                    problems.append("seed \(seed), step \(step): operation \(operation) on \(index): \(results[0]) vs \(results[1])")
                }
            }
            switch control.next() % 8 {
            case 0: now += 1
            case 1: now += 900_000_000
            default: now += 16_666_667 + Int64(control.next() % 2_000_001) - 1_000_000
            }
            for side in sides { side.engine.advance(to: .nanoseconds(now)) }
            if sides[0].engine.activeAnimationCount != sides[1].engine.activeAnimationCount {
                problems.append("seed \(seed), step \(step): \(sides[0].engine.activeAnimationCount) against \(sides[1].engine.activeAnimationCount) running")
            }
        }
        let (a, b) = (sides[0].log, sides[1].log)
        if a.count != b.count || !zip(a, b).allSatisfy({ $0 == $1 }) {
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            problems.append(
                "seed \(seed): \(a.count) callbacks against \(b.count), first difference at \(first): \(a.dropFirst(first).prefix(3)) vs \(b.dropFirst(first).prefix(3))")
        }
        if sides[1].engine.springTable != nil { problems.append("seed \(seed): the entry side made records") }
        return (problems, maxRecords)
    }

    @Test("Callbacks in the same order with the same bits, and the same query results, with and without records", arguments: 0..<8)
    func randomControl(batch: Int) {
        var problems: [String] = []
        var records = 0
        for seed in UInt64(batch * 12)..<UInt64(batch * 12 + 12) {
            let result = Self.run(seed: seed)
            problems += result.problems
            records = max(records, result.records)
        }
        #expect(problems.isEmpty, "\(problems.prefix(6).joined(separator: "\n"))")
        // The record side did keep springs in records.
        #expect(records >= 10)
    }
}
