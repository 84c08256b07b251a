import Foundation

/// A ``ScenarioStage`` of headless ``Layer``s: each decoy is a new layer that
/// a renderer draws above the scene while it is in ``decoys``.
public final class LayerStage: ScenarioStage {
    /// The decoys on the stage, oldest first.
    public private(set) var decoys: [Layer] = []
    /// Where the originals' superlayer origin lies in the stage's space: a
    /// decoy's position is the original's plus this offset.
    public var origin: CGPoint

    /// Creates an empty stage.
    /// - Parameter origin: The originals' superlayer origin in the stage's space.
    public init(origin: CGPoint = .zero) {
        self.origin = origin
    }

    /// Adds a layer in `state`, moved by ``origin``. When `original` is a
    /// ``Layer``, the decoy also takes its background colour, corner radius and z position.
    /// - Parameters:
    ///   - state: The original's state.
    ///   - original: The performer the decoy stands in for.
    /// - Returns: The new layer, now in ``decoys``.
    public func makeDecoy(from state: PerformerState, of original: any Performer) -> any Performer {
        let decoy = Layer()
        var placed = state
        placed.position = CGPoint(
            x: Double(state.position.x) + Double(origin.x), y: Double(state.position.y) + Double(origin.y))
        placed.apply(to: decoy)
        if let layer = original as? Layer {
            decoy.backgroundColor = layer.backgroundColor
            decoy.cornerRadius = layer.cornerRadius
            decoy.zPosition = layer.zPosition
        }
        decoys.append(decoy)
        return decoy
    }

    /// Removes `decoy` from ``decoys``; a performer that is not one of them is ignored.
    /// - Parameter decoy: A decoy this stage made.
    public func removeDecoy(_ decoy: any Performer) {
        decoys.removeAll { $0 === decoy }
    }
}
