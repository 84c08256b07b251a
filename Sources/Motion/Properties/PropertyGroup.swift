/// The target-independent face of a property group, for timelines and the registry.
@usableFromInline
internal class PropertyGroupBase {
    /// The start within the timeline, in seconds.
    @usableFromInline var offset = 0.0
    /// The group's own duration: the latest end of its properties.
    @usableFromInline var duration = 0.0
    @usableFromInline unowned(unsafe) var timeline: PropertyTimeline! = nil
    @usableFromInline var isStarted = false
    /// didStop has run.
    @usableFromInline var isStopped = false
    /// Cancelled or replaced on its own: no longer rendered.
    @usableFromInline var isDetached = false
    @usableFromInline var hasRendered = false
    @usableFromInline var lastTime = 0.0
    /// Whether the group ends strictly before its timeline, so finishes by itself.
    @usableFromInline var finishesEarly = false
    /// The target and keys under which the registry lists this group.
    var registeredTarget: ObjectIdentifier?
    var registeredKeys: [PropertyKey] = []

    @usableFromInline
    internal init() {}

    /// Writes the group's values at group time `t` and runs what is due.
    @usableFromInline
    internal func render(at t: Double) {}

    /// The identity of the target, or nil once it is gone.
    internal var targetIdentifier: ObjectIdentifier? { nil }

    /// Resolves start values and durations and queues what it replaces.
    internal func resolve(in start: inout TimelineStart) {}

    /// Ends the group with `reason`: triggers, callbacks and registry clean-up.
    internal func stop(_ reason: CompletionReason) {}

    /// Marks the track at `index` replaced; the group ends when none is left.
    internal func removeTrack(at index: Int) {}

    /// Marks every track replaced and ends the group.
    internal func removeAllTracks() {}

    /// The presented state of track `index` at group time `t`, with velocities
    /// scaled by `rate` (group seconds per engine second).
    internal func presentedState(ofTrack index: Int, at t: Double, rate: Double) -> PresentedState? { nil }
}

/// A trigger waiting to fire.
internal struct TriggerSlot {
    var trigger: PropertyTrigger
    var action: () -> Void
    var hasFired = false
}

/// The properties one builder call animates on one target, with their
/// triggers and callbacks.
@usableFromInline
internal final class PropertyGroup<Target: AnyObject>: PropertyGroupBase {
    @usableFromInline weak var target: Target?
    @usableFromInline let identifier: ObjectIdentifier
    @usableFromInline var tracks: [PropertyTrack<Target>] = []
    @usableFromInline var priority: TimingPriority
    @usableFromInline var retargeting: Retargeting
    @usableFromInline var overwrite: OverwritePolicy
    var primary: PropertyTrack<Target>?
    var triggers: [TriggerSlot] = []
    var pendingProgressTriggers = 0
    var startCallbacks: [() -> Void] = []
    var stopCallbacks: [(CompletionReason) -> Void] = []
    var cancelCallbacks: [() -> Void] = []
    var liveTracks = 0

    @usableFromInline
    internal init(target: Target, priority: TimingPriority, retargeting: Retargeting, overwrite: OverwritePolicy) {
        self.target = target
        self.identifier = ObjectIdentifier(target)
        self.priority = priority
        self.retargeting = retargeting
        self.overwrite = overwrite
    }

    override internal var targetIdentifier: ObjectIdentifier? { target == nil ? nil : identifier }

    // MARK: Frames

    @usableFromInline
    override internal func render(at t: Double) {
        guard let target else {
            detach(.cancelled)
            return
        }
        if !isStarted { begin() }
        for track in tracks where !track.isRemoved {
            track.render(target, t)
        }
        hasRendered = true
        lastTime = t
        if pendingProgressTriggers > 0 { fireProgressTriggers(at: t) }
        if finishesEarly && !isStopped && t >= duration { stop(.finished) }
    }

    private func begin() {
        isStarted = true
        for callback in startCallbacks { callback() }
        fire { $0 == .start }
    }

