import Foundation
import Motion
import Testing

// Oracles: timing.md §6.4's GSAP stagger table (GSAP 3.12.7 run under Node),
// and values derived by hand from gsap.utils.distribute:
//   origin (x, y): a ratio r (start 0, center/edges 0.5, end 1) gives
//     x = min(columns, n)·r − 0.5, y = n·r/columns − 0.5 (y = 0 on a line);
//     an index i gives the cell (i mod columns, ⌊i / columns⌋).
//   distance d_j = |cell_j − origin| (or |Δx|, |Δy| with an axis),
//   normalised l_j = (d_j − d_min) / (d_max − d_min) (0 when all equal),
//   offset_j = ease(l_j) · spread, with spread = amount, or each × (n − 1) on
//   a line, each × max(columns, n/columns) on a grid (columns with axis x,
//   n/columns with axis y); edges: offset_j = ease(1 − l_j) · spread.

/// Compares two offset lists element-wise.
private func expectOffsets(
    _ actual: [Double], _ expected: [Double], tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.count == expected.count, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    guard actual.count == expected.count else { return }
    for (a, e) in zip(actual, expected) where !(abs(a - e) <= tolerance) {
        Issue.record("got \(actual), expected \(expected)", sourceLocation: sourceLocation)
        return
    }
}

private let tenth = Duration.milliseconds(100)

@Suite("Stagger offsets: timing.md §6.4 GSAP table")
struct StaggerTableTests {
    @Test("{each: 0.1} → [0, 0.1, 0.2, 0.3, 0.4]")
    func each() {
        expectOffsets(Stagger.each(tenth).offsets(count: 5), [0, 0.1, 0.2, 0.3, 0.4])
    }

    @Test("from center → [0.4, 0.2, 0, 0.2, 0.4]: each scales the total spread")
    func center() {
        expectOffsets(Stagger.each(tenth, from: .center).offsets(count: 5), [0.4, 0.2, 0, 0.2, 0.4])
    }

    @Test("from end → [0.4, 0.3, 0.2, 0.1, 0]")
    func end() {
        expectOffsets(Stagger.each(tenth, from: .end).offsets(count: 5), [0.4, 0.3, 0.2, 0.1, 0])
    }

    @Test("from edges → [0, 0.2, 0.4, 0.2, 0]")
    func edges() {
        expectOffsets(Stagger.each(tenth, from: .edges).offsets(count: 5), [0, 0.2, 0.4, 0.2, 0])
    }

