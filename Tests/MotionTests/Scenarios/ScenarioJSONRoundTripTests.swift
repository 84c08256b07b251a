import Foundation
import Motion
import Testing

/// Writing libraries back to JSON: exact round trips for random libraries, P9's
/// schema in the output, determinism and the encoding errors.
@Suite struct ScenarioJSONRoundTripTests {
    /// Random libraries with random doubles over their whole range.
    struct LibraryGenerator {
        var random: SplitMix64

        /// Any finite Double, by bit pattern, with the edge cases now and then.
        mutating func double() -> Double {
            let special = [0.0, -0.0, .leastNonzeroMagnitude, -.greatestFiniteMagnitude, 0.1, 1e15, 1e-7, 123_456_789_012_345]
            if random.next() % 8 == 0 { return special[Int(random.next() % UInt64(special.count))] }
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }

        /// A finite Double ≥ 0.
        mutating func nonNegative() -> Double { abs(double()) }

        /// A Double in [0, 1], uniform over the bit patterns.
        mutating func unit() -> Double { Double(bitPattern: random.next() % (1.0.bitPattern + 1)) }

        mutating func name() -> String {
            let pieces = ["roar", "fly", "é", "✨", "\"", "\\", "\n", "\u{0}", "\u{1F}", "/", " ", "😀", "x"]
            return (0...(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }

        mutating func easing() -> Easing {
            switch random.next() % 9 {
            case 0: return .linear
            case 1: return [.easeIn, .easeOut, .easeInOut][Int(random.next() % 3)]
            case 2: return Easing.allNamed[Int(random.next() % UInt64(Easing.allNamed.count))]
            case 3: return .cubicBezier(x1: unit(), y1: bounded(16), x2: unit(), y2: bounded(16))
            case 4: return .steps(Int(random.next() % 10) + 2, position: .jumpNone)
            case 5: return .spring(Spring(mass: unit() + 0.5, stiffness: unit() * 500 + 1, damping: unit() * 20 + 0.5))
            case 6: return .power(.inOut, exponent: unit() * 5 + 0.5)
            case 7: return Easing.easeOutBounce.reversed()
            default: return .back(.out, overshoot: unit() * 3)
            }
        }

        /// A finite Double of magnitude below `limit`, over many bit patterns.
        mutating func bounded(_ limit: Double) -> Double { double().truncatingRemainder(dividingBy: limit) }

        /// Lengths and angles within Scenario.maximumMagnitude along easings that leave
        /// [0, 1] by less than 15 (see easing()); scales whose growth stays below 2^64.
        mutating func kind() -> ScenarioKeyframe.Kind {
            let anchor = CGPoint(x: bounded(0x1p27), y: bounded(0x1p27))
            switch random.next() % 8 {
            case 0: return .translate(x: bounded(0x1p27), y: bounded(0x1p27))
            case 1:
                return .rotate(
                    axis: ScenarioKeyframe.RotationAxis.allCases[Int(random.next() % 3)], degrees: bounded(0x1p27), anchor: anchor)
            case 2: return .scale(x: bounded(16), y: bounded(16), anchor: anchor)
            case 3: return .alpha(unit())
            case 4: return .morph(.named(name() + "t"))
            case 5:
                return .morph(
                    .frame(CGRect(x: bounded(0x1p27), y: bounded(0x1p27), width: abs(bounded(0x1p27)), height: abs(bounded(0x1p27)))))
            case 6: return .frameAnimation(target: name() + "t", velocity: double(), loops: random.next() % 2 == 0)
            default: return .action(ScenarioAction(named: name() + "a"))
            }
        }

        mutating func library() -> ScenarioLibrary {
            var library = ScenarioLibrary()
            for _ in 0..<(random.next() % 4) {
                let keyframes = (0..<(random.next() % 6)).map { _ in
                    ScenarioKeyframe(
                        // At most 5 keyframes, each under an eighth of the longest scenario loading accepts.
                        after: random.next() % 3 == 0 ? 0 : nonNegative().truncatingRemainder(dividingBy: Scenario.maximumDuration / 8),
                        kind(), interpolation: easing())
                }
                library.add(Scenario(name: name() + "s", keyframes: keyframes))
            }
            return library
        }
    }

    /// Every Double in a library, in order, as bit patterns: `==` on Double would
    /// not tell -0 from 0.
    static func bits(_ library: ScenarioLibrary) -> [UInt64] {
        library.names.flatMap { name in
            library[name]!.keyframes.flatMap { keyframe -> [Double] in
                let values: [Double]
                switch keyframe.kind {
                case .translate(let x, let y): values = [x, y]
                case .rotate(_, let degrees, let anchor): values = [degrees, Double(anchor.x), Double(anchor.y)]
                case .scale(let x, let y, let anchor): values = [x, y, Double(anchor.x), Double(anchor.y)]
                case .alpha(let alpha): values = [alpha]
                case .morph(.frame(let r)):
                    values = [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
                case .frameAnimation(_, let velocity, _): values = [velocity]
                case .morph(.named), .action: values = []
                }
                return [keyframe.after] + values
            }
        }.map(\.bitPattern)
    }

    @Test func randomLibrariesRoundTripExactly() throws {
        var generator = LibraryGenerator(random: SplitMix64(seed: 0xA11CE))
        for _ in 0..<300 {
            let library = generator.library()
            let data = try library.jsonData()
            let decoded = try ScenarioLibrary(data: data)
            #expect(decoded == library)
            #expect(Self.bits(decoded) == Self.bits(library))
            #expect(try decoded.jsonData() == data, "encode(decode(encode(x))) differs")
            let compact = try library.jsonString(prettyPrinted: false)
            #expect(try ScenarioLibrary(json: compact) == library)
            #expect(!compact.contains("\n") && !compact.contains(": "))
        }
    }

    /// The output is P9's schema wherever P9 can express the library: read back by
    /// Foundation's JSONSerialization (an independent reader), every key is one of P9's.
    @Test func p9ExpressibleLibrariesEncodeInP9sSchema() throws {
        let library = try ScenarioLibrary(json: P9SampleScenarios.json)
        let data = try library.jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
        #expect(Set(object.keys) == ["roar", "flyToTheVenus"])
        let p9Keys: Set<String> = [
            "type", "after", "target", "velocity", "loop", "alpha", "x", "y", "z", "angle", "anchorX", "anchorY",
            "interpolation",
        ]
        for (name, keyframes) in object {
            #expect(keyframes.count == library[name]!.keyframes.count)
            for keyframe in keyframes {
                #expect(Set(keyframe.keys).isSubset(of: p9Keys), "\(keyframe.keys)")
                #expect(["linear", "easeIn", "easeOut", "easeInOut"].contains(keyframe["interpolation"] as? String))
            }
        }
        let venus = object["flyToTheVenus"]!
        #expect(venus.map { $0["type"] as? String } == ["rotateZ", "alpha", "morph", "alpha"])
        #expect(venus[2]["target"] as? String == "venus")
    }

    /// The documented format, written out by hand: keys sorted, no whitespace when
    /// compact, two-space indentation when pretty, integers without a fraction.
    @Test func outputFormat() throws {
        let library = ScenarioLibrary([
            Scenario(name: "b", keyframes: [ScenarioKeyframe(after: 0.5, .translate(x: 1, y: -2.5), interpolation: .easeIn)]),
            Scenario(name: "a", keyframes: []),
        ])
        let compact = #"{"a":[],"b":[{"after":0.5,"interpolation":"easeIn","type":"translate","x":1,"y":-2.5}]}"#
        #expect(try library.jsonString(prettyPrinted: false) == compact)
        let pretty = """
            {
              "a": [],
              "b": [
                {
                  "after": 0.5,
                  "interpolation": "easeIn",
                  "type": "translate",
                  "x": 1,
                  "y": -2.5
                }
              ]
            }

            """
        #expect(try library.jsonString() == pretty)
        #expect(try library.jsonData() == Data(pretty.utf8))
    }

    @Test func extensionsAreWrittenOnlyWhereNeeded() throws {
        let spring = Easing.spring(Spring(mass: 1, stiffness: 100, damping: 10))
        let library = ScenarioLibrary([
            Scenario(name: "e", keyframes: [
                ScenarioKeyframe(.morph(.frame(CGRect(x: 1, y: 2, width: 3, height: 4))), interpolation: spring),
                ScenarioKeyframe(.action(ScenarioAction(named: "boom")), interpolation: .cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)),
                ScenarioKeyframe(.alpha(0.5), interpolation: .easeOutBounce),
            ])
        ])
        let object = try #require(
            try JSONSerialization.jsonObject(with: library.jsonData()) as? [String: [[String: Any]]])
        let keyframes = try #require(object["e"])
        #expect(keyframes[0]["frame"] as? [String: Double] == ["x": 1, "y": 2, "width": 3, "height": 4])
        #expect((keyframes[0]["interpolation"] as? [String: Any])?["kind"] as? String == "spring")
        #expect(keyframes[1]["name"] as? String == "boom")
        #expect(keyframes[1]["interpolation"] as? String == "cubic-bezier(0.2, 0, 0, 1)")
        #expect(keyframes[2]["interpolation"] as? String == "easeOutBounce")
        #expect(try ScenarioLibrary(data: library.jsonData()) == library)
    }

