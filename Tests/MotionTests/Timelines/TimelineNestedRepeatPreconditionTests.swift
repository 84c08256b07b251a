import Motion
import Testing

@Suite("Timeline nested repeats: preconditions")
struct TimelineNestedRepeatPreconditionTests {
    /// GSAP's `repeat: -1` on a child lasts 10¹⁰ s, past the engine's 2⁶³ ns: refused.
    @Test("A nested timeline that repeats forever stops")
    func infiniteNestedRepeat() async {
        #expect(Double(Int64.max) / 1e9 < 1e10)
        await #expect(processExitsWith: .failure) {
            var parent = Timeline()
            var inner = Timeline()
            inner.add(duration: 1) { _ in }
            parent.add(inner, repeat: -1)
        }
    }
}
