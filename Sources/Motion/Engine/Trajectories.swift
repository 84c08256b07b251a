/// The physics of a spring or decay animation: its state as a function of
/// progress through the animation's settle duration. Progress 0 gives the
/// release state and progress ≥ 1 the exact resting value.
@usableFromInline
internal protocol Trajectory<Value>: AnyObject {
    associatedtype Value: MotionVector
    /// Seconds from release to rest.
    var duration: Double { get }
    /// Position and velocity at progress `p` (time `p · duration`).
    func state(atProgress p: Double) -> (position: Value, velocity: Value)
    /// Receives each frame's position.
    var update: (Value) -> Void { get }
    /// The per-frame block of an animation along this trajectory: it passes
    /// the position at the progress it receives to ``update``.
    var render: (Double) -> Void { get }
}

extension Trajectory {
    /// The per-frame block of an animation along this trajectory. Trajectories
    /// are immutable, so the block reads them without exclusivity checks.
    @inlinable
    internal var render: (Double) -> Void {
        { progress in self.update(self.state(atProgress: progress).position) }
    }
}

/// A spring released at (x0, v0) toward a target.
///
/// Its frames evaluate the spring at a whole number of nanoseconds since
/// release when the progress they receive is one (as the engine's frames give
/// it at speed ±1): `p · durationNanoseconds` recovers the integer to within
/// 2⁻¹⁰ ns for settle times below 2⁴⁰ ns (18 minutes). Those frames take the
/// transition from the engine's ``SpringTransitionMemo`` when their block is
/// ``render(memo:)`` or their client a ``SharedDoubleSpring`` (for a spring
/// whose `Spring` an animation started earlier had), so springs that share
/// a `Spring` and a release frame compute it once per frame. Other progress
/// (a fractional local time), and every frame of a spring without the memo,
/// is evaluated at `p · duration` as before.
@usableFromInline
internal final class SpringTrajectory<Value: MotionVector>: Trajectory {
    /// Never changed: a `var` only so that frames pass its parameters to C by address.
    @usableFromInline @exclusivity(unchecked) var spring: Spring
    @usableFromInline let epsilon: Double
    @usableFromInline let start: Value
    @usableFromInline let initialVelocity: Value
    @usableFromInline let target: Value
    /// The settle time in whole nanoseconds.
    @usableFromInline let durationNanoseconds: Double
    /// Receives each frame's position; a no-op for a spring that the `Double`
    /// form of `animate(from:to:initialVelocity:spring:…)` started, whose
    /// ``DoubleSpring`` client holds the block.
    @usableFromInline let update: (Value) -> Void

    /// Seconds from release to rest, a whole number of nanoseconds.
    @inlinable
    internal var duration: Double { durationNanoseconds / 1e9 }

    /// - Parameter epsilon: The settle threshold relative to the motion's
    ///   scale max(|x0 − target|, |v0|/ω0).
    @usableFromInline
    internal convenience init(
        spring: Spring, start: Value, initialVelocity: Value, target: Value, epsilon: Double,
        settlingMemo: SettlingMemo? = nil, update: @escaping (Value) -> Void
    ) {
        precondition(
            spring.parameters.damping > 0,
            "animate(spring:): Spring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping)) is undamped and never settles; an animated spring needs damping > 0"
        )
        precondition(epsilon > 0 && epsilon < 1, "animate(spring:): epsilon must be in (0, 1) (got \(epsilon))")
        checkMotion(from: start, initialVelocity: initialVelocity, to: target, omega0: spring.parameters.omega0_sq.squareRoot())
        self.init(
            spring: spring, start: start, initialVelocity: initialVelocity, target: target, epsilon: epsilon,
            durationNanoseconds: wholeNanoseconds(
                Self.settlingDuration(
                    spring.parameters, displacement: (start - target).unscaledMagnitude,
                    speed: initialVelocity.unscaledMagnitude, epsilon: epsilon, memo: settlingMemo)),
            update: update)
    }

    /// A trajectory of known settle time, in whole nanoseconds (a
    /// ``DoubleSpring``'s, rebuilt; the other initialiser computes it).
    @usableFromInline
    internal init(
        spring: Spring, start: Value, initialVelocity: Value, target: Value, epsilon: Double,
        durationNanoseconds: Double, update: @escaping (Value) -> Void
    ) {
        self.spring = spring
        self.epsilon = epsilon
        self.start = start
        self.initialVelocity = initialVelocity
        self.target = target
        self.update = update
        self.durationNanoseconds = durationNanoseconds
    }

