import Motion
import Testing

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
