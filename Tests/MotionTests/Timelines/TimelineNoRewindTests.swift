import Motion
import Testing

@Suite("Timeline playback: GSAP's reverse() and resume() do not rewind")
struct TimelineNoRewindTests {
    /// GSAP's `reverse()` at time 0 leaves a timeline at its start (nothing plays back
    /// from the end), and its `resume()` / `play()` at the end does not replay it: only
    /// `restart()` does. Web Animations' auto-rewind is for plain animations.
    @Test("Reversing a timeline at its start ends it there; resuming it at its end ends it there")
    func noRewind() {
        let log = CallbackLog()
        let engine = AnimationEngine()
        var reasons: [CompletionReason] = []
        let id = engine.play(TimelineCallbackTests.timeline([0.5], log: log)) { reasons.append($0) }
        engine.reverse(id)
        for frame in 1...80 { engine.advance(to: .milliseconds(frame * 16)) }
        #expect(log.names.isEmpty)
        #expect(reasons == [.finished])

        let second = engine.play(TimelineCallbackTests.timeline([0.5], log: log)) { reasons.append($0) }
        engine.pause(second)
        engine.seek(second, to: .seconds(1), firingCallbacks: false)
        engine.advance(by: .milliseconds(16))
        engine.resume(second)
        for _ in 1...80 { engine.advance(by: .milliseconds(16)) }
        #expect(log.names.isEmpty)
        #expect(reasons == [.finished, .finished])
    }
}
