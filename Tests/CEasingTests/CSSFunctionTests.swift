import CEasing
import Testing

// The [css] section of ceasing.h from Swift: cubic-bezier(), steps(), linear()
// and the tagged easing. Oracles: timing.md §2.5, §2.6 and the §6.3 tables,
// and a bisection reference written here.

private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> ceasing_cubic_bezier {
    var b = ceasing_cubic_bezier()
    try #require(ceasing_cubic_bezier_init(&b, x1, y1, x2, y2) == .CEASING_OK)
    return b
}

/// y at x by plain bisection on t, with x(t) in Bernstein form (its complement
/// above x = 1/2, so nothing cancels), run until the bracket cannot shrink.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    func complement(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return s * s * s + 3 * s * s * t * (1 - p1) + 3 * s * t * t * (1 - p2)
    }
    var lo = 0.0, hi = 1.0
    while true {
        let mid = lo + (hi - lo) / 2
        if mid <= lo || mid >= hi { break }
        let below = x <= 0.5 ? bernstein(x1, x2, mid) < x : complement(x1, x2, mid) > 1 - x
        if below { lo = mid } else { hi = mid }
    }
    let t = lo + (hi - lo) / 2
    return t <= 0.5 ? bernstein(y1, y2, t) : 1 - complement(y1, y2, t)
}

/// Knuth's 64-bit LCG, fixed seed.
private struct LCG {
    var state: UInt64 = 0x853c_49e6_748f_ea9b
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }
}

@Suite("CSS Easing Level 2: cubic-bezier(), steps(), linear() and ceasing_easing")
struct CSSFunctionTests {
    @Test("timing.md §6.3 cubic-bezier table")
    func cubicBezierTable() throws {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        let rows: [([Double], [Double])] = [
            ([0.25, 0.1, 0.25, 1], [0.094796305716043, 0.40851059135540, 0.80240338758486, 0.96045897834897, 0.99431647748456]),
            ([0.42, 0, 1, 1], [0.017026609651563, 0.093464650718825, 0.31535681257254, 0.62186186917489, 0.83942784576247]),
            ([0, 0, 0.58, 1], [0.16057215423753, 0.37813813082511, 0.68464318742746, 0.90653534928118, 0.98297339034844]),
            ([0.42, 0, 0.58, 1], [0.019722453548311, 0.12916193104732, 0.5, 0.87083806895268, 0.98027754645169]),
            ([0.4, 0, 0.2, 1], [0.025863014891413, 0.23658736046778, 0.77556131111620, 0.95936773673938, 0.99435392873688]),
            ([0.68, -0.55, 0.265, 1.55], [-0.066291477333529, -0.082807108828323, 0.60667989722377, 1.0891657748134, 1.0623731951664]),
        ]
        for (p, values) in rows {
            var b = try bezier(p[0], p[1], p[2], p[3])
            for (x, expected) in zip(xs, values) {
                #expect(abs(ceasing_cubic_bezier_evaluate(&b, x) - expected) <= 1e-13, "\(p) at \(x)")
            }
            #expect(ceasing_cubic_bezier_evaluate(&b, 0) == 0)
            #expect(ceasing_cubic_bezier_evaluate(&b, 1) == 1)
        }
        #expect(abs(ceasing_ease(0.5) - 0.80240338758486) <= 1e-13)
    }

    @Test("The keyword functions are their cubic-bezier() curves, bit for bit")
    func keywordCurvesMatchTheirBeziers() throws {
        let keywords: [((Double) -> Double, [Double])] = [
            (ceasing_ease, [0.25, 0.1, 0.25, 1]), (ceasing_ease_in, [0.42, 0, 1, 1]),
            (ceasing_ease_out, [0, 0, 0.58, 1]), (ceasing_ease_in_out, [0.42, 0, 0.58, 1]),
        ]
        var rng = LCG()
        for (function, p) in keywords {
            var b = try bezier(p[0], p[1], p[2], p[3])
            for x in (-10...1010).map({ Double($0) / 1000 }) + (0..<1000).map({ _ in rng.next() }) {
                #expect(function(x).bitPattern == ceasing_cubic_bezier_evaluate(&b, x).bitPattern, "\(p) at \(x)")
            }
        }
    }

