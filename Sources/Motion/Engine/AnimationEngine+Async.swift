// The async forms have their own name, `animateAndWait`: with the name
// `animate`, top-level code (a script, `main.swift`) resolved
// `try await engine.animate(…) { … }` to the synchronous overload, which
// returns at once (with warnings only).
extension AnimationEngine {
    /// Plays a timed progress animation and returns when it finishes.
    ///
    /// The synchronous ``animate(duration:delay:easing:options:replacing:animations:completion:)``
    /// returns at once with an ID; this form suspends until the animation ends.
    ///
    /// - Throws: `CancellationError` if the animation is cancelled or replaced,
    ///   or if the calling task is cancelled, which cancels the animation at
    ///   the engine's next frame.
    public func animateAndWait(
        duration: Duration,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        isolation: isolated (any Actor)? = #isolation,
        animations: @escaping (Double) -> Void
    ) async throws {
        try await awaitCompletion(isolation: isolation) { completion in
            self.animate(
                duration: duration, delay: delay, easing: easing, options: options,
                animations: animations, completion: completion)
        }
    }

    /// Animates a value along an easing and returns when it finishes.
    ///
    /// ```swift
    /// try await engine.animateAndWait(from: 1.0, to: 0.0, duration: .milliseconds(200)) { view.alpha = $0 }
    /// ```
    /// - Throws: `CancellationError` if the animation or the calling task is cancelled.
    public func animateAndWait<Value: Interpolatable>(
        from: Value,
        to: Value,
        duration: Duration,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        isolation: isolated (any Actor)? = #isolation,
        update: @escaping (Value) -> Void
    ) async throws {
        try await awaitCompletion(isolation: isolation) { completion in
            self.animate(
                from: from, to: to, duration: duration, delay: delay, easing: easing, options: options,
                update: update, completion: completion)
        }
    }

    /// Animates a value with a spring and returns when it settles.
    /// - Throws: `CancellationError` if the animation or the calling task is cancelled.
    public func animateAndWait<Value: MotionVector>(
        from: Value,
        to: Value,
        initialVelocity: Value = .zero,
        spring: Spring,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        isolation: isolated (any Actor)? = #isolation,
        update: @escaping (Value) -> Void
    ) async throws {
        try await awaitCompletion(isolation: isolation) { completion in
            self.animate(
                from: from, to: to, initialVelocity: initialVelocity, spring: spring, delay: delay,
                options: options, update: update, completion: completion)
        }
    }

    /// Starts an animation with `start`, then suspends until it completes.
    internal func awaitCompletion(
        isolation: isolated (any Actor)?,
        _ start: (@escaping (CompletionReason) -> Void) -> AnimationID
    ) async throws {
        let flag = CancellationFlag()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) {
                (continuation: CheckedContinuation<Void, any Error>) in
                let id = start { reason in
                    if reason == .finished {
                        continuation.resume()
                    } else {
                        continuation.resume(throwing: CancellationError())
                    }
                }
                _ = self.withEntry(id) { $0.cancellation = flag }
            }
        } onCancel: {
            flag.cancel()
        }
    }
}
