// The engine half of the instruction benchmark (see ../instructions.sh).
//
//     MotionInstructions run <workload> [count] [frames]   starts the workload, then runs
//                                                          `frames` frames in instructionsFrameLoop
//     MotionInstructions memory [count]                    heap bytes per running tween, spring, shared spring
//                                                          and 3-property group (its layer made before)
//     MotionInstructions seek [count]                      a timeline of `count` keyframe tracks: seek to the
//                                                          middle and the next frame in instructionsSeekLoop
//     MotionInstructions css <css-linear-ease | css-keyframes-linear> [count]
//                                                          `count` CSS exports in instructionsCSSLoop
//     MotionInstructions list                              the workload names
//
// instructions.sh runs `run` under callgrind with collection toggled on
// instructionsFrameLoop only, so the count covers the frames and nothing of
// the setup, and divides by the `units` line this program prints
// (animations, or properties for the groups) times the frame count.
// Instrumentation itself is switched on just around that call (callgrind
// client requests, with --instr-atstart=no), so the setup runs fast.

import Foundation
import InstructionsSupport
import Motion

/// One 60 Hz frame.
let frame = Duration.nanoseconds(16_666_667)

/// The workloads, named as instructions.sh names them.
enum Workload: String, CaseIterable {
    case tweenCubic = "tween-cubic"
    case tweenBezier = "tween-bezier"
    case tweenPartWay = "tween-partway"
    case springsDistinct = "springs-distinct"
    case springsLong = "springs-long"
    case springsShared = "springs-shared"
    case springsInterleaved = "springs-interleaved"
    case springsUI = "springs-ui"
    case groupTimed = "group-timed"
    case groupSprings = "group-springs"
}

/// Running animations, their value sink and the layers they move.
final class Scene {
    let engine = AnimationEngine()
    let sink: UnsafeMutableBufferPointer<Double>
    var layers: [Layer] = []

    init(capacity: Int) {
        sink = .allocate(capacity: capacity)
        sink.initialize(repeating: 0)
    }

    deinit { sink.deallocate() }