    @Test("{amount: 1} → [0, 0.25, 0.5, 0.75, 1]")
    func amount() {
        expectOffsets(Stagger.amount(.seconds(1)).offsets(count: 5), [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("{amount: 1, from: center, ease: power2.in} → [1, 0.125, 0, 0.125, 1]")
    func amountCenterPower2In() {
        // GSAP's power2.in is the cubic ease-in.
        let offsets = Stagger.amount(.seconds(1), from: .center, easing: .easeInCubic).offsets(count: 5)
        expectOffsets(offsets, [1, 0.125, 0, 0.125, 1])
    }

    @Test("grid [3, 3] from center, each 0.1 → corners 0.3, edge midpoints 0.212132, centre 0")
    func gridCenter() {
        let offsets = Stagger.each(tenth, from: .center, grid: (rows: 3, columns: 3)).offsets(count: 9)
        let corner = 0.3
        let mid = 0.3 / 2.0.squareRoot()  // distance 1 of max √2, spread 0.1 × 3
        expectOffsets(offsets, [corner, mid, corner, mid, 0, mid, corner, mid, corner])
        // The table's printed value, to its 6 decimals.
        #expect(abs(offsets[1] - 0.212132) < 5e-7)
    }
}

@Suite("Stagger offsets: origins, grids, axes, counts")
struct StaggerOffsetTests {
    @Test("An index origin on a line: distance |j − i| over the largest")
    func indexOnLine() {
        // Distances from index 1: [1, 0, 1, 2, 3]; spread 0.1 × 4.
        let each = Stagger.each(tenth, from: .index(1)).offsets(count: 5)
        expectOffsets(each, [0.4 / 3, 0, 0.4 / 3, 0.8 / 3, 0.4])
        let amount = Stagger.amount(.milliseconds(600), from: .index(1)).offsets(count: 5)
        expectOffsets(amount, [0.2, 0, 0.2, 0.4, 0.6])
        // Index 0 and index n − 1 are start and end.
        expectOffsets(Stagger.each(tenth, from: .index(0)).offsets(count: 5), [0, 0.1, 0.2, 0.3, 0.4])
        expectOffsets(Stagger.each(tenth, from: .index(4)).offsets(count: 5), [0.4, 0.3, 0.2, 0.1, 0])
    }

    @Test("Center and edges on an even count: the two middle targets share the origin distance")
    func evenCount() {
        // Origin 1.5: distances [1.5, 0.5, 0.5, 1.5], normalised [1, 0, 0, 1]; spread 0.1 × 3.
        expectOffsets(Stagger.each(tenth, from: .center).offsets(count: 4), [0.3, 0, 0, 0.3])
        expectOffsets(Stagger.each(tenth, from: .edges).offsets(count: 4), [0, 0.3, 0.3, 0])
    }

    @Test("Edges apply the easing to the closeness to the edge, e(1 − l)")
    func edgesEased() {
        // l = [1, 0.5, 0, 0.5, 1]; offsets = (1 − l)³ · 1 (GSAP inverts the ease for edges).
        let offsets = Stagger.amount(.seconds(1), from: .edges, easing: .easeInCubic).offsets(count: 5)
        expectOffsets(offsets, [0, 0.125, 1, 0.125, 0])
    }

    @Test("Grid index origin: Euclidean cell distance, spread each × max(columns, rows)")
    func gridIndex() {
        // Origin cell (column 1, row 0); d(r, c) = √((c − 1)² + r²), largest √5 at the bottom corners.
        let offsets = Stagger.each(tenth, from: .index(1), grid: (rows: 3, columns: 3)).offsets(count: 9)
        let s5 = 5.0.squareRoot()
        let s2 = 2.0.squareRoot()
        let expected = [1, 0, 1, s2, 1, s2, s5, 2, s5].map { 0.3 * $0 / s5 }
        expectOffsets(offsets, expected)
    }

    @Test("Grid from start is the first cell; from end is GSAP's ratio origin half a cell past the last")
    func gridStartAndEnd() {
        let grid = (rows: 3, columns: 3)
        var start: [Double] = []
        var end: [Double] = []
        let endMin = 0.5.squareRoot()
        let endMax = 12.5.squareRoot()  // origin (2.5, 2.5): nearest cell (2, 2), farthest (0, 0)
        for row in 0..<3 {
            for column in 0..<3 {
                let c = Double(column)
                let r = Double(row)
                start.append(0.3 * (c * c + r * r).squareRoot() / 8.0.squareRoot())
                let d = ((c - 2.5) * (c - 2.5) + (2.5 - r) * (2.5 - r)).squareRoot()
                end.append(0.3 * (d - endMin) / (endMax - endMin))
            }
        }
        expectOffsets(Stagger.each(tenth, grid: grid).offsets(count: 9), start)
        expectOffsets(Stagger.each(tenth, from: .end, grid: grid).offsets(count: 9), end)
    }

    @Test("Non-square grids from center: the spread uses the larger of columns and rows")
    func nonSquareGrids() {
        // 2 rows × 4 columns: origin (1.5, 0.5); distances √2.5 at columns 0 and 3, √0.5 at 1 and 2.
        let wide = Stagger.each(tenth, from: .center, grid: (rows: 2, columns: 4)).offsets(count: 8)
        expectOffsets(wide, [0.4, 0, 0, 0.4, 0.4, 0, 0, 0.4])  // spread 0.1 × max(4, 2)
        // 4 rows × 2 columns: origin (0.5, 1.5); rows 0 and 3 are farthest.
        let tall = Stagger.each(tenth, from: .center, grid: (rows: 4, columns: 2)).offsets(count: 8)
        expectOffsets(tall, [0.4, 0.4, 0, 0, 0, 0, 0.4, 0.4])  // spread 0.1 × max(2, 4)
    }

    @Test("Axis x measures |Δcolumn| with spread each × columns")
    func axisX() {
        // 2 rows × 4 columns from index 5 (column 1, row 1): |c − 1| = [1, 0, 1, 2], max 2; spread 0.1 × 4.
        let wide = Stagger.each(tenth, from: .index(5), grid: (rows: 2, columns: 4), axis: .x).offsets(count: 8)
        expectOffsets(wide, [0.2, 0, 0.2, 0.4, 0.2, 0, 0.2, 0.4])
        // 4 rows × 2 columns from index 0: |c| = [0, 1]; spread 0.1 × 2 (not × rows).
        let tall = Stagger.each(tenth, grid: (rows: 4, columns: 2), axis: .x).offsets(count: 8)
        expectOffsets(tall, [0, 0.2, 0, 0.2, 0, 0.2, 0, 0.2])
    }

    @Test("Axis y measures |Δrow| with spread each × rows")
    func axisY() {
        // 2 rows × 4 columns from index 5 (row 1): |r − 1| = 1 on row 0, 0 on row 1; spread 0.1 × 8/4.
        let wide = Stagger.each(tenth, from: .index(5), grid: (rows: 2, columns: 4), axis: .y).offsets(count: 8)
        expectOffsets(wide, [0.2, 0.2, 0.2, 0.2, 0, 0, 0, 0])
        // 4 rows × 2 columns from the first cell: |r| = 0…3, max 3; spread 0.1 × 8/2.
        let tall = Stagger.each(tenth, grid: (rows: 4, columns: 2), axis: .y).offsets(count: 8)
        let step = 0.4 / 3
        expectOffsets(tall, [0, 0, step, step, 2 * step, 2 * step, 0.4, 0.4])
    }

    @Test("A grid wider than the count is a line: spread each × (n − 1)")
    func gridWiderThanCount() {
        let offsets = Stagger.each(tenth, grid: (rows: 1, columns: 10)).offsets(count: 5)
        expectOffsets(offsets, [0, 0.1, 0.2, 0.3, 0.4])
    }

    @Test("One target starts at 0 (edges: at the whole amount, as GSAP); no target gives no offsets")
    func tinyCounts() {
        for origin: Stagger.Origin in [.start, .center, .end, .edges, .index(0)] {
            expectOffsets(Stagger.each(tenth, from: origin).offsets(count: 1), [0])
            expectOffsets(Stagger.each(tenth, from: origin, grid: (rows: 2, columns: 2)).offsets(count: 1), [0])
            expectOffsets(Stagger.amount(.seconds(1), from: origin).offsets(count: 0), [])
        }
        for origin: Stagger.Origin in [.start, .center, .end, .index(0)] {
            expectOffsets(Stagger.amount(.seconds(1), from: origin).offsets(count: 1), [0])
        }
        // GSAP: base − v = 1, l = 0, inverted ease(0) = 0, so the single target waits the whole amount.
        expectOffsets(Stagger.amount(.seconds(1), from: .edges).offsets(count: 1), [1])
    }

    @Test("A zero spread gives zeros from every origin")
    func zeroSpread() {
        for origin: Stagger.Origin in [.start, .center, .end, .edges, .index(2)] {
            expectOffsets(Stagger.each(.zero, from: origin).offsets(count: 5), [0, 0, 0, 0, 0])
            expectOffsets(Stagger.amount(.zero, from: origin).offsets(count: 5), [0, 0, 0, 0, 0])
        }
    }
}

@Suite("Stagger preconditions")
struct StaggerPreconditionTests {
    @Test("A negative spread stops")
    func negativeSpread() async {
        await #expect(processExitsWith: .failure) {
            _ = Stagger.each(.milliseconds(-100))
        }
        await #expect(processExitsWith: .failure) {
            _ = Stagger.amount(.seconds(-1), from: .center)
        }
    }

    @Test("An origin index outside the targets stops")
    func badIndex() async {
        await #expect(processExitsWith: .failure) {
            _ = Stagger.each(.milliseconds(100), from: .index(5)).offsets(count: 5)
        }
        await #expect(processExitsWith: .failure) {
            _ = Stagger.each(.milliseconds(100), from: .index(-1)).offsets(count: 5)
        }
    }

    @Test("A grid without rows or columns stops")
    func badGrid() async {
        await #expect(processExitsWith: .failure) {
            _ = Stagger.each(.milliseconds(100), grid: (rows: 0, columns: 3))
        }
        await #expect(processExitsWith: .failure) {
            _ = Stagger.amount(.seconds(1), grid: (rows: 3, columns: 0))
        }
    }

    @Test("A negative target count stops")
    func negativeCount() async {
        await #expect(processExitsWith: .failure) {
            _ = Stagger.each(.milliseconds(100)).offsets(count: -1)
        }
    }
}

