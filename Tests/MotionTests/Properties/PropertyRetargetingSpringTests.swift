import Foundation
import Motion
import Testing

/// A spring with a readable name for test arguments.
struct NamedSpring: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: Spring
    var testDescription: String { name }
}

let retargetSprings: [NamedSpring] = [
    NamedSpring(name: "smooth (ζ = 1)", spring: .smooth),
    NamedSpring(name: "snappy", spring: .snappy),
    NamedSpring(name: "bouncy", spring: .bouncy),
    NamedSpring(name: "overdamped ζ = 1.4", spring: Spring(response: 0.4, dampingRatio: 1.4)),
]

/// The spring decay's oscillator, ω₀ = 14 and ζ = 0.97, from the spec (FlightAnimator's constants).
let decayOracle = OscillatorOracle(omega0: 14, zeta: 0.97)

/// Where a new motion must start, from the oracle: the old motion's position at the
/// retarget and the velocity the new motion must start with.
struct SpringHandOff {
    var position: CGPoint
    var velocity: CGPoint
}

/// Samples the first three frames of a new motion `h` apart, starting at `start` seconds.
func sampleStart(
    _ engine: AnimationEngine, at start: Double, h: Double, read: () -> CGPoint
) -> (first: CGPoint, velocity: CGPoint) {
    engine.advance(to: engineTime(start))
    let x0 = read()
    engine.advance(to: engineTime(start + h))
    let x1 = read()
    engine.advance(to: engineTime(start + 2 * h))
    return (x0, forwardVelocity(x0, x1, read(), h: h))
}

/// Tolerances. Times are exact to about 2 ns (whole-nanosecond engine times, see
/// PropertyRetargetingTests) and the motions here move under 5000 units/s, so
/// positions agree to 2e-5. The start velocity is a second-order forward difference
/// with h = 10 µs: truncation h²·|x‴|/3 < 1e-4 for ω₀ ≤ 14 and scales ≤ 500, hence 1e-3.
let springPositionTolerance = 2e-5
let springVelocityTolerance = 1e-3

/// Checks a spring motion started at `start` from `handOff` toward `target`:
/// its first frame, start velocity, positions at chosen times and end time.
/// `velocitySlack` (units/s) is how far the engine's hand-off velocity may be from the
/// exact one; it moves positions by at most `velocitySlack` · max|m01(t)| < 0.1 s.
func checkSpringMotion(
    _ engine: AnimationEngine, id: AnimationID, oracle: OscillatorOracle, epsilon: Double, start: Double,
    from handOff: SpringHandOff, shown: CGPoint, toward target: CGPoint, velocitySlack: Double = 0,
    read: () -> CGPoint, sourceLocation: SourceLocation = #_sourceLocation
) {
    let h = 1e-5
    let (first, velocity) = sampleStart(engine, at: start, h: h, read: read)
    #expect(first == shown, "the new motion starts exactly at the presented value", sourceLocation: sourceLocation)
    #expect(
        vectorDistance(velocity, handOff.velocity) <= springVelocityTolerance + velocitySlack,
        "start velocity \(velocity), expected \(handOff.velocity)", sourceLocation: sourceLocation)
    let settle = oracle.documentedSettleTime(
        distance: vectorDistance(handOff.position, target), speed: handOff.velocity.magnitude, epsilon: epsilon)
    for tau in [0.04, 0.12, 0.25] where tau < settle {
        engine.advance(to: engineTime(start + tau))
        let expected = oracle.state(from: handOff.position, to: target, velocity: handOff.velocity, t: tau).position
        #expect(
            vectorDistance(read(), expected) <= springPositionTolerance + 0.1 * velocitySlack,
            "at +\(tau) s: \(read()) vs \(expected)",
            sourceLocation: sourceLocation)
    }
    // Duration = the settle time; the C solver refines it to 1e-9 s, the engine rounds up to 1 ns.
    engine.advance(to: engineTime(start + settle - 2e-6))
    #expect(engine.isActive(id), "still running just before the settle time", sourceLocation: sourceLocation)
    engine.advance(to: engineTime(start + settle + 2e-6))
    #expect(!engine.isActive(id) && read() == target, sourceLocation: sourceLocation)
}

