import Foundation

// A small JSON reader and writer for scenario files.
//
// Motion reads scenario JSON itself rather than through JSONSerialization because
// it needs what Foundation does not give on Linux:
//   - correctly rounded numbers: JSONSerialization on Linux (swift-corelibs-foundation,
//     Swift 6.3) misreads about one random Double in five by an ulp or more, which
//     would break the exact round trip;
//   - duplicate keys: JSONSerialization silently keeps the last of two equal keys and
//     JSONDecoder the first; Motion reports them;
//   - bools apart from numbers (NSNumber blurs `true` and `1`), and line and column
//     of syntax errors.
// It accepts what Foundation's reader accepts: RFC 8259 JSON in UTF-8 (with or
// without a byte-order mark), UTF-16 or UTF-32, plus one trailing comma before `]`
// or `}` (Foundation on Linux accepts that too, and P9's README example has one).
//
// Reading is bounded by the text's size, by construction: a parsed Document is the
// UTF-8 text (the caller's data, not copied) and a tape of one 8-byte node per value
// (simdjson's layout), filled by a second reading once the first has checked the text
// and counted its values, so no array grows and no tree of Swift values is built. A
// value takes at least two bytes of text with its separator, so the tape holds at
// most 4 bytes per byte of text (a tree of enums held 19 to 29). Numbers and strings
// are decoded from the text when the schema asks for them; arrays and objects are
// ranges of the tape. Writing still goes through a Value tree (a library's own data).

/// The namespace of the scenario JSON reader and writer.
enum ScenarioJSON {
    /// A JSON value as a tree, for writing. Objects keep their members in order, duplicates included.
    enum Value: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([Member])

