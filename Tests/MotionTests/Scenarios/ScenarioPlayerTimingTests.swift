import Foundation
import Motion
import Testing

/// Scenarios played by the engine: exact states at chosen engine times, delays,
/// group timing and completion.
@Suite struct ScenarioPlayerTimingTests {
    typealias O = ScenarioOracle

    static let kinds = Scenario(
        name: "kinds",
        keyframes: [
            ScenarioKeyframe(after: 1, .translate(x: 10, y: -20)),
            ScenarioKeyframe(
                after: 0.5, .rotate(axis: .z, degrees: 90, anchor: CGPoint(x: 0, y: 0)), interpolation: .easeInOut),
            ScenarioKeyframe(after: 0.5, .scale(x: 2, y: 0.5, anchor: CGPoint(x: 1, y: 1))),
            ScenarioKeyframe(.alpha(0.3), interpolation: .easeIn),
        ])

    /// `position + (Δanchor ⊙ size) · L(matrix)`, by hand.
    static func moved(_ p: (Double, Double), by d: (Double, Double), _ m: O.Matrix) -> (Double, Double) {
        (p.0 + d.0 * m[0][0] + d.1 * m[1][0], p.1 + d.0 * m[0][1] + d.1 * m[1][1])
    }

    @Test func everyKindIsExactAtChosenEngineTimes() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        try player.play(Self.kinds, on: layer)
        let translated = O.translation(10, -20)
        let rotated = O.product(O.rotationZ(degrees: 90), translated)
        // Group 1 moves the anchor to (0, 0), group 2 to (1, 1), keeping the picture still.
        let p1 = Self.moved((100, 200), by: (-20, -30), translated)
        let p2 = Self.moved(p1, by: (40, 60), rotated)
        for time in [0.25, 0.5, 1.0, 1.2, 1.5, 1.7, 1.9, 2.0] {
            engine.advance(to: O.at(time))
            let expected: (matrix: O.Matrix, position: (Double, Double), anchor: CGPoint, opacity: Double)
            if time < 1 {
                expected = (O.translation(10 * time, -20 * time), (100, 200), CGPoint(x: 0.5, y: 0.5), 1)
            } else if time < 1.5 {
                let e = Easing.easeInOut.value(at: (time - 1) / 0.5)
                expected = (O.product(O.rotationZ(degrees: 90 * e), translated), p1, CGPoint(x: 0, y: 0), 1)
            } else {
                let p = (time - 1.5) / 0.5
                let e = Easing.easeIn.value(at: p)
                expected = (O.product(O.scale(1 + p, 1 - 0.5 * p), rotated), p2, CGPoint(x: 1, y: 1), 1 - 0.7 * e)
            }
            #expect(O.distance(layer.transform, expected.matrix) < 1e-12, "at \(time)")
            #expect(O.distance(layer.position, expected.position) < 1e-12, "at \(time)")
            #expect(layer.anchorPoint == expected.anchor, "at \(time)")
            #expect(abs(layer.opacity - expected.opacity) < 1e-12, "at \(time)")
        }
    }

    @Test func rotationsAboutEveryAxisPlayTogetherOnTheEngine() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let scenario = Scenario(
            name: "xyz",
            keyframes: [
                ScenarioKeyframe(after: 1, .rotate(axis: .z, degrees: 60)),
                ScenarioKeyframe(.rotate(axis: .x, degrees: 30)), ScenarioKeyframe(.rotate(axis: .y, degrees: -45)),
            ])
        try player.play(scenario, on: layer)
        for time in [0.4, 1.0] {
            engine.advance(to: O.at(time))
            // No key collision (P9 animated all three as "rotateZ"): each rotation is applied.
            let expected = O.product(
                O.rotationY(degrees: -45 * time), O.rotationX(degrees: 30 * time), O.rotationZ(degrees: 60 * time))
            #expect(O.distance(layer.transform, expected) < 1e-12)
        }
    }

    @Test func framesOfAnySpacingShowTheClosedForm() throws {
        let start = O.start()
        let fine = AnimationEngine()
        let coarse = AnimationEngine()
        let (a, b) = (O.layer(start), O.layer(start))
        try ScenarioPlayer(engine: fine).play(O.roar, on: a)
        try ScenarioPlayer(engine: coarse).play(O.roar, on: b)
        let checkpoints: Set<Int> = [7, 40, 61, 84, 140]  // in 1/100 s; 140 is the end
        for step in 1...150 {
            fine.advance(to: .milliseconds(step * 10))
            if checkpoints.contains(step) {
                coarse.advance(to: .milliseconds(step * 10))  // jumps over whole groups
                let expected = try O.roar.state(at: Double(step) / 100, from: start)
                for layer in [a, b] {
                    #expect(O.distance(layer.transform, O.entries(expected.transform)) < 1e-9, "at \(step)")
                    #expect(O.distance(layer.position, (Double(expected.position.x), Double(expected.position.y))) < 1e-9)
                }
            }
        }
    }

    @Test func fractionalDelaysAreHonoured() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let log = PlayLog()
        let scenario = Scenario(name: "step", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 10, y: 0))])
        try player.play(scenario, on: layer, delay: .milliseconds(500), beginning: log.begin, completion: log.complete)
        engine.advance(to: .milliseconds(499))
        #expect(log.beginnings.isEmpty)
        #expect(layer.transform == .identity)
        #expect(player.isPlaying(layer))
        engine.advance(to: .milliseconds(500))
        #expect(log.beginnings == [ObjectIdentifier(layer)])
        engine.advance(to: .milliseconds(1000))
        // Half of the 1 s group (P9 truncated the delay to 0 and would be done by now).
        #expect(O.distance(layer.transform, O.translation(5, 0)) < 1e-12)
        engine.advance(to: .milliseconds(1499))
        #expect(log.completions.isEmpty)
        engine.advance(to: .milliseconds(1500))
        #expect(log.completions == [.finished])
        #expect(layer.transform.m41 == 10)
    }

    @Test func aDelayEndingBetweenFramesStillStartsOnTime() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let scenario = Scenario(name: "step", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 10, y: 0))])
        try player.play(scenario, on: layer, delay: .milliseconds(250))
        engine.advance(to: .milliseconds(400))  // the delay ended 150 ms ago
        #expect(O.distance(layer.transform, O.translation(1.5, 0)) < 1e-12)
        engine.advance(to: .milliseconds(1000))
        #expect(O.distance(layer.transform, O.translation(7.5, 0)) < 1e-12)
    }

    @Test func withoutDelayTheScenarioBeginsInsidePlay() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let log = PlayLog()
        let targets = RecordingTargetProvider()
        let scenario = Scenario(
            name: "lead",
            keyframes: [ScenarioKeyframe(.alpha(0.25)), ScenarioKeyframe(after: 1, .translate(x: 4, y: 0))])
        try player.play(scenario, on: layer, targets: targets, beginning: log.begin, completion: log.complete)
        #expect(log.beginnings.count == 1)
        #expect(targets.log == ["started lead"])
        #expect(layer.opacity == 0.25)
        #expect(layer.transform == .identity)
    }

    @Test func aGroupWithoutMotionStillLastsItsAfter() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let targets = RecordingTargetProvider()
        let scenario = Scenario(
            name: "clip",
            keyframes: [
                ScenarioKeyframe(after: 1, .frameAnimation(target: "sprite", velocity: 2, loops: true)),
                ScenarioKeyframe(after: 1, .translate(x: 10, y: 0)),
            ])
        try player.play(scenario, on: layer, targets: targets)
        #expect(targets.log == ["started clip", "velocity sprite 2.0", "loops sprite true", "play sprite"])
        engine.advance(to: .milliseconds(500))
        #expect(layer.transform == .identity)
        engine.advance(to: .milliseconds(1500))
        #expect(O.distance(layer.transform, O.translation(5, 0)) < 1e-12)
    }

    @Test func completionRunsOnceAtTheEnd() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let start = O.start()
        let layer = O.layer(start)
        let log = PlayLog()
        let targets = RecordingTargetProvider()
        try player.play(O.roar, on: layer, targets: targets, completion: log.complete)
        engine.advance(to: .milliseconds(1399))
        #expect(log.completions.isEmpty)
        engine.advance(to: .milliseconds(1400))
        #expect(log.completions == [.finished])
        #expect(targets.log == ["started roar", "ended roar"])
        #expect(!player.isPlaying(layer))
        #expect(player.activePlayCount == 0)
        #expect(PerformerState(layer) == (try O.roar.state(at: 1.4, from: start)))
        engine.advance(to: .seconds(5))
        #expect(log.completions == [.finished])
        #expect(engine.isIdle)
    }

    @Test func springEasingsOvershootOnTheEngine() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let spring = Easing.spring(.bouncy)
        let scenario = Scenario(
            name: "boing", keyframes: [ScenarioKeyframe(after: 1, .scale(x: 2, y: 2), interpolation: spring)])
        try player.play(scenario, on: layer)
        var overshot = false
        for step in 1...100 {
            engine.advance(to: .milliseconds(step * 10))
            let e = spring.value(at: Double(step) / 100)
            overshot = overshot || e > 1
            #expect(O.distance(layer.transform, O.scale(1 + e, 1 + e)) < 1e-12)
        }
        #expect(overshot)
        #expect(layer.transform == Transform3D(scaleX: 2, y: 2, z: 1))
    }

    @Test func reducedMotionSkipsEachGroupToItsEnd() throws {
        let engine = AnimationEngine(reducedMotion: .skipToEnd)
        let player = ScenarioPlayer(engine: engine)
        let start = O.start()
        let layer = O.layer(start)
        let log = PlayLog()
        try player.play(O.roar, on: layer, completion: log.complete)
        for _ in 0..<6 { engine.advance(by: .milliseconds(1)) }
        #expect(log.completions == [.finished])
        let end = try O.roar.state(at: 1.4, from: start)
        #expect(O.distance(layer.transform, O.entries(end.transform)) < 1e-12)
    }
}
