import Foundation
import Motion

/// P9ViewAnimator-style scenarios, loaded from JSON and played on ``Layer``s
/// by a ``ScenarioPlayer``: a lion roars, a rocket spins out and morphs onto
/// Venus, a box jumps and then spins while it grows and shrinks.
///
/// Like ``LayerScene`` it never reads a clock: drivers step it at fixed frame
/// times, so a frame number always shows the same picture. Coordinates are
/// points in a ``LayerScene/size`` world with y growing downward.
final class ScenarioScene: DemoScene {
    /// The scenarios, in P9ViewAnimator's JSON schema plus Motion's extensions
    /// (a spring interpolation, a CSS easing); the gallery page shows it.
    static let json = """
        {
          "roar": [
            { "type": "rotateZ", "after": 0.2, "angle": -12, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "easeIn" },
            { "type": "translate", "x": -10 },
            { "type": "rotateZ", "after": 0.3, "angle": 24, "anchorX": 0.5, "anchorY": 1.0 },
            { "type": "translate", "x": 20 },
            { "type": "rotateZ", "after": 0.3, "angle": -24, "anchorX": 0.5, "anchorY": 1.0 },
            { "type": "translate", "x": -20 },
            { "type": "rotateZ", "after": 0.2, "angle": 18, "anchorX": 0.5, "anchorY": 1.0 },
            { "type": "translate", "x": 15 },
            { "type": "rotateZ", "after": 0.2, "angle": -6, "anchorX": 0.5, "anchorY": 1.0 },
            { "type": "translate", "x": -5 },
            { "type": "scale", "after": 0.2, "x": 1.3, "y": 1.3, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "easeOut" }
          ],
          "flyToTheVenus": [
            { "type": "rotateZ", "after": 1.0, "angle": 360, "interpolation": "easeIn" },
            { "type": "alpha", "alpha": 0.4 },
            { "type": "morph", "after": 1.0, "target": "venus", "interpolation": "easeOut" },
            { "type": "alpha", "alpha": 1.0 }
          ],
          "jump": [
            { "type": "translate", "after": 0.5, "y": -120, "interpolation": "cubic-bezier(0.2, 0.7, 0.4, 1)" },
            { "type": "translate", "after": 0.8, "y": 120,
              "interpolation": { "kind": "spring", "mass": 1, "stiffness": 170, "damping": 12 } },
            { "type": "frameAnimation", "after": 0.1, "target": "dust", "velocity": 2, "loop": false }
          ],
          "spinSizeUpDown": [
            { "type": "scale", "after": 1.0, "x": 2.0, "y": 2.0 },
            { "type": "rotateZ", "angle": 180 },
            { "type": "scale", "after": 1.0, "x": 0.5, "y": 0.5 },
            { "type": "rotateZ", "angle": 180 }
          ]
        }
        """

    /// The engine that drives every play.
    let engine = AnimationEngine()
    /// The player, with the scenarios of ``json``.
    let player: ScenarioPlayer
    /// The layers in drawing order.
    let actors: [Actor]
    /// Resolves "venus" and "dust" and records what the player tells it.
    let provider: Provider
    /// Whether ``start()`` has run.
    private(set) var isStarted = false
    /// The number of plays that have not completed.
    private(set) var runningPlays = 0

    /// What happened so far, in order.
    var events: [LayerScene.Event] { provider.events }

    /// One drawn layer and its name.
    struct Actor {
        let name: String
        let layer: Layer
        /// The ANSI colour of its cells.
        let colorCode: String
    }

    /// Loads the scenarios and places the layers; nothing moves until ``start()``.
    init() {
        let library: ScenarioLibrary
        do {
            library = try ScenarioLibrary(json: Self.json)
        } catch {
            preconditionFailure("the demo's scenario JSON does not load: \(error)")
        }
        player = ScenarioPlayer(engine: engine, library: library)
        let venus = Layer(position: CGPoint(x: 620, y: 80), bounds: CGRect(x: 0, y: 0, width: 80, height: 60))
        actors = [
            Actor(name: "venus", layer: venus, colorCode: "33"),
            Actor(
                name: "lion", layer: Layer(position: CGPoint(x: 110, y: 300), bounds: CGRect(x: 0, y: 0, width: 80, height: 60)),
                colorCode: "31"),
            Actor(
                name: "rocket", layer: Layer(position: CGPoint(x: 300, y: 300), bounds: CGRect(x: 0, y: 0, width: 40, height: 40)),
                colorCode: "36"),
            Actor(
                name: "jumper", layer: Layer(position: CGPoint(x: 470, y: 320), bounds: CGRect(x: 0, y: 0, width: 40, height: 40)),
                colorCode: "32"),
        ]
        provider = Provider(venus: venus)
        provider.now = { [engine] in engine.currentTime.inSeconds }
    }

    /// The layer named `name`.
    func layer(_ name: String) -> Layer { actors.first { $0.name == name }!.layer }

    /// Starts the plays at the engine's current time: the rocket after a fractional
    /// delay of 0.25 s, the box's second scenario when its first one finishes.
    func start() {
        precondition(!isStarted, "ScenarioScene.start() was called twice")
        isStarted = true
        play("roar", on: "lion")
        play("flyToTheVenus", on: "rocket", delay: .milliseconds(250))
        play("jump", on: "jumper") { [unowned self] outcome in
            if outcome == .finished { play("spinSizeUpDown", on: "jumper") }
        }
    }

    /// Whether every play has completed.
    var isFinished: Bool { isStarted && runningPlays == 0 }

    /// Delivers the frame at `time`.
    func advance(to time: Duration) {
        engine.advance(to: time)
    }

    /// Plays `scenario` on the layer named `name`, counting it until it completes.
    private func play(
        _ scenario: String, on name: String, delay: Duration = .zero,
        then next: ((ScenarioCompletion) -> Void)? = nil
    ) {
        runningPlays += 1
        let provider = self.provider
        do {
            try player.play(
                scenario, on: layer(name), delay: delay, targets: provider,
                beginning: { _ in provider.log("\(name) begins \"\(scenario)\"") },
                completion: { [unowned self] outcome in
                    provider.log("\(name) ends \"\(scenario)\": \(outcome)")
                    runningPlays -= 1
                    next?(outcome)
                })
        } catch {
            preconditionFailure("the demo plays a scenario it does not have: \(error)")
        }
    }

    /// The scene's target provider: Venus's frame, a "dust" frame animation, and a log.
    final class Provider: ScenarioTargetProvider {
        let venus: Layer
        private(set) var events: [LayerScene.Event] = []
        /// The engine time of the frame being delivered, for the log.
        var now: () -> Double = { 0 }

        init(venus: Layer) {
            self.venus = venus
        }

        func log(_ text: String) {
            events.append(LayerScene.Event(time: now(), text: text))
        }

        func frame(ofTargetNamed name: String) -> CGRect? {
            name == "venus" ? venus.frame : nil
        }

        func setVelocity(_ velocity: Double, forTargetNamed name: String) {
            log("frame animation \"\(name)\": velocity \(velocity)")
        }

        func setLoops(_ loops: Bool, forTargetNamed name: String) {
            log("frame animation \"\(name)\": loops \(loops)")
        }

        func play(targetNamed name: String) {
            log("frame animation \"\(name)\": play")
        }
    }
}
