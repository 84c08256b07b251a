import Foundation
import Motion
import Testing

// Oracle: the sequence semantics of issue #5 (append after everything so
// far + gap, join at the previous group's start + offset, insert at an
// absolute time; a later group's default from is the previous group's to),
// and per property u = clamp((t − start) / D, 0, 1), value = lerp(from, to, e(u)),
// evaluated by hand at chosen chain times t.

/// Engine time in seconds, rounded to the nanosecond.
private func at(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

private func expectClose(
    _ actual: Double, _ expected: Double, _ what: String, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance, "\(what): got \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

private func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }

/// The chain most tests play, on `a` (opacity 0.3 before) and `b` (zPosition −1 before):
/// - g1: a.opacity 0 → 1, ease-in quad, [0, 1];
/// - g2: join g1 + 0.5: b.zPosition 0 → 10, linear, [0.5, 1.5];
/// - g3: append + 0.25 gap: a.opacity (from g1's 1) → 0.5, linear, [1.75, 2.75].
/// Duration 2.75 s.
private struct Chain {
    let a = Layer(opacity: 0.3)
    let b = Layer(zPosition: -1)
    let id: AnimationID

    static let duration = 2.75

    init(
        _ engine: AnimationEngine, options: AnimationOptions = .once,
        completion: ((CompletionReason) -> Void)? = nil
    ) {
        let (a, b) = (self.a, self.b)
        id = engine.animateSequence(options: options, completion: completion) { s in
            s.append(a) { g in
                g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1), easing: .easeInQuad)
            }
            s.join(b, offset: .milliseconds(500)) { g in
                g.animate(\.zPosition, from: 0, to: 10, duration: .seconds(1))
            }
            s.append(a, gap: .milliseconds(250)) { g in
                g.animate(\.opacity, to: 0.5, duration: .seconds(1))
            }
        }
    }

    static func opacity(at t: Double) -> Double {
        if t <= 1 { return t * t }
        return 1 - 0.5 * clamp01(t - 1.75)
    }

    /// `written`: b's group has rendered before (a scrub back shows its from value, 0).
    static func z(at t: Double, written: Bool) -> Double {
        t < 0.5 ? (written ? 0 : -1) : 10 * clamp01(t - 0.5)
    }

    func expect(
        chainTime t: Double, written: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectClose(a.opacity, Chain.opacity(at: t), "a.opacity at \(t)", sourceLocation: sourceLocation)
        expectClose(
            Double(b.zPosition), Chain.z(at: t, written: written), "b.zPosition at \(t)",
            sourceLocation: sourceLocation)
    }
}

