/// A property group without its target type: everything the frame loop,
/// timelines and the registry need, in non-generic code.
@usableFromInline
internal class PropertyGroupBase {
    @usableFromInline unowned(unsafe) var timeline: PropertyTimeline! = nil
    /// The per-frame state, out of line: no dynamic exclusivity checks. Once
    /// the group has resolved, the start of its block (see ``setTracks(_:)``).
    @usableFromInline @exclusivity(unchecked) var state: UnsafeMutablePointer<GroupState>
    /// The headers of the tracks' records, in the block; `state.pointee.trackCount` of them.
    @usableFromInline @exclusivity(unchecked) var trackHeaders: UnsafeMutablePointer<UnsafeMutablePointer<TrackState>>?
    /// The tracks, unretained (`tracks` in the subclass owns them).
    var trackObjects: [Unmanaged<PropertyTrackBase>] = []
    @usableFromInline weak let target: AnyObject?
    @usableFromInline let identifier: ObjectIdentifier
    /// A `Layer` target's storage, held strongly: the frame loop checks that
    /// the layer is alive and writes through it, with no weak load per frame.
    let layerStorageOwner: Layer.StorageOwner?
    /// `layerStorageOwner`'s storage, read without reference counting.
    let layerStorage: UnsafeMutablePointer<Layer.Storage>?
    /// Owned by the subclass's `tracks`.
    unowned(unsafe) var primary: PropertyTrackBase?
    var triggers: [TriggerSlot] = []
    var startCallbacks: [() -> Void] = []
    var stopCallbacks: [(CompletionReason) -> Void] = []
    var cancelCallbacks: [() -> Void] = []
    var liveTracks = 0
    /// The engine's spring transitions, which the spring tracks' records point into.
    var springTable: SpringTransitionTable?
    /// The target and keys under which the registry lists this group.
    var registeredTarget: ObjectIdentifier?
    var registeredKeys: [PropertyKey] = []

    @usableFromInline
    internal struct GroupState {
        /// The start within the timeline, in seconds.
        var offset = 0.0
        /// The group's own duration: the latest end of its properties.
        var duration = 0.0
        var lastTime = 0.0
        var pendingProgressTriggers = 0
        var isStarted = false
        /// didStop has run.
        var isStopped = false
        /// Cancelled or replaced on its own: no longer rendered.
        var isDetached = false
        var hasRendered = false
        /// Whether the group ends strictly before its timeline, so finishes by itself.
        var finishesEarly = false
        var trackCount = 0
    }

