import Motion
import Testing

// WPT's web-animations/timing-model/animation-effects/active-time.html and
// web-animations/timing-model/time-transformations/transformed-progress.html,
// transcribed; values as WPT states them (times in ms).
//
// Not applicable to Motion (and why):
// - active-time.html "Active time when the local time is unresolved, is
//   unresolved" (a KeyframeEffect with no animation): every Motion animation
//   has a local time.
// - transformed-progress.html "Transformed progress for …" (gEasingTests): the
//   curves themselves are the css-easing suite's subject; the step rows below
//   are the part that is about the timing model (the before flag).

@Suite("WPT web-animations/timing-model: active time")
struct WPTActiveTimeTests {
    /// `anim.finish()` for an animation that must stay inspectable: pause at its end time.
    private func finished(_ timing: WPTTiming) -> ComputedTiming {
        let animation = WPTAnimation(timing)
        animation.engine.pause(animation.id)
        animation.seek(animation.timing.endTime * 1000)
        return animation.timing
    }

    @Test("Active time in before phase")
    func beforePhase() {
        let cases: [(FillMode, Double?)] = [(.none, nil), (.backwards, 0), (.forwards, nil), (.both, 0)]
        for (fill, progress) in cases {
            let animation = WPTAnimation(WPTTiming(delay: 1, fill: fill))
            #expect(animation.timing.transformedProgress == progress, "fill \(fill)")
        }
    }

    @Test("Active time in active phase and no start delay is the local time")
    func activeNoDelay() {
        let animation = WPTAnimation(WPTTiming(duration: 1000))
        animation.seek(500)
        #expect(animation.timing.transformedProgress == 0.5)
    }

    @Test("Active time in active phase and positive start delay is the local time minus the start delay")
    func activePositiveDelay() {
        let animation = WPTAnimation(WPTTiming(duration: 1000, delay: 500))
        animation.seek(1000)
        #expect(animation.timing.transformedProgress == 0.5)
    }

    @Test("Active time in active phase and negative start delay is the local time minus the start delay")
    func activeNegativeDelay() {
        #expect(WPTAnimation(WPTTiming(duration: 1000, delay: -500)).timing.transformedProgress == 0.5)
    }

    @Test("Active time in after phase with no fill / backwards-only fill is unresolved")
    func afterUnfilled() {
        #expect(WPTAnimation(WPTTiming()).timing.transformedProgress == nil)
        #expect(WPTAnimation(WPTTiming(fill: .backwards)).timing.transformedProgress == nil)
    }

    @Test("Active time in after phase with forwards fill is the active duration")
    func afterForwards() {
        let timing = finished(WPTTiming(iterations: 2.3, duration: 1000, delay: 500, fill: .forwards))
        #expect(timing.currentIteration == 2)
        #expect(abs(timing.transformedProgress! - 0.3) < 0.0005)  // WPT: assert_time_equals_literal
    }

    @Test("Active time in after phase with forwards fill, zero-duration, and infinite iteration count is the active duration")
    func afterZeroInfinite() {
        let timing = finished(WPTTiming(iterations: .infinity, duration: 0, fill: .forwards))
        #expect(timing.currentIteration == .infinity)
        #expect(timing.transformedProgress == 1)
    }

    @Test("Active time in after phase with forwards fill and positive end delay is the active duration")
    func afterPositiveEndDelay() {
        let timing = finished(WPTTiming(iterations: 2.3, duration: 1000, delay: 500, endDelay: 4000, fill: .forwards))
        #expect(timing.currentIteration == 2)
        #expect(abs(timing.transformedProgress! - 0.3) < 0.0005)
    }

    @Test("Active time in after phase with forwards fill and negative end delay is the active duration + end delay")
    func afterNegativeEndDelay() {
        let timing = finished(WPTTiming(iterations: 2.3, duration: 1000, delay: 500, endDelay: -800, fill: .forwards))
        #expect(timing.currentIteration == 1)
        #expect(abs(timing.transformedProgress! - 0.5) < 0.0005)
    }

    @Test("Active time in after phase with forwards fill and negative end delay greater in magnitude than the active duration is zero")
    func afterLargeNegativeEndDelay() {
        let timing = finished(WPTTiming(iterations: 2.3, duration: 1000, delay: 500, endDelay: -2500, fill: .forwards))
        #expect(timing.currentIteration == 0)
        #expect(timing.transformedProgress == 0)
    }

    @Test("Active time in after phase with forwards fill and negative end delay greater in magnitude than the sum of the active duration and start delay is zero")
    func afterHugeNegativeEndDelay() {
        let timing = finished(WPTTiming(iterations: 2.3, duration: 1000, delay: 500, endDelay: -4000, fill: .forwards))
        #expect(timing.currentIteration == 0)
        #expect(timing.transformedProgress == 0)
    }

    @Test("Active time in after phase with 'both' fill is the active duration")
    func afterBoth() {
        let timing = finished(WPTTiming(iterations: 2.3, duration: 1000, delay: 500, fill: .both))
        #expect(timing.currentIteration == 2)
        #expect(abs(timing.transformedProgress! - 0.3) < 0.0005)
    }
}

