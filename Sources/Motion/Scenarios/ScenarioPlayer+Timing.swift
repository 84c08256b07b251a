extension ScenarioPlayer {
    /// Plays the library's scenario `name` on `performer` with a Web Animations
    /// timing; see ``play(_:on:delay:options:targets:completion:)-(Scenario,_,_,_,_,_)``.
    /// - Throws: ``ScenarioError/unknownScenario(name:)`` and the errors of a timed play.
    @discardableResult
    public func play(
        _ name: String,
        on performer: any Performer,
        delay: Duration = .zero,
        options: AnimationOptions,
        targets: (any ScenarioTargetProvider)? = nil,
        completion: ((CompletionReason) -> Void)? = nil
    ) throws(ScenarioError) -> AnimationID {
        guard let scenario = library[name] else { throw .unknownScenario(name: name) }
        return try play(scenario, on: performer, delay: delay, options: options, targets: targets, completion: completion)
    }

    /// Plays `scenario` on `performer` as one engine animation with a Web
    /// Animations timing: delay, iterations and iteration start, direction,
    /// end delay, speed and fill from `options`, and, through the returned ID,
    /// ``AnimationEngine/timing(of:)``, ``AnimationEngine/updateTiming(of:_:)``,
    /// pausing, seeking and reversing.
    ///
    /// Each frame shows the scenario's closed-form state
    /// (``ScenarioTimeline/state(at:from:targetFrames:)``) at the transformed
    /// progress times the scenario's length, from the performer's state when
    /// the play starts; every iteration starts from that state. Where the fill
    /// gives no effect, the performer shows that state again. The play replaces
    /// any play on `performer` (those end with ``ScenarioCompletion/replaced``
    /// or ``CompletionReason/replaced``), and ``stop(_:)``, ``stopAll()``,
    /// ``isPlaying(_:)`` and ``activePlayCount`` count it.
    ///
    /// Unlike a play without options, the whole scenario is resolved when the
    /// play starts: named morph targets must be ready then (there is no wait),
    /// and keyframes that are events (frame animations and actions, which a
    /// timing that repeats, reverses or seeks would run at no defined time)
    /// are refused.
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - performer: The performer to move.
    ///   - delay: The start delay, as ``AnimationEngine/animate(duration:delay:easing:options:replacing:animations:completion:)`` takes it.
    ///   - options: The timing; the scenario's keyframes keep their own easings.
    ///   - targets: The frames of named morph targets, read when the play starts.
    ///   - completion: Runs once when the play ends, with the engine's reason.
    /// - Returns: The engine animation that plays the scenario.
    /// - Throws: ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/eventInTimedPlay(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/targetFrameUnavailable(scenario:target:)`` for a
    ///   named target that is not ready, and the errors that resolving a group
    ///   throws (``ScenarioError/morphOfEmptyPerformer(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/performerOutOfRange(scenario:keyframeIndex:property:value:)``
    ///   and the other range cases), all before anything happens.
    @discardableResult
    public func play(
        _ scenario: Scenario,
        on performer: any Performer,
        delay: Duration = .zero,
        options: AnimationOptions,
        targets: (any ScenarioTargetProvider)? = nil,
        completion: ((CompletionReason) -> Void)? = nil
    ) throws(ScenarioError) -> AnimationID {
        try Self.validate(scenario, targets: targets)
        let timeline = ScenarioTimeline(scenario)
        let client = try ScenarioTimedPlay(timeline: timeline, performer: performer, targets: targets)
        let nanoseconds = (timeline.duration * 1e9).rounded()  // < 2^62: Scenario.maximumDuration
        let timing = TimingModel(delay: delay, duration: .nanoseconds(Int64(nanoseconds)), options: options)
        core.replacePlays(on: performer)
        client.core = core
        let id = engine.add(timing: timing, easing: .linear, options: options, client: client, completion: completion)
        if engine.isActive(id) {
            client.id = id
            core.timedPlays[id] = client
        }
        return id
    }

    /// Ends every play on `performer`, decoy plays included, in the order they
    /// started: plays without options with ``ScenarioCompletion/cancelled``,
    /// timed plays with ``CompletionReason/cancelled``.
    internal func stopPlays(on performer: any Performer) {
        let matching = core.runs.values
            .filter { $0.source === performer || $0.performer === performer }
            .sorted { $0.id < $1.id }
        let timed = core.timedPlays.filter { $0.value.performer === performer }.keys.sorted()
        for run in matching { core.end(run, .cancelled) }
        for id in timed { engine.end(id, reason: .cancelled) }
    }
}
