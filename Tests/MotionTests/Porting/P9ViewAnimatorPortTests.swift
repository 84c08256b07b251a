import Foundation
import Motion
import Testing

// The examples of P9ViewAnimator's README, ported as in the article "Coming from
// P9ViewAnimator" (every Swift block of the article is in this file), checked
// against geometry worked out by hand and CSS's Bézier curves found by bisection.

/// Records what P9's target-object protocol would receive.
final class P9Targets: ScenarioTargetProvider {
    var calls: [String] = []
    let targetFrame = CGRect(x: 100, y: 100, width: 100, height: 100)

    func frame(ofTargetNamed name: String) -> CGRect? { name == "targetView" ? targetFrame : nil }
    func setVelocity(_ velocity: Double, forTargetNamed name: String) { calls.append("velocity \(velocity) \(name)") }
    func setLoops(_ loops: Bool, forTargetNamed name: String) { calls.append("loop \(loops) \(name)") }
    func play(targetNamed name: String) { calls.append("play \(name)") }
    func perform(actionNamed name: String, on performer: any Performer) { calls.append("action \(name)") }
    func scenarioStarted(_ name: String) { calls.append("scenario \(name) started.") }
    func scenarioEnded(_ name: String) { calls.append("scenario \(name) ended.") }
}

@Suite("Porting: P9ViewAnimator's README")
struct P9ViewAnimatorPortTests {
    typealias Geometry = ReadmeScenarioExampleTests