    @Test("Random control points agree with bisection to 1e-7 (measured: about 4e-15)")
    func cubicBezierRandom() throws {
        var rng = LCG()
        var worst = 0.0
        for _ in 0..<2000 {
            let x1 = rng.next(), y1 = 4 * rng.next() - 2, x2 = rng.next(), y2 = 4 * rng.next() - 2
            var b = try bezier(x1, y1, x2, y2)
            for x in [0.001, 0.2, 0.5, 0.8, 0.999, rng.next()] {
                worst = max(worst, abs(ceasing_cubic_bezier_evaluate(&b, x) - referenceBezier(x1, y1, x2, y2, x)))
            }
        }
        #expect(worst <= 1e-7)
        #expect(worst <= 1e-14)
    }

    @Test("Tangent extrapolation outside [0, 1]")
    func cubicBezierExtrapolation() throws {
        var ease = try bezier(0.25, 0.1, 0.25, 1)
        var easeIn = try bezier(0.42, 0, 1, 1)
        var easeOut = try bezier(0, 0, 0.58, 1)
        var flat = try bezier(0, 0.5, 0, 0.5)
        #expect(abs(ceasing_cubic_bezier_evaluate(&ease, -0.5) - (-0.5 * 0.1 / 0.25)) <= 1e-15)
        #expect(ceasing_cubic_bezier_evaluate(&ease, 1.5) == 1)
        #expect(ceasing_cubic_bezier_evaluate(&easeIn, -1) == 0)
        #expect(abs(ceasing_cubic_bezier_evaluate(&easeIn, 1.5) - (1 + 0.5 / 0.58)) <= 1e-15)
        #expect(abs(ceasing_cubic_bezier_evaluate(&easeOut, -0.5) - (-0.5 / 0.58)) <= 1e-15)
        #expect(ceasing_cubic_bezier_evaluate(&flat, -2) == 0)
        #expect(abs(ceasing_cubic_bezier_evaluate(&flat, 2) - 1.5) <= 1e-15)
        #expect(ceasing_cubic_bezier_evaluate(&ease, .nan).isNaN)
    }

    @Test("cubic-bezier errors leave the output untouched")
    func cubicBezierErrors() {
        var b = ceasing_cubic_bezier()
        b.x1 = 42
        #expect(ceasing_cubic_bezier_init(&b, -0.1, 0, 0.5, 1) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_cubic_bezier_init(&b, 0.5, 0, 1.5, 1) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_cubic_bezier_init(&b, 0.5, .nan, 0.5, 1) == .CEASING_ERROR_NOT_FINITE)
        #expect(ceasing_cubic_bezier_init(&b, 0.5, 0, 0.5, .infinity) == .CEASING_ERROR_NOT_FINITE)
        #expect(ceasing_cubic_bezier_init(nil, 0.5, 0, 0.5, 1) == .CEASING_ERROR_NULL)
        #expect(b.x1 == 42)
        #expect(ceasing_cubic_bezier_evaluate(nil, 0.5).isNaN)
    }

