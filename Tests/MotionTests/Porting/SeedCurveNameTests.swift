import Foundation
import Motion
import Testing

// The seeds' curve names, looked up with Easing(named:), against the seeds'
// formulas as written in their sources (reference/seeds.md §1.2, §3.2, §4.2,
// §5.1), re-implemented here. Where a seed's formula is buggy, Motion's curve is
// the intended one, and the test checks both the fix and where they differ.

private let seedGrid = (0...400).map { Double($0) / 400 }

private func maxDifference(_ name: String, _ formula: (Double) -> Double) throws -> Double {
    let easing = try Easing(named: name)
    return seedGrid.map { abs(easing.value(at: $0) - formula($0)) }.max()!
}

/// in/out/inOut/outIn formulas of one family, as FlightAnimator writes them.
private struct Family: Sendable {
    let name: String
    let inCurve: @Sendable (Double) -> Double
    let outCurve: @Sendable (Double) -> Double
    let inOut: @Sendable (Double) -> Double
    /// FlightAnimator's own outIn formula (nil where it is buggy; see the bug tests).
    let outIn: (@Sendable (Double) -> Double)?
}

private let pi = Double.pi
private let s = 1.70158

private func faOutBounce(_ p: Double) -> Double {
    if p < 4.0 / 11.0 { return (121 * p * p) / 16.0 }
    if p < 8.0 / 11.0 { return (363.0 / 40.0 * p * p) - (99.0 / 10.0 * p) + 17.0 / 5.0 }
    if p < 9.0 / 10.0 { return (4356.0 / 361.0 * p * p) - (35442.0 / 1805.0 * p) + 16061.0 / 1805.0 }
    return (54.0 / 5.0 * p * p) - (513.0 / 25.0 * p) + 268.0 / 25.0
}
private func faInBounce(_ p: Double) -> Double { 1 - faOutBounce(1 - p) }
private func faInElastic(_ p: Double) -> Double { sin(13 * pi / 2 * p) * pow(2, 10 * (p - 1)) }
private func faOutElastic(_ p: Double) -> Double { sin(-13 * pi / 2 * (p + 1)) * pow(2, -10 * p) + 1 }
private func ahInBack(_ p: Double) -> Double { p * p * p - p * sin(p * pi) }
private func ahOutBack(_ p: Double) -> Double { let f = 1 - p; return 1 - (f * f * f - f * sin(f * pi)) }
private func faInOutBack(_ p: Double) -> Double {
    if p < 0.5 { let f = 2 * p; return 0.5 * (f * f * f - f * sin(f * pi)) }
    let f = 1 - (2 * p - 1)
    return 0.5 * (1 - (f * f * f - f * sin(f * pi))) + 0.5
}
private func inExpoGuarded(_ p: Double) -> Double { p == 0 ? 0 : pow(2, 10 * (p - 1)) }
private func outExpoGuarded(_ p: Double) -> Double { p == 1 ? 1 : 1 - pow(2, -10 * p) }
/// The outIn composite of an in and an out curve: the correct formula.
private func outIn(_ inCurve: @escaping (Double) -> Double, _ outCurve: @escaping (Double) -> Double) -> (Double) -> Double {
    { p in p < 0.5 ? 0.5 * outCurve(2 * p) : 0.5 + 0.5 * inCurve(2 * p - 1) }
}

