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
/// (dense, not a proof). Pieces chain exactly; a jump is a (near-)vertical piece.
public struct SVGPath: Sendable, Hashable {
    /// The path data: one `M` and one `C` per piece, absolute coordinates, numbers
    /// with the shortest round-trip digits.
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
        let fit = BezierKeyframes(fitting: track, maxError: maxError * span / height)
        let low = valueRange.lowerBound
        func x(_ keyTime: Double) -> Double { keyTime * width }
        func y(_ value: Double) -> Double { height - (value - low) / span * height }
        let n = CSSValueFormat.number
        var text = "M \(n(x(fit.keyTimes[0]))) \(n(y(fit.values[0])))"
        for (index, timing) in fit.timingFunctions.enumerated() {
            let t0 = fit.keyTimes[index]
            let t1 = fit.keyTimes[index + 1]
            let v0 = fit.values[index]
            let v1 = fit.values[index + 1]
            let p1 = (x(t0 + timing.x1 * (t1 - t0)), y(v0 + timing.y1 * (v1 - v0)))
            let p2 = (x(t0 + timing.x2 * (t1 - t0)), y(v0 + timing.y2 * (v1 - v0)))
            text += " C \(n(p1.0)) \(n(p1.1)) \(n(p2.0)) \(n(p2.1)) \(n(x(t1))) \(n(y(v1)))"
        }
        d = text
        pieceCount = fit.timingFunctions.count
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
