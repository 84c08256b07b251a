import Foundation
import Motion
import Testing

/// An easing with its exact derivative, written out from its formula (for velocities).
struct RetargetCurve: Sendable, CustomTestStringConvertible {
    let name: String
    let easing: Easing
    let slope: @Sendable (Double) -> Double
    var slopeAtZero: Double { slope(0) }
    var testDescription: String { name }
}

let retargetCurves: [RetargetCurve] = [
    RetargetCurve(name: "linear", easing: .linear) { _ in 1 },
    RetargetCurve(name: "easeInOutCubic", easing: .easeInOutCubic) { u in
        u < 0.5 ? 12 * u * u : 12 * (1 - u) * (1 - u)
    },
    RetargetCurve(name: "easeOutQuad", easing: .easeOutQuad) { u in 2 * (1 - u) },
    RetargetCurve(name: "easeInSine", easing: .easeInSine) { u in Double.pi / 2 * sin(Double.pi / 2 * u) },
]

/// How far the engine's velocity of a timed curve may be from the exact one: it takes the
/// slope by a ±1e-6 central difference, off by |Δe″|·1e-6/4 where e″ jumps (easeInOutCubic
/// at ½: 24), times the distance `span` of the curve.
func timedVelocitySlack(span: Double) -> Double { 6e-6 * span }

/// Where in the old flight the property is redirected.
let retargetFractions = [0.3, 0.5, 0.9]

/// Redirects a timed vector flight (1 s, `a` → `b`) to `c` at `fraction` of it and checks
/// the new motion against the spec's formulas:
/// start value = the old value at that time; duration × remaining/(remaining + travelled)
/// unless `.full`; x(u) = lerp(p, c, e(u)) + u(1 − u)²·L with L = v₀·D − e′(0)·(c − p)
/// when `.continuous`; start velocity v₀ when continuous, e′(0)·(c − p)/D otherwise.
///
/// Tolerances: engine times are whole nanoseconds and a group's time is its
/// nanosecond progress times its duration, so times are exact to about 2 ns;
/// the curves here move under 4000 units/s, so values agree to 1e-5. With a lead-in,
/// L takes two finite-difference slopes of the engine: v₀ (see `timedVelocitySlack`)
/// and e′(0) by a 1e-6 forward difference (off by ≤ 1e-6·|e″(0)|/2·|Δ|, |e″(0)| ≤ 2.5);
/// their error enters the value through h(u) ≤ 4/27.
func checkTimedRetarget<Target: AnyObject, V: MotionVector>(
    _ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, V>, from a: V, to b: V, retargetTo c: V,
    oldCurve: RetargetCurve, newCurve: RetargetCurve, newDuration: Double, at fraction: Double,
    retargeting: Retargeting, sourceLocation: SourceLocation = #_sourceLocation
) {
    let engine = AnimationEngine()
    let oldLog = GroupLog()
    let oldID = engine.animate(target) { g in
        g.animate(keyPath, from: a, to: b, duration: .seconds(1), easing: oldCurve.easing)
        oldLog.attach(to: g, engine: engine)
    }
    engine.advance(to: engineTime(fraction))
    // The old flight lasts 1 s from engine time 0, so its unit time is `fraction`.
    let presented = a.interpolated(to: b, fraction: oldCurve.easing.value(at: fraction))
    let oldVelocity = (b - a).scaled(by: oldCurve.slope(fraction))
    let shown = target[keyPath: keyPath]
    #expect(vectorDistance(shown, presented) <= 1e-5, "old value at the retarget", sourceLocation: sourceLocation)

    let newLog = GroupLog()
    let newID = engine.animate(target, retargeting: retargeting) { g in
        g.animate(keyPath, to: c, duration: .seconds(newDuration), easing: newCurve.easing)
        newLog.attach(to: g, engine: engine)
    }
    #expect(oldLog.stops == [.replaced] && !engine.isActive(oldID), sourceLocation: sourceLocation)

    let remaining = vectorDistance(c, presented)
    let travelled = vectorDistance(presented, a)
    let played = retargeting.duration == .scaled ? newDuration * remaining / (remaining + travelled) : newDuration
    let continuous = retargeting.velocity == .continuous
    let leadIn = continuous ? oldVelocity.scaled(by: played) - (c - presented).scaled(by: newCurve.slopeAtZero) : .zero
    func expected(_ u: Double) -> V {
        presented.interpolated(to: c, fraction: newCurve.easing.value(at: u)) + leadIn.scaled(by: u * (1 - u) * (1 - u))
    }
    let ownVelocity = (c - presented).scaled(by: newCurve.slopeAtZero / played)
    let startVelocity = continuous ? oldVelocity : ownVelocity
    let velocityTolerance = 1e-4 * (oldVelocity.magnitude + remaining / played)
    if continuous {
        // The check below can fail: the curve's own start velocity is far from the old one.
        #expect(vectorDistance(ownVelocity, oldVelocity) > 100 * velocityTolerance, sourceLocation: sourceLocation)
    }

    // The first frame after the retarget: exactly where the old motion was.
    engine.advance(to: engineTime(fraction))
    #expect(
        target[keyPath: keyPath] == shown, "new track starts at the presented value", sourceLocation: sourceLocation)
    let h = 1e-5
    engine.advance(to: engineTime(fraction + h))
    let x1 = target[keyPath: keyPath]
    engine.advance(to: engineTime(fraction + 2 * h))
    let x2 = target[keyPath: keyPath]
    let measured = forwardVelocity(shown, x1, x2, h: h)
    #expect(
        vectorDistance(measured, startVelocity) <= velocityTolerance,
        "start velocity \(measured), expected \(startVelocity)", sourceLocation: sourceLocation)

    let leadInSlack = played * timedVelocitySlack(span: vectorDistance(a, b)) + 1.25e-6 * remaining
    let valueTolerance = continuous ? 1e-5 + 0.15 * leadInSlack : 1e-5
    for k in [0.25, 0.5, 0.75] {
        engine.advance(to: engineTime(fraction + k * played))
        #expect(
            vectorDistance(target[keyPath: keyPath], expected(k)) <= valueTolerance,
            "value at u = \(k): \(target[keyPath: keyPath]), expected \(expected(k))", sourceLocation: sourceLocation)
    }
    engine.advance(to: engineTime(fraction + played - 2e-6))
    #expect(
        engine.isActive(newID) && newLog.stops.isEmpty, "still running just before its end",
        sourceLocation: sourceLocation)
    engine.advance(to: engineTime(fraction + played + 2e-6))
    #expect(newLog.stops == [.finished] && !engine.isActive(newID), sourceLocation: sourceLocation)
    #expect(target[keyPath: keyPath] == c, sourceLocation: sourceLocation)
    #expect(oldLog.stops == [.replaced] && oldLog.cancels == 0, sourceLocation: sourceLocation)
}

