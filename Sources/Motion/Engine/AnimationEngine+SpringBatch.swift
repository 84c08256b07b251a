/// The reused storage of a frame's spring batches (issue #17): the springs
/// without the engine's memo (``DoubleSpring`` clients of kind
/// `.doubleSpring`), which a frame evaluates in `cspring_evaluate_batch`
/// calls of up to ``chunk`` springs, each before it delivers their values.
/// Its fixed size is allocated with the engine's first such spring, so
/// frames allocate nothing and its memory does not grow with the count.
@usableFromInline
internal final class SpringBatch {
    /// The most springs one batch call evaluates.
    @inlinable static var chunk: Int { 256 }

    /// The springs, then at fixed offsets the times and the entry indices,
    /// in one block: the gathering loop addresses all three from one register.
    @usableFromInline @exclusivity(unchecked) var springs = UnsafeMutablePointer<cspring_spring>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) var states = UnsafeMutablePointer<cspring_state>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) var isAllocated = false
    /// The number of `.doubleSpring` clients started and neither ended nor
    /// replaced by a retarget, which the engine counts: frames batch only
    /// when they are at least an eighth of the entries. Only the cost depends on it.
    @usableFromInline @exclusivity(unchecked) var liveSprings = 0
    /// Whether a callback read or changed an entry (seek, pause, retarget,
    /// timing…) since the batch was evaluated: its remaining values may be
    /// stale, so the frame delivers those entries one by one, as its loop
    /// without batches does.
    @usableFromInline @exclusivity(unchecked) var isStale = false

    @usableFromInline
    internal init() {}

    deinit {
        springs.deallocate()
        states.deallocate()
    }

    /// The byte offsets of the times and of the indices from ``springs``.
    @inlinable static var timesOffset: Int { chunk * MemoryLayout<cspring_spring>.stride }
    @inlinable static var indicesOffset: Int { timesOffset + chunk * MemoryLayout<Double>.stride }

    /// The time of each spring.
    @inlinable
    static func times(_ springs: UnsafeMutablePointer<cspring_spring>) -> UnsafeMutablePointer<Double> {
        (UnsafeMutableRawPointer(springs) + timesOffset).assumingMemoryBound(to: Double.self)
    }

    /// The entry index of each spring, in increasing order.
    @inlinable
    static func indices(_ springs: UnsafeMutablePointer<cspring_spring>) -> UnsafeMutablePointer<Int> {
        (UnsafeMutableRawPointer(springs) + indicesOffset).assumingMemoryBound(to: Int.self)
    }

    /// Allocates the storage for ``chunk`` springs, once.
    @usableFromInline
    internal func allocate() {
        guard !isAllocated else { return }
        isAllocated = true
        springs.deallocate()
        states.deallocate()
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.indicesOffset + Self.chunk * MemoryLayout<Int>.stride,
            alignment: MemoryLayout<cspring_spring>.alignment)
        springs = block.bindMemory(to: cspring_spring.self, capacity: Self.chunk)
        (block + Self.timesOffset).bindMemory(to: Double.self, capacity: Self.chunk)
        (block + Self.indicesOffset).bindMemory(to: Int.self, capacity: Self.chunk)
        states = .allocate(capacity: Self.chunk)
    }
}

extension AnimationEngine {
    /// The frame's delivery loop when the engine may have `.doubleSpring`
    /// entries: as ``advance(toNanoseconds:)``'s loop, in chunks, each
    /// starting with one `cspring_evaluate_batch` call for its springs.
    @inlinable
    internal func deliverWithSpringBatches(
        _ entries: UnsafeMutablePointer<Entry>, from first: Int, to frameCount: Int, now time: Int64
    ) {
        let batch = springBatch
        batch.allocate()
        var start = first
        while start < frameCount {
            let (batched, end) = gatherSprings(entries, from: start, count: frameCount, now: time)
            deliverBatched(entries, from: start, to: end, now: time, batched: batched)
            start = end
        }
    }