    @Test("timing.md §6.3 steps(4, ·) table, with and without the before flag")
    func stepsTable() throws {
        let xs = [0.0, 0.25, 0.3, 0.5, 0.99, 1.0]
        let rows: [(ceasing_jump, [Double], [Double])] = [
            (.CEASING_JUMP_START, [0.25, 0.5, 0.5, 0.75, 1, 1], [0, 0.25, 0.5, 0.5, 1, 1]),
            (.CEASING_JUMP_END, [0, 0.25, 0.25, 0.5, 0.75, 1], [0, 0, 0.25, 0.25, 0.75, 0.75]),
            (.CEASING_JUMP_NONE, [0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 1, 1], [0, 0, 1.0 / 3, 1.0 / 3, 1, 1]),
            (.CEASING_JUMP_BOTH, [0.2, 0.4, 0.4, 0.6, 0.8, 1], [0, 0.2, 0.4, 0.4, 0.8, 0.8]),
        ]
        for (position, values, before) in rows {
            var s = ceasing_steps()
            try #require(ceasing_steps_init(&s, 4, position) == .CEASING_OK)
            for i in 0..<xs.count {
                #expect(ceasing_steps_evaluate(&s, xs[i], 0) == values[i], "\(position) at \(xs[i])")
                #expect(ceasing_steps_evaluate(&s, xs[i], 1) == before[i], "\(position) before at \(xs[i])")
            }
        }
        #expect(ceasing_step_start(0) == 1)
        #expect(ceasing_step_end(1) == 1)
    }

    @Test("steps() errors")
    func stepsErrors() {
        var s = ceasing_steps()
        s.count = 7
        #expect(ceasing_steps_init(&s, 0, .CEASING_JUMP_END) == .CEASING_ERROR_STEP_COUNT)
        #expect(ceasing_steps_init(&s, 1, .CEASING_JUMP_NONE) == .CEASING_ERROR_STEP_COUNT)
        #expect(ceasing_steps_init(&s, -5, .CEASING_JUMP_BOTH) == .CEASING_ERROR_STEP_COUNT)
        #expect(ceasing_steps_init(nil, 2, .CEASING_JUMP_END) == .CEASING_ERROR_NULL)
        #expect(s.count == 7)
    }

    @Test("timing.md §6.3 linear() table, including the fix-up row")
    func linearTable() throws {
        let absent = Double.nan
        func stop(_ output: Double, _ start: Double = .nan, _ end: Double = .nan) -> ceasing_linear_stop {
            ceasing_linear_stop(output: output, input_start: start, input_end: end)
        }
        let xs = [-0.5, 0.1, 0.5, 0.9, 1.2]
        let rows: [([ceasing_linear_stop], [(Double, Double)], [Double])] = [
            ([stop(0), stop(0.25), stop(1)], [(0, 0), (0.5, 0.25), (1, 1)], [-0.25, 0.05, 0.25, 0.85, 1.3]),
            ([stop(0), stop(0.25, 0.75), stop(1)], [(0, 0), (0.75, 0.25), (1, 1)],
             [-1.0 / 6, 1.0 / 30, 1.0 / 6, 0.7, 1.6]),
            ([stop(0), stop(0.25, 0.25, 0.75), stop(1)], [(0, 0), (0.25, 0.25), (0.75, 0.25), (1, 1)],
             [-0.5, 0.1, 0.25, 0.7, 1.6]),
            ([stop(0, 0.2), stop(0.5, 0.1, absent), stop(1)], [(0.2, 0), (0.2, 0.5), (1, 1)],
             [0.5, 0.5, 0.6875, 0.9375, 1.125]),
        ]
        for (stops, expectedPoints, values) in rows {
            var points = [ceasing_point](repeating: ceasing_point(), count: 8)
            var count = 0
            try #require(ceasing_linear_resolve(stops, stops.count, &points, points.count, &count) == .CEASING_OK)
            #expect(count == expectedPoints.count)
            for (p, e) in zip(points.prefix(count), expectedPoints) {
                #expect(abs(p.x - e.0) <= 1e-15 && p.y == e.1)
            }
            try points.withUnsafeBufferPointer { buffer in
                var l = ceasing_linear()
                try #require(ceasing_linear_init(&l, buffer.baseAddress, count) == .CEASING_OK)
                for (x, expected) in zip(xs, values) {
                    #expect(abs(ceasing_linear_evaluate(&l, x) - expected) <= 1e-15, "at \(x)")
                }
            }
        }
    }

