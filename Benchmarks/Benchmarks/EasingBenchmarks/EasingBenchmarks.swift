// Per-value costs of CEasing. Each benchmark iteration evaluates
// `scalingFactor` values (1000), so the scaled figures are per value.

import Benchmark
import CEasing

/// Inputs and outputs, allocated once before any measurement.
final class EasingWorkload: @unchecked Sendable {
    let count: Int
    let inputs: UnsafeMutableBufferPointer<Double>
    let outputs: UnsafeMutableBufferPointer<Double>

    init(count: Int) {
        self.count = count
        inputs = .allocate(capacity: count)
        outputs = .allocate(capacity: count)
        for i in 0..<count {
            // A scrambled sweep of [0, 1] so that branches are not trivially predicted.
            inputs[i] = Double((i &* 7919) % count) / Double(count - 1)
            outputs[i] = 0
        }
    }
}

/// A baked table with its storage, kept alive for the whole run. The easing and
/// the table live behind stable pointers (like the other one-call benchmarks'
/// C values), so that a call measures the C function and not Swift's dynamic
/// exclusivity check on a class's stored `var`, which `&object.property` costs.
final class BakedCurve: @unchecked Sendable {
    let easing: UnsafeMutablePointer<ceasing_easing>
    let table: UnsafeMutablePointer<ceasing_lut>
    let storage: UnsafeMutableBufferPointer<Double>

    init(easing: ceasing_easing, resolution: Int) {
        self.easing = .allocate(capacity: 1)
        self.easing.initialize(to: easing)
        table = .allocate(capacity: 1)
        table.initialize(to: ceasing_lut())
        let count = ceasing_lut_storage_count(resolution)
        storage = .allocate(capacity: count)
        let status = ceasing_lut_bake(table, storage.baseAddress, count, resolution, ceasing_evaluate_function,
                                      self.easing)
        precondition(status == .CEASING_OK, "baking failed")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 20_000
    )
    let work = EasingWorkload(count: BenchmarkScalingFactor.kilo.rawValue)

    // Every family, a whole array per call (no call or switch per value).
    let families: [(String, ceasing_curve)] = [
        ("quad inOut", .CEASING_CURVE_QUAD_IN_OUT), ("cubic inOut", .CEASING_CURVE_CUBIC_IN_OUT),
        ("quart inOut", .CEASING_CURVE_QUART_IN_OUT), ("quint inOut", .CEASING_CURVE_QUINT_IN_OUT),
        ("cubic outIn", .CEASING_CURVE_CUBIC_OUT_IN), ("smootherstep", .CEASING_CURVE_SMOOTHERSTEP),
        ("sine inOut", .CEASING_CURVE_SINE_IN_OUT), ("expo inOut", .CEASING_CURVE_EXPO_IN_OUT),
        ("circ inOut", .CEASING_CURVE_CIRC_IN_OUT), ("back inOut", .CEASING_CURVE_BACK_IN_OUT),
        ("elastic inOut", .CEASING_CURVE_ELASTIC_IN_OUT), ("bounce inOut", .CEASING_CURVE_BOUNCE_IN_OUT),
        ("atan inOut", .CEASING_CURVE_ATAN_IN_OUT), ("AHEasing back inOut", .CEASING_CURVE_AH_BACK_IN_OUT),
        ("AHEasing elastic out", .CEASING_CURVE_AH_ELASTIC_OUT), ("AHEasing bounce out", .CEASING_CURVE_AH_BOUNCE_OUT),
        ("ease (cubic-bezier keyword)", .CEASING_CURVE_EASE),
    ]
    for (name, curve) in families {
        Benchmark("Easing array, \(name)") { benchmark in
            ceasing_curve_evaluate_array(curve, work.inputs.baseAddress, work.outputs.baseAddress, work.count)
            blackHole(work.outputs[0])
        }
    }

    Benchmark("Easing one call per value, cubic inOut") { benchmark in
        for i in benchmark.scaledIterations {
            work.outputs[i] = ceasing_cubic_in_out(work.inputs[i])
        }
        blackHole(work.outputs[0])
    }

