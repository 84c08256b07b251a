import Testing
import Motion

/// A class that hands the engine a setter for `x` only.
private final class CountingTarget: DirectlyWritable {
    var x = 0.0
    var y = 0.0
    var directWrites = 0

    static func directSetter<Value>(for keyPath: ReferenceWritableKeyPath<CountingTarget, Value>) -> ((CountingTarget, Value) -> Void)? {
        guard keyPath == \CountingTarget.x else { return nil }
        return { target, value in
            target.directWrites += 1
            target.x = value as! Double
        }
    }
}

@Suite("DirectlyWritable")
struct DirectlyWritableTests {
    @Test("The engine writes through the direct setter, and through the key path for other properties")
    func directSetterIsUsed() {
        let engine = AnimationEngine()
        let target = CountingTarget()
        engine.animate(target) { a in
            a.animate(\.x, to: 100, duration: .seconds(1))
            a.animate(\.y, to: 50, duration: .seconds(1))
        }
        engine.advance(to: .milliseconds(250))
        // Linear: 100·0.25 and 50·0.25.
        #expect(target.x == 25)
        #expect(target.y == 12.5)
        #expect(target.directWrites == 1)
        engine.advance(to: .milliseconds(1000))
        #expect(target.x == 100)
        #expect(target.y == 50)
        #expect(target.directWrites == 2)
    }
}
