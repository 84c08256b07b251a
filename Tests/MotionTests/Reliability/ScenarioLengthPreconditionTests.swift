import Foundation
import Testing

@testable import Motion

/// Scenarios built in code obey the length that loading enforces
/// (``Scenario/maximumDuration``), so the player can always play them.
@Suite("Scenario lengths built in code")
struct ScenarioLengthPreconditionTests {
    @Test("lengths just below the limit are accepted")
    func belowLimit() {
        let half = Scenario.maximumDuration / 2 - 1
        let scenario = Scenario(
            name: "long", keyframes: [ScenarioKeyframe(after: half, .alpha(1)), ScenarioKeyframe(after: half, .alpha(0))])
        #expect(scenario.keyframes.count == 2)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("ScenarioKeyframe(after:) beyond Scenario.maximumDuration stops, naming after")
    func keyframeTooLong() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ScenarioKeyframe(after: 1e10, .alpha(1))
        }
        #expect(Reliability.stderr(result, contains: "ScenarioKeyframe(after: 10000000000.0)"))
    }

    @Test("Scenario(name:keyframes:) whose keyframes sum past the limit stops, naming the keyframe")
    func scenarioTooLong() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Scenario(
                name: "long", keyframes: [ScenarioKeyframe(after: 3e9, .alpha(1)), ScenarioKeyframe(after: 3e9, .alpha(0))])
        }
        #expect(Reliability.stderr(result, contains: "keyframes[1].after = 3000000000.0"))
    }
    #endif
}
