extension AnimationEngine {
    // MARK: - Starting

    /// Starts a `Double` spring along `trajectory` whose frames call `block`:
    /// a record of the ``SpringTable`` when it is a spring of its own with
    /// the plainest timing, else an entry with a ``DoubleSpring`` or a
    /// ``SharedDoubleSpring`` client. The two give the same frames.
    @usableFromInline
    internal func animateDoubleSpring(
        _ trajectory: SpringTrajectory<Double>, block: @escaping (Double) -> Void,
        delay: Duration, options: AnimationOptions, replacing: AnimationID?,
        completion: ((CompletionReason) -> Void)?
    ) -> AnimationID {
        let run = springRun(for: trajectory.spring)
        if run == nil,
            let id = startRecord(trajectory, block: block, delay: delay, options: options, completion: completion)
        {
            if let replacing { end(replacing, reason: .replaced) }
            return id
        }
        return animate(
            trajectory: trajectory, delay: delay, options: options, replacing: replacing,
            client: doubleSpringClient(trajectory, run: run, block: block), completion: completion)
    }

    /// Adds a record for a spring of its own and returns its ID, or nil when
    /// its timing is not the plainest (see ``SpringTable``): released after
    /// a delay in [0, 2⁵¹) ns, once, forwards, at speed 1, with the default
    /// fill (`.auto`), the default settle threshold and a settle time in
    /// [1, 2⁵²) ns, under the full reduced-motion policy, outside a frame.
    internal func startRecord(
        _ trajectory: SpringTrajectory<Double>, block: @escaping (Double) -> Void,
        delay: Duration, options: AnimationOptions, completion: ((CompletionReason) -> Void)?
    ) -> AnimationID? {
        guard !isAdvancing, options.speed == 1, case .full = options.reducedMotion ?? reducedMotion,
            trajectory.epsilon.bitPattern == DoubleSpring.defaultEpsilon.bitPattern
        else { return nil }
        // As `animate(trajectory:…)` resolves it.
        let duration = Duration.nanoseconds(Int64((trajectory.duration * 1e9).rounded()))
        let timing = TimingModel(delay: delay, duration: duration, options: options)
        guard timing.iterations == 1, timing.rare == nil, timing.direction == .normal,
            timing.fill == .auto,
            timing.delay >= 0, timing.delay < 0x1p51,
            timing.duration >= 1, timing.duration < 0x1p52, timing.duration == trajectory.durationNanoseconds
        else { return nil }
        let start = startTime
        Self.checkRange(of: timing, speed: 1, startingAt: start)
        guard start >= 0 else { return nil }
        let table = springTable ?? SpringTable()
        springTable = table
        let id = AnimationID(rawValue: nextID)
        nextID += 1
        table.append(
            id: id,
            spring: cspring_spring(
                params: trajectory.spring.parameters, x0: trajectory.start, v0: trajectory.initialVelocity,
                target: trajectory.target),
            block: block, origin: start + Int64(timing.delay), duration: Int64(timing.duration),
            delay: Int64(timing.delay), completion: completion, minimumCapacity: reservedCapacity)
        wakeDriver()
        return id
    }

    // MARK: - Moving into an entry

    /// Moves record `record` into an entry (unless it did already): the
    /// entry and ``DoubleSpring`` client that ``animateDoubleSpring(_:block:delay:options:replacing:completion:)``
    /// would have made, anchored where the record is. Frames then deliver the entry in the record's place.
    internal func promote(_ record: Int) {
        let table = springTable.unsafelyUnwrapped
        guard table.promoted[record] == nil else { return }
        let delay = table.delays[record]
        let duration = table.durations[record]
        let timing = TimingModel(delay: .nanoseconds(delay), duration: .nanoseconds(duration), options: .once)
        let client = DoubleSpring(
            spring: table.springs[record], durationNanoseconds: Double(duration), block: table.blocks[record].call)
        springBatch.liveSprings += 1
        let entry = UnsafeMutablePointer<Entry>.allocate(capacity: 1)
        entry.initialize(
            to: Entry(
                id: table.ids[record], timing: timing, easing: .linear, speed: 1,
                anchorEngineTime: table.origins[record] - delay, anchorLocalTime: 0, client: client,
                completion: table.completions[record].call))
        table.completions[record] = SpringTable.Completion(call: nil)
        // The block stays in the array until the entry ends (see `SpringTable.retire`):
        // writing it now would make a frame's copy of the array copy itself.
        table.promoted[record] = entry
        table.flags[record] |= SpringTable.movedIntoEntry
    }

    // MARK: - Frames

