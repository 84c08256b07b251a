import Foundation
import Motion
import Testing

// Callbacks, ownership, engine controls, closure state and overwrite policies
// of property groups. Expected values come from u = clamp((t − delay)/D, 0, 1)
// and value = from + (to − from)·e(u), evaluated here.

/// A plain class: the engine writes it through ordinary key paths.
private final class LifecyclePuck {
    var x = 0.0
    var y = 0.0
    var z = 0.0
}

/// Records a group's callbacks in order; `order` shows each exactly as often as it ran.
private final class CallbackTally {
    var order: [String] = []
    var stops: [CompletionReason] = []

    func attach<Target>(_ a: PropertyAnimationBuilder<Target>) {
        a.didStart { self.order.append("didStart") }
        a.didStop { reason in self.stops.append(reason); self.order.append("didStop \(reason)") }
        a.didCancel { self.order.append("didCancel") }
    }
}

/// Something a callback captures, to watch its lifetime.
private final class Witness {
    var count = 0
    var value = 0.0
}

/// A value that holds a reference, to watch how long the engine keeps animated values.
private struct TokenValue: Interpolatable {
    var token: Witness

    func interpolated(to other: TokenValue, fraction: Double) -> TokenValue { fraction < 0.5 ? self : other }
}

/// A target with a reference-holding property.
private final class TokenHolder {
    var value: TokenValue

    init(_ value: TokenValue) { self.value = value }
}

