/// The client of a `Double` spring animation: frames evaluate the spring in
/// the engine and call the update block with the position, without a render
/// closure (issue #17), by `cspring_evaluate` or in the frame's
/// `cspring_evaluate_batch`, which gives the same value bit for bit. A spring
/// that shares the engine's ``SpringTransitionMemo`` is a ``SharedDoubleSpring``.
///
/// It keeps the spring's state itself, in the layout a batch reads, rather
/// than a ``SpringTrajectory`` (one object per spring instead of two,
/// issue #17); ``trajectory`` rebuilds one for retargets and velocity.
///
/// The engine counts these clients itself (``SpringBatch/liveSprings``), and
/// a settle threshold other than the default lives in a subclass, so that
/// the object stays within 152 bytes (a 160-byte heap block; 144 before
/// `cspring_params` kept the phase rate, issue #29).
@usableFromInline
internal class DoubleSpring: AnimationClient {
    /// The parameters, release state and target, as `cspring_evaluate_batch` reads them.
    /// Never changed: a `var` only so that frames pass it to C by address.
    @usableFromInline @exclusivity(unchecked) final var spring: cspring_spring
    /// The settle time in whole nanoseconds.
    @usableFromInline final let durationNanoseconds: Double

    /// The client of `trajectory`, which calls `block`, with the settle
    /// threshold its type keeps (see ``make(_:block:)``).
    /// - Parameter block: `trajectory.update`, or the same block without its generic reabstraction.
    @usableFromInline
    internal init(_ trajectory: SpringTrajectory<Double>, block: @escaping (Double) -> Void) {
        spring = cspring_spring(
            params: trajectory.spring.parameters, x0: trajectory.start, v0: trajectory.initialVelocity,
            target: trajectory.target)
        durationNanoseconds = trajectory.durationNanoseconds
        super.init(block: block)
    }

    /// The client of a spring with the default threshold whose state the
    /// engine's ``SpringTable`` kept (a record moving into an entry).
    internal init(spring: cspring_spring, durationNanoseconds: Double, block: @escaping (Double) -> Void) {
        self.spring = spring
        self.durationNanoseconds = durationNanoseconds
        super.init(block: block)
    }

    @usableFromInline
    override internal final var frameKind: FrameKind { .doubleSpring }

    /// The client of `trajectory`: a ``DoubleSpring`` for the default
    /// threshold, else one that keeps `trajectory.epsilon`.
    @usableFromInline
    internal static func make(_ trajectory: SpringTrajectory<Double>, block: @escaping (Double) -> Void) -> DoubleSpring {
        if trajectory.epsilon.bitPattern == DoubleSpring.defaultEpsilon.bitPattern {
            return DoubleSpring(trajectory, block: block)
        }
        return DoubleSpringWithEpsilon(trajectory, block: block)
    }

    /// The settle threshold relative to the motion's scale.
    @usableFromInline
    internal var epsilon: Double { DoubleSpring.defaultEpsilon }

    /// `animate(spring:)`'s default settle threshold.
    @inlinable
    internal static var defaultEpsilon: Double { 0.001 }

    /// The spring as a trajectory that calls the block (for retargets and velocity; allocates).
    @usableFromInline
    internal final var trajectory: SpringTrajectory<Double> {
        SpringTrajectory(
            spring: Spring(parameters: spring.params), start: spring.x0, initialVelocity: spring.v0,
            target: spring.target, epsilon: epsilon, durationNanoseconds: durationNanoseconds, update: block)
    }

    /// Seconds from release to rest, as ``SpringTrajectory/duration``.
    @inlinable
    internal final var duration: Double { durationNanoseconds / 1e9 }

    /// The frame at `progress`, for callers outside the frame loop's dispatch.
    @usableFromInline
    override internal final func render(progress: Double) {
        block(value(at: progress))
    }

    /// The position at `progress`: the start
    /// and the target at the ends, `cspring_evaluate` between them.
    @inlinable @inline(__always)
    internal final func value(at progress: Double) -> Double {
        if progress >= 1 { return spring.target }
        if progress <= 0 { return spring.x0 }
        return evaluate(atProgress: progress)
    }

    /// `cspring_evaluate` at progress `progress` in (0, 1), at time
    /// `progress · duration` (the time ``SpringBatch`` evaluates at).
    @inlinable @inline(__always)
    internal final func evaluate(atProgress progress: Double) -> Double {
        cspring_evaluate(&spring.params, spring.x0, spring.v0, spring.target, progress * duration).position
    }
}

/// A ``DoubleSpring`` whose settle threshold is not the default.
@usableFromInline
internal final class DoubleSpringWithEpsilon: DoubleSpring {
    @usableFromInline internal let storedEpsilon: Double

    @usableFromInline
    override internal init(_ trajectory: SpringTrajectory<Double>, block: @escaping (Double) -> Void) {
        storedEpsilon = trajectory.epsilon
        super.init(trajectory, block: block)
    }

    @usableFromInline
    override internal var epsilon: Double { storedEpsilon }
}
