import Foundation
import Motion
import Testing

// The web-platform-tests of css/css-easing/, transcribed: every case of every test
// file, with its file in a comment and its expected value as WPT states it.
// Read from the WPT repository (web-platform-tests/wpt, mirrored by divmain/wpt and
// Ladybird's Tests/LibWeb/Text/input/wpt-import/css/css-easing/).
//
// Mapping. `test_valid_value`/`test_computed_value` (animation-timing-function) →
// `Easing(css:)` succeeds and `cssString` is the serialisation WPT expects;
// `test_invalid_value` → `Easing(css:)` throws. Output tests animate `left` from 0 to
// 100 px over 1000 ms with `fill: forwards`; at current time t the keyframe easing
// is applied to the effect easing's output: left = 100 · keyframe(effect(t / 1000)).
//
// Cases that do not apply (each listed where it occurs):
// - calc(), sign(), min(), sibling-index() inside an easing function: Motion reads
//   plain CSS numbers only (no math functions); they need style resolution.
// - Comma-separated lists ("linear, ease, linear", "initial, ..."): the property
//   `animation-timing-function` takes a list; Motion parses one <easing-function>.
//   The invalid lists are still checked to be rejected.
// - Specified-value serialisations of linear() with omitted inputs
//   (test_valid_value "linear(0, 1)" → "linear(0, 1)"): Motion resolves the stops
//   when it reads them, so cssString is always the computed value; these inputs are
//   checked to parse, and their computed serialisation is checked below.

/// WPT's numbers, an independent oracle: cubic-bezier solved by 200 bisection steps on
/// the Bernstein form (no Newton, no tables).
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    return { x in
        precondition(x >= 0 && x <= 1, "the reference covers [0, 1]; WPT states the extrapolation itself")
        if x == 0 || x == 1 { return x } // the end points, exactly (as WPT's testcommon.js)
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bernstein(y1, y2, (lo + hi) / 2)
    }
}

private func parses(_ text: String) -> Bool {
    (try? Easing(css: text)) != nil
}

@Suite("WPT css/css-easing")
struct WPTCSSEasingTests {
    // MARK: timing-functions-syntax-valid.html (test_valid_value)

    static let syntaxValidCases: [(String, String)] = [
        ("linear", "linear"),
        ("ease", "ease"),
        ("ease-in", "ease-in"),
        ("ease-out", "ease-out"),
        ("ease-in-out", "ease-in-out"),
        ("cubic-bezier(0.1, 0.2, 0.8, 0.9)", "cubic-bezier(0.1, 0.2, 0.8, 0.9)"),
        ("cubic-bezier(0, -2, 1, 3)", "cubic-bezier(0, -2, 1, 3)"),
        ("cubic-bezier(0, 0.7, 1, 1.3)", "cubic-bezier(0, 0.7, 1, 1.3)"),
        // not applicable (calc): "cubic-bezier(calc(-2), calc(0.7 / 2), calc(1.5), calc(0))"
        // not applicable (sibling-index(), sign()): "cubic-bezier(0, sibling-index(), 1, sign(2em - 20px))"
        ("steps(4, start)", "steps(4, start)"),
        ("steps(2, end)", "steps(2)"),
        ("steps( 2, end )", "steps(2)"),
        ("steps(2, jump-start)", "steps(2, jump-start)"),
        ("steps(2, jump-end)", "steps(2)"),
        ("steps(2, jump-both)", "steps(2, jump-both)"),
        ("steps(2, jump-none)", "steps(2, jump-none)"),
        // not applicable (calc): "steps(calc(-10), start)", "steps(calc(5 / 2), start)",
        //   "steps(calc(1), jump-none)", "steps(calc(2 + sign(100em - 1px)))"
        // not applicable (a list): "linear, ease, linear"
    ]

    @Test("timing-functions-syntax-valid.html: accepted and serialised as WPT expects", arguments: syntaxValidCases)
    func syntaxValid(text: String, serialisation: String) throws {
        #expect(try Easing(css: text).cssString == serialisation)
    }

    // MARK: timing-functions-syntax-invalid.html (test_invalid_value)