    /// The same spring released from (position, velocity) toward `target`.
    @usableFromInline
    internal func released(from position: Value, velocity: Value, toward target: Value) -> SpringTrajectory {
        SpringTrajectory(
            spring: spring, start: position, initialVelocity: velocity, target: target, epsilon: epsilon,
            update: update)
    }

    /// The per-frame block: the position alone.
    @inlinable
    internal var render: (Double) -> Void {
        { progress in self.update(self.position(atProgress: progress, memo: nil)) }
    }

    /// The per-frame block, taking whole-nanosecond transitions from `memo`
    /// (which only the block holds, so a spring that cannot share pays nothing for it).
    @inlinable
    internal func render(memo: SpringTransitionMemo?) -> (Double) -> Void {
        guard let memo else { return render }
        return { progress in self.update(self.position(atProgress: progress, memo: memo)) }
    }

    /// The position at progress `p`, as ``state(atProgress:)`` gives it.
    @inlinable
    internal func position(atProgress p: Double, memo: SpringTransitionMemo?) -> Value {
        if p >= 1 { return target }
        if p <= 0 { return start }
        let m = transition(atProgress: p, memo: memo)
        return target + (start - target).scaled(by: m.m00) + initialVelocity.scaled(by: m.m01)
    }

    /// The transition from release to progress `p` in (0, 1): at the whole
    /// nanosecond `p · durationNanoseconds` rounds to when it is one (through
    /// `memo`), else at `p · duration`.
    @inlinable @inline(__always)
    internal func transition(atProgress p: Double, memo: SpringTransitionMemo?) -> cspring_transition {
        springTransition(&spring.parameters, atProgress: p, durationNanoseconds: durationNanoseconds, memo: memo)
    }

    /// An upper bound on the time after which |x − target| ≤ ε·scale and
    /// |v| ≤ ε·scale·ω0: the displacement and velocity terms are linear, so
    /// each is given half of the threshold.
    @usableFromInline
    internal static func settlingDuration(
        _ parameters: cspring_params, displacement: Double, speed: Double, epsilon: Double, memo: SettlingMemo? = nil
    ) -> Double {
        let p = parameters
        let omega0 = p.omega0_sq.squareRoot()
        let scale = max(displacement, speed / omega0)
        guard scale > 0, scale.isFinite else {
            precondition(
                scale == 0,
                "Spring animation: the distance to the target (\(displacement)) and the speed (\(speed)) must be finite")
            return 0
        }
        // The motion is linear, so its settling time is that of the motion
        // divided by its scale: a unit-sized problem, whose derived terms (the
        // initial acceleration) cannot overflow however large the motion.
        let unitDisplacement = displacement / scale
        let unitSpeed = speed / scale
        // The result depends on the parameters, the unit motion and ε alone.
        if let memo {
            return memo.duration(p, displacement: unitDisplacement, speed: unitSpeed, epsilon: epsilon) {
                unitSettlingDuration(p, unitDisplacement: unitDisplacement, unitSpeed: unitSpeed, epsilon: epsilon)
            }
        }
        return unitSettlingDuration(p, unitDisplacement: unitDisplacement, unitSpeed: unitSpeed, epsilon: epsilon)
    }

    /// ``settlingDuration(_:displacement:speed:epsilon:memo:)`` of a motion of scale 1.
    @usableFromInline
    internal static func unitSettlingDuration(
        _ parameters: cspring_params, unitDisplacement: Double, unitSpeed: Double, epsilon: Double
    ) -> Double {
        var p = parameters
        let omega0 = p.omega0_sq.squareRoot()
        let positionEpsilon = epsilon / 2
        let velocityEpsilon = positionEpsilon * omega0
        // Any status but OK (never settles, a time beyond Double, a search
        // that gave up) means "longer than the limit": the animation is cut there.
        var fromDisplacement = 0.0
        var fromVelocity = 0.0
        if unitDisplacement > 0 {
            let status = cspring_settling_time(
                &p, unitDisplacement, 0, positionEpsilon, velocityEpsilon, &fromDisplacement)
            if status != .CSPRING_OK || !(fromDisplacement >= 0) { return Spring.settlingDurationLimit }
        }
        if unitSpeed > 0 {
            let status = cspring_settling_time(&p, 0, unitSpeed, positionEpsilon, velocityEpsilon, &fromVelocity)
            if status != .CSPRING_OK || !(fromVelocity >= 0) { return Spring.settlingDurationLimit }
        }
        return min(max(fromDisplacement, fromVelocity), Spring.settlingDurationLimit)
    }

