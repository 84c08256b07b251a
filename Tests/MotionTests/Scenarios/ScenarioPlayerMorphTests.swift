import Foundation
import Motion
import Testing

/// Morphs to named targets on the engine: resolution, waiting, timeouts.
@Suite struct ScenarioPlayerMorphTests {
    typealias O = ScenarioOracle

    static let start = PerformerState(
        position: CGPoint(x: 50, y: 200), bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
    static let venus = CGRect(x: 300, y: 40, width: 20, height: 20)
    static let venusCorners = [(300.0, 40.0), (320.0, 40.0), (320.0, 60.0), (300.0, 60.0)]

    static func setUp(ready: Bool) -> (AnimationEngine, ScenarioPlayer, Layer, RecordingTargetProvider, PlayLog) {
        let engine = AnimationEngine()
        let targets = RecordingTargetProvider()
        targets.frames["venus"] = venus
        if ready { targets.ready.insert("venus") }
        return (engine, ScenarioPlayer(engine: engine), O.layer(start), targets, PlayLog())
    }

    @Test func flyToTheVenusPlaysExactlyAndCommitsTheMorph() throws {
        let (engine, player, layer, targets, log) = Self.setUp(ready: true)
        try player.play(O.flyToTheVenus, on: layer, targets: targets, completion: log.complete)
        engine.advance(to: .milliseconds(500))
        let e = Easing.easeIn.value(at: 0.5)
        #expect(O.distance(layer.transform, O.rotationZ(degrees: 360 * e)) < 1e-12)
        #expect(abs(layer.opacity - (1 - 0.6 * e)) < 1e-15)
        engine.advance(to: .milliseconds(1500))
        let f = Easing.easeOut.value(at: 0.5)
        #expect(O.distance(layer.transform, O.scale(1 - 0.5 * f, 1 - 0.5 * f)) < 1e-12)
        #expect(O.distance(layer.position, (50 + 260 * f, 200 - 150 * f)) < 1e-12)
        engine.advance(to: .milliseconds(2000))
        #expect(log.completions == [.finished])
        // Committed (P9 snapped back): the layer covers venus.
        let end = PerformerState(layer)
        for (u, corner) in zip(O.unitCorners, Self.venusCorners) {
            #expect(O.distance(O.corner(end, u), corner) < 1e-12)
        }
        #expect(layer.opacity == 1)
    }

    @Test func aMorphWaitsForItsTargetAndDelaysWhatFollows() throws {
        let (engine, player, layer, targets, log) = Self.setUp(ready: false)
        let scenario = Scenario(
            name: "wait",
            keyframes: O.flyToTheVenus.keyframes + [ScenarioKeyframe(after: 1, .translate(x: 0, y: 10))])
        try player.play(scenario, on: layer, targets: targets, completion: log.complete)
        for step in 1...11 { engine.advance(to: .milliseconds(step * 100)) }
        let queries = targets.readyQueries
        engine.advance(to: .milliseconds(1200))
        engine.advance(to: .milliseconds(1300))
        #expect(targets.readyQueries == queries + 2)  // one poll per frame, no busy loop
        // Still holding the end of the first group.
        let held = try scenario.state(at: 1, from: Self.start, targetFrames: ["venus": Self.venus])
        #expect(O.distance(layer.transform, O.entries(held.transform)) < 1e-12)
        #expect(layer.position == held.position && layer.opacity == 0.4)
        targets.ready.insert("venus")
        engine.advance(to: .milliseconds(1400))  // ready: the morph starts now, 0.4 s late
        for time in [1.9, 2.4, 2.9] {
            engine.advance(to: O.at(time))
            let expected = try scenario.state(at: time - 0.4, from: Self.start, targetFrames: ["venus": Self.venus])
            #expect(O.distance(layer.transform, O.entries(expected.transform)) < 1e-12, "at \(time)")
            #expect(O.distance(layer.position, (Double(expected.position.x), Double(expected.position.y))) < 1e-9)
        }
        #expect(log.completions.isEmpty)
        engine.advance(to: .milliseconds(3400))
        #expect(log.completions == [.finished])
    }

    @Test func aTargetThatNeverBecomesReadyFailsAfterTheTimeout() throws {
        let (engine, player, layer, targets, log) = Self.setUp(ready: false)
        player.targetTimeout = .seconds(2)
        try player.play(O.flyToTheVenus, on: layer, targets: targets, completion: log.complete)
        for step in 1...11 { engine.advance(to: .milliseconds(step * 250)) }  // to 2.75 s
        #expect(log.completions.isEmpty)
        #expect(player.isPlaying(layer))
        engine.advance(to: .seconds(3))  // the wait began at 1 s
        let error = ScenarioError.targetTimedOut(scenario: "flyToTheVenus", target: "venus", timeout: .seconds(2))
        #expect(log.completions == [.failed(error)])
        #expect(log.completions.first?.error == error)
        #expect(targets.log.last == "ended flyToTheVenus")
        #expect(layer.opacity == 0.4)  // left at the end of the last group that played
        #expect(!player.isPlaying(layer))
        engine.advance(to: .seconds(10))
        #expect(log.completions.count == 1)
        #expect(engine.isIdle)
    }

    @Test func aTargetReadyAtTheDeadlineStillPlays() throws {
        let (engine, player, layer, targets, log) = Self.setUp(ready: false)
        player.targetTimeout = .seconds(1)
        try player.play(O.flyToTheVenus, on: layer, targets: targets, completion: log.complete)
        engine.advance(to: .seconds(1))
        targets.ready.insert("venus")
        engine.advance(to: .seconds(2))
        #expect(log.completions.isEmpty)
        engine.advance(to: .seconds(3))
        #expect(log.completions == [.finished])
    }

    @Test func aZeroTimeoutFailsAtOnce() throws {
        let (_, player, layer, targets, log) = Self.setUp(ready: false)
        player.targetTimeout = .zero
        let scenario = Scenario(name: "now", keyframes: [ScenarioKeyframe(after: 1, .morph(.named("venus")))])
        try player.play(scenario, on: layer, targets: targets, completion: log.complete)
        #expect(log.completions == [.failed(.targetTimedOut(scenario: "now", target: "venus", timeout: .zero))])
        #expect(PerformerState(layer) == Self.start)
    }

    @Test func aReadyTargetWithoutAFrameFails() throws {
        let (_, player, layer, targets, log) = Self.setUp(ready: true)
        targets.frames = [:]
        let scenario = Scenario(name: "lost", keyframes: [ScenarioKeyframe(after: 1, .morph(.named("venus")))])
        try player.play(scenario, on: layer, targets: targets, completion: log.complete)
        #expect(log.completions == [.failed(.targetFrameUnavailable(scenario: "lost", target: "venus"))])
        #expect(targets.log == ["started lost", "ended lost"])
    }

    @Test func stopWhileWaitingCancels() throws {
        let (engine, player, layer, targets, log) = Self.setUp(ready: false)
        try player.play(O.flyToTheVenus, on: layer, targets: targets, completion: log.complete)
        engine.advance(to: .milliseconds(1500))
        player.stop(layer)
        #expect(log.completions == [.cancelled])
        engine.advance(to: .seconds(10))
        #expect(log.completions == [.cancelled])
        #expect(engine.isIdle)
    }
}
