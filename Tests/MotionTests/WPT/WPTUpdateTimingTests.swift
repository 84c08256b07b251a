import Motion
import Testing

// WPT's web-animations/interfaces/AnimationEffect/updateTiming.html, its timing
// assertions, transcribed: each test names the WPT test it comes from; values
// are WPT's (times in ms).
//
// Not applicable to Motion (and why):
// - "Throws when setting invalid delay/iterationStart/iterations value",
//   "Throws when setting the endDelay to (negative) infinity", "Throws when
//   setting invalid duration": Motion's times are `Duration`s (never NaN or
//   infinite) and invalid counts are programmer errors that stop with a
//   precondition (EnginePreconditionTests covers iterationStart and iterations).
// - `getTiming()` checks (the specified values, e.g. `duration: 'auto'`,
//   easing serialisation in "Updates the specified value when setting the
//   easing"): Motion keeps only the computed timing; its members are checked.
// - "Allows setting the easing to a …" (gEasingTests): the easing curves are
//   the css-easing suite's subject; here one update of the easing is checked.
// - `anim.finish()` before an update: a finished Motion animation is gone, so
//   these tests seek a paused animation to its end instead (the same local time).

@Suite("WPT web-animations/interfaces/AnimationEffect/updateTiming.html")
struct WPTUpdateTimingTests {
    /// An animation of `duration` ms, as `createDiv(t).animate(null, …)`.
    private func animation(_ timing: WPTTiming) -> WPTAnimation { WPTAnimation(timing) }

    /// `anim.finish()` for an animation that must stay inspectable: pause at the end.
    private func finish(_ animation: WPTAnimation) {
        animation.engine.pause(animation.id)
        animation.seek(animation.timing.endTime * 1000)
    }

    @Test("Allows setting the delay to a positive / negative number")
    func delay() {
        let a = animation(.init(duration: 100))
        a.update(.init(delay: .ms(100)))
        #expect(a.timing.delay == 0.1)
        a.update(.init(delay: .ms(-100)))
        #expect(a.timing.delay == -0.1)
    }

    @Test("Allows setting the delay of an animation in progress: positive delay that causes the animation to be no longer in-effect")
    func delayOutOfEffect() {
        let a = animation(.init(duration: 100))
        a.update(.init(delay: .ms(100)))
        #expect(a.timing.transformedProgress == nil)
        #expect(a.timing.currentIteration == nil)
    }

    @Test("Allows setting the delay of an animation in progress: negative delay that seeks into the active interval")
    func delaySeeksIn() {
        let a = animation(.init(duration: 100, fill: .both))
        a.update(.init(delay: .ms(-50)))
        #expect(a.timing.transformedProgress == 0.5)
    }

    @Test("Allows setting the delay of an animation in progress: large negative delay that causes the animation to be finished")
    func delayFinishes() {
        let a = animation(.init(duration: 100, fill: .both))
        a.update(.init(delay: .ms(-100)))
        #expect(a.timing.transformedProgress == 1)
        #expect(a.timing.currentIteration == 0)
    }

    @Test("Allows setting the endDelay to a positive / negative number")
    func endDelay() {
        // WPT sets 123.45 ms; Motion's times are whole nanoseconds, so it reads back exactly.
        let a = animation(.init(duration: 2000))
        a.update(.init(endDelay: .ms(123.45)))
        #expect(abs(a.timing.endDelay - 0.12345) < 1e-12)
        a.update(.init(endDelay: .ms(-1000)))
        #expect(a.timing.endDelay == -1)
    }

    @Test("Allows setting the fill to 'none', 'forwards', 'backwards', 'both'", arguments: [FillMode.none, .forwards, .backwards, .both])
    func fill(_ fill: FillMode) {
        let a = animation(.init(duration: 100))
        a.update(.init(fill: fill))
        #expect(a.timing.fill == fill)
    }

    @Test("Allows setting the iterationStart of an animation in progress: backwards-filling")
    func iterationStartBackwards() {
        let a = animation(.init(iterationStart: 0.2, duration: 100, delay: 1, fill: .both))
        a.update(.init(iterationStart: 2.5))
        #expect(a.timing.transformedProgress == 0.5)
        #expect(a.timing.currentIteration == 2)
    }

    @Test("Allows setting the iterationStart of an animation in progress: active phase")
    func iterationStartActive() {
        let a = animation(.init(iterationStart: 0.2, duration: 100, delay: 0, fill: .both))
        a.update(.init(iterationStart: 2.5))
        #expect(a.timing.transformedProgress == 0.5)
        #expect(a.timing.currentIteration == 2)
    }

    @Test("Allows setting the iterationStart of an animation in progress: forwards-filling")
    func iterationStartForwards() {
        let a = animation(.init(iterationStart: 0.2, duration: 100, delay: 0, fill: .both))
        finish(a)
        a.update(.init(iterationStart: 2.5))
        #expect(a.timing.transformedProgress == 0.5)
        #expect(a.timing.currentIteration == 3)
    }

    @Test("Allows setting iterations to a double value / to infinity")
    func iterations() {
        let a = animation(.init(duration: 2000))
        a.update(.init(iterations: 2))
        #expect(a.timing.iterations == 2)
        a.update(.init(iterations: .infinity))
        #expect(a.timing.iterations == .infinity)
    }

