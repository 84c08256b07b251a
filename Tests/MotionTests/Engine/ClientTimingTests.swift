import Motion
import Testing

/// Web Animations Level 1's timing procedures (§4.5 to §4.10: phases, active
/// time, overall and simple iteration progress, current iteration, directed
/// progress), written out from the spec for these tests; milliseconds.
/// Motion's `auto` fill is not modelled: the tests use the four explicit modes.
struct WAAPIReference {
    var delay = 0.0
    var duration = 0.0
    var iterations = 1.0
    var iterationStart = 0.0
    var endDelay = 0.0
    var direction = PlaybackDirection.normal
    var fill = FillMode.none

    struct Result {
        var phase: AnimationPhase
        var activeTime: Double?
        var iteration: Double?
        var simple: Double?
        var directed: Double?
    }

    var activeDuration: Double { duration == 0 || iterations == 0 ? 0 : duration * iterations }
    var endTime: Double { max(delay + activeDuration + endDelay, 0) }

    func compute(at t: Double) -> Result {
        let beforeActive = max(min(delay, endTime), 0)
        let activeAfter = max(min(delay + activeDuration, endTime), 0)
        let phase: AnimationPhase = t < beforeActive ? .before : t >= activeAfter ? .after : .active
        let active: Double?
        switch phase {
        case .before: active = fill == .backwards || fill == .both ? max(t - delay, 0) : nil
        case .active: active = t - delay
        case .after: active = fill == .forwards || fill == .both ? max(min(t - delay, activeDuration), 0) : nil
        }
        guard let active else { return Result(phase: phase) }
        let overall =
            duration == 0 ? (phase == .before ? 0 : iterations) + iterationStart : active / duration + iterationStart
        var simple = overall.isInfinite ? iterationStart - iterationStart.rounded(.down) : overall - overall.rounded(.down)
        if simple == 0 && phase != .before && active == activeDuration && iterations != 0 { simple = 1 }
        let iteration =
            phase == .after && iterations.isInfinite
            ? Double.infinity : simple == 1 ? overall.rounded(.down) - 1 : overall.rounded(.down)
        var d = iteration
        if direction == .alternateReverse { d += 1 }
        let forwards: Bool
        switch direction {
        case .normal: forwards = true
        case .reverse: forwards = false
        case .alternate, .alternateReverse: forwards = d.isInfinite || d.remainder(dividingBy: 2) == 0
        }
        return Result(
            phase: phase, activeTime: active, iteration: iteration, simple: simple,
            directed: forwards ? simple : 1 - simple)
    }
}

/// The kinds of animation the engine drives through its one client seam.
enum ClientKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case progress, group, stagger, sequence, timeline
    var testDescription: String { rawValue }
}

/// One client kind started on an engine. Every kind lasts 400 ms per
/// iteration and shows 20 + 80·p at the whole's directed progress p
/// (linear easing), except the stagger's second target, which starts half-way.
final class StartedClient {
    final class Box {
        var x: Double
        init(_ x: Double) { self.x = x }
    }

    let id: AnimationID
    let read: () -> Double
    let expected: (Double) -> Double
    /// What it shows with no effect before its first frame with one.
    let underlying: Double
    /// Whether no effect at the end restores `underlying` (property
    /// animations) or keeps the last frame (values, timelines).
    let restoresAtEnd: Bool
    private let keepAlive: [AnyObject]

    init(
        _ kind: ClientKind, on engine: AnimationEngine, options: AnimationOptions
    ) {
        let ramp: (Double) -> Double = { p in 20 + 80 * p }
        switch kind {
        case .progress:
            let box = Box(-1)
            id = engine.animate(duration: .ms(400), options: options, animations: { box.x = ramp($0) })
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, -1, false, [box])
        case .group:
            let box = Box(20)
            id = engine.animate(box, options: options) { a in a.animate(\.x, to: 100, duration: .ms(400)) }
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, 20, true, [box])
        case .stagger:
            let boxes = [Box(20), Box(20)]
            id = engine.animate(boxes, stagger: Stagger(.each(.ms(200))), options: options) { a in
                a.animate(\.x, to: 100, duration: .ms(200))
            }
            let second: (Double) -> Double = { p in 20 + 80 * min(max((400 * p - 200) / 200, 0), 1) }
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ boxes[1].x }, second, 20, true, boxes)
        case .sequence:
            let box = Box(20)
            id = engine.animateSequence(options: options) { s in
                s.append(box) { a in a.animate(\.x, to: 60, duration: .ms(200)) }
                s.append(box) { a in a.animate(\.x, to: 100, duration: .ms(200)) }
            }
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, 20, true, [box])
        case .timeline:
            let box = Box(-1)
            var timeline = Timeline()
            timeline.add(TimelineRamp(from: 20, to: 100, duration: 0.4), to: box, \.x)
            id = engine.play(timeline, options: options)
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, -1, false, [box])
        }
    }
}

