// Time rule: the engine's times are `Duration`s. The `Double` forms a user is
// likely to type (`duration: 0.3`) do not compile, and say what to write.

extension AnimationEngine {
    /// Unavailable: `duration` is a `Duration`.
    @available(
        *, unavailable,
        message: "the engine's times are Durations: write duration: .seconds(0.3) or .milliseconds(300)"
    )
    @discardableResult
    public func animate(
        duration: Double,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        animations: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        fatalError("unavailable")
    }

    /// Unavailable: `duration` is a `Duration`.
    @available(
        *, unavailable,
        message: "the engine's times are Durations: write duration: .seconds(0.3) or .milliseconds(300)"
    )
    @discardableResult
    public func animate<Value: Interpolatable>(
        from: Value,
        to: Value,
        duration: Double,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Value) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        fatalError("unavailable")
    }

    /// Unavailable: `duration` is a `Duration`.
    @available(
        *, unavailable,
        message: "the engine's times are Durations: write duration: .seconds(0.3) or .milliseconds(300)"
    )
    public func animateAndWait(
        duration: Double,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        isolation: isolated (any Actor)? = #isolation,
        animations: @escaping (Double) -> Void
    ) async throws {
        fatalError("unavailable")
    }

    /// Unavailable: `duration` is a `Duration`.
    @available(
        *, unavailable,
        message: "the engine's times are Durations: write duration: .seconds(0.3) or .milliseconds(300)"
    )
    public func animateAndWait<Value: Interpolatable>(
        from: Value,
        to: Value,
        duration: Double,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        isolation: isolated (any Actor)? = #isolation,
        update: @escaping (Value) -> Void
    ) async throws {
        fatalError("unavailable")
    }
}
