extension AnimationEngine {
    // MARK: - Computed timing and live updates (Web Animations)

    /// The animation's computed timing at the engine's current time (Web
    /// Animations' `getComputedTiming()`): phase, local and active time,
    /// current iteration, simple, directed and transformed progress, active
    /// duration and end time. nil for an unknown or ended ID.
    ///
    /// The phase boundaries follow the animation's speed: a negative speed
    /// plays backward. For a property group, sequence or timeline the
    /// transformed progress is the progress of the whole (their easing is linear).
    public func timing(of id: AnimationID) -> ComputedTiming? {
        let now = nowNanoseconds
        return withEntry(id) { entry -> ComputedTiming in
            let local = entry.localTime(at: now)
            let timing = entry.timing
            let sample = timing.sample(at: local, playsBackward: entry.speed < 0)
            let phase = timing.phase(at: local, playsBackward: entry.speed < 0)
            var activeTime: Double?
            if sample != nil {
                switch phase {
                case .before: activeTime = max(local - timing.delay, 0)
                case .active: activeTime = local - timing.delay
                case .after: activeTime = max(min(local - timing.delay, timing.activeDuration), 0)
                }
            }
            let directed = sample.map { sample in
                TimingModel.isBackward(timing.direction, iteration: sample.index) ? 1 - sample.progress : sample.progress
            }
            let transformed = sample.map { sample in withUnsafeMutablePointer(to: &entry) { Entry.eased($0, sample) } }
            return ComputedTiming(
                phase: phase, localTime: local / 1e9, activeTime: activeTime.map { $0 / 1e9 },
                currentIteration: sample?.index, simpleIterationProgress: sample?.progress,
                directedProgress: directed, transformedProgress: transformed,
                activeDuration: timing.activeDuration / 1e9, endTime: timing.endTime / 1e9,
                duration: timing.duration / 1e9, delay: timing.delay / 1e9, endDelay: timing.endDelay / 1e9,
                iterations: timing.iterations, iterationStart: timing.iterationStart,
                direction: timing.direction, fill: timing.fill)
        }
    }

    /// Changes a running animation's timing (Web Animations' `updateTiming()`):
    /// its local time stays, and the next frame delivers the value of the new
    /// timing at that time (even while paused). An animation that the new
    /// timing puts past its end completes on the next frame.
    ///
    /// A property group, sequence or timeline takes the update as a whole:
    /// its duration is the whole's, and an easing applies to the whole's progress.
    /// - Parameters:
    ///   - id: The animation.
    ///   - update: The members to change; nil members stay.
    /// - Returns: Whether `id` names a running animation (false changes nothing).
    /// - Precondition: The new timing is valid as ``AnimationOptions/validate(duration:delay:)``
    ///   says (except that an infinite repetition may now play at a negative speed: it plays
    ///   back toward its start), and a playing animation ends from its current time within
    ///   the engine's range (2⁶³ ns of engine time, counted from the engine's clock now);
    ///   the message names the call and the members.
    @discardableResult
    public func updateTiming(of id: AnimationID, _ update: TimingUpdate) -> Bool {
        let now = nowNanoseconds
        return withEntry(id) { (entry: inout Entry) -> Void in
            let local = entry.localTime(at: now)
            var timing = entry.timing
            switch update.duration {
            case .time(let duration)?:
                timing.duration = Double(Self.nanoseconds(duration, in: "updateTiming(of: \(id))", argument: "duration"))
                precondition(timing.duration >= 0, "updateTiming(of: \(id)): duration \(duration) must not be negative")
            case .infinite?: timing.duration = .infinity
            case nil: break
            }
            if let iterations = update.iterations {
                precondition(
                    iterations >= 0, "updateTiming(of: \(id)): iterations \(iterations) must be ≥ 0 or .infinity")
                timing.iterations = iterations
            }
            if let start = update.iterationStart {
                precondition(
                    start.isFinite && start >= 0,
                    "updateTiming(of: \(id)): iterationStart \(start) must be finite and ≥ 0")
                timing.iterationStart = start
            }
            precondition(
                timing.repeatDelay == 0 || timing.iterationStart == timing.iterationStart.rounded(.down),
                "updateTiming(of: \(id)): iterationStart \(timing.iterationStart) must be whole with a repeat delay")
            if let delay = update.delay {
                timing.delay = Double(Self.nanoseconds(delay, in: "updateTiming(of: \(id))", argument: "delay"))
            }
            if let endDelay = update.endDelay {
                timing.endDelay = Double(Self.nanoseconds(endDelay, in: "updateTiming(of: \(id))", argument: "endDelay"))
            }
            if let direction = update.direction { timing.direction = direction }
            if let fill = update.fill { timing.fill = fill }
            // Finite iterations of a finite duration have a finite end: a product that overflows is refused.
            precondition(
                !timing.iterations.isFinite || !timing.duration.isFinite || timing.activeDuration < Self.rangeLimit,
                "updateTiming(of: \(id), \(update.changes)): \(update.iterations != nil ? "iterations" : "duration"): \(timing.iterations) iterations of \(timing.duration / 1e9) s with repeat delays of \(timing.repeatDelay / 1e9) s last \(timing.activeDuration / 1e9) s, beyond the engine's range of 2⁶³ ns (about 292 years)"
            )
            precondition(
                !timing.activeDuration.isFinite || timing.endTime < Self.rangeLimit,
                "updateTiming(of: \(id), \(update.changes)): the animation would end \(timing.endTime / 1e9) s after it starts, beyond the engine's range of 2⁶³ ns (about 292 years)"
            )
            entry.timing = timing
            if let easing = update.easing { entry.easing = EasingEvaluator(easing) }
            entry.reanchor(local: local, now: now)
            Self.checkEnd(of: entry, now: now, in: "updateTiming(of: \(id), \(update.changes))")
        } != nil
    }
}

