import Motion
import Testing

/// Callbacks at labels and times. The oracles: the stated crossing rules
/// checked on hand-made paths, and, for random play, a fine sampling of the
/// playhead's path computed from GSAP's repeat formula, whose sign changes
/// around each callback time are the crossings.
@Suite("Timeline callbacks")
struct TimelineCallbackTests {
    /// A 1-second timeline with callbacks 0…n−1 at `times`.
    static func timeline(_ times: [Double], log: CallbackLog, duration: Double = 1) -> Timeline {
        var timeline = Timeline()
        timeline.add(duration: duration) { _ in }
        for (name, time) in times.enumerated() { timeline.call(at: .at(time), log.record(name)) }
        return timeline
    }

    @Test("fireCallbacks: (from, to] forward, [to, from) backward, the start only when included")
    func crossingRules() {
        let log = CallbackLog()
        let timeline = Self.timeline([0, 0.25, 0.5, 0.5, 1], log: log)
        timeline.fireCallbacks(from: 0, to: 0.5)
        #expect(log.names == [1, 2, 3])
        #expect(log.events.allSatisfy { $0.direction == .forward })
        log.events.removeAll()
        timeline.fireCallbacks(from: 0.5, to: 0)
        #expect(log.names == [1, 0])  // 0.5 is the start: excluded
        #expect(log.events.allSatisfy { $0.direction == .backward })
        log.events.removeAll()
        timeline.fireCallbacks(from: 0.5, to: 0.25, includingStart: true)
        #expect(log.names == [3, 2, 1])  // ties backward: last added first
        log.events.removeAll()
        timeline.fireCallbacks(from: 0.5, to: 0.5)
        #expect(log.names.isEmpty)
        timeline.fireCallbacks(from: 0.5, to: 0.5, includingStart: true)
        #expect(log.names == [2, 3])
        log.events.removeAll()
        // Clamped to [0, duration]: a start outside counts as crossed.
        timeline.fireCallbacks(from: -3, to: 0.3)
        #expect(log.names == [0, 1])
        log.events.removeAll()
        timeline.fireCallbacks(from: 7, to: 0.9)
        #expect(log.names == [4])
    }

    @Test("On the engine: once per crossing, in both directions; landing exactly fires once")
    func labelCrossings() {
        let log = CallbackLog()
        var timeline = Timeline()
        timeline.add(duration: 2) { _ in }
        timeline.addLabel("L", at: .at(0.5))
        timeline.call(at: .label("L"), log.record(0))
        let engine = AnimationEngine()
        let id = engine.play(timeline)
        engine.advance(to: .seconds(0.25))
        #expect(log.names.isEmpty)
        engine.advance(to: .seconds(0.5))  // lands on L
        #expect(log.names == [0])
        engine.advance(to: .seconds(0.5))
        engine.advance(to: .seconds(0.75))
        #expect(log.names == [0])
        engine.reverse(id)
        engine.advance(to: .seconds(1.25))  // back to 0.25, across L
        #expect(log.names == [0, 0])
        #expect(log.events.last?.direction == .backward)
        engine.reverse(id)
        engine.advance(to: .seconds(1.5))  // forward to 0.5: lands again
        #expect(log.names == [0, 0, 0])
        engine.reverse(id)
        engine.advance(to: .seconds(1.75))  // leaving from exactly L: not again
        #expect(log.names == [0, 0, 0])
    }

    @Test("Callbacks at 0 and at the end run on the first and the last frame")
    func startAndEnd() {
        let log = CallbackLog()
        let timeline = Self.timeline([0, 1], log: log)
        let engine = AnimationEngine()
        engine.play(timeline)
        engine.advance(to: .seconds(0.1))
        #expect(log.names == [0])
        engine.advance(to: .seconds(5))
        #expect(log.names == [0, 1])

        // Started backward (negative speed), the end is where it starts.
        let backward = CallbackLog()
        engine.play(Self.timeline([0, 1], log: backward), options: AnimationOptions(speed: -1))
        engine.advance(to: .seconds(5.1))
        #expect(backward.names == [1])
        engine.advance(to: .seconds(7))
        #expect(backward.names == [1, 0])
        #expect(backward.events.map(\.direction) == [.backward, .backward])
    }

    @Test("Wrap-around at a repeat boundary runs the crossed parts; an alternating turn runs its point once")
    func repeatWrap() {
        let log = CallbackLog()
        let engine = AnimationEngine()
        engine.play(Self.timeline([0, 0.1, 0.9, 1], log: log), options: AnimationOptions(repeat: 1))
        engine.advance(to: .seconds(0.8))
        log.events.removeAll()
        engine.advance(to: .seconds(1.2))  // 0.8 → 1 | 0 → 0.2
        #expect(log.names == [2, 3, 0, 1])

        let yoyo = CallbackLog()
        engine.play(Self.timeline([0, 0.1, 0.9, 1], log: yoyo), options: AnimationOptions(repeat: 1, yoyo: true))
        engine.advance(to: .seconds(2))  // its time 0.8
        yoyo.events.removeAll()
        engine.advance(to: .seconds(2.4))  // 0.8 → 1 → 0.8
        #expect(yoyo.names == [2, 3, 2])
        #expect(yoyo.events.map(\.direction) == [.forward, .forward, .backward])
    }

