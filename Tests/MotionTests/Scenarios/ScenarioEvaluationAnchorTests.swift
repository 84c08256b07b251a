import Foundation
import Motion
import Testing

/// Anchors, simultaneous rotations and P9's two sample scenarios, against
/// independent geometry.
@Suite struct ScenarioEvaluationAnchorTests {
    typealias O = ScenarioOracle

    /// `(x, y)` rotated by `degrees` as a row vector times Rz: (x·c − y·s, x·s + y·c).
    static func rotated(_ p: (Double, Double), degrees: Double) -> (Double, Double) {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return (p.0 * c - p.1 * s, p.0 * s + p.1 * c)
    }

    @Test func movingTheAnchorKeepsEveryCornerStill() {
        var random = SplitMix64(seed: 0x5CE7A)
        for _ in 0..<200 {
            let transform = Transform3D(rotationAngle: random.uniform(-4...4), x: 0, y: 0, z: 1)
                .concatenating(Transform3D(scaleX: random.uniform(-3...3), y: random.uniform(0.1...3), z: 1))
                .concatenating(Transform3D(rotationAngle: random.uniform(-1...1), x: 1, y: 0, z: 0))
                .concatenating(Transform3D(translationX: random.uniform(-50...50), y: random.uniform(-50...50), z: 0))
            var state = PerformerState(
                position: CGPoint(x: random.uniform(-100...100), y: random.uniform(-100...100)),
                bounds: CGRect(x: 0, y: 0, width: random.uniform(0...80), height: random.uniform(0...80)),
                anchorPoint: CGPoint(x: random.uniform(-0.5...1.5), y: random.uniform(-0.5...1.5)),
                transform: transform, opacity: 1)
            let before = state
            let anchor = CGPoint(x: random.uniform(-0.5...1.5), y: random.uniform(-0.5...1.5))
            state.moveAnchorPoint(to: anchor)
            #expect(state.anchorPoint == anchor)
            #expect(O.cornerDistance(before, state) < 1e-9)
            // location(ofUnitPoint:) agrees with the hand-written corner map.
            for u in O.unitCorners {
                #expect(O.distance(state.location(ofUnitPoint: CGPoint(x: u.0, y: u.1)), O.corner(before, u)) < 1e-9)
            }
        }
    }

    @Test func anAnchorChangeAtAGroupBoundaryDoesNotMoveThePicture() throws {
        let scenario = Scenario(
            name: "b",
            keyframes: [
                ScenarioKeyframe(after: 1, .rotate(axis: .z, degrees: 30, anchor: CGPoint(x: 0, y: 0))),
                ScenarioKeyframe(after: 1, .scale(x: 2, y: 2, anchor: CGPoint(x: 1, y: 1))),
                ScenarioKeyframe(after: 1, .translate(x: 3, y: 0)),
            ])
        let start = O.start()
        // Rotating the 40 × 60 rectangle by 30° about its origin corner at (80, 170).
        let boundary = try scenario.state(at: 1, from: start)
        #expect(boundary.anchorPoint == CGPoint(x: 1, y: 1))
        for u in O.unitCorners {
            let turned = Self.rotated((u.0 * 40, u.1 * 60), degrees: 30)
            #expect(O.distance(O.corner(boundary, u), (80 + turned.0, 170 + turned.1)) < 1e-12)
        }
        // The translate keeps the anchor of the scale (P9 reset it to the centre).
        #expect(try scenario.state(at: 2.5, from: start).anchorPoint == CGPoint(x: 1, y: 1))
        let scaledPivot = O.corner(try scenario.state(at: 2, from: start), (1, 1))
        #expect(O.distance(scaledPivot, O.corner(boundary, (1, 1))) < 1e-12)
    }

    @Test func rotationsAboutXYAndZPlayTogether() throws {
        let scenario = Scenario(
            name: "xyz",
            keyframes: [
                ScenarioKeyframe(after: 1, .rotate(axis: .x, degrees: 30)),
                ScenarioKeyframe(.rotate(axis: .y, degrees: 45), interpolation: .easeIn),
                ScenarioKeyframe(.rotate(axis: .z, degrees: 60)),
            ])
        let start = O.start(transform: Transform3D(translationX: 3, y: 4, z: 0))
        for time in [0.25, 0.5, 1.0] {
            let ey = Easing.easeIn.value(at: time)
            let expected = O.product(
                O.rotationZ(degrees: 60 * time), O.rotationY(degrees: 45 * ey), O.rotationX(degrees: 30 * time),
                O.translation(3, 4))
            #expect(O.distance(try scenario.state(at: time, from: start).transform, expected) < 1e-12)
        }
    }

