extension AnimationEngine {
    /// One animation's state. Local time is in nanoseconds from the
    /// animation's start (its delay comes first); it runs at `speed` from the
    /// anchor pair, so pausing, seeking and speed changes only move the anchors.
    @usableFromInline
    internal struct Entry {
        // The frame's whole-nanosecond case (`AnimationEngine.deliverWholeFrame`)
        // reads only these, the client, the easing and the timing's duration
        // and direction, so they come first.
        /// The engine time of the anchor pair: local time runs from
        /// ``anchorLocalTime`` at this engine time. While the frame's
        /// whole-nanosecond case applies (see ``refreshWholeFrame()``), the
        /// pair is the one at active time 0, so that the active time is the
        /// integer `now − anchorEngineTime`. Set with ``reanchor(local:now:)``.
        @usableFromInline var anchorEngineTime: Int64
        /// The open interval of active times (`now − anchorEngineTime`) where
        /// the whole-nanosecond case applies, (``activeLow``, `activeHigh`);
        /// empty (`activeHigh` 0) when it does not.
        @usableFromInline var activeHigh: Int64 = 0
        /// The iteration duration in whole nanoseconds (``wholeDuration``)
        /// while the whole-nanosecond case applies, else the bits of the
        /// timing's plain end (``plainEnd``), which only the general path reads.
        @usableFromInline var wholeDurationOrPlainEnd: UInt64 = 0
        /// Receives each frame's value and the end. Owned by the entry
        /// (retained once when it starts, released when it ends), so frames
        /// call it without retaining it each time.
        @usableFromInline var client: Unmanaged<AnimationClient> {
            didSet { kind = client._withUnsafeGuaranteedRef { $0.frameKind } }
        }
        @usableFromInline var easing: EasingEvaluator
        /// The client's ``AnimationClient/frameKind``, which frames read here
        /// (it fills the tail of the easing's layout).
        @usableFromInline var kind: AnimationClient.FrameKind
        /// Whether local time was ≥ 0 at the last real anchor (the start or
        /// ``reanchor(local:now:)``; not the anchors ``refreshWholeFrame()``
        /// moves): playing forwards from there, it stays ≥ 0. (The byte
        /// between ``kind`` and ``generation``: the entry stays 120 bytes.)
        @usableFromInline var anchoredAtNonNegativeLocal = false
        /// Bumped by every seek, pause, speed change and retarget, so a frame
        /// that raced such a change does not complete the animation. (It
        /// fills the tail of the easing's layout, after ``kind``.)
        @usableFromInline var generation: UInt32 = 0
        @usableFromInline var timing: TimingModel { didSet { refreshWholeFrame() } }
        // The flags fill the tail of the timing's layout (its one-byte fields come last).
        @usableFromInline var isPaused = false { didSet { refreshWholeFrame() } }
        @usableFromInline var needsRender = false
        @usableFromInline var isEnded = false { didSet { refreshWholeFrame() } }
        @usableFromInline var finishesOnNextFrame = false { didSet { refreshWholeFrame() } }
        /// Whether the client shows a frame with an effect, so that a frame
        /// without one (an end delay or a seek outside the fill) tells it once.
        @usableFromInline var showsEffect = false
        @usableFromInline var id: AnimationID
        /// The local time at ``anchorEngineTime``. Set with ``reanchor(local:now:)``.
        @usableFromInline var anchorLocalTime: Double
        /// The completion, the task's cancellation and a speed other than 1,
        /// allocated only for an animation that has one of them (most have none).
        @usableFromInline var extras: EntryExtras?

        /// The playback rate: 1 unless the extras say otherwise. Set it (and
        /// ``isPaused``) before ``reanchor(local:now:)``: the anchor pair
        /// may sit at active time 0, which holds only at speed 1, playing.
        @inlinable var speed: Double {
            get { extras?.speed ?? 1 }
            set {
                if let extras {
                    extras.speed = newValue
                } else if newValue != 1 {
                    let extras = EntryExtras(completion: nil)
                    extras.speed = newValue
                    self.extras = extras
                }
                refreshWholeFrame()
            }
        }

