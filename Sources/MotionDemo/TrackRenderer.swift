/// Draws the race as text: per row a label, a track with a dot, the value and a legend.
///
/// Progress 0 and 1 sit at the dotted guides `┊`; the track runs on past them
/// so undershoot and overshoot stay visible (values beyond it are drawn at its ends).
struct TrackRenderer {
    /// Whether to colour with ANSI SGR codes (off for plain text).
    var usesColor: Bool
    /// The width of a line in columns.
    var width: Int
    /// Whether rows carry their legend (a column, or a springs block when too narrow).
    var showsLegend = true

    /// The width of the value column.
    private static let valueWidth = 8
    /// The narrowest track worth drawing next to a legend column.
    private static let preferredTrackWidth = 40
    /// The narrowest legend column worth showing.
    private static let minimumDetailWidth = 20

    /// The layout of one row for `rows`: (label, track, detail) widths; detail 0 hides the legend column.
    func layout(for rows: [ShowcaseRow]) -> (label: Int, track: Int, detail: Int) {
        let label = rows.map(\.label.count).max() ?? 0
        let available = max(width - label - Self.valueWidth - 3, 10)
        let longestDetail = rows.map(\.detail.count).max() ?? 0
        let track = max(Self.preferredTrackWidth, available - 2 - longestDetail)
        let detail = available - 2 - track
        return showsLegend && detail >= Self.minimumDetailWidth ? (label, track, detail) : (label, available, 0)
    }

    /// One line per row of `race`, then (when the legend column does not fit) a legend of the springs.
    func lines(for race: Race) -> [String] {
        let (labelWidth, trackWidth, detailWidth) = layout(for: race.rows)
        var lines: [String] = []
        for (row, position) in zip(race.rows, race.positions) {
            var line = " " + padded(row.label, to: labelWidth) + " "
            line += track(position, width: trackWidth, kind: row.kind)
            let value = decimal(position, 3)
            line += String(repeating: " ", count: max(Self.valueWidth - value.count, 1)) + value
            if detailWidth > 0 {
                line += "  " + dim(padded(row.detail, to: detailWidth))
            }
            lines.append(line)
        }
        if showsLegend && detailWidth == 0 {
            lines.append("")
            for row in race.rows where row.kind == .spring {
                lines.append(dim(padded(" \(row.label): \(row.detail)", to: width - 1)))
            }
        }
        return lines
    }

    /// The room left of progress 0, as a fraction of the 0…1 span (cubic-bezier back dips to −0.1).
    private static let undershoot = 0.12
    /// The room right of progress 1 (easeOutElastic and ahBackEaseOut reach about 1.38).
    private static let overshoot = 0.4

    /// The track for `position`: guides at progress 0 and 1, margins for overshoot, and the dot.
    func track(_ position: Double, width: Int, kind: ShowcaseRow.Kind) -> String {
        let span = max(Int(Double(width - 1) / (1 + Self.undershoot + Self.overshoot)), 1)
        let zero = Int((Double(span) * Self.undershoot).rounded())
        let one = zero + span
        let column = Double(zero) + position * Double(one - zero)
        let dot = column.isFinite ? Int(min(max(column.rounded(), 0), Double(width - 1))) : zero
        func cell(_ column: Int) -> String {
            if column == zero || column == one { return "┊" }
            return column > zero && column < one ? "─" : "·"
        }
        let before = (0..<dot).map(cell).joined()
        let after = (dot + 1..<width).map(cell).joined()
        return dim(before) + colored("●", kind) + dim(after)
    }

    // MARK: - Colour

    /// `text` dimmed, or unchanged without colour.
    func dim(_ text: String) -> String {
        usesColor && !text.isEmpty ? "\u{1B}[2m" + text + "\u{1B}[22m" : text
    }

    /// `text` in the bold colour of `kind`: cyan curves, yellow CSS functions, magenta springs.
    func colored(_ text: String, _ kind: ShowcaseRow.Kind) -> String {
        guard usesColor else { return text }
        let code = switch kind {
        case .curve: "36"
        case .css: "33"
        case .spring: "35"
        }
        return "\u{1B}[1;\(code)m" + text + "\u{1B}[0m"
    }
}
