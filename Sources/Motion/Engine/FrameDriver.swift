/// One frame of a real-time frame sequence.
public struct Frame: Hashable, Sendable {
    /// The frame's number, from 0.
    public var index: Int
    /// The measured time of the frame since the sequence started.
    public var time: Duration
    /// The measured time since the previous frame (zero for the first).
    public var deltaTime: Duration

    /// Creates a frame.
    public init(index: Int, time: Duration, deltaTime: Duration) {
        self.index = index
        self.time = time
        self.deltaTime = deltaTime
    }
}

/// An asynchronous sequence of frames at a fixed rate on `ContinuousClock`.
///
/// Frames are scheduled against deadlines (start + n/rate), not by sleeping a
/// fixed interval, so they do not drift. Each frame reports the time measured
/// when it woke, not an assumed interval; when the consumer falls behind by
/// more than one interval the deadlines resynchronise instead of bursting.
/// The sequence ends when the iterating task is cancelled.
///
/// ```swift
/// for await frame in Frames(framesPerSecond: 60) {
///     engine.advance(to: frame.time)
/// }
/// ```
public struct Frames: AsyncSequence, Sendable {
    /// The element type: a measured frame.
    public typealias Element = Frame

    /// The nominal frame rate.
    public let framesPerSecond: Int

    /// Frames at `framesPerSecond` (1…1000).
    public init(framesPerSecond: Int = 60) {
        precondition(
            (1...1000).contains(framesPerSecond), "Frames needs a rate in 1...1000 (got \(framesPerSecond))")
        self.framesPerSecond = framesPerSecond
    }

    /// Creates the iterator; the sequence's time starts at its first frame.
    public func makeAsyncIterator() -> Iterator {
        Iterator(interval: .nanoseconds(1_000_000_000 / Int64(framesPerSecond)))
    }

    /// Produces frames; see ``Frames``.
    public struct Iterator: AsyncIteratorProtocol {
        internal var scheduler: DeadlineScheduler
        internal var index = 0
        internal var start: ContinuousClock.Instant?
        internal var last: ContinuousClock.Instant?

        internal init(interval: Duration) {
            scheduler = DeadlineScheduler(interval: interval)
        }

        /// Waits for the next deadline and returns the measured frame; nil once the task is cancelled.
        public mutating func next() async -> Frame? {
            guard let start, let last else {
                if Task.isCancelled { return nil }
                let now = scheduler.restart()
                start = now
                last = now
                index = 1
                return Frame(index: 0, time: .zero, deltaTime: .zero)
            }
            guard let now = await scheduler.waitForNextFrame() else { return nil }
            let frame = Frame(index: index, time: now - start, deltaTime: now - last)
            self.last = now
            index += 1
            return frame
        }
    }
}

/// Deadline scheduling on `ContinuousClock`: deadline n = origin + n·interval,
/// resynchronised when a frame is late by more than an interval.
internal struct DeadlineScheduler {
    internal let interval: Duration
    internal let clock = ContinuousClock()
    internal var deadline: ContinuousClock.Instant

    internal init(interval: Duration) {
        self.interval = interval
        self.deadline = clock.now
    }

    /// Starts the deadlines from now; returns now.
    internal mutating func restart() -> ContinuousClock.Instant {
        deadline = clock.now
        return deadline
    }

    /// Sleeps until the next deadline; returns the measured wake time, or nil if cancelled.
    internal mutating func waitForNextFrame() async -> ContinuousClock.Instant? {
        deadline = deadline.advanced(by: interval)
        do {
            try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
            return nil
        }
        let now = clock.now
        if now - deadline > interval { deadline = now }
        return now
    }
}

/// Wakes an idle real-time driver when an animation is added. Safe to use
/// from any thread; `wait()` returns early if the waiting task is cancelled.
internal final class WakeSignal: Sendable {
    private struct State: Sendable {
        var continuation: CheckedContinuation<Void, Never>?
        var isCancelled = false
    }

    private let state = LockedState(State())

    internal init() {}

    /// Resumes a waiting driver, if any.
    internal func wake() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }

    /// Suspends until ``wake()`` or until the calling task is cancelled.
    internal func wait(isolation: isolated (any Actor)? = #isolation) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.isCancelled { return true }
                    state.continuation = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
                state.isCancelled = true
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume()
        }
        state.withLock { $0.isCancelled = false }
    }
}

extension AnimationEngine {
    /// Drives the engine in real time until the calling task is cancelled
    /// (or, with `stopsWhenIdle`, until no animation is left).
    ///
    /// Frames follow deadlines on `ContinuousClock` at `framesPerSecond`, and
    /// each frame advances the engine to the measured time, so irregular
    /// frames and stalls are handled exactly. While nothing animates the
    /// driver sleeps without polling and wakes when an animation starts.
    /// Engine time continues from ``currentTime``. Call it from the engine's
    /// isolation domain: `Task { @MainActor in await engine.run() }`.
    /// - Parameters:
    ///   - framesPerSecond: The frame rate, 1…1000 (60, 120, …).
    ///   - stopsWhenIdle: Return as soon as no animation is running.
    ///   - isolation: The caller's isolation, inherited so the engine stays in its domain.
    public func run(
        framesPerSecond: Int = 60,
        stopsWhenIdle: Bool = false,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        precondition(
            (1...1000).contains(framesPerSecond), "run(framesPerSecond:) needs 1...1000 (got \(framesPerSecond))")
        precondition(timeSource == nil, "AnimationEngine.run is already driving this engine")
        var scheduler = DeadlineScheduler(interval: .nanoseconds(1_000_000_000 / Int64(framesPerSecond)))
        let origin = scheduler.restart() - currentTime
        let clock = scheduler.clock
        timeSource = { Self.nanoseconds(clock.now - origin, "run") }
        defer { timeSource = nil }
        while !Task.isCancelled {
            if isIdle {
                if stopsWhenIdle { return }
                driverIsWaiting = true
                await wakeSignal.wait()
                driverIsWaiting = false
                if Task.isCancelled { return }
                _ = scheduler.restart()
            }
            guard let now = await scheduler.waitForNextFrame() else { return }
            advance(to: max(now - origin, currentTime))
        }
    }
}
