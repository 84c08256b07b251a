import Foundation

/// Limits on what decoding untrusted data may make Motion spend: file size, memory,
/// nesting, lookup-table entries and segments, each counted over one whole input.
///
/// Scenario files (``ScenarioLibrary/load(_:overwrite:budget:)``) and easings decoded
/// with `Decodable` (``Easing/init(from:)``, ``Easing/init(jsonData:budget:)``) come
/// from outside; a short text can ask for a lot of work (a baked easing of resolution
/// 65537 is 60 bytes of JSON, 1 MiB of table and up to about 0.25 s of baking, or several
/// seconds for a `cubic-bezier()` with extreme control points: see below). The budget
/// bounds that work: everything one load or one decode reads is counted together, and
/// the first value that goes past a limit throws a ``DecodingBudgetError`` naming the
/// limit and the path to the value, before the work is done. Nothing is loaded then.
///
/// What the ``standard`` budget costs at worst, measured on Linux x86-64 (release
/// build, Swift 6.3, one core of a shared machine):
/// - Tables: the standard 65 537 entries, one table of the largest resolution, cost 1 MiB
///   and 0.05 s to 0.25 s of CPU for any file however small (Swift 6.3 release build,
///   issue #28): a named curve's certified table at most 0.22 s (`ease`, two interval
///   Taylor expansions per entry; `ease-in-out` took 230 s before), other easings (a
///   spring, `elastic`, `steps()`, `linear()`, ordinary `cubic-bezier()`s) 0.05 s to
///   0.24 s (at most 173 evaluations of the source per entry, 27 for most); the most
///   expensive, a `cubic-bezier()` whose every evaluation takes the safe solver (y
///   control points of 1e30, x1 = 0 with x2 near 0), about 0.5 s (at most 14 solver steps
///   per evaluation; they bisected before, 7 s to 10 s). Deeper sources count once per
///   level, so they cannot cost more.
/// - The JSON itself: 100 000 keyframes with easing objects (9.6 MB) loaded in 3.7 s
///   (0.4 s per MB) with 100 MiB (about 10× the file); 100 000 plain keyframes (1.8 MB)
///   in 0.26 s; a sequence of 99 999 segments (2.9 MB) in 0.76 s.
/// - The examples: 200 nested baked easings of resolution 65 537 (10 KB, 22 s
///   before) and 2 000 baked segments (164 KB, 259 s and 2 GB before) are refused at
///   the second table, before it is baked.
/// - Memory, as a multiple of the input's size n (``maximumMemoryMultiple``): the
///   scenario reader holds a tape of one 8-byte node per JSON value, at most 4 n + 8
///   bytes (a value takes at least two bytes of text with its separator), counted as it
///   reads, and reads UTF-8 in place; UTF-16 and UTF-32 are converted to UTF-8 first
///   (Foundation's conversion holds about 3 n while it runs). Checking one object's keys
///   for duplicates adds at most 24 bytes per key. Measured peaks (heaptrack, debug
///   build) of loads of 4 MiB files whose keyframe holds the junk under an unknown key,
///   refused once the whole file is read, before → now: `[0,0,…]` 19× → 4.0×, the 500
///   nested arrays of issue #28 repeated 29× → 4.0×, `[[],…]`, `[{},…]` and `["",…]`
///   19× → 2.7×, `[{"a":0},…]` 13× → 3.0×, a keyframe of 500 000 distinct keys
///   15× → 3.2×, `["\u0000",…]` 5.5× → 0.9×, `[[],…]` in UTF-16 (8 MiB) 9.1× → 3.1×; the
///   same junk inside an `interpolation` object 49× → 4.0×, and under an unknown key of
///   the data given to ``Easing/init(jsonData:budget:)`` 24×–46× → 2.9×–4.2×. P9's
///   sample file (1.5 KB) holds 0.96× while read (3.4× before).
/// - What `JSONDecoder` reads costs more: an `interpolation` object, or easing data,
///   that has an easing's shape goes through Foundation's `JSONDecoder` as before, which
///   holds 24 bytes per number or string and up to three times that while its map grows:
///   a valid sequence of 99 999 segments (2.9 MB) peaks at 15× its size. The scenarios
///   and easings a load returns are bounded by ``maximumSegments`` and
///   ``maximumTableEntries``, not by the multiple.
///
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
        /// ``DecodingBudget/maximumMemoryMultiple``.
        case memory = "maximumMemoryMultiple"
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
    /// The total number of lookup-table entries that baked easings may ask for: the sum
    /// of their resolutions, each counted once per level of its source's nesting (an
    /// entry is 16 bytes and at most 173 evaluations of the source while baking, 27 for
    /// most curves, each one step per level; a named curve's entry is certified with at
    /// most two interval Taylor expansions instead). Standard: 65 537, one table of the
    /// largest resolution or 255 of the default 257.
    public var maximumTableEntries: Int
    /// The total number of sequence segments and scenario keyframes. Standard: 100 000.
    public var maximumSegments: Int
    /// How much memory reading one input may hold at once, as a multiple of the input's
    /// size in bytes, plus 64 KiB. Standard: 8.
    ///
    /// Counted while reading, and checked before the memory is taken: the scenario
    /// reader's tape (8 bytes per JSON value) and UTF-8 text converted from UTF-16 or
    /// UTF-32, as each value is read; what Foundation's `JSONDecoder` would hold for an
    /// `interpolation` object or for the data given to ``Easing/init(jsonData:budget:)``
    /// (8 bytes per null, true or false, 24 per number or string, 32 per array or object,
    /// three times that while its map grows, plus the text written for it), before it
    /// is called. A text with an easing's shape (known kinds and keys, with values of the
    /// JSON types they take) is not checked against this
    /// limit: it is decoded as before and costs what `JSONDecoder` needs for it (15× for
    /// a long sequence). The error names the limit and the line and column where the
    /// count went past it.
    ///
    /// The standard 8 never refuses the scenario reader itself, which holds at most 4
    /// bytes per byte of UTF-8 text: only texts that `JSONDecoder` would read at a
    /// higher multiple, and that cannot be easings, are refused.
    public var maximumMemoryMultiple: Int

    /// Creates a budget; every limit defaults to the ``standard`` one.
    /// - Parameters:
    ///   - maximumBytes: The largest input in bytes; ≥ 0.
    ///   - maximumDepth: How many easings may lie inside each other; ≥ 1.
    ///   - maximumTableEntries: Total lookup-table entries of baked easings; ≥ 0.
    ///   - maximumSegments: Total sequence segments and scenario keyframes; ≥ 0.
    ///   - maximumMemoryMultiple: Memory one read may hold, in bytes per byte of input
    ///     (plus 64 KiB); ≥ 1.
    public init(
        maximumBytes: Int = 16 << 20,
        maximumDepth: Int = 32,
        maximumTableEntries: Int = 65_537,
        maximumSegments: Int = 100_000,
        maximumMemoryMultiple: Int = 8
    ) {
        precondition(maximumBytes >= 0, "DecodingBudget: maximumBytes must be >= 0, not \(maximumBytes)")
        precondition(maximumDepth >= 1, "DecodingBudget: maximumDepth must be >= 1, not \(maximumDepth)")
        precondition(maximumTableEntries >= 0, "DecodingBudget: maximumTableEntries must be >= 0, not \(maximumTableEntries)")
        precondition(maximumSegments >= 0, "DecodingBudget: maximumSegments must be >= 0, not \(maximumSegments)")
        precondition(
            maximumMemoryMultiple >= 1, "DecodingBudget: maximumMemoryMultiple must be >= 1, not \(maximumMemoryMultiple)")
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumTableEntries = maximumTableEntries
        self.maximumSegments = maximumSegments
        self.maximumMemoryMultiple = maximumMemoryMultiple
    }

    /// What ``maximumMemoryMultiple`` adds to every input, so that short texts are
    /// never refused for memory: 64 KiB (any text up to 1.6 KB, which `JSONDecoder` reads
    /// at 48 bytes per byte at most).
    static let memoryAllowance = 64 << 10

    /// The bytes reading `inputBytes` bytes may hold:
    /// `maximumMemoryMultiple × inputBytes + memoryAllowance`, or `Int.max` on overflow.
    func memoryLimit(forInputBytes inputBytes: Int) -> Int {
        let (product, overflow) = maximumMemoryMultiple.multipliedReportingOverflow(by: inputBytes)
        let (sum, overflow2) = product.addingReportingOverflow(Self.memoryAllowance)
        return overflow || overflow2 ? .max : sum
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
        case .memory: maximumMemoryMultiple
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
