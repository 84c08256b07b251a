// Per-frame cost of property animations: 10k `Layer`s with three animated
// properties each (or one timed scenario play each). One benchmark iteration
// is one 60 Hz frame (`advance(by:)`); divide by 30k for the cost per
// property per frame.
// Setup (starting the groups) happens before measurement, so the malloc
// count is the steady-state count per frame, which Thresholds/ pins at 0.

import Benchmark
import Foundation
import Motion

/// An engine with its layers. Benchmarks run on one thread; the box only
/// carries the engine into the benchmark closure.
final class PropertyWorkload: @unchecked Sendable {
    enum Kind { case groups, springs, stagger, scenarios }

    let engine = AnimationEngine()
    let layers: [Layer]
    /// The scenario plays' player (it keeps their bookkeeping).
    var player: ScenarioPlayer?

    init(count: Int, kind: Kind) {
        layers = (0..<count).map { _ in Layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let forever = AnimationOptions.repeating(autoreverses: true)
        switch kind {
        case .groups:
            for (index, layer) in layers.enumerated() {
                engine.animate(layer, options: forever) { a in
                    let duration = Duration.milliseconds(500 + index % 1000)
                    a.animate(\.position, to: CGPoint(x: 300, y: Double(index % 50)), duration: duration, easing: .easeInOutCubic)
                    a.animate(\.opacity, to: 0, duration: duration)
                    a.animate(\.cornerRadius, to: 8, duration: duration, easing: .easeOutQuad)
                }
            }
        case .springs:
            for (index, layer) in layers.enumerated() {
                engine.animate(layer, options: forever) { a in
                    let spring = Spring(duration: 0.5 + Double(index % 100) / 100, bounce: 0.3)
                    a.animate(\.position, to: CGPoint(x: 300, y: Double(index % 50)), with: .spring(spring))
                    a.animate(\.opacity, to: 0, with: .spring(spring))
                    a.animate(\.cornerRadius, to: 8, with: .spring(spring))
                }
            }
        case .stagger:
            engine.animate(layers, stagger: .amount(.seconds(1), from: .center), options: forever) { a in
                a.animate(\.position, to: CGPoint(x: 300, y: 20), duration: .seconds(1), easing: .easeInOutCubic)
                a.animate(\.opacity, to: 0, duration: .seconds(1))
                a.animate(\.cornerRadius, to: 8, duration: .seconds(1), easing: .easeOutQuad)
            }
        case .scenarios:
            // A timed play per layer (the engine's timing, repeating with
            // autoreverse): translation, rotation about an anchor, scale and
            // alpha, each group with its own easing, starting at 16 offsets.
            let scenario = Scenario(
                name: "kinds",
                keyframes: [
                    ScenarioKeyframe(after: 0.5, .translate(x: 10, y: -20)),
                    ScenarioKeyframe(
                        after: 0.25, .rotate(axis: .z, degrees: 90, anchor: CGPoint(x: 0, y: 0)),
                        interpolation: .easeInOut),
                    ScenarioKeyframe(after: 0.25, .scale(x: 2, y: 0.5, anchor: CGPoint(x: 1, y: 1))),
                    ScenarioKeyframe(.alpha(0.3), interpolation: .easeIn),
                ])
            let player = ScenarioPlayer(engine: engine)
            self.player = player
            for (index, layer) in layers.enumerated() {
                do {
                    try player.play(
                        scenario, on: layer, delay: .milliseconds(index % 16 * 40),
                        options: .repeating(autoreverses: true))
                } catch {
                    fatalError("PropertyBenchmarks: the scenario does not play: \(error)")
                }
            }
        }
        // Warm up past the first iteration (the stagger's is 2 s): first frames size
        // the engine's reusable storage, and in a stagger's first pass each group
        // leaves the registry as it ends (once; later iterations allocate nothing).
        for _ in 0..<135 { engine.advance(by: .nanoseconds(16_666_667)) }
    }
}

/// Builds a workload on first use, so unselected benchmarks cost nothing.
final class WorkloadHolder: @unchecked Sendable {
    var work: PropertyWorkload?

    func load(count: Int, kind: PropertyWorkload.Kind) {
        if work == nil { work = PropertyWorkload(count: count, kind: kind) }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // No .instructions: reading the counter allocates inside the harness.
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let cases: [(String, PropertyWorkload.Kind)] = [
        ("Groups10kx3", .groups), ("Springs10kx3", .springs), ("Stagger10kx3", .stagger),
        ("ScenarioPlays10k", .scenarios),
    ]
    for (name, kind) in cases {
        let holder = WorkloadHolder()
        Benchmark(name, configuration: .init(setup: { holder.load(count: 10_000, kind: kind) })) { benchmark in
            let engine = holder.work!.engine
            for _ in benchmark.scaledIterations {
                engine.advance(by: .nanoseconds(16_666_667))
            }
        }
    }
}
