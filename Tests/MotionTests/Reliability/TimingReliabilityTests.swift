import Motion
import Testing

/// Issue #13, timing: counts, speeds, delays and engine times that would
/// overflow Int64 nanoseconds are refused with a message naming the argument,
/// and everything accepted delivers finite values.
@Suite("Reliability: timing and engine time")
struct TimingReliabilityTests {
    @Test("Infinite repetition at a huge speed delivers progress in [0, 1], never NaN")
    func infiniteRepeatAtHugeSpeed() {
        for speed in [1e300, Double.greatestFiniteMagnitude, 1e12] {
            let engine = AnimationEngine()
            var values: [Double] = []
            engine.animate(
                duration: .seconds(1), options: AnimationOptions(iterations: .infinity, speed: speed),
                animations: { values.append($0) })
            for _ in 0..<5 { engine.advance(by: .milliseconds(16)) }
            engine.advance(by: .seconds(1_000_000))
            #expect(values.count == 6)
            #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 }, "speed \(speed): \(values)")
        }
    }

    @Test("Infinite repetition far into its run gives the exact iteration progress")
    func infiniteRepeatRemainder() {
        // Local time 10¹⁸ + 0.25·10⁹ ns at speed 10⁶ from 10¹² ns of engine time:
        // 10⁹ + 0.25 iterations of 1 s, so progress 0.25 (exactly: every term is an integer in ns).
        let engine = AnimationEngine()
        var values: [Double] = []
        engine.animate(
            duration: .seconds(1), options: AnimationOptions(iterations: .infinity, speed: 1e6),
            animations: { values.append($0) })
        engine.advance(to: .nanoseconds(1_000_000_000_000 + 250))
        #expect(values.last == 0.25)
    }

    @Test("1e300 iterations of nothing is a valid, zero-length animation that completes")
    func manyEmptyIterations() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var completions: [CompletionReason] = []
        engine.animate(
            duration: .zero, options: AnimationOptions(iterations: 1e300, speed: -1),
            animations: { values.append($0) }, completion: { completions.append($0) })
        engine.advance(by: .milliseconds(16))
        #expect(completions == [.finished])
        #expect(values == [0])
    }

    @Test("AnimationOptions.validate names the argument and the value it refuses")
    func validateNamesTheArgument() throws {
        func refusal(_ options: AnimationOptions, duration: Duration = .seconds(1), delay: Duration = .zero) -> MotionArgumentError? {
            do {
                try options.validate(duration: duration, delay: delay)
                return nil
            } catch {
                return error
            }
        }
        #expect(refusal(AnimationOptions(iterations: 1e300, speed: -1))?.argument == "options.iterations")
        #expect(refusal(AnimationOptions(iterations: 1e300))?.argument == "options.iterations")
        #expect(refusal(AnimationOptions(iterations: .nan))?.argument == "options.iterations")
        #expect(refusal(AnimationOptions(iterations: -1))?.argument == "options.iterations")
        #expect(refusal(AnimationOptions(speed: .infinity))?.argument == "options.speed")
        #expect(refusal(AnimationOptions(repeatDelay: .seconds(-1)))?.argument == "options.repeatDelay")
        // Infinitely repeated zero durations are Web Animations' (active duration 0): accepted.
        #expect(refusal(AnimationOptions(iterations: .infinity), duration: .zero) == nil)
        #expect(refusal(AnimationOptions(iterationStart: -1))?.argument == "options.iterationStart")
        #expect(refusal(AnimationOptions(iterationStart: .infinity))?.argument == "options.iterationStart")
        #expect(refusal(AnimationOptions(iterationStart: 0.5, repeatDelay: .seconds(1)))?.argument == "options.iterationStart")
        #expect(refusal(AnimationOptions(iterationStart: 2, repeatDelay: .seconds(1))) == nil)
        #expect(refusal(AnimationOptions(iterations: .infinity, speed: -1))?.argument == "options.speed")
        #expect(refusal(.once, duration: .seconds(-1))?.argument == "duration")
        #expect(refusal(.once, duration: .seconds(Int64.max))?.argument == "duration")
        #expect(refusal(.once, duration: .seconds(300_000_000), delay: .seconds(9_000_000_000))?.argument == "delay")
        #expect(refusal(AnimationOptions(endDelay: .seconds(9_000_000_000)), duration: .seconds(300_000_000))?.argument == "options.endDelay")
        // Limits: 9.2·10⁹ s fit, with a negative end delay cutting a long run short.
        #expect(refusal(AnimationOptions(iterations: 9), duration: .seconds(1_000_000_000)) == nil)
        #expect(refusal(AnimationOptions(iterations: 10, endDelay: .seconds(-1_000_000_000)), duration: .seconds(1_000_000_000)) == nil)
        #expect(refusal(AnimationOptions(iterations: 1e300), duration: .zero) == nil)
        #expect(refusal(AnimationOptions(iterations: .infinity, speed: 2), duration: .seconds(1)) == nil)
        let message = refusal(AnimationOptions(iterations: 1e300, speed: -1))?.description ?? ""
        #expect(message.contains("1e+300"))
    }

    @Test("An animation's current time saturates at the engine's range instead of trapping")
    func currentTimeSaturates() {
        let engine = AnimationEngine()
        let id = engine.animate(
            duration: .seconds(1), options: AnimationOptions(iterations: .infinity, speed: 1e300), animations: { _ in })
        engine.advance(by: .seconds(1))
        #expect(engine.currentTime(of: id) == .nanoseconds(Int64.max))
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("1e300 iterations at a negative speed are refused for their length, not as infinite repetition")
    func hugeIterationsNegativeSpeed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animate(
                duration: .seconds(1), options: AnimationOptions(iterations: 1e300, speed: -1), animations: { _ in })
        }
        #expect(Reliability.stderr(result, contains: "options.iterations = 1e+300"))
        #expect(!Reliability.stderr(result, contains: "infinitely"))
    }

    @Test("advance(by:) past the engine's range stops with the delta and the engine time")
    func advanceByOverflow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            engine.advance(to: .nanoseconds(Int64.max - 10))
            engine.advance(by: .seconds(1))
        }
        #expect(Reliability.stderr(result, contains: "advance(by: 1.0 seconds)"))
    }

    @Test("advance(to:) with a time just past Int64 nanoseconds stops with the time, not an overflow")
    func advanceToOverflow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().advance(to: .seconds(9_223_372_036) + .milliseconds(900))
        }
        #expect(Reliability.stderr(result, contains: "advance(to:)"))
    }

    @Test("seek(_:to:) beyond the engine's range names seek")
    func seekOverflow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let id = engine.animate(duration: .seconds(1), animations: { _ in })
            engine.seek(id, to: .seconds(Int64.max))
        }
        // The call as the program wrote it, then the argument.
        #expect(Reliability.stderr(result, contains: "seek(AnimationID(1), to: 9.223372036854776e+18 seconds): time"))
    }

    @Test("An animation that would end beyond the engine's range is refused when it starts")
    func endBeyondRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            engine.advance(to: .nanoseconds(Int64.max - 1_000_000_000))
            engine.animate(duration: .seconds(2), animations: { _ in })
        }
        #expect(Reliability.stderr(result, contains: "engine's range"))
    }
    #endif
}
