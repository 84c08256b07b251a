/// The client of an animation along a ``Trajectory`` whose frames run a
/// block: it keeps the trajectory for ``AnimationEngine/retarget(_:to:)``
/// and ``AnimationEngine/velocity(of:as:)``, so the engine's entries need
/// no reference of their own (a ``DoubleSpring`` keeps its spring too).
@usableFromInline
internal final class TrajectoryRenderer: AnimationClient {
    /// The physics or the timed curve behind the animation.
    @usableFromInline internal let trajectory: AnyObject
    /// Whether the frames interpolate from the curve's start to its target
    /// at the eased progress (a tween of a generic value), rather than
    /// evaluate the trajectory: the engine then rebuilds the curve from the
    /// entry's easing and duration as they are now.
    @usableFromInline internal let isTween: Bool

    @usableFromInline
    internal init(_ trajectory: AnyObject, isTween: Bool = false, render: @escaping (Double) -> Void) {
        self.trajectory = trajectory
        self.isTween = isTween
        super.init(block: render)
    }

    @usableFromInline
    override internal var frameKind: FrameKind { .block }
}
