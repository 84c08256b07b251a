import Foundation
import Testing

@testable import Motion

/// Random programs against the timing model (issue #28): starts of every
/// kind with options drawn from the extremes, every control call and query
/// with extreme values, and frames at irregular and extreme engine times.
///
/// A call is made only when the public rule accepts it: `validate` for a
/// start, the documented preconditions for a control call (a finite speed,
/// a progress in [0, 1], a valid timing update) and, for every call that
/// sets an animation playing, an end within the engine's range counted
/// from its clock. The model's range checks are conservative (they keep a
/// margin of 10⁻⁶ of the range), so a call the engine would refuse is
/// never made; a trap is a bug. After every step:
/// - `timing(of:)` and `progress(of:)` are finite and in range, and
///   `currentTime(of:)` answers;
/// - no delivered value is NaN or infinite;
/// - no animation completes twice;
/// - a playing animation whose end (computed from its timing, local time
///   and speed) a frame has passed has completed by that frame.
/// At the end every animation still running is finished and must complete
/// exactly once.
///
/// `swift test` runs the fixed seeds below. `.ci/run` also runs it for a
/// bounded time: `MOTION_TIMING_FUZZ_SECONDS=N` runs seeds from
/// `MOTION_TIMING_FUZZ_FIRST_SEED` (default 1000) on until N seconds have
/// passed, and prints the range it ran; `MOTION_TIMING_FUZZ_SEED=S` replays one,
/// printing its steps as they run. Before each program the bounded run writes
/// its seed to `MOTION_TIMING_FUZZ_SEED_FILE` (default: a file in the
/// temporary directory), so that a trap leaves the seed to replay.
@Suite("Timing model under random programs")
struct TimingFuzzTests {
    /// 2⁶³ ns less the model's margin: ends are kept below it.
    static let safeLimit = 0x1p63 * (1 - 1e-6)

    static let durations: [Int64] = [
        0, 1, 2, 999, 1_000_000, 16_666_667, 300_000_000, 1_000_000_000, 3_600_000_000_000, 1 << 52, (1 << 53) + 1,
        1 << 62, Int64.max,
    ]
    static let delays: [Int64] = [
        0, 0, 1, -1, 500_000_000, -500_000_000, 1_000_000_000, -3_000_000_000, 1 << 61, -(1 << 61), Int64.min + 1,
    ]
    static let iterationCounts: [Double] = [
        1, 1, 0, .leastNonzeroMagnitude, 1e-300, 0.5, 2.5, 3, 1e6, 1e300, .infinity, .nan, -1,
    ]
    static let iterationStarts: [Double] = [0, 0, 0.25, 1, 2.5, 1e6, 1e300, .leastNonzeroMagnitude, .infinity, .nan]
    static let speeds: [Double] = [
        1, 1, 2, 0.5, -1, -0.5, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, 1e-9, -1e-9, 1e9,
        -1e9, 1e300, -1e300, .infinity, .nan,
    ]
    static let progresses: [Double] = [0, .leastNonzeroMagnitude, 0.25, 0.5, 1 - 0x1p-53, 1, 1.5, -0.0, .nan]
    static let seekTimes: [Int64] = [
        0, 1, -1, 1_000_000_000, -1_000_000_000, 1 << 40, -(1 << 40), 1 << 62, Int64.max, Int64.min + 1,
    ]
    static let targets: [Double] = [0, 1, -1, 1e6, -1e6, 1e300, -1e300, .leastNonzeroMagnitude, .nan, .infinity]
    static let frameSteps: [Int64] = [
        0, 1, 1_000_000, 16_666_667, 16_666_667, 16_666_667, 100_000_000, 1_000_000_000, 3_600_000_000_000, 1 << 40,
        1 << 50, 1 << 60,
    ]
    static let easings: [Easing] = [.linear, .easeInOutCubic, .cubicBezier(x1: 0.3, y1: -0.8, x2: 0.6, y2: 1.9), .steps(3), .easeOutBounce]

