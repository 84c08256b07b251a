import Foundation

// Loading scenarios from P9ViewAnimator's JSON, and writing them back. The format
// is documented on load(_:overwrite:budget:), where DocC shows it.
extension ScenarioLibrary {
    /// Which scenarios a load added, replaced and skipped; each list sorted.
    public struct LoadResult: Hashable, Sendable {
        /// Names that were not in the library before.
        public var added: [String]
        /// Names that were in the library and were replaced (`overwrite == true`).
        public var replaced: [String]
        /// Names that were in the library and were kept, the file's scenario ignored
        /// (`overwrite == false`, as in P9ViewAnimator).
        public var skipped: [String]

        /// Creates a result.
        /// - Parameters:
        ///   - added: Names that were new.
        ///   - replaced: Names whose scenario was replaced.
        ///   - skipped: Names whose scenario was kept.
        public init(added: [String] = [], replaced: [String] = [], skipped: [String] = []) {
            self.added = added
            self.replaced = replaced
            self.skipped = skipped
        }
    }

    // MARK: - Loading

    /// Creates a library from scenario JSON text.
    /// - Parameters:
    ///   - json: The JSON text (see ``load(_:overwrite:budget:)`` for the format).
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default.
    /// - Throws: ``ScenarioLoadError`` naming what was wrong and where.
    public init(json: String, budget: DecodingBudget = .standard) throws(ScenarioLoadError) {
        self.init()
        try load(json: json, budget: budget)
    }

    /// Creates a library from scenario JSON data (see ``load(_:overwrite:budget:)`` for the format).
    /// - Parameters:
    ///   - data: The JSON, in UTF-8, UTF-16 or UTF-32.
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default.
    /// - Throws: ``ScenarioLoadError`` naming what was wrong and where.
    public init(data: Data, budget: DecodingBudget = .standard) throws(ScenarioLoadError) {
        self.init()
        try load(data, budget: budget)
    }

    /// Creates a library from a scenario JSON file (see ``load(_:overwrite:budget:)`` for the format).
    /// - Parameters:
    ///   - url: The file's URL.
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default.
    /// - Throws: ``ScenarioLoadError``: ``ScenarioLoadError/Kind/unreadableFile`` if
    ///   it cannot be read, else what was wrong in it and where.
    public init(contentsOf url: URL, budget: DecodingBudget = .standard) throws(ScenarioLoadError) {
        self.init()
        try load(contentsOf: url, budget: budget)
    }

    /// Loads the scenarios of JSON text, all or none.
    /// - Parameters:
    ///   - json: The JSON text (see ``load(_:overwrite:budget:)`` for the format).
    ///   - overwrite: Whether a scenario already in the library is replaced by the
    ///     text's scenario of the same name; when `false` the existing scenario is
    ///     kept whole and the text's is skipped (no merge), as in P9ViewAnimator.
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default.
    /// - Returns: Which scenarios were added, replaced and skipped.
    /// - Throws: ``ScenarioLoadError`` naming what was wrong and where; the library is
    ///   then unchanged.
    @discardableResult
    public mutating func load(
        json: String, overwrite: Bool = true, budget: DecodingBudget = .standard
    ) throws(ScenarioLoadError) -> LoadResult {
        try load(Data(json.utf8), overwrite: overwrite, budget: budget)
    }

