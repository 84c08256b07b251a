/// One play of a scenario by a ``ScenarioPlayer``: its performer, callbacks and progress.
internal final class ScenarioRun {
    /// Identifies the play; plays are stopped in this order.
    let id: UInt64
    let timeline: ScenarioTimeline
    /// Each group's duration in engine nanoseconds.
    let groupNanoseconds: [Int64]
    /// The performer given to `play` (the original, for a decoy play).
    let source: any Performer
    /// The stage of a decoy play; `nil` for a direct play.
    let stage: (any ScenarioStage)?
    let targets: (any ScenarioTargetProvider)?
    let beginning: ((any Performer) -> Void)?
    let completion: ((ScenarioCompletion) -> Void)?

    /// The performer the scenario moves: `source`, or the decoy once it exists.
    var performer: (any Performer)?
    /// Whether `scenarioStarted` was sent, so that `scenarioEnded` is owed.
    var hasStarted = false
    var isEnded = false
    /// The engine animation the play is waiting on (its delay, a group or a target poll).
    var animation: AnimationID?
    /// Bumped for every engine animation, so that callbacks of a superseded one do nothing.
    var token: UInt64 = 0
    var groupIndex = 0
    /// The engine time, in nanoseconds, at which the current group started.
    var groupStart: Int64 = 0
    /// The current group, resolved at its start.
    var plan: ScenarioGroupPlan?

    init(
        id: UInt64,
        scenario: Scenario,
        source: any Performer,
        stage: (any ScenarioStage)?,
        targets: (any ScenarioTargetProvider)?,
        beginning: ((any Performer) -> Void)?,
        completion: ((ScenarioCompletion) -> Void)?
    ) {
        self.id = id
        self.timeline = ScenarioTimeline(scenario)
        self.groupNanoseconds = timeline.groups.map { group in
            // Rounded, not truncated: 0.3 s is 300 000 000 ns, as the evaluator's 0.3.
            let nanoseconds = (group.duration * 1e9).rounded()
            precondition(
                nanoseconds < 0x1p62, "scenario \"\(scenario.name)\": a keyframe's after of \(group.duration) s is too long")
            return Int64(nanoseconds)
        }
        self.source = source
        self.stage = stage
        self.targets = targets
        self.beginning = beginning
        self.completion = completion
    }

    var name: String { timeline.scenario.name }

    /// Starts tracking a new engine animation; returns its token.
    func nextToken() -> UInt64 {
        token &+= 1
        return token
    }
}
