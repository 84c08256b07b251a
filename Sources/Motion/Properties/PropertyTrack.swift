/// The state of a property at the moment a new animation takes it over.
internal struct PresentedState {
    /// The presented value (a `Value`).
    var value: Any
    /// The velocity in value units per second of engine time (a `Value`), or `nil` for non-vectors.
    var velocity: Any?
    /// Where the old animation started (a `Value`).
    var start: Any
    /// The old animation's eased progress, for non-vector duration scaling.
    var progress: Double
}

/// One animated property of a group: its timing and its curve.
///
/// The subclasses are generic over the value type. The per-frame path is the
/// `render` closure, which each subclass builds in inlinable code so that it
/// is specialised for the client's target and value types.
@usableFromInline
internal class PropertyTrackBase {
    @usableFromInline let key: PropertyKey
    @usableFromInline let delay: Double
    @usableFromInline let isPrimary: Bool
    /// The mutable state, out of line: reads and writes through a pointer
    /// need no dynamic exclusivity checks on the per-frame path.
    @usableFromInline let state: UnsafeMutablePointer<TrackState>

    @usableFromInline
    internal struct TrackState {
        /// The played duration, after retargeting scale and group compression.
        @usableFromInline var duration: Double
        @usableFromInline var lastUnit = -1.0
        @usableFromInline var isRemoved = false
        @usableFromInline var hasRendered = false
        /// The group's spring transition cache, shared by its tracks; set when the group is built.
        @usableFromInline var springCache: UnsafeMutablePointer<SpringTransitionCache>? = nil

        @usableFromInline
        internal init(duration: Double) { self.duration = duration }
    }

    /// The played duration, after retargeting scale and group compression.
    @inlinable internal var duration: Double {
        get { state.pointee.duration }
        set { state.pointee.duration = newValue }
    }
    @inlinable internal var isRemoved: Bool {
        get { state.pointee.isRemoved }
        set { state.pointee.isRemoved = newValue }
    }
    /// Writes the value at group time `t` to the target: a closure without
    /// captures, made in the subclass's specialised initializer. It receives
    /// the track and the target unretained, as opaque pointers, and views
    /// them as their own types without reference counting.
    @usableFromInline let renderer: (UnsafeMutableRawPointer, UnsafeMutableRawPointer, Double) -> Void
    /// The group, for the registry; set when the group is built.
    @usableFromInline unowned(unsafe) var group: PropertyGroupBase! = nil

    @usableFromInline
    internal init(
        key: PropertyKey, delay: Double, duration: Double, isPrimary: Bool,
        renderer: @escaping (UnsafeMutableRawPointer, UnsafeMutableRawPointer, Double) -> Void
    ) {
        precondition(delay >= 0 && delay.isFinite, "A property's delay must be finite and ≥ 0 (got \(delay) s)")
        precondition(duration >= 0 && duration.isFinite, "A property's duration must be finite and ≥ 0 (got \(duration) s)")
        self.key = key
        self.delay = delay
        self.isPrimary = isPrimary
        self.renderer = renderer
        self.state = .allocate(capacity: 1)
        state.initialize(to: TrackState(duration: duration))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Writes the value at group time `t` to the target at `target` (an unretained object pointer).
    @inlinable
    internal func render(_ target: UnsafeMutableRawPointer, _ t: Double) {
        renderer(Unmanaged.passUnretained(self).toOpaque(), target, t)
    }

    /// The end of the property within its group.
    @usableFromInline
    internal var end: Double { delay + duration }

    /// The time progress at group time `t`, in [0, 1].
    @inlinable
    internal func unit(at t: Double) -> Double {
        let duration = state.pointee.duration
        if t <= delay { return t < delay || duration > 0 ? 0 : 1 }
        if duration <= 0 || t >= delay + duration { return 1 }
        return (t - delay) / duration
    }

    /// Whether group time `t` needs a write: not before a first start, and not a repeat of the last.
    @inlinable
    internal func needsWrite(_ t: Double, _ u: Double) -> Bool {
        if t < delay && !state.pointee.hasRendered { return false }
        if u == state.pointee.lastUnit { return false }
        state.pointee.lastUnit = u
        state.pointee.hasRendered = true
        return true
    }

    // MARK: Overridden by the value-typed subclasses

    /// Completes the resolution once the group has fixed the played duration.
    internal func finishResolution() {}

    /// The value progress at `t` (nil: use the time progress).
    internal func valueProgress(at t: Double) -> Double? { nil }

    /// The presented value and velocity at `t`; `rate` is group seconds per engine second.
    internal func presentedState(at t: Double, rate: Double) -> PresentedState? { nil }

    /// The value at the end, for chaining (a `Value`).
    internal var targetValue: Any { () }
}

/// A track of a known target type: it can read the target when it resolves.
@usableFromInline
internal class PropertyTrack<Target: AnyObject>: PropertyTrackBase {
    /// Resolves the start value, velocity and natural duration when the animation starts.
    internal func resolve(_ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting) {}
}

/// A timed curve between two values of any interpolatable type.
@usableFromInline
internal final class TimedTrack<Target: AnyObject, Value: Interpolatable>: PropertyTrack<Target> {
    @usableFromInline let accessor: PropertyAccessor<Target, Value>
    @usableFromInline let explicitFrom: Value?
    @usableFromInline let to: Value
    @usableFromInline let easing: EasingEvaluator
    /// The resolved start value, out of line (see ``PropertyTrack/state``).
    @usableFromInline let start: UnsafeMutablePointer<Value>

