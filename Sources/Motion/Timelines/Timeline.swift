/// Children placed in time and evaluated together, GSAP-style.
///
/// A timeline holds tracks bound to properties, render closures with a
/// duration, callbacks and nested timelines, each placed by a ``Position``:
///
/// ```swift
/// var timeline = Timeline()
/// timeline.add(fadeIn, to: layer, \.opacity)                      // at 0
/// timeline.add(slide, to: layer, \.position, at: .afterEnd(-0.5)) // "-=0.5"
/// timeline.addLabel("settled")
/// timeline.call(at: .label("settled")) { print("settled") }
/// engine.play(timeline, options: AnimationOptions(repeat: 1, yoyo: true))
/// ```
///
/// ## Evaluation
/// ``render(at:)`` is closed-form: it writes every child's value at a time,
/// whatever was rendered before, so seeking, scrubbing and reverse play give
/// exactly what forward play gives at the same time. When several children
/// write the same property, the last write wins, in this order:
/// 1. children that have not started yet write their start value, the latest
///    starting first (so scrubbing back before a child restores its start value);
/// 2. children that have ended write their end value, in the order they ended;
/// 3. active children write their current value, in start order.
///
/// So the later-starting child wins while several are active, and once they
/// end the one that ended last holds. A timeline played on the engine leaves
/// the same values but writes only the children that can change on each
/// frame (see ``AnimationEngine/play(_:delay:options:completion:)``). This is what GSAP shows during forward
/// play with `overwrite: false`; GSAP's backward play renders children in the
/// opposite order, which this type deliberately does not copy. Children that
/// start at the same time keep the order they were added in. A nested timeline
/// is ordered as one child, by its own start and end.
///
/// ## Duration and time range
/// ``duration`` is the latest child end (callbacks count, labels do not), so
/// the timeline plays over [0, duration]. A child may be placed before 0; the
/// timeline then starts with that child part-way through, and callbacks
/// before 0 never fire.
///
/// A timeline is a value: adding to a copy leaves the original unchanged, and
/// a nested timeline is copied when it is added. It is not `Sendable`,
/// because it holds the closures that write its values.
public struct Timeline {
    /// The timeline's length in seconds: the latest child end, 0 when empty.
    public private(set) var duration: Double = 0

    /// The labels and their times in seconds. Labels do not change ``duration``.
    public private(set) var labels: [String: Double] = [:]

    internal var children: [Child] = []
    /// Indices of rendering children, sorted by (start, insertion order).
    internal var byStart: [Int] = []
    /// Indices of rendering children, sorted by (end, start, insertion order).
    internal var byEnd: [Int] = []
    /// Each child's times, by index as ``children``: what a frame reads
    /// without copying the children.
    internal var spans: [Span] = []
    /// What each child writes for a local time in [0, duration], by index as
    /// ``children`` (nothing for callbacks), as ``Child/render(at:)`` without the clamp.
    internal var bodies: [Body] = []
    /// The running maximum of the children's ends along ``byStart``: every
    /// child before the first slot whose entry reaches a time has ended there.
    internal var endsUpTo: [Double] = []
    /// Makes a playing timeline write every child on every frame, as
    /// ``render(at:)`` does: the tests' oracle for the frames that write only
    /// the children that can change (``renderClamped(at:after:)``).
    internal var rendersEveryChild = false
    /// This timeline's callbacks and its nested timelines', sorted by time
    /// (ties in the order they were added).
    internal var callbacks: [Callback] = []
    /// The most recently added child, for ``Position/withPrevious(offset:)`` and ``Position/afterPrevious(offset:)``.
    internal var recent: Int?

    /// Creates an empty timeline.
    public init() {}

    /// The time each child occupies, from its start to its end, in the order
    /// the children were added. A callback occupies a single instant.
    public var childTimes: [ClosedRange<Double>] {
        children.map { $0.start...$0.end }
    }

