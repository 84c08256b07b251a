/// Why a scenario cannot be played or evaluated.
///
/// ``ScenarioPlayer`` throws the first three cases (and, for a timed play,
/// every case but ``targetTimedOut(scenario:target:timeout:)``) from `play`
/// before anything happens; the others end a scenario that has begun, delivered to
/// its completion as ``ScenarioCompletion/failed(_:)``. The evaluator
/// (``ScenarioTimeline/state(at:from:targetFrames:)``) and ``ScenarioTrack``
/// throw ``targetFrameUnavailable(scenario:target:)`` and the cases after it.
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
    /// The frame that the target provider (or the evaluator's `targetFrames`) gives
    /// for a named morph target breaks ``Scenario/maximumMagnitude``: its `field`
    /// (`"frame.x"`, `"frame.y"`, `"frame.width"` or `"frame.height"`) is `value`,
    /// which is not finite or whose magnitude, along the keyframe's interpolation,
    /// is above the limit (the rule a morph to a fixed frame obeys when it is made).
    case targetFrameOutOfRange(scenario: String, keyframeIndex: Int, target: String, field: String, value: Double)
    /// The morph keyframe at `keyframeIndex` would scale the performer by `scale`
    /// (its target's width or height over the performer's), which is above
    /// ``Scenario/maximumPerformerMagnitude``: the performer's bounds are too
    /// small for the target (a width of 5e-324 gives an infinite scale).
    case morphScaleOutOfRange(scenario: String, keyframeIndex: Int, scale: Double)
    /// When the group that begins with the keyframe at `keyframeIndex` starts,
    /// the performer's `property` (`"position.x"`, `"bounds.width"`,
    /// `"anchorPoint.y"`, `"transform.m11"`, `"opacity"`, ...) is `value`, which
    /// is not finite or whose magnitude is above ``Scenario/maximumPerformerMagnitude``.
    /// Scenarios are relative, so replaying one that scales or moves the performer
    /// grows its state each time; such a loop ends here, before any value overflows.
    case performerOutOfRange(scenario: String, keyframeIndex: Int, property: String, value: Double)
    /// A timed play (``ScenarioPlayer/play(_:on:delay:options:targets:completion:)-(Scenario,_,_,_,_,_)``)
    /// cannot play the keyframe at `keyframeIndex`: a frame animation or an
    /// action is an event, which a timing that repeats, reverses or seeks would
    /// run at no defined time.
    case eventInTimedPlay(scenario: String, keyframeIndex: Int)

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
        case .targetFrameOutOfRange(let scenario, let index, let target, let field, let value):
            return "scenario \"\(scenario)\", keyframe \(index): target \"\(target)\" has \(field) = \(value), " + (value.isFinite ? "whose reach along the keyframe's interpolation is above Scenario.maximumMagnitude, 2^32 = \(Scenario.maximumMagnitude)" : "which is not finite")
        case .morphScaleOutOfRange(let scenario, let index, let scale):
            return "scenario \"\(scenario)\", keyframe \(index): the morph would scale the performer by \(scale) (the target's size over its bounds' size), above Scenario.maximumPerformerMagnitude, 2^256 = \(Scenario.maximumPerformerMagnitude): its bounds are too small for the target"
        case .eventInTimedPlay(let scenario, let index):
            return "scenario \"\(scenario)\", keyframe \(index): a timed play cannot run a frame animation or an action (play it without options)"
        case .performerOutOfRange(let scenario, let index, let property, let value):
            return "scenario \"\(scenario)\", keyframe \(index): the group starts from the performer's \(property) = \(value), " + (value.isFinite ? "whose magnitude is above Scenario.maximumPerformerMagnitude, 2^256 = \(Scenario.maximumPerformerMagnitude)" : "which is not finite")
        }
    }
}
