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

    @usableFromInline @exclusivity(unchecked) var springs = UnsafeMutablePointer<cspring_spring>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) var times = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) var states = UnsafeMutablePointer<cspring_state>.allocate(capacity: 0)
    /// The entry index of each spring, in increasing order.
    @usableFromInline @exclusivity(unchecked) var indices = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) var isAllocated = false
    /// The number of `.doubleSpring` clients started and not ended (a
    /// retargeted spring's old client stays counted): frames batch only when
    /// they are at least an eighth of the entries. Only the cost depends on it.
    @usableFromInline @exclusivity(unchecked) var liveSprings = 0
    /// Whether a callback read or changed an entry (seek, pause, retarget,
    /// timing…) since the batch was evaluated: its remaining values may be
    /// stale, so the frame evaluates those springs one by one.
    @usableFromInline @exclusivity(unchecked) var isStale = false

    @usableFromInline
    internal init() {}

    deinit {
        springs.deallocate()
        times.deallocate()
        states.deallocate()
        indices.deallocate()
    }

    /// Allocates the storage for ``chunk`` springs, once.
    @usableFromInline
    internal func allocate() {
        guard !isAllocated else { return }
        isAllocated = true
        springs.deallocate()
        times.deallocate()
        states.deallocate()
        indices.deallocate()
        springs = .allocate(capacity: Self.chunk)
        times = .allocate(capacity: Self.chunk)
        states = .allocate(capacity: Self.chunk)
        indices = .allocate(capacity: Self.chunk)
    }
}

extension AnimationEngine {
    /// The frame's delivery loop when the engine may have `.doubleSpring`
    /// entries: as ``advance(toNanoseconds:)``'s loop, in chunks, each
    /// starting with one `cspring_evaluate_batch` call for its springs.
    @inlinable
    internal func deliverWithSpringBatches(_ entries: UnsafeMutablePointer<Entry>, count frameCount: Int, now time: Int64) {
        let batch = springBatch
        batch.allocate()
        var start = 0
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
        var count = 0
        var index = start
        while index < frameCount && count < SpringBatch.chunk {
            let entry = entries + index
            let isSpring = entry.pointee.client._withUnsafeGuaranteedRef { $0.frameKind == .doubleSpring }
            if isSpring {
                let active = time &- entry.pointee.activeOrigin
                if active > entry.pointee.activeLow && active < entry.pointee.activeHigh {
                    let progress = wholeFrameValue(entry, active: UInt64(bitPattern: active)).value
                    if progress > 0 && progress < 1 {
                        let slot = count
                        entry.pointee.client._withUnsafeGuaranteedRef { client in
                            let spring = unsafeDowncast(client, to: DoubleSpring.self).trajectory
                            batch.springs[slot] = cspring_spring(
                                params: spring.spring.parameters, x0: spring.start, v0: spring.initialVelocity,
                                target: spring.target)
                            batch.times[slot] = progress * spring.duration
                        }
                        batch.indices[slot] = index
                        count += 1
                    }
                }
            }
            index += 1
        }
        if count > 0 { cspring_evaluate_batch(batch.springs, batch.times, batch.states, count) }
        return (count, index)
    }

    /// Delivers the frames of the entries in `start..<end`, giving each of
    /// the `batched` springs its batch value unless a callback touched an
    /// entry since (then it is evaluated again, to the same value when
    /// nothing changed).
    @inlinable
    internal func deliverBatched(
        _ entries: UnsafeMutablePointer<Entry>, from start: Int, to end: Int, now time: Int64, batched: Int
    ) {
        let batch = springBatch
        var slot = 0
        var index = start
        while index < end {
            let entry = entries + index
            let isBatched = slot < batched && batch.indices[slot] == index
            let active = time &- entry.pointee.activeOrigin
            if active > entry.pointee.activeLow && active < entry.pointee.activeHigh {
                if isBatched && !batch.isStale {
                    entry.pointee.needsRender = false
                    entry.pointee.showsEffect = true
                    let position = batch.states[slot].position
                    entry.pointee.client._withUnsafeGuaranteedRef { $0.block(position) }
                } else if !deliverSharedSpringFrame(entry, active: UInt64(bitPattern: active)) {
                    deliverWholeFrame(entry, active: UInt64(bitPattern: active))
                }
            } else if !entry.pointee.isEnded {
                deliverFrame(entry, at: index, now: time)
            }
            if isBatched { slot += 1 }
            index += 1
        }
    }
}
