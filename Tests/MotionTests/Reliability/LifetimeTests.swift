import Foundation
import Motion
import Testing

/// Dropping the last reference to an engine (and its players) while
/// animations run frees everything, and every pending animation completes
/// `.cancelled` exactly once. The oracle is `weak` references: each must read
/// `nil` once the test's own references are gone.
@Suite("Lifetimes")
struct LifetimeTests {
    /// Something an animation's blocks hold, to see when they are released.
    final class Witness {
        var values: [Double] = []
        var completions: [CompletionReason] = []
        var weakEngineInCompletion: [Bool] = []
    }

    @Test("Plain animations: the engine, their blocks and a fresh one started from a completion are freed; each completes .cancelled once")
    func plainAnimations() {
        weak var weakEngine: AnimationEngine?
        weak var weakWitness: Witness?
        var completions: [CompletionReason] = []
        var sawEngine: [Bool] = []
        do {
            let engine = AnimationEngine()
            let witness = Witness()
            weakEngine = engine
            weakWitness = witness
            engine.animate(
                duration: .seconds(1), animations: { witness.values.append($0) },
                completion: { completions.append($0) })
            engine.animate(
                from: 0.0, to: 1.0, spring: .bouncy, delay: .seconds(10), update: { witness.values.append($0) },
                completion: { [weak engine] reason in
                    completions.append(reason)
                    sawEngine.append(engine != nil)
                })
            engine.animateDecay(
                from: 0.0, initialVelocity: 100.0, update: { witness.values.append($0) },
                completion: { completions.append($0) })
            engine.animate(
                duration: .seconds(1), options: .repeating(), animations: { witness.values.append($0) },
                completion: { completions.append($0) })
            engine.advance(to: .ms(100))
            #expect(engine.activeAnimationCount == 4)
        }
        #expect(weakEngine == nil)
        #expect(weakWitness == nil)
        #expect(completions == [.cancelled, .cancelled, .cancelled, .cancelled])
        #expect(sawEngine == [false])  // completions run from deinit: a weak engine reads nil
    }

    @Test("Property groups and staggers: engine, groups and layers are freed; didStop and completion run .cancelled once")
    func propertyGroups() {
        weak var weakEngine: AnimationEngine?
        weak var weakLayer: Layer?
        var stops: [CompletionReason] = []
        var completions: [CompletionReason] = []
        do {
            let engine = AnimationEngine()
            let layer = Layer(opacity: 1)
            let others = (0..<3).map { _ in Layer(opacity: 1) }
            weakEngine = engine
            weakLayer = layer
            engine.animate(layer) { a in
                a.animate(\.opacity, to: 0, duration: .seconds(1))
                a.animate(\.position, to: CGPoint(x: 10, y: 0), with: .spring(.smooth))
                a.didStop { stops.append($0) }
            }
            engine.animate(others, stagger: .each(.ms(100)), completion: { completions.append($0) }) { a in
                a.animate(\.opacity, to: 0.5, with: .spring(.snappy))
                a.didStop { stops.append($0) }
            }
            engine.animateSequence(completion: { completions.append($0) }) { s in
                s.append(layer) { a in a.animate(\.cornerRadius, to: 4, duration: .seconds(1)) }
                s.append(layer) { a in a.animate(\.zPosition, to: 1, duration: .seconds(1)) }
            }
            engine.advance(to: .ms(150))
        }
        #expect(weakEngine == nil)
        #expect(weakLayer == nil)
        #expect(stops == Array(repeating: .cancelled, count: 4))
        #expect(completions == [.cancelled, .cancelled])
    }

    @Test("Timelines: the engine and the timeline's captures are freed; the play completes .cancelled once")
    func timelines() {
        weak var weakEngine: AnimationEngine?
        weak var weakWitness: Witness?
        var completions: [CompletionReason] = []
        do {
            let engine = AnimationEngine()
            let witness = Witness()
            weakEngine = engine
            weakWitness = witness
            var timeline = Timeline()
            timeline.add(duration: 1) { witness.values.append($0) }
            timeline.call(at: .at(2)) { witness.values.append(-1) }
            engine.play(timeline, options: .repeating(), completion: { completions.append($0) })
            engine.advance(to: .ms(500))
        }
        #expect(weakEngine == nil)
        #expect(weakWitness == nil)
        #expect(completions == [.cancelled])
    }

