// Per-spring costs of CSpringSolver. Each benchmark iteration processes
// `scalingFactor` springs (1000), so the scaled figures are per spring.

import Benchmark
import CSpringSolver

/// Caller-owned spring arrays, allocated once before any measurement.
final class SpringWorkload: @unchecked Sendable {
    let count: Int
    let springs: UnsafeMutableBufferPointer<cspring_spring>
    let times: UnsafeMutableBufferPointer<Double>
    let targets: UnsafeMutableBufferPointer<Double>
    let positions: UnsafeMutableBufferPointer<Double>
    let velocities: UnsafeMutableBufferPointer<Double>
    let states: UnsafeMutableBufferPointer<cspring_state>

    init(count: Int, dampingRatios: [Double]) {
        self.count = count
        springs = .allocate(capacity: count)
        times = .allocate(capacity: count)
        targets = .allocate(capacity: count)
        positions = .allocate(capacity: count)
        velocities = .allocate(capacity: count)
        states = .allocate(capacity: count)
        for i in 0..<count {
            let ratio = dampingRatios[i % dampingRatios.count]
            let stiffness = 50.0 + Double(i % 97) * 10
            var params = cspring_params()
            let status = cspring_params_init(&params, 1, stiffness, 2 * ratio * stiffness.squareRoot())
            precondition(status == .CSPRING_OK, "benchmark spring parameters rejected")
            springs[i] = cspring_spring(params: params, x0: Double(i % 13), v0: Double(i % 7) - 3, target: 1)
            times[i] = 0.001 + Double(i % 1000) * 0.0017
            targets[i] = Double(i % 5)
            positions[i] = Double(i % 11)
            velocities[i] = 0
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )
    let count = BenchmarkScalingFactor.kilo.rawValue

    let regimes: [(String, [Double])] = [
        ("under-damped", [0.5]),
        ("critical", [1.0]),
        ("over-damped", [3.0]),
        ("mixed regimes", [0.1, 0.5, 0.9, 1.0, 1.5, 10]),
    ]
    for (name, ratios) in regimes {
        let work = SpringWorkload(count: count, dampingRatios: ratios)
        Benchmark("Spring value+velocity, \(name)") { benchmark in
            for i in benchmark.scaledIterations {
                let spring = work.springs[i]
                var params = spring.params
                blackHole(cspring_evaluate(&params, spring.x0, spring.v0, spring.target, work.times[i]))
            }
        }
    }

    let mixed = SpringWorkload(count: count, dampingRatios: [0.1, 0.5, 0.9, 1.0, 1.5, 10])
    Benchmark("Spring heterogeneous batch evaluate") { benchmark in
        cspring_evaluate_batch(mixed.springs.baseAddress, mixed.times.baseAddress, mixed.states.baseAddress, count)
        blackHole(mixed.states[count - 1])
    }

    let shared = SpringWorkload(count: count, dampingRatios: [0.7])
    Benchmark("Spring same-parameter batch step") { benchmark in
        var params = shared.springs[0].params
        var transition = cspring_transition_make(&params, 1.0 / 120.0)
        cspring_step_batch(
            &transition, shared.targets.baseAddress, shared.positions.baseAddress, shared.velocities.baseAddress,
            count)
        blackHole(shared.positions[count - 1])
    }

    let frames = SpringWorkload(count: count, dampingRatios: [0.5, 1.0, 2.0])
    Benchmark("Spring transition for one frame") { benchmark in
        for i in benchmark.scaledIterations {
            var params = frames.springs[i].params
            blackHole(cspring_transition_make(&params, 1.0 / 60.0))
        }
    }
}