private func at(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

/// Linear progress of a property with `delay` and duration `d` at group time `t`.
private func unit(_ t: Double, delay: Double = 0, _ d: Double) -> Double { min(max((t - delay) / d, 0), 1) }

@Suite("Property group lifecycle")
struct PropertyLifecycleTests {
    // MARK: Callbacks

    @Test("A cancelled group calls didStop(.cancelled) then didCancel, once, and writes no more")
    func cancelledCallbacks() {
        let engine = AnimationEngine()
        let tally = CallbackTally()
        let puck = LifecyclePuck()
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            tally.attach(a)
        }
        engine.advance(to: at(0.25))
        engine.cancel(id)
        #expect(tally.order == ["didStart", "didStop cancelled", "didCancel"])
        engine.cancel(id)
        engine.finish(id)
        engine.advance(to: at(2))
        #expect(tally.order == ["didStart", "didStop cancelled", "didCancel"])
        #expect(puck.x == 25)
    }

    @Test("A group whose properties are all taken over ends .replaced, without didCancel")
    func replacedCallbacks() {
        let engine = AnimationEngine()
        let first = CallbackTally()
        let second = CallbackTally()
        let puck = LifecyclePuck()
        let id = engine.animate(puck) { a in
            a.animate(\.x, to: 100, duration: .seconds(1))
            a.animate(\.y, to: 100, duration: .seconds(1))
            first.attach(a)
        }
        engine.advance(to: at(0.25))
        engine.animate(puck) { a in
            a.animate(\.x, to: 0, duration: .seconds(0.5))
            a.animate(\.y, to: 0, duration: .seconds(0.5))
            second.attach(a)
        }
        #expect(first.order == ["didStart", "didStop replaced"])
        #expect(!engine.isActive(id))
        for t in [0.5, 0.75, 1, 2] { engine.advance(to: at(t)) }
        #expect(first.order == ["didStart", "didStop replaced"])
        #expect(second.order == ["didStart", "didStop finished"])
    }

    @Test("A released target ends its group .cancelled on the next frame, without a crash")
    func releasedTarget() {
        let engine = AnimationEngine()
        let tally = CallbackTally()
        let bystander = LifecyclePuck()
        weak var weakPuck: LifecyclePuck?
        let id: AnimationID
        do {
            let puck = LifecyclePuck()
            weakPuck = puck
            id = engine.animate(puck) { a in
                a.animate(\.x, to: 100, duration: .seconds(1))
                tally.attach(a)
            }
            engine.animate(bystander) { a in a.animate(\.x, from: 0, to: 100, duration: .seconds(1)) }
            engine.advance(to: at(0.25))
            #expect(puck.x == 25)
        }
        #expect(weakPuck == nil, "the engine holds its target weakly")
        engine.advance(to: at(0.5))
        #expect(tally.order == ["didStart", "didStop cancelled", "didCancel"])
        #expect(!engine.isActive(id))
        engine.advance(to: at(2))
        #expect(tally.order == ["didStart", "didStop cancelled", "didCancel"])
        #expect(bystander.x == 100, "other groups are unaffected")
    }

    @Test(
        "Paused groups whose targets are released end .cancelled within 64 frames, spread over them",
        arguments: [1, 300], [false, true])
    func releasedWhilePaused(count: Int, layers: Bool) {
        final class Log {
            var frame = 0
            var stops: [(frame: Int, reason: CompletionReason)] = []
        }
        let engine = AnimationEngine()
        let log = Log()
        let tally = CallbackTally()
        weak var weakWitness: Witness?
        var ids: [AnimationID] = []
        func start<Target: AnyObject>(_ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Double>, _ witness: Witness) {
            ids.append(
                engine.animate(target) { a in
                    a.animate(keyPath, to: 100, duration: .seconds(1))
                    a.didStop { reason in
                        witness.count += 1
                        log.stops.append((log.frame, reason))
                    }
                    if ids.isEmpty { tally.attach(a) }
                })
        }
        do {
            let witness = Witness()
            weakWitness = witness
            let targets: [AnyObject] = (0..<count).map { _ in layers ? Layer() as AnyObject : LifecyclePuck() }
            for target in targets {
                if let layer = target as? Layer { start(layer, \.opacity, witness) } else { start(target as! LifecyclePuck, \.x, witness) }
            }
            engine.advance(to: at(0.25))
            for id in ids { engine.pause(id) }
        }
        // Paused groups render nothing, so the registry's sweep is what notices the releases.
        for frame in 1...64 {
            log.frame = frame
            engine.advance(to: at(0.25 + Double(frame) / 60))
        }
        #expect(log.stops.count == count)
        #expect(log.stops.allSatisfy { $0.reason == .cancelled })
        #expect(tally.order == ["didStart", "didStop cancelled", "didCancel"])
        #expect(ids.allSatisfy { !engine.isActive($0) })
        #expect(weakWitness == nil, "nothing the groups captured outlives their targets")
        if count > 64 {
            let frames = Set(log.stops.map(\.frame))
            #expect(frames.count > 1, "no single frame checks every target (ended in frames \(frames.sorted()))")
        }
    }

    @Test("A builder with no property completes inside animate with .finished")
    func emptyBuilder() {
        let engine = AnimationEngine()
        let tally = CallbackTally()
        var completion = 0
        let puck = LifecyclePuck()
        let id = engine.animate(puck) { a in
            tally.attach(a)
            a.trigger(.completion) { completion += 1 }
        }
        #expect(tally.order == ["didStart", "didStop finished"])
        #expect(completion == 1)
        #expect(!engine.isActive(id))
        #expect(engine.isIdle)
        engine.advance(to: at(1))
        #expect(tally.order == ["didStart", "didStop finished"])
    }

    @Test("A group completes when its last property does, calling didStart and didStop(.finished) once")
    func completesWithLastProperty() {
        let engine = AnimationEngine()
        let tally = CallbackTally()
        let puck = LifecyclePuck()
        // x ends at 0.5 s, y at 0.25 + 0.5 = 0.75 s, z at 0.125 + 0.25 = 0.375 s.
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(0.5))
            a.animate(\.y, from: 0, to: 100, duration: .seconds(0.5), delay: .seconds(0.25))
            a.animate(\.z, from: 0, to: 100, duration: .seconds(0.25), delay: .seconds(0.125))
            tally.attach(a)
        }
        #expect(tally.order.isEmpty, "nothing runs before the first frame")
        for t in [0.125, 0.25, 0.375, 0.5, 0.625] {
            engine.advance(to: at(t))
            #expect(abs(puck.x - 100 * unit(t, 0.5)) < 1e-12, "x at \(t)")
            #expect(abs(puck.y - 100 * unit(t, delay: 0.25, 0.5)) < 1e-12, "y at \(t)")
            #expect(abs(puck.z - 100 * unit(t, delay: 0.125, 0.25)) < 1e-12, "z at \(t)")
            #expect(tally.stops.isEmpty && engine.isActive(id), "running at \(t)")
        }
        engine.advance(to: at(0.75))
        #expect(puck.x == 100 && puck.y == 100 && puck.z == 100)
        engine.advance(to: at(2))
        #expect(tally.order == ["didStart", "didStop finished"], "each callback once, no didCancel")
        #expect(!engine.isActive(id))
    }

    // MARK: Engine controls

    @Test("pause, resume and seek move a group's time as the engine's formulas say")
    func pauseResumeSeek() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1), easing: .easeInQuad)
        }
        func expectX(_ local: Double, _ note: String) {
            #expect(abs(puck.x - 100 * local * local) < 1e-9, "\(note): x = \(puck.x), local \(local)")
        }
        engine.advance(to: at(0.25))
        expectX(0.25, "playing")
        engine.pause(id)
        engine.advance(to: at(0.5))
        expectX(0.25, "paused")
        engine.seek(id, to: .milliseconds(600))
        engine.advance(to: at(0.55))
        expectX(0.6, "sought while paused")
        engine.resume(id)
        engine.advance(to: at(0.7))
        expectX(0.75, "resumed")
        engine.advance(to: at(1.0))
        #expect(puck.x == 100)
        #expect(!engine.isActive(id))
    }

    @Test("setProgress scrubs back before a delay, showing the start value")
    func setProgressAndDelay() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        puck.y = -1
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.animate(\.y, from: 10, to: 20, duration: .seconds(0.5), delay: .seconds(0.5))
        }
        engine.advance(to: at(0.25))
        #expect(puck.y == -1, "not written before its delay")
        engine.advance(to: at(0.75))
        #expect(abs(puck.y - 15) < 1e-12)
        engine.setProgress(0.125, of: id)
        engine.advance(to: at(0.875))
        // local = 0.125 + 0.125
        #expect(abs(puck.x - 25) < 1e-12)
        #expect(puck.y == 10, "written before, so it shows from")
    }

    @Test("reverse plays a group back to its start, where it finishes")
    func reverse() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        let tally = CallbackTally()
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            tally.attach(a)
        }
        engine.advance(to: at(0.5))
        engine.reverse(id)
        engine.advance(to: at(0.625))
        #expect(abs(puck.x - 37.5) < 1e-9)
        engine.advance(to: at(2))
        #expect(puck.x == 0)
        #expect(tally.order == ["didStart", "didStop finished"])
    }

    @Test("finish jumps a group to its final values and completes it at once")
    func finish() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        let tally = CallbackTally()
        let id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.animate(\.y, from: 0, to: -3, duration: .seconds(0.25), delay: .seconds(2))
            tally.attach(a)
        }
        engine.advance(to: at(0.25))
        engine.finish(id)
        #expect(puck.x == 100 && puck.y == -3)
        #expect(tally.order == ["didStart", "didStop finished"])
        #expect(!engine.isActive(id))
    }

    // MARK: Ownership

    @Test("A finished group keeps nothing: its target and what its callbacks capture are freed")
    func finishedGroupLeaksNothing() {
        let engine = AnimationEngine()
        weak var weakPuck: LifecyclePuck?
        weak var weakWitness: Witness?
        do {
            let puck = LifecyclePuck()
            weakPuck = puck
            do {
                let witness = Witness()
                weakWitness = witness
                engine.animate(puck) { a in
                    a.animate(\.x, to: 1, duration: .seconds(0.5))
                    a.animate(
                        "value", get: { witness.value }, set: { witness.value = $0 }, to: 1, duration: .seconds(0.5))
                    a.didStart { witness.count += 1 }
                    a.didStop { _ in witness.count += 1 }
                    a.didCancel { witness.count += 1 }
                    a.trigger(.timeProgress(0.9)) { witness.count += 1 }
                    a.trigger(.completion) { witness.count += 1 }
                }
            }
            engine.advance(to: at(0.25))
            #expect(weakWitness != nil, "a running group keeps its callbacks")
            engine.advance(to: at(0.5))
            #expect(weakWitness == nil, "released when the group ends")
        }
        #expect(weakPuck == nil)
        #expect(engine.isIdle)
    }

    @Test("Animated values that hold references are freed with their group, whichever way it ends")
    func animatedValuesAreFreed() {
        for cancels in [false, true] {
            let engine = AnimationEngine()
            weak var weakFrom: Witness?
            weak var weakTo: Witness?
            do {
                let from = Witness()
                let to = Witness()
                weakFrom = from
                weakTo = to
                let holder = TokenHolder(TokenValue(token: from))
                let id = engine.animate(holder) { a in
                    a.animate(\.value, to: TokenValue(token: to), duration: .seconds(1), easing: .linear)
                }
                engine.advance(to: at(0.25))
                #expect(holder.value.token === from)
                if cancels {
                    engine.cancel(id)
                } else {
                    engine.advance(to: at(1))
                    #expect(holder.value.token === to)
                }
                #expect(!engine.isActive(id))
            }
            // The target is gone; only the group's record could still hold the values.
            #expect(weakFrom == nil, "start value, cancels: \(cancels)")
            #expect(weakTo == nil, "target value, cancels: \(cancels)")
            withExtendedLifetime(engine) {}
        }
    }

    @Test("Cancelled, replaced and orphaned groups free what their callbacks capture")
    func endedGroupsLeakNothing() {
        enum Ending: CaseIterable { case cancelled, replaced, released }
        for ending in Ending.allCases {
            let engine = AnimationEngine()
            weak var weakWitness: Witness?
            var puck: LifecyclePuck? = LifecyclePuck()
            let id: AnimationID
            do {
                let witness = Witness()
                weakWitness = witness
                id = engine.animate(puck!) { a in
                    a.animate(\.x, to: 1, duration: .seconds(1))
                    a.didStop { _ in witness.count += 1 }
                    a.didCancel { witness.count += 1 }
                    a.trigger(.timeProgress(0.9)) { witness.count += 1 }
                }
            }
            engine.advance(to: at(0.25))
            switch ending {
            case .cancelled: engine.cancel(id)
            case .replaced: engine.animate(puck!) { a in a.animate(\.x, to: 0, duration: .seconds(1)) }
            case .released:
                puck = nil
                engine.advance(to: at(0.5))
            }
            #expect(weakWitness == nil, "\(ending)")
            #expect(!engine.isActive(id), "\(ending)")
        }
    }

    // MARK: Value-type state

    @Test("Value-type state animates through get/set closures, and retargets by name")
    func closureState() {
        struct Card {
            var offset = 0.0
            var origin = CGPoint.zero
        }
        let engine = AnimationEngine()
        let owner = LifecyclePuck()
        var card = Card()
        var firstWrites = 0
        let spring = Spring(response: 0.4, dampingRatio: 0.5)
        let first = CallbackTally()
        // offset lasts 2 s; the spring settles well before, so the group lasts exactly 2 s.
        engine.animate(owner) { a in
            a.animate(
                "offset", get: { card.offset },
                set: {
                    firstWrites += 1
                    card.offset = $0
                }, to: 80, duration: .seconds(2), easing: .easeInQuad)
            a.animate(
                "origin", get: { card.origin }, set: { card.origin = $0 }, to: CGPoint(x: 10, y: -20),
                with: .spring(spring))
            first.attach(a)
        }
        // A step from rest of the spring (ω₀ = 2π/0.4, ζ = 0.5) toward (10, −20).
        func stepResponse(_ t: Double) -> Double {
            let omega0 = 2 * Double.pi / 0.4
            let omegaD = omega0 * (1 - 0.25).squareRoot()
            return 1 - exp(-0.5 * omega0 * t) * (cos(omegaD * t) + 0.5 * omega0 / omegaD * sin(omegaD * t))
        }
        for t in [0.25, 0.5] {
            engine.advance(to: at(t))
            let u = t / 2
            #expect(abs(card.offset - 80 * u * u) < 1e-9, "offset at \(t)")
            #expect(abs(card.origin.x - 10 * stepResponse(t)) < 1e-7, "origin.x at \(t)")
            #expect(abs(card.origin.y + 20 * stepResponse(t)) < 1e-7, "origin.y at \(t)")
        }
        engine.advance(to: at(1))
        #expect(card.offset == 20)
        // Presented 20; the new curve to 0 travels 20 of 20 + 20: its 1 s is scaled to 0.5 s.
        engine.animate(owner) { a in
            a.animate("offset", get: { card.offset }, set: { card.offset = $0 }, to: 0, duration: .seconds(1))
        }
        let writesBefore = firstWrites
        engine.advance(to: at(1.25))
        #expect(abs(card.offset - (20 - 20 * 0.5)) < 1e-9)
        #expect(firstWrites == writesBefore, "the first group no longer writes offset")
        #expect(first.stops.isEmpty, "the first group keeps origin")
        engine.advance(to: at(1.5))
        #expect(card.offset == 0)
        engine.advance(to: at(2))
        #expect(first.stops == [.finished])
        #expect(card.origin == CGPoint(x: 10, y: -20))
    }

    // MARK: Overwrite policies

    @Test(".conflicting takes over only the shared properties")
    func overwriteConflicting() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        let first = CallbackTally()
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.animate(\.y, from: 0, to: 100, duration: .seconds(1))
            first.attach(a)
        }
        engine.advance(to: at(0.5))
        engine.animate(puck, overwrite: .conflicting, retargeting: .full) { a in
            a.animate(\.x, to: 0, duration: .seconds(1))
        }
        engine.advance(to: at(0.75))
        #expect(abs(puck.x - (50 - 50 * 0.25)) < 1e-9)
        #expect(abs(puck.y - 75) < 1e-9)
        engine.advance(to: at(1))
        #expect(first.stops == [.finished])
        #expect(puck.y == 100 && abs(puck.x - 25) < 1e-9)
    }

    @Test(".all stops every group on the target, even for other properties")
    func overwriteAll() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        let first = CallbackTally()
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.animate(\.y, from: 0, to: 100, duration: .seconds(1))
            first.attach(a)
        }
        engine.advance(to: at(0.5))
        engine.animate(puck, overwrite: .all) { a in a.animate(\.z, from: 0, to: 8, duration: .seconds(1)) }
        #expect(first.order == ["didStart", "didStop replaced"])
        engine.advance(to: at(0.75))
        #expect(puck.x == 50 && puck.y == 50)
        #expect(abs(puck.z - 2) < 1e-12)
    }

    @Test(".none stops nothing; the later group wins each frame")
    func overwriteNone() {
        let engine = AnimationEngine()
        let puck = LifecyclePuck()
        let first = CallbackTally()
        let second = CallbackTally()
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            first.attach(a)
        }
        engine.advance(to: at(0.5))
        engine.animate(puck, overwrite: .none) { a in
            a.animate(\.x, to: 0, duration: .seconds(1))
            second.attach(a)
        }
        // The second starts from the presented 50 with its full duration.
        engine.advance(to: at(0.75))
        #expect(abs(puck.x - 37.5) < 1e-9)
        engine.advance(to: at(1))
        #expect(abs(puck.x - 25) < 1e-9)
        #expect(first.stops == [.finished])
        engine.advance(to: at(1.5))
        #expect(puck.x == 0)
        #expect(second.stops == [.finished])
    }
}

@Suite("Property trigger ownership")
struct PropertyTriggerOwnershipTests {
    /// A trigger that starts a group on another target must not keep the engine alive.
    @Test("An engine with a pending trigger(on:) is freed when dropped")
    func pendingTriggerDoesNotRetainEngine() {
        weak var weakEngine: AnimationEngine?
        let card = Layer()
        let badge = Layer()
        do {
            let engine = AnimationEngine()
            weakEngine = engine
            engine.animate(card) { a in
                a.animate(\.opacity, to: 0, duration: .seconds(1))
                a.trigger(.completion, on: badge) { b in b.animate(\.opacity, to: 0, duration: .seconds(1)) }
            }
            engine.advance(to: .milliseconds(100))
        }
        #expect(weakEngine == nil)
    }
}
