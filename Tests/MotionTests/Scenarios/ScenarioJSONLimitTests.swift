import Foundation
import Motion
import Testing

/// Scenario files built to trap the player or to cost time and memory: each is
/// refused at load with a ``ScenarioLoadError`` naming the scenario, keyframe and
/// key path, and the library is left unchanged. The oracles are the hand-written
/// files and the documented limits (2^62 ns per scenario, the ``DecodingBudget``).
@Suite struct ScenarioJSONLimitTests {
    static let before = ScenarioLibrary([Scenario(name: "kept", keyframes: [ScenarioKeyframe(after: 1, .alpha(0.5))])])

    /// Loads `json` into a copy of ``before``; expects an error and an unchanged library.
    static func refuse(_ json: String, budget: DecodingBudget = .standard) -> ScenarioLoadError? {
        var library = before
        let error = #expect(throws: ScenarioLoadError.self) { try library.load(json: json, budget: budget) }
        #expect(library == before)
        return error
    }

    // MARK: - Durations that would overflow the player's Int64 nanoseconds

    @Test("after 1e10 s is refused at load, naming scenario, keyframe and after")
    func afterTooLong() {
        let error = Self.refuse(#"{"long": [{"after": 1e10, "x": 1}]}"#)
        #expect(error?.kind == .outOfRange)
        #expect(error?.scenario == "long")
        #expect(error?.keyframeIndex == 0)
        #expect(error?.key == "after")
    }

    @Test("three groups of 4e9 s each fit alone, but their sum is refused at the group that overflows")
    func groupsSumTooLong() throws {
        // One group of 4e9 s (4e18 ns < 2^62 ns) loads.
        var library = ScenarioLibrary()
        try library.load(json: #"{"one": [{"after": 4e9, "x": 1}]}"#)
        #expect(library["one"]?.duration == 4e9)
        let error = Self.refuse(#"{"long": [{"after": 4e9, "x": 1}, {"after": 0, "y": 1}, {"after": 4e9}, {"after": 4e9}]}"#)
        #expect(error?.kind == .outOfRange)
        #expect(error?.scenario == "long")
        #expect(error?.keyframeIndex == 2)
        #expect(error?.key == "after")
    }

    @Test("a scenario lasting 2^62 - 1 ns loads; 2^62 ns is refused at the keyframe that reaches it")
    func durationLimit() throws {
        // 2^62 ns = 4 611 686 018.427 387 904 s. Whole seconds and nine-digit fractions
        // are exact in nanoseconds, so the sums below are exact.
        #expect(Scenario.maximumDuration == 0x1p62 / 1e9)
        func json(_ last: String) -> String {
            #"{"edge": [{"after": 2305843009}, {"after": 2305843009}, {"after": \#(last)}]}"#
        }
        var library = ScenarioLibrary()
        try library.load(json: json("0.427387903"))
        #expect(library["edge"] != nil)
        let error = Self.refuse(json("0.427387904"))
        #expect(error?.kind == .outOfRange)
        #expect(error?.keyframeIndex == 2)
        #expect(error?.key == "after")
    }

    // MARK: - Easing objects inside interpolation

    @Test("an overshoot count of 3000000000 names interpolation.count")
    func easingCount() {
        let error = Self.refuse(
            #"{"s": [{"after": 1, "interpolation": {"kind": "overshoot", "count": 3000000000, "halflife": 0.15}}]}"#)
        #expect(error?.kind == .outOfRange)
        #expect(error?.key == "interpolation.count")
        #expect(error?.reason.contains("count") == true)
    }

    @Test("an unknown key inside an interpolation object names its path")
    func easingUnknownKey() {
        let error = Self.refuse(
            #"{"s": [{"after": 1, "interpolation": {"kind": "reversed", "easing": {"kind": "power", "variant": "in", "exponent": 2, "exponnet": 3}}}]}"#
        )
        #expect(error?.kind == .unknownKey)
        #expect(error?.scenario == "s")
        #expect(error?.keyframeIndex == 0)
        #expect(error?.key == "interpolation.easing.exponnet")
    }

    @Test("the issue's spring with non-finite-range parameters is refused, naming the spring")
    func springParameters() {
        for text in [
            #"{"kind": "spring", "mass": 0, "stiffness": 100, "damping": 10}"#,
            #"{"kind": "spring", "mass": 1, "stiffness": -1, "damping": 10}"#,
            #"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": -1}"#,
        ] {
            let error = Self.refuse(#"{"s": [{"after": 1, "interpolation": \#(text)}]}"#)
            #expect(error?.key?.hasPrefix("interpolation") == true)
        }
    }

    // MARK: - The budget, counted over the whole file

    @Test("table entries are counted across keyframes and scenarios; the one past the limit is named")
    func tableEntriesAcrossTheFile() throws {
        let baked = #"{"kind": "baked", "resolution": 600, "easing": "linear"}"#
        let budget = DecodingBudget(maximumTableEntries: 1000)
        var library = ScenarioLibrary()
        try library.load(json: #"{"a": [{"after": 1, "interpolation": \#(baked)}]}"#, budget: budget)
        let error = Self.refuse(
            #"{"a": [{"after": 1, "interpolation": \#(baked)}], "b": [{"x": 1}, {"after": 1, "interpolation": \#(baked)}]}"#,
            budget: budget)
        #expect(error?.kind == .overBudget)
        #expect(error?.limit == .tableEntries)
        #expect(error?.scenario == "b")
        #expect(error?.keyframeIndex == 1)
        #expect(error?.key == "interpolation.resolution")
    }

    @Test("keyframes count as segments: at the limit loads, one past throws naming the keyframe")
    func keyframeSegments() throws {
        let budget = DecodingBudget(maximumSegments: 4)
        var library = ScenarioLibrary()
        try library.load(json: #"{"a": [{"x": 1}, {"x": 2}], "b": [{"x": 3}, {"x": 4}]}"#, budget: budget)
        let error = Self.refuse(#"{"a": [{"x": 1}, {"x": 2}], "b": [{"x": 3}, {"x": 4}, {"x": 5}]}"#, budget: budget)
        #expect(error?.kind == .overBudget)
        #expect(error?.limit == .segments)
        #expect(error?.scenario == "b")
        #expect(error?.keyframeIndex == 2)
    }

    @Test("a file of maximumBytes loads; one byte more is refused before parsing")
    func fileSize() throws {
        let json = #"{"a": [{"x": 1}]}"#
        let budget = DecodingBudget(maximumBytes: json.utf8.count)
        var library = ScenarioLibrary()
        try library.load(json: json, budget: budget)
        let error = Self.refuse(json + " ", budget: budget)
        #expect(error?.kind == .overBudget)
        #expect(error?.limit == .bytes)
    }

    @Test("a file larger than maximumBytes on disk is refused without reading it whole")
    func fileSizeOnDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-budget-\(UInt64.random(in: 0...UInt64.max)).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data((#"{"a": [{"x": 1}]}"# + String(repeating: " ", count: 100)).utf8).write(to: url)
        var library = Self.before
        let error = #expect(throws: ScenarioLoadError.self) {
            try library.load(contentsOf: url, budget: DecodingBudget(maximumBytes: 50))
        }
        #expect(error?.limit == .bytes)
        #expect(library == Self.before)
        try library.load(contentsOf: url, budget: DecodingBudget(maximumBytes: 117))
        #expect(library["a"] != nil)
    }

    @Test("the issue's nested baked easings (200 deep, resolution 65537) are refused at the first table past the budget")
    func nestedBaked() {
        var easing = #""linear""#
        for _ in 0..<200 { easing = #"{"kind": "baked", "resolution": 65537, "easing": \#(easing)}"# }
        let error = Self.refuse(#"{"s": [{"after": 1, "interpolation": \#(easing)}]}"#)
        #expect(error?.kind == .overBudget)
        #expect(error?.limit == .tableEntries)
        let fits = DecodingBudget.standard.maximumTableEntries / 65537
        #expect(error?.key == "interpolation" + String(repeating: ".easing", count: fits) + ".resolution")
    }

    // Writing cannot meet a scenario too long to load: Scenario's initialiser and
    // setters stop on one (ScenarioEntryRuleTests), and the longest that can be
    // built writes JSON that loads back equal (roundTripAtTheExtremes).

    @Test("the budget is a parameter: a caller can raise it")
    func raisedBudget() throws {
        var easing = #""linear""#
        for _ in 0..<40 { easing = #"{"kind": "reversed", "easing": \#(easing)}"# }
        let json = #"{"s": [{"after": 1, "interpolation": \#(easing)}]}"#
        #expect(Self.refuse(json)?.limit == .depth)
        var library = ScenarioLibrary()
        try library.load(json: json, budget: DecodingBudget(maximumDepth: 41))
        #expect(library["s"]?.keyframes.first?.interpolation.value(at: 0.25) == 0.25)  // reversed 40 times: linear
    }
}
