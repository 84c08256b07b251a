import Foundation
import Motion

/// What Motion computes for the gallery's scene animations at a few times,
/// embedded in the page as a JSON data block (`<script type="application/json"
/// id="motion-expected">`) for a browser test to compare with the CSS
/// animations (`scripts/gallery_browser.py`). The curve cards carry theirs in
/// `data-expect` attributes (``GalleryPage/expectedPositions(of:)``).
///
/// Each entry names an element, a time of its animations in seconds, the
/// values expected then and the error the page states for them.
enum GalleryExpectations {
    /// How many times each scene is checked at.
    static let checks = 9

    /// The JSON block, or an empty string when the page shows neither scene.
    static func block(layers: LayerSceneFigure?, scenarios: ScenarioFigure?) throws -> String {
        var entries: [String] = []
        if let layers { entries += layerEntries(layers) }
        if let scenarios { entries += try scenarioEntries(scenarios) }
        guard !entries.isEmpty else { return "" }
        return #"<script type="application/json" id="motion-expected">["#
            + entries.joined(separator: ",\n") + "]</script>"
    }

    /// The layers scene at sample times, where the page's keyframes sit: each
    /// layer's centre and size (0.1 pt) and opacity (0.01) as the engine
    /// delivered them, unrounded.
    static func layerEntries(_ figure: LayerSceneFigure) -> [String] {
        let count = figure.times.count
        let picked = (1...checks).map { $0 * (count - 1) / checks }
        let frames = Dictionary(
            picked.map { (Int((figure.times[$0] * Double(LayerScene.framesPerSecond)).rounded()), figure.times[$0]) },
            uniquingKeysWith: { first, _ in first })
        var entries: [String] = []
        _ = LayerScene.play { scene, frame in
            guard let time = frames[frame] else { return }
            for (index, actor) in scene.actors.enumerated() {
                let box = actor.layer.frame
                let values = [
                    ("left", box.midX), ("top", box.midY), ("width", box.width), ("height", box.height),
                    ("opacity", actor.layer.opacity),
                ].map { #""\#($0.0)":\#(decimal(Double($0.1), 6))"# }.joined(separator: ",")
                entries.append(
                    #"{"selector":".ls-stage .l\#(index)","time":\#(decimal(time, 6)),"#
                        + #""css":{\#(values)},"error":{"px":0.1,"opacity":0.01}}"#)
            }
        }
        return entries
    }

    /// The scenario scene at times spread over its loop: the corners of each
    /// performer's box under the transform Motion's ``ScenarioTrack`` gives
    /// (within ``ScenarioFigure/maxCornerError``) and its opacity (within
    /// ``ScenarioFigure/maxOpacityError``). The tracks are rebuilt as
    /// ``ScenarioFigure/make()`` builds them, from the scene's JSON.
    static func scenarioEntries(_ figure: ScenarioFigure) throws -> [String] {
        let scene = ScenarioScene()
        let library = scene.player.library
        let venus = scene.layer("venus").frame
        let plays: [(name: String, keyframes: [ScenarioKeyframe], delay: Double)] = [
            ("venus", [], 0),
            ("lion", library["roar"]!.keyframes, 0),
            ("rocket", library["flyToTheVenus"]!.keyframes, 0.25),
            ("jumper", library["jump"]!.keyframes + library["spinSizeUpDown"]!.keyframes, 0),
        ]
        var entries: [String] = []
        for (index, play) in plays.enumerated() {
            guard index < figure.performers.count, figure.performers[index].name == play.name else {
                preconditionFailure("GalleryExpectations: the scenario figure's performers changed; update the plays")
            }
            let actor = scene.actors.first { $0.name == play.name }!
            let track = try ScenarioTrack(
                Scenario(name: play.name, keyframes: play.keyframes), from: PerformerState(actor.layer),
                targetFrames: play.keyframes.isEmpty ? [:] : ["venus": venus])
            let loop = LoopTrack(base: track, delay: play.delay, period: figure.period)
            let size = track.initial.bounds.size
            for check in 1...checks {
                let time = figure.period * (Double(check) - 0.5) / Double(checks)
                let matrix = WorldTransformTrack(base: loop).value(at: time)
                let corners = [(0.0, 0.0), (Double(size.width), 0.0), (0.0, Double(size.height)),
                    (Double(size.width), Double(size.height))].map { x, y -> String in
                    let p = matrix.applied(to: SIMD4(x, y, 0, 1))
                    return "[\(decimal(x, 3)),\(decimal(y, 3)),\(decimal(p.x / p.w, 6)),\(decimal(p.y / p.w, 6))]"
                }.joined(separator: ",")
                let opacity = decimal(OpacityTrack(base: loop).value(at: time), 6)
                entries.append(
                    #"{"selector":".sc-stage .sc\#(index)","time":\#(decimal(time, 6)),"corners":[\#(corners)],"#
                        + #""css":{"opacity":\#(opacity)},"#
                        + #""error":{"corner":\#(ScenarioFigure.maxCornerError),"opacity":\#(ScenarioFigure.maxOpacityError)}}"#)
            }
        }
        return entries
    }
}
