import Foundation

/// The machinery of a ``ScenarioPlayer``'s plays: delay, groups, target waits
/// and the end.
///
/// Every time is an engine time in nanoseconds. `engine.startTime` is "now":
/// the time at which an animation started at this moment begins (the frame
/// time inside callbacks). Each group's exact start is kept, and its engine
/// animation starts with a negative delay when it begins late, so that frames
/// of any spacing see exactly the closed-form state.
///
/// Lifetime: the player holds its core and its engine; the engine's callbacks
/// hold the core, which holds the engine weakly. So plays run on (and
/// complete) after the player is released, and once the engine goes every
/// play completes `.cancelled` from the engine's `deinit`, with no cycle left.
internal final class ScenarioPlayerCore {
    /// The engine; `nil` only while it deinitialises, when nothing but
    /// cancellations reach the core.
    weak var engine: AnimationEngine?
    /// The player's ``ScenarioPlayer/targetTimeout``.
    var targetTimeout: Duration = .seconds(5)
    /// Every play that has not ended, by ID.
    var runs: [UInt64: ScenarioRun] = [:]
    /// The direct play of each performer.
    var directRuns: [ObjectIdentifier: ScenarioRun] = [:]
    var nextRunID: UInt64 = 1
    /// The timed plays that have not ended, by their engine animation.
    var timedPlays: [AnimationID: ScenarioTimedPlay] = [:]

    init(engine: AnimationEngine) {
        self.engine = engine
    }

    /// The engine, on paths that only a live engine reaches (play, frames, finished animations).
    private var liveEngine: AnimationEngine {
        guard let engine else { preconditionFailure("ScenarioPlayer: its engine was released while a play started") }
        return engine
    }

    /// Registers a validated play and starts its delay (or begins it at once).
    internal func start(
        _ scenario: Scenario,
        source: any Performer,
        stage: (any ScenarioStage)?,
        delay: Duration,
        targets: (any ScenarioTargetProvider)?,
        beginning: ((any Performer) -> Void)?,
        completion: ((ScenarioCompletion) -> Void)?
    ) {
        precondition(delay >= .zero, "ScenarioPlayer: a play's delay must be >= 0, not \(delay)")
        let delayNanoseconds = AnimationEngine.nanoseconds(delay, "ScenarioPlayer delay")
        let run = ScenarioRun(
            id: nextRunID, scenario: scenario, source: source, stage: stage, targets: targets,
            beginning: beginning, completion: completion)
        // Each group's end is an Int64 engine time: the play must end within the engine's range.
        let length = run.groupNanoseconds.reduce(0, +)  // < 2^62 (Scenario.maximumDuration)
        let (playStart, overflow) = liveEngine.startTime.addingReportingOverflow(delayNanoseconds)
        precondition(
            !overflow && playStart <= Int64.max - length,
            "ScenarioPlayer: play(\"\(scenario.name)\", delay: \(delay)): a play starting at engine time \(liveEngine.startTime) ns whose scenario lasts \(length) ns would end beyond the engine's range (2⁶³ ns, about 292 years)"
        )
        nextRunID += 1
        if stage == nil {
            replacePlays(on: source)
            directRuns[ObjectIdentifier(source)] = run
        }
        runs[run.id] = run
        let origin = liveEngine.startTime
        if delayNanoseconds == 0 {
            begin(run, at: origin)
            return
        }
        let token = run.nextToken()
        run.animation = liveEngine.animate(
            duration: .zero, delay: delay,
            animations: { _ in },
            completion: { reason in
                guard run.token == token, !run.isEnded else { return }
                run.animation = nil
                if reason.isFinished {
                    self.begin(run, at: min(origin + delayNanoseconds, self.liveEngine.startTime))
                } else {
                    self.end(run, .cancelled)
                }
            })
    }

    /// The delay is over: makes the decoy, runs `beginning`, applies the leading keyframes and plays.
    private func begin(_ run: ScenarioRun, at time: Int64) {
        if let stage = run.stage {
            run.performer = stage.makeDecoy(from: PerformerState(run.source), of: run.source)
        } else {
            run.performer = run.source
        }
        if let beginning = run.beginning, let performer = run.performer {
            beginning(performer)
            if run.isEnded { return }
        }
        run.hasStarted = true
        run.targets?.scenarioStarted(run.name)
        if run.isEnded { return }
        proceed(run, from: time)
    }

    /// Plays the current group, which starts at `start`, and every later group
    /// that has already ended by now; then animates the group in progress, or
    /// waits for a target, or finishes.
    private func proceed(_ run: ScenarioRun, from start: Int64) {
        var start = start
        while !run.isEnded {
            let groups = run.timeline.groups
            guard run.groupIndex < groups.count else {
                end(run, .finished)
                return
            }
            let group = groups[run.groupIndex]
            if let target = firstUnreadyTarget(of: run, in: group) {
                wait(run, for: target)
                return
            }
            guard startGroup(run, group, at: start) else { return }
            let duration = run.groupNanoseconds[run.groupIndex]
            // Waits for targets delay groups past what play() checked.
            let (end, overflow) = start.addingReportingOverflow(duration)
            precondition(
                !overflow,
                "ScenarioPlayer: scenario \"\(run.name)\", group \(run.groupIndex) starting at engine time \(start) ns and lasting \(duration) ns would end beyond the engine's range (2⁶³ ns, about 292 years)"
            )
            let now = liveEngine.startTime
            if end <= now {
                apply(run, progress: 1)
                run.groupIndex += 1
                start = end
                continue
            }
            apply(run, progress: Double(now - start) / Double(duration))
            let token = run.nextToken()
            run.animation = liveEngine.animate(
                duration: .nanoseconds(duration), delay: .nanoseconds(start - now), easing: .linear,
                animations: { progress in
                    guard run.token == token, !run.isEnded else { return }
                    self.apply(run, progress: progress)
                },
                completion: { reason in
                    guard run.token == token, !run.isEnded else { return }
                    run.animation = nil
                    guard reason.isFinished else {
                        self.end(run, .cancelled)
                        return
                    }
                    self.apply(run, progress: 1)
                    run.groupIndex += 1
                    // Under reduced motion the engine ends groups early: go on from now.
                    self.proceed(run, from: min(end, self.liveEngine.startTime))
                })
            return
        }
    }

