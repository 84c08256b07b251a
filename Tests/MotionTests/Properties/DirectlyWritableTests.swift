import Foundation
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

    @Test("A Layer is written directly, through nested key paths too, and its release cancels the group")
    func layerWritesAndRelease() {
        let engine = AnimationEngine()
        let bystander = Layer()
        weak var weakLayer: Layer?
        var reasons: [CompletionReason] = []
        do {
            let layer = Layer(position: CGPoint(x: 0, y: 10), opacity: 1)
            weakLayer = layer
            engine.animate(layer) { a in
                a.animate(\.opacity, to: 0, duration: .seconds(1))
                a.animate(\.position.x, to: 80, duration: .seconds(1))
                a.didStop { reasons.append($0) }
            }
            engine.animate(bystander) { a in a.animate(\.cornerRadius, from: 0, to: 8, duration: .seconds(1)) }
            engine.advance(to: .milliseconds(250))
            // Linear: 1 − 0.25 and 80·0.25; y is untouched.
            #expect(layer.opacity == 0.75)
            #expect(layer.position == CGPoint(x: 20, y: 10))
        }
        #expect(weakLayer == nil, "the engine holds a Layer weakly too")
        engine.advance(to: .milliseconds(500))
        #expect(reasons == [.cancelled])
        engine.advance(to: .milliseconds(1000))
        #expect(reasons == [.cancelled])
        #expect(bystander.cornerRadius == 8, "other groups are unaffected")
    }
}
