import Foundation
import Motion
import Testing

/// Every way scenario JSON can be wrong: each throws a ``ScenarioLoadError`` of the
/// right kind at the right scenario, keyframe index and key, and leaves the library
/// unchanged. The expected places are read off the hand-written texts.
@Suite struct ScenarioJSONErrorTests {
    /// A bad keyframe placed third in the second scenario, after good ones.
    static func wrapped(_ keyframe: String) -> String {
        #"{"good": [{"x": 1}], "bad": [{"after": 1}, {"type": "alpha", "alpha": 0.5}, \#(keyframe)]}"#
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var kind: ScenarioLoadError.Kind
        var scenario: String?
        var index: Int?
        var key: String?
        var testDescription: String { json }
    }

    /// A keyframe error: scenario "bad", index 2.
    static func keyframe(_ text: String, _ kind: ScenarioLoadError.Kind, _ key: String?) -> Case {
        Case(json: wrapped(text), kind: kind, scenario: "bad", index: 2, key: key)
    }

    static let cases: [Case] = [
        // The shape of the file.
        Case(json: "[]", kind: .notAnObject),
        Case(json: #""roar""#, kind: .notAnObject),
        Case(json: #"{"a": [], "b": {"type": "alpha"}}"#, kind: .notAnArray, scenario: "b"),
        Case(json: #"{"a": [], "b": null}"#, kind: .notAnArray, scenario: "b"),
        Case(json: #"{"a": [], "": []}"#, kind: .emptyName, scenario: ""),
        Case(json: #"{"a": [], "b": [], "a": [{"x": 1}]}"#, kind: .duplicateKey, scenario: "a"),
        keyframe(#""translate""#, .notAnObject, nil),
        keyframe("[]", .notAnObject, nil),
        // Types and keys.
        keyframe(#"{"type": "rotate", "angle": 10}"#, .unknownType, "type"),
        keyframe(#"{"type": "Alpha"}"#, .unknownType, "type"),
        keyframe(#"{"type": 3}"#, .wrongType, "type"),
        keyframe(#"{"x": 1, "anchroX": 0.5}"#, .unknownKey, "anchroX"),
        keyframe(#"{"type": "translate", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#, .unknownKey, "frame"),
        keyframe(#"{"type": "morph", "target": "t", "name": "n"}"#, .unknownKey, "name"),
        keyframe(#"{"x": 1, "y": 2, "x": 3}"#, .duplicateKey, "x"),
        // Missing and empty required keys.
        keyframe(#"{"type": "frameAnimation", "velocity": 2}"#, .missingKey, "target"),
        keyframe(#"{"type": "morph", "after": 1}"#, .missingKey, "target"),
        keyframe(#"{"type": "action"}"#, .missingKey, "name"),
        keyframe(#"{"type": "frameAnimation", "target": ""}"#, .emptyName, "target"),
        keyframe(#"{"type": "morph", "target": ""}"#, .emptyName, "target"),
        keyframe(#"{"type": "action", "name": ""}"#, .emptyName, "name"),
        keyframe(#"{"type": "morph", "target": "t", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#, .conflictingKeys, "frame"),
        // Wrong JSON types, on used and on ignored keys.
        keyframe(#"{"after": "0.5"}"#, .wrongType, "after"),
        keyframe(#"{"x": null}"#, .wrongType, "x"),
        keyframe(#"{"type": "frameAnimation", "target": "t", "loop": 1}"#, .wrongType, "loop"),
        keyframe(#"{"type": "frameAnimation", "target": "t", "velocity": true}"#, .wrongType, "velocity"),
        keyframe(#"{"type": "morph", "target": 7}"#, .wrongType, "target"),
        keyframe(#"{"type": "alpha", "z": "deep"}"#, .wrongType, "z"),
        keyframe(#"{"type": "translate", "anchorY": [1]}"#, .wrongType, "anchorY"),
        keyframe(#"{"type": "rotateZ", "angle": {}}"#, .wrongType, "angle"),
        keyframe(#"{"interpolation": 2}"#, .wrongType, "interpolation"),
        keyframe(#"{"type": "morph", "frame": [0, 0, 1, 1]}"#, .wrongType, "frame"),
        keyframe(#"{"type": "morph", "frame": {"x": 0, "y": 0, "width": "1", "height": 1}}"#, .wrongType, "frame.width"),
        // Frames.
        keyframe(#"{"type": "morph", "frame": {"x": 0, "y": 0, "width": 1}}"#, .missingKey, "frame.height"),
        keyframe(#"{"type": "morph", "frame": {"x": 0, "y": 0, "width": 1, "height": 1, "z": 0}}"#, .unknownKey, "frame.z"),
        keyframe(#"{"type": "morph", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}"#, .outOfRange, "frame.width"),
        keyframe(#"{"type": "morph", "frame": {"x": 0, "y": 0, "width": 1, "height": -0.5}}"#, .outOfRange, "frame.height"),
        keyframe(#"{"type": "morph", "frame": {"x": 0, "x": 0, "y": 0, "width": 1, "height": 1}}"#, .duplicateKey, "frame.x"),
        // Ranges.
        keyframe(#"{"type": "alpha", "alpha": 1.5}"#, .outOfRange, "alpha"),
        keyframe(#"{"type": "alpha", "alpha": -0.001}"#, .outOfRange, "alpha"),
        keyframe(#"{"after": -0.1}"#, .outOfRange, "after"),
        keyframe(#"{"after": 1e400}"#, .outOfRange, "after"),
        keyframe(#"{"x": -1e999}"#, .outOfRange, "x"),
        keyframe(#"{"type": "scale", "z": 2e308}"#, .outOfRange, "z"),
        // Interpolations.
        keyframe(#"{"interpolation": "wobble"}"#, .unknownInterpolation, "interpolation"),
        keyframe(#"{"interpolation": "cubic-bezier(2, 0, 1, 1)"}"#, .unknownInterpolation, "interpolation"),
        keyframe(#"{"interpolation": "steps(0)"}"#, .unknownInterpolation, "interpolation"),
        keyframe(#"{"interpolation": {"kind": "wobble"}}"#, .unknownInterpolation, "interpolation.kind"),
        keyframe(#"{"interpolation": {"kind": "spring", "mass": -1, "stiffness": 100, "damping": 10}}"#, .outOfRange, "interpolation.mass"),
        keyframe(#"{"interpolation": {"kind": "spring", "mass": 1, "stiffness": 100}}"#, .unknownInterpolation, "interpolation"),
        keyframe(#"{"interpolation": {"kind": "spring", "mass": 1, "mass": 2, "stiffness": 1, "damping": 1}}"#, .duplicateKey, "interpolation"),
        keyframe(#"{"interpolation": {"kind": "power", "variant": "in", "exponent": 1e999}}"#, .outOfRange, "interpolation"),
    ]

    @Test(arguments: cases)
    func locatedErrors(_ test: Case) {
        let start = ScenarioLibrary([Scenario(name: "good", keyframes: [ScenarioKeyframe(after: 3, .alpha(0.25))])])
        for overwrite in [false, true] {
            var library = start
            do {
                try library.load(json: test.json, overwrite: overwrite)
                Issue.record("loaded \(test.json)")
            } catch {
                #expect(error.kind == test.kind, "\(error)")
                #expect(error.scenario == test.scenario, "\(error)")
                #expect(error.keyframeIndex == test.index, "\(error)")
                #expect(error.key == test.key, "\(error)")
                #expect(error.line == nil && error.column == nil)
                #expect(!error.reason.isEmpty)
                if let key = test.key { #expect(error.description.contains("key \"\(key)\"")) }
                if let index = test.index { #expect(error.description.contains("keyframe \(index)")) }
            }
            #expect(library == start, "the library changed")
        }
    }

    /// Syntax errors carry the one-based line and character column of the offending
    /// character, counted by hand in these texts.
    @Test(arguments: [
        (#"{"a": [}"#, 1, 8),
        ("{\n  \"a\": [\n    {\"x\": 1,,}\n  ]\n}", 3, 13),
        (#"{"é✨": [1,]} x"#, 1, 14),
        (#"{"a": [{"x": 01}]}"#, 1, 15),
        (#"{"a": [{"x": 1.}]}"#, 1, 16),
        (#"{"a": [{"x": tru}]}"#, 1, 17),
        (#"{"a": "\x"}"#, 1, 8),
        (#"{"a": "\ud800"}"#, 1, 8),
        (#"{"a": "\udc00"}"#, 1, 8),
        ("{\"a\": \"tab\there\"}", 1, 11),
        (#"{"a": []"#, 1, 9),
        ("", 1, 1),
        ("   ", 1, 4),
        (#"{'a': []}"#, 1, 2),
        (#"{"a": [1 2]}"#, 1, 10),
        (#"{"a" []}"#, 1, 6),
        (#"{"a": [,]}"#, 1, 8),
    ])
    func syntaxErrors(text: String, line: Int, column: Int) {
        var library = ScenarioLibrary()
        let error = #expect(throws: ScenarioLoadError.self) { try library.load(json: text) }
        #expect(error?.kind == .malformedJSON, "\(String(describing: error))")
        #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("line \(line), column \(column): ") == true)
        #expect(error.map { $0.scenario == nil && $0.keyframeIndex == nil && $0.key == nil } == true)
        #expect(library == ScenarioLibrary())
    }

    @Test func invalidBytesAndDeepNesting() {
        let invalid: [[UInt8]] = [
            Array(#"{"a"#.utf8) + [0xFF] + Array(#"": []}"#.utf8),  // not UTF-8
            Array(#"{"a"#.utf8) + [0xC0, 0xAF] + Array(#"": []}"#.utf8),  // overlong '/'
            Array(#"{"a"#.utf8) + [0xED, 0xA0, 0x80] + Array(#"": []}"#.utf8),  // encoded surrogate
            Array(#"{"a"#.utf8) + [0xE2, 0x9C] + Array(#"": []}"#.utf8),  // truncated sequence
        ]
        for bytes in invalid {
            let error = #expect(throws: ScenarioLoadError.self) { try ScenarioLibrary(data: Data(bytes)) }
            #expect(error?.kind == .malformedJSON && error?.line == 1 && error?.column == 4, "\(bytes)")
        }
        let deep = #"{"a": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        let error = #expect(throws: ScenarioLoadError.self) { try ScenarioLibrary(json: deep) }
        #expect(error?.kind == .malformedJSON)
        #expect(throws: ScenarioLoadError.self) { try ScenarioLibrary(data: Data([0x00])) }
    }

    /// The first problem in document order is reported.
    @Test func theFirstProblemIsReported() {
        let json = #"{"z": [{}, {"type": "alpha", "alpha": 2}], "a": [{"type": "nope"}]}"#
        let error = #expect(throws: ScenarioLoadError.self) { try ScenarioLibrary(json: json) }
        #expect(error?.scenario == "z" && error?.keyframeIndex == 1 && error?.key == "alpha")
        let twoKeys = #"{"a": [{"type": "alpha", "alpha": 2, "after": -1, "bogus": 0}]}"#
        let first = #expect(throws: ScenarioLoadError.self) { try ScenarioLibrary(json: twoKeys) }
        #expect(first?.kind == .unknownKey && first?.key == "bogus")
    }

    /// A file with one bad scenario loads none, whatever the order and the overwrite flag.
    @Test func loadingIsAtomic() throws {
        let start = ScenarioLibrary([
            Scenario(name: "roar", keyframes: [ScenarioKeyframe(after: 1, .alpha(0))]),
            Scenario(name: "other", keyframes: []),
        ])
        let good = #""roar": [{"type": "rotateZ", "after": 1, "angle": 5}], "new": [{"x": 1}]"#
        let bad = #""broken": [{"type": "alpha", "alpha": 3}]"#
        for json in ["{\(good), \(bad)}", "{\(bad), \(good)}"] {
            for overwrite in [false, true] {
                var library = start
                #expect(throws: ScenarioLoadError.self) { try library.load(json: json, overwrite: overwrite) }
                #expect(library == start)
            }
        }
        var library = start
        #expect(try library.load(json: "{\(good)}", overwrite: true).replaced == ["roar"])
        #expect(library != start && library.names == ["new", "other", "roar"])
    }

    @Test func descriptions() {
        let error = ScenarioLoadError(.outOfRange, scenario: "ro\"ar", keyframeIndex: 2, key: "alpha", reason: "too big")
        #expect(error.description == #"scenario "ro\"ar", keyframe 2, key "alpha": too big"#)
        #expect(ScenarioLoadError(.unreadableFile, reason: "cannot read x").description == "cannot read x")
        let encoding = ScenarioJSONEncodingError(.closureAction, scenario: "s", keyframeIndex: 0, reason: "closure")
        #expect(encoding.description == #"scenario "s", keyframe 0: closure"#)
    }
}
