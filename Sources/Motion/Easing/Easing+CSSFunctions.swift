// The CSS Easing Level 2 functions: cubic-bezier(), steps() and linear().

extension Easing {
    /// CSS `cubic-bezier(x1, y1, x2, y2)`: the Bézier curve from (0, 0) to (1, 1)
    /// with control points (x1, y1) and (x2, y2), solved to full double precision.
    ///
    /// Outside [0, 1] it extrapolates along the end tangents as CSS says, with the
    /// end cases resolved as browsers and the web-platform-tests do
    /// (csswg-drafts #4046): below 0 along P0–P1, or P0–P2 when P1 is P0; above 1
    /// along P2–P3, or P1–P3 when P2 is P3; where a control point sits straight
    /// above or below an end (a vertical tangent) the extrapolation is flat (0
    /// below, 1 above), and `cubic-bezier(0, 0, 0, 0)` and `(1, 1, 1, 1)` are the
    /// identity line. Any finite `y1` and `y2` work, up to ±`greatestFiniteMagnitude`:
    /// the result is always finite for a finite input, and a tangent value beyond
    /// the `Double` range saturates to ±`greatestFiniteMagnitude`. The C functions
    /// are `ceasing_easing_init_cubic_bezier` and `ceasing_easing_evaluate`.
    ///
    /// Preconditions: every value finite, `x1` and `x2` in [0, 1].
    /// - Parameters:
    ///   - x1: The first control point's time, in [0, 1].
    ///   - y1: The first control point's value; any finite number.
    ///   - x2: The second control point's time, in [0, 1].
    ///   - y2: The second control point's value; any finite number.
    /// - Returns: The cubic-Bézier easing.
    public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) -> Easing {
        var easing = ceasing_easing()
        let status = ceasing_easing_init_cubic_bezier(&easing, x1, y1, x2, y2)
        precondition(
            status == .CEASING_OK,
            "Easing.cubicBezier(x1: \(x1), y1: \(y1), x2: \(x2), y2: \(y2)): \(describe(status)) (x1 and x2 must be in [0, 1], every value finite)"
        )
        return Easing(storage: .function(CEasingFunction(easing)))
    }

    /// Where the jumps of ``Easing/steps(_:position:)`` fall (CSS `<step-position>`).
    public enum StepPosition: Sendable, Hashable, CaseIterable {
        /// The first jump happens at the start (CSS `jump-start`, also `start`).
        ///
        /// ``Easing/cssString`` writes `jump-start`; an easing read from text keeps
        /// the spelling it was written with (`steps(2, start)` stays `start`), as
        /// CSSOM does.
        case jumpStart
        /// The last jump happens at the end (CSS `jump-end`, also `end`; the default).
        case jumpEnd
        /// No jump at either end: `count - 1` jumps inside (CSS `jump-none`).
        case jumpNone
        /// Jumps at both ends: `count + 1` levels (CSS `jump-both`).
        case jumpBoth

        /// CSS `start`, a synonym of ``jumpStart``.
        public static var start: StepPosition { .jumpStart }

        /// CSS `end`, a synonym of ``jumpEnd``.
        public static var end: StepPosition { .jumpEnd }

        internal var jump: ceasing_jump {
            switch self {
            case .jumpStart: .CEASING_JUMP_START
            case .jumpEnd: .CEASING_JUMP_END
            case .jumpNone: .CEASING_JUMP_NONE
            case .jumpBoth: .CEASING_JUMP_BOTH
            }
        }
    }

    /// CSS `steps(count, position)`: a staircase of `count` steps.
    ///
    /// Evaluated with the CSS before flag unset, so `jumpStart` and `jumpBoth` are
    /// above 0 at 0, as CSS requires. The staircase continues outside [0, 1]. The C
    /// functions are `ceasing_easing_init_steps` and `ceasing_easing_evaluate`.
    ///
    /// Preconditions: `count >= 1`, and `count >= 2` with ``StepPosition/jumpNone``.
    /// - Parameters:
    ///   - count: The number of steps (intervals).
    ///   - position: Where the jumps fall; ``StepPosition/jumpEnd`` by default.
    /// - Returns: The step easing.
    public static func steps(_ count: Int, position: StepPosition = .jumpEnd) -> Easing {
        var easing = ceasing_easing()
        let status = Int32(exactly: count).map { ceasing_easing_init_steps(&easing, $0, position.jump) }
            ?? .CEASING_ERROR_STEP_COUNT
        precondition(
            status == .CEASING_OK,
            "Easing.steps(\(count), position: .\(position)): \(describe(status)) (count must be >= 1, and >= 2 with jumpNone)"
        )
        return Easing(storage: .function(CEasingFunction(easing)))
    }

    /// One stop of CSS `linear()`: an output value and zero, one or two input
    /// positions, given as fractions (0.75 for `75%`).
    ///
    /// A float or integer literal is a stop without input: `.linear([0, 0.25, 1])`.
    public struct LinearStop: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        /// The output at this stop.
        public var output: Double
        /// The input where the stop starts, or `nil` to space it evenly between its neighbours.
        public var inputStart: Double?
        /// With ``inputStart``, where the stop ends (a flat run); `nil` for a single input.
        public var inputEnd: Double?

        /// A stop whose input is spaced evenly between its neighbours (CSS `0.5`).
        /// - Parameter output: The output value.
        public init(_ output: Double) {
            self.output = output
        }

        /// A stop at one input (CSS `0.5 25%` is `LinearStop(0.5, at: 0.25)`).
        /// - Parameters:
        ///   - output: The output value.
        ///   - input: The input as a fraction of the duration.
        public init(_ output: Double, at input: Double) {
            self.output = output
            inputStart = input
        }

        /// A flat run of one output between two inputs (CSS `0.5 25% 75%`).
        /// - Parameters:
        ///   - output: The output value.
        ///   - start: Where the run starts, as a fraction.
        ///   - end: Where the run ends, as a fraction.
        public init(_ output: Double, from start: Double, to end: Double) {
            self.output = output
            inputStart = start
            inputEnd = end
        }

        /// A stop without input from a float literal.
        /// - Parameter value: The output value.
        public init(floatLiteral value: Double) {
            self.init(value)
        }

        /// A stop without input from an integer literal.
        /// - Parameter value: The output value.
        public init(integerLiteral value: Int) {
            self.init(Double(value))
        }
    }

    /// CSS `linear(...)`: the piecewise-linear curve through the stops, resolved
    /// with the spec's fix-up (missing inputs spaced evenly, inputs raised to be
    /// non-decreasing, the first defaulting to 0 and the last to 1).
    ///
    /// It extrapolates outside the first and last points, and is exact at every
    /// point's input. Finite for every finite input: an extrapolated value beyond
    /// the `Double` range saturates to ±`greatestFiniteMagnitude`. The easing owns its points and lends them to the C core
    /// (`ceasing_linear_resolve`, `ceasing_linear_evaluate`) for each evaluation.
    ///
    /// Preconditions: at least 2 stops, finite outputs and inputs, and `inputEnd`
    /// only together with `inputStart`.
    /// - Parameter stops: The stops, in order.
    /// - Returns: The linear() easing.
    public static func linear(_ stops: [LinearStop]) -> Easing {
        do {
            return Easing(storage: .linear(try resolve(stops)))
        } catch {
            preconditionFailure("Easing.linear(\(stops.map(\.output))...): \(error.message)")
        }
    }

    /// The resolved linear() points of stops, or why there are none.
    internal static func resolve(_ stops: [LinearStop]) throws(InvalidEasing) -> [ceasing_point] {
        for (index, stop) in stops.enumerated() {
            if stop.inputStart.map({ $0.isNaN }) ?? false || stop.inputEnd.map({ $0.isNaN }) ?? false {
                throw InvalidEasing("stop \(index) has a NaN input")
            }
        }
        let cStops = stops.map {
            ceasing_linear_stop(output: $0.output, input_start: $0.inputStart ?? .nan, input_end: $0.inputEnd ?? .nan)
        }
        var count = 0
        var status = ceasing_linear_resolve(cStops, cStops.count, nil, 0, &count)
        guard status == .CEASING_OK else {
            throw InvalidEasing("\(describe(status)) (at least 2 stops, finite values, an end input only with a start input)")
        }
        var points = [ceasing_point](repeating: ceasing_point(), count: count)
        status = points.withUnsafeMutableBufferPointer { buffer in
            ceasing_linear_resolve(cStops, cStops.count, buffer.baseAddress, buffer.count, &count)
        }
        guard status == .CEASING_OK else {
            throw InvalidEasing(describe(status))
        }
        return points
    }

    /// The C core's description of a status.
    internal static func describe(_ status: ceasing_status) -> String {
        String(cString: ceasing_status_description(status))
    }
}
