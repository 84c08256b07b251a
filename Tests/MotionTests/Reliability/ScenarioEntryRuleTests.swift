import Foundation
import Testing

@testable import Motion

/// The scenario rule holds on every way in: setting a scenario's properties checks
/// what the initialiser checks; what the player reads when a group starts (the
/// performer's state, a named target's frame, the scale of a morph) is checked
/// against ``Scenario/maximumPerformerMagnitude`` and ``Scenario/maximumMagnitude``
/// and refused with a ``ScenarioError`` naming the value, so replays and extreme
/// performers end with an error instead of infinity or NaN. Oracles: the documented
/// limits, powers of two computed by hand, and CSS's discrete interpolation rule.
@Suite("Scenario entry rule")
struct ScenarioEntryRuleTests {
    typealias O = ScenarioOracle

    /// Whether every number of `state` is finite.
    static func finite(_ state: PerformerState) -> Bool {
        ScenarioMagnitudeTests.numbers(state).allSatisfy(\.isFinite)
    }

    /// A one-group scenario morphing to `target` along `easing`.
    static func morph(_ target: ScenarioKeyframe.MorphTarget, easing: Easing = .linear) -> Scenario {
        Scenario(name: "s", keyframes: [ScenarioKeyframe(after: 1, .morph(target), interpolation: easing)])
    }

    // MARK: - Setting a scenario's properties

