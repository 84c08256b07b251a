extension Timeline {
    // MARK: - Values

    /// Writes every child's value at `time`, in closed form.
    ///
    /// The result depends only on `time`, never on what was rendered before:
    /// seeking, scrubbing and reverse play write exactly what forward play
    /// writes at the same time. Every child is written, in the order given in
    /// ``Timeline`` (not started → start values, latest first; ended → end
    /// values, in end order; active → current values, in start order), so the
    /// last write on a shared property is the one that wins. Callbacks do not
    /// run; see ``fireCallbacks(from:to:includingStart:)``.
    /// - Parameter time: Seconds from the start; times outside [0, duration]
    ///   render the nearest end.
    /// - Complexity: O(n) in the number of children (nested ones included).
    public func render(at time: Double) {
        precondition(!time.isNaN, "Timeline.render(at:) needs a time, not NaN")
        renderClamped(at: min(max(time, 0), duration))
    }
    internal func renderClamped(at time: Double) {
        // 1. Children not started yet go back to their start values, latest first.
        var index = byStart.count - 1
        while index >= 0 {
            let child = children[byStart[index]]
            guard child.start > time else { break }
            child.render(at: 0)
            index -= 1
        }
        // 2. Ended children write their end values, in the order they ended.
        for childIndex in byEnd {
            let child = children[childIndex]
            guard child.end < time else { break }
            child.render(at: child.duration)
        }
        // 3. Active children write their current values, in start order.
        for childIndex in byStart {
            let child = children[childIndex]
            guard child.start <= time else { break }
            if child.end >= time { child.render(at: localTime(at: time, start: child.start, duration: child.duration)) }
        }
    }

    // MARK: - Frames

    /// Writes the values at `time` (in [0, duration]) of the children whose
    /// writes can differ from those of the render at `previous`, so that the
    /// properties end up as ``renderClamped(at:)`` leaves them when nothing else
    /// wrote them in between.
    ///
    /// ``renderClamped(at:)`` writes every child in its order (not started,
    /// latest first; ended, in end order; active, in start order), and the last
    /// write to a property wins. A child that is not active at `time` and did
    /// not change state writes what it wrote at `previous`, so it may be
    /// skipped, provided that the skipped children come, in both orders, first
    /// and in the same order: then each property ends with its last write at
    /// `time`, by a child written now or, if none writes it now, as the render
    /// at `previous` left it. The children written are therefore a suffix of
    /// the order at `time`:
    /// - moving forward: the children that ended in [previous, time) (they end
    ///   after every child that had ended already) and the active ones;
    /// - moving backward: the children that start in (time, previous] (they
    ///   come after those that had not started), then, if there are any, every
    ///   ended child again (a restored start value must not hide an end value
    ///   written after it), and the active ones.
    ///
    /// Nested timelines are children like the others (rendered in full when written).
    /// - Complexity: O(log n + k), where k is the number of children written
    ///   plus those starting between the earliest active child and `time`; a
    ///   backward move past a child's start adds the children ended at `time`.
    internal func renderClamped(at time: Double, after previous: Double) {
        spans.withUnsafeBufferPointer { spans in
            bodies.withUnsafeBufferPointer { bodies in
                byStart.withUnsafeBufferPointer { byStart in
                    if time >= previous {
                        // Ended in [previous, time): after every child that ended before `previous`.
                        byEnd.withUnsafeBufferPointer { byEnd in
                            var slot = Self.partition(byEnd) { spans[$0].end < previous }
                            while slot < byEnd.count {
                                let index = byEnd[slot]
                                guard spans[index].end < time else { break }
                                bodies[index].write(spans[index].duration)
                                slot += 1
                            }
                        }
                    } else {
                        // Not started at `time` but started at `previous`: start in
                        // (time, previous], latest first.
                        let first = Self.partition(byStart) { spans[$0].start <= time }
                        var slot = Self.partition(byStart) { spans[$0].start <= previous } - 1
                        if slot >= first {
                            while slot >= first {
                                bodies[byStart[slot]].write(0)
                                slot -= 1
                            }
                            // Every ended child again, in end order.
                            for index in byEnd {
                                guard spans[index].end < time else { break }
                                bodies[index].write(spans[index].duration)
                            }
                        }
                    }
                    // The active children (start ≤ time ≤ end), in start order. Before
                    // the first slot whose running maximum of ends reaches `time`,
                    // every child has ended.
                    var slot = Self.partition(endsUpTo) { $0 < time }
                    while slot < byStart.count {
                        let span = spans[byStart[slot]]
                        guard span.start <= time else { break }
                        if span.end >= time {
                            bodies[byStart[slot]].write(localTime(at: time, start: span.start, duration: span.duration))
                        }
                        slot += 1
                    }
                }
            }
        }
    }

    // MARK: - Callbacks

    /// Runs the callbacks that a playhead moving from `start` to `end` crosses or lands on.
    ///
    /// The rules, which ``AnimationEngine/play(_:delay:options:completion:)`` follows too:
    /// - a callback runs when the playhead lands on its time or moves past it,
    ///   in either direction, with the direction it was moving in;
    /// - the starting point is excluded (the move that landed there ran it)
    ///   unless `includingStart` is true: pass true for a playhead that starts
    ///   or wraps around to `start` rather than arriving there by moving;
    /// - moving forward, callbacks run in time order, ties in the order they
    ///   were added; moving backward, in exactly the opposite order;
    /// - only times in [0, duration] are crossed: `start` and `end` are
    ///   clamped to that range, and a start clamped from outside it counts as
    ///   crossed;
    /// - in a nested timeline that repeats, the iterations the move skips
    ///   entirely run nothing, as in GSAP (see ``add(_:repeat:yoyo:repeatDelay:at:)``).
    ///
    /// With `start == end`, only a start that is included fires (as a forward move).
    /// - Parameters:
    ///   - start: Where the playhead was, in seconds.
    ///   - end: Where it is now.
    ///   - includingStart: Whether callbacks exactly at `start` run.
    public func fireCallbacks(from start: Double, to end: Double, includingStart: Bool = false) {
        fireCallbacks(from: start, to: end, includingStart: includingStart) { false }
    }

    /// ``fireCallbacks(from:to:includingStart:)`` that stops as soon as `shouldStop` is true
    /// (checked before each callback).
    internal func fireCallbacks(
        from start: Double, to end: Double, includingStart: Bool, shouldStop: () -> Bool
    ) {
        precondition(!start.isNaN && !end.isNaN, "Timeline.fireCallbacks needs times, not NaN")
        guard !callbacks.isEmpty else { return }
        var from = start
        var includesFrom = includingStart
        if from < 0 || from > duration {
            from = min(max(from, 0), duration)
            includesFrom = true
        }
        let to = min(max(end, 0), duration)
        if to >= from {
            if to == from && !includesFrom { return }
            // Forward: (from, to], or [from, to].
            var index = Self.partition(callbacks) { includesFrom ? $0.time < from : $0.time <= from }
            while index < callbacks.count, callbacks[index].time <= to {
                if shouldStop() { return }
                if callbacks[index].onlyMoving != .backward && !Nesting.skips(callbacks[index].nesting[...], from: from, to: to) {
                    callbacks[index].action(.forward)
                }
                index += 1
            }
        } else {
            // Backward: [to, from), or [to, from], last added first.
            var index = Self.partition(callbacks) { includesFrom ? $0.time <= from : $0.time < from } - 1
            while index >= 0, callbacks[index].time >= to {
                if shouldStop() { return }
                if callbacks[index].onlyMoving != .forward && !Nesting.skips(callbacks[index].nesting[...], from: from, to: to) {
                    callbacks[index].action(.backward)
                }
                index -= 1
            }
        }
    }
}