    @inlinable
    internal func state(atProgress p: Double) -> (position: Value, velocity: Value) {
        if p >= 1 { return (target, .zero) }
        if p <= 0 { return (start, initialVelocity) }
        return state(atTime: p * duration)
    }

    @inlinable
    internal func state(atTime t: Double) -> (position: Value, velocity: Value) {
        state(cspring_transition_make(&spring.parameters, t))
    }

    /// The state after transition `m` from release.
    @inlinable
    internal func state(_ m: cspring_transition) -> (position: Value, velocity: Value) {
        let displacement = start - target
        let position = target + displacement.scaled(by: m.m00) + initialVelocity.scaled(by: m.m01)
        let velocity = displacement.scaled(by: m.m10) + initialVelocity.scaled(by: m.m11)
        return (position, velocity)
    }
}

/// A timed curve from `start` to `target` along an easing, plus the Hermite
/// lead-in `leadIn·u(1 − u)²` that gives it the start velocity
/// `initialVelocity` (the same lead-in as a retargeted property's timed
/// curve). Progress is raw time progress: the easing is applied here.
@usableFromInline
internal final class TimedTrajectory<Value: MotionVector>: Trajectory {
    @usableFromInline let easing: EasingEvaluator
    @usableFromInline let start: Value
    @usableFromInline let target: Value
    @usableFromInline let leadIn: Value
    @usableFromInline let hasLeadIn: Bool
    @usableFromInline let duration: Double
    @usableFromInline let update: (Value) -> Void

    /// - Parameters:
    ///   - duration: Seconds, ≥ 0.
    ///   - initialVelocity: Value units per second at the start; nil for the
    ///     easing's own start (no lead-in).
    @usableFromInline
    internal convenience init(
        easing: EasingEvaluator, start: Value, target: Value, initialVelocity: Value?, duration: Double,
        update: @escaping (Value) -> Void
    ) {
        // An infinite duration stands still: no lead-in (v0·∞ is no velocity).
        let perProgress = duration > 0 && duration.isFinite ? initialVelocity?.scaled(by: duration) : nil
        self.init(
            easing: easing, start: start, target: target, velocityPerProgress: perProgress, duration: duration,
            update: update)
    }

    /// - Parameters:
    ///   - duration: Seconds, ≥ 0.
    ///   - velocityPerProgress: The start velocity in value units per whole
    ///     curve (per second × duration), which stays in range where the
    ///     velocity per second of a short curve would not; nil for the
    ///     easing's own start (no lead-in).
    @usableFromInline
    internal init(
        easing: EasingEvaluator, start: Value, target: Value, velocityPerProgress: Value?, duration: Double,
        update: @escaping (Value) -> Void
    ) {
        self.easing = easing
        self.start = start
        self.target = target
        self.duration = duration
        self.update = update
        var leadIn = Value.zero
        if let velocityPerProgress, duration > 0, duration.isFinite {
            leadIn = velocityPerProgress - (target - start).scaled(by: easing.slope(at: 0))
        }
        self.leadIn = leadIn
        self.hasLeadIn = leadIn.magnitudeSquared > 0
    }

    @inlinable
    internal func state(atProgress p: Double) -> (position: Value, velocity: Value) {
        let state = progressState(atProgress: p)
        guard duration > 0 else { return (state.position, .zero) }
        return (state.position, state.velocity.scaled(by: 1 / duration))
    }

    /// The position at progress `p` and its rate per whole curve (value
    /// units per unit of progress), which a short curve's rate per second
    /// could overflow.
    @inlinable
    internal func progressState(atProgress p: Double) -> (position: Value, velocity: Value) {
        let u = min(max(p, 0), 1)
        var position = start.interpolated(to: target, fraction: easing(u))
        if hasLeadIn && u > 0 && u < 1 { position += leadIn.scaled(by: u * (1 - u) * (1 - u)) }
        var velocity = (target - start).scaled(by: easing.slope(at: u))
        if hasLeadIn { velocity += leadIn.scaled(by: (1 - u) * (1 - 3 * u)) }
        return (position, velocity)
    }
}

