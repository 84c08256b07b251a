import Motion
import Testing

/// Timelines played on the engine with a virtual clock.
@Suite("Timeline playback")
struct TimelinePlaybackTests {
    /// GSAP oracle (timing.md §6.4, run in GSAP): a tween of duration 1 with
    /// repeat 2, yoyo and repeatDelay 0.5 has totalDuration 4, and from 0 to
    /// 10 with ease "none" its value is 2.5 at 0.25, 10 at 1.25 (inside the
    /// repeat delay), 7.5 at 1.75 (yoyo leg) and 5.0 at 3.5.
    @Test("GSAP's repeat / yoyo / repeatDelay tween oracle, played as a timeline")
    func gsapTweenOracle() {
        let engine = AnimationEngine()
        let probe = TimelineProbe()
        var timeline = Timeline()
        timeline.add(TimelineRamp(from: 0, to: 10, duration: 1), to: probe, \.x)
        var reasons: [CompletionReason] = []
        engine.play(timeline, options: AnimationOptions(repeat: 2, yoyo: true, repeatDelay: .seconds(0.5))) {
            reasons.append($0)
        }
        for (time, expected) in [(0.25, 2.5), (1.25, 10), (1.75, 7.5), (3.5, 5.0)] {
            engine.advance(to: .seconds(time))
            #expect(abs(probe.x - expected) < 1e-12, "at \(time)")
        }
        engine.advance(to: .nanoseconds(3_999_999_999))
        #expect(reasons.isEmpty)  // totalDuration is 4
        engine.advance(to: .seconds(4))
        #expect(reasons == [.finished])
        #expect(probe.x == 10)
    }

    @Test("AnimationOptions(repeat:yoyo:repeatDelay:) maps GSAP's names")
    func gsapOptions() {
        let options = AnimationOptions(repeat: 2, yoyo: true, repeatDelay: .seconds(0.5), speed: 2)
        #expect(options == AnimationOptions(iterations: 3, direction: .alternate, repeatDelay: .seconds(0.5), speed: 2))
        #expect(AnimationOptions(repeat: -1).iterations == .infinity)
        #expect(AnimationOptions(repeat: 0) == .once)
    }

    /// A random timeline on a 0.25 s grid, its engine duration in nanoseconds.
    static func randomTimeline(_ random: inout SplitMix64, probe: TimelineProbe) -> (Timeline, Int64) {
        let children = RandomRampChild.make(count: Int.random(in: 2...8, using: &random), using: &random)
        var timeline = RandomRampChild.timeline(children, on: probe)
        if timeline.duration == 0 { timeline.add(duration: 1) { _ in } }
        return (timeline, Int64(timeline.duration * 1e9))
    }

    @Test("Seeking and reverse play deliver forward play's values at the same times")
    func seekAndReverseMatchForward() {
        var random = SplitMix64(seed: 0x5EE4)
        for _ in 0..<25 {
            let probe = TimelineProbe()
            let (timeline, total) = Self.randomTimeline(&random, probe: probe)
            let times = (0..<15).map { _ in Int64.random(in: 1..<total, using: &random) }.sorted()

            // Forward play at random frame times.
            let forwardEngine = AnimationEngine()
            forwardEngine.play(timeline)
            var forward: [Int64: [Double]] = [:]
            for time in times {
                forwardEngine.advance(to: .nanoseconds(time))
                forward[time] = probe.values
            }

            // Seeks in random order, each delivered by a zero-length frame.
            let seekEngine = AnimationEngine()
            let id = seekEngine.play(timeline)
            seekEngine.pause(id)
            for time in times.shuffled(using: &random) {
                seekEngine.seek(id, to: .nanoseconds(time))
                seekEngine.advance(by: .zero)
                #expect(probe.values == forward[time], "seek to \(time) ns")
            }

            // Playing backward from the end (negative speed).
            let reverseEngine = AnimationEngine()
            reverseEngine.play(timeline, options: AnimationOptions(speed: -1))
            for time in times.reversed() {
                reverseEngine.advance(to: .nanoseconds(total - time))
                #expect(probe.values == forward[time], "reverse play at \(time) ns")
            }

            // Reversing in flight, at the last sample time.
            let flipEngine = AnimationEngine()
            let flip = flipEngine.play(timeline)
            let turn = times.last!
            flipEngine.advance(to: .nanoseconds(turn))
            flipEngine.reverse(flip)
            for time in times.reversed().dropFirst() {
                flipEngine.advance(to: .nanoseconds(turn + (turn - time)))
                #expect(probe.values == forward[time], "reversed in flight at \(time) ns")
            }
        }
    }

