import Foundation

// A `Decoder` over a value of Motion's own JSON reader (`ScenarioJSON.Document`):
// Easing's `Decodable` conformance reads an `interpolation` object of a scenario file,
// and the data given to `Easing(jsonData:budget:)`, straight from the reader's tape, so
// that decoding a valid easing holds the tape (at most 4 bytes per byte of text) and the
// decoded easing, nothing more: no second map of the text as Foundation's
// `JSONDecoder` builds (24 bytes per number or string, up to three times that while it
// grows: 15× the size of a sequence of 99 999 segments).
//
// It behaves as `JSONDecoder` with its default strategies does for what Easing reads,
// and the tests hold it to that with `JSONDecoder` as the oracle: the same values
// (numbers read from their literal, correctly rounded; integers exactly, with range
// checks) and the same errors (`typeMismatch`, `valueNotFound`, `keyNotFound`,
// `dataCorrupted`) at the same coding paths, with the same messages. Of two equal keys
// in one object the first is read, as `JSONDecoder` does. Nothing is built ahead: a
// keyed container finds a key by walking the object's members on the tape (an easing
// object has at most five keys), an unkeyed one walks the array.

/// A `Decoder` reading one value of a parsed ``ScenarioJSON/Document``.
struct ScenarioJSONDecoder: Decoder {
    typealias Node = ScenarioJSON.Node

    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    /// A decoder of `node`, whose value is at `codingPath`.
    /// - Parameter budget: What `userInfo[.decodingBudget]` carries for the easings it reads.
    init(_ node: Node, codingPath: [any CodingKey] = [], budget: DecodingBudget) {
        self.init(node, codingPath: codingPath, userInfo: [.decodingBudget: budget])
    }

