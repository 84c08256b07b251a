import Foundation
import Testing

@testable import Motion

/// `Double` springs that share a `Spring` (issue #17), whose frames in the
/// first iteration of a normal, linear timing evaluate at the whole active
/// nanosecond: every frame is checked against the under-damped closed form
/// (libm, at the time the timing gives: direction, iteration, easing,
/// duration), and where the frame is at a whole nanosecond of a linear first
/// iteration, bit for bit against the progress path (the position at
/// progress `active / duration` through a fresh memo, as frames computed it
/// before the whole-nanosecond branch).
@Suite("Shared Double springs at whole nanoseconds against the closed form and the progress path")
struct SharedSpringWholeFrameTests {
    typealias SpringConstants = (m: Double, k: Double, c: Double)

    /// One animation as the oracle sees it.
    struct Model {
        var spring: SpringConstants
        var x0: Double
        var v0: Double
        var target: Double
        /// The engine time of the `animate` call and the delay, in ns.
        var start: Int64
        var delay: Int64 = 0
        var iterations = 1
        var direction = PlaybackDirection.normal
        var easing = Easing.linear
        /// The iteration duration, ns (the spring's settle time unless changed).
        var iterationDuration: Double
        /// The spring's settle time, ns.
        let settle: Double

        init(spring: SpringConstants, x0: Double, v0: Double, target: Double, start: Int64, delay: Int64 = 0) {
            self.spring = spring
            self.x0 = x0
            self.v0 = v0
            self.target = target
            self.start = start
            self.delay = delay
            settle = Self.trajectory(spring, x0: x0, v0: v0, target: target).durationNanoseconds
            iterationDuration = settle
        }

        static func trajectory(_ s: SpringConstants, x0: Double, v0: Double, target: Double) -> SpringTrajectory<Double> {
            SpringTrajectory(
                spring: Spring(mass: s.m, stiffness: s.k, damping: s.c), start: x0, initialVelocity: v0, target: target,
                epsilon: 0.001, update: { _ in })
        }

        /// The closed form at engine time `now`, nil at an iteration boundary or outside the active interval.
        func expected(at now: Int64) -> Double? {
            let active = Double(now - start - delay)
            guard active > 0, active < iterationDuration * Double(iterations) else { return nil }
            let iteration = (active / iterationDuration).rounded(.down)
            let within = active - iteration * iterationDuration
            guard within > 0 else { return nil }
            let backward: Bool
            switch direction {
            case .normal: backward = false
            case .reverse: backward = true
            case .alternate: backward = Int(iteration) % 2 == 1
            case .alternateReverse: backward = Int(iteration) % 2 == 0
            }
            let p = within / iterationDuration
            let eased = easing.value(at: backward ? 1 - p : p)
            return SpringMemoFramesTests.closedForm(
                mass: spring.m, stiffness: spring.k, damping: spring.c, x0: x0, v0: v0, target: target,
                t: eased * settle / 1e9
            ).position
        }

        /// The progress path's value at `now`, when the frame is in a linear,
        /// normal first iteration of the spring's own duration.
        func progressPathValue(at now: Int64) -> Double? {
            let active = now - start - delay
            guard iterationDuration == settle, direction == .normal, easing == .linear, active > 0,
                Double(active) < settle
            else { return nil }
            return Self.trajectory(spring, x0: x0, v0: v0, target: target).position(
                atProgress: Double(active) / settle, memo: SpringTransitionMemo())
        }
    }

    /// Starts `model` on `engine` as the user would.
    static func start(_ model: Model, on engine: AnimationEngine, options: AnimationOptions = .once, recorder: Recorder<Double>) -> AnimationID {
        engine.animate(
            from: model.x0, to: model.target, initialVelocity: model.v0,
            spring: Spring(mass: model.spring.m, stiffness: model.spring.k, damping: model.spring.c),
            delay: .nanoseconds(model.delay), options: options, update: recorder.update)
    }