    @Test("valid keyframes set, appended or changed in place are kept, as the initialiser keeps them")
    func validMutations() {
        var scenario = Scenario(name: "a")
        scenario.keyframes = [ScenarioKeyframe(after: 1, .alpha(0.5))]
        scenario.keyframes.append(ScenarioKeyframe(after: 2, .scale(x: 0x1p32, y: 1)))
        scenario.keyframes[0].after = 3
        scenario.name = "b"
        #expect(
            scenario
                == Scenario(
                    name: "b", keyframes: [ScenarioKeyframe(after: 3, .alpha(0.5)), ScenarioKeyframe(after: 2, .scale(x: 0x1p32, y: 1))]))
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("setting keyframes whose scales multiply past 2^64 stops, naming the keyframe and its x")
    func settingKeyframesPastGrowth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var scenario = Scenario(name: "grow")
            scenario.keyframes = Array(repeating: ScenarioKeyframe(after: 1, .scale(x: 4, y: 1)), count: 40)
        }
        // 4^(k + 1) > 2^64 first at k = 32.
        #expect(Reliability.stderr(result, contains: "Scenario.keyframes: keyframes[32].scale(x:) = 4.0"))
    }

    @Test("changing an after in place so that the scenario lasts past maximumDuration stops, naming it")
    func inPlacePastLength() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var scenario = Scenario(
                name: "long", keyframes: [ScenarioKeyframe(after: 3e9, .alpha(1)), ScenarioKeyframe(after: 1, .alpha(0))])
            scenario.keyframes[1].after = 3e9
        }
        #expect(Reliability.stderr(result, contains: "Scenario.keyframes: keyframes[1].after = 3000000000.0"))
    }

    @Test("appending a keyframe that passes the growth limit stops")
    func appendPastGrowth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var scenario = Scenario(name: "grow", keyframes: [ScenarioKeyframe(after: 1, .scale(x: 0x1p64, y: 1))])
            scenario.keyframes.append(ScenarioKeyframe(after: 1, .scale(x: 2, y: 1)))
        }
        #expect(Reliability.stderr(result, contains: "keyframes[1].scale(x:) = 2.0"))
    }

    @Test("setting the name to the empty string stops, naming Scenario.name")
    func emptyName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var scenario = Scenario(name: "a")
            scenario.name = ""
        }
        #expect(Reliability.stderr(result, contains: "Scenario.name"))
    }
    #endif

    // MARK: - Writing: what can be written loads back

    @Test("scenarios at every limit and at the subnormals write JSON that loads back equal and plays finite")
    func roundTripAtTheExtremes() throws {
        let tiny = Double.leastNonzeroMagnitude
        let limit = Scenario.maximumMagnitude
        // A scenario just shorter than the limit.
        let half = Scenario.maximumDuration / 2 - 1
        let scenarios = [
            Scenario(
                name: "lengths",
                keyframes: [
                    ScenarioKeyframe(after: limit, .translate(x: -limit, y: limit)),
                    ScenarioKeyframe(.rotate(axis: .z, degrees: -limit, anchor: CGPoint(x: -limit, y: limit))),
                    ScenarioKeyframe(after: tiny, .morph(.frame(CGRect(x: -limit, y: limit, width: limit, height: tiny)))),
                    ScenarioKeyframe(after: 1e-300, .alpha(tiny)),
                    ScenarioKeyframe(.frameAnimation(target: "f", velocity: -.greatestFiniteMagnitude, loops: true)),
                    ScenarioKeyframe(.frameAnimation(target: "f", velocity: .greatestFiniteMagnitude)),
                ]),
            // Growth exactly 2^64: 2^32 · 2^32, with subnormal factors on the other axis.
            Scenario(
                name: "growth",
                keyframes: [
                    ScenarioKeyframe(after: 1, .scale(x: limit, y: tiny, anchor: CGPoint(x: limit, y: -limit))),
                    ScenarioKeyframe(after: 1, .scale(x: -tiny, y: -limit)),
                ]),
            // An easing that leaves [0, 1]: 2^32 / (1 + 1) with back(overshoot: 1).
            Scenario(
                name: "stretched",
                keyframes: [ScenarioKeyframe(after: 1, .translate(x: limit / 2, y: 0), interpolation: .back(.out, overshoot: 1))]),
            Scenario(
                name: "longest", keyframes: [ScenarioKeyframe(after: half, .alpha(0)), ScenarioKeyframe(after: half, .alpha(1))]),
        ]
        let library = ScenarioLibrary(scenarios)
        let loaded = try ScenarioLibrary(data: try library.jsonData())
        #expect(loaded == library)
        for scenario in scenarios where scenario.name != "longest" {
            try ScenarioMagnitudeTests.expectFinite(loaded[scenario.name]!)
        }
    }

    // MARK: - Named morph targets

    @Test("a named target's frame at 2^32 plays finite; the next double, infinity or NaN is refused, naming the field")
    func namedTargetLimits() throws {
        let scenario = Self.morph(.named("t"))
        let limit = Scenario.maximumMagnitude
        try ScenarioMagnitudeTests.expectFinite(scenario, from: O.start())  // expectFinite's frame for t is small
        for time in [0.25, 0.5, 1] {
            let frame = CGRect(x: -limit, y: limit, width: limit, height: limit)
            #expect(Self.finite(try scenario.state(at: time, from: O.start(), targetFrames: ["t": frame])))
        }
        let cases: [(CGRect, String, Double)] = [
            (CGRect(x: limit.nextUp, y: 0, width: 1, height: 1), "frame.x", limit.nextUp),
            (CGRect(x: 0, y: -limit.nextUp, width: 1, height: 1), "frame.y", -limit.nextUp),
            (CGRect(x: 0, y: 0, width: Double.greatestFiniteMagnitude, height: 1), "frame.width", .greatestFiniteMagnitude),
            (CGRect(x: 0, y: 0, width: 1, height: Double.infinity), "frame.height", .infinity),
        ]
        for (frame, field, value) in cases {
            let error = #expect(throws: ScenarioError.self) {
                try scenario.state(at: 0.5, from: O.start(), targetFrames: ["t": frame])
            }
            #expect(
                error == .targetFrameOutOfRange(scenario: "s", keyframeIndex: 0, target: "t", field: field, value: value),
                "\(String(describing: error))")
        }
        let nan = #expect(throws: ScenarioError.self) {
            try scenario.state(at: 0.5, from: O.start(), targetFrames: ["t": CGRect(x: Double.nan, y: 0, width: 1, height: 1)])
        }
        guard case .targetFrameOutOfRange(_, _, _, let field, let value)? = nan else {
            Issue.record("not refused: \(String(describing: nan))")
            return
        }
        #expect(field == "frame.x" && value.isNaN)
    }

    @Test("a named target 1.7e308 away along back's overshoot (which reached infinity) is refused, naming frame.x")
    func namedTargetAlongOvershoot() throws {
        let scenario = Self.morph(.named("t"), easing: .back(.out))
        let error = #expect(throws: ScenarioError.self) {
            try scenario.state(at: 0.5, from: O.start(), targetFrames: ["t": CGRect(x: 1.7e308, y: 0, width: 1, height: 1)])
        }
        #expect(error == .targetFrameOutOfRange(scenario: "s", keyframeIndex: 0, target: "t", field: "frame.x", value: 1.7e308))
        #expect(error?.description.contains("frame.x = 1.7e+308") == true)
    }

    @Test("the player fails a play whose provider gives an out-of-range frame, leaving the performer as it was")
    func playerRefusesTargetFrame() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let targets = RecordingTargetProvider()
        targets.frames["t"] = CGRect(x: 0, y: 0, width: 1e300, height: 1)
        targets.ready = ["t"]
        let log = PlayLog()
        try player.play(Self.morph(.named("t")), on: layer, targets: targets, completion: log.complete)
        engine.advance(to: .milliseconds(500))
        #expect(
            log.completions == [
                .failed(.targetFrameOutOfRange(scenario: "s", keyframeIndex: 0, target: "t", field: "frame.width", value: 1e300))
            ])
        #expect(PerformerState(layer) == O.start())
    }

    // MARK: - Tiny performers: the morph's scale

    @Test("a morph of a performer 5e-324 or 1e-300 wide is refused with its scale; at exactly 2^256 it plays finite")
    func morphScale() throws {
        let target = Self.morph(.frame(CGRect(x: 0, y: 0, width: 100, height: 100)))
        for (width, scale) in [(Double.leastNonzeroMagnitude, Double.infinity), (1e-300, 100 / 1e-300)] {
            let start = PerformerState(bounds: CGRect(x: 0, y: 0, width: width, height: 10))
            let error = #expect(throws: ScenarioError.self) { try target.state(at: 0.5, from: start) }
            #expect(error == .morphScaleOutOfRange(scenario: "s", keyframeIndex: 0, scale: scale), "\(String(describing: error))")
        }
        // 2^32 / 2^-224 = 2^256 exactly: accepted; the next smaller width is refused.
        let limit = Self.morph(.frame(CGRect(x: 0, y: 0, width: 0x1p32, height: 1)))
        let smallest = PerformerState(bounds: CGRect(x: 0, y: 0, width: 0x1p-224, height: 1))
        try ScenarioMagnitudeTests.expectFinite(limit, from: smallest)
        #expect(try limit.state(at: 1, from: smallest).transform.m11 == 0x1p256)
        var smaller = smallest
        smaller.bounds.size.width = 0x1p-224.nextDown
        #expect(throws: ScenarioError.morphScaleOutOfRange(scenario: "s", keyframeIndex: 0, scale: 0x1p32 / 0x1p-224.nextDown)) {
            try limit.state(at: 1, from: smaller)
        }
    }

    @Test("the player fails a morph of a 5e-324-wide layer instead of writing NaN into it")
    func playerRefusesTinyPerformer() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let start = PerformerState(bounds: CGRect(x: 0, y: 0, width: Double.leastNonzeroMagnitude, height: 10))
        let layer = O.layer(start)
        let log = PlayLog()
        try player.play(Self.morph(.frame(CGRect(x: 0, y: 0, width: 100, height: 100))), on: layer, completion: log.complete)
        engine.advance(to: .milliseconds(500))
        #expect(log.completions == [.failed(.morphScaleOutOfRange(scenario: "s", keyframeIndex: 0, scale: .infinity))])
        #expect(PerformerState(layer) == start)
    }

    // MARK: - Performers: the state a group starts from

    @Test("a performer with a number past 2^256, infinite or NaN is refused when the group starts, naming it")
    func performerOutOfRange() throws {
        let scenario = Scenario(name: "s", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 1, y: 0))])
        let limit = Scenario.maximumPerformerMagnitude
        var atLimit = O.start()
        atLimit.position.x = -limit
        atLimit.transform.m41 = limit
        atLimit.opacity = limit
        #expect(Self.finite(try scenario.state(at: 0.5, from: atLimit)))
        var cases: [(PerformerState, String, Double)] = []
        var state = O.start()
        state.position.y = limit.nextUp
        cases.append((state, "position.y", limit.nextUp))
        state = O.start()
        state.bounds.size.height = .greatestFiniteMagnitude
        cases.append((state, "bounds.height", .greatestFiniteMagnitude))
        state = O.start()
        state.anchorPoint.x = -.infinity
        cases.append((state, "anchorPoint.x", -.infinity))
        state = O.start()
        state.transform.m44 = 1e300
        cases.append((state, "transform.m44", 1e300))
        for (state, property, value) in cases {
            #expect(throws: ScenarioError.performerOutOfRange(scenario: "s", keyframeIndex: 0, property: property, value: value)) {
                try scenario.state(at: 0.5, from: state)
            }
        }
    }

    @Test("a decoy whose stage origin pushes its position to infinity fails the play, naming position.x; the decoy is removed")
    func decoyPastTheRange() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let stage = LayerStage(origin: CGPoint(x: Double.greatestFiniteMagnitude, y: 0))
        let layer = O.layer(PerformerState(position: CGPoint(x: Double.greatestFiniteMagnitude, y: 0)))
        let log = PlayLog()
        let scenario = Scenario(name: "s", keyframes: [ScenarioKeyframe(after: 1, .translate(x: 1, y: 0))])
        try player.playDecoy(scenario, of: layer, on: stage, completion: log.complete)
        #expect(
            log.completions == [
                .failed(.performerOutOfRange(scenario: "s", keyframeIndex: 0, property: "position.x", value: .infinity))
            ])
        #expect(stage.decoys.isEmpty)
    }

    @Test("replaying a scale of 2^32 grows the performer 2^32 each time; the 10th replay (from 2^288) is refused")
    func replayGrowthEvaluated() throws {
        let pulse = Scenario(name: "pulse", keyframes: [ScenarioKeyframe(after: 1, .scale(x: 0x1p32, y: 0x1p32))])
        var state = O.start()
        for replay in 1...9 {
            // Replay k starts from 2^(32(k − 1)) ≤ 2^256 and ends at 2^(32k).
            for time in [0.25, 0.5, 0.75] { #expect(Self.finite(try pulse.state(at: time, from: state))) }
            state = try pulse.state(at: 1, from: state)
            #expect(state.transform.m11 == Double(sign: .plus, exponent: 32 * replay, significand: 1))
        }
        let error = #expect(throws: ScenarioError.self) { try pulse.state(at: 0.5, from: state) }
        #expect(error == .performerOutOfRange(scenario: "pulse", keyframeIndex: 0, property: "transform.m11", value: 0x1p288))
        #expect(error?.description.contains("transform.m11 = \(0x1p288), whose magnitude is above") == true)
    }

    @Test("a player looping the pulse from its completion ends the 10th play failed, with the layer finite")
    func replayGrowthPlayed() throws {
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = O.layer(O.start())
        let pulse = Scenario(name: "pulse", keyframes: [ScenarioKeyframe(after: 1, .scale(x: 0x1p32, y: 0x1p32))])
        var outcomes: [ScenarioCompletion] = []
        func loop(_ outcome: ScenarioCompletion) {
            outcomes.append(outcome)
            if outcome == .finished { try? player.play(pulse, on: layer, completion: loop) }
        }
        try player.play(pulse, on: layer, completion: loop)
        for _ in 0..<40 { engine.advance(by: .milliseconds(500)) }
        #expect(outcomes.count == 10)
        #expect(outcomes.prefix(9).allSatisfy { $0 == .finished })
        #expect(
            outcomes.last
                == .failed(.performerOutOfRange(scenario: "pulse", keyframeIndex: 0, property: "transform.m11", value: 0x1p288)))
        #expect(layer.transform.m11 == 0x1p288)
        #expect(Self.finite(PerformerState(layer)))
    }

    // MARK: - Transforms that decompose into infinities

    @Test("a subnormal scale turned by 45° and about x, then morphed, plays finite (its decomposition's skew overflowed)")
    func subnormalSkew() throws {
        let scenario = Scenario(
            name: "s",
            keyframes: [
                ScenarioKeyframe(after: 1, .scale(x: 1, y: .leastNonzeroMagnitude)),
                ScenarioKeyframe(after: 1, .rotate(axis: .z, degrees: 45)),
                ScenarioKeyframe(after: 1, .rotate(axis: .x, degrees: 10)),
                ScenarioKeyframe(after: 1, .morph(.frame(CGRect(x: 0, y: 0, width: 10, height: 10)))),
            ])
        for step in 0...400 {
            let state = try scenario.state(at: Double(step) / 100, from: O.start())
            #expect(Self.finite(state), "at \(Double(step) / 100): \(ScenarioMagnitudeTests.numbers(state))")
            if !Self.finite(state) { break }
        }
    }

    @Test("transforms whose blend overflows interpolate discretely (CSS's rule), never to NaN")
    func overflowingBlendsAreDiscrete() {
        // 3D: rows (1, 0, 0), (1, 5e-324, 0.1): Gram–Schmidt divides the skew by 5e-324.
        var sheared = Transform3D.identity
        sheared.m21 = 1
        sheared.m22 = .leastNonzeroMagnitude
        sheared.m23 = 0.1
        // 2D: entries past 1e154, whose row lengths overflow.
        let huge = Transform3D(scaleX: 1e300, y: 1e300, z: 1)
        for (from, to) in [(sheared, Transform3D.identity), (Transform3D.identity, huge)] {
            for fraction in [-0.25, 0.25, 0.5, 0.75, 1.25] {
                let blend = from.interpolated(to: to, fraction: fraction)
                #expect(blend == (fraction < 0.5 ? from : to), "\(fraction): \(blend)")
            }
        }
    }

    // MARK: - Engine time

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("a delay that makes the play end past the engine's range stops in play(), naming the delay")
    func delayPastTheRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let player = ScenarioPlayer(engine: engine)
            let scenario = Scenario(name: "long", keyframes: [ScenarioKeyframe(after: 4e9, .alpha(0))])
            try? player.play(scenario, on: Layer(), delay: .nanoseconds(6_000_000_000_000_000_000))
            engine.advance(to: .nanoseconds(6_000_000_000_000_000_000))
        }
        #expect(Reliability.stderr(result, contains: "play(\"long\", delay:"))
    }

    @Test("keyframes(of:) with a group whose indices were changed past the scenario stops, naming keyframeIndices")
    func groupPastTheKeyframes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let timeline = Scenario(name: "s", keyframes: [ScenarioKeyframe(after: 1, .alpha(0))]).timeline
            var group = timeline.groups[0]
            group.keyframeIndices = 0..<2
            _ = timeline.keyframes(of: group)
        }
        #expect(Reliability.stderr(result, contains: "group.keyframeIndices = 0..<2"))
    }

    @Test("a target timeout past the engine's range stops when it is set, naming targetTimeout")
    func timeoutPastTheRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let player = ScenarioPlayer(engine: AnimationEngine())
            player.targetTimeout = .seconds(Int64.max)
        }
        #expect(Reliability.stderr(result, contains: "ScenarioPlayer.targetTimeout = "))
    }
    #endif
}

