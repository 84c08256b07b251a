import Foundation
import Testing

@testable import Motion

/// The scenario magnitude rule (``Scenario/maximumMagnitude``, ``Scenario/maximumGrowth``):
/// keyframes whose values, accumulated as the timeline combines them (translations
/// add, scales multiply, easings that leave [0, 1] stretch a group's blends), would
/// overflow to infinity or NaN while playing are refused at load with an error
/// naming the key and the value; at the limits, every state is finite. Oracles: the
/// documented limits with hand-computed indices, exact sums of powers of two, and
/// easings sampled on fine grids.
@Suite("Scenario magnitudes")
struct ScenarioMagnitudeTests {
    static let before = ScenarioLibrary([Scenario(name: "kept", keyframes: [ScenarioKeyframe(after: 1, .alpha(0.5))])])

    /// Loads `json` into a copy of ``before``; expects an error and an unchanged library.
    static func refuse(_ json: String) -> ScenarioLoadError? {
        var library = before
        let error = #expect(throws: ScenarioLoadError.self) { try library.load(json: json) }
        #expect(library == before)
        return error
    }

    /// Every number of `state`.
    static func numbers(_ state: PerformerState) -> [Double] {
        let t = state.transform
        return [
            Double(state.position.x), Double(state.position.y), state.opacity, Double(state.anchorPoint.x),
            Double(state.anchorPoint.y), t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33,
            t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
    }

    /// A large performer: position, bounds and anchor at 2^20.
    static let large = PerformerState(
        position: CGPoint(x: 0x1p20, y: -0x1p20), bounds: CGRect(x: 0, y: 0, width: 0x1p20, height: 0x1p20))

    /// The states of `scenario` at 2001 times over its length and after it, all finite.
    static func expectFinite(_ scenario: Scenario, from initial: PerformerState = large) throws {
        let duration = scenario.duration
        for step in 0...2001 {
            let time = duration * Double(step) / 2000
            let state = try scenario.state(at: time, from: initial, targetFrames: ["t": CGRect(x: 1, y: 2, width: 3, height: 4)])
            let values = numbers(state)
            let finite = values.allSatisfy { $0.isFinite }
            #expect(finite, "\(scenario.name) at \(time): \(values)")
            if !finite { return }
        }
    }

    // MARK: - The issue's overflows, refused at load

    @Test("a translate of 1e308 twice (translations add) is refused at load, naming x and its value")
    func translationsAdd() {
        let error = Self.refuse(#"{"far": [{"after": 1, "x": 1e308}, {"after": 1, "x": 1e308}]}"#)
        #expect(error?.kind == .outOfRange)
        #expect(error?.scenario == "far")
        #expect(error?.keyframeIndex == 0)
        #expect(error?.key == "x")
        #expect(error?.reason.contains("1e+308") == true)
        #expect(error?.reason.contains("maximumMagnitude") == true)
    }

    @Test("scales multiply: 4 forty times is refused at the keyframe whose product passes 2^64, naming x and 4")
    func scalesMultiply() {
        let keyframe = #"{"type": "scale", "after": 1, "x": 4, "y": 1}"#
        let error = Self.refuse(#"{"grow": [\#(Array(repeating: keyframe, count: 40).joined(separator: ","))]}"#)
        // 4^(k + 1) > 2^64 first at k = 32 (4^33 = 2^66).
        #expect(error?.kind == .outOfRange)
        #expect(error?.keyframeIndex == 32)
        #expect(error?.key == "x")
        #expect(error?.reason.contains("= 4.0") == true)
        #expect(error?.reason.contains("maximumGrowth") == true)
    }

    @Test("a rotate of 1e308 degrees (whose radians overflow) is refused, naming angle")
    func hugeAngle() {
        let error = Self.refuse(#"{"spin": [{"type": "rotateZ", "after": 1, "angle": 1e308}]}"#)
        #expect(error?.keyframeIndex == 0)
        #expect(error?.key == "angle")
        #expect(error?.reason.contains("1e+308") == true)
    }

    @Test("a morph frame of 1.7e308 (whose centre overflows) is refused, naming the field")
    func hugeFrame() {
        let error = Self.refuse(
            #"{"m": [{"type": "morph", "after": 1, "frame": {"x": 1.7e308, "y": 0, "width": 1.7e308, "height": 1}}]}"#)
        #expect(error?.key == "frame.x")
    }

    @Test("an anchor of 1e300 (times the bounds) is refused, naming anchorX")
    func hugeAnchor() {
        let error = Self.refuse(#"{"a": [{"type": "scale", "after": 1, "x": 2, "y": 2, "anchorX": 1e300}]}"#)
        #expect(error?.key == "anchorX")
    }

    @Test("an easing that leaves [0, 1] far stretches what it moves: a back(1e300) translate and alphas are refused")
    func overshootingEasings() {
        let back = #"{"kind": "back", "variant": "out", "overshoot": 1e300}"#
        let translate = Self.refuse(#"{"t": [{"after": 1, "x": 1, "interpolation": \#(back)}]}"#)
        #expect(translate?.key == "x")
        #expect(translate?.reason.contains("leaves [0, 1] by up to 1e+300") == true)
        // Two alphas in one group chain their blends: opacity·(1 − e) + alpha·e twice.
        let alpha = Self.refuse(#"{"a": [{"type": "alpha", "after": 1, "alpha": 0, "interpolation": \#(back)}]}"#)
        #expect(alpha?.key == "interpolation")
        #expect(alpha?.keyframeIndex == 0)
        // cubic-bezier()'s outputs lie in the hull of its control points.
        let bezier = Self.refuse(#"{"b": [{"after": 1, "x": 2, "interpolation": "cubic-bezier(0.5, 3e9, 0.5, 1)"}]}"#)
        #expect(bezier?.key == "x")
    }

    // MARK: - The limits are exact, and everything up to them plays finite

    @Test("translations up to 2^32 each load, add exactly, and stay finite; a hair above is refused")
    func translateLimit() throws {
        let keyframe = #"{"after": 1, "x": 4294967296, "y": -4294967296}"#
        var library = ScenarioLibrary()
        try library.load(json: #"{"far": [\#(Array(repeating: keyframe, count: 100).joined(separator: ","))]}"#)
        let scenario = try #require(library["far"])
        let end = try scenario.state(at: scenario.duration, from: Self.large)
        // Powers of two add exactly: 100 · 2^32.
        #expect(end.transform.m41 == 100 * 0x1p32)
        #expect(end.transform.m42 == -100 * 0x1p32)
        try Self.expectFinite(scenario)
        let error = Self.refuse(#"{"far": [{"after": 1, "x": 4294967296.000001}]}"#)
        #expect(error?.key == "x")
    }

    @Test("growth up to exactly 2^64 loads and plays finite; the next factor is refused at its keyframe")
    func growthLimit() throws {
        // Scales 2^32 twice: 2^64. Four back(32767.5) alphas in one group: (1 + 2s)^4 = 2^64.
        let scale = #"{"type": "scale", "after": 1, "x": 4294967296, "y": 0.5, "anchorX": 4294967296, "anchorY": -4294967296}"#
        let back = #"{"kind": "back", "variant": "inOut", "overshoot": 32767.5}"#
        let alpha = #"{"type": "alpha", "after": 0, "alpha": 0.25, "interpolation": \#(back)}"#
        let json = #"""
            {"scales": [\#(scale), \#(scale), {"type": "rotateX", "after": 1, "angle": 4294967296, "anchorY": 4294967296},
                        {"after": 1, "x": 4294967296}, {"type": "morph", "after": 1, "target": "t"}],
             "blends": [{"type": "alpha", "after": 1, "alpha": 1, "interpolation": \#(back)}, \#(alpha), \#(alpha), \#(alpha),
                        {"type": "morph", "after": 0, "target": "t"},
                        {"type": "scale", "after": 0, "x": 0, "y": 1, "interpolation": "linear"}]}
            """#
        var library = ScenarioLibrary()
        try library.load(json: json)
        try Self.expectFinite(try #require(library["scales"]))
        try Self.expectFinite(try #require(library["blends"]))
        // Scales multiply exactly: the end of two 2^32 scales has m11 = 2^64.
        let scales = try #require(library["scales"])
        #expect(try scales.state(at: 2, from: PerformerState()).transform.m11 == 0x1p64)

        let over = Self.refuse(#"{"s": [\#(scale), \#(scale), {"type": "scale", "after": 1, "x": 1.5}]}"#)
        #expect(over?.keyframeIndex == 2)
        #expect(over?.key == "x")
        #expect(over?.reason.contains("1.5") == true)
        let overshoot = Self.refuse(
            #"{"s": [{"type": "alpha", "after": 1, "alpha": 1, "interpolation": \#(back)}, \#(alpha), \#(alpha), \#(alpha), \#(alpha)]}"#)
        #expect(overshoot?.keyframeIndex == 4)
        #expect(overshoot?.key == "interpolation")
        // The same five alphas in five groups: each group is finished (exactly alpha) before the next.
        let apart = #"{"type": "alpha", "after": 1, "alpha": 0.25, "interpolation": \#(back)}"#
        var separate = ScenarioLibrary()
        try separate.load(json: #"{"s": [\#(Array(repeating: apart, count: 5).joined(separator: ","))]}"#)
        try Self.expectFinite(try #require(separate["s"]))
    }

    @Test("writing a file with values at the limits and loading it again gives the same scenarios")
    func roundTripAtLimits() throws {
        let scenario = Scenario(
            name: "edge",
            keyframes: [
                ScenarioKeyframe(after: 1, .translate(x: Scenario.maximumMagnitude, y: -Scenario.maximumMagnitude)),
                ScenarioKeyframe(after: 1, .scale(x: 0x1p32, y: 0.5)),
                ScenarioKeyframe(after: 1, .scale(x: -0x1p32, y: 1)),  // growth 2^64 exactly
            ])
        let data = try ScenarioLibrary([scenario]).jsonData()
        var library = ScenarioLibrary()
        try library.load(data)
        #expect(library["edge"] == scenario)
    }

    // MARK: - Built in code: a precondition naming the argument

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("ScenarioKeyframe with a translate above the limit stops, naming translate(x:) and its value")
    func keyframePrecondition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ScenarioKeyframe(after: 1, .translate(x: 1e308, y: 0))
        }
        #expect(Reliability.stderr(result, contains: "translate(x:) = 1e+308"))
    }

    @Test("changing a keyframe's interpolation to one that stretches its translate past the limit stops")
    func interpolationPrecondition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var keyframe = ScenarioKeyframe(after: 1, .translate(x: 1e9, y: 0))
            keyframe.interpolation = .back(.out, overshoot: 100)
        }
        #expect(Reliability.stderr(result, contains: "translate(x:) = 1000000000.0"))
    }

    @Test("Scenario(name:keyframes:) whose scales multiply past 2^64 stops, naming the keyframe and its x")
    func scenarioPrecondition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Scenario(name: "grow", keyframes: Array(repeating: ScenarioKeyframe(after: 1, .scale(x: 4, y: 1)), count: 40))
        }
        #expect(Reliability.stderr(result, contains: "keyframes[32].scale(x:) = 4.0"))
    }
    #endif
}

/// ``Easing/excursion``, the bound the magnitude rule relies on, against the
/// easing sampled on a fine grid (the oracle): never below what the samples reach.
@Suite("Easing excursion bounds")
struct EasingExcursionTests {
    /// How far `easing` leaves [0, 1] on `count + 1` evenly spaced points.
    static func sampled(_ easing: Easing, count: Int = 1 << 14) -> Double {
        (0...count).reduce(0.0) { excursion, step in
            let value = easing.value(at: Double(step) / Double(count))
            return max(excursion, -value, value - 1)
        }
    }

    @Test("every named curve stays within its measured excursion on 2^18 points, which is less than 1/32 loose")
    func namedCurves() {
        for index in 0..<Easing.namedCurveExcursions.count {
            let curve = Easing(storage: .curve(.init(rawValue: .init(index))!))
            let truth = Self.sampled(curve, count: 1 << 18)
            #expect(truth <= curve.excursion, "curve \(index)")
            #expect(curve.excursion - truth <= 1.0 / 32, "curve \(index)")
        }
    }

    @Test("parametric, CSS, spring and combined easings stay within their excursion")
    func others() throws {
        let easings: [Easing] = [
            .back(.in, overshoot: 1.70158), .back(.inOut, overshoot: 40), .back(.outIn, overshoot: 3),
            .elastic(.out, amplitude: 3, period: 0.3), .elastic(.inOut, amplitude: 0.5, period: 0.1),
            .overshoot(count: 3, halflife: 0.15), .power(.inOut, exponent: 5),
            try Easing(css: "cubic-bezier(0.3, -2, 0.7, 3)"), try Easing(css: "linear(0 40%, 1 40.001%)"),
            try Easing(css: "linear(-3, 5 50%, 1)"), try Easing(css: "steps(4, jump-both)"),
            .spring(.bouncy), .back(.out, overshoot: 4).reversed(), Easing.inOut(.back(.in, overshoot: 4)),
            .sequence([(.back(.out, overshoot: 2), weight: 1), (.elastic(.out, amplitude: 2, period: 0.2), weight: 2)]),
            .back(.out, overshoot: 2).baked(resolution: 33), .back(.out, overshoot: 9).clamped(),
        ]
        for easing in easings {
            #expect(Self.sampled(easing) <= easing.excursion, "\(easing)")
        }
        // linear() extrapolates before its first point: 0 at 40 %, 1 at 40.001 % reaches -40 000 at 0.
        #expect(try Easing(css: "linear(0 40%, 1 40.001%)").excursion >= 39_999)
    }
}
