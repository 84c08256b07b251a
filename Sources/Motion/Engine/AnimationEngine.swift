#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Runs animations, frame by frame, on a clock it is given.
///
/// The engine never reads a clock by itself. Drive it with ``advance(to:)`` or
/// ``advance(by:)`` from a game loop or a test, or let ``run(framesPerSecond:stopsWhenIdle:isolation:)``
/// drive it in real time on `ContinuousClock`. Every animation is evaluated
/// from the engine time in closed form, so frames may be irregular, a stall of
/// any length costs one evaluation per animation, and results are exact and
/// deterministic.
///
/// ## Threading
/// An engine is not `Sendable`: create it and use it from one isolation
/// domain (the main actor, another actor, or a single thread). Its callbacks
/// run synchronously inside ``advance(to:)`` and the control methods, in that
/// same domain, so they may capture non-`Sendable` state. IDs, options,
/// easings and springs are `Sendable` values.
///
/// ## Callbacks
/// In each frame the engine first delivers every running animation's value,
/// in start order, then runs the completions of the animations that ended,
/// ordered by the engine time at which they ended (then by start order).
/// Callbacks may start, cancel, seek or control any animation: an animation
/// started inside a callback begins at the current engine time and delivers
/// its first value on the next frame; a cancelled one completes at once.
///
/// ## Lifetime
/// The engine holds its animations' blocks until they end, and nothing it
/// holds refers back to it: property groups, staggers, sequences, timelines
/// and the plays of a ``ScenarioPlayer`` reach their engine without retaining
/// it. So an engine lives exactly as long as your references to it (a
/// ``ScenarioPlayer`` counts: it holds its engine), plus these:
/// - a block of yours that captures the engine strongly keeps it alive
///   until that animation ends (a cycle that the end breaks). Capture it
///   `weak` in blocks of animations that may outlive your interest;
/// - a task in ``run(framesPerSecond:stopsWhenIdle:isolation:)`` holds the
///   engine until it returns: until the task is cancelled, or, with
///   `stopsWhenIdle`, until no animation is left;
/// - a task awaiting an `async` animation holds the engine until the
///   animation ends.
///
/// When the last reference goes, every animation still running completes
/// with ``CompletionReason/cancelled``, exactly once, in start order,
/// synchronously inside the engine's `deinit`: on the thread (in the
/// isolation domain) that released the engine. Its blocks are released after
/// the last completion. Those completions cannot use the engine any more: a
/// `weak` reference to it reads `nil` (an `unowned` one would trap), and
/// property groups end without touching their targets.
public final class AnimationEngine {
    /// The engine time of the last frame (or of the start): nanoseconds since the engine's origin.
    @usableFromInline @exclusivity(unchecked)
    internal var nowNanoseconds: Int64 = 0

    // The scalar state below is never accessed in place across a call (no
    // inout, no `modify` spanning a callback), so it skips dynamic exclusivity
    // checks: each costs a runtime call on every start and frame.

    /// Live and ended-but-not-yet-removed animations, sorted by ID, in
    /// storage the engine manages itself: callbacks may read and change
    /// entries while a frame walks them, which Swift's exclusivity rules
    /// forbid for an array property. Entries only move between frames.
    @usableFromInline @exclusivity(unchecked)
    internal var base: UnsafeMutablePointer<Entry>

    @usableFromInline @exclusivity(unchecked)
    internal var count = 0

    @usableFromInline @exclusivity(unchecked)
    internal var capacity = 0

    /// The capacity ``reserveCapacity(_:)`` asked for: the storage never shrinks below it.
    @exclusivity(unchecked)
    internal var reservedCapacity = 0

    /// Animations started during a frame; appended to the storage when it ends.
    @usableFromInline
    internal var pending: [Entry] = []

    /// Indices of the animations that finish in the current frame (reused storage).
    @usableFromInline
    internal var finishing: [(time: Double, index: Int)] = []

    /// Clients of animations that ended during the current frame; released when it ends.
    @usableFromInline
    internal var retiredClients: [Unmanaged<AnimationClient>] = []

    /// The `Double` springs of their own that only frames have touched, once
    /// there is one (see ``SpringTable``). Frames merge them with the entries
    /// in start order; an index below 0 in ``finishing`` or a location is
    /// record `~index`.
    @usableFromInline
    internal var springTable: SpringTable?

    @usableFromInline @exclusivity(unchecked)
    internal var endedCount = 0

    @usableFromInline @exclusivity(unchecked)
    internal var isAdvancing = false