    /// One animation the program follows.
    final class Tracked {
        let id: AnimationID
        let what: String
        /// The repeat delay it started with (not in ``ComputedTiming``), in ns.
        let repeatDelay: Double
        var completions: [CompletionReason] = []
        var badValue: Double?
        /// The engine time by which a frame must have completed it, when it plays toward an end.
        var deadline: Double?
        /// Whether a call changed it since its last query. A spring record
        /// left alone stays a record (a query moves it into an entry).
        var touched = false

        init(id: AnimationID, what: String, repeatDelay: Double) {
            self.id = id
            self.what = what
            self.repeatDelay = repeatDelay
        }
    }

    /// One program: an engine, its clock and the animations started on it.
    struct Program {
        var random: SplitMix64
        let seed: UInt64
        let engine = AnimationEngine()
        var now: Int64 = 0
        var tracked: [Tracked] = []
        /// The steps so far; a replayed seed also prints them as they run, so a trap shows its program.
        var log: [String] = [] {
            didSet { if verbose, let step = log.last { print("timing fuzz step: \(step)") } }
        }
        var problems: [String] = []
        let shared = Spring(duration: 0.4, bounce: 0.2)

        init(seed: UInt64) {
            self.seed = seed
            random = SplitMix64(seed: seed)
        }

        mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }

        mutating func chance(_ oneIn: UInt64) -> Bool { random.next() % oneIn == 0 }

        /// Whether a problem's message carries the whole program (a replayed seed) or its last steps.
        var verbose = false

        mutating func fail(_ message: String) {
            let steps = verbose ? log[...] : log.suffix(6)
            problems.append("seed \(seed), after [\(steps.joined(separator: "; "))]: \(message)")
        }

        // MARK: The model's range rule

        /// Whether an animation at local time `local` (ns) with end time
        /// `endTime` ends within the margin at `speed` from now, whatever a
        /// rewind does to its local time (conservative).
        func endsInRange(local: Double, endTime: Double, speed: Double) -> Bool {
            if speed == 0 { return true }
            let span = min(local.magnitude, 0x1p63) + (endTime.isFinite ? endTime : 0)
            return Double(now) + span / speed.magnitude < TimingFuzzTests.safeLimit
        }

        func state(of item: Tracked) -> (local: Double, endTime: Double, speed: Double, paused: Bool)? {
            guard let timing = engine.timing(of: item.id), let speed = engine.speed(of: item.id),
                let paused = engine.isPaused(item.id)
            else { return nil }
            return (timing.localTime * 1e9, timing.endTime * 1e9, speed, paused)
        }

        // MARK: Starts

