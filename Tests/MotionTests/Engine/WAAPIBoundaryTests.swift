import Motion
import Testing

/// The failing examples of issue 14 that concern timing, each against the
/// Web Animations Level 1 algorithm worked by hand in its comment.
@Suite("Web Animations boundaries (issue 14)")
struct WAAPIBoundaryTests {
    /// A plain class for a property group.
    private final class Puck {
        var x = 0.0
    }

    @Test("A negative end delay cuts the animation short at the value where it cuts")
    func negativeEndDelayCuts() {
        // Active duration 100 ms, end time max(0 + 100 − 50, 0) = 50 ms; the
        // active time at local 50 ms is min(50, 100) = 50 → progress 0.5.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), options: .init(endDelay: .ms(-50)), animations: recorder.update,
            completion: recorder.complete)
        engine.advance(to: .ms(40))
        #expect(recorder.last == 0.4)
        engine.advance(to: .ms(50))
        #expect(recorder.last == 0.5)
        #expect(recorder.completions == [.finished])
    }

    @Test("The before flag: steps(2, jump-start) is 0 in a backwards-filled delay")
    func beforeFlagInDelay() {
        // Before phase, going forwards → before flag set; directed progress 0;
        // steps(2, jump-start)(0, before) = ⌊0⌋ + 1 − 1 = 0.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), delay: .ms(50), easing: .steps(2, position: .jumpStart),
            options: .init(fillsBackwards: true), animations: recorder.update)
        engine.advance(to: .ms(10))
        #expect(recorder.last == 0)
        engine.advance(to: .ms(50))
        #expect(recorder.last == 0.5)  // active phase: no before flag
    }

    @Test("The before flag: steps(2, jump-start) reversed ends at 0 in the after phase")
    func beforeFlagAfterReverse() {
        // After phase, direction reverse → going backwards → before flag set;
        // directed progress 1 − 1 = 0 → 0.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), easing: .steps(2, position: .jumpStart), options: .init(direction: .reverse),
            animations: recorder.update)
        engine.advance(to: .ms(100))
        #expect(recorder.last == 0)
    }

    @Test("The before flag reaches step-start, the named curve")
    func beforeFlagStepStart() {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), delay: .ms(50), easing: .stepStart, options: .init(fillsBackwards: true),
            animations: recorder.update)
        engine.advance(to: .ms(10))
        #expect(recorder.last == 0)
    }

    @Test("Duration 1 ms, delay −1 ms, at local −1 ms: before phase, nothing delivered")
    func negativeDelayBeforePhase() {
        // End time max(−1 + 1, 0) = 0; before-active boundary max(min(−1, 0), 0) = 0;
        // local −1 < 0 → before phase; no backwards fill → no effect.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        let id = engine.animate(duration: .ms(1), delay: .ms(-1), animations: recorder.update)
        engine.seek(id, to: .ms(-1))
        engine.advance(by: .zero)
        #expect(recorder.values.isEmpty)
    }

    @Test("Duration 0, delay 1 ms, speed −1 at local 1 ms: before phase, progress 0")
    func zeroDurationNegativeRate() {
        // End time 1 ms; both boundaries are 1 ms; playing backwards at the
        // before-active boundary → before phase; backwards fill → active time 0;
        // zero duration in the before phase → overall progress 0.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .zero, delay: .ms(1), options: .init(speed: -1, fillsBackwards: true),
            animations: recorder.update)
        engine.advance(by: .zero)
        #expect(recorder.values == [0])
    }

    @Test("A property group of 0.6 s ends at 0.6 s, not a frame late")
    func propertyGroupEndsOnTime() {
        let engine = AnimationEngine()
        let puck = Puck()
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 1, duration: .seconds(0.6))
        }
        engine.advance(to: .seconds(0.6))
        #expect(puck.x == 1)
        #expect(!engine.isActive(id))
    }
}

@Suite("Web Animations zero durations")
struct WAAPIZeroDurationTests {
    @Test("Infinitely repeated zero durations end at once on an iteration's end")
    func infiniteZeroDuration() {
        // Web Animations: active duration 0; after phase; overall progress
        // ∞ → simple progress iterationStart % 1 = 0 → boundary rule → 1.
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .zero, options: .repeating(), animations: recorder.update, completion: recorder.complete)
        engine.advance(by: .zero)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.finished])
    }
}

@Suite("Web Animations end under reduced motion")
struct WAAPIReducedMotionTests {
    @Test("skipToEnd delivers the end where a negative end delay cuts the animation")
    func skipToEndCut() {
        // End time 50 ms; the after phase fills with active time 50 → 0.5.
        let engine = AnimationEngine(reducedMotion: .skipToEnd)
        let recorder = Recorder<Double>()
        engine.animate(duration: .ms(100), options: .init(endDelay: .ms(-50)), animations: recorder.update)
        engine.advance(by: .zero)
        #expect(recorder.values == [0.5])
    }

    @Test("skipToEnd with fill none delivers nothing")
    func skipToEndNone() {
        let engine = AnimationEngine(reducedMotion: .skipToEnd)
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), options: .init(fill: .none), animations: recorder.update,
            completion: recorder.complete)
        engine.advance(by: .zero)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }
}