    /// Runs the group's frame animations and actions, then resolves it from the
    /// performer's state. Returns `false` if the play ended meanwhile.
    private func startGroup(_ run: ScenarioRun, _ group: ScenarioTimeline.Group, at start: Int64) -> Bool {
        guard let performer = run.performer else { return false }
        let keyframes = run.timeline.keyframes(of: group)
        for keyframe in keyframes {
            switch keyframe.kind {
            case .frameAnimation(let target, let velocity, let loops):
                guard let targets = run.targets else { break }
                targets.setVelocity(velocity, forTargetNamed: target)
                targets.setLoops(loops, forTargetNamed: target)
                targets.play(targetNamed: target)
            case .action(let action):
                if !action.runClosure(with: performer), let name = action.name {
                    run.targets?.perform(actionNamed: name, on: performer)
                }
            default:
                continue
            }
            if run.isEnded { return false }
        }
        let name = run.name
        let targets = run.targets
        do {
            run.plan = try ScenarioGroupPlan(keyframes: keyframes, scenario: name, from: PerformerState(performer)) {
                (target: String) throws(ScenarioError) -> CGRect in
                guard let frame = targets?.frame(ofTargetNamed: target) else {
                    throw .targetFrameUnavailable(scenario: name, target: target)
                }
                return frame
            }
        } catch {
            end(run, .failed(error))
            return false
        }
        run.groupStart = start
        return true
    }

    /// Writes the current group's state at `progress` into the performer.
    private func apply(_ run: ScenarioRun, progress: Double) {
        guard let plan = run.plan, let performer = run.performer else { return }
        plan.state(atProgress: progress).apply(to: performer)
    }

    /// The first named morph target of `group` that the provider says is not ready.
    private func firstUnreadyTarget(of run: ScenarioRun, in group: ScenarioTimeline.Group) -> String? {
        guard let targets = run.targets else { return nil }
        for keyframe in run.timeline.keyframes(of: group) {
            if case .morph(.named(let name)) = keyframe.kind, !targets.isReady(targetNamed: name) {
                return name
            }
        }
        return nil
    }

    /// Polls the current group's targets on every engine frame until they are
    /// all ready (the group then starts at that frame) or the timeout passes.
    private func wait(_ run: ScenarioRun, for target: String) {
        let timeout = targetTimeout
        let timeoutNanoseconds = AnimationEngine.nanoseconds(timeout, "ScenarioPlayer.targetTimeout")
        let failure = ScenarioError.targetTimedOut(scenario: run.name, target: target, timeout: timeout)
        guard timeoutNanoseconds > 0 else {
            end(run, .failed(failure))
            return
        }
        let waitStart = liveEngine.startTime
        let group = run.timeline.groups[run.groupIndex]
        let token = run.nextToken()
        run.animation = liveEngine.animate(
            duration: timeout, options: AnimationOptions(reducedMotion: .full),
            animations: { _ in
                guard run.token == token, !run.isEnded else { return }
                let now = self.liveEngine.startTime
                // Past the deadline, the completion fails the play.
                guard now - waitStart <= timeoutNanoseconds,
                    self.firstUnreadyTarget(of: run, in: group) == nil
                else { return }
                if let poll = run.animation {
                    run.animation = nil
                    _ = run.nextToken()
                    self.liveEngine.cancel(poll)
                }
                self.proceed(run, from: now)
            },
            completion: { reason in
                guard run.token == token, !run.isEnded else { return }
                run.animation = nil
                self.end(run, reason.isFinished ? .failed(failure) : .cancelled)
            })
    }

    /// Ends the direct play and the timed plays on `performer` with `.replaced`
    /// (decoy plays stay). A completion may start yet another play on the
    /// performer: replaces until none is left.
    internal func replacePlays(on performer: any Performer) {
        let key = ObjectIdentifier(performer)
        while true {
            if let current = directRuns[key] {
                end(current, .replaced)
            } else if let (id, _) = timedPlays.filter({ $0.value.performer === performer }).min(by: { $0.key < $1.key }) {
                guard let engine else { timedPlays[id] = nil; continue }
                engine.end(id, reason: .replaced)
                timedPlays[id] = nil
            } else {
                return
            }
        }
    }

    /// Ends a play exactly once: stops its engine animation, removes its decoy,
    /// tells the provider and runs the completion. The performer stays as it is.
    internal func end(_ run: ScenarioRun, _ outcome: ScenarioCompletion) {
        guard !run.isEnded else { return }
        run.isEnded = true
        runs[run.id] = nil
        let key = ObjectIdentifier(run.source)
        if run.stage == nil, directRuns[key] === run { directRuns[key] = nil }
        if let animation = run.animation {
            run.animation = nil
            engine?.cancel(animation)
        }
        if let stage = run.stage, let decoy = run.performer { stage.removeDecoy(decoy) }
        if run.hasStarted { run.targets?.scenarioEnded(run.name) }
        run.completion?(outcome)
    }
}
