import CEasing
import Foundation
import Testing

// The [fit] section of ceasing.h from Swift. Oracles: the curves' formulas
// measured densely here, uniform sampling found here by search, and
// FCAnimationFactory's published control points (seeds.md §6.1 rows 11, 12, 14).

private let cubicOut: ceasing_function = { _, t in 1 - pow(1 - t, 3) }
private let quint: ceasing_function = { _, t in t * t * t * t * t }
private let square: ceasing_function = { _, t in t * t }
private let constantOne: ceasing_function = { _, _ in 1 }
private let arch: ceasing_function = { _, t in 4 * t * (1 - t) }
private let stepsFour: ceasing_function = { _, t in t >= 1 ? 1 : (t * 4).rounded(.down) / 4 }

/// CSS linear() evaluation, written from the spec.
private func linearValue(_ p: [ceasing_point], _ x: Double) -> Double {
    var a = p.lastIndex { $0.x <= x } ?? 0
    if a == p.count - 1 { a -= 1 }
    if p[a].x == p[a + 1].x { return p[a + 1].y }
    return p[a].y + (p[a + 1].y - p[a].y) * (x - p[a].x) / (p[a + 1].x - p[a].x)
}

private func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ s: Double) -> Double {
    let u = 1 - s
    return u * u * u * a + 3 * u * u * s * b + 3 * u * s * s * c + s * s * s * d
}

/// Piecewise Bezier at time x, the parameter found by bisection on x(s).
private func segmentsValue(_ segments: [ceasing_bezier_segment], _ x: Double) -> Double {
    let q = segments[segments.lastIndex { $0.p0.x <= x } ?? 0]
    if x >= q.p3.x { return q.p3.y }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if cubic(q.p0.x, q.p1.x, q.p2.x, q.p3.x, mid) < x { lo = mid } else { hi = mid }
    }
    let s = (lo + hi) / 2
    return cubic(q.p0.y, q.p1.y, q.p2.y, q.p3.y, s)
}

private func sample(_ f: ceasing_function, _ tolerance: Double) throws -> [ceasing_point] {
    var count = 0
    try #require(ceasing_sample_linear(f, nil, tolerance, nil, 0, &count) == .CEASING_OK)
    var points = [ceasing_point](repeating: ceasing_point(), count: count)
    try #require(ceasing_sample_linear(f, nil, tolerance, &points, count, &count) == .CEASING_OK)
    return points
}

private func fit(_ f: ceasing_function, _ tolerance: Double) throws -> [ceasing_bezier_segment] {
    var count = 0
    try #require(ceasing_fit_bezier(f, nil, tolerance, nil, 0, &count) == .CEASING_OK)
    var segments = [ceasing_bezier_segment](repeating: ceasing_bezier_segment(), count: count)
    try #require(ceasing_fit_bezier(f, nil, tolerance, &segments, count, &count) == .CEASING_OK)
    return segments
}

private func timing(_ s: ceasing_bezier_segment) -> ceasing_cubic_bezier? {
    var segment = s
    var out = ceasing_cubic_bezier()
    return ceasing_bezier_segment_timing(&segment, &out) == .CEASING_OK ? out : nil
}

