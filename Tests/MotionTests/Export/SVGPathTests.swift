import Foundation
import Motion
import Testing

/// SVG paths: parsed back and evaluated piece by piece against the curve, within the
/// bound at 10 000 points.
@Suite("SVG paths")
struct SVGPathTests {
    typealias Point = (Double, Double)

    /// Parses "M x y C x1 y1 x2 y2 x y …" into cubic pieces.
    static func pieces(_ d: String) throws -> [(Point, Point, Point, Point)] {
        let tokens = d.split(separator: " ").map(String.init)
        try #require(tokens.count >= 3 && tokens[0] == "M")
        var current: Point = (Double(tokens[1])!, Double(tokens[2])!)
        var result: [(Point, Point, Point, Point)] = []
        var index = 3
        while index < tokens.count {
            try #require(tokens[index] == "C" && index + 6 < tokens.count)
            let n = (1...6).map { Double(tokens[index + $0])! }
            let piece = (current, (n[0], n[1]), (n[2], n[3]), (n[4], n[5]))
            result.append(piece)
            current = piece.3
            index += 7
        }
        return result
    }

    /// The largest vertical distance between the path and `curve` (in box units) at
    /// `count + 1` evenly spaced x, using the piece that contains x (x(s) is monotone).
    static func maxError(_ d: String, width: Double, count: Int = 10_000, skip: [Double] = [], _ curve: (Double) -> Double)
        throws -> Double
    {
        let pieces = try Self.pieces(d)
        var worst = 0.0
        var k = 0
        for i in 0...count {
            let x = Double(i) / Double(count) * width
            if skip.contains(where: { abs($0 - x) < 1e-9 * width }) { continue }
            while k + 1 < pieces.count && pieces[k].3.0 < x { k += 1 }
            let piece = pieces[k]
            let y = bezierY(atX: x, piece.0, piece.1, piece.2, piece.3)
            worst = max(worst, abs(y - curve(x)))
        }
        return worst
    }

    @Test("An easing in a 200 × 100 box, up is up", arguments: [0.5, 0.05])
    func easing(maxError: Double) throws {
        // easeOutBack by its formula (c1 = 1.70158).
        func backOut(_ x: Double) -> Double {
            let c1 = 1.70158, c3 = c1 + 1
            return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        }
        let path = SVGPath(easing: .easeOutBack, width: 200, height: 100, maxError: maxError)
        #expect(path.d.hasPrefix("M 0 100 C "))
        #expect(path.d.hasSuffix(" 200 0"))
        let error = try Self.maxError(path.d, width: 200) { x in 100 - 100 * backOut(x / 200) }
        #expect(error <= maxError * (1 + 1e-9), "error \(error), \(path.pieceCount) pieces")
        #expect(try Self.pieces(path.d).count == path.pieceCount)
    }

    @Test("A scalar track with a value range, including a jump")
    func track() throws {
        let track = KeyframeTrack(
            values: [10.0, 40, 25, 30], durations: [1, 0, 1], easings: [.easeInOutCubic, .linear, .easeOutElastic])
        let path = SVGPath(track: track, valueRange: 0...50, width: 400, height: 200, maxError: 0.2)
        let error = try Self.maxError(path.d, width: 400, skip: [200]) { x in
            200 - track.value(at: x / 400 * 2) / 50 * 200
        }
        #expect(error <= 0.2 * (1 + 1e-9), "error \(error)")
        // The jump at x = 200: a vertical piece from 40 (y = 40) to 25 (y = 100).
        let pieces = try Self.pieces(path.d)
        #expect(pieces.contains { $0.0.0 == 200 && $0.3.0 == 200 && abs($0.0.1 - 40) < 1e-12 && abs($0.3.1 - 100) < 1e-12 })
    }

    @Test(
        "Numbers have the fewest digits that keep maxError: parsed back within it, and shorter",
        arguments: [0.5, 0.05, 0.001])
    func shortNumbers(maxError: Double) throws {
        for easing in [Easing.easeOutBack, .easeInOutSine, .easeOutBounce, .easeOutElastic, .ease] {
            let path = SVGPath(easing: easing, width: 300, height: 150, maxError: maxError)
            // easeOutElastic jumps at its end: x = 300 is a vertical piece, any y of which is right
            let skip: [Double] = easing == .easeOutElastic ? [300] : []
            let error = try Self.maxError(path.d, width: 300, skip: skip) { x in 150 - 150 * easing.value(at: x / 300) }
            #expect(error <= maxError * (1 + 1e-9), "\(easing.name ?? "?") at \(maxError): error \(error)")
            // The same fit written with shortest round-trip numbers, as before.
            let fit = BezierKeyframes(fitting: ClampedEasingTrack(easing: easing), maxError: 0.9 * maxError / 150)
            let n = CSSValueFormat.number
            var exact = "M \(n(0)) \(n(150 - 150 * fit.values[0]))"
            for (index, timing) in fit.timingFunctions.enumerated() {
                let (t0, t1) = (fit.keyTimes[index], fit.keyTimes[index + 1])
                let (v0, v1) = (fit.values[index], fit.values[index + 1])
                exact += " C \(n(300 * (t0 + timing.x1 * (t1 - t0)))) \(n(150 - 150 * (v0 + timing.y1 * (v1 - v0))))"
                exact += " \(n(300 * (t0 + timing.x2 * (t1 - t0)))) \(n(150 - 150 * (v0 + timing.y2 * (v1 - v0))))"
                exact += " \(n(300 * t1)) \(n(150 - 150 * v1))"
            }
            #expect(try Self.pieces(exact).count == path.pieceCount)
            #expect(Double(path.d.count) < 0.75 * Double(exact.count), "\(path.d.count) vs \(exact.count)")
        }
    }
}

/// An easing as a one-second track, clamped to [0, 1] (as SVGPath's own).
private struct ClampedEasingTrack: Track {
    let easing: Easing
    var duration: Double { 1 }
    func value(at time: Double) -> Double { easing.value(at: min(max(time, 0), 1)) }
}
