import Motion
import Testing

// WPT's web-animations/timing-model/animations/* and timing-model/timelines/*,
// transcribed. Each test names the WPT test it comes from and checks WPT's own
// expected values (times in ms). The mapping:
// - `animation.currentTime` is `currentTime(of:)`; setting it is `seek(_:to:)`;
//   an ended Motion animation has no current time (nil), as an idle one has none (null);
// - `playbackRate = r` and `updatePlaybackRate(r)` are `setSpeed(_:of:)` (Motion
//   applies a speed at once: it has no pending playback rate);
// - `play()` is `resume(_:)`, `pause()`, `reverse()`, `finish()` and `cancel()` are
//   the engine's methods of those names; `finish()` and `cancel()` also end a Motion
//   animation, and its completion runs (`.finished` / `.cancelled`) where WPT's
//   finished promise resolves or its cancel event fires;
// - a frame (`waitForNextFrame()`) is `advance(by:)`; the document timeline's time is
//   the engine's `currentTime`;
// - the "pending" play state (waiting for the ready promise) is the state it settles
//   in: Motion starts, pauses and plays at once;
// - WPT's finished play state is a Motion animation at or past its end before the
//   frame that completes it (a finished Motion animation is gone).
//
// Counts: 263 WPT tests in these files; 93 transcribed here (all pass), 170 not
// applicable. the-current-time-of-an-animation.html is current-time.html renamed
// (the same five tests), counted once.
//
// Not applicable to Motion (and why):
// - current-time.html (2 of 5): "unresolved when there is no associated timeline",
//   "unresolved when the start time is unresolved" (every Motion animation runs on its
//   engine's clock and has a current time).
// - pausing-an-animation.html (4 of 6): "Pausing clears the start time", "Aborting a
//   pause preserves the start time" (Motion has no start time, only a current time),
//   "A pending ready promise should be resolved…" (no promises, no pending state),
//   "Pausing a canceled animation sets the current time" (a cancelled animation is gone).
// - reversing-an-animation.html (4 of 15): "…does not cause it to leave the pending
//   state", "…does not cause it to resolve the ready promise" (no pending state, no
//   promises), "…without an active timeline throws" (no timeline-less animations),
//   "…target effect end is positive infinity should throw an exception" (Motion's
//   controls do not throw; "When reversing throws…" checks the state it leaves).
// - finishing-an-animation.html (6 of 19): "…with a zero playback rate throws",
//   "…infinite animation throws", "An exception should be thrown if the effective
//   playback rate is zero", "An exception should be thrown when finishing if … the
//   target effect end is infinity" (Motion's finish does not throw: at speed 0 or on an
//   infinite repetition it ends where its documentation says), "A pending ready promise
//   is resolved and not replaced…" (no promises), "…fires finish event on orphaned
//   element" (DOM); also the start-time assertions of the paused, pause-pending and
//   play-pending tests (no start time; their current time is checked).
// - playing-an-animation.html (1 of 4): "The ready promise should be replaced…".
// - canceling-an-animation.html (2 of 2): both are about the ready promise.
// - play-state.html (29 of 41) and play-state-negative-playback-rate.html (27 of 39):
//   the five "Play state is … after …" setups, the rows of idle, pending-start-time and
//   finished animations (a cancelled or finished Motion animation is gone, and nothing
//   waits for a start time), every "Setting startTime on …" (no start time) and the two
//   async "PlayState is 'running' while…" (the ready promise).
// - seamlessly-updating-the-playback-rate-of-an-animation.html (2 of 9): "…while running
//   makes the animation pending", "In the idle state…" (no pending state, no idle state);
//   also `playbackRate == 1` before `ready` in "If a pending playback rate is set
//   multiple times" (no pending rate).
// - setting-the-start-time-of-an-animation.html (13 of 13): Motion has no start time.
// - setting-the-timeline-of-an-animation.html (16 of 16): a Motion animation belongs to
//   its engine; it has no timeline to set or clear.
// - updating-the-finished-state.html (12 of 27): "…when seeking past end", "…seeking
//   exactly to end", "…seeking a reversed animation past zero", "…exactly to zero" (the
//   held current time of a finished animation: a finished Motion animation is gone; its
//   end value is checked where it plays past the end), CASE 5–7 (unresolved current or
//   start time, a pending task: 4 tests), "Animation finished promise is replaced after
//   seeking back to start" / "…after replaying from start", "Animation finish event is
//   fired again after seeking back to start" / "…after replaying from start" (a finished
//   Motion animation cannot be replayed; its completion runs once).
// - timelines/document-timelines.html (2 of 2): the document timeline's origin
//   (navigationStart) and iframes.
// - timelines/timelines.html (3 of 5): "…in an iframe", "Performs a microtask
//   checkpoint…", "Runs finished promise before animation events" (CSS animations).
// - timelines/update-and-send-events.html (5 of 9): "Sorts finish events by composite
//   order", "Sorts cancel events by composite order", "Queues a cancel event in
//   transitionstart event callback", "Sorts events for the same transition" (CSS
//   animations and transitions), "Playback events with the same timeline retain the
//   order in which they are queued" (finish() then cancel(): a finished Motion animation
//   is gone, so the cancel does nothing and no cancel event follows).
// - timelines/update-and-send-events-replacement.html (42 of 42): removing replaced
//   filling animations (replaceState, the remove event, CSS properties, shorthands and
//   logical properties, iframes): a Motion animation ends at its end instead of filling
//   forever, and property animations replace one another when they start.

