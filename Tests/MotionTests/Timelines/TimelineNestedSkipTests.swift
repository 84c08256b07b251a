import Motion
import Testing

/// The callbacks GSAP 3 runs for one move of the parent's playhead from `a` to
/// `b`, for a child timeline at `start` (duration `d`, `repeat`, `repeatDelay`,
/// `yoyo`) whose callbacks are at `times` (in order added), written after
/// GSAP's `Timeline.render` (gsap-core.js): the child's previous and new total
/// times give its previous and new iteration (a time exactly on a cycle boundary
/// belongs to the iteration that ends there). In one iteration the nested
/// playhead moves from the old time to the new one. Across iterations it
/// renders the iteration it leaves to its end in the direction it moves
/// (`rewinding ? 0 : d`), then, when the two iterations run the same way
/// (`doesWrap`), jumps without events to just outside the other end of the
/// iteration it enters, and renders to the new time. Iterations in between are
/// never rendered. A zero-length callback runs when the nested playhead lands on
/// or crosses its time; a clamped start from outside the child counts as crossed.
private func gsapEvents(
    from a: Double, to b: Double, start: Double, duration d: Double, settings: NestedRepeat, times: [Double]
) -> [(name: Int, direction: Timeline.Direction)] {
    let n = settings.count
    let cycle = d + settings.delay
    let total = d * Double(n + 1) + settings.delay * Double(n)
    func position(_ parent: Double) -> (iteration: Int, time: Double, clamped: Bool) {
        let t = parent - start
        let clampedTotal = min(max(t, 0), total)
        var iteration = min(Int((clampedTotal / cycle).rounded(.down)), n)
        var time = clampedTotal - Double(iteration) * cycle
        if iteration > 0 && time == 0 { (iteration, time) = (iteration - 1, d) }
        time = min(time, d)
        if settings.yoyo && iteration % 2 == 1 { time = d - time }
        return (iteration, time, t != clampedTotal)
    }
    var events: [(Int, Timeline.Direction)] = []
    let parentForward = b >= a
    /// The nested playhead's move in iteration `iteration`; one that stays put (held in a repeat
    /// delay) runs its callbacks with the direction of the parent's move through that iteration.
    func pass(_ from: Double, _ to: Double, including: Bool, includingEnd: Bool = true, iteration: Int) {
        let forward = to == from ? parentForward != (settings.yoyo && iteration % 2 == 1) : to > from
        if to == from && !(including && includingEnd) { return }
        let order = forward ? Array(times.indices) : Array(times.indices.reversed())
        for index in order {
            let c = times[index]
            let crossed =
                forward
                ? ((including ? c >= from : c > from) && (includingEnd ? c <= to : c < to))
                : ((including ? c <= from : c < from) && (includingEnd ? c >= to : c > to))
            // Reported with the direction the nested playhead moves in.
            if crossed { events.append((index, forward ? .forward : .backward)) }
        }
    }
    let previous = position(a)
    let next = position(b)
    // A move that stays before the child or after it renders nothing.
    if previous.clamped && next.clamped && (a - start < 0) == (b - start < 0) { return [] }
    if previous.iteration == next.iteration {
        pass(previous.time, next.time, including: previous.clamped, iteration: next.iteration)
        return events
    }
    var rewinding = settings.yoyo && previous.iteration % 2 == 1
    let doesWrap = rewinding == (settings.yoyo && next.iteration % 2 == 1)
    if !parentForward { rewinding.toggle() }
    let left = rewinding ? 0 : d
    if doesWrap {
        pass(previous.time, left, including: previous.clamped, iteration: previous.iteration)
        pass(rewinding ? d : 0, next.time, including: true, iteration: next.iteration)
    } else {
        // A yoyo turn: GSAP runs a callback exactly at the turn once. Motion reports it
        // with the direction of the earlier iteration (in the parent's time): the one
        // left going forward, the one entered going backward.
        pass(previous.time, left, including: previous.clamped, includingEnd: parentForward, iteration: previous.iteration)
        pass(left, next.time, including: !parentForward, iteration: next.iteration)
    }
    return events
}

@Suite("Timeline nested repeats: iterations a frame skips")
struct TimelineNestedSkipTests {
    static func events(_ log: CallbackLog) -> [String] {
        log.events.map { "\(["a", "b", "c"][$0.name])\($0.direction == .forward ? "→" : "←")" }
    }

    /// Callbacks a (0), b (0.5), c (1) in a 1-second inner timeline nested at 1
    /// with repeat 3: iterations [1, 2], [2, 3], [3, 4], [4, 5].
    static func parent(_ log: CallbackLog, yoyo: Bool) -> Timeline {
        var parent = Timeline()
        parent.add(TimelineNestedRepeatTests.innerWithCallbacks(log), repeat: 3, yoyo: yoyo, at: 1)
        return parent
    }

    /// Worked out from GSAP's render: 1.25 → 3.75 leaves iteration 0 (b, c run) and
    /// enters iteration 2 after a wrap-around (a, b run); iteration 1 runs nothing.
    @Test("A frame that skips an iteration runs the rest of the one it leaves and the start of the one it enters")
    func skipWrap() {
        let log = CallbackLog()
        let parent = Self.parent(log, yoyo: false)
        parent.fireCallbacks(from: 1.25, to: 3.75)
        #expect(Self.events(log) == ["b→", "c→", "a→", "b→"])
        log.events = []
        parent.fireCallbacks(from: 3.75, to: 1.25)
        #expect(Self.events(log) == ["b←", "a←", "c←", "b←"])
    }