    /// The frame's delivery loop while the engine has records: the entries
    /// and the records in start order (the entries between two records by
    /// ``deliverEntries(_:from:to:now:)``), each chunk of records evaluated
    /// in one `cspring_evaluate_batch` call that reads their springs in
    /// place. The columns stay put through the frame, and a record whose
    /// flags are still 0 is as the batch saw it: anything that touches a
    /// record ends it or moves it into an entry.
    @inline(never)
    internal func deliverWithRecords(
        _ entries: UnsafeMutablePointer<Entry>, count frameCount: Int, table: SpringTable, now time: Int64
    ) {
        let times = table.times
        let states = table.states
        let records = table.count
        let ids = table.ids
        let origins = table.origins
        let durations = table.durations
        let flags = table.flags
        // A copy: its blocks are called without retaining each (see `SpringTable.blocks`).
        let blocks = table.blocks
        var index = 0
        var record = 0
        while record < records {
            let end = min(record &+ SpringBatch.chunk, records)
            // The time of each record in its window, else 0 (evaluated, unread).
            var slot = 0
            while record &+ slot < end {
                let active = time &- origins[record &+ slot]
                let duration = durations[record &+ slot]
                times[slot] = active > 0 && active < duration ? Self.recordTime(active: active, duration: duration) : 0
                slot &+= 1
            }
            cspring_evaluate_batch(table.springs + record, times, states, slot)
            slot = 0
            while record < end {
                if _slowPath(index < frameCount) {
                    // The entries started before this record.
                    let next = Self.firstEntry(after: ids[record], in: entries, from: index, to: frameCount)
                    if next > index {
                        deliverEntries(entries, from: index, to: next, now: time)
                        index = next
                    }
                }
                // A record in its window has a time > 0 (see `recordTime`).
                if _fastPath(flags[record] == 0 && times[slot] > 0) {
                    blocks[record].call(states[slot].position)
                } else {
                    deliverRecord(record, of: table, now: time)
                }
                record &+= 1
                slot &+= 1
            }
        }
        if index < frameCount { deliverEntries(entries, from: index, to: frameCount, now: time) }
    }

    /// The index of the first entry in `start..<end` whose ID is above `id`
    /// (`end` if none): IDs increase, and the search gallops from `start`,
    /// so a record with no entry before it costs one comparison.
    @inline(__always)
    internal static func firstEntry(
        after id: AnimationID, in entries: UnsafeMutablePointer<Entry>, from start: Int, to end: Int
    ) -> Int {
        if entries[start].id > id { return start }
        // entries[low].id < id; find a high bound by doubling steps.
        var low = start
        var step = 1
        var high = start &+ 1
        while high < end && entries[high].id < id {
            low = high
            step &*= 2
            high = low &+ step
        }
        high = min(high, end)
        // entries[low].id < id, and entries[high].id > id or high == end.
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if entries[mid].id < id { low = mid } else { high = mid }
        }
        return high
    }

    /// The spring time at whole active time `active` in (0, `duration`): the
    /// one a ``DoubleSpring`` entry's frame evaluates at (its progress
    /// `active / duration` times its settle time in seconds). It is > 0: at
    /// least 2⁻⁵² · 10⁻⁹, as `duration` is in [1, 2⁵²).
    @inline(__always)
    internal static func recordTime(active: Int64, duration: Int64) -> Double {
        let nanoseconds = Double(duration)
        return (Double(active) / nanoseconds) * (nanoseconds / 1e9)
    }

    /// Delivers record `record`'s frame, as its entry's frame would, outside
    /// the loop's common case: its entry's frame once it moved into one;
    /// else nothing before its release, the start at it, the spring
    /// (evaluated again, as a callback touched something since the batch)
    /// until it settles, then the target, and it finishes.
    @inline(never)
    internal func deliverRecord(_ record: Int, of table: SpringTable, now time: Int64) {
        if let entry = table.promoted[record] {
            if !entry.pointee.isEnded { deliverUnbatched(entry, at: ~record, now: time) }
            return
        }
        if table.isEnded(record) { return }
        let active = time &- table.origins[record]
        let duration = table.durations[record]
        let block = table.blocks[record].call
        if active > 0 && active < duration {
            let spring = table.springs + record
            let t = Self.recordTime(active: active, duration: duration)
            block(cspring_evaluate(&spring.pointee.params, spring.pointee.x0, spring.pointee.v0, spring.pointee.target, t).position)
            return
        }
        if active < 0 { return }
        if active == 0 {
            block(table.springs[record].x0)
            return
        }
        block(table.springs[record].target)
        // Finished, unless its callback ended it or moved it (then as its entry would).
        if let entry = table.promoted[record] {
            if !entry.pointee.isEnded && entry.pointee.generation == 0 {
                finishing.append((entry.pointee.endEngineTime(now: time), ~record))
            }
        } else if !table.isEnded(record) {
            finishing.append((Double(table.origins[record]) + Double(duration), ~record))
        }
    }
}