/// `createDiv(t).animate(null, { duration, … })`, as a Motion value animation
/// whose values and completions are recorded.
private final class Animation {
    let engine: AnimationEngine
    let id: AnimationID
    let recorder = Recorder<Double>()

    init(
        duration: Double = 100_000, iterations: Double = 1, endDelay: Double = 0, fill: FillMode = .none,
        speed: Double = 1, engine: AnimationEngine = AnimationEngine()
    ) {
        self.engine = engine
        id = engine.animate(
            duration: .ms(duration),
            options: AnimationOptions(iterations: iterations, endDelay: .ms(endDelay), speed: speed, fill: fill),
            animations: recorder.update, completion: recorder.complete)
    }

    /// `animation.currentTime` in ms; nil when the animation has ended (null).
    var currentTime: Double? {
        engine.currentTime(of: id).map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 }
    }

    /// `animation.currentTime = milliseconds`.
    func seek(_ milliseconds: Double) { engine.seek(id, to: .ms(milliseconds)) }

    var speed: Double? { engine.speed(of: id) }
    var isPaused: Bool? { engine.isPaused(id) }

    /// One animation frame (`waitForNextFrame()`).
    func frame(_ milliseconds: Double = 16) { engine.advance(by: .ms(milliseconds)) }
}

@Suite("WPT web-animations/timing-model/animations")
struct WPTAnimationsTests {
    // MARK: current-time.html (the-current-time-of-an-animation.html)

    @Test("current-time.html: The current time returns the hold time when set")
    func currentTimeHold() {
        #expect(Animation().currentTime == 0)
    }

    @Test("current-time.html: The current time is calculated from the timeline time, start time and playback rate")
    func currentTimeFromTimeline() {
        // playbackRate 2, start time 25 s before the timeline's time: (timeline − start) · rate.
        let animation = Animation()
        animation.engine.setSpeed(2, of: animation.id)
        animation.frame(25_000)
        let timelineTime = 25_000.0, startTime = 0.0, playbackRate = 2.0
        #expect(animation.currentTime == (timelineTime - startTime) * playbackRate)
    }

    @Test("current-time.html: The current time does not progress if playback rate is 0")
    func currentTimeRateZero() {
        let animation = Animation()
        animation.engine.setSpeed(0, of: animation.id)
        animation.frame()
        #expect(animation.currentTime == 0)
    }

    // MARK: pausing-an-animation.html

    @Test("pausing-an-animation.html: A pause-pending animation maintains the current time when applying a pending playback rate")
    func pauseKeepsTimeWithRate() {
        let animation = Animation()
        animation.seek(50_000)
        animation.frame()
        animation.engine.pause(animation.id)
        animation.engine.setSpeed(0.5, of: animation.id)
        animation.frame()
        #expect(animation.currentTime! >= 50_000)
    }

    @Test("pausing-an-animation.html: The animation's current time remains fixed after pausing")
    func pauseFreezes() {
        let animation = Animation()
        animation.frame()
        animation.engine.pause(animation.id)
        animation.frame()
        let paused = animation.currentTime
        animation.frame()
        #expect(animation.currentTime == paused)
    }

    // MARK: reversing-an-animation.html

    @Test("reversing-an-animation.html: Reversing an animation inverts the playback rate")
    func reverseInvertsRate() {
        let animation = Animation(iterations: .infinity)
        animation.frame()
        #expect(animation.currentTime! >= 0)
        animation.seek(50_000)
        let previous = animation.speed!
        animation.engine.reverse(animation.id)
        #expect(animation.speed == -previous)
    }

    @Test("reversing-an-animation.html: Reversing an animation plays a pausing animation")
    func reversePlaysPaused() {
        let animation = Animation(iterations: .infinity)
        animation.seek(50_000)
        animation.engine.pause(animation.id)
        animation.frame()
        animation.engine.reverse(animation.id)
        animation.frame()
        #expect(animation.isPaused == false)  // playState "running"
    }

