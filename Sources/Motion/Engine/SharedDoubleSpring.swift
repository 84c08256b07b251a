/// The client of a `Double` spring animation whose `Spring` an animation
/// started earlier had, while the engine still holds that spring's run
/// (``SpringTransitionMemoService``; `.sharedDoubleSpring`): frames take its
/// whole-nanosecond transitions from the engine's ``SpringTransitionMemo``,
/// so the springs of a run released in the same frame compute one
/// transition per frame (issue #17).
///
/// A frame in the entry's whole-nanosecond window, in the first iteration
/// of a normal, linear timing whose duration is the spring's settle time
/// (below 2⁴⁰ ns), is at the whole nanosecond `active` since release, which
/// is the time ``SpringTrajectory/position(atProgress:memo:)`` recovers
/// from the progress `active / duration`: ``position(atWholeNanoseconds:)``
/// evaluates there without the round trip, to the same value bit for bit.
///
/// It keeps the spring's state itself rather than a ``SpringTrajectory``
/// (one object per spring instead of two); ``trajectory`` rebuilds one for
/// retargets and velocity. The parameters live in the run, which the
/// animations of the run share, its frame kind in the engine's entry, and a
/// settle threshold other than the default or a settle time of 2⁴⁰ ns or
/// more in a subclass, so that the object fits an 80-byte heap block
/// (issue #17).
@usableFromInline
internal class SharedDoubleSpring: AnimationClient {
    /// Its spring's run: the parameters, the number that stands for them in
    /// the memo, and the memo, shared with the other animations of the run.
    @usableFromInline internal final let run: SpringRun
    /// The settle time in whole nanoseconds when it is below 2⁴⁰ (where
    /// progress recovers the whole nanosecond), else 0.
    @usableFromInline internal final let wholeFrameDuration: UInt64
    /// The release state and the target, next to the block.
    @usableFromInline internal final let target: Double
    @usableFromInline internal final let start: Double
    @usableFromInline internal final let initialVelocity: Double

    /// A client that calls `block` with the positions of `trajectory` (its
    /// `update`, or the same block without its generic reabstraction).
    @usableFromInline
    internal init(
        _ trajectory: SpringTrajectory<Double>, run: SpringRun, block: @escaping (Double) -> Void
    ) {
        self.run = run
        let duration = trajectory.durationNanoseconds
        wholeFrameDuration = duration >= 1 && duration < 0x1p40 ? UInt64(duration) : 0
        target = trajectory.target
        start = trajectory.start
        initialVelocity = trajectory.initialVelocity
        run.memo.liveSprings += 1
        super.init(block: block)
    }

    @usableFromInline
    override internal final var frameKind: FrameKind { .sharedDoubleSpring }

    /// The client of `trajectory` in `run`: a ``SharedDoubleSpring`` for the
    /// default threshold and a settle time in [1, 2⁴⁰) ns, else one that
    /// keeps `trajectory.epsilon` and its settle time.
    @usableFromInline
    internal static func make(
        _ trajectory: SpringTrajectory<Double>, run: SpringRun, block: @escaping (Double) -> Void
    ) -> SharedDoubleSpring {
        let duration = trajectory.durationNanoseconds
        if trajectory.epsilon.bitPattern == DoubleSpring.defaultEpsilon.bitPattern && duration >= 1 && duration < 0x1p40 {
            return SharedDoubleSpring(trajectory, run: run, block: block)
        }
        return SharedDoubleSpringWithExtras(trajectory, run: run, block: block)
    }

    /// The settle threshold relative to the motion's scale.
    @usableFromInline
    internal var epsilon: Double { DoubleSpring.defaultEpsilon }

    /// The settle time in whole nanoseconds: ``wholeFrameDuration`` where it
    /// is one (exactly that Double, below 2⁴⁰), else the subclass's.
    @usableFromInline
    internal var durationNanoseconds: Double { Double(wholeFrameDuration) }

    /// The spring as a trajectory that calls the block (for retargets and velocity; allocates).
    @usableFromInline
    internal final var trajectory: SpringTrajectory<Double> {
        SpringTrajectory(
            spring: Spring(parameters: run.parameters), start: start, initialVelocity: initialVelocity,
            target: target, epsilon: epsilon, durationNanoseconds: durationNanoseconds, update: block)
    }

