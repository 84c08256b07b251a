import Foundation
import Motion
import Testing

/// The closed-form evaluator, one keyframe kind at a time, against matrices
/// composed independently (ScenarioOracle).
@Suite struct ScenarioEvaluationKindTests {
    typealias O = ScenarioOracle

    @Test func translatePostMultipliesInTheSuperlayerSpace() throws {
        let start = O.start(transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
        let scenario = Scenario(name: "t", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 10, y: -20))])
        let state = try scenario.state(at: 0.3, from: start)
        // M0 · T(0.3·10, 0.3·−20): the offset is not rotated.
        #expect(O.distance(state.transform, O.product(O.rotationZ(degrees: 30), O.translation(3, -6))) < 1e-12)
        #expect(state.position == start.position)
        #expect(state.anchorPoint == start.anchorPoint)
        let end = try scenario.state(at: 1, from: start)
        #expect(O.distance(end.transform, O.product(O.rotationZ(degrees: 30), O.translation(10, -20))) < 1e-12)
    }

    @Test func rotatePreMultipliesWithTheEasedAngle() throws {
        let start = O.start(transform: Transform3D(translationX: 5, y: 7, z: 0))
        let scenario = Scenario(
            name: "r", keyframes: [ScenarioKeyframe(after: 1, .rotate(axis: .z, degrees: 90), interpolation: .easeIn)])
        for time in [0.0, 0.25, 0.6, 1.0] {
            let e = Easing.easeIn.value(at: time)
            let state = try scenario.state(at: time, from: start)
            // R(e·90°) · T(5, 7): the rotation acts in the performer's own space.
            #expect(O.distance(state.transform, O.product(O.rotationZ(degrees: 90 * e), O.translation(5, 7))) < 1e-12)
            #expect(state.position == start.position)
        }
    }

    @Test func rotateAboutAnAnchorMovesTheAnchorAndKeepsThePivotStill() throws {
        let start = O.start(transform: Transform3D(scaleX: 2, y: 2, z: 1))
        let scenario = Scenario(
            name: "r",
            keyframes: [ScenarioKeyframe(after: 2, .rotate(axis: .z, degrees: -40, anchor: CGPoint(x: 0.5, y: 1)))])
        let pivot = O.corner(start, (0.5, 1))  // the bottom centre: (100, 200 + 30·2)
        #expect(O.distance((100, 260), pivot) < 1e-12)
        for time in [0.0, 0.5, 1.3, 2.0] {
            let state = try scenario.state(at: time, from: start)
            #expect(state.anchorPoint == CGPoint(x: 0.5, y: 1))
            // position += L · (size ⊙ Δanchor) = S(2) · (0, 30).
            #expect(O.distance(state.position, (100, 260)) < 1e-12)
            #expect(O.distance(state.transform, O.product(O.rotationZ(degrees: -20 * time), O.scale(2, 2))) < 1e-12)
            #expect(O.distance(O.corner(state, (0.5, 1)), pivot) < 1e-12)
        }
    }

    @Test func scaleIsRelativeAboutItsAnchor() throws {
        let start = O.start(transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
        let scenario = Scenario(
            name: "s",
            keyframes: [
                ScenarioKeyframe(after: 1, .scale(x: 3, y: 0.5, anchor: CGPoint(x: 0, y: 0)), interpolation: .easeOut)
            ])
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        // The anchor moves from the centre to the origin corner: Δ = (−20, −30) through L = R(30°).
        let position = (100 + (-20 * c + -30 * -s), 200 + (-20 * s + -30 * c))
        let corner = O.corner(start, (0, 0))
        for time in [0.25, 0.5, 1.0] {
            let e = Easing.easeOut.value(at: time)
            let state = try scenario.state(at: time, from: start)
            #expect(O.distance(state.position, position) < 1e-12)
            let expected = O.product(O.scale(1 + 2 * e, 1 - 0.5 * e), O.rotationZ(degrees: 30))
            #expect(O.distance(state.transform, expected) < 1e-12)
            #expect(O.distance(O.corner(state, (0, 0)), corner) < 1e-12)
        }
        // Relative: a second scale multiplies the first.
        let twice = Scenario(
            name: "s2",
            keyframes: [
                ScenarioKeyframe(after: 1, .scale(x: 2, y: 3)), ScenarioKeyframe(after: 1, .scale(x: 0.5, y: 2)),
            ])
        let end = try twice.state(at: 2, from: O.start())
        #expect(O.distance(end.transform, O.scale(1, 6)) < 1e-12)
    }

    @Test func alphaIsAbsoluteFromTheGroupStartOpacity() throws {
        let scenario = Scenario(
            name: "a",
            keyframes: [ScenarioKeyframe(after: 2, .alpha(0.8)), ScenarioKeyframe(after: 1, .alpha(0))])
        let start = O.start(opacity: 0.2)
        #expect(abs(try scenario.state(at: 0.5, from: start).opacity - 0.35) < 1e-15)
        #expect(try scenario.state(at: 2, from: start).opacity == 0.8)
        #expect(abs(try scenario.state(at: 2.5, from: start).opacity - 0.4) < 1e-15)
        #expect(try scenario.state(at: 3, from: start).opacity == 0)
        #expect(try scenario.state(at: 3, from: start).transform == .identity)
    }

    @Test func morphMovesTheCentreAndUndoesTheRotationAndCommits() throws {
        let start = PerformerState(
            position: CGPoint(x: 50, y: 50), bounds: CGRect(x: 0, y: 0, width: 20, height: 10),
            transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
        let target = CGRect(x: 200, y: 100, width: 60, height: 40)
        let scenario = Scenario(name: "m", keyframes: [ScenarioKeyframe(after: 1, .morph(.frame(target)))])
        // Halfway: scale (1, 1) → (3, 4) and angle 30° → 0° blend linearly (CSS
        // decomposition), recomposed as S · R; the centre is halfway along the line.
        let half = try scenario.state(at: 0.5, from: start)
        #expect(O.distance(half.transform, O.product(O.scale(2, 2.5), O.rotationZ(degrees: 15))) < 1e-12)
        #expect(O.distance(half.position, (140, 85)) < 1e-12)
        // The end state stays (P9 snapped back): the picture is exactly the target frame.
        let end = try scenario.state(at: 1, from: start)
        #expect(end.transform == Transform3D(scaleX: 3, y: 4, z: 1))
        #expect(O.distance(end.position, (230, 120)) < 1e-12)
        let corners = [(200.0, 100.0), (260.0, 100.0), (260.0, 140.0), (200.0, 140.0)]
        for (u, expected) in zip(O.unitCorners, corners) {
            let p = O.corner(end, u)
            #expect(abs(p.0 - expected.0) < 1e-12 && abs(p.1 - expected.1) < 1e-12)
        }
        #expect(try scenario.state(at: 7, from: start) == end)
    }

    @Test func morphWithAnOffCentreAnchorLandsOnTheFrame() throws {
        let start = PerformerState(
            position: CGPoint(x: 10, y: 20), bounds: CGRect(x: 5, y: 5, width: 30, height: 50),
            anchorPoint: CGPoint(x: 0, y: 1), transform: Transform3D(translationX: 4, y: -3, z: 0), opacity: 1)
        let target = CGRect(x: -20, y: 300, width: 15, height: 100)
        let scenario = Scenario(
            name: "m",
            keyframes: [
                ScenarioKeyframe(after: 0.5, .rotate(axis: .z, degrees: 70)),
                ScenarioKeyframe(after: 1, .morph(.named("goal")), interpolation: .easeInOut),
            ])
        let end = try scenario.state(at: 1.5, from: start, targetFrames: ["goal": target])
        let corners = [(-20.0, 300.0), (-5.0, 300.0), (-5.0, 400.0), (-20.0, 400.0)]
        for (u, expected) in zip(O.unitCorners, corners) {
            let p = O.corner(end, u)
            #expect(abs(p.0 - expected.0) < 1e-9 && abs(p.1 - expected.1) < 1e-9)
        }
        // The picture's centre moves on the straight line between the two centres.
        let before = try scenario.state(at: 0.5, from: start, targetFrames: ["goal": target])
        let c0 = O.corner(before, (0.5, 0.5))
        for time in [0.7, 1.0, 1.2] {
            let e = Easing.easeInOut.value(at: (time - 0.5) / 1)
            let c = O.corner(try scenario.state(at: time, from: start, targetFrames: ["goal": target]), (0.5, 0.5))
            #expect(abs(c.0 - (c0.0 * (1 - e) + -12.5 * e)) < 1e-9)
            #expect(abs(c.1 - (c0.1 * (1 - e) + 350 * e)) < 1e-9)
        }
    }

    @Test func springEasingsOvershoot() throws {
        let spring = Easing.spring(.bouncy)
        let scenario = Scenario(
            name: "sp", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 100, y: 0), interpolation: spring)])
        let times = (1..<100).map { Double($0) / 100 }
        let peak = times.max { spring.value(at: $0) < spring.value(at: $1) }!
        let e = spring.value(at: peak)
        #expect(e > 1)
        let state = try scenario.state(at: peak, from: O.start())
        #expect(O.distance(state.transform, O.translation(100 * e, 0)) < 1e-12)
        #expect(try scenario.state(at: 1, from: O.start()).transform.m41 == 100)
    }

    @Test func groupsFollowAfter() {
        let scenario = Scenario(
            name: "g",
            keyframes: [
                ScenarioKeyframe(.alpha(0.5)), ScenarioKeyframe(.translate(x: 1, y: 0)),
                ScenarioKeyframe(after: 0.5, .frameAnimation(target: "a")),
                ScenarioKeyframe(.rotate(axis: .x, degrees: 10)),
                ScenarioKeyframe(after: 1.25, .action(ScenarioAction(named: "x"))),
                ScenarioKeyframe(after: 0.25, .scale(x: 2, y: 2)), ScenarioKeyframe(.alpha(1)),
            ])
        let groups = scenario.timeline.groups
        #expect(groups.map(\.start) == [0, 0, 0.5, 1.75])
        #expect(groups.map(\.duration) == [0, 0.5, 1.25, 0.25])
        #expect(groups.map(\.keyframeIndices) == [0..<2, 2..<4, 4..<5, 5..<7])
        #expect(scenario.duration == 2)
        #expect(Scenario(name: "empty").timeline.groups.isEmpty)
    }

    @Test func leadingKeyframesApplyAtOnce() throws {
        let scenario = Scenario(
            name: "lead",
            keyframes: [
                ScenarioKeyframe(.translate(x: 5, y: 0)), ScenarioKeyframe(.alpha(0.5)),
                ScenarioKeyframe(after: 1, .translate(x: 10, y: 0)),
            ])
        let start = O.start()
        #expect(try scenario.state(at: -1, from: start) == start)
        let atZero = try scenario.state(at: 0, from: start)
        #expect(atZero.transform == Transform3D(translationX: 5, y: 0, z: 0))
        #expect(atZero.opacity == 0.5)
        #expect(O.distance(try scenario.state(at: 0.5, from: start).transform, O.translation(10, 0)) < 1e-12)
        #expect(O.distance(try scenario.state(at: 99, from: start).transform, O.translation(15, 0)) < 1e-12)
    }

    @Test func unresolvableMorphsThrowOnlyWhenReached() throws {
        let scenario = Scenario(
            name: "late",
            keyframes: [
                ScenarioKeyframe(after: 1, .translate(x: 1, y: 0)),
                ScenarioKeyframe(after: 1, .morph(.named("venus"))),
            ])
        _ = try scenario.state(at: 0.9, from: O.start())
        #expect(throws: ScenarioError.targetFrameUnavailable(scenario: "late", target: "venus")) {
            try scenario.state(at: 1.5, from: O.start())
        }
        #expect(throws: ScenarioError.targetFrameUnavailable(scenario: "late", target: "venus")) {
            try ScenarioTrack(scenario, from: O.start())
        }
        var empty = O.start()
        empty.bounds.size.width = 0
        #expect(throws: ScenarioError.morphOfEmptyPerformer(scenario: "late", keyframeIndex: 1)) {
            try scenario.state(at: 1.5, from: empty, targetFrames: ["venus": CGRect(x: 0, y: 0, width: 5, height: 5)])
        }
    }

    @Test func trackAgreesWithTheTimeline() throws {
        let frames = ["venus": CGRect(x: 300, y: 40, width: 20, height: 20)]
        let start = O.start()
        for scenario in [O.roar, O.flyToTheVenus] {
            let track = try ScenarioTrack(scenario, from: start, targetFrames: frames)
            #expect(track.duration == scenario.duration)
            for step in -2...130 {
                let time = Double(step) / 60
                #expect(track.value(at: time) == (try scenario.state(at: time, from: start, targetFrames: frames)))
            }
        }
    }
}
