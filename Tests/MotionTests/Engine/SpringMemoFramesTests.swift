import Foundation
import Motion
import Testing

/// Spring animations whose frames share transitions through the engine's memo
/// (issue #17), checked at every frame against the under-damped closed form
/// written out here in Swift (libm exp/sin/cos; not the C library), at the
/// exact local time each animation is at.
@Suite("Engine spring frames against the closed form, memo and all")
struct SpringMemoFramesTests {
    /// x(t), v(t) of an under-damped spring released at (x0, v0) toward target.
    static func closedForm(
        mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, target: Double, t: Double
    ) -> (position: Double, velocity: Double) {
        let lambda = c / (2 * m)
        let omega0Squared = k / m
        let omega = (omega0Squared - lambda * lambda).squareRoot()
        let d = x0 - target
        let decay = exp(-lambda * t)
        let (s, co) = (sin(omega * t), cos(omega * t))
        let position = target + decay * (d * co + (v0 + lambda * d) / omega * s)
        let velocity = decay * (v0 * co - (omega0Squared * d + lambda * v0) / omega * s)
        return (position, velocity)
    }

    /// The oracle's view of one animation: spring, release state, local time in nanoseconds.
    struct Model {
        var spring: (m: Double, k: Double, c: Double)
        var x0: Double
        var v0: Double
        var target: Double
        var anchorEngine: Int64
        var anchorLocal: Double  // nanoseconds
        var speed = 1.0
        var isPaused = false

        func local(at now: Int64) -> Double {
            isPaused ? anchorLocal : anchorLocal + Double(now - anchorEngine) * speed
        }

        func state(at now: Int64) -> (position: Double, velocity: Double) {
            SpringMemoFramesTests.closedForm(
                mass: spring.m, stiffness: spring.k, damping: spring.c, x0: x0, v0: v0, target: target,
                t: local(at: now) / 1e9)
        }

        mutating func reanchor(at now: Int64) {
            anchorLocal = local(at: now)
            anchorEngine = now
        }
    }

