import Foundation
import Motion
import Testing

/// `Double` springs with springs of their own, which frames evaluate in one
/// `cspring_evaluate_batch` call (issue #17), interleaved with tweens and
/// shared springs, checked at every frame against closed forms written out
/// here (libm; not the C library) at each animation's exact local time,
/// while callbacks of the frame seek, pause, retarget, speed up, cancel and
/// start animations that the same frame delivers later.
@Suite("Engine spring batch against the closed form")
struct SpringBatchFramesTests {
    /// The oracle's view of one animation: a spring (or, with `tween`, a
    /// linear tween from x0 to target over `tween` ns), its release state and local time.
    struct Model {
        var spring: (m: Double, k: Double, c: Double)
        var x0: Double
        var v0: Double
        var target: Double
        var tween: Double? = nil
        var anchorEngine: Int64
        var anchorLocal: Double = 0  // nanoseconds
        var speed = 1.0
        var isPaused = false
        var isCancelled = false

        func local(at now: Int64) -> Double {
            isPaused ? anchorLocal : anchorLocal + Double(now - anchorEngine) * speed
        }

        func state(at now: Int64) -> (position: Double, velocity: Double) {
            if let tween {
                let u = min(local(at: now) / tween, 1)
                return (x0 + (target - x0) * u, 0)
            }
            return SpringMemoFramesTests.closedForm(
                mass: spring.m, stiffness: spring.k, damping: spring.c, x0: x0, v0: v0, target: target,
                t: local(at: now) / 1e9)
        }

        mutating func reanchor(at now: Int64) {
            anchorLocal = local(at: now)
            anchorEngine = now
        }
    }

    /// The engine, the animations and their models, shared with the callbacks.
    final class World {
        let engine = AnimationEngine()
        var models: [Model] = []
        var ids: [AnimationID] = []
        var recorders: [Recorder<Double>] = []
        var now: Int64 = 0
        var step = 0
        /// The first of the animations that ``control()`` changes (a multiple of 5).
        let base: Int
        /// Whether every animation is a spring of its own (no tween, no shared spring).
        let ownSpringsOnly: Bool

        init(base: Int, ownSpringsOnly: Bool) {
            self.base = base
            self.ownSpringsOnly = ownSpringsOnly
        }

        /// Starts animation number `models.count`: a spring of its own, a shared
        /// spring (every third) or a tween (every fifth).
        @discardableResult
        func start(onUpdate: ((Double) -> Void)? = nil) -> Int {
            let index = models.count
            let recorder = Recorder<Double>()
            let update: (Double) -> Void = { value in
                recorder.update(value)
                onUpdate?(value)
            }
            let x0 = 0.5 + Double(index % 13)
            let target = 1 + Double(index % 5)
            if index % 5 == 4 && !ownSpringsOnly {
                let duration: Int64 = 700_000_000 + Int64(index) * 10_000_000
                ids.append(engine.animate(from: x0, to: target, duration: .nanoseconds(duration), update: update))
                models.append(
                    Model(spring: (1, 1, 1), x0: x0, v0: 0, target: target, tween: Double(duration), anchorEngine: now))
            } else {
                // Under-damped, each its own except a shared one for every third.
                let spring = index % 3 == 0 && !ownSpringsOnly ? (m: 1.0, k: 100.0, c: 4.0) : (m: 1 + Double(index) / 64, k: 90 + Double(index), c: 3 + Double(index) / 16)
                let v0 = Double(index % 7) - 3
                ids.append(
                    engine.animate(
                        from: x0, to: target, initialVelocity: v0,
                        spring: Spring(mass: spring.m, stiffness: spring.k, damping: spring.c), update: update))
                models.append(Model(spring: spring, x0: x0, v0: v0, target: target, anchorEngine: now))
            }
            recorders.append(recorder)
            return index
        }

        /// Changes later animations from inside a frame's first callback.
        func control() {
            switch step {
            case 8:
                engine.seek(ids[base + 5], to: .nanoseconds(50_000_000))
                models[base + 5].anchorLocal = 50_000_000
                models[base + 5].anchorEngine = now
                engine.seek(ids[base + 7], to: .nanoseconds(300_000_123))
                models[base + 7].anchorLocal = 300_000_123
                models[base + 7].anchorEngine = now
            case 12:
                for (index, speed) in [(base + 10, 0.5), (base + 11, 2.0), (base + 13, -1.0)] {
                    engine.setSpeed(speed, of: ids[index])
                    models[index].reanchor(at: now)
                    models[index].speed = speed
                }
                engine.pause(ids[base + 16])
                models[base + 16].reanchor(at: now)
                models[base + 16].isPaused = true
            case 15, 27:
                for index in [base + 2, base + 6, base + 17, base + 21] {
                    let state = models[index].state(at: now)
                    let target = models[index].target + 2.5
                    #expect(engine.retarget(ids[index], to: target))
                    models[index] = Model(
                        spring: models[index].spring, x0: state.position, v0: state.velocity, target: target,
                        anchorEngine: now, speed: models[index].speed)
                }
            case 18:
                engine.cancel(ids[base + 22])
                models[base + 22].isCancelled = true
                for _ in 0..<3 { start() }
            case 20:
                engine.resume(ids[base + 16])
                models[base + 16].anchorEngine = now
                models[base + 16].isPaused = false
                for index in [base + 10, base + 11, base + 13] {
                    engine.setSpeed(1, of: ids[index])
                    models[index].reanchor(at: now)
                    models[index].speed = 1
                }
            default: break
            }
        }
    }