    /// Fills the spring batch with up to ``SpringBatch/chunk`` `.doubleSpring`
    /// entries from `start` on whose frame is in their whole-nanosecond
    /// window strictly between the spring's release and rest, evaluates them
    /// in one `cspring_evaluate_batch` call, and returns how many there are
    /// and the index after the last entry looked at. Each time is the one
    /// ``DoubleSpring/value(at:)`` evaluates at, so the values are bit for bit
    /// the ones the entries' frames would compute one by one.
    @inlinable
    internal func gatherSprings(
        _ entries: UnsafeMutablePointer<Entry>, from start: Int, count frameCount: Int, now time: Int64
    ) -> (batched: Int, end: Int) {
        let batch = springBatch
        batch.isStale = false
        // The buffers stay put through a frame.
        let springs = batch.springs
        let times = SpringBatch.times(springs)
        let indices = SpringBatch.indices(springs)
        var count = 0
        var index = start
        var entry = entries + start
        while index < frameCount && count < SpringBatch.chunk {
            let isSpring = entry.pointee.kind == .doubleSpring
            let active = time &- entry.pointee.anchorEngineTime
            if isSpring && active > entry.pointee.activeLow && active < entry.pointee.activeHigh {
                // Adds the spring at `progress` in (0, 1) to the batch.
                @inline(__always) func add(_ progress: Double) {
                    let slot = count
                    entry.pointee.client._withUnsafeGuaranteedRef { client in
                        let spring = unsafeDowncast(client, to: DoubleSpring.self)
                        springs[slot] = spring.spring
                        times[slot] = progress * spring.duration
                    }
                    indices[slot] = index
                    count &+= 1
                }
                if _fastPath(
                    UInt64(bitPattern: active) < entry.pointee.wholeDuration
                        && entry.pointee.timing.direction == .normal && entry.pointee.easing.fast.kernel.isLinear)
                {
                    // The first iteration, forwards, linear: `wholeFrameValue`'s
                    // value without the split, strictly inside (0, 1) as
                    // 0 < active < the duration and active < 2⁵² (the
                    // quotient, correctly rounded, is at most 1 − 2⁻⁵³).
                    add(Double(active) / entry.pointee.timing.duration)
                } else {
                    let progress = wholeFrameValue(entry, active: UInt64(bitPattern: active)).value
                    // At 0 or 1, the spring's start or target (not batched).
                    if progress > 0 && progress < 1 { add(progress) }
                }
            }
            index &+= 1
            entry += 1
        }
        if count > 0 { cspring_evaluate_batch(springs, times, batch.states, count) }
        return (count, index)
    }

    /// Delivers the frames of the entries in `start..<end`, giving each of
    /// the `batched` springs its batch value unless a callback touched an
    /// entry since (then it is delivered as without batches, to the same
    /// value when nothing changed).
    @inlinable
    internal func deliverBatched(
        _ entries: UnsafeMutablePointer<Entry>, from start: Int, to end: Int, now time: Int64, batched: Int
    ) {
        let batch = springBatch
        let indices = SpringBatch.indices(batch.springs)
        let states = batch.states
        // Delivers batched spring `slot`, the entry at `index`.
        @inline(__always) func deliverSpring(_ slot: Int, at index: Int) {
            let entry = entries + index
            if batch.isStale {
                deliverUnbatched(entry, at: index, now: time)
            } else {
                // In its window since the batch was evaluated: nothing touched
                // it (an entry ended since calls the ended client, which ignores it).
                entry.pointee.needsRender = false
                entry.pointee.showsEffect = true
                let position = states[slot].position
                entry.pointee.client._withUnsafeGuaranteedRef { $0.block(position) }
            }
        }
        if batched == end &- start {
            // Every entry of the chunk is a batched spring.
            var slot = 0
            while slot < batched {
                deliverSpring(slot, at: start &+ slot)
                slot &+= 1
            }
            return
        }
        var index = start
        var slot = 0
        while slot < batched {
            let next = indices[slot]
            while index < next {
                deliverUnbatched(entries + index, at: index, now: time)
                index &+= 1
            }
            deliverSpring(slot, at: index)
            index &+= 1
            slot &+= 1
        }
        while index < end {
            deliverUnbatched(entries + index, at: index, now: time)
            index &+= 1
        }
    }

    /// Delivers the frame of an entry as ``advance(toNanoseconds:)``'s loop
    /// does, with the whole-nanosecond branch of ``SharedDoubleSpring``.
    @inlinable @inline(__always)
    internal func deliverUnbatched(_ entry: UnsafeMutablePointer<Entry>, at index: Int, now time: Int64) {
        let active = time &- entry.pointee.anchorEngineTime
        if active > entry.pointee.activeLow && active < entry.pointee.activeHigh {
            if !deliverSharedSpringFrame(entry, active: UInt64(bitPattern: active)) {
                deliverWholeFrame(entry, active: UInt64(bitPattern: active))
            }
        } else if !entry.pointee.isEnded {
            deliverFrame(entry, at: index, now: time)
        }
    }
}