    /// The iteration of the frame a client's ``AnimationClient/render(progress:)``
    /// receives, set just before it (not for a block client): it counts the
    /// iteration start, and is `.infinity` in the after phase of an infinite
    /// repetition of zero duration.
    @usableFromInline @exclusivity(unchecked)
    internal var frameIteration = 0.0

    @usableFromInline @exclusivity(unchecked)
    internal var nextID: UInt64 = 1

    /// The reused storage of each frame's `cspring_evaluate_batch` call.
    @usableFromInline
    internal let springBatch = SpringBatch()

    /// The memo of the engine's ``SharedDoubleSpring`` clients, once there is one.
    @usableFromInline
    internal var sharedSpringMemo: SpringTransitionMemo?

    /// The settling times of this engine's spring starts, once there is one.
    @exclusivity(unchecked)
    internal var storedSettlingMemo: SettlingMemo?

    /// The settling times of this engine's spring starts (made on first use).
    @usableFromInline
    internal var settlingMemo: SettlingMemo {
        if let memo = storedSettlingMemo { return memo }
        let memo = SettlingMemo()
        storedSettlingMemo = memo
        return memo
    }

    /// While a real-time driver runs, the current time of its clock.
    internal var timeSource: (() -> Int64)?

    internal let wakeSignal = WakeSignal()

    /// Whether ``run(framesPerSecond:stopsWhenIdle:isolation:)`` sleeps on
    /// ``wakeSignal``: a start wakes it only then (the signal takes a lock).
    @exclusivity(unchecked)
    internal var driverIsWaiting = false

    /// Wakes an idle real-time driver, if one waits.
    @inline(__always)
    internal func wakeDriver() {
        if driverIsWaiting { wakeSignal.wake() }
    }

    /// State that kinds of animation keep per engine (see ``EngineService``),
    /// each told when a frame ends.
    /// (Read in place by no call that could reach it again: no exclusivity checks.)
    @exclusivity(unchecked)
    internal var services: [EngineService] = []

    /// The engine-wide reduced-motion policy. Each animation can override it
    /// with ``AnimationOptions/reducedMotion``. Applies to animations started
    /// after it is set.
    public var reducedMotion: ReducedMotion {
        didSet { Self.validate(reducedMotion) }
    }

    /// Creates an idle engine at time zero.
    /// - Parameter reducedMotion: The engine-wide reduced-motion policy.
    public init(reducedMotion: ReducedMotion = .full) {
        Self.validate(reducedMotion)
        self.reducedMotion = reducedMotion
        self.base = Self.reallocateEntries(nil, capacity: 0)
    }

    deinit {
        // Every animation still running completes `.cancelled`, in start order
        // (see "Lifetime" above). As during a frame, clients are released
        // after the last completion, entries do not move, and an animation
        // started meanwhile lands in `pending` and is cancelled in turn.
        isAdvancing = true
        forEachLocation { index in
            if !isEnded(at: index) { end(entryAt: index, inPending: false, reason: .cancelled) }
        }
        var index = 0
        while index < pending.count {
            if !pending[index].isEnded { end(entryAt: index, inPending: true, reason: .cancelled) }
            index += 1
        }
        for client in retiredClients { client.release() }
        springTable?.removeAll()
        base.deinitialize(count: count)
        free(base)
    }

    /// The time of the last frame, measured from the engine's origin.
    public var currentTime: Duration { .nanoseconds(nowNanoseconds) }

    /// The number of animations that have not ended.
    public var activeAnimationCount: Int { count + pending.count - endedCount + (springTable?.liveCount ?? 0) }

    /// Whether no animation is running.
    public var isIdle: Bool { activeAnimationCount == 0 }

    /// Whether `id` names an animation that has not ended.
    public func isActive(_ id: AnimationID) -> Bool { find(id) != nil }

    // MARK: - Frames

    /// Moves the engine to `time` and delivers one frame.
    ///
    /// Every running animation receives its value at `time`; the ones that
    /// end by then receive their exact final value and complete, however far
    /// `time` is from the last frame.
    /// - Parameter time: The new engine time; it must not be earlier than ``currentTime``.
    ///   The engine's range is Int64 nanoseconds: `time` must be below 2⁶³ ns (about 292 years).
    public func advance(to time: Duration) {
        advance(toNanoseconds: Self.nanoseconds(time, in: "advance(to:)", argument: "time"))
    }

