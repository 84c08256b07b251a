/// The state of a property at the moment a new animation takes it over.
@usableFromInline
internal struct PresentedState {
    /// The presented value (a `Value`).
    @usableFromInline var value: Any
    /// The velocity in value units per second of engine time (a `Value`), or `nil` for non-vectors.
    @usableFromInline var velocity: Any?
    /// Where the old animation started (a `Value`).
    @usableFromInline var start: Any
    /// The old animation's eased progress, for non-vector duration scaling.
    @usableFromInline var progress: Double
    /// The old animation's target (a `Value`).
    @usableFromInline var target: Any
}

/// The part of a track the frame loop reads and writes, at the start of
/// each track's record. A group keeps its tracks' records in one block
/// (see ``PropertyGroupBase/setTracks(_:)``), so a frame walks contiguous
/// memory and never touches the track objects.
@usableFromInline
internal struct TrackState {
    /// The track's frame and teardown functions. The first stored property,
    /// so that a frame reads it unretained (``render(_:_:_:)``).
    @usableFromInline let functions: TrackFunctions
    @usableFromInline let delay: Double
    /// The played duration, after retargeting scale and group compression.
    @usableFromInline var duration: Double
    @usableFromInline var lastUnit = -1.0
    @usableFromInline var isRemoved = false
    @usableFromInline var hasRendered = false
    /// The slots of the engine's ``SpringTransitionTable``, shared by the
    /// spring tracks of all its groups; set when the group is built.
    @usableFromInline var springCache: UnsafeMutablePointer<SpringTransitionCache>? = nil

    @usableFromInline
    internal init(
        delay: Double, duration: Double,
        render: @escaping (UnsafeMutablePointer<TrackState>, UnsafeMutableRawPointer, Double) -> Void,
        destroy: @escaping (UnsafeMutablePointer<TrackState>) -> Void
    ) {
        self.init(delay: delay, duration: duration, functions: TrackFunctions(render: render, destroy: destroy))
    }

    /// A header whose record's functions are `functions`, which the tracks
    /// of one record type share (``AnimationEngine/trackFunctions(for:make:)``).
    @usableFromInline
    internal init(delay: Double, duration: Double, functions: TrackFunctions) {
        precondition(delay >= 0 && delay.isFinite, "A property's delay must be finite and ≥ 0 (got \(delay) s)")
        precondition(duration >= 0 && duration.isFinite, "A property's duration must be finite and ≥ 0 (got \(duration) s)")
        self.delay = delay
        self.duration = duration
        self.functions = functions
    }

    /// Deinitializes the whole record this header starts.
    @inlinable
    internal var destroy: (UnsafeMutablePointer<TrackState>) -> Void { functions.destroy }

    /// Writes the value of the track `header` starts at group time `t` to
    /// the target at `object`, without reference counting: the header's
    /// record, which owns the functions, outlives the call.
    @inlinable @inline(__always)
    internal static func render(_ header: UnsafeMutablePointer<TrackState>, _ object: UnsafeMutableRawPointer, _ t: Double) {
        UnsafeRawPointer(header).load(as: Unmanaged<TrackFunctions>.self)._withUnsafeGuaranteedRef {
            $0.render(header, object, t)
        }
    }

    /// The time progress at group time `t`, in [0, 1].
    @inlinable
    internal static func unit(_ state: UnsafeMutablePointer<TrackState>, at t: Double) -> Double {
        let delay = state.pointee.delay
        let duration = state.pointee.duration
        if t <= delay { return t < delay || duration > 0 ? 0 : 1 }
        if duration <= 0 || t >= delay + duration { return 1 }
        return (t - delay) / duration
    }

    /// The time progress at group time `t` if it needs a write (not before a
    /// first start, and not a repeat of the last), recorded as written; else nil.
    @inlinable
    internal static func unitToWrite(_ state: UnsafeMutablePointer<TrackState>, at t: Double) -> Double? {
        let u = unit(state, at: t)
        if t < state.pointee.delay && !state.pointee.hasRendered { return nil }
        if u == state.pointee.lastUnit { return nil }
        state.pointee.lastUnit = u
        state.pointee.hasRendered = true
        return u
    }
}