        mutating func start() {
            let duration = pick(TimingFuzzTests.durations)
            let delay = pick(TimingFuzzTests.delays)
            var options = AnimationOptions(
                iterations: pick(TimingFuzzTests.iterationCounts), iterationStart: pick(TimingFuzzTests.iterationStarts),
                direction: pick([.normal, .reverse, .alternate, .alternateReverse]),
                repeatDelay: .nanoseconds(pick([0, 0, 0, 1, 250_000_000, 1 << 40])),
                endDelay: .nanoseconds(pick(TimingFuzzTests.delays)), speed: pick(TimingFuzzTests.speeds),
                backwardEasing: pick([.replayed, .mirrored]), fill: pick([FillMode.auto, .none, .forwards, .backwards, .both]))
            let kind = random.next() % 6
            let physics = (2...4).contains(kind)
            if physics && chance(2) { options = AnimationOptions(speed: options.speed) }
            // The public rule first: a refused start is not made.
            // A spring or decay lasts its settle time, at most Spring.settlingDurationLimit (10⁹ s).
            let checked: Duration = physics ? .seconds(Spring.settlingDurationLimit) : .nanoseconds(duration)
            guard (try? options.validate(duration: checked, delay: .nanoseconds(delay))) != nil else {
                log.append("refused start")
                return
            }
            let active = TimingModel.activeDuration(
                duration: Double(duration), iterations: options.iterations,
                repeatDelay: Double(options.repeatDelay.components.seconds) * 1e9
                    + Double(options.repeatDelay.components.attoseconds / 1_000_000_000))
            // Whole nanoseconds, attoseconds included (−0.5 s is −1 s + 0.5e18 as).
            let endDelay =
                Double(options.endDelay.components.seconds) * 1e9
                + Double(options.endDelay.components.attoseconds / 1_000_000_000)
            let timedEnd = max(Double(delay) + active + endDelay, 0)
            // Springs and decays last at most Spring.settlingDurationLimit (10⁹ s) beyond the delay.
            let end = physics ? max(Double(delay) + 1e18 * options.iterations + endDelay, 0) : timedEnd
            guard options.speed == 0 || !end.isFinite || Double(now) + end / options.speed.magnitude < TimingFuzzTests.safeLimit,
                !physics || options.iterations.isFinite || options.speed >= 0
            else {
                log.append("start past the range")
                return
            }
            let easing = pick(TimingFuzzTests.easings)
            let repeatDelay =
                Double(options.repeatDelay.components.seconds) * 1e9
                + Double(options.repeatDelay.components.attoseconds / 1_000_000_000)
            let index = tracked.count
            // The blocks find their record once the start returns its ID.
            var box: Tracked?
            let record: (Double) -> Void = { value in
                if !value.isFinite, box?.badValue == nil { box?.badValue = value }
            }
            let completion: (CompletionReason) -> Void = { reason in box?.completions.append(reason) }
            let id: AnimationID
            let what: String
            switch kind {
            case 0:
                what = "progress \(duration) ns"
                id = engine.animate(
                    duration: .nanoseconds(duration), delay: .nanoseconds(delay), easing: easing, options: options,
                    animations: record, completion: completion)
            case 1:
                what = "Double tween \(duration) ns"
                id = engine.animate(
                    from: -3, to: 7.5, duration: .nanoseconds(duration), delay: .nanoseconds(delay), easing: easing,
                    options: options, update: record, completion: completion)
            case 2:
                what = "own spring"
                id = engine.animate(
                    from: 0, to: random.uniform(-100...100), spring: Spring(duration: random.uniform(0.1...2), bounce: random.uniform(-0.5...0.9)),
                    delay: .nanoseconds(delay), options: options, update: record, completion: completion)
            case 3:
                what = "shared spring"
                id = engine.animate(
                    from: 1, to: random.uniform(-1...1), spring: shared, delay: .nanoseconds(delay), options: options,
                    update: record, completion: completion)
            case 4:
                what = "decay"
                id = engine.animateDecay(
                    from: 0.0, initialVelocity: random.uniform(-2000...2000), delay: .nanoseconds(delay), options: options,
                    update: record, completion: completion)
            default:
                what = "SIMD2 tween \(duration) ns"
                id = engine.animate(
                    from: SIMD2<Double>(0, 1), to: SIMD2<Double>(5, -5), duration: .nanoseconds(duration),
                    delay: .nanoseconds(delay), easing: easing, options: options,
                    update: { (value: SIMD2<Double>) in record(value.x); record(value.y) }, completion: completion)
            }
            let tracked = Tracked(id: id, what: what, repeatDelay: repeatDelay)
            box = tracked
            self.tracked.append(tracked)
            log.append("start #\(index) \(what) delay \(delay) \(options.iterations)× from \(options.iterationStart) speed \(options.speed)")
        }

        // MARK: Control calls

