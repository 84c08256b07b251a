/// UIScrollView's rubber banding: how far content follows a drag past its edge.
///
/// Dragging `x` past an edge moves the content `f(x) = (1 − 1/(|x|·c/d + 1))·d`,
/// with the sign of `x`, where `d` is the dimension of the view along the drag
/// and `c` the coefficient (UIScrollView's 0.55). The offset grows ever more
/// slowly and never reaches `d`.
///
/// ```swift
/// let band = RubberBand(dimension: 300)
/// band.offset(forOvershoot: 100)                 // 46.478…
/// band.value(-40, in: 0...1200)                 // −21.23…: 40 past the lower bound
/// band.value(600, in: 0...1200)                 // 600: inside, unchanged
/// ```
public struct RubberBand: Sendable, Hashable {
    /// UIScrollView's coefficient, 0.55.
    public static let defaultCoefficient: Double = CSPRING_RUBBER_BAND_COEFFICIENT

    /// The size of the view along the drag, > 0: the limit the offset approaches.
    public let dimension: Double

    /// The coefficient `c` > 0: larger values follow the finger further.
    public let coefficient: Double

    /// A rubber band for a view of `dimension` along the drag.
    ///
    /// - Parameters:
    ///   - dimension: The view's size along the drag, > 0.
    ///   - coefficient: The stiffness of the band, > 0; UIScrollView's 0.55 by default.
    /// - Precondition: both finite and > 0.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        precondition(
            dimension > 0 && dimension.isFinite && coefficient > 0 && coefficient.isFinite,
            "RubberBand(dimension: \(dimension), coefficient: \(coefficient)): both must be finite and > 0")
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The displayed offset for a drag `overshoot` past the edge:
    /// `(1 − 1/(|x|·c/d + 1))·d`, with the sign of `overshoot`.
    ///
    /// The corresponding C function is `cspring_rubber_band`.
    ///
    /// - Parameter overshoot: How far the finger is past the edge, in points.
    /// - Returns: How far the content is past the edge, with |result| < dimension.
    /// - Precondition: `overshoot` is finite.
    public func offset(forOvershoot overshoot: Double) -> Double {
        var result = 0.0
        let status = cspring_rubber_band(overshoot, dimension, coefficient, &result)
        precondition(status == .CSPRING_OK, "RubberBand.offset(forOvershoot: \(overshoot)): \(cspringMessage(status))")
        return result
    }

    /// The inverse of ``offset(forOvershoot:)``: the drag that displays `offset`.
    ///
    /// Use it when a gesture starts on content that is already rubber-banded.
    /// The corresponding C function is `cspring_rubber_band_inverse`.
    ///
    /// - Parameter offset: How far the content is past the edge, |offset| < dimension.
    /// - Returns: The overshoot, with the sign of `offset`.
    /// - Precondition: `offset` finite and |offset| < dimension.
    public func overshoot(forOffset offset: Double) -> Double {
        var result = 0.0
        let status = cspring_rubber_band_inverse(offset, dimension, coefficient, &result)
        precondition(
            status == .CSPRING_OK,
            "RubberBand.overshoot(forOffset: \(offset)): \(cspringMessage(status)) (|offset| must be < dimension \(dimension))"
        )
        return result
    }

    /// The displayed position for a dragged position `value` and the range
    /// the content may rest in: `value` itself inside `range`, rubber-banded
    /// relative to the nearest bound outside it.
    ///
    /// - Parameters:
    ///   - value: The position the drag asks for (finite).
    ///   - range: Where the content can rest; its bounds may be infinite.
    /// - Returns: The position to display.
    public func value(_ value: Double, in range: ClosedRange<Double>) -> Double {
        if value < range.lowerBound { return range.lowerBound + offset(forOvershoot: value - range.lowerBound) }
        if value > range.upperBound { return range.upperBound + offset(forOvershoot: value - range.upperBound) }
        precondition(!value.isNaN, "RubberBand.value(_:in:): value is NaN")
        return value
    }

    /// The inverse of ``value(_:in:)``: the dragged position that displays `displayed`.
    ///
    /// - Parameters:
    ///   - displayed: A displayed position, less than `dimension` outside `range`.
    ///   - range: Where the content can rest.
    /// - Returns: The dragged position.
    public func unbandedValue(_ displayed: Double, in range: ClosedRange<Double>) -> Double {
        if displayed < range.lowerBound { return range.lowerBound + overshoot(forOffset: displayed - range.lowerBound) }
        if displayed > range.upperBound { return range.upperBound + overshoot(forOffset: displayed - range.upperBound) }
        precondition(!displayed.isNaN, "RubberBand.unbandedValue(_:in:): displayed is NaN")
        return displayed
    }
}
