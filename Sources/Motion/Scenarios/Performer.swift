import Foundation

/// Anything that can play a ``Scenario``: a layer-like object with Core
/// Animation's geometry.
///
/// The performer's `position` is where its anchor point lies in its
/// superlayer's space, `bounds.size` its untransformed size, and `transform`
/// applies about the anchor point, as in Core Animation. ``Layer`` conforms.
public protocol Performer: AnyObject {
    /// The anchor point's position in the superlayer's space.
    var position: CGPoint { get set }
    /// The untransformed bounds; scenarios use its size.
    var bounds: CGRect { get set }
    /// The anchor point in unit coordinates of the bounds, (0.5, 0.5) for the centre.
    var anchorPoint: CGPoint { get set }
    /// The transform, applied about the anchor point.
    var transform: Transform3D { get set }
    /// The opacity, in [0, 1].
    var opacity: Double { get set }
}

extension Layer: Performer {}