extension AnimationEngine {
    // MARK: - The timing a client reads

    /// Where a client that starts now picks up a running animation: its
    /// transformed progress at the start time (direction, then easing, as
    /// its client receives it; 0 before its delay ends), that progress's
    /// rate per engine second times the iteration duration (±speed for a
    /// linear easing; 0 while paused, in the after phase or at an
    /// iteration's end), and the iteration duration in seconds.
    internal func playhead(of id: AnimationID) -> (progress: Double, rate: Double, duration: Double)? {
        let now = startTime
        return withEntry(id) { entry in
            let local = entry.localTime(at: now)
            let timing = entry.timing
            let duration = timing.duration / 1e9
            guard let sample = timing.iteration(at: local) else { return (0, 0, duration) }
            let (progress, slope) = entry.transformedProgress(sample)
            let moving =
                !entry.isPaused && sample.progress < 1 && local < timing.delay + timing.activeDuration
            return (progress, moving ? slope * entry.speed : 0, duration)
        }
    }

    /// An animation's playback direction, as its last update left it.
    internal func direction(of id: AnimationID) -> PlaybackDirection? {
        withEntry(id) { $0.timing.direction }
    }

    /// The iteration index and directed progress an animation presents now:
    /// the end it plays to when it ends on its next frame, else its sample
    /// playing forward ((0, 0) where it delivers nothing). Where a client
    /// places itself when it starts.
    internal func presentedIteration(of id: AnimationID) -> (index: Double, progress: Double)? {
        let now = nowNanoseconds
        return withEntry(id) { entry in
            let timing = entry.timing
            func directed(_ sample: (index: Double, progress: Double)) -> (index: Double, progress: Double) {
                timing.direction.isBackward(iteration: sample.index) ? (sample.index, 1 - sample.progress) : sample
            }
            if entry.finishesOnNextFrame { return directed(entry.endSample(at: 0)) }
            let local = entry.localTime(at: now)
            let ends = !entry.isPaused && ((entry.speed > 0 && local >= timing.endTime) || (entry.speed < 0 && local <= 0))
            return directed(ends ? entry.endSample(at: local) : timing.deliveredIteration(at: local) ?? (0, 0))
        }
    }
}
