import Motion
import Testing

/// Fill modes against Web Animations' active-time rule (before phase: the
/// start with backwards fill, else no effect; after phase: the end with
/// forwards fill, else no effect), and Motion's `auto` (today's behaviour).
@Suite("Fill modes")
struct FillModeTests {
    private final class Puck {
        var x = 0.0
    }

    /// Values delivered at each frame time (ms) of a 100 ms linear animation after a 50 ms delay.
    private func frames(
        fill: FillMode, speed: Double = 1, at times: [Double]
    ) -> (values: [Double], completions: [CompletionReason]) {
        let engine = AnimationEngine()
        let recorder = Recorder<Double>()
        engine.animate(
            duration: .ms(100), delay: .ms(50), options: .init(speed: speed, fill: fill),
            animations: recorder.update, completion: recorder.complete)
        for time in times { engine.advance(to: .ms(time)) }
        return (recorder.values, recorder.completions)
    }

    @Test("none: no effect in the delay or after the end; the completion still reports finished")
    func none() {
        let result = frames(fill: .none, at: [10, 100, 200])
        #expect(result.values == [0.5])
        #expect(result.completions == [.finished])
    }

    @Test("forwards: the end is held after the end, nothing in the delay")
    func forwards() {
        let result = frames(fill: .forwards, at: [10, 100, 200])
        #expect(result.values == [0.5, 1])
    }

    @Test("backwards: the start in the delay, nothing after the end")
    func backwards() {
        let result = frames(fill: .backwards, at: [10, 100, 200])
        #expect(result.values == [0, 0.5])
        #expect(result.completions == [.finished])
    }

    @Test("both: the start in the delay and the end after it")
    func both() {
        #expect(frames(fill: .both, at: [10, 100, 200]).values == [0, 0.5, 1])
    }

    @Test("auto is today's default: nothing in the delay, the end after it")
    func auto() {
        #expect(AnimationOptions().fill == .auto)
        #expect(frames(fill: .auto, at: [10, 100, 200]).values == [0.5, 1])
    }

    @Test("At a negative speed the animation ends at its start: auto and backwards deliver it, forwards and none do not")
    func negativeSpeed() {
        // Starts at local 150 (its end) and plays back: local 100 at 50 ms → 0.5; local 0 at 150 ms.
        #expect(frames(fill: .auto, speed: -1, at: [50, 200]).values == [0.5, 0])
        #expect(frames(fill: .backwards, speed: -1, at: [50, 200]).values == [0.5, 0])
        #expect(frames(fill: .both, speed: -1, at: [50, 200]).values == [0.5, 0])
        #expect(frames(fill: .forwards, speed: -1, at: [50, 200]).values == [0.5])
        #expect(frames(fill: .none, speed: -1, at: [50, 200]).values == [0.5])
    }

    @Test("fillsBackwards maps to fill: true is both, false is auto")
    func fillsBackwardsMapping() {
        #expect(AnimationOptions(fillsBackwards: true).fill == .both)
        #expect(AnimationOptions(fillsBackwards: false).fill == .auto)
        var options = AnimationOptions(fill: .none)
        #expect(!options.fillsBackwards)
        options.fillsBackwards = true
        #expect(options.fill == .both)
        #expect(options.fillsBackwards)
        options.fill = .backwards
        #expect(options.fillsBackwards)
        options.fillsBackwards = false
        #expect(options.fill == .auto)
    }

    @Test("A property group with fill none returns its property to the underlying value at the end")
    func propertyNone() {
        let engine = AnimationEngine()
        let puck = Puck()
        puck.x = 10
        engine.animate(puck, options: .init(fill: .none)) { a in
            a.animate(\.x, to: 110, duration: .ms(100))
        }
        engine.advance(to: .ms(50))
        #expect(puck.x == 60)
        engine.advance(to: .ms(100))
        #expect(puck.x == 10)
    }

    @Test("A property group with fill none finished early returns to the underlying value")
    func propertyNoneFinish() {
        let engine = AnimationEngine()
        let puck = Puck()
        puck.x = 10
        let id = engine.animate(puck, options: .init(fill: .none)) { a in
            a.animate(\.x, to: 110, duration: .ms(100))
        }
        engine.advance(to: .ms(50))
        engine.finish(id)
        #expect(puck.x == 10)
        #expect(!engine.isActive(id))
    }

    @Test("A property group with the default fill keeps its end value")
    func propertyAuto() {
        let engine = AnimationEngine()
        let puck = Puck()
        engine.animate(puck) { a in a.animate(\.x, to: 100, duration: .ms(100)) }
        engine.advance(to: .ms(100))
        #expect(puck.x == 100)
    }
}