/// A track's functions: shared by the tracks of one record type (made in
/// their specialised initializer, so that they run specialised code).
@usableFromInline
internal final class TrackFunctions {
    /// Resolves a track when its group starts: (the track, its group's
    /// target, the chained value, the replaced animation's state, the
    /// policy); see ``PropertyTrack/resolve(_:chained:old:policy:)``. Nil:
    /// the track's own (unspecialised) `resolve`.
    @usableFromInline let resolve: ((PropertyTrackBase, AnyObject, Any?, PresentedState?, Retargeting) -> Void)?
    /// Writes the value at group time `t` to the target: (the track's
    /// header, the target's address, `t`). A closure without captures, made
    /// in the track's specialised initializer.
    @usableFromInline let render: (UnsafeMutablePointer<TrackState>, UnsafeMutableRawPointer, Double) -> Void
    /// Deinitializes the whole record a header starts.
    @usableFromInline let destroy: (UnsafeMutablePointer<TrackState>) -> Void

    @usableFromInline
    internal init(
        render: @escaping (UnsafeMutablePointer<TrackState>, UnsafeMutableRawPointer, Double) -> Void,
        destroy: @escaping (UnsafeMutablePointer<TrackState>) -> Void,
        resolve: ((PropertyTrackBase, AnyObject, Any?, PresentedState?, Retargeting) -> Void)? = nil
    ) {
        self.render = render
        self.destroy = destroy
        self.resolve = resolve
    }
}

/// The ``TrackFunctions`` of each record type an engine's tracks use: a
/// program has few such types, so a linear search finds them fastest.
internal final class TrackFunctionsCache: EngineService {
    @exclusivity(unchecked) var types: [ObjectIdentifier] = []
    @exclusivity(unchecked) var functions: [TrackFunctions] = []

    internal required init() {}
}

extension AnimationEngine {
    /// The functions of the tracks whose record type is `record`: made by
    /// `make` for the first, shared by the others (no allocation per track).
    @usableFromInline
    internal func trackFunctions(for record: Any.Type, make: () -> TrackFunctions) -> TrackFunctions {
        let cache = service(TrackFunctionsCache.self)
        let key = ObjectIdentifier(record)
        for index in cache.types.indices where cache.types[index] == key { return cache.functions[index] }
        let functions = make()
        cache.types.append(key)
        cache.functions.append(functions)
        return functions
    }
}

/// A track's record: the frame loop's header followed by the track's own
/// fields. The header is the first stored property, at offset 0, so a
/// header pointer is also a record pointer.
@usableFromInline
internal protocol TrackRecord {
    var header: TrackState { get }
}

extension TrackRecord {
    /// The record that `header` starts.
    @inlinable
    internal static func of(_ header: UnsafeMutablePointer<TrackState>) -> UnsafeMutablePointer<Self> {
        UnsafeMutableRawPointer(header).assumingMemoryBound(to: Self.self)
    }

    /// The header of the record at `record`.
    @inlinable
    internal static func header(of record: UnsafeMutablePointer<Self>) -> UnsafeMutablePointer<TrackState> {
        UnsafeMutableRawPointer(record).assumingMemoryBound(to: TrackState.self)
    }
}

/// One animated property of a group: its timing and its curve.
///
/// The subclasses are generic over the value type and keep everything the
/// frame loop needs in a ``TrackRecord``, which the group moves into its own
/// block when it starts; the objects serve resolution and retargeting.
@usableFromInline
internal class PropertyTrackBase {
    @usableFromInline let key: PropertyKey
    @usableFromInline let isPrimary: Bool
    /// The record's header: on the heap until the group adopts the record, then in the group's block.
    @usableFromInline @exclusivity(unchecked) var state: UnsafeMutablePointer<TrackState>
    /// The group, for the registry; set when the group is built.
    @usableFromInline unowned(unsafe) var group: PropertyGroupBase! = nil
    /// Whether the track allocated its record and frees it (else its group
    /// owns it: in its staging block, then in its block).
    @usableFromInline @exclusivity(unchecked) var ownsRecord = true

    @usableFromInline
    internal init(key: PropertyKey, isPrimary: Bool, state: UnsafeMutablePointer<TrackState>) {
        self.key = key
        self.isPrimary = isPrimary
        self.state = state
    }

    @usableFromInline var delay: Double { state.pointee.delay }

    /// The played duration, after retargeting scale and group compression.
    @inlinable internal var duration: Double {
        get { state.pointee.duration }
        set { state.pointee.duration = newValue }
    }
    @inlinable internal var isRemoved: Bool {
        get { state.pointee.isRemoved }
        set { state.pointee.isRemoved = newValue }
    }