    /// Moves the engine forward by `delta` and delivers one frame.
    /// - Parameter delta: The time since the last frame, ≥ 0. The new engine
    ///   time must stay below 2⁶³ ns (about 292 years) from the engine's origin.
    public func advance(by delta: Duration) {
        precondition(delta >= .zero, "advance(by: \(delta)): delta must not be negative")
        let deltaNanoseconds = Self.nanoseconds(delta, in: "advance(by: \(delta))", argument: "delta")
        let (time, overflow) = nowNanoseconds.addingReportingOverflow(deltaNanoseconds)
        precondition(
            !overflow,
            "advance(by: \(delta)): the engine is at \(nowNanoseconds) ns, and \(deltaNanoseconds) ns more passes its range (2⁶³ ns, about 292 years)"
        )
        advance(toNanoseconds: time)
    }

    @usableFromInline
    internal func advance(toNanoseconds time: Int64) {
        precondition(!isAdvancing, "AnimationEngine.advance was called from inside an animation callback")
        precondition(
            time >= nowNanoseconds,
            "AnimationEngine time must not go backwards (at \(nowNanoseconds) ns, asked for \(time) ns)")
        nowNanoseconds = time
        isAdvancing = true

        let entries = base
        let frameCount = count
        if let table = springTable, table.count > 0 {
            // Springs of their own in records, merged with the entries.
            deliverWithRecords(entries, count: frameCount, table: table, now: time)
        } else {
            deliverEntries(entries, from: 0, to: frameCount, now: time)
        }
        if !finishing.isEmpty {
            completeFinishing()
        }
        isAdvancing = false
        if !retiredClients.isEmpty {
            for client in retiredClients { client.release() }
            retiredClients.removeAll(keepingCapacity: true)
        }
        if !pending.isEmpty {
            for entry in pending { append(entry) }
            pending.removeAll(keepingCapacity: true)
        }
        if capacity < reservedCapacity { resize(to: reservedCapacity) }
        springTable?.reserve(reservedCapacity)
        compactIfNeeded()
        for service in services { service.frameEnded() }
    }

    /// Delivers the frames of the entries in `start..<end`, in order, by the
    /// loop that suits them: springs of their own evaluated together
    /// (see ``SpringBatch``), the whole-nanosecond branch of shared springs,
    /// or the plain loop.
    @inlinable @inline(__always)
    internal func deliverEntries(_ entries: UnsafeMutablePointer<Entry>, from start: Int, to end: Int, now time: Int64) {
        let springs = springBatch.liveSprings
        if springs > 0 && springs &* 8 >= count {
            deliverWithSpringBatches(entries, from: start, to: end, now: time)
        } else if let memo = sharedSpringMemo, memo.liveSprings > 0 {
            deliverWithSharedSprings(entries, from: start, to: end, now: time)
        } else {
            var index = start
            while index < end {
                let entry = entries + index
                // The common case first: an ended entry's window is empty.
                let active = time &- entry.pointee.anchorEngineTime
                if active > entry.pointee.activeLow && active < entry.pointee.activeHigh {
                    deliverWholeFrame(entry, active: UInt64(bitPattern: active))
                } else if !entry.pointee.isEnded {
                    deliverFrame(entry, at: index, now: time)
                }
                index += 1
            }
        }
    }

    /// Delivers the frame of an entry whose whole-nanosecond window holds
    /// `active` (see ``Entry/refreshWholeFrame()``): the value ``deliverFrame(_:at:now:)``
    /// delivers there, from the integer split of the active time.
    @inlinable @inline(__always)
    internal func deliverWholeFrame(_ entry: UnsafeMutablePointer<Entry>, active: UInt64) {
        entry.pointee.needsRender = false
        entry.pointee.showsEffect = true
        let frame = wholeFrameValue(entry, active: active)
        let kind = entry.pointee.kind
        entry.pointee.client._withUnsafeGuaranteedRef { client in
            deliver(frame.value, iteration: Double(Int64(bitPattern: frame.iteration)), kind: kind, to: client)
        }
    }

    /// The transformed progress and the iteration of an entry at the whole
    /// active time `active` in its window (see ``deliverWholeFrame(_:active:)``).
    @inlinable @inline(__always)
    internal func wholeFrameValue(_ entry: UnsafeMutablePointer<Entry>, active: UInt64) -> (value: Double, iteration: UInt64) {
        let (quotient, remainder) = active.quotientAndRemainder(dividingBy: entry.pointee.wholeDuration)
        let backward: Bool
        switch entry.pointee.timing.direction {
        case .normal: backward = false
        case .reverse: backward = true
        case .alternate: backward = quotient & 1 == 1
        case .alternateReverse: backward = quotient & 1 == 0
        }
        let progress = Double(Int64(bitPattern: remainder)) / entry.pointee.timing.duration
        return (Entry.easedActive(entry, backward: backward, progress: progress), quotient)
    }

