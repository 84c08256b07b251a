import Testing

@testable import Motion

/// The engine's ``SpringTable`` (issue #17): which springs it keeps, what
/// moves one into an entry, when it lets go of their blocks, and the edges of
/// a record's last frame, each against the entry path (a twin started with
/// `.shorten(factor: 1)`, which changes no time but keeps it out of the table).
@Suite("Engine spring table")
struct SpringTableTests {
    final class Witness {
        var values: [Double] = []
    }

    static let spring = Spring(mass: 1, stiffness: 170, damping: 12)

    /// Starts a spring of its own (its parameters drawn from `seed`, so that
    /// no two share a run) on `engine`, as a record unless `asEntry`.
    @discardableResult
    static func startSpring(
        on engine: AnimationEngine, seed: Double, asEntry: Bool = false, delay: Duration = .zero,
        options: AnimationOptions = .once, update: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        var options = options
        if asEntry { options.reducedMotion = .shorten(factor: 1) }
        return engine.animate(
            from: 0.5 + seed, to: 3, initialVelocity: 2, spring: Spring(mass: 1, stiffness: 150 + seed, damping: 9),
            delay: delay, options: options, update: update, completion: completion)
    }

    @Test("Springs of their own with the plainest timing become records; every other spring an entry")
    func eligibility() {
        let engine = AnimationEngine()
        var seed = 0.0
        func records(_ start: () -> Void) -> Int {
            let before = engine.unpromotedRecordCount
            start()
            seed += 1
            return engine.unpromotedRecordCount - before
        }
        engine.advance(to: .ms(1))
        #expect(records { Self.startSpring(on: engine, seed: seed, update: { _ in }) } == 1)
        #expect(records { Self.startSpring(on: engine, seed: seed, delay: .ms(30), update: { _ in }, completion: { _ in }) } == 1)
        // The generic form for Double takes the same path.
        #expect(records {
            engine.animate(
                from: 0.0 as Double, to: 1.0, spring: Spring(mass: 1, stiffness: 150 + seed, damping: 9),
                update: { (_: Double) in })
        } == 1)
        let others: [AnimationOptions] = [
            AnimationOptions(fill: .forwards), AnimationOptions(fill: .both), AnimationOptions(speed: 2), .autoreverse,
            .repeating(2), AnimationOptions(iterationStart: 0.5), AnimationOptions(endDelay: .ms(5)),
            AnimationOptions(reducedMotion: .skipToEnd), AnimationOptions(direction: .reverse),
        ]
        for options in others {
            #expect(records { Self.startSpring(on: engine, seed: seed, options: options, update: { _ in }) } == 0, "\(options)")
        }
        #expect(records { Self.startSpring(on: engine, seed: seed, delay: .ms(-5), update: { _ in }) } == 0)
        // A threshold other than the default, a second animation on one Spring, a spring at rest.
        #expect(records {
            engine.animate(from: 0.0, to: 1.0, spring: Spring(mass: 1, stiffness: 150 + seed, damping: 9), epsilon: 1e-4, update: { _ in })
        } == 0)
        #expect(records { engine.animate(from: 0.0, to: 1.0, spring: Self.spring, update: { _ in }) } == 1)
        #expect(records { engine.animate(from: 0.0, to: 1.0, spring: Self.spring, update: { _ in }) } == 0)
        #expect(records { engine.animate(from: 1.0, to: 1.0, spring: Spring(mass: 1, stiffness: 150 + seed, damping: 9), update: { _ in }) } == 0)
        // Started inside a frame: an entry (records are appended only between frames).
        var inFrame = 0
        Self.startSpring(on: engine, seed: 500, update: { [weak engine] _ in
            guard let engine, inFrame == 0 else { return }
            let before = engine.unpromotedRecordCount
            Self.startSpring(on: engine, seed: 600, update: { _ in })
            inFrame = engine.unpromotedRecordCount - before + 1
        })
        engine.advance(to: .ms(20))
        #expect(inFrame == 1)
        let reduced = AnimationEngine(reducedMotion: .shorten(factor: 0.5))
        Self.startSpring(on: reduced, seed: 0, update: { _ in })
        #expect(reduced.unpromotedRecordCount == 0)
    }

    @Test("Anything but a frame moves a record into an entry; isActive and cancel do not")
    func promotion() {
        let engine = AnimationEngine()
        let id = Self.startSpring(on: engine, seed: 1, update: { _ in })
        engine.advance(to: .ms(16))
        #expect(engine.isActive(id) && engine.unpromotedRecordCount == 1)
        #expect(engine.progress(of: id) != nil)
        #expect(engine.unpromotedRecordCount == 0 && engine.springBatch.liveSprings == 1)
        let other = Self.startSpring(on: engine, seed: 2, update: { _ in })
        engine.cancel(other)
        #expect(!engine.isActive(other) && engine.springBatch.liveSprings == 1)
        #expect(engine.activeAnimationCount == 1)
    }

    /// On its last frame a record delivers its target and finishes; a
    /// callback there that moves it into an entry and pauses it (a
    /// generation change) stops the finish, one that only reads it does not.
    @Test("A record's last frame: a callback that pauses it, or only reads it, as with an entry", arguments: [false, true])
    func lastFrameCallback(pauses: Bool) {
        var logs: [[String]] = []
        for asEntry in [false, true] {
            let engine = AnimationEngine()
            var log: [String] = []
            var id = AnimationID(rawValue: 0)
            id = Self.startSpring(
                on: engine, seed: 3, asEntry: asEntry,
                update: { [weak engine] value in
                    guard let engine else { return }
                    log.append("\(value.bitPattern)")
                    if value == 3 {
                        if pauses { engine.pause(id) } else { log.append("\(String(describing: engine.progress(of: id)))") }
                    }
                }, completion: { log.append("\($0)") })
            for ms in stride(from: 16.0, through: 4_000, by: 16) { engine.advance(to: .ms(ms)) }
            engine.resume(id)
            engine.advance(to: .ms(4_100))
            logs.append(log)
        }
        #expect(logs[0] == logs[1])
        // Paused on its last frame, it does not finish there; resumed at its end, it plays again.
        #expect(logs[0].contains("finished") == !pauses)
    }

    @Test("A record's blocks go when it ends: at once outside a frame, when the frame ends inside one")
    func blocksReleased() {
        let engine = AnimationEngine()
        weak var finished: Witness?
        weak var cancelled: Witness?
        weak var selfCancelled: Witness?
        weak var completionCapture: Witness?
        weak var moved: Witness?
        do {
            let a = Witness()
            let b = Witness()
            let c = Witness()
            let d = Witness()
            finished = a
            cancelled = b
            selfCancelled = c
            completionCapture = d
            let e = Witness()
            moved = e
            // Moved into an entry by a query: its block lives in the record's array and in the client.
            let movedID = Self.startSpring(on: engine, seed: 7, update: { e.values.append($0) })
            _ = engine.velocity(of: movedID, as: Double.self)
            Self.startSpring(on: engine, seed: 4, update: { a.values.append($0) }, completion: { _ in d.values.append(0) })
            let id = Self.startSpring(on: engine, seed: 5, update: { b.values.append($0) })
            var selfID: AnimationID?
            selfID = Self.startSpring(on: engine, seed: 6, update: { value in
                c.values.append(value)
                engine.cancel(selfID!)
            })
            engine.advance(to: .ms(16))
            #expect(engine.unpromotedRecordCount == 2)
            engine.cancel(id)
        }
        #expect(cancelled == nil)
        #expect(selfCancelled == nil)
        #expect(finished != nil && completionCapture != nil && moved != nil)
        engine.advance(to: .seconds(10))
        #expect(finished == nil && completionCapture == nil && moved == nil)
        #expect(engine.isIdle)
    }

    @Test("An engine that goes away cancels its records and entries in start order")
    func deinitOrder() {
        var ends: [Int] = []
        do {
            let engine = AnimationEngine()
            for index in 0..<6 {
                let completion: (CompletionReason) -> Void = { reason in
                    if reason == .cancelled { ends.append(index) }
                }
                if index % 2 == 0 {
                    Self.startSpring(on: engine, seed: Double(index), update: { _ in }, completion: completion)
                } else {
                    engine.animate(from: 0.0, to: 1.0, duration: .seconds(1), update: { _ in }, completion: completion)
                }
            }
            engine.advance(to: .ms(16))
            #expect(engine.unpromotedRecordCount == 3)
        }
        #expect(ends == [0, 1, 2, 3, 4, 5])
    }

    @Test("Completions of one frame run in end time order, then start order, across records and entries")
    func completionOrder() {
        var ends: [Int] = []
        let engine = AnimationEngine()
        // Pairs with one spring: the record and its entry twin end at the same time.
        for index in 0..<8 {
            let seed = Double(index / 2)
            Self.startSpring(
                on: engine, seed: seed, asEntry: index % 2 == 1, update: { _ in }, completion: { _ in ends.append(index) })
        }
        let settles = (0..<4).map { seed in
            SpringTrajectory<Double>(
                spring: Spring(mass: 1, stiffness: 150 + Double(seed), damping: 9), start: 0.5 + Double(seed),
                initialVelocity: 2, target: 3, epsilon: 0.001, update: { _ in }
            ).durationNanoseconds
        }
        engine.advance(to: .seconds(60))
        // The oracle: sorted by settle time, then by start.
        let expected = (0..<8).sorted { (a: Int, b: Int) -> Bool in
            let (x, y) = (settles[a / 2], settles[b / 2])
            return x != y ? x < y : a < b
        }
        #expect(ends == expected)
    }

    @Test("The table follows reserveCapacity and gives storage back after a burst")
    func storage() {
        let engine = AnimationEngine()
        engine.reserveCapacity(500)
        for index in 0..<300 { Self.startSpring(on: engine, seed: Double(index) / 7, update: { _ in }) }
        #expect(engine.springTable?.capacity == 500)
        engine.reserveCapacity(0)
        for index in 0..<3_000 { Self.startSpring(on: engine, seed: 100 + Double(index) / 7, update: { _ in }) }
        let peak = engine.springTable?.capacity ?? 0
        #expect(peak >= 3_300)
        engine.advance(to: .seconds(60))
        #expect(engine.isIdle)
        #expect((engine.springTable?.capacity ?? 0) <= 16 && engine.springTable?.count == 0)
    }
}
