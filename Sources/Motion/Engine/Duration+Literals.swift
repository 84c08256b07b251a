// Time rule: Motion's times are `Duration`s. A number typed where a time is
// expected (`delay: 0.5`, `repeatDelay: 1`) does not compile, and the error
// says what to write. These conformances are unavailable: they exist only to
// carry that message. Swift has no number literal for `Duration`, so they
// take nothing away from code that compiles without Motion.

@available(
    *, unavailable,
    message: "Motion's times are Durations: write .seconds(0.5) or .milliseconds(500)"
)
extension Duration: @retroactive ExpressibleByFloatLiteral {
    /// Unavailable: write `.seconds(_:)` or `.milliseconds(_:)`.
    public init(floatLiteral value: Double) {
        fatalError("unavailable")
    }
}

@available(
    *, unavailable,
    message: "Motion's times are Durations: write .seconds(1) or .milliseconds(1000)"
)
extension Duration: @retroactive ExpressibleByIntegerLiteral {
    /// Unavailable: write `.seconds(_:)` or `.milliseconds(_:)`.
    public init(integerLiteral value: Int64) {
        fatalError("unavailable")
    }
}