        /// The physics behind a spring or decay animation, or a vector's timed
        /// curve, for retargeting and velocity: its client keeps it.
        @usableFromInline var trajectory: AnyObject? {
            let client = self.client.takeUnretainedValue()
            if let spring = client as? DoubleSpring { return spring.trajectory }
            if let spring = client as? SharedDoubleSpring { return spring.trajectory }
            return (client as? TrajectoryRenderer)?.trajectory
        }

        /// The iteration duration in whole nanoseconds, while the
        /// whole-nanosecond case applies (`activeHigh` > 0).
        @inlinable var wholeDuration: UInt64 { wholeDurationOrPlainEnd }

        /// The timing's ``TimingModel/plainEnd`` when the whole-nanosecond
        /// case does not apply, else -∞: the general path's common case then
        /// never applies, and frames outside the window take the phase rules,
        /// which give the same samples.
        @inlinable var plainEnd: Double {
            activeHigh == 0 ? Double(bitPattern: wholeDurationOrPlainEnd) : -.infinity
        }

        /// The start of the whole-nanosecond window, exclusive: always 0. An
        /// animation with a negative delay (started part-way) has the window
        /// only from a local time ≥ 0 on, where its active time is already
        /// above −delay > 0 (see ``refreshWholeFrame()``).
        @inlinable var activeLow: Int64 { 0 }

        /// Runs after the animation ends.
        @inlinable var completion: ((CompletionReason) -> Void)? { extras?.completion }

        /// Cancels the animation at its next frame once set (awaited animations).
        @inlinable var cancellation: CancellationFlag? {
            get { extras?.cancellation }
            set {
                if extras == nil {
                    guard newValue != nil else { return }
                    extras = EntryExtras(completion: nil)
                }
                extras?.cancellation = newValue
                refreshWholeFrame()
            }
        }

        @usableFromInline
        internal init(
            id: AnimationID, timing: TimingModel, easing: Easing, speed: Double,
            anchorEngineTime: Int64, anchorLocalTime: Double,
            client: AnimationClient, completion: ((CompletionReason) -> Void)?
        ) {
            self.id = id
            self.timing = timing
            self.easing = EasingEvaluator(easing)
            self.anchorEngineTime = anchorEngineTime
            self.anchorLocalTime = anchorLocalTime
            self.anchoredAtNonNegativeLocal = anchorLocalTime >= 0
            self.client = .passRetained(client)
            self.kind = client.frameKind
            self.extras = completion.map { EntryExtras(completion: $0) }
            if speed != 1 { self.speed = speed }
            refreshWholeFrame()
        }

