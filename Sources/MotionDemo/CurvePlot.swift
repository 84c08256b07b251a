import Motion

/// An inline SVG plot of an easing on [0, 1], with guides at progress 0 and 1.
///
/// The vertical range is [0, 1] widened to the curve's sampled minimum and
/// maximum plus a margin, so overshoot and undershoot stay inside the box. The
/// curve is a ``PlotPolyline``, within ``PlotPolyline/tolerance`` user units.
struct CurvePlot {
    /// The curve.
    let easing: Easing
    /// The number of intervals sampled for the vertical range.
    var rangeSamples = 240
    /// The drawing width in SVG user units (about pixels).
    var width = 220.0
    /// The drawing height in SVG user units.
    var height = 150.0
    /// The blank border around the unit square, in user units.
    var inset = 8.0

    /// The values at the bottom and top of the box: [0, 1] and the sampled
    /// extremes, widened by 6 % of the span.
    var valueRange: ClosedRange<Double> {
        let values = (0...rangeSamples).map { easing.value(at: Double($0) / Double(rangeSamples)) }.filter(\.isFinite)
        let low = min(0, values.min() ?? 0)
        let high = max(1, values.max() ?? 1)
        let margin = (high - low) * 0.06
        return (low - margin)...(high + margin)
    }

    /// Progress to SVG user units.
    func x(_ progress: Double) -> Double { inset + progress * (width - 2 * inset) }

    /// A value to SVG user units (y grows downward), in `range`.
    func y(_ value: Double, in range: ClosedRange<Double>) -> Double {
        inset + (range.upperBound - value) / (range.upperBound - range.lowerBound) * (height - 2 * inset)
    }

    /// The drawn curve: `value(at:)` clamped to `range`, over the box's width.
    func polyline(in range: ClosedRange<Double>) -> PlotPolyline {
        PlotPolyline { progress in
            (x(progress), y(min(max(easing.value(at: progress), range.lowerBound), range.upperBound), in: range))
        }
    }

    /// The `<svg>` element.
    var svg: String {
        let range = valueRange
        func px(_ progress: Double) -> String { decimal(x(progress), 1) }
        func py(_ value: Double) -> String { decimal(y(value, in: range), 1) }
        let guides = [0.0, 1.0].map { value in
            #"<line class="guide" x1="\#(px(0))" y1="\#(py(value))" x2="\#(px(1))" y2="\#(py(value))"/>"#
                + #"<text x="\#(px(1))" dx="-2" y="\#(py(value))" dy="\#(value == 0 ? 10 : -3)">\#(Int(value))</text>"#
        }.joined()
        let axes = [0.0, 1.0].map { progress in
            #"<line class="axis" x1="\#(px(progress))" y1="\#(py(range.lowerBound))" x2="\#(px(progress))" y2="\#(py(range.upperBound))"/>"#
        }.joined()
        return #"<svg viewBox="0 0 \#(Int(width)) \#(Int(height))" role="img" aria-label="plot">"#
            + axes + guides + #"<path d="\#(polyline(in: range).pathData)"/></svg>"#
    }
}