/// Fill, iteration start, computed timing and live updates reach every kind
/// of animation through the engine's one timing model: each kind answers
/// ``AnimationEngine/timing(of:)`` as Web Animations computes it and shows
/// its value at the transformed progress. Oracle: ``WAAPIReference``.
@Suite("Every client kind takes the one timing model")
struct ClientTimingTests {
    private func near(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a - b) <= 1e-9 * max(1, abs(b))
    }

    @Test("timing(of:) is Web Animations' computed timing, and the value follows its progress", arguments: ClientKind.allCases)
    func computedTiming(kind: ClientKind) {
        let engine = AnimationEngine()
        let options = AnimationOptions(
            iterations: 2.5, iterationStart: 0.25, direction: .alternate, endDelay: .ms(50), fill: .both)
        let client = StartedClient(kind, on: engine, options: options)
        #expect(engine.updateTiming(of: client.id, TimingUpdate(delay: .ms(100))))
        engine.pause(client.id)
        let reference = WAAPIReference(
            delay: 100, duration: 400, iterations: 2.5, iterationStart: 0.25, endDelay: 50, direction: .alternate,
            fill: .both)
        // Before, the start, both iteration boundaries, inside, the active end, the end delay.
        for t in [0.0, 50, 100, 250, 400, 600, 800, 1000, 1099, 1100, 1120, 1150] {
            engine.seek(client.id, to: .ms(t))
            engine.advance(by: .zero)
            let expected = reference.compute(at: t)
            guard let timing = engine.timing(of: client.id), let directed = expected.directed else {
                Issue.record("\(kind) at \(t) ms: no timing")
                continue
            }
            #expect(timing.phase == expected.phase, "\(kind) at \(t) ms")
            #expect(near(timing.activeTime, expected.activeTime.map { $0 / 1000 }), "\(kind) at \(t) ms")
            #expect(timing.currentIteration == expected.iteration, "\(kind) at \(t) ms")
            #expect(near(timing.simpleIterationProgress, expected.simple), "\(kind) at \(t) ms")
            #expect(near(timing.directedProgress, directed), "\(kind) at \(t) ms")
            #expect(near(timing.transformedProgress, directed), "\(kind) at \(t) ms")
            #expect(near(client.read(), client.expected(directed)), "\(kind) at \(t) ms: \(client.read())")
            #expect(near(timing.duration, 0.4) && near(timing.activeDuration, 1) && near(timing.endTime, 1.15))
            #expect(timing.iterationStart == 0.25 && timing.fill == .both && timing.direction == .alternate)
        }
    }

    @Test("updateTiming during play is honoured from the next frame to the end", arguments: ClientKind.allCases)
    func liveUpdate(kind: ClientKind) {
        let engine = AnimationEngine()
        let client = StartedClient(kind, on: engine, options: .once)
        engine.advance(to: .ms(100))
        let update = TimingUpdate(duration: .time(.ms(800)), iterationStart: 0.5, direction: .reverse, fill: .forwards)
        #expect(engine.updateTiming(of: client.id, update))
        let reference = WAAPIReference(duration: 800, iterationStart: 0.5, direction: .reverse, fill: .forwards)
        for t in [100.0, 300, 799] {
            engine.advance(to: .ms(t))
            let expected = reference.compute(at: t)
            let timing = engine.timing(of: client.id)
            #expect(timing?.phase == expected.phase, "\(kind) at \(t) ms")
            #expect(timing?.currentIteration == expected.iteration, "\(kind) at \(t) ms")
            #expect(near(timing?.transformedProgress, expected.directed), "\(kind) at \(t) ms")
            #expect(near(timing?.duration, 0.8) && timing?.iterationStart == 0.5 && timing?.direction == .reverse)
            #expect(near(client.read(), client.expected(expected.directed ?? .nan)), "\(kind) at \(t) ms")
        }
        // The end: overall progress 1.5 played in reverse, held by the forwards fill.
        engine.advance(to: .ms(800))
        let end = reference.compute(at: 800)
        #expect(end.iteration == 1 && end.simple == 0.5)
        #expect(!engine.isActive(client.id), "\(kind)")
        #expect(engine.timing(of: client.id) == nil)
        #expect(near(client.read(), client.expected(end.directed ?? .nan)), "\(kind): \(client.read())")
    }

    @Test(
        "Each fill mode decides what a client shows before and after its active interval",
        arguments: ClientKind.allCases, [FillMode.none, .forwards, .backwards, .both])
    func fillModes(kind: ClientKind, fill: FillMode) {
        let engine = AnimationEngine()
        let client = StartedClient(kind, on: engine, options: AnimationOptions(iterationStart: 0.25, fill: fill))
        #expect(engine.updateTiming(of: client.id, TimingUpdate(delay: .ms(100))))
        let reference = WAAPIReference(delay: 100, duration: 400, iterationStart: 0.25, fill: fill)

        // The before phase: the iteration start's value, or no effect.
        engine.advance(to: .ms(50))
        let before = reference.compute(at: 50)
        #expect(before.phase == .before)
        #expect(near(engine.timing(of: client.id)?.transformedProgress, before.directed), "\(kind), \(fill)")
        let shownBefore = before.directed.map(client.expected) ?? client.underlying
        #expect(near(client.read(), shownBefore), "\(kind), \(fill) before: \(client.read())")

        // The active phase: every fill shows the progress.
        engine.advance(to: .ms(300))
        let active = reference.compute(at: 300)
        #expect(near(client.read(), client.expected(active.directed ?? .nan)), "\(kind), \(fill) active")

        // The end: the end value, or no effect (property animations restore
        // their underlying values; the others keep their last frame).
        engine.advance(to: .ms(500))
        let after = reference.compute(at: 500)
        #expect(after.phase == .after)
        #expect(!engine.isActive(client.id))
        let shownAfter =
            after.directed.map(client.expected)
            ?? (client.restoresAtEnd ? client.underlying : client.expected(active.directed ?? .nan))
        #expect(near(client.read(), shownAfter), "\(kind), \(fill) after: \(client.read())")
    }
}

