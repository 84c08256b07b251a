import Foundation
import Motion

/// Draws the scenario scene as terminal cells, at the scale of
/// ``LayerSceneRenderer``: a layer fills every cell whose centre its
/// transformed bounds cover (rotations, scales and translations included),
/// shaded by opacity.
struct ScenarioSceneRenderer {
    /// Whether to colour with ANSI SGR codes (off for plain text).
    var usesColor: Bool
    /// The width of a line in columns.
    var width: Int

    /// The number of columns of the world at this ``width``.
    var columns: Int { min(max(width - 1, 20), LayerSceneRenderer.maximumColumns) }

    /// One line per row of the world, framed on the left.
    func lines(for scene: ScenarioScene) -> [String] {
        let rows = LayerSceneRenderer.rows
        var cells = Array(repeating: Array(repeating: (character: Character(" "), color: ""), count: columns), count: rows)
        let scale = CGPoint(x: LayerScene.size.width / Double(columns), y: LayerSceneRenderer.pointsPerRow)
        for actor in scene.actors {
            guard let shade = LayerSceneRenderer.shade(actor.layer.opacity) else { continue }
            let state = PerformerState(actor.layer)
            for row in 0..<rows {
                for column in 0..<columns {
                    let point = CGPoint(x: (Double(column) + 0.5) * scale.x, y: (Double(row) + 0.5) * scale.y)
                    if Self.covers(state, point) { cells[row][column] = (shade, actor.colorCode) }
                }
            }
        }
        return cells.map { row in
            var text = usesColor ? "\u{1B}[2m┊\u{1B}[22m" : "┊"
            var current = ""
            var line = row[...]
            while let last = line.last, last.character == " " { line = line.dropLast() }
            for cell in line {
                if usesColor && cell.color != current {
                    text += cell.color.isEmpty ? "\u{1B}[0m" : "\u{1B}[1;\(cell.color)m"
                    current = cell.color
                }
                text.append(cell.character)
            }
            return usesColor && !current.isEmpty ? text + "\u{1B}[0m" : text
        }
    }

    /// Whether `point` (superlayer space) lies inside the performer's bounds as
    /// drawn: the inverse of its transform's 2×2 part (orthographic, so a layer
    /// turned edge-on about x or y covers nothing).
    static func covers(_ state: PerformerState, _ point: CGPoint) -> Bool {
        let t = state.transform
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        guard abs(determinant) > 1e-9 else { return false }
        // Row vectors: image = [x y]·L + translation, so [x y] = (image − translation)·L⁻¹.
        let dx = Double(point.x - state.position.x) - t.m41
        let dy = Double(point.y - state.position.y) - t.m42
        let x = (dx * t.m22 - dy * t.m21) / determinant
        let y = (dy * t.m11 - dx * t.m12) / determinant
        let u = x / Double(state.bounds.width) + Double(state.anchorPoint.x)
        let v = y / Double(state.bounds.height) + Double(state.anchorPoint.y)
        return u >= 0 && u <= 1 && v >= 0 && v <= 1
    }
}
