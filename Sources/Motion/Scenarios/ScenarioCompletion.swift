/// How a scenario play ended; a ``ScenarioPlayer`` passes it to the play's
/// completion, exactly once.
public enum ScenarioCompletion: Hashable, Sendable {
    /// Every group played; the performer holds the scenario's end state.
    case finished
    /// ``ScenarioPlayer/stop(_:)`` or ``ScenarioPlayer/stopAll()`` ended the
    /// play (or the engine cancelled its animation); the performer stays
    /// where it was at that moment.
    case cancelled
    /// Another play on the same performer replaced this one; the performer
    /// stays where it was, and the new play starts from there.
    case replaced
    /// The play could not go on; the performer stays at the end of the last
    /// group that played.
    case failed(ScenarioError)

    /// The engine's ``CompletionReason`` closest to this outcome: a failure counts as cancelled.
    public var reason: CompletionReason {
        switch self {
        case .finished: .finished
        case .cancelled, .failed: .cancelled
        case .replaced: .replaced
        }
    }

    /// The error of a failed play, or `nil`.
    public var error: ScenarioError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
