/// Groups placed in time and played by one engine animation: a single
/// group, a sequence or a stagger. The engine's timing model (repeat,
/// direction, fill, iteration start, speed, seek, computed timing and
/// updates) applies to the whole timeline, its client.
@usableFromInline
internal final class PropertyTimeline: AnimationClient {
    @usableFromInline unowned(unsafe) let engine: AnimationEngine
    @usableFromInline let groups: [PropertyGroupBase]
    /// The total duration in seconds.
    @usableFromInline @exclusivity(unchecked) var duration = 0.0
    @usableFromInline var id = AnimationID(rawValue: 0)
    var completion: ((CompletionReason) -> Void)?
    var detachedGroups = 0
    var allReplaced = true
    var isEnded = false
    /// Whether two groups animate the same target, so that restoring one
    /// group's start values may overwrite another's (set when it starts).
    var groupsShareTargets = true

    /// The group of a one-group timeline, unretained (`groups` owns it).
    let soleGroup: Unmanaged<PropertyGroupBase>?

    @usableFromInline
    internal init(engine: AnimationEngine, groups: [PropertyGroupBase]) {
        self.engine = engine
        self.groups = groups
        soleGroup = groups.count == 1 ? .passUnretained(groups[0]) : nil
        super.init()
        for group in groups { group.timeline = self }
    }


    /// Progress 0 is every property's underlying value (its start value).
    @usableFromInline
    override internal func renderWithoutEffect() {
        render(progress: 0)
    }

    @usableFromInline
    override internal func ended(_ reason: CompletionReason) {
        complete(reason)
    }

    /// Renders the timeline at directed iteration progress `progress` (of
    /// any iteration: the engine's timing places the whole).
    @usableFromInline
    override internal func render(progress: Double) {
        let t = progress * duration
        if let soleGroup {
            soleGroup._withUnsafeGuaranteedRef { group in
                let state = group.state.pointee
                if !state.isDetached { group.render(at: localTime(at: t, start: state.offset, duration: state.duration)) }
            }
            return
        }
        // Groups not yet reached return to their start, latest first, so that
        // scrubbing back restores each property's earlier value; then the
        // reached groups render in order, each at most at its end.
        var restored = false
        var index = groups.count - 1
        while index >= 0 {
            let group = groups[index]
            if t < group.offset && group.hasRendered && group.lastTime != 0 && !group.isDetached {
                group.render(at: 0)
                restored = true
            }
            index -= 1
        }
        // A restored start value may have overwritten a reached group's
        // property when groups share a target: write every reached group again.
        let rewrites = restored && groupsShareTargets
        for group in groups where t >= group.offset && !group.isDetached {
            let local = localTime(at: t, start: group.offset, duration: group.duration)
            if rewrites { group.invalidateTracks() }
            if rewrites || !group.hasRendered || group.lastTime != local || !group.isStarted {
                group.render(at: local)
            }
        }
    }

    /// The engine animation ended.
    internal func complete(_ reason: CompletionReason) {
        guard !isEnded else { return }
        isEnded = true
        for group in groups where !group.isStopped { group.stop(reason) }
        let completion = self.completion
        self.completion = nil
        completion?(reason)
    }

    /// A group ended on its own; the timeline ends when none is left.
    internal func groupDetached(_ reason: CompletionReason) {
        detachedGroups += 1
        if reason != .replaced { allReplaced = false }
        if detachedGroups == groups.count && !isEnded {
            engine.end(id, reason: allReplaced ? .replaced : .cancelled)
        }
    }
}

/// What a key in a timeline's start resolution refers to.
internal struct ChainKey: Hashable {
    var target: ObjectIdentifier
    var key: PropertyKey
}

/// The work collected while a timeline's groups resolve, applied once it is added.
internal struct TimelineStart {
    let engine: AnimationEngine
    /// Whether `chainedValues` is kept: a one-group timeline chains within its group.
    let usesChainTable: Bool
    /// The target value of each (target, property) already animated by an earlier group.
    var chainedValues: [ChainKey: Any] = [:]
    var replacements: [PropertyOwner] = []
    var replacedGroups: [PropertyGroupBase] = []
    /// Whether a group resolved with a live target and properties to register.
    var hasRegistrations = false
    /// The targets, held until their groups are registered.
    var soleTarget: AnyObject?
    var heldTargets: [AnyObject] = []

    init(engine: AnimationEngine, usesChainTable: Bool) {
        self.engine = engine
        self.usesChainTable = usesChainTable
    }
}