    @usableFromInline
    override internal final func ended(_ reason: CompletionReason) {
        run.memo.liveSprings -= 1
    }

    /// A retarget's new client counts instead.
    @usableFromInline
    override internal final func replaced() {
        run.memo.liveSprings -= 1
    }

    /// The frame at `progress`, for callers outside the frame loop's dispatch.
    @usableFromInline
    override internal final func render(progress: Double) {
        block(value(at: progress))
    }

    /// The position at `progress`, as ``SpringTrajectory/position(atProgress:memo:)``
    /// gives it through the memo. Out of line: frames outside the
    /// whole-nanosecond branch are rare, and inlined into the frame's dispatch
    /// it would slow every other kind of animation.
    @usableFromInline @inline(never)
    internal final func value(at progress: Double) -> Double {
        if progress >= 1 { return target }
        if progress <= 0 { return start }
        let m = springTransition(
            &run.parameters, atProgress: progress, durationNanoseconds: durationNanoseconds, memo: run.memo)
        return target + (start - target) * m.m00 + initialVelocity * m.m01
    }

    /// The position `nanoseconds` (in 1..<``wholeFrameDuration``) after
    /// release: ``value(at:)`` at progress `nanoseconds / wholeFrameDuration`.
    @inlinable @inline(__always)
    internal final func position(atWholeNanoseconds nanoseconds: UInt64) -> Double {
        let m = run.memo.transition(run: run.number, &run.parameters, wholeNanoseconds: nanoseconds)
        return target + (start - target) * m.m00 + initialVelocity * m.m01
    }
}

/// A ``SharedDoubleSpring`` whose settle threshold is not the default or
/// whose settle time is not in [1, 2⁴⁰) ns.
@usableFromInline
internal final class SharedDoubleSpringWithExtras: SharedDoubleSpring {
    @usableFromInline internal let storedEpsilon: Double
    @usableFromInline internal let storedDuration: Double

    @usableFromInline
    override internal init(
        _ trajectory: SpringTrajectory<Double>, run: SpringRun, block: @escaping (Double) -> Void
    ) {
        storedEpsilon = trajectory.epsilon
        storedDuration = trajectory.durationNanoseconds
        super.init(trajectory, run: run, block: block)
    }

    @usableFromInline
    override internal var epsilon: Double { storedEpsilon }

    @usableFromInline
    override internal var durationNanoseconds: Double { storedDuration }
}

extension AnimationEngine {
    /// The frame's delivery loop while the engine may have ``SharedDoubleSpring``
    /// entries (and too few springs of their own to batch): as
    /// ``advance(toNanoseconds:)``'s loop, with their whole-nanosecond branch.
    @inlinable @inline(never)
    internal func deliverWithSharedSprings(
        _ entries: UnsafeMutablePointer<Entry>, from start: Int, to frameCount: Int, now time: Int64
    ) {
        var index = start
        while index < frameCount {
            deliverUnbatched(entries + index, at: index, now: time)
            index += 1
        }
    }

    /// Delivers the frame of an entry at the whole active time `active` in
    /// its window, as ``deliverWholeFrame(_:active:)`` would, when it is a
    /// ``SharedDoubleSpring`` whose ``SharedDoubleSpring/position(atWholeNanoseconds:)``
    /// gives the frame's value; returns whether it did.
    @inlinable @inline(__always)
    internal func deliverSharedSpringFrame(_ entry: UnsafeMutablePointer<Entry>, active: UInt64) -> Bool {
        guard entry.pointee.kind == .sharedDoubleSpring else { return false }
        return entry.pointee.client._withUnsafeGuaranteedRef { client in
            let spring = unsafeDowncast(client, to: SharedDoubleSpring.self)
            // The window holds only whole durations: equal ones are equal
            // Doubles, and below it the iteration is the first and its
            // progress is active / duration, in (0, 1).
            let duration = spring.wholeFrameDuration
            guard duration == entry.pointee.wholeDuration, active < duration,
                entry.pointee.timing.direction == .normal, case .linear = entry.pointee.easing.fast.kernel
            else { return false }
            entry.pointee.needsRender = false
            entry.pointee.showsEffect = true
            spring.block(spring.position(atWholeNanoseconds: active))
            return true
        }
    }
}
