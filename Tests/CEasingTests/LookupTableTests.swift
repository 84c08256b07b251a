import CEasing
import Foundation
import Testing

// The [lut] section of ceasing.h from Swift. Oracles: the curves' own
// formulas, measured on a dense grid here, and the Hermite error bound
// h^4 max|f''''| / 384.

/// (1 - cos(pi t)) / 2 with exact ends; max|f''''| = pi^4 / 2.
private let sineInOut: ceasing_function = { _, t in
    t == 1 ? 1 : 0.5 * (1 - cos(Double.pi * t))
}

private let failsAtOneThird: ceasing_function = { _, t in
    abs(t - 1.0 / 3.0) < 0.01 ? .nan : t
}

/// Bakes f and hands the table to body while its storage is alive.
private func withTable<R>(
    resolution: Int, _ f: ceasing_function, context: UnsafeMutableRawPointer? = nil,
    _ body: (inout ceasing_lut) throws -> R
) throws -> R {
    var storage = [Double](repeating: 0, count: ceasing_lut_storage_count(resolution))
    return try storage.withUnsafeMutableBufferPointer { buffer in
        var lut = ceasing_lut()
        try #require(ceasing_lut_bake(&lut, buffer.baseAddress, buffer.count, resolution, f, context) == .CEASING_OK)
        return try body(&lut)
    }
}

private func denseError(_ lut: inout ceasing_lut, _ f: (Double) -> Double, samples: Int) -> Double {
    var worst = 0.0
    for j in 0...samples {
        let t = Double(j) / Double(samples)
        worst = max(worst, abs(ceasing_lut_evaluate(&lut, t) - f(t)))
    }
    return worst
}

@Suite("Lookup tables: cubic Hermite, honest error, exact ends")
struct LookupTableTests {
    @Test("reported max_error bounds a dense measurement", arguments: [17, 65, 257])
    func reportedErrorIsHonest(resolution: Int) throws {
        let reference = { (t: Double) in t == 1 ? 1 : 0.5 * (1 - cos(Double.pi * t)) }
        try withTable(resolution: resolution, sineInOut) { lut in
            let truth = denseError(&lut, reference, samples: (resolution - 1) * 64)
            #expect(truth <= lut.max_error)
            #expect(lut.max_error <= 2 * truth + 4e-16)
            // Hermite bound with the exact fourth derivative
            let h = 1.0 / Double(resolution - 1)
            #expect(truth <= pow(h, 4) * pow(Double.pi, 4) / 2 / 384 * 1.01 + 1e-15)
        }
    }

    /// The true maximum of |table - curve|: a grid of every interval, one ulp inside
    /// every knot, then each grid peak within half of the largest zoomed into by ever
    /// finer grids over its two neighbouring cells (a search independent of the C one).
    private func trueMaxError(_ lut: inout ceasing_lut, _ curve: ceasing_curve) -> Double {
        func error(_ t: Double) -> Double { abs(ceasing_lut_evaluate(&lut, t) - ceasing_curve_evaluate(curve, t)) }
        let intervals = lut.resolution - 1
        let total = intervals * (intervals <= 16 ? 256 : intervals <= 64 ? 64 : 16)
        let grid = (0...total).map { error(Double($0) / Double(total)) }
        let gridMax = grid.max() ?? 0
        var truth = gridMax
        for i in 0...intervals {
            let t = Double(i) / Double(intervals)
            if i > 0 { truth = max(truth, error(t.nextDown)) }
            if i < intervals { truth = max(truth, error(t.nextUp)) }
        }
        for j in 0...total where grid[j] > 0 && grid[j] >= 0.5 * gridMax
            && grid[j] >= (j > 0 ? grid[j - 1] : 0) && grid[j] >= (j < total ? grid[j + 1] : 0) {
            var a = Double(max(j - 1, 0)) / Double(total), b = Double(min(j + 1, total)) / Double(total)
            for _ in 0..<7 {
                let width = (b - a) / 64
                var bestT = a
                var best = -1.0
                for k in 0...64 {
                    let t = k == 64 ? b : a + width * Double(k)
                    let e = error(t)
                    if e >= best { best = e; bestT = t }
                }
                truth = max(truth, best)
                (a, b) = (max(a, bestT - width), min(b, bestT + width))
            }
        }
        return truth
    }

    @Test(
        "max_error is never below the true maximum, kinks and jumps included, and at most twice it",
        arguments: [
            ceasing_curve.CEASING_CURVE_BOUNCE_OUT, .CEASING_CURVE_BOUNCE_IN_OUT,
            .CEASING_CURVE_AH_BOUNCE_IN, .CEASING_CURVE_AH_BOUNCE_IN_OUT, .CEASING_CURVE_ELASTIC_OUT,
            .CEASING_CURVE_EXPO_OUT, .CEASING_CURVE_CIRC_OUT, .CEASING_CURVE_EASE, .CEASING_CURVE_STEP_END,
        ])
    func boundNeverFlatters(curve: ceasing_curve) throws {
        var c = curve
        let evaluate: ceasing_function = { context, t in
            ceasing_curve_evaluate(context!.load(as: ceasing_curve.self), t)
        }
        for resolution in [17, 65, 257, 1025] {
            try withUnsafeMutablePointer(to: &c) { pointer in
                try withTable(resolution: resolution, evaluate, context: UnsafeMutableRawPointer(pointer)) { lut in
                    let truth = trueMaxError(&lut, curve)
                    let name = String(cString: ceasing_curve_name(curve))
                    #expect(lut.max_error >= truth, "\(name) at \(resolution): \(lut.max_error) < \(truth)")
                    #expect(lut.max_error <= 2 * truth + 4e-16, "\(name) at \(resolution)")
                }
            }
        }
    }

