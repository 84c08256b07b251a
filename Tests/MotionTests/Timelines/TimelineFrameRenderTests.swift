import Testing

@testable import Motion

/// Frames that write only the children whose writes can change
/// (``Timeline/renderClamped(at:after:)``, what a playing timeline does),
/// against the oracle that writes every child each time (``Timeline/render(at:)``):
/// two copies of one random timeline, each writing into its own world.
@Suite("Timeline frames render only what can change")
struct TimelineFrameRenderTests {
    /// What the children of one copy wrote: shared properties (last write
    /// wins), the last value each child received, and the callbacks run.
    final class World {
        var slots = [Double](repeating: 0, count: 4)
        var received: [Int: Double] = [:]
        var writes = 0
        var events: [String] = []

        func write(child: Int, slot: Int, _ value: Double) {
            slots[slot] = value
            received[child] = value
            writes += 1
        }

        func matches(_ other: World) -> Bool {
            slots == other.slots && received == other.received && events == other.events
        }
    }

    /// A random child, as data, so that two copies can be built.
    indirect enum Item {
        case ramp(start: Double, from: Double, to: Double, duration: Double, slot: Int)
        case keyframes(start: Double, values: [Double], durations: [Double], slot: Int)
        case localTime(start: Double, duration: Double, slot: Int)
        case call(time: Double)
        case nested(start: Double, items: [Item], repeat: Int, yoyo: Bool, repeatDelay: Double)

        /// Times on a 0.25 s grid (exact in binary), so starts and ends tie often;
        /// some children start before 0, some last 0 s.
        static func random(depth: Int, using random: inout SplitMix64) -> Item {
            let start = Double(Int.random(in: -2...16, using: &random)) * 0.25
            let duration = Double(Int.random(in: 0...8, using: &random)) * 0.25
            let slot = Int.random(in: 0..<4, using: &random)
            switch Int.random(in: 0..<(depth < 2 ? 6 : 5), using: &random) {
            case 0, 1:
                return .ramp(
                    start: start, from: random.uniform(-10...10), to: random.uniform(-10...10), duration: duration,
                    slot: slot)
            case 2:
                let segments = Int.random(in: 0...3, using: &random)
                return .keyframes(
                    start: start, values: (0...segments).map { _ in random.uniform(-5...5) },
                    durations: (0..<segments).map { _ in Double(Int.random(in: 0...4, using: &random)) * 0.125 },
                    slot: slot)
            case 3: return .localTime(start: start, duration: duration, slot: slot)
            case 4: return .call(time: max(start, 0))
            default:
                let items = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    Item.random(depth: depth + 1, using: &random)
                }
                return .nested(
                    start: start, items: items, repeat: Int.random(in: 0...2, using: &random), yoyo: Bool.random(using: &random),
                    repeatDelay: Double(Int.random(in: 0...2, using: &random)) * 0.25)
            }
        }
    }

    /// Builds `items` into a timeline writing `world`; children are numbered in
    /// build order through `next`, the same in every copy.
    static func build(_ items: [Item], into world: World, next: inout Int) -> Timeline {
        var timeline = Timeline()
        for item in items {
            let id = next
            next += 1
            switch item {
            case .ramp(let start, let from, let to, let duration, let slot):
                timeline.add(TimelineRamp(from: from, to: to, duration: duration), at: .at(start)) { [world] in
                    world.write(child: id, slot: slot, $0)
                }
            case .keyframes(let start, let values, let durations, let slot):
                let track = KeyframeTrack(values: values, durations: durations, easing: .easeInOutCubic)
                timeline.add(track, at: .at(start)) { [world] in world.write(child: id, slot: slot, $0) }
            case .localTime(let start, let duration, let slot):
                timeline.add(duration: duration, at: .at(start)) { [world] in world.write(child: id, slot: slot, $0) }
            case .call(let time):
                timeline.call(at: .at(time)) { [world] direction in world.events.append("\(id) \(direction)") }
            case .nested(let start, let nestedItems, let count, let yoyo, let repeatDelay):
                let nested = build(nestedItems, into: world, next: &next)
                timeline.add(nested, repeat: count, yoyo: yoyo, repeatDelay: repeatDelay, at: .at(start))
            }
        }
        return timeline
    }

    /// Two copies of a random timeline: the first for frames, the second for the oracle.
    static func twins(using random: inout SplitMix64) -> (Timeline, World, Timeline, World) {
        let items = (0..<Int.random(in: 1...14, using: &random)).map { _ in Item.random(depth: 0, using: &random) }
        let (world, oracleWorld) = (World(), World())
        var next = 0
        let timeline = build(items, into: world, next: &next)
        next = 0
        var oracle = build(items, into: oracleWorld, next: &next)
        oracle.rendersEveryChild = true
        return (timeline, world, oracle, oracleWorld)
    }

    @Test("Any sequence of times leaves the properties and each child's last value as rendering every child does")
    func framesMatchFullRender() {
        var random = SplitMix64(seed: 0x7_1DE)
        for trial in 0..<300 {
            let (timeline, world, oracle, oracleWorld) = Self.twins(using: &random)
            let end = timeline.duration
            // Boundaries (grid points), random times, repeats and times out of range.
            var previous: Double?
            for step in 0..<40 {
                let time: Double =
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: Double(Int.random(in: -2...Int(end * 8) + 2, using: &random)) * 0.125
                    case 1: previous ?? 0
                    case 2: Bool.random(using: &random) ? 0 : end
                    default: random.uniform(-0.5...(end + 0.5))
                    }
                let clamped = min(max(time, 0), end)
                if let previous {
                    timeline.renderClamped(at: clamped, after: previous)
                } else {
                    timeline.renderClamped(at: clamped)
                }
                oracle.render(at: time)
                previous = clamped
                #expect(world.matches(oracleWorld), "trial \(trial), step \(step), time \(time)")
                if !world.matches(oracleWorld) { return }
            }
        }
    }

    @Test("A forward frame writes only the children it can change: active, or ended since the last frame")
    func forwardFrameWrites() {
        // 200 children of 1 s, one every 0.05 s: a frame from t0 to t1 writes
        // those whose [start, end] meets [t0, t1] minus those that ended exactly at t0.
        let world = World()
        var timeline = Timeline()
        let starts = (0..<200).map { Double($0) * 0.05 }
        for (index, start) in starts.enumerated() {
            timeline.add(TimelineRamp(duration: 1), at: .at(start)) { [world] in world.write(child: index, slot: 0, $0) }
        }
        var random = SplitMix64(seed: 0xF_4A3)
        var previous = 0.0
        timeline.renderClamped(at: previous)
        #expect(world.writes == 200)
        for _ in 0..<50 {
            let time = min(previous + random.uniform(0...0.6), timeline.duration)
            world.writes = 0
            timeline.renderClamped(at: time, after: previous)
            let expected = timeline.childTimes.filter { $0.upperBound >= previous && $0.lowerBound <= time }.count
            #expect(world.writes == expected, "\(previous) → \(time)")
            previous = time
        }
    }

    @Test("Played on an engine (seeks, reverse, speed, pause, repeats, yoyo), frames match rendering every child")
    func playbackMatchesFullRender() {
        var random = SplitMix64(seed: 0xE_6E1)
        var (writes, oracleWrites, events) = (0, 0, 0)
        defer {
            // The frames took the shorter path, and callbacks ran.
            #expect(writes < oracleWrites / 2)
            #expect(events > 100)
        }
        for trial in 0..<120 {
            let (timeline, world, oracle, oracleWorld) = Self.twins(using: &random)
            let options = AnimationOptions(
                repeat: Int.random(in: 0...3, using: &random), yoyo: Bool.random(using: &random),
                repeatDelay: .milliseconds(Int.random(in: 0...2, using: &random) * 250),
                speed: [1, 2, 0.5, -1][Int.random(in: 0..<4, using: &random)])
            let engines = (AnimationEngine(), AnimationEngine())
            let ids = (engines.0.play(timeline, options: options), engines.1.play(oracle, options: options))
            for step in 0..<40 {
                let operation = Int.random(in: 0..<10, using: &random)
                let milliseconds = Int.random(in: 0...1500, using: &random)
                let firing = Bool.random(using: &random)
                let speed = [1, -1, 3, 0.25][Int.random(in: 0..<4, using: &random)]
                for (engine, id) in [(engines.0, ids.0), (engines.1, ids.1)] {
                    switch operation {
                    case 0: engine.seek(id, to: .milliseconds(milliseconds), firingCallbacks: firing)
                    case 1: engine.reverse(id)
                    case 2: engine.setSpeed(speed, of: id)
                    case 3: engine.pause(id)
                    case 4: engine.resume(id)
                    default: engine.advance(by: .milliseconds(milliseconds / 10))
                    }
                    if operation < 5 { engine.advance(by: .milliseconds(16)) }
                }
                #expect(world.matches(oracleWorld), "trial \(trial), step \(step), operation \(operation)")
                if !world.matches(oracleWorld) { return }
            }
            writes += world.writes
            oracleWrites += oracleWorld.writes
            events += world.events.count
        }
    }
}