/// A decay (fling) released at (x0, v0), resting at its projection.
@usableFromInline
internal final class DecayTrajectory<Value: MotionVector>: Trajectory {
    @usableFromInline let decay: cspring_decay
    @usableFromInline let start: Value
    @usableFromInline let initialVelocity: Value
    @usableFromInline let rest: Value
    @usableFromInline let duration: Double
    @usableFromInline let update: (Value) -> Void

    /// - Parameter epsilon: The remaining distance, relative to the whole
    ///   glide, at which the decay counts as at rest.
    @usableFromInline
    internal init(
        decay: Decay, start: Value, initialVelocity: Value, epsilon: Double, update: @escaping (Value) -> Void
    ) {
        precondition(epsilon > 0 && epsilon < 1, "animateDecay: epsilon must be in (0, 1) (got \(epsilon))")
        var d = decay.decay
        self.decay = d
        self.start = start
        self.initialVelocity = initialVelocity
        self.update = update
        self.rest = start + initialVelocity.scaled(by: cspring_decay_projection(&d, 0, 1))
        precondition(start.isFiniteVector, "animateDecay(from: \(start)): the start must be finite")
        precondition(
            initialVelocity.isFiniteVector,
            "animateDecay(initialVelocity: \(initialVelocity)): the velocity must be finite")
        precondition(
            rest.isFiniteVector,
            "animateDecay(from: \(start), initialVelocity: \(initialVelocity)): the resting place, from + initialVelocity × \(d.gain) s, overflows Double"
        )
        // The remaining glide is |v0|·g·e^(−t/τ): it falls to ε of the whole at τ·ln(1/ε).
        self.duration =
            initialVelocity.magnitudeSquared == 0 ? 0 : roundedUpToNanoseconds(d.time_constant * -naturalLog(epsilon))
    }

    @inlinable
    internal func state(atProgress p: Double) -> (position: Value, velocity: Value) {
        if p >= 1 { return (rest, .zero) }
        if p <= 0 { return (start, initialVelocity) }
        return state(atTime: p * duration)
    }

    @inlinable
    internal func state(atTime t: Double) -> (position: Value, velocity: Value) {
        var d = decay
        let unit = cspring_decay_evaluate(&d, 0, 1, t)
        return (start + initialVelocity.scaled(by: unit.position), initialVelocity.scaled(by: unit.velocity))
    }
}

/// A decay that a spring catches at the edge of a range, like a scroll view's bounce.
@usableFromInline
internal final class BoundedDecayTrajectory: Trajectory {
    @usableFromInline let glide: DecayTrajectory<Double>?
    @usableFromInline let catchTime: Double
    @usableFromInline let bounce: SpringTrajectory<Double>?
    @usableFromInline let duration: Double
    @usableFromInline let update: (Double) -> Void

    internal init(
        decay: Decay, start: Double, initialVelocity: Double, bounds: ClosedRange<Double>, spring: Spring,
        epsilon: Double, update: @escaping (Double) -> Void
    ) {
        self.update = update
        precondition(bounds.lowerBound.isFinite && bounds.upperBound.isFinite, "animateDecay(bounds: \(bounds)): the bounds must be finite")
        let free = DecayTrajectory(
            decay: decay, start: start, initialVelocity: initialVelocity, epsilon: epsilon, update: update)
        let clamped = min(max(start, bounds.lowerBound), bounds.upperBound)
        if clamped != start {
            // Released outside the range: the spring pulls it back at once.
            glide = nil
            catchTime = 0
            bounce = SpringTrajectory(
                spring: spring, start: start, initialVelocity: initialVelocity, target: clamped, epsilon: epsilon,
                update: update)
        } else if !bounds.contains(free.rest) {
            let edge = free.rest < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            var d = decay.decay
            // x(t) = x0 + v0·g·(1 − e^(−t/τ)) reaches the edge when e^(−t/τ) = 1 − r/g.
            let gain = cspring_decay_projection(&d, 0, 1)
            let fraction = (edge - start) / (initialVelocity * gain)
            let time = -d.time_constant * naturalLog1p(-fraction)
            let atEdge = cspring_decay_evaluate(&d, 0, initialVelocity, time)
            glide = free
            catchTime = time
            bounce = SpringTrajectory(
                spring: spring, start: edge, initialVelocity: atEdge.velocity, target: edge, epsilon: epsilon,
                update: update)
        } else {
            glide = free
            catchTime = free.duration
            bounce = nil
        }
        duration = roundedUpToNanoseconds(catchTime + (bounce?.duration ?? 0))
    }

