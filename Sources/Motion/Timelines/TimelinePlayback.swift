/// A timeline playing on an engine: renders each frame and runs the
/// callbacks the playhead crossed since the previous one.
///
/// The playhead's path is tracked across iterations as (iteration index,
/// timeline time), so a frame that wraps around a repeat boundary runs the
/// callbacks in the part it crossed: the end of one iteration, then the
/// start of the next.
internal final class TimelinePlayback: AnimationClient {
    let timeline: Timeline
    unowned let engine: AnimationEngine
    var id = AnimationID(rawValue: 0)
    /// Where the last frame left the playhead.
    var iteration: Double = 0
    var time: Double = 0
    /// Whether callbacks exactly at ``time`` are still due (the playhead starts there).
    var includesTime = true
    /// Set by a silent seek: the next frame moves the playhead without running callbacks.
    var skipsNextCrossing = false
    var isEnded = false
    /// The timeline time of the last render, nil before the first: a frame
    /// writes only the children whose writes can differ from that render's.
    var renderedTime: Double?

    init(timeline: Timeline, engine: AnimationEngine) {
        self.timeline = timeline
        self.engine = engine
        super.init()
    }

    override func render(progress: Double) {
        // An infinite index (the after phase of an infinite repetition of
        // zero duration) stays in the iteration the playhead was in.
        let index = engine.frameIteration
        render(progress: progress, index: index.isFinite ? index : iteration)
    }

    /// GSAP's `reverse()` and `resume()` never jump, so no callback runs twice.
    override var rewindsWhenPlayed: Bool { false }

    override func ended(_ reason: CompletionReason) {
        isEnded = true
    }

    /// Places the playhead where the new animation starts.
    func start(id: AnimationID) {
        self.id = id
        if let sample = engine.presentedIteration(of: id) {
            iteration = sample.index
            time = sample.progress * timeline.duration
        }
    }

    /// Renders a frame at directed progress `progress` of iteration `index`.
    private func render(progress: Double, index: Double) {
        let now = min(max(progress * timeline.duration, 0), timeline.duration)
        if let renderedTime, !timeline.rendersEveryChild {
            timeline.renderClamped(at: now, after: renderedTime)
        } else {
            timeline.renderClamped(at: now)
        }
        renderedTime = now
        let (fromIndex, fromTime, includesFrom) = (iteration, time, includesTime)
        iteration = index
        time = now
        includesTime = false
        if skipsNextCrossing {
            skipsNextCrossing = false
            return
        }
        guard !timeline.callbacks.isEmpty else { return }
        cross(from: (fromIndex, fromTime), to: (index, now), includingStart: includesFrom)
    }

    /// The directed start and end of iteration `index`, in timeline time.
    private func bounds(_ index: Double, _ direction: PlaybackDirection) -> (start: Double, end: Double) {
        direction.isBackward(iteration: index) ? (timeline.duration, 0) : (0, timeline.duration)
    }

    private func pass(_ from: Double, _ to: Double, _ includingStart: Bool) {
        timeline.fireCallbacks(from: from, to: to, includingStart: includingStart) { self.isEnded }
    }

    /// Runs the callbacks along the playhead's path: within one iteration,
    /// from the old time to the new; across a repeat boundary, the rest of the
    /// iteration it left, then the part of the one it reached. That second
    /// part includes its start after a wrap-around, but not after an
    /// alternating turn, where the playhead did not jump. Whole iterations
    /// skipped by one long frame run no callbacks, as in GSAP.
    private func cross(
        from: (index: Double, time: Double), to: (index: Double, time: Double), includingStart: Bool
    ) {
        if from.index == to.index {
            pass(from.time, to.time, includingStart)
            return
        }
        // The direction in effect now: updateTiming(of:_:) may have changed it.
        let direction = engine.direction(of: id) ?? .normal
        let forward = to.index > from.index
        let left = forward ? bounds(from.index, direction).end : bounds(from.index, direction).start
        let entered = forward ? bounds(to.index, direction).start : bounds(to.index, direction).end
        pass(from.time, left, includingStart)
        guard !isEnded else { return }
        let adjacent = abs(to.index - from.index) == 1
        pass(entered, to.time, !adjacent || entered != left)
    }
}
