import Foundation
import Motion

/// Property animations on ``Layer``s: a staggered entrance, three redirects in
/// mid-flight and a trigger chain, all on one ``AnimationEngine``.
///
/// The scene never reads a clock. Its drivers step it at fixed frame times
/// (``frameTime(_:)``), so a given frame number always shows the same values;
/// the live terminal passes measured times instead. Coordinates are points in
/// a ``size``-sized world with y growing downward, as in Core Animation.
final class LayerScene: DemoScene {
    /// The world the layers move in, in points.
    static let size = CGSize(width: 720, height: 360)
    /// The frame rate of the deterministic drivers (plain text and the gallery).
    static let framesPerSecond = 60

    /// The engine time of frame `index` at ``framesPerSecond``, exact to the nanosecond.
    static func frameTime(_ index: Int) -> Duration {
        .nanoseconds(Int64(index) * 1_000_000_000 / Int64(framesPerSecond))
    }

    /// The engine that runs every animation of the scene.
    let engine = AnimationEngine()
    /// The layers in drawing order, each with its role.
    let actors: [Actor]
    /// What happened so far: trigger firings, redirects and group ends.
    var events: [Event] { board.events }
    /// The targets of the redirected lanes, by actor index.
    var markers: [Int: LaneMarkers] { board.markers }
    /// The positions each redirected layer has been drawn at, by actor index.
    private(set) var trails: [Int: [CGPoint]] = [:]

    /// Where the engine's callbacks write (a box, so they need not capture the scene).
    let board = Board()
    /// Whether ``start()`` has run.
    private(set) var isStarted = false

    /// Creates the layers in their initial state; nothing moves until ``start()``.
    init() {
        actors = Self.makeActors()
        for (index, actor) in actors.enumerated() where actor.role.isRedirected {
            trails[index] = []
        }
    }

    /// Starts every animation at the engine's current time.
    func start() {
        precondition(!isStarted, "LayerScene.start() was called twice")
        isStarted = true
        startEntrance()
        startRedirects()
        startChain()
    }

    /// Whether every animation, including the ones triggers started, has ended.
    var isFinished: Bool { isStarted && engine.isIdle }

    /// Delivers the frame at `time` and extends the trails.
    func advance(to time: Duration) {
        engine.advance(to: time)
        for (index, actor) in actors.enumerated() where actor.role.isRedirected {
            let point = actor.layer.position
            if trails[index]?.last != point { trails[index]?.append(point) }
        }
    }

    // MARK: - Types

    /// One layer and what it demonstrates.
    struct Actor {
        /// The animated model object.
        let layer: Layer
        /// What it demonstrates; sets its colour.
        let role: Role
        /// The name shown left of its lane, or `nil` for all but the first of a row.
        let label: String?
        /// The y of its lane, where the label goes.
        let laneY: Double
    }

    /// What an actor demonstrates.
    enum Role: CaseIterable {
        /// A card of the staggered entrance.
        case entrance
        /// A spring redirected in mid-flight; the velocity carries over.
        case spring
        /// A timed curve redirected with ``Retargeting/continuous``: a Hermite lead-in keeps the velocity.
        case leadIn
        /// A timed curve redirected with the default ``Retargeting/scaled``: the velocity jumps.
        case plainCurve
        /// A layer of the trigger chain.
        case chain

        /// Whether the actor gets a new target in mid-flight (and leaves a trail).
        var isRedirected: Bool { self == .spring || self == .leadIn || self == .plainCurve }
    }

    /// A moment of the scene worth reporting.
    struct Event {
        /// The engine time, in seconds.
        let time: Double
        /// What happened.
        let text: String
    }

    /// The targets of one redirected lane.
    struct LaneMarkers {
        /// The first target.
        var first: CGPoint
        /// Where the layer was when it got the new target, once it has.
        var redirectedAt: CGPoint?
        /// The new target, once given.
        var second: CGPoint?
    }

    /// Mutable state shared with the engine's callbacks.
    final class Board {
        /// Events in the order they happened.
        private(set) var events: [Event] = []
        /// The lanes' targets, by actor index.
        private(set) var markers: [Int: LaneMarkers] = [:]

        /// Records `text` at the engine's current time.
        func note(_ text: String, at engine: AnimationEngine) {
            events.append(Event(time: engine.currentTime.inSeconds, text: text))
        }

        /// Sets the markers of the lane of actor `index`.
        func setMarkers(_ lane: LaneMarkers, for index: Int) {
            markers[index] = lane
        }
    }
}
