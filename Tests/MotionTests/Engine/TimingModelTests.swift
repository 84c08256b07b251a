import Motion
import Testing

/// The timing model against the published tables in timing.md §6.4
/// (Web Animations' algorithm, GSAP's repeat/yoyo/repeatDelay, Core Animation's autoreverse).
@Suite("Engine timing model")
struct TimingModelTests {
    /// Progress delivered at local time `time` for a linear 1000 ms animation.
    func progress(at time: Double, duration: Double = 1000, delay: Double = 0, options: AnimationOptions) -> Double? {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(duration: .ms(duration), delay: .ms(delay), options: options, animations: recorder.update)
        engine.advance(to: .ms(time))
        return recorder.last
    }

    @Test("Web Animations table: alternate, end boundary, fractional iterations, alternate-reverse")
    func webAnimationsTable() {
        // iterations 3, alternate, local 1250: iteration 1 plays backward, 0.25 in → 0.75.
        #expect(progress(at: 1250, options: .init(iterations: 3, direction: .alternate)) == 0.75)
        // iterations 3, alternate, local 3000 (after): boundary rule gives simple progress 1 of iteration 2 (forward).
        #expect(progress(at: 3000, options: .init(iterations: 3, direction: .alternate)) == 1.0)
        // iterations 2, alternate, after: iteration 1 ends backward at 0.
        #expect(progress(at: 2000, options: .init(iterations: 2, direction: .alternate)) == 0.0)
        // alternate-reverse, iterations 2, 250: iteration 0 plays backward → 0.75.
        #expect(progress(at: 250, options: .init(iterations: 2, direction: .alternateReverse)) == 0.75)
        // iterations 1.5, after: ends half-way through iteration 1.
        #expect(progress(at: 1500, options: .init(iterations: 1.5)) == 0.5)
        #expect(progress(at: 9000, options: .init(iterations: 1.5)) == 0.5)
    }

    @Test("Web Animations before phase: nothing without backwards fill, the start with it")
    func beforePhase() {
        #expect(progress(at: 200, delay: 500, options: .once) == nil)
        #expect(progress(at: 200, delay: 500, options: .init(fillsBackwards: true)) == 0)
        #expect(progress(at: 200, delay: 500, options: .init(direction: .reverse, fillsBackwards: true)) == 1)
    }

    @Test("GSAP: duration 1, repeat 2, yoyo, repeatDelay 0.5 from 0 to 10")
    func gsapRepeatDelayYoyo() {
        let options = AnimationOptions(iterations: 3, direction: .alternate, repeatDelay: .ms(500))
        let expected: [(Double, Double)] = [(250, 2.5), (1250, 10), (1750, 7.5), (3500, 5.0), (4000, 10)]
        for (time, value) in expected {
            let engine = AnimationEngine()
            let recorder = Recorder<Double>()
            engine.animate(from: 0.0, to: 10.0, duration: .seconds(1), options: options, update: recorder.update, completion: recorder.complete)
            engine.advance(to: .ms(time))
            #expect(recorder.last == value, "at \(time) ms")
            // totalDuration is 4 s: finished exactly then, not before.
            #expect(recorder.completions == (time >= 4000 ? [.finished] : []), "at \(time) ms")
        }
    }

    @Test("Core Animation: autoreverse with a fractional repeat count 1.5")
    func coreAnimationAutoreverse() {
        // duration 1, autoreverses, repeatCount 1.5 → active 3 s; 1.25 → 0.75 (reverse half), 2.5 → 0.5 (second cycle forward).
        let options = AnimationOptions.repeating(1.5, autoreverses: true)
        #expect(progress(at: 1250, options: options) == 0.75)
        #expect(progress(at: 2500, options: options) == 0.5)
        #expect(progress(at: 3000, options: options) == 1.0)
    }

    @Test("Autoreverse without repeat plays forward then back and ends at the start")
    func autoreverseWithoutRepeat() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(duration: .seconds(1), easing: .easeInCubic, options: .autoreverse, animations: recorder.update, completion: recorder.complete)
        for time in stride(from: 0.0, through: 2000, by: 250) { engine.advance(to: .ms(time)) }
        // Oracle: the easing at the directed progress computed by hand.
        let cubicIn = { (p: Double) in p * p * p }
        let directed = [0, 0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25, 0]
        for (value, p) in zip(recorder.values, directed) {
            #expect(abs(value - cubicIn(p)) < 1e-15)
        }
        #expect(recorder.last == 0)
        #expect(recorder.completions == [.finished])
    }

    @Test("Backward legs replay the easing by default and mirror it on request")
    func backwardEasing() {
        for backward in [BackwardEasing.replayed, .mirrored] {
            let engine = AnimationEngine()
            let recorder = Recorder<Double>()
            let options = AnimationOptions(iterations: 2, direction: .alternate, backwardEasing: backward)
            engine.animate(duration: .seconds(1), easing: .easeInQuad, options: options, animations: recorder.update)
            engine.advance(to: .ms(1250))  // iteration 1, simple progress 0.25, playing backward
            let expected = backward == .replayed ? 0.75 * 0.75 : 1 - 0.25 * 0.25
            #expect(recorder.last == expected)
        }
    }

    @Test("Infinite repetition keeps going and never completes by itself")
    func infiniteRepeat() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(duration: .seconds(1), options: .repeating(), animations: recorder.update, completion: recorder.complete)
        engine.advance(to: .seconds(1_000_000) + .ms(250))
        #expect(recorder.last == 0.25)
        #expect(recorder.completions.isEmpty)
        #expect(engine.activeAnimationCount == 1)
    }
}
