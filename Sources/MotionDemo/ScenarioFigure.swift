import Foundation
import Motion

/// The gallery section of the scenario scene: each performer's scenario,
/// evaluated in closed form (``ScenarioTrack``) and exported with Motion's CSS
/// export as two `@keyframes` rules, one for `transform` and one for `opacity`.
struct ScenarioFigure {
    /// One exported performer.
    struct Performer {
        let name: String
        let colorCode: String
        let size: CGSize
        let transform: CSSKeyframes
        let opacity: CSSKeyframes
        /// The exact scenario in its loop, which the keyframes approximate.
        let loop: LoopTrack
    }

    /// The section's id, for the page's navigation.
    static let anchor = "scenarios"
    /// The section's heading.
    static let title = "Scenarios from JSON"
    /// The largest distance between a corner as the page's CSS plays it and the exact one, in points.
    static let maxCornerError = 0.25
    /// The share of ``maxCornerError`` the sampling takes; the rest pays for short
    /// `matrix3d()` digits (``ShortMatrix3D``), each keyframe's corners within it.
    static let samplingShare = 0.9
    /// The largest opacity error of the `linear()` export.
    static let maxOpacityError = 0.005
    /// The pause at the end of each loop, in seconds.
    static let hold = 1.2

    /// The exported performers, in drawing order.
    let performers: [Performer]
    /// The loop length in seconds: the longest play plus ``hold``.
    let period: Double

    /// Evaluates the demo's scenarios and exports them.
    static func make() throws -> ScenarioFigure {
        let scene = ScenarioScene()
        let library = scene.player.library
        let venus = scene.layer("venus").frame
        // What each layer plays, and when: the scene chains "spinSizeUpDown" after
        // "jump", which is the same as one scenario with both keyframe lists.
        let plays: [(name: String, keyframes: [ScenarioKeyframe], delay: Double)] = [
            ("lion", library["roar"]!.keyframes, 0),
            ("rocket", library["flyToTheVenus"]!.keyframes, 0.25),
            ("jumper", library["jump"]!.keyframes + library["spinSizeUpDown"]!.keyframes, 0),
        ]
        var tracks: [(actor: ScenarioScene.Actor, track: ScenarioTrack, delay: Double)] = []
        for play in plays {
            let actor = scene.actors.first { $0.name == play.name }!
            let scenario = Scenario(name: play.name, keyframes: play.keyframes)
            let track = try ScenarioTrack(scenario, from: PerformerState(actor.layer), targetFrames: ["venus": venus])
            tracks.append((actor, track, play.delay))
        }
        // Whole milliseconds, so that the CSS duration reads "4.6s", not "4.6000000000000005s".
        let period = (((tracks.map { $0.delay + $0.track.duration }.max() ?? 0) + hold) * 1000).rounded() / 1000
        var performers: [Performer] = []
        let venusActor = scene.actors.first { $0.name == "venus" }!
        let still = try ScenarioTrack(
            Scenario(name: "venus"), from: PerformerState(venusActor.layer), targetFrames: [:])
        for (actor, track, delay) in [(venusActor, still, 0.0)] + tracks {
            let held = LoopTrack(base: track, delay: delay, period: period)
            let options = CSSAnimationOptions(iterationCount: .infinite)
            let size = track.initial.bounds.size
            let corners = SampledKeyframes(
                sampling: WorldTransformTrack(base: held), maxError: samplingShare * maxCornerError,
                distance: { cornerDistance($0, $1, size: size) })
            let rounding = (1 - samplingShare) * maxCornerError
            performers.append(
                Performer(
                    name: actor.name, colorCode: actor.colorCode, size: track.initial.bounds.size,
                    transform: try CSSKeyframes(
                        name: "scenario-\(actor.name)-transform", property: "transform", keyframes: corners,
                        options: options, format: { ShortMatrix3D.text($0, size: size, within: rounding) }),
                    opacity: try CSSKeyframes(
                        name: "scenario-\(actor.name)-opacity", property: "opacity",
                        linearTimingOf: OpacityTrack(base: held), maxError: maxOpacityError, options: options),
                    loop: held))
        }
        return ScenarioFigure(performers: performers, period: period)
    }

