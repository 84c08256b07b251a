extension AnimationEngine {
    // MARK: - Ending

    /// Cancels an animation: its completion runs at once with
    /// ``CompletionReason/cancelled``, exactly once, and it delivers no more
    /// values. An unknown or ended ID is a no-op.
    ///
    /// Inside a frame's callbacks, an animation that reached its end in that
    /// frame (its completion not run yet) completes with
    /// ``CompletionReason/finished`` instead: it has already finished.
    public func cancel(_ id: AnimationID) {
        end(id, reason: .cancelled)
    }

    /// Cancels every running animation, in start order. Animations started by
    /// the completions it runs are not cancelled.
    public func cancelAll() {
        var ids: [AnimationID] = []
        ids.reserveCapacity(activeAnimationCount)
        forEachLocation { index in
            if !isEnded(at: index) { ids.append(id(at: index)) }
        }
        for entry in pending where !entry.isEnded { ids.append(entry.id) }
        for id in ids { cancel(id) }
    }

    /// Jumps an animation to its end, delivers its exact final value and
    /// completes it with ``CompletionReason/finished``.
    ///
    /// The end is where the animation is heading: its last iteration's end at
    /// a positive speed, its start at a negative one. An infinitely repeating
    /// animation ends at the end of its current iteration.
    ///
    /// With a ``AnimationOptions/fill`` that does not cover that end (`none`,
    /// or `backwards` at a positive speed), the animation has no effect there:
    /// a value animation delivers nothing, and a property animation returns its
    /// properties to their underlying values.
    public func finish(_ id: AnimationID) {
        let now = nowNanoseconds
        guard
            let (client, end) = withEntry(id, { entry -> (AnimationClient, (value: Double, iteration: Double)?) in
                let end = entry.endEffect(at: entry.localTime(at: now)).map { sample in
                    (withUnsafeMutablePointer(to: &entry) { Entry.eased($0, sample) }, sample.index)
                }
                entry.generation &+= 1
                return (entry.client.takeUnretainedValue(), end)
            })
        else { return }
        if let end {
            frameIteration = end.iteration
            client.render(progress: end.value)
        } else {
            client.renderWithoutEffect()
        }
        self.end(id, reason: .finished)
    }

    @usableFromInline
    internal func end(_ id: AnimationID, reason: CompletionReason) {
        guard let location = find(id) else { return }
        var reason = reason
        // An animation that reached its end in this frame has finished, even when a
        // callback of the frame cancels it before its own completion runs (as Web
        // Animations resolves the finished promise of every animation a frame finishes).
        if reason == .cancelled && isAdvancing && !location.inPending
            && finishing.contains(where: { $0.index == location.index })
        {
            reason = .finished
        }
        end(entryAt: location.index, inPending: location.inPending, reason: reason)
    }

    // MARK: - Playback

    /// Pauses an animation at its current time. A paused animation delivers
    /// no values until it is sought or resumed, and never completes by itself.
    public func pause(_ id: AnimationID) {
        let now = nowNanoseconds
        _ = withEntry(id) { entry in
            guard !entry.isPaused else { return }
            // Anchored after the pause: a pair moved to active time 0 holds only while playing.
            let local = entry.localTime(at: now)
            entry.isPaused = true
            entry.reanchor(local: local, now: now)
            entry.needsRender = false
        }
    }

    /// Plays a paused animation from where it was paused (Web Animations'
    /// `play()`).
    ///
    /// Like `play()`, it rewinds an animation that has nowhere left to go: at a
    /// positive speed, a current time before 0 or at or past the end moves to 0;
    /// at a negative speed, a current time at or before 0 or past the end moves
    /// to the end (an infinite repetition, whose end is never reached, stays).
    /// So resuming an animation that was paused (or sought) at its end plays it
    /// again. A playing animation inside its range is unchanged. A timeline
    /// played with ``play(_:delay:options:completion:)`` never rewinds, as
    /// GSAP's `resume()`: at its end it ends.
    public func resume(_ id: AnimationID) {
        let now = nowNanoseconds
        _ = withEntry(id) { entry in
            let local = entry.localTime(at: now)
            let rewound = entry.rewinds
                ? Self.autoRewound(local, speed: entry.speed, endTime: entry.timing.endTime) ?? local : local
            guard entry.isPaused || rewound != local else { return }
            entry.isPaused = false
            entry.reanchor(local: rewound, now: now)
            Self.checkEnd(of: entry, now: now, in: "resume(\(id))")
        }
    }

    /// Web Animations' auto-rewind ("play an animation" with auto-rewind): the
    /// current time at which an animation at `local` plays at `speed`: 0 or the
    /// end when `local` is out of its range, `local` itself otherwise; nil when
    /// it would have to rewind to an infinite end (where Web Animations throws).
    internal static func autoRewound(_ local: Double, speed: Double, endTime: Double) -> Double? {
        if speed > 0 && (local < 0 || local >= endTime) { return 0 }
        if speed < 0 && (local <= 0 || local > endTime) { return endTime.isFinite ? endTime : nil }
        return local
    }

    /// Whether an animation is paused; nil for an unknown ID.
    public func isPaused(_ id: AnimationID) -> Bool? {
        withEntry(id) { $0.isPaused }
    }

    /// The playback speed of an animation; nil for an unknown ID.
    public func speed(of id: AnimationID) -> Double? {
        withEntry(id) { $0.speed }
    }

    /// Changes an animation's playback speed from now on, keeping its current
    /// time: 0 freezes it, a negative speed plays it backward toward its start.
    /// - Precondition: `speed` is finite, and at that speed the animation ends
    ///   within the engine's range (2⁶³ ns of engine time); the message names the call.
    public func setSpeed(_ speed: Double, of id: AnimationID) {
        precondition(speed.isFinite, "setSpeed(\(speed), of: \(id)): the speed must be finite")
        let now = nowNanoseconds
        _ = withEntry(id) { entry in
            // Anchored after the change: a pair moved to active time 0 holds only at speed 1.
            let local = entry.localTime(at: now)
            entry.speed = speed
            entry.reanchor(local: local, now: now)
            Self.checkEnd(of: entry, now: now, in: "setSpeed(\(speed), of: \(id))")
        }
    }

    /// Reverses an animation (Web Animations' `reverse()`): it plays back from
    /// where it is, toward its start, and completes there (or forward again if
    /// reversed twice). A paused animation plays.
    ///
    /// As in Web Animations, a current time out of the new direction's range
    /// rewinds (see ``resume(_:)``): an animation at or before its start plays
    /// back from its end, one past its end plays forward from 0. At speed 0 only
    /// the pause ends. Reversing an infinite repetition at or before its start
    /// changes nothing: it would have to play back from an infinite end (Web
    /// Animations throws there). A timeline played with
    /// ``play(_:delay:options:completion:)`` never rewinds, as GSAP's
    /// `reverse()`: reversed at its start, it ends there.
    public func reverse(_ id: AnimationID) {
        let now = nowNanoseconds
        _ = withEntry(id) { entry in
            let local = entry.localTime(at: now)
            let speed = -entry.speed
            guard let rewound = entry.rewinds ? Self.autoRewound(local, speed: speed, endTime: entry.timing.endTime) : local
            else { return }
            entry.isPaused = false
            entry.speed = speed
            entry.reanchor(local: rewound, now: now)
            Self.checkEnd(of: entry, now: now, in: "reverse(\(id))")
        }
    }

    // MARK: - Seeking

    /// An animation's local time, from its start (its delay comes first);
    /// nil for an unknown ID.
    ///
    /// A local time beyond ±2⁶³ ns (an infinitely repeating animation at a
    /// huge speed) saturates at `.nanoseconds(Int64.max)` or `.nanoseconds(Int64.min)`.
    public func currentTime(of id: AnimationID) -> Duration? {
        let now = nowNanoseconds
        return withEntry(id) { entry in
            let local = entry.localTime(at: now).rounded()
            if local >= AnimationEngine.rangeLimit { return .nanoseconds(Int64.max) }
            if local < -AnimationEngine.rangeLimit { return .nanoseconds(Int64.min) }
            return .nanoseconds(Int64(local))
        }
    }

    /// Moves an animation to local time `time`. The value at the new time is
    /// delivered on the next frame, even while paused; a time past the end
    /// completes a playing animation on the next frame.
    /// - Precondition: `time` is within ±2⁶³ ns (about ±292 years), and a
    ///   playing animation ends from there within the engine's range (2⁶³ ns
    ///   of engine time); the message names the call.
    public func seek(_ id: AnimationID, to time: Duration) {
        let local = Double(Self.nanoseconds(time, in: "seek(\(id), to: \(time))", argument: "time"))
        let now = nowNanoseconds
        _ = withEntry(id) { entry in
            entry.reanchor(local: local, now: now)
            Self.checkEnd(of: entry, now: now, in: "seek(\(id), to: \(time))")
        }
    }

    /// An animation's progress through its whole timing, in [0, 1]: local
    /// time over the end time (delay, iterations and end delay included).
    /// For an animation without an end (infinite iterations, or an infinite
    /// iteration duration), the progress of the current iteration: an
    /// infinite iteration never leaves its iteration start's fraction. nil
    /// for an unknown ID.
    public func progress(of id: AnimationID) -> Double? {
        let now = nowNanoseconds
        return withEntry(id) { entry in
            let local = entry.localTime(at: now)
            let timing = entry.timing
            if timing.iterations.isInfinite || timing.endTime.isInfinite {
                return timing.iteration(at: local)?.progress ?? 0
            }
            return timing.endTime == 0 ? 1 : min(max(local / timing.endTime, 0), 1)
        }
    }

    /// Seeks an animation to `progress` (in [0, 1]) of its whole timing; for
    /// an infinitely repeating animation, within its current iteration. An
    /// infinite iteration duration has one progress throughout, its iteration
    /// start's fraction: the animation moves to the start of that iteration.
    /// - Precondition: `progress` is in [0, 1], and a playing animation ends
    ///   from there within the engine's range (2⁶³ ns of engine time).
    public func setProgress(_ progress: Double, of id: AnimationID) {
        precondition(progress >= 0 && progress <= 1, "setProgress(\(progress), of: \(id)): progress must be in [0, 1]")
        let now = nowNanoseconds
        _ = withEntry(id) { entry in
            let timing = entry.timing
            let local: Double
            if timing.duration.isInfinite && timing.endTime.isInfinite {
                // Every time of the infinite iteration has the same progress (p × ∞ is no time).
                local = max(timing.delay, 0)
            } else if timing.iterations.isInfinite {
                // Iteration k (counting the iteration start S) begins at active time
                // (k − S)·(duration + repeatDelay): S is whole with a repeat delay.
                let start = timing.iterationStart
                let index = timing.iteration(at: entry.localTime(at: now))?.index ?? start.rounded(.down)
                local = timing.delay + (index - start) * (timing.duration + timing.repeatDelay) + progress * timing.duration
            } else {
                local = progress * timing.endTime
            }
            entry.reanchor(local: local, now: now)
            Self.checkEnd(of: entry, now: now, in: "setProgress(\(progress), of: \(id))")
        }
    }
}

extension AnimationEngine.Entry {
    /// Whether ``AnimationEngine/resume(_:)`` and ``AnimationEngine/reverse(_:)``
    /// rewind this animation as Web Animations' `play()` does: all but timelines
    /// played with ``AnimationEngine/play(_:delay:options:completion:)``, which keep
    /// GSAP's `reverse()` and `resume()` (they never jump, so no callback runs twice).
    internal var rewinds: Bool { client.takeUnretainedValue().rewindsWhenPlayed }
}