    @Test("reversing-an-animation.html: Reversing an animation maintains the same current time")
    func reverseKeepsTime() {
        let animation = Animation()
        animation.seek(50_000)
        animation.engine.reverse(animation.id)
        #expect(animation.currentTime == 50_000)
    }

    /// The auto-rewind rows: the playback rate before, the current time set, the current time after reverse().
    @Test(
        "reversing-an-animation.html: reverse() out of range plays from the end or the start",
        arguments: [
            // "…when playbackRate > 0 and currentTime > effect end should make it play from the end"
            (1.0, 200_000.0, 100_000.0),
            // "…when playbackRate > 0 and currentTime < 0 should make it play from the end"
            (1, -200_000, 100_000),
            // "…when playbackRate < 0 and currentTime < 0 should make it play from the start"
            (-1, -200_000, 0),
            // "…when playbackRate < 0 and currentTime > effect end should make it play from the start"
            (-1, 200_000, 0),
        ])
    func reverseAutoRewind(rate: Double, time: Double, expected: Double) {
        let animation = Animation()
        animation.engine.setSpeed(rate, of: animation.id)
        animation.seek(time)
        animation.engine.reverse(animation.id)
        #expect(animation.currentTime == expected)
        #expect(animation.speed == -rate)
    }

    @Test("reversing-an-animation.html: When reversing throws an exception, the playback rate remains unchanged")
    func reverseInfiniteRefused() {
        // "…playbackRate > 0 and currentTime < 0 and the target effect end is positive
        // infinity should throw": Motion does not throw; the state stays as it was.
        let animation = Animation(iterations: .infinity)
        animation.seek(-200_000)
        animation.engine.reverse(animation.id)
        #expect(animation.speed == 1)
        #expect(animation.currentTime == -200_000)
    }

    @Test("reversing-an-animation.html: Reversing animation when playbackRate = 0 and currentTime < 0 and the target effect end is positive infinity should NOT throw")
    func reverseInfiniteZeroRate() {
        let animation = Animation(iterations: .infinity)
        animation.seek(-200_000)
        animation.engine.setSpeed(0, of: animation.id)
        animation.engine.reverse(animation.id)
        #expect(animation.speed == 0)
        #expect(animation.currentTime == -200_000)
    }

    @Test("reversing-an-animation.html: Reversing an animation when playbackRate < 0 and currentTime < 0 and the target effect end is positive infinity should make it play from the start")
    func reverseInfiniteFromStart() {
        let animation = Animation(iterations: .infinity)
        animation.engine.setSpeed(-1, of: animation.id)
        animation.seek(-200_000)
        animation.engine.reverse(animation.id)
        #expect(animation.currentTime == 0)
    }

    @Test("reversing-an-animation.html: Reversing when when playbackRate == 0 should preserve the current time and playback rate")
    func reverseZeroRate() {
        let animation = Animation()
        animation.engine.setSpeed(0, of: animation.id)
        animation.seek(50_000)
        animation.engine.reverse(animation.id)
        #expect(animation.speed == 0)
        #expect(animation.currentTime == 50_000)
    }

    // MARK: finishing-an-animation.html

    /// `finish()` of an animation with fill both and a linear easing: the value it
    /// delivers is its progress at the current time finish() sets.
    private func finished(speed: Double = 1, seek: Double? = nil, paused: Bool = false, iterations: Double = 1)
        -> (value: Double?, completions: [CompletionReason])
    {
        let animation = Animation(iterations: iterations, fill: .both)
        animation.engine.setSpeed(speed, of: animation.id)
        if let seek { animation.seek(seek) }
        if paused { animation.engine.pause(animation.id) }
        animation.engine.finish(animation.id)
        #expect(animation.currentTime == nil)  // ended
        return (animation.recorder.last, animation.recorder.completions)
    }

    @Test("finishing-an-animation.html: Finishing an animation seeks to the end time")
    func finishSeeksToEnd() {
        // currentTime 100 s: progress 100 s / 100 s.
        #expect(finished().value == 100_000.0 / 100_000)
    }

    @Test("finishing-an-animation.html: Finishing an animation with a current time past the effect end jumps back to the end")
    func finishFromPastEnd() {
        #expect(finished(seek: 101_000).value == 100_000.0 / 100_000)
    }

    @Test("finishing-an-animation.html: Finishing a reversed animation jumps to zero time")
    func finishReversed() {
        #expect(finished(speed: -1, seek: 100_000).value == 0.0 / 100_000)
    }

    @Test("finishing-an-animation.html: Finishing a reversed animation with a current time less than zero makes it jump back to zero")
    func finishReversedFromBelowZero() {
        #expect(finished(speed: -1, seek: -1000).value == 0.0 / 100_000)
    }