private let faFamilies: [Family] = [
    Family(name: "Sine", inCurve: { sin(($0 - 1) * pi / 2) + 1 }, outCurve: { sin($0 * pi / 2) },
           inOut: { 0.5 * (1 - cos($0 * pi)) },
           outIn: { $0 < 0.5 ? 0.5 * sin($0 * pi) : 1 - 0.5 * cos((2 * $0 - 1) * pi / 2) }),
    Family(name: "Quadratic", inCurve: { $0 * $0 }, outCurve: { -($0 * ($0 - 2)) },
           inOut: { $0 < 0.5 ? 2 * $0 * $0 : (-2 * $0 * $0) + (4 * $0) - 1 },
           outIn: { p in 2 * p < 1 ? 2 * p * (1 - p) : 0.5 * (2 * p - 1) * (2 * p - 1) + 0.5 }),
    Family(name: "Cubic", inCurve: { $0 * $0 * $0 }, outCurve: { let f = $0 - 1; return f * f * f + 1 },
           inOut: { p in p < 0.5 ? 4 * p * p * p : { let f = 2 * p - 2; return 0.5 * f * f * f + 1 }() },
           outIn: { p in let f = 2 * p - 1; return 0.5 * f * f * f + 0.5 }),
    Family(name: "Quartic", inCurve: { pow($0, 4) }, outCurve: { 1 - pow($0 - 1, 4) },
           inOut: { $0 < 0.5 ? 8 * pow($0, 4) : -8 * pow($0 - 1, 4) + 1 },
           outIn: { p in let f = 2 * p - 1; return f < 0 ? -0.5 * (pow(f, 4) - 1) : 0.5 * pow(f, 4) + 0.5 }),
    Family(name: "Quintic", inCurve: { pow($0, 5) }, outCurve: { pow($0 - 1, 5) + 1 },
           inOut: { $0 < 0.5 ? 16 * pow($0, 5) : 0.5 * pow(2 * $0 - 2, 5) + 1 },
           outIn: { 0.5 * pow(2 * $0 - 1, 5) + 0.5 }),
    Family(name: "Exponential", inCurve: inExpoGuarded, outCurve: outExpoGuarded,
           inOut: { p in
               if p == 0 || p == 1 { return p }
               return p < 0.5 ? 0.5 * pow(2, 20 * p - 10) : -0.5 * pow(2, -20 * p + 10) + 1
           },
           outIn: nil),
    Family(name: "Circular", inCurve: { 1 - (1 - $0 * $0).squareRoot() }, outCurve: { ((2 - $0) * $0).squareRoot() },
           inOut: { p in
               p < 0.5 ? 0.5 * (1 - (1 - 4 * p * p).squareRoot()) : 0.5 * ((-(2 * p - 3) * (2 * p - 1)).squareRoot() + 1)
           },
           outIn: { p in let f = 2 * p - 1; return f < 0 ? 0.5 * (1 - f * f).squareRoot() : 1 - 0.5 * (1 - f * f).squareRoot() }),
    Family(name: "Back", inCurve: { $0 * $0 * ((s + 1) * $0 - s) },
           outCurve: { let f = $0 - 1; return f * f * ((s + 1) * f + s) + 1 },
           inOut: faInOutBack, outIn: nil),
    Family(name: "Elastic", inCurve: faInElastic, outCurve: faOutElastic,
           inOut: { p in
               p < 0.5
                   ? 0.5 * sin(13 * pi / 2 * (2 * p)) * pow(2, 10 * ((2 * p) - 1))
                   : 0.5 * (sin(-13 * pi / 2 * ((2 * p - 1) + 1)) * pow(2, -10 * (2 * p - 1)) + 2)
           },
           outIn: nil),
    Family(name: "Bounce", inCurve: faInBounce, outCurve: faOutBounce,
           inOut: { $0 < 0.5 ? 0.5 * faInBounce(2 * $0) : 0.5 * faOutBounce(2 * $0 - 1) + 0.5 },
           outIn: nil),
]

@Suite("Porting: the seeds' curve names")
struct SeedCurveNameTests {
    @Test("FlightAnimator: every FAEasing case name gives FlightAnimator's formula", arguments: faFamilies.map(\.name))
    func flightAnimatorFamilies(name: String) throws {
        let family = faFamilies.first { $0.name == name }!
        #expect(try maxDifference("in" + name, family.inCurve) < 1e-12)
        #expect(try maxDifference("out" + name, family.outCurve) < 1e-12)
        #expect(try maxDifference("inOut" + name, family.inOut) < 1e-12)
        if let outInFormula = family.outIn {
            #expect(try maxDifference("outIn" + name, outInFormula) < 1e-12)
        }
        // The capitalised spelling of FlightAnimator's README (.OutCubic) too.
        #expect(try Easing(named: "Out" + name) == Easing(named: "out" + name))
    }

