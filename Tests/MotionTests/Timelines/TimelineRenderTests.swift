import Motion
import Testing

/// Closed-form evaluation. The oracles are a stepped, stateful model of GSAP's
/// play (``SteppedTimelineModel``) and the ramps' own formula.
@Suite("Timeline rendering")
struct TimelineRenderTests {
    @Test("render(at:) matches GSAP's forward play on every property forward play has written")
    func matchesForwardPlay() {
        var random = SplitMix64(seed: 0xF0_0D)
        for _ in 0..<60 {
            let children = RandomRampChild.make(count: Int.random(in: 1...10, using: &random), using: &random)
            let probe = TimelineProbe()
            let timeline = RandomRampChild.timeline(children, on: probe)
            #expect(timeline.duration == children.map(\.end).max())
            // Checkpoints: random times and every boundary (where ties happen).
            var checkpoints = (0..<8).map { _ in random.uniform(0...timeline.duration) }
            checkpoints += children.flatMap { [$0.start, $0.end] }
            checkpoints.sort()
            var model = SteppedTimelineModel(children)
            for time in checkpoints {
                model.playForward(to: time)
                timeline.render(at: time)
                for (property, value) in model.values {
                    #expect(probe.values[property] == value, "property \(property) at \(time)")
                }
            }
        }
    }

    @Test("Scrubbing back before every child of a property restores its earliest child's start value")
    func scrubBackRestoresStartValues() {
        var random = SplitMix64(seed: 0x5C_2B)
        for _ in 0..<60 {
            let children = RandomRampChild.make(count: Int.random(in: 1...10, using: &random), using: &random)
            let probe = TimelineProbe()
            let timeline = RandomRampChild.timeline(children, on: probe)
            var model = SteppedTimelineModel(children)
            model.playForward(to: timeline.duration)
            var times = (0..<6).map { _ in random.uniform(0...timeline.duration) }
            times += children.map(\.start)
            for time in times.sorted(by: >) {
                model.playBackward(to: time)
                timeline.render(at: time)
                for property in 0..<3 {
                    let writers = children.filter { $0.property == property }
                    // GSAP's backward play differs from forward play where a child
                    // is active; where none has started, both restore start values.
                    guard !writers.isEmpty, writers.allSatisfy({ $0.start > time }) else { continue }
                    #expect(probe.values[property] == model.values[property], "property \(property) at \(time)")
                }
            }
        }
    }

    @Test("The result depends only on the time: any order of seeks gives forward play's values")
    func seekOrderIndependence() {
        var random = SplitMix64(seed: 0x0DE5)
        for _ in 0..<40 {
            let children = RandomRampChild.make(count: Int.random(in: 1...10, using: &random), using: &random)
            let probe = TimelineProbe()
            let timeline = RandomRampChild.timeline(children, on: probe)
            let times = (0..<12).map { _ in random.uniform(0...timeline.duration) }
            var forward: [Double: [Double]] = [:]
            for time in times.sorted() {
                timeline.render(at: time)
                forward[time] = probe.values
            }
            for time in times.shuffled(using: &random) {
                timeline.render(at: time)
                #expect(probe.values == forward[time])
            }
        }
    }

    @Test("Overlap on one property: the later-starting active child wins; after both end, the last to end")
    func overlapOrder() {
        let probe = TimelineProbe()
        var timeline = Timeline()
        let long = TimelineRamp(from: 0, to: 100, duration: 4)
        let short = TimelineRamp(from: 50, to: 60, duration: 1)
        timeline.add(long, to: probe, \.x, at: 0)
        timeline.add(short, to: probe, \.x, at: 1)
        timeline.render(at: 1.5)
        #expect(probe.x == short.value(at: 0.5))  // both active: the later start wins
        timeline.render(at: 3)
        #expect(probe.x == long.value(at: 3))  // the short one ended
        timeline.render(at: 0.5)
        #expect(probe.x == long.value(at: 0.5))  // short not started: long wins
        timeline.render(at: 4)
        #expect(probe.x == 100)
    }

    @Test("A nested timeline's children are offset by its start, at any depth")
    func nestedOffsets() {
        let probe = TimelineProbe()
        let ramp = TimelineRamp(from: 2, to: 6, duration: 1)
        var innermost = Timeline()
        innermost.add(ramp, to: probe, \.y, at: 0.25)
        var inner = Timeline()
        inner.add(ramp, to: probe, \.x, at: 0.5)
        inner.add(innermost, at: 1)
        var outer = Timeline()
        outer.add(duration: 1) { _ in }
        outer.add(inner, at: .afterEnd(0))
        #expect(outer.duration == 1 + 1 + 0.25 + 1)
        var random = SplitMix64(seed: 0xAE57)
        for _ in 0..<200 {
            let time = random.uniform(0...outer.duration)
            outer.render(at: time)
            #expect(abs(probe.x - ramp.value(at: time - 1.5)) < 1e-12, "x at \(time)")
            #expect(abs(probe.y - ramp.value(at: time - 2.25)) < 1e-12, "y at \(time)")
        }
    }

    @Test("Render closures get the local time clamped to [0, duration]; times outside the timeline clamp")
    func renderClosureTimes() {
        var seen: [Double] = []
        var timeline = Timeline()
        timeline.add(duration: 2, at: 1) { seen.append($0) }
        timeline.add(duration: 1, at: 0) { _ in }
        for time in [-1, 0, 1.5, 3, 7] {
            seen.removeAll()
            timeline.render(at: time)
            #expect(seen == [min(max(time - 1, 0), 2)], "at \(time)")
        }
    }

    @Test("A key-path child writes its property and holds the target weakly")
    func weakTarget() {
        var timeline = Timeline()
        var probe: TimelineProbe? = TimelineProbe()
        weak let weakProbe = probe
        timeline.add(TimelineRamp(from: 1, to: 3, duration: 2), to: probe!, \.z)
        timeline.render(at: 0.5)
        #expect(probe?.z == 1.5)
        probe = nil
        #expect(weakProbe == nil)
        timeline.render(at: 1)  // writes nothing, does not crash
    }

    @Test("A timeline is a value: a nested copy does not see later changes")
    func valueSemantics() {
        var inner = Timeline()
        inner.add(duration: 1) { _ in }
        var outer = Timeline()
        outer.add(inner)
        inner.add(duration: 5) { _ in }
        #expect(outer.duration == 1)
        #expect(inner.duration == 6)
    }
}