    private init(_ node: Node, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.node = node
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    /// A decoder of `child`, one key below this one.
    fileprivate func child(_ child: Node, at key: any CodingKey) -> ScenarioJSONDecoder {
        ScenarioJSONDecoder(child, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try Self.checkNotNull(node, "keyed decoding container", [String: Any].self, codingPath)
        guard node.kind == .object else {
            throw Self.typeMismatch([String: Any].self, node, codingPath)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try Self.checkNotNull(node, "unkeyed decoding container", [Any].self, codingPath)
        guard node.kind == .array else {
            throw Self.typeMismatch([Any].self, node, codingPath)
        }
        return UnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    /// The smallest key (as Swift strings order) of this object for which `isIncluded`
    /// holds, if any; read one key at a time, without collecting them.
    /// - Throws: What ``container(keyedBy:)`` throws when the value is not an object.
    func smallestKey(where isIncluded: (String) -> Bool) throws -> String? {
        try Self.checkNotNull(node, "keyed decoding container", [String: Any].self, codingPath)
        guard case .object(let members) = node.content else {
            throw Self.typeMismatch([String: Any].self, node, codingPath)
        }
        var smallest: String?
        for member in members where isIncluded(member.key) {
            if smallest.map({ member.key < $0 }) ?? true { smallest = member.key }
        }
        return smallest
    }

    // MARK: - Values

    /// What `JSONDecoder` calls the JSON type of a value in its messages.
    private static func description(of node: Node) -> String {
        switch node.kind {
        case .null: "null"
        case .false, .true: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    /// `valueNotFound` for a null where `what` was expected, as `JSONDecoder` reports it.
    fileprivate static func checkNotNull(
        _ node: Node, _ what: @autoclosure () -> String, _ type: Any.Type, _ codingPath: [any CodingKey]
    ) throws {
        guard node.kind == .null else { return }
        throw DecodingError.valueNotFound(
            type,
            DecodingError.Context(codingPath: codingPath, debugDescription: "Cannot get \(what()) -- found null value instead"))
    }

    /// What `JSONDecoder` throws for a number that does not fit the type asked for: it
    /// reports it as text that is not valid JSON, at the top of the document (coding path
    /// empty); the underlying error names the number, the type and where it is.
    fileprivate static func notRepresentable(_ text: String, _ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.",
                underlyingError: NumberNotRepresentable(literal: text, type: "\(type)", path: Easing.path(codingPath))))
    }

    /// A number that does not fit the type asked for (a `DecodingError`'s underlying error).
    struct NumberNotRepresentable: Error, CustomStringConvertible {
        let literal: String
        let type: String
        let path: String
        var description: String { "the number \(literal) at \(path.isEmpty ? "the top" : path) does not fit in \(type)" }
    }

    fileprivate static func typeMismatch(_ type: Any.Type, _ node: Node, _ codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(type) but found \(description(of: node)) instead."))
    }

    /// The text of a number node, as written.
    fileprivate static func literal(of node: Node) -> String {
        node.document.withBytes { bytes in
            let start = node.offset!
            var end = start
            while end < bytes.count {
                switch bytes[end] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                    UInt8(ascii: "e"), UInt8(ascii: "E"):
                    end += 1
                    continue
                default: break
                }
                break
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    fileprivate static func decodeBool(_ node: Node, _ codingPath: [any CodingKey]) throws -> Bool {
        try checkNotNull(node, "value of type \(Bool.self)", Bool.self, codingPath)
        switch node.kind {
        case .true: return true
        case .false: return false
        default: throw typeMismatch(Bool.self, node, codingPath)
        }
    }

    fileprivate static func decodeString(_ node: Node, _ codingPath: [any CodingKey]) throws -> String {
        try checkNotNull(node, "value of type \(String.self)", String.self, codingPath)
        guard node.kind == .string else { throw typeMismatch(String.self, node, codingPath) }
        return node.document.string(at: node.offset!)
    }

    /// A floating-point number, correctly rounded from its literal; one beyond the type's
    /// range is an error, as `JSONDecoder` reports it.
    fileprivate static func decodeFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ node: Node, _ codingPath: [any CodingKey]
    ) throws -> T {
        try checkNotNull(node, "value of type \(type)", type, codingPath)
        guard node.kind == .number else { throw typeMismatch(type, node, codingPath) }
        let text = literal(of: node)
        guard let value = T(text), value.isFinite else { throw notRepresentable(text, type, codingPath) }
        return value
    }

    /// An integer: its literal read exactly, or a whole number written with a fraction
    /// or an exponent; one out of the type's range, or not whole, is an error.
    fileprivate static func decodeInteger<T: FixedWidthInteger>(
        _ type: T.Type, _ node: Node, _ codingPath: [any CodingKey]
    ) throws -> T {
        try checkNotNull(node, "value of type \(type)", type, codingPath)
        guard node.kind == .number else { throw typeMismatch(type, node, codingPath) }
        let text = literal(of: node)
        if let value = T(text) { return value }
        if let exact = Double(text), exact.isFinite, let value = T(exactly: exact) { return value }
        throw notRepresentable(text, type, codingPath)
    }

    // MARK: - Containers

    /// A key that is an array index, as `JSONDecoder` names it.
    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "Index \(intValue!)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init(intValue: Int) { self.intValue = intValue }
    }

    /// The key `super` (for ``KeyedContainer/superDecoder()``).
    struct SuperKey: CodingKey {
        var stringValue: String { "super" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ScenarioJSONDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        private var members: ScenarioJSON.Members {
            guard case .object(let members) = decoder.node.content else { preconditionFailure("not an object") }
            return members
        }

        /// Every distinct key that `Key` can name, in document order.
        var allKeys: [Key] {
            var seen = Set<String>()
            return members.compactMap { member in
                guard seen.insert(member.key).inserted else { return nil }
                return Key(stringValue: member.key)
            }
        }

        /// The value of the first member named `key`.
        private func value(_ key: Key) -> ScenarioJSON.Node? {
            let name = key.stringValue
            return members.first { $0.key == name }?.value
        }

        private func require(_ key: Key) throws -> ScenarioJSON.Node {
            guard let value = value(key) else {
                throw DecodingError.keyNotFound(
                    key,
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
            }
            return value
        }

        func contains(_ key: Key) -> Bool { value(key) != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try require(key).kind == .null }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
            try ScenarioJSONDecoder.decodeBool(require(key), codingPath + [key])
        }

        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            try ScenarioJSONDecoder.decodeString(require(key), codingPath + [key])
        }

        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            try ScenarioJSONDecoder.decodeFloat(type, require(key), codingPath + [key])
        }

        func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
            try ScenarioJSONDecoder.decodeFloat(type, require(key), codingPath + [key])
        }

        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

        private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
            try ScenarioJSONDecoder.decodeInteger(type, require(key), codingPath + [key])
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: decoder.child(require(key), at: key))
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.child(require(key), at: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder.child(require(key), at: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            let key = SuperKey()
            guard let value = members.first(where: { $0.key == key.stringValue })?.value else {
                throw DecodingError.keyNotFound(
                    key,
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
            }
            return decoder.child(value, at: key)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            decoder.child(try require(key), at: key)
        }
    }

    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: ScenarioJSONDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        /// The tape index of the next element; the array's end when at its end.
        private var next: Int
        private let end: Int
        private(set) var currentIndex = 0
        let count: Int?

        init(decoder: ScenarioJSONDecoder) {
            self.decoder = decoder
            next = decoder.node.index + 1
            end = decoder.node.end
            var count = 0
            var index = next
            while index < end {
                count += 1
                index = ScenarioJSON.Node(document: decoder.node.document, index: index).end
            }
            self.count = count
        }

        var isAtEnd: Bool { next >= end }

        /// The next element and its key, without moving past it.
        private func peek<T>(_ type: T.Type) throws -> (ScenarioJSON.Node, IndexKey) {
            let key = IndexKey(currentIndex)
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    type, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
            }
            return (ScenarioJSON.Node(document: decoder.node.document, index: next), key)
        }

        /// Moves past the element `node`.
        private mutating func advance(past node: ScenarioJSON.Node) {
            next = node.end
            currentIndex += 1
        }

        /// Reads the next element with `read`, moving past it only when that succeeds.
        private mutating func read<T>(_ type: T.Type, _ read: (ScenarioJSON.Node, [any CodingKey]) throws -> T) throws -> T {
            let (node, key) = try peek(type)
            let value = try read(node, codingPath + [key])
            advance(past: node)
            return value
        }

        mutating func decodeNil() throws -> Bool {
            let (node, _) = try peek(Never.self)
            guard node.kind == .null else { return false }
            advance(past: node)
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type, ScenarioJSONDecoder.decodeBool) }
        mutating func decode(_ type: String.Type) throws -> String { try read(type, ScenarioJSONDecoder.decodeString) }
        mutating func decode(_ type: Double.Type) throws -> Double { try read(type) { try ScenarioJSONDecoder.decodeFloat(type, $0, $1) } }
        mutating func decode(_ type: Float.Type) throws -> Float { try read(type) { try ScenarioJSONDecoder.decodeFloat(type, $0, $1) } }
        mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

        private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
            try read(type) { try ScenarioJSONDecoder.decodeInteger(type, $0, $1) }
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let decoder = self.decoder
            return try read(type) { node, path in try T(from: decoder.child(node, at: path.last!)) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let decoder = self.decoder
            return try read(KeyedDecodingContainer<NestedKey>.self) { node, path in try decoder.child(node, at: path.last!).container(keyedBy: type) }
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let decoder = self.decoder
            return try read((any UnkeyedDecodingContainer).self) { node, path in try decoder.child(node, at: path.last!).unkeyedContainer() }
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = self.decoder
            return try read((any Decoder).self) { node, path in decoder.child(node, at: path.last!) }
        }
    }

    private struct SingleValueContainer: SingleValueDecodingContainer {
        let decoder: ScenarioJSONDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        private var node: ScenarioJSON.Node { decoder.node }

        func decodeNil() -> Bool { node.kind == .null }
        func decode(_ type: Bool.Type) throws -> Bool { try ScenarioJSONDecoder.decodeBool(node, codingPath) }
        func decode(_ type: String.Type) throws -> String { try ScenarioJSONDecoder.decodeString(node, codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try ScenarioJSONDecoder.decodeFloat(type, node, codingPath) }
        func decode(_ type: Float.Type) throws -> Float { try ScenarioJSONDecoder.decodeFloat(type, node, codingPath) }
        func decode(_ type: Int.Type) throws -> Int { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: Int8.Type) throws -> Int8 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: Int16.Type) throws -> Int16 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: Int32.Type) throws -> Int32 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: UInt.Type) throws -> UInt { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try ScenarioJSONDecoder.decodeInteger(type, node, codingPath) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
    }
}
