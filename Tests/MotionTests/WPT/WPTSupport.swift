import Motion

/// An animation effect's timing as a WPT test writes it: milliseconds, and
/// `duration: nil` for `Infinity`. The fill defaults to `none`, which is what
/// WPT's default `auto` means for the effects it animates (Motion's own
/// default, ``FillMode/auto``, holds the end instead).
struct WPTTiming {
    var iterations: Double = 1
    var iterationStart: Double = 0
    var duration: Double? = 0
    var delay: Double = 0
    var endDelay: Double = 0
    var fill: FillMode = .none
    var direction: PlaybackDirection = .normal
    var playbackRate: Double = 1
    var easing: Easing = .linear
}

/// One engine animation standing for a WPT `Animation` with its effect: its
/// `currentTime` is the engine animation's local time.
final class WPTAnimation {
    let engine = AnimationEngine()
    let id: AnimationID

    init(_ timing: WPTTiming) {
        id = engine.animate(
            duration: .ms(timing.duration ?? 0), delay: .ms(timing.delay), easing: timing.easing,
            options: AnimationOptions(
                iterations: timing.iterations, iterationStart: timing.iterationStart, direction: timing.direction,
                endDelay: .ms(timing.endDelay), speed: timing.playbackRate, fill: timing.fill),
            animations: { _ in })
        if timing.duration == nil { engine.updateTiming(of: id, TimingUpdate(duration: .infinite)) }
    }

    /// `animation.currentTime = milliseconds`.
    func seek(_ milliseconds: Double) { engine.seek(id, to: .ms(milliseconds)) }

    /// `effect.getComputedTiming()`.
    var timing: ComputedTiming { engine.timing(of: id)! }

    /// `effect.updateTiming(update)`.
    func update(_ update: TimingUpdate) { engine.updateTiming(of: id, update) }

    /// What WPT's `assert_computed_timing_for_each_phase` (web-animations/resources/effect-tests.js)
    /// reads: the value just before the active interval (at the before-active boundary when
    /// playing backwards), at the boundary of the active interval it enters first (none when
    /// the active duration is 0), and in the after phase (none when the active duration is infinite).
    func eachPhase(_ read: (ComputedTiming) -> Double?) -> (before: Double?, active: Double??, after: Double??) {
        let start = timing
        let beforeActive = max(min(start.delay, start.endTime), 0) * 1000
        let activeAfter = max(min(start.delay + start.activeDuration, start.endTime), 0) * 1000
        let forwards = engine.speed(of: id)! >= 0
        seek(forwards ? beforeActive - 1 : beforeActive)
        let before = read(timing)
        var active: Double??
        if start.activeDuration > 0 {
            seek(forwards ? beforeActive : activeAfter)
            active = .some(read(timing))
        }
        var after: Double??
        if start.activeDuration != .infinity {
            seek(forwards ? activeAfter : activeAfter + 1)
            after = .some(read(timing))
        }
        return (before, active, after)
    }
}

/// A row of WPT's each-phase tables: the effect and the values it expects
/// (nil for "not tested": a zero or infinite active duration).
struct WPTPhaseRow {
    var timing: WPTTiming
    var before: Double
    var active: Double?
    var after: Double?
}
