import Motion

/// A draggable card. Its physical position may leave the window; what is
/// drawn is rubber-banded past the edges (``displayed``).
final class Card {
    /// The card's index, which picks its colour.
    let index: Int
    /// The top-left corner, unbanded: the drag's or the animation's value.
    var position: SIMD2<Double>
    /// The slot the card rests in or is heading for.
    var slot: Int
    /// The fling, while it runs.
    var decayID: AnimationID?
    /// The catching spring, once it is scheduled.
    var springID: AnimationID?
    /// Whether the spring has taken over from the fling.
    var isSpringing = false

    /// A card at rest in `slot`.
    init(index: Int, slot: Int) {
        self.index = index
        self.slot = slot
        self.position = Scene.slots[slot]
    }

    /// The top-left corner on screen: ``position`` rubber-banded past the window's edges.
    var displayed: SIMD2<Double> {
        SIMD2(
            Scene.band.x.value(position.x, in: Scene.bounds.x),
            Scene.band.y.value(position.y, in: Scene.bounds.y))
    }

    /// The pixel rectangle drawn for the card: ``displayed`` rounded to whole pixels.
    var pixelOrigin: (x: Int32, y: Int32) {
        let shown = displayed
        return (Int32(shown.x.rounded()), Int32(shown.y.rounded()))
    }

    /// Whether the point is on the card as drawn.
    func contains(_ point: SIMD2<Double>) -> Bool {
        let origin = displayed
        return point.x >= origin.x && point.y >= origin.y
            && point.x < origin.x + Scene.cardSize.x && point.y < origin.y + Scene.cardSize.y
    }
}
