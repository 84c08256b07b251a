/// Describes one property group: the properties of one target to animate
/// together, their triggers and their callbacks.
///
/// You receive a builder in the closure of ``AnimationEngine/animate(_:priority:options:overwrite:retargeting:_:)``
/// and its siblings; use it only inside that closure.
///
/// ```swift
/// engine.animate(card) { a in
///     a.animate(\.position, to: CGPoint(x: 300, y: 40), duration: .seconds(0.6), easing: .easeInOut, isPrimary: true)
///     a.animate(\.opacity, to: 1, duration: .seconds(0.3), delay: .seconds(0.1))
///     a.animate(\.bounds, to: CGRect(x: 0, y: 0, width: 120, height: 80), with: .spring(.bouncy))
///     a.trigger(.valueProgress(0.5), on: badge) { b in
///         b.animate(\.opacity, to: 1, duration: .seconds(0.2))
///     }
///     a.didStop { reason in print("card", reason) }
/// }
/// ```
///
/// Every property starts from its presented value unless given `from`. A
/// property that is already animating is redirected smoothly (see
/// ``Retargeting``); a value type that cannot be interpolated does not compile.
public final class PropertyAnimationBuilder<Target: AnyObject> {
    /// The object being animated.
    public let target: Target
    /// The target's index among a stagger's targets (0 otherwise).
    public let index: Int

    @usableFromInline let group: PropertyGroup<Target>
    @usableFromInline unowned(unsafe) let engine: AnimationEngine

    internal init(target: Target, index: Int, group: PropertyGroup<Target>, engine: AnimationEngine) {
        self.target = target
        self.index = index
        self.group = group
        self.engine = engine
    }

    // MARK: - Key paths

