/// Places property groups in time for ``AnimationEngine/animateSequence(options:completion:_:)``.
///
/// Positions follow GSAP's timeline: ``append(_:gap:priority:overwrite:retargeting:_:)``
/// starts a group when everything before it has ended (`">"`),
/// ``join(_:offset:priority:overwrite:retargeting:_:)`` starts it with the previous
/// group (`"<"`), and ``insert(_:at:priority:overwrite:retargeting:_:)`` at an absolute time.
public final class PropertySequence {
    internal enum Position {
        case afterAll(gap: Double)
        case withPrevious(offset: Double)
        case at(Double)
    }

    internal var steps: [(group: PropertyGroupBase, position: Position)] = []
    private unowned(unsafe) let engine: AnimationEngine

    internal init(engine: AnimationEngine) {
        self.engine = engine
    }

    /// Adds a group that starts `gap` after every earlier group has ended.
    /// - Precondition: `gap` ≥ 0.
    public func append<Target: AnyObject>(
        _ target: Target, gap: Duration = .zero, priority: TimingPriority = .maxTime,
        overwrite: OverwritePolicy = .conflicting, retargeting: Retargeting = .scaled,
        _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) {
        precondition(gap >= .zero, "A sequence gap must not be negative (got \(gap))")
        add(target, .afterAll(gap: gap.seconds), priority, overwrite, retargeting, build)
    }

    /// Adds a group that starts `offset` after the previous group's start (at 0 if it is the first).
    /// - Precondition: The resulting start is not negative.
    public func join<Target: AnyObject>(
        _ target: Target, offset: Duration = .zero, priority: TimingPriority = .maxTime,
        overwrite: OverwritePolicy = .conflicting, retargeting: Retargeting = .scaled,
        _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) {
        add(target, .withPrevious(offset: offset.seconds), priority, overwrite, retargeting, build)
    }

    /// Adds a group that starts at `time` from the sequence's start.
    /// - Precondition: `time` ≥ 0.
    public func insert<Target: AnyObject>(
        _ target: Target, at time: Duration, priority: TimingPriority = .maxTime,
        overwrite: OverwritePolicy = .conflicting, retargeting: Retargeting = .scaled,
        _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) {
        precondition(time >= .zero, "A sequence position must not be negative (got \(time))")
        add(target, .at(time.seconds), priority, overwrite, retargeting, build)
    }

    private func add<Target: AnyObject>(
        _ target: Target, _ position: Position, _ priority: TimingPriority, _ overwrite: OverwritePolicy,
        _ retargeting: Retargeting, _ build: (PropertyAnimationBuilder<Target>) -> Void
    ) {
        let group = engine.makeGroup(target, index: steps.count, priority, overwrite, retargeting, build)
        steps.append((group, position))
    }

    /// Sets each group's offset once the durations are known.
    internal func layOut() {
        var end = 0.0
        var previousStart = 0.0
        for step in steps {
            let start: Double
            switch step.position {
            case .afterAll(let gap): start = end + gap
            case .withPrevious(let offset): start = previousStart + offset
            case .at(let time): start = time
            }
            precondition(start >= 0, "A sequence group would start before the sequence (at \(start) s)")
            step.group.offset = start
            previousStart = start
            end = max(end, start + step.group.duration)
        }
    }
}