    Benchmark("Easing by enum, one call per value, cubic inOut") { benchmark in
        for i in benchmark.scaledIterations {
            work.outputs[i] = ceasing_curve_evaluate(.CEASING_CURVE_CUBIC_IN_OUT, work.inputs[i])
        }
        blackHole(work.outputs[0])
    }

    var bezier = ceasing_cubic_bezier()
    precondition(ceasing_cubic_bezier_init(&bezier, 0.68, -0.55, 0.265, 1.55) == .CEASING_OK)
    let bezierBox = UnsafeMutablePointer<ceasing_cubic_bezier>.allocate(capacity: 1)
    bezierBox.initialize(to: bezier)
    nonisolated(unsafe) let sharedBezier = bezierBox
    Benchmark("Easing cubic-bezier(0.68, -0.55, 0.265, 1.55)") { benchmark in
        for i in benchmark.scaledIterations {
            work.outputs[i] = ceasing_cubic_bezier_evaluate(sharedBezier, work.inputs[i])
        }
        blackHole(work.outputs[0])
    }

    var steps = ceasing_steps()
    precondition(ceasing_steps_init(&steps, 5, .CEASING_JUMP_BOTH) == .CEASING_OK)
    let stepsBox = UnsafeMutablePointer<ceasing_steps>.allocate(capacity: 1)
    stepsBox.initialize(to: steps)
    nonisolated(unsafe) let sharedSteps = stepsBox
    Benchmark("Easing steps(5, jump-both)") { benchmark in
        for i in benchmark.scaledIterations {
            work.outputs[i] = ceasing_steps_evaluate(sharedSteps, work.inputs[i], 0)
        }
        blackHole(work.outputs[0])
    }

    let points = UnsafeMutablePointer<ceasing_point>.allocate(capacity: 5)
    for (i, y) in [0.0, 0.6, 0.3, 1.1, 1.0].enumerated() {
        points[i] = ceasing_point(x: Double(i) / 4, y: y)
    }
    let linearBox = UnsafeMutablePointer<ceasing_linear>.allocate(capacity: 1)
    var linear = ceasing_linear()
    precondition(ceasing_linear_init(&linear, points, 5) == .CEASING_OK)
    linearBox.initialize(to: linear)
    nonisolated(unsafe) let sharedLinear = linearBox
    Benchmark("Easing linear() with 5 points") { benchmark in
        for i in benchmark.scaledIterations {
            work.outputs[i] = ceasing_linear_evaluate(sharedLinear, work.inputs[i])
        }
        blackHole(work.outputs[0])
    }

    // Lookup tables against direct evaluation of the same curve.
    var elasticEasing = ceasing_easing()
    precondition(ceasing_easing_init_curve(&elasticEasing, .CEASING_CURVE_ELASTIC_OUT) == .CEASING_OK)
    var bezierEasing = ceasing_easing()
    precondition(ceasing_easing_init_cubic_bezier(&bezierEasing, 0.25, 0.1, 0.25, 1) == .CEASING_OK)
    for (name, easing) in [("elastic out", elasticEasing), ("ease", bezierEasing)] {
        let baked = BakedCurve(easing: easing, resolution: 257)
        Benchmark("LUT evaluate, \(name), 257 knots") { benchmark in
            for i in benchmark.scaledIterations {
                work.outputs[i] = ceasing_lut_evaluate(baked.table, work.inputs[i])
            }
            blackHole(work.outputs[0])
        }
        Benchmark("LUT evaluate array, \(name), 257 knots") { benchmark in
            ceasing_lut_evaluate_array(baked.table, work.inputs.baseAddress, work.outputs.baseAddress, work.count)
            blackHole(work.outputs[0])
        }
        Benchmark("Direct evaluate, \(name)") { benchmark in
            for i in benchmark.scaledIterations {
                work.outputs[i] = ceasing_easing_evaluate(baked.easing, work.inputs[i])
            }
            blackHole(work.outputs[0])
        }
    }
}
