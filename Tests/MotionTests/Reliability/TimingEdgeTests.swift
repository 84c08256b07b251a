import Foundation
import Testing

@testable import Motion

/// The timing calls an outside pass found reaching NaN, a trap or an animation
/// that never ends with values the API accepts (issue #28, findings 1, 5 and 6):
/// infinite durations and iteration counts are states, never operands of 0 × ∞
/// or ∞ − ∞; a finite value whose product overflows, or an end beyond the
/// engine's range counted from its clock, is refused where it enters, naming
/// the call the program made.
@Suite("Timing at the edges")
struct TimingEdgeTests {
    /// Every number `timing(of:)` and `progress(of:)` report is finite (the
    /// active duration and end time may be infinite, and the current iteration
    /// in the after phase of an infinite repetition), and `currentTime(of:)` returns.
    static func expectFinite(_ engine: AnimationEngine, _ id: AnimationID, _ what: String) {
        guard let timing = engine.timing(of: id) else { return }
        #expect(timing.localTime.isFinite, "\(what): localTime \(timing.localTime)")
        for (name, value) in [
            ("activeTime", timing.activeTime), ("simpleIterationProgress", timing.simpleIterationProgress),
            ("directedProgress", timing.directedProgress), ("transformedProgress", timing.transformedProgress),
        ] {
            if let value { #expect(value.isFinite, "\(what): \(name) \(value)") }
        }
        if let progress = engine.progress(of: id) {
            #expect(progress >= 0 && progress <= 1, "\(what): progress \(progress)")
        }
        #expect(engine.currentTime(of: id) != nil)
    }

    @Test("An infinite duration set by updateTiming, then setProgress(0): finite, and it ends once the duration is back")
    func infiniteDurationThenProgress() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        let id = engine.animate(
            duration: .seconds(1), animations: { values.append($0) }, completion: { reasons.append($0) })
        engine.advance(to: .milliseconds(100))
        engine.updateTiming(of: id, TimingUpdate(duration: .infinite))
        engine.setProgress(0, of: id)
        Self.expectFinite(engine, id, "after setProgress(0)")
        #expect(engine.progress(of: id) == 0)
        #expect(engine.currentTime(of: id) == .zero)
        engine.advance(to: .milliseconds(200))
        engine.setProgress(0.5, of: id)
        Self.expectFinite(engine, id, "after setProgress(0.5)")
        engine.updateTiming(of: id, TimingUpdate(duration: .time(.seconds(1))))
        engine.advance(to: .milliseconds(700))
        Self.expectFinite(engine, id, "after the duration is back")
        engine.advance(to: .seconds(3))
        #expect(reasons == [.finished])
        #expect(values.filter { !$0.isFinite }.isEmpty)
        #expect(values.last == 1)
    }