    @inlinable internal var from: Value {
        get { start.pointee }
        set { start.pointee = newValue }
    }

    @inlinable
    internal init(
        accessor: PropertyAccessor<Target, Value>, key: PropertyKey, from: Value?, to: Value,
        duration: Double, delay: Double, easing: Easing, isPrimary: Bool
    ) {
        self.accessor = accessor
        self.explicitFrom = from
        self.start = .allocate(capacity: 1)
        self.start.initialize(to: from ?? to)
        self.to = to
        self.easing = EasingEvaluator(easing)
        super.init(key: key, delay: delay, duration: duration, isPrimary: isPrimary) { track, target, t in
            Unmanaged<TimedTrack>.fromOpaque(track)._withUnsafeGuaranteedRef { $0.write(target, t) }
        }
    }

    deinit {
        start.deinitialize(count: 1)
        start.deallocate()
    }

    @inlinable
    internal func write(_ target: UnsafeMutableRawPointer, _ t: Double) {
        let u = unit(at: t)
        guard needsWrite(t, u) else { return }
        accessor.set(target, value(atUnit: u))
    }

    @inlinable
    internal func value(atUnit u: Double) -> Value {
        let from = self.from
        return from.interpolated(to: to, fraction: easing(u))
    }

    override internal func resolve(_ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting) {
        let presented = (old?.value as? Value) ?? (chained as? Value) ?? accessor.get(target)
        from = explicitFrom ?? presented
        if let old, explicitFrom == nil, policy.duration == .scaled {
            duration *= 1 - min(max(old.progress, 0), 1)
        }
    }

    override internal func valueProgress(at t: Double) -> Double? {
        abs(easing(unit(at: t)))
    }

    override internal func presentedState(at t: Double, rate: Double) -> PresentedState? {
        let u = unit(at: t)
        let e = easing(u)
        return PresentedState(value: from.interpolated(to: to, fraction: e), velocity: nil, start: from, progress: e)
    }

    override internal var targetValue: Any { to }
}

/// A timed curve, spring or spring decay between two vectors.
@usableFromInline
internal final class VectorTrack<Target: AnyObject, Value: MotionVector>: PropertyTrack<Target> {
    @usableFromInline
    internal enum Curve {
        case timed(EasingEvaluator)
        case spring(cspring_params, epsilon: Double)
    }

    /// The easing of a timed curve (linear for springs).
    @usableFromInline let easing: EasingEvaluator
    /// The spring of a spring curve.
    @usableFromInline let spring: cspring_params
    @usableFromInline let isSpring: Bool