    /// Calls `client` with one frame's transformed progress `value` of
    /// `iteration`, as its ``AnimationClient/frameKind`` says.
    @inlinable @inline(__always)
    internal func deliver(
        _ value: Double, iteration: @autoclosure () -> Double, kind: AnimationClient.FrameKind, to client: AnimationClient
    ) {
        switch kind {
        case .block:
            client.block(value)
        case .doubleTween:
            client.block(unsafeDowncast(client, to: DoubleTween.self).value(at: value))
        case .doubleSpring:
            client.block(unsafeDowncast(client, to: DoubleSpring.self).value(at: value))
        case .sharedDoubleSpring:
            client.block(unsafeDowncast(client, to: SharedDoubleSpring.self).value(at: value))
        case .render:
            frameIteration = iteration()
            client.render(progress: value)
        }
    }

    /// Delivers one entry's value for the current frame and notes whether it finished.
    /// The pointer stays valid through callbacks: entries never move during a frame.
    @inlinable @inline(never)
    internal func deliverFrame(_ entry: UnsafeMutablePointer<Entry>, at index: Int, now: Int64) {
        if let flag = entry.pointee.cancellation, flag.isCancelled {
            end(entryAt: index, inPending: false, reason: .cancelled)
            return
        }
        let generation = entry.pointee.generation
        let sample: IterationSample?
        let finishes: Bool
        if entry.pointee.finishesOnNextFrame {
            // Reduced motion: the end, as its fill has it; an infinite
            // animation ends after its first iteration.
            sample = entry.pointee.endEffect(at: 0)
            finishes = true
        } else {
            if entry.pointee.isPaused && !entry.pointee.needsRender { return }
            let local = entry.pointee.localTime(at: now)
            if local > entry.pointee.timing.plainStart && local < entry.pointee.plainEnd {
                // The common case, strictly inside the active interval of a
                // plain timing (never an end): TimingModel.sample's fast path,
                // read in place, then the easing without a before flag.
                let duration = entry.pointee.timing.duration
                let active = local - entry.pointee.timing.delay
                let direction = entry.pointee.timing.direction
                let index: Double
                let within: Double
                let backward: Bool
                if let whole = TimingModel.wholeSplit(active, byWhole: duration) {
                    index = Double(Int64(bitPattern: whole.quotient))
                    within = Double(Int64(bitPattern: whole.remainder))
                    switch direction {
                    case .normal: backward = false
                    case .reverse: backward = true
                    case .alternate: backward = whole.quotient & 1 == 1
                    case .alternateReverse: backward = whole.quotient & 1 == 0
                    }
                } else {
                    (index, within) = TimingModel.divide(active, by: duration)
                    backward = direction.isBackward(iteration: index)
                }
                entry.pointee.needsRender = false
                entry.pointee.showsEffect = true
                let value = Entry.easedActive(entry, backward: backward, progress: within / duration)
                let kind = entry.pointee.kind
                entry.pointee.client._withUnsafeGuaranteedRef { client in
                    deliver(value, iteration: index, kind: kind, to: client)
                }
                return
            }
            let speed = entry.pointee.speed
            if entry.pointee.isPaused {
                finishes = false
            } else if speed > 0 {
                // An infinite repetition never ends, even at an infinite local time.
                let endTime = entry.pointee.timing.endTime
                finishes = local >= endTime && endTime < .infinity
            } else if speed < 0 {
                finishes = local <= 0
            } else {
                finishes = false
            }
            sample =
                finishes
                ? entry.pointee.endEffect(at: local)
                : entry.pointee.timing.phasedSample(at: local, playsBackward: speed < 0, completing: false)
        }
        guard let sample else {
            // No effect (outside the fill, or at the end): the client shows its
            // underlying state (a value animation delivers nothing), once.
            guard finishes else {
                entry.pointee.needsRender = false
                if entry.pointee.showsEffect {
                    entry.pointee.showsEffect = false
                    entry.pointee.client._withUnsafeGuaranteedRef { $0.renderWithoutEffect() }
                }
                return
            }
            entry.pointee.needsRender = false
            entry.pointee.showsEffect = false
            entry.pointee.client._withUnsafeGuaranteedRef { $0.renderWithoutEffect() }
            if !entry.pointee.isEnded && entry.pointee.generation == generation {
                finishing.append((entry.pointee.endEngineTime(now: now), index))
            }
            return
        }
        entry.pointee.needsRender = false
        entry.pointee.showsEffect = true
        // No retain: a client retired during the frame is released after it.
        // A block client takes only the value; the others the iteration too.
        let value = Entry.eased(entry, sample)
        let kind = entry.pointee.kind
        entry.pointee.client._withUnsafeGuaranteedRef { client in
            deliver(value, iteration: sample.index, kind: kind, to: client)
        }
        if finishes && !entry.pointee.isEnded && entry.pointee.generation == generation {
            finishing.append((entry.pointee.endEngineTime(now: now), index))
        }
    }