    /// The end of the property within its group.
    @usableFromInline
    internal var end: Double { delay + duration }

    /// The time progress at group time `t`, in [0, 1].
    @inlinable
    internal func unit(at t: Double) -> Double { TrackState.unit(state, at: t) }

    // MARK: Overridden by the value-typed subclasses

    /// The stride and alignment of the record, for the group's block.
    internal var recordLayout: (stride: Int, alignment: Int) { preconditionFailure("abstract") }

    /// Moves the record to `destination`, which the group owns from then on.
    internal func moveRecord(to destination: UnsafeMutableRawPointer) { preconditionFailure("abstract") }

    /// Resolves the start value, velocity and natural duration of a track
    /// whose group's target is `target` (see ``PropertyTrack/resolve(_:chained:old:policy:)``).
    internal func resolveErased(_ target: AnyObject, chained: Any?, old: PresentedState?, policy: Retargeting) {}

    /// Completes the resolution once the group has fixed the played duration.
    internal func finishResolution() {}

    /// The value progress at `t` (nil: use the time progress).
    internal func valueProgress(at t: Double) -> Double? { nil }

    /// The presented value and velocity at `t`; `rate` is group seconds per engine second.
    internal func presentedState(at t: Double, rate: Double) -> PresentedState? { nil }

    /// The value at the end, for chaining (a `Value`).
    internal var targetValue: Any { () }

    /// Whether the track moves along a spring.
    internal var isSpring: Bool { false }
}

/// A track of a known target type: it can read the target when it resolves.
@usableFromInline
internal class PropertyTrack<Target: AnyObject>: PropertyTrackBase {
    /// Resolves the start value, velocity and natural duration when the animation starts.
    internal func resolve(_ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting) {}

    override internal final func resolveErased(
        _ target: AnyObject, chained: Any?, old: PresentedState?, policy: Retargeting
    ) {
        if let resolve = state.pointee.functions.resolve {
            resolve(self, target, chained, old, policy)
        } else {
            self.resolve(unsafeDowncast(target, to: Target.self), chained: chained, old: old, policy: policy)
        }
    }
}

/// A track whose frame state is a record of type `Record`, with the
/// accessor and easing the record's fast paths fall back on.
@usableFromInline
internal class RecordTrack<Target: AnyObject, Value, Record: TrackRecord>: PropertyTrack<Target> {
    @usableFromInline let accessor: PropertyAccessor<Target, Value>
    @usableFromInline let evaluator: EasingEvaluator
    @usableFromInline @exclusivity(unchecked) var record: UnsafeMutablePointer<Record>

    @inlinable
    internal init(
        accessor: PropertyAccessor<Target, Value>, key: PropertyKey, easing: EasingEvaluator, isPrimary: Bool,
        record: Record, group: PropertyGroupBase? = nil
    ) {
        self.accessor = accessor
        self.evaluator = easing
        // In the group's staging block when it has room (no allocation per track).
        let space = group?.recordSpace(byteCount: MemoryLayout<Record>.stride, alignment: MemoryLayout<Record>.alignment)
        self.record = space?.bindMemory(to: Record.self, capacity: 1) ?? .allocate(capacity: 1)
        self.record.initialize(to: record)
        super.init(key: key, isPrimary: isPrimary, state: Record.header(of: self.record))
        ownsRecord = space == nil
    }

    deinit {
        if ownsRecord {
            record.deinitialize(count: 1)
            record.deallocate()
        }
    }

    override internal var recordLayout: (stride: Int, alignment: Int) {
        (MemoryLayout<Record>.stride, MemoryLayout<Record>.alignment)
    }

    override internal func moveRecord(to destination: UnsafeMutableRawPointer) {
        let moved = destination.bindMemory(to: Record.self, capacity: 1)
        moved.moveInitialize(from: record, count: 1)
        if ownsRecord { record.deallocate() }
        record = moved
        state = Record.header(of: moved)
        ownsRecord = false
    }

    /// The presented value a resolving track starts from: the replaced
    /// animation's, else the value chained from an earlier group, else the target's.
    @inlinable
    internal func startValue(_ target: Target, chained: Any?, old: PresentedState?) -> Value {
        // Unwrapped before the casts: a cast from an optional costs a runtime call even when nil.
        if let old, let value = old.value as? Value { return value }
        if let chained, let value = chained as? Value { return value }
        return accessor.get(target)
    }

