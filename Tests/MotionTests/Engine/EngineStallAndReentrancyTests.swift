import Motion
import Testing

@Suite("Engine stalls and re-entrancy")
struct EngineStallAndReentrancyTests {
    @Test("A 10-second stall completes everything due, once each, in end-time order, one delivery each")
    func stall() {
        let engine = AnimationEngine()
        var deliveries = [Int](repeating: 0, count: 300)
        var order: [Int] = []
        var finals: [Double] = Array(repeating: .nan, count: 300)
        var cancelled: [Int] = []
        for index in 0..<300 {
            // Durations 1 ms … 30 s, started in a shuffled order so start order ≠ end order.
            let duration = Double((index * 7919) % 300 + 1) * 100
            engine.animate(duration: .ms(duration), easing: .easeOutBack, animations: { value in
                deliveries[index] += 1
                finals[index] = value
            }) { reason in
                if reason == .finished { order.append(index) } else { cancelled.append(index) }
            }
        }
        engine.advance(to: .seconds(10))
        let due = (0..<300).filter { Double(($0 * 7919) % 300 + 1) * 100 <= 10_000 }
        #expect(Set(order) == Set(due))
        #expect(order.count == due.count)
        #expect(deliveries.allSatisfy { $0 == 1 })
        for index in due { #expect(finals[index] == 1) }
        // End-time order: durations never decrease along the completion order.
        let durations = order.map { ($0 * 7919) % 300 + 1 }
        #expect(durations == durations.sorted())
        #expect(engine.activeAnimationCount == 300 - due.count)
        #expect(cancelled.isEmpty)
        engine.cancelAll()
        #expect(cancelled.sorted() == (0..<300).filter { !due.contains($0) })
    }

    @Test("Animations started in callbacks begin at the current time and render from the next frame")
    func startFromCallbacks() {
        let engine = AnimationEngine()
        let chained = Recorder<Double>()
        engine.animate(duration: .ms(100), animations: { _ in }) { _ in
            engine.animate(duration: .ms(100), animations: chained.update, completion: chained.complete)
        }
        engine.advance(to: .ms(150))  // the first ends; the second starts at 150 ms
        #expect(chained.values.isEmpty)
        engine.advance(to: .ms(200))
        #expect(chained.values == [0.5])
        engine.advance(to: .ms(250))
        #expect(chained.completions == [.finished])
    }

    @Test("A render block may cancel itself, another animation, or seek one")
    func controlFromRender() {
        let engine = AnimationEngine()
        let victim = Recorder<Double>()
        let sought = Recorder<Double>()
        let selfCancelling = Recorder<Double>()
        var selfID: AnimationID?
        let victimID = engine.animate(duration: .seconds(1), animations: victim.update, completion: victim.complete)
        let soughtID = engine.animate(duration: .seconds(1), animations: sought.update, completion: sought.complete)
        selfID = engine.animate(duration: .seconds(1), animations: { value in
            selfCancelling.update(value)
            engine.cancel(selfID!)
            engine.cancel(victimID)
            engine.seek(soughtID, to: .ms(900))
        }, completion: selfCancelling.complete)
        engine.advance(to: .ms(100))
        engine.advance(to: .ms(200))
        #expect(selfCancelling.values == [0.1])
        #expect(selfCancelling.completions == [.cancelled])
        #expect(victim.values == [0.1])  // it rendered before the canceller in start order
        #expect(victim.completions == [.cancelled])
        // Sought to 900 ms at engine time 100 ms; at 200 ms it is at 1000 ms: the end.
        #expect(sought.values == [0.1, 1.0])
        #expect(sought.completions == [.finished])
    }

    @Test("A completion that cancels an animation that finished in the same frame leaves it finished")
    func cancelFromCompletion() {
        let engine = AnimationEngine()
        let second = Recorder<Double>()
        var secondID: AnimationID?
        engine.animate(duration: .ms(100), animations: { _ in }) { _ in engine.cancel(secondID!) }
        secondID = engine.animate(duration: .ms(200), animations: second.update, completion: second.complete)
        engine.advance(to: .seconds(1))
        // Both finished in this frame; the first (earlier end) completes first and cancels the
        // second, which has already finished (WPT update-and-send-events.html: "All timelines
        // are updated before running microtasks").
        #expect(second.values == [1])
        #expect(second.completions == [.finished])
    }

    @Test("Every animation completes exactly once under random control calls from callbacks")
    func randomReentrancy() {
        var generator = SplitMix64(seed: 42)
        let engine = AnimationEngine()
        var completions: [Int] = []
        var ids: [AnimationID] = []
        func start() {
            let index = completions.count
            completions.append(0)
            let duration = Duration.ms(Double(generator.next() % 500))
            let options = AnimationOptions(iterations: Double(generator.next() % 3 + 1), direction: .alternate)
            let id = engine.animate(duration: duration, options: options, animations: { _ in
                let roll = generator.next() % 100
                guard let other = ids.randomElement(using: &generator) else { return }
                switch roll {
                case 0..<5: engine.cancel(other)
                case 5..<8: engine.seek(other, to: .ms(Double(generator.next() % 1000)))
                case 8..<10: engine.finish(other)
                case 10..<12: engine.reverse(other)
                case 12..<14: engine.pause(other)
                case 14..<18: engine.resume(other)
                default: break
                }
            }) { _ in
                completions[index] += 1
                if generator.next() % 3 == 0, completions.count < 2000 { start() }
            }
            ids.append(id)
        }
        for _ in 0..<200 { start() }
        var time = 0.0
        for _ in 0..<2000 {
            time += Double(generator.next() % 50)
            engine.advance(to: .ms(time))
            for id in ids where engine.isPaused(id) == true && generator.next() % 4 == 0 { engine.resume(id) }
        }
        engine.cancelAll()
        #expect(engine.isIdle)
        #expect(completions.allSatisfy { $0 == 1 })
    }
}