    /// The `<section>` element.
    var html: String {
        let layers = performers.indices.map { #"<div class="sc-layer sc\#($0)"></div>"# }.joined()
        let json = escapeHTML(ScenarioScene.json)
        let keyframeCount = performers.map { $0.transform.rule.components(separatedBy: "%").count - 1 }.reduce(0, +)
        return #"<section id="\#(Self.anchor)"><h2>\#(Self.title)</h2>"#
            + #"<p class="note"><span class="tag">exported</span> The scenes of <code>motion-demo scenarios</code>: "#
            + "P9ViewAnimator scenarios loaded from the JSON below. Each layer's scenario was evaluated in closed "
            + "form (<code>ScenarioTrack</code>) and exported with <code>CSSKeyframes</code>: the transform as "
            + "sampled <code>matrix3d()</code> keyframes within \(decimal(Self.maxCornerError, 2)) pt at every corner "
            + "(\(keyframeCount) keyframes in all, entries with the fewest digits that keep it), the opacity as one <code>linear()</code> timing within "
            + "\(decimal(Self.maxOpacityError, 3)). The loop holds the end for \(decimal(Self.hold, 1)) s.</p>"
            + #"<div class="ls-scroll"><div class="sc-stage">\#(layers)</div></div>"#
            + "<details><summary>The JSON</summary><pre>\(json)</pre></details>"
            + "<details><summary>The exported CSS</summary><pre>"
            + escapeHTML(performers.map { $0.transform.rule + "\n" + $0.opacity.rule }.joined(separator: "\n"))
            + "</pre></details></section>"
    }

    /// The per-layer rules: size, colour, and the two exported animations.
    var css: String {
        performers.enumerated().map { index, performer in
            let color = Self.color(performer.colorCode)
            return ".sc\(index) { width: \(decimal(performer.size.width, 0))px; "
                + "height: \(decimal(performer.size.height, 0))px; background: \(color); "
                + "animation: \(performer.transform.animation), \(performer.opacity.animation); }\n"
                + performer.transform.rule + "\n" + performer.opacity.rule
        }.joined(separator: "\n")
    }

    /// The page colour of an ANSI colour code.
    static func color(_ code: String) -> String {
        switch code {
        case "31": "#d04a3a"
        case "33": "#d08a00"
        case "36": "#2f6fde"
        default: "#2e9e5b"
        }
    }

    /// The stage's fixed style rules.
    static let style = """
        .sc-stage { position: relative; width: 720px; height: 360px; margin: 8px 0; overflow: hidden;
          background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
        .sc-layer { position: absolute; left: 0; top: 0; transform-origin: 0 0; border-radius: 3px; }
        details pre { max-height: 320px; overflow: auto; font-size: 12px; }
        """

    /// The largest distance between the images of a `size` rectangle's corners
    /// under two world transforms.
    static func cornerDistance(_ a: Transform3D, _ b: Transform3D, size: CGSize) -> Double {
        var largest = 0.0
        for (x, y) in [(0.0, 0.0), (Double(size.width), 0.0), (0.0, Double(size.height)), (Double(size.width), Double(size.height))] {
            let p = a.applied(to: SIMD4(x, y, 0, 1))
            let q = b.applied(to: SIMD4(x, y, 0, 1))
            let dx = p.x / p.w - q.x / q.w
            let dy = p.y / p.w - q.y / q.w
            largest = max(largest, (dx * dx + dy * dy).squareRoot())
        }
        return largest
    }
}

/// A scenario track placed in a loop: its first state during `delay`, its
/// last state after it ends, `period` seconds in all.
struct LoopTrack: Track {
    let base: ScenarioTrack
    let delay: Double
    let period: Double

    var duration: Double { period }

    func value(at time: Double) -> PerformerState {
        base.value(at: time - delay)
    }
}

/// A performer's picture as one CSS transform: the matrix that maps a point of its
/// bounds (origin top-left, as a `transform-origin: 0 0` box) into the stage,
/// `T(−anchor ⊙ size) · transform · T(position)` for row vectors.
struct WorldTransformTrack: Track {
    let base: LoopTrack

    var duration: Double { base.duration }

    func value(at time: Double) -> Transform3D {
        let state = base.value(at: time)
        let anchor = Transform3D(
            translationX: -Double(state.anchorPoint.x * state.bounds.width),
            y: -Double(state.anchorPoint.y * state.bounds.height), z: 0)
        let position = Transform3D(translationX: Double(state.position.x), y: Double(state.position.y), z: 0)
        return anchor.concatenating(state.transform).concatenating(position)
    }
}

/// A performer's opacity over the loop.
struct OpacityTrack: Track {
    let base: LoopTrack

    var duration: Double { base.duration }

    func value(at time: Double) -> Double { base.value(at: time).opacity }
}
