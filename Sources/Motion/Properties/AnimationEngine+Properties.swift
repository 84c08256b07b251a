extension AnimationEngine {
    // MARK: - Property groups

    /// Animates properties of `target` together, as one group.
    ///
    /// The returned ID controls the whole group with the engine's usual
    /// methods (cancel, finish, pause, seek, reverse, speed). The group
    /// completes when its last property does, and ends with `.cancelled` if
    /// `target` is released while it runs (a paused group within 64 frames).
    /// A builder that declares no property
    /// completes at once with `.finished`.
    /// - Parameters:
    ///   - target: The object to animate; held weakly.
    ///   - priority: How the group duration is chosen from the properties' durations.
    ///   - options: Repetition, direction and speed of the whole group.
    ///   - overwrite: What happens to other animations of the same target.
    ///   - retargeting: How properties that are already animating are redirected.
    ///   - build: Declares the properties, triggers and callbacks.
    /// - Returns: The group's ID.
    @discardableResult
    public func animate<Target: AnyObject>(
        _ target: Target, priority: TimingPriority = .maxTime, options: AnimationOptions = .once,
        overwrite: OverwritePolicy = .conflicting, retargeting: Retargeting = .scaled,
        _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) -> AnimationID {
        let group = makeGroup(target, index: 0, priority, overwrite, retargeting, build)
        return start(PropertyTimeline(engine: self, groups: [group]), options: options, completion: nil)
    }

    /// Animates the same properties on many targets, each starting at its stagger offset.
    ///
    /// `build` runs once per target; ``PropertyAnimationBuilder/index`` tells
    /// which. The returned ID controls the whole stagger as one timeline.
    /// - Parameters:
    ///   - targets: The objects to animate; each held weakly.
    ///   - stagger: The start offsets.
    ///   - priority: Each group's timing priority.
    ///   - options: Repetition, direction and speed of the whole stagger.
    ///   - overwrite: What happens to other animations of the same targets.
    ///   - retargeting: How properties that are already animating are redirected.
    ///   - completion: Runs once when the whole stagger ends.
    ///   - build: Declares one target's properties, triggers and callbacks.
    /// - Returns: The stagger's ID.
    @discardableResult
    public func animate<Target: AnyObject>(
        _ targets: [Target], stagger: Stagger, priority: TimingPriority = .maxTime,
        options: AnimationOptions = .once, overwrite: OverwritePolicy = .conflicting,
        retargeting: Retargeting = .scaled, completion: ((CompletionReason) -> Void)? = nil,
        _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) -> AnimationID {
        let offsets = stagger.offsets(count: targets.count)
        var groups: [PropertyGroupBase] = []
        groups.reserveCapacity(targets.count)
        for (index, target) in targets.enumerated() {
            let group = makeGroup(target, index: index, priority, overwrite, retargeting, build)
            group.offset = offsets[index]
            groups.append(group)
        }
        return start(PropertyTimeline(engine: self, groups: groups), options: options, completion: completion)
    }

    /// Plays groups one after another (and side by side) as one timeline.
    ///
    /// ```swift
    /// engine.animateSequence(options: .autoreverse) { s in
    ///     s.append(card) { a in a.animate(\.position, to: right, duration: .seconds(0.5)) }
    ///     s.append(card) { a in a.animate(\.position, to: bottom, duration: .seconds(0.5)) }
    ///     s.join(badge) { a in a.animate(\.opacity, to: 1, duration: .seconds(0.5)) }
    /// }
    /// ```
    ///
    /// The returned ID seeks, reverses, pauses and repeats the whole sequence.
    /// A property's start value in a later group is its target in the
    /// previous group that animates it, so the sequence plays the same
    /// whichever point you seek to.
    /// - Parameters:
    ///   - options: Repetition, direction and speed of the whole sequence.
    ///   - completion: Runs once when the sequence ends.
    ///   - build: Adds the groups.
    /// - Returns: The sequence's ID.
    @discardableResult
    public func animateSequence(
        options: AnimationOptions = .once, completion: ((CompletionReason) -> Void)? = nil,
        _ build: (PropertySequence) -> Void
    ) -> AnimationID {
        let sequence = PropertySequence(engine: self)
        build(sequence)
        let timeline = PropertyTimeline(engine: self, groups: sequence.steps.map(\.group))
        return start(timeline, options: options, completion: completion) { _ in sequence.layOut() }
    }

    // MARK: - Registered states

    /// Registers a named property state on `target`, to apply later with ``apply(key:on:animated:)``.
    ///
    /// Registering a key again replaces the earlier state. States belong to
    /// their target: they are freed once it is released, at the latest 64
    /// engine frames later.
    /// `build` is kept until then, so it should not capture `target` strongly;
    /// use the builder's ``PropertyAnimationBuilder/target`` instead.
    public func register<Target: AnyObject>(
        key: String, on target: Target, priority: TimingPriority = .maxTime, options: AnimationOptions = .once,
        overwrite: OverwritePolicy = .conflicting, retargeting: Retargeting = .scaled,
        _ build: @escaping (PropertyAnimationBuilder<Target>) -> Void
    ) {
        let state = RegisteredState(
            priority: priority, options: options, overwrite: overwrite, retargeting: retargeting, build: build)
        propertyRegistry.makeRecord(for: target).states[key] = state
    }

    /// Removes the state registered under `key` on `target`, if any.
    public func unregister(key: String, on target: AnyObject) {
        guard let record = propertyRegistry.record(of: target) else { return }
        record.states[key] = nil
        if record.isEmpty { propertyRegistry.remove(record) }
    }

    /// Whether a state is registered under `key` on `target`.
    public func hasRegisteredState(key: String, on target: AnyObject) -> Bool {
        propertyRegistry.record(of: target)?.states[key] != nil
    }

    /// Animates `target` to the state registered under `key`.
    ///
    /// With `animated: false` the group starts and finishes at once: every
    /// property takes its final value, the triggers whose points lie on the way
    /// fire, and the group completes with `.finished` before this returns.
    /// - Throws: ``PropertyAnimationError/unknownState(key:target:)`` if no such state is registered.
    /// - Returns: The group's ID.
    @discardableResult
    public func apply<Target: AnyObject>(
        key: String, on target: Target, animated: Bool = true
    ) throws(PropertyAnimationError) -> AnimationID {
        guard let state = propertyRegistry.record(of: target)?.states[key] as? RegisteredState<Target> else {
            throw .unknownState(key: key, target: "\(Target.self) \(ObjectIdentifier(target))")
        }
        let id = animate(
            target, priority: state.priority, options: state.options, overwrite: state.overwrite,
            retargeting: state.retargeting, state.build)
        if !animated { finish(id) }
        return id
    }

    // MARK: - Internals

    internal func makeGroup<Target: AnyObject>(
        _ target: Target, index: Int, _ priority: TimingPriority, _ overwrite: OverwritePolicy,
        _ retargeting: Retargeting, _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) -> PropertyGroup<Target> {
        let group = PropertyGroup(target: target, priority: priority, retargeting: retargeting, overwrite: overwrite)
        build(PropertyAnimationBuilder(target: target, index: index, group: group, engine: self))
        return group
    }

    /// Resolves a timeline's groups, adds it to the engine and applies what it replaces.
    internal func start(
        _ timeline: PropertyTimeline, options: AnimationOptions, completion: ((CompletionReason) -> Void)?,
        layOut: (PropertyTimeline) -> Void = { _ in }
    ) -> AnimationID {
        let groups = timeline.groups
        var start = TimelineStart(engine: self, usesChainTable: groups.count > 1)
        if groups.count == 1 {
            // Held until it is registered, as the targets of several groups are by `heldTargets`.
            start.soleTarget = groups[0].target
        } else {
            start.heldTargets.reserveCapacity(groups.count)
            for group in groups { if let target = group.target { start.heldTargets.append(target) } }
        }
        for group in groups { group.resolve(in: &start) }
        layOut(timeline)
        var duration = 0.0
        for (index, group) in groups.enumerated() {
            let end = group.offset + group.duration
            duration = index == 0 ? end : max(duration, end)
        }
        timeline.duration = duration
        for group in groups {
            group.finishesEarly = group.offset + group.duration < duration
        }
        timeline.completion = completion
        // Closure properties may write anything, so they count as shared.
        timeline.groupsShareTargets =
            (groups.count > 1 && Set(groups.map(\.identifier)).count < groups.count)
            || groups.contains { $0.hasNamedProperties }
        let nanoseconds = (duration * 1e9).rounded()
        precondition(
            nanoseconds < Self.rangeLimit,
            "Property animations lasting \(duration) s (delays, durations and stagger offsets together) "
                + "exceed the engine's range of 2⁶³ ns (about 292 years)")
        let timing = TimingModel(delay: .zero, duration: .nanoseconds(Int64(nanoseconds)), options: options)
        let id = add(timing: timing, easing: .linear, options: options, client: timeline, completion: nil)
        timeline.id = id

        for owner in start.replacements {
            propertyRegistry.unregister(owner)
            owner.group.removeTrack(at: owner.index)
        }
        for group in start.replacedGroups { group.removeAllTracks() }
        if start.hasRegistrations {
            let registry = propertyRegistry
            for group in groups where group.registeredTarget != nil && !group.tracks.isEmpty {
                // Alive: `start` holds it.
                guard let target = group.target else { continue }
                registry.register(group, on: target)
            }
        }
        withExtendedLifetime(start) {}
        if !start.hasRegistrations && options.iterations.isFinite { finish(id) }
        return id
    }

    /// The presented state of a property animated by `owners`: the newest that has started.
    internal func presentedState(of owners: PropertyOwners) -> PresentedState? {
        for owner in owners.reversed() {
            guard let timeline = owner.group.timeline, let playhead = playhead(of: timeline.id) else { continue }
            let t = playhead.progress * timeline.duration - owner.group.offset
            if t >= 0 && !owner.group.isDetached {
                // Timeline seconds per engine second: a timing update may have
                // stretched the timeline over another duration.
                let stretch = playhead.duration == timeline.duration ? 1 : timeline.duration / playhead.duration
                return owner.group.presentedState(
                    ofTrack: owner.index, at: min(t, owner.group.duration), rate: playhead.rate * stretch)
            }
        }
        return nil
    }

    /// The properties each target of this engine has animating, and its registered states.
    internal var propertyRegistry: PropertyRegistry { service(PropertyRegistry.self) }
}

/// A state registered with ``AnimationEngine/register(key:on:priority:options:overwrite:retargeting:_:)``.
internal struct RegisteredState<Target: AnyObject> {
    var priority: TimingPriority
    var options: AnimationOptions
    var overwrite: OverwritePolicy
    var retargeting: Retargeting
    var build: (PropertyAnimationBuilder<Target>) -> Void
}