    /// Runs `count` animations through 60 irregular frames (one a stall), the
    /// one at `controller` changing those from `base` on in its callbacks, and
    /// checks every frame of every animation against its closed form.
    static func run(count: Int, controller: Int, base: Int, ownSpringsOnly: Bool = false) {
        let world = World(base: base, ownSpringsOnly: ownSpringsOnly)
        var controlled = -1
        for _ in 0..<controller { world.start() }
        world.start { [unowned world] _ in
            // Once per frame, before the later animations' callbacks.
            guard controlled != world.step else { return }
            controlled = world.step
            world.control()
        }
        while world.models.count < count { world.start() }
        var checked = 0
        for step in 0..<60 {
            world.step = step
            world.now += step == 30 ? 250_000_000 : Int64(8_333_333 + (step % 5) * 3_000_007)
            for recorder in world.recorders { recorder.values.removeAll() }
            world.engine.advance(to: .nanoseconds(world.now))
            let now = world.now
            for (index, model) in world.models.enumerated() {
                let recorder = world.recorders[index]
                if model.isCancelled {
                    #expect(recorder.values.isEmpty, "cancelled \(index) delivered at step \(step)")
                    continue
                }
                guard model.local(at: now) > 0, model.tween.map({ model.local(at: now) < $0 }) ?? true else { continue }
                let expected = model.state(at: now).position
                guard let value = recorder.last else {
                    if !model.isPaused { Issue.record("\(index) delivered nothing at step \(step)") }
                    continue
                }
                #expect(
                    recorder.values.count == 1 || model.isPaused,
                    "\(index) delivered \(recorder.values.count) values at step \(step)")
                #expect(
                    abs(value - expected) <= 1e-9 * max(1, abs(expected)),
                    "\(index), step \(step): \(value) vs \(expected)")
                checked += 1
            }
        }
        #expect(world.models.count == count + 3)
        #expect(checked > count * 40)
    }

    @Test("Batched springs, tweens and shared springs, changed by callbacks during the frame")
    func everyFrameMatchesClosedForm() {
        Self.run(count: 28, controller: 0, base: 0)
    }

    @Test("More springs than one batch: callbacks change springs of the same batch and of the next")
    func changesAcrossBatches() {
        // About 8 in 15 animations are batched springs: the first batch of
        // 256 ends near the 480th animation, among those the callbacks change.
        Self.run(count: 1000, controller: 470, base: 475)
    }

    @Test("Springs of their own only: callbacks change springs of a chunk where every entry is batched")
    func changesInAllSpringChunks() {
        Self.run(count: 28, controller: 0, base: 0, ownSpringsOnly: true)
        // The callbacks change springs on both sides of the first chunk's end (256).
        Self.run(count: 600, controller: 240, base: 245, ownSpringsOnly: true)
    }

    @Test("Finishing a Double spring, of its own or shared, delivers exactly its target")
    func finishDeliversTarget() {
        let engine = AnimationEngine()
        let shared = Spring(mass: 1, stiffness: 100, damping: 4)
        let springs = [Spring(mass: 1, stiffness: 120, damping: 5), shared, shared]
        let recorders = springs.map { _ in Recorder<Double>() }
        let ids = zip(springs, recorders).map { spring, recorder in
            engine.animate(from: 0.25, to: 3.5, initialVelocity: 2, spring: spring, update: recorder.update)
        }
        engine.advance(to: .ms(50))
        for recorder in recorders { #expect(recorder.values.count == 1 && recorder.last != 3.5) }
        for id in ids { engine.finish(id) }
        for recorder in recorders { #expect(recorder.last == 3.5) }
    }
    /// Every frame's value of `count` springs of their own, with timings
    /// that take each of the batch's paths (plain, delayed, alternating,
    /// repeated, reversed, eased, started part-way), as bit patterns; with
    /// `padding` tweens besides, so many that the engine delivers without
    /// batches (springs under an eighth of the entries).
    static func springFrames(count: Int, padding: Int) -> [[UInt64]] {
        let engine = AnimationEngine()
        let recorders = (0..<count).map { _ in Recorder<Double>() }
        for index in 0..<count {
            let i = Double(index)
            let spring = Spring(mass: 1 + i / 32, stiffness: 120 + 3 * i, damping: 5 + i / 8)
            let options: AnimationOptions
            var delay = Duration.zero
            switch index % 7 {
            case 1: options = .once; delay = .ms(30.25)
            case 2: options = .repeating(2, autoreverses: true)
            case 3: options = AnimationOptions(iterations: 3)
            case 4: options = AnimationOptions(direction: .reverse)
            case 6: options = AnimationOptions(iterations: 2, iterationStart: 0.4)
            default: options = .once
            }
            let id = engine.animate(
                from: 0.5 + i, to: -1 - i / 4, initialVelocity: 3 - i / 5, spring: spring, delay: delay,
                options: options, update: recorders[index].update)
            if index % 7 == 5 { #expect(engine.updateTiming(of: id, TimingUpdate(easing: .easeInOutCubic))) }
        }
        for index in 0..<padding {
            engine.animate(from: 0.0, to: 1.0, duration: .seconds(60 + index)) { _ in }
        }
        var frames: [[UInt64]] = []
        var now: Int64 = 0
        for step in 0..<300 {
            now += 16_666_667 + Int64(step % 7) * 1_234_567
            engine.advance(to: .nanoseconds(now))
            frames.append(recorders.map { $0.last?.bitPattern ?? 0 })
            for recorder in recorders { recorder.values.removeAll() }
        }
        return frames
    }

    /// Frames of `count` lightly damped springs (ζ ≈ 0.004) from 18 s to 33 s
    /// after their start, in 50 ms steps: every phase ω·t crosses 256 (the C
    /// batch's long phases, counted in quarter turns), in batches or one by one
    /// as for ``springFrames(count:padding:)``.
    static func longSpringFrames(count: Int, padding: Int) -> [[UInt64]] {
        let engine = AnimationEngine()
        let recorders = (0..<count).map { _ in Recorder<Double>() }
        for index in 0..<count {
            let i = Double(index)
            let spring = Spring(mass: 1 + i / 64, stiffness: 80 + 3 * i, damping: 0.08 + i / 1000)
            engine.animate(
                from: 0.5 + i, to: -1 - i / 4, initialVelocity: 3 - i / 5, spring: spring, update: recorders[index].update)
        }
        for index in 0..<padding {
            engine.animate(from: 0.0, to: 1.0, duration: .seconds(60 + index)) { _ in }
        }
        var frames: [[UInt64]] = []
        var now: Int64 = 18_000_000_000
        engine.advance(to: .nanoseconds(now))
        for step in 0..<300 {
            now += 50_000_000 + Int64(step % 7) * 1_234_567
            engine.advance(to: .nanoseconds(now))
            frames.append(recorders.map { $0.last?.bitPattern ?? 0 })
            for recorder in recorders { recorder.values.removeAll() }
        }
        return frames
    }

    /// Records every spring and frame whose bits differ between two runs;
    /// returns the number of values delivered (nonzero) in the first.
    static func compare(_ batched: [[UInt64]], _ oneByOne: [[UInt64]], count: Int) -> Int {
        #expect(batched.count == oneByOne.count)
        var delivered = 0
        for (step, (a, b)) in zip(batched, oneByOne).enumerated() {
            for index in 0..<count where a[index] != b[index] {
                Issue.record("spring \(index), frame \(step): \(Double(bitPattern: a[index])) batched, \(Double(bitPattern: b[index])) alone")
            }
            delivered += a.filter { $0 != 0 }.count
        }
        return delivered
    }

    @Test("Long-running springs (phase past 256) give the same values batched and one by one, bit for bit")
    func longPhasesBatchedMatchOneByOne() {
        let count = 35
        // Every spring's phase ω0·t (ω is within 1e-5 of ω0) crosses 256 between 18 s and 33 s.
        for index in 0..<count {
            let omega0 = ((80 + 3 * Double(index)) / (1 + Double(index) / 64)).squareRoot()
            #expect(omega0 * 18 < 250 && omega0 * 33 > 262, "spring \(index)")
        }
        let batched = Self.longSpringFrames(count: count, padding: 0)
        let oneByOne = Self.longSpringFrames(count: count, padding: 8 * count)
        let delivered = Self.compare(batched, oneByOne, count: count)
        // Every spring is still moving: every frame is compared.
        #expect(delivered == count * 300)
    }

    @Test("A spring's value does not depend on whether its frame is batched, bit for bit")
    func batchedMatchesOneByOne() {
        let count = 35
        let batched = Self.springFrames(count: count, padding: 0)
        let oneByOne = Self.springFrames(count: count, padding: 8 * count)
        let delivered = Self.compare(batched, oneByOne, count: count)
        // Most springs move for a second or more: most of their frames are compared.
        #expect(delivered > count * 60)
    }
}
