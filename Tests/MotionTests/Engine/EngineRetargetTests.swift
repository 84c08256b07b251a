import Motion
import Testing

@Suite("Retargeting from the value API")
struct EngineRetargetTests {
    @Test("retarget returns false, and changes nothing, for what it cannot retarget")
    func unsupportedIsAResult() {
        let engine = AnimationEngine()
        let timed = Recorder<Double>()
        let timedID = engine.animate(
            from: 0.0, to: 1.0, duration: .seconds(1), update: timed.update, completion: timed.complete)
        let repeating = Recorder<Double>()
        let repeatingID = engine.animate(
            from: 0.0, to: 1.0, spring: .smooth, options: .init(iterations: 2), update: repeating.update)
        let spring = Recorder<Double>()
        let springID = engine.animate(from: 0.0, to: 1.0, spring: .smooth, update: spring.update)
        engine.advance(to: .ms(100))

        #expect(engine.retarget(timedID, to: 2.0) == false)  // a fatal error before
        #expect(engine.retarget(repeatingID, to: 2.0) == false)
        #expect(engine.retarget(springID, to: SIMD2<Double>(2, 2)) == false)  // another value type
        #expect(engine.retarget(springID, to: 2.0) == true)
        engine.advance(to: .ms(500))
        #expect(timed.last == 0.5)  // the timed curve went on as before
        engine.advance(to: .seconds(60))
        #expect(spring.last == 2.0 && repeating.last == 1.0)
        #expect(engine.retarget(springID, to: 3.0) == false)  // ended
    }
}
