import Motion
import Testing

@Suite("Engine async forms and real-time driving")
@MainActor
struct EngineAsyncTests {
    /// Lets other main-actor tasks run until `condition` holds.
    func yield(until condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    @Test("await returns when the animation finishes")
    func awaitFinish() async throws {
        let engine = AnimationEngine()
        var last = -1.0
        let task = Task { try await engine.animateAndWait(duration: .ms(100)) { last = $0 } }
        await yield { !engine.isIdle }
        engine.advance(to: .ms(150))
        try await task.value
        #expect(last == 1)
    }

    @Test("Cancelling the animation throws CancellationError")
    func cancelledAnimationThrows() async {
        let engine = AnimationEngine()
        let task = Task { try await engine.animateAndWait(from: 0.0, to: 1.0, duration: .seconds(1)) { _ in } }
        await yield { !engine.isIdle }
        engine.cancelAll()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("Cancelling the task cancels the animation at the next frame")
    func cancelledTaskCancelsAnimation() async {
        let engine = AnimationEngine()
        var values: [Double] = []
        let task = Task { try await engine.animateAndWait(duration: .seconds(1)) { values.append($0) } }
        await yield { !engine.isIdle }
        engine.advance(to: .ms(100))
        task.cancel()
        engine.advance(to: .ms(200))
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(values == [0.1])
        #expect(engine.isIdle)
    }

    @Test("run drives animations in real time to their exact end and returns when idle")
    func runUntilIdle() async {
        let engine = AnimationEngine()
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        engine.animate(duration: .ms(60), animations: { values.append($0) }, completion: { reasons.append($0) })
        await engine.run(framesPerSecond: 200, stopsWhenIdle: true)
        #expect(reasons == [.finished])
        #expect(values.last == 1)
        #expect(values == values.sorted())
        #expect(engine.currentTime >= .ms(60))
    }

    @Test("An idle driver sleeps, wakes when an animation starts, and stops when cancelled")
    func idleDriverWakes() async {
        let engine = AnimationEngine()
        let driver = Task { await engine.run(framesPerSecond: 120) }
        try? await Task.sleep(for: .ms(30))
        let idleTime = engine.currentTime
        try? await Task.sleep(for: .ms(30))
        #expect(engine.currentTime == idleTime)  // no frames while idle
        var reasons: [CompletionReason] = []
        engine.animate(duration: .ms(40), animations: { _ in }, completion: { reasons.append($0) })
        await yield { !reasons.isEmpty }
        #expect(reasons == [.finished])
        driver.cancel()
        await driver.value
    }

    @Test("Frames follow deadlines and report measured times")
    func frames() async {
        var seen: [Frame] = []
        for await frame in Frames(framesPerSecond: 100) {
            seen.append(frame)
            if seen.count == 6 { break }
        }
        #expect(seen.map(\.index) == Array(0..<6))
        for (index, frame) in seen.enumerated() {
            // Deadline n is n·10 ms after the start, and a sleep never returns early.
            #expect(frame.time >= .ms(10 * Double(index)))
            if index > 0 { #expect(frame.deltaTime == frame.time - seen[index - 1].time) }
        }
    }
}
