import Foundation
import Motion

/// The layers scene for the gallery page, which runs no engine: the layers'
/// frames and opacities sampled from the engine at fixed frame times and
/// played back by CSS `@keyframes` (linear between samples), with the
/// redirected layers' paths drawn as a static SVG underneath.
struct LayerSceneFigure {
    /// The sampling rate, a divisor of ``LayerScene/framesPerSecond``.
    static let samplesPerSecond = 30
    /// The time every layer rests at its end before the loop starts again, in seconds.
    static let hold = 1.5

    /// The scene after its last frame: layers, trails, markers and events.
    let scene: LayerScene
    /// Per actor, the sampled CSS values, one per sample time.
    let samples: [[Sample]]
    /// The sample times, in seconds.
    let times: [Double]

    /// One layer's values at one sample time, formatted for CSS.
    struct Sample: Equatable {
        /// `left`, `top`, `width`, `height` and `opacity`, in that order.
        var values: [String]

        /// The CSS property names of ``values``.
        static let properties = ["left", "top", "width", "height", "opacity"]
    }

    /// Plays the scene at ``LayerScene/framesPerSecond`` and samples it at ``samplesPerSecond``.
    static func make() -> LayerSceneFigure {
        let stride = LayerScene.framesPerSecond / samplesPerSecond
        var samples: [[Sample]] = []
        var times: [Double] = []
        var last: LayerScene?
        LayerScene.play { scene, frame in
            last = scene
            guard frame % stride == 0 || scene.isFinished else { return }
            if samples.isEmpty { samples = Array(repeating: [], count: scene.actors.count) }
            times.append(LayerScene.frameTime(frame).inSeconds)
            for (index, actor) in scene.actors.enumerated() {
                samples[index].append(sample(actor.layer))
            }
        }
        guard let last else { preconditionFailure("LayerScene.play delivered no frame") }
        return LayerSceneFigure(scene: last, samples: samples, times: times)
    }

    /// A layer's frame (its centre and size) and opacity, rounded to 0.1 pt and 0.01.
    static func sample(_ layer: Layer) -> Sample {
        let frame = layer.frame
        return Sample(values: [
            decimal(frame.midX, 1) + "px", decimal(frame.midY, 1) + "px",
            decimal(frame.width, 1) + "px", decimal(frame.height, 1) + "px", decimal(layer.opacity, 2),
        ])
    }

    /// The length of one loop, in seconds: the scene, then at least the hold, in
    /// whole milliseconds so that the CSS duration (written to the millisecond)
    /// is the one the keyframes' percentages are computed from.
    var loopDuration: Double { (((times.last ?? 0) + Self.hold) * 1000).rounded(.up) / 1000 }

    // MARK: - CSS

    /// The style rules: one class and one `@keyframes` per layer, properties that never change set once.
    var css: String {
        var rules = [
            ".ls-stage .layer { animation-duration: \(decimal(loopDuration, 3))s; }"
        ]
        for (index, track) in samples.enumerated() {
            let properties = Sample.properties.indices
            let changing = properties.filter { p in track.contains { $0.values[p] != track[0].values[p] } }
            let constant = properties.filter { !changing.contains($0) }.map { declaration($0, track[0]) }
            let color = "background: var(--ls-\(Self.cssName(scene.actors[index].role)))"
            let declarations = constant + [color, "animation-name: ls\(index)"]
            rules.append(".ls-stage .l\(index) { \(declarations.joined(separator: "; ")) }")
            guard !changing.isEmpty else { continue }
            var frames: [String] = []
            for (sampleIndex, sample) in track.enumerated() {
                // Linear playback: the middle of a run of equal samples adds nothing.
                let isInterior = sampleIndex > 0 && sampleIndex < track.count - 1
                if isInterior && track[sampleIndex - 1] == sample && track[sampleIndex + 1] == sample { continue }
                let body = changing.map { declaration($0, sample) }.joined(separator: ";")
                frames.append("\(percent(times[sampleIndex]))%{\(body)}")
            }
            // Hold the last values to the end of the loop.
            if let final = track.last {
                frames.append("100%{\(changing.map { declaration($0, final) }.joined(separator: ";"))}")
            }
            rules.append("@keyframes ls\(index){\(frames.joined())}")
        }
        return rules.joined(separator: "\n")
    }

    /// `property: value` for property index `property` of `sample`.
    private func declaration(_ property: Int, _ sample: Sample) -> String {
        "\(Sample.properties[property]):\(sample.values[property])"
    }

    /// `time` as a percentage of the loop, with at most three decimals.
    private func percent(_ time: Double) -> String {
        var text = decimal(time / loopDuration * 100, 3)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The CSS custom-property suffix of a role's colour.
    static func cssName(_ role: LayerScene.Role) -> String {
        switch role {
        case .entrance: "entrance"
        case .spring: "spring"
        case .leadIn: "lead-in"
        case .plainCurve: "plain"
        case .chain: "chain"
        }
    }
}