    @Test("finishing-an-animation.html: Finishing a paused animation resolves the start time (play state finished)")
    func finishPaused() {
        let result = finished(paused: true)
        #expect(result.completions == [.finished])
        #expect(result.value == 1)
    }

    @Test("finishing-an-animation.html: Finishing a pause-pending animation resolves the pending task immediately and update the start time")
    func finishPausePending() {
        // playbackRate 2: start time = timeline − 100 s / 2, so the current time is 100 s.
        let result = finished(speed: 2, paused: true)
        #expect(result.completions == [.finished])
        #expect(result.value == 100_000.0 / 100_000)
    }

    @Test("finishing-an-animation.html: Finishing a pause-pending animation with negative playback rate resolves the pending task immediately")
    func finishPausePendingNegative() {
        // playbackRate −2: start time = timeline, the current time 0.
        let result = finished(speed: -2, paused: true)
        #expect(result.completions == [.finished])
        #expect(result.value == 0)
    }

    @Test("finishing-an-animation.html: Finishing an animation while play-pending resolves the pending task immediately")
    func finishPlayPending() {
        let result = finished(speed: 0.5)
        #expect(result.completions == [.finished])
        #expect(result.value == 100_000.0 / 100_000)
    }

    @Test("finishing-an-animation.html: Finishing an animation during an aborted pause makes it finished immediately")
    func finishAbortedPause() {
        let animation = Animation()
        animation.frame()
        animation.engine.pause(animation.id)
        animation.engine.resume(animation.id)
        animation.engine.finish(animation.id)
        #expect(animation.recorder.completions == [.finished])
    }

    @Test(
        "finishing-an-animation.html: Finishing an animation (with or without a target) resolves the finished promise synchronously",
        arguments: [true, false])
    func finishSynchronously(withTarget: Bool) {
        let engine = AnimationEngine()
        var target = 0.0
        var resolved = false
        let id = engine.animate(
            duration: .seconds(100), animations: { value in if withTarget { target = value } },
            completion: { _ in resolved = true })
        engine.advance(by: .ms(16))
        engine.finish(id)
        #expect(resolved)
        _ = target
    }

    @Test("finishing-an-animation.html: A pending playback rate should be applied immediately when an animation is finished")
    func finishAppliesRate() {
        let animation = Animation(fill: .both)
        animation.frame()
        animation.engine.setSpeed(2, of: animation.id)
        #expect(animation.speed == 2)
        animation.engine.finish(animation.id)
        #expect(animation.recorder.last == 100_000.0 / 100_000)
    }

    @Test("finishing-an-animation.html: An exception is NOT thrown when finishing if the effective playback rate is negative and the target effect end is infinity")
    func finishInfiniteNegative() {
        let animation = Animation(iterations: .infinity, fill: .both)
        animation.frame()
        animation.engine.setSpeed(-1, of: animation.id)
        animation.engine.finish(animation.id)
        #expect(animation.recorder.completions == [.finished])
    }

    // MARK: playing-an-animation.html

    @Test("playing-an-animation.html: Playing a running animation leaves the current time unchanged")
    func playRunning() {
        let animation = Animation()
        animation.seek(1000)
        #expect(animation.currentTime == 1000)
        animation.engine.resume(animation.id)
        #expect(animation.currentTime == 1000)
    }

    @Test("playing-an-animation.html: Playing a finished animation seeks back to the start")
    func playFinished() {
        let animation = Animation()
        animation.seek(100_000)  // finish(): the hold time at the end
        #expect(animation.currentTime == 100_000)
        animation.engine.resume(animation.id)
        #expect(animation.currentTime == 0)
    }

    @Test("playing-an-animation.html: Playing a finished and reversed animation seeks to end")
    func playFinishedReversed() {
        let animation = Animation()
        animation.engine.setSpeed(-1, of: animation.id)
        animation.seek(0)
        #expect(animation.currentTime == 0)
        animation.engine.resume(animation.id)
        #expect(animation.currentTime == 100_000)
    }

    // MARK: reversed-active-internal-boundaries.html

    @Test("reversed-active-internal-boundaries.html: Reversed animations flip the inclusive/exclusive boundaries of their effect's active interval")
    func reversedBoundaries() {
        let animation = Animation(duration: 1)
        animation.engine.setSpeed(-1, of: animation.id)
        animation.seek(0)
        #expect(animation.engine.timing(of: animation.id)?.transformedProgress == nil)
        animation.seek(1)
        #expect(animation.engine.timing(of: animation.id)?.transformedProgress == 1)
    }

    // MARK: play-state.html, play-state-negative-playback-rate.html