    @Test("A yoyo iteration plays the timeline backward: the values mirror the forward iteration's")
    func yoyoMirrors() {
        var random = SplitMix64(seed: 0x1010)
        for _ in 0..<15 {
            let probe = TimelineProbe()
            let (timeline, total) = Self.randomTimeline(&random, probe: probe)
            let gap: Int64 = 300_000_000
            let engine = AnimationEngine()
            engine.play(timeline, options: AnimationOptions(repeat: 1, yoyo: true, repeatDelay: .nanoseconds(gap)))
            let offsets = (0..<10).map { _ in Int64.random(in: 1..<total, using: &random) }.sorted()
            var forward: [Int64: [Double]] = [:]
            for offset in offsets {
                engine.advance(to: .nanoseconds(offset))
                forward[offset] = probe.values
            }
            // In the backward iteration, time total − o of the timeline shows at total + gap + o.
            for offset in offsets.reversed() {
                engine.advance(to: .nanoseconds(total + gap + (total - offset)))
                let expected = forward[offset]!
                for (value, reference) in zip(probe.values, expected) {
                    #expect(abs(value - reference) < 1e-9, "yoyo at \(offset) ns")
                }
            }
        }
    }

    @Test("Speed scales the whole timeline; pause holds it; cancel ends it")
    func speedPauseCancel() {
        let engine = AnimationEngine()
        let probe = TimelineProbe()
        var timeline = Timeline()
        let ramp = TimelineRamp(from: 0, to: 4, duration: 2)
        timeline.add(ramp, to: probe, \.x)
        timeline.add(ramp, to: probe, \.y, at: .afterEnd())
        var reasons: [CompletionReason] = []
        let id = engine.play(timeline, options: AnimationOptions(speed: 2)) { reasons.append($0) }
        engine.advance(to: .seconds(0.5))
        #expect(probe.x == ramp.value(at: 1))
        engine.advance(to: .seconds(1.5))
        #expect(probe.y == ramp.value(at: 1))
        engine.pause(id)
        engine.advance(to: .seconds(1.75))
        #expect(probe.y == ramp.value(at: 1))
        engine.resume(id)
        engine.advance(to: .seconds(1.875))
        #expect(probe.y == ramp.value(at: 1.25))
        engine.cancel(id)
        #expect(reasons == [.cancelled])
        engine.advance(to: .seconds(3))
        #expect(probe.y == ramp.value(at: 1.25))
    }

    @Test("finish jumps to the end of the last iteration, running the callbacks on the way, and completes")
    func finish() {
        let engine = AnimationEngine()
        let probe = TimelineProbe()
        let log = CallbackLog()
        var timeline = Timeline()
        timeline.add(TimelineRamp(from: 1, to: 9, duration: 1), to: probe, \.x)
        timeline.call(at: 0.5, log.record(0))
        var reasons: [CompletionReason] = []
        let id = engine.play(timeline, options: AnimationOptions(repeat: 1, yoyo: true)) { reasons.append($0) }
        engine.advance(to: .seconds(0.3))
        engine.finish(id)
        #expect(probe.x == 1)  // the yoyo's second iteration ends at the start
        #expect(reasons == [.finished])
        // 0.3 → 1 forward, then the yoyo leg 1 → 0: 0.5 is crossed both ways.
        #expect(log.events.map(\.direction) == [.forward, .backward])
    }

    @Test("A delayed timeline starts after its delay; an infinitely repeating one keeps looping")
    func delayAndInfiniteRepeat() {
        let engine = AnimationEngine()
        let probe = TimelineProbe()
        var timeline = Timeline()
        let ramp = TimelineRamp(from: 0, to: 1, duration: 1)
        timeline.add(ramp, to: probe, \.x)
        let id = engine.play(timeline, delay: .seconds(1), options: AnimationOptions(repeat: -1))
        probe.x = -1
        engine.advance(to: .seconds(0.5))
        #expect(probe.x == -1)
        engine.advance(to: .seconds(1.25))
        #expect(probe.x == 0.25)
        engine.advance(to: .seconds(101.75))
        #expect(abs(probe.x - 0.75) < 1e-9)
        #expect(engine.isActive(id))
    }
}
