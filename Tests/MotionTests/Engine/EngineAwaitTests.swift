import Motion
import Testing

@Suite("Awaiting an animation suspends until it ends")
@MainActor
struct EngineAwaitTests {
    /// Lets other main-actor tasks run until `condition` holds.
    func yield(until condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    @Test("GettingStarted's await form resumes only after the engine passes the end")
    func documentedFormSuspends() async throws {
        final class View { var alpha = 1.0 }
        let engine = AnimationEngine()
        let view = View()
        var events: [String] = []
        let task = Task {
            try await engine.animateAndWait(from: 1.0, to: 0.0, duration: .milliseconds(200)) { view.alpha = $0 }
            events.append("resumed")
        }
        await yield { !engine.isIdle }
        events.append("advancing")
        engine.advance(to: .ms(100))
        engine.advance(to: .ms(250))
        events.append("advanced")
        try await task.value
        #expect(events == ["advancing", "advanced", "resumed"])
        #expect(view.alpha == 0)
    }

    @Test("The spring and progress forms also resume only after their end")
    func otherFormsSuspend() async throws {
        let engine = AnimationEngine()
        var events: [String] = []
        var position = 0.0
        var progress = 0.0
        let spring = Task {
            try await engine.animateAndWait(from: 0.0, to: 1.0, spring: .smooth) { position = $0 }
            events.append("spring resumed")
        }
        let timed = Task {
            try await engine.animateAndWait(duration: .milliseconds(100)) { progress = $0 }
            events.append("progress resumed")
        }
        await yield { engine.activeAnimationCount == 2 }
        events.append("advancing")
        engine.advance(to: .ms(50))
        await Task.yield()
        events.append("half way")
        engine.advance(to: .seconds(10))
        try await spring.value
        try await timed.value
        #expect(events.prefix(2) == ["advancing", "half way"])
        #expect(Set(events.dropFirst(2)) == ["spring resumed", "progress resumed"])
        #expect(position == 1 && progress == 1)
    }
}