    enum Action: CustomStringConvertible, Sendable {
        case play, pause, cancel, finish, reverse, seek(Double)
        var description: String {
            switch self {
            case .play: "play()"
            case .pause: "pause()"
            case .cancel: "cancel()"
            case .finish: "finish()"
            case .reverse: "reverse()"
            case .seek(let time): "currentTime = \(time)"
            }
        }
    }

    /// What a play-state row expects: the current time (nil: null) and the play state it settles in.
    enum State: Sendable { case running, paused, finished, idle }

    struct PlayStateRow: Sendable, CustomTestStringConvertible {
        var negativeRate: Bool
        var paused: Bool
        var action: Action
        var currentTime: Double?
        var state: State
        var testDescription: String {
            "\(negativeRate ? "reversed " : "")\(paused ? "paused" : "running") animation, \(action)"
        }
    }

    /// The running and paused rows of both files. Positive rate: the running animation is at
    /// 0, the paused one at 0. Negative rate (−1): running at 50 s, paused at 100 s.
    static let playStateRows: [PlayStateRow] = [
        // play-state.html
        .init(negativeRate: false, paused: false, action: .play, currentTime: 0, state: .running),
        .init(negativeRate: false, paused: false, action: .pause, currentTime: 0, state: .paused),
        .init(negativeRate: false, paused: false, action: .cancel, currentTime: nil, state: .idle),
        .init(negativeRate: false, paused: false, action: .finish, currentTime: 100_000, state: .finished),
        .init(negativeRate: false, paused: false, action: .reverse, currentTime: 100_000, state: .running),
        .init(negativeRate: false, paused: false, action: .seek(1000), currentTime: 1000, state: .running),
        .init(negativeRate: false, paused: true, action: .play, currentTime: 0, state: .running),
        .init(negativeRate: false, paused: true, action: .pause, currentTime: 0, state: .paused),
        .init(negativeRate: false, paused: true, action: .cancel, currentTime: nil, state: .idle),
        .init(negativeRate: false, paused: true, action: .finish, currentTime: 100_000, state: .finished),
        .init(negativeRate: false, paused: true, action: .reverse, currentTime: 100_000, state: .running),
        .init(negativeRate: false, paused: true, action: .seek(1000), currentTime: 1000, state: .paused),
        // play-state-negative-playback-rate.html
        .init(negativeRate: true, paused: false, action: .play, currentTime: 50_000, state: .running),
        .init(negativeRate: true, paused: false, action: .pause, currentTime: 50_000, state: .paused),
        .init(negativeRate: true, paused: false, action: .cancel, currentTime: nil, state: .idle),
        .init(negativeRate: true, paused: false, action: .finish, currentTime: 0, state: .finished),
        .init(negativeRate: true, paused: false, action: .reverse, currentTime: 50_000, state: .running),
        .init(negativeRate: true, paused: false, action: .seek(1000), currentTime: 1000, state: .running),
        .init(negativeRate: true, paused: true, action: .play, currentTime: 100_000, state: .running),
        .init(negativeRate: true, paused: true, action: .pause, currentTime: 100_000, state: .paused),
        .init(negativeRate: true, paused: true, action: .cancel, currentTime: nil, state: .idle),
        .init(negativeRate: true, paused: true, action: .finish, currentTime: 0, state: .finished),
        .init(negativeRate: true, paused: true, action: .reverse, currentTime: 0, state: .running),
        .init(negativeRate: true, paused: true, action: .seek(1000), currentTime: 1000, state: .paused),
    ]

    @Test("play-state.html, play-state-negative-playback-rate.html: calling play(), pause(), cancel(), finish(), reverse() and setting currentTime", arguments: playStateRows)
    func playState(_ row: PlayStateRow) {
        let animation = Animation(fill: .both, speed: row.negativeRate ? -1 : 1)
        if row.paused {
            animation.engine.pause(animation.id)
            animation.seek(row.negativeRate ? 100_000 : 0)
        } else if row.negativeRate {
            animation.seek(50_000)
        }
        let engine = animation.engine
        let id = animation.id
        switch row.action {
        case .play: engine.resume(id)
        case .pause: engine.pause(id)
        case .cancel: engine.cancel(id)
        case .finish: engine.finish(id)
        case .reverse: engine.reverse(id)
        case .seek(let time): animation.seek(time)
        }
        switch row.state {
        case .running, .paused:
            #expect(animation.currentTime == row.currentTime)
            #expect(animation.isPaused == (row.state == .paused))
            // Settled (the ready promise): a running animation moves, a paused one does not.
            animation.frame()
            let moved = animation.currentTime.map { $0 != row.currentTime } ?? false
            #expect(moved == (row.state == .running))
        case .finished:
            // The finished state holds the current time: the value delivered is the progress there.
            #expect(animation.recorder.completions == [.finished])
            #expect(animation.recorder.last == row.currentTime.map { $0 / 100_000 })
        case .idle:
            #expect(animation.currentTime == nil)
            #expect(animation.recorder.completions == [.cancelled])
        }
    }

