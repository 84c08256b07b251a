#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A 3D transform split into parts that interpolate well.
///
/// The split is CSS Transforms Level 2's “Decomposing a 3D matrix” (after
/// Graphics Gems II, “unmatrix”). In the row-vector convention of
/// ``Transform3D`` the matrix, divided by `m44`, is
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// applied left to right to a row vector: the point is scaled, then skewed,
/// rotated, translated and finally projected, where
///
/// - `Scale` is `diag(scale.x, scale.y, scale.z)`, negated as a whole when the
///   transform flips orientation;
/// - `Skew` has rows `(1, 0, 0)`, `(skew.x, 1, 0)`, `(skew.y, skew.z, 1)`: the
///   XY, XZ and YZ shear factors;
/// - `Rotation` is the unit quaternion ``rotation`` `(x, y, z, w)`;
/// - `Translation` moves by ``translation``;
/// - `Perspective` is the identity with its last column replaced by
///   ``perspective`` (`(0, 0, 0, 1)` for none; `(0, 0, −1/d, 1)` for CSS's
///   `perspective(d)`).
///
/// Because the matrix is divided by `m44` first, ``transform`` returns
/// `M / m44`: the same map of points, and `M` itself whenever `m44` is 1
/// (as for any composition of translations, rotations, scales, skews and
/// perspectives applied last).
///
/// Two deliberate departures from the specification's pseudo-code, neither
/// changing what the parts mean: the quaternion is extracted with Shepperd's
/// method (largest component first), which is accurate to rounding where the
/// specification's square roots of small differences lose half the digits
/// and get the signs of half-turn rotations wrong; and it is normalised to
/// `w ≥ 0`.
public struct DecomposedTransform: Hashable, Sendable {
    /// The translation `(x, y, z)`.
    public var translation: SIMD3<Double>

    /// The scale factors along x, y and z; all negated when the transform flips orientation.
    public var scale: SIMD3<Double>

    /// The shear factors `(xy, xz, yz)`.
    public var skew: SIMD3<Double>

    /// The perspective column `(p1, p2, p3, p4)`; `(0, 0, 0, 1)` for none.
    public var perspective: SIMD4<Double>

    /// The rotation as a unit quaternion `(x, y, z, w)`: about the unit axis
    /// `u` by the angle θ it is `(u·sin(θ/2), cos(θ/2))`.
    public var rotation: SIMD4<Double>

