import Foundation
import Motion
import Testing

/// `ScenarioAction { … }` takes the closure an app writes (main actor, may
/// change captured state); `ScenarioAction.sendable { … }` runs on any thread.
@Suite struct ScenarioActionClosureTests {
    static func scenario(_ action: ScenarioAction) -> Scenario {
        Scenario(
            name: "count",
            keyframes: [
                ScenarioKeyframe(after: 1, .translate(x: 10, y: 0)),
                ScenarioKeyframe(after: 1, .action(action)),
                ScenarioKeyframe(.action(action)),
            ])
    }

    @MainActor
    @Test("A closure that changes a captured var compiles and runs once per action keyframe, on the main actor")
    func mainActorClosureChangesCapturedState() throws {
        var count = 0
        var performers: [ObjectIdentifier] = []
        let action = ScenarioAction { performer in
            count += 1
            performers.append(ObjectIdentifier(performer))
        }
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let layer = Layer()
        try player.play(Self.scenario(action), on: layer)
        engine.advance(to: .milliseconds(999))
        #expect(count == 0)
        // The second group (two action keyframes) starts at 1 s.
        engine.advance(to: .seconds(1))
        #expect(count == 2)
        engine.advance(to: .seconds(3))
        #expect(count == 2 && performers == [ObjectIdentifier(layer), ObjectIdentifier(layer)])
    }

    @Test("A sendable closure runs on the thread that drives the engine")
    func sendableClosureRunsOffTheMainThread() throws {
        let threads = ThreadLog()
        let action = ScenarioAction.sendable { _ in threads.record(pthread_self()) }
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        try player.play(Self.scenario(action), on: Layer())
        engine.advance(to: .seconds(3))
        let driver = pthread_self()
        #expect(threads.values.count == 2 && threads.values.allSatisfy { pthread_equal($0, driver) != 0 })
    }

    @Test("A main-actor closure played by an engine off the main actor stops")
    func mainActorClosureOffTheMainActorStops() async {
        // The runtime's isolation check reports the failure (its stderr is not
        // the precondition text here, so only the exit is checked).
        await #expect(processExitsWith: .failure) {
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                let engine = AnimationEngine()
                let player = ScenarioPlayer(engine: engine)
                try? player.play(ScenarioActionClosureTests.scenario(ScenarioAction { _ in }), on: Layer())
                engine.advance(to: .seconds(3))
                finished.signal()
            }
            thread.start()
            finished.wait()
        }
    }
}

private final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [pthread_t] = []
    func record(_ value: pthread_t) { lock.withLock { recorded.append(value) } }
    var values: [pthread_t] { lock.withLock { recorded } }
}