    /// Values JSON or the loader cannot take are refused, naming the scenario and keyframe.
    @Test func encodingErrors() {
        func library(_ keyframe: ScenarioKeyframe) -> ScenarioLibrary {
            ScenarioLibrary([
                Scenario(name: "fine", keyframes: [ScenarioKeyframe(.alpha(1))]),
                Scenario(name: "intro", keyframes: [ScenarioKeyframe(.translate(x: 1, y: 1)), keyframe]),
            ])
        }
        let cases: [(ScenarioKeyframe, ScenarioJSONEncodingError.Kind, String?)] = [
            (ScenarioKeyframe(.action(ScenarioAction { _ in })), .closureAction, nil),
            (ScenarioKeyframe(.action(ScenarioAction.sendable { _ in })), .closureAction, nil),
            (ScenarioKeyframe(.alpha(1), interpolation: .custom { $0 }), .unencodableEasing, "interpolation"),
            (ScenarioKeyframe(.alpha(1), interpolation: Easing.custom { $0 }.reversed()), .unencodableEasing, "interpolation"),
        ]
        for (keyframe, kind, key) in cases {
            let error = #expect(throws: ScenarioJSONEncodingError.self) { try library(keyframe).jsonData() }
            #expect(error?.kind == kind && error?.key == key, "\(String(describing: error))")
            #expect(error?.scenario == "intro" && error?.keyframeIndex == 1, "\(String(describing: error))")
        }
    }

    /// Values the loader would refuse cannot be built at all: keyframes check them
    /// when made and when their kind changes, so the encoder never meets them.
    @Test func invalidKeyframesStop() async {
        await #expect(processExitsWith: .failure) { _ = ScenarioKeyframe(.translate(x: .infinity, y: 0)) }
        await #expect(processExitsWith: .failure) { _ = ScenarioKeyframe(.scale(x: 1, y: .nan)) }
        await #expect(processExitsWith: .failure) { _ = ScenarioKeyframe(.frameAnimation(target: "")) }
        await #expect(processExitsWith: .failure) { _ = ScenarioKeyframe(.morph(.named(""))) }
        await #expect(processExitsWith: .failure) {
            _ = ScenarioKeyframe(.morph(.frame(CGRect(x: 0, y: 0, width: -1, height: 1))))
        }
        await #expect(processExitsWith: .failure) { _ = ScenarioKeyframe(after: -0.5, .alpha(1)) }
        await #expect(processExitsWith: .failure) {
            var keyframe = ScenarioKeyframe(.alpha(1))
            keyframe.kind = .alpha(1.5)
        }
    }
}