    /// Runs animations in `spring(index)`, started in the frames `startStep(index)`, through
    /// irregular frames, a stall, seeks, pauses, speed changes and retargets, and checks every
    /// delivered frame against the closed form. Returns the number of frames checked.
    static func run(
        count: Int, steps: Int, spring: (Int) -> (m: Double, k: Double, c: Double), startStep: (Int) -> Int,
        controls: (_ step: Int, _ now: Int64, _ engine: AnimationEngine, _ ids: [Int: AnimationID],
                   _ models: inout [Int: Model]) -> Void
    ) -> Int {
        let engine = AnimationEngine()
        let recorders = (0..<count).map { _ in Recorder<Double>() }
        var models: [Int: Model] = [:]
        var ids: [Int: AnimationID] = [:]
        var now: Int64 = 0
        var checked = 0
        for step in 0...steps {
            for index in 0..<count where startStep(index) == step {
                let s = spring(index)
                let model = Model(
                    spring: s, x0: 0.5 + Double(index % 13), v0: Double(index % 7) - 3, target: 1 + Double(index % 5),
                    anchorEngine: now, anchorLocal: 0)
                ids[index] = engine.animate(
                    from: model.x0, to: model.target, initialVelocity: model.v0,
                    spring: Spring(mass: s.m, stiffness: s.k, damping: s.c), update: recorders[index].update)
                models[index] = model
            }
            controls(step, now, engine, ids, &models)
            now += step == 40 ? 400_000_000 : Int64(8_333_333 + (step % 5) * 3_000_007)
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            for (index, model) in models {
                guard model.local(at: now) > 0 else { continue }
                let expected = model.state(at: now).position
                guard let value = recorders[index].last else {
                    if !model.isPaused { Issue.record("spring \(index) delivered nothing at step \(step)") }
                    continue
                }
                #expect(
                    abs(value - expected) <= 1e-9 * max(1, abs(expected)),
                    "spring \(index), step \(step): \(value) vs \(expected)")
                checked += 1
            }
        }
        #expect(engine.activeAnimationCount == count)
        return checked
    }

    @Test("Shared and distinct springs, interleaved, through seeks, pauses, speed changes and retargets")
    func everyFrameMatchesClosedForm() {
        // Runs of equal springs broken by others: 1 1 2 2 1 1 3 1 …, so the memo's key
        // (the spring, not only the time) decides every hit.
        let springs: [(m: Double, k: Double, c: Double)] = [(1, 100, 4), (1, 100, 4.5), (2, 150, 5)]
        let pattern = [0, 0, 1, 1, 0, 0, 2, 0, 1, 2, 2, 0]
        let checked = Self.run(
            count: 24, steps: 90, spring: { springs[pattern[$0 % pattern.count]] },
            startStep: { $0 < 12 ? 0 : ($0 < 18 ? 10 : 11) }
        ) { step, now, engine, ids, models in
            switch step {
            case 20:
                // Seeks back and forward, one off the frames' grid.
                engine.seek(ids[1]!, to: .nanoseconds(50_000_000))
                models[1]!.anchorLocal = 50_000_000
                models[1]!.anchorEngine = now
                engine.seek(ids[2]!, to: .nanoseconds(300_000_123))
                models[2]!.anchorLocal = 300_000_123
                models[2]!.anchorEngine = now
            case 25:
                // Speed changes: half (half nanoseconds), a third, double, and backward.
                for (index, speed) in [(3, 0.5), (5, 1.0 / 3), (8, 2.0), (9, -1.0), (13, 0.5)] {
                    engine.setSpeed(speed, of: ids[index]!)
                    models[index]!.reanchor(at: now)
                    models[index]!.speed = speed
                }
            case 30:
                engine.pause(ids[4]!)
                models[4]!.reanchor(at: now)
                models[4]!.isPaused = true
            case 35:
                engine.setSpeed(1, of: ids[9]!)
                models[9]!.reanchor(at: now)
                models[9]!.speed = 1
            case 45:
                engine.resume(ids[4]!)
                models[4]!.anchorEngine = now
                models[4]!.isPaused = false
                for index in [3, 5, 8, 13] {
                    engine.setSpeed(1, of: ids[index]!)
                    models[index]!.reanchor(at: now)
                    models[index]!.speed = 1
                }
            case 33, 60:
                // Retargets, several in one frame, of shared and distinct springs.
                for index in [0, 6, 7, 12, 14] {
                    let state = models[index]!.state(at: now)
                    let target = models[index]!.target + 2.5
                    #expect(engine.retarget(ids[index]!, to: target))
                    models[index] = Model(
                        spring: models[index]!.spring, x0: state.position, v0: state.velocity, target: target,
                        anchorEngine: now, anchorLocal: 0, speed: models[index]!.speed)
                }
            default: break
            }
        }
        #expect(checked > 2000)
    }

    @Test("One Spring, released in different frames: each animation at its own time")
    func staggeredReleasesAreNotShared() {
        // Identical motions on one Spring, one started per frame: sharing a
        // transition across release frames would give them equal values.
        let engine = AnimationEngine()
        let spring = Spring(mass: 1, stiffness: 100, damping: 4)
        let recorders = (0..<6).map { _ in Recorder<Double>() }
        var starts: [Int64] = []
        var now: Int64 = 0
        for step in 0..<60 {
            if step < 6 {
                // One per frame; each one after the first gets the engine's memo.
                engine.animate(from: 0.0, to: 1.0, spring: spring, update: recorders[step].update)
                starts.append(now)
            }
            now += 16_666_667
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(now))
            var seen: [Double] = []
            for (index, start) in starts.enumerated() {
                let expected = Self.closedForm(
                    mass: 1, stiffness: 100, damping: 4, x0: 0, v0: 0, target: 1, t: Double(now - start) / 1e9
                ).position
                guard let value = recorders[index].last else {
                    Issue.record("spring \(index) delivered nothing at step \(step)")
                    continue
                }
                #expect(abs(value - expected) <= 1e-9, "spring \(index), step \(step)")
                #expect(!seen.contains(value), "spring \(index) repeats another's value at step \(step)")
                seen.append(value)
            }
        }
    }
}
