import Foundation
import Motion
import Testing

/// The properties of a group share spring work per frame; each must still
/// follow its own spring exactly.
@Suite("Property springs shared within a group")
struct PropertySpringSharingTests {
    @Test("Springs that differ only in damping, or share one, each follow their own oscillator")
    func mixedSprings() {
        let engine = AnimationEngine()
        let layer = Layer(position: .zero, opacity: 1, cornerRadius: 0, zPosition: 0)
        let soft = Spring(mass: 1, stiffness: 100, damping: 10)
        let stiff = Spring(mass: 1, stiffness: 100, damping: 16)
        engine.animate(layer) { a in
            a.animate(\.opacity, to: 0, with: .spring(soft))
            a.animate(\.cornerRadius, to: 8, with: .spring(stiff))
            a.animate(\.zPosition, to: 4, with: .spring(soft))
            a.animate(\.position, to: CGPoint(x: 30, y: -10), with: .spring(stiff))
        }
        // Engine times are whole nanoseconds: at under 500 units/s that moves a value by
        // under 1e-6; a property on the other spring would be off by more than 1e-2.
        let tolerance = 1e-6
        let softOracle = OscillatorOracle(soft)
        let stiffOracle = OscillatorOracle(stiff)
        for t in [0.05, 0.1, 0.2, 0.35, 0.5] {
            engine.advance(to: engineTime(t))
            // Released at rest at displacement (from − to) toward `to`.
            let opacity = softOracle.state(x0: 1, v0: 0, t: t).x
            let corner = 8 + stiffOracle.state(x0: -8, v0: 0, t: t).x
            let z = 4 + softOracle.state(x0: -4, v0: 0, t: t).x
            let x = 30 + stiffOracle.state(x0: -30, v0: 0, t: t).x
            #expect(abs(layer.opacity - opacity) < tolerance, "t = \(t)")
            #expect(abs(layer.cornerRadius - corner) < tolerance, "t = \(t)")
            #expect(abs(layer.zPosition - z) < tolerance, "t = \(t)")
            #expect(abs(layer.position.x - x) < tolerance, "t = \(t)")
        }
    }

    @Test("Groups on runs of equal and different springs, started in two frames, each follow their own oscillator")
    func transitionsAcrossGroups() {
        // The engine's table shares a transition between groups only for the same
        // spring at the same time: runs of equal springs broken by others that differ
        // in one coefficient, and groups started 3 frames apart on the same springs.
        let engine = AnimationEngine()
        let springs = [
            Spring(mass: 1, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 100, damping: 10.5),
            Spring(mass: 2, stiffness: 120, damping: 9),
        ]
        let pattern = [0, 0, 1, 1, 0, 2, 2, 0, 1, 0]
        var animated: [(layer: Layer, spring: Spring, target: Double, start: Int64)] = []
        var now: Int64 = 0
        var checked = 0
        for step in 0..<60 {
            if step == 0 || step == 3 {
                for index in 0..<20 {
                    let layer = Layer(position: .zero, opacity: 1, cornerRadius: 0, zPosition: 0)
                    let spring = springs[pattern[index % pattern.count]]
                    let target = index % 3 == 0 ? 0.25 : 0
                    engine.animate(layer) { a in a.animate(\.opacity, to: target, with: .spring(spring)) }
                    animated.append((layer, spring, target, now))
                }
            }
            now += Int64(16_666_667 + (step % 4) * 1_000_003)
            engine.advance(to: .nanoseconds(now))
            for (index, item) in animated.enumerated() {
                let t = Double(now - item.start) / 1e9
                let expected = item.target + OscillatorOracle(item.spring).state(x0: 1 - item.target, v0: 0, t: t).x
                // Group time is progress × the unrounded group duration: within 1 ns of
                // the engine's, under 1e-8 at these speeds; a borrowed transition is off by far more.
                #expect(abs(item.layer.opacity - expected) < 1e-8, "group \(index), step \(step)")
                checked += 1
            }
        }
        #expect(checked == 20 * 60 + 20 * 57)
    }
}
