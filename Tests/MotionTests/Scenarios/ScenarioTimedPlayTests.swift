import Foundation
import Motion
import Testing

/// Timed scenario plays (`play(_:on:delay:options:…)`): the engine's Web
/// Animations timing drives the scenario. Oracles: WAAPIReference (the spec's
/// procedures written out in the tests) for the directed progress, and the
/// closed-form evaluator (`Scenario.state(at:from:)`, checked against hand
/// matrices in ScenarioPlayerTimingTests) for the state at progress × length.
@Suite struct ScenarioTimedPlayTests {
    typealias O = ScenarioOracle
    static let kinds = ScenarioPlayerTimingTests.kinds  // 2 s: translate, rotate, scale + alpha

    /// What the performer must show at local time `t` (ms) under `reference`.
    static func expected(_ reference: WAAPIReference, at t: Double, initial: PerformerState) throws -> PerformerState {
        guard let directed = reference.compute(at: t).directed else { return initial }
        return try kinds.state(at: directed * 2.0, from: initial)
    }

    @Test(
        "Every frame shows the scenario at the spec's directed progress",
        arguments: [FillMode.none, .forwards, .backwards, .both], [PlaybackDirection.normal, .reverse, .alternate, .alternateReverse])
    func followsTheTimingModel(fill: FillMode, direction: PlaybackDirection) throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let initial = O.start()
        let layer = O.layer(initial)
        let options = AnimationOptions(
            iterations: 2.5, iterationStart: 0.25, direction: direction, endDelay: .ms(300), fill: fill)
        var reasons: [CompletionReason] = []
        let id = try player.play(Self.kinds, on: layer, delay: .ms(500), options: options) { reasons.append($0) }
        let reference = WAAPIReference(
            delay: 500, duration: 2000, iterations: 2.5, iterationStart: 0.25, endDelay: 300, direction: direction,
            fill: fill)
        #expect(engine.timing(of: id)?.activeDuration == 5)
        // Frames every 130 ms (never on a boundary) plus the boundaries themselves.
        var times = Array(stride(from: 0.0, through: 6200, by: 130))
        times += [500, 1000, 2000, 2500, 4500, 5500, 5799, 5800]
        times.sort()
        for t in times {
            engine.advance(to: .ms(t))
            #expect(PerformerState(layer) == (try Self.expected(reference, at: t, initial: initial)), "at \(t) ms")
        }
        #expect(reasons == [.finished])
        #expect(player.activePlayCount == 0)
    }

    @Test("Timing updates, seeks and reversal act from the same current time")
    func liveUpdates() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let initial = O.start()
        let layer = O.layer(initial)
        let id = try player.play(Self.kinds, on: layer, options: AnimationOptions(fill: .both))
        engine.advance(to: .ms(600))
        engine.updateTiming(of: id, TimingUpdate(iterations: 2, direction: .alternate))
        let reference = WAAPIReference(duration: 2000, iterations: 2, direction: .alternate, fill: .both)
        for t in [700.0, 1999, 2000, 2600, 3999] {
            engine.advance(to: .ms(t))
            #expect(PerformerState(layer) == (try Self.expected(reference, at: t, initial: initial)), "at \(t) ms")
        }
        // Seeking at engine time 3999 ms to 1200 ms: one more millisecond is 1201 ms.
        engine.seek(id, to: .ms(1200))
        engine.advance(to: .ms(4000))
        #expect(PerformerState(layer) == (try Self.expected(reference, at: 1201, initial: initial)))
        #expect(engine.timing(of: id)?.currentIteration == 0)
        // Reversed there, it plays back to its start and ends on the start state (fill both).
        engine.reverse(id)
        engine.advance(to: .ms(4700))
        #expect(PerformerState(layer) == (try Self.expected(reference, at: 501, initial: initial)))
        engine.advance(to: .ms(6000))
        #expect(PerformerState(layer) == initial)
        #expect(!engine.isActive(id))
    }

    @Test("Fill none: before the delay and after the end the performer shows its state from before the play")
    func noEffectRestoresTheStartState() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let initial = O.start()
        let layer = O.layer(initial)
        try player.play(Self.kinds, on: layer, options: AnimationOptions(fill: .none))
        engine.advance(to: .ms(1700))
        #expect(PerformerState(layer) == (try Self.kinds.state(at: 1.7, from: initial)))
        #expect(PerformerState(layer) != initial)
        engine.advance(to: .ms(2100))
        #expect(PerformerState(layer) == initial)
    }

    @Test("Events and unready targets are refused before anything happens, naming the keyframe or target")
    func refusals() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let withAction = Scenario(
            name: "acts",
            keyframes: [ScenarioKeyframe(after: 1, .translate(x: 5, y: 0)), ScenarioKeyframe(.action(.sendable { _ in }))])
        #expect(throws: ScenarioError.eventInTimedPlay(scenario: "acts", keyframeIndex: 1)) {
            try player.play(withAction, on: layer, options: .once)
        }
        let provider = Targets()
        let morph = Scenario(name: "morph", keyframes: [ScenarioKeyframe(after: 1, .morph(.named("slot")))])
        #expect(throws: ScenarioError.targetFrameUnavailable(scenario: "morph", target: "slot")) {
            try player.play(morph, on: layer, options: .once, targets: provider)
        }
        #expect(player.activePlayCount == 0 && engine.activeAnimationCount == 0)
        #expect(PerformerState(layer) == O.start())
        // Ready, it plays: the morph lands on the frame.
        provider.frame = CGRect(x: 10, y: 20, width: 80, height: 30)
        try player.play(morph, on: layer, options: .once, targets: provider)
        engine.advance(to: .ms(1000))
        #expect(PerformerState(layer) == (try morph.state(at: 1, from: O.start(), targetFrames: ["slot": provider.frame!])))
    }

    @Test("A timed play replaces any play on the performer and is one of the player's plays")
    func replacementAndControl() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        var direct: [ScenarioCompletion] = []
        try player.play(Self.kinds, on: layer, beginning: nil) { direct.append($0) }
        var timed: [CompletionReason] = []
        let id = try player.play(Self.kinds, on: layer, options: .autoreverse) { timed.append($0) }
        #expect(direct == [.replaced])
        #expect(player.isPlaying(layer) && player.activePlayCount == 1 && engine.isActive(id))
        try player.play(Self.kinds, on: layer, beginning: nil) { direct.append($0) }
        #expect(timed == [.replaced])
        let second = try player.play(Self.kinds, on: layer, options: .once) { timed.append($0) }
        player.stop(layer)
        #expect(timed == [.replaced, .cancelled] && direct == [.replaced, .replaced])
        #expect(!player.isPlaying(layer) && !engine.isActive(second))
    }

    @Test("Dropping the player and the engine while a timed play runs frees everything")
    func lifetime() throws {
        weak var weakEngine: AnimationEngine?
        weak var weakPlayer: ScenarioPlayer?
        var reasons: [CompletionReason] = []
        do {
            let engine = AnimationEngine()
            let player = ScenarioPlayer(engine: engine)
            try player.play(Self.kinds, on: O.layer(O.start()), options: .repeating()) { reasons.append($0) }
            engine.advance(to: .ms(100))
            weakEngine = engine
            weakPlayer = player
        }
        #expect(weakEngine == nil && weakPlayer == nil)
        #expect(reasons == [.cancelled])
    }

    @Test("The Scenarios article's timed-play example runs as written")
    func articleExample() throws {
        let article = try ArticleSnippets.article("Scenarios")
        #expect(
            article.contains(
                """
                let id = try player.play(wave, on: badge, options: AnimationOptions(iterations: 3, direction: .alternate))
                engine.updateTiming(of: id, TimingUpdate(iterations: .infinity))
                """))
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let (wave, badge) = (Self.kinds, O.layer(O.start()))
        let id = try player.play(wave, on: badge, options: AnimationOptions(iterations: 3, direction: .alternate))
        engine.updateTiming(of: id, TimingUpdate(iterations: .infinity))
        #expect(engine.timing(of: id)?.iterations == .infinity)
        // Iteration 500 (even, forward) is 1.5 s in: the scenario's state at 1.5 s.
        engine.advance(to: .seconds(1001.5))
        #expect(engine.isActive(id))
        #expect(PerformerState(badge) == (try wave.state(at: 1.5, from: O.start())))
    }

    final class Targets: ScenarioTargetProvider {
        var frame: CGRect?
        func isReady(targetNamed name: String) -> Bool { frame != nil }
        func frame(ofTargetNamed name: String) -> CGRect? { frame }
    }
}
