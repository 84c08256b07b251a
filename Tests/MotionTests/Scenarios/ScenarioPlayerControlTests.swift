import Foundation
import Motion
import Testing

/// Actions, stopping, replacing, bad plays and decoys.
@Suite struct ScenarioPlayerControlTests {
    typealias O = ScenarioOracle

    static let slide = Scenario(
        name: "slide",
        keyframes: [
            ScenarioKeyframe(after: 1, .translate(x: 10, y: 0)), ScenarioKeyframe(after: 1, .translate(x: 0, y: 10)),
        ])

    @Test func actionsRunTheirClosureAndScaleNothing() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let actions = ActionLog()
        let scenario = Scenario(
            name: "act",
            keyframes: [
                ScenarioKeyframe(after: 1, .translate(x: 10, y: 0)),
                ScenarioKeyframe(after: 0.5, .action(ScenarioAction.sendable { actions.record($0) })),
            ])
        try player.play(scenario, on: layer)
        engine.advance(to: .milliseconds(999))
        #expect(actions.performers.isEmpty)
        engine.advance(to: .milliseconds(1000))
        // The action runs once, with the performer, when its group starts.
        #expect(actions.performers == [ObjectIdentifier(layer)])
        engine.advance(to: .seconds(2))
        #expect(actions.performers.count == 1)
        // P9 stored actions as scale(0, 0): here the transform keeps only the translate.
        #expect(layer.transform == Transform3D(translationX: 10, y: 0, z: 0))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 60))
    }

    @Test func namedActionsGoToTheProvider() throws {
        let player = ScenarioPlayer(engine: AnimationEngine())
        let targets = RecordingTargetProvider()
        let scenario = Scenario(name: "n", keyframes: [ScenarioKeyframe(.action(ScenarioAction(named: "sound")))])
        try player.play(scenario, on: O.layer(O.start()), targets: targets)
        #expect(targets.log == ["started n", "action sound", "ended n"])
    }

    @Test func stopLeavesThePerformerWhereItIsAndCompletesOnce() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let log = PlayLog()
        let targets = RecordingTargetProvider()
        try player.play(Self.slide, on: layer, targets: targets, completion: log.complete)
        engine.advance(to: .milliseconds(1250))
        player.stop(layer)
        #expect(log.completions == [.cancelled])
        #expect(targets.log == ["started slide", "ended slide"])
        let stopped = O.product(O.translation(10, 0), O.translation(0, 2.5))
        #expect(O.distance(layer.transform, stopped) < 1e-12)
        engine.advance(to: .seconds(3))
        #expect(O.distance(layer.transform, stopped) < 1e-12)
        player.stop(layer)
        #expect(log.completions == [.cancelled])
        #expect(engine.isIdle)
    }

    @Test func stopDuringTheDelayNeverBegins() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let log = PlayLog()
        let targets = RecordingTargetProvider()
        try player.play(
            Self.slide, on: layer, delay: .seconds(1), targets: targets, beginning: log.begin, completion: log.complete)
        engine.advance(to: .milliseconds(500))
        player.stop(layer)
        engine.advance(to: .seconds(2))
        #expect(log.beginnings.isEmpty)
        #expect(log.completions == [.cancelled])
        #expect(targets.log.isEmpty)
        #expect(layer.transform == .identity)
    }

    @Test func stopAllCancelsEveryPlayInStartOrder() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let (a, b) = (O.layer(O.start()), O.layer(O.start()))
        var order: [String] = []
        try player.play(Self.slide, on: a, completion: { order.append("a \($0)") })
        try player.play(O.roar, on: b, delay: .milliseconds(100), completion: { order.append("b \($0)") })
        engine.advance(to: .milliseconds(300))
        player.stopAll()
        #expect(order == ["a cancelled", "b cancelled"])
        #expect(player.activePlayCount == 0)
        #expect(O.distance(a.transform, O.translation(3, 0)) < 1e-12)
    }

    @Test func aSecondPlayReplacesTheFirstFromWhereItIs() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        var outcomes: [String] = []
        try player.play(Self.slide, on: layer, completion: { outcomes.append("first \($0)") })
        engine.advance(to: .milliseconds(500))
        let lift = Scenario(name: "lift", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 0, y: -8))])
        try player.play(lift, on: layer, completion: { outcomes.append("second \($0)") })
        #expect(outcomes == ["first replaced"])
        engine.advance(to: .milliseconds(1000))
        // From T(5, 0), half of the new translate.
        #expect(O.distance(layer.transform, O.product(O.translation(5, 0), O.translation(0, -4))) < 1e-12)
        engine.advance(to: .milliseconds(1500))
        #expect(outcomes == ["first replaced", "second finished"])
        #expect(O.distance(layer.transform, O.translation(5, -8)) < 1e-12)
    }

    @Test func scenariosAreReusableAcrossPerformers() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: ScenarioLibrary([Self.slide]))
        let (a, b) = (O.layer(O.start()), O.layer(O.start()))
        try player.play("slide", on: a)
        engine.advance(to: .milliseconds(500))
        try player.play("slide", on: b)
        engine.advance(to: .milliseconds(1000))
        #expect(O.distance(a.transform, O.translation(10, 0)) < 1e-12)
        #expect(O.distance(b.transform, O.translation(5, 0)) < 1e-12)
        #expect(player.activePlayCount == 2)
    }

    @Test func anUnknownScenarioThrowsAndChangesNothing() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: ScenarioLibrary([Self.slide]))
        let layer = O.layer(O.start())
        let log = PlayLog()
        try player.play("slide", on: layer, completion: log.complete)
        engine.advance(to: .milliseconds(500))
        let before = PerformerState(layer)
        #expect(throws: ScenarioError.unknownScenario(name: "slid")) {
            try player.play("slid", on: layer, beginning: log.begin, completion: log.complete)
        }
        // Nothing happened: the running play goes on, untouched.
        #expect(PerformerState(layer) == before)
        #expect(log.beginnings.isEmpty && log.completions.isEmpty)
        engine.advance(to: .milliseconds(1000))
        #expect(O.distance(layer.transform, O.translation(10, 0)) < 1e-12)
    }

    @Test func scenariosWithNamedTargetsNeedAProvider() throws {
        let player = ScenarioPlayer(engine: AnimationEngine())
        let layer = O.layer(O.start())
        let needy: [(ScenarioKeyframe.Kind, String)] = [
            (.morph(.named("venus")), "morph"), (.frameAnimation(target: "clip"), "clip"),
            (.action(ScenarioAction(named: "sound")), "sound"),
        ]
        for (kind, name) in needy {
            let scenario = Scenario(name: name, keyframes: [ScenarioKeyframe(after: 1, .alpha(0)), ScenarioKeyframe(kind)])
            #expect(throws: ScenarioError.targetProviderRequired(scenario: name, keyframeIndex: 1)) {
                try player.play(scenario, on: layer)
            }
        }
        #expect(player.activePlayCount == 0)
        #expect(PerformerState(layer) == O.start())
        // A frame morph and a closure action need none.
        let fine = Scenario(
            name: "fine",
            keyframes: [
                ScenarioKeyframe(.morph(.frame(CGRect(x: 0, y: 0, width: 1, height: 1)))),
                ScenarioKeyframe(.action(ScenarioAction.sendable { _ in })),
            ])
        try player.play(fine, on: layer)
    }

    @Test func decoysPlayOnAStageAndLeaveTheOriginalAlone() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let original = O.layer(O.start())
        original.cornerRadius = 6
        let stage = LayerStage(origin: CGPoint(x: 1000, y: 0))
        let log = PlayLog()
        var decoy: Layer?
        try player.playDecoy(
            Self.slide, of: original, on: stage, delay: .milliseconds(100),
            beginning: { decoy = $0 as? Layer; log.begin($0) }, completion: log.complete)
        #expect(stage.decoys.isEmpty)  // made when the delay ends
        engine.advance(to: .milliseconds(600))
        let flying = try #require(decoy)
        #expect(stage.decoys.count == 1 && stage.decoys[0] === flying)
        #expect(flying.cornerRadius == 6)
        #expect(O.distance(flying.position, (1100, 200)) < 1e-12)
        #expect(O.distance(flying.transform, O.translation(5, 0)) < 1e-12)
        #expect(PerformerState(original) == O.start())
        #expect(player.isPlaying(original) && player.isPlaying(flying))
        engine.advance(to: .milliseconds(2100))
        #expect(log.completions == [.finished])
        #expect(stage.decoys.isEmpty)
        #expect(PerformerState(original) == O.start())
    }

    @Test func stoppingTheOriginalRemovesItsDecoys() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let original = O.layer(O.start())
        let stage = LayerStage()
        player.defaultStage = stage
        let log = PlayLog()
        try player.playDecoy(Self.slide, of: original, completion: log.complete)
        try player.playDecoy(Self.slide, of: original, completion: log.complete)
        #expect(stage.decoys.count == 2)  // decoy flights do not replace each other
        engine.advance(to: .milliseconds(300))
        player.stop(original)
        #expect(log.completions == [.cancelled, .cancelled])
        #expect(stage.decoys.isEmpty)
        player.defaultStage = nil
        #expect(throws: ScenarioError.stageRequired(scenario: "slide")) {
            try player.playDecoy(Self.slide, of: original)
        }
    }

    @Test func aPlayerNobodyKeepsStillCompletes() throws {
        let engine = AnimationEngine()
        let log = PlayLog()
        let layer = O.layer(O.start())
        try ScenarioPlayer(engine: engine).play(Self.slide, on: layer, completion: log.complete)
        engine.advance(to: .seconds(2))
        #expect(log.completions == [.finished])
        #expect(O.distance(layer.transform, O.translation(10, 10)) < 1e-12)
    }

    @Test func engineCancellationCancelsThePlay() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let log = PlayLog()
        try player.play(Self.slide, on: O.layer(O.start()), completion: log.complete)
        engine.advance(to: .milliseconds(100))
        engine.cancelAll()
        #expect(log.completions == [.cancelled])
        #expect(player.activePlayCount == 0)
    }

    @Test func completionsCanChainTheNextPlay() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let lift = Scenario(name: "lift", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 0, y: -8))])
        var outcomes: [ScenarioCompletion] = []
        try player.play(
            lift, on: layer,
            completion: { outcome in
                outcomes.append(outcome)
                try? player.play(lift, on: layer, completion: { outcomes.append($0) })
            })
        engine.advance(to: .milliseconds(1000))
        #expect(outcomes == [.finished])
        engine.advance(to: .milliseconds(1500))
        #expect(O.distance(layer.transform, O.translation(0, -12)) < 1e-12)
        engine.advance(to: .milliseconds(2000))
        #expect(outcomes == [.finished, .finished])
        #expect(O.distance(layer.transform, O.translation(0, -16)) < 1e-12)
    }
}
