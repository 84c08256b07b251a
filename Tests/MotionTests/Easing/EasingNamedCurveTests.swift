import Foundation
import Motion
import Testing

// The named curves: each Swift member against the C function it documents and the
// C enum, bit for bit; names; endpoints; and a few published values (timing.md §6.3).

@Suite("Easing: named curves")
struct EasingNamedCurveTests {
    @Test("the table covers every ceasing_curve value once, in order")
    func tableIsComplete() {
        #expect(namedCurves.count == Int(CEASING_CURVE_COUNT))
        #expect(namedCurves.map { Int($0.curve.rawValue) } == Array(0..<Int(CEASING_CURVE_COUNT)))
        #expect(Easing.allNamed == namedCurves.map(\.easing))
        #expect(Set(namedCurves.map(\.member)).count == namedCurves.count)
    }

    @Test("value(at:) equals the C function and ceasing_curve_evaluate bit for bit", arguments: namedCurves)
    func parityWithC(curve: NamedCurve) {
        var mismatches: [Double] = []
        for t in grid {
            let value = curve.easing.value(at: t)
            if !identical(value, curve.function(t)) || !identical(value, ceasing_curve_evaluate(curve.curve, t)) {
                mismatches.append(t)
            }
        }
        #expect(mismatches.isEmpty, "\(curve.member) differs from C at \(mismatches.prefix(5))")
    }

    @Test("exactly 0 at 0 and 1 at 1; step-start is 1 at 0 as CSS requires", arguments: namedCurves)
    func endpoints(curve: NamedCurve) {
        #expect(identical(curve.easing.value(at: 1), 1))
        #expect(identical(curve.easing.value(at: 0), curve.curve == .CEASING_CURVE_STEP_START ? 1 : 0))
    }

    @Test("name is the canonical C name, and init(named:) reads it back", arguments: namedCurves)
    func names(curve: NamedCurve) throws {
        #expect(curve.easing.name == curve.canonicalName)
        #expect(String(cString: ceasing_curve_name(curve.curve)) == curve.canonicalName)
        #expect(try Easing(named: curve.canonicalName) == curve.easing)
        // The member name is also a spelling the C lookup accepts (CSS keywords in camelCase).
        #expect(try Easing(named: curve.member) == curve.easing)
    }

    @Test("other spellings pick the library's curve (ceasing.h Names)")
    func spellings() throws {
        #expect(try Easing(named: "CubicEaseInOut") == .easeInOutCubic)
        #expect(try Easing(named: "inOutCubic") == .easeInOutCubic)
        #expect(try Easing(named: "cubic_in_out") == .easeInOutCubic)
        #expect(try Easing(named: "BackEaseOut") == .ahBackEaseOut)
        #expect(try Easing(named: "INTUEaseInOutCubic") == .easeInOutCubic)
        #expect(try Easing(named: "easeInEaseOut") == .easeInOut)
        #expect(try Easing(named: "EASE-IN-OUT") == .easeInOut)
    }

    @Test("unknown names throw unknownName with the input")
    func unknownNames() {
        #expect(throws: EasingParseError.self) { try Easing(named: "easeInOutWobble") }
        do {
            _ = try Easing(named: "wobble")
            Issue.record("wobble was accepted")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.input == "wobble")
            #expect(error.position == 0)
        }
        // A NUL would end the C string early: it is rejected where it stands.
        do {
            _ = try Easing(named: "linear\u{0}x")
            Issue.record("an embedded NUL was accepted")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.position == Array("linear\u{0}x").firstIndex(of: "\u{0}"))
        }
        // Parametric and CSS functions are not names.
        #expect(throws: EasingParseError.self) { try Easing(named: "cubic-bezier(0, 0, 1, 1)") }
    }

    @Test("published values: timing.md §6.3 Penner table and AHEasing")
    func publishedValues() {
        let table: [(Easing, [Double])] = [
            (.easeInSine, [0.0123116594049, 0.0761204674887, 0.292893218813, 0.617316567635, 0.84356553496]),
            (.easeOutCubic, [0.271, 0.578125, 0.875, 0.984375, 0.999]),
            (.easeInOutQuart, [0.0008, 0.03125, 0.5, 0.96875, 0.9992]),
            (.easeInExpo, [0.001953125, 0.00552427172802, 0.03125, 0.176776695297, 0.5]),
            (.easeOutBack, [0.40882798, 0.8174096875, 1.0876975, 1.0641365625, 1.01431422]),
            (.easeOutElastic, [1.25, 0.911611652352, 1.015625, 1.00552427173, 0.998046875]),
            (.easeInOutBounce, [0.03, 0.1171875, 0.5, 0.8828125, 0.97]),
        ]
        let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for (easing, expected) in table {
            for (t, value) in zip(inputs, expected) {
                #expect(abs(easing.value(at: t) - value) <= 1e-11, "\(easing.name!) at \(t)")
            }
        }
        #expect(abs(Easing.ahBackEaseOut.value(at: 0.5) - 1.375) <= 1e-15)
        #expect(abs(Easing.ahElasticEaseOut.value(at: 0.5) - 1.02209708691) <= 1e-11)
    }

    @Test("non-CSS curves clamp outside [0, 1]; CSS keywords extrapolate")
    func outsideTheInterval() {
        #expect(Easing.easeInOutCubic.value(at: -0.5) == 0)
        #expect(Easing.easeInOutCubic.value(at: 1.5) == 1)
        #expect(Easing.linear.value(at: 1.5) == 1.5)
        // ease leaves (1, 1) along the line through P2 = (0.25, 1): slope 0.
        #expect(Easing.ease.value(at: 1.5) == 1)
        // ease-in enters (0, 0) along the line through P1 = (0.42, 0): slope 0; ease-out
        // along P1 = (0, 0)... P2 = (0.58, 1): slope 1 / 0.58.
        #expect(abs(Easing.easeOut.value(at: -0.5) - -0.5 / 0.58) <= 1e-15)
    }
}