        /// Resolves the frame's whole-nanosecond case: playing at speed 1
        /// (not paused, not cancellable, not skipping to its end) from whole
        /// anchors and a delay in (−2⁵¹, 2⁵¹) ns, within a plain timing's window,
        /// the active time is the integer `now − anchorEngineTime` once the
        /// anchors move to active time 0, and the general path's Doubles
        /// (local time, active time, the split by the duration) hold the same
        /// whole numbers exactly (all below 2⁵³). The window is `TimingModel`'s
        /// plain window in active time, capped at 2⁵² (where
        /// ``TimingModel/wholeSplit(_:byWhole:)`` stops).
        ///
        /// Active time 0 may fall before the engine's origin (at most 2⁵² ns
        /// before it): `now − anchorEngineTime` then wraps to a negative
        /// number, outside the window, only past 2⁶³ ns, where the general
        /// path takes over. A negative delay (started part-way) takes the
        /// window only when local time was ≥ 0 at the last real anchor
        /// (``anchoredAtNonNegativeLocal``): frames come at engine times not
        /// before it, so local time stays ≥ 0, past the before phase (whose
        /// boundary is 0), and the active time above −delay > 0.
        @usableFromInline
        internal mutating func refreshWholeFrame() {
            activeHigh = 0
            let delay = timing.delay
            let local = anchorLocalTime
            let plainEnd = timing.plainEnd
            wholeDurationOrPlainEnd = plainEnd.bitPattern
            guard speed == 1, !isPaused, !isEnded, !finishesOnNextFrame, cancellation == nil,
                plainEnd > timing.plainStart,
                delay.magnitude < 0x1p51, delay.rounded(.towardZero) == delay,
                local.magnitude < 0x1p51, local.rounded(.towardZero) == local,
                delay >= 0 || anchoredAtNonNegativeLocal
            else { return }
            let wholeDelay = Int64(delay)
            let offset = Int64(local) - wholeDelay
            let (origin, overflow) = anchorEngineTime.subtractingReportingOverflow(offset)
            guard !overflow, origin >= -(Int64(1) << 52) else { return }
            // A whole local time is below `plainEnd` exactly when it is below its ceiling.
            let end = plainEnd >= 0x1p53 ? Int64(1) << 53 : Int64(plainEnd.rounded(.up))
            // The same local times, exactly: both pairs are whole and below 2⁵³ apart.
            anchorEngineTime = origin
            anchorLocalTime = delay
            activeHigh = min(end - wholeDelay, Int64(1) << 52)
            wholeDurationOrPlainEnd = UInt64(timing.duration)
        }

        /// Applies direction, then the easing, to an iteration sample. Static
        /// on a pointer so the per-frame path copies nothing that needs retaining.
        @inlinable
        internal static func eased(
            _ entry: UnsafeMutablePointer<Entry>, _ sample: (index: Double, progress: Double)
        ) -> Double {
            eased(entry, IterationSample(index: sample.index, progress: sample.progress, beforeFlag: false, phase: .active))
        }

        /// Applies direction, then the easing with CSS's before flag, to an
        /// iteration sample (Web Animations' transformed progress).
        @inlinable
        internal static func eased(_ entry: UnsafeMutablePointer<Entry>, _ sample: IterationSample) -> Double {
            let direction = entry.pointee.timing.direction
            if direction == .normal { return ease(entry, sample.progress, sample.beforeFlag) }
            if TimingModel.isBackward(direction, iteration: sample.index) {
                return entry.pointee.timing.mirrorsBackwardEasing
                    ? 1 - ease(entry, sample.progress, false)
                    : ease(entry, 1 - sample.progress, sample.beforeFlag)
            }
            return ease(entry, sample.progress, sample.beforeFlag)
        }

        /// The transformed progress (as `eased`) of a sample strictly inside the
        /// active phase (no before flag) of an iteration that plays `backward`
        /// or not, inlined in the frame.
        @inlinable @inline(__always)
        internal static func easedActive(_ entry: UnsafeMutablePointer<Entry>, backward: Bool, progress: Double) -> Double {
            if backward {
                return entry.pointee.timing.mirrorsBackwardEasing
                    ? 1 - ease(entry, progress, false)
                    : ease(entry, 1 - progress, false)
            }
            return ease(entry, progress, false)
        }

        /// The easing at `x`, reading only the evaluator's C path unless the
        /// easing needs Swift (reading the whole evaluator copies it).
        @inlinable @inline(__always)
        internal static func ease(_ entry: UnsafeMutablePointer<Entry>, _ x: Double, _ beforeFlag: Bool = false) -> Double {
            if beforeFlag {
                if let value = entry.pointee.easing.fast.valueWithBeforeFlag(at: x) { return value }
                return entry.pointee.easing.value(at: x, beforeFlag: true)
            }
            if let value = entry.pointee.easing.fast.value(at: x) { return value }
            return entry.pointee.easing(x)
        }