    /// Runs the completions of the animations that finished in this frame, in end-time order.
    internal func completeFinishing() {
        if finishing.count > 1 {
            // Equal end times keep start order.
            finishing.sort { a, b in a.time != b.time ? a.time < b.time : id(at: a.index) < id(at: b.index) }
        }
        // Completions may start or cancel animations; indices stay valid
        // because entries only move between frames.
        for item in finishing where !isEnded(at: item.index) {
            end(entryAt: item.index, inPending: false, reason: .finished)
        }
        finishing.removeAll(keepingCapacity: true)
    }

    /// Marks an entry ended, releases what it holds, tells its client and runs its completion.
    @usableFromInline
    internal func end(entryAt index: Int, inPending: Bool, reason: CompletionReason) {
        let completion: ((CompletionReason) -> Void)?
        let client: Unmanaged<AnimationClient>
        if index >= 0 {
            (completion, client) = inPending ? pending[index].retire() : base[index].retire()
            endedCount += 1
        } else {
            let table = springTable.unsafelyUnwrapped
            let record = ~index
            // A frame still calling the block holds it in its copy of the blocks.
            let recordCompletion = table.retire(record)
            guard let entry = table.promoted[record] else {
                recordCompletion?(reason)
                if !isAdvancing { compactIfNeeded() }
                return
            }
            // The record moved into `entry`, which holds its block and completion.
            (completion, client) = entry.pointee.retire()
        }
        if client._withUnsafeGuaranteedRef({ $0.frameKind == .doubleSpring }) { springBatch.liveSprings -= 1 }
        // The client ends before it can be released (a frame may still be calling it).
        if isAdvancing {
            retiredClients.append(client)
            client._withUnsafeGuaranteedRef { $0.ended(reason) }
        } else {
            client._withUnsafeGuaranteedRef { $0.ended(reason) }
            client.release()
        }
        completion?(reason)
        if !isAdvancing { compactIfNeeded() }
    }

    /// Removes ended entries once they are at least half of the storage (amortised O(1)).
    internal func compactIfNeeded() {
        guard !isAdvancing else { return }
        springTable?.compactIfNeeded(minimumCapacity: reservedCapacity)
        guard endedCount > 0 else { return }
        guard endedCount * 2 >= count + pending.count || count + pending.count < 16 else { return }
        var kept = 0
        for index in 0..<count {
            if base[index].isEnded {
                (base + index).deinitialize(count: 1)
            } else {
                if kept != index { (base + kept).moveInitialize(from: base + index, count: 1) }
                kept += 1
            }
        }
        count = kept
        pending.removeAll(where: \.isEnded)
        endedCount = 0
        shrinkIfSparse()
    }

    /// Gives storage back after a burst: when at most a quarter of it holds
    /// entries, it moves to 1.5× the count (at least 16 and the reserved
    /// capacity), so the next growth is as far away as after a growth.
    /// Never during a frame.
    internal func shrinkIfSparse() {
        let target = max(16, reservedCapacity, count + count / 2)
        guard !isAdvancing, count <= capacity / 4, target < capacity else { return }
        resize(to: target)
    }

    /// Appends an entry to the storage, growing it geometrically by 1.5×
    /// (at most a third of it unused after a growth, against half for
    /// doubling; entries are large), or to the reserved capacity. Never during a frame.
    internal func append(_ entry: consuming Entry) {
        if count == capacity {
            resize(to: max(16, reservedCapacity, capacity + capacity / 2))
        }
        (base + count).initialize(to: consume entry)
        count += 1
    }

