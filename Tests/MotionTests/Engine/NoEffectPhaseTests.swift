import Motion
import Testing

/// Where the fill gives no effect before the animation ends (an end delay, or a
/// seek outside the active interval), property animations show their underlying
/// value at once, as Web Animations has it, not only when the animation ends.
@Suite struct NoEffectPhaseTests {
    @Test("An end delay without forwards fill shows the underlying value", arguments: ClientKind.allCases)
    func endDelay(kind: ClientKind) {
        let engine = AnimationEngine()
        let client = StartedClient(kind, on: engine, options: AnimationOptions(endDelay: .ms(300), fill: .backwards))
        let reference = WAAPIReference(duration: 400, endDelay: 300, fill: .backwards)
        engine.advance(to: .ms(390))
        #expect(client.read() == client.expected(reference.compute(at: 390).directed!))
        engine.advance(to: .ms(500))
        #expect(reference.compute(at: 500).directed == nil)
        // Property animations restore their underlying value; values and timelines keep the last frame.
        let shown = client.restoresAtEnd ? client.underlying : client.expected(reference.compute(at: 390).directed!)
        #expect(client.read() == shown, "\(kind) during the end delay")
        #expect(engine.isActive(client.id))
        engine.advance(to: .ms(700))
        #expect(client.read() == shown && !engine.isActive(client.id))
    }

    @Test("A seek back into an unfilled delay removes the effect", arguments: ClientKind.allCases)
    func seekIntoDelay(kind: ClientKind) {
        let engine = AnimationEngine()
        let client = StartedClient(kind, on: engine, options: AnimationOptions(fill: .forwards))
        engine.advance(to: .ms(200))
        let reference = WAAPIReference(duration: 400, fill: .forwards)
        #expect(client.read() == client.expected(reference.compute(at: 200).directed!))
        engine.updateTiming(of: client.id, TimingUpdate(delay: .ms(300)))
        engine.advance(to: .ms(210))
        let shown = client.restoresAtEnd ? client.underlying : client.expected(reference.compute(at: 200).directed!)
        #expect(client.read() == shown, "\(kind) back in its delay")
        engine.advance(to: .ms(400))
        #expect(client.read() == client.expected(WAAPIReference(delay: 300, duration: 400, fill: .forwards).compute(at: 400).directed!))
    }
}
