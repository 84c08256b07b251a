import Foundation
import Motion

/// The scene's layers and their animations: what the demo shows of the property API.
extension LayerScene {
    /// The number of entrance cards.
    static let cardCount = 7
    /// The entrance cards' final size.
    static let cardSize = CGSize(width: 80, height: 40)
    /// The resting centre of entrance card `index`.
    static func cardCenter(_ index: Int) -> CGPoint { CGPoint(x: 60 + 100 * Double(index), y: 40) }

    /// The entrance's stagger: GSAP's `each` spreads (n − 1) × 60 ms from the centre card out
    /// to the ends, so the steps are 120 ms on seven cards.
    static let entranceStagger = Stagger.each(.milliseconds(60), from: .center)

    /// The redirected lanes: role, label, y of the lane and retargeting policy of the redirect.
    static let lanes: [(role: Role, label: String, y: Double, retargeting: Retargeting)] = [
        (.spring, "spring", 110, .scaled),
        (.leadIn, "lead-in", 170, .continuous),
        (.plainCurve, "no lead-in", 230, .scaled),
    ]
    /// Where every lane (and the chain) starts, as an x coordinate.
    static let laneStartX = 40.0
    /// The x of every lane's first target (and of the chain's end).
    static let laneFirstX = 680.0
    /// The new target, relative to the lane's start: back left and a little down.
    static let laneSecondOffset = CGPoint(x: 120, y: 30)
    /// The value progress of the first flight at which the new target is given.
    static let redirectFraction = 0.4
    /// The spring of the spring lane (both flights).
    static let laneSpring = Spring(duration: 1.5, bounce: 0.1)
    /// The curve of the timed lanes (both flights).
    static let laneEasing = Easing.easeInOutCubic
    /// The nominal duration of the timed lanes' flights; the redirect scales it.
    static let laneDuration = Duration.milliseconds(1600)

    /// The trigger chain's rows: label and y.
    static let chainRows: [(label: String, y: Double)] = [("A", 290), ("B", 320), ("C", 350)]

    /// Every layer in its state before ``start()``.
    static func makeActors() -> [Actor] {
        var actors: [Actor] = []
        for index in 0..<cardCount {
            let layer = Layer(position: CGPoint(x: cardCenter(index).x, y: 0), opacity: 0)
            let label = index == 0 ? "stagger" : nil
            actors.append(Actor(layer: layer, role: .entrance, label: label, laneY: cardCenter(index).y))
        }
        let box = CGRect(x: 0, y: 0, width: 20, height: 20)
        for lane in lanes {
            let layer = Layer(position: CGPoint(x: laneStartX, y: lane.y), bounds: box)
            actors.append(Actor(layer: layer, role: lane.role, label: lane.label, laneY: lane.y))
        }
        for (index, row) in chainRows.enumerated() {
            let layer = Layer(
                position: CGPoint(x: laneStartX, y: row.y), bounds: CGRect(x: 0, y: 0, width: 30, height: 20),
                opacity: index == 0 ? 1 : 0)
            actors.append(Actor(layer: layer, role: .chain, label: row.label, laneY: row.y))
        }
        return actors
    }

    /// The cards enter from the centre outward: one builder, seven groups at stagger offsets.
    func startEntrance() {
        let cards = actors.filter { $0.role == .entrance }.map(\.layer)
        let stagger = Self.entranceStagger
        let offsets = stagger.offsets(count: cards.count).map { decimal($0, 2) }.joined(separator: " ")
        board.note("stagger from the centre: start offsets \(offsets) s", at: engine)
        let board = board
        unowned let engine = engine
        let completion = { (_: CompletionReason) in board.note("stagger: all cards in", at: engine) }
        engine.animate(cards, stagger: stagger, completion: completion) { a in
            a.animate(\.position, to: Self.cardCenter(a.index), with: .spring(.bouncy))
            a.animate(\.bounds, to: CGRect(origin: .zero, size: Self.cardSize), with: .spring(.snappy))
            a.animate(\.opacity, to: 1, duration: .milliseconds(300), easing: .easeOut)
        }
    }

    /// Three layers fly right; at 40 % of the way a trigger gives each a new target back left.
    func startRedirects() {
        let board = board
        unowned let engine = engine
        for (index, actor) in actors.enumerated() where actor.role.isRedirected {
            guard let lane = Self.lanes.first(where: { $0.role == actor.role }) else { continue }
            let first = CGPoint(x: Self.laneFirstX, y: lane.y)
            let second = CGPoint(x: Self.laneStartX, y: lane.y) + Self.laneSecondOffset
            board.setMarkers(LaneMarkers(first: first), for: index)
            let layer = actor.layer
            engine.animate(layer) { a in
                Self.fly(a, to: first, role: lane.role)
                a.trigger(.valueProgress(Self.redirectFraction)) {
                    board.note("\(lane.label) at \(Int(Self.redirectFraction * 100)) %: new target", at: engine)
                    let markers = LaneMarkers(first: first, redirectedAt: layer.position, second: second)
                    board.setMarkers(markers, for: index)
                    engine.animate(layer, retargeting: lane.retargeting) { b in
                        Self.fly(b, to: second, role: lane.role)
                        b.didStop { reason in board.note("\(lane.label): at the new target (\(reason))", at: engine) }
                    }
                }
                a.didStop { reason in board.note("\(lane.label): first flight ended (\(reason))", at: engine) }
            }
        }
    }

    /// One flight of a lane's layer: the spring, or the timed curve.
    private static func fly(_ a: PropertyAnimationBuilder<Layer>, to target: CGPoint, role: Role) {
        if role == .spring {
            // No initial velocity given: a redirect keeps the old motion's exact velocity.
            a.animate(\.position, to: target, with: .spring(laneSpring))
        } else {
            a.animate(\.position, to: target, duration: laneDuration, easing: laneEasing)
        }
    }

    /// A relay: A's value progress starts B, B's starts C; each trigger names the next layer.
    func startChain() {
        let layers = actors.filter { $0.role == .chain }.map(\.layer)
        let (a, b, c) = (layers[0], layers[1], layers[2])
        let board = board
        unowned let engine = engine
        let end = { (layer: Layer) in CGPoint(x: Self.laneFirstX, y: layer.position.y) }
        engine.animate(a) { g in
            g.animate(\.position, to: end(a), duration: .milliseconds(1400), easing: .easeInOutSine)
            g.trigger(.valueProgress(0.5)) { board.note("A at 50 % of its way: starts B", at: engine) }
            g.trigger(.valueProgress(0.5), on: b) { h in
                h.animate(\.position, to: end(b), with: .spring(Spring(duration: 0.8, bounce: 0.3)), isPrimary: true)
                h.animate(\.opacity, to: 1, duration: .milliseconds(250))
                h.trigger(.valueProgress(0.75)) { board.note("B at 75 % of its way: starts C", at: engine) }
                h.trigger(.valueProgress(0.75), on: c) { k in
                    k.animate(\.position, to: end(c), duration: .milliseconds(700), easing: .easeOutBack)
                    k.animate(\.opacity, to: 1, duration: .milliseconds(250))
                    k.didStop { _ in board.note("C done: the chain has ended", at: engine) }
                }
            }
        }
    }
}
