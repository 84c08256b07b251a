/// The `Double` springs of their own that only frames have touched
/// (issue #17): each is a record of 177 bytes in columns, without an engine
/// entry or a client object, and a frame evaluates a run of them in one
/// `cspring_evaluate_batch` call that reads their ``springs`` in place.
///
/// A record stands for an entry whose timing is the plainest: released
/// ``delays`` after its start, once, forwards, linear, at speed 1, with the
/// default fill, for its settle time in whole nanoseconds. Its frames are
/// that entry's, bit for bit. Anything else that reaches the animation
/// (pause, seek, retarget, a query) first moves it into such an entry, which
/// the record then points to (``promoted``) and which keeps its place in
/// start order.
///
/// Records are sorted by ID, and move only between frames.
@usableFromInline
internal final class SpringTable {
    @usableFromInline @exclusivity(unchecked) var ids = UnsafeMutablePointer<AnimationID>.allocate(capacity: 0)
    /// The parameters, release state and target, as `cspring_evaluate_batch` reads them.
    @usableFromInline @exclusivity(unchecked) var springs = UnsafeMutablePointer<cspring_spring>.allocate(capacity: 0)
    /// The caller's update blocks, in an array rather than a column of
    /// their own: a frame reads a copy of it, whose elements it can call
    /// without retaining each (a block read from a pointer is retained and
    /// released around its call, 40 instructions). A callback that ends or
    /// moves a record during the frame makes the array copy itself once;
    /// the frame's copy keeps the old blocks alive until the loop ends.
    @usableFromInline @exclusivity(unchecked) var blocks: ContiguousArray<Block> = []
    /// The engine time of each release (the start plus the delay).
    @usableFromInline @exclusivity(unchecked) var origins = UnsafeMutablePointer<Int64>.allocate(capacity: 0)
    /// The settle time in whole nanoseconds, in [1, 2⁵²).
    @usableFromInline @exclusivity(unchecked) var durations = UnsafeMutablePointer<Int64>.allocate(capacity: 0)
    /// The delay in whole nanoseconds, in [0, 2⁵¹).
    @usableFromInline @exclusivity(unchecked) var delays = UnsafeMutablePointer<Int64>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) var completions = UnsafeMutablePointer<Completion>.allocate(capacity: 0)
    /// The entry a record moved into, which frames then deliver instead.
    @usableFromInline @exclusivity(unchecked) var promoted =
        UnsafeMutablePointer<UnsafeMutablePointer<AnimationEngine.Entry>?>.allocate(capacity: 0)
    /// ``ended`` and ``movedIntoEntry`` bits: 0 for a record that frames deliver themselves.
    @usableFromInline @exclusivity(unchecked) var flags = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)

    /// The flag of a record that ended.
    @inlinable static var ended: UInt8 { 1 }
    /// The flag of a record that moved into an entry (``promoted``).
    @inlinable static var movedIntoEntry: UInt8 { 2 }

    /// Whether record `index` ended.
    @inlinable
    internal func isEnded(_ index: Int) -> Bool { flags[index] & Self.ended != 0 }

    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var capacity = 0
    /// Records that ended (moved into an entry or not) and are not yet removed.
    @usableFromInline @exclusivity(unchecked) var endedCount = 0

    /// A block in a column, kept at its own abstraction: a column of
    /// `(Double) -> Void` itself would store each block behind a
    /// reabstraction thunk (an allocation per record, and a call through it).
    @usableFromInline
    internal struct Block {
        @usableFromInline let call: (Double) -> Void
    }

    /// A completion in a column (see ``Block``).
    @usableFromInline
    internal struct Completion {
        @usableFromInline let call: ((CompletionReason) -> Void)?
    }

    /// A frame's times and positions of one chunk of records
    /// (``SpringBatch/chunk``), allocated with the table.
    @usableFromInline let times = UnsafeMutablePointer<Double>.allocate(capacity: SpringBatch.chunk)
    @usableFromInline let states = UnsafeMutablePointer<cspring_state>.allocate(capacity: SpringBatch.chunk)

    @usableFromInline
    internal init() {}

    deinit {
        removeAll()
        deallocateColumns()
        times.deallocate()
        states.deallocate()
    }

    /// The records that have not ended.
    @inlinable internal var liveCount: Int { count - endedCount }

    /// The record of `id`, ended or not, by binary search.
    @inlinable
    internal func index(of id: AnimationID) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < count && ids[low] == id ? low : nil
    }

    /// Appends a record (its ID above every other), growing the columns by
    /// half, to at least `minimumCapacity`. Never during a frame.
    internal func append(
        id: AnimationID, spring: cspring_spring, block: @escaping (Double) -> Void, origin: Int64,
        duration: Int64, delay: Int64, completion: ((CompletionReason) -> Void)?, minimumCapacity: Int
    ) {
        if count == capacity { resize(to: max(16, minimumCapacity, capacity + capacity / 2)) }
        ids[count] = id
        springs[count] = spring
        blocks.append(Block(call: block))
        origins[count] = origin
        durations[count] = duration
        delays[count] = delay
        (completions + count).initialize(to: Completion(call: completion))
        promoted[count] = nil
        flags[count] = 0
        count += 1
    }

    /// Marks record `index` ended (moved into an entry or not) and returns
    /// its completion; its block becomes a no-op in the array. A frame still
    /// calling the block holds it in its own copy of the array (see
    /// ``blocks``), or in a local (`deliverRecord`), until the call returns.
    internal func retire(_ index: Int) -> ((CompletionReason) -> Void)? {
        flags[index] |= Self.ended
        endedCount += 1
        let completion = completions[index].call
        completions[index] = Completion(call: nil)
        blocks[index] = Block(call: SpringTable.ignore)
        return completion
    }

    /// The block of ended records.
    @usableFromInline
    internal static let ignore: @Sendable (Double) -> Void = { _ in }

    /// Removes ended records once they are at least half of the records,
    /// and gives storage back as the engine's entries do (never below
    /// `minimumCapacity`). Never during a frame.
    internal func compactIfNeeded(minimumCapacity: Int) {
        guard endedCount > 0, endedCount * 2 >= count || count < 16 else { return }
        var kept = 0
        for index in 0..<count {
            if isEnded(index) {
                release(index)
            } else {
                if kept != index { move(from: index, to: kept) }
                kept += 1
            }
        }
        blocks.removeLast(count - kept)
        count = kept
        endedCount = 0
        let target = max(16, minimumCapacity, count + count / 2)
        if count <= capacity / 4 && target < capacity { resize(to: target) }
    }

    /// Grows the columns to the engine's reservation. Never during a frame.
    internal func reserve(_ minimumCapacity: Int) {
        if capacity < minimumCapacity { resize(to: minimumCapacity) }
    }

    /// Deinitializes record `index`'s block, completion and entry.
    private func release(_ index: Int) {
        (completions + index).deinitialize(count: 1)
        if let entry = promoted[index] {
            entry.deinitialize(count: 1)
            entry.deallocate()
        }
    }

    private func move(from source: Int, to destination: Int) {
        ids[destination] = ids[source]
        springs[destination] = springs[source]
        blocks[destination] = blocks[source]
        origins[destination] = origins[source]
        durations[destination] = durations[source]
        delays[destination] = delays[source]
        (completions + destination).moveInitialize(from: completions + source, count: 1)
        promoted[destination] = promoted[source]
        flags[destination] = flags[source]
    }

    /// Releases every record (the engine's `deinit`, after every one ended).
    internal func removeAll() {
        for index in 0..<count { release(index) }
        blocks.removeAll()
        count = 0
        endedCount = 0
    }

    private func resize(to newCapacity: Int) {
        func moved<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
            new.moveInitialize(from: old, count: count)
            old.deallocate()
            return new
        }
        ids = moved(ids)
        springs = moved(springs)
        var resized = ContiguousArray<Block>()
        resized.reserveCapacity(newCapacity)
        resized.append(contentsOf: blocks)
        blocks = resized
        origins = moved(origins)
        durations = moved(durations)
        delays = moved(delays)
        completions = moved(completions)
        promoted = moved(promoted)
        flags = moved(flags)
        capacity = newCapacity
    }

    private func deallocateColumns() {
        ids.deallocate()
        springs.deallocate()
        origins.deallocate()
        durations.deallocate()
        delays.deallocate()
        completions.deallocate()
        promoted.deallocate()
        flags.deallocate()
    }
}
