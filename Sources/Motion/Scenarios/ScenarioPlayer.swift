/// Plays scenarios on performers, driven by an ``AnimationEngine``:
/// P9ViewAnimator's actor API, with its bugs fixed.
///
/// ```swift
/// let player = ScenarioPlayer(engine: engine, library: library)
/// try player.play("roar", on: lion, delay: .seconds(0.5), completion: { outcome in
///     print("roar ended:", outcome)
/// })
/// ```
///
/// ## Timing
/// Groups play one after another as ``ScenarioTimeline`` describes, on the
/// engine clock and in closed form: each group starts exactly when the one
/// before it ended, however irregular the frames, and a frame far past several
/// groups plays them all in order. A group with a morph to a named target that
/// is not ready waits for it (see ``targetTimeout``), which delays it and every
/// later group. Each group starts from the performer's state at that moment
/// (after the group's actions ran) and writes the performer on every frame.
/// Groups follow the engine's ``ReducedMotion`` policy like any animation.
///
/// ## One play per performer
/// A performer plays one scenario at a time. Playing another on it (or the
/// same again) ends the current play at once, with
/// ``ScenarioCompletion/replaced``, and the new play starts from wherever the
/// performer is. (P9ViewAnimator refused the second play.) Scenarios are
/// values: any number of performers can play the same one.
///
/// ## Callbacks
/// A single trailing closure is the completion:
///
/// ```swift
/// try player.play("hop", on: card) { outcome in print(outcome) }
/// ```
///
/// The forms with `beginning` take both closures, in P9ViewAnimator's order
/// (`beginning: { … }, completion: { … }`, or two trailing closures); pass
/// `completion: nil` for `beginning` alone. `beginning` runs when the delay ends, with the performer that plays (the
/// decoy of a decoy play). `completion` runs exactly once for every play that
/// `play` accepted, with how it ended: finished, cancelled by ``stop(_:)`` or
/// ``stopAll()``, replaced, or failed. The target provider hears
/// `scenarioStarted` after `beginning`, and `scenarioEnded` before the
/// completion of every play that started, however it ended. A play stopped
/// or replaced during its delay completes without having begun. Callbacks run
/// synchronously, in the engine's isolation domain, from `play`, the controls
/// or the engine's frames; they may play or stop scenarios.
///
/// ## Threading and lifetime
/// Like its engine, a player is not `Sendable`: use it from the engine's
/// isolation domain.
///
/// A player holds its engine strongly; the engine holds what the running
/// plays need, but never the player nor (through it) itself. So:
/// - releasing the player does not stop its plays: they run on the engine
///   and complete as usual (a player made only to start a play is fine);
/// - releasing the engine and every player of it while plays run frees the
///   engine, the players, the plays and their performers: each play that
///   had not ended completes with ``ScenarioCompletion/cancelled``, exactly
///   once, from the engine's `deinit` (see ``AnimationEngine``'s
///   "Lifetime"), after its decoy is removed and its provider has heard
///   `scenarioEnded`.
///
/// A callback of yours that captures the player or the engine strongly
/// keeps both alive until its play ends, as any engine callback does.
public final class ScenarioPlayer {
    /// The engine whose clock and frames drive every play.
    public let engine: AnimationEngine
    /// The scenarios that `play(_:on:delay:targets:beginning:completion:)`
    /// finds by name. Plays already started keep their scenario when it changes.
    public var library: ScenarioLibrary
    /// How long a morph waits for a named target that is not ready, on the engine
    /// clock, before the play fails with ``ScenarioError/targetTimedOut(scenario:target:timeout:)``.
    /// 5 seconds by default; ≥ 0 (0 fails at once when the target is not ready)
    /// and below 2⁶³ ns (about 292 years), the engine's range.
    /// The wait ignores reduced motion. Applies to waits that begin after it is set.
    public var targetTimeout: Duration {
        get { core.targetTimeout }
        set {
            precondition(newValue >= .zero, "ScenarioPlayer.targetTimeout must be >= 0, not \(newValue)")
            _ = AnimationEngine.nanoseconds(newValue, in: "ScenarioPlayer.targetTimeout = \(newValue)", argument: "targetTimeout")
            core.targetTimeout = newValue
        }
    }
    /// The stage for decoy plays that name none (P9ViewAnimator's `defaultStageView`).
    public var defaultStage: (any ScenarioStage)?

    /// The plays and their machinery, which the engine's callbacks keep
    /// (see "Threading and lifetime").
    internal let core: ScenarioPlayerCore

    /// Creates a player.
    /// - Parameters:
    ///   - engine: The engine that drives the plays.
    ///   - library: The scenarios to play by name.
    public init(engine: AnimationEngine, library: ScenarioLibrary = ScenarioLibrary()) {
        self.engine = engine
        self.library = library
        self.core = ScenarioPlayerCore(engine: engine)
    }