        mutating func control() {
            guard !tracked.isEmpty else { return }
            let item = pick(tracked)
            guard let state = state(of: item) else {
                // Ended: every call is a no-op.
                engine.pause(item.id)
                engine.resume(item.id)
                engine.setProgress(0.5, of: item.id)
                return
            }
            let id = item.id
            item.touched = true
            item.deadline = nil
            switch random.next() % 12 {
            case 0:
                engine.pause(id)
                log.append("pause \(id)")
            case 1:
                guard endsInRange(local: state.local, endTime: state.endTime, speed: state.speed) else { return }
                engine.resume(id)
                log.append("resume \(id)")
            case 2:
                guard endsInRange(local: state.local, endTime: state.endTime, speed: state.speed) else { return }
                engine.reverse(id)
                log.append("reverse \(id)")
            case 3:
                let speed = pick(TimingFuzzTests.speeds)
                guard speed.isFinite, endsInRange(local: state.local, endTime: state.endTime, speed: speed) else { return }
                engine.setSpeed(speed, of: id)
                log.append("setSpeed(\(speed)) \(id)")
            case 4:
                let time = pick(TimingFuzzTests.seekTimes)
                guard state.paused || endsInRange(local: Double(time), endTime: state.endTime, speed: state.speed)
                else { return }
                engine.seek(id, to: .nanoseconds(time))
                log.append("seek(\(time)) \(id)")
            case 5:
                let progress = pick(TimingFuzzTests.progresses)
                guard progress >= 0 && progress <= 1, let timing = engine.timing(of: id) else { return }
                // At most one period beyond the current local time, or the end.
                let period = (timing.duration.isFinite ? timing.duration * 1e9 : 0) + item.repeatDelay
                let reach = state.local.magnitude + timing.delay.magnitude * 1e9 + 2 * period
                guard state.paused || endsInRange(local: reach, endTime: state.endTime, speed: state.speed) else { return }
                engine.setProgress(progress, of: id)
                log.append("setProgress(\(progress)) \(id)")
            case 6:
                updateTiming(item, state)
            case 7:
                let target = pick(TimingFuzzTests.targets)
                guard target.isFinite, let timing = engine.timing(of: id) else { return }
                // It starts over from local time 0 (no delay), for at most 10⁹ s
                // (a spring) or its duration (a timed curve), then its end delay.
                let duration = timing.duration.isFinite ? timing.duration * 1e9 : 0
                let span = 1e18 + duration + max(timing.endDelay * 1e9, 0)
                // The new end is a local time too, which saturates at 2⁶³ ns.
                let timed = item.what.contains("tween")
                guard (timed ? duration : 1e18) + max(timing.endDelay * 1e9, 0) < TimingFuzzTests.safeLimit
                else { return }
                guard state.paused || state.speed == 0
                    || Double(now) + span / state.speed.magnitude < TimingFuzzTests.safeLimit
                else { return }
                if item.what.hasPrefix("SIMD2") {
                    engine.retarget(id, to: SIMD2<Double>(target, -target))
                } else {
                    engine.retarget(id, to: target)
                }
                log.append("retarget(\(target)) \(id)")
            case 8:
                engine.finish(id)
                log.append("finish \(id)")
            case 9:
                if chance(4) {
                    engine.cancelAll()
                    log.append("cancelAll")
                } else {
                    engine.cancel(id)
                    log.append("cancel \(id)")
                }
            case 10:
                if let velocity = engine.velocity(of: id, as: Double.self), !velocity.isFinite {
                    fail("\(item.what) \(id): velocity(of:) = \(velocity)")
                }
                if let velocity = engine.velocity(of: id, as: SIMD2<Double>.self), !(velocity.x.isFinite && velocity.y.isFinite) {
                    fail("\(item.what) \(id): velocity(of:) = \(velocity)")
                }
            default:
                start()
            }
        }