    @Test("A spring given an infinite duration, then setProgress and currentTime")
    func springInfiniteDuration() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        let id = engine.animate(
            from: 0, to: 1, spring: .bouncy, update: { values.append($0) }, completion: { reasons.append($0) })
        engine.advance(to: .milliseconds(50))
        engine.updateTiming(of: id, TimingUpdate(duration: .infinite))
        engine.setProgress(0.25, of: id)
        Self.expectFinite(engine, id, "spring")
        engine.advance(to: .milliseconds(100))
        Self.expectFinite(engine, id, "spring, a frame later")
        engine.finish(id)
        #expect(reasons == [.finished])
        #expect(values.filter { !$0.isFinite }.isEmpty)
    }

    @Test("An infinite repetition at speed 1e300, one frame, then reverse(_:): finite, and it ends at its start")
    func hugeSpeedThenReverse() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        let id = engine.animate(
            duration: .seconds(1), options: AnimationOptions(iterations: .infinity),
            animations: { values.append($0) }, completion: { reasons.append($0) })
        engine.setSpeed(1e300, of: id)
        // 10⁹ ns × 1e300 overflows Double: the local time saturates instead.
        engine.advance(to: .seconds(1))
        Self.expectFinite(engine, id, "at speed 1e300")
        #expect(engine.currentTime(of: id) == .nanoseconds(Int64.max))
        engine.reverse(id)
        Self.expectFinite(engine, id, "reversed")
        engine.advance(to: .milliseconds(1016))
        #expect(reasons == [.finished])
        #expect(values.filter { !$0.isFinite }.isEmpty)
    }

    @Test("setProgress on an infinite repetition of an infinite duration stays finite")
    func infiniteOfInfinite() {
        let engine = AnimationEngine()
        let id = engine.animate(
            duration: .seconds(1), options: AnimationOptions(iterations: .infinity, iterationStart: 0.25),
            animations: { _ in })
        engine.advance(to: .milliseconds(2500))
        engine.updateTiming(of: id, TimingUpdate(duration: .infinite))
        for progress in [0, 0.5, 1.0] {
            engine.setProgress(progress, of: id)
            Self.expectFinite(engine, id, "setProgress(\(progress))")
            // An infinite iteration has one progress: its iteration start's fraction.
            #expect(engine.progress(of: id) == 0.25)
        }
    }

    @Test("A spring whose duration updateTiming set to zero retargets from where it is, at rest (found by the timing fuzzer)")
    func retargetAfterZeroDuration() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        let id = engine.animate(
            from: 0, to: 1, spring: .smooth, options: AnimationOptions(fill: .forwards),
            update: { values.append($0) }, completion: { reasons.append($0) })
        engine.advance(to: .milliseconds(100))
        engine.updateTiming(of: id, TimingUpdate(duration: .time(.zero)))
        // Its zero-length iteration has played: it presents its end, 1, and does not move.
        #expect(engine.retarget(id, to: 5.0))
        #expect(engine.velocity(of: id, as: Double.self) == 0)
        engine.advance(to: .nanoseconds(100_000_001))
        #expect(values.last.map { abs($0 - 1) < 1e-9 } == true)
        engine.advance(to: .seconds(60))
        #expect(reasons == [.finished])
        #expect(values.last == 5)
        #expect(values.filter { !$0.isFinite }.isEmpty)
    }

    @Test("A tween given an infinite duration retargets where it stands, and plays on once it has a duration again (found by the timing fuzzer)")
    func retargetInfiniteTween() {
        for generic in [false, true] {
            let engine = AnimationEngine()
            var values: [Double] = []
            var reasons: [CompletionReason] = []
            let id =
                generic
                ? animateGeneric(engine, from: 0.0, to: 1.0, duration: .seconds(1), easing: .easeInOutCubic) {
                    values.append($0)
                } completion: { reasons.append($0) }
                : engine.animate(
                    from: 0, to: 1, duration: .seconds(1), easing: .easeInOutCubic, update: { values.append($0) },
                    completion: { reasons.append($0) })
            engine.advance(to: .milliseconds(400))
            engine.updateTiming(of: id, TimingUpdate(duration: .infinite))
            engine.advance(to: .milliseconds(500))
            // An infinite iteration stays at its start's progress: 0.
            #expect(values.last == 0, "generic: \(generic)")
            #expect(engine.retarget(id, to: 5.0))
            #expect(engine.velocity(of: id, as: Double.self) == 0)
            engine.advance(to: .milliseconds(600))
            #expect(values.last == 0, "generic: \(generic)")
            engine.updateTiming(of: id, TimingUpdate(duration: .time(.seconds(1))))
            engine.advance(to: .seconds(5))
            #expect(reasons == [.finished], "generic: \(generic)")
            #expect(values.last == 5, "generic: \(generic)")
            #expect(values.filter { !$0.isFinite }.isEmpty)
        }
    }

    @Test("A curve across 1e300 in 2 ns: its velocity is reported at 2¹⁰²³, and it retargets from where it is (found by the timing fuzzer in CI)")
    func retargetShortHugeCurve() {
        for generic in [false, true] {
            for retargetedFirst in [false, true] {
                let engine = AnimationEngine()
                var values: [Double] = []
                var reasons: [CompletionReason] = []
                let id =
                    generic
                    ? animateGeneric(engine, from: 0.0, to: 1e300, duration: .seconds(1)) { values.append($0) }
                        completion: { reasons.append($0) }
                    : engine.animate(
                        from: 0, to: 1e300, duration: .seconds(1), update: { values.append($0) },
                        completion: { reasons.append($0) })
                if retargetedFirst {
                    // A retargeted curve is eased by the entry: the other path.
                    #expect(engine.retarget(id, to: 1e300))
                }
                engine.updateTiming(of: id, TimingUpdate(duration: .time(.nanoseconds(2))))
                engine.advance(to: .nanoseconds(1))
                let what = "generic \(generic), retargeted first \(retargetedFirst)"
                // 1e300 per 2 ns is 5e308 per second: beyond Double, so 2¹⁰²³ (the direction is +).
                #expect(engine.velocity(of: id, as: Double.self) == 0x1p1023, "\(what)")
                #expect(values.last == 5e299, "\(what)")
                #expect(engine.retarget(id, to: -1.0), "\(what)")
                engine.advance(to: .nanoseconds(2))
                #expect(values.filter { !$0.isFinite }.isEmpty, "\(what): \(values)")
                engine.advance(to: .nanoseconds(3))
                #expect(reasons == [.finished], "\(what)")
                #expect(values.last == -1, "\(what)")
            }
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A retarget that drops a negative delay and would end past 2⁶³ ns of local time is refused (found by the timing fuzzer in CI)")
    func retargetEndPastLocalRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            // It ends at 2⁶³ − 1 − 2.5 s of local time: in range until a retarget drops the delay.
            let id = engine.animate(
                from: 0, to: 1, duration: .nanoseconds(Int64.max), delay: .seconds(-3),
                options: AnimationOptions(endDelay: .milliseconds(500)), update: { _ in })
            engine.advance(to: .milliseconds(1))
            engine.retarget(id, to: 2.0)
        }
        #expect(Reliability.stderr(result, contains: "retarget("))
        #expect(Reliability.stderr(result, contains: "beyond the engine's range"))
    }

    @Test("updateTiming(iterations: 1e300) on a 1 s tween is refused, naming iterations")
    func hugeIterationsRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let id = engine.animate(duration: .seconds(1), animations: { _ in })
            engine.updateTiming(of: id, TimingUpdate(iterations: 1e300))
        }
        #expect(Reliability.stderr(result, contains: "updateTiming(of: "))
        #expect(Reliability.stderr(result, contains: "iterations: 1e+300"))
    }

    @Test("updateTiming(duration: 4e9 s) at engine time 8e18 ns is refused: the end is past the engine's range")
    func endPastRangeRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            engine.advance(to: .nanoseconds(8_000_000_000_000_000_000))
            let id = engine.animate(duration: .seconds(1), animations: { _ in })
            engine.updateTiming(of: id, TimingUpdate(duration: .time(.seconds(4_000_000_000))))
        }
        #expect(Reliability.stderr(result, contains: "updateTiming(of: "))
        #expect(Reliability.stderr(result, contains: "duration: 4000000000.0 seconds"))
        #expect(Reliability.stderr(result, contains: "beyond the engine's range"))
    }

    @Test("A speed that slows an animation past the engine's range is refused, at the start and by setSpeed")
    func slowSpeedRefused() async throws {
        // The public rule says so without stopping.
        #expect(throws: MotionArgumentError.self) {
            try AnimationOptions(speed: 1e-300).validate(duration: .seconds(1))
        }
        try AnimationOptions(speed: 1e-9).validate(duration: .seconds(1))
        let start = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animate(duration: .seconds(1), options: AnimationOptions(speed: 1e-300), animations: { _ in })
        }
        #expect(Reliability.stderr(start, contains: "options.speed"))
        let later = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let id = engine.animate(duration: .seconds(1), animations: { _ in })
            engine.setSpeed(1e-300, of: id)
        }
        #expect(Reliability.stderr(later, contains: "setSpeed(1e-300, of: "))
    }

    @Test("retarget(_:to: .nan) names retarget, not a call the program never made")
    func retargetNaN() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let id = engine.animate(from: 0, to: 1, spring: .smooth, update: { _ in })
            engine.advance(to: .milliseconds(100))
            engine.retarget(id, to: Double.nan)
        }
        #expect(Reliability.stderr(result, contains: "retarget("))
        #expect(Reliability.stderr(result, contains: "to: nan): the target must be finite"))
        #expect(!Reliability.stderr(result, contains: "animate("))
    }

    @Test("A retarget whose spring would leave Double's range names retarget")
    func retargetOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let id = engine.animate(from: -1e308, to: -1e308 + 1e292, spring: .smooth, update: { _ in })
            engine.advance(to: .milliseconds(100))
            engine.retarget(id, to: Double.greatestFiniteMagnitude)
        }
        #expect(Reliability.stderr(result, contains: "retarget("))
        #expect(Reliability.stderr(result, contains: "would leave Double's range"))
    }
    #endif
}
