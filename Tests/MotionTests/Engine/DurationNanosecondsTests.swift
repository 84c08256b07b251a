@testable import Motion
import Testing

/// The engine reads a `Duration` as whole nanoseconds from its 128-bit
/// attosecond count (`_high`, `_low`) instead of `components`. Oracle: the
/// attosecond count as `Int128`, divided in 128-bit arithmetic.
@Suite("Durations in whole nanoseconds")
struct DurationNanosecondsTests {
    /// Truncated nanoseconds of `attoseconds`, or nil beyond Int64.
    static func expected(_ attoseconds: Int128) -> Int64? {
        Int64(exactly: attoseconds / 1_000_000_000)
    }

    static func check(_ attoseconds: Int128) {
        let duration = Duration(attoseconds: attoseconds)
        let result = AnimationEngine.truncatedNanoseconds(duration)
        #expect(result == expected(attoseconds), "attoseconds \(attoseconds)")
        let thrown = (try? AnimationEngine.checkedNanoseconds(duration, argument: "x")) == nil
        #expect(thrown == (expected(attoseconds) == nil), "attoseconds \(attoseconds)")
    }

    @Test("edges of each path: Int64 attoseconds, the full-width division, the range limit")
    func edges() {
        let billion = Int128(1_000_000_000)
        let limits: [Int128] = [
            0, 1, -1, 999_999_999, -999_999_999, billion, -billion,
            Int128(Int64.max), Int128(Int64.min), Int128(Int64.max) + 1, Int128(Int64.min) - 1,
            Int128(UInt64.max), -Int128(UInt64.max),
            Int128(500_000_000) << 64, -(Int128(500_000_000) << 64),
            Int128(Int64.max) * billion, Int128(Int64.min) * billion,
            Int128.max, Int128.min,
        ]
        for limit in limits {
            for offset in [-2_000_000_001, -2_000_000_000, -1_999_999_999, -3, -2, -1, 0, 1, 2, 3] as [Int128] {
                Self.check(limit &+ offset)
            }
            for offset in [-billion, billion, billion - 1, -billion + 1] { Self.check(limit &+ offset) }
        }
    }

    @Test("random attosecond counts of every magnitude")
    func random() {
        var generator = SplitMix64(seed: 29)
        for _ in 0..<200_000 {
            let high = Int64(bitPattern: generator.next())
            let low = generator.next()
            // A random magnitude: shift the 128-bit value right by 0...127 bits.
            let shift = Int(generator.next() % 128)
            Self.check((Int128(high) << 64 | Int128(low)) >> shift)
        }
    }

    /// `Duration.components` traps past 2⁶³ seconds; `validate` read times with it.
    @Test("validate throws, not traps, for times past 2⁶³ seconds")
    func beyondComponents() {
        let huge = Duration.seconds(Int64.max) * 10
        #expect(throws: MotionArgumentError.self) { try AnimationOptions.once.validate(duration: huge) }
        #expect(throws: MotionArgumentError.self) { try AnimationOptions.once.validate(duration: .seconds(1), delay: huge) }
        #expect(throws: MotionArgumentError.self) {
            try AnimationOptions.once.validate(duration: .seconds(1), delay: .zero - huge)
        }
    }
}