    static let syntaxInvalidCases = [
        "auto",
        "ease-in ease-out",
        "cubic-bezier(1, 2, 3)",
        "cubic-bezier(1, 2, 3, infinite)",
        "cubic-bezier(1, 2, 3, 4, 5)",
        "cubic-bezier(-0.1, 0.1, 0.5, 0.9)",
        "cubic-bezier(0.5, 0.1, 1.1, 0.9)",
        "initial, cubic-bezier(0, -2, 1, 3)", // a list: rejected all the same
        "cubic-bezier(0, -2, 1, 3), initial", // a list: rejected all the same
        "steps(1, jump-none)",
        "steps(-100, jump-none)",
        "steps(0, start)",
        "steps(-100, start)",
    ]

    @Test("timing-functions-syntax-invalid.html: rejected", arguments: syntaxInvalidCases)
    func syntaxInvalid(text: String) {
        #expect(!parses(text))
    }

    // MARK: timing-functions-syntax-computed.html (test_computed_value)

    static let syntaxComputedCases: [(String, String)] = [
        ("linear", "linear"),
        ("ease", "ease"),
        ("ease-in", "ease-in"),
        ("ease-out", "ease-out"),
        ("ease-in-out", "ease-in-out"),
        ("cubic-bezier(0.1, 0.2, 0.8, 0.9)", "cubic-bezier(0.1, 0.2, 0.8, 0.9)"),
        ("cubic-bezier(0, -2, 1, 3)", "cubic-bezier(0, -2, 1, 3)"),
        ("cubic-bezier(0, 0.7, 1, 1.3)", "cubic-bezier(0, 0.7, 1, 1.3)"),
        // not applicable (calc): "cubic-bezier(calc(-2), calc(0.7 / 2), calc(1.5), calc(0))" → "cubic-bezier(0, 0.35, 1, 0)"
        ("steps(4, start)", "steps(4, start)"),
        ("steps(2, end)", "steps(2)"),
        ("steps( 2, end )", "steps(2)"),
        ("steps(2, jump-start)", "steps(2, jump-start)"),
        ("steps(2, jump-end)", "steps(2)"),
        ("steps(2, jump-both)", "steps(2, jump-both)"),
        ("steps(2, jump-none)", "steps(2, jump-none)"),
        // not applicable (calc): "steps(calc(-10), start)" → "steps(1, start)",
        //   "steps(calc(5 / 2), start)" → "steps(3, start)", "steps(calc(1), jump-none)" → "steps(2, jump-none)",
        //   "steps(calc(2 + sign(100em - 1px)), end)" → "steps(3)"
        // not applicable (a list): "linear, ease, linear"
    ]

    @Test("timing-functions-syntax-computed.html: the computed serialisation", arguments: syntaxComputedCases)
    func syntaxComputed(text: String, serialisation: String) throws {
        let easing = try Easing(css: text)
        #expect(easing.cssString == serialisation)
        #expect(try Easing(css: serialisation) == easing)
    }

    // MARK: step-timing-functions-syntax.html

    static let stepSyntaxValidCases: [(String, String)] = [
        ("step-start", "steps(1, start)"),
        ("step-end", "steps(1)"),
        ("steps(1, start)", "steps(1, start)"),
        ("steps(1, end)", "steps(1)"),
        ("steps(1, jump-start)", "steps(1, jump-start)"),
        ("steps(1, jump-end)", "steps(1)"),
        ("steps(1, jump-both)", "steps(1, jump-both)"),
        ("steps(2, jump-none)", "steps(2, jump-none)"),
    ]

    @Test("step-timing-functions-syntax.html: valid values and their serialisation", arguments: stepSyntaxValidCases)
    func stepSyntaxValid(text: String, serialisation: String) throws {
        let easing = try Easing(css: text)
        #expect(easing.cssString == serialisation)
        // The serialisation reads back as the same function.
        #expect(try Easing(css: serialisation) == easing)
    }

    @Test("step-timing-functions-syntax.html: invalid values", arguments: [
        "steps(0, start)", "steps(0, end)", "steps(0, jump-start)", "steps(0, jump-end)", "steps(0, jump-both)",
        "steps(1, jump-none)",
    ])
    func stepSyntaxInvalid(text: String) {
        #expect(!parses(text))
    }

    // MARK: linear-timing-functions-syntax.html