    /// The `Layer` slot that `accessor` writes, if any, for the record's fast path.
    @inlinable
    internal static func slot(of accessor: PropertyAccessor<Target, Value>) -> Layer.Slot? {
        if case .layer(let slot, _) = accessor { return slot }
        return nil
    }

    /// Writes `value` to the target at `address`, as `PropertyAccessor.set(_:_:)` takes it:
    /// straight into a `Layer`'s storage through `slot`, else through the track's accessor.
    @inlinable @inline(__always)
    internal static func write(
        _ value: Value, slot: Layer.Slot?, track: Unmanaged<RecordTrack>?, to address: UnsafeMutableRawPointer
    ) {
        if Target.self == Layer.self, let slot {
            Layer.write(value, to: slot, in: address.assumingMemoryBound(to: Layer.Storage.self))
            return
        }
        track!._withUnsafeGuaranteedRef { $0.accessor.set(address, value) }
    }

    /// The easing at `u`: the C path, else the track's `Easing`.
    @inlinable @inline(__always)
    internal static func ease(_ fast: EasingEvaluator.FastPath, track: Unmanaged<RecordTrack>?, _ u: Double) -> Double {
        if let value = fast.value(at: u) { return value }
        return generalEase(track, u)
    }

    /// The easing at `u` of a track whose easing only Swift evaluates.
    @inlinable @inline(never)
    internal static func generalEase(_ track: Unmanaged<RecordTrack>?, _ u: Double) -> Double {
        track!._withUnsafeGuaranteedRef { $0.evaluator(u) }
    }
}

/// The frame state of a ``TimedTrack``.
@usableFromInline
internal struct TimedTrackRecord<Target: AnyObject, Value: Interpolatable>: TrackRecord {
    @usableFromInline var header: TrackState
    /// The resolved start value.
    @usableFromInline var from: Value
    @usableFromInline let to: Value
    @usableFromInline let easing: EasingEvaluator.FastPath
    @usableFromInline let slot: Layer.Slot?
    /// The track, for its accessor and easing when the fast paths do not apply.
    @usableFromInline var track: Unmanaged<RecordTrack<Target, Value, Self>>? = nil

    @inlinable
    internal init(header: TrackState, from: Value, to: Value, easing: EasingEvaluator.FastPath, slot: Layer.Slot?) {
        self.header = header
        self.from = from
        self.to = to
        self.easing = easing
        self.slot = slot
    }
}

/// A timed curve between two values of any interpolatable type.
@usableFromInline
internal final class TimedTrack<Target: AnyObject, Value: Interpolatable>:
    RecordTrack<Target, Value, TimedTrackRecord<Target, Value>>
{
    @usableFromInline typealias Record = TimedTrackRecord<Target, Value>
    @usableFromInline let explicitFrom: Value?

    @inlinable internal var from: Value {
        get { record.pointee.from }
        set { record.pointee.from = newValue }
    }
    @inlinable internal var to: Value { record.pointee.to }

    @inlinable
    internal init(
        accessor: PropertyAccessor<Target, Value>, key: PropertyKey, from: Value?, to: Value,
        duration: Double, delay: Double, easing: Easing, isPrimary: Bool, engine: AnimationEngine? = nil,
        group: PropertyGroupBase? = nil
    ) {
        let make = {
            TrackFunctions(
                render: { header, target, t in TimedTrack.write(Record.of(header), target, t) },
                destroy: { header in Record.of(header).deinitialize(count: 1) },
                resolve: { track, target, chained, old, policy in
                    TimedTrack.resolve(
                        unsafeDowncast(track, to: TimedTrack.self), unsafeDowncast(target, to: Target.self),
                        chained: chained, old: old, policy: policy)
                })
        }
        let header = TrackState(
            delay: delay, duration: duration, functions: engine?.trackFunctions(for: Record.self, make: make) ?? make())
        assert(MemoryLayout<Record>.offset(of: \Record.header) == 0, "A track record must start with its header")
        let evaluator = EasingEvaluator(easing)
        self.explicitFrom = from
        super.init(
            accessor: accessor, key: key, easing: evaluator, isPrimary: isPrimary,
            record: Record(header: header, from: from ?? to, to: to, easing: evaluator.fast, slot: Self.slot(of: accessor)),
            group: group)
        record.pointee.track = .passUnretained(self)
    }

    @inlinable
    internal static func write(_ record: UnsafeMutablePointer<Record>, _ target: UnsafeMutableRawPointer, _ t: Double) {
        guard let u = TrackState.unitToWrite(Record.header(of: record), at: t) else { return }
        write(value(record, atUnit: u), slot: record.pointee.slot, track: record.pointee.track, to: target)
    }

    @inlinable
    internal static func value(_ record: UnsafeMutablePointer<Record>, atUnit u: Double) -> Value {
        let fraction = ease(record.pointee.easing, track: record.pointee.track, u)
        return record.pointee.from.interpolated(to: record.pointee.to, fraction: fraction)
    }

    override internal func resolve(_ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting) {
        Self.resolve(self, target, chained: chained, old: old, policy: policy)
    }

    /// ``PropertyTrack/resolve(_:chained:old:policy:)``, specialised where the track is made.
    @inlinable
    internal static func resolve(
        _ track: TimedTrack, _ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting
    ) {
        let presented = track.startValue(target, chained: chained, old: old)
        track.from = track.explicitFrom ?? presented
        if let old, track.explicitFrom == nil, policy.duration == .scaled {
            track.duration *= 1 - min(max(old.progress, 0), 1)
        }
    }

    override internal func valueProgress(at t: Double) -> Double? {
        abs(evaluator(unit(at: t)))
    }

    override internal func presentedState(at t: Double, rate: Double) -> PresentedState? {
        let e = evaluator(unit(at: t))
        return PresentedState(
            value: from.interpolated(to: to, fraction: e), velocity: nil, start: from, progress: e, target: to)
    }

    override internal var targetValue: Any { to }
}