    @usableFromInline let accessor: PropertyAccessor<Target, Value>
    @usableFromInline let explicitFrom: Value?
    @usableFromInline let explicitVelocity: Value?
    @usableFromInline let to: Value
    @usableFromInline let curve: Curve
    /// The resolved motion, out of line (see ``PropertyTrack/state``).
    @usableFromInline let motion: UnsafeMutablePointer<ResolvedMotion>

    @usableFromInline
    internal struct ResolvedMotion {
        @usableFromInline var from: Value
        /// The start velocity, per second (springs), or the lead-in velocity (timed).
        @usableFromInline var velocity: Value = .zero
        /// Timed: the Hermite lead-in amplitude `v0·D − e′(0)·Δ`; zero when none.
        @usableFromInline var leadIn: Value = .zero
        @usableFromInline var hasLeadIn = false
        /// Springs: the settling time, played over `duration`.
        @usableFromInline var settlingTime = 0.0
        @usableFromInline var usesLeadIn = false

        @usableFromInline
        internal init(from: Value) { self.from = from }
    }

    @inlinable internal var from: Value {
        get { motion.pointee.from }
        set { motion.pointee.from = newValue }
    }
    @inlinable internal var velocity: Value {
        get { motion.pointee.velocity }
        set { motion.pointee.velocity = newValue }
    }
    @inlinable internal var leadIn: Value {
        get { motion.pointee.leadIn }
        set { motion.pointee.leadIn = newValue }
    }
    @inlinable internal var hasLeadIn: Bool {
        get { motion.pointee.hasLeadIn }
        set { motion.pointee.hasLeadIn = newValue }
    }
    @inlinable internal var settlingTime: Double {
        get { motion.pointee.settlingTime }
        set { motion.pointee.settlingTime = newValue }
    }
    @inlinable internal var usesLeadIn: Bool {
        get { motion.pointee.usesLeadIn }
        set { motion.pointee.usesLeadIn = newValue }
    }

    @inlinable
    internal init(
        accessor: PropertyAccessor<Target, Value>, key: PropertyKey, from: Value?, to: Value,
        initialVelocity: Value?, curve: Curve, duration: Double, delay: Double, isPrimary: Bool
    ) {
        self.accessor = accessor
        self.explicitFrom = from
        self.explicitVelocity = initialVelocity
        self.motion = .allocate(capacity: 1)
        self.motion.initialize(to: ResolvedMotion(from: from ?? to))
        self.to = to
        self.curve = curve
        switch curve {
        case .timed(let easing):
            self.easing = easing
            self.spring = cspring_params()
            self.isSpring = false
        case .spring(let spring, _):
            self.easing = EasingEvaluator(.linear)
            self.spring = spring
            self.isSpring = true
        }
        super.init(key: key, delay: delay, duration: duration, isPrimary: isPrimary) { track, target, t in
            Unmanaged<VectorTrack>.fromOpaque(track)._withUnsafeGuaranteedRef { $0.write(target, t) }
        }
    }

    deinit {
        motion.deinitialize(count: 1)
        motion.deallocate()
    }

    @inlinable
    internal func write(_ target: UnsafeMutableRawPointer, _ t: Double) {
        let u = unit(at: t)
        guard needsWrite(t, u) else { return }
        accessor.set(target, position(atUnit: u))
    }

    @inlinable
    internal func position(atUnit u: Double) -> Value {
        let from = motion.pointee.from
        let to = self.to
        if !isSpring {
            let hasLeadIn = motion.pointee.hasLeadIn
            let leadIn = motion.pointee.leadIn
            let value = from.interpolated(to: to, fraction: easing(u))
            if !hasLeadIn || u >= 1 { return value }
            let h = u * (1 - u) * (1 - u)
            return value + leadIn.scaled(by: h)
        }
        if u >= 1 { return to }
        if u <= 0 { return from }
        let velocity = motion.pointee.velocity
        let m = SpringTransitionCache.transition(spring, u * motion.pointee.settlingTime, state.pointee.springCache)
        return to + (from - to).scaled(by: m.m00) + velocity.scaled(by: m.m01)
    }

