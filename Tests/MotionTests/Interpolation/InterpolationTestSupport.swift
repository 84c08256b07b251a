import Motion

/// Tolerance comparisons for the interpolation tests.
enum InterpolationCheck {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        abs(a - b) <= tolerance
    }

    static func close<V: SIMD>(_ a: V, _ b: V, _ tolerance: Double) -> Bool where V.Scalar == Double {
        a.indices.allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
    }

    /// The largest entry-wise difference of two transforms.
    static func distance(_ a: Transform3D, _ b: Transform3D) -> Double {
        let (a1, a2, a3, a4) = a.rows
        let (b1, b2, b3, b4) = b.rows
        var largest = 0.0
        for (u, v) in [(a1, b1), (a2, b2), (a3, b3), (a4, b4)] {
            for i in 0..<4 { largest = max(largest, abs(u[i] - v[i])) }
        }
        return largest
    }

    static func distance(_ a: AffineTransform2D, _ b: AffineTransform2D) -> Double {
        max(
            abs(a.a - b.a), abs(a.b - b.b), abs(a.c - b.c), abs(a.d - b.d),
            abs(a.tx - b.tx), abs(a.ty - b.ty))
    }
}
