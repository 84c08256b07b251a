import Foundation
import Motion
import Testing

/// Loading P9ViewAnimator scenario JSON: the sample, P9's defaults, the extensions,
/// overwrite, files and text encodings. The oracles are P9's schema and defaults
/// (seeds.md §5.4, P9's README) and scenarios built by hand.
@Suite struct ScenarioJSONLoadTests {
    static let bottomCentre = CGPoint(x: 0.5, y: 1.0)

    /// "roar" as seeds.md §5.4 describes it, with the reconstruction's angles and offsets.
    static let roar = Scenario(
        name: "roar",
        keyframes: [
            (0.2, 15.0, 0.0, -6.0, Easing.easeIn), (0.3, -30, -4, 0, .linear), (0.3, 30, 8, 0, .linear),
            (0.2, -30, -8, 0, .linear), (0.2, 30, 4, 0, .linear), (0.2, -15, 0, 6, .easeOut),
        ].flatMap { after, degrees, x, y, easing in
            [
                ScenarioKeyframe(after: after, .rotate(axis: .z, degrees: degrees, anchor: bottomCentre), interpolation: easing),
                ScenarioKeyframe(after: 0, .translate(x: x, y: y), interpolation: easing),
            ]
        }
    )

    /// "flyToTheVenus" as seeds.md §5.4 describes it.
    static let flyToTheVenus = Scenario(
        name: "flyToTheVenus",
        keyframes: [
            ScenarioKeyframe(after: 1.0, .rotate(axis: .z, degrees: 360), interpolation: .easeIn),
            ScenarioKeyframe(after: 0, .alpha(0.4), interpolation: .easeIn),
            ScenarioKeyframe(after: 1.0, .morph(.named("venus")), interpolation: .easeOut),
            ScenarioKeyframe(after: 0, .alpha(1.0), interpolation: .easeOut),
        ]
    )

    @Test func sampleLoadsToTheHandBuiltScenarios() throws {
        var library = ScenarioLibrary()
        let result = try library.load(json: P9SampleScenarios.json, overwrite: true)
        #expect(result == ScenarioLibrary.LoadResult(added: ["flyToTheVenus", "roar"]))
        #expect(library == ScenarioLibrary([Self.roar, Self.flyToTheVenus]))
        // roar's groups: six leaders with the published durations, each followed by one translate.
        let leaders = library["roar"]!.keyframes.filter { $0.after > 0 }.map(\.after)
        #expect(leaders == [0.2, 0.3, 0.3, 0.2, 0.2, 0.2])
    }

