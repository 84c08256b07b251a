import Motion
import Testing

@Suite("Engine playback controls")
struct EngineControlTests {
    @discardableResult
    func linear(_ engine: AnimationEngine, _ recorder: Recorder<Double>, options: AnimationOptions = .once) -> AnimationID {
        engine.animate(duration: .seconds(1), options: options, animations: recorder.update, completion: recorder.complete)
    }

    @Test("Pause holds the time; resume continues from it")
    func pauseResume() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = linear(engine, recorder)
        engine.advance(to: .ms(300))
        engine.pause(id)
        engine.advance(to: .ms(5000))
        #expect(recorder.values == [0.3])
        #expect(engine.isPaused(id) == true)
        engine.resume(id)
        engine.advance(to: .ms(5400))
        #expect(recorder.last == 0.7)
        engine.advance(to: .ms(5700))
        #expect(recorder.last == 1)
        #expect(recorder.completions == [.finished])
    }

    @Test("Seek moves local time and renders even while paused")
    func seek() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = linear(engine, recorder)
        engine.pause(id)
        engine.seek(id, to: .ms(640))
        engine.advance(to: .ms(10))
        #expect(recorder.values == [0.64])
        #expect(engine.currentTime(of: id) == .ms(640))
        #expect(engine.progress(of: id) == 0.64)
        engine.setProgress(0.25, of: id)
        engine.advance(to: .ms(20))
        #expect(recorder.last == 0.25)
        engine.advance(to: .ms(30))
        #expect(recorder.values.count == 2)  // paused: no new value without a seek
    }

    @Test("Speed 2 plays twice as fast, speed 0 freezes, negative speed plays back to the start")
    func speed() {
        let engine = AnimationEngine()
        let fast = Recorder<Double>()
        let frozen = Recorder<Double>()
        let backward = Recorder<Double>()
        linear(engine, fast, options: .init(speed: 2))
        linear(engine, frozen, options: .init(speed: 0))
        linear(engine, backward, options: .init(speed: -0.5))
        engine.advance(to: .ms(250))
        #expect(fast.last == 0.5)
        #expect(frozen.last == 0)
        #expect(backward.last == 0.875)  // starts at its end, 125 ms back
        engine.advance(to: .seconds(2))
        #expect(fast.completions == [.finished] && fast.last == 1)
        #expect(frozen.completions.isEmpty)
        #expect(backward.last == 0 && backward.completions == [.finished])
    }

    @Test("reverse in flight plays back from where it is and completes at the start")
    func reverseInFlight() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = linear(engine, recorder)
        engine.advance(to: .ms(600))
        engine.reverse(id)
        engine.advance(to: .ms(900))
        #expect(recorder.last == 0.3)
        engine.advance(to: .ms(1300))
        #expect(recorder.last == 0)
        #expect(recorder.completions == [.finished])
    }

    @Test("setSpeed keeps the current time")
    func setSpeed() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = linear(engine, recorder)
        engine.advance(to: .ms(200))
        engine.setSpeed(3, of: id)
        engine.advance(to: .ms(300))
        #expect(recorder.last == 0.5)
        #expect(engine.speed(of: id) == 3)
    }

    @Test("finish delivers the exact end now and completes with .finished")
    func finish() {
        let engine = AnimationEngine()
        let forward = Recorder<Double>()
        let looping = Recorder<Double>()
        let a = engine.animate(duration: .seconds(2), easing: .easeOutBack, animations: forward.update, completion: forward.complete)
        let b = engine.animate(duration: .seconds(1), options: .repeating(autoreverses: true), animations: looping.update, completion: looping.complete)
        engine.advance(to: .ms(1500))  // b is in iteration 1, playing backward
        engine.finish(a)
        engine.finish(b)
        #expect(forward.last == 1 && forward.completions == [.finished])
        #expect(looping.last == 0 && looping.completions == [.finished])
        engine.advance(to: .ms(1600))
        #expect(forward.values.count == 2 && looping.values.count == 2)
    }

    @Test("Control calls on unknown IDs are no-ops returning nil")
    func unknownIDs() {
        let engine = AnimationEngine()
        let id = engine.animate(duration: .zero, animations: { _ in })
        engine.advance(by: .ms(1))
        engine.pause(id)
        engine.resume(id)
        engine.seek(id, to: .ms(5))
        engine.finish(id)
        engine.reverse(id)
        #expect(engine.progress(of: id) == nil)
        #expect(engine.currentTime(of: id) == nil)
        #expect(engine.isPaused(id) == nil)
        #expect(engine.speed(of: id) == nil)
    }

    @Test("Reduced motion: skip to the end on the next frame, or shorten every time")
    func reducedMotion() {
        let skipping = AnimationEngine(reducedMotion: .skipToEnd)
        let skipped = Recorder<Double>()
        skipping.animate(duration: .seconds(5), delay: .seconds(1), easing: .easeOutBack, options: .autoreverse, animations: skipped.update, completion: skipped.complete)
        let infinite = Recorder<Double>()
        skipping.animate(duration: .seconds(1), options: .repeating(), animations: infinite.update, completion: infinite.complete)
        let overridden = Recorder<Double>()
        skipping.animate(duration: .seconds(1), options: .init(reducedMotion: .full), animations: overridden.update)
        skipping.advance(to: .ms(100))
        #expect(skipped.values == [0] && skipped.completions == [.finished])  // autoreverse ends at the start
        #expect(infinite.values == [1] && infinite.completions == [.finished])
        #expect(overridden.values == [0.1])

        let shortening = AnimationEngine(reducedMotion: .shorten(factor: 0.25))
        let short = Recorder<Double>()
        shortening.animate(duration: .seconds(1), delay: .seconds(1), animations: short.update, completion: short.complete)
        shortening.advance(to: .ms(300))  // delay 250 ms, duration 250 ms
        #expect(short.last == 0.2)
        shortening.advance(to: .ms(500))
        #expect(short.completions == [.finished])
    }
}