    /// Loads the scenarios of JSON data, all or none.
    ///
    /// A scenario file is an object of scenarios; each scenario is an array of keyframe
    /// objects. Every P9ViewAnimator file that P9 reads without replacing a keyframe
    /// loads unchanged, with P9's keys and defaults:
    ///
    /// ```json
    /// {
    ///   "flyToTheVenus": [
    ///     { "type": "rotateZ", "after": 1.0, "angle": 360, "interpolation": "easeIn" },
    ///     { "type": "alpha", "alpha": 0.4, "interpolation": "easeIn" },
    ///     { "type": "morph", "after": 1.0, "target": "venus", "interpolation": "easeOut" },
    ///     { "type": "alpha", "alpha": 1.0, "interpolation": "easeOut" }
    ///   ]
    /// }
    /// ```
    ///
    /// | Key | JSON type | Default | Read by |
    /// |---|---|---|---|
    /// | `type` | `"translate"`, `"rotateX"`, `"rotateY"`, `"rotateZ"`, `"scale"`, `"alpha"`, `"morph"`, `"frameAnimation"`, `"action"`* | `"translate"` | every keyframe |
    /// | `after` | number ≥ 0, seconds | 0 | every keyframe (``ScenarioKeyframe/after``) |
    /// | `x`, `y` | number | 0 | translate (offset), scale (factors: a scale without `x` scales to 0, as in P9) |
    /// | `z` | number | 0 | nobody: checked to be a number, then ignored, as in P9 |
    /// | `angle` | number, degrees | 0 | rotateX/Y/Z |
    /// | `anchorX`, `anchorY` | number | 0.5 | rotateX/Y/Z, scale |
    /// | `alpha` | number in [0, 1] | 1.0 | alpha |
    /// | `target` | non-empty string | (required) | frameAnimation, morph (a named target) |
    /// | `velocity` | number | 1.0 | frameAnimation |
    /// | `loop` | `true` or `false` | `false` | frameAnimation |
    /// | `interpolation` | string or object* | `"linear"` | every keyframe (``ScenarioKeyframe/interpolation``) |
    /// | `frame`* | `{"x", "y", "width", "height"}`, all numbers, sizes ≥ 0 | — | morph, instead of `target` |
    /// | `name`* | non-empty string | (required) | action (``ScenarioAction/init(named:)``) |
    ///
    /// \* Motion extensions:
    ///
    /// | Extension | Meaning |
    /// |---|---|
    /// | `"interpolation": "linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"` | P9's names: Core Animation's curves, ``Easing/linear``, ``Easing/easeIn`` (CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`), ``Easing/easeOut``, ``Easing/easeInOut``; matched exactly (case-sensitive) |
    /// | `"interpolation": "easeOutBounce"` | any Motion curve name, in any spelling ``Easing/init(named:)`` reads |
    /// | `"interpolation": "cubic-bezier(0.2, 0, 0, 1)"` | any CSS easing function (``Easing/init(css:)``): keywords, `cubic-bezier()`, `steps()`, `linear()` |
    /// | `"interpolation": {"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}` | any easing in `Easing`'s `Codable` object form (springs, parametric curves, combinators) |
    /// | `"type": "morph", "frame": {...}` | a morph to a fixed frame instead of a named target |
    /// | `"type": "action", "name": "..."` | an action keyframe performed by name |
    ///
    /// Where Motion differs from P9ViewAnimator, deliberately:
    /// - P9 turns an unknown `type`, a frameAnimation or morph without `target`, or an
    ///   alpha outside [0, 1] into a translate(0, 0) keyframe; an unknown `interpolation`
    ///   into linear; and ignores unknown keys. Motion throws a ``ScenarioLoadError``
    ///   naming the scenario, the keyframe index, the key and the reason: wrong JSON
    ///   types, negative `after`, empty names and numbers too large for a `Double` too.
    ///   Unknown keys throw, so that a typo (`"anchroX"`) cannot pass silently. P9's own
    ///   keys are accepted on every type and type-checked even where the type ignores
    ///   them (`anchorX` on a translate, `target` on an alpha); the extension keys
    ///   `frame` and `name` are accepted only on morph and action.
    /// - Two equal names in one JSON object throw ``ScenarioLoadError/Kind/duplicateKey``.
    ///   (Foundation is silent about them: on Linux, JSONSerialization keeps the last
    ///   duplicate and JSONDecoder the first, so P9 would load one of them.)
    /// - Loading is atomic: if anything is wrong, nothing is loaded and the library is
    ///   unchanged.
    /// - Keyframes are kept as written; P9's merging of after-0 keyframes into earlier
    ///   ones does not happen (see ``Scenario``).
    ///
    /// The reader accepts what Foundation's `JSONSerialization` accepts: UTF-8 (with or
    /// without a byte-order mark), UTF-16 or UTF-32, and one trailing comma before `]`
    /// or `}`. It reads numbers with correct rounding and nests at most 512 levels.
    ///
    /// What a file can play is checked here, once: a scenario must last less than
    /// ``Scenario/maximumDuration`` (2^62 ns, the sum of its groups), so that playing
    /// it cannot overflow the engine's nanoseconds. What a file can cost is bounded by
    /// `budget` (``DecodingBudget``), counted over the whole file: its size, the memory
    /// reading it holds, the keyframes and sequence segments, the lookup-table entries of
    /// baked easings and how deep easings nest. Going past it throws
    /// ``ScenarioLoadError/Kind/overBudget`` naming the limit and where, before the work
    /// is done.
    ///
    /// Memory: reading the file holds at most 4 bytes per byte of it (a tape of one 8-byte
    /// node per JSON value, filled by a second reading once the first has counted the
    /// values; UTF-8 is read in place) plus, for UTF-16 and UTF-32, the text converted to
    /// UTF-8; checking one object's keys for duplicates adds at most 24 bytes per key. So
    /// a file holding junk under an unknown key peaks at 4× its size at most, however it
    /// is nested (29× before, with a tree of Swift values). An `interpolation` object goes
    /// through Foundation's `JSONDecoder`: one that cannot be an easing is refused
    /// (``DecodingBudget/Limit/memory``, with its line and column) when `JSONDecoder`
    /// would hold more than ``DecodingBudget/maximumMemoryMultiple`` (8) times the file's
    /// size; one with an easing's shape is decoded as before (a long sequence costs up to
    /// 15× its size there). What the load returns is bounded by the keyframe and segment
    /// budget.
    ///
    /// - Parameters:
    ///   - data: The JSON, in UTF-8, UTF-16 or UTF-32.
    ///   - overwrite: Whether a scenario already in the library is replaced; when
    ///     `false` it is kept and the data's scenario skipped, as in P9ViewAnimator.
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default.
    /// - Returns: Which scenarios were added, replaced and skipped.
    /// - Throws: ``ScenarioLoadError`` naming what was wrong and where; the library is
    ///   then unchanged.
    @discardableResult
    public mutating func load(
        _ data: Data, overwrite: Bool = true, budget: DecodingBudget = .standard
    ) throws(ScenarioLoadError) -> LoadResult {
        do throws(DecodingBudgetError) {
            try DecodingMeter.checkSize(data.count, budget)
        } catch {
            throw ScenarioLoadError(.overBudget, reason: error.description, limit: .bytes)
        }
        let document = try ScenarioJSON.parse(data, budget: budget)
        let scenarios = try ScenarioJSON.decodeScenarios(document.root, meter: DecodingMeter(budget))
        // Nothing below can fail: the library changes only once everything has been read.
        var result = LoadResult()
        for scenario in scenarios {
            let existed = self[scenario.name] != nil
            add(scenario, overwrite: overwrite)
            switch (existed, overwrite) {
            case (false, _): result.added.append(scenario.name)
            case (true, true): result.replaced.append(scenario.name)
            case (true, false): result.skipped.append(scenario.name)
            }
        }
        result.added.sort()
        result.replaced.sort()
        result.skipped.sort()
        return result
    }

