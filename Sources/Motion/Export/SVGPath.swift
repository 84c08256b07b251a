/// A curve drawn as an SVG path: `M x y C x1 y1 x2 y2 x y …`, fitted with cubic
/// Bézier pieces in a box of the caller's size, with up pointing up.
///
/// ```swift
/// let path = SVGPath(easing: .easeOutBack, width: 200, height: 100, maxError: 0.25)
/// // <path d="\(path.d)"/> in a 200 × 100 viewBox
/// ```
///
/// The curve's time runs from x = 0 to x = `width`; values map linearly so that the
/// bottom of the range is at y = `height` and the top at y = 0 (SVG's y points down,
/// so the drawing has up pointing up). Values outside the range (overshoot) are drawn
/// outside the box. Accuracy: at every x, the path's y is within `maxError` (in box
/// units, vertically) of the curve, checked as ``BezierKeyframes`` checks its fit
/// (dense, not a proof): the fit takes 0.9 × `maxError`, and the numbers are written
/// with the fewest digits the other 0.1 allows (each y within 0.05 × `maxError`, each x
/// within 0.05 × `maxError` over its piece's steepest slope, the ends of a vertical
/// piece exact). Pieces chain exactly; a jump is a (near-)vertical piece.
public struct SVGPath: Sendable, Hashable {
    /// The path data: one `M` and one `C` per piece, absolute coordinates, numbers
    /// with the fewest digits that keep `maxError`.
    public let d: String

    /// The number of cubic pieces.
    public let pieceCount: Int

    /// An easing over x in [0, 1] with values 0…1 mapped to the box's height.
    ///
    /// - Parameters:
    ///   - easing: The curve.
    ///   - width: The box's width, finite and > 0.
    ///   - height: The box's height, finite and > 0 (value 0 at the bottom, 1 at the top).
    ///   - maxError: The largest vertical distance in box units, finite and > 0.
    /// - Precondition: positive finite sizes and error, `maxError / height` ≥ 10⁻¹².
    public init(easing: Easing, width: Double, height: Double, maxError: Double) {
        self.init(track: EasingCurve(easing: easing), valueRange: 0...1, width: width, height: height, maxError: maxError)
    }

    /// A scalar track over its duration, with `valueRange` mapped to the box's height.
    ///
    /// - Parameters:
    ///   - track: The curve; time maps to x from 0 to `width`.
    ///   - valueRange: The values at the bottom (lower bound) and top (upper bound).
    ///   - width: The box's width, finite and > 0.
    ///   - height: The box's height, finite and > 0.
    ///   - maxError: The largest vertical distance in box units, finite and > 0.
    /// - Precondition: positive finite sizes and error, a finite range of positive
    ///   length, a track of positive duration.
    public init(track: some Track<Double>, valueRange: ClosedRange<Double>, width: Double, height: Double, maxError: Double) {
        precondition(width.isFinite && width > 0 && height.isFinite && height > 0, "SVGPath: box \(width) × \(height) must be finite and positive")
        precondition(maxError.isFinite && maxError > 0, "SVGPath: maxError \(maxError) must be finite and > 0")
        let span = valueRange.upperBound - valueRange.lowerBound
        precondition(span.isFinite && span > 0, "SVGPath: valueRange \(valueRange) must be finite with positive length")
        precondition(track.duration > 0, "SVGPath: the track's duration \(track.duration) must be > 0")
        // The fit takes 0.9 × maxError; the rest pays for short numbers.
        let fit = BezierKeyframes(fitting: track, maxError: SVGPath.fitShare * maxError * span / height)
        let low = valueRange.lowerBound
        func x(_ keyTime: Double) -> Double { keyTime * width }
        func y(_ value: Double) -> Double { height - (value - low) / span * height }
        // Control points in box units, piece by piece.
        var points: [[(Double, Double)]] = []
        for (index, timing) in fit.timingFunctions.enumerated() {
            let t0 = fit.keyTimes[index]
            let t1 = fit.keyTimes[index + 1]
            let v0 = fit.values[index]
            let v1 = fit.values[index + 1]
            points.append([
                (x(t0), y(v0)), (x(t0 + timing.x1 * (t1 - t0)), y(v0 + timing.y1 * (v1 - v0))),
                (x(t0 + timing.x2 * (t1 - t0)), y(v0 + timing.y2 * (v1 - v0))), (x(t1), y(v1)),
            ])
        }
        let yTolerance = (1 - SVGPath.fitShare) / 2 * maxError
        let xTolerances = points.map { SVGPath.xTolerance($0, yBudget: yTolerance) }
        func n(_ value: Double, _ tolerance: Double) -> String { ShortDecimal.text(value, within: tolerance) }
        var text = "M \(n(points[0][0].0, xTolerances[0])) \(n(points[0][0].1, yTolerance))"
        for (index, piece) in points.enumerated() {
            let endX = index + 1 < points.count ? min(xTolerances[index], xTolerances[index + 1]) : xTolerances[index]
            text += " C \(n(piece[1].0, xTolerances[index])) \(n(piece[1].1, yTolerance))"
            text += " \(n(piece[2].0, xTolerances[index])) \(n(piece[2].1, yTolerance))"
            text += " \(n(piece[3].0, endX)) \(n(piece[3].1, yTolerance))"
        }
        d = text
        pieceCount = fit.timingFunctions.count
    }
}

extension SVGPath {
    /// The share of `maxError` the fit takes; the rest pays for short numbers.
    static let fitShare = 0.9

    /// How far a piece's x coordinates may move so that its y at any x moves by at
    /// most `yBudget`: `yBudget` over the piece's steepest slope, bounded by the hulls of
    /// its derivatives (max |y'(s)| / min x'(s)), and by a quarter of min x'(s) / 3 so
    /// that x(s) stays increasing; 0 (exact) where x'(s) reaches 0.
    static func xTolerance(_ p: [(Double, Double)], yBudget: Double) -> Double {
        let a = p[1].0 - p[0].0, b = p[2].0 - p[1].0, c = p[3].0 - p[2].0
        // min over s of the quadratic x'(s) / 3 = a (1 - s)² + 2 b s (1 - s) + c s²
        var minSlope = min(a, c)
        let curvature = a - 2 * b + c
        if curvature > 0 {
            let s = (a - b) / curvature
            if s > 0 && s < 1 { minSlope = min(minSlope, a * (1 - s) * (1 - s) + 2 * b * s * (1 - s) + c * s * s) }
        }
        guard minSlope > 0 else { return 0 }
        let rise = max(abs(p[1].1 - p[0].1), abs(p[2].1 - p[1].1), abs(p[3].1 - p[2].1))
        // and at most a quarter of min x'(s) / 3, so that x(s) stays increasing
        return rise == 0 ? 0.25 * minSlope : min(yBudget * minSlope / rise, 0.25 * minSlope)
    }
}

/// An easing as a one-second track (progress clamped to [0, 1]).
private struct EasingCurve: Track {
    let easing: Easing
    var duration: Double { 1 }
    func value(at time: Double) -> Double {
        easing.value(at: min(max(time, 0), 1))
    }
}
