import Foundation
import Motion
import Testing

/// P9ViewAnimator's sample file, loaded from JSON and played by name.
@Suite struct ScenarioSamplePlaybackTests {
    typealias O = ScenarioOracle

    @Test func theSampleLoadsToTheScenariosBuiltInCode() throws {
        let library = try ScenarioLibrary(json: P9SampleScenarios.json)
        #expect(library.names == ["flyToTheVenus", "roar"])
        #expect(library["roar"] == O.roar)
        #expect(library["flyToTheVenus"] == O.flyToTheVenus)
    }

    @Test func roarPlaysByNameWithExactTransforms() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: try ScenarioLibrary(json: P9SampleScenarios.json))
        let layer = O.layer(O.start())
        let log = PlayLog()
        try player.play("roar", on: layer, completion: log.complete)
        for time in [0.1, 0.35, 0.8, 0.95, 1.1, 1.3] {
            engine.advance(to: O.at(time))
            let totals = ScenarioEvaluationAnchorTests.roarTotals(at: time)
            // Rotations about the bottom centre (100, 230), which only the translates move.
            let expected = O.product(O.rotationZ(degrees: totals.angle), O.translation(totals.x, totals.y))
            #expect(O.distance(layer.transform, expected) < 1e-12, "t = \(time)")
            #expect(O.distance(layer.position, (100, 230)) < 1e-12, "t = \(time)")
        }
        engine.advance(to: O.at(1.4))
        #expect(log.completions == [.finished])
        #expect(O.cornerDistance(PerformerState(layer), O.start()) < 1e-12, "the wobbles cancel")
    }

    @Test func flyToTheVenusPlaysByNameAndLandsOnVenus() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: try ScenarioLibrary(json: P9SampleScenarios.json))
        let targets = RecordingTargetProvider()
        targets.frames["venus"] = CGRect(x: 300, y: 40, width: 20, height: 20)
        targets.ready.insert("venus")
        let layer = O.layer(PerformerState(position: CGPoint(x: 50, y: 200), bounds: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let log = PlayLog()
        try player.play("flyToTheVenus", on: layer, targets: targets, completion: log.complete)
        engine.advance(to: O.at(0.5))
        let e = Easing.easeIn.value(at: 0.5)
        #expect(O.distance(layer.transform, O.rotationZ(degrees: 360 * e)) < 1e-12)
        #expect(abs(layer.opacity - (1 - 0.6 * e)) < 1e-15)
        engine.advance(to: O.at(1.5))
        // Half-way through the morph: scale 1 → 0.5, centre (50, 200) → venus' centre (310, 50).
        let f = Easing.easeOut.value(at: 0.5)
        #expect(O.distance(layer.transform, O.scale(1 - 0.5 * f, 1 - 0.5 * f)) < 1e-12)
        #expect(O.distance(layer.position, (50 + 260 * f, 200 - 150 * f)) < 1e-12)
        engine.advance(to: O.at(2))
        #expect(log.completions == [.finished])
        // The drawn corners (transform included) cover venus.
        let corners = [(300.0, 40.0), (320.0, 40.0), (320.0, 60.0), (300.0, 60.0)]
        for (u, corner) in zip(O.unitCorners, corners) {
            #expect(O.distance(O.corner(PerformerState(layer), u), corner) < 1e-12)
        }
        #expect(targets.log == ["started flyToTheVenus", "ended flyToTheVenus"])
    }

    @Test func playingAnUnknownScenarioThrowsAndChangesNothing() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: try ScenarioLibrary(json: P9SampleScenarios.json))
        let layer = O.layer(O.start())
        #expect(throws: ScenarioError.unknownScenario(name: "dance")) { try player.play("dance", on: layer) }
        #expect(PerformerState(layer) == O.start())
        #expect(!player.isPlaying(layer))
    }
}
