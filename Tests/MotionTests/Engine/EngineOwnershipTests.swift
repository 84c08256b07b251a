import Motion
import Testing

/// The engine retains an animation's blocks exactly while it runs.
@Suite("Engine ownership of callbacks")
struct EngineOwnershipTests {
    final class Witness {
        var values: [Double] = []
    }

    @Test("Blocks are released when an animation finishes, is cancelled, or cancels itself mid-frame")
    func releasedWhenEnded() {
        let engine = AnimationEngine()
        weak var finished: Witness?
        weak var cancelled: Witness?
        weak var selfCancelled: Witness?
        do {
            let a = Witness()
            let b = Witness()
            let c = Witness()
            finished = a
            cancelled = b
            selfCancelled = c
            engine.animate(duration: .ms(100), animations: { a.values.append($0) })
            let id = engine.animate(duration: .seconds(1), animations: { b.values.append($0) })
            var selfID: AnimationID?
            selfID = engine.animate(duration: .seconds(1), animations: { value in
                c.values.append(value)
                engine.cancel(selfID!)
            })
            engine.advance(to: .ms(50))
            engine.cancel(id)
        }
        #expect(cancelled == nil)
        #expect(selfCancelled == nil)  // retired during the frame, released when it ended
        #expect(finished != nil)
        engine.advance(to: .ms(150))
        #expect(finished == nil)
        #expect(engine.isIdle)
    }

    @Test("A retargeted spring releases nothing it still needs, and everything once it ends")
    func retargetKeepsBlock() {
        let engine = AnimationEngine()
        weak var weakWitness: Witness?
        let id: AnimationID
        do {
            let witness = Witness()
            weakWitness = witness
            id = engine.animate(from: 0.0, to: 1.0, spring: .snappy, update: { witness.values.append($0) })
        }
        engine.advance(to: .ms(50))
        engine.retarget(id, to: 2.0)
        engine.advance(to: .ms(100))
        #expect(weakWitness?.values.count == 2)
        engine.advance(to: .seconds(10))
        #expect(weakWitness == nil)
    }

    @Test("An engine releases the blocks of animations still running when it goes away")
    func releasedWithEngine() {
        weak var weakWitness: Witness?
        do {
            let engine = AnimationEngine()
            let witness = Witness()
            weakWitness = witness
            engine.animate(duration: .seconds(1), options: .repeating(), animations: { witness.values.append($0) })
            engine.advance(to: .ms(10))
        }
        #expect(weakWitness == nil)
    }
}
