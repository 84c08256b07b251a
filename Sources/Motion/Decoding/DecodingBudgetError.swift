/// A decode asked for more than its ``DecodingBudget`` allows: which limit, by how
/// much, and where.
///
/// Thrown by easing decoding (``Easing/init(from:)``, ``Easing/init(jsonData:budget:)``)
/// before the work the value asks for is done; scenario loading reports it as a
/// ``ScenarioLoadError`` of kind ``ScenarioLoadError/Kind/overBudget``.
public struct DecodingBudgetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The limit that was exceeded.
    public var limit: DecodingBudget.Limit
    /// The limit's value in the budget.
    public var maximum: Int
    /// What the input asked for, counted up to and including the value at ``path``
    /// (for ``DecodingBudget/Limit/bytes``, the input's size; for
    /// ``DecodingBudget/Limit/memory``, the bytes reading it would hold).
    public var requested: Int
    /// The coding path of the value that went past the limit, keys and array indices
    /// joined by dots, such as `segments.2.easing.resolution`; empty for the input as a
    /// whole. For ``DecodingBudget/Limit/memory``, where the count went past the limit
    /// in the text, such as `line 1, column 40`.
    public var path: String

    /// Creates an error.
    /// - Parameters:
    ///   - limit: The limit that was exceeded.
    ///   - maximum: The limit's value.
    ///   - requested: What the input asked for.
    ///   - path: Where, as dotted keys and indices.
    public init(limit: DecodingBudget.Limit, maximum: Int, requested: Int, path: String) {
        self.limit = limit
        self.maximum = maximum
        self.requested = requested
        self.path = path
    }

    /// Such as `at segments.2.easing.resolution: the input asks for 1001 lookup-table
    /// entries, more than maximumTableEntries (1000) of its DecodingBudget`.
    public var description: String {
        let what =
            switch limit {
            case .bytes: "\(requested) bytes"
            case .depth: "easings nested \(requested) deep"
            case .tableEntries: "\(requested) lookup-table entries"
            case .segments: "\(requested) segments and keyframes"
            case .memory: "\(requested) bytes of memory to read it"
            }
        let place = path.isEmpty ? "" : "at \(path): "
        let bound = limit == .memory ? "\(limit.rawValue) (\(maximum)) times its size plus 64 KiB" : "\(limit.rawValue) (\(maximum))"
        return "\(place)the input asks for \(what), more than \(bound) of its DecodingBudget"
    }
}