    // MARK: seamlessly-updating-the-playback-rate-of-an-animation.html

    @Test("seamlessly-updating…: Updating the playback rate maintains the current time")
    func updateRateKeepsTime() {
        let animation = Animation()
        animation.frame()
        animation.seek(50_000)
        animation.engine.setSpeed(0.5, of: animation.id)
        animation.frame()
        #expect(animation.currentTime! >= 50_000)
        animation.engine.setSpeed(2, of: animation.id)
        animation.frame()
        #expect(animation.currentTime! < 100_000)
    }

    @Test("seamlessly-updating…: Updating the playback rate on a play-pending animation maintains the current time")
    func updateRatePlayPending() {
        let animation = Animation()
        animation.seek(50_000)
        animation.engine.setSpeed(0.5, of: animation.id)
        #expect(animation.currentTime == 50_000)
        animation.frame()
        #expect(animation.currentTime! >= 50_000)
    }

    @Test("seamlessly-updating…: Updating the playback rate on a pause-pending animation maintains the current time")
    func updateRatePausePending() {
        let animation = Animation()
        animation.seek(50_000)
        animation.frame()
        animation.engine.pause(animation.id)
        animation.engine.setSpeed(0.5, of: animation.id)
        #expect(animation.currentTime! >= 50_000)
    }

    @Test("seamlessly-updating…: If a pending playback rate is set multiple times, the latest wins")
    func updateRateLatestWins() {
        let animation = Animation()
        for rate in [2.0, 3, 4] { animation.engine.setSpeed(rate, of: animation.id) }
        animation.frame()
        #expect(animation.speed == 4)
    }

    @Test("seamlessly-updating…: In the paused state, the playback rate is applied immediately")
    func updateRatePaused() {
        let animation = Animation()
        animation.engine.pause(animation.id)
        animation.frame()
        animation.engine.setSpeed(2, of: animation.id)
        #expect(animation.speed == 2)
    }

    @Test(
        "seamlessly-updating…: Updating the playback rate (to zero) on a finished animation maintains the current time",
        arguments: [2.0, 0])
    func updateRateFinished(rate: Double) {
        let animation = Animation()
        animation.seek(100_000)  // finish()
        #expect(animation.currentTime == 100_000)
        animation.engine.setSpeed(rate, of: animation.id)
        #expect(animation.speed == rate)
        #expect(animation.currentTime == 100_000)
    }

    // MARK: setting-the-playback-rate-of-an-animation.html

    @Test("setting-the-playback-rate…: The playback rate affects the rate of progress of the current time")
    func rateAffectsProgress() {
        let animation = Animation()
        animation.engine.setSpeed(2, of: animation.id)
        animation.frame()
        let before = animation.currentTime!
        let timelineBefore = animation.engine.currentTime
        animation.frame(17)
        let timelineDifference = (animation.engine.currentTime - timelineBefore) / .milliseconds(1)
        #expect(animation.currentTime! - before == timelineDifference * 2)
    }

    @Test("setting-the-playback-rate…: Setting the playback rate while play-pending preserves the current time")
    func rateWhilePlayPending() {
        let animation = Animation()
        animation.seek(50_000)
        animation.engine.setSpeed(2, of: animation.id)
        #expect(animation.currentTime == 50_000)
    }

    @Test("setting-the-playback-rate…: Setting the playback rate while playing preserves the current time")
    func rateWhilePlaying() {
        let animation = Animation()
        animation.seek(50_000)
        animation.frame()
        animation.engine.setSpeed(2, of: animation.id)
        #expect(animation.currentTime! >= 50_000)
        #expect(animation.currentTime! < 100_000)
    }

    @Test("setting-the-playback-rate…: Setting the playback rate should clear any pending playback rate")
    func rateClearsPending() {
        let animation = Animation()
        animation.seek(50_000)
        animation.engine.setSpeed(2, of: animation.id)
        animation.engine.setSpeed(1, of: animation.id)
        animation.frame()
        #expect(animation.speed == 1)
    }

    @Test("setting-the-playback-rate…: Setting the playback rate while paused preserves the current time and state")
    func rateWhilePaused() {
        let animation = Animation()
        animation.seek(50_000)
        animation.engine.pause(animation.id)
        animation.frame()
        animation.engine.setSpeed(2, of: animation.id)
        #expect(animation.isPaused == true)
        #expect(animation.currentTime == 50_000)
    }