    /// Animates a property along a timed curve.
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - from: The start value; `nil` starts from the presented value.
    ///   - to: The target value.
    ///   - duration: The duration, ≥ 0 (compressed by the group's ``TimingPriority`` if longer than the group).
    ///   - delay: The time after the group's start before this property moves, ≥ 0.
    ///   - easing: The curve.
    ///   - isPrimary: Whether the property is a candidate for the group duration and drives the triggers.
    @inlinable
    public func animate<Value: Interpolatable>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>, from: Value? = nil, to: Value,
        duration: Duration, delay: Duration = .zero, easing: Easing = .linear, isPrimary: Bool = false
    ) {
        let accessor = PropertyAccessor(keyPath)
        add(
            TimedTrack(
                accessor: accessor, key: accessor.key, from: from, to: to, duration: duration.seconds,
                delay: delay.seconds, easing: easing, isPrimary: isPrimary, engine: engine, group: group))
    }

    /// Animates a vector property along a timed curve.
    ///
    /// The same as the ``Interpolatable`` form, but a redirect scales the
    /// duration by Euclidean distances and can match velocity (see ``Retargeting``).
    @inlinable
    public func animate<Value: MotionVector>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>, from: Value? = nil, to: Value,
        duration: Duration, delay: Duration = .zero, easing: Easing = .linear, isPrimary: Bool = false
    ) {
        let accessor = PropertyAccessor(keyPath)
        add(
            VectorTrack(
                accessor: accessor, key: accessor.key, from: from, to: to, initialVelocity: nil,
                curve: .timed(EasingEvaluator(easing)), duration: duration.seconds, delay: delay.seconds,
                isPrimary: isPrimary, engine: engine, group: group))
    }

    /// Animates a vector property along a timed curve that starts with `initialVelocity`.
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - from: The start value; `nil` starts from the presented value.
    ///   - to: The target value.
    ///   - duration: The duration, ≥ 0.
    ///   - delay: The time after the group's start before this property moves, ≥ 0.
    ///   - easing: The curve.
    ///   - initialVelocity: The start velocity in value units per second, reached through a
    ///     Hermite lead-in (see ``Retargeting/VelocityPolicy/continuous``).
    ///   - isPrimary: Whether the property is a candidate for the group duration and drives the triggers.
    @inlinable
    public func animate<Value: MotionVector>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>, from: Value? = nil, to: Value,
        duration: Duration, delay: Duration = .zero, easing: Easing = .linear, initialVelocity: Value,
        isPrimary: Bool = false
    ) {
        let accessor = PropertyAccessor(keyPath)
        add(
            VectorTrack(
                accessor: accessor, key: accessor.key, from: from, to: to, initialVelocity: initialVelocity,
                curve: .timed(EasingEvaluator(easing)), duration: duration.seconds, delay: delay.seconds,
                isPrimary: isPrimary, engine: engine, group: group))
    }

    /// Animates a vector property with a spring or a spring decay.
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - from: The start value; `nil` starts from the presented value.
    ///   - to: The target value, where the motion comes to rest.
    ///   - physics: The spring or spring decay; its duration is the settling time.
    ///   - delay: The time after the group's start before this property moves, ≥ 0.
    ///   - isPrimary: Whether the property is a candidate for the group duration and drives the triggers.
    @inlinable
    public func animate<Value: MotionVector>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>, from: Value? = nil, to: Value,
        with physics: PropertyPhysics<Value>, delay: Duration = .zero, isPrimary: Bool = false
    ) {
        let accessor = PropertyAccessor(keyPath)
        add(physicsTrack(accessor, key: accessor.key, from: from, to: to, physics: physics, delay: delay, isPrimary: isPrimary))
    }

    // MARK: - Getter and setter closures

    /// Animates state reached through closures (for example a field of a struct) along a timed curve.
    ///
    /// `name` identifies the property on the target for retargeting and overwriting.
    @inlinable
    public func animate<Value: Interpolatable>(
        _ name: String, get: @escaping () -> Value, set: @escaping (Value) -> Void, from: Value? = nil, to: Value,
        duration: Duration, delay: Duration = .zero, easing: Easing = .linear, isPrimary: Bool = false
    ) {
        add(
            TimedTrack(
                accessor: .closures(get: get, set: set), key: .name(name), from: from, to: to,
                duration: duration.seconds, delay: delay.seconds, easing: easing, isPrimary: isPrimary, engine: engine, group: group))
    }

    /// Animates vector state reached through closures along a timed curve.
    @inlinable
    public func animate<Value: MotionVector>(
        _ name: String, get: @escaping () -> Value, set: @escaping (Value) -> Void, from: Value? = nil, to: Value,
        duration: Duration, delay: Duration = .zero, easing: Easing = .linear, isPrimary: Bool = false
    ) {
        add(
            VectorTrack(
                accessor: .closures(get: get, set: set), key: .name(name), from: from, to: to,
                initialVelocity: nil, curve: .timed(EasingEvaluator(easing)), duration: duration.seconds,
                delay: delay.seconds, isPrimary: isPrimary, engine: engine, group: group))
    }

    /// Animates vector state reached through closures along a timed curve that starts with `initialVelocity`.
    @inlinable
    public func animate<Value: MotionVector>(
        _ name: String, get: @escaping () -> Value, set: @escaping (Value) -> Void, from: Value? = nil, to: Value,
        duration: Duration, delay: Duration = .zero, easing: Easing = .linear, initialVelocity: Value,
        isPrimary: Bool = false
    ) {
        add(
            VectorTrack(
                accessor: .closures(get: get, set: set), key: .name(name), from: from, to: to,
                initialVelocity: initialVelocity, curve: .timed(EasingEvaluator(easing)), duration: duration.seconds,
                delay: delay.seconds, isPrimary: isPrimary, engine: engine, group: group))
    }

    /// Animates vector state reached through closures with a spring or a spring decay.
    @inlinable
    public func animate<Value: MotionVector>(
        _ name: String, get: @escaping () -> Value, set: @escaping (Value) -> Void, from: Value? = nil, to: Value,
        with physics: PropertyPhysics<Value>, delay: Duration = .zero, isPrimary: Bool = false
    ) {
        add(
            physicsTrack(
                .closures(get: get, set: set), key: .name(name), from: from, to: to, physics: physics, delay: delay,
                isPrimary: isPrimary))
    }

    @inlinable
    internal func physicsTrack<Value: MotionVector>(
        _ accessor: PropertyAccessor<Target, Value>, key: PropertyKey, from: Value?, to: Value,
        physics: PropertyPhysics<Value>, delay: Duration, isPrimary: Bool
    ) -> VectorTrack<Target, Value> {
        let curve: VectorTrack<Target, Value>.Curve
        let velocity: Value?
        switch physics {
        case .spring(let spring, let initialVelocity):
            curve = .spring(Self.animatedParameters(spring), epsilon: 0.001)
            velocity = initialVelocity
        case .springDecay(let initialVelocity, let resolution):
            precondition(
                resolution > 0 && resolution < 1, "springDecay's resolution must be in (0, 1) (got \(resolution))")
            curve = .spring(Self.animatedParameters(PropertyPhysics<Value>.decaySpring), epsilon: resolution)
            velocity = initialVelocity
        }
        return VectorTrack(
            accessor: accessor, key: key, from: from, to: to, initialVelocity: velocity, curve: curve, duration: 0,
            delay: delay.seconds, isPrimary: isPrimary, engine: engine, group: group)
    }

    @usableFromInline
    internal static func animatedParameters(_ spring: Spring) -> cspring_params {
        precondition(
            spring.parameters.damping > 0, "An animated spring needs damping > 0: an undamped spring never settles")
        return spring.parameters
    }

    @usableFromInline
    internal func add(_ track: PropertyTrack<Target>) {
        group.tracks.append(track)
    }

    // MARK: - Triggers

    /// Starts another group, on any target, when `trigger` fires.
    ///
    /// The nested builder runs when the trigger fires, so its properties start
    /// from the values presented then; it may declare triggers of its own. The
    /// other target is held weakly: if it is gone by then, nothing starts. A
    /// cancelled or replaced group drops its pending triggers.
    /// - Precondition: A progress fraction in [0, 1].
    public func trigger<Other: AnyObject>(
        _ trigger: PropertyTrigger, on other: Other, priority: TimingPriority = .maxTime,
        options: AnimationOptions = .once, overwrite: OverwritePolicy = .conflicting,
        retargeting: Retargeting = .scaled, _ build: @escaping (PropertyAnimationBuilder<Other>) -> Void
    ) {
        // Unowned: the engine owns this group, and a trigger only fires inside its frames.
        self.trigger(trigger) { [weak other, unowned engine] in
            guard let other else { return }
            engine.animate(
                other, priority: priority, options: options, overwrite: overwrite, retargeting: retargeting, build)
        }
    }

    /// Runs `action` when `trigger` fires.
    /// - Precondition: A progress fraction in [0, 1].
    public func trigger(_ trigger: PropertyTrigger, perform action: @escaping () -> Void) {
        group.add(TriggerSlot(trigger: trigger, action: action))
    }

    // MARK: - Callbacks

    /// Runs `callback` when the group starts: on its first frame, after that frame's values are written.
    public func didStart(_ callback: @escaping () -> Void) {
        group.startCallbacks.append(callback)
    }

    /// Runs `callback` exactly once when the group ends, with the reason.
    public func didStop(_ callback: @escaping (CompletionReason) -> Void) {
        group.stopCallbacks.append(callback)
    }

    /// Runs `callback` exactly once if the group is cancelled, after `didStop(.cancelled)`:
    /// by ``AnimationEngine/cancel(_:)`` or because its target was released.
    /// A group whose properties were all taken over ends with `.replaced` instead.
    public func didCancel(_ callback: @escaping () -> Void) {
        group.cancelCallbacks.append(callback)
    }
}
