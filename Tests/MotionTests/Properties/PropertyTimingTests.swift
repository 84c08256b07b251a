import Motion
import Testing

/// Fill, iteration start, computed timing and live updates on property
/// groups and sequences, which take them for the whole (linear easing).
/// Oracle: value = from + (to − from)·p, with p the whole's transformed
/// progress from the Web Animations formulas.
@Suite("Property animations with Web Animations timing")
struct PropertyTimingTests {
    /// The value within the rounding of time in seconds (the oracle is exact).
    private func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) <= 1e-9 * max(1, abs(expected)) }

    private final class Puck {
        var x = 0.0
        var y = 0.0
    }

    @Test("A sequence with fill none returns every property to its underlying value")
    func sequenceNone() {
        let engine = AnimationEngine()
        let puck = Puck()
        puck.x = 5
        puck.y = 7
        engine.animateSequence(options: .init(fill: .none)) { s in
            s.append(puck) { a in a.animate(\.x, to: 105, duration: .ms(100)) }
            s.append(puck) { a in a.animate(\.y, to: 107, duration: .ms(100)) }
        }
        engine.advance(to: .ms(150))
        #expect(near(puck.x, 105))
        #expect(near(puck.y, 57))
        engine.advance(to: .ms(200))
        #expect(puck.x == 5)
        #expect(puck.y == 7)
    }

    @Test("A property group with iterationStart 0.5 starts half-way")
    func groupIterationStart() {
        // Overall progress t/100 + 0.5: 0 ms → 0.5, 25 ms → 0.75.
        let engine = AnimationEngine()
        let puck = Puck()
        engine.animate(puck, options: .init(iterationStart: 0.5)) { a in
            a.animate(\.x, from: 0, to: 100, duration: .ms(100))
        }
        engine.advance(to: .ms(0))
        #expect(near(puck.x, 50))
        engine.advance(to: .ms(25))
        #expect(near(puck.x, 75))
    }

    @Test("A property group's computed timing and a live duration update")
    func groupTimingAndUpdate() {
        let engine = AnimationEngine()
        let puck = Puck()
        let id = engine.animate(puck) { a in a.animate(\.x, from: 0, to: 100, duration: .ms(100)) }
        engine.advance(to: .ms(40))
        #expect(engine.timing(of: id)?.transformedProgress == 0.4)
        #expect(engine.timing(of: id)?.phase == .active)
        // Twice as long from the same local time: 40/200 = 0.2 on the next frame.
        engine.updateTiming(of: id, TimingUpdate(duration: .time(.ms(200))))
        engine.advance(by: .zero)
        #expect(near(puck.x, 20))
    }
}