    /// Loads the scenarios of a JSON file, all or none.
    /// - Parameters:
    ///   - url: The file's URL.
    ///   - overwrite: Whether a scenario already in the library is replaced; when
    ///     `false` it is kept and the file's scenario skipped, as in P9ViewAnimator.
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default. A
    ///     file larger than `budget.maximumBytes` is not read past that size.
    /// - Returns: Which scenarios were added, replaced and skipped.
    /// - Throws: ``ScenarioLoadError``: ``ScenarioLoadError/Kind/unreadableFile`` if
    ///   the file cannot be read, else what was wrong in it and where; the library
    ///   is then unchanged.
    @discardableResult
    public mutating func load(
        contentsOf url: URL, overwrite: Bool = true, budget: DecodingBudget = .standard
    ) throws(ScenarioLoadError) -> LoadResult {
        let data: Data
        do {
            let file = try FileHandle(forReadingFrom: url)
            defer { try? file.close() }
            // One byte past the limit is enough to know the file is too large.
            let (limit, overflow) = budget.maximumBytes.addingReportingOverflow(1)
            data = try file.read(upToCount: overflow ? Int.max : limit) ?? Data()
        } catch {
            throw ScenarioLoadError(.unreadableFile, reason: "cannot read \(url.path): \(error.localizedDescription)")
        }
        return try load(data, overwrite: overwrite, budget: budget)
    }