        /// The transformed progress of an iteration sample (direction, then
        /// the easing, as the frames apply them) and its derivative with
        /// respect to the sample's progress (the easing's slope, negated
        /// playing backward). Outside the frame loop (velocities, retargets).
        @usableFromInline
        internal func transformedProgress(_ sample: (index: Double, progress: Double)) -> (value: Double, slope: Double) {
            let x = sample.progress
            if !timing.direction.isBackward(iteration: sample.index) { return (easing(x), easing.slope(at: x)) }
            if timing.mirrorsBackwardEasing { return (1 - easing(x), -easing.slope(at: x)) }
            return (easing(1 - x), -easing.slope(at: 1 - x))
        }

        /// Local time at engine time `now`, saturating at ±2⁶³ ns: an infinite
        /// repetition at a huge speed stays finite there, so that playing it
        /// back (∞ − ∞) or seeking within it never meets an infinite operand.
        /// Animations that end do so before ±2⁶³ ns (the engine's range).
        @inlinable
        internal func localTime(at now: Int64) -> Double {
            if isPaused { return anchorLocalTime }
            // The anchor may lie before the engine's origin (see refreshWholeFrame()).
            let (difference, overflow) = now.subtractingReportingOverflow(anchorEngineTime)
            let elapsed = overflow ? Double(now) - Double(anchorEngineTime) : Double(difference)
            let local = speed == 1 ? anchorLocalTime + elapsed : anchorLocalTime + elapsed * speed
            return min(max(local, -0x1p63), 0x1p63)
        }

        /// The engine time at which the animation reached its end (for ordering completions).
        @inlinable
        internal func endEngineTime(now: Int64) -> Double {
            if finishesOnNextFrame || speed == 0 { return Double(now) }
            let target = speed > 0 ? timing.endTime : 0
            return Double(anchorEngineTime) + (target - anchorLocalTime) / speed
        }

        /// Moves the anchors so local time continues from `local` (finite;
        /// saturated at ±2⁶³ ns as ``localTime(at:)`` is) at `now`.
        @inlinable
        internal mutating func reanchor(local: Double, now: Int64) {
            anchorLocalTime = min(max(local, -0x1p63), 0x1p63)
            anchorEngineTime = now
            anchoredAtNonNegativeLocal = anchorLocalTime >= 0
            generation &+= 1
            needsRender = true
            refreshWholeFrame()
        }

        /// Where the animation ends when it ends now, as an iteration sample:
        /// the last iteration's end at a positive speed, the start at a
        /// negative one, and for infinite repetition the end of the iteration
        /// playing at `localTime`.
        @inlinable
        internal func endSample(at localTime: Double) -> (index: Double, progress: Double) {
            if timing.activeDuration.isInfinite { return timing.endOfIteration(at: localTime) }
            if speed < 0 {
                let start = timing.sample(activeTime: max(-timing.delay, 0), phase: .before)
                return (start.index, start.progress)
            }
            return timing.finalIteration
        }

        /// The sample at the end the animation plays to, honouring its fill,
        /// or nil when it has no effect there. Infinite repetition ends at the
        /// end of the current iteration (no fill applies).
        @inlinable
        internal func endEffect(at localTime: Double) -> IterationSample? {
            if timing.activeDuration.isInfinite {
                let end = timing.endOfIteration(at: localTime)
                return IterationSample(index: end.index, progress: end.progress, beforeFlag: false, phase: .active)
            }
            return timing.sample(at: speed < 0 ? 0 : timing.endTime, playsBackward: speed < 0, completing: true)
        }

        /// Ends the entry: releases its closures, returns its
        /// completion and its client, which the caller tells of the end and
        /// releases once no frame can be calling it.
        @usableFromInline
        internal mutating func retire() -> (((CompletionReason) -> Void)?, Unmanaged<AnimationClient>) {
            let completion = self.completion
            let client = self.client
            self.client = .passUnretained(FrameRenderer.ended)
            isEnded = true
            extras = nil
            easing = EasingEvaluator(.linear)
            return (completion, client)
        }
    }
}
