/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function: the timing of one keyframe
/// piece, as Core Animation's `CAMediaTimingFunction` and CSS's
/// `animation-timing-function` use it.
///
/// The curve runs from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2);
/// `x` is the piece's normalised time and `y` its normalised progress from the
/// piece's start value to its end value.
public struct CubicBezierTiming: Sendable, Hashable, CustomStringConvertible {
    /// The first control point's time, in [0, 1].
    public let x1: Double
    /// The first control point's progress (any finite number).
    public let y1: Double
    /// The second control point's time, in [0, 1].
    public let x2: Double
    /// The second control point's progress (any finite number).
    public let y2: Double

    /// The same curve as an ``Easing`` (``Easing/cubicBezier(x1:y1:x2:y2:)``).
    public let easing: Easing

    /// A timing function from its control points.
    ///
    /// - Parameters:
    ///   - x1: The first control point's time, in [0, 1].
    ///   - y1: The first control point's progress.
    ///   - x2: The second control point's time, in [0, 1].
    ///   - y2: The second control point's progress.
    /// - Precondition: every value finite, `x1` and `x2` in [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        easing = .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// `cubic-bezier(0, 0, 1, 1)`: the straight line (CSS `linear` as a Bézier).
    public static let linear = CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The eased progress at `progress` (the Bézier solved to full double precision).
    ///
    /// - Parameter progress: The piece's normalised time.
    /// - Returns: 0 at 0, 1 at 1, the curve in between.
    public func value(at progress: Double) -> Double {
        easing.value(at: progress)
    }

    /// The CSS text, `cubic-bezier(x1, y1, x2, y2)` with the shortest digits that read
    /// back to the same doubles, so `Easing(css:)` gives back this exact curve.
    public var cssString: String {
        easing.cssString!
    }

    /// The same as ``cssString``.
    public var description: String { cssString }

    /// Whether two timing functions have the same control points.
    public static func == (lhs: CubicBezierTiming, rhs: CubicBezierTiming) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}
