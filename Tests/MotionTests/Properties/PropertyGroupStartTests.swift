import Foundation
import Testing

@testable import Motion

// What starting a group resolves, checked against values computed here from
// the documented rules (linear curves, so the oracle is the straight line).

private func at(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

@Suite("Property group start")
struct PropertyGroupStartTests {
    /// Within one group, a property animated again starts from the earlier
    /// animation's target (as a later group of a sequence does), not from the
    /// presented value; the later track wins each frame.
    @Test("A property animated twice in one group chains to the first target")
    func chainsWithinAGroup() {
        let engine = AnimationEngine()
        let layer = Layer(opacity: 1)
        engine.animate(layer) { a in
            a.animate(\.opacity, to: 0.2, duration: .seconds(1))
            a.animate(\.position, to: CGPoint(x: 100, y: 0), duration: .seconds(1))
            a.animate(\.opacity, to: 0.6, duration: .seconds(1))
        }
        engine.advance(to: at(0.25))
        // From 0.2 (the first target) to 0.6: 0.2 + 0.4 · 0.25.
        #expect(abs(layer.opacity - 0.3) < 1e-12)
        #expect(abs(layer.position.x - 25) < 1e-9)
        engine.advance(to: at(1))
        #expect(layer.opacity == 0.6)
    }

    /// Several groups own one property (`overwrite: .none`); a conflicting
    /// group replaces every one of them and starts from the newest presented value.
    @Test("A conflicting group replaces all owners of a property and starts from the newest")
    func replacesEveryOwner() {
        let engine = AnimationEngine()
        let layer = Layer(opacity: 0)
        var stops: [[CompletionReason]] = [[], [], []]
        for index in 0..<3 {
            engine.animate(layer, overwrite: .none) { a in
                a.animate(\.opacity, from: 0, to: Double(index + 1), duration: .seconds(1))
                a.animate(\.cornerRadius, from: 0, to: 10, duration: .seconds(1))
                a.didStop { stops[index].append($0) }
            }
        }
        engine.advance(to: at(0.5))
        // The last group started wins: 3 · 0.5.
        #expect(abs(layer.opacity - 1.5) < 1e-12)
        engine.animate(layer) { a in
            a.animate(\.opacity, to: 0, duration: .seconds(1))
        }
        // Each old group keeps its corner radius: replaced are only the opacities.
        #expect(stops == [[], [], []])
        engine.advance(to: at(0.75))
        // From the newest owner's 1.5 toward 0, a quarter of the way, scaled
        // duration: remaining 1.5, travelled 1.5 (from the newest's start 0), so 0.5 s.
        #expect(abs(layer.opacity - 1.5 * (1 - 0.25 / 0.5)) < 1e-9)
        #expect(abs(layer.cornerRadius - 7.5) < 1e-9)
        engine.advance(to: at(1))
        #expect(stops == [[.finished], [.finished], [.finished]])
        #expect(layer.opacity == 0)
    }

    /// A group that replaces every property of another ends it `.replaced`,
    /// whichever of its owners' lists the replaced tracks were in.
    @Test("Replacing all of a group's properties ends it replaced")
    func replacesWholeGroup() {
        let engine = AnimationEngine()
        let layer = Layer()
        var reasons: [CompletionReason] = []
        engine.animate(layer) { a in
            a.animate(\.opacity, to: 0, duration: .seconds(1))
            a.animate(\.zPosition, to: 4, duration: .seconds(1))
            a.didStop { reasons.append($0) }
        }
        engine.advance(to: at(0.5))
        engine.animate(layer) { a in
            a.animate(\.zPosition, to: 0, duration: .seconds(1))
            a.animate(\.opacity, to: 1, duration: .seconds(1))
        }
        #expect(reasons == [.replaced])
    }

    /// `Layer`'s properties are read from its storage by slot when a group
    /// starts: each must read what the public getter reads.
    @Test("Reading a Layer property by slot gives the getter's value, for every slot")
    func layerSlotsRead() {
        let layer = Layer(
            position: CGPoint(x: 1, y: 2), bounds: CGRect(x: 3, y: 4, width: 5, height: 6),
            anchorPoint: CGPoint(x: 0.25, y: 0.75), transform: Transform3D(translationX: 7, y: 8, z: 9), opacity: 0.5,
            backgroundColor: MotionColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), cornerRadius: 11,
            zPosition: 12, borderWidth: 13, borderColor: MotionColor(red: 0.5, green: 0.6, blue: 0.7),
            shadowOpacity: 0.8, shadowRadius: 14, shadowOffset: CGSize(width: 15, height: 16),
            shadowColor: MotionColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.6))
        func read<Value>(_ keyPath: ReferenceWritableKeyPath<Layer, Value>) -> Value {
            let accessor = PropertyAccessor(keyPath)
            guard case .layer = accessor else {
                Issue.record("\(keyPath) has no slot")
                return layer[keyPath: keyPath]
            }
            return accessor.get(layer)
        }
        #expect(read(\.position) == layer.position)
        #expect(read(\.bounds) == layer.bounds)
        #expect(read(\.anchorPoint) == layer.anchorPoint)
        #expect(read(\.transform) == layer.transform)
        #expect(read(\.opacity) == layer.opacity)
        #expect(read(\.backgroundColor) == layer.backgroundColor)
        #expect(read(\.cornerRadius) == layer.cornerRadius)
        #expect(read(\.zPosition) == layer.zPosition)
        #expect(read(\.borderWidth) == layer.borderWidth)
        #expect(read(\.borderColor) == layer.borderColor)
        #expect(read(\.shadowOpacity) == layer.shadowOpacity)
        #expect(read(\.shadowRadius) == layer.shadowRadius)
        #expect(read(\.shadowOffset) == layer.shadowOffset)
        #expect(read(\.shadowColor) == layer.shadowColor)
    }

    /// Keys of `Layer` properties name the slot: equal for the same property,
    /// different for different ones, as the key paths are.
    @Test("Layer property keys are equal exactly when their key paths are")
    func layerKeys() {
        let keyPaths: [PartialKeyPath<Layer>] = [\.position, \.anchorPoint, \.cornerRadius, \.zPosition, \.opacity]
        let keys: [PropertyKey] = [
            PropertyAccessor(\Layer.position).key, PropertyAccessor(\Layer.anchorPoint).key,
            PropertyAccessor(\Layer.cornerRadius).key, PropertyAccessor(\Layer.zPosition).key,
            PropertyAccessor(\Layer.opacity).key,
        ]
        for i in keys.indices {
            for j in keys.indices {
                #expect((keys[i] == keys[j]) == (keyPaths[i] == keyPaths[j]))
            }
        }
        #expect(PropertyAccessor(\Layer.position).key == PropertyAccessor(\Layer.position).key)
    }

    /// `Duration.seconds` takes a 64-bit path for durations up to 9.2 s: it
    /// must give what `components` gives, on both sides of that limit.
    @Test("Duration.seconds is the components' sum on the 64-bit path and beyond it")
    func durationSeconds() {
        var durations: [Duration] = [
            .zero, .nanoseconds(1), .milliseconds(500), .seconds(1), .nanoseconds(9_223_372_036),
            .nanoseconds(9_223_372_037), .seconds(10), .seconds(3600) + .nanoseconds(7), .milliseconds(-250),
            .seconds(-12),
        ]
        var generator = SplitMix64(seed: 29)
        for _ in 0..<200 {
            durations.append(.nanoseconds(Int64.random(in: 0...20_000_000_000, using: &generator)))
        }
        for duration in durations {
            let (whole, attoseconds) = duration.components
            #expect(duration.seconds == Double(whole) + Double(attoseconds) * 1e-18, "\(duration)")
        }
    }

    /// The tracks of one record type share their functions (one object per
    /// type and engine, not one per track).
    @Test("Tracks of one type share their functions; other types have their own")
    func sharedFunctions() {
        let engine = AnimationEngine()
        let layers = [Layer(), Layer()]
        var groups: [PropertyGroup<Layer>] = []
        for layer in layers {
            groups.append(
                engine.makeGroup(layer, index: 0, .maxTime, .conflicting, .scaled) { a in
                    a.animate(\.position, to: CGPoint(x: 1, y: 1), duration: .seconds(1))
                    a.animate(\.anchorPoint, to: CGPoint(x: 1, y: 1), duration: .seconds(1))
                    a.animate(\.opacity, to: 0, duration: .seconds(1))
                })
        }
        func functions(_ group: Int, _ track: Int) -> ObjectIdentifier {
            ObjectIdentifier(groups[group].tracks[track].state.pointee.functions)
        }
        #expect(functions(0, 0) == functions(0, 1))
        #expect(functions(0, 0) == functions(1, 0))
        #expect(functions(0, 2) == functions(1, 2))
        #expect(functions(0, 0) != functions(0, 2))
    }
}