    // MARK: - Playing

    /// Plays the library's scenario `name` on `performer`.
    ///
    /// Throws before anything happens if the scenario does not exist or needs
    /// a target provider and has none; otherwise any play on `performer` ends
    /// with ``ScenarioCompletion/replaced`` and this one starts.
    /// - Parameters:
    ///   - name: The scenario's name in ``library``.
    ///   - performer: The performer to move.
    ///   - delay: The time before the scenario begins, on the engine clock, ≥ 0.
    ///     Fractions of a second count (P9ViewAnimator truncated them). With no
    ///     delay the scenario begins inside this call.
    ///   - targets: Resolves named morph targets, frame animations and named actions.
    ///   - beginning: Runs with the performer when the delay ends.
    ///   - completion: Runs exactly once when the play ends, with how it ended.
    /// - Throws: ``ScenarioError/unknownScenario(name:)``,
    ///   ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``.
    public func play(
        _ name: String,
        on performer: any Performer,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        beginning: ((any Performer) -> Void)?,
        completion: ((ScenarioCompletion) -> Void)?
    ) throws(ScenarioError) {
        guard let scenario = library[name] else { throw .unknownScenario(name: name) }
        try play(scenario, on: performer, delay: delay, targets: targets, beginning: beginning, completion: completion)
    }

    /// Plays `scenario` on `performer`, whether or not it is in the library.
    ///
    /// See `play(_:on:delay:targets:beginning:completion:)`.
    /// - Throws: ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``.
    public func play(
        _ scenario: Scenario,
        on performer: any Performer,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        beginning: ((any Performer) -> Void)?,
        completion: ((ScenarioCompletion) -> Void)?
    ) throws(ScenarioError) {
        try Self.validate(scenario, targets: targets)
        core.start(
            scenario, source: performer, stage: nil, delay: delay, targets: targets, beginning: beginning,
            completion: completion)
    }

    /// Plays the library's scenario `name` on a decoy of `performer`, leaving
    /// `performer` itself untouched (P9ViewAnimator's `actionDecoy`).
    ///
    /// When the delay ends, the stage makes a decoy from the performer's state
    /// at that moment; the scenario plays on the decoy, and the stage removes
    /// it when the play ends for any reason. Hide the original in `beginning`
    /// and show it again in `completion` for a flight from one place to another.
    /// Decoy plays do not replace each other or the performer's own play;
    /// ``stop(_:)`` with the performer stops them too.
    /// - Parameters:
    ///   - name: The scenario's name in ``library``.
    ///   - performer: The performer to copy.
    ///   - stage: Where the decoy plays; ``defaultStage`` if `nil`.
    ///   - delay: The time before the scenario begins, ≥ 0.
    ///   - targets: Resolves named targets and actions; frames are in the stage's space.
    ///   - beginning: Runs with the decoy when the delay ends.
    ///   - completion: Runs exactly once when the play ends, after the decoy is removed.
    /// - Throws: ``ScenarioError/unknownScenario(name:)``,
    ///   ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/stageRequired(scenario:)``.
    public func playDecoy(
        _ name: String,
        of performer: any Performer,
        on stage: (any ScenarioStage)? = nil,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        beginning: ((any Performer) -> Void)?,
        completion: ((ScenarioCompletion) -> Void)?
    ) throws(ScenarioError) {
        guard let scenario = library[name] else { throw .unknownScenario(name: name) }
        try playDecoy(
            scenario, of: performer, on: stage, delay: delay, targets: targets, beginning: beginning,
            completion: completion)
    }

    /// Plays `scenario` on a decoy of `performer`, whether or not it is in the library.
    ///
    /// See `playDecoy(_:of:on:delay:targets:beginning:completion:)`.
    /// - Throws: ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/stageRequired(scenario:)``.
    public func playDecoy(
        _ scenario: Scenario,
        of performer: any Performer,
        on stage: (any ScenarioStage)? = nil,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        beginning: ((any Performer) -> Void)?,
        completion: ((ScenarioCompletion) -> Void)?
    ) throws(ScenarioError) {
        guard let stage = stage ?? defaultStage else { throw .stageRequired(scenario: scenario.name) }
        try Self.validate(scenario, targets: targets)
        core.start(
            scenario, source: performer, stage: stage, delay: delay, targets: targets, beginning: beginning,
            completion: completion)
    }

    // MARK: - Playing with a completion only
    //
    // Separate overloads, so that a single trailing closure is the completion:
    // with `beginning` defaulted before it, Swift bound it to `beginning`.