    /// A decomposition from its parts; every part defaults to “none”.
    ///
    /// - Parameters:
    ///   - translation: The translation.
    ///   - scale: The scale factors.
    ///   - skew: The shear factors `(xy, xz, yz)`.
    ///   - perspective: The perspective column.
    ///   - rotation: The rotation quaternion `(x, y, z, w)`, of unit length.
    public init(
        translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = SIMD3(1, 1, 1),
        skew: SIMD3<Double> = .zero, perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
        rotation: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// Decomposes a transform, or fails when `m44` is 0 or the upper-left
    /// 3×3 block is singular (for example a scale by 0).
    ///
    /// - Parameter transform: The transform to split.
    public init?(_ transform: Transform3D) {
        let normalizer = transform.m44
        guard normalizer != 0 else { return nil }
        let (r1, r2, r3, r4) = transform.rows
        let rows4 = (r1 / normalizer, r2 / normalizer, r3 / normalizer, r4 / normalizer)
        var row0 = SIMD3(rows4.0.x, rows4.0.y, rows4.0.z)
        var row1 = SIMD3(rows4.1.x, rows4.1.y, rows4.1.z)
        var row2 = SIMD3(rows4.2.x, rows4.2.y, rows4.2.z)
        let translation = SIMD3(rows4.3.x, rows4.3.y, rows4.3.z)

        let determinant = Self.dot(row0, Self.cross(row1, row2))
        guard determinant != 0, determinant.isFinite else { return nil }

        // Perspective: solve A·p = (m14, m24, m34) for the upper-left block A,
        // then p4 = m44 − translation·p (m44 is 1 after normalising).
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        let column = SIMD3(rows4.0.w, rows4.1.w, rows4.2.w)
        if column != .zero {
            // A⁻¹ = adj(A)/det(A); the adjugate's columns are cross products of rows.
            let adjugateColumn0 = Self.cross(row1, row2)
            let adjugateColumn1 = Self.cross(row2, row0)
            let adjugateColumn2 = Self.cross(row0, row1)
            // (A⁻¹·v)_i = Σ_j adj[i][j]·v_j / det, with adj[i][j] = column j's i-th entry.
            let solved =
                (adjugateColumn0 * column.x + adjugateColumn1 * column.y + adjugateColumn2 * column.z)
                / determinant
            perspective = SIMD4(solved, rows4.3.w - Self.dot(translation, solved))
        }

        // Scale and shear by Gram–Schmidt on the rows.
        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        scale.x = Self.length(row0)
        row0 /= scale.x
        skew.x = Self.dot(row0, row1)
        row1 -= row0 * skew.x
        scale.y = Self.length(row1)
        row1 /= scale.y
        skew.x /= scale.y
        skew.y = Self.dot(row0, row2)
        row2 -= row0 * skew.y
        skew.z = Self.dot(row1, row2)
        row2 -= row1 * skew.z
        scale.z = Self.length(row2)
        row2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        // A flip: negate the scales and the rows, leaving a proper rotation.
        if Self.dot(row0, Self.cross(row1, row2)) < 0 {
            scale = -scale
            row0 = -row0
            row1 = -row1
            row2 = -row2
        }

        self.init(
            translation: translation, scale: scale, skew: skew, perspective: perspective,
            rotation: Self.quaternion(rows: row0, row1, row2))
    }

    /// The transform these parts compose to.
    ///
    /// Its `m44` is `perspective.w + translation·perspective.xyz`, which is 1
    /// for the parts of a decomposed matrix: a matrix `M` recomposes to
    /// `M / M.m44`, the same projective transform.
    public var transform: Transform3D {
        let (x, y, z, w) = (rotation.x, rotation.y, rotation.z, rotation.w)
        // The rows of the rotation for row vectors (the transpose of the usual
        // column-vector quaternion matrix).
        let rotationRow0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let rotationRow1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let rotationRow2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // L = Scale · Skew · Rotation.
        let row0 = rotationRow0 * scale.x
        let row1 = (rotationRow1 + rotationRow0 * skew.x) * scale.y
        let row2 = (rotationRow2 + rotationRow0 * skew.y + rotationRow1 * skew.z) * scale.z
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        // [L 0; t 1] · Perspective: the last column is (L·p, p4 + t·p).
        return Transform3D(
            rows: SIMD4(row0, Self.dot(row0, p)), SIMD4(row1, Self.dot(row1, p)),
            SIMD4(row2, Self.dot(row2, p)), SIMD4(translation, perspective.w + Self.dot(translation, p)))
    }

    // MARK: - Helpers

    private static func dot(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> Double { (u * v).sum() }

    private static func length(_ u: SIMD3<Double>) -> Double { dot(u, u).squareRoot() }

    private static func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    /// The unit quaternion, `w ≥ 0`, of the proper rotation with these rows
    /// (row-vector convention), by Shepperd's method.
    private static func quaternion(
        rows row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>
    ) -> SIMD4<Double> {
        // r(i, j) is entry (i, j) of the column-vector rotation matrix: the transpose.
        let r00 = row0.x, r01 = row1.x, r02 = row2.x
        let r10 = row0.y, r11 = row1.y, r12 = row2.y
        let r20 = row0.z, r21 = row1.z, r22 = row2.z
        let trace = r00 + r11 + r22
        var q: SIMD4<Double>
        if trace >= r00 && trace >= r11 && trace >= r22 {
            let s = (1 + trace).squareRoot() * 2
            q = SIMD4((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
        } else if r00 >= r11 && r00 >= r22 {
            let s = (1 + r00 - r11 - r22).squareRoot() * 2
            q = SIMD4(s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
        } else if r11 >= r22 {
            let s = (1 + r11 - r00 - r22).squareRoot() * 2
            q = SIMD4((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
        } else {
            let s = (1 + r22 - r00 - r11).squareRoot() * 2
            q = SIMD4((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
        }
        if q.w < 0 { q = -q }
        return q / (q * q).sum().squareRoot()
    }
}

extension DecomposedTransform: Interpolatable {
    /// Interpolates the parts, exact at both ends.
    ///
    /// Translation, scale, skew and perspective blend linearly (and
    /// extrapolate outside [0, 1]). The rotation is a spherical linear
    /// interpolation (slerp) of the quaternions along the **shortest** path:
    /// when their dot product is negative, the second is negated first, so
    /// 170° and −170° about the same axis meet at 180°, not at 0°. (The
    /// specification's pseudo-code omits this step; browsers include it.)
    ///
    /// - Parameters:
    ///   - other: The decomposition at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended parts.
    public func interpolated(to other: DecomposedTransform, fraction: Double) -> DecomposedTransform {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let keep = 1 - fraction
        return DecomposedTransform(
            translation: translation * keep + other.translation * fraction,
            scale: scale * keep + other.scale * fraction,
            skew: skew * keep + other.skew * fraction,
            perspective: perspective * keep + other.perspective * fraction,
            rotation: Self.slerp(rotation, other.rotation, fraction))
    }

    /// Shortest-path spherical interpolation of unit quaternions.
    private static func slerp(_ start: SIMD4<Double>, _ end: SIMD4<Double>, _ fraction: Double) -> SIMD4<Double> {
        var end = end
        if (start * end).sum() < 0 { end = -end }
        // The angle between the two unit vectors, accurate even when it is tiny.
        let difference = start - end
        let sum = start + end
        let angle = 2 * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
        let sine = sin(angle)
        guard sine > 0 else { return start }
        return start * (sin((1 - fraction) * angle) / sine) + end * (sin(fraction * angle) / sine)
    }
}