    /// Solves a CSS/Core Animation cubic Bézier timing function by bisection on x.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    /// P9's four names are Core Animation's timing functions: linear (0, 0, 1, 1),
    /// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58, 1),
    /// which are CSS's linear, ease-in, ease-out and ease-in-out.
    @Test(arguments: [
        ("linear", "linear", [0.0, 0, 1, 1]), ("easeIn", "ease-in", [0.42, 0, 1, 1]),
        ("easeOut", "ease-out", [0, 0, 0.58, 1]), ("easeInOut", "ease-in-out", [0.42, 0, 0.58, 1]),
    ])
    func p9InterpolationNamesAreCoreAnimationCurves(name: String, css: String, points: [Double]) throws {
        let library = try ScenarioLibrary(json: #"{"a": [{"after": 1, "interpolation": "\#(name)"}]}"#)
        let easing = library["a"]!.keyframes[0].interpolation
        #expect(easing.cssString == css)
        for step in 0...20 {
            let x = Double(step) / 20
            let expected = Self.bezier(points[0], points[1], points[2], points[3], at: x)
            #expect(abs(easing.value(at: x) - expected) < 1e-9, "\(name) at \(x)")
        }
    }

    /// Every P9 default (seeds.md §5.1, §5.4): after 0, linear, velocity 1, loop false,
    /// alpha 1, x = y = 0, angle 0, anchor (0.5, 0.5); no type means translate.
    @Test func p9Defaults() throws {
        let json = """
            {"d": [{}, {"type": "translate"}, {"type": "rotateX"}, {"type": "rotateY"}, {"type": "rotateZ"},
                   {"type": "scale"}, {"type": "alpha"}, {"type": "frameAnimation", "target": "t"},
                   {"type": "morph", "target": "m"}]}
            """
        let centre = CGPoint(x: 0.5, y: 0.5)
        let expected: [ScenarioKeyframe.Kind] = [
            .translate(x: 0, y: 0), .translate(x: 0, y: 0), .rotate(axis: .x, degrees: 0, anchor: centre),
            .rotate(axis: .y, degrees: 0, anchor: centre), .rotate(axis: .z, degrees: 0, anchor: centre),
            .scale(x: 0, y: 0, anchor: centre), .alpha(1), .frameAnimation(target: "t", velocity: 1, loops: false),
            .morph(.named("m")),
        ]
        let keyframes = try ScenarioLibrary(json: json)["d"]!.keyframes
        #expect(keyframes == expected.map { ScenarioKeyframe(after: 0, $0, interpolation: .linear) })
    }

    @Test func everyP9KeyIsRead() throws {
        let json = """
            {"k": [
              {"type": "frameAnimation", "after": 1.5, "target": "avatar", "velocity": 2.5, "loop": true},
              {"type": "rotateY", "after": 0.25, "angle": -90, "anchorX": 0, "anchorY": 1, "interpolation": "easeInOut"},
              {"type": "scale", "x": 1.5, "y": 0.5, "anchorX": 0.25, "anchorY": 0.75, "interpolation": "easeOut"},
              {"type": "alpha", "after": 2, "alpha": 0},
              {"type": "translate", "x": -3.5, "y": 1e-3, "z": 9}
            ]}
            """
        let expected = [
            ScenarioKeyframe(after: 1.5, .frameAnimation(target: "avatar", velocity: 2.5, loops: true)),
            ScenarioKeyframe(
                after: 0.25, .rotate(axis: .y, degrees: -90, anchor: CGPoint(x: 0, y: 1)), interpolation: .easeInOut),
            ScenarioKeyframe(.scale(x: 1.5, y: 0.5, anchor: CGPoint(x: 0.25, y: 0.75)), interpolation: .easeOut),
            ScenarioKeyframe(after: 2, .alpha(0)),
            ScenarioKeyframe(.translate(x: -3.5, y: 0.001)),
        ]
        #expect(try ScenarioLibrary(json: json)["k"]!.keyframes == expected)
    }

    /// P9's keys are accepted on every type and ignored where the type does not use them.
    @Test func p9KeysAreIgnoredWhereTheTypeDoesNotUseThem() throws {
        let all = #""after": 1, "target": "t", "velocity": 3, "loop": true, "alpha": 0.5, "x": 2, "y": 3, "z": 4, "angle": 45, "anchorX": 0, "anchorY": 0"#
        let json = """
            {"i": [{"type": "translate", \(all)}, {"type": "alpha", \(all)}, {"type": "morph", \(all)},
                   {"type": "frameAnimation", \(all)}, {"type": "action", "name": "boom", \(all)}]}
            """
        let expected: [ScenarioKeyframe.Kind] = [
            .translate(x: 2, y: 3), .alpha(0.5), .morph(.named("t")),
            .frameAnimation(target: "t", velocity: 3, loops: true), .action(ScenarioAction(named: "boom")),
        ]
        #expect(try ScenarioLibrary(json: json)["i"]!.keyframes == expected.map { ScenarioKeyframe(after: 1, $0) })
    }

    @Test(arguments: [
        (#""easeOutBounce""#, Easing.easeOutBounce), (#""EaseIn""#, .easeIn), (#""ease-in-out""#, .easeInOut),
        (#""ease""#, .ease), (#""cubic-bezier(0.2, 0, 0, 1)""#, .cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)),
        (#""steps(4, jump-start)""#, .steps(4, position: .jumpStart)),
        (#"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}"#,
         .spring(Spring(mass: 1, stiffness: 100, damping: 10))),
        (#"{"kind": "power", "variant": "inOut", "exponent": 3}"#, .power(.inOut, exponent: 3)),
        (#"{"kind": "reversed", "easing": "easeOutBounce"}"#, Easing.easeOutBounce.reversed()),
    ])
    func extendedInterpolations(text: String, expected: Easing) throws {
        let library = try ScenarioLibrary(json: #"{"e": [{"after": 1, "interpolation": \#(text)}]}"#)
        #expect(library["e"]!.keyframes[0].interpolation == expected)
    }

    @Test func morphToAFrameAndNamedActions() throws {
        let json = """
            {"x": [{"type": "morph", "after": 0.5, "frame": {"x": -10, "y": 20.5, "width": 0, "height": 40}},
                   {"type": "action", "name": "playSound"}]}
            """
        let expected = [
            ScenarioKeyframe(after: 0.5, .morph(.frame(CGRect(x: -10, y: 20.5, width: 0, height: 40)))),
            ScenarioKeyframe(after: 0, .action(ScenarioAction(named: "playSound"))),
        ]
        #expect(try ScenarioLibrary(json: json)["x"]!.keyframes == expected)
    }

    @Test func overwriteFalseSkipsAndOverwriteTrueReplaces() throws {
        let old = Scenario(name: "roar", keyframes: [ScenarioKeyframe(after: 9, .alpha(0))])
        let keep = Scenario(name: "keep", keyframes: [])
        let start = ScenarioLibrary([old, keep])

        var skipping = start
        let skipped = try skipping.load(json: P9SampleScenarios.json, overwrite: false)
        #expect(skipped == ScenarioLibrary.LoadResult(added: ["flyToTheVenus"], skipped: ["roar"]))
        #expect(skipping == ScenarioLibrary([old, keep, Self.flyToTheVenus]))

        var replacing = start
        let replaced = try replacing.load(json: P9SampleScenarios.json, overwrite: true)
        #expect(replaced == ScenarioLibrary.LoadResult(added: ["flyToTheVenus"], replaced: ["roar"]))
        #expect(replacing == ScenarioLibrary([Self.roar, keep, Self.flyToTheVenus]))

        // The default is to replace, as add(_:overwrite:) does.
        var defaulted = start
        try defaulted.load(json: P9SampleScenarios.json)
        #expect(defaulted == replacing)
    }

    @Test func loadsFromFilesByURLAndPath() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("motion-scenario-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("senarios.json")
        try Data(P9SampleScenarios.json.utf8).write(to: url)
        let expected = ScenarioLibrary([Self.roar, Self.flyToTheVenus])

        #expect(try ScenarioLibrary(contentsOf: url) == expected)
        var byPath = ScenarioLibrary()
        #expect(try byPath.load(contentsOfFile: url.path, overwrite: false).added == ["flyToTheVenus", "roar"])
        #expect(byPath == expected)

        var unchanged = expected
        let missing = directory.appendingPathComponent("missing.json")
        let error = try #require(throws: ScenarioLoadError.self) { try unchanged.load(contentsOf: missing) }
        #expect(error.kind == .unreadableFile && error.reason.contains("missing.json"))
        let empty = try #require(throws: ScenarioLoadError.self) { try unchanged.load(contentsOfFile: "") }
        #expect(empty.kind == .unreadableFile)
        #expect(unchanged == expected)
    }

    /// JSONSerialization reads UTF-8 with or without a byte-order mark, UTF-16 and UTF-32;
    /// so does Motion. The oracle is the same text in plain UTF-8.
    @Test func textEncodings() throws {
        let text = P9SampleScenarios.json.replacingOccurrences(of: "venus", with: "Vénus ✨")
        let expected = try ScenarioLibrary(data: Data(text.utf8))
        #expect(expected["flyToTheVenus"]!.keyframes[2].kind == .morph(.named("Vénus ✨")))
        let encodings: [String.Encoding] = [.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian]
        for encoding in encodings {
            #expect(try ScenarioLibrary(data: text.data(using: encoding)!) == expected, "\(encoding)")
        }
        #expect(try ScenarioLibrary(data: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)) == expected)
        #expect(try ScenarioLibrary(data: Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!) == expected)
        #expect(try ScenarioLibrary(data: Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!) == expected)
    }

    /// JSON details: escapes, exponents, empty scenarios, one trailing comma (which
    /// Foundation's JSONSerialization accepts too, and which P9's README example has).
    @Test func jsonDetails() throws {
        let json = """
            \t{ "a\\"b\\u00e9\\ud83d\\ude00" : [ { "x" : -0.5E+1 , "y" : 25e-1 , } , ] ,
             "empty": [] }\r\n
            """
        let library = try ScenarioLibrary(json: json)
        #expect(library.names == ["a\"bé😀", "empty"])
        #expect(library["a\"bé😀"]!.keyframes == [ScenarioKeyframe(.translate(x: -5, y: 2.5))])
        #expect(library["empty"]!.keyframes.isEmpty)
        #expect(try ScenarioLibrary(json: "{}") == ScenarioLibrary())
    }

    /// Numbers are read with correct rounding: the oracle is Swift's Double(String),
    /// on decimal texts with up to 17 significant digits and extreme exponents.
    @Test func numbersAreCorrectlyRounded() throws {
        var generator = SplitMix64(seed: 0x5CE7_A210)
        for _ in 0..<300 {
            let digits = String(generator.next() % 100_000_000_000_000_000)
            let exponent = Int(generator.next() % 640) - 330
            let fraction = digits.count > 1 ? "." + digits.dropFirst() : ""
            let text = "\(generator.next() % 2 == 0 ? "-" : "")\(digits.prefix(1))\(fraction)e\(exponent)"
            let expected = Double(text)!
            guard expected.isFinite else { continue }
            // A frame animation's velocity: any finite number (lengths obey Scenario.maximumMagnitude).
            let library = try ScenarioLibrary(json: #"{"n": [{"type": "frameAnimation", "target": "t", "velocity": \#(text)}]}"#)
            guard case .frameAnimation(_, let x, _) = library["n"]!.keyframes[0].kind else {
                Issue.record("not a frame animation")
                return
            }
            #expect(x.bitPattern == expected.bitPattern, "\(text)")
        }
    }
}