/// A performer with perspective (m34, as for 3D flips) whose rotation about x
/// sends the bounds' centre to w = 0: the morph's centre is taken unprojected.
@Suite("Scenario morphs under perspective")
struct ScenarioPerspectiveMorphTests {
    @Test("rotateX 90° about the top edge with m34 = -1/512 on a 1024-high layer, then a morph, plays finite and lands on the frame")
    func centreAtInfinity() throws {
        var transform = Transform3D.identity
        transform.m34 = -1.0 / 512
        let start = PerformerState(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1024), transform: transform)
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let scenario = Scenario(
            name: "flip",
            keyframes: [
                ScenarioKeyframe(after: 1, .rotate(axis: .x, degrees: 90, anchor: CGPoint(x: 0.5, y: 0))),
                ScenarioKeyframe(after: 1, .morph(.frame(frame))),
            ])
        for step in 0...200 {
            let state = try scenario.state(at: Double(step) / 100, from: start)
            #expect(ScenarioEntryRuleTests.finite(state), "at \(Double(step) / 100): \(ScenarioMagnitudeTests.numbers(state))")
            if !ScenarioEntryRuleTests.finite(state) { break }
        }
        // At the end the morph has undone the rotation and the perspective: the corners are the frame's.
        let end = try scenario.state(at: 2, from: start)
        let corners = [(10.0, 20.0), (40.0, 20.0), (40.0, 60.0), (10.0, 60.0)]
        for (u, corner) in zip(ScenarioOracle.unitCorners, corners) {
            #expect(ScenarioOracle.distance(ScenarioOracle.corner(end, u), corner) < 1e-9)
        }
    }
}

