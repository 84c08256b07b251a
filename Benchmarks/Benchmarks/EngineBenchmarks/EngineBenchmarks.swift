// Per-frame cost of Motion's AnimationEngine with 1k, 10k and 100k running
// animations, each delivering its value to a callback. One benchmark
// iteration is one 60 Hz frame (`advance(by:)`); divide by the animation
// count for the cost per animation per frame. Setup (starting the
// animations) happens before measurement, so the malloc count is the
// steady-state count per frame, which Thresholds/ pins at 0.

import Benchmark
import Motion

/// An engine and the buffer its callbacks write into. Benchmarks run on one
/// thread; the box only carries the engine into the benchmark closure.
final class EngineWorkload: @unchecked Sendable {
    let engine = AnimationEngine()
    let sink: UnsafeMutableBufferPointer<Double>

    init(count: Int, springs: Bool) {
        sink = .allocate(capacity: count)
        sink.initialize(repeating: 0)
        let sink = self.sink
        for index in 0..<count {
            if springs {
                // Nearly undamped, so the springs stay in flight for hours of engine time.
                let spring = Spring(mass: 1, stiffness: 50 + Double(index % 100), damping: 0.001)
                engine.animate(from: 0.0, to: 1.0, initialVelocity: Double(index % 7), spring: spring) { value in
                    sink[index] = value
                }
            } else {
                let easings: [Easing] = [.easeInOutCubic, .easeOutQuad, .linear, .easeInOutSine]
                engine.animate(
                    duration: .milliseconds(500 + index % 1000), easing: easings[index % easings.count],
                    options: .repeating(autoreverses: index % 2 == 0)
                ) { value in
                    sink[index] = value
                }
            }
        }
        // Warm up: first frames size the engine's reusable storage.
        for _ in 0..<3 { engine.advance(by: .nanoseconds(16_666_667)) }
    }
}

/// Builds a workload on first use, so unselected benchmarks cost nothing.
final class WorkloadHolder: @unchecked Sendable {
    var work: EngineWorkload?

    func load(count: Int, springs: Bool) {
        if work == nil { work = EngineWorkload(count: count, springs: springs) }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // No .instructions: reading the counter allocates inside the harness
        // (16 mallocs per sample, even for an empty benchmark).
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )
    for count in [1_000, 10_000, 100_000] {
        let label = count >= 1000 ? "\(count / 1000)k" : "\(count)"
        for springs in [false, true] {
            let name = "\(springs ? "Springs" : "Tweens")\(label)"
            let holder = WorkloadHolder()
            Benchmark(name, configuration: .init(setup: { holder.load(count: count, springs: springs) })) { benchmark in
                let engine = holder.work!.engine
                for _ in benchmark.scaledIterations {
                    engine.advance(by: .nanoseconds(16_666_667))
                }
            }
        }
    }
}
