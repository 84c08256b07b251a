import Testing

@testable import Motion

/// The engine counts its running `Double` springs of each kind (the ones of
/// their own decide whether a frame batches, the shared ones whether it
/// takes their whole-nanosecond loop). Retargets replace a spring's client:
/// the replaced one must stop counting, or the counts drift up with every
/// retarget and frames keep paying for springs that are gone.
@Suite("Engine spring counts through retargets")
struct SpringClientCountTests {
    /// Springs of their own (`distinct`) and a run on one `Spring` (`shared`),
    /// retargeted from outside frames and from inside a frame's callback.
    @Test("The counts follow the running springs through retargets, then return to 0")
    func countsFollowRetargets() {
        let engine = AnimationEngine()
        let shared = Spring(mass: 1, stiffness: 120, damping: 9)
        var distinct: [AnimationID] = []
        var sharing: [AnimationID] = []
        var running = Set<AnimationID>()
        var retargetsInFrame = 0
        for index in 0..<12 {
            let spring = Spring(mass: 1 + Double(index) / 8, stiffness: 90 + Double(index), damping: 7)
            var id = AnimationID(rawValue: 0)
            id = engine.animate(from: 0.0, to: 4.0, spring: spring, update: { _ in
                // Retargets from inside the frame too (the old client is released after it).
                if retargetsInFrame < 24, engine.retarget(id, to: -1.0 - Double(retargetsInFrame)) {
                    retargetsInFrame += 1
                }
            }, completion: { _ in running.remove(id) })
            distinct.append(id)
        }
        for _ in 0..<12 {
            var id = AnimationID(rawValue: 0)
            id = engine.animate(from: 1.0, to: 3.0, spring: shared, update: { _ in }, completion: { _ in running.remove(id) })
            sharing.append(id)
        }
        running = Set(distinct + sharing)

        // The oracle: the running entries whose client is of each kind (which
        // kind a retarget gives depends on the spring started or retargeted
        // before it, see SpringTransitionMemoService).
        func expectCounts(_ label: String) {
            var own = 0
            var sharedKind = 0
            for kind in engine.liveKindsInStartOrder() {
                switch kind {
                case .doubleSpring: own += 1
                case .sharedDoubleSpring: sharedKind += 1
                default: break
                }
            }
            #expect(engine.pending.isEmpty)
            #expect(own + sharedKind == running.count, "\(label)")
            // Springs of their own in records are not clients.
            #expect(engine.springBatch.liveSprings == own - engine.unpromotedRecordCount, "\(label)")
            #expect((engine.sharedSpringMemo?.liveSprings ?? 0) == sharedKind, "\(label)")
        }
        expectCounts("started")
        for round in 0..<3 {
            for id in distinct + sharing { #expect(engine.retarget(id, to: Double(round) + 0.5)) }
            expectCounts("after retargets, round \(round)")
            engine.advance(by: .milliseconds(16))
            expectCounts("after a frame with retargets in callbacks, round \(round)")
        }
        #expect(retargetsInFrame > 0)
        while !engine.isIdle { engine.advance(by: .milliseconds(16)) }
        #expect(running.isEmpty)
        expectCounts("idle")
        #expect(engine.springBatch.liveSprings == 0)
    }
}
