import Motion
import Testing

/// Issue #13, property animations: a group's total length must fit the engine's Int64 nanoseconds.
@Suite("Reliability: property animations")
struct PropertyReliabilityTests {
    @Test("A group just inside the engine's range plays and ends exactly on its target")
    func longDelayWithinRange() {
        let engine = AnimationEngine()
        let layer = Layer(opacity: 0)
        let delay = Duration.seconds(200 * 365 * 86_400)  // 200 years, below 2⁶³ ns
        var reasons: [CompletionReason] = []
        engine.animate(layer) { a in
            a.animate(\.opacity, to: 0.25, duration: .seconds(1), delay: delay)
            a.didStop { reasons.append($0) }
        }
        engine.advance(to: delay + .seconds(1))
        #expect(layer.opacity == 0.25)
        #expect(reasons == [.finished])
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A group longer than the engine's range stops with a message that says so")
    func delayBeyondRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = AnimationEngine()
            let layer = Layer(opacity: 0)
            engine.animate(layer) { a in
                a.animate(\.opacity, to: 1, duration: .seconds(1), delay: .seconds(300 * 365 * 86_400))
            }
        }
        #expect(Reliability.stderr(result, contains: "exceed the engine's range"))
    }
    #endif
}
