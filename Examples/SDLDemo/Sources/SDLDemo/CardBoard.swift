import Motion

/// The cards, the pointer and the engine that animates them.
///
/// Every event carries its own time: the app's clock (SDL's timestamps) or
/// the replay's frame clock. Animations started by an event begin at that
/// time, whatever the engine's last frame was, by starting with a delay
/// relative to ``AnimationEngine/currentTime``.
final class CardBoard {
    /// The engine; the app calls `advance(to:)` once per frame.
    let engine: AnimationEngine
    /// The cards, by index.
    let cards: [Card]
    /// Drawing order, bottom first: a grabbed card comes to the top.
    private(set) var order: [Int]

    private var dragged: (card: Int, grab: SIMD2<Double>)?
    private var tracker = VelocityTracker()

    /// Three cards in their start slots.
    init(engine: AnimationEngine) {
        self.engine = engine
        cards = Scene.startSlots.enumerated().map { Card(index: $0.offset, slot: $0.element) }
        order = Array(cards.indices)
    }

    /// Whether a card is being dragged.
    var isDragging: Bool { dragged != nil }

    /// The pointer went down at `point`: grab the topmost card under it, stopping its animations.
    func press(at point: SIMD2<Double>, time: Duration) {
        guard let index = order.last(where: { cards[$0].contains(point) }) else { return }
        let card = cards[index]
        stopAnimations(of: card)
        // The drag now drives the card's physical position, so a rubber-banded card stays where it is drawn.
        dragged = (index, point - card.position)
        order.removeAll { $0 == index }
        order.append(index)
        tracker.reset()
        tracker.add(point, at: time)
    }

    /// The pointer moved to `point` while down.
    func move(to point: SIMD2<Double>, time: Duration) {
        guard let (index, grab) = dragged else { return }
        cards[index].position = point - grab
        tracker.add(point, at: time)
    }

    /// The pointer went up at `point`: the dragged card flies on and is caught into a slot.
    func release(at point: SIMD2<Double>, time: Duration) {
        guard let (index, grab) = dragged else { return }
        dragged = nil
        tracker.add(point, at: time)
        let card = cards[index]
        card.position = point - grab
        let plan = FlingPlan(start: card.position, velocity: tracker.velocity) { slot in
            self.cards.contains { $0.index != index && $0.slot == slot }
        }
        card.slot = plan.slot
        card.isSpringing = false
        let delay = time - engine.currentTime
        if plan.catchTime > 0 {
            card.decayID = engine.animateDecay(
                from: plan.start, initialVelocity: plan.velocity, decay: Scene.decay, delay: delay
            ) { [unowned card] position in
                if !card.isSpringing { card.position = position }
            } completion: { [unowned card] _ in
                card.decayID = nil
            }
        }
        card.springID = engine.animate(
            from: plan.catchPosition, to: Scene.slots[plan.slot], initialVelocity: plan.catchVelocity,
            spring: Scene.spring, delay: delay + .nanoseconds(Int64((plan.catchTime * 1e9).rounded()))
        ) { [unowned self, unowned card] position in
            card.position = position
            if !card.isSpringing {
                card.isSpringing = true
                if let decay = card.decayID { self.engine.cancel(decay) }
            }
        } completion: { [unowned card] reason in
            card.springID = nil
            if reason == .finished { card.position = Scene.slots[card.slot] }
        }
    }

    private func stopAnimations(of card: Card) {
        if let id = card.springID { engine.cancel(id) }
        if let id = card.decayID { engine.cancel(id) }
        card.springID = nil
        card.decayID = nil
        card.isSpringing = false
    }
}
