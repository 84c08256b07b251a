import Foundation
import Motion
import Testing

/// A finished animation delivers exactly its target (`==`, not approximately),
/// for every kind, whatever floating-point noise its start offset carries.
///
/// The oracle is the target itself (or the documented end: a decay's
/// projection `from + v0·g`, a bounded decay's edge), and the offsets are
/// sums that are not representable: 0.1 s steps, thirds, 0.7500000000000001.
@Suite("Exact ends")
struct ExactEndsTests {
    /// Start offsets and delays, in seconds; none is a binary fraction.
    static let offsets: [Double] = [0.1, 0.1 + 0.2, 0.7, 1.0 / 3, 2.0 / 3 + 0.1, 0.7500000000000001]
    /// Durations, in seconds; also not binary fractions.
    static let durations: [Double] = [0.7, 0.3, 1.0 / 3, 0.1, 0.2]
    /// Frame steps, in seconds.
    static let steps: [Double] = [1.0 / 60, 1.0 / 30, 0.1, 1.0 / 3]

    /// What one run of one kind delivered.
    struct Outcome {
        var last: Double?
        var target: Double
        var completions: [CompletionReason]
    }

    /// Advances `engine` in frames of `step` seconds (engine time rounded to the
    /// nanosecond, as a display link would report it) until it is idle.
    static func drive(_ engine: AnimationEngine, step: Double, limit: Double = 60) {
        var frame = 0
        while !engine.isIdle {
            frame += 1
            let seconds = Double(frame) * step
            guard seconds <= limit else {
                Issue.record("still running after \(limit) s")
                return
            }
            engine.advance(to: .nanoseconds(Int64((seconds * 1e9).rounded())))
        }
    }