    @usableFromInline
    internal init(target: AnyObject) {
        self.target = target
        self.identifier = ObjectIdentifier(target)
        self.layerStorageOwner = (target as? Layer)?.storageOwner
        self.layerStorage = layerStorageOwner?.storage
        state = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<GroupState>.stride, alignment: MemoryLayout<GroupState>.alignment
        ).bindMemory(to: GroupState.self, capacity: 1)
        state.initialize(to: GroupState())
    }

    deinit {
        if let trackHeaders {
            for index in 0..<state.pointee.trackCount { trackHeaders[index].pointee.destroy(trackHeaders[index]) }
        }
        state.deinitialize(count: 1)
        UnsafeMutableRawPointer(state).deallocate()
    }

    var offset: Double {
        get { state.pointee.offset }
        set { state.pointee.offset = newValue }
    }
    var duration: Double {
        get { state.pointee.duration }
        set { state.pointee.duration = newValue }
    }
    var lastTime: Double { state.pointee.lastTime }
    var isStarted: Bool { state.pointee.isStarted }
    var isStopped: Bool { state.pointee.isStopped }
    var isDetached: Bool { state.pointee.isDetached }
    var hasRendered: Bool { state.pointee.hasRendered }
    var finishesEarly: Bool {
        get { state.pointee.finishesEarly }
        set { state.pointee.finishesEarly = newValue }
    }

    /// The identity of the target, or nil once it is gone.
    internal var targetIdentifier: ObjectIdentifier? { target == nil ? nil : identifier }

    /// Moves the group's state and the tracks' records into one block, which
    /// the frame loop walks without touching the track objects, and gives the
    /// spring tracks `springTable`. Called once, when the group resolves.
    internal func setTracks(_ tracks: [PropertyTrackBase], springTable: SpringTransitionTable?) {
        self.springTable = springTable
        precondition(trackHeaders == nil, "A property group resolves once")
        func aligned(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
        var size = MemoryLayout<GroupState>.stride
        var alignment = MemoryLayout<GroupState>.alignment
        func reserve(_ bytes: Int, _ align: Int) -> Int {
            let offset = aligned(size, align)
            size = offset + bytes
            alignment = max(alignment, align)
            return offset
        }
        let headersOffset = reserve(
            MemoryLayout<UnsafeMutablePointer<TrackState>>.stride * tracks.count,
            MemoryLayout<UnsafeMutablePointer<TrackState>>.alignment)
        let recordOffsets = tracks.map { track in reserve(track.recordLayout.stride, track.recordLayout.alignment) }

        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: alignment)
        let newState = block.bindMemory(to: GroupState.self, capacity: 1)
        newState.moveInitialize(from: state, count: 1)
        UnsafeMutableRawPointer(state).deallocate()
        state = newState
        let headers = (block + headersOffset).bindMemory(to: UnsafeMutablePointer<TrackState>.self, capacity: tracks.count)
        for (index, track) in tracks.enumerated() {
            track.moveRecord(to: block + recordOffsets[index])
            track.state.pointee.springCache = springTable?.slots
            (headers + index).initialize(to: track.state)
        }
        trackHeaders = headers
        trackObjects = tracks.map { Unmanaged.passUnretained($0) }
        state.pointee.trackCount = tracks.count
        liveTracks = tracks.count
    }

    // MARK: Frames

    /// Writes the group's values at group time `t` and runs what is due.
    @usableFromInline
    internal final func render(at t: Double) {
        if let storage = layerStorage {
            // Tracks of a Layer receive its storage (see PropertyAccessor.set(_:_:)).
            guard storage.pointee.isAlive else {
                detach(.cancelled)
                return
            }
            renderTracks(UnsafeMutableRawPointer(storage), t)
        } else {
            guard let target else {
                detach(.cancelled)
                return
            }
            // Unmanaged: no reference counting per track per frame.
            renderTracks(Unmanaged.passUnretained(target).toOpaque(), t)
            withExtendedLifetime(target) {}
        }
        state.pointee.hasRendered = true
        state.pointee.lastTime = t
        if !state.pointee.isStarted { begin() }
        if state.pointee.pendingProgressTriggers > 0 { fireProgressTriggers(at: t) }
        if state.pointee.finishesEarly && !state.pointee.isStopped && t >= state.pointee.duration {
            stop(.finished)
        }
    }

    /// Renders every live track into `object`, the target's address (for a
    /// `Layer`, its storage's).
    @inline(__always)
    private func renderTracks(_ object: UnsafeMutableRawPointer, _ t: Double) {
        guard let headers = trackHeaders else { return }
        for index in 0..<state.pointee.trackCount {
            let header = headers[index]
            if !header.pointee.isRemoved { TrackState.render(header, object, t) }
        }
    }

    /// Makes every track write on its next render, even an unchanged value.
    internal func invalidateTracks() {
        for ref in trackObjects { ref.takeUnretainedValue().state.pointee.lastUnit = -1 }
    }

    private func begin() {
        state.pointee.isStarted = true
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
                switch triggers[index].trigger {
                case .timeProgress, .valueProgress: state.pointee.pendingProgressTriggers -= 1
                case .start, .completion: break
                }
                triggers[index].action()
            }
            index += 1
        }
    }

    /// Adds a trigger.
    internal func add(_ slot: TriggerSlot) {
        slot.trigger.validate()
        triggers.append(slot)
        switch slot.trigger {
        case .timeProgress, .valueProgress: state.pointee.pendingProgressTriggers += 1
        case .start, .completion: break
        }
    }

    // MARK: Ending

    /// Ends the group with `reason`: triggers, callbacks and registry clean-up.
    internal func stop(_ reason: CompletionReason) {
        guard !isStopped else { return }
        if reason == .finished {
            if !isStarted { begin() }
            fire { $0 == .completion }
        }
        state.pointee.isStopped = true
        triggers.removeAll()
        state.pointee.pendingProgressTriggers = 0
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

    /// The target is gone: the group ends `.cancelled` (also when paused).
    internal func targetReleased() {
        if !isStopped { detach(.cancelled) }
    }

    /// Ends the group alone (released target, all properties replaced).
    private func detach(_ reason: CompletionReason) {
        guard !isDetached else { return }
        state.pointee.isDetached = true
        stop(reason)
        timeline.groupDetached(reason)
    }

    /// Marks the track at `index` replaced; the group ends when none is left.
    internal func removeTrack(at index: Int) {
        let track = trackObjects[index].takeUnretainedValue()
        guard !track.isRemoved else { return }
        track.isRemoved = true
        liveTracks -= 1
        if liveTracks == 0 && !isStopped { detach(.replaced) }
    }

    /// Marks every track replaced and ends the group.
    internal func removeAllTracks() {
        for ref in trackObjects { ref.takeUnretainedValue().isRemoved = true }
        liveTracks = 0
        if !isStopped { detach(.replaced) }
    }

    /// The presented state of track `index` at group time `t`, with velocities
    /// scaled by `rate` (group seconds per engine second).
    internal func presentedState(ofTrack index: Int, at t: Double, rate: Double) -> PresentedState? {
        trackObjects[index].takeUnretainedValue().presentedState(at: t, rate: rate)
    }

    /// Resolves start values and durations and queues what it replaces.
    internal func resolve(in start: inout TimelineStart) {}
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
    @usableFromInline var tracks: [PropertyTrack<Target>] = []
    @usableFromInline let priority: TimingPriority
    @usableFromInline let retargeting: Retargeting
    @usableFromInline let overwrite: OverwritePolicy

    @usableFromInline
    internal init(target: Target, priority: TimingPriority, retargeting: Retargeting, overwrite: OverwritePolicy) {
        self.priority = priority
        self.retargeting = retargeting
        self.overwrite = overwrite
        super.init(target: target)
    }

    // MARK: Starting

    override internal func resolve(in start: inout TimelineStart) {
        guard let target = target.map({ unsafeDowncast($0, to: Target.self) }) else { return }
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
        setTracks(tracks, springTable: tracks.contains(where: \.isSpring) ? start.engine.springTransitionTable : nil)
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
}