    @Test func simultaneousKeyframesPivotAboutTheirOwnAnchors() throws {
        let scenario = Scenario(
            name: "two",
            keyframes: [
                ScenarioKeyframe(after: 1, .rotate(axis: .z, degrees: 90, anchor: CGPoint(x: 0, y: 0))),
                ScenarioKeyframe(.scale(x: 2, y: 0.5, anchor: CGPoint(x: 1, y: 1))),
            ])
        let start = O.start()
        for time in [0.5, 1.0] {
            let state = try scenario.state(at: time, from: start)
            #expect(state.anchorPoint == CGPoint(x: 1, y: 1))
            let (sx, sy) = (1 + time, 1 - 0.5 * time)
            for u in O.unitCorners {
                // In bounds coordinates: scale about (40, 60), then rotate about (0, 0),
                // then place the bounds origin where it was, at (80, 170).
                let q = (u.0 * 40, u.1 * 60)
                let scaled = (40 + (q.0 - 40) * sx, 60 + (q.1 - 60) * sy)
                let turned = Self.rotated(scaled, degrees: 90 * time)
                #expect(O.distance(O.corner(state, u), (80 + turned.0, 170 + turned.1)) < 1e-12)
            }
        }
    }

    /// The roar's rotation sum, and translate sums, at `time`.
    static func roarTotals(at time: Double) -> (angle: Double, x: Double, y: Double) {
        var (angle, x, y, start) = (0.0, 0.0, 0.0, 0.0)
        for step in O.roarSteps {
            let progress = min(max((time - start) / step.after, 0), 1)
            let e = step.easing.value(at: progress)
            angle += e * step.angle
            x += e * step.x
            y += e * step.y
            start += step.after
        }
        return (angle, x, y)
    }

    @Test func roarWobblesAboutItsBottomCentre() throws {
        let start = O.start()
        #expect(abs(O.roar.duration - 1.4) < 1e-12)
        for time in [0.0, 0.1, 0.35, 0.8, 0.95, 1.1, 1.3, 1.4] {
            let state = try O.roar.state(at: time, from: start)
            let totals = Self.roarTotals(at: time)
            // Every rotation pivots about the bottom centre, (100, 230), which only the translates move.
            #expect(state.anchorPoint == CGPoint(x: 0.5, y: 1))
            #expect(O.distance(state.position, (100, 230)) < 1e-12)
            let expected = O.product(O.rotationZ(degrees: totals.angle), O.translation(totals.x, totals.y))
            #expect(O.distance(state.transform, expected) < 1e-12)
            #expect(O.distance(O.corner(state, (0.5, 1)), (100 + totals.x, 230 + totals.y)) < 1e-12)
        }
        // The wobbles and offsets cancel: the picture ends where it started.
        let end = try O.roar.state(at: 1.4, from: start)
        #expect(O.cornerDistance(end, start) < 1e-12)
    }

    @Test func flyToTheVenusSpinsFadesAndLandsOnVenus() throws {
        let start = PerformerState(
            position: CGPoint(x: 50, y: 200), bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
        let frames = ["venus": CGRect(x: 300, y: 40, width: 20, height: 20)]
        let scenario = O.flyToTheVenus
        func state(_ time: Double) throws -> PerformerState {
            try scenario.state(at: time, from: start, targetFrames: frames)
        }
        let e = Easing.easeIn.value(at: 0.5)
        #expect(O.distance(try state(0.5).transform, O.rotationZ(degrees: 360 * e)) < 1e-12)
        #expect(abs(try state(0.5).opacity - (1 - e + 0.4 * e)) < 1e-15)
        #expect(O.distance(try state(1).transform, O.rotationZ(degrees: 360)) < 1e-12)
        #expect(try state(1).opacity == 0.4)
        // The morph: the scale goes 1 → 0.5, the spin's remainder (≈ 0) goes to 0, and the
        // centre goes in a straight line from (50, 200) to venus' centre (310, 50).
        let f = Easing.easeOut.value(at: 0.5)
        let mid = try state(1.5)
        #expect(O.distance(mid.transform, O.scale(1 - 0.5 * f, 1 - 0.5 * f)) < 1e-12)
        #expect(O.distance(mid.position, (50 + 260 * f, 200 - 150 * f)) < 1e-12)
        #expect(abs(mid.opacity - (0.4 * (1 - f) + f)) < 1e-15)
        let end = try state(2)
        #expect(end.transform == Transform3D(scaleX: 0.5, y: 0.5, z: 1))
        #expect(end.opacity == 1)
        for (u, corner) in zip(O.unitCorners, [(300.0, 40.0), (320.0, 40.0), (320.0, 60.0), (300.0, 60.0)]) {
            #expect(O.distance(O.corner(end, u), corner) < 1e-12)
        }
    }
}
