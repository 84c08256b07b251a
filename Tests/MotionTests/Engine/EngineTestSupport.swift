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

/// Starts a tween through the generic `MotionVector` form: a generic context
/// never picks the `Double` overload, so this runs the path the `Double`
/// form replaces (issue #17).
@discardableResult
func animateGeneric<Value: MotionVector>(
    _ engine: AnimationEngine, from: Value, to: Value, duration: Duration, delay: Duration = .zero,
    easing: Easing = .linear, options: AnimationOptions = .once, update: @escaping (Value) -> Void,
    completion: ((CompletionReason) -> Void)? = nil
) -> AnimationID {
    engine.animate(
        from: from, to: to, duration: duration, delay: delay, easing: easing, options: options, update: update,
        completion: completion)
}

/// Starts a spring through the generic `MotionVector` form (see the tween's).
@discardableResult
func animateGeneric<Value: MotionVector>(
    _ engine: AnimationEngine, from: Value, to: Value, initialVelocity: Value, spring: Spring,
    delay: Duration = .zero, options: AnimationOptions = .once, update: @escaping (Value) -> Void,
    completion: ((CompletionReason) -> Void)? = nil
) -> AnimationID {
    engine.animate(
        from: from, to: to, initialVelocity: initialVelocity, spring: spring, delay: delay, options: options,
        update: update, completion: completion)
}

/// The rate of change of `read()` on each side of engine time `at`, from
/// frames 1 and 2 µs either side by one-sided second-order differences;
/// `action` runs at `at`, after its frame (a retarget, a takeover).
func differences(
    around at: Int64, on engine: AnimationEngine, read: () -> Double?, action: () -> Void
) -> (left: Double, right: Double)? {
    let h: Int64 = 1_000
    var left: [Double] = []
    for time in [at - 2 * h, at - h, at] {
        engine.advance(to: .nanoseconds(time))
        guard let value = read() else { return nil }
        left.append(value)
    }
    action()
    var right = [left[2]]
    for time in [at + h, at + 2 * h] {
        engine.advance(to: .nanoseconds(time))
        guard let value = read() else { return nil }
        right.append(value)
    }
    let step = Double(h) / 1e9
    return (
        (3 * left[2] - 4 * left[1] + left[0]) / (2 * step),
        (-3 * right[0] + 4 * right[1] - right[2]) / (2 * step)
    )
}