        /// The JSON type's name, for error messages.
        var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "a bool"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// The value of a parsed node, as a tree (for the small texts the writer embeds).
        init(_ node: Node) {
            switch node.content {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .number(let number): self = .number(number)
            case .string(let text): self = .string(text)
            case .array(let elements): self = .array(elements.map(Value.init))
            case .object(let members): self = .object(members.map { Member(key: $0.key, value: Value($0.value)) })
            }
        }
    }

    /// One member of a JSON object.
    struct Member: Equatable {
        var key: String
        var value: Value
    }

    /// Deepest nesting of arrays and objects the reader accepts (as Foundation's).
    static let maximumDepth = 512

    // MARK: - Reading

    /// Parses `data` as one JSON value, holding at most `budget`'s memory multiple of
    /// its size (``DecodingBudget/maximumMemoryMultiple``; the standard 8 never refuses,
    /// see ``Document``).
    ///
    /// The text is read twice: once to check it and count its values, against the
    /// budget as they are counted, once to fill a tape of exactly that many nodes.
    /// Nothing grows while reading: the only allocation the text's size decides is the
    /// tape, which the first reading has counted and checked.
    /// - Throws: ``ScenarioLoadError`` of kind `malformedJSON` with line and column, or
    ///   of kind `overBudget` (``DecodingBudget/Limit/memory``) with the line and column
    ///   of the value that went past the budget.
    static func parse(_ data: Data, budget: DecodingBudget = .standard) throws(ScenarioLoadError) -> Document {
        switch read(data, budget: budget) {
        case .success(let document): return document
        case .failure(let failure): throw failure.error
        }
    }

    /// Why a text could not be read: the error, and what is needed to tell what
    /// Foundation's `JSONDecoder` would have held before failing on it.
    struct ReadFailure: Error {
        let error: ScenarioLoadError
        /// Where and how much, when the reading went past the memory budget.
        let overBudget: DecoderCostError?
        /// The UTF-8 text, when it could be converted.
        let text: Document.Text?
        /// The `JSONMap` words of the values read before a syntax error.
        let decoderWords: Int

        /// Where `JSONDecoder` would go past `limit` bytes reading the text up to its
        /// syntax error (three times its map, plus a converted text), if it would.
        func decoderCost(limit: Int) -> DecoderCostError? {
            guard let text else { return nil }
            return ScenarioJSON.decoderCostError(of: text, words: decoderWords, limit: limit)
        }
    }

    /// Where reading a text would go past a memory limit, and the bytes it would hold.
    struct DecoderCostError {
        let requested: Int
        let line: Int
        let column: Int
    }

    /// Reads `data` as one JSON value (see ``parse(_:budget:)``).
    static func read(_ data: Data, budget: DecodingBudget) -> Result<Document, ReadFailure> {
        let text: Document.Text
        let conversionPeak: Int
        do throws(ScenarioLoadError) {
            (text, conversionPeak) = try utf8Text(of: data)
        } catch {
            return .failure(ReadFailure(error: error, overBudget: nil, text: nil, decoderWords: 0))
        }
        let textBytes = Document.textBytes(of: text)
        let limit = budget.memoryLimit(forInputBytes: data.count)
        let maximumCount = limit >= textBytes ? (limit - textBytes) / MemoryLayout<UInt64>.stride : 0
        return Document.withBytes(of: text) { bytes -> Result<Document, ReadFailure> in
            var counter = Reader(bytes: bytes, tape: nil, stopAt: maximumCount)
            do throws(SyntaxError) {
                try counter.parseDocument()
            } catch {
                let (line, column) = lineAndColumn(of: error.offset, in: bytes)
                guard error.stopped else {
                    let syntax = ScenarioLoadError(.malformedJSON, reason: error.reason, line: line, column: column)
                    return .failure(ReadFailure(error: syntax, overBudget: nil, text: text, decoderWords: counter.decoderWords))
                }
                let requested = textBytes + (maximumCount + 1) * MemoryLayout<UInt64>.stride
                let reason = DecodingBudgetError(
                    limit: .memory, maximum: budget.maximumMemoryMultiple, requested: requested,
                    path: "line \(line), column \(column)"
                ).description
                return .failure(
                    ReadFailure(
                        error: ScenarioLoadError(.overBudget, reason: reason, line: line, column: column, limit: .memory),
                        overBudget: DecoderCostError(requested: requested, line: line, column: column), text: text,
                        decoderWords: 0))
            }
            let tape = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: counter.count)
            var writer = Reader(bytes: bytes, tape: tape)
            do throws(SyntaxError) {
                try writer.parseDocument()
            } catch {
                preconditionFailure("the second reading of checked JSON failed at byte \(error.offset): \(error.reason)")
            }
            precondition(writer.count == counter.count, "the two readings of the JSON counted different values")
            return .success(
                Document(
                    text: text, tape: tape, inputBytes: data.count, decoderWords: counter.decoderWords,
                    conversionPeak: conversionPeak))
        }
    }

    /// Where Foundation's `JSONDecoder` would go past `limit` bytes reading all of
    /// `document`, if it would: three times its `JSONMap` (the map's growth copies
    /// it), plus the text converted to UTF-8 when the data is UTF-16 or UTF-32.
    static func checkDecoderCost(_ document: Document, limit: Int) -> DecoderCostError? {
        decoderCostError(of: document.text, words: document.decoderWords, limit: limit)
    }

    /// `checkDecoderCost` for `text`, whose values up to where `JSONDecoder` stops make
    /// a map of `words` words.
    private static func decoderCostError(of text: Document.Text, words: Int, limit: Int) -> DecoderCostError? {
        let extra = Document.textBytes(of: text)
        let wordCost = 3 * MemoryLayout<Int>.stride
        let (product, overflow) = words.multipliedReportingOverflow(by: wordCost)
        let requested = overflow ? Int.max : product + extra
        guard requested > limit else { return nil }
        return Document.withBytes(of: text) { bytes in
            var reader = Reader(bytes: bytes, tape: nil, stopAtDecoderWords: limit > extra ? (limit - extra) / wordCost : 0)
            var offset = bytes.count
            do throws(SyntaxError) {
                try reader.parseDocument()
            } catch {
                offset = error.offset
            }
            let (line, column) = lineAndColumn(of: offset, in: bytes)
            return DecoderCostError(requested: requested, line: line, column: column)
        }
    }

    /// The UTF-8 text of `data`, converted from UTF-16 or UTF-32 and without a
    /// byte-order mark (RFC 4627 §3 detection, as JSONSerialization does), and the most
    /// bytes the conversion held at once (0 for UTF-8, which is not copied).
    private static func utf8Text(of data: Data) throws(ScenarioLoadError) -> (Document.Text, peak: Int) {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8(data.dropFirst(3)), 0) }
        func byte(_ index: Int) -> UInt8 { index < data.count ? data[data.startIndex + index] : 1 }  // 1: short texts are UTF-8
        let encoding: String.Encoding
        var bom = 0
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0x00, 0x00, 0xFE, 0xFF): (encoding, bom) = (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): (encoding, bom) = (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): (encoding, bom) = (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): (encoding, bom) = (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, _): encoding = .utf32BigEndian
        case (_, 0x00, 0x00, 0x00): encoding = .utf32LittleEndian
        case (0x00, _, _, _): encoding = .utf16BigEndian
        case (_, 0x00, _, _): encoding = .utf16LittleEndian
        default: return (.utf8(data), 0)
        }
        guard var text = String(data: data.dropFirst(bom), encoding: encoding) else {
            throw ScenarioLoadError(.malformedJSON, reason: "the text is not valid \(encoding)", line: 1, column: 1)
        }
        text.makeContiguousUTF8()
        // Foundation transcodes into a temporary of 3 bytes per input byte, then copies
        // the result into the string.
        let converted = Document.Text.converted(text)
        return (converted, Document.conversionTemporary(data.count - bom) + Document.textBytes(of: converted))
    }

    /// One-based line and column (in characters) of a byte offset.
    private static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        if let base = bytes.baseAddress {
            for index in 0..<end where base[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
        }
        return (line, String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self).count + 1)
    }

    /// A syntax error at a byte offset, or the place where a reading stopped at its
    /// ``Reader/stopAt`` count (`stopped`).
    private struct SyntaxError: Error {
        var offset: Int
        var reason: String
        var stopped = false
        init(_ offset: Int, _ reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    /// A parsed JSON text: its UTF-8 bytes and a tape of its values.
    ///
    /// The tape lists every value in document order, one 8-byte node each (simdjson's
    /// tape, without its side arrays): the ``Node/Kind`` in the low 3 bits and, above
    /// them, for a number or a string the byte offset in the text where it starts (it is
    /// read again when asked for), for an array or an object the tape index just past
    /// its last descendant. An object's members are its key and value nodes in turn.
    ///
    /// What a document holds, for input data of n bytes: the tape, at most 4 n + 8 bytes
    /// (every value but the last takes at least two bytes of text with its separator);
    /// UTF-8 data is read in place, UTF-16 and UTF-32 text is converted to UTF-8 first
    /// (at most 1.5 n bytes more). ``peakBytes`` also counts what the conversion held
    /// and the tables that find duplicate keys (``ScenarioJSON/firstDuplicate(_:)``).
    final class Document {
        /// The text: the caller's UTF-8 data, or the text converted from UTF-16 or UTF-32.
        enum Text {
            case utf8(Data)
            case converted(String)
        }

        let text: Text
        let tape: UnsafeMutableBufferPointer<UInt64>
        /// The size of the input data, in bytes (before any conversion).
        let inputBytes: Int
        /// The words of the `JSONMap` that Foundation's `JSONDecoder` would build for the
        /// whole text (1 per null, true or false, 3 per number or string, 4 per array or object).
        let decoderWords: Int
        /// The bytes this document holds: its tape and a converted text.
        let heldBytes: Int
        /// The most bytes held at once while reading and decoding this document:
        /// ``heldBytes`` plus the conversion's temporary or a duplicate-key table.
        private(set) var peakBytes: Int

        fileprivate init(
            text: Text, tape: UnsafeMutableBufferPointer<UInt64>, inputBytes: Int, decoderWords: Int, conversionPeak: Int
        ) {
            self.text = text
            self.tape = tape
            self.inputBytes = inputBytes
            self.decoderWords = decoderWords
            heldBytes = tape.count * MemoryLayout<UInt64>.stride + Self.textBytes(of: text)
            peakBytes = max(heldBytes, conversionPeak)
        }

        deinit { tape.deallocate() }

        /// The root value.
        var root: Node { Node(document: self, index: 0) }

        /// Counts `bytes` held for a while beside the document, for ``peakBytes``.
        func noteTransient(_ bytes: Int) {
            peakBytes = max(peakBytes, heldBytes + bytes)
        }

        /// What a text holds beside the caller's data: for a converted text its UTF-8
        /// bytes, a terminating zero and the string object's 32-byte header.
        static func textBytes(of text: Text) -> Int {
            switch text {
            case .utf8: 0
            case .converted(let string): string.utf8.count + 33
            }
        }

        /// The one-based line and column (in characters) of byte `offset`.
        func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
            withBytes { ScenarioJSON.lineAndColumn(of: offset, in: $0) }
        }

        /// What Foundation's UTF-16 and UTF-32 conversion allocates while it runs.
        static func conversionTemporary(_ count: Int) -> Int { 3 * count }

        /// Runs `body` on the UTF-8 bytes of `text`.
        static func withBytes<R>(of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            switch text {
            case .utf8(let data):
                data.withUnsafeBytes { body($0.assumingMemoryBound(to: UInt8.self)) }
            case .converted(let string):
                string.utf8.withContiguousStorageIfAvailable(body)!  // made contiguous when converted
            }
        }

        /// Runs `body` on the document's UTF-8 bytes.
        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            Self.withBytes(of: text, body)
        }

        /// The number whose text starts at byte `offset`.
        func number(at offset: Int) -> Double {
            withBytes { bytes in
                var end = offset
                while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
                // Swift's Double(_: String) rounds correctly; too large gives ±infinity,
                // which the schema reports as out of range at its key.
                return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))!
            }
        }

        private static func isNumberByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                true
            default: false
            }
        }

        /// The string whose opening quote is at byte `offset`, escapes resolved.
        func string(at offset: Int) -> String {
            withBytes { bytes in
                var index = offset + 1
                var end = index
                while bytes[end] != UInt8(ascii: "\"") && bytes[end] != UInt8(ascii: "\\") { end += 1 }
                if bytes[end] == UInt8(ascii: "\"") {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                }
                // Escapes only shorten the text: its raw length is enough room.
                var close = end
                while bytes[close] != UInt8(ascii: "\"") { close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1 }
                var text: [UInt8] = []
                text.reserveCapacity(close - index)
                text.append(contentsOf: bytes[index..<end])
                index = end
                while true {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                    guard byte == UInt8(ascii: "\\") else {
                        text.append(byte)
                        index += 1
                        continue
                    }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = Self.hex4(bytes, at: index)
                        index += 4
                        if (0xD800...0xDBFF).contains(scalar) {
                            let low = Self.hex4(bytes, at: index + 2)
                            index += 6
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        UTF8.encode(Unicode.Scalar(scalar)!) { text.append($0) }
                    default: text.append(escape)  // " \ /
                    }
                }
            }
        }

        /// The four hexadecimal digits at `index` of checked text.
        private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] { value = value << 4 | UInt32(hexDigit(byte)!) }
            return value
        }
    }

    /// The value of a hexadecimal digit.
    fileprivate static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// One value of a ``Document``: its place on the tape.
    struct Node {
        /// The JSON type, as stored in a tape node's low 3 bits.
        enum Kind: UInt64 {
            case null, `false`, `true`, number, string, array, object

            /// The words of Foundation's `JSONMap` for a value of this kind.
            var decoderWords: Int {
                switch self {
                case .null, .false, .true: 1
                case .number, .string: 3
                case .array, .object: 4
                }
            }
        }

        /// A value read from the tape: scalars decoded, arrays and objects as lazy sequences.
        enum Content {
            case null
            case bool(Bool)
            case number(Double)
            case string(String)
            case array(Elements)
            case object(Members)
        }

        let document: Document
        let index: Int

        var kind: Kind { Kind(rawValue: document.tape[index] & 7)! }
        /// The byte offset of a number or string; the end of an array or object.
        private var payload: Int { Int(truncatingIfNeeded: document.tape[index] >> 3) }
        /// The tape index just past this value and everything inside it.
        var end: Int { kind == .array || kind == .object ? payload : index + 1 }
        /// The byte offset where a number or string starts; nil for other values.
        var offset: Int? { kind == .number || kind == .string ? payload : nil }

        var content: Content {
            switch kind {
            case .null: .null
            case .false: .bool(false)
            case .true: .bool(true)
            case .number: .number(document.number(at: payload))
            case .string: .string(document.string(at: payload))
            case .array: .array(Elements(document: document, indices: index + 1..<payload))
            case .object: .object(Members(document: document, indices: index + 1..<payload))
            }
        }

        /// The JSON type's name, for error messages.
        var typeName: String {
            switch kind {
            case .null: "null"
            case .false, .true: "a bool"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// The elements of an array, in order.
    struct Elements: Sequence {
        let document: Document
        let indices: Range<Int>

        func makeIterator() -> Iterator { Iterator(document: document, index: indices.lowerBound, end: indices.upperBound) }

        struct Iterator: IteratorProtocol {
            let document: Document
            var index: Int
            let end: Int

            mutating func next() -> Node? {
                guard index < end else { return nil }
                let node = Node(document: document, index: index)
                index = node.end
                return node
            }
        }
    }

    /// The members of an object, in document order, duplicates included.
    struct Members: Sequence {
        let document: Document
        let indices: Range<Int>

        /// One member: its key, decoded, and its value.
        struct Element {
            let key: String
            let value: Node
            /// The tape index of the key's node.
            let keyIndex: Int
        }

        func makeIterator() -> Iterator { Iterator(document: document, index: indices.lowerBound, end: indices.upperBound) }

        struct Iterator: IteratorProtocol {
            let document: Document
            var index: Int
            let end: Int

            mutating func next() -> Element? {
                guard index < end else { return nil }
                let key = Node(document: document, index: index)
                let value = Node(document: document, index: index + 1)
                index = value.end
                return Element(key: document.string(at: key.offset!), value: value, keyIndex: key.index)
            }
        }

        /// The tape indices of the keys, without decoding them.
        var keyIndices: some Sequence<Int> {
            sequence(state: indices.lowerBound) { index -> Int? in
                guard index < indices.upperBound else { return nil }
                let key = index
                index = Node(document: document, index: index + 1).end
                return key
            }
        }
    }

    /// The first key of `members` that equals an earlier one (as Swift strings compare,
    /// so canonically equivalent keys are equal), if any.
    ///
    /// The keys are not collected: a table of 8-byte slots (a 32-bit hash tag and the
    /// key's tape index), 1.5 to 3 slots per member, finds them again, decoding one key
    /// at a time. That is at most 24 bytes per member, and a member takes at least 4
    /// bytes of text (`"":0,`); the document counts the table in its ``Document/peakBytes``.
    static func firstDuplicate(_ members: Members) -> String? {
        let document = members.document
        let count = members.keyIndices.reduce(0) { count, _ in count + 1 }
        guard count > 1 else { return nil }
        guard members.indices.upperBound < Int(UInt32.max) else {
            var seen = Set<String>()  // a tape beyond 2^32 nodes: more than 8 GiB of text
            return members.first { !seen.insert($0.key).inserted }?.key
        }
        var capacity = 4
        while capacity < count + count / 2 { capacity *= 2 }
        let slots = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        defer { slots.deallocate() }
        document.noteTransient(capacity * MemoryLayout<UInt64>.stride)
        let mask = capacity - 1
        func keyText(at index: Int) -> String { document.string(at: Node(document: document, index: index).offset!) }
        for index in members.keyIndices {
            let key = keyText(at: index)
            let hash = key.hashValue
            let tag = UInt64(UInt32(truncatingIfNeeded: hash >> 32))
            var slot = hash & mask
            while true {
                let entry = slots[slot]
                if entry == 0 {
                    slots[slot] = tag << 32 | UInt64(index + 1)
                    break
                }
                if entry >> 32 == tag && keyText(at: Int(entry & 0xFFFF_FFFF) - 1) == key { return key }
                slot = (slot + 1) & mask
            }
        }
        return nil
    }

    /// A recursive-descent reader over UTF-8 bytes that checks the text and writes one
    /// tape node per value, or only counts them. Its loops index a raw pointer, so that
    /// they stay fast in debug builds too.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The first byte (any valid pointer when there is none) and the byte count.
        let base: UnsafePointer<UInt8>
        let end: Int
        var offset = 0
        /// The tape to fill; nil to only check the text and count its values.
        let tape: UnsafeMutablePointer<UInt64>?
        /// How many values have been read.
        var count = 0
        /// The words of the `JSONMap` that Foundation's `JSONDecoder` builds for them.
        var decoderWords = 0
        /// The count of values, and of `JSONMap` words, past which reading stops with a
        /// `stopped` error at the first byte of the value that goes past.
        let stopAt: Int
        let stopAtDecoderWords: Int

        init(
            bytes: UnsafeBufferPointer<UInt8>, tape: UnsafeMutableBufferPointer<UInt64>?, stopAt: Int = .max,
            stopAtDecoderWords: Int = .max
        ) {
            self.bytes = bytes
            base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
            end = bytes.count
            self.tape = tape?.baseAddress
            self.stopAt = stopAt
            self.stopAtDecoderWords = stopAtDecoderWords
        }

        var current: UInt8? { offset < end ? base[offset] : nil }

        /// Reads the whole text as one value.
        mutating func parseDocument() throws(SyntaxError) {
            skipWhitespace()
            try parseValue(depth: 0)
            skipWhitespace()
            guard offset == end else { throw SyntaxError(offset, "unexpected text after the JSON value") }
        }

        /// Writes the node of the next value, which starts at the current offset (a
        /// container's end is written when it closes).
        mutating func emit(_ kind: Node.Kind, _ payload: Int) throws(SyntaxError) {
            let words = kind.decoderWords
            guard count < stopAt && words <= stopAtDecoderWords - decoderWords else {
                var stop = SyntaxError(offset, "")
                stop.stopped = true
                throw stop
            }
            if let tape { tape[count] = UInt64(payload) << 3 | kind.rawValue }
            count += 1
            decoderWords += words
        }

        /// Writes the end of the container whose node is at `index`.
        mutating func close(_ kind: Node.Kind, at index: Int) {
            offset += 1  // ] or }
            if let tape { tape[index] = UInt64(count) << 3 | kind.rawValue }
        }

        mutating func skipWhitespace() {
            while offset < end {
                let byte = base[offset]
                if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 { return }
                offset += 1
            }
        }

        /// Whether the current byte is `byte`.
        func at(_ byte: UInt8) -> Bool { offset < end && base[offset] == byte }

        mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
            guard at(byte) else { throw SyntaxError(offset, "expected \(what)") }
            offset += 1
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) {
            guard offset < end else { throw SyntaxError(offset, "unexpected end of text, expected a value") }
            let byte = base[offset]
            if byte == UInt8(ascii: "\"") {
                try emit(.string, offset)
                try parseString()
            } else if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                try emit(.number, offset)
                try parseNumber()
            } else if byte == UInt8(ascii: "[") {
                try parseArray(depth: depth + 1)
            } else if byte == UInt8(ascii: "{") {
                try parseObject(depth: depth + 1)
            } else if byte == UInt8(ascii: "t") {
                try emit(.true, 0)
                try parseLiteral("true")
            } else if byte == UInt8(ascii: "f") {
                try emit(.false, 0)
                try parseLiteral("false")
            } else if byte == UInt8(ascii: "n") {
                try emit(.null, 0)
                try parseLiteral("null")
            } else {
                throw SyntaxError(offset, "expected a value")
            }
        }

        mutating func parseLiteral(_ word: StaticString) throws(SyntaxError) {
            let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            for byte in text {
                guard at(byte) else { throw SyntaxError(offset, "expected \"\(word)\"") }
                offset += 1
            }
        }

        mutating func parseObject(depth: Int) throws(SyntaxError) {
            guard depth <= maximumDepth else { throw SyntaxError(offset, "nested deeper than \(maximumDepth) levels") }
            let node = count
            try emit(.object, 0)
            offset += 1  // {
            skipWhitespace()
            if at(UInt8(ascii: "}")) { return close(.object, at: node) }
            while true {
                skipWhitespace()
                guard at(UInt8(ascii: "\"")) else { throw SyntaxError(offset, "expected a key in double quotes") }
                try emit(.string, offset)
                try parseString()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipWhitespace()
                try parseValue(depth: depth)
                skipWhitespace()
                if at(UInt8(ascii: "}")) { return close(.object, at: node) }
                try expect(UInt8(ascii: ","), "',' or '}'")
                skipWhitespace()
                if at(UInt8(ascii: "}")) { return close(.object, at: node) }  // one trailing comma
            }
        }

        mutating func parseArray(depth: Int) throws(SyntaxError) {
            guard depth <= maximumDepth else { throw SyntaxError(offset, "nested deeper than \(maximumDepth) levels") }
            let node = count
            try emit(.array, 0)
            offset += 1  // [
            skipWhitespace()
            if at(UInt8(ascii: "]")) { return close(.array, at: node) }
            while true {
                skipWhitespace()
                try parseValue(depth: depth)
                skipWhitespace()
                if at(UInt8(ascii: "]")) { return close(.array, at: node) }
                try expect(UInt8(ascii: ","), "',' or ']'")
                skipWhitespace()
                if at(UInt8(ascii: "]")) { return close(.array, at: node) }  // one trailing comma
            }
        }

        /// Skips digits.
        mutating func skipDigits() {
            while offset < end && base[offset] >= 0x30 && base[offset] <= 0x39 { offset += 1 }
        }

        /// Whether the current byte is a digit.
        func atDigit() -> Bool { offset < end && base[offset] >= 0x30 && base[offset] <= 0x39 }

        mutating func parseNumber() throws(SyntaxError) {
            if at(UInt8(ascii: "-")) { offset += 1 }
            guard atDigit() else { throw SyntaxError(offset, "expected a digit") }
            if at(UInt8(ascii: "0")) {
                offset += 1
                if atDigit() { throw SyntaxError(offset, "a number cannot have a leading zero") }
            } else {
                skipDigits()
            }
            if at(UInt8(ascii: ".")) {
                offset += 1
                guard atDigit() else { throw SyntaxError(offset, "expected a digit after '.'") }
                skipDigits()
            }
            if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
                offset += 1
                if at(UInt8(ascii: "+")) || at(UInt8(ascii: "-")) { offset += 1 }
                guard atDigit() else { throw SyntaxError(offset, "expected a digit in the exponent") }
                skipDigits()
            }
        }

        mutating func parseString() throws(SyntaxError) {
            offset += 1  // "
            while offset < end {
                let byte = base[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return
                } else if byte == UInt8(ascii: "\\") {
                    offset += 1
                    try parseEscape()
                } else if byte < 0x20 {
                    throw SyntaxError(offset, "a control character must be escaped in a string")
                } else if byte >= 0x80 {
                    offset += try validUTF8Length(at: offset)
                } else {
                    offset += 1
                }
            }
            throw SyntaxError(offset, "unterminated string")
        }

        mutating func parseEscape() throws(SyntaxError) {
            guard let byte = current else { throw SyntaxError(offset, "unterminated string") }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                offset += 1
                return
            case UInt8(ascii: "u"): break
            default: throw SyntaxError(offset - 1, "invalid escape sequence")
            }
            let start = offset - 1
            offset += 1
            let scalar = try parseHex4()
            if (0xDC00...0xDFFF).contains(scalar) { throw SyntaxError(start, "a lone low surrogate escape") }
            if (0xD800...0xDBFF).contains(scalar) {
                guard at(UInt8(ascii: "\\")), offset + 1 < end, base[offset + 1] == UInt8(ascii: "u") else {
                    throw SyntaxError(start, "a high surrogate escape without a low surrogate")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw SyntaxError(start, "a high surrogate escape without a low surrogate")
                }
            }
        }

        mutating func parseHex4() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = hexDigit(byte) else {
                    throw SyntaxError(offset, "expected four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
                offset += 1
            }
            return value
        }

        /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629 table 3-7).
        func validUTF8Length(at index: Int) throws(SyntaxError) -> Int {
            let lead = base[index]
            let (length, secondRange): (Int, ClosedRange<UInt8>)
            switch lead {
            case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            default: throw SyntaxError(index, "invalid UTF-8")
            }
            guard index + length <= end, secondRange.contains(base[index + 1]),
                bytes[(index + 2)..<(index + length)].allSatisfy({ (0x80...0xBF).contains($0) })
            else { throw SyntaxError(index, "invalid UTF-8") }
            return length
        }
    }

    // MARK: - Writing

    /// Writes `value` as JSON text: object members sorted by key (UTF-8 order),
    /// numbers in their shortest round-tripping form, two-space indentation when
    /// `pretty`. Deterministic: equal values give identical text.
    static func write(_ value: Value, pretty: Bool) -> String {
        var output = ""
        write(value, pretty: pretty, indent: 0, into: &output)
        if pretty { output += "\n" }
        return output
    }

    private static func write(_ value: Value, pretty: Bool, indent: Int, into output: inout String) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        let closing = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .string(let text): output += quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                output += (index == 0 ? "" : ",") + newline
                write(element, pretty: pretty, indent: indent + 1, into: &output)
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                output += (index == 0 ? "" : ",") + newline + quoted(member.key) + (pretty ? ": " : ":")
                write(member.value, pretty: pretty, indent: indent + 1, into: &output)
            }
            output += closing + "}"
        }
    }

    /// `node` as compact JSON text, members in document order (Easing's decoding reads
    /// them by key), numbers in their shortest round-tripping form: the text that
    /// `JSONDecoder` reads for an `interpolation` object. Precondition: every number in
    /// it is finite.
    static func compactText(of node: Node) -> String {
        var output = ""
        writeCompact(node, into: &output)
        return output
    }

    private static func writeCompact(_ node: Node, into output: inout String) {
        switch node.content {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .string(let text): output += quoted(text)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                writeCompact(element, into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                output += (index == 0 ? "" : ",") + quoted(member.key) + ":"
                writeCompact(member.value, into: &output)
            }
            output += "}"
        }
    }

    /// The size of the `JSONMap` that Foundation's `JSONDecoder` builds for `node`: one
    /// 8-byte word per null, true or false, three per number or string (keys included),
    /// four per array or object. Read off the tape's kinds, without decoding anything.
    static func decoderMapBytes(of node: Node) -> Int {
        let tape = node.document.tape
        var words = 0
        for index in node.index..<node.end { words += Node.Kind(rawValue: tape[index] & 7)!.decoderWords }
        return words * MemoryLayout<Int>.stride
    }

    /// The length of ``compactText(of:)``, without writing it. Precondition: every number
    /// in `node` is finite.
    static func compactTextLength(of node: Node) -> Int {
        var text = 0
        for index in node.index..<node.end {
            let child = Node(document: node.document, index: index)
            switch child.content {
            case .null, .bool(true): text += 4
            case .bool(false): text += 5
            case .number(let number): text += format(number).utf8.count
            case .string(let string): text += quoted(string).utf8.count
            case .array(let elements):
                let count = elements.reduce(0) { count, _ in count + 1 }
                text += 2 + max(count - 1, 0)  // brackets and commas
            case .object(let members):
                let count = members.keyIndices.reduce(0) { count, _ in count + 1 }
                text += 2 + max(count - 1, 0) + count  // braces, commas and colons
            }
        }
        return text
    }

    /// The shortest JSON text that reads back to exactly `number` (integers without
    /// a fraction, `-0` for negative zero, otherwise Swift's round-tripping
    /// `description`). Precondition: `number` is finite.
    static func format(_ number: Double) -> String {
        precondition(number.isFinite, "JSON cannot hold \(number)")
        if number == 0 { return number.sign == .minus ? "-0" : "0" }
        if number.rounded(.towardZero) == number && abs(number) < 1e15 { return String(Int64(number)) }
        return number.description
    }

    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