    /// Checks the last value of each recorder against its model at `now`;
    /// returns how many were checked bit for bit.
    static func check(
        _ models: [Model], _ recorders: [Recorder<Double>], at now: Int64, step: Int, tolerance: Double = 1e-9,
        bitwise: (Int) -> Bool = { _ in true }
    ) -> Int {
        var exact = 0
        for (index, model) in models.enumerated() {
            guard let expected = model.expected(at: now) else { continue }
            guard let value = recorders[index].last else {
                Issue.record("animation \(index) delivered nothing at step \(step)")
                continue
            }
            #expect(
                abs(value - expected) <= tolerance * max(1, abs(expected)),
                "animation \(index), step \(step): \(value) vs closed form \(expected)")
            if bitwise(index), let reference = model.progressPathValue(at: now) {
                #expect(
                    value.bitPattern == reference.bitPattern,
                    "animation \(index), step \(step): \(value) vs progress path \(reference)")
                exact += 1
            }
        }
        return exact
    }

    /// The two Springs interleaved, then in long runs: either way only the
    /// first animation on each is a spring of its own (SpringBatchFramesTests
    /// mixes shared springs with enough of their own to batch).
    @Test(
        "Runs of two Springs, released in different frames, some delayed: every frame bit for bit",
        arguments: [[0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1], Array(repeating: 0, count: 20) + Array(repeating: 1, count: 20)])
    func runsReleasedInDifferentFrames(pattern: [Int]) {
        let engine = AnimationEngine()
        let springs: [SpringConstants] = [(1, 100, 4), (1, 100, 4.5)]
        // The first animation on each Spring takes its run without the memo: it
        // is evaluated another way, checked by the closed form only.
        var startsRun: [Bool] = []
        var models: [Model] = []
        var recorders: [Recorder<Double>] = []
        var now: Int64 = 0
        var exact = 0
        for step in 0...80 {
            // Starts: 12 at step 0, 6 more at 3 and 7 (delayed, some negatively), 4 at 20.
            let starts = step == 0 ? 12 : (step == 3 || step == 7 ? 6 : (step == 20 ? 4 : 0))
            for _ in 0..<starts {
                let index = models.count
                let delay: Int64 = step == 7 ? [0, 30_000_000, -50_000_000, 1][index % 4] : 0
                let model = Model(
                    spring: springs[pattern[index % pattern.count]], x0: 0.5 + Double(index % 13),
                    v0: Double(index % 7) - 3, target: 1 + Double(index % 5), start: now, delay: delay)
                let recorder = Recorder<Double>()
                _ = Self.start(model, on: engine, recorder: recorder)
                startsRun.append(!models.contains { $0.spring == model.spring })
                models.append(model)
                recorders.append(recorder)
            }
            now += step == 40 ? 400_000_000 : Int64(8_333_333 + (step % 5) * 3_000_007)
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            exact += Self.check(models, recorders, at: now, step: step, bitwise: { !startsRun[$0] })
        }
        #expect(exact > 1000)
    }

    @Test("Reverse, alternate, repeats, an easing, a longer duration: the whole-nanosecond branch only where it holds")
    func eligibilityEdges() {
        let engine = AnimationEngine()
        let spring: SpringConstants = (1, 100, 4)
        let options: [AnimationOptions] = [
            .once, .once,
            AnimationOptions(direction: .reverse),
            AnimationOptions(iterations: 3, direction: .alternate),
            AnimationOptions(iterations: 3, direction: .alternateReverse),
            AnimationOptions(iterations: 3),
            .once,  // easing changed at step 5
            .once,  // duration doubled at step 8
            .once,  // direction reversed at step 10
            .once,  // easing changed to linear's twin at step 3, back to linear at step 30
        ]
        var models: [Model] = []
        var recorders: [Recorder<Double>] = []
        var ids: [AnimationID] = []
        for (index, option) in options.enumerated() {
            var model = Model(spring: spring, x0: 3 + Double(index), v0: -2, target: 1, start: 0)
            model.iterations = Int(option.iterations)
            model.direction = option.direction
            let recorder = Recorder<Double>()
            ids.append(Self.start(model, on: engine, options: option, recorder: recorder))
            models.append(model)
            recorders.append(recorder)
        }
        var now: Int64 = 0
        for step in 0...400 {
            switch step {
            case 3:
                #expect(engine.updateTiming(of: ids[9], TimingUpdate(easing: .cubicBezier(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75))))
                models[9].easing = .cubicBezier(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75)
            case 5:
                #expect(engine.updateTiming(of: ids[6], TimingUpdate(easing: .easeInQuad)))
                models[6].easing = .easeInQuad
            case 8:
                let doubled = 2 * models[7].settle
                #expect(engine.updateTiming(of: ids[7], TimingUpdate(duration: .time(.nanoseconds(Int64(doubled))))))
                models[7].iterationDuration = doubled
            case 10:
                #expect(engine.updateTiming(of: ids[8], TimingUpdate(direction: .reverse)))
                models[8].direction = .reverse
            case 30:
                #expect(engine.updateTiming(of: ids[9], TimingUpdate(easing: .linear)))
                models[9].easing = .linear
            default: break
            }
            now += 16_666_667
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            // The first animation has no memo (it starts the run): only the closed form.
            _ = Self.check(models, recorders, at: now, step: step, bitwise: { $0 > 0 })
        }
    }

    @Test("Settle times on either side of 2⁴⁰ ns, to their last nanoseconds")
    func settleTimesAroundTheLimit() throws {
        // Damping whose settle times straddle 2⁴⁰ ns (about 18 minutes).
        let limit = 0x1p40
        func settle(_ c: Double) -> Double { Model.trajectory((1, 100, c), x0: 2, v0: 0, target: 1).durationNanoseconds }
        var (long, short) = (0.001, 1.0)
        try #require(settle(long) >= limit && settle(short) < limit)
        for _ in 0..<200 where long.nextUp < short {
            let middle = (long + short) / 2
            if settle(middle) >= limit { long = middle } else { short = middle }
        }
        // Settle times jump by up to half a period (0.3 s) where the last overshoot leaves the threshold.
        #expect(settle(long) - limit < 1e9 && limit - settle(short) < 1e9)
        let engine = AnimationEngine()
        var models: [Model] = []
        var recorders: [Recorder<Double>] = []
        for c in [short, short, long, long] {
            let model = Model(spring: (1, 100, c), x0: 2, v0: 0, target: 1, start: 0)
            let recorder = Recorder<Double>()
            _ = Self.start(model, on: engine, recorder: recorder)
            models.append(model)
            recorders.append(recorder)
        }
        let settles = models.map { Int64($0.settle) }
        var times: [Int64] = [1, 16_666_667, 1_000_000_007, 300_000_000_001, 1 << 39, (1 << 40) - 20_000_000]
        for end in Set(settles) { times += [end - 1_000_001, end - 2, end - 1] }
        var exact = 0
        for (step, now) in times.sorted().enumerated() {
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            // Phases of ~10⁴ rad: the closed form in libm agrees to about 1e-7 there.
            exact += Self.check(models, recorders, at: now, step: step, tolerance: 1e-7, bitwise: { $0 % 2 == 1 })
        }
        #expect(exact >= 2 * times.count - 4)
    }

    @Test("A vector spring's transition between two of a run, at the same time, is not taken for the run's")
    func vectorSpringBetweenARun() {
        // Entries 0, 1: Spring A (run 1; 0 takes it, without the memo).
        // Entries 2, 3: SIMD2 springs on B. Entries 4, 5: A again, which the
        // engine still holds, so both share run 1. Retargeting entry 1 in the
        // frame where 4 and 5 start releases it with them, ahead of the
        // vector springs, whose second makes B's transition (the memo's slot
        // keyed by parameters) at the same time before entries 4 and 5's frames.
        let engine = AnimationEngine()
        let a: SpringConstants = (1, 100, 4)
        let b: SpringConstants = (1, 50, 3)
        var models: [Model] = []
        var recorders: [Recorder<Double>] = []
        var ids: [AnimationID] = []
        func startA(at now: Int64) {
            let model = Model(spring: a, x0: 3, v0: 1, target: 1, start: now)
            let recorder = Recorder<Double>()
            ids.append(Self.start(model, on: engine, recorder: recorder))
            models.append(model)
            recorders.append(recorder)
        }
        var vectors: [Recorder<SIMD2<Double>>] = []
        startA(at: 0)
        startA(at: 0)
        var now: Int64 = 16_666_667
        engine.advance(to: .nanoseconds(now))
        for _ in 0..<2 {
            let recorder = Recorder<SIMD2<Double>>()
            engine.animate(
                from: SIMD2(5.0, 0), to: SIMD2(0.0, 0), spring: Spring(mass: b.m, stiffness: b.k, damping: b.c),
                update: recorder.update)
            vectors.append(recorder)
        }
        startA(at: now)
        startA(at: now)
        // Entry 1 from where it is now, as the closed form has it.
        let state = SpringMemoFramesTests.closedForm(
            mass: a.m, stiffness: a.k, damping: a.c, x0: 3, v0: 1, target: 1, t: Double(now) / 1e9)
        #expect(engine.retarget(ids[1], to: 2.0))
        let retargeted = Model(spring: a, x0: state.position, v0: state.velocity, target: 2, start: now)
        models[1] = retargeted
        var exact = 0
        for step in 0..<60 {
            now += 16_666_667
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            // Bit for bit: entries 4 and 5 (models 2 and 3). Entry 1's release
            // state is the engine's, not the closed form's, and entry 0 takes the run.
            exact += Self.check(models, recorders, at: now, step: step, tolerance: 1e-9, bitwise: { $0 >= 2 })
            let expected = SpringMemoFramesTests.closedForm(
                mass: b.m, stiffness: b.k, damping: b.c, x0: 5, v0: 0, target: 0, t: Double(now - 16_666_667) / 1e9)
            #expect(abs((vectors[1].last?.x ?? .nan) - expected.position) <= 1e-9, "vector spring, step \(step)")
        }
        #expect(exact == 120)
        // Entries 4 and 5 share the run of 0 and 1.
        #expect(InterleavedSharedSpringTests.kinds(engine)[4...5] == [.sharedDoubleSpring, .sharedDoubleSpring])
    }
}
