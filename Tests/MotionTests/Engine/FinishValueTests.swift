import Testing

@testable import Motion

/// `finish(_:)` delivers the value an animation ends on. For a value
/// animation that is its own value (`from`, `to` or between), not the eased
/// progress its frames start from: a `Double` tween interpolates in the
/// engine, so it is checked against a twin played to its end and against
/// the same tween through the generic `Interpolatable` path.
@Suite("finish(_:) delivers a value animation's final value")
struct FinishValueTests {
    /// A `Double` that takes the generic path (`animate(from:to:)` of an
    /// `Interpolatable`), with `Double`'s interpolation.
    struct Boxed: Interpolatable {
        var value: Double
        func interpolated(to other: Boxed, fraction: Double) -> Boxed {
            Boxed(value: value.interpolated(to: other.value, fraction: fraction))
        }
    }

    static let cases: [(name: String, easing: Easing, options: AnimationOptions, speed: Double)] = [
        ("once", .linear, .once, 1),
        ("easeOutBack, autoreverse", .easeOutBack, .autoreverse, 1),
        ("three alternating iterations", .easeInOutCubic, AnimationOptions(iterations: 3, direction: .alternate), 1),
        ("playing backward", .easeInQuad, .once, -1),
        ("repeating forever, autoreverse", .easeOutBack, .repeating(autoreverses: true), 1),
        ("fill none", .linear, AnimationOptions(fill: .none), 1),
    ]

    @Test("finish delivers what playing to the end delivers, and what the generic path delivers", arguments: 0..<6)
    func tweens(index: Int) {
        let (name, easing, options, speed) = Self.cases[index]
        let engine = AnimationEngine()
        let finished = Recorder<Double>()
        let played = Recorder<Double>()
        let generic = Recorder<Double>()
        let start = { (recorder: Recorder<Double>) in
            engine.animate(
                from: -3.0, to: 7.5, duration: .seconds(1), easing: easing, options: options,
                update: recorder.update, completion: recorder.complete)
        }
        let a = start(finished)
        let b = start(played)
        let c = engine.animate(
            from: Boxed(value: -3), to: Boxed(value: 7.5), duration: .seconds(1), easing: easing, options: options,
            update: { generic.update($0.value) }, completion: generic.complete)
        engine.advance(to: .ms(400))
        for id in [a, b, c] { engine.setSpeed(speed, of: id) }
        engine.finish(a)
        engine.finish(c)
        #expect(finished.completions == [.finished] && generic.completions == [.finished], "\(name)")
        #expect(finished.values.map(\.bitPattern) == generic.values.map(\.bitPattern), "\(name): \(finished.values) vs \(generic.values)")
        if options.iterations.isFinite {
            // The end a frame reaches (an hour later: past any end).
            engine.advance(to: .seconds(3600))
            #expect(played.completions == [.finished], "\(name)")
            #expect(finished.values.map(\.bitPattern) == played.values.map(\.bitPattern), "\(name): \(finished.values) vs \(played.values)")
        }
        // The value is a value of the animation, not its progress.
        if options.fill != .none {
            let last = finished.last ?? .nan
            #expect(last == -3 || last == 7.5, "\(name): ended on \(last)")
        }
    }
}