    /// The velocity at unit time `u`, per second of group time.
    internal func velocity(atUnit u: Double) -> Value {
        switch curve {
        case .timed(let easing):
            var v = (to - from).scaled(by: easing.slope(at: u))
            if hasLeadIn { v += leadIn.scaled(by: (1 - u) * (1 - 3 * u)) }
            return v.scaled(by: 1 / duration)
        case .spring(var parameters, _):
            let m = cspring_transition_make(&parameters, u * settlingTime)
            let v = (from - to).scaled(by: m.m10) + velocity.scaled(by: m.m11)
            return v.scaled(by: settlingTime / duration)
        }
    }

    override internal func resolve(_ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting) {
        let presented = (old?.value as? Value) ?? (chained as? Value) ?? accessor.get(target)
        from = explicitFrom ?? presented
        let oldVelocity = old?.velocity as? Value
        switch curve {
        case .timed:
            if let old, explicitFrom == nil, policy.duration == .scaled {
                if let start = old.start as? Value {
                    let remaining = (to - from).magnitude
                    let travelled = (from - start).magnitude
                    if remaining + travelled > 0 { duration *= remaining / (remaining + travelled) }
                } else {
                    duration *= 1 - min(max(old.progress, 0), 1)
                }
            }
            if let explicitVelocity {
                velocity = explicitVelocity
                usesLeadIn = true
            } else if let oldVelocity, policy.velocity == .continuous {
                velocity = oldVelocity
                usesLeadIn = true
            }
        case .spring(let parameters, let epsilon):
            velocity = explicitVelocity ?? oldVelocity ?? .zero
            settlingTime = SpringTrajectory<Value>.settlingDuration(
                parameters, displacement: (from - to).magnitude, speed: velocity.magnitude, epsilon: epsilon)
            duration = settlingTime
        }
    }

    override internal func finishResolution() {
        guard usesLeadIn, case .timed(let easing) = curve, duration > 0 else { return }
        leadIn = velocity.scaled(by: duration) - (to - from).scaled(by: easing.slope(at: 0))
        hasLeadIn = leadIn.magnitudeSquared > 0
    }

    override internal func valueProgress(at t: Double) -> Double? {
        let distance = (to - from).magnitude
        guard distance > 0 else { return nil }
        return (position(atUnit: unit(at: t)) - from).magnitude / distance
    }

    override internal func presentedState(at t: Double, rate: Double) -> PresentedState? {
        let u = unit(at: t)
        let progress: Double
        if case .timed(let easing) = curve { progress = easing(u) } else { progress = u }
        let moving = t >= delay && u < 1 && duration > 0
        return PresentedState(
            value: position(atUnit: u), velocity: moving ? velocity(atUnit: u).scaled(by: rate) : .zero, start: from,
            progress: progress)
    }

    override internal var targetValue: Any { to }
}

/// The last spring transition a group computed. Properties of a group that
/// share a spring and a clock need one `cspring_transition_make` per frame
/// between them; the cache returns the very same result for the same inputs.
@usableFromInline
internal struct SpringTransitionCache {
    @usableFromInline var mass = Double.nan
    @usableFromInline var stiffness = Double.nan
    @usableFromInline var damping = Double.nan
    @usableFromInline var time = Double.nan
    @usableFromInline var transition = cspring_transition()

    @usableFromInline
    internal init() {}

    /// The transition of `spring` over `time`, from `cache` when it holds it.
    @inlinable
    internal static func transition(
        _ spring: cspring_params, _ time: Double, _ cache: UnsafeMutablePointer<SpringTransitionCache>?
    ) -> cspring_transition {
        var parameters = spring
        guard let cache else { return cspring_transition_make(&parameters, time) }
        if cache.pointee.time == time && cache.pointee.stiffness == spring.stiffness
            && cache.pointee.damping == spring.damping && cache.pointee.mass == spring.mass
        {
            return cache.pointee.transition
        }
        let transition = cspring_transition_make(&parameters, time)
        cache.pointee = SpringTransitionCache(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, time: time,
            transition: transition)
        return transition
    }

    @usableFromInline
    internal init(mass: Double, stiffness: Double, damping: Double, time: Double, transition: cspring_transition) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.time = time
        self.transition = transition
    }
}
