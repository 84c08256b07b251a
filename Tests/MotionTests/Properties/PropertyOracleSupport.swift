import Foundation
import Motion

// Oracles shared by the retargeting, timing-priority and spring-decay suites.
// They are written from the formulas in the spec, never from the library's code.

/// An engine time in seconds, rounded to the engine's whole nanoseconds.
func engineTime(_ seconds: Double) -> Duration {
    .nanoseconds(Int64((seconds * 1e9).rounded()))
}

/// A plain class with no direct setters: the engine writes it through
/// `ReferenceWritableKeyPath`s (the slow path).
final class KeyPathModel {
    var center = CGPoint.zero
    var level = 0.0
    var transform = Transform3D.identity
    var tint = MotionColor(red: 0, green: 0, blue: 0)
    var width = 0.0
    var height = 0.0
    var depth = 0.0
}

/// Records a group's callbacks with the engine time at which each ran.
final class GroupLog {
    var starts = 0
    var stops: [CompletionReason] = []
    /// The engine time of each stop while the engine lives.
    var stopTimes: [Duration] = []
    var cancels = 0

    /// Installs the callbacks on `builder`.
    func attach<Target: AnyObject>(to builder: PropertyAnimationBuilder<Target>, engine: AnimationEngine) {
        builder.didStart { self.starts += 1 }
        // Weak: a group that outlives the test must not keep its engine alive,
        // and a group cancelled by the engine's deinit sees no engine.
        builder.didStop { [weak engine] reason in
            self.stops.append(reason)
            if let engine { self.stopTimes.append(engine.currentTime) }
        }
        builder.didCancel { self.cancels += 1 }
    }
}

/// The damped harmonic oscillator `x″ + 2ζω₀x′ + ω₀²x = 0`, solved in closed
/// form here (under-, critically and over-damped) independently of the C solver.
struct OscillatorOracle {
    let omega0: Double
    let zeta: Double

    init(omega0: Double, zeta: Double) {
        self.omega0 = omega0
        self.zeta = zeta
    }

    /// The oscillator of a `Spring`, from its mass, stiffness and damping.
    init(_ spring: Spring) {
        omega0 = (spring.stiffness / spring.mass).squareRoot()
        zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    }

    /// Displacement from the target and velocity at `t` after a release at displacement `x0` with velocity `v0`.
    func state(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        if abs(zeta - 1) < 1e-12 {
            let c = v0 + omega0 * x0
            let e = exp(-omega0 * t)
            return ((x0 + c * t) * e, (c - omega0 * (x0 + c * t)) * e)
        }
        if zeta < 1 {
            let lambda = zeta * omega0
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + lambda * x0) / wd
            let e = exp(-lambda * t)
            let (c, s) = (cos(wd * t), sin(wd * t))
            return (e * (x0 * c + b * s), e * ((b * wd - lambda * x0) * c - (x0 * wd + lambda * b) * s))
        }
        let root = omega0 * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega0 + root, -zeta * omega0 - root)
        let a = (v0 - r2 * x0) / (r1 - r2)
        let b = x0 - a
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    }

    /// Position and velocity of a vector released at `from` with `velocity` toward `to`, componentwise by linearity.
    func state<V: MotionVector>(from: V, to: V, velocity: V, t: Double) -> (position: V, velocity: V) {
        let unitDisplacement = state(x0: 1, v0: 0, t: t)
        let unitVelocity = state(x0: 0, v0: 1, t: t)
        let displacement = from - to
        let position = to + displacement.scaled(by: unitDisplacement.x) + velocity.scaled(by: unitVelocity.x)
        let speed = displacement.scaled(by: unitDisplacement.v) + velocity.scaled(by: unitVelocity.v)
        return (position, speed)
    }

    /// The last time a release at (`x0`, `v0`) has |x| > `positionBound` or |v| > `velocityBound`
    /// (0 if never): 1e-4 s sampling up to a horizon where the envelope is negligible, then bisection.
    func lastExit(x0: Double, v0: Double, positionBound: Double, velocityBound: Double) -> Double {
        func outside(_ t: Double) -> Bool {
            let s = state(x0: x0, v0: v0, t: t)
            return abs(s.x) > positionBound || abs(s.v) > velocityBound
        }
        let step = 1e-4
        let decayRate = zeta <= 1 ? zeta * omega0 : omega0 * (zeta - (zeta * zeta - 1).squareRoot())
        let horizon = 45 / decayRate
        var last = -1
        var k = 0
        while Double(k) * step <= horizon {
            if outside(Double(k) * step) { last = k }
            k += 1
        }
        guard last >= 0 else { return 0 }
        var (low, high) = (Double(last) * step, Double(last + 1) * step)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if outside(mid) { low = mid } else { high = mid }
        }
        return high
    }

    /// The documented settle time of a property spring: the motion's scale is
    /// max(distance, speed/ω₀); the displacement part and the velocity part each get half
    /// of ε·scale for the position and of ε·scale·ω₀ for the velocity, and the later
    /// of their two last exits is the duration.
    func documentedSettleTime(distance: Double, speed: Double, epsilon: Double) -> Double {
        let scale = max(distance, speed / omega0)
        guard scale > 0 else { return 0 }
        let positionBound = epsilon * scale / 2
        let velocityBound = positionBound * omega0
        let fromDisplacement =
            distance > 0 ? lastExit(x0: distance, v0: 0, positionBound: positionBound, velocityBound: velocityBound) : 0
        let fromVelocity =
            speed > 0 ? lastExit(x0: 0, v0: speed, positionBound: positionBound, velocityBound: velocityBound) : 0
        return max(fromDisplacement, fromVelocity)
    }
}

/// The velocity at the first of three samples `h` seconds apart (second-order forward difference).
func forwardVelocity<V: MotionVector>(_ x0: V, _ x1: V, _ x2: V, h: Double) -> V {
    (x1.scaled(by: 4) - x0.scaled(by: 3) - x2).scaled(by: 1 / (2 * h))
}

/// The Euclidean distance between two vectors.
func vectorDistance<V: MotionVector>(_ a: V, _ b: V) -> Double { (a - b).magnitude }

/// The largest entry-wise difference of two transforms.
func largestDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
    let (a1, a2, a3, a4) = a.rows
    let (b1, b2, b3, b4) = b.rows
    var largest = 0.0
    for d in [a1 - b1, a2 - b2, a3 - b3, a4 - b4] {
        for i in 0..<4 { largest = max(largest, abs(d[i])) }
    }
    return largest
}

/// The largest difference of two colours' components and alpha, compared in the first colour's space.
func largestDifference(_ a: MotionColor, _ b: MotionColor) -> Double {
    let d = a.components - b.components(in: a.space)
    return max(abs(d.x), abs(d.y), abs(d.z), abs(a.alpha - b.alpha))
}