    @Test("setting-the-playback-rate…: Setting the playback rate while finished preserves the current time")
    func rateWhileFinished() {
        let animation = Animation()
        animation.seek(150_000)
        animation.engine.setSpeed(2, of: animation.id)
        #expect(animation.currentTime == 150_000)
    }

    @Test("setting-the-playback-rate…: Reversing the playback rate while finished restarts the animation")
    func rateReversedWhileFinished() {
        let animation = Animation()
        animation.seek(150_000)
        animation.engine.setSpeed(-1, of: animation.id)
        #expect(animation.currentTime == 150_000)
        animation.frame()
        animation.frame()
        #expect(animation.currentTime! < 150_000)
        #expect(animation.recorder.completions.isEmpty)  // playState "running"
    }

    @Test("setting-the-playback-rate…: Setting a zero playback rate while running preserves the current time")
    func rateZeroWhileRunning() {
        let animation = Animation()
        animation.frame()
        animation.seek(50_000)
        animation.engine.setSpeed(0, of: animation.id)
        animation.frame()
        animation.frame()
        #expect(animation.currentTime == 50_000)
    }

    // MARK: updating-the-finished-state.html

    @Test("updating-the-finished-state.html: Updating the finished state when playing past end")
    func finishedStatePlayingPastEnd() {
        // Hold time = target end: the last value is the progress at 100 s exactly.
        let animation = Animation(fill: .both)
        animation.frame()
        animation.seek(100_000 - 1)
        animation.frame(1 + 16)
        #expect(animation.recorder.last == 100_000.0 / 100_000)
        #expect(animation.recorder.completions == [.finished])
    }

    @Test("updating-the-finished-state.html: Updating the finished state when playing in reverse past zero")
    func finishedStateReversePastZero() {
        let animation = Animation(fill: .both, speed: -1)
        animation.frame()
        animation.seek(1)
        animation.frame(1 + 16)
        #expect(animation.recorder.last == 0.0 / 100_000)
        #expect(animation.recorder.completions == [.finished])
    }

    @Test("updating-the-finished-state.html: Updating the finished state when playing before end")
    func finishedStatePlayingBeforeEnd() {
        let animation = Animation()
        animation.seek(100_000)  // finish()
        #expect(animation.currentTime == 100_000)
        animation.engine.updateTiming(of: animation.id, TimingUpdate(duration: .time(.seconds(200))))
        animation.frame()
        #expect(animation.currentTime! > 100_000)
    }

    @Test("updating-the-finished-state.html: Updating the finished state when seeking before end")
    func finishedStateSeekingBeforeEnd() {
        let animation = Animation()
        animation.seek(100_000)  // finish()
        animation.seek(50_000)
        #expect(animation.currentTime == 50_000)
        animation.frame()
        #expect(animation.currentTime! > 50_000)
    }

    @Test("updating-the-finished-state.html: Updating the finished state when seeking a reversed animation before end")
    func finishedStateSeekingReversedBeforeEnd() {
        // No frame before the seek: at current time 0 and rate −1 the animation is
        // finished, and a finished Motion animation completes on its next frame.
        let animation = Animation()
        animation.engine.setSpeed(-1, of: animation.id)
        animation.seek(50_000)
        #expect(animation.currentTime == 50_000)
        animation.frame()
        #expect(animation.currentTime! < 50_000)
    }

    @Test(
        "updating-the-finished-state.html: Updating the finished state when playback rate is zero and the current time is less than zero / less than end / greater than end",
        arguments: [-100_000.0, 50_000, 200_000])
    func finishedStateZeroRate(time: Double) {
        let animation = Animation()
        animation.engine.setSpeed(0, of: animation.id)
        animation.frame()
        animation.seek(time)
        animation.frame()
        #expect(animation.currentTime == time)
    }

    @Test("updating-the-finished-state.html: Finish notification steps don't run when the animation seeks to finish and then seeks back again")
    func finishNotSeekBack() {
        let animation = Animation(duration: 1)
        animation.seek(1)
        animation.seek(0)
        animation.engine.pause(animation.id)
        for _ in 0..<3 { animation.frame() }
        #expect(animation.recorder.completions.isEmpty)
    }

    @Test(
        "updating-the-finished-state.html: Finish notification steps run when the animation (with or without a target effect) completes normally",
        arguments: [true, false])
    func finishNormally(withTarget: Bool) {
        let engine = AnimationEngine()
        var completions: [CompletionReason] = []
        var target = 0.0
        engine.animate(
            duration: .ms(1), animations: { value in if withTarget { target = value } },
            completion: { completions.append($0) })
        engine.advance(by: .ms(16))
        engine.advance(by: .ms(16))
        #expect(completions == [.finished])
        _ = target
    }

