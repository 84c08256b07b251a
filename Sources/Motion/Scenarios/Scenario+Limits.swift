extension Scenario {
    /// The longest a loaded scenario may last: 2^62 ns, about 146 years (4 611 686 018.43 s),
    /// summed over its groups with each `after` rounded to whole nanoseconds as the
    /// player does. Scenario loading refuses a file whose scenario reaches it, at the
    /// keyframe that does, so that the player's engine times (in `Int64` nanoseconds,
    /// up to about 292 years) cannot overflow.
    public static let maximumDuration: Double = 0x1p62 / 1e9

    /// ``maximumDuration`` in nanoseconds.
    internal static let maximumNanoseconds: Int64 = 1 << 62

    /// A group's duration in the player's nanoseconds: `after` rounded, not truncated.
    internal static func nanoseconds(_ after: Double) -> Double {
        (after * 1e9).rounded()
    }
}
