import Testing

@testable import Motion

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// The engine's entry storage: it grows as animations start, gives storage
/// back after a burst, and keeps what `reserveCapacity(_:)` asks for.
@Suite("Engine entry storage")
struct EngineStorageTests {
    /// Starts `count` linear tweens from 0 to 1 over `milliseconds`, recording into `sink`.
    static func startTweens(_ engine: AnimationEngine, count: Int, milliseconds: Int, sink: Recorder<Double>) {
        for _ in 0..<count {
            engine.animate(from: 0.0, to: 1.0, duration: .milliseconds(milliseconds), update: sink.update)
        }
    }

    @Test("After a burst ends, the storage shrinks, and animations started then still play exactly")
    func shrinksAfterABurst() {
        let engine = AnimationEngine()
        let sink = Recorder<Double>()
        Self.startTweens(engine, count: 10_000, milliseconds: 100, sink: sink)
        #expect(engine.capacity >= 10_000)
        // A long animation keeps running through the burst's end.
        let long = Recorder<Double>()
        engine.animate(from: 0.0, to: 8.0, duration: .seconds(2), update: long.update)
        engine.advance(to: .ms(50))
        engine.advance(to: .ms(150))
        #expect(engine.activeAnimationCount == 1)
        #expect(engine.capacity == 16)
        engine.advance(to: .ms(1_000))
        #expect(long.last == 8.0 * (1_000.0 / 2_000.0))
        // It grows again as animations start.
        Self.startTweens(engine, count: 100, milliseconds: 500, sink: sink)
        engine.advance(to: .ms(1_250))
        #expect(engine.capacity >= 101 && engine.capacity < 200)
        #expect(sink.last == 0.5 && long.last == 8.0 * (1_250.0 / 2_000.0))
    }

    @Test("Half-way down it keeps its storage: shrinking waits for a quarter, so start-and-end cycles do not reallocate")
    func hysteresis() {
        let engine = AnimationEngine()
        let sink = Recorder<Double>()
        Self.startTweens(engine, count: 1_000, milliseconds: 2_000, sink: sink)
        Self.startTweens(engine, count: 1_000, milliseconds: 100, sink: sink)
        let capacity = engine.capacity
        let base = engine.base
        engine.advance(to: .ms(200))
        // Half ended: compacted, not shrunk.
        #expect(engine.count == 1_000 && engine.capacity == capacity && engine.base == base)
    }

    @Test("A reservation holds: starting that many allocates no storage, and it stays when they end")
    func reservationHolds() {
        let engine = AnimationEngine()
        let sink = Recorder<Double>()
        engine.reserveCapacity(5_000)
        #expect(engine.capacity == 5_000)
        let base = engine.base
        Self.startTweens(engine, count: 5_000, milliseconds: 100, sink: sink)
        #expect(engine.base == base && engine.capacity == 5_000)
        engine.advance(to: .ms(200))
        #expect(engine.isIdle && engine.capacity == 5_000 && sink.last == 1.0)
        // Reserving less lifts the floor: the empty storage shrinks.
        engine.reserveCapacity(0)
        #expect(engine.capacity == 16)
        // Reserving less than is running keeps what runs.
        Self.startTweens(engine, count: 300, milliseconds: 100, sink: sink)
        engine.reserveCapacity(10)
        #expect(engine.count == 300 && engine.capacity >= 300)
    }

    @Test("A reservation from a callback takes effect when the frame ends, without moving entries during it")
    func reservationDuringAFrame() {
        let engine = AnimationEngine()
        var basesSeen: [UnsafeMutablePointer<AnimationEngine.Entry>] = []
        var reserved = false
        // Unowned: a block that held the engine would keep it alive (a cycle).
        engine.animate(from: 0.0, to: 1.0, duration: .seconds(1), update: { [unowned engine] _ in
            if !reserved {
                reserved = true
                engine.reserveCapacity(3_000)
            }
            basesSeen.append(engine.base)
        })
        let other = Recorder<Double>()
        engine.animate(from: 0.0, to: 1.0, duration: .seconds(1), update: { [unowned engine] value in
            basesSeen.append(engine.base)
            other.update(value)
        })
        engine.advance(to: .ms(100))
        #expect(basesSeen.count == 2 && basesSeen[0] == basesSeen[1])
        #expect(engine.capacity == 3_000)
        engine.advance(to: .ms(400))
        #expect(other.last == 0.4)
    }

