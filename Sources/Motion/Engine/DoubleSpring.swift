/// The client of a `Double` spring animation: frames evaluate the spring in
/// the engine and call the update block with the position, without a render
/// closure (issue #17), by `cspring_evaluate` or in the frame's
/// `cspring_evaluate_batch`, which gives the same value bit for bit. A spring
/// that shares the engine's ``SpringTransitionMemo`` is a ``SharedDoubleSpring``.
///
/// It keeps the spring's state itself, in the layout a batch reads, rather
/// than a ``SpringTrajectory`` (one object per spring instead of two,
/// issue #17); ``trajectory`` rebuilds one for retargets and velocity.
@usableFromInline
internal final class DoubleSpring: AnimationClient {
    /// The parameters, release state and target, as `cspring_evaluate_batch` reads them.
    /// Never changed: a `var` only so that frames pass it to C by address.
    @usableFromInline @exclusivity(unchecked) var spring: cspring_spring
    /// The settle time in whole nanoseconds.
    @usableFromInline let durationNanoseconds: Double
    @usableFromInline let epsilon: Double

    /// The engine's spring batch, which counts the springs without the memo.
    @usableFromInline internal let batch: SpringBatch?

    /// - Parameters:
    ///   - batch: The engine's batch.
    ///   - block: `trajectory.update`, or the same block without its generic reabstraction.
    @usableFromInline
    internal init(_ trajectory: SpringTrajectory<Double>, batch: SpringBatch?, block: @escaping (Double) -> Void) {
        spring = cspring_spring(
            params: trajectory.spring.parameters, x0: trajectory.start, v0: trajectory.initialVelocity,
            target: trajectory.target)
        durationNanoseconds = trajectory.durationNanoseconds
        epsilon = trajectory.epsilon
        self.batch = batch
        batch?.liveSprings += 1
        super.init(block: block, kind: .doubleSpring)
    }

    /// The spring as a trajectory that calls the block (for retargets and velocity; allocates).
    @usableFromInline
    internal var trajectory: SpringTrajectory<Double> {
        SpringTrajectory(
            spring: Spring(parameters: spring.params), start: spring.x0, initialVelocity: spring.v0,
            target: spring.target, epsilon: epsilon, durationNanoseconds: durationNanoseconds, update: block)
    }

    /// Seconds from release to rest, as ``SpringTrajectory/duration``.
    @inlinable
    internal var duration: Double { durationNanoseconds / 1e9 }

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
        if progress >= 1 { return spring.target }
        if progress <= 0 { return spring.x0 }
        return evaluate(atProgress: progress)
    }

    /// `cspring_evaluate` at progress `progress` in (0, 1), at time
    /// `progress · duration` (the time ``SpringBatch`` evaluates at).
    @inlinable @inline(__always)
    internal func evaluate(atProgress progress: Double) -> Double {
        cspring_evaluate(&spring.params, spring.x0, spring.v0, spring.target, progress * duration).position
    }
}
