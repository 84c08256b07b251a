import Foundation
import Testing

@testable import Motion

#if canImport(Glibc)
import Glibc
#endif

/// Scenario files and easing data built to make reading them hold as much memory per
/// byte as possible: each is read within the documented multiple of its size
/// (``DecodingBudget/maximumMemoryMultiple``, 8). The worst inputs come from a search
/// over small JSON values repeated, not from a fixed list; the multiple is the
/// reader's own count of what it holds (``ScenarioJSON/Document/peakBytes``), checked
/// against glibc's heap statistics on the densest file.
@Suite(.serialized) struct ScenarioJSONMemoryTests {
    /// The documented multiple: the standard ``DecodingBudget/maximumMemoryMultiple``.
    static let goal = DecodingBudget.standard.maximumMemoryMultiple
    /// The size of the large inputs: 4 MiB.
    static let large = 4 << 20

    // MARK: - Inputs

    /// `head`, then `unit` repeated (joined by commas) to about `bytes` in all, then `tail`.
    static func repeated(_ unit: String, bytes: Int, head: String, tail: String) -> Data {
        let unit = Array((unit + ",").utf8), h = Array(head.utf8), t = Array(tail.utf8)
        let count = max(1, (bytes - h.count - t.count + 1) / unit.count)
        var data = Data(count: h.count + count * unit.count - 1 + t.count)
        data.withUnsafeMutableBytes { raw in
            let out = raw.baseAddress!
            out.copyMemory(from: h, byteCount: h.count)
            // The units: one, then the filled part copied onto its end, doubling.
            let units = out + h.count
            units.copyMemory(from: unit, byteCount: unit.count)
            var filled = unit.count
            while filled < count * unit.count {
                let chunk = min(filled, count * unit.count - filled)
                (units + filled).copyMemory(from: units, byteCount: chunk)
                filled += chunk
            }
            (units + filled - 1).copyMemory(from: t, byteCount: t.count)  // over the last comma
        }
        return data
    }