extension PropertyGroupStartTests {
    /// A group of all of a `Layer`'s properties outgrows the staging block of
    /// its records (over 1 KB, moved while the builder runs): every value
    /// must still follow its linear curve.
    @Test("A group of every Layer property plays each on its line")
    func everyLayerProperty() {
        let engine = AnimationEngine()
        let layer = Layer()
        let white = MotionColor(red: 1, green: 1, blue: 1, alpha: 1)
        let transform = Transform3D(translationX: 40, y: 80, z: 120)
        engine.animate(layer) { a in
            a.animate(\.position, to: CGPoint(x: 100, y: 200), duration: .seconds(1))
            a.animate(\.bounds, to: CGRect(x: 0, y: 0, width: 40, height: 80), duration: .seconds(1))
            a.animate(\.anchorPoint, to: CGPoint(x: 1, y: 1), duration: .seconds(1))
            a.animate(\.transform, to: transform, duration: .seconds(1))
            a.animate(\.opacity, to: 0, duration: .seconds(1))
            a.animate(\.backgroundColor, to: white, duration: .seconds(1))
            a.animate(\.cornerRadius, to: 8, duration: .seconds(1))
            a.animate(\.zPosition, to: 4, duration: .seconds(1))
            a.animate(\.borderWidth, to: 2, duration: .seconds(1))
            a.animate(\.borderColor, to: white, duration: .seconds(1))
            a.animate(\.shadowOpacity, to: 1, duration: .seconds(1))
            a.animate(\.shadowRadius, to: 7, duration: .seconds(1))
            a.animate(\.shadowOffset, to: CGSize(width: 6, height: 9), duration: .seconds(1))
            a.animate(\.shadowColor, to: white, duration: .seconds(1))
        }
        engine.advance(to: at(0.25))
        // Linear from each default: start + (end − start) / 4.
        #expect(abs(layer.position.x - 25) < 1e-9 && abs(layer.position.y - 50) < 1e-9)
        #expect(abs(layer.bounds.width - 10) < 1e-9 && abs(layer.bounds.height - 20) < 1e-9)
        #expect(abs(layer.anchorPoint.x - 0.625) < 1e-12)
        #expect(abs(layer.opacity - 0.75) < 1e-12)
        #expect(abs(layer.cornerRadius - 2) < 1e-12)
        #expect(abs(layer.zPosition - 1) < 1e-12)
        #expect(abs(layer.borderWidth - 0.5) < 1e-12)
        #expect(abs(layer.shadowOpacity - 0.25) < 1e-12)
        #expect(abs(layer.shadowRadius - (3 + 4.0 / 4)) < 1e-12)
        #expect(abs(layer.shadowOffset.width - 1.5) < 1e-12 && abs(layer.shadowOffset.height - (-3 + 12.0 / 4)) < 1e-12)
        engine.advance(to: at(1))
        #expect(layer.position == CGPoint(x: 100, y: 200))
        #expect(layer.transform == transform)
        #expect(layer.backgroundColor == white && layer.borderColor == white && layer.shadowColor == white)
        #expect(layer.shadowOffset == CGSize(width: 6, height: 9))
    }
}
