import Motion
import Testing

/// GSAP's child-timeline time, written as a walk over the cycles (not the
/// division and remainder Motion uses): a child with `repeat`, `repeatDelay`
/// and `yoyo` at total time `t` (the parent's time minus its start) plays
/// iteration `i` at `t − i·(d + repeatDelay)`, held at `d` in the repeat
/// delay; a time exactly on a cycle boundary belongs to the iteration that
/// ends there; odd iterations of a yoyo play `d − time`. This is GSAP 3's
/// `Timeline.render` mapping (gsap-core.js) and its documented `repeat`,
/// `repeatDelay` and `yoyo`. Exact for times on a binary grid.
func gsapChildTime(total t: Double, duration d: Double, repeat n: Int, delay r: Double, yoyo: Bool) -> Double {
    var rest = min(max(t, 0), d * Double(n + 1) + r * Double(n))
    var iteration = 0
    while iteration < n && rest > d + r {
        rest -= d + r
        iteration += 1
    }
    let local = min(rest, d)
    return yoyo && iteration % 2 == 1 ? d - local : local
}

/// One nested child's repeat settings, for the random cases.
struct NestedRepeat {
    var count: Int
    var delay: Double
    var yoyo: Bool

    static func random(_ random: inout SplitMix64) -> NestedRepeat {
        NestedRepeat(
            count: Int.random(in: 0...4, using: &random),
            delay: Double(Int.random(in: 0...4, using: &random)) * 0.125,
            yoyo: Bool.random(using: &random))
    }
}

@Suite("Timeline nested repeat and yoyo")
struct TimelineNestedRepeatTests {
    /// GSAP oracle (timing.md §6.4, run in GSAP 3.12.7): duration 1, repeat 2,
    /// yoyo, repeatDelay 0.5, 0 → 10 with ease "none": totalDuration 4, and
    /// 2.5 at 0.25, 10 at 1.25 (repeat delay), 7.5 at 1.75 (yoyo leg), 5 at
    /// 3.5. GSAP maps a child timeline's time with the same repeat code, so
    /// nested at 1 these values appear at 1.25, 2.25, 2.75 and 4.5.
    @Test("GSAP's repeat / yoyo / repeatDelay oracle, nested at 1 in a parent")
    func gsapOracleNested() {
        let probe = TimelineProbe()
        var inner = Timeline()
        inner.add(TimelineRamp(from: 0, to: 10, duration: 1), to: probe, \.x)
        var parent = Timeline()
        #expect(parent.add(inner, repeat: 2, yoyo: true, repeatDelay: 0.5, at: 1) == 1)
        #expect(parent.childTimes == [1...5])
        #expect(parent.duration == 5)
        for (time, expected) in [(1.25, 2.5), (2.25, 10), (2.75, 7.5), (4.5, 5.0), (0.5, 0), (5, 10), (9, 10)] {
            parent.render(at: time)
            #expect(abs(probe.x - expected) < 1e-12, "at \(time)")
        }
    }

    @Test("Iteration boundaries: the end of the iteration that finished, as GSAP renders them")
    func boundaries() {
        let probe = TimelineProbe()
        var inner = Timeline()
        inner.add(TimelineRamp(from: 0, to: 8, duration: 1), to: probe, \.x)
        // No delay, no yoyo: at 1 and 2 iteration 0 and 1 have just ended (8), not restarted (0).
        var wrap = Timeline()
        wrap.add(inner, repeat: 2)
        for (time, expected) in [(0.0, 0.0), (0.5, 4), (1, 8), (1.0625, 0.5), (2, 8), (2.5, 4), (3, 8)] {
            wrap.render(at: time)
            #expect(probe.x == expected, "wrap at \(time)")
        }
        // Yoyo with repeat 1: the end is the start value (the odd iteration played back to 0).
        var yoyo = Timeline()
        yoyo.add(inner, repeat: 1, yoyo: true)
        for (time, expected) in [(1.0, 8.0), (1.25, 6), (2, 0)] {
            yoyo.render(at: time)
            #expect(probe.x == expected, "yoyo at \(time)")
        }
        // A repeat delay holds the end of the iteration before it: 0 after a backward one.
        var held = Timeline()
        held.add(inner, repeat: 2, yoyo: true, repeatDelay: 0.5)
        for (time, expected) in [(1.25, 8.0), (1.5, 8), (2.5, 0), (2.75, 0), (3, 0), (3.25, 2)] {
            held.render(at: time)
            #expect(probe.x == expected, "held at \(time)")
        }
    }