    /// Yoyo, 1.25 → 3.75: iterations 0 and 2 both play forward, so the nested
    /// playhead jumps from 1 back to 0 and a runs (GSAP's `doesWrap`). 1.25 → 4.75:
    /// iteration 3 plays backward from 1, where iteration 0 ended: no jump, c does
    /// not run again.
    @Test("Yoyo: a skip between iterations running the same way wraps; the other way it turns")
    func skipYoyo() {
        let log = CallbackLog()
        let parent = Self.parent(log, yoyo: true)
        parent.fireCallbacks(from: 1.25, to: 3.75)
        #expect(Self.events(log) == ["b→", "c→", "a→", "b→"])
        log.events = []
        parent.fireCallbacks(from: 1.25, to: 4.75)
        #expect(Self.events(log) == ["b→", "c→", "b←"])
        log.events = []
        // Backward from iteration 3 to 1, both playing backward, so their nested times rise:
        // the rest of 3 up to 1 (b, c), a jump to 0, then 1 up to 0.75 (a, b).
        parent.fireCallbacks(from: 4.75, to: 2.25)
        #expect(Self.events(log) == ["b→", "c→", "a→", "b→"])
    }

    @Test("Random frames, forward and backward, run exactly GSAP's callbacks", arguments: 0..<40)
    func randomAgainstGSAP(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 7)
        let settings = NestedRepeat.random(&random)
        let start = Double(Int.random(in: 0...4, using: &random)) * 0.25
        let log = CallbackLog()
        var parent = Timeline()
        parent.add(TimelineNestedRepeatTests.innerWithCallbacks(log), repeat: settings.count, yoyo: settings.yoyo,
                   repeatDelay: settings.delay, at: .at(start))
        var time = 0.0
        for _ in 0..<12 {
            // Off any boundary: GSAP and Motion place a callback exactly on a wrap-around in different frames.
            let next = random.uniform(0...parent.duration)
            log.events = []
            parent.fireCallbacks(from: time, to: next)
            let expected = gsapEvents(
                from: time, to: next, start: start, duration: 1, settings: settings, times: [0, 0.5, 1])
            #expect(
                log.events.map { "\($0.name)\($0.direction)" } == expected.map { "\($0.name)\($0.direction)" },
                "\(settings) at \(start): \(time) → \(next)")
            time = next
        }
    }

    /// On the engine, one long frame is one move: 1.25 s → 3.75 s skips iteration 1.
    @Test("On the engine, a long frame skips the nested iterations it jumps over")
    func engineLongFrame() {
        let log = CallbackLog()
        let engine = AnimationEngine()
        engine.play(Self.parent(log, yoyo: false))
        engine.advance(to: .seconds(1.25))
        #expect(Self.events(log) == ["a→"])
        log.events = []
        engine.advance(to: .seconds(3.75))
        #expect(Self.events(log) == ["b→", "c→", "a→", "b→"])
    }

    /// GSAP holds the nested playhead at the iteration's end through a repeat delay: moving
    /// back out of the delay does not run the callback at the end again (it is the starting
    /// point), and moving back into the delay from the next iteration does.
    @Test("A repeat delay holds the end: its callback runs where the nested playhead reaches it")
    func repeatDelayEnd() {
        let log = CallbackLog()
        var parent = Timeline()
        parent.add(TimelineNestedRepeatTests.innerWithCallbacks(log), repeat: 1, repeatDelay: 0.5)  // [0, 1], delay, [1.5, 2.5]
        parent.fireCallbacks(from: 1.25, to: 0.25)  // from inside the delay
        #expect(Self.events(log) == ["b←"])
        log.events = []
        parent.fireCallbacks(from: 1.75, to: 1.25)  // from iteration 1 into the delay
        #expect(Self.events(log) == ["a←", "c←"])
    }

    /// Two levels: the grandchild's skipped iterations inside one iteration of the child.
    @Test("A nested timeline's own nested repeats skip too")
    func skipTwoLevels() {
        let log = CallbackLog()
        var child = Timeline()
        child.add(TimelineNestedRepeatTests.innerWithCallbacks(log), repeat: 3)  // [0, 4]
        var parent = Timeline()
        parent.add(child, repeat: 1, at: 0)  // [0, 4], [4, 8]
        // 0.25 → 2.75 in the child's iteration 0: the grandchild leaves 0, skips 1, enters 2.
        parent.fireCallbacks(from: 0.25, to: 2.75)
        #expect(Self.events(log) == ["b→", "c→", "a→", "b→"])
        log.events = []
        // 2.75 → 6.25: the child leaves its iteration 0, where the grandchild plays on to
        // its end (c of 2; a, b, c of 3), and wraps into its iteration 1 up to 2.25, where
        // the grandchild plays 0 (a, b, c), skips 1 and enters 2 (a).
        parent.fireCallbacks(from: 2.75, to: 6.25)
        #expect(Self.events(log) == ["c→", "a→", "b→", "c→", "a→", "b→", "c→", "a→"])
    }
}
