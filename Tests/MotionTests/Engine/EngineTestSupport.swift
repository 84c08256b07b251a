import Motion

/// Records every value and completion an animation delivers.
final class Recorder<Value> {
    var values: [Value] = []
    var completions: [CompletionReason] = []

    var last: Value? { values.last }

    func update(_ value: Value) { values.append(value) }
    func complete(_ reason: CompletionReason) { completions.append(reason) }
}

extension Duration {
    /// Milliseconds, for readable test times.
    static func ms(_ value: Double) -> Duration { .nanoseconds(Int64((value * 1e6).rounded())) }
}
