/// What an engine animation drives: the one seam between the engine and the
/// kinds of animation built on it (progress and value animations, property
/// groups, staggers, sequences, timelines).
///
/// The engine owns the whole timing (start, delay, iterations, direction,
/// fill, iteration start, speed, seeking, ``AnimationEngine/timing(of:)``
/// and ``AnimationEngine/updateTiming(of:_:)``); a client only receives
/// its results. Each frame with an effect calls ``render(progress:iteration:)``
/// with the transformed progress; a frame that ends the animation where its
/// fill gives no effect calls ``renderWithoutEffect()``; the end, finished or
/// cancelled, calls ``ended(_:)`` exactly once. The entry retains its client
/// until the frame it ends in is over, so frames call it without reference
/// counting.
@usableFromInline
internal class AnimationClient {
    @usableFromInline
    internal init() {}

    /// One frame's value: `progress` is the transformed progress (direction,
    /// then easing, applied) of iteration `iteration`, which counts the
    /// iteration start and is `.infinity` in the after phase of an infinite
    /// repetition of zero duration.
    @usableFromInline
    internal func render(progress: Double, iteration: Double) {}

    /// The animation ends where it has no effect (its fill does not cover its
    /// end): the client shows its underlying state, if it keeps one.
    @usableFromInline
    internal func renderWithoutEffect() {}

    /// The animation ended with `reason`; runs before its completion block.
    @usableFromInline
    internal func ended(_ reason: CompletionReason) {}
}

/// The client of a progress or value animation: a block that receives each frame's value.
@usableFromInline
internal final class FrameRenderer: AnimationClient {
    @usableFromInline
    internal let body: (Double) -> Void

    @usableFromInline
    internal init(_ body: @escaping (Double) -> Void) {
        self.body = body
    }

    @inlinable
    override internal func render(progress: Double, iteration: Double) {
        body(progress)
    }

    /// The client of every ended entry: it ignores frames and is never released.
    @usableFromInline
    nonisolated(unsafe) internal static let ended = FrameRenderer { _ in }
}
