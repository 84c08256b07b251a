/// Why a GSAP position string could not be read, and where.
///
/// Thrown by ``Timeline/Position/init(gsap:)``.
public struct TimelinePositionParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Sendable, Hashable {
        /// The text is empty.
        case empty
        /// A number was expected (and is missing or malformed) at ``TimelinePositionParseError/position``.
        case expectedNumber
        /// An `=` that does not follow `+` or `-`.
        case misplacedEquals
        /// A percentage offset such as `"<50%"`, which Motion does not support.
        case percentageNotSupported
        /// A number too large for a double.
        case numberTooLarge
    }

    /// The text that was read.
    public var input: String
    /// The offset in `Character`s into ``input`` of the offending character
    /// (``input``'s count when the text ended too early).
    public var position: Int
    /// The kind of problem.
    public var kind: Kind

    /// Creates an error.
    /// - Parameters:
    ///   - input: The text that was read.
    ///   - position: The offset of the problem in `Character`s.
    ///   - kind: The kind of problem.
    public init(input: String, position: Int, kind: Kind) {
        self.input = input
        self.position = position
        self.kind = kind
    }

    /// What was wrong, such as "expected a number".
    public var reason: String {
        switch kind {
        case .empty: return "empty timeline position"
        case .expectedNumber: return "expected a number"
        case .misplacedEquals: return "'=' must follow '+' or '-'"
        case .percentageNotSupported: return "percentage offsets are not supported"
        case .numberTooLarge: return "number too large"
        }
    }

    /// "<reason> at character <position> of \"<input>\"".
    public var description: String {
        "\(reason) at character \(position) of \"\(input)\""
    }
}
