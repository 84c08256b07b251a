import Foundation
import Motion
import Testing

/// Decoding an easing from untrusted JSON: strict keys, out-of-range numbers named
/// at their key, and a ``DecodingBudget`` counted over everything one decode reads.
/// The oracles are the hand-written texts: which key is wrong, where, and how many
/// table entries, segments and nesting levels they ask for.
@Suite struct EasingDecodingLimitTests {
    static func decode(_ text: String, budget: DecodingBudget? = nil) throws -> Easing {
        let decoder = JSONDecoder()
        if let budget { decoder.userInfo[.decodingBudget] = budget }
        return try decoder.decode(Easing.self, from: Data(text.utf8))
    }

    /// The coding path of a `DecodingError`, as dotted text (array indices as numbers).
    static func path(of error: any Error) -> String? {
        guard let error = error as? DecodingError else { return nil }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return nil
        }
        return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    static func message(of error: any Error) -> String {
        guard let error = error as? DecodingError, case .dataCorrupted(let context) = error else { return "\(error)" }
        return context.debugDescription
    }

    /// `n` baked easings inside each other around `linear`.
    static func nestedBaked(_ n: Int, resolution: Int) -> String {
        var text = #""linear""#
        for _ in 0..<n { text = #"{"kind": "baked", "resolution": \#(resolution), "easing": \#(text)}"# }
        return text
    }

    /// A sequence of `resolutions.count` baked linear segments.
    static func bakedSequence(_ resolutions: [Int]) -> String {
        let segments = resolutions.map { #"{"weight": 1, "easing": {"kind": "baked", "resolution": \#($0), "easing": "linear"}}"# }
        return #"{"kind": "sequence", "segments": [\#(segments.joined(separator: ", "))]}"#
    }

    // MARK: - Numbers out of range name their key

    @Test(
        "an overshoot count that is not a whole number in 0 ... Int32.max names count",
        arguments: ["3000000000", "-1", "1.5", "1e300", "-3000000000"])
    func overshootCount(count: String) {
        let text = #"{"kind": "overshoot", "count": \#(count), "halflife": 0.15}"#
        let error = #expect(throws: DecodingError.self) { try Self.decode(text) }
        #expect(error.map(Self.path(of:)) == "count")
        #expect(error.map(Self.message(of:))?.contains("count") == true)
        #expect(error.map(Self.message(of:))?.contains("not valid JSON") == false)
    }

    @Test("an overshoot count of Int32.max is a valid count")
    func largestCount() throws {
        let easing = try Self.decode(#"{"kind": "overshoot", "count": 2147483647, "halflife": 0.15}"#)
        #expect(easing.value(at: 0) == 0)
    }

    @Test(
        "a baked resolution that is not a whole number in 2 ... 65537 names resolution",
        arguments: ["1", "65538", "1e300", "2.5", "-4", "18446744073709551616"])
    func bakedResolution(resolution: String) {
        let text = #"{"kind": "baked", "resolution": \#(resolution), "easing": "linear"}"#
        let error = #expect(throws: DecodingError.self) { try Self.decode(text) }
        #expect(error.map(Self.path(of:)) == "resolution")
        #expect(error.map(Self.message(of:))?.contains("resolution") == true)
    }

    // MARK: - Strict keys

    @Test(
        "an unknown key in any easing object is an error naming the key and its path",
        arguments: [
            (#"{"kind": "power", "variant": "in", "exponent": 3, "exponet": 2}"#, "exponet"),
            (#"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10, "velocity": 0}"#, "velocity"),
            (#"{"kind": "back", "variant": "out", "overshoot": 1.7, "exponent": 3}"#, "exponent"),
            (#"{"kind": "reversed", "easing": {"kind": "power", "variant": "in", "exponent": 3, "bogus": 1}}"#, "easing.bogus"),
            (#"{"kind": "sequence", "segments": [{"easing": "linear", "weight": 1}, {"easing": "linear", "weight": 1, "w": 2}]}"#, "segments.1.w"),
            (#"{"kind": "baked", "resolution": 3, "easing": "linear", "source": "ease"}"#, "source"),
            (#"{"kind": "clamped", "easing": "ease", "resolution": 3}"#, "resolution"),
        ])
    func unknownKey(text: String, path: String) {
        let error = #expect(throws: DecodingError.self) { try Self.decode(text) }
        #expect(error.map(Self.path(of:)) == path)
        let key = String(path.split(separator: ".").last!)
        #expect(error.map(Self.message(of:))?.contains("unknown key \"\(key)\"") == true)
    }

    // MARK: - The budget

    @Test("without a budget in userInfo, decoding uses DecodingBudget.standard")
    func standardBudgetApplies() {
        var text = #""linear""#
        for _ in 0..<200 { text = #"{"kind": "reversed", "easing": \#(text)}"# }
        let error = #expect(throws: DecodingBudgetError.self) { try Self.decode(text) }
        #expect(error?.limit == .depth)
        #expect(error?.maximum == DecodingBudget.standard.maximumDepth)
    }

    @Test("the issue's 200 nested baked easings of resolution 65537 throw at the first table past the budget")
    func nestedBakedIssueExample() {
        let error = #expect(throws: DecodingBudgetError.self) { try Self.decode(Self.nestedBaked(200, resolution: 65537)) }
        // Each table is counted before its source is decoded, outermost first.
        let fits = DecodingBudget.standard.maximumTableEntries / 65537
        #expect(error?.limit == .tableEntries)
        #expect(error?.path == String(repeating: "easing.", count: fits) + "resolution")
    }

    @Test("nesting: maximumDepth easings inside each other decode, one more throws naming depth and where")
    func depth() throws {
        let budget = DecodingBudget(maximumDepth: 5)
        let easing = try Self.decode(Self.nestedBaked(4, resolution: 3), budget: budget)  // 4 baked + linear = 5 levels
        #expect(easing.value(at: 1) == 1)
        let error = #expect(throws: DecodingBudgetError.self) {
            try Self.decode(Self.nestedBaked(5, resolution: 3), budget: budget)
        }
        #expect(error?.limit == .depth)
        #expect(error?.maximum == 5)
        #expect(error?.path == "easing.easing.easing.easing.easing")
    }

    @Test("table entries are counted over the whole decode: at the limit decodes, one past throws")
    func tableEntries() throws {
        let budget = DecodingBudget(maximumTableEntries: 1000)
        _ = try Self.decode(Self.bakedSequence([400, 300, 300]), budget: budget)
        let error = #expect(throws: DecodingBudgetError.self) {
            try Self.decode(Self.bakedSequence([400, 300, 301]), budget: budget)
        }
        #expect(error?.limit == .tableEntries)
        #expect(error?.maximum == 1000)
        #expect(error?.requested == 1001)
        #expect(error?.path == "segments.2.easing.resolution")
    }

    @Test("a baked easing counts its resolution once per level of its source: reversed(reversed(linear)) is 3")
    func tableEntriesWeightedByDepth() throws {
        let text = #"{"kind": "baked", "resolution": 100, "easing": {"kind": "reversed", "easing": {"kind": "reversed", "easing": "linear"}}}"#
        _ = try Self.decode(text, budget: DecodingBudget(maximumTableEntries: 300))
        let error = #expect(throws: DecodingBudgetError.self) {
            try Self.decode(text, budget: DecodingBudget(maximumTableEntries: 299))
        }
        #expect(error?.limit == .tableEntries)
        #expect(error?.requested == 300)
        #expect(error?.path == "resolution")
    }

    @Test("the issue's 2000 baked segments of resolution 65537 throw before baking")
    func manyBakedSegments() {
        let error = #expect(throws: DecodingBudgetError.self) {
            try Self.decode(Self.bakedSequence(Array(repeating: 65537, count: 2000)))
        }
        #expect(error?.limit == .tableEntries)
        // The first segment past the budget is the one named.
        let fits = DecodingBudget.standard.maximumTableEntries / 65537
        #expect(error?.path == "segments.\(fits).easing.resolution")
    }

    @Test("the standard table budget: entries up to the limit decode, one more throws")
    func standardTableBudget() throws {
        let limit = DecodingBudget.standard.maximumTableEntries
        var resolutions = Array(repeating: 65537, count: limit / 65537)
        if limit % 65537 >= 2 { resolutions.append(limit % 65537) }
        #expect(resolutions.reduce(0, +) == limit)
        _ = try Self.decode(Self.bakedSequence(resolutions))
        resolutions.append(2)
        let error = #expect(throws: DecodingBudgetError.self) { try Self.decode(Self.bakedSequence(resolutions)) }
        #expect(error?.limit == .tableEntries)
    }

    @Test("segments: maximumSegments sequence segments decode, one more throws")
    func segments() throws {
        let budget = DecodingBudget(maximumSegments: 10)
        let segment = #"{"easing": "linear", "weight": 1}"#
        func sequence(_ n: Int) -> String {
            #"{"kind": "sequence", "segments": [\#(Array(repeating: segment, count: n).joined(separator: ", "))]}"#
        }
        _ = try Self.decode(sequence(10), budget: budget)
        let error = #expect(throws: DecodingBudgetError.self) { try Self.decode(sequence(11), budget: budget) }
        #expect(error?.limit == .segments)
        #expect(error?.path == "segments.10")
    }

    @Test("the budget is counted over every easing of one JSONDecoder.decode call")
    func countedAcrossADocument() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.decodingBudget] = DecodingBudget(maximumTableEntries: 100)
        let one = #"{"kind": "baked", "resolution": 60, "easing": "linear"}"#
        _ = try decoder.decode([Easing].self, from: Data("[\(one)]".utf8))
        let error = #expect(throws: DecodingBudgetError.self) {
            try DecodingBudget(maximumTableEntries: 100).counting {
                try decoder.decode([Easing].self, from: Data("[\(one), \(one)]".utf8))
            }
        }
        #expect(error?.limit == .tableEntries)
        #expect(error?.requested == 120)
    }

    @Test("Easing(jsonData:budget:) refuses more bytes than maximumBytes, naming the limit")
    func bytes() throws {
        let text = #"   "ease"   "#  // 12 bytes
        _ = try Easing(jsonData: Data(text.utf8), budget: DecodingBudget(maximumBytes: 12))
        let error = #expect(throws: DecodingBudgetError.self) {
            try Easing(jsonData: Data(text.utf8), budget: DecodingBudget(maximumBytes: 11))
        }
        #expect(error?.limit == .bytes)
        #expect(error?.requested == 12)
    }

    @Test("the error's description names the limit, the numbers and the path")
    func description() {
        let error = DecodingBudgetError(limit: .tableEntries, maximum: 1000, requested: 1001, path: "segments.2.easing.resolution")
        #expect(error.description.contains("maximumTableEntries"))
        #expect(error.description.contains("1000"))
        #expect(error.description.contains("1001"))
        #expect(error.description.contains("segments.2.easing.resolution"))
    }
}