    /// Plays the library's scenario `name` on `performer`; a single trailing
    /// closure is the completion.
    ///
    /// See `play(_:on:delay:targets:beginning:completion:)`.
    /// - Parameters:
    ///   - name: The scenario's name in ``library``.
    ///   - performer: The performer to move.
    ///   - delay: The time before the scenario begins, on the engine clock, ≥ 0.
    ///   - targets: Resolves named morph targets, frame animations and named actions.
    ///   - completion: Runs exactly once when the play ends, with how it ended.
    /// - Throws: ``ScenarioError/unknownScenario(name:)``,
    ///   ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``.
    public func play(
        _ name: String,
        on performer: any Performer,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        completion: ((ScenarioCompletion) -> Void)? = nil
    ) throws(ScenarioError) {
        try play(name, on: performer, delay: delay, targets: targets, beginning: nil, completion: completion)
    }

    /// Plays `scenario` on `performer`; a single trailing closure is the completion.
    ///
    /// See `play(_:on:delay:targets:beginning:completion:)`.
    /// - Throws: ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``.
    public func play(
        _ scenario: Scenario,
        on performer: any Performer,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        completion: ((ScenarioCompletion) -> Void)? = nil
    ) throws(ScenarioError) {
        try play(scenario, on: performer, delay: delay, targets: targets, beginning: nil, completion: completion)
    }

    /// Plays the library's scenario `name` on a decoy of `performer`; a single
    /// trailing closure is the completion.
    ///
    /// See `playDecoy(_:of:on:delay:targets:beginning:completion:)`.
    /// - Throws: ``ScenarioError/unknownScenario(name:)``,
    ///   ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/stageRequired(scenario:)``.
    public func playDecoy(
        _ name: String,
        of performer: any Performer,
        on stage: (any ScenarioStage)? = nil,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        completion: ((ScenarioCompletion) -> Void)? = nil
    ) throws(ScenarioError) {
        try playDecoy(
            name, of: performer, on: stage, delay: delay, targets: targets, beginning: nil, completion: completion)
    }

    /// Plays `scenario` on a decoy of `performer`; a single trailing closure is the completion.
    ///
    /// See `playDecoy(_:of:on:delay:targets:beginning:completion:)`.
    /// - Throws: ``ScenarioError/targetProviderRequired(scenario:keyframeIndex:)``,
    ///   ``ScenarioError/stageRequired(scenario:)``.
    public func playDecoy(
        _ scenario: Scenario,
        of performer: any Performer,
        on stage: (any ScenarioStage)? = nil,
        delay: Duration = .zero,
        targets: (any ScenarioTargetProvider)? = nil,
        completion: ((ScenarioCompletion) -> Void)? = nil
    ) throws(ScenarioError) {
        try playDecoy(
            scenario, of: performer, on: stage, delay: delay, targets: targets, beginning: nil,
            completion: completion)
    }

    // MARK: - Stopping

    /// Stops the play on `performer` and every decoy play made from it; each
    /// completes with ``ScenarioCompletion/cancelled``.
    ///
    /// The performer stays exactly where it is, mid-group if need be
    /// (P9ViewAnimator jumped to the group's end and never ran the completion).
    /// Decoys are removed. Nothing happens if nothing plays on `performer`.
    /// - Parameter performer: A performer given to `play` or `playDecoy`, or a decoy.
    public func stop(_ performer: any Performer) {
        stopPlays(on: performer)
    }

    /// Stops every play, in the order they were started, as ``stop(_:)`` does.
    /// Plays started by the completions it runs keep playing.
    public func stopAll() {
        let timed = core.timedPlays.keys.sorted()
        for run in core.runs.values.sorted(by: { $0.id < $1.id }) { core.end(run, .cancelled) }
        for id in timed { engine.end(id, reason: .cancelled) }
    }

    /// Whether `performer` plays a scenario, directly or through a decoy (delays included).
    /// - Parameter performer: A performer given to `play` or `playDecoy`, or a decoy.
    /// - Returns: Whether any play on it has not ended.
    public func isPlaying(_ performer: any Performer) -> Bool {
        core.runs.values.contains { $0.source === performer || $0.performer === performer }
            || core.timedPlays.values.contains { $0.performer === performer }
    }

    /// The number of plays that have not ended, delays included.
    public var activePlayCount: Int { core.runs.count + core.timedPlays.count }

    /// Throws if `scenario` needs a target provider and has none.
    internal static func validate(
        _ scenario: Scenario, targets: (any ScenarioTargetProvider)?
    ) throws(ScenarioError) {
        guard targets == nil else { return }
        for (index, keyframe) in scenario.keyframes.enumerated() {
            switch keyframe.kind {
            case .morph(.named), .frameAnimation:
                throw .targetProviderRequired(scenario: scenario.name, keyframeIndex: index)
            case .action(let action) where !action.hasClosure:
                throw .targetProviderRequired(scenario: scenario.name, keyframeIndex: index)
            default:
                break
            }
        }
    }
}