    @Test("linear() errors write nothing")
    func linearErrors() {
        let one = [ceasing_linear_stop(output: 0, input_start: .nan, input_end: .nan)]
        var points = [ceasing_point](repeating: ceasing_point(x: 9, y: 9), count: 4)
        var count = 77
        #expect(ceasing_linear_resolve(one, 1, &points, 4, &count) == .CEASING_ERROR_TOO_FEW_POINTS)
        let bad = [ceasing_linear_stop(output: 0, input_start: .nan, input_end: .nan),
                   ceasing_linear_stop(output: .infinity, input_start: .nan, input_end: .nan)]
        #expect(ceasing_linear_resolve(bad, 2, &points, 4, &count) == .CEASING_ERROR_NOT_FINITE)
        let two = [ceasing_linear_stop(output: 0, input_start: 0.1, input_end: 0.2),
                   ceasing_linear_stop(output: 1, input_start: 0.8, input_end: 0.9)]
        #expect(ceasing_linear_resolve(two, 2, &points, 3, &count) == .CEASING_ERROR_CAPACITY)
        #expect(count == 77)
        #expect(points.allSatisfy { $0.x == 9 && $0.y == 9 })
        #expect(ceasing_linear_resolve(two, 2, nil, 0, &count) == .CEASING_OK && count == 4)
        var l = ceasing_linear()
        let decreasing = [ceasing_point(x: 0.5, y: 0), ceasing_point(x: 0.2, y: 1)]
        #expect(ceasing_linear_init(&l, decreasing, 2) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_linear_init(&l, decreasing, 1) == .CEASING_ERROR_TOO_FEW_POINTS)
        #expect(l.count == 0)
    }

    @Test("ceasing_easing evaluates every kind, honours the before flag, and adapts to ceasing_function")
    func taggedEasing() throws {
        var e = ceasing_easing()
        try #require(ceasing_easing_init_curve(&e, .CEASING_CURVE_STEP_START) == .CEASING_OK)
        #expect(ceasing_easing_evaluate(&e, 0) == 1)
        #expect(ceasing_easing_evaluate_before(&e, 0, 1) == 0)

        try #require(ceasing_easing_init_cubic_bezier(&e, 0.42, 0, 0.58, 1) == .CEASING_OK)
        #expect(e.kind == .CEASING_EASING_CUBIC_BEZIER)
        #expect(abs(ceasing_easing_evaluate(&e, 0.25) - 0.12916193104732) <= 1e-13)

        try #require(ceasing_easing_init_steps(&e, 4, .CEASING_JUMP_BOTH) == .CEASING_OK)
        #expect(ceasing_easing_evaluate(&e, 0.3) == 0.4)

        try #require(ceasing_easing_init_power(&e, .CEASING_VARIANT_OUT, 2) == .CEASING_OK)
        #expect(e.value.parametric.params.0 == 2)
        #expect(ceasing_easing_evaluate(&e, 0.5) == 0.75)

        try #require(ceasing_easing_init_overshoot(&e, 1, 0.15) == .CEASING_OK)
        #expect(abs(ceasing_easing_evaluate(&e, 0.5) - 1.070154) <= 6e-7)

        try #require(ceasing_easing_init_elastic(&e, .CEASING_VARIANT_OUT, 1, 0.5) == .CEASING_OK)
        let adapted = withUnsafeMutablePointer(to: &e) { ceasing_evaluate_function($0, 0.25) }
        #expect(abs(adapted - 1.176776695296637) <= 1e-14)

        #expect(ceasing_easing_init_power(&e, .CEASING_VARIANT_IN, 0) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_easing_init_back(&e, .CEASING_VARIANT_IN, .nan) == .CEASING_ERROR_NOT_FINITE)
        #expect(ceasing_easing_init_exponential_decelerate(nil, 0.15) == .CEASING_ERROR_NULL)
        #expect(e.kind == .CEASING_EASING_ELASTIC)
        #expect(ceasing_easing_evaluate(nil, 0.5).isNaN)
    }
}
