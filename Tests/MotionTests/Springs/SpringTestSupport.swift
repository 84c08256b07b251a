import Foundation
import Motion

/// Independent oracles for the spring tests: the textbook three-branch closed
/// form of timing.md §2.1, written without the C core's unified formulation.
/// Accurate away from ζ = 1 (and exact at ζ = 1 only for exactly critical input).
enum SpringOracle {
    static func state(
        mass m: Double, stiffness k: Double, damping c: Double,
        from x0: Double, velocity v0: Double, to target: Double, at t: Double
    ) -> (position: Double, velocity: Double) {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let lambda = c / (2 * m)
        let d0 = x0 - target
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-lambda * t)
            let x = target + e * (d0 * cos(wd * t) + (v0 + lambda * d0) / wd * sin(wd * t))
            let v = e * (v0 * cos(wd * t) - (lambda * v0 + w0 * w0 * d0) / wd * sin(wd * t))
            return (x, v)
        } else if zeta == 1 {
            let e = exp(-w0 * t)
            return (target + e * (d0 + (v0 + w0 * d0) * t), e * (v0 - w0 * (v0 + w0 * d0) * t))
        } else {
            let wo = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -lambda + wo, r2 = -lambda - wo
            let a = (v0 - r2 * d0) / (r1 - r2), b = d0 - a
            return (target + a * exp(r1 * t) + b * exp(r2 * t), a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
        }
    }

    /// The last sampled time (step `step`, up to `horizon`) at which `distance(t) > epsilon`.
    static func sampledLastExit(step: Double, horizon: Double, epsilon: Double, distance: (Double) -> Double) -> Double {
        var last = 0.0
        var t = 0.0
        while t <= horizon {
            if distance(t) > epsilon { last = t }
            t += step
        }
        return last
    }
}

/// A three-component vector that is not `Double`, so the spring methods take
/// their generic (transition matrix) path.
struct SpringTestVector: MotionVector, CustomStringConvertible {
    var x, y, z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        (self.x, self.y, self.z) = (x, y, z)
    }

    static var zero: SpringTestVector { SpringTestVector(0, 0, 0) }

    static func + (a: SpringTestVector, b: SpringTestVector) -> SpringTestVector {
        SpringTestVector(a.x + b.x, a.y + b.y, a.z + b.z)
    }

    static func - (a: SpringTestVector, b: SpringTestVector) -> SpringTestVector {
        SpringTestVector(a.x - b.x, a.y - b.y, a.z - b.z)
    }

    mutating func scale(by factor: Double) {
        x *= factor
        y *= factor
        z *= factor
    }

    var magnitudeSquared: Double { x * x + y * y + z * z }

    var components: [Double] { [x, y, z] }

    var description: String { "(\(x), \(y), \(z))" }
}

/// Whether |a − b| ≤ tolerance.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// Springs covering every regime: under-damped, critical, over-damped, near critical, undamped, heavy.
let springTestCases: [Spring] = [
    Spring(mass: 1, stiffness: 100, damping: 10),
    Spring(mass: 1, stiffness: 100, damping: 20),
    Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true),
    Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-9)),
    Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9), allowOverDamping: true),
    Spring(mass: 2, stiffness: 100, damping: 10),
    Spring(mass: 1, stiffness: 400, damping: 0),
    Spring.bouncy,
    Spring(duration: 0.3, bounce: -0.7),
]