    /// Moves the entries to new storage of `newCapacity` (≥ `count`). Never during a frame.
    internal func resize(to newCapacity: Int) {
        base = Self.reallocateEntries(base, capacity: newCapacity)
        capacity = newCapacity
    }

    /// Entry storage for `capacity` entries, from `realloc`: Swift values move
    /// bitwise, so the entries move with their bytes, and a large block
    /// grows by remapping its pages rather than copying them (glibc).
    private static func reallocateEntries(
        _ old: UnsafeMutablePointer<Entry>?, capacity: Int
    ) -> UnsafeMutablePointer<Entry> {
        guard let raw = realloc(old, max(capacity, 1) * MemoryLayout<Entry>.stride) else {
            fatalError("AnimationEngine: out of memory for \(capacity) animations")
        }
        return raw.bindMemory(to: Entry.self, capacity: capacity)
    }

    /// Keeps storage for at least `minimumCapacity` running animations, so
    /// that starting up to that many allocates no more entry storage, and the
    /// engine does not give it back when animations end.
    ///
    /// The engine's storage grows by half as animations start (about 120
    /// bytes per animation on 64-bit platforms, plus what each animation's
    /// block and value need), and shrinks once at most a quarter of it is in
    /// use; a reservation sets a floor under that. `Double` springs of their
    /// own with the plainest timing live in a table of their own (about 180
    /// bytes each, block and spring included); once the engine has one, the
    /// reservation holds for that table too. Reserve less (or 0) to
    /// lift it. Called during a frame (from a callback), it takes effect
    /// when the frame ends.
    /// - Parameter minimumCapacity: The number of animations, ≥ 0.
    public func reserveCapacity(_ minimumCapacity: Int) {
        precondition(minimumCapacity >= 0, "reserveCapacity(\(minimumCapacity)): the capacity must not be negative")
        precondition(
            minimumCapacity <= Int.max / MemoryLayout<Entry>.stride,
            "reserveCapacity(\(minimumCapacity)): that many animations would not fit in memory")
        reservedCapacity = minimumCapacity
        guard !isAdvancing else { return }
        springTable?.reserve(minimumCapacity)
        if capacity < minimumCapacity {
            resize(to: minimumCapacity)
        } else {
            shrinkIfSparse()
        }
    }

    // MARK: - Lookup

    /// The location of a live entry, found by binary search (IDs are
    /// sorted). A record of the spring table moves into an entry first.
    @usableFromInline
    internal func locate(_ id: AnimationID) -> (index: Int, inPending: Bool)? {
        guard let location = find(id) else { return nil }
        if location.index < 0 { promote(~location.index) }
        return location
    }

    /// The location of a live entry or record (see ``springTable``), without moving a record.
    @usableFromInline
    internal func find(_ id: AnimationID) -> (index: Int, inPending: Bool)? {
        if let index = Self.search(UnsafeBufferPointer(start: base, count: count), id) { return (index, false) }
        if let table = springTable, let record = table.index(of: id), !table.isEnded(record) { return (~record, false) }
        if let index = pending.withUnsafeBufferPointer({ Self.search($0, id) }) { return (index, true) }
        return nil
    }

    /// The entry at `index` (of ``base``, or of a promoted record below 0).
    @inlinable
    internal func entryPointer(at index: Int) -> UnsafeMutablePointer<Entry> {
        index >= 0 ? base + index : springTable.unsafelyUnwrapped.promoted[~index].unsafelyUnwrapped
    }

    /// Whether the entry or record at `index` ended.
    internal func isEnded(at index: Int) -> Bool {
        index >= 0 ? base[index].isEnded : springTable.unsafelyUnwrapped.isEnded(~index)
    }

    /// The ID of the entry or record at `index`.
    internal func id(at index: Int) -> AnimationID {
        index >= 0 ? base[index].id : springTable.unsafelyUnwrapped.ids[~index]
    }

    /// Calls `body` with the location of every entry and record, ended or
    /// not, in start order (IDs), then of the pending entries.
    internal func forEachLocation(_ body: (Int) -> Void) {
        var index = 0
        var record = 0
        let records = springTable?.count ?? 0
        while index < count || record < records {
            if record == records || (index < count && base[index].id < springTable.unsafelyUnwrapped.ids[record]) {
                body(index)
                index += 1
            } else {
                body(~record)
                record += 1
            }
        }
    }