    /// Whether the timeline has no children (it may still have labels).
    public var isEmpty: Bool { children.isEmpty }

    /// The direction in which the playhead crossed a callback's time.
    public enum Direction: Hashable, Sendable {
        /// Toward later times.
        case forward
        /// Toward earlier times.
        case backward
    }
}

extension Timeline {
    /// One placed child.
    internal struct Child {
        var start: Double
        var duration: Double
        var end: Double
        var content: Content
        internal enum Content {
            /// Receives the local time in [0, duration].
            case render((Double) -> Void)
            /// A nested timeline, receiving its own time mapped through its repeats.
            case timeline(Timeline, Repetition)
            /// A callback; its action lives in ``Timeline/callbacks``.
            case callback
        }

        /// Writes the child's value at local time `local` (clamped to [0, duration]).
        internal func render(at local: Double) {
            let clamped = min(max(local, 0), duration)
            switch content {
            case .render(let body): body(clamped)
            case .timeline(let timeline, let repetition):
                timeline.renderClamped(at: repetition.iteration(at: clamped).time)
            case .callback: break
            }
        }
    }

    /// A child's start, duration and end, in seconds.
    internal struct Span {
        var start: Double
        var duration: Double
        var end: Double
    }

    /// A child's writes (a closure in a struct, so that the array holds it as
    /// it is called, without a reabstraction thunk per call).
    internal struct Body {
        var write: (Double) -> Void
    }

    /// A callback at a time.
    internal struct Callback {
        var time: Double
        var action: (Direction) -> Void
        /// The nested timelines the callback is copied from, outermost first
        /// (empty for this timeline's own): which iteration of which child.
        var nesting: [Nesting] = []
        /// The only direction in which the playhead runs this copy, or nil for both.
        var onlyMoving: Direction?
    }

    /// Where a copied callback sits in one nested child: the child's start and
    /// repeats (in the enclosing timeline's time) and the iteration it belongs to.
    internal struct Nesting {
        var start: Double
        var repetition: Repetition
        var iteration: Int
        /// A copy at the start of an iteration that a yoyo turn began: the previous
        /// iteration ended on the same nested time.
        var isTurn: Bool
    }

    // MARK: - Adding children

    /// Adds a track whose values `apply` receives.
    ///
    /// `apply` receives the track's value at the local time: its first value
    /// before the track starts, its last after it ends (see ``render(at:)``).
    /// - Parameters:
    ///   - track: The track; its duration is the child's duration.
    ///   - position: Where the track starts (the end of the timeline by default).
    ///   - apply: Writes a value.
    /// - Returns: The track's start time.
    @inlinable
    @discardableResult
    public mutating func add<Value>(
        _ track: some Track<Value>, at position: Position = .end, apply: @escaping (Value) -> Void
    ) -> Double {
        let length = track.duration
        precondition(
            length.isFinite && length >= 0, "Timeline.add: a track's duration must be finite and ≥ 0 (got \(length))")
        // Inlinable, so the closure is compiled for the caller's track and value
        // types: a frame evaluates the track without generic metadata lookups.
        return insertRender(duration: length, at: position) { time in apply(track.value(at: time)) }
    }

    /// Adds a track that animates a property of `target`.
    ///
    /// `target` is held weakly: once it is released the child writes nothing.
    /// - Parameters:
    ///   - track: The track; its duration is the child's duration.
    ///   - target: The object whose property the track writes.
    ///   - keyPath: The property.
    ///   - position: Where the track starts (the end of the timeline by default).
    /// - Returns: The track's start time.
    @inlinable
    @discardableResult
    public mutating func add<Target: AnyObject, Value>(
        _ track: some Track<Value>, to target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>,
        at position: Position = .end
    ) -> Double {
        add(track, at: position) { [weak target] value in target?[keyPath: keyPath] = value }
    }

