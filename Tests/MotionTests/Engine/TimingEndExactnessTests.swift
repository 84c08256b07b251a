import Motion
import Testing

/// The end of a finite animation is the spec's overall progress exactly
/// (iterations + iterationStart), not a remainder of the active time that
/// rounds. Found by FuzzNumericConstructors: 3 alternating iterations of
/// 1288490188.8 s with a repeat delay ended on 0.9999999999999998.
@Suite struct TimingEndExactnessTests {
    @Test("Long iterations with a repeat delay end exactly on the last iteration's end", arguments: [
        (Duration.nanoseconds(1_288_490_188_799_999_700), Duration.nanoseconds(49_999_999), 3.0, 1.0),
        (.nanoseconds(1_288_490_188_799_999_700), .zero, 3.0, 1.0),
        (.nanoseconds(999_999_999_999_999_999), .nanoseconds(333_333_333), 4.0, 0.0),
        (.nanoseconds(700_000_000_000_000_001), .nanoseconds(1), 2.5, 0.5),
    ])
    func exactEnd(duration: Duration, repeatDelay: Duration, iterations: Double, expected: Double) {
        let engine = AnimationEngine()
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        engine.animate(
            from: 0.0, to: 1.0, duration: duration, delay: .milliseconds(100),
            options: AnimationOptions(iterations: iterations, direction: .alternate, repeatDelay: repeatDelay),
            update: { values.append($0) }, completion: { reasons.append($0) })
        for time: Int64 in [1_000_000, 1 << 50, 1 << 62, Int64.max] where reasons.isEmpty {
            engine.advance(to: .nanoseconds(time))
        }
        // Alternate: even iterations forward. The last is index ceil(n) − 1 at
        // progress n − that index, so the value is that progress or its mirror.
        #expect(reasons == [.finished])
        #expect(values.last == expected)
    }
}