@Suite("Property retargeting: springs and spring decays")
struct PropertyRetargetingSpringTests {
    @Test("Spring → spring: value and exact velocity carry over", arguments: retargetFractions, retargetSprings)
    func springToSpring(fraction: Double, named: NamedSpring) {
        let engine = AnimationEngine()
        let layer = Layer()
        let oracle = OscillatorOracle(named.spring)
        let (a, b, c) = (CGPoint(x: 0, y: 0), CGPoint(x: 300, y: -120), CGPoint(x: 80, y: 200))
        let oldLog = GroupLog()
        engine.animate(layer) { g in
            g.animate(\.position, from: a, to: b, with: .spring(named.spring))
            oldLog.attach(to: g, engine: engine)
        }
        let flight = oracle.documentedSettleTime(distance: vectorDistance(a, b), speed: 0, epsilon: 0.001)
        let start = (fraction * flight * 1e9).rounded() / 1e9
        engine.advance(to: engineTime(start))
        let old = oracle.state(from: a, to: b, velocity: .zero, t: start)
        #expect(vectorDistance(layer.position, old.position) <= springPositionTolerance)
        let shown = layer.position
        let id = engine.animate(layer) { g in g.animate(\.position, to: c, with: .spring(named.spring)) }
        #expect(oldLog.stops == [.replaced])
        checkSpringMotion(
            engine, id: id, oracle: oracle, epsilon: 0.001, start: start,
            from: SpringHandOff(position: old.position, velocity: old.velocity), shown: shown, toward: c,
            read: { layer.position })
    }

