extension AnimationEngine {
    /// One animation's state. Local time is in nanoseconds from the
    /// animation's start (its delay comes first); it runs at `speed` from the
    /// anchor pair, so pausing, seeking and speed changes only move the anchors.
    @usableFromInline
    internal struct Entry {
        @usableFromInline var id: AnimationID
        @usableFromInline var timing: TimingModel
        @usableFromInline var easing: Easing
        @usableFromInline var speed: Double
        @usableFromInline var anchorEngineTime: Int64
        @usableFromInline var anchorLocalTime: Double
        @usableFromInline var isPaused = false
        @usableFromInline var needsRender = false
        @usableFromInline var isEnded = false
        @usableFromInline var finishesOnNextFrame = false
        /// Bumped by every seek, pause, speed change and retarget, so a frame
        /// that raced such a change does not complete the animation.
        @usableFromInline var generation: UInt32 = 0
        @usableFromInline var render: (Double) -> Void
        @usableFromInline var completion: ((CompletionReason) -> Void)?
        /// The physics behind a spring or decay animation, for retargeting and velocity.
        @usableFromInline var trajectory: AnyObject?
        @usableFromInline var cancellation: CancellationFlag?

        @usableFromInline
        internal init(
            id: AnimationID, timing: TimingModel, easing: Easing, speed: Double,
            anchorEngineTime: Int64, anchorLocalTime: Double,
            render: @escaping (Double) -> Void, completion: ((CompletionReason) -> Void)?,
            trajectory: AnyObject?
        ) {
            self.id = id
            self.timing = timing
            self.easing = easing
            self.speed = speed
            self.anchorEngineTime = anchorEngineTime
            self.anchorLocalTime = anchorLocalTime
            self.render = render
            self.completion = completion
            self.trajectory = trajectory
        }

        /// Local time at engine time `now`.
        @inlinable
        internal func localTime(at now: Int64) -> Double {
            if isPaused { return anchorLocalTime }
            let elapsed = Double(now &- anchorEngineTime)
            return speed == 1 ? anchorLocalTime + elapsed : anchorLocalTime + elapsed * speed
        }

        /// The engine time at which the animation reached its end (for ordering completions).
        @inlinable
        internal func endEngineTime(now: Int64) -> Double {
            if finishesOnNextFrame || speed == 0 { return Double(now) }
            let target = speed > 0 ? timing.endTime : 0
            return Double(anchorEngineTime) + (target - anchorLocalTime) / speed
        }

        /// Moves the anchors so local time continues from `local` at `now`.
        @inlinable
        internal mutating func reanchor(local: Double, now: Int64) {
            anchorLocalTime = local
            anchorEngineTime = now
            generation &+= 1
            needsRender = true
        }

        /// The final eased progress when reduced motion skips to the end.
        @inlinable
        internal var skippedProgress: Double {
            if timing.iterations.isInfinite { return timing.eased((0, 1), easing: easing) }
            return speed < 0 ? timing.startProgress(easing: easing) : timing.endProgress(easing: easing)
        }

        /// Ends the entry: releases its closures and physics, returns its completion.
        @usableFromInline
        internal mutating func retire() -> ((CompletionReason) -> Void)? {
            let completion = self.completion
            isEnded = true
            render = { _ in }
            self.completion = nil
            trajectory = nil
            cancellation = nil
            easing = .linear
            return completion
        }
    }
}
