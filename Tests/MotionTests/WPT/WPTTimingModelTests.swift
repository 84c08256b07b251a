import Motion
import Testing

// WPT's web-animations/timing-model/animation-effects tests, transcribed.
// Each table keeps WPT's rows in order, with the values WPT states; times in ms.
//
// Not applicable to Motion (and why):
// - current-iteration.html "Test currentIteration during before and after phase
//   when fill is none", its second half (after `anim.finished`): a Motion
//   animation that has finished is gone, so it has no computed timing; the
//   after phase with fill none is checked before the end instead.
// - phases-and-states.html's progress checks use KeyframeEffect targets; Motion
//   checks the phase, and the "no effect" (nil) outside the fill, directly.
// - local-time.html "Local time is unresolved for animation effects not
//   associated with an animation": a Motion animation always has a local time.

/// A row of the each-phase tables: delay 1 ms and fill both, as every row of these groups has.
private func row(
    iterations: Double, iterationStart: Double, duration: Double?, _ before: Double, _ active: Double?,
    _ after: Double?
) -> WPTPhaseRow {
    WPTPhaseRow(
        timing: WPTTiming(
            iterations: iterations, iterationStart: iterationStart, duration: duration, delay: 1, fill: .both),
        before: before, active: active, after: after)
}

/// Checks `read` in each phase against a row.
private func check(_ rows: [WPTPhaseRow], _ read: (ComputedTiming) -> Double?, sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, row) in rows.enumerated() {
        let values = WPTAnimation(row.timing).eachPhase(read)
        let name = "row \(index): \(row.timing)"
        #expect(values.before == row.before, "before: \(name)", sourceLocation: sourceLocation)
        if let active = row.active {
            #expect(values.active == .some(active), "active boundary: \(name)", sourceLocation: sourceLocation)
        } else {
            #expect(values.active == nil, "no active phase to test: \(name)", sourceLocation: sourceLocation)
        }
        if let after = row.after {
            #expect(values.after == .some(after), "after: \(name)", sourceLocation: sourceLocation)
        } else {
            #expect(values.after == nil, "no after phase to test: \(name)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("WPT web-animations/timing-model")
struct WPTTimingModelTests {
    // MARK: simple-iteration-progress.html

    /// web-animations/timing-model/animation-effects/simple-iteration-progress.html:
    /// zero, integer, fractional and infinite iteration counts (`progress`).
    @Test("simple-iteration-progress.html: iteration counts")
    func simpleIterationProgressCounts() {
        check([
        // zero iterations
        row(iterations: 0, iterationStart: 0, duration: 0, 0, nil, 0),
        row(iterations: 0, iterationStart: 0, duration: 100, 0, nil, 0),
        row(iterations: 0, iterationStart: 0, duration: nil, 0, nil, 0),
        row(iterations: 0, iterationStart: 2.5, duration: 0, 0.5, nil, 0.5),
        row(iterations: 0, iterationStart: 2.5, duration: 100, 0.5, nil, 0.5),
        row(iterations: 0, iterationStart: 2.5, duration: nil, 0.5, nil, 0.5),
        row(iterations: 0, iterationStart: 3, duration: 0, 0, nil, 0),
        row(iterations: 0, iterationStart: 3, duration: 100, 0, nil, 0),
        row(iterations: 0, iterationStart: 3, duration: nil, 0, nil, 0),
        // integer iterations
        row(iterations: 3, iterationStart: 0, duration: 0, 0, nil, 1),
        row(iterations: 3, iterationStart: 0, duration: 100, 0, 0, 1),
        row(iterations: 3, iterationStart: 0, duration: nil, 0, 0, nil),
        row(iterations: 3, iterationStart: 2.5, duration: 0, 0.5, nil, 0.5),
        row(iterations: 3, iterationStart: 2.5, duration: 100, 0.5, 0.5, 0.5),
        row(iterations: 3, iterationStart: 2.5, duration: nil, 0.5, 0.5, nil),
        row(iterations: 3, iterationStart: 3, duration: 0, 0, nil, 1),
        row(iterations: 3, iterationStart: 3, duration: 100, 0, 0, 1),
        row(iterations: 3, iterationStart: 3, duration: nil, 0, 0, nil),
        // fractional iterations
        row(iterations: 3.5, iterationStart: 0, duration: 0, 0, nil, 0.5),
        row(iterations: 3.5, iterationStart: 0, duration: 100, 0, 0, 0.5),
        row(iterations: 3.5, iterationStart: 0, duration: nil, 0, 0, nil),
        row(iterations: 3.5, iterationStart: 2.5, duration: 0, 0.5, nil, 1),
        row(iterations: 3.5, iterationStart: 2.5, duration: 100, 0.5, 0.5, 1),
        row(iterations: 3.5, iterationStart: 2.5, duration: nil, 0.5, 0.5, nil),
        row(iterations: 3.5, iterationStart: 3, duration: 0, 0, nil, 0.5),
        row(iterations: 3.5, iterationStart: 3, duration: 100, 0, 0, 0.5),
        row(iterations: 3.5, iterationStart: 3, duration: nil, 0, 0, nil),
        // infinity iterations
        row(iterations: .infinity, iterationStart: 0, duration: 0, 0, nil, 1),
        row(iterations: .infinity, iterationStart: 0, duration: 100, 0, 0, nil),
        row(iterations: .infinity, iterationStart: 0, duration: nil, 0, 0, nil),
        row(iterations: .infinity, iterationStart: 2.5, duration: 0, 0.5, nil, 0.5),
        row(iterations: .infinity, iterationStart: 2.5, duration: 100, 0.5, 0.5, nil),
        row(iterations: .infinity, iterationStart: 2.5, duration: nil, 0.5, 0.5, nil),
        row(iterations: .infinity, iterationStart: 3, duration: 0, 0, nil, 1),
        row(iterations: .infinity, iterationStart: 3, duration: 100, 0, 0, nil),
        row(iterations: .infinity, iterationStart: 3, duration: nil, 0, 0, nil),
        ], \.transformedProgress)
    }

    /// simple-iteration-progress.html: "Test end delay".
    @Test("simple-iteration-progress.html: end delay")
    func simpleIterationProgressEndDelay() {
        check(endDelayRows(progress: true), \.transformedProgress)
    }

    /// simple-iteration-progress.html: "Test negative playback rate".
    @Test("simple-iteration-progress.html: negative playback rate")
    func simpleIterationProgressNegativeRate() {
        check([
            WPTPhaseRow(timing: .init(duration: 1, delay: 1, fill: .both, playbackRate: -1), before: 0, active: 1, after: 1),
            WPTPhaseRow(timing: .init(duration: 0, delay: 1, fill: .both, playbackRate: -1), before: 0, active: nil, after: 1),
            WPTPhaseRow(
                timing: .init(iterations: 0, duration: 0, delay: 1, fill: .both, playbackRate: -1), before: 0, active: nil,
                after: 0),
        ], \.transformedProgress)
    }

    // MARK: current-iteration.html

    /// web-animations/timing-model/animation-effects/current-iteration.html:
    /// zero, integer, fractional and infinite iteration counts.
    @Test("current-iteration.html: iteration counts")
    func currentIterationCounts() {
        check([
        // zero iterations
        row(iterations: 0, iterationStart: 0, duration: 0, 0, nil, 0),
        row(iterations: 0, iterationStart: 0, duration: 100, 0, nil, 0),
        row(iterations: 0, iterationStart: 0, duration: nil, 0, nil, 0),
        row(iterations: 0, iterationStart: 2.5, duration: 0, 2, nil, 2),
        row(iterations: 0, iterationStart: 2.5, duration: 100, 2, nil, 2),
        row(iterations: 0, iterationStart: 2.5, duration: nil, 2, nil, 2),
        row(iterations: 0, iterationStart: 3, duration: 0, 3, nil, 3),
        row(iterations: 0, iterationStart: 3, duration: 100, 3, nil, 3),
        row(iterations: 0, iterationStart: 3, duration: nil, 3, nil, 3),
        // integer iterations
        row(iterations: 3, iterationStart: 0, duration: 0, 0, nil, 2),
        row(iterations: 3, iterationStart: 0, duration: 100, 0, 0, 2),
        row(iterations: 3, iterationStart: 0, duration: nil, 0, 0, nil),
        row(iterations: 3, iterationStart: 2.5, duration: 0, 2, nil, 5),
        row(iterations: 3, iterationStart: 2.5, duration: 100, 2, 2, 5),
        row(iterations: 3, iterationStart: 2.5, duration: nil, 2, 2, nil),
        row(iterations: 3, iterationStart: 3, duration: 0, 3, nil, 5),
        row(iterations: 3, iterationStart: 3, duration: 100, 3, 3, 5),
        row(iterations: 3, iterationStart: 3, duration: nil, 3, 3, nil),
        // fractional iterations
        row(iterations: 3.5, iterationStart: 0, duration: 0, 0, nil, 3),
        row(iterations: 3.5, iterationStart: 0, duration: 100, 0, 0, 3),
        row(iterations: 3.5, iterationStart: 0, duration: nil, 0, 0, nil),
        row(iterations: 3.5, iterationStart: 2.5, duration: 0, 2, nil, 5),
        row(iterations: 3.5, iterationStart: 2.5, duration: 100, 2, 2, 5),
        row(iterations: 3.5, iterationStart: 2.5, duration: nil, 2, 2, nil),
        row(iterations: 3.5, iterationStart: 3, duration: 0, 3, nil, 6),
        row(iterations: 3.5, iterationStart: 3, duration: 100, 3, 3, 6),
        row(iterations: 3.5, iterationStart: 3, duration: nil, 3, 3, nil),
        // infinity iterations
        row(iterations: .infinity, iterationStart: 0, duration: 0, 0, nil, .infinity),
        row(iterations: .infinity, iterationStart: 0, duration: 100, 0, 0, nil),
        row(iterations: .infinity, iterationStart: 0, duration: nil, 0, 0, nil),
        row(iterations: .infinity, iterationStart: 2.5, duration: 0, 2, nil, .infinity),
        row(iterations: .infinity, iterationStart: 2.5, duration: 100, 2, 2, nil),
        row(iterations: .infinity, iterationStart: 2.5, duration: nil, 2, 2, nil),
        row(iterations: .infinity, iterationStart: 3, duration: 0, 3, nil, .infinity),
        row(iterations: .infinity, iterationStart: 3, duration: 100, 3, 3, nil),
        row(iterations: .infinity, iterationStart: 3, duration: nil, 3, 3, nil),
        ], \.currentIteration)
    }

    /// current-iteration.html: "Test end delay".
    @Test("current-iteration.html: end delay")
    func currentIterationEndDelay() {
        check(endDelayRows(progress: false), \.currentIteration)
    }

    /// current-iteration.html: "Test negative playback rate".
    @Test("current-iteration.html: negative playback rate")
    func currentIterationNegativeRate() {
        check([
            WPTPhaseRow(timing: .init(duration: 1, delay: 1, fill: .both, playbackRate: -1), before: 0, active: 0, after: 0),
            WPTPhaseRow(
                timing: .init(iterations: 2, duration: 1, delay: 1, fill: .both, playbackRate: -1), before: 0, active: 1,
                after: 1),
            WPTPhaseRow(timing: .init(duration: 0, delay: 1, fill: .both, playbackRate: -1), before: 0, active: nil, after: 0),
            WPTPhaseRow(
                timing: .init(iterations: 0, duration: 0, delay: 1, fill: .both, playbackRate: -1), before: 0, active: nil,
                after: 0),
        ], \.currentIteration)
    }

    /// current-iteration.html: "Test currentIteration during before and after phase when fill is none"
    /// (delay 1, fill none): null in the before phase and in the after phase.
    @Test("current-iteration.html: null outside the active interval with fill none")
    func currentIterationFillNone() {
        let animation = WPTAnimation(WPTTiming(duration: 0, delay: 1))
        #expect(animation.timing.currentIteration == nil)
        animation.seek(2)
        #expect(animation.timing.phase == .after)
        #expect(animation.timing.currentIteration == nil)
    }

    /// The end-delay rows shared by simple-iteration-progress.html and current-iteration.html
    /// (duration 100, delay 1, fill both).
    private func endDelayRows(progress: Bool) -> [WPTPhaseRow] {
        func make(_ iterations: Double, _ start: Double, _ endDelay: Double, _ p: (Double, Double, Double), _ i: (Double, Double, Double)) -> WPTPhaseRow {
            let values = progress ? p : i
            return WPTPhaseRow(
                timing: .init(iterations: iterations, iterationStart: start, duration: 100, delay: 1, endDelay: endDelay, fill: .both),
                before: values.0, active: values.1, after: values.2)
        }
        return [
            make(1, 0, 50, (0, 0, 1), (0, 0, 0)),
            make(1, 0, -50, (0, 0, 0.5), (0, 0, 0)),
            make(1, 0, -100, (0, 0, 0), (0, 0, 0)),
            make(1, 0, -200, (0, 0, 0), (0, 0, 0)),
            make(1, 0.5, 50, (0.5, 0.5, 0.5), (0, 0, 1)),
            make(1, 0.5, -50, (0.5, 0.5, 0), (0, 0, 1)),
            make(1, 0.5, -100, (0.5, 0.5, 0.5), (0, 0, 0)),
            make(2, 0, -100, (0, 0, 0), (0, 0, 1)),
            make(1, 2, -50, (0, 0, 0.5), (2, 2, 2)),
            make(1, 2, -100, (0, 0, 0), (2, 2, 2)),
        ]
    }

    // MARK: local-time.html

    /// web-animations/timing-model/animation-effects/local-time.html:
    /// "Local time is current time for animation effects associated with an animation".
    @Test("local-time.html: local time is the current time")
    func localTime() {
        let animation = WPTAnimation(WPTTiming(duration: 10_000))
        for seconds in [-1.0, 0, 5, 10, 20] {
            animation.seek(seconds * 1000)
            #expect(animation.timing.localTime == seconds, "at \(seconds) s")
        }
    }

    // MARK: phases-and-states.html

    /// web-animations/timing-model/animation-effects/phases-and-states.html: the phase at each time.
    @Test("phases-and-states.html: phases")
    func phases() {
        let cases: [(WPTTiming, [(Double, AnimationPhase)])] = [
            // Phase calculation for a simple animation effect
            (.init(duration: 1), [(-1, .before), (0, .active), (1, .after)]),
            // ... with a positive start delay
            (.init(duration: 1, delay: 1), [(0, .before), (1, .active), (2, .after)]),
            // ... with a negative start delay
            (.init(duration: 1, delay: -1), [(-2, .before), (-1, .before), (0, .after)]),
            // ... with a positive end delay
            (.init(duration: 1, endDelay: 1), [(-1, .before), (0, .active), (1, .after), (2, .after)]),
            // ... with a negative end delay lesser in magnitude than the active duration
            (.init(duration: 2, endDelay: -1), [(-1, .before), (0, .active), (0.9, .active), (1, .after)]),
            // ... with a negative end delay equal in magnitude to the active duration
            (.init(duration: 1, endDelay: -1), [(-1, .before), (0, .after), (1, .after)]),
            // ... with a negative end delay greater in magnitude than the active duration
            (.init(duration: 1, endDelay: -2), [(-2, .before), (-1, .before), (0, .after)]),
            // ... positive start delay and a negative end delay lesser in magnitude than the active duration
            (.init(duration: 2, delay: 1, endDelay: -1), [(0, .before), (1, .active), (2, .after)]),
            // ... negative start delay and a negative end delay equal in magnitude to the active duration
            (.init(duration: 1, delay: -1, endDelay: -1), [(-2, .before), (-1, .before), (0, .after)]),
            // ... negative start delay and a negative end delay greater in magnitude than the active duration
            (.init(duration: 1, delay: -1, endDelay: -2), [(-3, .before), (-2, .before), (-1, .before), (0, .after)]),
            // ... a simple animation effect with negative playback rate
            (.init(duration: 1, playbackRate: -1), [(-1, .before), (0, .before), (1, .active), (2, .after)]),
        ]
        for (timing, points) in cases {
            let animation = WPTAnimation(timing)
            for (time, phase) in points {
                animation.seek(time)
                #expect(animation.timing.phase == phase, "\(timing) at \(time) ms")
                // WPT's assert_phase_at_time: with fill none, progress is null outside the active phase.
                #expect((animation.timing.transformedProgress == nil) == (phase != .active), "\(timing) at \(time) ms")
            }
        }
    }
}