    @Test("Spring decay → spring: the decay's velocity carries over (plain key path)", arguments: retargetFractions)
    func decayToSpring(fraction: Double) {
        let engine = AnimationEngine()
        let model = KeyPathModel()
        let (a, b, c) = (CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 40), CGPoint(x: -50, y: 90))
        let fling = CGPoint(x: 900, y: -1400)
        engine.animate(model) { g in g.animate(\.center, from: a, to: b, with: .springDecay(velocity: fling)) }
        let flight = decayOracle.documentedSettleTime(
            distance: vectorDistance(a, b), speed: fling.magnitude, epsilon: 1.0 / 256)
        let start = (fraction * flight * 1e9).rounded() / 1e9
        engine.advance(to: engineTime(start))
        let old = decayOracle.state(from: a, to: b, velocity: fling, t: start)
        #expect(vectorDistance(model.center, old.position) <= springPositionTolerance)
        let shown = model.center
        let id = engine.animate(model) { g in
            g.animate(\.center, to: c, with: .spring(PropertyPhysics<CGPoint>.decaySpring))
        }
        checkSpringMotion(
            engine, id: id, oracle: decayOracle, epsilon: 0.001, start: start,
            from: SpringHandOff(position: old.position, velocity: old.velocity), shown: shown, toward: c,
            read: { model.center })
    }

    @Test("Spring decay → spring decay: the given velocity replaces the old one", arguments: retargetFractions)
    func decayToDecay(fraction: Double) {
        let engine = AnimationEngine()
        let layer = Layer()
        let (a, b, c) = (CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 150))
        let fling = CGPoint(x: 2000, y: 300)
        let second = CGPoint(x: -400, y: 800)
        engine.animate(layer) { g in g.animate(\.position, from: a, to: b, with: .springDecay(velocity: fling)) }
        let flight = decayOracle.documentedSettleTime(
            distance: vectorDistance(a, b), speed: fling.magnitude, epsilon: 1.0 / 256)
        let start = (fraction * flight * 1e9).rounded() / 1e9
        engine.advance(to: engineTime(start))
        let old = decayOracle.state(from: a, to: b, velocity: fling, t: start)
        #expect(vectorDistance(layer.position, old.position) <= springPositionTolerance)
        let shown = layer.position
        let id = engine.animate(layer) { g in g.animate(\.position, to: c, with: .springDecay(velocity: second)) }
        checkSpringMotion(
            engine, id: id, oracle: decayOracle, epsilon: 1.0 / 256, start: start,
            from: SpringHandOff(position: old.position, velocity: second), shown: shown, toward: c,
            read: { layer.position })
    }

    @Test("Timed curve → spring: the curve's velocity carries over", arguments: retargetFractions, retargetCurves)
    func timedToSpring(fraction: Double, curve: RetargetCurve) {
        let engine = AnimationEngine()
        let layer = Layer()
        let (a, b, c) = (CGPoint(x: 0, y: 0), CGPoint(x: 240, y: 80), CGPoint(x: 100, y: 260))
        engine.animate(layer) { g in
            g.animate(\.position, from: a, to: b, duration: .seconds(1), easing: curve.easing)
        }
        engine.advance(to: engineTime(fraction))
        // 1 s flight from engine time 0: unit time = fraction.
        let position = a.interpolated(to: b, fraction: curve.easing.value(at: fraction))
        let velocity = (b - a).scaled(by: curve.slope(fraction))
        #expect(vectorDistance(layer.position, position) <= springPositionTolerance)
        let shown = layer.position
        let id = engine.animate(layer) { g in g.animate(\.position, to: c, with: .spring(.snappy)) }
        checkSpringMotion(
            engine, id: id, oracle: OscillatorOracle(.snappy), epsilon: 0.001, start: fraction,
            from: SpringHandOff(position: position, velocity: velocity), shown: shown, toward: c,
            velocitySlack: timedVelocitySlack(span: vectorDistance(a, b)), read: { layer.position })
    }

    @Test("Spring → timed curve with .continuous: the lead-in starts with the spring's velocity",
          arguments: retargetFractions)
    func springToContinuousCurve(fraction: Double) {
        let engine = AnimationEngine()
        let model = KeyPathModel()
        let oracle = OscillatorOracle(.bouncy)
        let (a, b, c) = (CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 300), CGPoint(x: 250, y: 100))
        engine.animate(model) { g in g.animate(\.center, from: a, to: b, with: .spring(.bouncy)) }
        let flight = oracle.documentedSettleTime(distance: 300, speed: 0, epsilon: 0.001)
        let start = (fraction * flight * 1e9).rounded() / 1e9
        engine.advance(to: engineTime(start))
        let old = oracle.state(from: a, to: b, velocity: .zero, t: start)
        let shown = model.center
        #expect(vectorDistance(shown, old.position) <= springPositionTolerance)
        let id = engine.animate(model, retargeting: .continuous) { g in
            g.animate(\.center, to: c, duration: .seconds(0.6), easing: .easeInOutCubic)
        }
        // Duration × remaining/(remaining + travelled), travelled from the spring's start a.
        let remaining = vectorDistance(c, old.position)
        let played = 0.6 * remaining / (remaining + vectorDistance(old.position, a))
        let leadIn = old.velocity.scaled(by: played)  // e′(0) = 0 for easeInOutCubic
        let (first, velocity) = sampleStart(engine, at: start, h: 1e-5) { model.center }
        #expect(first == shown)
        #expect(
            vectorDistance(velocity, old.velocity) <= springVelocityTolerance + 1e-4 * remaining / played,
            "\(velocity) vs \(old.velocity)")
        for k in [0.25, 0.5, 0.75] {
            engine.advance(to: engineTime(start + k * played))
            let expected =
                old.position.interpolated(to: c, fraction: Easing.easeInOutCubic.value(at: k))
                + leadIn.scaled(by: k * (1 - k) * (1 - k))
            #expect(vectorDistance(model.center, expected) <= springPositionTolerance, "u = \(k)")
        }
        engine.advance(to: engineTime(start + played + 2e-6))
        #expect(!engine.isActive(id) && model.center == c)
    }
}
