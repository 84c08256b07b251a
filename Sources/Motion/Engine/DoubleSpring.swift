/// The client of a `Double` spring animation: frames evaluate the spring in
/// the engine and call the update block with the position, without a render
/// closure (issue #17). A spring with the engine's ``SpringTransitionMemo``
/// (`.sharedDoubleSpring`) takes whole-nanosecond transitions from it; one
/// without (`.doubleSpring`) is evaluated by `cspring_evaluate`, or in the
/// frame's `cspring_evaluate_batch`, which gives the same value bit for bit.
@usableFromInline
internal final class DoubleSpring: AnimationClient {
    @usableFromInline internal let trajectory: SpringTrajectory<Double>
    @usableFromInline internal let memo: SpringTransitionMemo?

    /// The engine's spring batch, which counts the springs without the memo.
    @usableFromInline internal let batch: SpringBatch?

    /// - Parameters:
    ///   - update: Receives the positions (the trajectory's `update` as a
    ///     `(Double) -> Void`; the `Double` form of `animate` passes its block,
    ///     which needs no closure of its own to convert it).
    ///   - batch: The engine's batch, for a spring without `memo`.
    @usableFromInline
    internal init(
        _ trajectory: SpringTrajectory<Double>, update: @escaping (Double) -> Void, memo: SpringTransitionMemo?,
        batch: SpringBatch?
    ) {
        self.trajectory = trajectory
        self.memo = memo
        self.batch = batch
        batch?.liveSprings += 1
        super.init(block: update, kind: memo == nil ? .doubleSpring : .sharedDoubleSpring)
    }

    @usableFromInline
    override internal func ended(_ reason: CompletionReason) {
        batch?.liveSprings -= 1
    }

    /// The frame at `progress`, for callers outside the frame loop's dispatch.
    @usableFromInline
    override internal func render(progress: Double) {
        block(memo == nil ? value(at: progress) : sharedValue(at: progress))
    }

    /// The position at `progress`, as ``SpringTrajectory/position(atProgress:memo:)``
    /// gives it through the memo (`.sharedDoubleSpring`).
    @inlinable @inline(__always)
    internal func sharedValue(at progress: Double) -> Double {
        trajectory.position(atProgress: progress, memo: memo)
    }

    /// The position at `progress` of a spring without the memo: the start
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
