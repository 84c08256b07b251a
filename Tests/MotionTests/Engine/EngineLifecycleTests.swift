import Motion
import Testing

@Suite("Engine lifecycle and completion contract")
struct EngineLifecycleTests {
    @Test("The last frame delivers exactly easing(1), then completion runs once", arguments: [
        Easing.linear, .easeOutBack, .easeInOutCubic, .easeInQuad,
    ])
    func exactFinalValue(easing: Easing) {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(duration: .ms(300), easing: easing, animations: recorder.update, completion: recorder.complete)
        // Frames that never land on the end: 7 ms steps straddle 300 ms.
        var time = 0.0
        while engine.activeAnimationCount > 0 {
            time += 7
            engine.advance(to: .ms(time))
        }
        #expect(recorder.last == 1.0)
        #expect(recorder.completions == [.finished])
        // Every earlier frame is the easing at its own linear progress.
        for (index, value) in recorder.values.dropLast().enumerated() {
            #expect(value == easing.value(at: Double(index + 1) * 7 / 300))
        }
        engine.advance(to: .ms(time + 100))
        #expect(recorder.completions.count == 1)
    }

    @Test("An alternating animation with an even count ends exactly at easing(0)")
    func alternateEndsAtStart() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(duration: .ms(100), easing: .easeOutBack, options: .repeating(2, autoreverses: true), animations: recorder.update, completion: recorder.complete)
        engine.advance(to: .ms(399))
        #expect(recorder.completions.isEmpty)
        engine.advance(to: .ms(401))
        #expect(recorder.last == 0.0)
        #expect(recorder.completions == [.finished])
    }

    @Test("Values interpolate from → to and land exactly on to")
    func valueAnimation() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(from: 10.0, to: 20.0, duration: .seconds(1), easing: .easeInQuad, update: recorder.update, completion: recorder.complete)
        engine.advance(to: .ms(500))
        #expect(recorder.last == 10 * 0.75 + 20 * 0.25)
        engine.advance(to: .seconds(2))
        #expect(recorder.last == 20)
    }

    @Test("Nothing is delivered during the delay; the first frame after it is on time")
    func delay() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(duration: .seconds(1), delay: .ms(500), animations: recorder.update)
        engine.advance(to: .ms(499))
        #expect(recorder.values.isEmpty)
        engine.advance(to: .ms(750))
        #expect(recorder.values == [0.25])
    }

    @Test("Zero duration completes on the next frame with the final value")
    func zeroDuration() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(from: 3.0, to: 4.0, duration: .zero, update: recorder.update, completion: recorder.complete)
        #expect(recorder.values.isEmpty)
        engine.advance(by: .zero)
        #expect(recorder.values == [4])
        #expect(recorder.completions == [.finished])
    }

    @Test("cancel runs the completion once with .cancelled; unknown and repeated IDs are no-ops")
    func cancel() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(duration: .seconds(1), options: .repeating(), animations: recorder.update, completion: recorder.complete)
        engine.advance(to: .ms(100))
        engine.cancel(id)
        engine.cancel(id)
        engine.cancel(AnimationID.unknownForTests)
        engine.advance(to: .ms(200))
        #expect(recorder.completions == [.cancelled])
        #expect(recorder.values == [0.1])
        #expect(!engine.isActive(id))
        #expect(engine.isIdle)
    }

    @Test("cancelAll cancels every animation once, but not those its completions start")
    func cancelAll() {
        let engine = AnimationEngine()
        var reasons: [Int: [CompletionReason]] = [:]
        var restarted: AnimationID?
        for index in 0..<5 {
            engine.animate(duration: .seconds(1), animations: { _ in }) { reason in
                reasons[index, default: []].append(reason)
                if index == 2 { restarted = engine.animate(duration: .seconds(1), animations: { _ in }) }
            }
        }
        engine.cancelAll()
        #expect(reasons.count == 5)
        #expect(reasons.values.allSatisfy { $0 == [.cancelled] })
        #expect(engine.activeAnimationCount == 1)
        #expect(restarted.map(engine.isActive) == true)
    }

    @Test("replacing: ends the old animation with .replaced")
    func replacing() {
        let engine = AnimationEngine()
        let old = Recorder<Double>()
        let first = engine.animate(duration: .seconds(1), animations: old.update, completion: old.complete)
        engine.advance(to: .ms(100))
        let second = engine.animate(duration: .seconds(1), replacing: first, animations: { _ in })
        #expect(old.completions == [.replaced])
        #expect(engine.isActive(second) && !engine.isActive(first))
        #expect(second > first)
    }

    @Test("IDs are unique and increase from 1")
    func ids() {
        let engine = AnimationEngine()
        let ids = (0..<100).map { _ in engine.animate(duration: .seconds(1), animations: { _ in }) }
        #expect(ids.map(\.rawValue) == Array(1...100))
    }
}

extension AnimationID {
    /// An ID no engine in these tests reaches.
    static var unknownForTests: AnimationID {
        let engine = AnimationEngine()
        var id = engine.animate(duration: .zero, animations: { _ in })
        for _ in 0..<999 { id = engine.animate(duration: .zero, animations: { _ in }) }
        return id
    }
}