    /// Adds a render closure that lasts `duration` seconds.
    ///
    /// `render` receives the local time in [0, duration]: 0 before the child
    /// starts, `duration` after it ends (see ``render(at:)``).
    /// - Parameters:
    ///   - duration: The child's duration, finite and ≥ 0.
    ///   - position: Where the child starts (the end of the timeline by default).
    ///   - render: Writes the values for a local time.
    /// - Returns: The child's start time.
    @discardableResult
    public mutating func add(
        duration: Double, at position: Position = .end, render: @escaping (Double) -> Void
    ) -> Double {
        precondition(
            duration.isFinite && duration >= 0,
            "Timeline.add(duration:): the duration must be finite and ≥ 0 (got \(duration))")
        return insert(duration: duration, at: position, content: .render(render))
    }

    /// Nests a copy of `timeline` as one child, optionally repeating on its own
    /// like a GSAP child timeline with `repeat`, `repeatDelay` and `yoyo`.
    ///
    /// Its children, labels and callbacks keep their times relative to its
    /// start: a label `L` at 0.5 in a timeline nested at 2 is reached at 2.5.
    /// Positions given to the nested timeline resolve against its own labels
    /// and children. Callbacks placed before its own 0 never fire.
    ///
    /// The child lasts GSAP's `totalDuration()`,
    /// `duration · (repeat + 1) + repeatDelay · repeat`, and renders as GSAP
    /// renders a child timeline: its total time is this timeline's time minus
    /// its start, and that maps to its own time as in GSAP's
    /// `Timeline.render`. With `d = timeline.duration` and cycle `c = d + repeatDelay`,
    /// iteration `i = ⌊t / c⌋` plays its time `t − i·c`, held at `d` during the
    /// repeat delay; a `t` exactly on a cycle boundary (or at the end) is the
    /// end of the iteration that just finished; odd iterations of a yoyo play
    /// `d − time`. So seeking, scrubbing backward and landing on an
    /// iteration boundary give the same values as forward play.
    ///
    /// Its callbacks run in every iteration it plays, with the direction the
    /// nested playhead moves in (``Direction/backward`` in the odd iterations
    /// of a yoyo while this timeline moves forward). Where a yoyo turns, the
    /// nested playhead does not jump, so a callback exactly at the turn runs
    /// once per turn, as in GSAP (whose zero-length `call()` tween does not
    /// fire again when it is left from the very time it fired), with the
    /// direction of the iteration that comes first in this timeline's time;
    /// where a repeat wraps around, callbacks at the nested end and at its
    /// start both run.
    ///
    /// One move of the playhead that skips whole iterations (a long frame, a
    /// seek with ``fireCallbacks(from:to:includingStart:)``) runs, as GSAP's
    /// `Timeline.render` does, the rest of the iteration it leaves and the part
    /// of the iteration it reaches, and nothing of the iterations in between
    /// (`onRepeat`-like callbacks of skipped repeats do not pile up). Between
    /// the two, the nested playhead wraps around to the reached iteration's
    /// start (whose callbacks there run) when both iterations play the same way,
    /// and turns without a jump when they do not. The same holds at every level
    /// of nesting.
    ///
    /// A nested timeline cannot repeat forever. GSAP accepts `repeat: -1` on a
    /// child timeline by giving it a total duration of 10¹⁰ s (its `_tDur`), so
    /// that the parent lasts at least that long; Motion refuses it (a
    /// precondition) because such a parent could not be used: 10¹⁰ s is past
    /// the engine's range of 2⁶³ ns (about 9.2·10⁹ s), so
    /// ``AnimationEngine/play(_:delay:options:completion:)`` could not play
    /// it, and the nested callbacks, copied once per iteration, would need
    /// 10¹⁰ s ÷ its duration copies. To repeat a timeline forever, play it
    /// with `AnimationOptions(repeat: -1)`, or give the nested one a finite
    /// `repeat` that outlasts the parent's other children.
    /// - Parameters:
    ///   - timeline: The timeline to nest.
    ///   - count: How many times it plays again after the first play (GSAP's `repeat`), ≥ 0.
    ///   - yoyo: Whether its odd iterations play backward.
    ///   - repeatDelay: Seconds between iterations, finite and ≥ 0, holding each iteration's end.
    ///   - position: Where it starts (the end of this timeline by default).
    /// - Returns: Its start time.
    /// - Complexity: O((`count` + 1) · k · log n) for k nested callbacks, which
    ///   are copied once per iteration.
    @discardableResult
    public mutating func add(
        _ timeline: Timeline, repeat count: Int = 0, yoyo: Bool = false, repeatDelay: Double = 0,
        at position: Position = .end
    ) -> Double {
        precondition(
            count >= 0,
            "Timeline.add(_:repeat:): repeat must be ≥ 0 (got \(count)); a nested timeline cannot repeat forever: GSAP's 10¹⁰ s for repeat -1 is beyond the engine's range. Play the timeline with AnimationOptions(repeat: -1) instead")
        precondition(
            repeatDelay.isFinite && repeatDelay >= 0,
            "Timeline.add(_:repeat:repeatDelay:): repeatDelay must be finite and ≥ 0 (got \(repeatDelay))")
        let repetition = Repetition(duration: timeline.duration, count: count, delay: repeatDelay, yoyo: yoyo)
        let total = repetition.totalDuration
        precondition(
            total.isFinite,
            "Timeline.add(_:repeat:repeatDelay:): the total duration overflows (\(timeline.duration) s × \(count + 1))")
        let start = insert(duration: total, at: position, content: .timeline(timeline, repetition))
        let nested = timeline.callbacks.filter { $0.time >= 0 }
        for index in 0...count {
            let cycleStart = start + Double(index) * repetition.cycle
            let backward = repetition.isBackward(index)
            // Where a yoyo turns, the previous iteration ended on this one's start.
            let turn = backward ? repetition.duration : 0
            for callback in backward ? nested.reversed() : nested {
                let action = callback.action
                let nesting = Nesting(
                    start: start, repetition: repetition, iteration: index,
                    isTurn: yoyo && index > 0 && callback.time == turn)
                var copy = Callback(
                    time: cycleStart + (backward ? repetition.duration - callback.time : callback.time),
                    action: backward ? { direction in action(direction.reversed) } : action,
                    nesting: [nesting] + callback.nesting, onlyMoving: callback.onlyMoving)
                // A repeat delay holds the iteration's end: the nested playhead gets there
                // at the delay's start moving forward, at its end moving backward.
                if repeatDelay > 0 && index < count && copy.time == cycleStart + repetition.duration
                    && copy.onlyMoving == nil
                {
                    copy.onlyMoving = .backward
                    copy.time = cycleStart + repetition.cycle
                    insert(copy)
                    copy.onlyMoving = .forward
                    copy.time = cycleStart + repetition.duration
                }
                insert(copy)
            }
        }
        return start
    }

