extension AnimationEngine {
    // MARK: - Timelines

    /// Plays a timeline: one engine animation whose iteration is the whole timeline.
    ///
    /// The returned ID takes every control: ``seek(_:to:)``, ``reverse(_:)``,
    /// ``setSpeed(_:of:)``, ``pause(_:)``, ``finish(_:)``, ``cancel(_:)``, and
    /// `options` repeats it, alternates it (yoyo: ``PlaybackDirection/alternate``)
    /// and adds repeat delays, all for the whole timeline. Easing is linear:
    /// iteration progress p renders timeline time p × ``Timeline/duration``,
    /// so an alternating iteration plays the timeline backward exactly.
    ///
    /// Each frame first writes the timeline's values at the playhead, then
    /// runs the callbacks the playhead crossed or landed on since the previous
    /// frame. The values are those of ``Timeline/render(at:)``, but a frame
    /// writes only the children whose writes can differ from the previous
    /// frame's, in render(at:)'s order: the active children, those whose end
    /// the playhead passed moving forward, and those whose start it passed
    /// moving backward, followed then by every ended child again (so that a
    /// restored start value does not hide an end value written after it in
    /// that order). The first frame writes every child. So the properties are
    /// exactly render(at:)'s as long as nothing else writes them between
    /// frames, and a frame costs O(log n) plus the children it writes (and
    /// those starting between the earliest active child and the playhead).
    ///
    /// Callbacks run in the order of ``Timeline/fireCallbacks(from:to:includingStart:)``:
    /// - the playhead starts where the animation starts (time 0, or the end
    ///   when `options.speed` is negative), and callbacks exactly there run on
    ///   the first frame;
    /// - every later move runs the callbacks it passes or lands on, once per
    ///   crossing, in either direction;
    /// - a frame that wraps around a repeat boundary runs the rest of the
    ///   iteration it left, then the part of the next it reached (from that
    ///   iteration's start, included); at an alternating turn the turning
    ///   point runs once. Whole iterations skipped by one long frame run no
    ///   callbacks, as in GSAP;
    /// - ``seek(_:to:)``, ``setProgress(_:of:)`` and ``finish(_:)`` move the
    ///   playhead like play does, so the callbacks on the way run (GSAP's
    ///   `seek(time, false)`). To jump without them (GSAP's default seek),
    ///   use ``seek(_:to:firingCallbacks:)`` with `false`;
    /// - a callback that cancels or finishes the timeline stops the
    ///   remaining callbacks of that frame.
    /// - Parameters:
    ///   - timeline: The timeline; it is copied, so later changes to it do not affect this play.
    ///   - delay: The time before it starts.
    ///   - options: Repetition, direction, repeat delay and speed of the whole timeline.
    ///     ``AnimationOptions/init(repeat:yoyo:repeatDelay:speed:)`` takes GSAP's names.
    ///   - completion: Runs once when the timeline ends, with the reason.
    /// - Returns: The animation's ID.
    @discardableResult
    public func play(
        _ timeline: Timeline, delay: Duration = .zero, options: AnimationOptions = .once,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let playback = TimelinePlayback(timeline: timeline, engine: self)
        let nanoseconds = (timeline.duration * 1e9).rounded()
        precondition(
            nanoseconds < 9.2e18, "play(_:): the timeline's duration (\(timeline.duration) s) is out of the engine's range")
        let timing = TimingModel(delay: delay, duration: .nanoseconds(Int64(nanoseconds)), options: options)
        let id = add(timing: timing, easing: .linear, options: options, client: playback, completion: completion)
        playback.start(id: id)
        return id
    }

    /// Moves an animation to local time `time`, like ``seek(_:to:)``; for a
    /// timeline started with ``play(_:delay:options:completion:)``, `firingCallbacks`
    /// chooses whether the callbacks between the old and new times run.
    ///
    /// With `false` the playhead jumps (GSAP's default `seek`): no callback
    /// runs, not even one exactly at `time`, and play continues from there.
    /// With `true` it is ``seek(_:to:)``: the callbacks on the way run on the
    /// next frame.
    /// - Parameters:
    ///   - id: The animation.
    ///   - time: The local time, from the animation's start (its delay comes first).
    ///   - firingCallbacks: Whether the callbacks between the two times run.
    public func seek(_ id: AnimationID, to time: Duration, firingCallbacks: Bool) {
        if !firingCallbacks, let playback = withEntry(id, { $0.client.takeUnretainedValue() as? TimelinePlayback }) ?? nil {
            playback.skipsNextCrossing = true
        }
        seek(id, to: time)
    }
}