    /// Loads the scenarios of the JSON file at `path`, all or none (P9ViewAnimator's
    /// `loadScenariosFromFile:overwrite:`).
    /// - Parameters:
    ///   - path: The file's path; not empty.
    ///   - overwrite: Whether a scenario already in the library is replaced; when
    ///     `false` it is kept and the file's scenario skipped, as in P9ViewAnimator.
    ///   - budget: What loading may cost; ``DecodingBudget/standard`` by default.
    /// - Returns: Which scenarios were added, replaced and skipped.
    /// - Throws: ``ScenarioLoadError``: ``ScenarioLoadError/Kind/unreadableFile`` for
    ///   an empty path or a file that cannot be read, else what was wrong in it and
    ///   where; the library is then unchanged.
    @discardableResult
    public mutating func load(
        contentsOfFile path: String, overwrite: Bool = true, budget: DecodingBudget = .standard
    ) throws(ScenarioLoadError) -> LoadResult {
        guard !path.isEmpty else { throw ScenarioLoadError(.unreadableFile, reason: "the file path is empty") }
        return try load(contentsOf: URL(fileURLWithPath: path), overwrite: overwrite, budget: budget)
    }

    // MARK: - Writing

    /// The library as scenario JSON that loads back to an equal library.
    ///
    /// The output is P9ViewAnimator's schema, with Motion's extensions only where a
    /// keyframe needs them (an action, a morph to a frame, an interpolation other than
    /// P9's four). Each keyframe has its `type`, `after`, `interpolation` and the keys
    /// its type reads. It is deterministic: keys sorted (scenario names by their
    /// UTF-8 bytes), numbers in the shortest text that reads back to the same
    /// `Double` bit for bit.
    /// - Parameter prettyPrinted: Whether to indent by two spaces, one key per line
    ///   (with a final newline); otherwise no whitespace at all.
    /// - Returns: The UTF-8 JSON.
    /// - Throws: ``ScenarioJSONEncodingError`` naming the scenario and keyframe for a
    ///   closure action, a custom-closure easing or a value loading would reject.
    public func jsonData(prettyPrinted: Bool = true) throws(ScenarioJSONEncodingError) -> Data {
        Data(try jsonString(prettyPrinted: prettyPrinted).utf8)
    }

    /// The library as scenario JSON text; see ``jsonData(prettyPrinted:)``.
    /// - Parameter prettyPrinted: Whether to indent by two spaces, one key per line.
    /// - Returns: The JSON text.
    /// - Throws: ``ScenarioJSONEncodingError`` naming the scenario and keyframe for a
    ///   closure action, a custom-closure easing or a value loading would reject.
    public func jsonString(prettyPrinted: Bool = true) throws(ScenarioJSONEncodingError) -> String {
        ScenarioJSON.write(try ScenarioJSON.encode(self), pretty: prettyPrinted)
    }
}
