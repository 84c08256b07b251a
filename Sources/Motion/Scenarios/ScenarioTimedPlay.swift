import Foundation

/// The client of a timed scenario play: the engine owns the timing (delay,
/// iterations, direction, fill, speed, seeking, live updates) and each frame
/// shows the scenario's closed-form state at the transformed progress.
///
/// Every group is resolved when the play starts, from the performer's state
/// then, so frames only look up a group and evaluate it: the same state as
/// ``ScenarioTimeline/state(at:from:targetFrames:)`` at `progress × duration`.
internal final class ScenarioTimedPlay: AnimationClient {
    let performer: any Performer
    /// The performer's state when the play started: what a frame with no effect shows.
    let initial: PerformerState
    /// Each group's plan, start and end (seconds), and its state at its end.
    let plans: [ScenarioGroupPlan]
    let starts: [Double]
    let durations: [Double]
    let ends: [Double]
    let endStates: [PerformerState]
    /// The scenario's length in seconds, which progress 1 reaches.
    let duration: Double
    weak var core: ScenarioPlayerCore?
    var id: AnimationID?

    init(
        timeline: ScenarioTimeline, performer: any Performer, targets: (any ScenarioTargetProvider)?
    ) throws(ScenarioError) {
        let name = timeline.scenario.name
        var frames: [String: CGRect] = [:]
        for (index, keyframe) in timeline.scenario.keyframes.enumerated() {
            switch keyframe.kind {
            case .frameAnimation, .action:
                throw .eventInTimedPlay(scenario: name, keyframeIndex: index)
            case .morph(.named(let target)):
                guard let targets, targets.isReady(targetNamed: target),
                    let frame = targets.frame(ofTargetNamed: target)
                else { throw .targetFrameUnavailable(scenario: name, target: target) }
                frames[target] = frame
            default:
                continue
            }
        }
        var state = PerformerState(performer)
        var plans: [ScenarioGroupPlan] = []
        var endStates: [PerformerState] = []
        for group in timeline.groups {
            let plan = try timeline.plan(for: group, from: state, targetFrames: frames)
            state = plan.state(atProgress: 1)
            plans.append(plan)
            endStates.append(state)
        }
        self.performer = performer
        self.initial = PerformerState(performer)
        self.plans = plans
        self.starts = timeline.groups.map(\.start)
        self.durations = timeline.groups.map(\.duration)
        self.ends = timeline.groups.map(\.end)
        self.endStates = endStates
        self.duration = timeline.duration
        super.init()
    }

    /// The state `time` seconds into the scenario, as the evaluator gives it.
    func state(at time: Double) -> PerformerState {
        // The last group that has started (starts never decrease).
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return initial }
        let index = low - 1
        if time >= ends[index] { return endStates[index] }
        return plans[index].state(atProgress: (time - starts[index]) / durations[index])
    }

    override func render(progress: Double) {
        state(at: progress * duration).apply(to: performer)
    }

    /// No effect: the performer shows its state from before the play.
    override func renderWithoutEffect() {
        initial.apply(to: performer)
    }

    override func ended(_ reason: CompletionReason) {
        if let id { core?.timedPlays[id] = nil }
    }
}