    /// Random inner timelines and repeat settings, rendered at grid times in a
    /// random order (so often backward), against ``gsapChildTime`` applied to
    /// an identical, un-nested copy of the inner timeline.
    @Test("Random nested repeats render the reference child time, in any seek order")
    func randomAgainstReference() {
        var random = SplitMix64(seed: 0x7E57_AE)
        for _ in 0..<150 {
            let children = RandomRampChild.make(count: Int.random(in: 1...4, using: &random), using: &random)
            let nestedProbe = TimelineProbe()
            let referenceProbe = TimelineProbe()
            let inner = RandomRampChild.timeline(children, on: nestedProbe)
            let reference = RandomRampChild.timeline(children, on: referenceProbe)
            let settings = NestedRepeat.random(&random)
            let start = Double(Int.random(in: 0...4, using: &random)) * 0.25
            var parent = Timeline()
            parent.add(inner, repeat: settings.count, yoyo: settings.yoyo, repeatDelay: settings.delay, at: .at(start))
            let d = inner.duration
            let total = d * Double(settings.count + 1) + settings.delay * Double(settings.count)
            #expect(parent.childTimes == [start...(start + total)])
            // Every 1/16 s (which lands on every boundary), plus before and after.
            var times = (0...Int((start + total) * 16)).map { Double($0) / 16 } + [-1, start + total + 1]
            times.shuffle(using: &random)
            for time in times {
                parent.render(at: time)
                reference.render(
                    at: gsapChildTime(
                        total: time - start, duration: d, repeat: settings.count, delay: settings.delay,
                        yoyo: settings.yoyo))
                #expect(nestedProbe.values == referenceProbe.values, "at \(time) with \(settings), d = \(d)")
            }
        }
    }

    @Test("A repeating timeline nested in a repeating timeline composes the mappings")
    func twoLevels() {
        let probe = TimelineProbe()
        var grandchild = Timeline()
        grandchild.add(TimelineRamp(from: 0, to: 1, duration: 0.5), to: probe, \.x)
        var child = Timeline()
        child.add(duration: 0.25) { _ in }
        child.add(grandchild, repeat: 1, yoyo: true, at: 0.25)  // [0.25, 1.25]
        var parent = Timeline()
        parent.add(child, repeat: 2, yoyo: true, repeatDelay: 0.25, at: 0.5)  // 1.25 × 3 + 0.5 = 4.25
        #expect(parent.duration == 4.75)
        for step in 0...(4 * 40) {
            let time = Double(step) / 32
            parent.render(at: time)
            let childTime = gsapChildTime(total: time - 0.5, duration: 1.25, repeat: 2, delay: 0.25, yoyo: true)
            let grandTime = gsapChildTime(total: childTime - 0.25, duration: 0.5, repeat: 1, delay: 0, yoyo: true)
            #expect(probe.x == grandTime / 0.5, "at \(time)")
        }
    }

    /// The parent plays on the engine with its own repeat, yoyo and repeat
    /// delay; the expected value applies the reference mapping twice (parent,
    /// then child). Frames sit between grid points, away from wrap-arounds.
    @Test("A repeating, yoyoing parent on the engine plays its repeating child by the reference")
    func parentRepeatsOnEngine() {
        let probe = TimelineProbe()
        var inner = Timeline()
        inner.add(TimelineRamp(from: 0, to: 10, duration: 0.75), to: probe, \.x)
        var parent = Timeline()
        parent.add(TimelineRamp(from: 0, to: 1, duration: 0.25), to: probe, \.y)
        parent.add(inner, repeat: 2, yoyo: true, repeatDelay: 0.25, at: 0.25)  // [0.25, 3.0]
        #expect(parent.duration == 3)
        let engine = AnimationEngine()
        var reasons: [CompletionReason] = []
        engine.play(parent, options: AnimationOptions(repeat: 1, yoyo: true, repeatDelay: .seconds(0.5))) {
            reasons.append($0)
        }
        let end = 3.0 * 2 + 0.5
        for step in 0..<Int(end * 32) {
            let time = (Double(step) + 0.5) / 32
            engine.advance(to: .nanoseconds(Int64(time * 1e9)))
            let parentTime = gsapChildTime(total: time, duration: 3, repeat: 1, delay: 0.5, yoyo: true)
            let innerTime = gsapChildTime(total: parentTime - 0.25, duration: 0.75, repeat: 2, delay: 0.25, yoyo: true)
            #expect(abs(probe.x - innerTime / 0.75 * 10) < 1e-9, "at \(time)")
        }
        #expect(reasons.isEmpty)
        engine.advance(to: .seconds(end))
        engine.advance(to: .seconds(end + 1))
        #expect(reasons == [.finished])
        #expect(probe.x == 0)  // the parent's yoyo iteration ends at its 0
    }

    // MARK: - Callbacks

