import Motion
import Testing

/// The engine's times are `Duration`s. `duration: 0.3` does not compile: its
/// `Double` forms are unavailable with the message "the engine's times are
/// Durations: write duration: .seconds(0.3) or .milliseconds(300)". These
/// tests use the forms that message names.
@Suite("Engine times are Durations")
struct EngineTimeUnitsTests {
    @Test("duration: .seconds(0.3) and .milliseconds(300) are the same 0.3 s")
    func secondsAndMilliseconds() {
        let engine = AnimationEngine()
        let seconds = Recorder<Double>()
        let milliseconds = Recorder<Double>()
        engine.animate(from: 0.0, to: 3.0, duration: .seconds(0.3), update: seconds.update)
        engine.animate(duration: .milliseconds(300), animations: milliseconds.update)
        engine.advance(to: .ms(150))
        // Linear: half the way at half the time.
        #expect(abs(seconds.last! - 1.5) < 1e-9 && abs(milliseconds.last! - 0.5) < 1e-9)
        engine.advance(to: .ms(300))
        #expect(seconds.last == 3 && milliseconds.last == 1)
    }
}