    static func check(_ outcome: Outcome, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.last == outcome.target, "\(what)", sourceLocation: sourceLocation)
        #expect(outcome.completions == [.finished], "\(what)", sourceLocation: sourceLocation)
    }

    // MARK: - The issue's example

    @Test("Six layers, .each(150 ms, from: .center), opacity → 0.25 with .spring(.snappy), 60 fps: every layer ends at 0.25")
    func issueStaggerExample() {
        let engine = AnimationEngine()
        let layers = (0..<6).map { _ in Layer(opacity: 1) }
        var stops: [[CompletionReason]] = Array(repeating: [], count: 6)
        var completions: [CompletionReason] = []
        engine.animate(
            layers, stagger: .each(.milliseconds(150), from: .center), completion: { completions.append($0) }
        ) { a in
            let index = a.index
            a.animate(\.opacity, to: 0.25, with: .spring(.snappy))
            a.didStop { stops[index].append($0) }
        }
        Self.drive(engine, step: 1.0 / 60)
        #expect(layers.map(\.opacity) == Array(repeating: 0.25, count: 6))
        #expect(stops == Array(repeating: [.finished], count: 6))
        #expect(completions == [.finished])
    }

    // MARK: - Engine animations

    @Test("Timed value tween", arguments: steps)
    func timedTween(step: Double) {
        for offset in Self.offsets {
            let engine = AnimationEngine()
            let recorder = Recorder<Double>()
            engine.animate(
                from: 1.0, to: 0.25, duration: .seconds(offset), delay: .seconds(offset), easing: .easeInOut,
                update: recorder.update, completion: recorder.complete)
            Self.drive(engine, step: step)
            Self.check(Outcome(last: recorder.last, target: 0.25, completions: recorder.completions), "offset \(offset)")
        }
    }

    @Test("Spring", arguments: steps)
    func spring(step: Double) {
        for offset in Self.offsets {
            let engine = AnimationEngine()
            let recorder = Recorder<Double>()
            engine.animate(
                from: offset, to: 0.25, initialVelocity: -offset, spring: .snappy, delay: .seconds(offset),
                update: recorder.update, completion: recorder.complete)
            Self.drive(engine, step: step)
            Self.check(Outcome(last: recorder.last, target: 0.25, completions: recorder.completions), "offset \(offset)")
        }
    }

    @Test("Decay ends at its projection; a bounded decay at its edge", arguments: steps)
    func decay(step: Double) {
        for offset in Self.offsets {
            let engine = AnimationEngine()
            let free = Recorder<Double>()
            let bounded = Recorder<Double>()
            engine.animateDecay(
                from: offset, initialVelocity: 1000 * offset, delay: .seconds(offset), update: free.update,
                completion: free.complete)
            engine.animateDecay(
                from: offset, initialVelocity: 1000, bounds: 0...(100 + offset), delay: .seconds(offset),
                update: bounded.update, completion: bounded.complete)
            Self.drive(engine, step: step)
            let projection = offset + 1000 * offset * Decay().gain
            Self.check(Outcome(last: free.last, target: projection, completions: free.completions), "free \(offset)")
            Self.check(
                Outcome(last: bounded.last, target: 100 + offset, completions: bounded.completions), "bounded \(offset)")
        }
    }

    // MARK: - Property groups

    @Test("Property group, timed and spring, with delays", arguments: steps)
    func propertyGroup(step: Double) {
        for offset in Self.offsets {
            let engine = AnimationEngine()
            let layer = Layer(position: CGPoint(x: 0, y: 0), opacity: 1)
            let target = CGPoint(x: offset, y: 1.0 / 3)
            var stops: [CompletionReason] = []
            engine.animate(layer) { a in
                a.animate(\.opacity, to: 0.25, duration: .seconds(offset), delay: .seconds(offset), easing: .easeOut)
                a.animate(\.position, to: target, with: .spring(.snappy), delay: .seconds(offset / 3))
                a.didStop { stops.append($0) }
            }
            Self.drive(engine, step: step)
            #expect(layer.opacity == 0.25, "offset \(offset)")
            #expect(layer.position == target, "offset \(offset)")
            #expect(stops == [.finished], "offset \(offset)")
        }
    }

    @Test("Staggers with unrepresentable offsets, timed and spring", arguments: steps)
    func stagger(step: Double) {
        for each in Self.offsets + [0.15] {
            for count in [5, 6, 7] {
                for duration in Self.durations + [-1] {  // -1: a spring
                    let engine = AnimationEngine()
                    let layers = (0..<count).map { _ in Layer(opacity: 1) }
                    var stops = 0
                    var completions: [CompletionReason] = []
                    engine.animate(
                        layers, stagger: .each(.seconds(each), from: .center), completion: { completions.append($0) }
                    ) { a in
                        if duration < 0 {
                            a.animate(\.opacity, to: 0.25, with: .spring(.snappy))
                        } else {
                            a.animate(\.opacity, to: 0.25, duration: .seconds(duration))
                        }
                        a.didStop { reason in if reason == .finished { stops += 1 } }
                    }
                    Self.drive(engine, step: step)
                    let what = "each \(each), \(count) layers, duration \(duration)"
                    #expect(layers.map(\.opacity) == Array(repeating: 0.25, count: count), "\(what)")
                    #expect(stops == count, "\(what)")
                    #expect(completions == [.finished], "\(what)")
                }
            }
        }
    }

    @Test("Sequence: gaps, joins and inserts at unrepresentable times", arguments: steps)
    func sequence(step: Double) {
        for offset in Self.offsets {
            for duration in Self.durations {
                let engine = AnimationEngine()
                let (a, b, c) = (Layer(opacity: 1), Layer(opacity: 1), Layer(opacity: 1))
                var completions: [CompletionReason] = []
                engine.animateSequence(completion: { completions.append($0) }) { s in
                    s.append(a) { g in g.animate(\.opacity, to: 0.25, duration: .seconds(duration)) }
                    s.append(b, gap: .seconds(offset)) { g in g.animate(\.opacity, to: 0.25, with: .spring(.snappy)) }
                    s.join(c, offset: .seconds(offset / 3)) { g in
                        g.animate(\.opacity, to: 0.25, duration: .seconds(duration))
                    }
                    s.insert(a, at: .seconds(3 * offset)) { g in
                        g.animate(\.position, to: CGPoint(x: offset, y: 0.1), with: .spring(.bouncy))
                    }
                }
                Self.drive(engine, step: step)
                let what = "offset \(offset), duration \(duration)"
                #expect([a.opacity, b.opacity, c.opacity] == [0.25, 0.25, 0.25], "\(what)")
                #expect(a.position == CGPoint(x: offset, y: 0.1), "\(what)")
                #expect(completions == [.finished], "\(what)")
            }
        }
    }

    // MARK: - Timelines and scenarios

    @Test("Timeline: a keyframe track and a render child placed at unrepresentable times", arguments: steps)
    func timeline(step: Double) {
        for offset in Self.offsets {
            for duration in Self.durations {
                let engine = AnimationEngine()
                let layer = Layer(opacity: 1)
                var local: [Double] = []
                var timeline = Timeline()
                timeline.add(
                    KeyframeTrack(values: [1.0, 0.5, 0.25], durations: [offset, duration]), to: layer, \.opacity,
                    at: .at(offset))
                timeline.add(duration: duration, at: .at(offset + 1.0 / 3)) { local.append($0) }
                let recorder = Recorder<Double>()
                engine.play(timeline, delay: .seconds(offset), completion: recorder.complete)
                Self.drive(engine, step: step)
                let what = "offset \(offset), duration \(duration)"
                #expect(layer.opacity == 0.25, "\(what)")
                #expect(local.last == duration, "\(what)")
                #expect(recorder.completions == [.finished], "\(what)")
            }
        }
    }

    @Test("Scenario: keyframes after unrepresentable segments, with a delay", arguments: steps)
    func scenario(step: Double) throws {
        for offset in Self.offsets {
            for duration in Self.durations {
                let engine = AnimationEngine()
                let player = ScenarioPlayer(engine: engine)
                let layer = Layer(opacity: 1)
                let scenario = Scenario(
                    name: "fade",
                    keyframes: [
                        ScenarioKeyframe(after: offset, .alpha(0.5), interpolation: .easeIn),
                        ScenarioKeyframe(after: duration, .alpha(0.25), interpolation: .spring(.snappy)),
                        ScenarioKeyframe(after: 0, .translate(x: offset, y: duration)),
                    ])
                var completions: [ScenarioCompletion] = []
                try player.play(scenario, on: layer, delay: .seconds(offset), completion: { completions.append($0) })
                Self.drive(engine, step: step)
                let what = "offset \(offset), duration \(duration)"
                #expect(layer.opacity == 0.25, "\(what)")
                #expect(layer.transform.m41 == offset && layer.transform.m42 == duration, "\(what)")
                #expect(completions == [.finished], "\(what)")
            }
        }
    }

    // MARK: - Ends at the start

    @Test("Autoreversed staggers, sequences and timelines end exactly on their start values", arguments: steps)
    func autoreversedEndsAtStart(step: Double) {
        for offset in Self.offsets {
            for duration in Self.durations {
                let engine = AnimationEngine()
                let layers = (0..<5).map { _ in Layer(opacity: 1) }
                let walker = Layer(opacity: 1)
                var local: [Double] = []
                var completions: [CompletionReason] = []
                engine.animate(
                    layers, stagger: .each(.seconds(offset), from: .center), options: .autoreverse,
                    completion: { completions.append($0) }
                ) { a in a.animate(\.opacity, from: 1.0 / 3, to: 0.25, duration: .seconds(duration)) }
                engine.animateSequence(options: .autoreverse, completion: { completions.append($0) }) { s in
                    s.append(walker, gap: .seconds(offset)) { g in
                        g.animate(\.position, from: CGPoint(x: 0.1, y: 0.2), to: CGPoint(x: 1, y: 1), with: .spring(.snappy))
                    }
                }
                var timeline = Timeline()
                timeline.add(duration: duration, at: .at(offset)) { local.append($0) }
                engine.play(timeline, options: .autoreverse, completion: { completions.append($0) })
                Self.drive(engine, step: step)
                let what = "offset \(offset), duration \(duration)"
                // Every group that ran is back at its start, where its value is `from`.
                // With steps longer than a group's window, a group whose window
                // falls between frames of both passes never runs and stays untouched (1).
                #expect(layers[2].opacity == 1.0 / 3, "\(what)")
                if step < 0.05 {
                    #expect(layers.map(\.opacity) == Array(repeating: 1.0 / 3, count: 5), "\(what)")
                } else {
                    #expect(layers.allSatisfy { $0.opacity == 1.0 / 3 || $0.opacity == 1 }, "\(what)")
                }
                #expect(walker.position == CGPoint(x: 0.1, y: 0.2), "\(what)")
                #expect(local.last == 0, "\(what)")
                #expect(completions == [.finished, .finished, .finished], "\(what)")
            }
        }
    }
}
