import Motion
import Testing

/// Iteration start, infinite durations and zero durations, delivered by the engine.
@Suite("Iteration start and infinite timing")
struct IterationStartTests {
    @Test("timing.md §6.4: iterationStart 0.5, iterations 1, fill both at 600 ms gives 0.10000000000000009")
    func iterationStartTable() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(
            duration: .ms(1000), options: .init(iterationStart: 0.5, fill: .both), animations: recorder.update)
        engine.advance(to: .ms(600))
        #expect(recorder.last == 0.10000000000000009)  // (0.6 + 0.5) % 1 in doubles
        #expect(engine.timing(of: id)?.currentIteration == 1)
    }

    @Test("iterationStart 0.25 with alternate: iteration 0 from 0.25 to 1, then iteration 1 backward")
    func iterationStartAlternate() {
        // Overall progress = t/1000 + 0.25: at 500 → 0.75 (forward), at 1000 → 1.25 → iteration 1, backward → 0.75.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(1000), options: .init(iterations: 2, iterationStart: 0.25, direction: .alternate),
            animations: recorder.update)
        engine.advance(to: .ms(0))
        engine.advance(to: .ms(500))
        engine.advance(to: .ms(1000))
        engine.advance(to: .ms(2000))
        // At the end: overall 2.25 → iteration 2 (forward), simple 0.25.
        #expect(recorder.values == [0.25, 0.75, 0.75, 0.25])
    }

    @Test("An infinite iteration duration stays at the iteration start's fraction")
    func infiniteDuration() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(
            duration: .ms(100), options: .init(iterationStart: 0.5), animations: recorder.update)
        engine.updateTiming(of: id, TimingUpdate(duration: .infinite))
        engine.advance(to: .seconds(1000))
        #expect(recorder.values == [0.5])
        #expect(engine.isActive(id))
        #expect(engine.timing(of: id)?.endTime == .infinity)
    }

    @Test("Zero iterations: the animation ends at once at its iteration start")
    func zeroIterations() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), options: .init(iterations: 0, iterationStart: 0.5), animations: recorder.update,
            completion: recorder.complete)
        engine.advance(by: .zero)
        #expect(recorder.values == [0.5])
        #expect(recorder.completions == [.finished])
    }

    @Test("Infinitely repeated zero durations with an iteration start end on its fraction")
    func infiniteZeroWithStart() {
        // Overall progress ∞ → simple progress = iterationStart % 1 = 0.5.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .zero, options: .init(iterations: .infinity, iterationStart: 2.5), animations: recorder.update)
        engine.advance(by: .zero)
        #expect(recorder.values == [0.5])
    }

    @Test("A negative delay with a negative speed ends where the animation started")
    func negativeDelayNegativeSpeed() {
        // Before phase at local 0 with the start filled: active time max(0 − (−50), 0) = 50 → 0.5.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), delay: .ms(-50), options: .init(speed: -1), animations: recorder.update)
        engine.advance(to: .ms(50))
        #expect(recorder.values == [0.5])
    }
}

@Suite("Iteration start with the engine's controls")
struct IterationStartControlTests {
    @Test("setProgress of an infinite animation with an iteration start seeks within the current iteration")
    func setProgressWithIterationStart() {
        // Duration 100 ms, iterationStart 0.5: at local 70 ms the overall progress is
        // 0.7 + 0.5 = 1.2 (iteration 1). Progress 0.5 of iteration 1 is overall 1.5,
        // local (1.5 − 0.5)·100 = 100 ms.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(
            duration: .ms(100), options: .init(iterations: .infinity, iterationStart: 0.5), animations: recorder.update)
        engine.advance(to: .ms(70))
        engine.setProgress(0.5, of: id)
        #expect(engine.currentTime(of: id) == .ms(100))
        engine.advance(by: .zero)
        #expect(recorder.last == 0.5)
        #expect(engine.timing(of: id)?.currentIteration == 1)
    }
}
