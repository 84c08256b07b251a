/// The client of an animation along a ``Trajectory`` whose frames run a
/// block: it keeps the trajectory for ``AnimationEngine/retarget(_:to:)``
/// and ``AnimationEngine/velocity(of:as:)``, so the engine's entries need
/// no reference of their own (a ``DoubleSpring`` keeps its spring too).
@usableFromInline
internal final class TrajectoryRenderer: AnimationClient {
    /// The physics or the timed curve behind the animation.
    @usableFromInline internal let trajectory: AnyObject

    @usableFromInline
    internal init(_ trajectory: AnyObject, render: @escaping (Double) -> Void) {
        self.trajectory = trajectory
        super.init(block: render)
    }
}
