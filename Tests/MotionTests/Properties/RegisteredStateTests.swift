import Foundation
import Motion
import Testing

// Named property states: register, apply (animated or not), replace,
// unregister, unknown keys, and their lifetime with their target.

/// A plain class: the engine writes it through ordinary key paths.
private final class StatePuck {
    var x = 0.0
    var y = 0.0
}

/// Something a registered builder captures, to watch its lifetime.
private final class StateWitness {
    var builds = 0
}

private func at(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

@Suite("Registered property states")
struct RegisteredStateTests {
    @Test("An applied state animates from the presented values; states can be applied again")
    func applyAnimated() throws {
        let engine = AnimationEngine()
        let layer = Layer(position: CGPoint(x: 10, y: 10))
        var stops: [CompletionReason] = []
        engine.register(key: "raised", on: layer) { a in
            a.animate(\.position, to: CGPoint(x: 10, y: 90), duration: .seconds(0.5), easing: .easeInQuad)
            a.animate(\.opacity, to: 0.5, duration: .seconds(0.25))
            a.didStop { stops.append($0) }
        }
        engine.register(key: "lowered", on: layer) { a in
            a.animate(\.position, to: CGPoint(x: 10, y: 10), duration: .seconds(1))
            a.animate(\.opacity, to: 1, duration: .seconds(1))
        }
        #expect(engine.hasRegisteredState(key: "raised", on: layer))
        #expect(engine.hasRegisteredState(key: "lowered", on: layer))
        engine.advance(to: at(0.125))
        #expect(layer.position == CGPoint(x: 10, y: 10) && layer.opacity == 1, "registering animates nothing")

        let id = try engine.apply(key: "raised", on: layer)
        #expect(engine.isActive(id))
        engine.advance(to: at(0.375))
        // group time 0.25: y = 10 + 80·0.5², opacity = 1 + (0.5 − 1)·1
        #expect(abs(layer.position.y - 30) < 1e-9)
        #expect(layer.opacity == 0.5)
        engine.advance(to: at(0.625))
        #expect(layer.position == CGPoint(x: 10, y: 90))
        #expect(stops == [.finished])

        try engine.apply(key: "lowered", on: layer)
        engine.advance(to: at(0.875))
        // group time 0.25 of a linear 1 s curve from (10, 90) and 0.5
        #expect(abs(layer.position.y - (90 - 80 * 0.25)) < 1e-9)
        #expect(abs(layer.opacity - (0.5 + 0.5 * 0.25)) < 1e-12)
        try engine.apply(key: "raised", on: layer)
        // Redirected from y = 70 and opacity 0.625, each having travelled as far as it has left:
        // the scaled durations are 0.5·20/(20 + 20) = 0.25 s and 0.25·0.125/(0.125 + 0.125) = 0.125 s.
        engine.advance(to: at(1))
        #expect(abs(layer.position.y - (70 + 20 * 0.25)) < 1e-9)
        #expect(layer.opacity == 0.5)
        engine.advance(to: at(1.125))
        #expect(layer.position == CGPoint(x: 10, y: 90))
        #expect(stops == [.finished, .finished])
        #expect(engine.hasRegisteredState(key: "raised", on: layer), "applying keeps the state")
    }

    @Test("apply(animated: false) writes the final values and finishes before it returns")
    func applyUnanimated() throws {
        let engine = AnimationEngine()
        let layer = Layer()
        let color = MotionColor(red: 0.2, green: 0.4, blue: 0.8)
        var events: [String] = []
        engine.register(key: "done", on: layer) { a in
            a.animate(\.position, to: CGPoint(x: 40, y: -30), with: .spring(.bouncy))
            a.animate(\.backgroundColor, to: color, duration: .seconds(1), delay: .seconds(0.5))
            a.animate(\.opacity, to: 0.25, duration: .seconds(2), easing: .easeInOutCubic)
            a.didStart { events.append("didStart") }
            a.trigger(.timeProgress(0.5)) { events.append("half") }
            a.trigger(.completion) { events.append("completion") }
            a.didStop { events.append("didStop \($0)") }
        }
        engine.advance(to: at(1))
        let id = try engine.apply(key: "done", on: layer, animated: false)
        #expect(events == ["didStart", "half", "completion", "didStop finished"])
        #expect(layer.position == CGPoint(x: 40, y: -30))
        #expect(layer.backgroundColor == color)
        #expect(layer.opacity == 0.25)
        #expect(!engine.isActive(id))
        #expect(engine.isIdle)
        engine.advance(to: at(5))
        #expect(events.count == 4)
        #expect(layer.opacity == 0.25)
    }

    @Test("apply(animated: false) replaces a running animation of the same properties")
    func applyUnanimatedReplaces() throws {
        let engine = AnimationEngine()
        let puck = StatePuck()
        var firstStops: [CompletionReason] = []
        engine.register(key: "far", on: puck) { a in
            a.animate(\.x, to: 100, duration: .seconds(1))
            a.didStop { firstStops.append($0) }
        }
        engine.register(key: "home", on: puck) { a in a.animate(\.x, to: -5, duration: .seconds(1)) }
        let far = try engine.apply(key: "far", on: puck)
        engine.advance(to: at(0.5))
        try engine.apply(key: "home", on: puck, animated: false)
        #expect(puck.x == -5)
        #expect(firstStops == [.replaced])
        #expect(!engine.isActive(far))
        engine.advance(to: at(0.75))
        #expect(puck.x == -5)
    }

    @Test("A state applies with its registered priority and options")
    func registeredPriorityAndOptions() throws {
        let engine = AnimationEngine()
        let puck = StatePuck()
        engine.register(key: "pulse", on: puck, priority: .minTime, options: .autoreverse) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.animate(\.y, from: 0, to: 100, duration: .seconds(0.5))
        }
        try engine.apply(key: "pulse", on: puck)
        // minTime: both last 0.5 s; autoreverse plays 0.5 s forward then 0.5 s back.
        for (t, expected) in [(0.25, 50.0), (0.5, 100), (0.625, 75), (0.875, 25), (1, 0)] {
            engine.advance(to: at(t))
            #expect(abs(puck.x - expected) < 1e-9 && abs(puck.y - expected) < 1e-9, "at \(t): \(puck.x), \(puck.y)")
        }
        #expect(engine.isIdle)
    }

    @Test("Registering a key again replaces the state and frees the old builder")
    func reRegister() throws {
        let engine = AnimationEngine()
        let puck = StatePuck()
        weak var weakWitness: StateWitness?
        do {
            let witness = StateWitness()
            weakWitness = witness
            engine.register(key: "k", on: puck) { a in
                witness.builds += 1
                a.animate(\.x, to: 100, duration: .seconds(1))
            }
        }
        #expect(weakWitness != nil, "a registered state keeps its builder")
        engine.register(key: "k", on: puck) { a in a.animate(\.x, to: -50, duration: .seconds(1)) }
        #expect(weakWitness == nil)
        try engine.apply(key: "k", on: puck, animated: false)
        #expect(puck.x == -50)
    }

    @Test("An unknown key throws unknownState naming the key and the target")
    func unknownKey() throws {
        let engine = AnimationEngine()
        let first = Layer()
        let second = Layer()
        engine.register(key: "open", on: first) { a in a.animate(\.opacity, to: 0, duration: .seconds(1)) }

        let missing = try #require(
            #expect(throws: PropertyAnimationError.self) { try engine.apply(key: "closed", on: first) })
        guard case .unknownState(let key, let target) = missing else { return }
        #expect(key == "closed")
        #expect(target.contains("Layer"))
        #expect(missing.description.contains("closed"))
        #expect(missing.description.contains(target))

        // States are per target: the other layer has none, and its description differs.
        let elsewhere = try #require(
            #expect(throws: PropertyAnimationError.self) { try engine.apply(key: "open", on: second, animated: false) })
        guard case .unknownState(let otherKey, let otherTarget) = elsewhere else { return }
        #expect(otherKey == "open")
        #expect(otherTarget != target)
        #expect(elsewhere.description.contains("open") && elsewhere.description.contains(otherTarget))
        #expect(second.opacity == 1 && first.opacity == 1)
        #expect(engine.isIdle)
    }

    @Test("unregister removes one state; unknown keys and targets are a no-op")
    func unregister() throws {
        let engine = AnimationEngine()
        let puck = StatePuck()
        engine.register(key: "a", on: puck) { a in a.animate(\.x, to: 1, duration: .seconds(1)) }
        engine.register(key: "b", on: puck) { a in a.animate(\.x, to: 2, duration: .seconds(1)) }
        engine.unregister(key: "a", on: puck)
        engine.unregister(key: "zzz", on: puck)
        engine.unregister(key: "a", on: StatePuck())
        #expect(!engine.hasRegisteredState(key: "a", on: puck))
        #expect(engine.hasRegisteredState(key: "b", on: puck))
        #expect(throws: PropertyAnimationError.self) { try engine.apply(key: "a", on: puck) }
        try engine.apply(key: "b", on: puck, animated: false)
        #expect(puck.x == 2)
        engine.unregister(key: "b", on: puck)
        #expect(!engine.hasRegisteredState(key: "b", on: puck))
    }

    @Test("States are freed with their target when its running animation notices")
    func freedByRunningAnimation() throws {
        let engine = AnimationEngine()
        weak var weakWitness: StateWitness?
        weak var weakPuck: StatePuck?
        var stops: [CompletionReason] = []
        do {
            let puck = StatePuck()
            weakPuck = puck
            let witness = StateWitness()
            weakWitness = witness
            engine.register(key: "move", on: puck) { a in
                witness.builds += 1
                a.animate(\.x, to: 100, duration: .seconds(1))
                a.didStop { stops.append($0) }
            }
            try engine.apply(key: "move", on: puck)
            engine.advance(to: at(0.25))
            #expect(witness.builds == 1)
        }
        #expect(weakPuck == nil, "a registered state does not keep its target")
        #expect(weakWitness != nil, "not noticed yet")
        engine.advance(to: at(0.5))
        #expect(stops == [.cancelled])
        #expect(weakWitness == nil)
    }

    @Test("States of a released target are freed at the latest 64 engine frames later")
    func freedWithinSixtyFourFrames() {
        let engine = AnimationEngine()
        let other = StatePuck()
        weak var weakWitness: StateWitness?
        do {
            let puck = StatePuck()
            let witness = StateWitness()
            weakWitness = witness
            engine.register(key: "move", on: puck) { a in
                witness.builds += 1
                a.animate(\.x, to: 100, duration: .seconds(1))
            }
        }
        #expect(weakWitness != nil, "not noticed yet")
        engine.register(key: "move", on: other) { a in a.animate(\.x, to: 1, duration: .seconds(1)) }
        // The register(key:on:) promise: freed at the latest 64 engine frames later.
        for frame in 1...64 { engine.advance(to: .milliseconds(16 * frame)) }
        #expect(weakWitness == nil)
    }

    @Test("States of released targets do not accumulate while other targets come and go")
    func staleStatesAreSwept() {
        let engine = AnimationEngine()
        weak var weakWitness: StateWitness?
        do {
            let puck = StatePuck()
            let witness = StateWitness()
            weakWitness = witness
            engine.register(key: "move", on: puck) { _ in witness.builds += 1 }
        }
        var others: [StatePuck] = []
        for _ in 0..<300 {
            let other = StatePuck()
            others.append(other)
            engine.register(key: "move", on: other) { a in a.animate(\.x, to: 1, duration: .seconds(1)) }
        }
        #expect(weakWitness == nil)
        #expect(others.allSatisfy { engine.hasRegisteredState(key: "move", on: $0) })
    }
}