    /// A scenario file whose one keyframe holds `unit` repeated under an unknown key.
    static func junk(_ unit: String, bytes: Int) -> Data {
        repeated(unit, bytes: bytes, head: #"{"s": [{"junk": ["#, tail: "]}]}")
    }

    /// A scenario file whose `interpolation` object holds `unit` repeated under an unknown key.
    static func interpolationJunk(_ unit: String, bytes: Int) -> Data {
        repeated(
            unit, bytes: bytes, head: #"{"s": [{"after": 1, "interpolation": {"kind": "power", "variant": "in", "exponent": 2, "junk": ["#,
            tail: "]}}]}")
    }

    /// Easing data holding `unit` repeated under an unknown key.
    static func easingJunk(_ unit: String, bytes: Int) -> Data {
        repeated(unit, bytes: bytes, head: #"{"kind": "power", "variant": "in", "exponent": 2, "junk": ["#, tail: "]}")
    }

    /// A scenario file whose keyframe has distinct keys, as short as they can be: the most
    /// members a duplicate-key check has to remember.
    static func distinctKeys(bytes: Int) -> Data {
        let alphabet = (0x20...0x7E).map(UInt8.init).filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        var text = Array(#"{"s": [{"#.utf8)
        text.reserveCapacity(bytes + 16)
        var index = 0
        while text.count < bytes - 8 {
            var key: [UInt8] = []
            var rest = index
            repeat {
                key.append(alphabet[rest % alphabet.count])
                rest /= alphabet.count
            } while rest > 0
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text += [UInt8(ascii: "\"")] + key + Array(#"":0"#.utf8)
            index += 1
        }
        text += Array("}]}".utf8)
        return Data(text)
    }

    /// Every JSON value of at most `length` bytes built from a few scalars, arrays and
    /// objects (keys `""` and `"a"`), with and without a trailing comma: the space the
    /// search runs over.
    static func candidates(upTo length: Int) -> [String] {
        let scalars = ["0", "1", "-1", "1e9", "true", "null", #""""#, #""a""#, #""\n""#]
        var byLength: [[String]] = Array(repeating: [], count: length + 1)
        for scalar in scalars where scalar.utf8.count <= length { byLength[scalar.utf8.count].append(scalar) }
        // Lists of values (and of members) joined by commas, by total length.
        func lists(of items: (Int) -> [String], upTo limit: Int) -> [String] {
            guard limit >= 0 else { return [] }
            var result = [""]
            var frontier = [""]
            while !frontier.isEmpty {
                var next: [String] = []
                for list in frontier {
                    let separator = list.isEmpty ? 0 : 1
                    for size in 1...max(limit, 1) where list.utf8.count + separator + size <= limit {
                        for item in items(size) { next.append(list + (list.isEmpty ? "" : ",") + item) }
                    }
                }
                result += next
                frontier = next
            }
            return result
        }
        for total in 2...length {
            // Arrays and objects of exactly `total` bytes, from shorter values.
            let inner = total - 2
            let values = lists(of: { $0 < total ? byLength[$0] : [] }, upTo: inner).filter { $0.utf8.count == inner }
            byLength[total] += values.map { "[" + $0 + "]" }
            if inner >= 1 {
                byLength[total] += lists(of: { $0 < total ? byLength[$0] : [] }, upTo: inner - 1)
                    .filter { !$0.isEmpty && $0.utf8.count == inner - 1 }.map { "[" + $0 + ",]" }
            }
            let members = lists(
                of: { size in
                    [#""":"#, #""a":"#].flatMap { key in size > key.utf8.count ? byLength[size - key.utf8.count].map { key + $0 } : [] }
                }, upTo: inner
            ).filter { $0.utf8.count == inner }
            byLength[total] += members.map { "{" + $0 + "}" }
        }
        return Array(Set(byLength.joined())).sorted()
    }

    /// What reading `data` as a scenario file holds at its peak, by the reader's count:
    /// the parse, then the schema's decoding (which refuses these files).
    static func loadPeak(_ data: Data) throws -> (document: ScenarioJSON.Document, error: ScenarioLoadError?) {
        let document = try ScenarioJSON.parse(data)
        var failure: ScenarioLoadError?
        do {
            _ = try ScenarioJSON.decodeScenarios(document.root, meter: DecodingMeter(.standard))
        } catch {
            failure = error
        }
        return (document, failure)
    }

    /// The `interpolation` value of the first keyframe of the first scenario.
    static func firstInterpolation(in document: ScenarioJSON.Document) -> ScenarioJSON.Node? {
        guard case .object(let scenarios) = document.root.content,
            let scenario = scenarios.first(where: { _ in true })?.value,
            case .array(let keyframes) = scenario.content, let keyframe = keyframes.first(where: { _ in true }),
            case .object(let members) = keyframe.content
        else { return nil }
        return members.first { $0.key == "interpolation" }?.value
    }

    /// The multiple of `data`'s size held at the peak.
    static func multiple(_ bytes: Int, of data: Data) -> Double { Double(bytes) / Double(data.count) }

    /// The worst units of the search, by the multiple a file of them repeated holds.
    static let worstUnits: [String] = {
        var scored: [(unit: String, multiple: Double)] = []
        for unit in candidates(upTo: 7) + ["[" + String(repeating: "[]", count: 3) + "]", #""\u0000""#] {
            let data = junk(unit, bytes: 4096)
            guard let (document, _) = try? loadPeak(data) else { continue }
            scored.append((unit, multiple(document.peakBytes, of: data)))
        }
        return scored.sorted { $0.multiple > $1.multiple }.prefix(3).map(\.unit)
    }()

    /// The shapes of issue #28 and the search's worst, each filled to 4 MiB.
    static let hostileUnits: [String] =
        worstUnits + [
            String(repeating: "[", count: 500) + String(repeating: "]", count: 500),  // the issue's file
            "0", "[]", "{}", #""""#, #"{"a":0}"#, #""\u0000""#, "[0,]",
        ]

    // MARK: - The search

    @Test("the search over values up to 7 bytes finds the densest: one value per two bytes")
    func search() {
        let candidates = Self.candidates(upTo: 7)
        #expect(candidates.count > 100)
        #expect(["0", "[]", "{}", #""""#, "[0,]", #"{"":0}"#, "[[[]]]"].allSatisfy(candidates.contains))
        // `0,` and `[],` repeated: every value but the last takes two bytes with its comma,
        // or three with the brackets of an empty array, so nothing can be denser.
        let data = Self.junk(Self.worstUnits[0], bytes: 64 << 10)
        let document = try? ScenarioJSON.parse(data)
        #expect(document.map { Self.multiple($0.heldBytes, of: data) }.map { $0 > 3.9 && $0 <= 4 } == true)
    }

    // MARK: - Scenario files

    @Test("hostile scenario files are refused within the documented multiple, counted while reading", arguments: hostileUnits)
    func hostileScenario(unit: String) throws {
        let data = Self.junk(unit, bytes: Self.large)
        let (document, error) = try Self.loadPeak(data)
        #expect(error?.kind == .unknownKey)
        #expect(document.heldBytes <= 4 * data.count + 8)
        #expect(document.peakBytes <= Self.goal * data.count, "\(Self.multiple(document.peakBytes, of: data))×")
    }

    @Test("the same file in UTF-16 holds its conversion and a tape within the multiple")
    func hostileUTF16() throws {
        let utf8 = Self.junk("0", bytes: Self.large / 2)
        let data = Data([0xFF, 0xFE]) + String(decoding: utf8, as: UTF8.self).data(using: .utf16LittleEndian)!
        let (document, error) = try Self.loadPeak(data)
        #expect(error?.kind == .unknownKey)
        #expect(document.peakBytes <= Self.goal * data.count, "\(Self.multiple(document.peakBytes, of: data))×")
    }

    @Test("a keyframe of 250 000 distinct short keys: the duplicate check holds a table, not the keys")
    func distinctKeys() throws {
        let data = Self.distinctKeys(bytes: Self.large / 2)
        let (document, error) = try Self.loadPeak(data)
        #expect(error?.kind == .unknownKey)
        #expect(document.peakBytes > document.heldBytes)  // the table was counted
        #expect(document.peakBytes <= Self.goal * data.count, "\(Self.multiple(document.peakBytes, of: data))×")
    }

    @Test(
        "junk inside an interpolation object is refused before JSONDecoder, naming the limit, line and column",
        arguments: ["0", "[]", #"{"a":0}"#])
    func interpolationJunk(unit: String) throws {
        let data = Self.interpolationJunk(unit, bytes: Self.large)
        let (document, error) = try Self.loadPeak(data)
        #expect(error?.kind == .overBudget)
        #expect(error?.limit == .memory)
        #expect(error?.key == "interpolation")
        #expect(error?.line == 1 && error?.column == 21)  // the "interpolation" key
        #expect(error?.reason.contains("maximumMemoryMultiple (8)") == true)
        #expect(document.peakBytes <= Self.goal * data.count, "\(Self.multiple(document.peakBytes, of: data))×")
    }

    @Test("short junk inside an interpolation object still reaches Easing's decoding, which names the unknown key")
    func shortInterpolationJunk() {
        var library = ScenarioLibrary()
        let error = #expect(throws: ScenarioLoadError.self) {
            try library.load(Self.interpolationJunk("0", bytes: 2000))
        }
        #expect(error?.kind == .unknownKey)
        #expect(error?.key == "interpolation.junk")
    }

    @Test("an interpolation sequence that JSONDecoder reads at more than 8× its size still loads: it has an easing's shape")
    func validSequenceLoads() throws {
        let segments = Self.repeated(#"{"easing":"ease","weight":1}"#, bytes: 300_000, head: "", tail: "")
        let json = #"{"s": [{"after": 1, "interpolation": {"kind": "sequence", "segments": ["#
            + String(decoding: segments, as: UTF8.self) + "]}}]}"
        let data = Data(json.utf8)
        let document = try ScenarioJSON.parse(data)
        let interpolation = try #require(Self.firstInterpolation(in: document))
        #expect(3 * ScenarioJSON.decoderMapBytes(of: interpolation) > Self.goal * data.count)
        #expect(ScenarioJSON.compactTextLength(of: interpolation) == ScenarioJSON.compactText(of: interpolation).utf8.count)
        #expect(Easing.hasDecodableShape(interpolation))
        let library = try ScenarioLibrary(data: data)
        #expect(library["s"]?.keyframes.count == 1)
    }

    @Test("a lower maximumMemoryMultiple refuses while reading, at the value that goes past it")
    func lowerMultiple() throws {
        let data = Self.junk("0", bytes: 1 << 20)
        var library = ScenarioLibrary()
        let error = #expect(throws: ScenarioLoadError.self) {
            try library.load(data, budget: DecodingBudget(maximumMemoryMultiple: 2))
        }
        #expect(error?.kind == .overBudget)
        #expect(error?.limit == .memory)
        #expect(error?.line == 1)
        // 2 n + 64 KiB is (2 n + 65 536) / 8 nodes; after 6 nodes (the object, "s", the
        // array, the keyframe, "junk", its array), `0,` values start 17 bytes in.
        let column = try #require(error?.column)
        #expect(column == 17 + 2 * ((2 * data.count + 65_536) / 8 - 6) + 1)
        #expect(error?.reason.contains("at line 1, column \(column): the input asks for") == true)
        #expect(library == ScenarioLibrary())
        // The standard multiple loads every file the reader can hold (4 bytes per byte at most).
        try library.load(Data(#"{"s": [{"x": 1}]}"#.utf8), budget: DecodingBudget(maximumMemoryMultiple: 4))
    }

    // MARK: - The count against the heap

    /// Bytes in use on the heap, or nil where it cannot be read: under AddressSanitizer
    /// its allocator's count (`__sanitizer_get_current_allocated_bytes`, which glibc's
    /// statistics do not see), else glibc's (`mallinfo2`: `uordblks + hblkhd`). Swift's
    /// Glibc module does not import `malloc.h`, and `mallinfo2` returns an 80-byte
    /// struct, which x86-64 returns through a hidden pointer.
    static func heapInUse() -> Int? {
        #if os(Linux) && arch(x86_64)
        if let sanitizer = dlsym(nil, "__sanitizer_get_current_allocated_bytes") {
            typealias Allocated = @convention(c) () -> Int
            return unsafeBitCast(sanitizer, to: Allocated.self)()
        }
        typealias Function = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
        guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
        var fields = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &fields) { _ = unsafeBitCast(symbol, to: Function.self)($0.baseAddress!) }
        return fields.7 + fields.4
        #else
        return nil
        #endif
    }

    @Test("the heap held by a parse of the densest file is the reader's count, and within 8× (a tree held 19× to 29×)")
    func heapAgreesWithTheCount() throws {
        guard Self.heapInUse() != nil else { return }
        for unit in [String(repeating: "[", count: 500) + String(repeating: "]", count: 500)] {
            let data = Self.junk(unit, bytes: Self.large)
            // Other suites run beside this one: take the closest of three readings.
            var best = Int.max
            var counted = 0
            for _ in 0..<3 where abs(best - counted) > 64 << 10 {
                let before = Self.heapInUse()!
                let document = try ScenarioJSON.parse(data)
                let held = withExtendedLifetime(document) { Self.heapInUse()! - before }
                counted = document.heldBytes
                if abs(held - counted) < abs(best - counted) { best = held }
            }
            #expect(abs(best - counted) <= 64 << 10, "heap \(best), counted \(counted)")
            #expect(best <= Self.goal * data.count, "\(Self.multiple(best, of: data))×")
        }
    }

    // MARK: - Easing(jsonData:)

    @Test("Easing(jsonData:) refuses hostile data before JSONDecoder, naming the limit, line and column", arguments: ["0", "[]", #"{"a":0}"#, "[[[[]]]]"])
    func easingJunk(unit: String) throws {
        let data = Self.easingJunk(unit, bytes: Self.large)
        let error = #expect(throws: DecodingBudgetError.self) { try Easing(jsonData: data) }
        #expect(error?.limit == .memory)
        #expect(error?.maximum == 8)
        #expect(error?.path.hasPrefix("line 1, column ") == true)
    }

    @Test("what the check before JSONDecoder holds: the reader's document, freed before JSONDecoder would run")
    func easingCheckPeak() throws {
        let data = Self.easingJunk("0", bytes: Self.large / 2)
        let document = try ScenarioJSON.read(data, budget: .standard).get()
        #expect(!Easing.hasDecodableShape(document.root))
        let refusal = ScenarioJSON.checkDecoderCost(document, limit: DecodingBudget.standard.memoryLimit(forInputBytes: data.count))
        #expect(refusal.map { $0.requested > 8 * data.count } == true)
        #expect(document.peakBytes <= 4 * data.count + 8)
    }

    @Test("Easing(jsonData:) still decodes dense valid easings and reports short junk as before")
    func easingValid() throws {
        let segments = Self.repeated(#"{"easing":"ease","weight":1}"#, bytes: 100_000, head: "", tail: "")
        let data = Data((#"{"kind":"sequence","segments":["# + String(decoding: segments, as: UTF8.self) + "]}").utf8)
        let easing = try Easing(jsonData: data)
        #expect(easing != .linear)
        let error = #expect(throws: DecodingError.self) { try Easing(jsonData: Self.easingJunk("0", bytes: 200)) }
        #expect(error != nil)
        // Malformed and dense: refused at the place JSONDecoder's map would pass the limit.
        var open = Self.easingJunk("0", bytes: Self.large)
        open.removeLast(2)  // "]}"
        let malformed = #expect(throws: DecodingBudgetError.self) { try Easing(jsonData: open) }
        #expect(malformed?.limit == .memory)
    }

    // MARK: - Measuring with heaptrack

    /// One read and nothing else, for a heap profiler (the figures in ``DecodingBudget``):
    /// `MOTION_JSON_PROBE=mode:unit:bytes`, mode `none` (the input only), `load`,
    /// `load16` (UTF-16), `interpolation`, `easing` or `sequence` (a valid sequence easing).
    /// Without the variable the test does nothing.
    @Test("probe for a heap profiler (MOTION_JSON_PROBE)")
    func probe() throws {
        guard let spec = ProcessInfo.processInfo.environment["MOTION_JSON_PROBE"] else { return }
        let first = spec.firstIndex(of: ":")!, last = spec.lastIndex(of: ":")!
        let (mode, unit, bytes) = (String(spec[..<first]), String(spec[spec.index(after: first)..<last]), Int(spec[spec.index(after: last)...])!)
        switch mode {
        case "load", "load16":
            var data = Self.junk(unit, bytes: bytes)
            if mode == "load16" { data = String(decoding: data, as: UTF8.self).data(using: .utf16LittleEndian)! }
            var library = ScenarioLibrary()
            _ = try? library.load(data)
        case "keys":
            var library = ScenarioLibrary()
            _ = try? library.load(Self.distinctKeys(bytes: bytes))
        case "interpolation":
            var library = ScenarioLibrary()
            _ = try? library.load(Self.interpolationJunk(unit, bytes: bytes))
        case "easing": _ = try? Easing(jsonData: Self.easingJunk(unit, bytes: bytes))
        case "sequence":
            _ = try? Easing(jsonData: Self.repeated(#"{"easing":"ease","weight":1}"#, bytes: bytes, head: #"{"kind":"sequence","segments":["#, tail: "]}"))
        case "file":
            // A thousand documents, so that glibc's per-thread cache of small blocks
            // (which mallinfo2 counts as in use) does not hide them.
            let data = Data((unit == "p9" ? P9SampleScenarios.json : ReadmeScenarioExampleTests.json).utf8)
            var documents: [ScenarioJSON.Document] = []
            documents.reserveCapacity(1000)
            let before = Self.heapInUse() ?? 0
            for _ in 0..<1000 { documents.append(try ScenarioJSON.parse(data)) }
            let held = ((Self.heapInUse() ?? 0) - before) / 1000
            print("PROBE file \(unit) \(data.count) bytes: heap \(held) per parse, counted \(documents[0].heldBytes)")
        default: _ = Self.junk(unit, bytes: bytes)
        }
    }
}
