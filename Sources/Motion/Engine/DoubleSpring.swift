/// The client of a `Double` spring animation: frames evaluate the spring in
/// the engine and call the update block with the position, without a render
/// closure (issue #17), by `cspring_evaluate` or in the frame's
/// `cspring_evaluate_batch`, which gives the same value bit for bit. A spring
/// that shares the engine's ``SpringTransitionMemo`` is a ``SharedDoubleSpring``.
@usableFromInline
internal final class DoubleSpring: AnimationClient {
    @usableFromInline internal let trajectory: SpringTrajectory<Double>

    /// The engine's spring batch, which counts the springs without the memo.
    @usableFromInline internal let batch: SpringBatch?

    /// - Parameters:
    ///   - batch: The engine's batch.
    ///   - block: `trajectory.update`, or the same block without its generic reabstraction.
    @usableFromInline
    internal init(_ trajectory: SpringTrajectory<Double>, batch: SpringBatch?, block: @escaping (Double) -> Void) {
        self.trajectory = trajectory
        self.batch = batch
        batch?.liveSprings += 1
        super.init(block: block, kind: .doubleSpring)
    }

    @usableFromInline
    override internal func ended(_ reason: CompletionReason) {
        batch?.liveSprings -= 1
    }

    /// A retarget's new client counts instead.
    @usableFromInline
    override internal func replaced() {
        batch?.liveSprings -= 1
    }

    /// The frame at `progress`, for callers outside the frame loop's dispatch.
    @usableFromInline
    override internal func render(progress: Double) {
        block(value(at: progress))
    }

    /// The position at `progress`: the start
    /// and the target at the ends, `cspring_evaluate` between them.
    @inlinable @inline(__always)
    internal func value(at progress: Double) -> Double {
        if progress >= 1 { return trajectory.target }
        if progress <= 0 { return trajectory.start }
        return evaluate(atProgress: progress)
    }

    /// `cspring_evaluate` at progress `progress` in (0, 1), at time
    /// `progress · duration` (the time ``SpringBatch`` evaluates at).
    @inlinable @inline(__always)
    internal func evaluate(atProgress progress: Double) -> Double {
        let spring = trajectory
        return cspring_evaluate(
            &spring.spring.parameters, spring.start, spring.initialVelocity, spring.target, progress * spring.duration
        ).position
    }
}