@Suite("Property sequences: positions and chained start values")
struct PropertySequencePositionTests {
    @Test("append starts after everything so far has ended, plus the gap")
    func append() {
        let engine = AnimationEngine()
        let a = Layer(opacity: 0.3)
        let b = Layer(zPosition: -1)
        engine.animateSequence { s in
            s.append(a) { g in g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1)) }  // [0, 1]
            s.append(b, gap: .milliseconds(250)) { g in  // [1.25, 1.75]
                g.animate(\.zPosition, from: 0, to: 10, duration: .milliseconds(500))
            }
            s.append(a) { g in g.animate(\.opacity, to: 0.5, duration: .seconds(1)) }  // [1.75, 2.75]
        }
        let cases: [(t: Double, opacity: Double, z: Double)] = [
            (0.5, 0.5, -1), (1.1, 1, -1), (1.5, 1, 5), (2.25, 0.75, 10), (2.8, 0.5, 10),
        ]
        for c in cases {
            engine.advance(to: at(c.t))
            expectClose(a.opacity, c.opacity, "a.opacity at \(c.t)")
            expectClose(Double(b.zPosition), c.z, "b.zPosition at \(c.t)")
        }
    }

    @Test("join starts with the previous group (plus the offset); the first join starts at the offset")
    func join() {
        let engine = AnimationEngine()
        let layers = (0..<5).map { _ in Layer(opacity: 0.3) }
        engine.animateSequence { s in
            s.join(layers[0], offset: .milliseconds(300)) { g in  // [0.3, 1.3]
                g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
            }
            s.join(layers[1], offset: .milliseconds(200)) { g in  // [0.5, 1.5]
                g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
            }
            s.append(layers[2]) { g in g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1)) }  // [1.5, 2.5]
            s.join(layers[3]) { g in g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1)) }  // [1.5, 2.5]
            s.join(layers[4], offset: .milliseconds(-100)) { g in  // [1.4, 2.4]
                g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
            }
        }
        let starts = [0.3, 0.5, 1.5, 1.5, 1.4]
        for t in [0.2, 0.4, 0.9, 1.45, 2.0, 2.45] {
            engine.advance(to: at(t))
            for (i, layer) in layers.enumerated() {
                let expected = t < starts[i] ? 0.3 : clamp01(t - starts[i])
                expectClose(layer.opacity, expected, "layer \(i) at \(t)")
            }
        }
    }

    @Test("insert places a group at an absolute time; append and join count it")
    func insert() {
        let engine = AnimationEngine()
        let layers = (0..<4).map { _ in Layer(opacity: 0.3) }
        engine.animateSequence { s in
            s.insert(layers[0], at: .milliseconds(500)) { g in  // [0.5, 1.5]
                g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
            }
            s.append(layers[1]) { g in  // [1.5, 2]
                g.animate(\.opacity, from: 0, to: 1, duration: .milliseconds(500))
            }
            s.insert(layers[2], at: .zero) { g in  // [0, 0.25]
                g.animate(\.opacity, from: 0, to: 1, duration: .milliseconds(250))
            }
            s.join(layers[3], offset: .milliseconds(100)) { g in  // with layers[2]: [0.1, 0.6]
                g.animate(\.opacity, from: 0, to: 1, duration: .milliseconds(500))
            }
        }
        let spans: [(start: Double, duration: Double)] = [(0.5, 1), (1.5, 0.5), (0, 0.25), (0.1, 0.5)]
        for t in [0.05, 0.2, 0.45, 1.0, 1.75, 2.1] {
            engine.advance(to: at(t))
            for (i, layer) in layers.enumerated() {
                let span = spans[i]
                let expected = t < span.start ? 0.3 : clamp01((t - span.start) / span.duration)
                expectClose(layer.opacity, expected, "layer \(i) at \(t)")
            }
        }
    }

    @Test("A later group's default from is the previous group's to for that property, even when sought directly")
    func chainedFrom() {
        let engine = AnimationEngine()
        let a = Layer(opacity: 0.3)
        let b = Layer(zPosition: 4)
        let id = engine.animateSequence { s in
            s.append(a) { g in g.animate(\.opacity, to: 1, duration: .seconds(1)) }  // from 0.3 (presented)
            s.append(b) { g in g.animate(\.zPosition, to: 8, duration: .seconds(1)) }  // from 4 (presented)
            s.append(a) { g in g.animate(\.opacity, to: 0, duration: .seconds(1)) }  // from 1 (g1's to)
            s.join(b) { g in g.animate(\.zPosition, to: 0, duration: .seconds(1)) }  // from 8 (g2's to)
        }
        // Jump straight into the last two groups (the presented values are still 0.3 and 4).
        engine.seek(id, to: at(2.5))
        engine.advance(to: .zero)
        expectClose(a.opacity, 0.5, "a.opacity at 2.5")
        expectClose(Double(b.zPosition), 4, "b.zPosition at 2.5")
        engine.seek(id, to: at(0.5))
        engine.advance(to: .zero)
        expectClose(a.opacity, 0.65, "a.opacity at 0.5")
        expectClose(Double(b.zPosition), 4, "b.zPosition at 0.5 (before g2: back to its from)")
    }
}

@Suite("Property sequences: repeat, autoreverse, speed")
struct PropertySequenceRepeatTests {
    private func play(
        _ options: AnimationOptions, _ frames: [(engine: Double, chain: Double, written: Bool)], end: Double,
        final: Double
    ) {
        let engine = AnimationEngine()
        var completions: [CompletionReason] = []
        let chain = Chain(engine, options: options) { completions.append($0) }
        for frame in frames {
            engine.advance(to: at(frame.engine))
            chain.expect(chainTime: frame.chain, written: frame.written)
        }
        #expect(completions.isEmpty)
        engine.advance(to: at(end))
        #expect(completions == [.finished])
        chain.expect(chainTime: final)
        engine.advance(to: at(end + 1))
        #expect(completions == [.finished])
        #expect(!engine.isActive(chain.id))
    }

    @Test("repeating(2) replays the whole chain; earlier groups' values return at the wrap")
    func repeatTwice() {
        play(
            .repeating(2),
            [(0.4, 0.4, false), (1.2, 1.2, true), (2.25, 2.25, true), (3.15, 0.4, true), (5.0, 2.25, true)],
            end: 5.51, final: 2.75)
    }