/// The frame state of a ``VectorTrack``.
@usableFromInline
internal struct VectorTrackRecord<Target: AnyObject, Value: MotionVector>: TrackRecord {
    @usableFromInline var header: TrackState
    @usableFromInline var from: Value
    /// The start velocity, per second (springs), or the lead-in velocity (timed).
    @usableFromInline var velocity: Value = .zero
    /// Timed: the Hermite lead-in amplitude `v0·D − e′(0)·Δ`; zero when none.
    @usableFromInline var leadIn: Value = .zero
    @usableFromInline var hasLeadIn = false
    /// Springs: the settling time, played over `duration`.
    @usableFromInline var settlingTime = 0.0
    @usableFromInline let isSpring: Bool
    @usableFromInline let to: Value
    /// The easing of a timed curve (linear for springs).
    @usableFromInline let easing: EasingEvaluator.FastPath
    /// The spring of a spring curve (a `var` only so that C can read it in place).
    @usableFromInline var spring: cspring_params
    /// The spring's part of its ``SpringTransitionTable`` hash (``SpringTransitionCache/springKey(_:)``).
    @usableFromInline let springKey: UInt64
    @usableFromInline let slot: Layer.Slot?
    /// The track, for its accessor and easing when the fast paths do not apply.
    @usableFromInline var track: Unmanaged<RecordTrack<Target, Value, Self>>? = nil

    @inlinable
    internal init(
        header: TrackState, from: Value, to: Value, easing: EasingEvaluator.FastPath, spring: cspring_params?,
        slot: Layer.Slot?
    ) {
        self.header = header
        self.from = from
        self.to = to
        self.easing = easing
        self.spring = spring ?? cspring_params()
        self.springKey = SpringTransitionCache.springKey(self.spring)
        self.isSpring = spring != nil
        self.slot = slot
    }
}

