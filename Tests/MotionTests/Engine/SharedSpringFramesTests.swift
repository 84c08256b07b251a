import Motion
import Testing

/// Springs that share one `Spring` (the workload a shared per-frame
/// transition would serve, issue #17) against the C closed form at every
/// frame, through staggered starts, irregular frames, a stall, seeks, a
/// pause and retargets.
@Suite("Engine springs sharing one Spring")
struct SharedSpringFramesTests {
    /// The oracle's view of one animation: its release state and local time.
    struct Model {
        var x0: Double
        var v0: Double
        var target: Double
        var anchorEngine: Double  // seconds
        var anchorLocal: Double  // seconds
        var isPaused = false

        func local(at now: Double) -> Double { isPaused ? anchorLocal : anchorLocal + (now - anchorEngine) }
    }

    @Test("Every frame of every spring equals cspring_evaluate at its local time")
    func framesMatchClosedForm() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 4)
        var parameters = spring.cParameters
        let engine = AnimationEngine()
        let count = 12
        let recorders = (0..<count).map { _ in Recorder<Double>() }
        var models: [Model] = []
        var ids: [AnimationID] = []
        var nowNanoseconds: Int64 = 0
        func start(_ index: Int) {
            let model = Model(
                x0: 0.5 + Double(index % 13), v0: Double(index % 7) - 3, target: 1 + Double(index % 5),
                anchorEngine: Double(nowNanoseconds) / 1e9, anchorLocal: 0)
            ids.append(
                engine.animate(
                    from: model.x0, to: model.target, initialVelocity: model.v0, spring: spring,
                    update: recorders[index].update))
            models.append(model)
        }
        for index in 0..<count / 2 { start(index) }
        var checked = 0
        for step in 1...90 {
            // Irregular frames, one 0.4 s stall.
            nowNanoseconds += step == 40 ? 400_000_000 : Int64(8_333_333 + (step % 5) * 3_000_007)
            let now = Double(nowNanoseconds) / 1e9
            for recorder in recorders { recorder.values.removeAll() }
            engine.advance(to: .nanoseconds(nowNanoseconds))
            for (index, model) in models.enumerated() {
                let local = model.local(at: now)
                guard local > 0 else { continue }
                let expected = cspring_evaluate(&parameters, model.x0, model.v0, model.target, local).position
                if model.isPaused && recorders[index].values.isEmpty { continue }
                guard let value = recorders[index].last else {
                    Issue.record("spring \(index) delivered nothing at step \(step)")
                    continue
                }
                #expect(abs(value - expected) <= 1e-9 * max(1, abs(expected)), "spring \(index), step \(step)")
                checked += 1
            }
            switch step {
            case 10:
                // Staggered starts: the second half begins now.
                for index in count / 2..<count { start(index) }
            case 25:
                // Seeks, one back and one forward, in whole and fractional nanoseconds.
                engine.seek(ids[1], to: .nanoseconds(50_000_000))
                models[1].anchorLocal = 0.05
                models[1].anchorEngine = now
                engine.seek(ids[2], to: .nanoseconds(300_000_123))
                models[2].anchorLocal = 0.300_000_123
                models[2].anchorEngine = now
            case 30:
                engine.pause(ids[3])
                models[3].anchorLocal = models[3].local(at: now)
                models[3].isPaused = true
            case 55:
                engine.resume(ids[3])
                models[3].anchorEngine = now
                models[3].isPaused = false
            case 33, 60:
                // Retargets keep the closed-form state at the current local time.
                for index in [0, 4, 7] {
                    let local = models[index].local(at: now)
                    let state = cspring_evaluate(
                        &parameters, models[index].x0, models[index].v0, models[index].target, local)
                    let target = models[index].target + 2.5
                    #expect(engine.retarget(ids[index], to: target))
                    models[index] = Model(
                        x0: state.position, v0: state.velocity, target: target, anchorEngine: now, anchorLocal: 0)
                }
            default: break
            }
        }
        #expect(checked > 800)
        #expect(engine.activeAnimationCount == count)
    }
}