    /// Makes the layers a group workload animates, unless made already: the
    /// caller's objects, outside the start rows' measured region.
    func prepare(_ workload: Workload, count: Int) {
        guard workload == .groupTimed || workload == .groupSprings, layers.count != count else { return }
        layers = (0..<count).map { _ in Layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    }

    /// Starts `count` animations of `workload`; returns the units counted per frame.
    func start(_ workload: Workload, count: Int) -> Int {
        let sink = self.sink
        let forever = AnimationOptions.repeating(autoreverses: true)
        switch workload {
        case .tweenCubic, .tweenBezier:
            let easing: Easing =
                workload == .tweenCubic ? .easeInOutCubic : .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
            for index in 0..<count {
                engine.animate(
                    from: 0.0, to: 1.0 + Double(index % 5), duration: .milliseconds(500 + index % 1000),
                    easing: easing, options: forever
                ) { value in sink[index] = value }
            }
            return count
        case .tweenPartWay:
            // Started part-way (negative delays up to 0.3 s) at engine time 0, where
            // active time 0 falls before the engine's origin.
            for index in 0..<count {
                engine.animate(
                    from: 0.0, to: 1.0 + Double(index % 5), duration: .milliseconds(500 + index % 1000),
                    delay: .milliseconds(-(1 + index % 300)), easing: .easeInOutCubic, options: forever
                ) { value in sink[index] = -value }  // not the tweens' block, which would merge with it
            }
            return count
        case .springsDistinct, .springsShared, .springsInterleaved:
            // ζ ≈ 0.2, ω0 ≈ 10/s: every spring stays in flight for seconds.
            let shared = Spring(mass: 1, stiffness: 100, damping: 4)
            // Four springs started in turn (A, B, C, D, A, B…).
            let interleaved = (0..<4).map { Spring(mass: 1, stiffness: 100 + 20 * Double($0), damping: 4 + Double($0)) }
            // The block writes through the base address: a block the same as the
            // tweens' would be merged with it, and theirs would become a jump to it.
            let values = sink.baseAddress!
            for index in 0..<count {
                let i = Double(index)
                let spring =
                    switch workload {
                    case .springsShared: shared
                    case .springsInterleaved: interleaved[index % 4]
                    default: Spring(mass: 1 + i * 1e-5, stiffness: 100 + i * 0.01, damping: 4 + i * 1e-4)
                    }
                engine.animate(
                    from: 0.5 + Double(index % 13), to: 1.0 + Double(index % 5), initialVelocity: Double(index % 7) - 3,
                    spring: spring
                ) { value in values[index] = value }
            }
            return count
        case .springsLong:
            // As springs-distinct, lightly damped (ζ ≈ 0.0035…0.004, stiffness 50…150): still
            // in flight after the warm-up of ``warmUp(_:)`` (40 s), where every phase ω·t
            // is past 256, which the C batch evaluates in quarter turns (issue #29).
            let values = sink.baseAddress!
            for index in 0..<count {
                let i = Double(index)
                let spring = Spring(mass: 1 + i * 1e-5, stiffness: 50 + i * 0.01, damping: 0.05 + i * 5e-6)
                engine.animate(
                    from: 0.5 + Double(index % 13), to: 1.0 + Double(index % 5), initialVelocity: Double(index % 7) - 3,
                    spring: spring
                ) { value in values[index] = value }
            }
            return count
        case .springsUI:
            // UI springs (issue #29): Spring(duration: 0.3…0.8, bounce: 0…0.3), each its own.
            let values = sink.baseAddress!
            for index in 0..<count {
                let spring = Spring(duration: 0.3 + 0.5 * Double(index % 101) / 100, bounce: 0.3 * Double(index % 31) / 30)
                engine.animate(from: 0, to: 1.0 + Double(index % 5), spring: spring) { value in values[index] = value }
            }
            return count
        case .groupTimed, .groupSprings:
            // As PropertyBenchmarks' Groups10kx3 and Springs10kx3: three properties per layer.
            prepare(workload, count: count)
            for (index, layer) in layers.enumerated() {
                engine.animate(layer, options: forever) { a in
                    if workload == .groupTimed {
                        let duration = Duration.milliseconds(500 + index % 1000)
                        a.animate(\.position, to: CGPoint(x: 300, y: Double(index % 50)), duration: duration, easing: .easeInOutCubic)
                        a.animate(\.opacity, to: 0, duration: duration)
                        a.animate(\.cornerRadius, to: 8, duration: duration, easing: .easeOutQuad)
                    } else {
                        let spring = Spring(duration: 0.5 + Double(index % 100) / 100, bounce: 0.3)
                        a.animate(\.position, to: CGPoint(x: 300, y: Double(index % 50)), with: .spring(spring))
                        a.animate(\.opacity, to: 0, with: .spring(spring))
                        a.animate(\.cornerRadius, to: 8, with: .spring(spring))
                    }
                }
            }
            return 3 * count
        }
    }
}

/// The time a workload runs before its measured frames: 40 s for springs-long
/// (whose phases are then past 256), none for the others.
func warmUp(_ workload: Workload) -> Duration {
    workload == .springsLong ? .seconds(40) : .zero
}

/// The measured region: callgrind collects inside this function only.
@inline(never)
func instructionsFrameLoop(_ engine: AnimationEngine, frames: Int) {
    for _ in 0..<frames { engine.advance(by: frame) }
}

/// A timeline of `count` children staggered over 10 s (issue #29's `timeline-seek`):
/// child i starts at i × 10 s / count and plays a `KeyframeTrack<Double>` of two
/// 0.5 s segments (easeInOutCubic, then easeOutQuad) from 0 to 1–5 and back to
/// 0.5, into its own slot of `sink`. Played once on `engine`; returns its ID.
func startTimeline(_ scene: Scene, count: Int) -> AnimationID {
    let sink = scene.sink
    var timeline = Timeline()
    let stagger = 10.0 / Double(count)
    for index in 0..<count {
        let track = KeyframeTrack(
            values: [0, 1 + Double(index % 5), 0.5], durations: [0.5, 0.5], easings: [.easeInOutCubic, .easeOutQuad])
        timeline.add(track, at: .at(Double(index) * stagger)) { value in sink[index] = value }
    }
    return scene.engine.play(timeline)
}

/// The measured region of `timeline-seek`: a seek to 5 s (half way through the
/// staggered starts) and the next frame, which delivers it: the playhead moves
/// from timeline time 0.05 s (after the warm-up) to 5 s + 1 frame, jumping over
/// the 4 000 or so children that start and end in between (each writes its end
/// value), and about 1 000 children are active there.
@inline(never)
func instructionsSeekLoop(_ engine: AnimationEngine, _ id: AnimationID) {
    engine.seek(id, to: .seconds(5))
    engine.advance(by: frame)
}

/// The track of the css-keyframes-linear row: three keyframe segments, `ease` over
/// 0.4 s, `easeOutElastic` over 0.6 s and a `.bouncy` spring (its settling time).
let cssTrack = KeyframeTrack(
    values: [0.0, 1, 0.25, 0.6],
    timings: [.eased(.ease, duration: 0.4), .eased(.easeOutElastic, duration: 0.6), .spring(.bouncy)])

/// The measured region of the CSS rows (issue #29): `count` exports; returns the
/// total length of the text, so that nothing is optimised away.
@inline(never)
func instructionsCSSLoop(_ row: String, count: Int) -> Int {
    var length = 0
    for _ in 0..<count {
        if row == "css-linear-ease" {
            length += Easing.ease.cssLinear(maxError: 1e-3).utf8.count
        } else {
            let css = try! CSSKeyframes(name: "move", property: "opacity", linearTimingOf: cssTrack, maxError: 1e-3)
            length += css.animation.utf8.count
        }
    }
    return length
}

/// The measured region of a start row: `count` starts of `workload` into a fresh engine.
@inline(never)
func instructionsStartLoop(_ scene: Scene, _ workload: Workload, count: Int) -> Int {
    scene.start(workload, count: count)
}

func argument(_ index: Int, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard index < arguments.count else { return value }
    guard let parsed = Int(arguments[index]), parsed > 0 else {
        fatalError("argument \(index) is \(arguments[index]): expected a positive integer")
    }
    return parsed
}

func usage() -> Never {
    let names = Workload.allCases.map(\.rawValue).joined(separator: " | ")
    FileHandle.standardError.write("usage: MotionInstructions run <\(names)> [count] [frames] | start <\(names)> [count] | css <css-linear-ease | css-keyframes-linear> [count] | memory [count] | seek [count] | list\n".data(using: .utf8)!)
    exit(2)
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "list":
    for workload in Workload.allCases { print(workload.rawValue) }
case "run":
    guard arguments.count > 2, let workload = Workload(rawValue: arguments[2]) else { usage() }
    let count = argument(3, default: 10_000)
    let frames = argument(4, default: 8)
    let scene = Scene(capacity: count)
    let units = scene.start(workload, count: count)
    // Warm up: the first frames size the engine's reusable storage.
    if warmUp(workload) > .zero { scene.engine.advance(by: warmUp(workload)) }
    for _ in 0..<3 { scene.engine.advance(by: frame) }
    instructions_instrumentation_start()
    instructionsFrameLoop(scene.engine, frames: frames)
    instructions_instrumentation_stop()
    let active = scene.engine.activeAnimationCount
    guard active == count else {
        // Release builds drop precondition messages: say it and exit.
        FileHandle.standardError.write("only \(active) of \(count) animations are still running after the measurement\n".data(using: .utf8)!)
        exit(1)
    }
    print("callgrind \(instructions_have_callgrind())")
    print("units \(units)")
    print("frames \(frames)")
case "start":
    // Instructions (and mallocs, from callgrind's call counts) per start.
    guard arguments.count > 2, let workload = Workload(rawValue: arguments[2]) else { usage() }
    let count = argument(3, default: 10_000)
    let scene = Scene(capacity: count)
    scene.prepare(workload, count: count)
    instructions_instrumentation_start()
    _ = instructionsStartLoop(scene, workload, count: count)
    instructions_instrumentation_stop()
    guard scene.engine.activeAnimationCount == count else {
        FileHandle.standardError.write("only \(scene.engine.activeAnimationCount) of \(count) animations started\n".data(using: .utf8)!)
        exit(1)
    }
    print("callgrind \(instructions_have_callgrind())")
    // Per start: a group of three properties counts once (its layer, the
    // caller's, is made before the measured region).
    print("units \(count)")
    print("frames 1")
    withExtendedLifetime(scene) {}
case "seek":
    let count = argument(2, default: 10_000)
    let scene = Scene(capacity: count)
    let id = startTimeline(scene, count: count)
    // Warm up as the frame rows do: three frames from timeline time 0.
    for _ in 0..<3 { scene.engine.advance(by: frame) }
    instructions_instrumentation_start()
    instructionsSeekLoop(scene.engine, id)
    instructions_instrumentation_stop()
    // Child 2·count/5 starts at 4 s and ends at 5 s, before the playhead (≈ 5.03 s): its end value.
    let probe = count * 2 / 5
    guard scene.engine.activeAnimationCount == 1, scene.sink[probe] == 0.5 else {
        FileHandle.standardError.write("the timeline is not where the seek put it (child \(probe): \(scene.sink[probe]))\n".data(using: .utf8)!)
        exit(1)
    }
    print("callgrind \(instructions_have_callgrind())")
    // Per child, for the seek and its frame together.
    print("units \(count)")
    print("frames 1")
case "css":
    // Instructions per CSS export (issue #29's CSS rows).
    guard arguments.count > 2, ["css-linear-ease", "css-keyframes-linear"].contains(arguments[2]) else { usage() }
    let count = argument(3, default: 4)
    instructions_instrumentation_start()
    let length = instructionsCSSLoop(arguments[2], count: count)
    instructions_instrumentation_stop()
    guard length > 0 else { exit(1) }
    print("callgrind \(instructions_have_callgrind())")
    print("units \(count)")
    print("frames 1")
case "memory":
    // Heap in use before and after starting `count` animations (and three frames,
    // which size the engine's per-frame storage), divided by `count`.
    let count = argument(2, default: 10_000)
    // A group (three timed properties) counts once; its layer is made before.
    let names: [Workload: String] = [
        .tweenCubic: "tween", .springsDistinct: "spring", .springsShared: "shared-spring", .groupTimed: "group",
    ]
    for workload in [Workload.tweenCubic, .springsDistinct, .springsShared, .groupTimed] {
        let scene = Scene(capacity: count)
        scene.prepare(workload, count: count)
        let before = instructions_heap_bytes()
        _ = scene.start(workload, count: count)
        for _ in 0..<3 { scene.engine.advance(by: frame) }
        let after = instructions_heap_bytes()
        print("bytes \(names[workload]!) \(Double(after - before) / Double(count))")
        withExtendedLifetime(scene) {}
    }
    // The callers' update blocks alone, made as the workloads make them: part of
    // the figures above, allocated by the caller's closure, not by the engine.
    let sink = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
    let values = sink.baseAddress!
    for form in ["tween", "spring"] {
        var blocks: [(Double) -> Void] = []
        blocks.reserveCapacity(count)
        let before = instructions_heap_bytes()
        for index in 0..<count {
            if form == "tween" {
                blocks.append { value in sink[index] = value }
            } else {
                blocks.append { value in values[index] = value }
            }
        }
        let after = instructions_heap_bytes()
        print("block \(form) \(Double(after - before) / Double(count))")
        withExtendedLifetime(blocks) {}
    }
    sink.deallocate()
default:
    usage()
}
