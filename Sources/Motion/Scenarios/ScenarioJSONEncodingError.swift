/// Why a ``ScenarioLibrary`` could not be written as JSON, and where.
///
/// Thrown by ``ScenarioLibrary/jsonData(prettyPrinted:)`` and
/// ``ScenarioLibrary/jsonString(prettyPrinted:)``. The encoder refuses every value
/// that the loader would reject, so whatever it writes loads back to an equal library.
public struct ScenarioJSONEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Hashable, Sendable {
        /// An action keyframe holds a closure (``ScenarioAction/init(_:)``); only named
        /// actions can be written.
        case closureAction
        /// The interpolation is, or contains, a ``Easing/custom(_:)`` closure.
        case unencodableEasing
        /// A value that JSON cannot hold or that loading would reject: a non-finite
        /// number, a negative morph frame size, an empty target name.
        case invalidValue
    }

    /// The kind of problem.
    public var kind: Kind
    /// The scenario's name.
    public var scenario: String
    /// The zero-based index of the keyframe in its scenario.
    public var keyframeIndex: Int
    /// The JSON key that could not be written, such as `"x"` or `"interpolation"`.
    public var key: String?
    /// What was wrong.
    public var reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - scenario: The scenario's name.
    ///   - keyframeIndex: The keyframe's zero-based index.
    ///   - key: The JSON key that could not be written, if one applies.
    ///   - reason: What was wrong.
    public init(_ kind: Kind, scenario: String, keyframeIndex: Int, key: String? = nil, reason: String) {
        self.kind = kind
        self.scenario = scenario
        self.keyframeIndex = keyframeIndex
        self.key = key
        self.reason = reason
    }

    /// The place and the reason, such as
    /// `scenario "intro", keyframe 3: a closure action cannot be encoded; ...`.
    public var description: String {
        var place = "scenario \(ScenarioJSON.quoted(scenario)), keyframe \(keyframeIndex)"
        if let key { place += ", key \(ScenarioJSON.quoted(key))" }
        return place + ": " + reason
    }
}
