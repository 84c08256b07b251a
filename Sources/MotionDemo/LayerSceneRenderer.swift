import Foundation
import Motion

/// Draws the layers scene as terminal cells: a label column, then the world
/// scaled to at most ``maximumColumns`` × ``rows`` cells.
///
/// A layer fills the cells its frame (position, bounds, anchor point) covers,
/// shaded by opacity: `█` opaque, `▓`, `▒`, `░`, nothing when transparent.
/// Redirected layers leave a trail `·`; their first target is `○`, crossed
/// out `×` once abandoned, where the new target was given is `+` and the new
/// target is `◎`.
struct LayerSceneRenderer {
    /// Whether to colour with ANSI SGR codes (off for plain text).
    var usesColor: Bool
    /// The width of a line in columns.
    var width: Int

    /// The points per terminal row (a cell is about twice as tall as wide).
    static let pointsPerRow = 20.0
    /// The number of rows of the world.
    static let rows = Int(LayerScene.size.height / pointsPerRow)
    /// The widest world drawn: 10 points per column, the same scale as the rows.
    static let maximumColumns = 72
    /// The width of the label column, its separator included.
    static let labelWidth = 12

    /// The number of columns of the world at this ``width``.
    var columns: Int { min(max(width - Self.labelWidth, 20), Self.maximumColumns) }

    /// One line per row of the world, labels on the left.
    func lines(for scene: LayerScene) -> [String] {
        var grid = Grid(columns: columns, rows: Self.rows)
        let scale = CGPoint(x: LayerScene.size.width / Double(columns), y: Self.pointsPerRow)
        func cell(_ point: CGPoint) -> (column: Int, row: Int) {
            (Int((point.x / scale.x).rounded(.down)), Int((point.y / scale.y).rounded(.down)))
        }
        for (index, trail) in scene.trails {
            let role = scene.actors[index].role
            for point in trail { grid.put("·", at: cell(point), style: .dim(role)) }
        }
        for (index, lane) in scene.markers {
            let role = scene.actors[index].role
            grid.put(lane.second == nil ? "○" : "×", at: cell(lane.first), style: .dim(role))
            if let point = lane.redirectedAt { grid.put("+", at: cell(point), style: .dim(role)) }
            if let point = lane.second { grid.put("◎", at: cell(point), style: .bold(role)) }
        }
        for actor in scene.actors {
            guard let shade = Self.shade(actor.layer.opacity) else { continue }
            let frame = actor.layer.frame
            let columns = Self.span(from: frame.minX / scale.x, to: frame.maxX / scale.x)
            let rows = Self.span(from: frame.minY / scale.y, to: frame.maxY / scale.y)
            for row in rows {
                for column in columns { grid.put(shade, at: (column, row), style: .bold(actor.role)) }
            }
        }
        var labels = [String?](repeating: nil, count: Self.rows)
        for actor in scene.actors {
            guard let label = actor.label else { continue }
            let row = cell(CGPoint(x: 0, y: actor.laneY)).row
            if labels.indices.contains(row) { labels[row] = label }
        }
        return (0..<Self.rows).map { row in
            let label = " " + padded(labels[row] ?? "", to: Self.labelWidth - 2) + " "
            return dim(label + "┊") + grid.line(row, usesColor: usesColor)
        }
    }

    /// The cells from `start` to `end` (in cells), or the one holding their middle when the
    /// span rounds to nothing; empty when the extent is zero.
    static func span(from start: Double, to end: Double) -> Range<Int> {
        guard end > start, start.isFinite, end.isFinite else { return 0..<0 }
        let low = Int(start.rounded())
        let high = Int(end.rounded())
        if high > low { return low..<high }
        let middle = Int(((start + end) / 2).rounded(.down))
        return middle..<middle + 1
    }

    /// The block for `opacity`, or `nil` when the layer is (nearly) transparent.
    static func shade(_ opacity: Double) -> Character? {
        switch opacity {
        case ..<0.05: nil
        case ..<0.35: "░"
        case ..<0.65: "▒"
        case ..<0.9: "▓"
        default: "█"
        }
    }

    /// `text` dimmed, or unchanged without colour.
    func dim(_ text: String) -> String {
        usesColor ? "\u{1B}[2m" + text + "\u{1B}[22m" : text
    }

    /// The SGR colour code of a role: cyan cards, magenta spring, yellow lead-in, blue plain curve, green chain.
    static func colorCode(_ role: LayerScene.Role) -> String {
        switch role {
        case .entrance: "36"
        case .spring: "35"
        case .leadIn: "33"
        case .plainCurve: "34"
        case .chain: "32"
        }
    }

    /// How a cell is drawn.
    enum Style: Equatable {
        /// Default colours.
        case plain
        /// Dim, in the role's colour.
        case dim(LayerScene.Role)
        /// Bold, in the role's colour.
        case bold(LayerScene.Role)

        /// The SGR sequence that selects this style from the default.
        var escape: String {
            switch self {
            case .plain: ""
            case .dim(let role): "\u{1B}[2;\(LayerSceneRenderer.colorCode(role))m"
            case .bold(let role): "\u{1B}[1;\(LayerSceneRenderer.colorCode(role))m"
            }
        }
    }

    /// A rectangle of styled characters; writes outside it are dropped.
    struct Grid {
        /// The characters, row by row.
        private var cells: [[(character: Character, style: Style)]]

        /// Blank cells.
        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: (" ", .plain), count: columns), count: rows)
        }

        /// Sets one cell, if it lies inside the grid.
        mutating func put(_ character: Character, at cell: (column: Int, row: Int), style: Style) {
            guard cells.indices.contains(cell.row), cells[cell.row].indices.contains(cell.column) else { return }
            cells[cell.row][cell.column] = (character, style)
        }

        /// Row `row` as text: trailing blanks dropped, one escape per change of style.
        func line(_ row: Int, usesColor: Bool) -> String {
            var row = cells[row][...]
            while let last = row.last, last.character == " " { row = row.dropLast() }
            var text = ""
            var current = Style.plain
            for cell in row {
                if usesColor && cell.style != current {
                    text += "\u{1B}[0m" + cell.style.escape
                    current = cell.style
                }
                text.append(cell.character)
            }
            return usesColor && current != .plain ? text + "\u{1B}[0m" : text
        }
    }
}