    /// A CSS cubic-bezier(x1, 0, x2, 1) at x, by bisection.
    static func bezier(_ x: Double, x1: Double, x2: Double) -> Double {
        func curve(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if curve(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return curve((low + high) / 2, 0, 1)
    }

    @Test("every Swift block of the article is compiled and run here")
    func articleBlocksAreTested() throws {
        let (missing, count) = try ArticleSnippets.blocksMissing(fromArticle: "ComingFromP9ViewAnimator", in: #filePath)
        #expect(count >= 6)
        #expect(missing.isEmpty, "not in this test: \(missing)")
    }

    @Test("scenarios: a jump, and a spin with size up and down; played by two actors with callbacks")
    func scenariosAndActors() throws {
        var library = ScenarioLibrary()
        // Up by 2 during 1 s (ease-in), then down by 2 during 1 s (ease-out).
        library.add(Scenario(name: "jump", keyframes: [
            ScenarioKeyframe(after: 1.0, .translate(x: 0, y: -2), interpolation: .easeIn),
            ScenarioKeyframe(after: 1.0, .translate(x: 0, y: 2), interpolation: .easeOut),
        ]))
        // Twice the size while turning 180°, then half the size while turning 180° more.
        library.add(Scenario(name: "spinSizeUpDown", keyframes: [
            ScenarioKeyframe(after: 1.0, .scale(x: 2, y: 2), interpolation: .linear),
            ScenarioKeyframe(after: 0.0, .rotate(axis: .z, degrees: 180), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .scale(x: 0.5, y: 0.5), interpolation: .linear),
            ScenarioKeyframe(after: 0.0, .rotate(axis: .z, degrees: 180), interpolation: .linear),
        ]))

        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: library)
        let actorView = Layer(position: CGPoint(x: 50, y: 50), bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        let anotherActorView = Layer(position: CGPoint(x: 150, y: 50), bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        var log: [String] = []

        try player.play("jump", on: actorView, beginning: { _ in
            log.append("jump begins")   // when the animation begins
        }, completion: { outcome in
            log.append("jump: \(outcome)")   // when the animation has completed
        })
        // Scenarios are reusable: another actor plays another one at the same time.
        try player.play("spinSizeUpDown", on: anotherActorView)

        engine.advance(to: .seconds(0.5))
        let up = -2 * Self.bezier(0.5, x1: 0.42, x2: 1)
        #expect(Geometry.close(Geometry.corners(of: actorView), Geometry.rectangleCorners(center: (50, 50 + up), halfWidth: 10, halfHeight: 10)))
        // Halfway through the first group: scale 1.5, turned 90°, about the centre.
        #expect(Geometry.close(Geometry.corners(of: anotherActorView), [(165, 35), (165, 65), (135, 65), (135, 35)]))
        engine.advance(to: .seconds(1.5))
        let down = -2 + 2 * Self.bezier(0.5, x1: 0, x2: 0.58)
        #expect(Geometry.close(Geometry.corners(of: actorView), Geometry.rectangleCorners(center: (50, 50 + down), halfWidth: 10, halfHeight: 10)))
        engine.advance(to: .seconds(2))
        #expect(log == ["jump begins", "jump: finished"])
        // Back to the start: scale 2 × 0.5, turned 360°.
        #expect(Geometry.close(Geometry.corners(of: anotherActorView), Geometry.rectangleCorners(center: (150, 50), halfWidth: 10, halfHeight: 10)))

        // A single trailing closure is the completion (it used to bind to `beginning`).
        try player.play("jump", on: actorView) { outcome in
            log.append("jump again: \(outcome)")
        }
        engine.advance(to: .seconds(3))
        #expect(log == ["jump begins", "jump: finished"])
        engine.advance(to: .seconds(4))
        #expect(log == ["jump begins", "jump: finished", "jump again: finished"])
    }

    @Test("transform and alpha keyframes, with anchors")
    func transformKeyframes() throws {
        let scenario = Scenario(name: "transforms", keyframes: [
            ScenarioKeyframe(after: 1.0, .translate(x: 1.0, y: 1.0), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .rotate(axis: .x, degrees: 30.0), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .rotate(axis: .y, degrees: 30.0, anchor: CGPoint(x: 0.5, y: 0.5)), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .rotate(axis: .z, degrees: 30.0, anchor: CGPoint(x: 0.5, y: 1.0)), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .scale(x: 2.0, y: 2.0, anchor: CGPoint(x: 0.5, y: 0.5)), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .alpha(0.5), interpolation: .linear),
        ])

        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let actorView = Layer(position: CGPoint(x: 0, y: 0), bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
        var outcomes: [ScenarioCompletion] = []
        try player.play(scenario, on: actorView, completion: { outcomes.append($0) })

        engine.advance(to: .seconds(0.5))
        #expect(Geometry.close(Geometry.corners(of: actorView), Geometry.rectangleCorners(center: (0.5, 0.5), halfWidth: 20, halfHeight: 20)))
        engine.advance(to: .seconds(5.5))
        #expect(abs(actorView.opacity - 0.75) < 1e-12)   // alpha keyframe: linear from 1 to 0.5
        engine.advance(to: .seconds(6))
        #expect(actorView.opacity == 0.5 && outcomes == [.finished])
    }

    @Test("morph to a frame, to a named view, and a frame animation, through a target provider")
    func targets() throws {
        let targetFrame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let scenario = Scenario(name: "morphs", keyframes: [
            ScenarioKeyframe(after: 1.0, .morph(.frame(targetFrame)), interpolation: .linear),
            ScenarioKeyframe(after: 1.0, .morph(.named("targetView")), interpolation: .linear),   // the provider's frame
            ScenarioKeyframe(after: 1.0, .frameAnimation(target: "avatar", velocity: 1.0, loops: false), interpolation: .linear),
            ScenarioKeyframe(after: 0.0, .action(ScenarioAction(named: "playSound"))),
        ])

        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine)
        let targets = P9Targets()   // P9ViewAnimatorTargetObjectProtocol
        let actorView = Layer(position: CGPoint(x: 300, y: 300), bounds: CGRect(x: 0, y: 0, width: 50, height: 20))
        try player.play(scenario, on: actorView, targets: targets)

        engine.advance(to: .seconds(1))
        #expect(Geometry.close(Geometry.corners(of: actorView), Geometry.rectangleCorners(center: (50, 50), halfWidth: 50, halfHeight: 50)))
        engine.advance(to: .seconds(2))
        #expect(Geometry.close(Geometry.corners(of: actorView), Geometry.rectangleCorners(center: (150, 150), halfWidth: 50, halfHeight: 50)))
        engine.advance(to: .seconds(3))
        // P9's order: velocity, loop, then play.
        #expect(targets.calls == [
            "scenario morphs started.", "velocity 1.0 avatar", "loop false avatar", "play avatar", "action playSound",
            "scenario morphs ended.",
        ])
    }

    @Test("a decoy plays on a stage while the actor hides; stop and stop all")
    func decoyAndStop() throws {
        var library = ScenarioLibrary()
        library.add(Scenario(name: "jump", keyframes: [
            ScenarioKeyframe(after: 1.0, .translate(x: 0, y: -2), interpolation: .easeIn),
            ScenarioKeyframe(after: 1.0, .translate(x: 0, y: 2), interpolation: .easeOut),
        ]))
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: library)
        let actorView = Layer(position: CGPoint(x: 50, y: 50), bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        let anotherActorView = Layer()

        let stageView = LayerStage()
        player.defaultStage = stageView   // nil for the stage below uses it
        try player.playDecoy("jump", of: actorView, on: nil, beginning: { _ in
            actorView.opacity = 0.0
        }, completion: { _ in
            actorView.opacity = 1.0
        })

        engine.advance(to: .seconds(1))
        #expect(actorView.opacity == 0 && stageView.decoys.count == 1)
        #expect(Geometry.close(Geometry.corners(of: actorView), Geometry.rectangleCorners(center: (50, 50), halfWidth: 10, halfHeight: 10)))
        engine.advance(to: .seconds(2))
        #expect(actorView.opacity == 1 && stageView.decoys.isEmpty)

        try player.play("jump", on: actorView)
        try player.play("jump", on: anotherActorView)
        engine.advance(to: .seconds(2.5))
        player.stop(actorView)
        #expect(!player.isPlaying(actorView) && player.isPlaying(anotherActorView))
        player.stopAll()
        #expect(!player.isPlaying(anotherActorView))
    }
}
