import Foundation

/// Limits on what decoding untrusted data may make Motion spend: file size, nesting,
/// lookup-table entries and segments, each counted over one whole input.
///
/// Scenario files (``ScenarioLibrary/load(_:overwrite:budget:)``) and easings decoded
/// with `Decodable` (``Easing/init(from:)``, ``Easing/init(jsonData:budget:)``) come
/// from outside; a short text can ask for a lot of work (a baked easing of resolution
/// 65537 is 60 bytes of JSON, 1 MiB of table and about 0.1 s of baking). The budget
/// bounds that work: everything one load or one decode reads is counted together, and
/// the first value that goes past a limit throws a ``DecodingBudgetError`` naming the
/// limit and the path to the value, before the work is done. Nothing is loaded then.
///
/// The ``standard`` budget, on Linux x86-64 with a release build (measured worst cases,
/// see the limits): any easing or scenario file within it decodes in under about 0.5 s
/// and 10 MiB of tables, plus what the JSON itself costs, which is linear in its size
/// (about 0.3 s and 40 bytes of memory per byte of JSON ... see `maximumBytes`).
/// Raise a limit for trusted data that needs more.
public struct DecodingBudget: Hashable, Sendable {
    /// One of the budget's limits, as named in a ``DecodingBudgetError``.
    public enum Limit: String, Hashable, Sendable, CaseIterable {
        /// ``DecodingBudget/maximumBytes``.
        case bytes = "maximumBytes"
        /// ``DecodingBudget/maximumDepth``.
        case depth = "maximumDepth"
        /// ``DecodingBudget/maximumTableEntries``.
        case tableEntries = "maximumTableEntries"
        /// ``DecodingBudget/maximumSegments``.
        case segments = "maximumSegments"
    }

    /// The largest input, in bytes (a scenario file, or the data given to
    /// ``Easing/init(jsonData:budget:)``). Standard: 16 MiB.
    public var maximumBytes: Int
    /// How many easings may lie inside each other: a plain easing is 1, `reversed`
    /// of it 2, a sequence segment's easing one more than its sequence. Standard: 32.
    ///
    /// Evaluating an easing costs up to one step per level, so depth multiplies the
    /// cost of baking and of every animation frame.
    public var maximumDepth: Int
    /// The total number of lookup-table entries that baked easings may ask for (the sum
    /// of their resolutions; each entry is 16 bytes and about 17 evaluations of its
    /// source while baking). Standard: 262 144, four tables of 65 537 or 1 020 of 257.
    public var maximumTableEntries: Int
    /// The total number of sequence segments and scenario keyframes. Standard: 100 000.
    public var maximumSegments: Int

    /// Creates a budget; every limit defaults to the ``standard`` one.
    /// - Parameters:
    ///   - maximumBytes: The largest input in bytes; ≥ 0.
    ///   - maximumDepth: How many easings may lie inside each other; ≥ 1.
    ///   - maximumTableEntries: Total lookup-table entries of baked easings; ≥ 0.
    ///   - maximumSegments: Total sequence segments and scenario keyframes; ≥ 0.
    public init(
        maximumBytes: Int = 16 << 20,
        maximumDepth: Int = 32,
        maximumTableEntries: Int = 262_144,
        maximumSegments: Int = 100_000
    ) {
        precondition(maximumBytes >= 0, "DecodingBudget: maximumBytes must be >= 0, not \(maximumBytes)")
        precondition(maximumDepth >= 1, "DecodingBudget: maximumDepth must be >= 1, not \(maximumDepth)")
        precondition(maximumTableEntries >= 0, "DecodingBudget: maximumTableEntries must be >= 0, not \(maximumTableEntries)")
        precondition(maximumSegments >= 0, "DecodingBudget: maximumSegments must be >= 0, not \(maximumSegments)")
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumTableEntries = maximumTableEntries
        self.maximumSegments = maximumSegments
    }

    /// The budget used when none is given.
    public static let standard = DecodingBudget()

    /// The limit's value in this budget.
    /// - Parameter limit: Which limit.
    /// - Returns: Its maximum.
    public subscript(limit: Limit) -> Int {
        switch limit {
        case .bytes: maximumBytes
        case .depth: maximumDepth
        case .tableEntries: maximumTableEntries
        case .segments: maximumSegments
        }
    }

    /// Runs `body` with every easing it decodes counted against this one budget
    /// (nesting, table entries and segments summed over all of them).
    ///
    /// Outside such a call, each easing decoded at the top of a `Decoder` is counted
    /// on its own, against the budget in the decoder's
    /// `userInfo[.decodingBudget]` or the ``standard`` one; a document holding many
    /// easings (an array of them) is then bounded per easing, not as a whole.
    /// - Parameter body: The decoding to count.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, including ``DecodingBudgetError``.
    public func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try DecodingMeter.$current.withValue(DecodingMeter(self), operation: body)
    }
}

extension CodingUserInfoKey {
    /// The ``DecodingBudget`` for easings a decoder reads; without it,
    /// ``DecodingBudget/standard`` applies.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.decodingBudget] = DecodingBudget(maximumTableEntries: 1 << 20)
    /// ```
    public static let decodingBudget = CodingUserInfoKey(rawValue: "Motion.DecodingBudget")!
}