    /// test_valid_value inputs: each must parse. (Their specified serialisations, which
    /// keep omitted inputs, do not apply: see the header. The two whose specified and
    /// computed forms agree are checked as serialisations.)
    static let linearValidCases = [
        "linear(0 0%, 1 100%)",
        "linear( 0 0%, 1 100% )",
        "linear(0, 1)",
        "linear(-10, -5, 0, 5, 10)",
        "linear(-10 -10%, -5 -5%, 0, 5, 10)",
        // not applicable (calc): "linear(0 calc(0%), 0 calc(100%))",
        //   "linear(0 calc(50% - 50%), 0 calc(50% + 50%))", "linear(0 calc(50%), 0 100%)", "linear(calc(0/0), 1)"
        "linear(0 0% 50%, 1 50% 100%)",
        "linear(0, 0.5 25% 75%, 1 100% 100%)",
        "linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)",
        "linear(0, 0 40%, 1, 0.5, 1)",
        "linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)",
    ]

    @Test("linear-timing-functions-syntax.html: test_valid_value inputs parse", arguments: linearValidCases)
    func linearValid(text: String) {
        #expect(parses(text))
    }

    @Test("linear-timing-functions-syntax.html: specified forms that equal the computed form")
    func linearValidSerialisation() throws {
        #expect(try Easing(css: "linear(0 0%, 1 100%)").cssString == "linear(0 0%, 1 100%)")
        #expect(try Easing(css: "linear( 0 0%, 1 100% )").cssString == "linear(0 0%, 1 100%)")
    }

    @Test("linear-timing-functions-syntax.html: invalid values", arguments: [
        "linear()", "linear(0)", "linear(100%)", "linear(0% 1 50%)", "linear(0 0% 100%)", "linear(0% 100% 0)",
        // invalid in WPT for their units or a comma inside calc(); Motion rejects every calc()
        "linear(0 calc(50px - 50%), 0 calc(50em + 50em))", "linear(0 calc(50%, 50%), 0 calc(50% + 50%))",
    ])
    func linearInvalid(text: String) {
        #expect(!parses(text))
    }

    /// test_computed_value: the computed serialisation, exactly as WPT states it.
    static let linearComputedCases: [(String, String)] = [
        ("linear(0 0%, 1 100%)", "linear(0 0%, 1 100%)"),
        ("linear( 0 0%, 1 100% )", "linear(0 0%, 1 100%)"),
        ("linear(0, 1)", "linear(0 0%, 1 100%)"),
        ("linear(-10, -5, 0, 5, 10)", "linear(-10 0%, -5 25%, 0 50%, 5 75%, 10 100%)"),
        ("linear(-10 -10%, -5 -5%, 0, 5, 10)", "linear(-10 -10%, -5 -5%, 0 30%, 5 65%, 10 100%)"),
        // not applicable (calc): "linear(0 calc(0%), 0 calc(100%))", "linear(0 calc(50% - 50%), 0 calc(50% + 50%))",
        //   "linear(0 calc(min(50%, 60%)), 0 100%)"
        ("linear(0 0% 50%, 1 50% 100%)", "linear(0 0%, 0 50%, 1 50%, 1 100%)"),
        ("linear(0, 0.5 25% 75%, 1 100% 100%)", "linear(0 0%, 0.5 25%, 0.5 75%, 1 100%, 1 100%)"),
        (
            "linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)",
            "linear(0 0%, 1.3 12.5%, 1 25%, 0.92 37.5%, 1 50%, 0.99 62.5%, 1 75%, 0.998 87.5%, 1 100%, 1 100%)"
        ),
        ("linear(0, 0 40%, 1, 0.5, 1)", "linear(0 0%, 0 40%, 1 60%, 0.5 80%, 1 100%)"),
    ]

    @Test("linear-timing-functions-syntax.html: computed serialisation", arguments: linearComputedCases)
    func linearComputed(text: String, serialisation: String) throws {
        #expect(try Easing(css: text).cssString == serialisation)
    }