    @Test("Allows setting the iterations of an animation in progress")
    func iterationsInProgress() {
        let a = animation(.init(duration: 100_000, fill: .both))
        finish(a)
        #expect(a.timing.transformedProgress == 1)
        #expect(a.timing.currentIteration == 0)
        a.update(.init(iterations: 2))
        #expect(a.timing.transformedProgress == 0)
        #expect(a.timing.currentIteration == 1)
        a.update(.init(iterations: 0))
        #expect(a.timing.transformedProgress == 0)
        #expect(a.timing.currentIteration == 0)
        a.update(.init(iterations: .infinity))
        #expect(a.timing.transformedProgress == 0)
        #expect(a.timing.currentIteration == 1)
    }

    @Test("Allows setting the duration (gGoodDurationValues: 123.45, 'auto' = 0, Infinity)")
    func duration() {
        let a = animation(.init(duration: 2000))
        a.update(.init(duration: .time(.ms(123.45))))
        #expect(abs(a.timing.duration - 0.12345) < 1e-12)
        a.update(.init(duration: .time(.zero)))
        #expect(a.timing.duration == 0)
        a.update(.init(duration: .infinite))
        #expect(a.timing.duration == .infinity)
    }

    @Test("Allows setting the duration of an animation in progress")
    func durationInProgress() {
        let a = animation(.init(duration: 100_000, fill: .both))
        finish(a)
        #expect(a.timing.transformedProgress == 1)
        a.update(.init(duration: .time(.ms(200_000))))
        #expect(a.timing.transformedProgress == 0.5)
        a.update(.init(duration: .time(.zero)))
        #expect(a.timing.transformedProgress == 1)
    }

    @Test("Allows setting the duration of an animation in progress such that the the start and current time do not change")
    func durationKeepsCurrentTime() {
        let a = animation(.init(duration: 100_000))
        a.engine.advance(to: .ms(30_000))
        let before = a.engine.currentTime(of: a.id)
        a.update(.init(duration: .time(.ms(200_000))))
        #expect(a.timing.duration == 200)
        #expect(a.engine.currentTime(of: a.id) == before)
        a.engine.advance(to: .ms(40_000))
        #expect(a.engine.currentTime(of: a.id) == .ms(40_000))
    }

    @Test("Allows setting the direction to each of the possible keywords")
    func directions() {
        let a = animation(.init(duration: 2000))
        for direction in PlaybackDirection.allCases {
            a.update(.init(direction: direction))
            #expect(a.timing.direction == direction)
        }
    }

    @Test("Allows setting the direction of an animation in progress from 'normal' to 'reverse'")
    func normalToReverse() {
        let a = animation(.init(duration: 10_000))
        a.seek(7000)
        #expect(a.timing.transformedProgress == 0.7)
        a.update(.init(direction: .reverse))
        #expect(abs(a.timing.transformedProgress! - 0.3) < 1e-12)  // WPT: assert_time_equals_literal
    }

    @Test("Allows setting the direction of an animation in progress from 'normal' to 'reverse' while at start of active interval")
    func normalToReverseAtStart() {
        let a = animation(.init(duration: 10_000))
        #expect(a.timing.transformedProgress == 0)
        a.update(.init(direction: .reverse))
        #expect(a.timing.transformedProgress == 1)
    }

    @Test("Allows setting the direction of an animation in progress from 'normal' to 'reverse' while filling backwards")
    func normalToReverseFillingBackwards() {
        let a = animation(.init(duration: 10_000, delay: 10_000, fill: .backwards))
        #expect(a.timing.transformedProgress == 0)
        a.update(.init(direction: .reverse))
        #expect(a.timing.transformedProgress == 1)
    }

    @Test("Allows setting the direction of an animation in progress from 'normal' to 'alternate'")
    func normalToAlternate() {
        let a = animation(.init(iterations: 2, duration: 10_000))
        a.seek(17_000)
        #expect(abs(a.timing.transformedProgress! - 0.7) < 1e-12)
        a.update(.init(direction: .alternate))
        #expect(abs(a.timing.transformedProgress! - 0.3) < 1e-12)
    }

    @Test("Allows setting the direction of an animation in progress from 'alternate' to 'alternate-reverse'")
    func alternateToAlternateReverse() {
        let a = animation(.init(iterations: 2, duration: 10_000, direction: .alternate))
        a.seek(17_000)
        #expect(abs(a.timing.transformedProgress! - 0.3) < 1e-12)
        a.update(.init(direction: .alternateReverse))
        #expect(abs(a.timing.transformedProgress! - 0.7) < 1e-12)
    }

    @Test("Allows setting the easing of an animation in progress")
    func easingInProgress() {
        let delay = 1_000_000.0
        let a = animation(
            .init(duration: 1_000_000, delay: delay, fill: .both, easing: .steps(2, position: .jumpStart)))
        a.update(.init(easing: .steps(2, position: .jumpEnd)))
        #expect(a.timing.transformedProgress == 0)  // before phase
        a.seek(delay + 750_000)
        #expect(a.timing.transformedProgress == 0.5)  // active phase
        a.update(.init(easing: .steps(2, position: .jumpStart)))
        #expect(a.timing.transformedProgress == 1)
        a.seek(delay + 1_500_000)
        a.update(.init(easing: .steps(2, position: .jumpEnd)))
        #expect(a.timing.transformedProgress == 1)  // after phase
    }
}
