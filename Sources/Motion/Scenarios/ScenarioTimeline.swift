/// A scenario's keyframes arranged into timed groups: when each group starts
/// and how long it lasts, as P9ViewAnimator plays them.
///
/// - A keyframe with `after > 0` leads a new group. The group starts when
///   the previous group ends and lasts `after` seconds.
/// - Keyframes with `after == 0` join the current group and play over the
///   leader's duration, each along its own easing.
/// - Keyframes with `after == 0` before the first leader form a group of
///   duration 0 at time 0: they apply at once when the scenario begins.
///
/// A group lasts its `after` even when its leader is a `frameAnimation` or
/// an `action`, which move nothing. P9ViewAnimator skipped such a group at
/// once, because it waited only for Core Animation animations; Motion treats
/// `after` as what P9's documentation says it is, a segment duration, so a
/// frame animation followed by a move waits for the frame animation's segment.
///
/// Times are in seconds of scenario time. A ``ScenarioPlayer`` plays groups
/// in this order on the engine clock; a morph to a named target that is not
/// ready yet delays its group, and all later ones, by the wait.
public struct ScenarioTimeline: Hashable, Sendable {
    /// One group of simultaneous keyframes.
    public struct Group: Hashable, Sendable {
        /// When the group starts, in seconds from the scenario's start (without waits).
        public var start: Double
        /// How long the group lasts, in seconds: its leader's `after` (0 for the leading group).
        public var duration: Double
        /// The indices of the group's keyframes in the scenario, in order.
        public var keyframeIndices: Range<Int>

        /// When the group ends, in seconds from the scenario's start (without waits).
        public var end: Double { start + duration }
    }

    /// The scenario the timeline was made from.
    public let scenario: Scenario
    /// The groups in playing order. A scenario without keyframes has none.
    public let groups: [Group]

    /// Arranges `scenario`'s keyframes into groups.
    /// - Parameter scenario: The scenario.
    public init(_ scenario: Scenario) {
        self.scenario = scenario
        var groups: [Group] = []
        var time = 0.0
        for (index, keyframe) in scenario.keyframes.enumerated() {
            if keyframe.after > 0 || groups.isEmpty {
                groups.append(Group(start: time, duration: keyframe.after, keyframeIndices: index..<(index + 1)))
                time += keyframe.after
            } else {
                let last = groups.count - 1
                groups[last].keyframeIndices = groups[last].keyframeIndices.lowerBound..<(index + 1)
            }
        }
        self.groups = groups
    }

    /// The scenario's length in seconds, without waits for named targets: the end of its last group.
    public var duration: Double { groups.last?.end ?? 0 }

    /// The keyframes of `group`, in order.
    /// - Parameter group: One of ``groups``; its ``Group/keyframeIndices`` must lie
    ///   within the scenario's keyframes.
    /// - Returns: The group's keyframes.
    public func keyframes(of group: Group) -> ArraySlice<ScenarioKeyframe> {
        let indices = group.keyframeIndices
        precondition(
            indices.clamped(to: scenario.keyframes.indices) == indices,
            "ScenarioTimeline.keyframes(of:): group.keyframeIndices = \(indices) lies outside scenario \"\(scenario.name)\"'s \(scenario.keyframes.count) keyframes"
        )
        return scenario.keyframes[indices]
    }
}

extension Scenario {
    /// The scenario's keyframes arranged into timed groups.
    public var timeline: ScenarioTimeline { ScenarioTimeline(self) }

    /// The scenario's length in seconds, without waits for named targets.
    public var duration: Double { timeline.duration }
}
