import Foundation
import Motion
import Testing

// Codable: stable names and CSS text for the named and CSS easings, small keyed
// objects for the rest; round trips through JSONEncoder / JSONDecoder.

private func roundTrip(_ easing: Easing) throws -> Easing {
    try JSONDecoder().decode(Easing.self, from: JSONEncoder().encode(easing))
}

private func json(_ easing: Easing) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(easing), as: UTF8.self)
}

private func decode(_ text: String) throws -> Easing {
    try JSONDecoder().decode(Easing.self, from: Data(text.utf8))
}

@Suite("Easing: Codable")
struct EasingCodableTests {
    @Test("every named curve encodes as its canonical name and decodes to itself", arguments: namedCurves)
    func namedCurve(curve: NamedCurve) throws {
        #expect(try json(curve.easing) == "\"\(curve.canonicalName)\"")
        #expect(try roundTrip(curve.easing) == curve.easing)
    }

    @Test("CSS functions encode as their CSS text")
    func cssFunctions() throws {
        let cases: [(Easing, String)] = [
            (.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1), "cubic-bezier(0.4, 0, 0.2, 1)"),
            (.steps(4, position: .jumpStart), "steps(4, jump-start)"),
            (.linear([0, 0.5, 1]), "linear(0 0%, 0.5 50%, 1 100%)"),
        ]
        for (easing, css) in cases {
            // The CSS string is the single JSON value (JSONEncoder may escape '/' only).
            #expect(try decode("\"\(css)\"") == easing)
            #expect(try JSONDecoder().decode(String.self, from: JSONEncoder().encode(easing)) == css)
            #expect(try roundTrip(easing) == easing)
        }
        // Any accepted spelling decodes.
        #expect(try decode("\"CubicEaseInOut\"") == .easeInOutCubic)
    }

    @Test("parametric curves, springs and combinators round-trip as keyed objects")
    func keyedObjects() throws {
        let easings: [Easing] = [
            .power(.inOut, exponent: 3), .back(.out, overshoot: 2.5), .elastic(.in, amplitude: 1.5, period: 0.4),
            .overshoot(count: 3, halflife: 0.2), .exponentialDecelerate(halflife: 0.25),
            .spring(Spring(mass: 2, stiffness: 300, damping: 12)), .spring(Spring(response: 0.55, dampingRatio: 0.825)),
            .easeInCubic.reversed(), .inOut(.power(.in, exponent: 2)), .outIn(.easeInSine), .easeOutBack.clamped(),
            .sequence([(.easeInQuad, weight: 1), (.cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1), weight: 2.5)]),
            .easeOutBounce.baked(resolution: 65),
            .sequence([(.inOut(.spring(Spring(mass: 1, stiffness: 50, damping: 5))), weight: 1), (.steps(3), weight: 1)]),
        ]
        for easing in easings {
            let decoded = try roundTrip(easing)
            let text = try json(easing)
            #expect(decoded == easing, "\(text)")
            #expect(grid.allSatisfy { identical(decoded.value(at: $0), easing.value(at: $0)) })
        }
        #expect(try json(.power(.inOut, exponent: 3)) == #"{"exponent":3,"kind":"power","variant":"inOut"}"#)
        #expect(try json(.easeInCubic.reversed()) == #"{"easing":"easeInCubic","kind":"reversed"}"#)
    }

    @Test("hand-written keyed objects decode to the easing they describe")
    func handWritten() throws {
        #expect(try decode(#"{"kind": "back", "variant": "out", "overshoot": 1.70158}"#) == .back(.out))
        #expect(try decode(#"{"kind": "elastic", "variant": "outIn", "amplitude": 1, "period": 0.3}"#) == .elastic(.outIn))
        #expect(try decode(#"{"kind": "overshoot", "count": 1, "halflife": 0.15}"#) == .overshoot())
        #expect(
            try decode(#"{"kind": "sequence", "segments": [{"easing": "ease-in", "weight": 1}, {"easing": "linear", "weight": 3}]}"#)
                == .sequence([(.easeIn, weight: 1), (.linear, weight: 3)])
        )
        #expect(
            try decode(#"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}"#)
                == .spring(Spring(mass: 1, stiffness: 100, damping: 10))
        )
    }

    @Test("a custom easing, anywhere inside, throws EncodingError.invalidValue")
    func customCannotBeEncoded() {
        for easing in [Easing.custom { $0 }, .sequence([.ease, .custom { $0 }]), Easing.custom { $0 }.reversed()] {
            do {
                _ = try JSONEncoder().encode(easing)
                Issue.record("a custom easing was encoded")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.debugDescription.contains("custom easing"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test("unknown names and invalid values throw DecodingError.dataCorrupted naming the value")
    func decodingErrors() {
        let cases: [(String, String)] = [
            (#""easeInOutWobble""#, "easeInOutWobble"),
            (#""cubic-bezier(2, 0, 1, 1)""#, "cubic-bezier(2, 0, 1, 1)"),
            (#"{"kind": "wobble"}"#, "wobble"),
            (#"{"kind": "power", "variant": "sideways", "exponent": 2}"#, "sideways"),
            (#"{"kind": "power", "variant": "in", "exponent": -2}"#, "power"),
            (#"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 0}"#, "never settles"),
            (#"{"kind": "sequence", "segments": []}"#, "at least one segment"),
            (#"{"kind": "baked", "easing": "ease", "resolution": 1}"#, "resolution"),
            // Data from outside must not make Motion allocate gigabytes.
            (#"{"kind": "baked", "easing": "ease", "resolution": 1000000000}"#, "2 ... 65537"),
        ]
        for (text, named) in cases {
            do {
                _ = try decode(text)
                Issue.record("\(text) decoded")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains(named), "\(context.debugDescription)")
            } catch {
                Issue.record("\(text): unexpected error \(error)")
            }
        }
        // Missing keys are the usual keyNotFound.
        #expect(throws: DecodingError.self) { try decode(#"{"kind": "power", "variant": "in"}"#) }
    }
}