/// A ``Easing/custom(_:)`` closure is taken on trust as leaving [0, 1] by at most
/// 1 (its excursion): in a scenario, a value beyond stops on a precondition naming
/// the keyframe, instead of overflowing.
@Suite("Scenario custom easings")
struct ScenarioCustomEasingTests {
    @Test("a custom easing within [-1, 2] plays finite at the translate limit")
    func withinTrust() throws {
        let easing = Easing.custom { t in t + 4 * t * (1 - t) }  // 1.5 at 0.5, at most 1.5625: within [-1, 2]
        let scenario = Scenario(
            name: "s", keyframes: [ScenarioKeyframe(after: 1, .translate(x: Scenario.maximumMagnitude / 2, y: 0), interpolation: easing)])
        try ScenarioMagnitudeTests.expectFinite(scenario)
        #expect(try scenario.state(at: 0.5, from: ScenarioOracle.start()).transform.m41 == 1.5 * Scenario.maximumMagnitude / 2)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("a custom easing that is 0 at 0 and 1 at 1 but reaches 2.5e299 stops, naming the keyframe and the value")
    func beyondTrust() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let easing = Easing.custom { t in t + 1e300 * t * (1 - t) }
            let scenario = Scenario(
                name: "s",
                keyframes: [
                    ScenarioKeyframe(after: 1, .alpha(0.5)),
                    ScenarioKeyframe(after: 1, .translate(x: Scenario.maximumMagnitude / 2, y: 0), interpolation: easing),
                ])
            _ = try? scenario.state(at: 1.5, from: ScenarioOracle.start())
        }
        #expect(Reliability.stderr(result, contains: "keyframes[1].interpolation, a custom easing, returned 2.5e+299 at 0.5"))
    }
    #endif
}