    @inlinable
    internal func state(atProgress p: Double) -> (position: Double, velocity: Double) {
        if p >= 1 {
            if let bounce { return (bounce.target, 0) }
            return (glide!.rest, 0)
        }
        let t = max(p, 0) * duration
        if let glide, t < catchTime || bounce == nil {
            return bounce == nil && t >= glide.duration ? (glide.rest, 0) : glide.state(atTime: t)
        }
        return bounce!.state(atTime: t - catchTime)
    }
}

/// `seconds`, cut at ``Spring/settlingDurationLimit``, rounded up to a whole
/// nanosecond, so that engine time and physics time agree exactly.
@usableFromInline
internal func roundedUpToNanoseconds(_ seconds: Double) -> Double {
    wholeNanoseconds(seconds) / 1e9
}

/// `seconds`, cut at ``Spring/settlingDurationLimit``, in nanoseconds rounded up to a whole number.
@usableFromInline
internal func wholeNanoseconds(_ seconds: Double) -> Double {
    precondition(seconds >= 0, "Animation settle time is \(seconds) s")
    return (min(seconds, Spring.settlingDurationLimit) * 1e9).rounded(.up)
}

/// Stops with a message naming the arguments unless a spring from `start` at
/// `initialVelocity` toward `target` stays within Double's range: by energy,
/// |x − target| ≤ √(Δ0² + (v0/ω0)²), so |target| plus four times the larger
/// term must be finite (the evaluation's intermediate terms stay below that too).
/// A retarget (`retargeting`) is named as the call the program made, with the
/// present state it releases from.
@usableFromInline
internal func checkMotion<Value: MotionVector>(
    from start: Value, initialVelocity: Value, to target: Value, omega0: Double, retargeting id: AnimationID? = nil
) {
    if let id {
        precondition(target.isFiniteVector, "retarget(\(id), to: \(target)): the target must be finite")
    }
    precondition(
        start.isFiniteVector && target.isFiniteVector,
        "animate(from: \(start), to: \(target)): from and to must be finite")
    precondition(
        initialVelocity.isFiniteVector, "animate(initialVelocity: \(initialVelocity)): the initial velocity must be finite")
    let scale = max((start - target).unscaledMagnitude, initialVelocity.unscaledMagnitude / omega0)
    precondition(
        (target.unscaledMagnitude + 4 * scale).isFinite,
        id.map { "retarget(\($0), to: \(target)): the spring from the animation's present position \(start) and velocity \(initialVelocity) (scale \(scale)) would leave Double's range" }
            ?? "animate(from: \(start), to: \(target), initialVelocity: \(initialVelocity)): the spring's motion (scale \(scale)) would leave Double's range"
    )
}

extension MotionVector {
    /// Whether every component is finite, even when the squared magnitude would overflow.
    @usableFromInline
    internal var isFiniteVector: Bool { scaled(by: 0x1p-600).magnitudeSquared.isFinite }

    /// The magnitude, without overflow in the squares for components up to Double's range.
    @usableFromInline
    internal var unscaledMagnitude: Double {
        let direct = magnitude
        return direct.isInfinite ? scaled(by: 0x1p-600).magnitude * 0x1p600 : direct
    }
}

/// The transition from release to progress `p` in (0, 1) of a spring that
/// settles in `durationNanoseconds`: at the whole nanosecond
/// `p · durationNanoseconds` rounds to when it is one (through `memo`), else
/// at `p · durationNanoseconds / 1e9` seconds.
@inlinable @inline(__always)
internal func springTransition(
    _ parameters: UnsafeMutablePointer<cspring_params>, atProgress p: Double, durationNanoseconds: Double,
    memo: SpringTransitionMemo?
) -> cspring_transition {
    let nanoseconds = p * durationNanoseconds
    // Round to the nearest integer for 0 ≤ x < 2⁵² (beyond, x is one already).
    let whole = (nanoseconds + 0x1p52) - 0x1p52
    guard let memo, abs(nanoseconds - whole) <= 0x1p-10 else {
        return cspring_transition_make(parameters, p * (durationNanoseconds / 1e9))
    }
    return memo.transition(parameters, nanoseconds: whole)
}
