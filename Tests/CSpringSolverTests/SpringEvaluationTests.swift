import CSpringSolver
import Foundation
import Testing

/// The textbook three-branch closed form (timing.md §2.1), written independently
/// of the C core's unified formulation. Accurate away from ζ = 1.
func textbookSpring(
    mass m: Double, stiffness k: Double, damping c: Double,
    from x0: Double, velocity v0: Double, to target: Double, at t: Double
) -> (position: Double, velocity: Double) {
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let lambda = zeta * w0
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

func makeSpring(mass: Double, stiffness: Double, damping: Double) throws -> cspring_params {
    var params = cspring_params()
    let status = cspring_params_init(&params, mass, stiffness, damping)
    try #require(status == .CSPRING_OK)
    return params
}

@Suite("Spring evaluation")
struct SpringEvaluationTests {
    struct OracleRow: Sendable, CustomTestStringConvertible {
        var mass, stiffness, damping, time, position, velocity: Double
        var testDescription: String { "m=\(mass) k=\(stiffness) c=\(damping) t=\(time)" }
    }

    /// timing.md §6.1, computed with mpmath at 40–50 digits.
    static let oracles: [OracleRow] = [
        .init(mass: 1, stiffness: 100, damping: 20, time: 0.1, position: 0.264241117657115, velocity: 3.67879441171442),
        .init(mass: 1, stiffness: 100, damping: 20, time: 0.5, position: 0.959572318005487, velocity: 0.336897349954273),
        .init(mass: 1, stiffness: 100, damping: 10, time: 0.25, position: 1.02335957990669, velocity: 2.74109898705702),
        .init(mass: 1, stiffness: 100, damping: 10, time: 1.0, position: 1.00217011673933, velocity: 0.0538548061605957),
        .init(mass: 1, stiffness: 100, damping: 30, time: 0.5, position: 0.826595349759536, velocity: 0.662338936587935),
        .init(mass: 2, stiffness: 100, damping: 10, time: 0.5, position: 1.3004358429732, velocity: -0.357007455543438),
        .init(mass: 1, stiffness: 170, damping: 26, time: 0.1, position: 0.375128590195336, velocity: 4.62532260739019),
    ]

    @Test("Oracle table", arguments: oracles)
    func oracleTable(row: OracleRow) throws {
        var params = try makeSpring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
        let state = cspring_evaluate(&params, 0, 0, 1, row.time)
        #expect(abs(state.position - row.position) <= 1e-11)
        #expect(abs(state.velocity - row.velocity) <= 1e-10)
    }

    @Test("Agrees with the textbook closed form away from critical damping",
          arguments: [0.0, 0.05, 0.3, 0.7, 0.95, 1.05, 1.5, 4.0, 30.0])
    func textbookAgreement(ratio: Double) throws {
        for stiffness in [0.5, 80.0, 2500.0] {
            let damping = 2 * ratio * stiffness.squareRoot()
            var params = try makeSpring(mass: 1, stiffness: stiffness, damping: damping)
            let w0 = stiffness.squareRoot()
            for step in 0...50 {
                let t = Double(step) * 0.1 / w0
                let state = cspring_evaluate(&params, 2, -3 * w0, -1, t)
                let expected = textbookSpring(
                    mass: 1, stiffness: stiffness, damping: damping, from: 2, velocity: -3 * w0, to: -1, at: t)
                #expect(abs(state.position - expected.position) <= 1e-11 * 6)
                #expect(abs(state.velocity - expected.velocity) <= 1e-11 * 6 * w0)
            }
        }
    }

    @Test("Stepping in irregular frames equals one evaluation")
    func frameRateIndependence() throws {
        var params = try makeSpring(mass: 1, stiffness: 300, damping: 12)
        var generator = SplitMix64(seed: 7)
        var state = cspring_state(position: 0, velocity: 0)
        var elapsed = 0.0
        for _ in 0..<1000 {
            let dt = Double.random(in: 0.001...0.05, using: &generator)
            cspring_step(&params, 1, dt, &state)
            elapsed += dt
        }
        let once = cspring_evaluate(&params, 0, 0, 1, elapsed)
        #expect(abs(state.position - once.position) <= 1e-12)
        #expect(abs(state.velocity - once.velocity) <= 1e-12 * 20)
    }

    @Test("Both batch forms equal scalar evaluation bit for bit")
    func batchesMatchScalar() throws {
        var params = try makeSpring(mass: 1, stiffness: 120, damping: 9)
        var transition = cspring_transition_make(&params, 1.0 / 60.0)
        let count = 100
        let targets = (0..<count).map { Double($0) * 0.5 }
        var positions = (0..<count).map { Double($0).squareRoot() }
        var velocities = (0..<count).map { Double($0 % 7) - 3 }
        let expected = (0..<count).map { i -> cspring_state in
            var state = cspring_state(position: positions[i], velocity: velocities[i])
            cspring_step(&params, targets[i], 1.0 / 60.0, &state)
            return state
        }
        cspring_step_batch(&transition, targets, &positions, &velocities, count)
        for i in 0..<count {
            #expect(positions[i] == expected[i].position && velocities[i] == expected[i].velocity)
        }

        let springs = (0..<count).map { i in
            cspring_spring(params: params, x0: Double(i), v0: -Double(i), target: 3)
        }
        let times = (0..<count).map { Double($0) * 0.013 }
        var out = [cspring_state](repeating: cspring_state(), count: count)
        cspring_evaluate_batch(springs, times, &out, count)
        for i in 0..<count {
            let scalar = cspring_evaluate(&params, Double(i), -Double(i), 3, times[i])
            #expect(out[i].position == scalar.position && out[i].velocity == scalar.velocity)
        }
    }

    @Test("Heterogeneous batch: bit for bit with scalar evaluation in every regime, order and edge time")
    func heterogeneousBatchMatchesScalar() throws {
        var generator = SplitMix64(seed: 0x5eed_ba7c)
        let ratios = [0.0, 0.1, 0.5, 0.9, 1 - 1e-12, 1.0, 1 + 1e-12, 1.5, 10.0, 500.0]
        let stiffnesses = [0.01, 1.0, 170.0, 2500.0, 1e6]
        let specialTimes = [0.0, -1.0, .nan, 1e-300, 1e6, 1e9]
        // 777 springs: three blocks of 256 and an odd tail, regimes in random order.
        let count = 777
        var springs: [cspring_spring] = []
        var times: [Double] = []
        for i in 0..<count {
            let stiffness = stiffnesses.randomElement(using: &generator)!
            let ratio = ratios.randomElement(using: &generator)!
            let params = try makeSpring(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
            springs.append(cspring_spring(
                params: params, x0: Double.random(in: -5...5, using: &generator),
                v0: Double.random(in: -100...100, using: &generator), target: Double(i % 3) - 1))
            let scale = Double.random(in: -6...2, using: &generator)
            times.append(i % 19 == 0 ? specialTimes[i % specialTimes.count] : pow(10, scale) / stiffness.squareRoot())
        }
        var out = [cspring_state](repeating: cspring_state(), count: count)
        cspring_evaluate_batch(springs, times, &out, count)
        var mismatches = 0
        for i in 0..<count {
            var params = springs[i].params
            let scalar = cspring_evaluate(&params, springs[i].x0, springs[i].v0, springs[i].target, times[i])
            let same = { (a: Double, b: Double) in a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }
            if !same(out[i].position, scalar.position) || !same(out[i].velocity, scalar.velocity) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // And the batch is right, not only consistent: the textbook closed form
        // away from critical damping, for finite positive times.
        for i in 0..<count where times[i] > 0 && times[i] <= 1e3 {
            let p = springs[i].params
            guard abs(p.damping_ratio - 1) > 0.05 else { continue }
            let expected = textbookSpring(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping,
                from: springs[i].x0, velocity: springs[i].v0, to: springs[i].target, at: times[i])
            let w0 = p.omega0_sq.squareRoot()
            let scale = abs(springs[i].x0 - springs[i].target) + abs(springs[i].v0) / w0
            #expect(abs(out[i].position - expected.position) <= 1e-10 * scale + 1e-15)
            #expect(abs(out[i].velocity - expected.velocity) <= 1e-10 * scale * w0 + 1e-15)
        }
    }

    @Test("Negative time gives the initial state; NaN time propagates")
    func timeEdges() throws {
        var params = try makeSpring(mass: 1, stiffness: 100, damping: 10)
        let before = cspring_evaluate(&params, 0.5, 2, 1, -1)
        #expect(before.position == 0.5 && before.velocity == 2)
        let nan = cspring_evaluate(&params, 0.5, 2, 1, .nan)
        #expect(nan.position.isNaN && nan.velocity.isNaN)
    }
}

/// A small deterministic generator so that test inputs repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