@Suite("WPT web-animations/timing-model: transformed progress of step easings (the before flag)")
struct WPTTransformedProgressTests {
    /// One of transformed-progress.html's gStepTimingFunctionTests: delay 1000, duration 1000, fill both.
    private func check(
        _ description: String, iterations: Double = 1, iterationStart: Double = 0,
        direction: PlaybackDirection = .normal, easing: Easing, _ conditions: [(Double, Double)]
    ) {
        let animation = WPTAnimation(
            WPTTiming(
                iterations: iterations, iterationStart: iterationStart, duration: 1000, delay: 1000, fill: .both,
                direction: direction, easing: easing))
        for (time, progress) in conditions {
            animation.seek(time)
            #expect(animation.timing.transformedProgress == progress, "\(description): progress at \(time) ms")
        }
    }

    @Test("gStepTimingFunctionTests")
    func stepTimingFunctions() {
        let start2 = Easing.steps(2, position: .jumpStart)
        let end2 = Easing.steps(2, position: .jumpEnd)
        let both2 = Easing.steps(2, position: .jumpBoth)
        let none2 = Easing.steps(2, position: .jumpNone)
        check(
            "Test bounds point of step-start easing", easing: start2,
            [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 1), (2000, 1)])
        check(
            "Test bounds point of step-start easing with reverse direction", direction: .reverse, easing: start2,
            [(0, 1), (1001, 1), (1500, 1), (1501, 0.5), (2000, 0), (2500, 0)])
        check(
            "Test bounds point of step-start easing with iterationStart not at a transition point",
            iterationStart: 0.25, easing: start2,
            [(0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 1), (1749, 1), (1750, 0.5), (2000, 0.5), (2500, 0.5)])
        check(
            "Test bounds point of step-start easing with iterationStart and delay", iterationStart: 0.5, easing: start2,
            [(0, 0.5), (999, 0.5), (1000, 1), (1499, 1), (1500, 0.5), (2000, 1)])
        check(
            "Test bounds point of step-start easing with iterationStart and reverse direction", iterationStart: 0.5,
            direction: .reverse, easing: start2,
            [(0, 1), (1000, 1), (1001, 0.5), (1499, 0.5), (1500, 1), (1999, 1), (2000, 0.5), (2500, 0.5)])
        check(
            "Test bounds point of step(4, start) easing with iterationStart 0.75 and delay", iterationStart: 0.75,
            easing: .steps(4, position: .jumpStart),
            [(0, 0.75), (999, 0.75), (1000, 1), (2000, 1), (2500, 1)])
        check(
            "Test bounds point of step-start easing with alternate direction", iterations: 2, iterationStart: 1.5,
            direction: .alternate, easing: start2,
            [(0, 1), (1000, 1), (1001, 0.5), (2999, 1), (3000, 0.5), (3500, 0.5)])
        check(
            "Test bounds point of step-start easing with alternate-reverse direction", iterations: 2,
            iterationStart: 0.5, direction: .alternateReverse, easing: start2,
            [(0, 1), (1000, 1), (1001, 0.5), (2999, 1), (3000, 0.5), (3500, 0.5)])
        check(
            "Test bounds point of step-end easing", easing: end2,
            [(0, 0), (999, 0), (1000, 0), (1499, 0), (1500, 0.5), (2000, 1)])
        check(
            "Test bounds point of step-end easing with iterationStart and delay", iterationStart: 0.5, easing: end2,
            [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 0), (1999, 0), (2000, 0.5), (2500, 0.5)])
        check(
            "Test bounds point of step-end easing with iterationStart not at a transition point", iterationStart: 0.75,
            easing: end2,
            [(0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 0), (1749, 0), (1750, 0.5), (2000, 0.5), (2500, 0.5)])
        check(
            "Test bounds point of steps(jump-both) easing", easing: both2,
            [(0, 0), (999, 0), (1000, 1.0 / 3), (1499, 1.0 / 3), (1500, 2.0 / 3), (2000, 1)])
        check(
            "Test bounds point of steps(jump-both) easing with iterationStart and delay", iterationStart: 0.5,
            easing: both2,
            [(0, 1.0 / 3), (999, 1.0 / 3), (1000, 2.0 / 3), (1499, 2.0 / 3), (1500, 1.0 / 3), (1999, 1.0 / 3),
             (2000, 2.0 / 3), (2500, 2.0 / 3)])
        check(
            "Test bounds point of steps(jump-both) easing with iterationStart not at a transition point",
            iterationStart: 0.75, easing: both2,
            [(0, 2.0 / 3), (999, 2.0 / 3), (1000, 2.0 / 3), (1249, 2.0 / 3), (1250, 1.0 / 3), (1749, 1.0 / 3),
             (1750, 2.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3)])
        check(
            "Test bounds point of steps(jump-none) easing", easing: none2,
            [(0, 0), (1000, 0), (1499, 0), (1500, 1), (2000, 1)])
        check(
            "Test bounds point of steps(jump-none) easing with iterationStart and delay", iterationStart: 0.5,
            easing: none2,
            [(0, 0), (999, 0), (1000, 1), (1499, 1), (1500, 0), (1999, 0), (2000, 1), (2500, 1)])
        check(
            "Test bounds point of steps(jump-none) easing with iterationStart not at a transition point",
            iterationStart: 0.75, easing: none2,
            [(0, 1), (999, 1), (1000, 1), (1249, 1), (1250, 0), (1749, 0), (1750, 1), (2000, 1), (2500, 1)])
    }
}