        mutating func updateTiming(_ item: Tracked, _ state: (local: Double, endTime: Double, speed: Double, paused: Bool)) {
            guard let timing = engine.timing(of: item.id) else { return }
            var update = TimingUpdate()
            var duration = timing.duration * 1e9
            var iterations = timing.iterations
            var iterationStart = timing.iterationStart
            var delay = timing.delay * 1e9
            var endDelay = timing.endDelay * 1e9
            switch random.next() % 6 {
            case 0:
                if chance(3) {
                    update.duration = .infinite
                    duration = .infinity
                } else {
                    let ns = pick(TimingFuzzTests.durations)
                    update.duration = .time(.nanoseconds(ns))
                    duration = Double(ns)
                }
            case 1:
                iterations = pick(TimingFuzzTests.iterationCounts)
                update.iterations = iterations
            case 2:
                iterationStart = pick(TimingFuzzTests.iterationStarts)
                update.iterationStart = iterationStart
            case 3:
                let ns = pick(TimingFuzzTests.delays)
                update.delay = .nanoseconds(ns)
                delay = Double(ns)
            case 4:
                let ns = pick(TimingFuzzTests.delays)
                update.endDelay = .nanoseconds(ns)
                endDelay = Double(ns)
            default:
                update.direction = pick([.normal, .reverse, .alternate, .alternateReverse])
                update.easing = pick(TimingFuzzTests.easings)
                update.fill = pick([FillMode.auto, .none, .forwards, .backwards, .both])
            }
            // The documented preconditions.
            guard iterations >= 0, iterationStart.isFinite, iterationStart >= 0,
                item.repeatDelay == 0 || iterationStart == iterationStart.rounded(.down)
            else { return }
            let active = TimingModel.activeDuration(duration: duration, iterations: iterations, repeatDelay: item.repeatDelay)
            if iterations.isFinite && duration.isFinite && !(active < TimingFuzzTests.safeLimit) { return }
            let endTime = max(delay + active + endDelay, 0)
            if active.isFinite && !(endTime < TimingFuzzTests.safeLimit) { return }
            guard state.paused || endsInRange(local: state.local, endTime: active.isFinite ? endTime : 0, speed: state.speed)
            else { return }
            engine.updateTiming(of: item.id, update)
            log.append("updateTiming(\(update.changes)) \(item.id)")
        }

        // MARK: Frames and invariants

        mutating func frame() {
            let step = pick(TimingFuzzTests.frameSteps)
            if chance(40) {
                now = max(now, Int64.max - Int64(random.next() % 1000))
            } else {
                now = now > Int64.max - step ? Int64.max : now + step
            }
            engine.advance(to: .nanoseconds(now))
            log.append("frame \(now)")
            for item in tracked where item.completions.isEmpty {
                if let deadline = item.deadline, Double(now) > deadline {
                    fail("\(item.what) \(item.id) should have ended by \(deadline) ns (now \(now))")
                }
            }
        }

        /// The per-step invariants, and each playing animation's deadline.
        mutating func check() {
            for item in tracked {
                if item.completions.count > 1 { fail("\(item.what) \(item.id) completed \(item.completions)") }
                if let bad = item.badValue { fail("\(item.what) \(item.id) delivered \(bad)") }
                guard item.touched || chance(4) else { continue }
                item.touched = false
                guard let timing = engine.timing(of: item.id) else {
                    if item.completions.isEmpty { fail("\(item.what) \(item.id) ended without a completion") }
                    item.deadline = nil
                    continue
                }
                let finite: [(String, Double?)] = [
                    ("localTime", timing.localTime), ("activeTime", timing.activeTime),
                    ("simpleIterationProgress", timing.simpleIterationProgress),
                    ("directedProgress", timing.directedProgress), ("transformedProgress", timing.transformedProgress),
                    ("duration", timing.duration.isInfinite ? 0 : timing.duration),
                ]
                for (name, value) in finite where value.map({ !$0.isFinite }) == true {
                    fail("\(item.what) \(item.id): timing(of:).\(name) = \(value!)")
                }
                if let iteration = timing.currentIteration, !iteration.isFinite && timing.iterations.isFinite {
                    fail("\(item.what) \(item.id): currentIteration \(iteration) of \(timing.iterations) iterations")
                }
                if let progress = timing.simpleIterationProgress, !(progress >= 0 && progress <= 1) {
                    fail("\(item.what) \(item.id): simple iteration progress \(progress)")
                }
                guard let progress = engine.progress(of: item.id), progress >= 0, progress <= 1 else {
                    fail("\(item.what) \(item.id): progress(of:) = \(String(describing: engine.progress(of: item.id)))")
                    continue
                }
                if engine.currentTime(of: item.id) == nil { fail("\(item.what) \(item.id): no current time") }
                item.deadline = deadline(of: item)
            }
        }