    @Test("updating-the-finished-state.html: Finish notification steps run when the animation seeks past finish")
    func finishSeekPast() {
        let animation = Animation(duration: 1)
        animation.frame()
        animation.seek(10)
        animation.frame()
        #expect(animation.recorder.completions == [.finished])
    }

    @Test("updating-the-finished-state.html: Finish notification steps run when the animation completes with .finish(), even if we then seek away")
    func finishThenSeekAway() {
        let animation = Animation(duration: 1)
        animation.frame()
        animation.engine.finish(animation.id)
        animation.seek(0)
        animation.engine.pause(animation.id)
        animation.frame()
        #expect(animation.recorder.completions == [.finished])
    }

    @Test("updating-the-finished-state.html: finish event is not fired at the end of the active interval when the endDelay has not expired")
    func finishNotDuringEndDelay() {
        let animation = Animation(endDelay: 50_000)
        animation.frame()
        animation.seek(100_000)
        animation.frame()
        animation.frame()
        #expect(animation.recorder.completions.isEmpty)
    }

    @Test("updating-the-finished-state.html: finish event is fired after the endDelay has expired")
    func finishAfterEndDelay() {
        let animation = Animation(endDelay: 30_000)
        animation.frame()
        animation.seek(110_000)  // during endDelay
        animation.frame()
        animation.frame()
        #expect(animation.recorder.completions.isEmpty)
        animation.seek(130_000)  // after endTime
        animation.frame()
        #expect(animation.recorder.completions == [.finished])
    }
}

@Suite("WPT web-animations/timing-model/timelines")
struct WPTTimelinesTests {
    // MARK: timelines.html

    @Test("timelines.html: Timeline time increases once per animation frame")
    func timeOncePerFrame() {
        let engine = AnimationEngine()
        let start = engine.currentTime
        let animation = Animation(engine: engine)
        animation.seek(1000)  // work between frames does not move the timeline
        #expect(engine.currentTime == start)
        engine.advance(by: .ms(16))
        #expect(engine.currentTime > start)
    }

    @Test("timelines.html: Timeline time should be the same for all RAF callbacks in an animation frame")
    func sameTimeInAFrame() {
        let engine = AnimationEngine()
        var seen: [Duration] = []
        for _ in 0..<2 {
            // Weak: the engine holds the block, which must not hold the engine.
            engine.animate(duration: .seconds(100), animations: { [weak engine] _ in seen.append(engine!.currentTime) })
        }
        engine.advance(by: .ms(16))
        engine.cancelAll()
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0 == seen[0] })
    }

    // MARK: update-and-send-events.html

    @Test("update-and-send-events.html: Fires cancel (finish) event before requestAnimationFrame", arguments: [true, false])
    func eventsBeforeNextFrame(cancels: Bool) {
        let animation = Animation()
        animation.frame()
        let frame = animation.engine.currentTime
        cancels ? animation.engine.cancel(animation.id) : animation.engine.finish(animation.id)
        // Delivered within the same frame: before the next one (the next requestAnimationFrame).
        #expect(animation.recorder.completions == [cancels ? .cancelled : .finished])
        #expect(animation.engine.currentTime == frame)
    }

    @Test("update-and-send-events.html: Sorts finish events by scheduled event time")
    func finishEventsByTime() {
        let engine = AnimationEngine()
        var received: [String] = []
        let a = engine.animate(duration: .seconds(100), animations: { _ in }, completion: { _ in received.append("animA") })
        let b = engine.animate(duration: .seconds(100), animations: { _ in }, completion: { _ in received.append("animB") })
        engine.advance(by: .ms(16))
        engine.seek(a, to: .ms(100_000 - 2))
        engine.seek(b, to: .ms(100_000 - 1))
        engine.advance(by: .ms(16))
        engine.advance(by: .ms(16))
        #expect(received == ["animB", "animA"])
    }

    @Test("update-and-send-events.html: All timelines are updated before running microtasks")
    func allUpdatedBeforeCompletions() {
        // Each finished promise cancels the other animation; both finished promises resolve.
        let engine = AnimationEngine()
        var completions: [String: CompletionReason] = [:]
        var a: AnimationID?
        var b: AnimationID?
        a = engine.animate(duration: .seconds(100), animations: { _ in }, completion: { reason in
            completions["animA"] = reason
            if let b { engine.cancel(b) }
        })
        b = engine.animate(duration: .seconds(100), animations: { _ in }, completion: { reason in
            completions["animB"] = reason
            if let a { engine.cancel(a) }
        })
        engine.seek(a!, to: .ms(99_900))
        engine.seek(b!, to: .ms(99_900))
        engine.advance(by: .ms(200))
        #expect(completions == ["animA": .finished, "animB": .finished])
    }
}