    @Test(".autoreverse plays the chain forward, then backward to its start")
    func autoreverse() {
        play(
            .autoreverse,
            [(1.2, 1.2, true), (3.15, 2.35, true), (4.95, 0.55, true), (5.25, 0.25, true)],
            end: 5.51, final: 0)
    }

    @Test("repeating(2, autoreverses: true) plays four legs and ends at the start")
    func repeatAutoreverse() {
        play(
            .repeating(2, autoreverses: true),
            [(1.2, 1.2, true), (4.95, 0.55, true), (6.7, 1.2, true), (9.0, 2.0, true)],
            end: 11.01, final: 0)
    }

    @Test("Speed 2 plays the chain twice as fast")
    func speed() {
        play(
            AnimationOptions(speed: 2), [(0.2, 0.4, false), (0.6, 1.2, true), (1.2, 2.4, true)],
            end: 1.38, final: 2.75)
    }
}

@Suite("Property sequences: seek and reverse")
struct PropertySequenceScrubTests {
    @Test("Seeking anywhere, in any order, gives the forward values at that chain time")
    func seek() {
        let engine = AnimationEngine()
        let chain = Chain(engine)
        engine.seek(chain.id, to: at(0.4))
        engine.advance(to: .zero)
        chain.expect(chainTime: 0.4, written: false)
        for t in [2.5, 1.25, 0.3, 2.0, 1.6, 0.75, 2.7, 0.1] {
            engine.seek(chain.id, to: at(t))
            engine.advance(to: .zero)
            chain.expect(chainTime: t)
        }
        engine.setProgress(0.8, of: chain.id)  // 0.8 × 2.75
        engine.advance(to: .zero)
        chain.expect(chainTime: 2.2)
        engine.setProgress(0.1, of: chain.id)
        engine.advance(to: .zero)
        chain.expect(chainTime: 0.275)
        #expect(engine.isActive(chain.id))
    }

    @Test("Reversing the chain mid-flight plays every group back and completes at the start")
    func reverse() {
        let engine = AnimationEngine()
        var completions: [CompletionReason] = []
        let chain = Chain(engine) { completions.append($0) }
        engine.advance(to: at(1.0))
        engine.advance(to: at(2.4))
        chain.expect(chainTime: 2.4)
        engine.reverse(chain.id)
        for (engineTime, t) in [(3.0, 1.8), (3.6, 1.2), (4.2, 0.6), (4.6, 0.2)] {
            engine.advance(to: at(engineTime))
            chain.expect(chainTime: t)
        }
        #expect(completions.isEmpty)
        engine.advance(to: at(5))
        #expect(completions == [.finished])
        chain.expect(chainTime: 0)
    }

    /// a.opacity: g1 0 → 1 over [0, 1], then g2 with an explicit from, 0.2 → 0 over [2, 3].
    private func explicitFromChain(_ engine: AnimationEngine) -> (Layer, AnimationID) {
        let a = Layer(opacity: 0.3)
        let id = engine.animateSequence { s in
            s.append(a) { g in g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1)) }
            s.append(a, gap: .seconds(1)) { g in g.animate(\.opacity, from: 0.2, to: 0, duration: .seconds(1)) }
        }
        return (a, id)
    }

    @Test("Scrubbing back between two groups of one property shows the earlier group's end, as forward play")
    func scrubBackBetweenGroups() {
        let forward = AnimationEngine()
        let (a, _) = explicitFromChain(forward)
        forward.advance(to: at(1.5))
        expectClose(a.opacity, 1, "forward play at 1.5")

        let scrubbed = AnimationEngine()
        let (b, id) = explicitFromChain(scrubbed)
        scrubbed.seek(id, to: at(2.5))
        scrubbed.advance(to: .zero)
        expectClose(b.opacity, 0.1, "seek to 2.5")
        scrubbed.seek(id, to: at(1.5))
        scrubbed.advance(to: .zero)
        expectClose(b.opacity, 1, "seek back to 1.5")
    }

    @Test("Closure properties of different targets that write one state scrub back like one property")
    func scrubBackClosuresSharingState() {
        final class Shared { var level = 0.3 }
        let shared = Shared()
        let engine = AnimationEngine()
        let (first, second) = (Layer(), Layer())
        // As explicitFromChain, but the two groups have different targets.
        let id = engine.animateSequence { s in
            s.append(first) { g in
                g.animate("level", get: { shared.level }, set: { shared.level = $0 }, from: 0, to: 1, duration: .seconds(1))
            }
            s.append(second, gap: .seconds(1)) { g in
                g.animate(
                    "level", get: { shared.level }, set: { shared.level = $0 }, from: 0.2, to: 0, duration: .seconds(1))
            }
        }
        engine.seek(id, to: at(2.5))
        engine.advance(to: .zero)
        expectClose(shared.level, 0.1, "seek to 2.5")
        engine.seek(id, to: at(1.5))
        engine.advance(to: .zero)
        expectClose(shared.level, 1, "seek back to 1.5 shows the first group's end, as forward play")
    }

    @Test("Reversing from the later group back between the two shows the earlier group's end")
    func reverseBetweenGroups() {
        let engine = AnimationEngine()
        let (a, id) = explicitFromChain(engine)
        engine.advance(to: at(0.5))
        engine.advance(to: at(2.5))
        expectClose(a.opacity, 0.1, "forward at 2.5")
        engine.reverse(id)
        engine.advance(to: at(3.5))  // chain time 1.5
        expectClose(a.opacity, 1, "reversed to 1.5")
        engine.advance(to: at(4.5))  // chain time 0.5
        expectClose(a.opacity, 0.5, "reversed to 0.5")
    }
}

