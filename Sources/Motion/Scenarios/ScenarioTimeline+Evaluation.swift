import Foundation

extension ScenarioTimeline {
    /// The exact state of a performer `time` seconds into the scenario, in closed form.
    ///
    /// This is what a ``ScenarioPlayer`` shows at that time when every named
    /// target is ready at once, computed without an engine: seeking, scrubbing
    /// and export get the same values as play. Groups apply as
    /// ``ScenarioTimeline`` describes; within a group each keyframe follows its
    /// own easing of the group's linear progress:
    /// - translate `(x, y)`: `transform ← transform · T(e·x, e·y, 0)`, relative,
    ///   in the superlayer's space;
    /// - rotate: `transform ← R(e·angle, axis) · transform` about the keyframe's
    ///   anchor, relative and cumulative, in the performer's own space;
    /// - scale `(x, y)`: `transform ← S(1 + (x − 1)e, 1 + (y − 1)e, 1) · transform`
    ///   about the keyframe's anchor, relative and multiplicative;
    /// - alpha: the opacity moves from its value at the group's start to `alpha`;
    /// - morph: the picture's centre moves in a straight line onto the target
    ///   frame's centre while the transform blends to the scale that gives the
    ///   bounds the target's size, undoing every rotation. Unlike
    ///   P9ViewAnimator, which snapped back, the end state stays. Where a
    ///   perspective sends the centre to infinity (w = 0) or past
    ///   ``Scenario/maximumPerformerMagnitude``, its place before the
    ///   projection stands in for it.
    /// - frameAnimation and action have no effect on the state.
    ///
    /// Only rotate and scale keyframes carry an anchor. A group's anchor point
    /// becomes the anchor of its last rotate or scale keyframe when the group
    /// starts, with the position changed to keep the picture still, as
    /// P9ViewAnimator's `changeAnchor`; other rotate or scale keyframes of the
    /// group pivot about their own anchors. The bounds never change.
    ///
    /// At a group boundary the state is the next group's start (its anchor
    /// already moved, which does not move the picture).
    /// - Parameters:
    ///   - time: Seconds from the scenario's start. Before 0 the state is
    ///     `initial`; at 0 the leading `after == 0` keyframes have applied;
    ///     after ``duration`` it is the final state.
    ///   - initial: The performer's state when the scenario begins.
    ///   - targetFrames: The frames of the named morph targets, in the
    ///     performer's superlayer space.
    /// - Returns: The state at `time`.
    /// - Throws: ``ScenarioError/targetFrameUnavailable(scenario:target:)`` when
    ///   a morph reached by `time` names a target missing from `targetFrames`;
    ///   ``ScenarioError/morphOfEmptyPerformer(scenario:keyframeIndex:)`` when
    ///   a morph is reached and the bounds have zero width or height.
    public func state(
        at time: Double,
        from initial: PerformerState,
        targetFrames: [String: CGRect] = [:]
    ) throws(ScenarioError) -> PerformerState {
        precondition(!time.isNaN, "ScenarioTimeline.state(at:) needs a time, not NaN")
        if time < 0 { return initial }
        var state = initial
        for group in groups {
            if time < group.start { break }
            let plan = try plan(for: group, from: state, targetFrames: targetFrames)
            if time >= group.end {
                state = plan.state(atProgress: 1)
            } else {
                return plan.state(atProgress: (time - group.start) / group.duration)
            }
        }
        return state
    }

    /// Resolves `group` from `state`, with named targets looked up in `targetFrames`.
    internal func plan(
        for group: Group,
        from state: PerformerState,
        targetFrames: [String: CGRect]
    ) throws(ScenarioError) -> ScenarioGroupPlan {
        let name = scenario.name
        return try ScenarioGroupPlan(keyframes: keyframes(of: group), scenario: name, from: state) {
            (target: String) throws(ScenarioError) -> CGRect in
            guard let frame = targetFrames[target] else {
                throw .targetFrameUnavailable(scenario: name, target: target)
            }
            return frame
        }
    }
}

extension Scenario {
    /// The exact state of a performer `time` seconds into the scenario; see
    /// ``ScenarioTimeline/state(at:from:targetFrames:)``.
    /// - Parameters:
    ///   - time: Seconds from the scenario's start.
    ///   - initial: The performer's state when the scenario begins.
    ///   - targetFrames: The frames of the named morph targets.
    /// - Returns: The state at `time`.
    /// - Throws: ``ScenarioError`` when a morph cannot be resolved.
    public func state(
        at time: Double,
        from initial: PerformerState,
        targetFrames: [String: CGRect] = [:]
    ) throws(ScenarioError) -> PerformerState {
        try timeline.state(at: time, from: initial, targetFrames: targetFrames)
    }
}