    @Test("FlightAnimator: linear, smoothStep, smootherStep and the atan curves")
    func flightAnimatorOthers() throws {
        #expect(try maxDifference("linear") { $0 } == 0)
        #expect(try maxDifference("smoothStep") { $0 * $0 * (3 - 2 * $0) } < 1e-15)
        #expect(try maxDifference("smootherStep") { p in p * p * p * (p * (p * 6 - 15) + 10) } < 1e-15)
        #expect(try maxDifference("inAtan") { atan(15 * ($0 - 1)) / atan(15) + 1 } < 1e-12)
        #expect(try maxDifference("outAtan") { atan(15 * $0) / atan(15) } < 1e-12)
        #expect(try maxDifference("inOutAtan") { atan(15 * ($0 - 0.5)) / (2 * atan(7.5)) + 0.5 } < 1e-12)
    }

    @Test("FlightAnimator: back, elastic and bounce names are AHEasing's formulas, not Penner's")
    func ahFormulasNotPenner() throws {
        #expect(try Easing(named: "inOutBack") == .ahBackEaseInOut)
        #expect(try Easing(named: "inElastic") == .ahElasticEaseIn)
        #expect(try Easing(named: "outBounce") == .ahBounceEaseOut)
        // The Penner curves of the same names are different curves.
        let penner = seedGrid.map { abs(Easing.easeInOutBack.value(at: $0) - faInOutBack($0)) }.max()!
        #expect(penner > 0.01)
        let elastic = seedGrid.map { abs(Easing.easeOutElastic.value(at: $0) - faOutElastic($0)) }.max()!
        #expect(elastic > 0.01)
    }

    @Test("FlightAnimator's buggy outIn curves: Motion's are the outIn composites, continuous and ending at 1")
    func flightAnimatorBugsFixed() throws {
        let fixed: [(String, (Double) -> Double)] = [
            // Motion's expo outIn adds a ramp of 2⁻¹⁰·u to each half, so that the halves meet at ½
            // (FlightAnimator's steps from 0.499512 to 0.500488 there, and ends at 0.5).
            ("outInExponential", { t in
                t < 0.5
                    ? 0.5 * (1 - pow(2, -20 * t) + 2 * t / 1024)
                    : 0.5 + 0.5 * (pow(2, 10 * (2 * t - 1) - 10) - (2 - 2 * t) / 1024)
            }),
            ("outInBack", outIn(ahInBack, ahOutBack)),
            ("outInElastic", outIn(faInElastic, faOutElastic)),
            ("outInBounce", outIn(faInBounce, faOutBounce)),
        ]
        for (name, formula) in fixed {
            #expect(try maxDifference(name, formula) < 1e-12, "\(name)")
            let easing = try Easing(named: name)
            #expect(easing.value(at: 1) == 1 && easing.value(at: 0) == 0)
            // Continuous at ½, where FlightAnimator's outInBack and outInBounce jump.
            #expect(abs(easing.value(at: 0.5 - 1e-9) - easing.value(at: 0.5 + 1e-9)) < 1e-6, "\(name)")
        }
        // FlightAnimator's outInBack just below ½: f = p/2 → −0.0806 (seeds.md §1.2); Motion's is ≈ 0.5.
        let faOutInBackBelowHalf = { (p: Double) -> Double in let f = p / 2; return 0.5 * (f * f * f - f * sin(pi * f)) }
        #expect(abs(faOutInBackBelowHalf(0.5 - 1e-9) - -0.0806) < 1e-4)
    }

