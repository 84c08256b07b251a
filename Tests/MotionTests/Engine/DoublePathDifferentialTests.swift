import Testing

@testable import Motion

/// The `Double` forms of `animate` run clients of their own (``DoubleTween``,
/// ``DoubleSpring``, ``SharedDoubleSpring``: issue #17) where the generic
/// form runs a block over a trajectory. Two engines, one starting every
/// animation through the `Double` overload and one through the generic
/// form, take the same random sequence of starts, control calls (pause,
/// resume, reverse, finish, cancel, seek, speed, progress, retarget, timing
/// updates) and irregular frames, under each reduced-motion policy: every
/// value delivered, every completion and every query must be the same bits
/// in both.
@Suite("Double forms against the generic forms under random control")
struct DoublePathDifferentialTests {
    static let options: [AnimationOptions] = [
        .once, .autoreverse, .repeating(2.5), AnimationOptions(iterations: 3, direction: .alternateReverse),
        AnimationOptions(speed: 1.5, fill: .both), AnimationOptions(fill: .none), .repeating(autoreverses: true),
        AnimationOptions(iterations: 2, direction: .reverse, backwardEasing: .mirrored),
    ]
    static let easings: [Easing] = [
        .linear, .easeInOutCubic, .easeOutBack, .cubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.4), .steps(4),
    ]
    static let speeds: [Double] = [-2, -1, -0.5, 0, 0.25, 1, 1.7, 3]

    /// One engine's animations: their IDs, values and completions, in start
    /// order. The blocks hold it weakly: it holds the engine, which holds them.
    final class Side {
        let engine: AnimationEngine
        var ids: [AnimationID] = []
        var values: [[Double]] = []
        var ends: [[CompletionReason]] = []

        init(reducedMotion: ReducedMotion) {
            engine = AnimationEngine(reducedMotion: reducedMotion)
        }

        /// Storage for a new animation's values; returns its index.
        func track() -> Int {
            values.append([])
            ends.append([])
            return values.count - 1
        }
    }

    /// Starts animation `kind` (0 tween, 1 spring of its own, 2 spring on
    /// the shared `Spring`) with the parameters `random` draws, on both sides.
    static func start(
        kind: Int, _ concrete: Side, _ generic: Side, shared: Spring, random: inout SplitMix64
    ) {
        let from = random.uniform(-10...10)
        let to = random.uniform(-10...10)
        let options = options[Int(random.next() % UInt64(options.count))]
        let delay = Duration.nanoseconds(Int64(random.next() % 3) * 16_666_667)
        let duration = Duration.nanoseconds(Int64(200_000_000 + random.next() % 900_000_000))
        let easing = easings[Int(random.next() % UInt64(easings.count))]
        let velocity = random.uniform(-30...30)
        let spring =
            kind == 2
            ? shared
            : Spring(mass: random.uniform(0.5...2), stiffness: random.uniform(50...400), damping: random.uniform(2...30))
        let a = concrete.track()
        let b = generic.track()
        let concreteUpdate: (Double) -> Void = { [weak concrete] in concrete?.values[a].append($0) }
        let concreteEnd: (CompletionReason) -> Void = { [weak concrete] in concrete?.ends[a].append($0) }
        let genericUpdate: (Double) -> Void = { [weak generic] in generic?.values[b].append($0) }
        let genericEnd: (CompletionReason) -> Void = { [weak generic] in generic?.ends[b].append($0) }
        if kind == 0 {
            concrete.ids.append(
                concrete.engine.animate(
                    from: from, to: to, duration: duration, delay: delay, easing: easing, options: options,
                    update: concreteUpdate, completion: concreteEnd))
            generic.ids.append(
                animateGeneric(
                    generic.engine, from: from, to: to, duration: duration, delay: delay, easing: easing,
                    options: options, update: genericUpdate, completion: genericEnd))
        } else {
            concrete.ids.append(
                concrete.engine.animate(
                    from: from, to: to, initialVelocity: velocity, spring: spring, delay: delay, options: options,
                    update: concreteUpdate, completion: concreteEnd))
            generic.ids.append(
                animateGeneric(
                    generic.engine, from: from, to: to, initialVelocity: velocity, spring: spring, delay: delay,
                    options: options, update: genericUpdate, completion: genericEnd))
        }
    }

    /// Whether two optional Doubles hold the same bits.
    static func same(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }

    /// Runs seed `seed`; returns the first differences found (empty when none).
    static func run(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        // Every fourth seed under a reduced-motion policy.
        let policy: ReducedMotion = [.full, .full, .shorten(factor: 0.3), .skipToEnd][Int(seed % 4)]
        let concrete = Side(reducedMotion: policy)
        let generic = Side(reducedMotion: policy)
        let shared = Spring(mass: 1, stiffness: random.uniform(80...300), damping: random.uniform(4...20))
        var problems: [String] = []
        for kind in [0, 1, 2, 2, 0, 2] { start(kind: kind, concrete, generic, shared: shared, random: &random) }
        // The operations applied to each animation, for the messages.
        var history: [Int: [String]] = [:]
        var now: Int64 = 0
        for step in 0..<300 where problems.count < 5 {
            if random.next() % 4 == 0 {
                let index = Int(random.next() % UInt64(concrete.ids.count))
                let (a, b) = (concrete.ids[index], generic.ids[index])
                let (x, y) = (concrete.engine, generic.engine)
                let operation = random.next() % 12
                var agreed = true
                switch operation {
                case 0: x.pause(a); y.pause(b)
                case 1: x.resume(a); y.resume(b)
                case 2: x.reverse(a); y.reverse(b)
                case 3: x.finish(a); y.finish(b)
                case 4: if random.next() % 3 == 0 { x.cancel(a); y.cancel(b) }
                case 5:
                    let time = Duration.nanoseconds(Int64(random.next() % 2_000_000_000))
                    x.seek(a, to: time); y.seek(b, to: time)
                case 6:
                    let speed = speeds[Int(random.next() % UInt64(speeds.count))]
                    x.setSpeed(speed, of: a); y.setSpeed(speed, of: b)
                case 7:
                    let progress = random.uniform(0...1)
                    x.setProgress(progress, of: a); y.setProgress(progress, of: b)
                case 8:
                    let target = random.uniform(-10...10)
                    agreed = x.retarget(a, to: target) == y.retarget(b, to: target)
                case 9:
                    let update = TimingUpdate(
                        duration: random.next() % 2 == 0 ? .time(.milliseconds(100 + Int64(random.next() % 900))) : nil,
                        iterations: random.next() % 3 == 0 ? [1, 2, 2.5, .infinity][Int(random.next() % 4)] : nil,
                        delay: random.next() % 3 == 0 ? .milliseconds(Int64(random.next() % 100)) : nil,
                        direction: random.next() % 3 == 0 ? [.normal, .reverse, .alternate][Int(random.next() % 3)] : nil,
                        easing: random.next() % 3 == 0 ? easings[Int(random.next() % UInt64(easings.count))] : nil,
                        fill: random.next() % 4 == 0 ? [FillMode.none, .forwards, .both][Int(random.next() % 3)] : nil)
                    agreed = x.updateTiming(of: a, update) == y.updateTiming(of: b, update)
                default:
                    start(kind: Int(random.next() % 3), concrete, generic, shared: shared, random: &random)
                }
                history[index, default: []].append("step \(step): operation \(operation)")
                if !agreed { problems.append("seed \(seed), step \(step): operation \(operation) on \(index) returned differently") }
            }
            for index in concrete.ids.indices {
                let (a, b) = (concrete.ids[index], generic.ids[index])
                let (x, y) = (concrete.engine, generic.engine)
                let differing = [
                    same(x.progress(of: a), y.progress(of: b)) ? nil : "progress \(String(describing: x.progress(of: a))) vs \(String(describing: y.progress(of: b)))",
                    x.currentTime(of: a) == y.currentTime(of: b) ? nil : "currentTime",
                    x.isPaused(a) == y.isPaused(b) ? nil : "isPaused",
                    same(x.speed(of: a), y.speed(of: b)) ? nil : "speed",
                    same(x.velocity(of: a, as: Double.self), y.velocity(of: b, as: Double.self))
                        ? nil
                        : "velocity \(String(describing: x.velocity(of: a, as: Double.self))) vs \(String(describing: y.velocity(of: b, as: Double.self)))",
                ].compactMap { $0 }
                if !differing.isEmpty {
                    problems.append("seed \(seed), step \(step): animation \(index)'s \(differing.joined(separator: ", ")) \(history[index] ?? [])")
                }
            }
            switch random.next() % 10 {
            case 0: break
            case 1: now += 1
            case 2: now += 1_500_000_000
            default: now += 16_666_667 + Int64(random.next() % 2_000_001) - 1_000_000
            }
            concrete.engine.advance(to: .nanoseconds(now))
            generic.engine.advance(to: .nanoseconds(now))
        }
        for index in concrete.values.indices {
            let (a, b) = (concrete.values[index], generic.values[index])
            if a.count != b.count || !zip(a, b).allSatisfy({ $0.bitPattern == $1.bitPattern }) {
                let first = zip(a, b).enumerated().first { $0.element.0.bitPattern != $0.element.1.bitPattern }?.offset ?? min(a.count, b.count)
                problems.append(
                    "seed \(seed): animation \(index) delivered \(a.count) values against \(b.count), first difference at \(first): \(a.dropFirst(first).prefix(2)) vs \(b.dropFirst(first).prefix(2))"
                )
            }
            if concrete.ends[index] != generic.ends[index] {
                problems.append("seed \(seed): animation \(index) ended \(concrete.ends[index]) against \(generic.ends[index])")
            }
        }
        return problems
    }

    @Test("Values, completions and queries are the same bits through random control sequences", arguments: 0..<8)
    func randomControl(batch: Int) {
        var problems: [String] = []
        var delivered = 0
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            problems += Self.run(seed: seed)
            delivered += 1
        }
        #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        #expect(delivered == 25)
    }
}
