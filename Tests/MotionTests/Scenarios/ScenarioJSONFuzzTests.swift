import Foundation
import Motion
import Testing

/// Hundreds of mutated scenario files: each either loads fully, agreeing with an
/// independent reading by Foundation's JSONSerialization, or throws a
/// ``ScenarioLoadError`` and leaves the library exactly as it was. Never a crash.
@Suite struct ScenarioJSONFuzzTests {
    /// A valid file with every type and every extension.
    static let everything = """
        {
          "all": [
            {"type": "frameAnimation", "after": 1, "target": "avatar", "velocity": 2, "loop": true, "interpolation": "easeInOut"},
            {"type": "rotateX", "after": 0.5, "angle": 45, "anchorX": 0, "anchorY": 1},
            {"type": "rotateY", "angle": -45, "z": 3},
            {"type": "scale", "after": 0.25, "x": 1.5, "y": 1.5, "interpolation": "cubic-bezier(0.2, 0, 0, 1)"},
            {"type": "alpha", "alpha": 0.5, "interpolation": {"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}},
            {"type": "morph", "after": 1, "frame": {"x": 10, "y": 20, "width": 30, "height": 40}, "interpolation": "easeOutBounce"},
            {"type": "action", "name": "boom"}
          ],
          "wait": [{"after": 2}],
          "roar": []
        }
        """

    static let typeNames = ["translate", "rotateX", "rotateY", "rotateZ", "scale", "alpha", "morph", "frameAnimation", "action"]
    static let keys = ["type", "after", "target", "velocity", "loop", "alpha", "x", "y", "z", "angle", "anchorX", "anchorY", "interpolation", "frame", "name"]
    static let replacements = [
        "-1", "1.5", "2", "0", "-0", "1e400", "0.000001", #""3""#, #""""#, "true", "false", "null", "[]", "{}",
        #""easeIn""#, #""bogus""#, #"{"kind": "spring"}"#, #""steps(3)""#,
    ]

    /// The `type` name of a loaded keyframe, as P9's schema spells it.
    static func typeName(_ kind: ScenarioKeyframe.Kind) -> String {
        switch kind {
        case .translate: "translate"
        case .rotate(let axis, _, _): "rotate" + axis.rawValue.uppercased()
        case .scale: "scale"
        case .alpha: "alpha"
        case .morph: "morph"
        case .frameAnimation: "frameAnimation"
        case .action: "action"
        }
    }

    struct Mutator {
        var random: SplitMix64

        mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
        mutating func index(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }

        /// A structural mutation of valid JSON, through JSONSerialization.
        mutating func structural(_ text: String) -> String {
            guard var root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return text }
            let names = root.keys.sorted()
            guard !names.isEmpty else { return text }
            let name = pick(names)
            var keyframes = root[name] as? [Any] ?? []
            let replacement = try! JSONSerialization.jsonObject(with: Data(pick(Self.replacementsForStructure).utf8), options: .fragmentsAllowed)
            switch random.next() % 7 {
            case 0: root[name] = nil  // drop a scenario
            case 1: root[name + "2"] = keyframes  // add one
            case 2: root[name] = replacement  // a scenario of the wrong type
            default:
                guard !keyframes.isEmpty else { return text }
                let i = index(keyframes.count)
                var keyframe = keyframes[i] as? [String: Any] ?? [:]
                switch random.next() % 6 {
                case 0: if let key = keyframe.keys.sorted().first { keyframe[key] = nil }  // drop a key
                case 1: keyframe[pick(ScenarioJSONFuzzTests.keys)] = nil
                case 2: keyframe["anchroX"] = 1  // an unknown key
                case 3: keyframe["type"] = pick(ScenarioJSONFuzzTests.typeNames + ["rotate", "Alpha", ""])
                default: keyframe[pick(ScenarioJSONFuzzTests.keys)] = replacement  // any value under any key
                }
                keyframes[i] = keyframe
                if random.next() % 5 == 0 { keyframes.remove(at: index(keyframes.count)) }
                root[name] = keyframes
            }
            let data = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }

        static let replacementsForStructure = ScenarioJSONFuzzTests.replacements.filter { $0 != "1e400" }