    @Test("FCAnimationFactory: its 26 names give its timing blocks; InOut is the two-segment in/out timeline")
    func fcAnimationFactory() throws {
        let blocks: [(String, (Double) -> Double, (Double) -> Double)] = [
            ("quadratic", { $0 * $0 }, { 1 - ($0 - 1) * ($0 - 1) }),
            ("cubic", { $0 * $0 * $0 }, { 1 + pow($0 - 1, 3) }),
            ("quartic", { pow($0, 4) }, { 1 - pow($0 - 1, 4) }),
            ("quintic", { pow($0, 5) }, { 1 + pow($0 - 1, 5) }),
            ("sine", { sin(($0 - 1) * pi / 2) + 1 }, { sin($0 * pi / 2) }),
            ("circular", { 1 - (1 - $0 * $0).squareRoot() }, { ((2 - $0) * $0).squareRoot() }),
            // FC's exp blocks have no end guards (2⁻¹⁰ at 0, 1 − 2⁻¹⁰ at 1); Motion's are exact there.
            ("exp", inExpoGuarded, outExpoGuarded),
        ]
        for (name, inBlock, outBlock) in blocks {
            #expect(try maxDifference(name + "EaseIn", inBlock) < 1e-12, "\(name)EaseIn")
            #expect(try maxDifference(name + "EaseOut", outBlock) < 1e-12, "\(name)EaseOut")
            // values [0, ½, 1] at times [0, ½, 1], blocks [in, out].
            let twoSegments = { (x: Double) -> Double in x < 0.5 ? 0.5 * inBlock(2 * x) : 0.5 + 0.5 * outBlock(2 * x - 1) }
            #expect(try maxDifference(name + "EaseInOut", twoSegments) < 1e-12, "\(name)EaseInOut")
        }
        #expect(try maxDifference("linear") { $0 } == 0)
        #expect(try maxDifference("elasticEaseIn", faInElastic) < 1e-12)
        #expect(try maxDifference("elasticEaseOut", faOutElastic) < 1e-12)
        #expect(try maxDifference("backEaseIn", ahInBack) < 1e-12)
        #expect(try maxDifference("backEaseOut", ahOutBack) < 1e-12)
        // FC's expEaseIn has no x == 0 guard: 2^-10 at 0. Motion's starts at exactly 0.
        #expect(try Easing(named: "expEaseIn").value(at: 0) == 0)
    }

    @Test("INTUAnimationEngine: the 31 INTU names give AHEasing's formulas")
    func intuAnimationEngine() throws {
        #expect(try maxDifference("INTULinear") { $0 } == 0)
        let families = ["Sine", "Quadratic", "Cubic", "Quartic", "Quintic", "Exponential", "Circular", "Elastic", "Bounce"]
        for name in families {
            let family = faFamilies.first { $0.name == name }!
            #expect(try maxDifference("INTUEaseIn" + name, family.inCurve) < 1e-12, "INTUEaseIn\(name)")
            #expect(try maxDifference("INTUEaseOut" + name, family.outCurve) < 1e-12, "INTUEaseOut\(name)")
            #expect(try maxDifference("INTUEaseInOut" + name, family.inOut) < 1e-12, "INTUEaseInOut\(name)")
        }
        // Back is AHEasing's overshooting cubic: −0.375 at ½ (seeds.md §4.2).
        #expect(try maxDifference("INTUEaseInBack", ahInBack) < 1e-12)
        #expect(try maxDifference("INTUEaseOutBack", ahOutBack) < 1e-12)
        #expect(try maxDifference("INTUEaseInOutBack", faInOutBack) < 1e-12)
        #expect(try abs(Easing(named: "INTUEaseInBack").value(at: 0.5) - -0.375) < 1e-15)
    }

    @Test("P9ViewAnimator: its four interpolation types are Core Animation's Béziers")
    func p9ViewAnimator() throws {
        // Reference values of the Core Animation curves at ¼, ½, ¾ (seeds.md §2.2).
        let table: [(String, [Double])] = [
            ("easeIn", [0.09346, 0.31536, 0.62186]),
            ("easeOut", [0.37814, 0.68464, 0.90654]),
            ("easeInOut", [0.12916, 0.5, 0.87084]),
        ]
        for (name, values) in table {
            let easing = try Easing(named: name)
            for (t, value) in zip([0.25, 0.5, 0.75], values) {
                #expect(abs(easing.value(at: t) - value) < 1e-5, "\(name)(\(t))")
            }
        }
        #expect(try Easing(named: "linear") == .linear)
    }

    @Test("the JSON forms read the seeds' names too: an Easing and a scenario's interpolation")
    func json() throws {
        let decoded = try JSONDecoder().decode([Easing].self, from: Data(#"["inOutBack", "INTUEaseInBack", "expEaseIn"]"#.utf8))
        #expect(decoded == [.ahBackEaseInOut, .ahBackEaseIn, .easeInExpo])
        let library = try ScenarioLibrary(json: #"{ "hop": [ { "type": "translate", "after": 1, "y": -10, "interpolation": "outBounce" } ] }"#)
        #expect(library["hop"]?.keyframes.first?.interpolation == .ahBounceEaseOut)
    }
}
