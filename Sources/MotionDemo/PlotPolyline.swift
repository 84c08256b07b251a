/// A curve drawn as few straight segments, written compactly: every point of
/// the curve lies within ``tolerance`` SVG user units of the polyline, and every
/// vertex on a grid of ``grid`` units.
///
/// The curve is sampled at ``samples`` + 1 evenly spaced parameters; Douglas–Peucker
/// keeps the samples that hold every other sample within ``simplification`` of its
/// segment (the distance to the segment, not its line). Rounding the kept vertices
/// to the grid moves each by at most `grid / √2` ≈ 0.071, and so every point of the
/// polyline by no more. That leaves 0.029 for the curve between two samples, which
/// are 0.025 apart on a gallery plot: enough for a jump (each side lies within 0.025
/// of a sample) and far more than the gallery's smooth curves bend over that width.
/// The tests check every gallery curve against 100 001 samples of their own.
struct PlotPolyline {
    /// The largest distance between the curve and the drawing, in SVG user units.
    static let tolerance = 0.2
    /// The vertices' grid, in user units: coordinates are written in tenths.
    static let grid = 0.1
    /// The share of ``tolerance`` that Douglas–Peucker may use; the grid takes the rest.
    static let simplification = 0.1
    /// The number of sample intervals over the plot's width.
    static let samples = 8192

    /// The vertices on the grid, in tenths of a user unit.
    let vertices: [(x: Int, y: Int)]

    /// Simplifies the curve through `point(u)` for u from 0 to 1 in ``samples`` equal
    /// steps (u = 1 exactly at the end), in user units, x increasing with u.
    /// - Precondition: every sampled point is finite.
    init(_ point: (Double) -> (x: Double, y: Double)) {
        let points = (0...Self.samples).map { index -> (x: Double, y: Double) in
            let u = Double(index) / Double(Self.samples)
            let p = point(u)
            precondition(p.x.isFinite && p.y.isFinite, "PlotPolyline: point(\(u)) = \(p) is not finite")
            return p
        }
        vertices = Self.simplified(points, within: Self.simplification).map { index in
            (Int((points[index].x / Self.grid).rounded()), Int((points[index].y / Self.grid).rounded()))
        }
    }

    /// The indices Douglas–Peucker keeps: the ends, and recursively the sample
    /// farthest from the segment between the kept ones while it is beyond `tolerance`.
    static func simplified(_ points: [(x: Double, y: Double)], within tolerance: Double) -> [Int] {
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var pending = [(0, points.count - 1)]
        while let (first, last) = pending.popLast() {
            guard last - first > 1 else { continue }
            var farthest = first
            var largest = 0.0
            for index in (first + 1)..<last {
                let distance = segmentDistance(points[index], points[first], points[last])
                if distance > largest {
                    largest = distance
                    farthest = index
                }
            }
            guard largest > tolerance else { continue }
            keep[farthest] = true
            pending.append((first, farthest))
            pending.append((farthest, last))
        }
        return keep.indices.filter { keep[$0] }
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func segmentDistance(_ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        var s = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0
        s = min(max(s, 0), 1)
        let ex = p.x - (a.x + s * dx), ey = p.y - (a.y + s * dy)
        return (ex * ex + ey * ey).squareRoot()
    }

    /// The `d` attribute: an absolute move to the first vertex, then one relative
    /// line-to with every further vertex as an implicit repeat (`M8 134.8l.8-.8 1.2-3`).
    var pathData: String {
        guard let first = vertices.first else { return "" }
        var text = "M" + Self.tenths(first.x) + Self.separated(Self.tenths(first.y))
        var previous = first
        for (index, vertex) in vertices.enumerated().dropFirst() {
            let dx = Self.tenths(vertex.x - previous.x)
            text += (index == 1 ? "l" + dx : Self.separated(dx)) + Self.separated(Self.tenths(vertex.y - previous.y))
            previous = vertex
        }
        return text
    }

    /// A number in tenths as short decimal text: 12 → "1.2", 10 → "1", -3 → "-.3", 0 → "0".
    static func tenths(_ value: Int) -> String {
        let whole = abs(value) / 10, tenth = abs(value) % 10
        let sign = value < 0 ? "-" : ""
        if tenth == 0 { return sign + String(whole) }
        return sign + (whole == 0 ? "" : String(whole)) + "." + String(tenth)
    }

    /// `number` with the space that separates it from the previous one, which a minus sign makes unnecessary.
    static func separated(_ number: String) -> String {
        number.hasPrefix("-") ? number : " " + number
    }
}
