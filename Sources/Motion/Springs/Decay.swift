/// Exponential velocity decay (a fling), as in UIScrollView and Pop.
public struct Decay: Sendable {
    /// The C decay (`cspring_decay`).
    @usableFromInline
    internal var decay: cspring_decay

    /// A decay from a per-millisecond rate in (0, 1), UIScrollView's 0.998 by default.
    public init(rate: Double = 0.998) {
        var d = cspring_decay()
        let status = cspring_decay_from_rate(&d, rate, .CSPRING_DECAY_POP)
        precondition(status == .CSPRING_OK, "Decay(rate: \(rate)): \(String(cString: cspring_status_description(status)))")
        decay = d
    }
}