    /// Adds a callback that runs when the playhead crosses or lands on its time.
    ///
    /// Like GSAP's `call()`, a callback is a child of zero duration: it becomes
    /// the previous child for `<` and `>` positions and extends ``duration``
    /// when placed after the end. See ``fireCallbacks(from:to:includingStart:)``
    /// and ``AnimationEngine/play(_:delay:options:completion:)`` for when it runs.
    /// - Parameters:
    ///   - position: Where the callback is (the end of the timeline by default).
    ///   - action: Runs with the direction the playhead was moving in.
    /// - Returns: The callback's time.
    @discardableResult
    public mutating func call(at position: Position = .end, _ action: @escaping (Direction) -> Void) -> Double {
        let time = insert(duration: 0, at: position, content: .callback)
        insert(Callback(time: time, action: action))
        return time
    }

    /// Adds a callback that runs when the playhead crosses or lands on its time,
    /// in either direction, like the `call(at:_:)` whose action takes the ``Direction``.
    /// - Parameters:
    ///   - position: Where the callback is (the end of the timeline by default).
    ///   - action: Runs on each crossing.
    /// - Returns: The callback's time.
    @discardableResult
    public mutating func call(at position: Position = .end, _ action: @escaping () -> Void) -> Double {
        call(at: position) { (_: Direction) in action() }
    }