    @Test("seek(_:to:) runs the callbacks on the way; firingCallbacks: false jumps silently")
    func seeking() {
        let log = CallbackLog()
        let engine = AnimationEngine()
        let id = engine.play(Self.timeline([0.2, 0.4, 0.6], log: log))
        engine.advance(to: .seconds(0.1))
        engine.seek(id, to: .seconds(0.5))
        engine.advance(to: .seconds(0.1))
        #expect(log.names == [0, 1])
        engine.seek(id, to: .seconds(0.1), firingCallbacks: false)
        engine.advance(to: .seconds(0.1))
        #expect(log.names == [0, 1])
        engine.seek(id, to: .seconds(0.6), firingCallbacks: false)  // lands on 0.6 silently
        engine.advance(to: .seconds(0.1))
        engine.advance(to: .seconds(0.2))
        #expect(log.names == [0, 1])
        engine.seek(id, to: .seconds(0.3), firingCallbacks: true)
        engine.advance(to: .seconds(0.2))
        #expect(log.names == [0, 1, 2, 1])
    }

    @Test("A callback that cancels its timeline stops the rest of the frame's callbacks")
    func cancelFromCallback() {
        let engine = AnimationEngine()
        var ran: [Int] = []
        var id = AnimationID?.none
        var timeline = Timeline()
        timeline.add(duration: 1) { _ in }
        timeline.call(at: 0.3) { ran.append(0) }
        timeline.call(at: 0.4) {
            ran.append(1)
            engine.cancel(id!)
        }
        timeline.call(at: 0.5) { ran.append(2) }
        id = engine.play(timeline)
        engine.advance(to: .seconds(0.9))
        #expect(ran == [0, 1])
        #expect(!engine.isActive(id!))
    }

    @Test("A nested timeline's callbacks fire at its start plus their time")
    func nestedCallbacks() {
        let log = CallbackLog()
        var inner = Timeline()
        inner.add(duration: 1) { _ in }
        inner.addLabel("M", at: 0.25)
        inner.call(at: .label("M"), log.record(1))
        var outer = Timeline()
        outer.call(at: 1.5, log.record(0))
        outer.add(inner, at: 1)
        outer.call(at: 1.75, log.record(2))
        let engine = AnimationEngine()
        engine.play(outer)
        engine.advance(to: .seconds(1.24))
        #expect(log.names.isEmpty)
        engine.advance(to: .seconds(1.25))
        #expect(log.names == [1])
        engine.advance(to: .seconds(2))
        #expect(log.names == [1, 0, 2])
    }

    /// Timeline time at local time `local` by GSAP's repeat formula.
    static func position(_ local: Double, duration: Double, gap: Double, iterations: Double, yoyo: Bool) -> Double {
        let period = duration + gap
        let iteration = min((local / period).rounded(.down), iterations - 1)
        let within = min(local - iteration * period, duration)
        let backward = yoyo && iteration.truncatingRemainder(dividingBy: 2) == 1
        return backward ? duration - within : within
    }

    @Test("Random play with repeats, yoyo and reversals: each crossing of the sampled path fires once, in order")
    func randomCrossings() {
        var random = SplitMix64(seed: 0xCA11)
        let duration = 1.0
        let gap = 0.3
        let iterations = 3.0
        let end = iterations * duration + (iterations - 1) * gap
        for trial in 0..<30 {
            let yoyo = trial % 2 == 0
            var times: [Double] = []
            while times.count < 6 {
                let time = random.uniform(0.01...0.99)
                if times.allSatisfy({ abs($0 - time) > 0.002 }) { times.append(time) }
            }
            let log = CallbackLog()
            let engine = AnimationEngine()
            let id = engine.play(
                Self.timeline(times, log: log, duration: duration),
                options: AnimationOptions(repeat: 2, yoyo: yoyo, repeatDelay: .seconds(gap)))
            var expected: [(name: Int, direction: Timeline.Direction)] = []
            var local = 0.0
            var speed = 1.0
            var now: Int64 = 0
            for _ in 0..<60 {
                let step = Int64(random.uniform(0.01...0.4) * 1e9)
                now += step
                let next = min(max(local + Double(step) * 1e-9 * speed, 0), end)
                // The oracle: sample the path finely and look for sign changes.
                let count = Int((abs(next - local) / 5e-4).rounded(.up))
                var previous = Self.position(local, duration: duration, gap: gap, iterations: iterations, yoyo: yoyo)
                for index in stride(from: 1, through: count, by: 1) {
                    let sampleLocal = local + (next - local) * Double(index) / Double(count)
                    let current = Self.position(
                        sampleLocal, duration: duration, gap: gap, iterations: iterations, yoyo: yoyo)
                    if abs(current - previous) < 0.01 {  // a wrap-around jumps; it is not a crossing
                        for (name, time) in times.enumerated() where (previous - time) * (current - time) < 0 {
                            expected.append((name, current > previous ? .forward : .backward))
                        }
                    }
                    previous = current
                }
                local = next
                engine.advance(to: .nanoseconds(now))
                if local == end || (local == 0 && speed < 0) { break }
                if random.uniform(0...1) < 0.2 {
                    engine.reverse(id)
                    speed = -speed
                }
            }
            #expect(log.names == expected.map(\.name), "trial \(trial)")
            #expect(log.events.map(\.direction) == expected.map(\.direction), "trial \(trial)")
        }
    }
}
