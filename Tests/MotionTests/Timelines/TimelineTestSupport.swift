import Motion

/// A straight ramp from `from` to `to` over `duration` seconds: the tests' own
/// track, so the timeline tests do not depend on keyframe tracks.
struct TimelineRamp: Track {
    var from: Double
    var to: Double
    var duration: Double

    init(from: Double = 0, to: Double = 1, duration: Double) {
        self.from = from
        self.to = to
        self.duration = duration
    }

    func value(at time: Double) -> Double {
        if time <= 0 { return from }
        if time >= duration { return to }
        return from + (to - from) * (time / duration)
    }
}

/// An object with a few properties for timelines to animate.
final class TimelineProbe {
    var x = 0.0
    var y = 0.0
    var z = 0.0

    var values: [Double] { [x, y, z] }

    static func property(_ index: Int) -> ReferenceWritableKeyPath<TimelineProbe, Double> {
        [\.x, \.y, \.z][index]
    }
}

/// Records the callbacks a timeline runs, in order.
final class CallbackLog {
    var events: [(name: Int, direction: Timeline.Direction)] = []

    var names: [Int] { events.map(\.name) }

    func record(_ name: Int) -> (Timeline.Direction) -> Void {
        { [unowned self] direction in events.append((name, direction)) }
    }
}

/// A random child for ordering tests: a ramp on one probe property.
struct RandomRampChild {
    var start: Double
    var ramp: TimelineRamp
    var property: Int

    var end: Double { start + ramp.duration }

    /// Children on a 0.25 s grid (exact in binary), so starts and ends tie often.
    static func make(count: Int, using random: inout SplitMix64) -> [RandomRampChild] {
        (0..<count).map { _ in
            let start = Double(Int.random(in: 0...12, using: &random)) * 0.25
            let duration = Double(Int.random(in: 0...8, using: &random)) * 0.25
            let ramp = TimelineRamp(
                from: random.uniform(-10...10), to: random.uniform(-10...10), duration: duration)
            return RandomRampChild(start: start, ramp: ramp, property: Int.random(in: 0..<3, using: &random))
        }
    }

    /// A timeline with `children`, each at its absolute start, writing `probe`.
    static func timeline(_ children: [RandomRampChild], on probe: TimelineProbe) -> Timeline {
        var timeline = Timeline()
        for child in children {
            timeline.add(child.ramp, to: probe, TimelineProbe.property(child.property), at: .at(child.start))
        }
        return timeline
    }
}

/// GSAP's timeline play, stepped: every step renders, in (start, insertion)
/// order, each child whose clamped local time changed since it last
/// rendered. Forward it renders only children that have started; backward
/// it walks the children last to first. Steps land on every child's start
/// and end, which gives the frame-rate-independent limit of GSAP's play (two
/// children ending within one coarse frame would otherwise render in start
/// order). An independent, stateful model of what the closed-form
/// ``Timeline/render(at:)`` must reproduce.
struct SteppedTimelineModel {
    let children: [RandomRampChild]
    /// Child indices in (start, insertion) order.
    let order: [Int]
    /// Each child's last rendered local time and whether the playhead was at
    /// or past its start (GSAP's `_zTime`: a zero-length child re-renders when
    /// the playhead moves back past it).
    var lastRendered: [(local: Double, started: Bool)?]
    var values: [Int: Double] = [:]
    /// Starts before 0, so the first step lands on 0 like every other boundary.
    var time = -1.0

    init(_ children: [RandomRampChild]) {
        self.children = children
        order = children.indices.sorted { a, b in
            children[a].start != children[b].start ? children[a].start < children[b].start : a < b
        }
        lastRendered = Array(repeating: nil, count: children.count)
    }

    /// Every start and end, so that each step lands on every boundary.
    var boundaries: [Double] { children.flatMap { [$0.start, $0.end] } }

    private mutating func render(_ index: Int, at t: Double) {
        let child = children[index]
        let local = min(max(t - child.start, 0), child.ramp.duration)
        let started = t >= child.start
        if let last = lastRendered[index], last.local == local, last.started == started { return }
        lastRendered[index] = (local, started)
        values[child.property] = child.ramp.value(at: local)
    }

    /// Plays forward to `target`, stepping on every boundary and every `step` seconds.
    mutating func playForward(to target: Double, step: Double = 0.05) {
        for t in steps(to: target, step: step) where t > time {
            for index in order where t >= children[index].start { render(index, at: t) }
        }
        time = target
    }

    /// Plays backward to `target`, walking children last to first (GSAP's reverse).
    mutating func playBackward(to target: Double, step: Double = 0.05) {
        for t in steps(to: target, step: step).reversed() where t < time {
            for index in order.reversed() { render(index, at: t) }
        }
        time = target
    }

    /// The sorted times between `time` and `target` (both included) on a grid, plus every boundary.
    private func steps(to target: Double, step: Double) -> [Double] {
        let (low, high) = (min(time, target), max(time, target))
        var times = Set(boundaries.filter { $0 >= low && $0 <= high })
        var t = low
        while t < high {
            times.insert(t)
            t += step
        }
        times.insert(low)
        times.insert(high)
        return times.sorted()
    }
}
