import Foundation
import Motion
import Testing

// The easing catalogue article cannot drift from the library: it lists every
// named curve once, and every name it gives for a curve (Penner, seeds, CSS)
// resolves to that curve.

@Suite("Docs: the easing catalogue")
struct EasingCatalogueTests {
    /// One row of the catalogue table.
    struct Row {
        let member: String
        let cells: [String]
    }

    static func rows() throws -> [Row] {
        try ArticleSnippets.article("EasingCatalogue").split(separator: "\n")
            .filter { $0.hasPrefix("| ``Easing/") }
            .map { line in
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                let member = cells[0].dropFirst("``Easing/".count).dropLast(2)
                return Row(member: String(member), cells: cells)
            }
    }

    /// The `code` spans of a cell, each with the text that follows it up to the next span.
    static func spans(_ cell: String) -> [(name: String, note: String)] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 1, to: parts.count - 1, by: 2).map { (parts[$0], parts[$0 + 1]) }
    }

    @Test("every named curve has exactly one row, in the C enum's order, with its gallery id")
    func everyCurveOnce() throws {
        let rows = try Self.rows()
        let curves = try rows.map { try Easing(named: $0.member) }
        #expect(curves.map(\.name) == Easing.allNamed.map(\.name))
        #expect(rows.count == Int(CEASING_CURVE_COUNT))
        for (row, curve) in zip(rows, curves) {
            #expect(row.cells.last == "`#curve-\(curve.name!)`", "\(row.member)")
        }
    }

    @Test("every Penner and seed name resolves to its row's curve; CSS keywords parse to it")
    func namesResolve() throws {
        var checked = 0
        for row in try Self.rows() {
            let curve = try Easing(named: row.member)
            // Columns: Motion, formula, CSS, GSAP, Penner, seeds, plot.
            for (name, note) in Self.spans(row.cells[4]) + Self.spans(row.cells[5]) {
                if note.hasPrefix(" (RH)") { continue }   // RHAnimator's easeIn/Out/InOut are this row's sines by another name
                #expect(try Easing(named: name) == curve, "\(name) in the row of \(row.member)")
                checked += 1
            }
            for (keyword, _) in Self.spans(row.cells[2]) {
                #expect(try Easing(css: keyword) == curve, "\(keyword)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("the gallery gives each named curve's card the id the catalogue links to")
    func galleryIds() throws {
        let source = try String(
            contentsOf: ArticleSnippets.root.appendingPathComponent("Sources/MotionDemo/GalleryPage.swift"), encoding: .utf8)
        #expect(source.contains(##"id="curve-\#(escapeHTML(entry.title))""##))
    }
}
