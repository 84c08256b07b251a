import Foundation

/// A scenario played from a given state, as a ``Track`` of ``PerformerState``s:
/// for export and scrubbing.
///
/// Every group is resolved when the track is made, so ``value(at:)`` cannot
/// fail and costs one group's evaluation. Its values are those of
/// ``ScenarioTimeline/state(at:from:targetFrames:)``.
public struct ScenarioTrack: Track, Sendable {
    /// The scenario's groups and their times.
    public let timeline: ScenarioTimeline
    /// The state the scenario starts from.
    public let initial: PerformerState
    private let plans: [ScenarioGroupPlan]

    /// Resolves `scenario` played from `initial`.
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - initial: The performer's state when the scenario begins.
    ///   - targetFrames: The frames of the named morph targets, in the
    ///     performer's superlayer space.
    /// - Throws: ``ScenarioError/targetFrameUnavailable(scenario:target:)`` for a
    ///   named morph target missing from `targetFrames`;
    ///   ``ScenarioError/morphOfEmptyPerformer(scenario:keyframeIndex:)`` for a
    ///   morph of bounds with zero width or height.
    public init(
        _ scenario: Scenario,
        from initial: PerformerState,
        targetFrames: [String: CGRect] = [:]
    ) throws(ScenarioError) {
        let timeline = ScenarioTimeline(scenario)
        var plans: [ScenarioGroupPlan] = []
        plans.reserveCapacity(timeline.groups.count)
        var state = initial
        for group in timeline.groups {
            let plan = try timeline.plan(for: group, from: state, targetFrames: targetFrames)
            plans.append(plan)
            state = plan.state(atProgress: 1)
        }
        self.timeline = timeline
        self.initial = initial
        self.plans = plans
    }

    /// The scenario's length in seconds.
    public var duration: Double { timeline.duration }

    /// The state `time` seconds into the scenario: `initial` before 0, the
    /// final state after ``duration``.
    /// - Parameter time: Seconds from the scenario's start.
    /// - Returns: The state at `time`.
    public func value(at time: Double) -> PerformerState {
        precondition(!time.isNaN, "ScenarioTrack.value(at:) needs a time, not NaN")
        let groups = timeline.groups
        if time < 0 || groups.isEmpty { return initial }
        // The last group that has started by `time`.
        var low = 0
        var high = groups.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if groups[mid].start <= time { low = mid } else { high = mid }
        }
        let group = groups[low]
        if time >= group.end { return plans[low].state(atProgress: 1) }
        return plans[low].state(atProgress: (time - group.start) / group.duration)
    }
}