    private func fireProgressTriggers(at t: Double) {
        guard let primary else { return }
        let time = primary.unit(at: t)
        let value = primary.valueProgress(at: t) ?? time
        fire { trigger in
            switch trigger {
            case .timeProgress(let fraction): return time >= fraction
            case .valueProgress(let fraction): return value >= fraction
            case .start, .completion: return false
            }
        }
    }

    /// Fires, in declaration order, the unfired triggers that `isDue` accepts.
    private func fire(_ isDue: (PropertyTrigger) -> Bool) {
        var index = 0
        while index < triggers.count {
            // An action may cancel this group, which drops the triggers.
            if !triggers[index].hasFired && isDue(triggers[index].trigger) && !isDetached && !isStopped {
                triggers[index].hasFired = true
                if case .timeProgress = triggers[index].trigger { pendingProgressTriggers -= 1 }
                if case .valueProgress = triggers[index].trigger { pendingProgressTriggers -= 1 }
                triggers[index].action()
            }
            index += 1
        }
    }

    // MARK: Ending

    override internal func stop(_ reason: CompletionReason) {
        guard !isStopped else { return }
        if reason == .finished {
            if !isStarted { begin() }
            fire { $0 == .completion }
        }
        isStopped = true
        triggers.removeAll()
        pendingProgressTriggers = 0
        timeline.engine.propertyRegistry.unregister(self)
        let stops = stopCallbacks
        let cancels = cancelCallbacks
        stopCallbacks.removeAll()
        cancelCallbacks.removeAll()
        startCallbacks.removeAll()
        for callback in stops { callback(reason) }
        if reason == .cancelled {
            for callback in cancels { callback() }
        }
    }

    /// Ends the group alone (released target, all properties replaced).
    private func detach(_ reason: CompletionReason) {
        guard !isDetached else { return }
        isDetached = true
        stop(reason)
        timeline.groupDetached(reason)
    }

    override internal func removeTrack(at index: Int) {
        guard !tracks[index].isRemoved else { return }
        tracks[index].isRemoved = true
        liveTracks -= 1
        if liveTracks == 0 && !isStopped { detach(.replaced) }
    }

    override internal func removeAllTracks() {
        for track in tracks { track.isRemoved = true }
        liveTracks = 0
        if !isStopped { detach(.replaced) }
    }

    // MARK: Starting

    override internal func resolve(in start: inout TimelineStart) {
        guard let target else { return }
        for track in tracks { track.group = self }
        let registry = start.engine.propertyRegistry
        for (index, track) in tracks.enumerated() {
            let chainKey = ChainKey(target: identifier, key: track.key)
            var old: PresentedState?
            let chained = start.chainedValues[chainKey]
            if chained == nil {
                let owners = registry.owners(of: target, key: track.key)
                if overwrite != .none, !owners.isEmpty {
                    old = start.engine.presentedState(of: owners)
                }
                if overwrite == .conflicting {
                    start.replacements.append(contentsOf: owners)
                }
            }
            track.resolve(target, chained: chained, old: old, policy: retargeting)
            start.chainedValues[chainKey] = track.targetValue
            start.registrations.append((target, track.key, PropertyOwner(group: self, index: index)))
        }
        if overwrite == .all {
            start.replacedGroups.append(contentsOf: registry.groups(animating: target))
        }
        layOut()
        liveTracks = tracks.count
        registeredTarget = identifier
        registeredKeys = tracks.map(\.key)
    }

    /// Applies the timing priority: picks the primary and compresses longer properties.
    private func layOut() {
        let primaries = tracks.filter(\.isPrimary)
        let candidates = primaries.isEmpty ? tracks : primaries
        let groupDuration = priority.groupDuration(of: candidates.map(\.duration))
        primary =
            candidates.first { $0.duration == groupDuration }
            ?? candidates.min { abs($0.duration - groupDuration) < abs($1.duration - groupDuration) }
        for track in tracks where track.duration > groupDuration {
            track.duration = groupDuration
        }
        for track in tracks { track.finishResolution() }
        duration = tracks.map(\.end).max() ?? 0
    }

    override internal func presentedState(ofTrack index: Int, at t: Double, rate: Double) -> PresentedState? {
        tracks[index].presentedState(at: t, rate: rate)
    }
}