/// Redirects a timed flight of a non-vector value (1 s, `a` → `b`) to `c`; the scaled
/// duration factor is 1 − (the old eased progress).
func checkInterpolatableRetarget<Target: AnyObject, V: Interpolatable & Equatable>(
    _ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, V>, from a: V, to b: V, retargetTo c: V,
    easing: Easing, at fraction: Double, retargeting: Retargeting, difference: (V, V) -> Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let engine = AnimationEngine()
    let oldLog = GroupLog()
    engine.animate(target) { g in
        g.animate(keyPath, from: a, to: b, duration: .seconds(1), easing: easing)
        oldLog.attach(to: g, engine: engine)
    }
    engine.advance(to: engineTime(fraction))
    let progress = easing.value(at: fraction)
    let presented = a.interpolated(to: b, fraction: progress)
    let shown = target[keyPath: keyPath]
    // Interpolation is tested elsewhere; 1e-6 covers the ~2 ns timing slack.
    #expect(difference(shown, presented) <= 1e-6, sourceLocation: sourceLocation)

    let newDuration = 0.6
    let newID = engine.animate(target, retargeting: retargeting) { g in
        g.animate(keyPath, to: c, duration: .seconds(newDuration), easing: .easeOutCubic)
    }
    #expect(oldLog.stops == [.replaced], sourceLocation: sourceLocation)
    let played = retargeting.duration == .scaled ? newDuration * (1 - progress) : newDuration
    engine.advance(to: engineTime(fraction))
    #expect(target[keyPath: keyPath] == shown, sourceLocation: sourceLocation)
    for k in [0.2, 0.5, 0.8] {
        engine.advance(to: engineTime(fraction + k * played))
        let expected = presented.interpolated(to: c, fraction: Easing.easeOutCubic.value(at: k))
        #expect(difference(target[keyPath: keyPath], expected) <= 1e-6, "u = \(k)", sourceLocation: sourceLocation)
    }
    engine.advance(to: engineTime(fraction + played - 2e-6))
    #expect(engine.isActive(newID), sourceLocation: sourceLocation)
    engine.advance(to: engineTime(fraction + played + 2e-6))
    #expect(!engine.isActive(newID) && target[keyPath: keyPath] == c, sourceLocation: sourceLocation)
}

