import Motion
import Testing

/// A timeline takes a direction changed by ``AnimationEngine/updateTiming(of:_:)``
/// for its callbacks too, not only for its values.
@Suite("Timeline callbacks after a live direction update")
struct TimelineDirectionUpdateTests {
    /// 1 s timeline, a callback at 0.1 s, two iterations, updated to alternate.
    /// A frame from 0.3 s (iteration 0, forward) to 1.5 s (iteration 1, which
    /// alternate plays backward: timeline time 1 − 0.5 = 0.5) passes the end
    /// of iteration 0 (0.3 → 1) and then iteration 1 from its start, the
    /// timeline's end, down to 0.5: 0.1 lies on neither part.
    @Test("An alternating turn set by updateTiming crosses no callback it did not pass")
    func alternateAfterUpdate() {
        let engine = AnimationEngine()
        let log = CallbackLog()
        var timeline = Timeline()
        let probe = TimelineProbe()
        timeline.add(TimelineRamp(from: 0, to: 1, duration: 1), to: probe, \.x)
        timeline.call(at: .at(0.1), log.record(0))
        let id = engine.play(timeline, options: AnimationOptions(iterations: 2))
        engine.advance(to: .ms(300))
        #expect(log.names == [0])  // crossed on the way to 0.3 s
        #expect(engine.updateTiming(of: id, TimingUpdate(direction: .alternate)))
        engine.advance(to: .ms(1500))
        #expect(abs(probe.x - 0.5) < 1e-12)  // the values already follow the update
        #expect(log.names == [0])
        // On to 1.95 s: timeline time 0.05, which passes 0.1 backward.
        engine.advance(to: .ms(1950))
        #expect(log.events.map(\.name) == [0, 0])
        #expect(log.events.last?.direction == .backward)
    }
}
