/// Why scenario JSON could not be loaded, and where.
///
/// Thrown by the `ScenarioLibrary` loading methods (`load(json:overwrite:budget:)`,
/// `load(_:overwrite:budget:)`, `load(contentsOf:overwrite:budget:)`, ...). Where P9ViewAnimator
/// silently turns a bad keyframe into translate(0, 0), Motion throws this error and
/// leaves the library unchanged.
///
/// ``scenario``, ``keyframeIndex`` and ``key`` locate the problem as far as it
/// applies; ``line`` and ``column`` locate a ``Kind/malformedJSON`` error in the text.
public struct ScenarioLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read (a missing file, an empty path, no permission).
        case unreadableFile
        /// The text is not JSON (a syntax error, invalid UTF-8, a lone surrogate escape);
        /// ``ScenarioLoadError/line`` and ``ScenarioLoadError/column`` give the place.
        case malformedJSON
        /// The top level, or a keyframe, is not a JSON object.
        case notAnObject
        /// A scenario's value is not an array of keyframes.
        case notAnArray
        /// A scenario name, a `target` or an action `name` is the empty string.
        case emptyName
        /// The same name appears twice in one JSON object (two scenarios, or two keys
        /// of one keyframe).
        case duplicateKey
        /// The keyframe's `type` is not one of the known types.
        case unknownType
        /// A key that the keyframe's type requires is missing (`target` of a
        /// frameAnimation, `target` or `frame` of a morph, `name` of an action,
        /// a field of `frame`).
        case missingKey
        /// A value has the wrong JSON type (a string where a number belongs, ...).
        case wrongType
        /// A number is outside its range: alpha outside [0, 1], a negative `after`, an
        /// `after` that makes the scenario last ``Scenario/maximumDuration`` or longer,
        /// a negative frame width or height, a number too large for a `Double`, or an
        /// easing parameter outside its range (an overshoot `count`, a spring's `mass`).
        case outOfRange
        /// The `interpolation` names no easing, or is malformed CSS or an invalid
        /// easing object.
        case unknownInterpolation
        /// A key that Motion does not know, or an extension key on a type that does
        /// not read it (`frame` outside morph, `name` outside action); also a key that
        /// an `interpolation` object's kind does not read.
        case unknownKey
        /// Keys that cannot go together (a morph with both `target` and `frame`).
        case conflictingKeys
        /// The file asks for more than the load's ``DecodingBudget``: too many bytes,
        /// keyframes and segments or table entries, or easings nested too deep;
        /// ``ScenarioLoadError/limit`` says which.
        case overBudget
    }

    /// The kind of problem.
    public var kind: Kind
    /// The scenario's name, when the problem lies inside a scenario.
    public var scenario: String?
    /// The zero-based index of the keyframe in its scenario, when the problem lies inside one.
    public var keyframeIndex: Int?
    /// The offending key, such as `"alpha"` or `"frame.width"`, when one applies; a key
    /// inside an `interpolation` object is its path, such as `"interpolation.easing.count"`.
    public var key: String?
    /// What was wrong, such as "alpha must lie in [0, 1], not 1.5".
    public var reason: String
    /// The one-based line of a ``Kind/malformedJSON`` error.
    public var line: Int?
    /// The one-based column, in characters, of a ``Kind/malformedJSON`` error.
    public var column: Int?
    /// The limit of the ``DecodingBudget`` that an ``Kind/overBudget`` error exceeded.
    public var limit: DecodingBudget.Limit?

    /// Creates an error.
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - scenario: The scenario's name, if the problem lies inside a scenario.
    ///   - keyframeIndex: The keyframe's zero-based index, if the problem lies inside one.
    ///   - key: The offending key, if one applies.
    ///   - reason: What was wrong.
    ///   - line: The one-based line of a syntax error.
    ///   - column: The one-based column of a syntax error.
    ///   - limit: The budget limit an ``Kind/overBudget`` error exceeded.
    public init(
        _ kind: Kind, scenario: String? = nil, keyframeIndex: Int? = nil, key: String? = nil,
        reason: String, line: Int? = nil, column: Int? = nil, limit: DecodingBudget.Limit? = nil
    ) {
        self.kind = kind
        self.scenario = scenario
        self.keyframeIndex = keyframeIndex
        self.key = key
        self.reason = reason
        self.line = line
        self.column = column
        self.limit = limit
    }

    /// The place and the reason, such as
    /// `scenario "roar", keyframe 2, key "alpha": alpha must lie in [0, 1], not 1.5`.
    public var description: String {
        var place: [String] = []
        if let line, let column { place.append("line \(line), column \(column)") }
        if let scenario { place.append("scenario \(ScenarioJSON.quoted(scenario))") }
        if let keyframeIndex { place.append("keyframe \(keyframeIndex)") }
        if let key { place.append("key \(ScenarioJSON.quoted(key))") }
        return place.isEmpty ? reason : place.joined(separator: ", ") + ": " + reason
    }
}