    /// The last test_computed_value case: browsers print the ninths rounded
    /// ("11.111111%"); Motion writes the shortest digits that read back to the same
    /// double ("11.111111111111111%", so that cssString round-trips bit for bit). The
    /// text is compared stop by stop: the same outputs, inputs within WPT's 6 decimals.
    @Test("linear-timing-functions-syntax.html: computed serialisation with ninths (to WPT's digits)")
    func linearComputedNinths() throws {
        let expected = "linear(0 0%, 1.3 11.111111%, 1 22.222222%, 0.92 33.333333%, 1 44.444444%, 0.99 55.555556%, "
            + "1 66.666667%, 1.004 77.777778%, 0.998 88.888889%, 1 100%, 1 100%)"
        let actual = try #require(
            try Easing(css: "linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)").cssString)
        func stops(_ text: String) -> [(Double, Double)] {
            text.dropFirst("linear(".count).dropLast().split(separator: ",").map { stop in
                let parts = stop.split(separator: " ")
                return (Double(parts[0])!, Double(parts[1].dropLast())!)
            }
        }
        let a = stops(actual), e = stops(expected)
        #expect(a.count == e.count)
        for (x, y) in zip(a, e) {
            #expect(x.0 == y.0)
            #expect(abs(x.1 - y.1) <= 0.5e-6, "\(x.1)% against \(y.1)%")
        }
    }

    // MARK: cubic-bezier-timing-functions-output.html

    /// left at `time` ms: 100 · keyframe(effect(time / 1000)), within WPT's 0.01 px.
    private func expectLeft(
        keyframe: Easing, effect: Easing, at time: Double, _ expected: (Double) -> Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let x = time / 1000
        let left = keyframe.value(at: effect.value(at: x)) * 100
        #expect(abs(left - expected(x) * 100) <= 0.01, "at \(time) ms: \(left)", sourceLocation: sourceLocation)
    }

    @Test("cubic-bezier-timing-functions-output.html: input progress greater than 1")
    func bezierAboveOne() {
        let keyframe = Easing.cubicBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 0)
        let effect = Easing.cubicBezier(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
        let keyframeReference = referenceBezier(0.5, 1, 0.5, 0), effectReference = referenceBezier(0, 1.5, 1, 1.5)
        // p3x + (p2y - p3y) / (p2x - p3x) * (x - p3x)
        let extrapolated = { (x: Double) in 1.0 + (0 - 1) / (0.5 - 1) * (x - 1.0) }
        for time in [0.0, 230, 1000] {
            expectLeft(keyframe: keyframe, effect: effect, at: time) { keyframeReference(effectReference($0)) }
        }
        for time in [240.0, 700, 990] {
            expectLeft(keyframe: keyframe, effect: effect, at: time) { extrapolated(effectReference($0)) }
        }
    }

    @Test("cubic-bezier-timing-functions-output.html: input progress greater than 1, infinite tangent at the upper end")
    func bezierAboveOneVerticalTangent() {
        let easing = Easing.cubicBezier(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
        let reference = referenceBezier(0, 1.5, 1, 1.5)
        // "the tangent at the endpoint (x = 1.0) is infinity so we should just return 1.0"
        for time in [0.0, 230, 1000] {
            expectLeft(keyframe: easing, effect: easing, at: time) { reference(reference($0)) }
        }
        for time in [240.0, 700, 990] {
            expectLeft(keyframe: easing, effect: easing, at: time) { _ in 1.0 }
        }
    }

    @Test("cubic-bezier-timing-functions-output.html: input progress less than 0")
    func bezierBelowZero() {
        let keyframe = Easing.cubicBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 0)
        let effect = Easing.cubicBezier(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
        let keyframeReference = referenceBezier(0.5, 1, 0.5, 0), effectReference = referenceBezier(0, -0.5, 1, -0.5)
        // p0x + (p1y - p0y) / (p1x - p0x) * (x - p0x)
        let extrapolated = { (x: Double) in (1 / 0.5) * x }
        for time in [0.0, 770, 1000] {
            expectLeft(keyframe: keyframe, effect: effect, at: time) { keyframeReference(effectReference($0)) }
        }
        for time in [10.0, 300, 750] {
            expectLeft(keyframe: keyframe, effect: effect, at: time) { extrapolated(effectReference($0)) }
        }
    }

    @Test("cubic-bezier-timing-functions-output.html: input progress less than 0, infinite tangent at the lower end")
    func bezierBelowZeroVerticalTangent() {
        let easing = Easing.cubicBezier(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
        let reference = referenceBezier(0, -0.5, 1, -0.5)
        // "the tangent at the endpoint (x = 0.0) is infinity so we should just return 0.0"
        for time in [0.0, 770, 1000] {
            expectLeft(keyframe: easing, effect: easing, at: time) { reference(reference($0)) }
        }
        for time in [10.0, 300, 750] {
            expectLeft(keyframe: easing, effect: easing, at: time) { _ in 0.0 }
        }
    }

    // MARK: step-timing-functions-output.html

    /// (keyframe easing, effect easing, [(time ms, left px)]) exactly as WPT lists them.
    static let stepOutputCases: [(String, String, [(Double, Double)])] = [
        ("step-start", "cubic-bezier(0, 1.5, 1, 1.5)", [(0, 100), (230, 100), (250, 200), (1000, 100)]),
        ("step-start", "cubic-bezier(0, 3, 1, 3)", [(0, 100), (114, 200), (500, 300), (900, 200)]),
        ("step-start", "cubic-bezier(0, -0.5, 1, -0.5)", [(0, 100), (750, 0), (800, 100), (1000, 100)]),
        ("step-start", "cubic-bezier(0, -2, 1, -2)", [(0, 100), (100, 0), (500, -100), (1000, 100)]),
        ("step-end", "cubic-bezier(0, 1.5, 1, 1.5)", [(0, 0), (230, 0), (250, 100), (1000, 100)]),
        ("step-end", "cubic-bezier(0, 3, 1, 3)", [(0, 0), (114, 100), (500, 200), (900, 100)]),
        ("step-end", "cubic-bezier(0, -0.5, 1, -0.5)", [(0, 0), (750, -100), (800, 0), (1000, 100)]),
        ("steps(1, jump-both)", "cubic-bezier(0, 1.5, 1, 1.5)", [(0, 50), (230, 50), (250, 100), (1000, 100)]),
        ("steps(1, jump-both)", "cubic-bezier(0, 3, 1, 3)", [(0, 50), (114, 100), (500, 150), (900, 100)]),
        ("steps(1, jump-both)", "cubic-bezier(0, -0.5, 1, -0.5)", [(0, 50), (750, 0), (800, 50), (1000, 100)]),
        ("steps(2, jump-none)", "cubic-bezier(0, 1.5, 1, 1.5)", [(0, 0), (45, 100), (230, 100), (250, 200), (1000, 100)]),
        ("steps(2, jump-none)", "cubic-bezier(0, 3, 1, 3)", [(0, 0), (114, 300), (500, 400), (900, 300)]),
        ("steps(2, jump-none)", "cubic-bezier(0, -0.5, 1, -0.5)", [(0, 0), (750, -100), (800, 0), (1000, 100)]),
    ]

    @Test("step-timing-functions-output.html: steps applied to cubic-bezier output outside [0, 1]", arguments: 0..<13)
    func stepOutput(index: Int) throws {
        let (keyframeText, effectText, rows) = Self.stepOutputCases[index]
        let keyframe = try Easing(css: keyframeText), effect = try Easing(css: effectText)
        for (time, left) in rows {
            // assert_equals on the computed "Npx": exact.
            #expect(keyframe.value(at: effect.value(at: time / 1000)) * 100 == left, "\(keyframeText) ∘ \(effectText) at \(time) ms")
        }
    }

    // MARK: linear-timing-functions-output.html

    @Test("linear-timing-functions-output.html: outputs greater than 1 and less than 0")
    func linearOutput() throws {
        let above = try Easing(css: "linear(0, 1.5, 1)")
        for (time, y) in [(0.0, 0.0), (250, 0.75), (500, 1.5), (750, 1.25), (1000, 1.00)] {
            #expect(abs(above.value(at: time / 1000) * 100 - y * 100) <= 0.01)
        }
        let below = try Easing(css: "linear(1, -0.5, 0)")
        for (time, y) in [(0.0, 1.0), (250, 0.25), (500, -0.5), (750, -0.25), (1000, 0.00)] {
            #expect(abs(below.value(at: time / 1000) * 100 - y * 100) <= 0.01)
        }
    }

    @Test("linear-timing-functions-output.html: equivalent easings agree")
    func linearEquivalents() throws {
        let cases: [(String, String, [Double])] = [
            ("linear(0.2 0% 20%, 0.4 20% 40%, 0.6 40% 60%, 0.8 60% 80%, 1.0 80% 100%)", "steps(5, jump-start)",
             [0, 200, 400, 600, 800, 1000]),
            ("linear(0, 0.1 -10%, 1)", "linear(0, 0.1 0%, 1)", [0, 100, 550, 1000]),
            ("linear(0, 0.9 110%, 1)", "linear(0, 0.9 110%, 1 110%)", [0, 450, 900, 950, 1000]),
        ]
        for (actualText, equivalentText, times) in cases {
            let actual = try Easing(css: actualText), equivalent = try Easing(css: equivalentText)
            for time in times {
                let a = actual.value(at: time / 1000) * 100, e = equivalent.value(at: time / 1000) * 100
                #expect(abs(a - e) <= 0.01, "\(actualText) against \(equivalentText) at \(time) ms")
            }
        }
    }
}
