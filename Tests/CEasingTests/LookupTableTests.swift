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
    @Test("reported max_error matches a dense measurement", arguments: [17, 65, 257])
    func reportedErrorIsHonest(resolution: Int) throws {
        let reference = { (t: Double) in t == 1 ? 1 : 0.5 * (1 - cos(Double.pi * t)) }
        try withTable(resolution: resolution, sineInOut) { lut in
            let truth = denseError(&lut, reference, samples: (resolution - 1) * 64)
            #expect(lut.max_error <= truth + 1e-16)
            #expect(truth <= lut.max_error * 1.02 + 4e-16)
            // Hermite bound with the exact fourth derivative
            let h = 1.0 / Double(resolution - 1)
            #expect(truth <= pow(h, 4) * pow(Double.pi, 4) / 2 / 384 * 1.01 + 1e-15)
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
