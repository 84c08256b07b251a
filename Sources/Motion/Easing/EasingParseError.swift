/// Why a CSS easing string or a curve name could not be read, and where.
///
/// Thrown by ``Easing/init(css:)`` and ``Easing/init(named:)``. It mirrors the C
/// core's `ceasing_parse_error` (a byte offset and a reason) and its status.
public struct EasingParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem (the C status of the failed call).
    public enum Kind: Sendable, Hashable {
        /// Malformed text (`CEASING_ERROR_SYNTAX`).
        case syntax
        /// An unknown keyword, function or curve name (`CEASING_ERROR_UNKNOWN_NAME`).
        case unknownName
        /// A value outside its range, such as x1 of cubic-bezier() outside [0, 1]
        /// (`CEASING_ERROR_OUT_OF_RANGE`).
        case outOfRange
        /// An invalid steps() count (`CEASING_ERROR_STEP_COUNT`).
        case invalidStepCount
        /// linear() with fewer than 2 stops (`CEASING_ERROR_TOO_FEW_POINTS`).
        case tooFewStops
        /// A number too large for a double (`CEASING_ERROR_NOT_FINITE`).
        case numberTooLarge
    }

    /// The text that was read.
    public var input: String
    /// The offset in `Character`s into ``input`` of the offending character
    /// (``input``'s count when the text ended too early).
    public var position: Int
    /// The same offset in UTF-8 bytes, as the C core reports it.
    public var utf8Offset: Int
    /// The kind of problem.
    public var kind: Kind
    /// What was wrong, such as "expected ')'" or "x1 must be in [0, 1]".
    public var reason: String

    /// Creates an error; `position` is derived from `utf8Offset`.
    /// - Parameters:
    ///   - input: The text that was read.
    ///   - utf8Offset: The offset of the problem in UTF-8 bytes.
    ///   - kind: The kind of problem.
    ///   - reason: What was wrong.
    public init(input: String, utf8Offset: Int, kind: Kind, reason: String) {
        self.input = input
        self.utf8Offset = utf8Offset
        self.kind = kind
        self.reason = reason
        // The character containing the byte: count the characters that end at or before it.
        var count = 0
        var end = 0
        for character in input {
            end += character.utf8.count
            guard end <= utf8Offset else { break }
            count += 1
        }
        position = count
    }

    /// "<reason> at character <position> of \"<input>\"".
    public var description: String {
        "\(reason) at character \(position) of \"\(input)\""
    }
}

extension EasingParseError.Kind {
    /// The kind of a failed C status; nil for statuses parsing cannot return.
    internal init?(_ status: ceasing_status) {
        switch status {
        case .CEASING_ERROR_SYNTAX: self = .syntax
        case .CEASING_ERROR_UNKNOWN_NAME: self = .unknownName
        case .CEASING_ERROR_OUT_OF_RANGE: self = .outOfRange
        case .CEASING_ERROR_STEP_COUNT: self = .invalidStepCount
        case .CEASING_ERROR_TOO_FEW_POINTS: self = .tooFewStops
        case .CEASING_ERROR_NOT_FINITE: self = .numberTooLarge
        default: return nil
        }
    }
}
