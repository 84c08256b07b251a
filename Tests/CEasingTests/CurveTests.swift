import CEasing
import Foundation
import Testing

// The [curves] section of ceasing.h, called directly from Swift. Oracles: the
// value tables of reference/seeds.md (§1.2, §2.2, §4.2) and timing.md §6.3,
// and formulas re-derived here.

private func curve(_ raw: Int) -> ceasing_curve {
    ceasing_curve(rawValue: ceasing_curve.RawValue(raw))!
}

private let allCurveIndices = Array(0..<Int(CEASING_CURVE_COUNT))

private func isCSSCurve(_ c: ceasing_curve) -> Bool {
    c == .CEASING_CURVE_LINEAR || c.rawValue >= ceasing_curve.CEASING_CURVE_EASE.rawValue
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

@Suite("Named curves: endpoints, tables, identities, names")
struct CurveTests {
    @Test("Every enum value is exactly 0 at 0 and 1 at 1 (step-start is 1 at 0)",
          arguments: allCurveIndices)
    func exactEndpoints(index: Int) {
        let c = curve(index)
        let atZero = ceasing_curve_evaluate(c, 0)
        if c == .CEASING_CURVE_STEP_START {
            #expect(atZero == 1)
        } else {
            #expect(atZero == 0)
        }
        #expect(ceasing_curve_evaluate(c, 1) == 1)
    }

    @Test("No NaN or infinity on a dense grid over [-0.5, 1.5]; NaN maps to NaN", arguments: allCurveIndices)
    func finiteEverywhere(index: Int) {
        let c = curve(index)
        var bad = 0
        for k in -5000...15000 {
            let v = ceasing_curve_evaluate(c, Double(k) * 1e-4)
            if !v.isFinite { bad += 1 }
        }
        #expect(bad == 0)
        #expect(ceasing_curve_evaluate(c, .nan).isNaN)
        if !isCSSCurve(c) {
            #expect(ceasing_curve_evaluate(c, -0.25) == 0)
            #expect(ceasing_curve_evaluate(c, 1.25) == 1)
        }
    }

    @Test("Values outside the enum evaluate to NaN and have no name")
    func outOfRangeEnum() {
        let beyond = unsafeBitCast(UInt32(CEASING_CURVE_COUNT), to: ceasing_curve.self)
        #expect(ceasing_curve_evaluate(beyond, 0.5).isNaN)
        #expect(ceasing_curve_name(beyond) == nil)
    }

    @Test("timing.md §6.3 Penner / easings.net table")
    func pennerTable() {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        let rows: [(ceasing_curve, [Double])] = [
            (.CEASING_CURVE_SINE_IN, [0.0123116594049, 0.0761204674887, 0.292893218813, 0.617316567635, 0.84356553496]),
            (.CEASING_CURVE_CUBIC_OUT, [0.271, 0.578125, 0.875, 0.984375, 0.999]),
            (.CEASING_CURVE_QUART_IN_OUT, [0.0008, 0.03125, 0.5, 0.96875, 0.9992]),
            (.CEASING_CURVE_EXPO_IN, [0.001953125, 0.00552427172802, 0.03125, 0.176776695297, 0.5]),
            (.CEASING_CURVE_EXPO_IN_OUT, [0.001953125, 0.015625, 0.5, 0.984375, 0.998046875]),
            (.CEASING_CURVE_CIRC_IN, [0.00501256289338, 0.0317541634481, 0.133974596216, 0.338562172234, 0.564110105646]),
            (.CEASING_CURVE_BACK_IN, [-0.01431422, -0.0641365625, -0.0876975, 0.1825903125, 0.59117202]),
            (.CEASING_CURVE_BACK_OUT, [0.40882798, 0.8174096875, 1.0876975, 1.0641365625, 1.01431422]),
            (.CEASING_CURVE_BACK_IN_OUT, [-0.037518552, -0.09968184375, 0.5, 1.09968184375, 1.037518552]),
            (.CEASING_CURVE_ELASTIC_IN, [0.001953125, -0.00552427172802, -0.015625, 0.0883883476483, -0.25]),
            (.CEASING_CURVE_ELASTIC_OUT, [1.25, 0.911611652352, 1.015625, 1.00552427173, 0.998046875]),
            (.CEASING_CURVE_ELASTIC_IN_OUT, [0.000339156597006, 0.0119694444237, 0.5, 0.988030555576, 0.999660843403]),
            (.CEASING_CURVE_BOUNCE_OUT, [0.075625, 0.47265625, 0.765625, 0.97265625, 0.988125]),
            (.CEASING_CURVE_BOUNCE_IN, [0.011875, 0.02734375, 0.234375, 0.52734375, 0.924375]),
            (.CEASING_CURVE_BOUNCE_IN_OUT, [0.03, 0.1171875, 0.5, 0.8828125, 0.97]),
        ]
        for (c, values) in rows {
            for (x, expected) in zip(xs, values) {
                #expect(close(ceasing_curve_evaluate(c, x), expected, 1e-11), "\(c) at \(x)")
            }
        }
    }

    @Test("seeds.md §1.2 FlightAnimator and §4.2 INTU (AHEasing) rows")
    func seedTables() {
        let xs = [0.0, 0.25, 0.5, 0.75, 1.0]
        let rows: [(ceasing_curve, [Double])] = [
            (.CEASING_CURVE_SMOOTHERSTEP, [0, 0.103516, 0.5, 0.896484, 1]),
            (.CEASING_CURVE_ATAN_IN, [0, 0.014684, 0.043865, 0.128993, 1]),
            (.CEASING_CURVE_ATAN_IN_OUT, [0, 0.044516, 0.5, 0.955484, 1]),
            (.CEASING_CURVE_SINE_OUT_IN, [0, 0.353553, 0.5, 0.646447, 1]),
            (.CEASING_CURVE_QUART_OUT_IN, [0, 0.46875, 0.5, 0.53125, 1]),
            (.CEASING_CURVE_CIRC_OUT_IN, [0, 0.433013, 0.5, 0.566987, 1]),
            (.CEASING_CURVE_AH_BACK_IN_OUT, [0, -0.1875, 0.5, 1.1875, 1]),
            (.CEASING_CURVE_AH_ELASTIC_IN, [0, -0.005104, -0.022097, 0.067650, 1]),
            (.CEASING_CURVE_AH_BOUNCE_OUT, [0, 0.472656, 0.718750, 0.958864, 1]),
            (.CEASING_CURVE_AH_BOUNCE_IN_OUT, [0, 0.140625, 0.5, 0.859375, 1]),
            (.CEASING_CURVE_AH_BACK_IN, [0, -0.161152, -0.375, -0.108455, 1]),
            (.CEASING_CURVE_AH_BACK_OUT, [0, 1.108455, 1.375, 1.161152, 1]),
        ]
        for (c, values) in rows {
            for (x, expected) in zip(xs, values) {
                #expect(close(ceasing_curve_evaluate(c, x), expected, 6e-7), "\(c) at \(x)")
            }
        }
        // Penner and AHEasing bounce differ (timing.md §2.4, seeds.md §1.2).
        #expect(ceasing_bounce_out(0.5) == 0.765625)
        #expect(close(ceasing_ah_bounce_out(0.5), 0.71875, 1e-15))
    }

    @Test("out(x) = 1 - in(1 - x) and point symmetry of inOut / outIn")
    func reflectionIdentities() {
        typealias Family = (name: String, in: (Double) -> Double, out: (Double) -> Double,
                            inOut: (Double) -> Double, outIn: (Double) -> Double, tolerance: Double)
        let families: [Family] = [
            ("sine", ceasing_sine_in, ceasing_sine_out, ceasing_sine_in_out, ceasing_sine_out_in, 1e-15),
            ("quint", ceasing_quint_in, ceasing_quint_out, ceasing_quint_in_out, ceasing_quint_out_in, 1e-15),
            ("expo", ceasing_expo_in, ceasing_expo_out, ceasing_expo_in_out, ceasing_expo_out_in, 2e-15),
            ("back", ceasing_back_in, ceasing_back_out, ceasing_back_in_out, ceasing_back_out_in, 2e-15),
            ("elastic", ceasing_elastic_in, ceasing_elastic_out, ceasing_elastic_in_out, ceasing_elastic_out_in, 8e-15),
            ("bounce", ceasing_bounce_in, ceasing_bounce_out, ceasing_bounce_in_out, ceasing_bounce_out_in, 1e-15),
            ("ah back", ceasing_ah_back_in, ceasing_ah_back_out, ceasing_ah_back_in_out, ceasing_ah_back_out_in, 2e-15),
            ("ah elastic", ceasing_ah_elastic_in, ceasing_ah_elastic_out, ceasing_ah_elastic_in_out,
             ceasing_ah_elastic_out_in, 1e-14),
            ("ah bounce", ceasing_ah_bounce_in, ceasing_ah_bounce_out, ceasing_ah_bounce_in_out,
             ceasing_ah_bounce_out_in, 2e-15),
        ]
        for f in families {
            var worst = 0.0
            for k in 0...2000 {
                let x = Double(k) / 2000
                worst = max(worst, abs(f.out(x) - (1 - f.in(1 - x))))
                worst = max(worst, abs(f.inOut(x) - (1 - f.inOut(1 - x))))
                worst = max(worst, abs(f.outIn(x) - (1 - f.outIn(1 - x))))
            }
            #expect(worst <= f.tolerance, "\(f.name): \(worst)")
        }
    }

    @Test("outIn is 0.5 out(2p), then 0.5 + 0.5 in(2p - 1), and continuous at 1/2")
    func outInDefinition() {
        let pairs: [(in: (Double) -> Double, out: (Double) -> Double, outIn: (Double) -> Double)] = [
            (ceasing_quad_in, ceasing_quad_out, ceasing_quad_out_in),
            (ceasing_circ_in, ceasing_circ_out, ceasing_circ_out_in),
            (ceasing_back_in, ceasing_back_out, ceasing_back_out_in),
            (ceasing_bounce_in, ceasing_bounce_out, ceasing_bounce_out_in),
            (ceasing_ah_back_in, ceasing_ah_back_out, ceasing_ah_back_out_in),
            (ceasing_ah_bounce_in, ceasing_ah_bounce_out, ceasing_ah_bounce_out_in),
        ]
        for f in pairs {
            for k in 0...400 {
                let p = Double(k) / 400
                let expected = p < 0.5 ? 0.5 * f.out(2 * p) : 0.5 + 0.5 * f.in(2 * p - 1)
                #expect(close(f.outIn(p), expected, 1e-15))
            }
        }
        // FlightAnimator's outInBack / outInBounce / outInElastic / outInExponential
        // jumped at 1/2 (seeds.md §1.2); ours do not.
        let outIns: [(Double) -> Double] = [ceasing_back_out_in, ceasing_bounce_out_in, ceasing_elastic_out_in,
                                            ceasing_expo_out_in, ceasing_ah_back_out_in, ceasing_ah_elastic_out_in,
                                            ceasing_ah_bounce_out_in]
        for f in outIns {
            #expect(f(0.5) == 0.5)
            #expect(close(f(0.5 - 1e-12), 0.5, 1e-9))
            #expect(close(f(0.5 + 1e-12), 0.5, 1e-9))
        }
    }

    @Test("RHAnimator table (seeds.md §2.2) through the power, overshoot and decelerate curves")
    func rhAnimatorTable() {
        let xs = [0.0, 0.25, 0.5, 0.75, 1.0]
        let accelerate3 = [0, 0.015625, 0.125, 0.421875, 1]
        let decelerate3 = [0, 0.578125, 0.875, 0.984375, 1]
        let ease3 = [0, 0.0625, 0.5, 0.9375, 1]
        let overshoot1 = [0, 0.879462, 1.070154, 1.028871, 1]
        let overshoot3 = [0, 1.291004, 0.929846, 1.011959, 1]
        let exponential = [0, 0.685020, 0.900787, 0.968750, 1]
        for i in 0..<5 {
            let x = xs[i]
            #expect(close(ceasing_power_in(x, 3), accelerate3[i], 1e-15))
            #expect(close(ceasing_power_out(x, 3), decelerate3[i], 1e-15))
            #expect(close(ceasing_power_in_out(x, 3), ease3[i], 1e-15))
            #expect(close(ceasing_overshoot(x, 1, 0.15), overshoot1[i], 6e-7))
            #expect(close(ceasing_overshoot(x, 3, 0.15), overshoot3[i], 6e-7))
            #expect(close(ceasing_rh_exponential_decelerate(x, 0.15), exponential[i], 6e-7))
        }
        // The normalised decelerate divides by RH's value just before its jump.
        let end = 1 - pow(0.5, 1 / 0.15)
        #expect(close(ceasing_exponential_decelerate(0.5, 0.15), 0.900787 / end, 1e-6))
        #expect(ceasing_exponential_decelerate(1, 0.15) == 1)
    }

    @Test("Parametric curves: exact ends, GSAP oracles, easings.net defaults, invalid parameters")
    func parametricCurves() {
        for n in [0.01, 0.5, 2, 7.5, 1e4] {
            #expect(ceasing_power_in_out(0, n) == 0 && ceasing_power_in_out(1, n) == 1)
            #expect(ceasing_power_out_in(0, n) == 0 && ceasing_power_out_in(1, n) == 1)
        }
        for s in [0, 1.70158, 4, 1e5] {
            #expect(ceasing_param_back_in(1, s) == 1 && ceasing_param_back_out(0, s) == 0)
        }
        for (a, p) in [(1.0, 0.3), (0.4, 0.2), (3.0, 0.9), (1e-6, 1e-6)] {
            #expect(ceasing_param_elastic_in(0, a, p) == 0 && ceasing_param_elastic_in(1, a, p) == 1)
            #expect(ceasing_param_elastic_out(0, a, p) == 0 && ceasing_param_elastic_out(1, a, p) == 1)
            #expect(ceasing_param_elastic_out_in(0.5, a, p) == 0.5)
        }
        // GSAP 3 (timing.md §6.3)
        #expect(close(ceasing_param_back_out(0.5, 3), 1.25, 1e-15))
        #expect(close(ceasing_param_back_in_out(0.25, 1.70158), -0.04384875, 1e-12))
        #expect(close(ceasing_param_elastic_out(0.25, 1, 0.5), 1.176776695296637, 1e-14))
        #expect(close(ceasing_power_out(0.5, 2), 0.75, 1e-15))
        // easings.net from the defaults
        for k in 1..<100 {
            let t = Double(k) / 100
            #expect(close(ceasing_param_back_in_out(t, 1.70158 * 1.525), ceasing_back_in_out(t), 1e-15))
            #expect(close(ceasing_param_elastic_out(t, 1, 0.3), ceasing_elastic_out(t), 1e-14))
            #expect(close(ceasing_param_elastic_in_out(t, 1, 0.45), ceasing_elastic_in_out(t), 1e-14))
        }
        // invalid parameters give NaN
        #expect(ceasing_power_in(0.5, 0).isNaN)
        #expect(ceasing_param_back_out(0.5, -1).isNaN)
        #expect(ceasing_param_elastic_out(0.5, 1, .infinity).isNaN)
        #expect(ceasing_overshoot(0.5, -1, 0.15).isNaN)
        #expect(ceasing_exponential_decelerate(0.5, .nan).isNaN)
    }

    @Test("Overshoot crosses 1 exactly `count` times", arguments: [0, 1, 2, 3, 5])
    func overshootCrossings(count: Int) {
        var crossings = 0
        var previous = ceasing_overshoot(1e-9, Int32(count), 0.15) - 1
        for k in 1..<50000 {
            let d = ceasing_overshoot(Double(k) / 50000, Int32(count), 0.15) - 1
            if (d > 0 && previous < 0) || (d < 0 && previous > 0) { crossings += 1 }
            if d != 0 { previous = d }
        }
        #expect(crossings == count)
    }

    @Test("Every canonical name maps back to its curve", arguments: allCurveIndices)
    func nameRoundTrip(index: Int) throws {
        let c = curve(index)
        let name = try #require(ceasing_curve_name(c))
        var back = ceasing_curve.CEASING_CURVE_LINEAR
        #expect(ceasing_curve_from_name(name, &back) == .CEASING_OK)
        #expect(back == c)
    }

    @Test("Seed spellings and CSS keywords")
    func aliases() {
        let cases: [(String, ceasing_curve)] = [
            ("easeOutCubic", .CEASING_CURVE_CUBIC_OUT),
            ("cubicEaseOut", .CEASING_CURVE_CUBIC_OUT),
            ("outCubic", .CEASING_CURVE_CUBIC_OUT),
            ("cubic_out", .CEASING_CURVE_CUBIC_OUT),
            ("easeInBack", .CEASING_CURVE_BACK_IN),
            ("BackEaseIn", .CEASING_CURVE_AH_BACK_IN),
            ("INTUEaseInBack", .CEASING_CURVE_AH_BACK_IN),
            ("inBack", .CEASING_CURVE_BACK_IN),
            ("inOutBack", .CEASING_CURVE_AH_BACK_IN_OUT),
            ("outElastic", .CEASING_CURVE_AH_ELASTIC_OUT),
            ("easeOutElastic", .CEASING_CURVE_ELASTIC_OUT),
            ("ease", .CEASING_CURVE_EASE),
            ("ease-in-out", .CEASING_CURVE_EASE_IN_OUT),
            ("EaseInEaseOut", .CEASING_CURVE_EASE_IN_OUT),
            ("linear", .CEASING_CURVE_LINEAR),
            ("step-end", .CEASING_CURVE_STEP_END),
            ("smoothStep", .CEASING_CURVE_SMOOTHSTEP),
        ]
        for (name, expected) in cases {
            var c = ceasing_curve.CEASING_CURVE_LINEAR
            #expect(ceasing_curve_from_name(name, &c) == .CEASING_OK, "\(name)")
            #expect(c == expected, "\(name)")
        }
    }

    @Test("Unknown names and NULL leave the output untouched")
    func unknownNames() {
        for name in ["", "easeOutIn", "cubic", "ease in", "outInAtan", "spring", "ease.in"] {
            var c = ceasing_curve.CEASING_CURVE_BOUNCE_OUT
            #expect(ceasing_curve_from_name(name, &c) == .CEASING_ERROR_UNKNOWN_NAME, "\(name)")
            #expect(c == .CEASING_CURVE_BOUNCE_OUT)
        }
        var c = ceasing_curve.CEASING_CURVE_BOUNCE_OUT
        #expect(ceasing_curve_from_name(nil, &c) == .CEASING_ERROR_NULL)
        #expect(ceasing_curve_from_name("linear", nil) == .CEASING_ERROR_NULL)
        #expect(c == .CEASING_CURVE_BOUNCE_OUT)
    }

    @Test("Version and status descriptions")
    func versionAndStatus() {
        #expect(ceasing_version() == CEASING_VERSION_MAJOR * 10000 + CEASING_VERSION_MINOR * 100 + CEASING_VERSION_PATCH)
        var seen = Set<String>()
        for raw in 0...10 {
            let status = ceasing_status(rawValue: ceasing_status.RawValue(raw))!
            let text = String(cString: ceasing_status_description(status))
            #expect(!text.isEmpty)
            seen.insert(text)
        }
        #expect(seen.count == 11)
    }
}