    /// Callbacks a (0), b (0.5) and c (1) in a 1-second inner timeline.
    static func innerWithCallbacks(_ log: CallbackLog) -> Timeline {
        var inner = Timeline()
        inner.call(at: 0, log.record(0))
        inner.call(at: 0.5, log.record(1))
        inner.call(at: 1, log.record(2))
        return inner
    }

    static func events(_ log: CallbackLog) -> [String] {
        log.events.map { "\(["a", "b", "c"][$0.name])\($0.direction == .forward ? "→" : "←")" }
    }

    /// Worked out by hand: nested at 1, repeat 2, yoyo, no delay. Iteration 0
    /// plays a b c forward; iteration 1 plays back (c is the turn, which
    /// already ran); iteration 2 plays forward again from the turn at a.
    @Test("Yoyo: each crossing once, a callback at a turn once, the nested direction reported")
    func yoyoCallbacks() {
        let log = CallbackLog()
        var parent = Timeline()
        parent.add(Self.innerWithCallbacks(log), repeat: 2, yoyo: true, at: 1)
        let forward = ["a→", "b→", "c→", "b←", "a←", "b→", "c→"]
        // One move over the whole timeline skips iteration 1, as GSAP's render does:
        // iterations 0 and 2 both play forward, so the nested playhead wraps to 0.
        parent.fireCallbacks(from: 0, to: 4, includingStart: true)
        #expect(Self.events(log) == ["a→", "b→", "c→", "a→", "b→", "c→"])

        // Frames that land exactly on the turns: every iteration plays.
        log.events = []
        var previous = 0.0
        for time in [1.0, 2, 2.25, 3, 3.5, 4] {
            parent.fireCallbacks(from: previous, to: time, includingStart: previous == 0)
            previous = time
        }
        #expect(Self.events(log) == forward)

        // Backward in the same frames: the exact reverse, each direction flipped.
        log.events = []
        for time in [3.5, 3, 2.25, 2, 1, 0] {
            parent.fireCallbacks(from: previous, to: time, includingStart: previous == 4)
            previous = time
        }
        #expect(Self.events(log) == ["c←", "b←", "a→", "b→", "c←", "b←", "a←"])
        // In one move, iteration 1 is skipped again.
        log.events = []
        parent.fireCallbacks(from: 4, to: 0, includingStart: true)
        #expect(Self.events(log) == ["c←", "b←", "a←", "c←", "b←", "a←"])
    }

    @Test("Wrap-around: the nested end and start both run, end first going forward")
    func wrapCallbacks() {
        let log = CallbackLog()
        var parent = Timeline()
        parent.add(Self.innerWithCallbacks(log), repeat: 1, at: 1)
        parent.fireCallbacks(from: 0, to: 3, includingStart: true)
        #expect(Self.events(log) == ["a→", "b→", "c→", "a→", "b→", "c→"])
        log.events = []
        // The starting point (c at 3) is excluded; at 2 the start of iteration 1 runs before the end of iteration 0.
        parent.fireCallbacks(from: 3, to: 1.75)
        #expect(Self.events(log) == ["b←", "a←", "c←"])
    }

    @Test("A repeat delay separates the turn; the turn's callback still runs once")
    func delayedYoyoCallbacks() {
        let log = CallbackLog()
        var parent = Timeline()
        parent.add(Self.innerWithCallbacks(log), repeat: 1, yoyo: true, repeatDelay: 0.5)
        #expect(parent.duration == 2.5)
        parent.fireCallbacks(from: 0, to: 2.5, includingStart: true)
        #expect(Self.events(log) == ["a→", "b→", "c→", "b←", "a←"])
    }

    /// On the engine, with the parent's own yoyo: the second parent iteration
    /// runs the first one's crossings in reverse, and the callback at the
    /// parent's turn (c at the parent's end) runs once. One completion.
    @Test("On the engine, every callback runs once per crossing and the completion once")
    func engineCallbacksOnce() {
        let log = CallbackLog()
        var parent = Timeline()
        parent.add(Self.innerWithCallbacks(log), repeat: 2, yoyo: true, at: 1)
        let engine = AnimationEngine()
        var completions = 0
        engine.play(parent, options: AnimationOptions(repeat: 1, yoyo: true)) { _ in completions += 1 }
        for frame in 1...(8 * 60 + 30) { engine.advance(to: .nanoseconds(Int64(frame) * 16_666_667)) }
        let forward = ["a→", "b→", "c→", "b←", "a←", "b→", "c→"]
        let back = ["b←", "a→", "b→", "c←", "b←", "a←"]  // from the parent's turn, which already ran c
        #expect(Self.events(log) == forward + back)
        #expect(completions == 1)
    }
}