    @Test(
        "ceasing_lut_bake_curve's certified bound: never below the truth (no allowance), at most 2x + 4e-14",
        arguments: (0..<Int(CEASING_CURVE_COUNT)).map { ceasing_curve(rawValue: ceasing_curve.RawValue($0))! })
    func certifiedBound(curve: ceasing_curve) throws {
        let name = String(cString: ceasing_curve_name(curve))
        for resolution in [17, 65, 257, 1025] {
            var storage = [Double](repeating: 0, count: ceasing_lut_storage_count(resolution))
            try storage.withUnsafeMutableBufferPointer { buffer in
                var lut = ceasing_lut()
                try #require(
                    ceasing_lut_bake_curve(&lut, buffer.baseAddress, buffer.count, resolution, curve) == .CEASING_OK)
                let truth = trueMaxError(&lut, curve)
                #expect(lut.max_error >= truth, "\(name) at \(resolution): \(lut.max_error) < \(truth)")
                #expect(lut.max_error <= 2 * truth + 4e-14, "\(name) at \(resolution): \(lut.max_error) vs \(truth)")
            }
        }
    }

    @Test("a library easing bakes through ceasing_evaluate_function with exact ends")
    func bakesALibraryEasing() throws {
        var easing = ceasing_easing()
        try #require(ceasing_easing_init_cubic_bezier(&easing, 0.25, 0.1, 0.25, 1) == .CEASING_OK)
        try withUnsafeMutablePointer(to: &easing) { e in
            try withTable(resolution: 129, ceasing_evaluate_function, context: UnsafeMutableRawPointer(e)) { lut in
                #expect(ceasing_lut_evaluate(&lut, 0) == 0)
                #expect(ceasing_lut_evaluate(&lut, 1) == 1)
                // timing.md §6.3: ease at 0.5
                #expect(abs(ceasing_lut_evaluate(&lut, 0.5) - 0.80240338758486) <= lut.max_error + 1e-12)
                #expect(lut.max_error < 1e-7)
                // linear extrapolation along the start slope y1 / x1 = 0.4
                #expect(abs(ceasing_lut_evaluate(&lut, -0.5) - -0.2) <= 1e-6)
            }
        }
    }

    @Test("error shrinks like h^4")
    func convergence() throws {
        let reference = { (t: Double) in t == 1 ? 1 : 0.5 * (1 - cos(Double.pi * t)) }
        let coarse = try withTable(resolution: 33, sineInOut) { denseError(&$0, reference, samples: 2048) }
        let fine = try withTable(resolution: 65, sineInOut) { denseError(&$0, reference, samples: 4096) }
        #expect(coarse / fine > 14 && coarse / fine < 18)
    }

    @Test("the array form equals the scalar form element by element")
    func arrayMatchesScalar() throws {
        try withTable(resolution: 40, sineInOut) { lut in
            let ts = (0...200).map { -0.3 + 1.6 * Double($0) / 200 }
            var out = [Double](repeating: .nan, count: ts.count)
            ceasing_lut_evaluate_array(&lut, ts, &out, ts.count)
            for (t, y) in zip(ts, out) {
                #expect(y.bitPattern == ceasing_lut_evaluate(&lut, t).bitPattern)
            }
        }
    }

    @Test("every error path, with nothing written")
    func errors() {
        var storage = [Double](repeating: -1, count: 8)
        var lut = ceasing_lut(knots: nil, resolution: 77, max_error: 5)
        storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress
            #expect(ceasing_lut_bake(nil, base, 8, 4, sineInOut, nil) == .CEASING_ERROR_NULL)
            #expect(ceasing_lut_bake(&lut, nil, 8, 4, sineInOut, nil) == .CEASING_ERROR_NULL)
            #expect(ceasing_lut_bake(&lut, base, 8, 4, nil, nil) == .CEASING_ERROR_NULL)
            #expect(ceasing_lut_bake(&lut, base, 8, 1, sineInOut, nil) == .CEASING_ERROR_RESOLUTION)
            #expect(ceasing_lut_bake(&lut, base, 7, 4, sineInOut, nil) == .CEASING_ERROR_CAPACITY)
            #expect(ceasing_lut_bake(&lut, base, 8, 4, failsAtOneThird, nil) == .CEASING_ERROR_NOT_FINITE)
        }
        #expect(storage.allSatisfy { $0 == -1 })
        #expect(lut.knots == nil && lut.resolution == 77 && lut.max_error == 5)
        #expect(ceasing_lut_evaluate(&lut, 0.5).isNaN)
        #expect(ceasing_lut_storage_count(1) == 0)
        #expect(ceasing_lut_storage_count(3) == 6)
    }
}
