import Foundation
import Motion
import Testing

// Trigger firing frames on the manual clock. Every expected frame is found by
// scanning the chosen frame times with the spec's formula for the primary
// property's progress (never by reading the library's own numbers).

/// A plain class: the engine writes it through ordinary key paths.
private final class TriggerPuck {
    var x = 0.0
    var point = CGPoint.zero
    var tint = MotionColor(red: 0, green: 0, blue: 0)
}

/// Records what fired, in order, and the engine time (seconds) of each firing.
private final class TriggerLog {
    var events: [String] = []
    var times: [String: [Double]] = [:]

    func fire(_ label: String, _ engine: AnimationEngine) {
        events.append(label)
        times[label, default: []].append(seconds(engine.currentTime))
    }
}

/// Engine time in seconds: whole nanoseconds over 1e9, which reproduces `Double(k) / n` for the frames used here.
private func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole * 1_000_000_000 + attoseconds / 1_000_000_000) / 1e9
}

private func at(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

/// The frames `k / perSecond` for k in 1...count.
private func frames(_ count: Int, perSecond: Double) -> [Double] { (1...count).map { Double($0) / perSecond } }

/// The first frame at which `progress` reaches `fraction`, checked to be more
/// than `margin` away from the threshold on both sides, so that rounding in
/// the engine's nanosecond clock cannot move it.
private func expectedFrame(
    _ frames: [Double], _ fraction: Double, margin: Double = 1e-6, _ progress: (Double) -> Double
) throws -> Double {
    let index = try #require(frames.firstIndex { progress($0) >= fraction })
    let exact = progress(frames[index]) == fraction
    try #require(exact || progress(frames[index]) - fraction > margin)
    if index > 0 { try #require(fraction - progress(frames[index - 1]) > margin) }
    return frames[index]
}

@Suite("Property triggers")
struct PropertyTriggerTests {
    @Test("Time and value progress of an eased timed curve fire at the first frame at or past their fraction")
    func timedCurve() throws {
        let engine = AnimationEngine()
        let puck = TriggerPuck()
        let log = TriggerLog()
        let fractions = [0.0, 0.1, 0.25, 0.3, 0.5, 0.9, 1.0]
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1), easing: .easeInQuad)
            for f in fractions {
                a.trigger(.timeProgress(f)) { [unowned engine] in log.fire("time \(f)", engine) }
                a.trigger(.valueProgress(f)) { [unowned engine] in log.fire("value \(f)", engine) }
            }
        }
        let grid = frames(16, perSecond: 16)
        for t in grid { engine.advance(to: at(t)) }
        for f in fractions {
            // u = t / 1 s; the value progress of a quadratic ease-in is u².
            #expect(log.times["time \(f)"] == [try expectedFrame(grid, f) { $0 }], "time \(f)")
            #expect(log.times["value \(f)"] == [try expectedFrame(grid, f) { $0 * $0 }], "value \(f)")
        }
    }

    @Test("Progress follows the primary property: its delay, the isPrimary flag and the closest-to-average rule")
    func primarySelection() throws {
        let grid = frames(32, perSecond: 16)
        /// The engine seconds at which a `.timeProgress(fraction)` of the group built by `build` fires.
        func firing(
            _ fraction: Double, _ priority: TimingPriority = .maxTime,
            _ build: (PropertyAnimationBuilder<TriggerPuck>) -> Void
        ) -> [Double]? {
            let engine = AnimationEngine()
            let log = TriggerLog()
            let puck = TriggerPuck()
            engine.animate(puck, priority: priority) { a in
                build(a)
                a.trigger(.timeProgress(fraction)) { [unowned engine] in log.fire("t", engine) }
            }
            for t in grid { engine.advance(to: at(t)) }
            return log.times["t"]
        }
        let point = CGPoint(x: 5, y: 5)
        // No primary, maxTime: the primary is x (1 s, delay 0.25 s); u = (t − 0.25) / 1.
        let delayed = firing(0.3) { a in
            a.animate(\.x, to: 100, duration: .seconds(1), delay: .seconds(0.25))
            a.animate(\.point, to: point, duration: .seconds(0.5))
        }
        #expect(delayed == [try expectedFrame(grid, 0.3) { ($0 - 0.25) / 1 }])
        // point is primary: the group lasts 0.5 s and point drives the trigger; u = t / 0.5.
        let flagged = firing(0.3) { a in
            a.animate(\.x, to: 100, duration: .seconds(1), delay: .seconds(0.25))
            a.animate(\.point, to: point, duration: .seconds(0.5), isPrimary: true)
        }
        #expect(flagged == [try expectedFrame(grid, 0.3) { $0 / 0.5 }])
        // average of 0.25, 0.5 and 1.5 is 0.75, matched by none: the closest (0.5 s) is primary.
        let averaged = firing(0.6, .average) { a in
            a.animate(\.x, to: 100, duration: .seconds(0.25))
            a.animate(\.point, to: point, duration: .seconds(0.5))
            a.animate(\.tint, to: MotionColor(red: 1, green: 1, blue: 1), duration: .seconds(1.5))
        }
        #expect(averaged == [try expectedFrame(grid, 0.6) { $0 / 0.5 }])
    }

    @Test("Value progress is the Euclidean fraction of the distance, also along a curved path")
    func euclideanOnCurvedPath() throws {
        let engine = AnimationEngine()
        let puck = TriggerPuck()
        let log = TriggerLog()
        let fractions = [0.3, 0.5, 0.8]
        // A linear curve from (0, 0) to (100, 0) in 1 s entered with velocity (0, 200)/s:
        // x(u) = lerp(from, to, u) + u(1 − u)²·L with L = v0·D − e′(0)·Δ = (−100, 200).
        engine.animate(puck) { a in
            a.animate(
                \.point, from: .zero, to: CGPoint(x: 100, y: 0), duration: .seconds(1),
                initialVelocity: CGPoint(x: 0, y: 200))
            for f in fractions { a.trigger(.valueProgress(f)) { [unowned engine] in log.fire("\(f)", engine) } }
        }
        func position(_ u: Double) -> (x: Double, y: Double) {
            let h = u * (1 - u) * (1 - u)
            return (100 * u - 100 * h, 200 * h)
        }
        func progress(_ u: Double) -> Double {
            let p = position(u)
            return (p.x * p.x + p.y * p.y).squareRoot() / 100
        }
        let grid = frames(16, perSecond: 16)
        for t in grid { engine.advance(to: at(t)) }
        for f in fractions {
            #expect(log.times["\(f)"] == [try expectedFrame(grid, f, progress)], "\(f)")
        }
        // The test tells Euclidean progress from the x component alone at 0.5.
        #expect(try expectedFrame(grid, 0.5, progress) != grid.first { position($0).x / 100 >= 0.5 })
    }

    @Test("Value progress of an overshooting spring fires on the way up, at the first frame ≥ f")
    func overshootingSpring() throws {
        let engine = AnimationEngine()
        let layer = Layer()
        let log = TriggerLog()
        let fractions = [0.5, 0.9, 1.0]
        engine.animate(layer) { a in
            a.animate(\.position, to: CGPoint(x: 30, y: 40), with: .spring(Spring(response: 0.5, dampingRatio: 0.3)))
            for f in fractions { a.trigger(.valueProgress(f)) { [unowned engine] in log.fire("\(f)", engine) } }
        }
        // A step from rest: |x(t) − from| / |Δ| = |1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t)|.
        let omega0 = 2 * Double.pi / 0.5
        let zeta = 0.3
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        func progress(_ t: Double) -> Double {
            abs(1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t)))
        }
        let peak = Double.pi / omegaD  // the first maximum
        let grid = frames(50, perSecond: 100)
        for t in grid { engine.advance(to: at(t)) }
        for f in fractions {
            let expected = try expectedFrame(grid, f, progress)
            #expect(expected < peak, "fires before the overshoot's peak")
            #expect(log.times["\(f)"] == [expected], "\(f)")
        }
        // The spring does overshoot on these frames, by more than a third.
        #expect(grid.contains { progress($0) > 1.3 })
    }

    @Test("When from equals to, value progress fires by time progress")
    func zeroDistanceUsesTime() throws {
        let engine = AnimationEngine()
        let log = TriggerLog()
        let puck = TriggerPuck()
        engine.animate(puck) { a in
            let still = CGPoint(x: 5, y: 5)
            a.animate(\.point, from: still, to: still, duration: .seconds(1), easing: .easeInQuad)
            a.trigger(.valueProgress(0.5)) { [unowned engine] in log.fire("v", engine) }
        }
        let grid = frames(16, perSecond: 16)
        for t in grid { engine.advance(to: at(t)) }
        let expected = try expectedFrame(grid, 0.5) { $0 }
        #expect(log.times["v"] == [expected])
        #expect(expected != grid.first { $0 * $0 >= 0.5 }, "not the eased progress")
    }

    @Test("A non-vector primary uses the magnitude of the eased progress, |e(u)|")
    func nonVectorPrimary() throws {
        let engine = AnimationEngine()
        let layer = Layer()
        let log = TriggerLog()
        let fractions = [0.05, 0.5, 0.9]
        engine.animate(layer) { a in
            let orange = MotionColor(red: 1, green: 0.5, blue: 0)
            a.animate(\.backgroundColor, to: orange, duration: .seconds(1), easing: .easeInBack)
            for f in fractions {
                a.trigger(.valueProgress(f)) { [unowned engine] in log.fire("value \(f)", engine) }
                a.trigger(.timeProgress(f)) { [unowned engine] in log.fire("time \(f)", engine) }
            }
        }
        // Back-in: e(u) = (c + 1)u³ − c·u² with c = 1.70158; it dips below 0 first.
        func eased(_ u: Double) -> Double { 2.70158 * u * u * u - 1.70158 * u * u }
        let grid = frames(32, perSecond: 32)
        for t in grid { engine.advance(to: at(t)) }
        for f in fractions {
            #expect(log.times["value \(f)"] == [try expectedFrame(grid, f) { abs(eased($0)) }], "value \(f)")
            #expect(log.times["time \(f)"] == [try expectedFrame(grid, f) { $0 }], "time \(f)")
        }
        // 0.05 is reached in the dip, long before e(u) itself reaches 0.05.
        #expect(try expectedFrame(grid, 0.05) { abs(eased($0)) } < grid.first { eased($0) >= 0.05 }!)
    }

    @Test(".start fires on the first frame after didStart; .completion fires before didStop(.finished)")
    func startAndCompletionOrder() {
        let engine = AnimationEngine()
        let log = TriggerLog()
        let puck = TriggerPuck()
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(0.5))
            a.didStop { log.fire("didStop \($0)", engine) }
            a.trigger(.completion) { [unowned engine] in log.fire("completion", engine) }
            a.trigger(.timeProgress(1)) { [unowned engine] in log.fire("time 1", engine) }
            a.trigger(.timeProgress(0)) { [unowned engine] in log.fire("time 0", engine) }
            a.trigger(.start) { [unowned engine] in log.fire("start", engine) }
            a.didStart { log.fire("didStart", engine) }
        }
        #expect(log.events.isEmpty, "nothing runs before the first frame")
        engine.advance(to: at(0.25))
        #expect(log.events == ["didStart", "start", "time 0"])
        engine.advance(to: at(0.5))
        #expect(log.events == ["didStart", "start", "time 0", "time 1", "completion", "didStop finished"])
        #expect(log.times["start"] == [0.25])
        #expect(log.times["completion"] == [0.5])
    }

    @Test("Triggers run after the frame's values are written, .start included")
    func triggersSeeWrittenValues() {
        let engine = AnimationEngine()
        let puck = TriggerPuck()
        var seen: [String: Double] = [:]
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.trigger(.start) { seen["start"] = puck.x }
            a.trigger(.timeProgress(0.5)) { seen["half"] = puck.x }
            a.trigger(.completion) { seen["completion"] = puck.x }
        }
        engine.advance(to: at(0.25))
        engine.advance(to: at(0.5))
        engine.advance(to: at(1))
        #expect(seen == ["start": 25, "half": 50, "completion": 100])
    }

    @Test("Triggers start groups on other targets at the frame's time, and nest")
    func nestedTriggers() {
        let engine = AnimationEngine()
        let puck = TriggerPuck()
        let second = Layer()
        let third = Layer(position: CGPoint(x: 0, y: 20))
        let log = TriggerLog()
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.trigger(.valueProgress(0.5), on: second) { b in
                b.animate(\.opacity, to: 0, duration: .seconds(0.5))
                b.trigger(.start) { [unowned engine] in log.fire("second starts", engine) }
                b.trigger(.completion, on: third) { c in
                    c.animate(\.position, to: CGPoint(x: 80, y: 60), duration: .seconds(0.25))
                    c.trigger(.timeProgress(0.5)) { [unowned engine] in log.fire("third half", engine) }
                }
            }
        }
        var samples: [(Double, Double, CGPoint)] = []
        for t in frames(12, perSecond: 8) {
            engine.advance(to: at(t))
            samples.append((t, second.opacity, third.position))
        }
        // The first group reaches 50 at 0.5 s: the second group starts then (opacity 1 → 0 over 0.5 s)
        // and renders from the next frame; it completes at 1 s, starting the third (0.25 s, from (0, 20)).
        for (t, opacity, position) in samples {
            let expectedOpacity = t <= 0.5 ? 1 : 1 - min((t - 0.5) / 0.5, 1)
            let u = min(max((t - 1) / 0.25, 0), 1)
            #expect(abs(opacity - expectedOpacity) < 1e-12, "opacity at \(t)")
            #expect(abs(position.x - 80 * u) < 1e-9 && abs(position.y - (20 + 40 * u)) < 1e-9, "position at \(t)")
        }
        #expect(log.times["second starts"] == [0.625])
        #expect(log.times["third half"] == [1.125])
        #expect(engine.isIdle)
    }

    @Test("A trigger whose other target is gone starts nothing and breaks nothing")
    func releasedOtherTarget() {
        let engine = AnimationEngine()
        let puck = TriggerPuck()
        var built = 0
        var stops: [CompletionReason] = []
        do {
            let other = Layer()
            engine.animate(puck) { a in
                a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
                a.trigger(.timeProgress(0.5), on: other) { b in
                    built += 1
                    b.animate(\.opacity, to: 0, duration: .seconds(0.1))
                }
                a.didStop { stops.append($0) }
            }
        }
        for t in frames(8, perSecond: 8) { engine.advance(to: at(t)) }
        #expect(built == 0)
        #expect(stops == [.finished])
        #expect(puck.x == 100)
        #expect(engine.isIdle)
    }

    @Test("A cancelled, replaced or orphaned group drops its pending triggers")
    func endedGroupsDropTriggers() {
        enum Ending: CaseIterable { case cancelled, replaced, released }
        for ending in Ending.allCases {
            let engine = AnimationEngine()
            let other = Layer()
            let log = TriggerLog()
            var puck: TriggerPuck? = TriggerPuck()
            let id = engine.animate(puck!) { a in
                a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
                a.trigger(.start) { [unowned engine] in log.fire("start", engine) }
                a.trigger(.timeProgress(0.5)) { [unowned engine] in log.fire("time", engine) }
                a.trigger(.valueProgress(0.75)) { [unowned engine] in log.fire("value", engine) }
                a.trigger(.completion) { [unowned engine] in log.fire("completion", engine) }
                a.trigger(.timeProgress(1), on: other) { b in b.animate(\.opacity, to: 0, duration: .seconds(0.1)) }
            }
            engine.advance(to: at(0.25))
            switch ending {
            case .cancelled: engine.cancel(id)
            case .replaced: engine.animate(puck!) { a in a.animate(\.x, to: -1, duration: .seconds(0.25)) }
            case .released: puck = nil
            }
            for t in frames(16, perSecond: 8) where t > 0.25 { engine.advance(to: at(t)) }
            #expect(log.events == ["start"], "\(ending)")
            #expect(other.opacity == 1, "\(ending)")
            #expect(engine.isIdle, "\(ending)")
        }
    }

    @Test("A trigger may take over its own group's property: the group ends .replaced mid-frame")
    func triggerRedirectsOwnGroup() {
        let engine = AnimationEngine()
        let puck = TriggerPuck()
        let log = TriggerLog()
        engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.trigger(.timeProgress(0.5), on: puck) { b in b.animate(\.x, to: 0, duration: .seconds(1)) }
            a.trigger(.timeProgress(0.5)) { [unowned engine] in log.fire("same frame", engine) }
            a.trigger(.completion) { [unowned engine] in log.fire("completion", engine) }
            a.didStop { log.fire("didStop \($0)", engine) }
        }
        engine.advance(to: at(0.25))
        engine.advance(to: at(0.5))
        #expect(log.events == ["didStop replaced"])
        // The new curve starts from 50 and has travelled 50 of 50 + 50: 1 s scaled to 0.5 s.
        engine.advance(to: at(0.75))
        #expect(abs(puck.x - 25) < 1e-9)
        engine.advance(to: at(1))
        #expect(puck.x == 0)
        #expect(engine.isIdle)
        #expect(log.events == ["didStop replaced"])
    }

    @Test("A trigger that cancels its own group stops the triggers due in the same frame")
    func selfCancellingTrigger() {
        let engine = AnimationEngine()
        let log = TriggerLog()
        let puck = TriggerPuck()
        var id: AnimationID?
        id = engine.animate(puck) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(1))
            a.trigger(.timeProgress(0.5)) {
                log.fire("first", engine)
                engine.cancel(id!)
            }
            a.trigger(.timeProgress(0.4)) { [unowned engine] in log.fire("second", engine) }
            a.trigger(.completion) { [unowned engine] in log.fire("completion", engine) }
            a.didStop { log.fire("didStop \($0)", engine) }
        }
        engine.advance(to: at(0.6))
        engine.advance(to: at(2))
        #expect(log.events == ["first", "didStop cancelled"])
    }

    @Test("Each trigger fires at most once, through repeats and scrubbing back")
    func firesOnce() {
        let engine = AnimationEngine()
        let log = TriggerLog()
        let puck = TriggerPuck()
        let id = engine.animate(puck, options: .repeating(2)) { a in
            a.animate(\.x, from: 0, to: 100, duration: .seconds(0.5))
            a.trigger(.start) { [unowned engine] in log.fire("start", engine) }
            a.trigger(.timeProgress(0.5)) { [unowned engine] in log.fire("time", engine) }
            a.trigger(.valueProgress(0.5)) { [unowned engine] in log.fire("value", engine) }
            a.trigger(.completion) { [unowned engine] in log.fire("completion", engine) }
        }
        for t in frames(4, perSecond: 8) { engine.advance(to: at(t)) }
        engine.seek(id, to: .zero)
        for t in frames(12, perSecond: 8) where t > 0.5 { engine.advance(to: at(t)) }
        #expect(log.times["start"] == [0.125])
        #expect(log.times["time"] == [0.25])
        #expect(log.times["value"] == [0.25])
        #expect(log.times["completion"] == [1.5])
    }

    @Test("A progress fraction outside [0, 1] stops with a precondition failure")
    func fractionsOutOfRange() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(Layer()) { a in a.trigger(.timeProgress(1.5)) {} }
        }
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(Layer()) { a in a.trigger(.valueProgress(-0.01)) {} }
        }
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(Layer()) { a in a.trigger(.timeProgress(.nan)) {} }
        }
        await #expect(processExitsWith: .failure) {
            let other = Layer()
            AnimationEngine().animate(Layer()) { a in
                a.trigger(.valueProgress(1.0000001), on: other) { b in
                    b.animate(\.opacity, to: 0, duration: .seconds(1))
                }
            }
        }
    }
}