        /// The engine time (with slack) by which a frame completes `item`, or nil when nothing promises it.
        func deadline(of item: Tracked) -> Double? {
            guard let state = state(of: item), !state.paused, state.speed != 0 else { return nil }
            let remaining = state.speed > 0 ? state.endTime - state.local : state.local
            guard remaining.isFinite else { return nil }
            let end = Double(now) + max(remaining, 0) / state.speed.magnitude
            // Local times read in seconds lose bits below 2⁻¹⁰²² s (a subnormal):
            // up to 2⁻¹⁰⁴³ ns, which a subnormal speed turns into seconds.
            return end + 1_000 + end.magnitude * 1e-9 + 0x1p-1043 / state.speed.magnitude
        }

        mutating func run(steps: Int) {
            for _ in 0..<steps {
                switch random.next() % 8 {
                case 0: start()
                case 1, 2, 3, 4: control()
                default: frame()
                }
                check()
                if verbose {
                    // A replay shows every live animation's state after each step.
                    for item in tracked {
                        guard let timing = engine.timing(of: item.id) else { continue }
                        print("    \(item.id): \(timing) speed \(engine.speed(of: item.id) ?? .nan) paused \(engine.isPaused(item.id) ?? false)")
                    }
                }
                if !problems.isEmpty { return }
            }
            // Everything still running ends once, finished, when told to.
            for item in tracked where engine.timing(of: item.id) != nil {
                engine.finish(item.id)
                if item.completions != [.finished] {
                    fail("\(item.what) \(item.id): finish gave \(item.completions)")
                }
            }
            for item in tracked where item.completions.count != 1 {
                fail("\(item.what) \(item.id) completed \(item.completions.count) times")
            }
        }
    }

    /// Runs one seed's program; its problems, if any, and how many steps of each kind it took.
    static func run(seed: UInt64, verbose: Bool = false, counts: inout [String: Int]) -> [String] {
        var program = Program(seed: seed)
        program.verbose = verbose
        program.run(steps: 40 + Int(seed % 41))
        for step in program.log { counts[String(step.prefix { $0 != " " && $0 != "(" }), default: 0] += 1 }
        return program.problems
    }

    static func run(seed: UInt64, verbose: Bool = false) -> [String] {
        var counts: [String: Int] = [:]
        return run(seed: seed, verbose: verbose, counts: &counts)
    }

    @Test("fixed seeds: every invariant holds", arguments: 0..<4)
    func fixedSeeds(block: Int) {
        for seed in UInt64(block * 100)..<UInt64(block * 100 + 100) {
            let problems = Self.run(seed: seed)
            #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n"))")
            if !problems.isEmpty { return }
        }
    }

    @Test("bounded run (MOTION_TIMING_FUZZ_SECONDS), or one seed replayed (MOTION_TIMING_FUZZ_SEED)")
    func boundedRun() {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["MOTION_TIMING_FUZZ_SEED"].flatMap(UInt64.init) {
            let problems = Self.run(seed: seed, verbose: true)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            return
        }
        guard let seconds = environment["MOTION_TIMING_FUZZ_SECONDS"].flatMap(Double.init) else { return }
        let first = environment["MOTION_TIMING_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1000
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(seconds * 1000))
        var seed = first
        var failures = 0
        var counts: [String: Int] = [:]
        // Each program's seed is written there before it runs, so that a trap leaves it to replay.
        let seedFile = environment["MOTION_TIMING_FUZZ_SEED_FILE"] ?? NSTemporaryDirectory() + "motion-timing-fuzz-seed"
        _ = FileManager.default.createFile(atPath: seedFile, contents: nil)
        let seedHandle = FileHandle(forWritingAtPath: seedFile)
        defer { try? seedHandle?.close() }
        while clock.now < deadline && failures < 3 {
            try? seedHandle?.seek(toOffset: 0)
            seedHandle?.write(Data(String(format: "%20llu\n", seed).utf8))
            let problems = Self.run(seed: seed, counts: &counts)
            if !problems.isEmpty {
                failures += 1
                Issue.record("MOTION_TIMING_FUZZ_SEED=\(seed): \(problems.prefix(3).joined(separator: "\n"))")
            }
            seed += 1
        }
        print("timing fuzz: seeds \(first)..<\(seed), \(seed - first) programs in \(seconds) s, \(failures) failing")
        print("timing fuzz: steps \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }
}