@Suite("Property retargeting: timed curves")
struct PropertyRetargetingTests {
    @Test("CGPoint on a Layer, .scaled: value continuity and duration × remaining/(remaining + travelled)",
          arguments: retargetFractions, retargetCurves)
    func scaledPoint(fraction: Double, curve: RetargetCurve) {
        checkTimedRetarget(
            Layer(), \.position, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 200, y: 100),
            retargetTo: CGPoint(x: -60, y: 240), oldCurve: curve, newCurve: curve, newDuration: 0.8,
            at: fraction, retargeting: .scaled)
    }

    @Test("Double through a plain key path, .scaled, reversing direction", arguments: retargetFractions, retargetCurves)
    func scaledScalar(fraction: Double, curve: RetargetCurve) {
        checkTimedRetarget(
            KeyPathModel(), \.level, from: 0.0, to: 100.0, retargetTo: 40.0, oldCurve: curve,
            newCurve: retargetCurves[(retargetCurves.firstIndex { $0.name == curve.name }! + 1) % retargetCurves.count],
            newDuration: 0.5, at: fraction, retargeting: .scaled)
    }

    @Test(".full keeps the configured duration", arguments: retargetFractions)
    func fullDuration(fraction: Double) {
        checkTimedRetarget(
            Layer(), \.position, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 310, y: 10),
            retargetTo: CGPoint(x: 100, y: 200), oldCurve: retargetCurves[1], newCurve: retargetCurves[2],
            newDuration: 0.7, at: fraction, retargeting: .full)
    }

    @Test(".continuous on CGPoint: Hermite lead-in starts with the old velocity and ends at the target",
          arguments: retargetFractions, retargetCurves)
    func continuousPoint(fraction: Double, curve: RetargetCurve) {
        let next = retargetCurves[(retargetCurves.firstIndex { $0.name == curve.name }! + 1) % retargetCurves.count]
        checkTimedRetarget(
            KeyPathModel(), \.center, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 200, y: 100),
            retargetTo: CGPoint(x: -60, y: 240), oldCurve: curve, newCurve: next, newDuration: 0.8,
            at: fraction, retargeting: .continuous)
    }

    @Test(".continuous on a Double Layer property", arguments: retargetFractions)
    func continuousScalar(fraction: Double) {
        checkTimedRetarget(
            Layer(), \.opacity, from: 0.0, to: 1.0, retargetTo: 0.25, oldCurve: retargetCurves[2],
            newCurve: retargetCurves[0], newDuration: 0.4, at: fraction,
            retargeting: Retargeting(duration: .full, velocity: .continuous))
    }

    @Test("An explicit from value keeps the full duration", arguments: retargetFractions)
    func explicitFromIsNotScaled(fraction: Double) {
        let engine = AnimationEngine()
        let model = KeyPathModel()
        engine.animate(model) { g in g.animate(\.level, from: 0, to: 100, duration: .seconds(1)) }
        engine.advance(to: engineTime(fraction))
        let id = engine.animate(model) { g in g.animate(\.level, from: 20, to: 60, duration: .seconds(0.5)) }
        engine.advance(to: engineTime(fraction + 0.25))
        #expect(abs(model.level - 40) <= 1e-6)  // linear from 20 to 60 at u = 0.5
        engine.advance(to: engineTime(fraction + 0.5 - 2e-6))
        #expect(engine.isActive(id))
        engine.advance(to: engineTime(fraction + 0.5 + 2e-6))
        #expect(!engine.isActive(id) && model.level == 60)
    }

    @Test("MotionColor on a Layer, .scaled by 1 − eased progress", arguments: retargetFractions)
    func scaledColor(fraction: Double) {
        checkInterpolatableRetarget(
            Layer(), \.backgroundColor, from: MotionColor(red: 1, green: 0, blue: 0),
            to: MotionColor(red: 0, green: 0, blue: 1, alpha: 0.5),
            retargetTo: MotionColor(red: 0, green: 0.8, blue: 0.2),
            easing: .easeInOutSine, at: fraction, retargeting: .scaled, difference: largestDifference)
    }

    @Test("Transform3D through a plain key path, .scaled and .full", arguments: retargetFractions, [true, false])
    func transform(fraction: Double, scaled: Bool) {
        let b = Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(translationX: 40, y: 0, z: 0))
        let c = Transform3D(scaleX: 2, y: 0.5, z: 1)
        checkInterpolatableRetarget(
            KeyPathModel(), \.transform, from: .identity, to: b, retargetTo: c, easing: .easeInQuad, at: fraction,
            retargeting: scaled ? .scaled : .full, difference: largestDifference)
    }

    // MARK: - Which group ends

    @Test("Taking over one property keeps the old group running its others")
    func partialTakeover() {
        let engine = AnimationEngine()
        let layer = Layer()
        let oldLog = GroupLog()
        let oldID = engine.animate(layer) { g in
            g.animate(\.position, from: .zero, to: CGPoint(x: 100, y: 0), duration: .seconds(1))
            g.animate(\.opacity, from: 1, to: 0, duration: .seconds(1), easing: .easeInQuad)
            oldLog.attach(to: g, engine: engine)
        }
        engine.advance(to: engineTime(0.5))
        engine.animate(layer) { g in g.animate(\.position, to: CGPoint(x: 50, y: 50), duration: .seconds(2)) }
        #expect(oldLog.stops.isEmpty && engine.isActive(oldID))
        // travelled 50, remaining 50: the new position curve lasts 1 s.
        engine.advance(to: engineTime(0.75))
        #expect(abs(layer.opacity - (1 - 0.75 * 0.75)) <= 1e-9)
        #expect(vectorDistance(layer.position, CGPoint(x: 50, y: 12.5)) <= 1e-6)
        engine.advance(to: engineTime(1))
        #expect(oldLog.stops == [.finished] && oldLog.stopTimes == [engineTime(1)] && oldLog.cancels == 0)
        #expect(layer.opacity == 0)
        #expect(vectorDistance(layer.position, CGPoint(x: 50, y: 25)) <= 1e-6)  // the new group writes, not the old
    }

    @Test("The old group ends .replaced once all of its properties are taken over")
    func fullTakeover() {
        let engine = AnimationEngine()
        let layer = Layer()
        let oldLog = GroupLog()
        let oldID = engine.animate(layer) { g in
            g.animate(\.position, from: .zero, to: CGPoint(x: 100, y: 0), duration: .seconds(1))
            g.animate(\.opacity, from: 1, to: 0, duration: .seconds(1))
            oldLog.attach(to: g, engine: engine)
        }
        engine.advance(to: engineTime(0.3))
        engine.animate(layer) { g in g.animate(\.position, to: CGPoint(x: 0, y: 100), duration: .seconds(1)) }
        engine.advance(to: engineTime(0.6))
        #expect(oldLog.stops.isEmpty && engine.isActive(oldID))
        #expect(abs(layer.opacity - 0.4) <= 1e-9)
        engine.animate(layer) { g in g.animate(\.opacity, to: 1, duration: .seconds(1)) }
        #expect(oldLog.stops == [.replaced] && oldLog.stopTimes == [engineTime(0.6)])
        #expect(!engine.isActive(oldID) && oldLog.cancels == 0 && oldLog.starts == 1)
        engine.advance(to: engineTime(2))
        #expect(oldLog.stops == [.replaced])
        #expect(layer.opacity == 1 && layer.position == CGPoint(x: 0, y: 100))
    }
}