@Suite("Property sequences: callbacks")
struct PropertySequenceCallbackTests {
    @Test("Groups that end early stop (.finished) when first passed; the completion runs once at the end")
    func callbacks() {
        let engine = AnimationEngine()
        let a = Layer()
        let b = Layer()
        var starts = [0, 0, 0]
        var stops: [[CompletionReason]] = [[], [], []]
        var completions: [CompletionReason] = []
        func observe(_ g: PropertyAnimationBuilder<Layer>, _ index: Int) {
            g.didStart { starts[index] += 1 }
            g.didStop { stops[index].append($0) }
        }
        let id = engine.animateSequence(completion: { completions.append($0) }) { s in
            s.append(a) { g in  // [0, 1]
                g.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
                observe(g, 0)
            }
            s.join(b, offset: .milliseconds(500)) { g in  // [0.5, 1]
                g.animate(\.zPosition, from: 0, to: 10, duration: .milliseconds(500))
                observe(g, 1)
            }
            s.append(a) { g in  // [1, 2]
                g.animate(\.opacity, to: 0, duration: .seconds(1))
                observe(g, 2)
            }
        }
        engine.advance(to: at(0.2))
        #expect(starts == [1, 0, 0])
        engine.advance(to: at(0.9))
        #expect(starts == [1, 1, 0])
        #expect(stops == [[], [], []])
        engine.advance(to: at(1.05))
        #expect(starts == [1, 1, 1])
        #expect(stops == [[.finished], [.finished], []])
        // Scrubbing back and forth again calls nothing a second time.
        engine.seek(id, to: at(0.2))
        engine.advance(to: at(1.05))
        engine.seek(id, to: at(1.5))
        engine.advance(to: at(1.1))
        #expect(starts == [1, 1, 1])
        #expect(stops == [[.finished], [.finished], []])
        #expect(completions.isEmpty)
        engine.advance(to: at(1.65))  // chain time 2.05
        #expect(stops == [[.finished], [.finished], [.finished]])
        #expect(completions == [.finished])
        #expect(a.opacity == 0)
        #expect(b.zPosition == 10)
        engine.advance(to: at(3))
        #expect(completions == [.finished])
        #expect(stops == [[.finished], [.finished], [.finished]])
    }
}

@Suite("Property sequence preconditions")
struct PropertySequencePreconditionTests {
    @Test("A negative gap, a negative insert time and a join before the start stop")
    func negativePositions() async {
        await #expect(processExitsWith: .failure) {
            let layer = Layer()
            AnimationEngine().animateSequence { s in
                s.append(layer, gap: .milliseconds(-1)) { g in g.animate(\.opacity, to: 0, duration: .seconds(1)) }
            }
        }
        await #expect(processExitsWith: .failure) {
            let layer = Layer()
            AnimationEngine().animateSequence { s in
                s.insert(layer, at: .seconds(-1)) { g in g.animate(\.opacity, to: 0, duration: .seconds(1)) }
            }
        }
        await #expect(processExitsWith: .failure) {
            let layer = Layer()
            AnimationEngine().animateSequence { s in
                s.append(layer) { g in g.animate(\.opacity, to: 0, duration: .seconds(1)) }
                s.join(layer, offset: .milliseconds(-500)) { g in g.animate(\.zPosition, to: 1, duration: .seconds(1)) }
            }
        }
    }
}
