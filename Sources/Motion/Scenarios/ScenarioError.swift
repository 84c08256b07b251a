/// Why a scenario cannot be played or evaluated.
///
/// ``ScenarioPlayer`` throws the first three cases from `play` before
/// anything happens; the others end a scenario that has begun, delivered to
/// its completion as ``ScenarioCompletion/failed(_:)``. The evaluator
/// (``ScenarioTimeline/state(at:from:targetFrames:)``) throws the last two.
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The library holds no scenario of this name.
    case unknownScenario(name: String)
    /// The keyframe at `keyframeIndex` uses a named target or a named action,
    /// and no target provider was given.
    case targetProviderRequired(scenario: String, keyframeIndex: Int)
    /// A decoy play was asked for without a stage, and the player has no default stage.
    case stageRequired(scenario: String)
    /// The named target was still not ready `timeout` after the player began waiting for it.
    case targetTimedOut(scenario: String, target: String, timeout: Duration)
    /// The named target has no frame: the provider said it was ready but gave
    /// no frame, or the evaluator's `targetFrames` lack it.
    case targetFrameUnavailable(scenario: String, target: String)
    /// The morph keyframe at `keyframeIndex` cannot scale the performer onto
    /// its target because the performer's bounds have zero width or height.
    case morphOfEmptyPerformer(scenario: String, keyframeIndex: Int)

    /// A sentence saying what went wrong and where.
    public var description: String {
        switch self {
        case .unknownScenario(let name):
            return "no scenario is named \"\(name)\""
        case .targetProviderRequired(let scenario, let index):
            return "scenario \"\(scenario)\", keyframe \(index): a named target or action needs a target provider"
        case .stageRequired(let scenario):
            return "scenario \"\(scenario)\": a decoy play needs a stage (none given, no default stage)"
        case .targetTimedOut(let scenario, let target, let timeout):
            return "scenario \"\(scenario)\": target \"\(target)\" was not ready within \(timeout)"
        case .targetFrameUnavailable(let scenario, let target):
            return "scenario \"\(scenario)\": target \"\(target)\" has no frame"
        case .morphOfEmptyPerformer(let scenario, let index):
            return "scenario \"\(scenario)\", keyframe \(index): cannot morph a performer whose bounds have zero width or height"
        }
    }
}