@Suite("Curve export: linear() sampling and cubic-Bezier fitting")
struct FittingTests {
    @Test("linear() sampling stays within tolerance and beats uniform sampling", arguments: [1e-2, 1e-3, 1e-4])
    func sampling(tolerance: Double) throws {
        let f = { (t: Double) in 1 - pow(1 - t, 3) }
        let points = try sample(cubicOut, tolerance)
        #expect(points.first?.x == 0 && points.first?.y == 0)
        #expect(points.last?.x == 1 && points.last?.y == 1)
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x <= $1.x })
        let worst = (0...50_000).map { Double($0) / 50_000 }.map { abs(linearValue(points, $0) - f($0)) }.max()!
        #expect(worst <= tolerance)
        // the fewest evenly spaced samples on the curve that meet the tolerance
        var uniform = 1
        while true {
            let n = Double(uniform)
            let error = (0...8192).map { Double($0) / 8192 }.map { x -> Double in
                let i = min(floor(x * n), n - 1)
                let ya = f(i / n), yb = f((i + 1) / n)
                return abs(ya + (yb - ya) * (x * n - i) - f(x))
            }.max()!
            if error <= tolerance { break }
            uniform += 1
        }
        #expect(points.count <= uniform + 1)
    }

    @Test("a jump becomes two points with the same x")
    func jumps() throws {
        let points = try sample(stepsFour, 1e-3)
        let expected: [(Double, Double)] = [(0, 0), (0.25, 0), (0.25, 0.25), (0.5, 0.25), (0.5, 0.5), (0.75, 0.5), (0.75, 0.75), (1, 0.75), (1, 1)]
        #expect(points.count == expected.count)
        for (p, e) in zip(points, expected) {
            #expect(p.x == e.0 && p.y == e.1)
        }
    }

    @Test("Bezier fitting stays within tolerance with exportable pieces", arguments: [1e-3, 1e-5])
    func bezierFit(tolerance: Double) throws {
        let f = { (t: Double) in 4 * t * (1 - t) }
        let segments = try fit(arch, tolerance)
        #expect(segments.first?.p0.x == 0 && segments.last?.p3.x == 1)
        for (a, b) in zip(segments, segments.dropFirst()) {
            #expect(a.p3.x == b.p0.x && a.p3.y == b.p0.y)
        }
        for s in segments {
            #expect(s.p0.y != s.p3.y) // the arch returns to 0; no piece may
            #expect(timing(s) != nil)
        }
        let worst = (0...20_000).map { Double($0) / 20_000 }.map { abs(segmentsValue(segments, $0) - f($0)) }.max()!
        #expect(worst <= tolerance)
        #expect(segments.count < (try sample(arch, tolerance)).count)
    }

    @Test("flat pieces have a linear timing function, never NaN (FC's f == 1 case)")
    func flat() throws {
        let segments = try fit(constantOne, 1e-3)
        #expect(segments.count == 1)
        let t = try #require(timing(segments[0]))
        #expect(t.x1 == 0 && t.y1 == 0 && t.x2 == 1 && t.y2 == 1)
        var uniform = [ceasing_bezier_segment](repeating: ceasing_bezier_segment(), count: 2)
        var maxError = -1.0
        #expect(ceasing_fit_bezier_uniform(constantOne, nil, 2, &uniform, 2, &maxError) == .CEASING_OK)
        #expect(maxError == 0)
        for s in uniform {
            #expect([s.p1.x, s.p1.y, s.p2.x, s.p2.y].allSatisfy { $0.isFinite })
            #expect(timing(s) != nil)
        }
    }

    @Test("FCAnimationFactory's published control points (seeds.md §6.1 rows 11, 12, 14)")
    func fcOracles() throws {
        func normalised(_ s: ceasing_bezier_segment) -> [Double] {
            let dx = s.p3.x - s.p0.x, dy = s.p3.y - s.p0.y
            return [(s.p1.x - s.p0.x) / dx, (s.p1.y - s.p0.y) / dy, (s.p2.x - s.p0.x) / dx, (s.p2.y - s.p0.y) / dy]
        }
        var segments = [ceasing_bezier_segment](repeating: ceasing_bezier_segment(), count: 2)
        try #require(ceasing_fit_bezier_uniform(quint, nil, 2, &segments, 2, nil) == .CEASING_OK)
        for (got, want) in zip(normalised(segments[0]) + normalised(segments[1]),
                               [0.249994, 0.0, 0.75, -0.25, 0.31667, 0.05107, 0.68333, 0.18279]) {
            #expect(abs(got - want) <= 1e-4)
        }
        try #require(ceasing_fit_bezier_uniform(square, nil, 1, &segments, 2, nil) == .CEASING_OK)
        let c = normalised(segments[0])
        for (got, want) in zip(c, [0.33334, 0.0, 0.66666, 0.33333]) {
            #expect(abs(got - want) <= 1e-4)
        }
        #expect(abs((1 - c[3]) / (1 - c[2]) - 2) <= 1e-3)
    }

    @Test("error paths write nothing")
    func errors() {
        var points = [ceasing_point](repeating: ceasing_point(x: 9, y: 9), count: 3)
        var count = 42
        #expect(ceasing_sample_linear(nil, nil, 1e-3, &points, 3, &count) == .CEASING_ERROR_NULL)
        #expect(ceasing_sample_linear(cubicOut, nil, .nan, &points, 3, &count) == .CEASING_ERROR_NOT_FINITE)
        #expect(ceasing_sample_linear(cubicOut, nil, 0, &points, 3, &count) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_sample_linear(cubicOut, nil, 1e-4, &points, 3, &count) == .CEASING_ERROR_CAPACITY)
        #expect(count == 42 && points.allSatisfy { $0.x == 9 && $0.y == 9 })
        var segments = [ceasing_bezier_segment](repeating: ceasing_bezier_segment(), count: 1)
        #expect(ceasing_fit_bezier(cubicOut, nil, -1, &segments, 1, &count) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_fit_bezier_uniform(cubicOut, nil, 0, &segments, 1, nil) == .CEASING_ERROR_OUT_OF_RANGE)
        #expect(ceasing_fit_bezier_uniform(cubicOut, nil, 2, &segments, 1, nil) == .CEASING_ERROR_CAPACITY)
        var returning = ceasing_bezier_segment(
            p0: ceasing_point(x: 0, y: 0), p1: ceasing_point(x: 0.3, y: 1),
            p2: ceasing_point(x: 0.6, y: 1), p3: ceasing_point(x: 1, y: 0))
        var out = ceasing_cubic_bezier()
        #expect(ceasing_bezier_segment_timing(&returning, &out) == .CEASING_ERROR_OUT_OF_RANGE)
    }
}