    @Test("Scenarios: dropping engine and player mid-play frees engine, player and layer; the completion runs .cancelled once", arguments: [Duration.zero, .seconds(1)])
    func scenarios(delay: Duration) throws {
        weak var weakEngine: AnimationEngine?
        weak var weakPlayer: ScenarioPlayer?
        weak var weakLayer: Layer?
        weak var weakDecoy: Layer?
        var completions: [ScenarioCompletion] = []
        let stage = RecordingStage()
        do {
            let engine = AnimationEngine()
            let player = ScenarioPlayer(engine: engine)
            let layer = Layer(opacity: 1)
            weakEngine = engine
            weakPlayer = player
            weakLayer = layer
            let scenario = Scenario(
                name: "fade",
                keyframes: [ScenarioKeyframe(after: 1, .alpha(0)), ScenarioKeyframe(after: 1, .translate(x: 5, y: 0))])
            try player.play(scenario, on: layer, delay: delay, completion: { completions.append($0) })
            try player.playDecoy(scenario, of: layer, on: stage, delay: delay, completion: { completions.append($0) })
            engine.advance(to: delay + .ms(500))
            weakDecoy = stage.decoys.first
        }
        #expect(weakEngine == nil)
        #expect(weakPlayer == nil)
        #expect(weakLayer == nil)
        #expect(completions == [.cancelled, .cancelled])
        #expect(stage.decoys.isEmpty)  // the decoy was removed before its completion
        #expect(weakDecoy == nil)
    }

    @Test("Scenarios: a player nobody keeps still finishes its play, then is freed with its engine")
    func playerNobodyKeeps() throws {
        weak var weakPlayer: ScenarioPlayer?
        weak var weakEngine: AnimationEngine?
        var completions: [ScenarioCompletion] = []
        let layer = Layer(opacity: 1)
        do {
            let engine = AnimationEngine()
            weakEngine = engine
            do {
                let player = ScenarioPlayer(engine: engine)
                weakPlayer = player
                try player.play(
                    Scenario(name: "fade", keyframes: [ScenarioKeyframe(after: 1, .alpha(0.25))]), on: layer,
                    completion: { completions.append($0) })
            }
            #expect(weakPlayer == nil)  // the play does not need the player
            engine.advance(to: .seconds(2))
            #expect(completions == [.finished])
            #expect(layer.opacity == 0.25)
        }
        #expect(weakEngine == nil)
    }

    @Test("A block that captures the engine keeps it alive until its animation ends, then nothing does")
    func cycleEndsWithTheAnimation() {
        weak var weakEngine: AnimationEngine?
        var completions: [CompletionReason] = []
        do {
            let engine = AnimationEngine()
            weakEngine = engine
            engine.animate(duration: .seconds(1), animations: { _ in _ = engine.currentTime }) { completions.append($0) }
        }
        #expect(weakEngine != nil)  // documented: the block holds the engine until the animation ends
        weakEngine?.advance(to: .seconds(2))
        #expect(completions == [.finished])
        #expect(weakEngine == nil)
    }

    @Test("run(framesPerSecond:) holds the engine until its task ends; then the engine goes and its animation completes .cancelled")
    @MainActor
    func runningDriver() async {
        weak var weakEngine: AnimationEngine?
        var completions: [CompletionReason] = []
        var driver: Task<Void, Never>?
        do {
            let engine = AnimationEngine()
            weakEngine = engine
            engine.animate(duration: .seconds(3600), animations: { _ in }, completion: { completions.append($0) })
            driver = Task { await engine.run(framesPerSecond: 100) }
        }
        while weakEngine?.currentTime ?? .zero == .zero { await Task.yield() }  // it runs, and holds the engine
        #expect(weakEngine != nil)
        driver?.cancel()
        await driver?.value
        driver = nil
        #expect(weakEngine == nil)
        #expect(completions == [.cancelled])
    }
}

/// A stage that makes `Layer` decoys and keeps the live ones.
final class RecordingStage: ScenarioStage {
    var decoys: [Layer] = []

    func makeDecoy(from state: PerformerState, of performer: any Performer) -> any Performer {
        let decoy = Layer(opacity: state.opacity)
        decoys.append(decoy)
        return decoy
    }

    func removeDecoy(_ decoy: any Performer) {
        decoys.removeAll { $0 === decoy }
    }
}
