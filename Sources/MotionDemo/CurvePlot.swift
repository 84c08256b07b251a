import Motion

/// An inline SVG plot of an easing on [0, 1], with guides at progress 0 and 1.
///
/// The vertical range is [0, 1] widened to the curve's sampled minimum and
/// maximum plus a margin, so overshoot and undershoot stay inside the box.
struct CurvePlot {
    /// The curve.
    let easing: Easing
    /// The number of intervals sampled (steps stay sharp at this density).
    var samples = 240
    /// The drawing width in SVG user units (about pixels).
    var width = 220.0
    /// The drawing height in SVG user units.
    var height = 150.0
    /// The blank border around the unit square, in user units.
    var inset = 8.0

    /// The `<svg>` element.
    var svg: String {
        let points = (0...samples).map { index -> (Double, Double) in
            let x = Double(index) / Double(samples)
            return (x, easing.value(at: x))
        }
        let values = points.map(\.1).filter(\.isFinite)
        let low = min(0, values.min() ?? 0)
        let high = max(1, values.max() ?? 1)
        let margin = (high - low) * 0.06
        let bottom = low - margin
        let top = high + margin
        // Unit coordinates to SVG user units (y grows downward).
        func px(_ x: Double) -> String { decimal(inset + x * (width - 2 * inset), 1) }
        func py(_ y: Double) -> String { decimal(inset + (top - y) / (top - bottom) * (height - 2 * inset), 1) }

        let path = points.enumerated().map { index, point in
            (index == 0 ? "M" : "L") + px(point.0) + " " + py(min(max(point.1, bottom), top))
        }.joined(separator: " ")
        let guides = [0.0, 1.0].map { y in
            #"<line class="guide" x1="\#(px(0))" y1="\#(py(y))" x2="\#(px(1))" y2="\#(py(y))"/>"#
                + #"<text x="\#(px(1))" dx="-2" y="\#(py(y))" dy="\#(y == 0 ? 10 : -3)">\#(Int(y))</text>"#
        }.joined()
        let axes = [0.0, 1.0].map { x in
            #"<line class="axis" x1="\#(px(x))" y1="\#(py(bottom))" x2="\#(px(x))" y2="\#(py(top))"/>"#
        }.joined()
        return #"<svg viewBox="0 0 \#(Int(width)) \#(Int(height))" role="img" aria-label="plot">"#
            + axes + guides + #"<path d="\#(path)"/></svg>"#
    }
}
