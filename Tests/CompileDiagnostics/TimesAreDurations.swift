// Each line marked `expect-error:` must fail to type-check with an error
// that contains the text after the marker; every other line must compile.
// scripts/check-compile-diagnostics.sh checks it against the built module.
import Motion

final class Box { var x = 0.0 }

func numbersWhereTimesGo(engine: AnimationEngine, box: Box, player: ScenarioPlayer, scenario: Scenario) throws {
    // The forms the messages name compile.
    engine.animate(from: 0.0, to: 1.0, duration: .seconds(0.3), delay: .milliseconds(500)) { (_: Double) in }
    _ = AnimationOptions(repeatDelay: .seconds(1), endDelay: .milliseconds(250))
    engine.advance(by: .seconds(1.0 / 60))

    engine.animate(from: 0.0, to: 1.0, duration: .seconds(0.3), delay: 0.5) { (_: Double) in }  // expect-error: Motion's times are Durations: write .seconds(
    engine.animate(from: 0.0, to: 1.0, duration: .seconds(1), delay: 2) { (_: Double) in }  // expect-error: Motion's times are Durations: write .seconds(
    engine.animate(from: 0.0, to: 1.0, duration: 0.3) { (_: Double) in }  // expect-error: Motion's times are Durations: write .seconds(
    engine.animate(duration: 1, animations: { _ in })  // expect-error: Motion's times are Durations: write .seconds(
    _ = AnimationOptions(repeatDelay: 1)  // expect-error: Motion's times are Durations: write .seconds(
    _ = AnimationOptions(endDelay: 0.25)  // expect-error: Motion's times are Durations: write .seconds(
    _ = AnimationOptions(repeat: 2, yoyo: true, repeatDelay: 0.1)  // expect-error: Motion's times are Durations: write .seconds(
    engine.advance(by: 0.016)  // expect-error: Motion's times are Durations: write .seconds(
    engine.advance(to: 1)  // expect-error: Motion's times are Durations: write .seconds(
    engine.animate(box) { $0.animate(\.x, to: 1, duration: .seconds(1), delay: 0.2) }  // expect-error: Motion's times are Durations: write .seconds(
    engine.animate(box) { $0.animate(\.x, to: 1, duration: 0.3) }  // expect-error: Motion's times are Durations: write .seconds(
    _ = Stagger(.each(0.05))  // expect-error: Motion's times are Durations: write .seconds(
    try player.play(scenario, on: Layer(), delay: 0.5) { _ in }  // expect-error: Motion's times are Durations: write .seconds(
}