    /// Adds (or moves) a label.
    ///
    /// Labels name times for ``Position/label(_:offset:)`` and do not change
    /// ``duration``. Adding a label that exists moves it, as in GSAP.
    /// - Parameters:
    ///   - name: The label's name.
    ///   - position: Its time (the end of the timeline by default).
    /// - Returns: The label's time.
    @discardableResult
    public mutating func addLabel(_ name: String, at position: Position = .end) -> Double {
        let time = resolve(position)
        labels[name] = time
        return time
    }

    // MARK: - Internals

    /// Resolves `position`, creating a missing label at the end (GSAP's rule).
    internal mutating func resolve(_ position: Position, inserting length: Double = 0) -> Double {
        let label: String?
        switch position {
        case .label(let name, _), .percentOfInserted(_, from: .label(let name)): label = name
        default: label = nil
        }
        if let label, labels[label] == nil {
            labels[label] = duration
        }
        return time(of: position, inserting: length)
    }
    /// Adds a render closure (``add(_:at:apply:)``'s entry point from inlined code).
    @usableFromInline
    internal mutating func insertRender(
        duration length: Double, at position: Position, body: @escaping (Double) -> Void
    ) -> Double {
        insert(duration: length, at: position, content: .render(body))
    }
    internal mutating func insert(duration length: Double, at position: Position, content: Child.Content) -> Double {
        let start = resolve(position, inserting: length)
        let child = Child(start: start, duration: length, end: start + length, content: content)
        let index = children.count
        children.append(child)
        spans.append(Span(start: start, duration: length, end: child.end))
        switch content {
        case .render(let body): bodies.append(Body(write: body))
        case .timeline(let timeline, let repetition):
            bodies.append(Body { time in timeline.renderClamped(at: repetition.iteration(at: time).time) })
        case .callback: bodies.append(Body { _ in })
        }
        recent = index
        duration = max(duration, child.end)
        if case .callback = content { return start }
        // The new index is the largest, so on ties it goes last: insertion order.
        let startSlot = Self.partition(byStart) { children[$0].start <= start }
        byStart.insert(index, at: startSlot)
        // The running maximum from the new slot on; past the first entry it leaves as
        // it was, the rest are unchanged too.
        endsUpTo.insert(max(startSlot > 0 ? endsUpTo[startSlot - 1] : -.infinity, child.end), at: startSlot)
        var slot = startSlot + 1
        while slot < endsUpTo.count {
            let running = max(endsUpTo[slot - 1], children[byStart[slot]].end)
            if running == endsUpTo[slot] { break }
            endsUpTo[slot] = running
            slot += 1
        }
        let endSlot = Self.partition(byEnd) { other in
            let o = children[other]
            return o.end < child.end || (o.end == child.end && o.start <= start)
        }
        byEnd.insert(index, at: endSlot)
        return start
    }
    internal mutating func insert(_ callback: Callback) {
        let slot = Self.partition(callbacks) { $0.time <= callback.time }
        callbacks.insert(callback, at: slot)
    }

    /// The first index of `array` whose element is not `isBefore` (which must be
    /// true for a prefix of the array).
    internal static func partition<Elements: RandomAccessCollection>(
        _ array: Elements, _ isBefore: (Elements.Element) -> Bool
    ) -> Int where Elements.Index == Int {
        var low = array.startIndex
        var high = array.endIndex
        while low < high {
            let mid = (low + high) / 2
            if isBefore(array[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
