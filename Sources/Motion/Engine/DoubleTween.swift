/// The client of a `Double` value animation: frames interpolate from
/// `from` to `to` in the engine and call the update block with the value,
/// without a closure of the animation's own. Also the source of the timed
/// curve that ``AnimationEngine/retarget(_:to:)`` and
/// ``AnimationEngine/velocity(of:as:)`` read.
@usableFromInline
internal final class DoubleTween: AnimationClient {
    @usableFromInline internal let from: Double
    @usableFromInline internal let to: Double

    @usableFromInline
    internal init(from: Double, to: Double, update: @escaping (Double) -> Void) {
        self.from = from
        self.to = to
        super.init(block: update)
    }

    @usableFromInline
    override internal var frameKind: FrameKind { .doubleTween }

    /// The frame at `fraction`, for callers outside the frame loop's
    /// dispatch (``AnimationEngine/finish(_:)``): the value, not the progress.
    @usableFromInline
    override internal func render(progress fraction: Double) {
        block(value(at: fraction))
    }

    /// The value at `fraction` (the eased progress): the interpolation the
    /// generic value animation applies.
    @inlinable @inline(__always)
    internal func value(at fraction: Double) -> Double {
        from.interpolated(to: to, fraction: fraction)
    }
}
