import Foundation

/// A snapshot of a ``Performer``'s geometry and opacity, as a value.
///
/// The scenario evaluator works on states (see ``ScenarioTimeline/state(at:from:targetFrames:)``),
/// and a ``ScenarioPlayer`` writes states into performers. The geometry is
/// Core Animation's: the bounds point at ``anchorPoint`` sits at ``position``
/// in the superlayer's space, and ``transform`` applies about that point.
public struct PerformerState: Hashable, Sendable {
    /// The anchor point's position in the superlayer's space.
    public var position: CGPoint
    /// The untransformed bounds; scenarios use only its size and never change it.
    public var bounds: CGRect
    /// The anchor point in unit coordinates of the bounds, (0.5, 0.5) for the centre.
    public var anchorPoint: CGPoint
    /// The transform, applied about the anchor point.
    public var transform: Transform3D
    /// The opacity, in [0, 1].
    public var opacity: Double

    /// Creates a state; every property has Core Animation's default unless given.
    /// - Parameters:
    ///   - position: The anchor point's position in the superlayer's space.
    ///   - bounds: The untransformed bounds.
    ///   - anchorPoint: The anchor point in unit coordinates.
    ///   - transform: The transform about the anchor point.
    ///   - opacity: The opacity.
    public init(
        position: CGPoint = .zero,
        bounds: CGRect = .zero,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity,
        opacity: Double = 1
    ) {
        self.position = position
        self.bounds = bounds
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.opacity = opacity
    }

    /// The current state of `performer`.
    /// - Parameter performer: The performer to read.
    public init(_ performer: any Performer) {
        self.init(
            position: performer.position, bounds: performer.bounds, anchorPoint: performer.anchorPoint,
            transform: performer.transform, opacity: performer.opacity)
    }

    /// Writes every property of the state into `performer`.
    /// - Parameter performer: The performer to change.
    public func apply(to performer: any Performer) {
        performer.position = position
        performer.bounds = bounds
        performer.anchorPoint = anchorPoint
        performer.transform = transform
        performer.opacity = opacity
    }

    /// Where a point of the bounds appears in the superlayer's space.
    ///
    /// The point `(anchor·size)` of the bounds maps to ``position``; any other
    /// point `u` maps to `position + (u − anchorPoint)⊙size · transform`, with
    /// the transform applied to the row vector `[x y 0 1]` and the result
    /// divided by its w (so a perspective transform projects).
    /// - Parameter unitPoint: The point in unit coordinates of the bounds: (0, 0)
    ///   is the bounds' origin corner, (1, 1) the opposite one.
    /// - Returns: The point's image in the superlayer's space.
    public func location(ofUnitPoint unitPoint: CGPoint) -> CGPoint {
        let local = SIMD4(
            (Double(unitPoint.x) - Double(anchorPoint.x)) * Double(bounds.width),
            (Double(unitPoint.y) - Double(anchorPoint.y)) * Double(bounds.height), 0, 1)
        let image = transform.applied(to: local)
        return CGPoint(x: Double(position.x) + image.x / image.w, y: Double(position.y) + image.y / image.w)
    }

    /// The centre of the bounds as it appears in the superlayer's space.
    public var visualCenter: CGPoint { location(ofUnitPoint: CGPoint(x: 0.5, y: 0.5)) }

    /// Moves the anchor point to `anchor` without moving the picture, as
    /// P9ViewAnimator's `changeAnchor` does.
    ///
    /// The position moves by `L·(size ⊙ (anchor − anchorPoint))`, where `L` is
    /// the 2×2 linear part of ``transform`` (`m11 m12 / m21 m22`, acting on
    /// row vectors). This keeps every point of the bounds exactly where it was
    /// for any transform without perspective in `m14`, `m24` (scenarios never
    /// make such a transform; a performer may start with one, and then the
    /// picture may shift, as it does in P9ViewAnimator).
    /// - Parameter anchor: The new anchor point in unit coordinates.
    public mutating func moveAnchorPoint(to anchor: CGPoint) {
        let dx = (Double(anchor.x) - Double(anchorPoint.x)) * Double(bounds.width)
        let dy = (Double(anchor.y) - Double(anchorPoint.y)) * Double(bounds.height)
        if dx == 0 && dy == 0 {
            anchorPoint = anchor
            return
        }
        let t = transform
        position = CGPoint(
            x: Double(position.x) + dx * t.m11 + dy * t.m21,
            y: Double(position.y) + dx * t.m12 + dy * t.m22)
        anchorPoint = anchor
    }
}
