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

/// The namespace of the scenario JSON reader and writer.
enum ScenarioJSON {
    /// A parsed JSON value. Objects keep their members in document order, duplicates included.
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
    }

    /// One member of a JSON object.
    struct Member: Equatable {
        var key: String
        var value: Value
    }

    /// Deepest nesting of arrays and objects the reader accepts (as Foundation's).
    static let maximumDepth = 512

    // MARK: - Reading

    /// Parses `data` as one JSON value.
    /// - Throws: ``ScenarioLoadError`` of kind `malformedJSON` with line and column.
    static func parse(_ data: Data) throws(ScenarioLoadError) -> Value {
        let bytes = try utf8Bytes(of: data)
        var reader = Reader(bytes: bytes)
        do throws(SyntaxError) {
            reader.skipWhitespace()
            let value = try reader.parseValue(depth: 0)
            reader.skipWhitespace()
            guard reader.offset == bytes.count else { throw SyntaxError(reader.offset, "unexpected text after the JSON value") }
            return value
        } catch {
            let (line, column) = lineAndColumn(of: error.offset, in: bytes)
            throw ScenarioLoadError(.malformedJSON, reason: error.reason, line: line, column: column)
        }
    }

    /// The UTF-8 bytes of `data`, converted from UTF-16 or UTF-32 and without a
    /// byte-order mark (RFC 4627 §3 detection, as JSONSerialization does).
    private static func utf8Bytes(of data: Data) throws(ScenarioLoadError) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let b = bytes + [1, 1, 1, 1]  // padding: short texts are UTF-8
        let encoding: String.Encoding
        var bom = 0
        switch (b[0], b[1], b[2], b[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): (encoding, bom) = (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): (encoding, bom) = (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): (encoding, bom) = (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): (encoding, bom) = (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, _): encoding = .utf32BigEndian
        case (_, 0x00, 0x00, 0x00): encoding = .utf32LittleEndian
        case (0x00, _, _, _): encoding = .utf16BigEndian
        case (_, 0x00, _, _): encoding = .utf16LittleEndian
        default: return bytes
        }
        guard let text = String(data: data.dropFirst(bom), encoding: encoding) else {
            throw ScenarioLoadError(.malformedJSON, reason: "the text is not valid \(encoding)", line: 1, column: 1)
        }
        return Array(text.utf8)
    }

    /// One-based line and column (in characters) of a byte offset.
    private static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    /// A syntax error at a byte offset.
    private struct SyntaxError: Error {
        var offset: Int
        var reason: String
        init(_ offset: Int, _ reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    /// A recursive-descent reader over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
            guard current == byte else { throw SyntaxError(offset, "expected \(what)") }
            offset += 1
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) -> Value {
            guard let byte = current else { throw SyntaxError(offset, "unexpected end of text, expected a value") }
            switch byte {
            case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
            case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try parseString())
            case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
            case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
            case UInt8(ascii: "n"): try parseLiteral("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
            default: throw SyntaxError(offset, "expected a value")
            }
        }

        mutating func parseLiteral(_ word: String) throws(SyntaxError) {
            for byte in word.utf8 {
                guard current == byte else { throw SyntaxError(offset, "expected \"\(word)\"") }
                offset += 1
            }
        }

        mutating func parseObject(depth: Int) throws(SyntaxError) -> Value {
            guard depth <= maximumDepth else { throw SyntaxError(offset, "nested deeper than \(maximumDepth) levels") }
            offset += 1  // {
            var members: [Member] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw SyntaxError(offset, "expected a key in double quotes") }
                let key = try parseString()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipWhitespace()
                members.append(Member(key: key, value: try parseValue(depth: depth)))
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    offset += 1
                    return .object(members)
                }
                try expect(UInt8(ascii: ","), "',' or '}'")
                skipWhitespace()
                if current == UInt8(ascii: "}") {  // one trailing comma
                    offset += 1
                    return .object(members)
                }
            }
        }

        mutating func parseArray(depth: Int) throws(SyntaxError) -> Value {
            guard depth <= maximumDepth else { throw SyntaxError(offset, "nested deeper than \(maximumDepth) levels") }
            offset += 1  // [
            var elements: [Value] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth))
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    offset += 1
                    return .array(elements)
                }
                try expect(UInt8(ascii: ","), "',' or ']'")
                skipWhitespace()
                if current == UInt8(ascii: "]") {  // one trailing comma
                    offset += 1
                    return .array(elements)
                }
            }
        }

        mutating func parseNumber() throws(SyntaxError) -> Double {
            let start = offset
            if current == UInt8(ascii: "-") { offset += 1 }
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
            guard isDigit(current) else { throw SyntaxError(offset, "expected a digit") }
            if current == UInt8(ascii: "0") {
                offset += 1
                if isDigit(current) { throw SyntaxError(offset, "a number cannot have a leading zero") }
            } else {
                while isDigit(current) { offset += 1 }
            }
            if current == UInt8(ascii: ".") {
                offset += 1
                guard isDigit(current) else { throw SyntaxError(offset, "expected a digit after '.'") }
                while isDigit(current) { offset += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                guard isDigit(current) else { throw SyntaxError(offset, "expected a digit in the exponent") }
                while isDigit(current) { offset += 1 }
            }
            // Swift's Double(_: String) rounds correctly; too large gives ±infinity,
            // which the schema reports as out of range at its key.
            return Double(String(decoding: bytes[start..<offset], as: UTF8.self))!
        }

        mutating func parseString() throws(SyntaxError) -> String {
            offset += 1  // "
            var text: [UInt8] = []
            while true {
                guard let byte = current else { throw SyntaxError(offset, "unterminated string") }
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    offset += 1
                    try parseEscape(into: &text)
                case 0x00..<0x20:
                    throw SyntaxError(offset, "a control character must be escaped in a string")
                case 0x80...:
                    let length = try validUTF8Length(at: offset)
                    text.append(contentsOf: bytes[offset..<offset + length])
                    offset += length
                default:
                    text.append(byte)
                    offset += 1
                }
            }
        }

        mutating func parseEscape(into text: inout [UInt8]) throws(SyntaxError) {
            let escapes: [UInt8: UInt8] = [
                UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
                UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            ]
            guard let byte = current else { throw SyntaxError(offset, "unterminated string") }
            if let replacement = escapes[byte] {
                text.append(replacement)
                offset += 1
                return
            }
            guard byte == UInt8(ascii: "u") else { throw SyntaxError(offset - 1, "invalid escape sequence") }
            let start = offset - 1
            offset += 1
            var scalar = try parseHex4()
            if (0xDC00...0xDFFF).contains(scalar) { throw SyntaxError(start, "a lone low surrogate escape") }
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw SyntaxError(start, "a high surrogate escape without a low surrogate")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw SyntaxError(start, "a high surrogate escape without a low surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            text.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        }

        mutating func parseHex4() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Int(String(UnicodeScalar(byte)), radix: 16) else {
                    throw SyntaxError(offset, "expected four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
                offset += 1
            }
            return value
        }

        /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629 table 3-7).
        func validUTF8Length(at index: Int) throws(SyntaxError) -> Int {
            let lead = bytes[index]
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
            guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]),
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