/// A timed curve, spring or spring decay between two vectors.
@usableFromInline
internal final class VectorTrack<Target: AnyObject, Value: MotionVector>:
    RecordTrack<Target, Value, VectorTrackRecord<Target, Value>>
{
    @usableFromInline typealias Record = VectorTrackRecord<Target, Value>

    @usableFromInline
    internal enum Curve {
        case timed(EasingEvaluator)
        case spring(cspring_params, epsilon: Double)
    }

    @usableFromInline let explicitFrom: Value?
    @usableFromInline let explicitVelocity: Value?
    @usableFromInline let curve: Curve
    /// Whether a timed curve starts with a Hermite lead-in (see ``finishResolution()``).
    @usableFromInline var usesLeadIn = false

    @inlinable internal var from: Value {
        get { record.pointee.from }
        set { record.pointee.from = newValue }
    }
    @inlinable internal var to: Value { record.pointee.to }
    @inlinable internal var velocity: Value {
        get { record.pointee.velocity }
        set { record.pointee.velocity = newValue }
    }
    @inlinable internal var leadIn: Value {
        get { record.pointee.leadIn }
        set { record.pointee.leadIn = newValue }
    }
    @inlinable internal var hasLeadIn: Bool {
        get { record.pointee.hasLeadIn }
        set { record.pointee.hasLeadIn = newValue }
    }
    @inlinable internal var settlingTime: Double {
        get { record.pointee.settlingTime }
        set { record.pointee.settlingTime = newValue }
    }

    @inlinable
    internal init(
        accessor: PropertyAccessor<Target, Value>, key: PropertyKey, from: Value?, to: Value,
        initialVelocity: Value?, curve: Curve, duration: Double, delay: Double, isPrimary: Bool,
        engine: AnimationEngine? = nil, group: PropertyGroupBase? = nil
    ) {
        let make = {
            TrackFunctions(
                render: { header, target, t in VectorTrack.write(Record.of(header), target, t) },
                destroy: { header in Record.of(header).deinitialize(count: 1) },
                resolve: { track, target, chained, old, policy in
                    VectorTrack.resolve(
                        unsafeDowncast(track, to: VectorTrack.self), unsafeDowncast(target, to: Target.self),
                        chained: chained, old: old, policy: policy)
                })
        }
        let header = TrackState(
            delay: delay, duration: duration, functions: engine?.trackFunctions(for: Record.self, make: make) ?? make())
        assert(MemoryLayout<Record>.offset(of: \Record.header) == 0, "A track record must start with its header")
        let evaluator: EasingEvaluator
        let spring: cspring_params?
        switch curve {
        case .timed(let easing): (evaluator, spring) = (easing, nil)
        case .spring(let parameters, _): (evaluator, spring) = (EasingEvaluator(.linear), parameters)
        }
        self.explicitFrom = from
        self.explicitVelocity = initialVelocity
        self.curve = curve
        super.init(
            accessor: accessor, key: key, easing: evaluator, isPrimary: isPrimary,
            record: Record(
                header: header, from: from ?? to, to: to, easing: evaluator.fast, spring: spring,
                slot: Self.slot(of: accessor)),
            group: group)
        record.pointee.track = .passUnretained(self)
    }

    @inlinable
    internal static func write(_ record: UnsafeMutablePointer<Record>, _ target: UnsafeMutableRawPointer, _ t: Double) {
        guard let u = TrackState.unitToWrite(Record.header(of: record), at: t) else { return }
        let value: Value
        if !record.pointee.isSpring && !record.pointee.hasLeadIn {
            // A timed curve without a lead-in, in place: `position`'s first branch.
            let fraction = ease(record.pointee.easing, track: record.pointee.track, u)
            value = record.pointee.from.interpolated(to: record.pointee.to, fraction: fraction)
        } else {
            value = position(record, atUnit: u)
        }
        write(value, slot: record.pointee.slot, track: record.pointee.track, to: target)
    }

    @inlinable
    internal static func position(_ record: UnsafeMutablePointer<Record>, atUnit u: Double) -> Value {
        let from = record.pointee.from
        let to = record.pointee.to
        if !record.pointee.isSpring {
            let value = from.interpolated(to: to, fraction: ease(record.pointee.easing, track: record.pointee.track, u))
            if !record.pointee.hasLeadIn || u >= 1 { return value }
            let h = u * (1 - u) * (1 - u)
            return value + record.pointee.leadIn.scaled(by: h)
        }
        if u >= 1 { return to }
        if u <= 0 { return from }
        let m = SpringTransitionCache.transition(
            &record.pointee.spring, u * record.pointee.settlingTime, record.pointee.header.springCache,
            springKey: record.pointee.springKey)
        return to + (from - to).scaled(by: m.m00) + record.pointee.velocity.scaled(by: m.m01)
    }

    /// The position at unit time `u`.
    internal func position(atUnit u: Double) -> Value { Self.position(record, atUnit: u) }

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
        Self.resolve(self, target, chained: chained, old: old, policy: policy)
    }

    /// ``PropertyTrack/resolve(_:chained:old:policy:)``, specialised where the track is made.
    @inlinable
    internal static func resolve(
        _ track: VectorTrack, _ target: Target, chained: Any?, old: PresentedState?, policy: Retargeting
    ) {
        let presented = track.startValue(target, chained: chained, old: old)
        let from = track.explicitFrom ?? presented
        track.from = from
        let to = track.to
        // Unwrapped before the cast: a cast from an optional costs a runtime call even when nil.
        var oldVelocity: Value?
        if let velocity = old?.velocity { oldVelocity = velocity as? Value }
        switch track.curve {
        case .timed:
            if let old, track.explicitFrom == nil, policy.duration == .scaled {
                if let start = old.start as? Value {
                    let remaining = (to - from).magnitude
                    let travelled = (from - start).magnitude
                    if let oldTarget = old.target as? Value, (to - oldTarget).magnitudeSquared == 0,
                        policy.velocity != .continuous
                    {
                        track.duration = 0  // an unchanged target takes no time, as in FlightAnimator
                    } else if remaining + travelled > 0 {
                        track.duration *= remaining / (remaining + travelled)
                    }
                } else {
                    track.duration *= 1 - min(max(old.progress, 0), 1)
                }
            }
            if let explicitVelocity = track.explicitVelocity {
                track.velocity = explicitVelocity
                track.usesLeadIn = true
            } else if let oldVelocity, policy.velocity == .continuous {
                track.velocity = oldVelocity
                track.usesLeadIn = true
            }
        case .spring(let parameters, let epsilon):
            let velocity = track.explicitVelocity ?? oldVelocity ?? .zero
            track.velocity = velocity
            let settlingTime = SpringTrajectory<Value>.settlingDuration(
                parameters, displacement: (from - to).magnitude, speed: velocity.magnitude, epsilon: epsilon)
            track.settlingTime = settlingTime
            track.duration = settlingTime
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
            progress: progress, target: to)
    }

    override internal var targetValue: Any { to }

    override internal var isSpring: Bool {
        if case .spring = curve { return true }
        return false
    }
}

