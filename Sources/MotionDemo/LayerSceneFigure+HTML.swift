import Foundation
import Motion

/// The gallery section of the layers scene: the stage, its labels, the paths and the event log.
extension LayerSceneFigure {
    /// The section's id, for the page's navigation.
    static let anchor = "layers"
    /// The section's heading.
    static let title = "Property animations on Layers"

    /// The `<section>` element.
    var html: String {
        let width = decimal(LayerScene.size.width, 0)
        let height = decimal(LayerScene.size.height, 0)
        let labels = scene.actors.compactMap { actor in
            actor.label.map { #"<span style="top:\#(decimal(actor.laneY, 0))px">\#(escapeHTML($0))</span>"# }
        }.joined()
        let layers = scene.actors.indices.map { #"<div class="layer l\#($0)"></div>"# }.joined()
        let events = scene.events.map { event in
            "<li><code>\(decimal(event.time, 3)) s</code> \(escapeHTML(event.text))</li>"
        }.joined()
        return #"<section id="\#(Self.anchor)"><h2>\#(Self.title)</h2>"#
            + #"<p class="note"><span class="tag">sampled</span> The scene of <code>motion-demo layers</code>. "#
            + "This page runs no animation engine: the layers' frames and opacities were sampled from an "
            + "<code>AnimationEngine</code> on its manual clock at \(Self.samplesPerSecond) fps "
            + "(0.1 pt, 0.01 opacity) and play back as CSS <code>@keyframes</code>, linear between samples; "
            + "the loop holds the end for \(decimal(Self.hold, 1)) s. Dotted lines: the paths of the redirected "
            + "layers, traced from the same run.</p>"
            + #"<div class="ls-scroll"><div class="ls-figure"><div class="ls-labels">\#(labels)</div>"#
            + #"<div class="ls-stage"><svg viewBox="0 0 \#(width) \#(height)" aria-label="paths">"#
            + paths + "</svg>" + layers + "</div></div></div>"
            + "<p class=\"note\">\(escapeHTML(Self.legend))</p>"
            + #"<ol class="ls-events">\#(events)</ol></section>"#
    }

    /// What the lanes show.
    static let legend = "stagger: seven cards, position and bounds on springs, opacity on a curve, "
        + "Stagger.each(0.06 s, from: .center). spring, lead-in, no lead-in: each flies right toward ○; "
        + "at 40 % of the way a valueProgress trigger gives it a new target ◎ (+ marks where). The spring keeps "
        + "its velocity; the easeInOutCubic with Retargeting.continuous gets a Hermite lead-in with the old "
        + "velocity, so it runs on before it turns; the same curve with the default .scaled turns at once. "
        + "A, B, C: a trigger chain, A at 50 % starts B, B at 75 % starts C. The events of the run:"

    /// The redirected layers' trails and targets, as SVG.
    var paths: String {
        var svg = ""
        for (index, trail) in scene.trails.sorted(by: { $0.key < $1.key }) {
            let color = "var(--ls-\(Self.cssName(scene.actors[index].role)))"
            var points: [String] = []
            for point in trail {
                let text = "\(decimal(point.x, 1)),\(decimal(point.y, 1))"
                if points.last != text { points.append(text) }
            }
            svg += #"<polyline points="\#(points.joined(separator: " "))" style="stroke:\#(color)"/>"#
            guard let lane = scene.markers[index] else { continue }
            svg += #"<circle class="old" cx="\#(decimal(lane.first.x, 1))" cy="\#(decimal(lane.first.y, 1))" r="7" "#
                + #"style="stroke:\#(color)"/>"#
            if let point = lane.redirectedAt {
                svg += #"<text x="\#(decimal(point.x, 1))" y="\#(decimal(point.y - 12, 1))">+</text>"#
            }
            if let point = lane.second {
                svg += #"<circle cx="\#(decimal(point.x, 1))" cy="\#(decimal(point.y, 1))" r="14" "#
                    + #"style="stroke:\#(color)"/>"#
            }
        }
        return svg
    }

    /// The stage's fixed style rules; the per-layer rules come from ``css``.
    static let style = """
        .ls-scroll { overflow-x: auto; }
        .ls-figure { position: relative; width: 850px; height: 380px; margin: 8px 0;
          --ls-entrance: #2f6fde; --ls-spring: #c2409c; --ls-lead-in: #d08a00; --ls-plain: #7a8699;
          --ls-chain: #2e9e5b; }
        .ls-labels { position: absolute; left: 0; top: 10px; width: 110px; height: 360px; }
        .ls-labels span { position: absolute; right: 10px; transform: translateY(-50%);
          font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--muted); }
        .ls-stage { position: absolute; left: 120px; top: 10px; width: 720px; height: 360px;
          background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
        .ls-stage svg { position: absolute; inset: 0; width: 720px; height: 360px; margin: 0; }
        .ls-stage polyline { fill: none; stroke-width: 1.5; stroke-dasharray: 1 4; stroke-linecap: round; }
        .ls-stage circle { fill: none; stroke-width: 1.5; }
        .ls-stage circle.old { stroke-dasharray: 3 3; opacity: 0.6; }
        .ls-stage text { fill: var(--muted); font-size: 14px; text-anchor: middle; }
        .ls-stage .layer { position: absolute; transform: translate(-50%, -50%); border-radius: 4px;
          animation-timing-function: linear; animation-iteration-count: infinite; }
        .ls-events { margin: 0; padding-left: 20px; color: var(--muted); font-size: 12px; columns: 2 320px; }
        """
}