/// A timeline takes a direction changed by ``AnimationEngine/updateTiming(of:_:)``
/// for its callbacks too, not only for its values.
@Suite("Timeline callbacks after a live direction update")
struct TimelineDirectionUpdateTests {
    /// 1 s timeline, a callback at 0.1 s, two iterations, updated to alternate.
    /// A frame from 0.3 s (iteration 0, forward) to 1.5 s (iteration 1, which
    /// alternate plays backward: timeline time 1 − 0.5 = 0.5) passes the end
    /// of iteration 0 (0.3 → 1) and then iteration 1 from its start, the
    /// timeline's end, down to 0.5: 0.1 lies on neither part.
    @Test("An alternating turn set by updateTiming crosses no callback it did not pass")
    func alternateAfterUpdate() {
        let engine = AnimationEngine()
        let log = CallbackLog()
        var timeline = Timeline()
        let probe = TimelineProbe()
        timeline.add(TimelineRamp(from: 0, to: 1, duration: 1), to: probe, \.x)
        timeline.call(at: .at(0.1), log.record(0))
        let id = engine.play(timeline, options: AnimationOptions(iterations: 2))
        engine.advance(to: .ms(300))
        #expect(log.names == [0])  // crossed on the way to 0.3 s
        #expect(engine.updateTiming(of: id, TimingUpdate(direction: .alternate)))
        engine.advance(to: .ms(1500))
        #expect(abs(probe.x - 0.5) < 1e-12)  // the values already follow the update
        #expect(log.names == [0])
        // On to 1.95 s: timeline time 0.05, which passes 0.1 backward.
        engine.advance(to: .ms(1950))
        #expect(log.events.map(\.name) == [0, 0])
        #expect(log.events.last?.direction == .backward)
    }
}