    @Test("An entry is about 120 bytes, as reserveCapacity(_:)'s documentation says")
    func entrySize() {
        let stride = MemoryLayout<AnimationEngine.Entry>.stride
        #expect(stride >= 112 && stride <= 128, "\(stride) bytes")
    }

    @Test("A spring table record is about 180 bytes, as reserveCapacity(_:)'s documentation says")
    func recordSize() {
        let columns = [
            MemoryLayout<AnimationID>.stride, MemoryLayout<cspring_spring>.stride,
            MemoryLayout<SpringTable.Block>.stride, 3 * MemoryLayout<Int64>.stride,
            MemoryLayout<SpringTable.Completion>.stride, MemoryLayout<UnsafeMutablePointer<AnimationEngine.Entry>?>.stride,
            MemoryLayout<UInt8>.stride,
        ]
        let bytes = columns.reduce(0, +)
        #expect(bytes >= 170 && bytes <= 190, "\(bytes) bytes")
    }

    /// A class of one `Int64`: 24 bytes of instance (a 16-byte header).
    final class Probe {
        var value: Int64 = 0
    }

    /// The instance size Swift allocates for `type`, from its class metadata
    /// (without Objective-C interoperation: kind, superclass, flags, address
    /// point, then the size, a UInt32 at byte 24). `malloc`'s usable size is
    /// no measure: a reused free block may be larger than asked for.
    static func instanceSize(_ type: AnyClass) -> Int {
        #if canImport(ObjectiveC)
            return class_getInstanceSize(type)
        #else
            return Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
        #endif
    }

    @Test("Spring clients fit the heap blocks their documentation names: 160 bytes of their own, 80 shared")
    func springClientSizes() throws {
        // The metadata offset holds: a known class reads as 24 bytes.
        try #require(Self.instanceSize(Probe.self) == 24)
        let engine = AnimationEngine()
        let spring = Spring(mass: 1, stiffness: 100, damping: 4)
        engine.animate(from: 0.0, to: 1.0, spring: spring, update: { _ in })
        engine.animate(from: 0.0, to: 1.0, spring: spring, update: { _ in })
        engine.animate(from: 0.0, to: 1.0, spring: spring, epsilon: 1e-4, update: { _ in })
        // The first is a record of the spring table: a query moves it into a `DoubleSpring` entry.
        #expect(engine.unpromotedRecordCount == 1)
        _ = engine.isPaused(AnimationID(rawValue: 1))
        let clients = engine.liveClientsInStartOrder().compactMap { $0 }
        #expect(type(of: clients[0]) == DoubleSpring.self && type(of: clients[1]) == SharedDoubleSpring.self)
        #expect(clients[2] is SharedDoubleSpringWithExtras)
        // glibc's block: the size plus its 8-byte header, rounded up to 16.
        func block(_ size: Int) -> Int { (size + 8 + 15) / 16 * 16 }
        #expect(block(Self.instanceSize(DoubleSpring.self)) == 160, "\(Self.instanceSize(DoubleSpring.self))")
        #expect(block(Self.instanceSize(SharedDoubleSpring.self)) == 80, "\(Self.instanceSize(SharedDoubleSpring.self))")
    }

    @Test("A negative or impossible reservation stops")
    func badReservations() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().reserveCapacity(-1)
        }
        await #expect(processExitsWith: .failure) {
            AnimationEngine().reserveCapacity(Int.max / 64)
        }
    }
}
