import Foundation
import Testing

@testable import Motion

/// Easing's decoding from Motion's JSON tape (``ScenarioJSONDecoder``, used by
/// ``Easing/init(jsonData:budget:)`` and by scenario `interpolation` objects) against
/// Foundation's `JSONDecoder` as the oracle: the same easing for every valid text, the
/// same error (kind, coding path and message) for every invalid one.
@Suite struct EasingTapeDecoderTests {
    /// What a decode gave: an easing, or an error reduced to what can be compared.
    enum Outcome: Equatable, CustomStringConvertible {
        case easing(Easing)
        case decoding(kind: String, path: String, message: String)
        case budget(DecodingBudgetError)
        case other(String)

        init(_ body: () throws -> Easing) {
            do {
                self = .easing(try body())
            } catch let error as DecodingError {
                let (kind, context): (String, DecodingError.Context) =
                    switch error {
                    case .typeMismatch(let type, let c): ("typeMismatch(\(type))", c)
                    case .valueNotFound(let type, let c): ("valueNotFound(\(type))", c)
                    case .keyNotFound(let key, let c): ("keyNotFound(\(key.stringValue))", c)
                    case .dataCorrupted(let c): ("dataCorrupted", c)
                    @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: ""))
                    }
                self = .decoding(kind: kind, path: Easing.path(context.codingPath), message: context.debugDescription)
            } catch let error as DecodingBudgetError {
                self = .budget(error)
            } catch {
                self = .other("\(error)")
            }
        }

        var description: String {
            switch self {
            case .easing(let easing): "easing \(easing)"
            case .decoding(let kind, let path, let message): "\(kind) at \"\(path)\": \(message)"
            case .budget(let error): "budget \(error)"
            case .other(let text): "other \(text)"
            }
        }

        /// Whether JSONDecoder's outcome and ours agree; a syntax error's message is
        /// Foundation's own ("The given data was not valid JSON." either way).
        func agrees(with oracle: Outcome) -> Bool { self == oracle }
    }

    static func oracle(_ text: String, budget: DecodingBudget = .standard) -> Outcome {
        Outcome {
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingBudget] = budget
            return try decoder.decode(Easing.self, from: Data(text.utf8))
        }
    }

    static func tape(_ text: String, budget: DecodingBudget = .standard) -> Outcome {
        Outcome { try Easing(jsonData: Data(text.utf8), budget: budget) }
    }

    /// Valid easing texts of every kind: each named curve, CSS functions, what the
    /// encoder writes for the Codable tests' easings, hand-written objects, and numbers
    /// that are hard to round.
    static let validCorpus: [String] = {
        var texts = namedCurves.map { "\"\($0.canonicalName)\"" }
        texts += [
            #""cubic-bezier(0.4, 0, 0.2, 1)""#, #""steps(4, jump-start)""#, #""linear(0 0%, 0.5 50%, 1 100%)""#,
            #""CubicEaseInOut""#, #""ease-in-out""#,
        ]
        let encoded: [Easing] = [
            .power(.inOut, exponent: 3), .back(.out, overshoot: 2.5), .elastic(.in, amplitude: 1.5, period: 0.4),
            .overshoot(count: 3, halflife: 0.2), .exponentialDecelerate(halflife: 0.25),
            .spring(Spring(mass: 2, stiffness: 300, damping: 12)), .spring(Spring(response: 0.55, dampingRatio: 0.825)),
            .easeInCubic.reversed(), .inOut(.power(.in, exponent: 2)), .outIn(.easeInSine), .easeOutBack.clamped(),
            .sequence([(.easeInQuad, weight: 1), (.cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1), weight: 2.5)]),
            .easeOutBounce.baked(resolution: 65),
            .sequence([(.inOut(.spring(Spring(mass: 1, stiffness: 50, damping: 5))), weight: 1), (.steps(3), weight: 1)]),
        ]
        texts += encoded.map { String(decoding: try! JSONEncoder().encode($0), as: UTF8.self) }
        texts += [
            #"{"kind": "back", "variant": "out", "overshoot": 1.70158}"#,
            #"{"kind": "elastic", "variant": "outIn", "amplitude": 1, "period": 0.3}"#,
            #"{"kind": "overshoot", "count": 1, "halflife": 0.15}"#,
            #"{"kind": "overshoot", "count": 2147483647, "halflife": 0.15}"#,
            #"{"kind": "overshoot", "count": 3.0, "halflife": 15e-2}"#,
            #"{"kind": "sequence", "segments": [{"easing": "ease-in", "weight": 1}, {"easing": "linear", "weight": 3}]}"#,
            #"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}"#,
            #"{"kind": "spring", "mass": 1E0, "stiffness": 1.00000000000000000001e2, "damping": 10}"#,
            #"{"kind": "baked", "resolution": 100, "easing": {"kind": "reversed", "easing": {"kind": "reversed", "easing": "linear"}}}"#,
            #"{"kind": "power", "variant": "in", "exponent": 2.0000000000000004}"#,
            #"{"kind": "power", "variant": "in", "exponent": 0.1}"#,
            #"{"kind": "power", "variant": "in", "exponent": 2.2250738585072011e-308}"#,
            #"{"kind": "power", "variant": "in", "exponent": 9007199254740993}"#,
            #"{"kind": "power", "variant": "in", "exponent": 1.7976931348623157e308}"#,
            #"{"kind": "power", "variant": "out", "exponent": 3.14159265358979323846264338327950288}"#,
            #"{"kind": "exponentialDecelerate", "halflife": 4.9406564584124654e-324}"#,
            #"{"kind": "exponentialDecelerate", "halflife": 123456789012345678901234567890}"#,
            #"  {"kind":"clamped","easing":{"kind":"outIn","easing":"\u0065ase"}}  "#,
            #"{"easing": "ease", "kind": "inOut"}"#,
            #"{"kind": "power", "variant": "in", "exponent": 2,}"#,
            #"{"kind": "power", "variant": "in", "exponent": 2, "exponent": 3}"#,
            #"{"kind": "power", "kind": "back", "variant": "in", "exponent": 2}"#,
        ]
        // Random decimal literals, each a power easing's exponent.
        var random = SplitMix64(seed: 28)
        for _ in 0..<200 {
            let exponent = Double(bitPattern: random.next() >> 2 | 0x3FF0_0000_0000_0000) * 3  // [3, 6)
            let digits = Int(random.next() % 25) + 1
            let literal = String(format: "%.\(digits)g", exponent)
            texts.append(#"{"kind": "power", "variant": "inOut", "exponent": \#(literal)}"#)
        }
        return texts
    }()

    /// Invalid texts: every error of the Codable and limit tests, wrong JSON types at
    /// every key, missing keys, nulls, and text that is not JSON.
    static let invalidCorpus: [String] = [
        #""easeInOutWobble""#, #""cubic-bezier(2, 0, 1, 1)""#, #"{"kind": "wobble"}"#,
        #"{"kind": "power", "variant": "sideways", "exponent": 2}"#,
        #"{"kind": "power", "variant": "in", "exponent": -2}"#,
        #"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 0}"#,
        #"{"kind": "spring", "mass": -1, "stiffness": 100, "damping": 10}"#,
        #"{"kind": "sequence", "segments": []}"#,
        #"{"kind": "baked", "easing": "ease", "resolution": 1}"#,
        #"{"kind": "baked", "easing": "ease", "resolution": 1000000000}"#,
        #"{"kind": "baked", "easing": "ease", "resolution": 18446744073709551616}"#,
        #"{"kind": "baked", "easing": "ease", "resolution": 2.5}"#,
        #"{"kind": "power", "variant": "in"}"#,
        #"{"kind": "overshoot", "count": 3000000000, "halflife": 0.15}"#,
        #"{"kind": "overshoot", "count": -1, "halflife": 0.15}"#,
        #"{"kind": "overshoot", "count": 1e300, "halflife": 0.15}"#,
        #"{"kind": "power", "variant": "in", "exponent": 3, "exponet": 2}"#,
        #"{"kind": "reversed", "easing": {"kind": "power", "variant": "in", "exponent": 3, "bogus": 1}}"#,
        #"{"kind": "sequence", "segments": [{"easing": "linear", "weight": 1}, {"easing": "linear", "weight": 1, "w": 2}]}"#,
        #"{"kind": "clamped", "easing": "ease", "resolution": 3}"#,
        // Wrong JSON types, nulls and missing keys.
        "3", "null", "true", "[]", "{}", #"["ease"]"#,
        #"{"kind": 3}"#, #"{"kind": null}"#, #"{"kind": ["power"]}"#, #"{"kind": {}}"#,
        #"{"kind": "power", "variant": 1, "exponent": 2}"#,
        #"{"kind": "power", "variant": "in", "exponent": "2"}"#,
        #"{"kind": "power", "variant": "in", "exponent": null}"#,
        #"{"kind": "power", "variant": "in", "exponent": true}"#,
        #"{"kind": "power", "variant": "in", "exponent": [2]}"#,
        #"{"kind": "power", "variant": "in", "exponent": {}}"#,
        #"{"kind": "power", "variant": "in", "exponent": 1e400}"#,
        #"{"kind": "power", "variant": "in", "exponent": -1e400}"#,
        #"{"kind": "overshoot", "count": null, "halflife": 0.15}"#,
        #"{"kind": "overshoot", "count": 1e400, "halflife": 0.15}"#,
        #"{"kind": "reversed"}"#, #"{"kind": "reversed", "easing": null}"#, #"{"kind": "reversed", "easing": 1}"#,
        #"{"kind": "reversed", "easing": {"kind": "spring", "mass": 1, "stiffness": 100}}"#,
        #"{"kind": "sequence"}"#, #"{"kind": "sequence", "segments": null}"#, #"{"kind": "sequence", "segments": {}}"#,
        #"{"kind": "sequence", "segments": [1]}"#, #"{"kind": "sequence", "segments": [null]}"#,
        #"{"kind": "sequence", "segments": [{"easing": "linear"}]}"#,
        #"{"kind": "sequence", "segments": [{"weight": 1}]}"#,
        #"{"kind": "sequence", "segments": [{"easing": "linear", "weight": "1"}]}"#,
        #"{"kind": "sequence", "segments": [{"easing": "linear", "weight": 1}, {"easing": {"kind": "power"}, "weight": 1}]}"#,
        #"{"kind": "sequence", "segments": [{"easing": "linear", "weight": -1}]}"#,
        #"{"kind": "baked", "easing": "ease"}"#, #"{"kind": "baked", "resolution": 3}"#,
        // Not JSON.
        "", " ", #"{"kind": "power""#, #"{"kind" "power"}"#, #""ease" "ease""#, "[1,,]", #"{"kind": 'power'}"#,
        #"{"kind": "power", "variant": "in", "exponent": 01}"#, "nul",
    ]

    @Test("valid easings decode from the tape to what JSONDecoder gives", arguments: validCorpus)
    func valid(text: String) {
        let expected = Self.oracle(text)
        guard case .easing = expected else {
            Issue.record("the oracle refused \(text): \(expected)")
            return
        }
        #expect(Self.tape(text) == expected, "\(text)")
    }

    @Test("invalid easings throw the error JSONDecoder throws, at the same coding path", arguments: invalidCorpus)
    func invalid(text: String) {
        let expected = Self.oracle(text)
        if case .easing = expected { Issue.record("the oracle decoded \(text)") }
        let outcome = Self.tape(text)
        switch (outcome, expected) {
        case (.decoding(let kind, let path, let message), .decoding(let oracleKind, let oraclePath, let oracleMessage)):
            #expect(kind == oracleKind, "\(text)")
            #expect(path == oraclePath, "\(text)")
            #expect(message == oracleMessage, "\(text)")
        default:
            #expect(outcome == expected, "\(text)")
        }
    }

    @Test("an invalid escape is not valid JSON (JSONDecoder reads it as a string that fails to decode)")
    func invalidEscape() {
        #expect(Self.tape(#""\x""#) == .decoding(kind: "dataCorrupted", path: "", message: "The given data was not valid JSON."))
        #expect(Self.oracle(#""\x""#) != .easing(.linear))
    }

    @Test("budget errors are the same: depth, table entries and segments, at the same path")
    func budgets() {
        var deep = #""linear""#
        for _ in 0..<40 { deep = #"{"kind": "reversed", "easing": \#(deep)}"# }
        let segment = #"{"easing": {"kind": "baked", "resolution": 400, "easing": "linear"}, "weight": 1}"#
        let sequence = #"{"kind": "sequence", "segments": [\#(Array(repeating: segment, count: 4).joined(separator: ","))]}"#
        let cases: [(String, DecodingBudget)] = [
            (deep, .standard), (sequence, DecodingBudget(maximumTableEntries: 1000)), (sequence, DecodingBudget(maximumSegments: 3)),
            (sequence, DecodingBudget(maximumDepth: 2)),
        ]
        for (text, budget) in cases {
            let expected = Self.oracle(text, budget: budget)
            guard case .budget = expected else {
                Issue.record("the oracle gave \(expected)")
                continue
            }
            #expect(Self.tape(text, budget: budget) == expected)
        }
    }

    @Test("the decoder's containers: keyed, unkeyed and single values of every type, paths and userInfo")
    func containers() throws {
        struct Probe: Decodable, Equatable {
            var flag: Bool
            var text: String
            var double: Double
            var float: Float
            var int: Int
            var int8: Int8
            var uint64: UInt64
            var list: [Int]
            var optional: Int?
            var missing: Int?
            var nested: [String: [Double]]
            var budget: Int

            enum CodingKeys: String, CodingKey {
                case flag, text, double, float, int, int8, uint64, list, optional, missing, nested
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                flag = try container.decode(Bool.self, forKey: .flag)
                text = try container.decode(String.self, forKey: .text)
                double = try container.decode(Double.self, forKey: .double)
                float = try container.decode(Float.self, forKey: .float)
                int = try container.decode(Int.self, forKey: .int)
                int8 = try container.decode(Int8.self, forKey: .int8)
                uint64 = try container.decode(UInt64.self, forKey: .uint64)
                list = try container.decode([Int].self, forKey: .list)
                optional = try container.decodeIfPresent(Int.self, forKey: .optional)
                missing = try container.decodeIfPresent(Int.self, forKey: .missing)
                nested = try container.decode([String: [Double]].self, forKey: .nested)
                budget = (decoder.userInfo[.decodingBudget] as? DecodingBudget)?.maximumDepth ?? 0
            }
        }
        let text = #"""
            {"flag": true, "text": "a\u00e9\ud83d\ude00\n", "double": 0.1, "float": 3.4028235e38, "int": -9223372036854775808,
             "int8": 1.27e2, "uint64": 18446744073709551615, "list": [1, 2, 3], "optional": null,
             "nested": {"a": [1.5, -0], "b": []}}
            """#
        let oracle = JSONDecoder()
        oracle.userInfo[.decodingBudget] = DecodingBudget(maximumDepth: 7)
        let expected = try oracle.decode(Probe.self, from: Data(text.utf8))
        let document = try ScenarioJSON.parse(Data(text.utf8))
        let decoded = try Probe(from: ScenarioJSONDecoder(document.root, budget: DecodingBudget(maximumDepth: 7)))
        #expect(decoded == expected)
        #expect(decoded.budget == 7)
        // Errors inside nested containers: the same path and message as JSONDecoder's.
        for bad in [
            text.replacingOccurrences(of: "[1, 2, 3]", with: "[1, 2.5, 3]"),
            text.replacingOccurrences(of: "1.27e2", with: "128"),
            text.replacingOccurrences(of: "18446744073709551615", with: "18446744073709551616"),
            text.replacingOccurrences(of: "[1.5, -0]", with: "[1.5, \"x\"]"),
            text.replacingOccurrences(of: "3.4028235e38", with: "3.5e38"),
            text.replacingOccurrences(of: #""flag": true"#, with: #""flag": 1"#),
        ] {
            let oracleOutcome = Outcome { _ = try oracle.decode(Probe.self, from: Data(bad.utf8)); return .linear }
            let document = try ScenarioJSON.parse(Data(bad.utf8))
            let outcome = Outcome {
                _ = try Probe(from: ScenarioJSONDecoder(document.root, budget: DecodingBudget(maximumDepth: 7)))
                return .linear
            }
            #expect(outcome == oracleOutcome)
        }
    }
}
