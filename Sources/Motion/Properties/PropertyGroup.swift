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
    /// The tracks, in declaration order (the builder appends them).
    @usableFromInline @exclusivity(unchecked) var tracks: [PropertyTrackBase] = []
    @usableFromInline let priority: TimingPriority
    @usableFromInline let retargeting: Retargeting
    @usableFromInline let overwrite: OverwritePolicy
    /// The target unless it is a `Layer`, held weakly.
    private weak var weakTarget: AnyObject?
    /// The target, or nil once it is gone. A `Layer` is not referenced weakly
    /// (a first weak reference allocates its side table): its storage, held
    /// strongly, says whether it lives.
    @usableFromInline var target: AnyObject? {
        if let storage = layerStorage {
            guard storage.pointee.isAlive, let owner = storage.pointee.owner else { return nil }
            return Unmanaged<Layer>.fromOpaque(owner).takeUnretainedValue()
        }
        return weakTarget
    }
    @usableFromInline let identifier: ObjectIdentifier
    /// A `Layer` target's storage, held strongly: the frame loop checks that
    /// the layer is alive and writes through it, with no weak load per frame.
    let layerStorageOwner: Layer.StorageOwner?
    /// `layerStorageOwner`'s storage, read without reference counting.
    let layerStorage: UnsafeMutablePointer<Layer.Storage>?
    /// Owned by `tracks`.
    unowned(unsafe) var primary: PropertyTrackBase?
    var triggers: [TriggerSlot] = []
    var startCallbacks: [() -> Void] = []
    var stopCallbacks: [(CompletionReason) -> Void] = []
    var cancelCallbacks: [() -> Void] = []
    var liveTracks = 0
    /// The staging block of the state and the records until the group resolves (then nil).
    private var arena: UnsafeMutableRawPointer?
    private var arenaCapacity = 0
    private var arenaUsed = 0
    /// The engine's spring transitions, which the spring tracks' records point into.
    var springTable: SpringTransitionTable?
    /// The target under which the registry lists this group's tracks (their
    /// keys), once it resolved with its target alive.
    var registeredTarget: ObjectIdentifier?

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
    internal init(target: AnyObject, priority: TimingPriority, retargeting: Retargeting, overwrite: OverwritePolicy) {
        self.priority = priority
        self.retargeting = retargeting
        self.overwrite = overwrite
        // Room for a few properties at once: no regrowth while the builder appends.
        tracks.reserveCapacity(4)
        self.identifier = ObjectIdentifier(target)
        self.layerStorageOwner = (target as? Layer)?.storageOwner
        self.layerStorage = layerStorageOwner?.storage
        if layerStorage == nil { weakTarget = target }
        // The state and the tracks' records share one staging block while
        // the builder runs (see recordSpace(byteCount:alignment:)).
        let arena = UnsafeMutableRawPointer.allocate(byteCount: Self.arenaCapacity, alignment: Self.arenaAlignment)
        self.arena = arena
        arenaCapacity = Self.arenaCapacity
        arenaUsed = MemoryLayout<GroupState>.stride
        state = arena.bindMemory(to: GroupState.self, capacity: 1)
        state.initialize(to: GroupState())
    }

    deinit {
        if let trackHeaders {
            for index in 0..<state.pointee.trackCount { trackHeaders[index].pointee.destroy(trackHeaders[index]) }
        } else {
            // Never resolved: the records made in the staging block are still there.
            for track in tracks where !track.ownsRecord { track.state.pointee.destroy(track.state) }
        }
        state.deinitialize(count: 1)
        if let arena { arena.deallocate() } else { UnsafeMutableRawPointer(state).deallocate() }
    }

    /// The staging block's first size: the state and three or four records of small values.
    private static var arenaCapacity: Int { 1024 }
    /// The staging block's alignment; a record that needs more has a block of its own.
    @usableFromInline static var arenaAlignment: Int { 16 }

    /// Room for a track's record of `byteCount` bytes in the staging block,
    /// which grows (moving the state and the records made so far) when full;
    /// nil when the group has resolved or the record needs a larger alignment.
    /// The builder's tracks call it in the order they are added to `tracks`.
    @usableFromInline
    internal func recordSpace(byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer? {
        guard var arena, alignment <= Self.arenaAlignment else { return nil }
        func aligned(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
        var offset = aligned(arenaUsed, alignment)
        if offset + byteCount > arenaCapacity {
            let capacity = max(2 * arenaCapacity, offset + byteCount)
            let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: Self.arenaAlignment)
            let newState = grown.bindMemory(to: GroupState.self, capacity: 1)
            newState.moveInitialize(from: state, count: 1)
            state = newState
            var used = MemoryLayout<GroupState>.stride
            for track in tracks where !track.ownsRecord {
                let layout = track.recordLayout
                let at = aligned(used, layout.alignment)
                track.moveRecord(to: grown + at)
                used = at + layout.stride
            }
            arena.deallocate()
            arena = grown
            self.arena = grown
            arenaCapacity = capacity
            arenaUsed = used
            offset = aligned(arenaUsed, alignment)
        }
        arenaUsed = offset + byteCount
        return arena + offset
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
        // Each record's offset follows from the previous ones: computed again below.
        for track in tracks { _ = reserve(track.recordLayout.stride, track.recordLayout.alignment) }

        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: alignment)
        let newState = block.bindMemory(to: GroupState.self, capacity: 1)
        newState.moveInitialize(from: state, count: 1)
        state = newState
        let headers = (block + headersOffset).bindMemory(to: UnsafeMutablePointer<TrackState>.self, capacity: tracks.count)
        size = headersOffset + MemoryLayout<UnsafeMutablePointer<TrackState>>.stride * tracks.count
        for (index, track) in tracks.enumerated() {
            track.moveRecord(to: block + reserve(track.recordLayout.stride, track.recordLayout.alignment))
            track.state.pointee.springCache = springTable?.slots
            (headers + index).initialize(to: track.state)
        }
        trackHeaders = headers
        arena?.deallocate()
        arena = nil
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
        for track in tracks { track.state.pointee.lastUnit = -1 }
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
        let track = tracks[index]
        guard !track.isRemoved else { return }
        track.isRemoved = true
        liveTracks -= 1
        if liveTracks == 0 && !isStopped { detach(.replaced) }
    }

    /// Marks every track replaced and ends the group.
    internal func removeAllTracks() {
        for track in tracks { track.isRemoved = true }
        liveTracks = 0
        if !isStopped { detach(.replaced) }
    }

    /// The presented state of track `index` at group time `t`, with velocities
    /// scaled by `rate` (group seconds per engine second).
    internal func presentedState(ofTrack index: Int, at t: Double, rate: Double) -> PresentedState? {
        tracks[index].presentedState(at: t, rate: rate)
    }

    /// Resolves start values and durations and queues what it replaces.
    internal final func resolve(in start: inout TimelineStart) {
        guard let target else { return }
        let registry = start.engine.propertyRegistry
        // A one-group timeline chains only within the group: its earlier
        // tracks, scanned, stand in for the timeline's table.
        let chainsInGroup = !start.usesChainTable
        let record = registry.record(of: target)
        for (index, track) in tracks.enumerated() {
            let key = track.key
            var old: PresentedState?
            var chained: Any?
            if chainsInGroup {
                var earlier = index - 1
                while earlier >= 0 {
                    if tracks[earlier].key == key {
                        chained = tracks[earlier].targetValue
                        break
                    }
                    earlier -= 1
                }
            } else {
                chained = start.chainedValues[ChainKey(target: identifier, key: key)]
            }
            if chained == nil, let owners = record?.owners[key] {
                if overwrite != .none, !owners.isEmpty {
                    old = start.engine.presentedState(of: owners)
                }
                if overwrite == .conflicting {
                    for owner in owners { start.replacements.append(owner) }
                }
            }
            track.resolveErased(target, chained: chained, old: old, policy: retargeting)
            if !chainsInGroup { start.chainedValues[ChainKey(target: identifier, key: key)] = track.targetValue }
        }
        if overwrite == .all {
            start.replacedGroups.append(contentsOf: registry.groups(animating: target))
        }
        layOut()
        var hasSpring = false
        for track in tracks where track.isSpring { hasSpring = true }
        setTracks(tracks, springTable: hasSpring ? start.engine.springTransitionTable : nil)
        registeredTarget = identifier
        start.hasRegistrations = start.hasRegistrations || !tracks.isEmpty
    }

    /// Applies the timing priority: picks the primary and compresses longer properties.
    private func layOut() {
        var hasPrimaries = false
        for track in tracks where track.isPrimary { hasPrimaries = true }
        let groupDuration = groupDuration(primariesOnly: hasPrimaries)
        // The candidate whose duration is the group's, else the closest (the first of equals).
        var best: PropertyTrackBase?
        var exact = false
        for track in tracks where track.isPrimary || !hasPrimaries {
            if track.duration == groupDuration {
                if !exact { (best, exact) = (track, true) }
            } else if !exact,
                best.map({ abs(track.duration - groupDuration) < abs($0.duration - groupDuration) }) ?? true
            {
                best = track
            }
        }
        primary = best
        for track in tracks where track.duration > groupDuration {
            track.duration = groupDuration
        }
        for track in tracks { track.finishResolution() }
        var end: Double?
        for track in tracks { end = max(end ?? track.end, track.end) }
        duration = end ?? 0
    }

    /// ``TimingPriority/groupDuration(of:)`` of the candidates' durations,
    /// in the same order of operations, without an array unless a median needs one.
    private func groupDuration(primariesOnly: Bool) -> Double {
        var count = 0
        var low = 0.0
        var high = 0.0
        var sum = 0.0
        for track in tracks where track.isPrimary || !primariesOnly {
            let duration = track.duration
            if count == 0 {
                (low, high) = (duration, duration)
            } else {
                low = min(low, duration)
                high = max(high, duration)
            }
            sum += duration
            count += 1
        }
        guard count > 0 else { return 0 }
        switch priority {
        case .maxTime: return high
        case .minTime: return low
        case .average: return sum / Double(count)
        case .median:
            var durations: [Double] = []
            durations.reserveCapacity(count)
            for track in tracks where track.isPrimary || !primariesOnly { durations.append(track.duration) }
            return priority.groupDuration(of: durations)
        }
    }

    /// Whether a property of the group is reached through closures, which may write anything.
    internal var hasNamedProperties: Bool {
        guard registeredTarget != nil else { return false }
        for track in tracks { if case .name = track.key { return true } }
        return false
    }
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
    @usableFromInline
    internal init(target: Target, priority: TimingPriority, retargeting: Retargeting, overwrite: OverwritePolicy) {
        super.init(target: target, priority: priority, retargeting: retargeting, overwrite: overwrite)
    }
}
