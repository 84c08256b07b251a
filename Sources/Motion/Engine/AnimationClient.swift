/// What an engine animation drives: the one seam between the engine and the
/// kinds of animation built on it (progress and value animations, property
/// groups, staggers, sequences, timelines).
///
/// The engine owns the whole timing (start, delay, iterations, direction,
/// fill, iteration start, speed, seeking, ``AnimationEngine/timing(of:)``
/// and ``AnimationEngine/updateTiming(of:_:)``); a client only receives
/// its results. Each frame with an effect sets the engine's
/// ``AnimationEngine/frameIteration`` and calls ``render(progress:)`` with the
/// transformed progress; a frame that ends the animation where its fill gives
/// no effect calls ``renderWithoutEffect()``; the end, finished or cancelled,
/// calls ``ended(_:)`` exactly once. The entry retains its client
/// until the frame it ends in is over, so frames call it without reference
/// counting.
///
/// A client that only needs the progress is a block (``FrameRenderer``),
/// which frames call directly, without a dynamic dispatch.
@usableFromInline
internal class AnimationClient {
    /// How frames reach a client.
    @usableFromInline
    internal enum FrameKind: UInt8 {
        /// Frames call ``block`` with the progress.
        case block
        /// Frames call ``block`` with a ``DoubleTween``'s value at the progress.
        case doubleTween
        /// Frames call ``block`` with a ``DoubleSpring``'s position at the
        /// progress, evaluated directly or in the frame's spring batch.
        case doubleSpring
        /// Frames call ``block`` with a ``SharedDoubleSpring``'s position at
        /// the progress, through the engine's ``SpringTransitionMemo``.
        case sharedDoubleSpring
        /// Frames call ``render(progress:)``.
        case render
    }

    /// The block that frames call, unless ``frameKind`` is `.render`.
    @usableFromInline
    internal final let block: (Double) -> Void

    /// How frames reach this client: `.render` unless a subclass says
    /// otherwise. The engine keeps it in the entry (``AnimationEngine/Entry/kind``),
    /// where frames read it, so that clients carry no byte of it (issue #17).
    @usableFromInline
    internal var frameKind: FrameKind { .render }

    /// A client that overrides ``render(progress:)``.
    @usableFromInline
    internal init() {
        block = { _ in }
    }

    /// A client whose frames call `block`, as its ``frameKind`` says.
    @usableFromInline
    internal init(block: @escaping (Double) -> Void) {
        self.block = block
    }

    /// One frame's value: `progress` is the transformed progress (direction,
    /// then easing, applied) of iteration ``AnimationEngine/frameIteration``.
    /// By default, calls the block.
    @usableFromInline
    internal func render(progress: Double) {
        block(progress)
    }

    /// The animation ends where it has no effect (its fill does not cover its
    /// end): the client shows its underlying state, if it keeps one.
    @usableFromInline
    internal func renderWithoutEffect() {}

    /// The animation ended with `reason`; runs before its completion block.
    @usableFromInline
    internal func ended(_ reason: CompletionReason) {}

    /// Another client took over the animation (a retarget): this one gets no
    /// more frames and no ``ended(_:)``.
    @usableFromInline
    internal func replaced() {}

    /// Whether ``AnimationEngine/resume(_:)`` and ``AnimationEngine/reverse(_:)``
    /// rewind an animation with nowhere left to go, as Web Animations' `play()`
    /// does. Clients whose frames have side effects that must not run twice
    /// (timeline callbacks, GSAP's `reverse()` and `resume()`) say no.
    internal var rewindsWhenPlayed: Bool { true }
}

/// The client of a progress or value animation: a block that receives each frame's value.
@usableFromInline
internal final class FrameRenderer: AnimationClient {
    @usableFromInline
    internal init(_ body: @escaping (Double) -> Void) {
        super.init(block: body)
    }

    @usableFromInline
    override internal var frameKind: FrameKind { .block }

    /// The client of every ended entry: it ignores frames and is never released.
    @usableFromInline
    nonisolated(unsafe) internal static let ended = FrameRenderer { _ in }
}