        /// A textual mutation: delete, duplicate, flip, or replace a number or a value.
        mutating func textual(_ text: String) -> String {
            var characters = Array(text)
            guard !characters.isEmpty else { return text }
            let i = index(characters.count)
            switch random.next() % 5 {
            case 0:
                characters.remove(at: i)
            case 1:
                let length = min(1 + index(8), characters.count - i)
                characters.insert(contentsOf: characters[i..<(i + length)], at: index(characters.count))
            case 2:
                characters[i] = pick(Array(#"{}[]":,.-+eE0123456789 \ntfaluxyzé"#) + ["\u{0}", "\t"])
            default:
                // Replace the value after a random ':' up to the next ',' or '}'.
                let colons = characters.indices.filter { characters[$0] == ":" }
                guard let colon = colons.isEmpty ? nil : pick(colons) else { return text }
                let end = characters[(colon + 1)...].firstIndex { $0 == "," || $0 == "}" } ?? characters.count
                characters.replaceSubrange((colon + 1)..<end, with: " " + pick(ScenarioJSONFuzzTests.replacements))
            }
            return String(characters)
        }
    }

    @Test func mutatedFilesLoadFullyOrNotAtAll() throws {
        var libraries = ScenarioJSONRoundTripTests.LibraryGenerator(random: SplitMix64(seed: 77))
        let bases = [P9SampleScenarios.json, Self.everything, try libraries.library().jsonString(prettyPrinted: false)]
        let start = ScenarioLibrary([
            Scenario(name: "roar", keyframes: [ScenarioKeyframe(after: 1, .alpha(0))]),
            Scenario(name: "untouched", keyframes: [ScenarioKeyframe(.translate(x: 1, y: 2))]),
        ])
        var mutator = Mutator(random: SplitMix64(seed: 0xF022))
        var loaded = 0
        var kinds = Set<String>()
        for round in 0..<600 {
            var text = bases[round % bases.count]
            for _ in 0...(mutator.random.next() % 3) {
                text = mutator.random.next() % 2 == 0 ? mutator.structural(text) : mutator.textual(text)
            }
            // Now and then a raw byte too, which may break the UTF-8.
            var bytes = Array(text.utf8)
            if round % 8 == 0 && !bytes.isEmpty {
                bytes[mutator.index(bytes.count)] = UInt8(truncatingIfNeeded: mutator.random.next())
            }
            let overwrite = mutator.random.next() % 2 == 0
            var library = start
            let outcome: Result<ScenarioLibrary.LoadResult, ScenarioLoadError>
            do {
                outcome = .success(try library.load(Data(bytes), overwrite: overwrite))
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let result):
                loaded += 1
                text = try #require(String(validating: bytes, as: UTF8.self), "loaded invalid UTF-8")
                try check(library, result, loadedFrom: text, into: start, overwrite: overwrite)
            case .failure(let error):
                kinds.insert("\(error.kind)")
                #expect(library == start, "changed by a failed load of \(text)")
                #expect((error.kind == .malformedJSON) == (error.line != nil && error.column != nil))
            }
        }
        // Both outcomes are well represented, and the errors are of many kinds.
        #expect(loaded >= 60 && loaded <= 540, "\(loaded) of 600 loaded")
        #expect(kinds.count >= 7, "\(kinds.sorted())")
    }

    /// A successful load agrees with JSONSerialization's reading of the same text.
    func check(
        _ library: ScenarioLibrary, _ result: ScenarioLibrary.LoadResult, loadedFrom text: String,
        into start: ScenarioLibrary, overwrite: Bool
    ) throws {
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            "Motion loaded text that JSONSerialization rejects: \(text)"
        )
        let names = Set(parsed.keys)
        #expect(Set(library.names) == names.union(start.names))
        #expect(Set(result.added) == names.subtracting(start.names))
        #expect(Set(result.replaced) == (overwrite ? names.intersection(start.names) : []))
        #expect(Set(result.skipped) == (overwrite ? [] : names.intersection(start.names)))
        for name in library.names {
            guard let keyframes = parsed[name] as? [[String: Any]], overwrite || start[name] == nil else {
                #expect(library[name] == start[name])
                continue
            }
            let loaded = library[name]!.keyframes
            #expect(loaded.count == keyframes.count, "\(text)")
            for (keyframe, object) in zip(loaded, keyframes) {
                #expect(Self.typeName(keyframe.kind) == (object["type"] as? String ?? "translate"), "\(text)")
                // JSONSerialization on Linux may be an ulp or so off.
                let after = (object["after"] as? NSNumber)?.doubleValue ?? 0
                #expect(abs(keyframe.after - after) <= 1e-15 * max(1, after), "\(text)")
            }
        }
        #expect(try ScenarioLibrary(data: library.jsonData()) == library)
    }
}