/// Engine time in seconds, rounded to the nanosecond.
private func at(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

/// Linear 0 → 1 over one second at `local` seconds after a target's offset; `unwritten` before it.
private func linearOpacity(_ local: Double, unwritten: Double) -> Double {
    local < 0 ? unwritten : min(local, 1)
}

@Suite("Stagger on the engine")
struct StaggerEngineTests {
    /// Three layers at opacity `sentinel`, animated 0 → 1 over 1 s, staggered by 0.1 s (total 1.2 s).
    private func start(
        _ engine: AnimationEngine, sentinel: Double = 0.5, options: AnimationOptions = .once,
        completion: ((CompletionReason) -> Void)? = nil
    ) -> ([Layer], AnimationID) {
        let layers = (0..<3).map { _ in Layer(opacity: sentinel) }
        let id = engine.animate(layers, stagger: .each(tenth), options: options, completion: completion) { a in
            a.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
        }
        return (layers, id)
    }

    private func expectOpacities(
        _ layers: [Layer], atChainTime t: Double, written: Bool = true, sentinel: Double = 0.5,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = layers.indices.map { i in
            linearOpacity(t - 0.1 * Double(i), unwritten: written ? 0 : sentinel)
        }
        expectOffsets(layers.map(\.opacity), expected, tolerance: 1e-9, sourceLocation: sourceLocation)
    }

    @Test("Each layer's value is the lerp at t − offset_i; before its offset it is untouched")
    func valuesFollowOffsets() {
        let engine = AnimationEngine()
        let layers = (0..<4).map { _ in Layer(opacity: 0.9) }
        engine.animate(layers, stagger: .each(tenth)) { a in
            a.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
        }
        for t in [0.05, 0.15, 0.5, 1.05, 1.25] {
            engine.advance(to: at(t))
            let expected = (0..<4).map { linearOpacity(t - 0.1 * Double($0), unwritten: 0.9) }
            expectOffsets(layers.map(\.opacity), expected, tolerance: 1e-9)
        }
    }

    @Test("Center offsets and an eased curve: y = 100 · ((t − offset) / 0.5)², from the presented value")
    func centerEased() {
        let engine = AnimationEngine()
        let layers = (0..<5).map { Layer(position: CGPoint(x: 10 * Double($0), y: 0)) }
        engine.animate(layers, stagger: .each(tenth, from: .center)) { a in
            a.animate(
                \.position, to: CGPoint(x: 10 * Double(a.index), y: 100), duration: .milliseconds(500),
                easing: .easeInQuad)
        }
        let offsets = [0.4, 0.2, 0, 0.2, 0.4]  // timing.md §6.4, from center
        for t in [0.1, 0.3, 0.5, 0.75, 0.95] {
            engine.advance(to: at(t))
            for (i, layer) in layers.enumerated() {
                let u = min(max((t - offsets[i]) / 0.5, 0), 1)
                #expect(abs(Double(layer.position.y) - 100 * u * u) <= 1e-9, "layer \(i) at \(t)")
                #expect(abs(Double(layer.position.x) - 10 * Double(i)) <= 1e-9)
            }
        }
    }

    @Test("The builder sees each target with its index, in order")
    func indices() {
        let engine = AnimationEngine()
        let layers = (0..<4).map { _ in Layer() }
        var seen: [(Int, ObjectIdentifier)] = []
        engine.animate(layers, stagger: .amount(.seconds(1), from: .end)) { a in
            seen.append((a.index, ObjectIdentifier(a.target)))
            a.animate(\.zPosition, from: 0, to: CGFloat(a.index + 1), duration: .milliseconds(100))
        }
        #expect(seen.map(\.0) == [0, 1, 2, 3])
        #expect(seen.map(\.1) == layers.map { ObjectIdentifier($0) })
        engine.advance(to: at(2))
        #expect(layers.map { Double($0.zPosition) } == [1, 2, 3, 4])
    }

    @Test("The completion runs once, when the last target ends; each group stops as it ends")
    func completionOnce() {
        let engine = AnimationEngine()
        let layers = (0..<4).map { _ in Layer() }
        var completions: [CompletionReason] = []
        var stops: [[CompletionReason]] = Array(repeating: [], count: 4)
        let id = engine.animate(layers, stagger: .each(tenth), completion: { completions.append($0) }) { a in
            let index = a.index
            a.animate(\.opacity, from: 0, to: 1, duration: .seconds(1))
            a.didStop { stops[index].append($0) }
        }
        engine.advance(to: at(1.15))  // groups 0 and 1 ended (1.0, 1.1)
        #expect(stops == [[.finished], [.finished], [], []])
        engine.advance(to: at(1.29))  // the last ends at 0.3 + 1
        #expect(completions.isEmpty)
        #expect(engine.isActive(id))
        engine.advance(to: at(1.31))
        #expect(completions == [.finished])
        #expect(stops == Array(repeating: [.finished], count: 4))
        #expect(!engine.isActive(id))
        engine.advance(to: at(3))
        #expect(completions == [.finished])
        #expect(layers.allSatisfy { $0.opacity == 1 })
    }

    @Test("Reversing the stagger's ID plays every layer back; it completes at the start")
    func reverse() {
        let engine = AnimationEngine()
        var completions: [CompletionReason] = []
        let (layers, id) = start(engine) { completions.append($0) }
        engine.advance(to: at(0.9))
        expectOpacities(layers, atChainTime: 0.9)
        engine.reverse(id)
        engine.advance(to: at(1.2))  // chain time 0.9 − 0.3
        expectOpacities(layers, atChainTime: 0.6)
        engine.advance(to: at(1.65))  // chain time 0.15: layer 2 returns to its start value
        expectOpacities(layers, atChainTime: 0.15)
        #expect(completions.isEmpty)
        engine.advance(to: at(2))
        #expect(completions == [.finished])
        #expect(layers.map(\.opacity) == [0, 0, 0])
    }

    @Test("Seek and setProgress on the stagger's ID move every layer; scrubbing back restores start values")
    func seek() {
        let engine = AnimationEngine()
        let (layers, id) = start(engine)
        engine.seek(id, to: at(0.12))
        engine.advance(to: .zero)
        expectOpacities(layers, atChainTime: 0.12, written: false)  // layer 2 not reached yet
        engine.seek(id, to: at(1.0))
        engine.advance(to: .zero)
        expectOpacities(layers, atChainTime: 1.0)
        engine.seek(id, to: at(0.12))
        engine.advance(to: .zero)
        expectOpacities(layers, atChainTime: 0.12)  // layer 2 back at 0, not the sentinel
        engine.setProgress(0.75, of: id)  // of 1.2 s
        engine.advance(to: .zero)
        expectOpacities(layers, atChainTime: 0.9)
    }

    @Test("Autoreverse applies to the whole stagger")
    func autoreverse() {
        let engine = AnimationEngine()
        var completions: [CompletionReason] = []
        let (layers, _) = start(engine, options: .autoreverse) { completions.append($0) }
        engine.advance(to: at(1.0))
        expectOpacities(layers, atChainTime: 1.0)
        engine.advance(to: at(1.5))  // backward leg: chain time 1.2 − 0.3
        expectOpacities(layers, atChainTime: 0.9)
        engine.advance(to: at(2.3))
        expectOpacities(layers, atChainTime: 0.1)
        engine.advance(to: at(2.41))
        #expect(completions == [.finished])
        #expect(layers.map(\.opacity) == [0, 0, 0])
    }
}
