import Motion
import Testing

@testable import MotionDemo

/// The gallery's plots: the path each card writes, read back with a path reader of
/// the tests' own, against 100 001 samples of `Easing.value(at:)`.
@Suite("Gallery plots")
struct PlotPolylineTests {
    typealias Point = (x: Double, y: Double)

    /// The absolute vertices of a path of `M x y`, then `l` with implicit repeats
    /// (SVG's grammar: a number ends where a sign or a second point starts one).
    static func vertices(_ d: String) throws -> [Point] {
        var numbers: [Double] = []
        var commands: [Character] = []
        var token = ""
        func flush() throws {
            guard !token.isEmpty else { return }
            numbers.append(try #require(Double(token.replacingOccurrences(of: ".", with: "0.", options: .anchored)
                .replacingOccurrences(of: "-.", with: "-0.", options: .anchored)), "number \(token)"))
            token = ""
        }
        for character in d {
            switch character {
            case "M", "l":
                try flush()
                commands.append(character)
                #expect(numbers.count == (character == "M" ? 0 : 2), "\(character) after \(numbers.count) numbers")
            case " ", ",":
                try flush()
            case "-":
                try flush()
                token = "-"
            case ".":
                if token.contains(".") { try flush() }
                token.append(".")
            case "0"..."9":
                token.append(character)
            default:
                Issue.record("unexpected \(character) in the path")
            }
        }
        try flush()
        #expect(commands == ["M", "l"])
        #expect(numbers.count % 2 == 0 && numbers.count >= 4)
        var points = [(x: numbers[0], y: numbers[1])]
        for index in stride(from: 2, to: numbers.count - 1, by: 2) {
            points.append((points[points.count - 1].x + numbers[index], points[points.count - 1].y + numbers[index + 1]))
        }
        return points
    }

    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        let s = length2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1) : 0
        let ex = p.x - a.x - s * dx, ey = p.y - a.y - s * dy
        return (ex * ex + ey * ey).squareRoot()
    }

    /// Points along `polyline` no more than `step` apart, its vertices included.
    static func densified(_ polyline: [Point], step: Double) -> [Point] {
        var points = [polyline[0]]
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let pieces = max(1, Int((length / step).rounded(.up)))
            for k in 1...pieces {
                let s = Double(k) / Double(pieces)
                points.append((a.x + s * (b.x - a.x), a.y + s * (b.y - a.y)))
            }
        }
        return points
    }

    /// The largest distance from any of `points` to `polyline`, both with x non-decreasing.
    static func farthest(_ points: [Point], from polyline: [Point], window: Double) -> Double {
        var worst = 0.0
        var first = 0
        for p in points {
            // Only segments whose x range comes within `window` of p can be nearer than `window`.
            while first + 1 < polyline.count - 1 && polyline[first + 1].x < p.x - window { first += 1 }
            var nearest = Double.infinity
            var index = first
            while index + 1 < polyline.count && polyline[index].x <= p.x + window {
                nearest = min(nearest, distance(p, polyline[index], polyline[index + 1]))
                index += 1
            }
            worst = max(worst, nearest)
        }
        return worst
    }

    static let entries = Gallery.sections().flatMap(\.entries)

    @Test("Every gallery curve's path is within the stated tolerance of 100 001 samples, both ways")
    func withinTolerance() throws {
        #expect(Self.entries.count == 82)
        let tolerance = PlotPolyline.tolerance
        #expect(tolerance == 0.2)
        var total = 0
        var worst = (toPath: 0.0, fromPath: 0.0)
        for entry in Self.entries {
            let plot = CurvePlot(easing: entry.easing)
            let svg = plot.svg
            let start = try #require(svg.range(of: #"<path d=""#))
            let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
            let d = String(svg[start.upperBound..<end])
            total += d.utf8.count
            let path = try Self.vertices(d)
            #expect(zip(path, path.dropFirst()).allSatisfy { $0.x <= $1.x }, "\(entry.title): x goes back")
            // The curve as the plot maps it, clamped to its box, sampled independently,
            // with each jump's vertical connection filled in every 0.01 user units.
            let range = plot.valueRange
            let samples = (0...100_000).map { i -> Point in
                let u = Double(i) / 100_000
                let value = min(max(entry.easing.value(at: u), range.lowerBound), range.upperBound)
                return (plot.x(u), plot.y(value, in: range))
            }
            let curve = Self.densified(samples, step: 0.01)
            let toPath = Self.farthest(curve, from: path, window: tolerance)
            #expect(toPath <= tolerance, "\(entry.title): the curve is \(toPath) from the path")
            // Points of the path 0.04 apart, each within tolerance − 0.02 of the curve,
            // put every point of the path within tolerance (distance is 1-Lipschitz).
            let fromPath = Self.farthest(Self.densified(path, step: 0.04), from: samples, window: tolerance)
            #expect(fromPath <= tolerance - 0.02, "\(entry.title): the path is \(fromPath) from the curve")
            worst = (max(worst.toPath, toPath), max(worst.fromPath, fromPath))
        }
        // The simplified paths are far smaller than one point per 0.85 user units.
        #expect(total < 40_000, "\(total) bytes of path data")
        print("\(Self.entries.count) plots, \(total) bytes of path data, curve to path ≤ \(worst.toPath), path to curve ≤ \(worst.fromPath)")
    }

    @Test("Steps keep their jumps: the path rises within one grid cell of each step's x")
    func steps() throws {
        let plot = CurvePlot(easing: .steps(4, position: .jumpEnd))
        let path = try Self.vertices(plot.polyline(in: plot.valueRange).pathData)
        for k in 1...3 {
            let x = plot.x(Double(k) / 4)
            let rise = zip(path, path.dropFirst()).filter { $0.x >= x - 0.1 && $1.x <= x + 0.1 && $1.y < $0.y - 1 }
            #expect(rise.count == 1, "jump \(k) at x \(x)")
        }
    }

    @Test("Tenths as short decimals read back exactly", arguments: [-20_005, -1_000, -15, -10, -3, 0, 3, 10, 15, 1_000, 20_005])
    func tenths(value: Int) throws {
        let text = PlotPolyline.tenths(value)
        #expect(!text.hasSuffix(".0") && !text.hasPrefix("0.") && !text.hasPrefix("-0"))
        let read = try Self.vertices("M0 0l\(text) 0")[1].x
        #expect(read == Double(value) / 10)
    }
}
