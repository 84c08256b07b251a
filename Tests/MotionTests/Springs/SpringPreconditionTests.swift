import Motion
import Testing

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
/// Invalid parameters are programmer errors: the process stops, and (in debug
/// builds, where precondition messages are printed) the message names the
/// call and the offending value.
@Suite("Spring, Decay and RubberBand preconditions")
struct SpringPreconditionTests {
    /// Whether the captured standard error contains `text`. Optimised builds
    /// drop precondition messages, so there only the failure itself is checked.
    static func stderr(_ result: ExitTest.Result?, contains text: String) -> Bool {
        guard let result else { return false }
        #if DEBUG
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
        #else
        return true
        #endif
    }

    @Test("A bounce outside (−1, 1] stops with the value and the reason")
    func invalidBounce() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Spring(duration: 0.5, bounce: 1.5)
        }
        #expect(Self.stderr(result, contains: "Spring(duration: 0.5, bounce: 1.5): bounce must be in (-1, 1]"))
    }

    @Test("A negative stiffness stops with the value and the reason")
    func invalidStiffness() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Spring(mass: 1, stiffness: -4, damping: 1)
        }
        #expect(Self.stderr(result, contains: "stiffness: -4.0"))
        #expect(Self.stderr(result, contains: "stiffness must be > 0"))
    }

    @Test("A decay rate of 1 stops with the value")
    func invalidDecayRate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Decay(rate: 1)
        }
        #expect(Self.stderr(result, contains: "Decay(rate: 1.0)"))
    }

    @Test("An offset beyond the dimension has no inverse")
    func invalidRubberBandInverse() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RubberBand(dimension: 100).overshoot(forOffset: 100)
        }
        #expect(Self.stderr(result, contains: "overshoot(forOffset: 100.0)"))
    }
}
#endif
