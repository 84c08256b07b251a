import Motion
import Testing

/// Web Animations Level 1's timing procedures (§4.5 to §4.10: phases, active
/// time, overall and simple iteration progress, current iteration, directed
/// progress), written out from the spec for these tests; milliseconds.
/// Motion's `auto` fill is not modelled: the tests use the four explicit modes.
struct WAAPIReference {
    var delay = 0.0
    var duration = 0.0
    var iterations = 1.0
    var iterationStart = 0.0
    var endDelay = 0.0
    var direction = PlaybackDirection.normal
    var fill = FillMode.none

    struct Result {
        var phase: AnimationPhase
        var activeTime: Double?
        var iteration: Double?
        var simple: Double?
        var directed: Double?
    }

    var activeDuration: Double { duration == 0 || iterations == 0 ? 0 : duration * iterations }
    var endTime: Double { max(delay + activeDuration + endDelay, 0) }

    func compute(at t: Double) -> Result {
        let beforeActive = max(min(delay, endTime), 0)
        let activeAfter = max(min(delay + activeDuration, endTime), 0)
        let phase: AnimationPhase = t < beforeActive ? .before : t >= activeAfter ? .after : .active
        let active: Double?
        switch phase {
        case .before: active = fill == .backwards || fill == .both ? max(t - delay, 0) : nil
        case .active: active = t - delay
        case .after: active = fill == .forwards || fill == .both ? max(min(t - delay, activeDuration), 0) : nil
        }
        guard let active else { return Result(phase: phase) }
        let overall =
            duration == 0 ? (phase == .before ? 0 : iterations) + iterationStart : active / duration + iterationStart
        var simple = overall.isInfinite ? iterationStart - iterationStart.rounded(.down) : overall - overall.rounded(.down)
        if simple == 0 && phase != .before && active == activeDuration && iterations != 0 { simple = 1 }
        let iteration =
            phase == .after && iterations.isInfinite
            ? Double.infinity : simple == 1 ? overall.rounded(.down) - 1 : overall.rounded(.down)
        var d = iteration
        if direction == .alternateReverse { d += 1 }
        let forwards: Bool
        switch direction {
        case .normal: forwards = true
        case .reverse: forwards = false
        case .alternate, .alternateReverse: forwards = d.isInfinite || d.remainder(dividingBy: 2) == 0
        }
        return Result(
            phase: phase, activeTime: active, iteration: iteration, simple: simple,
            directed: forwards ? simple : 1 - simple)
    }
}

/// The kinds of animation the engine drives through its one client seam.
enum ClientKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case progress, group, stagger, sequence, timeline
    var testDescription: String { rawValue }
}

/// One client kind started on an engine. Every kind lasts 400 ms per
/// iteration and shows 20 + 80·p at the whole's directed progress p
/// (linear easing), except the stagger's second target, which starts half-way.
final class StartedClient {
    final class Box {
        var x: Double
        init(_ x: Double) { self.x = x }
    }

    let id: AnimationID
    let read: () -> Double
    let expected: (Double) -> Double
    /// What it shows with no effect before its first frame with one.
    let underlying: Double
    /// Whether no effect at the end restores `underlying` (property
    /// animations) or keeps the last frame (values, timelines).
    let restoresAtEnd: Bool
    private let keepAlive: [AnyObject]

    init(
        _ kind: ClientKind, on engine: AnimationEngine, options: AnimationOptions
    ) {
        let ramp: (Double) -> Double = { p in 20 + 80 * p }
        switch kind {
        case .progress:
            let box = Box(-1)
            id = engine.animate(duration: .ms(400), options: options, animations: { box.x = ramp($0) })
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, -1, false, [box])
        case .group:
            let box = Box(20)
            id = engine.animate(box, options: options) { a in a.animate(\.x, to: 100, duration: .ms(400)) }
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, 20, true, [box])
        case .stagger:
            let boxes = [Box(20), Box(20)]
            id = engine.animate(boxes, stagger: Stagger(.each(.ms(200))), options: options) { a in
                a.animate(\.x, to: 100, duration: .ms(200))
            }
            let second: (Double) -> Double = { p in 20 + 80 * min(max((400 * p - 200) / 200, 0), 1) }
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ boxes[1].x }, second, 20, true, boxes)
        case .sequence:
            let box = Box(20)
            id = engine.animateSequence(options: options) { s in
                s.append(box) { a in a.animate(\.x, to: 60, duration: .ms(200)) }
                s.append(box) { a in a.animate(\.x, to: 100, duration: .ms(200)) }
            }
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, 20, true, [box])
        case .timeline:
            let box = Box(-1)
            var timeline = Timeline()
            timeline.add(TimelineRamp(from: 20, to: 100, duration: 0.4), to: box, \.x)
            id = engine.play(timeline, options: options)
            (read, expected, underlying, restoresAtEnd, keepAlive) = ({ box.x }, ramp, -1, false, [box])
        }
    }
}