    @usableFromInline
    internal static func search(_ entries: UnsafeBufferPointer<Entry>, _ id: AnimationID) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].id < id { low = mid + 1 } else { high = mid }
        }
        guard low < entries.count, entries[low].id == id, !entries[low].isEnded else { return nil }
        return low
    }

    /// Reads or modifies a live entry in place.
    @usableFromInline
    internal func withEntry<R>(_ id: AnimationID, _ body: (inout Entry) -> R) -> R? {
        guard let location = locate(id) else { return nil }
        // A callback may change the entry: the frame's batched springs are evaluated again.
        if isAdvancing { springBatch.isStale = true }
        if location.inPending { return body(&pending[location.index]) }
        return body(&entryPointer(at: location.index).pointee)
    }

    // MARK: - Adding

    /// The engine time at which a new animation starts.
    internal var startTime: Int64 { timeSource?() ?? nowNanoseconds }

    /// Adds an animation that delivers each frame's value to `render`, and returns its ID.
    @usableFromInline
    internal func add(
        timing: TimingModel,
        easing: Easing,
        options: AnimationOptions,
        render: @escaping (Double) -> Void,
        completion: ((CompletionReason) -> Void)?
    ) -> AnimationID {
        add(timing: timing, easing: easing, options: options, client: FrameRenderer(render), completion: completion)
    }

    /// Adds an animation that drives `client`, and returns its ID. The
    /// client's ``AnimationClient/ended(_:)`` runs before `completion`.
    @usableFromInline
    internal func add(
        timing: TimingModel,
        easing: Easing,
        options: AnimationOptions,
        client: AnimationClient,
        completion: ((CompletionReason) -> Void)?
    ) -> AnimationID {
        let id = AnimationID(rawValue: nextID)
        nextID += 1
        var timing = timing
        var skips = false
        switch options.reducedMotion ?? reducedMotion {
        case .full: break
        case .skipToEnd: skips = true
        case .shorten(let factor):
            Self.validate(.shorten(factor: factor))
            timing.scale(by: factor)
        }
        let start = startTime
        Self.checkRange(of: timing, speed: options.speed, startingAt: start)
        var entry = Entry(
            id: id, timing: timing, easing: easing, speed: options.speed,
            anchorEngineTime: start, anchorLocalTime: options.speed < 0 ? timing.endTime : 0,
            client: client, completion: completion)
        if skips { entry.finishesOnNextFrame = true }  // (its didSet resolves the frame's case again)
        if isAdvancing {
            pending.append(consume entry)
        } else {
            append(consume entry)
        }
        wakeDriver()
        return id
    }

    // MARK: - Validation

    /// Stops when an animation of `timing` started at engine time `start` at
    /// `speed` would end beyond the engine's range.
    internal static func checkRange(of timing: TimingModel, speed: Double, startingAt start: Int64) {
        let endTime = timing.endTime
        guard speed != 0, endTime.isFinite else { return }
        let end = Double(start) + endTime / speed.magnitude
        precondition(
            end < Self.rangeLimit,
            "AnimationEngine: an animation started at engine time \(start) ns lasting \(endTime) ns (delay, iterations and end delay) at speed \(speed) would end beyond the engine's range (2⁶³ ns, about 292 years)"
        )
    }

    /// Stops, naming `call`, when `entry` playing from `now` as it is set
    /// (its local time, speed and end) would end beyond the engine's range: a
    /// control call may not move an animation's end out of reach of frames.
    /// A paused animation, one at speed 0 and an infinite repetition playing
    /// forwards have no end to check; a paused one is checked when it plays.
    @usableFromInline
    internal static func checkEnd(of entry: Entry, now: Int64, in call: @autoclosure () -> String) {
        let speed = entry.speed
        guard !entry.isPaused, !entry.finishesOnNextFrame, speed != 0 else { return }
        let local = entry.localTime(at: now)
        let remaining = speed > 0 ? entry.timing.endTime - local : local
        guard remaining > 0, remaining.isFinite else { return }
        // Local times saturate at 2⁶³ ns: an end beyond it is never reached
        // playing forwards (a retarget drops a negative delay, moving the end).
        precondition(
            speed < 0 || entry.timing.endTime < rangeLimit,
            "\(call()): the animation would end at local time \(entry.timing.endTime) ns (delay, iterations and end delay), beyond the engine's range of 2⁶³ ns (about 292 years)"
        )
        let end = Double(now) + remaining / speed.magnitude
        precondition(
            end < rangeLimit,
            "\(call()): the animation would end at engine time \(end) ns (local time \(local) ns, end time \(entry.timing.endTime) ns, speed \(speed)), beyond the engine's range of 2⁶³ ns (about 292 years)"
        )
    }

    internal static func validate(_ policy: ReducedMotion) {
        if case .shorten(let factor) = policy {
            precondition(
                factor > 0 && factor <= 1, "ReducedMotion.shorten needs a factor in (0, 1] (got \(factor))")
        }
    }

    /// 2⁶³ nanoseconds: engine times, and the local times of animations that
    /// end, stay below it (Int64 nanoseconds, about 292 years).
    internal static let rangeLimit: Double = 0x1p63

    /// `duration` in whole nanoseconds (truncated), for `argument`.
    /// - Throws: When it does not fit in Int64 nanoseconds (about ±292 years).
    internal static func checkedNanoseconds(_ duration: Duration, argument: String) throws(MotionArgumentError) -> Int64 {
        guard let nanoseconds = truncatedNanoseconds(duration) else {
            throw MotionArgumentError(
                argument: argument, value: "\(duration)",
                reason: "out of the engine's range of ±2⁶³ ns (about ±292 years)")
        }
        return nanoseconds
    }

    /// `duration` in whole nanoseconds, truncated toward zero, or nil beyond
    /// Int64. Reads the 128-bit attosecond count directly: `components`
    /// divides 128-bit integers in the runtime, a tenth of a start's cost.
    @inlinable
    internal static func truncatedNanoseconds(_ duration: Duration) -> Int64? {
        let high = duration._high
        let low = duration._low
        // Attoseconds within Int64 (below about 9.2 s): one 64-bit division.
        if high == Int64(bitPattern: low) >> 63 { return Int64(bitPattern: low) / 1_000_000_000 }
        // |attoseconds| < 5·10⁸·2⁶⁴: the quotient fits in Int64.
        if high > -500_000_000, high < 500_000_000 {
            return Int64(1_000_000_000).dividingFullWidth((high: high, low: low)).quotient
        }
        // At or past 2⁶³ ns, except just below −2⁶³·10⁹ attoseconds, where the
        // quotient may still be −2⁶³. (`components` traps past 2⁶³ s.)
        guard high == -500_000_000 || high == -500_000_001 else { return nil }
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, carry) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflow || carry ? nil : sum
    }

    /// `duration` in whole nanoseconds; a precondition naming `function` and `argument` when out of range.
    internal static func nanoseconds(_ duration: Duration, in function: @autoclosure () -> String, argument: String) -> Int64 {
        do {
            return try checkedNanoseconds(duration, argument: argument)
        } catch {
            preconditionFailure("\(function()): \(error)")
        }
    }

    /// `duration` in whole nanoseconds; a precondition naming `what` when out of range.
    internal static func nanoseconds(_ duration: Duration, _ what: @autoclosure () -> String) -> Int64 {
        nanoseconds(duration, in: what(), argument: "duration")
    }

    /// The duration of `seconds`, rounded to whole nanoseconds, checked
    /// against the engine's range: the conversion a loader uses for times it
    /// reads as seconds (delays, durations, keyframe times).
    ///
    /// - Parameters:
    ///   - seconds: Any finite number of seconds; negative values are allowed
    ///     (a caller that needs a non-negative time checks the sign).
    ///   - argument: The name to report, such as a JSON key path.
    /// - Returns: The duration, within ±(2⁶³ − 1) nanoseconds.
    /// - Throws: ``MotionArgumentError`` naming `argument` when `seconds` is
    ///   NaN, infinite, or beyond ±2⁶³ ns (about ±292 years).
    public static func duration(seconds: Double, argument: String = "seconds") throws(MotionArgumentError) -> Duration {
        let nanoseconds = (seconds * 1e9).rounded()
        guard nanoseconds.isFinite else {
            throw MotionArgumentError(argument: argument, value: "\(seconds)", reason: "a time must be finite")
        }
        guard nanoseconds < rangeLimit, nanoseconds >= -rangeLimit else {
            throw MotionArgumentError(
                argument: argument, value: "\(seconds)",
                reason: "out of the engine's range of ±2⁶³ ns (about ±292 years)")
        }
        return .nanoseconds(Int64(nanoseconds))
    }
}

/// A flag set from any thread (a cancelled task) and read by the engine at its next frame.
@usableFromInline
internal final class CancellationFlag: Sendable {
    private let flag = LockedState(false)

    internal init() {}

    internal func cancel() { flag.withLock { $0 = true } }

    @usableFromInline
    internal var isCancelled: Bool { flag.withLock { $0 } }
}
