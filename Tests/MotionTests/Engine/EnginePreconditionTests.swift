import Motion
import Testing

/// Programmer errors stop with a precondition instead of looping or emitting NaN.
@Suite("Engine preconditions")
struct EnginePreconditionTests {
    @Test("A negative duration stops")
    func negativeDuration() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(duration: .seconds(-1), animations: { _ in })
        }
    }

    @Test("A non-finite speed stops")
    func nonFiniteSpeed() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(duration: .seconds(1), options: .init(speed: .nan), animations: { _ in })
        }
        await #expect(processExitsWith: .failure) {
            let engine = AnimationEngine()
            let id = engine.animate(duration: .seconds(1), animations: { _ in })
            engine.setSpeed(.infinity, of: id)
        }
    }

    @Test("A NaN or negative iteration count stops")
    func badIterations() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(duration: .seconds(1), options: .init(iterations: .nan), animations: { _ in })
        }
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(duration: .seconds(1), options: .init(iterations: -1), animations: { _ in })
        }
    }

    @Test("Infinite iterations of a positive duration cannot start at a negative speed")
    func infiniteNegativeSpeed() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(
                duration: .seconds(1), options: .init(iterations: .infinity, speed: -1), animations: { _ in })
        }
    }

    @Test("A negative or non-finite iteration start stops; a fractional one with a repeat delay too")
    func badIterationStart() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(duration: .seconds(1), options: .init(iterationStart: -0.5), animations: { _ in })
        }
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(duration: .seconds(1), options: .init(iterationStart: .nan), animations: { _ in })
        }
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(
                duration: .seconds(1), options: .init(iterationStart: 0.5, repeatDelay: .seconds(1)),
                animations: { _ in })
        }
    }

    @Test("Time going backwards stops")
    func backwardsTime() async {
        await #expect(processExitsWith: .failure) {
            let engine = AnimationEngine()
            engine.advance(to: .seconds(2))
            engine.advance(to: .seconds(1))
        }
    }

    @Test("advance from inside a callback stops")
    func reentrantAdvance() async {
        await #expect(processExitsWith: .failure) {
            let engine = AnimationEngine()
            engine.animate(duration: .seconds(1), animations: { _ in engine.advance(by: .ms(1)) })
            engine.advance(by: .ms(1))
        }
    }

    @Test("Progress outside [0, 1] and a shortening factor outside (0, 1] stop")
    func badProgressAndPolicy() async {
        await #expect(processExitsWith: .failure) {
            let engine = AnimationEngine()
            let id = engine.animate(duration: .seconds(1), animations: { _ in })
            engine.setProgress(1.5, of: id)
        }
        await #expect(processExitsWith: .failure) {
            _ = AnimationEngine(reducedMotion: .shorten(factor: 0))
        }
    }

    @Test("An undamped spring never settles, so animating it stops")
    func undampedSpring() async {
        await #expect(processExitsWith: .failure) {
            AnimationEngine().animate(mass: 1, stiffness: 100, damping: 0, animations: { _ in })
        }
    }
}
