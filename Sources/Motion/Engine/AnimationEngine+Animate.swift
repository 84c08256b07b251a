extension AnimationEngine {
    // MARK: - Progress animations (INTUAnimationEngine's API)

    /// Starts a timed animation that delivers eased progress to `animations` every frame.
    ///
    /// The block first runs on the frame after the delay ends (or during the
    /// delay with ``AnimationOptions/fillsBackwards``). On the last frame it
    /// receives exactly the final progress: `easing(1)` at a forward end,
    /// `easing(0)` when an alternating animation ends back at its start.
    /// Then `completion` runs exactly once.
    /// - Parameters:
    ///   - duration: The duration of one iteration, ≥ 0. Zero completes on the next frame.
    ///   - delay: The time before the first iteration (negative starts part-way in).
    ///   - easing: The timing curve, applied after the direction of each iteration.
    ///   - options: Repetition, direction, speed and the other timing options.
    ///   - replacing: An animation to end with ``CompletionReason/replaced``.
    ///   - animations: Receives the eased progress.
    ///   - completion: Runs once when the animation ends, with the reason.
    /// - Returns: The animation's ID, for ``cancel(_:)`` and the other controls.
    @discardableResult
    public func animate(
        duration: Duration,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        animations: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let timing = TimingModel(delay: delay, duration: duration, options: options)
        let id = add(timing: timing, easing: easing, options: options, render: animations, completion: completion)
        if let replacing { end(replacing, reason: .replaced) }
        return id
    }

    /// Starts a spring animation of progress from 0 to 1, released at rest.
    ///
    /// The iteration lasts the spring's settle time; the final frame delivers exactly 1.
    /// - Parameters:
    ///   - spring: A damped spring (damping > 0).
    ///   - delay: The time before the spring is released.
    ///   - options: Timing options; repeat and direction replay the spring's motion.
    ///   - replacing: An animation to end with ``CompletionReason/replaced``.
    ///   - animations: Receives the spring's position, which may overshoot 1.
    ///   - completion: Runs once when the animation ends, with the reason.
    @discardableResult
    public func animate(
        spring: Spring,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        animations: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        animate(
            from: 0.0, to: 1.0, spring: spring, delay: delay, options: options, replacing: replacing,
            update: animations, completion: completion)
    }

    /// Starts a spring animation of progress from 0 to 1 from physical
    /// coefficients, with the same meaning as
    /// ``Spring/init(mass:stiffness:damping:allowOverDamping:)``.
    ///
    /// As in SwiftUI, damping above the critical `2·√(stiffness·mass)` is
    /// lowered to critical unless `allowOverDamping` is `true`; pass `true` for
    /// INTUAnimationEngine's behaviour, which uses the damping as given.
    /// - Parameters:
    ///   - mass: The mass, > 0.
    ///   - stiffness: The spring constant, > 0.
    ///   - damping: The damping coefficient, > 0.
    ///   - allowOverDamping: Whether damping above critical is kept.
    ///   - delay: The time before the spring is released.
    ///   - options: Timing options; repeat and direction replay the spring's motion.
    ///   - replacing: An animation to end with ``CompletionReason/replaced``.
    ///   - animations: Receives the spring's position, which may overshoot 1.
    ///   - completion: Runs once when the animation ends, with the reason.
    /// - Precondition: The coefficients are finite and positive.
    @discardableResult
    public func animate(
        mass: Double = 1,
        stiffness: Double,
        damping: Double,
        allowOverDamping: Bool = false,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        animations: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        precondition(
            damping > 0,
            "animate(mass: \(mass), stiffness: \(stiffness), damping: \(damping)): the damping must be > 0 (an undamped spring never settles)"
        )
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
        return animate(
            spring: spring, delay: delay, options: options, replacing: replacing,
            animations: animations, completion: completion)
    }

    // MARK: - Value animations

    /// Animates any interpolatable value from `from` to `to` along an easing.
    ///
    /// `update` receives `from.interpolated(to: to, fraction: easing(p))`, so
    /// the last frame delivers exactly `to` (or exactly `from` when an
    /// alternating animation ends at its start).
    @inlinable
    @discardableResult
    public func animate<Value: Interpolatable>(
        from: Value,
        to: Value,
        duration: Duration,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Value) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        animate(
            duration: duration, delay: delay, easing: easing, options: options, replacing: replacing,
            animations: { fraction in update(from.interpolated(to: to, fraction: fraction)) },
            completion: completion)
    }

    /// Animates a vector value from `from` to `to` along an easing; unlike
    /// other interpolatable values, it can be moved with ``retarget(_:to:)``.
    ///
    /// `update` receives `from.interpolated(to: to, fraction: easing(p))`, so
    /// the last frame delivers exactly `to` (or exactly `from` when an
    /// alternating animation ends at its start).
    @inlinable
    @discardableResult
    public func animate<Value: MotionVector>(
        from: Value,
        to: Value,
        duration: Duration,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Value) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let timing = TimingModel(delay: delay, duration: duration, options: options)
        // The trajectory is kept for retarget(_:to:) and velocity(of:); the frames
        // render through the engine's easing as for any interpolatable value.
        let curve = TimedTrajectory(
            easing: EasingEvaluator(easing), start: from, target: to, initialVelocity: nil,
            duration: timing.duration / 1e9, update: update)
        let id = add(
            timing: timing, easing: easing, options: options,
            client: TrajectoryRenderer(curve, isTween: true) { fraction in update(from.interpolated(to: to, fraction: fraction)) },
            completion: completion)
        if let replacing { end(replacing, reason: .replaced) }
        return id
    }

    /// Animates a `Double` from `from` to `to` along an easing: the generic
    /// form for `Double` (it can be moved with ``retarget(_:to:)`` too), whose
    /// frames interpolate in the engine and call `update` directly.
    ///
    /// `update` receives `from.interpolated(to: to, fraction: easing(p))`, so
    /// the last frame delivers exactly `to` (or exactly `from` when an
    /// alternating animation ends at its start).
    /// - Parameters:
    ///   - from: The value at progress 0.
    ///   - to: The value at progress 1.
    ///   - duration: The duration of one iteration, ≥ 0.
    ///   - delay: The time before the first iteration (negative starts part-way in).
    ///   - easing: The timing curve, applied after the direction of each iteration.
    ///   - options: Repetition, direction, speed and the other timing options.
    ///   - replacing: An animation to end with ``CompletionReason/replaced``.
    ///   - update: Receives the value.
    ///   - completion: Runs once when the animation ends, with the reason.
    /// - Returns: The animation's ID.
    @discardableResult
    public func animate(
        from: Double,
        to: Double,
        duration: Duration,
        delay: Duration = .zero,
        easing: Easing = .linear,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let timing = TimingModel(delay: delay, duration: duration, options: options)
        let id = add(
            timing: timing, easing: easing, options: options,
            client: DoubleTween(from: from, to: to, update: update), completion: completion)
        if let replacing { end(replacing, reason: .replaced) }
        return id
    }

    /// Animates a vector value with a spring, from `from` moving at
    /// `initialVelocity` (value units per second) toward `to`.
    ///
    /// The animation lasts until the spring is within `epsilon` of rest,
    /// relative to the motion's scale max(|from − to|, |v0|/ω0); its last
    /// frame delivers exactly `to`. Use ``retarget(_:to:)`` to move the target
    /// while keeping the velocity.
    @inlinable
    @discardableResult
    public func animate<Value: MotionVector>(
        from: Value,
        to: Value,
        initialVelocity: Value = .zero,
        spring: Spring,
        epsilon: Double = 0.001,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Value) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let trajectory = SpringTrajectory(
            spring: spring, start: from, initialVelocity: initialVelocity, target: to, epsilon: epsilon,
            settlingMemo: settlingMemo, update: update)
        if Value.self == Double.self {
            let spring = unsafeDowncast(trajectory, to: SpringTrajectory<Double>.self)
            return animateDoubleSpring(
                spring, block: spring.update, delay: delay, options: options, replacing: replacing,
                completion: completion)
        }
        return animate(
            trajectory: trajectory, delay: delay, options: options, replacing: replacing,
            client: springClient(trajectory, run: springRun(for: spring)), completion: completion)
    }

    /// Animates a `Double` with a spring, from `from` moving at
    /// `initialVelocity` (units per second) toward `to`: the generic form for
    /// `Double` (it can be moved with ``retarget(_:to:)`` too), whose frames
    /// evaluate the spring in the engine and call `update` directly.
    ///
    /// The animation lasts until the spring is within `epsilon` of rest,
    /// relative to the motion's scale max(|from − to|, |v0|/ω0); its last
    /// frame delivers exactly `to`. Its values are the generic form's, bit for bit.
    /// - Parameters:
    ///   - from: The position at release.
    ///   - to: The target, where the spring comes to rest.
    ///   - initialVelocity: The velocity at release, in units per second.
    ///   - spring: A damped spring (damping > 0).
    ///   - epsilon: The settle threshold, in (0, 1), relative to the motion's scale.
    ///   - delay: The time before the spring is released.
    ///   - options: Timing options; repeat and direction replay the spring's motion.
    ///   - replacing: An animation to end with ``CompletionReason/replaced``.
    ///   - update: Receives the position.
    ///   - completion: Runs once when the animation ends, with the reason.
    /// - Returns: The animation's ID.
    @discardableResult
    public func animate(
        from: Double,
        to: Double,
        initialVelocity: Double = 0,
        spring: Spring,
        epsilon: Double = 0.001,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        // The client calls `update`; the trajectory's own stays a no-op, as
        // the generic `(Value) -> Void` form of `update` would be a closure
        // of its own (one allocation per spring).
        let trajectory = SpringTrajectory<Double>(
            spring: spring, start: from, initialVelocity: initialVelocity, target: to, epsilon: epsilon,
            settlingMemo: settlingMemo, update: { _ in })
        return animateDoubleSpring(
            trajectory, block: update, delay: delay, options: options, replacing: replacing, completion: completion)
    }

    /// Animates a fling: `from` moving at `initialVelocity` (units per second)
    /// slows down exponentially and comes to rest at its projection.
    ///
    /// The last frame delivers exactly the projection, `from + v0·g`
    /// (see ``Decay``); the animation ends when the remaining glide is within
    /// `epsilon` of the whole.
    @inlinable
    @discardableResult
    public func animateDecay<Value: MotionVector>(
        from: Value,
        initialVelocity: Value,
        decay: Decay = Decay(),
        epsilon: Double = 0.001,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Value) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let trajectory = DecayTrajectory(
            decay: decay, start: from, initialVelocity: initialVelocity, epsilon: epsilon, update: update)
        return animate(
            trajectory: trajectory, delay: delay, options: options, replacing: replacing, completion: completion)
    }

    /// Animates a fling inside `bounds`: if the decay would come to rest
    /// outside them, `spring` takes over where it crosses the edge, with the
    /// decay's velocity at that moment, and settles exactly on the edge (a
    /// scroll view's bounce). A value released outside `bounds` springs back
    /// to the nearest edge at once. The default spring is ``Spring/smooth``.
    @discardableResult
    public func animateDecay(
        from: Double,
        initialVelocity: Double,
        decay: Decay = Decay(),
        bounds: ClosedRange<Double>,
        spring: Spring = .smooth,
        epsilon: Double = 0.001,
        delay: Duration = .zero,
        options: AnimationOptions = .once,
        replacing: AnimationID? = nil,
        update: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> AnimationID {
        let trajectory = BoundedDecayTrajectory(
            decay: decay, start: from, initialVelocity: initialVelocity, bounds: bounds, spring: spring,
            epsilon: epsilon, update: update)
        return animate(
            trajectory: trajectory, delay: delay, options: options, replacing: replacing, completion: completion)
    }

    @inlinable
    internal func animate<T: Trajectory>(
        trajectory: T,
        delay: Duration,
        options: AnimationOptions,
        replacing: AnimationID?,
        render: ((Double) -> Void)? = nil,
        client: AnimationClient? = nil,
        completion: ((CompletionReason) -> Void)?
    ) -> AnimationID {
        let duration = Duration.nanoseconds(Int64((trajectory.duration * 1e9).rounded()))
        let timing = TimingModel(delay: delay, duration: duration, options: options)
        let id = add(
            timing: timing, easing: .linear, options: options,
            client: client ?? TrajectoryRenderer(trajectory, render: render ?? trajectory.render),
            completion: completion)
        if let replacing { end(replacing, reason: .replaced) }
        return id
    }

    /// The client of a spring animation along `trajectory`: a ``DoubleSpring``
    /// (a ``SharedDoubleSpring`` with `run`) for a `Double` value, else a
    /// block that evaluates the trajectory.
    @inlinable
    internal func springClient<Value: MotionVector>(
        _ trajectory: SpringTrajectory<Value>, run: SpringRun?
    ) -> AnimationClient {
        if Value.self == Double.self {
            let spring = unsafeDowncast(trajectory, to: SpringTrajectory<Double>.self)
            return doubleSpringClient(spring, run: run, block: spring.update)
        }
        return TrajectoryRenderer(trajectory, render: trajectory.render(memo: run?.memo))
    }

    /// The client of a `Double` spring animation along `trajectory`, which
    /// calls `block`: `trajectory.update`, or the caller's block (the `Double`
    /// form of `animate`, whose trajectory's own `update` is a no-op).
    @inlinable
    internal func doubleSpringClient(
        _ trajectory: SpringTrajectory<Double>, run: SpringRun?,
        block: @escaping (Double) -> Void
    ) -> AnimationClient {
        if let run {
            return SharedDoubleSpring.make(trajectory, run: run, block: block)
        }
        springBatch.liveSprings += 1
        return DoubleSpring.make(trajectory, block: block)
    }

    // MARK: - Physics state

    /// Moves a running spring, decay or timed animation's target, keeping its current
    /// position and velocity exactly, and returns whether it did.
    ///
    /// A spring is re-released from its present state (the position and
    /// velocity it delivers now) toward `target` and the animation now lasts
    /// until it settles there, on the spring's own time: an easing or
    /// duration that ``updateTiming(of:_:)`` gave it no longer applies. A
    /// timed curve of a vector value starts over from where it is, with its easing and its
    /// full duration, plus the Hermite lead-in `v0·D·u(1 − u)²` (less the
    /// easing's own start slope) that continues its velocity, and ends
    /// exactly on `target`: the lead-in property animations use
    /// (``Retargeting/VelocityPolicy/continuous``). A decay hands off to
    /// ``Spring/smooth``: the spring starts where the decay is, with its
    /// velocity, and settles exactly on `target` (a decay alone can only rest
    /// at its own projection). Still in its delay, the animation keeps its
    /// release state and gets the new target.
    ///
    /// Returns `false`, and changes nothing, when `id` is unknown or has ended,
    /// or when it cannot be retargeted: it is not a spring or decay animation
    /// of `Value` (a bounded decay, a timed curve of a value that is not a
    /// ``MotionVector``), or it repeats or plays in reverse.
    /// - Returns: Whether the animation now heads for `target`.
    /// - Precondition: `target` is finite, the motion from the present state to
    ///   it stays within Double's range, and the animation ends within the
    ///   engine's range; the message names the call.
    @inlinable
    @discardableResult
    public func retarget<Value: MotionVector>(_ id: AnimationID, to target: Value) -> Bool {
        precondition(target.isFiniteVector, "retarget(\(id), to: \(target)): the target must be finite")
        let now = nowNanoseconds
        return withEntry(id) { entry -> Bool in
            guard !entry.isEnded, entry.timing.iterations == 1, entry.timing.direction == .normal,
                let old = self.trajectory(of: entry, as: Value.self)
            else { return false }
            if let old = old as? TimedTrajectory<Value> {
                // A tween's curve is rebuilt with the entry's easing; a
                // retargeted curve has its own, under the entry's.
                let client = entry.client.takeUnretainedValue()
                let isTween = client is DoubleTween || (client as? TrajectoryRenderer)?.isTween == true
                return retargetTimed(&entry, old, easedByEntry: !isTween, to: target, now: now)
            }
            let spring: Spring
            let epsilon: Double
            if let old = old as? SpringTrajectory<Value> {
                spring = old.spring
                epsilon = old.epsilon
            } else if old is DecayTrajectory<Value> {
                spring = .smooth
                epsilon = 0.001
            } else {
                return false
            }
            let local = entry.localTime(at: now)
            let release: (position: Value, velocity: Value)
            if let sample = entry.timing.iteration(at: local) {
                // From where it is delivered (its easing and duration as they
                // are now); the new spring runs on its own settle time.
                release = Self.deliveredState(of: entry, along: old, at: sample)
                entry.timing.delay = 0
                entry.reanchor(local: 0, now: now)
            } else {
                // Still in its delay: the same release state, a new target.
                release = old.state(atProgress: 0)
                entry.generation &+= 1
            }
            if !entry.easing.kernel.isLinear { entry.easing = EasingEvaluator(.linear) }
            checkMotion(
                from: release.position, initialVelocity: release.velocity, to: target,
                omega0: spring.parameters.omega0_sq.squareRoot(), retargeting: id)
            let new = SpringTrajectory(
                spring: spring, start: release.position, initialVelocity: release.velocity, target: target,
                epsilon: epsilon, settlingMemo: settlingMemo, update: old.update)
            entry.timing.duration = new.durationNanoseconds
            Self.checkEnd(of: entry, now: now, in: "retarget(\(id), to: \(target))")
            let oldClient = entry.client
            let run = springRun(for: spring)
            let kind = entry.client._withUnsafeGuaranteedRef { $0.frameKind }
            if kind == .doubleSpring || kind == .sharedDoubleSpring {
                // A Double spring's client keeps the block as it was given.
                let block = entry.client._withUnsafeGuaranteedRef { $0.block }
                entry.client = .passRetained(
                    doubleSpringClient(unsafeDowncast(new, to: SpringTrajectory<Double>.self), run: run, block: block))
            } else {
                entry.client = .passRetained(springClient(new, run: run))
            }
            oldClient._withUnsafeGuaranteedRef { client in
                // A retarget's new client counts instead.
                if client.frameKind == .doubleSpring { springBatch.liveSprings -= 1 }
                client.replaced()
            }
            if isAdvancing { retiredClients.append(oldClient) } else { oldClient.release() }
            return true
        } ?? false
    }

    /// Retargets a timed curve: see ``retarget(_:to:)``.
    /// - Parameter easedByEntry: Whether the frames deliver `old` at the
    ///   entry's transformed progress (a retargeted curve), rather than at
    ///   the raw progress with the entry's easing inside `old` (a tween's curve).
    @usableFromInline
    internal func retargetTimed<Value: MotionVector>(
        _ entry: inout Entry, _ old: TimedTrajectory<Value>, easedByEntry: Bool, to target: Value, now: Int64
    ) -> Bool {
        let local = entry.localTime(at: now)
        let duration = entry.timing.duration / 1e9
        // The release velocity is per whole curve (per second × the
        // duration, which the new curve keeps): a short curve's velocity
        // per second can overflow where this does not.
        let release: (position: Value, velocity: Value)
        if let sample = entry.timing.iteration(at: local) {
            if easedByEntry && old.duration > 0 && duration > 0 {
                // From where it is delivered (see deliveredState(of:along:at:)).
                let (q, slope) = entry.transformedProgress(sample)
                let state = old.progressState(atProgress: q)
                release = (state.position, duration.isFinite ? state.velocity.scaled(by: slope) : .zero)
            } else {
                // The curve's own rate per whole curve, at its raw progress.
                let state = old.progressState(atProgress: sample.progress)
                let moves = old.duration > 0 && old.duration.isFinite
                release = (state.position, moves ? state.velocity : .zero)
            }
            entry.timing.delay = 0
            entry.reanchor(local: 0, now: now)
        } else {
            // The same release state: its velocity per second over the new duration.
            let state = old.progressState(atProgress: 0)
            let moves = old.duration > 0 && old.duration.isFinite && duration.isFinite
            release = (state.position, moves ? state.velocity.scaled(by: duration / old.duration) : .zero)
            entry.generation &+= 1
        }
        let new = TimedTrajectory(
            easing: old.easing, start: release.position, target: target, velocityPerProgress: release.velocity,
            duration: duration, update: old.update)
        precondition(
            (target - release.position).isFiniteVector && new.leadIn.isFiniteVector,
            "retarget(\(entry.id), to: \(target)): the curve from the animation's present position \(release.position) and velocity \(release.velocity) per whole curve would leave Double's range")
        Self.checkEnd(of: entry, now: now, in: "retarget(\(entry.id), to: \(target))")
        // The trajectory applies the easing itself, so the engine passes raw progress.
        entry.easing = EasingEvaluator(.linear)
        let oldClient = entry.client
        entry.client = .passRetained(TrajectoryRenderer(new, render: new.render))
        oldClient._withUnsafeGuaranteedRef { $0.replaced() }
        if isAdvancing { retiredClients.append(oldClient) } else { oldClient.release() }
        return true
    }

    /// The current velocity of a spring, decay or timed vector animation, in value units per
    /// second of engine time (zero while paused, before its delay ends and after
    /// its active interval, in an end delay);
    /// nil if `id` is not a running animation of that value type that has one.
    ///
    /// It is the rate of change of the values the animation delivers, with its
    /// timing as it is now: its direction, easing, duration (a spring or decay
    /// stretched by ``updateTiming(of:_:)`` moves slower) and speed. A rate
    /// beyond Double's range (a curve across 10³⁰⁰ in a nanosecond, or at a
    /// speed of 10³⁰⁰) is reported along its direction with magnitude 2¹⁰²³
    /// (about 9 × 10³⁰⁷): never infinite or NaN.
    public func velocity<Value: MotionVector>(of id: AnimationID, as type: Value.Type = Value.self) -> Value? {
        let now = nowNanoseconds
        return withEntry(id) { entry -> Value? in
            // The curve the client maps the transformed progress onto: a
            // tween's without its easing, which the entry applies.
            guard let trajectory = self.trajectory(of: entry, as: Value.self, easing: EasingEvaluator(.linear))
            else { return nil }
            return Self.velocity(of: entry, along: trajectory, at: now)
        } ?? nil
    }

    /// The rate of change of what `entry` delivers at `now` along
    /// `trajectory`, per second of engine time: zero outside the active
    /// phase, while paused or for a zero or infinite duration, else
    /// ``deliveredState(of:along:at:)``'s velocity times the speed.
    internal static func velocity<Value: MotionVector>(
        of entry: Entry, along trajectory: any Trajectory<Value>, at now: Int64
    ) -> Value {
        let local = entry.localTime(at: now)
        let seconds = entry.timing.duration / 1e9
        guard !entry.isPaused, seconds > 0, seconds.isFinite,
            entry.timing.phase(at: local, playsBackward: entry.speed < 0) == .active,
            let sample = entry.timing.iteration(at: local)
        else { return .zero }
        let velocity = deliveredState(of: entry, along: trajectory, at: sample).velocity.scaled(by: entry.speed)
        if velocity.isFiniteVector { return velocity }
        // Out of range: its direction, from the rate per whole curve (finite
        // where the rate per second overflows), at magnitude 2¹⁰²³.
        let (q, slope) = entry.transformedProgress(sample)
        var direction =
            (trajectory as? TimedTrajectory<Value>)?.progressState(atProgress: q).velocity
            ?? trajectory.state(atProgress: q).velocity
        if !(direction.magnitudeSquared.isFinite && direction.magnitudeSquared > 0) {
            direction = direction.scaled(by: 0x1p-600)
        }
        let length = direction.magnitude
        guard length > 0, length.isFinite else { return .zero }
        let sign: Double = (slope < 0) != (entry.speed < 0) ? -1 : 1
        return direction.scaled(by: 1 / length).scaled(by: sign * 0x1p1023)
    }

    /// What `entry` delivers at iteration sample `sample` along
    /// `trajectory`, and its rate of change per second of local time. The
    /// frames deliver the trajectory's position at the transformed progress
    /// q (direction, then the entry's easing E, applied to the iteration
    /// progress x), so the velocity is the trajectory's velocity at q × its
    /// duration over the iteration duration × dq/dx. For a linear easing
    /// and the trajectory's own duration, that is its state at x (or 1 − x,
    /// velocity negated, playing backward), to the same bits. A zero or
    /// infinite iteration duration has no rate: the velocity is zero.
    @usableFromInline
    internal static func deliveredState<Value: MotionVector>(
        of entry: Entry, along trajectory: any Trajectory<Value>, at sample: (index: Double, progress: Double)
    ) -> (position: Value, velocity: Value) {
        let (q, slope) = entry.transformedProgress(sample)
        let seconds = entry.timing.duration / 1e9
        let state = trajectory.state(atProgress: q)
        // A zero duration jumps and an infinite one stands still: neither moves.
        guard seconds > 0, seconds.isFinite else { return (state.position, .zero) }
        let stretch = trajectory.duration == seconds ? 1 : trajectory.duration / seconds
        return (state.position, state.velocity.scaled(by: stretch * slope))
    }

    /// The motion behind an entry, as `Value`: its physics, or a tween's
    /// timed curve (a ``DoubleTween``'s, or a generic value's) rebuilt with
    /// `easing` (the entry's by default) and the duration as it is now.
    @usableFromInline
    internal func trajectory<Value: MotionVector>(
        of entry: Entry, as type: Value.Type, easing: EasingEvaluator? = nil
    ) -> (any Trajectory<Value>)? {
        let client = entry.client.takeUnretainedValue()
        let duration = entry.timing.duration / 1e9
        if let renderer = client as? TrajectoryRenderer, renderer.isTween {
            guard let curve = renderer.trajectory as? TimedTrajectory<Value> else { return nil }
            return TimedTrajectory(
                easing: easing ?? entry.easing, start: curve.start, target: curve.target, initialVelocity: nil,
                duration: duration, update: curve.update)
        }
        if let trajectory = entry.trajectory as? any Trajectory<Value> { return trajectory }
        guard Value.self == Double.self, let tween = client as? DoubleTween else { return nil }
        let curve = TimedTrajectory(
            easing: easing ?? entry.easing, start: tween.from, target: tween.to, initialVelocity: nil,
            duration: duration, update: tween.block)
        return curve as? any Trajectory<Value>
    }
}