/// One slot of a ``SpringTransitionTable``: a spring transition and its key.
@usableFromInline
internal struct SpringTransitionCache {
    @usableFromInline var mass = Double.nan
    @usableFromInline var stiffness = Double.nan
    @usableFromInline var damping = Double.nan
    @usableFromInline var time = Double.nan
    @usableFromInline var transition = cspring_transition()

    @usableFromInline
    internal init() {}

    /// The transition of `spring` over `time`, from the table `slots` when
    /// its slot for that key holds it (compared bit for bit), else computed
    /// and stored there: the very same result either way.
    /// `springKey` is ``springKey(_:)`` of `spring`, computed once per track.
    @inlinable
    internal static func transition(
        _ spring: UnsafeMutablePointer<cspring_params>, _ time: Double, _ slots: UnsafeMutablePointer<SpringTransitionCache>?,
        springKey: UInt64
    ) -> cspring_transition {
        guard let slots else { return cspring_transition_make(spring, time) }
        let mass = spring.pointee.mass.bitPattern
        let stiffness = spring.pointee.stiffness.bitPattern
        let damping = spring.pointee.damping.bitPattern
        let bits = time.bitPattern
        let hash = springKey ^ (bits &* 0xD6E8_FEB8_6659_FD93)
        let slot = slots + Int(truncatingIfNeeded: hash >> (64 - SpringTransitionTable.slotBits))
        if slot.pointee.time.bitPattern == bits && slot.pointee.stiffness.bitPattern == stiffness
            && slot.pointee.damping.bitPattern == damping && slot.pointee.mass.bitPattern == mass
        {
            return slot.pointee.transition
        }
        return remember(spring, time, in: slot)
    }

    /// The spring's part of a slot's hash: its mass, stiffness and damping bits, mixed.
    @inlinable
    internal static func springKey(_ spring: cspring_params) -> UInt64 {
        (spring.mass.bitPattern &* 0x9E37_79B9_7F4A_7C15) ^ (spring.stiffness.bitPattern &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (spring.damping.bitPattern &* 0x1656_67B1_9E37_79F9)
    }

    /// Computes the transition of `spring` over `time` and stores it in `slot`.
    @usableFromInline @inline(never)
    internal static func remember(
        _ spring: UnsafeMutablePointer<cspring_params>, _ time: Double, in slot: UnsafeMutablePointer<SpringTransitionCache>
    ) -> cspring_transition {
        let transition = cspring_transition_make(spring, time)
        slot.pointee.mass = spring.pointee.mass
        slot.pointee.stiffness = spring.pointee.stiffness
        slot.pointee.damping = spring.pointee.damping
        slot.pointee.time = time
        slot.pointee.transition = transition
        return transition
    }
}
