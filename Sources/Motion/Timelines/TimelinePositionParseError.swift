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
        /// A `%` that is not the last character right after the offset's
        /// number, such as the first `%` of `"<50%%"` or the `%` of `"+=5%0"`.
        case misplacedPercent
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
        case .misplacedPercent: return "'%' must be the last character, right after a number"
        case .numberTooLarge: return "number too large"
        }
    }

    /// "<reason> at character <position> of \"<input>\"".
    public var description: String {
        "\(reason) at character \(position) of \"\(input)\""
    }
}
