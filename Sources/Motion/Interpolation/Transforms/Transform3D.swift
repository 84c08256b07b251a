#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A 3D homogeneous transform with `CATransform3D`'s fields and conventions.
///
/// The entries are named `mRC` for row `R` and column `C`, as in
/// `CATransform3D`, and the matrix acts on row vectors from the right:
/// `[x′ y′ z′ w′] = [x y z 1] · M`. So the translation sits in `m41`, `m42`,
/// `m43`, and perspective in `m14`, `m24`, `m34` (`m34 = −1/d` for a
/// viewer at distance `d`). The fields are declared row by row, `m11, m12, …,
/// m44`, in `CATransform3D`'s order; CSS's `matrix3d()` lists the same 16
/// numbers in the same order.
/// ``concatenating(_:)`` applies `self` first, as `CATransform3DConcat` does.
///
/// Interpolation decomposes both ends into translation, rotation (a unit
/// quaternion), scale, skew and perspective and blends those (CSS Transforms
/// Level 2); two 2D transforms use the 2D algorithm instead. See
/// ``DecomposedTransform``.
public struct Transform3D: Hashable, Sendable {
    /// The entry at row 1, column 1.
    public var m11: Double
    /// The entry at row 1, column 2.
    public var m12: Double
    /// The entry at row 1, column 3.
    public var m13: Double
    /// The entry at row 1, column 4.
    public var m14: Double
    /// The entry at row 2, column 1.
    public var m21: Double
    /// The entry at row 2, column 2.
    public var m22: Double
    /// The entry at row 2, column 3.
    public var m23: Double
    /// The entry at row 2, column 4.
    public var m24: Double
    /// The entry at row 3, column 1.
    public var m31: Double
    /// The entry at row 3, column 2.
    public var m32: Double
    /// The entry at row 3, column 3.
    public var m33: Double
    /// The entry at row 3, column 4.
    public var m34: Double
    /// The entry at row 4, column 1.
    public var m41: Double
    /// The entry at row 4, column 2.
    public var m42: Double
    /// The entry at row 4, column 3.
    public var m43: Double
    /// The entry at row 4, column 4.
    public var m44: Double

    /// A transform from its 16 entries, row by row.
    @inlinable
    public init(
        m11: Double,
        m12: Double,
        m13: Double,
        m14: Double,
        m21: Double,
        m22: Double,
        m23: Double,
        m24: Double,
        m31: Double,
        m32: Double,
        m33: Double,
        m34: Double,
        m41: Double,
        m42: Double,
        m43: Double,
        m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// A transform from its four rows.
    ///
    /// - Parameters:
    ///   - row1: `(m11, m12, m13, m14)`.
    ///   - row2: `(m21, m22, m23, m24)`.
    ///   - row3: `(m31, m32, m33, m34)`.
    ///   - row4: `(m41, m42, m43, m44)`: the translation and `m44`.
    @inlinable
    public init(rows row1: SIMD4<Double>, _ row2: SIMD4<Double>, _ row3: SIMD4<Double>, _ row4: SIMD4<Double>) {
        self.init(
            m11: row1.x, m12: row1.y, m13: row1.z, m14: row1.w,
            m21: row2.x, m22: row2.y, m23: row2.z, m24: row2.w,
            m31: row3.x, m32: row3.y, m33: row3.z, m34: row3.w,
            m41: row4.x, m42: row4.y, m43: row4.z, m44: row4.w)
    }

    /// The four rows, `(m11, m12, m13, m14)` first.
    @inlinable
    public var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (
            SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24),
            SIMD4(m31, m32, m33, m34), SIMD4(m41, m42, m43, m44)
        )
    }

    /// A translation, as `CATransform3DMakeTranslation`.
    ///
    /// - Parameters:
    ///   - x: The distance along x.
    ///   - y: The distance along y.
    ///   - z: The distance along z.
    @inlinable
    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        m41 = x
        m42 = y
        m43 = z
    }

    /// A scale about the origin, as `CATransform3DMakeScale`.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    ///   - z: The factor along z.
    @inlinable
    public init(scaleX x: Double, y: Double, z: Double) {
        self = .identity
        m11 = x
        m22 = y
        m33 = z
    }

    /// A rotation about an axis through the origin, as `CATransform3DMakeRotation`.
    ///
    /// The axis need not be of unit length. Like Core Animation, a zero axis
    /// gives the identity. About `(0, 0, 1)` this is the 2D rotation of
    /// ``AffineTransform2D/init(rotationAngle:)``: `m11 = cos θ`, `m12 = sin θ`.
    ///
    /// - Parameters:
    ///   - angle: The angle in radians, counter-clockwise when looking down the axis.
    ///   - x: The axis' x component.
    ///   - y: The axis' y component.
    ///   - z: The axis' z component.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let cosine = cos(angle)
        let sine = sin(angle)
        let versine = 1 - cosine
        // The transpose of Rodrigues' matrix c·I + s·[u]× + (1 − c)·u·uᵀ, for row vectors.
        self.init(
            m11: cosine + versine * ux * ux, m12: versine * ux * uy + sine * uz,
            m13: versine * ux * uz - sine * uy, m14: 0,
            m21: versine * uy * ux - sine * uz, m22: cosine + versine * uy * uy,
            m23: versine * uy * uz + sine * ux, m24: 0,
            m31: versine * uz * ux + sine * uy, m32: versine * uz * uy - sine * ux,
            m33: cosine + versine * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection for a viewer at `distance` from the z = 0
    /// plane, as CSS's `perspective(d)`: the identity with `m34 = −1/distance`.
    ///
    /// - Parameter distance: The viewing distance, > 0.
    /// - Precondition: `distance` is positive (infinity gives the identity).
    public init(perspectiveDistance distance: Double) {
        precondition(distance > 0, "Transform3D(perspectiveDistance: \(distance)): the distance must be > 0")
        self = .identity
        m34 = -1 / distance
    }

    /// The 3D form of a 2D affine transform (z is left unchanged).
    ///
    /// - Parameter affine: The 2D transform.
    @inlinable
    public init(_ affine: AffineTransform2D) {
        self = .identity
        m11 = affine.a
        m12 = affine.b
        m21 = affine.c
        m22 = affine.d
        m41 = affine.tx
        m42 = affine.ty
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform is a 2D affine transform, in CSS's sense: only
    /// `m11`, `m12`, `m21`, `m22`, `m41` and `m42` differ from the identity.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The 2D transform when ``isAffine``, otherwise `nil`.
    @inlinable
    public var affineTransform: AffineTransform2D? {
        guard isAffine else { return nil }
        return AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The transform that applies `self`, then `other`, as `CATransform3DConcat(self, other)`.
    ///
    /// - Parameter other: The transform to apply second.
    /// - Returns: The matrix product `self × other`.
    @inlinable
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let (b1, b2, b3, b4) = other.rows
        let (a1, a2, a3, a4) = rows
        func row(_ r: SIMD4<Double>) -> SIMD4<Double> { b1 * r.x + b2 * r.y + b3 * r.z + b4 * r.w }
        return Transform3D(rows: row(a1), row(a2), row(a3), row(a4))
    }

    /// The determinant of the 4×4 matrix.
    public var determinant: Double { cofactors.determinant }

    /// The inverse transform, or `nil` when the matrix is singular, as `CATransform3DInvert`
    /// (which returns its argument instead of `nil`).
    ///
    /// - Returns: The transform `t` with `self.concatenating(t)` equal to the identity
    ///   up to rounding.
    public func inverted() -> Transform3D? {
        let f = cofactors
        let det = f.determinant
        guard det != 0, det.isFinite else { return nil }
        let (s0, s1, s2, s3, s4, s5) = (f.s.0, f.s.1, f.s.2, f.s.3, f.s.4, f.s.5)
        let (c0, c1, c2, c3, c4, c5) = (f.c.0, f.c.1, f.c.2, f.c.3, f.c.4, f.c.5)
        let inverse = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * inverse,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * inverse,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * inverse,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * inverse,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * inverse,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * inverse,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * inverse,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * inverse,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * inverse,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * inverse,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * inverse,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * inverse,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * inverse,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * inverse,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * inverse,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * inverse)
    }

    /// The 2×2 minors of the top two and bottom two rows (Laplace expansion).
    private var cofactors: (s: (Double, Double, Double, Double, Double, Double),
                            c: (Double, Double, Double, Double, Double, Double),
                            determinant: Double) {
        let s = (
            m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
            m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14)
        let c = (
            m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
            m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34)
        let determinant = s.0 * c.5 - s.1 * c.4 + s.2 * c.3 + s.3 * c.2 - s.4 * c.1 + s.5 * c.0
        return (s, c, determinant)
    }

    /// The image of a homogeneous point.
    ///
    /// - Parameter point: `[x y z w]`.
    /// - Returns: `[x y z w] · M`, without the perspective division.
    @inlinable
    public func applied(to point: SIMD4<Double>) -> SIMD4<Double> {
        let (r1, r2, r3, r4) = rows
        return r1 * point.x + r2 * point.y + r3 * point.z + r4 * point.w
    }

    /// The image of a point, after the perspective division.
    ///
    /// - Parameter point: `(x, y, z)`, taken as `[x y z 1]`.
    /// - Returns: `(x′/w′, y′/w′, z′/w′)`; not finite for a point that projects
    ///   to infinity (`w′ = 0`).
    @inlinable
    public func applied(to point: SIMD3<Double>) -> SIMD3<Double> {
        let image = applied(to: SIMD4(point, 1))
        return SIMD3(image.x, image.y, image.z) / image.w
    }

    /// The transform split into translation, rotation, scale, skew and
    /// perspective, or `nil` when it cannot be (`m44 = 0` or a singular
    /// upper-left 3×3 block, such as a scale by 0).
    public var decomposed: DecomposedTransform? { DecomposedTransform(self) }
}

extension Transform3D: Interpolatable {
    /// Interpolates by decomposition (CSS Transforms Level 2), exact at both ends.
    ///
    /// - Two 2D transforms (``isAffine``) interpolate as ``AffineTransform2D``
    ///   does, with the 2D decomposition.
    /// - Otherwise both are decomposed into ``DecomposedTransform``s, whose
    ///   parts blend linearly and whose rotations take the shortest path
    ///   (quaternion slerp), and the blend is recomposed.
    /// - If either end cannot be decomposed (``decomposed`` is `nil`), the
    ///   interpolation is discrete: `self` below 0.5, `other` from 0.5 on, as
    ///   CSS specifies.
    /// - A blend that overflows the doubles (ends near the largest doubles, or
    ///   almost singular ends whose parts are huge) is discrete too, so two
    ///   finite ends at a finite fraction always give a finite transform.
    ///
    /// Blends are recomposed with `m44 = perspective.w + translation·perspective.xyz`;
    /// an end whose `m44` is not 1 is therefore approached in its normalised
    /// form `M / m44`, which maps points identically.
    ///
    /// - Parameters:
    ///   - other: The transform at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended transform.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if let start = affineTransform, let end = other.affineTransform {
            return Transform3D(start.interpolated(to: end, fraction: fraction))
        }
        guard let start = decomposed, let end = other.decomposed else {
            return interpolateDiscrete(self, other, fraction)
        }
        let blend = start.interpolated(to: end, fraction: fraction).transform
        guard blend.hasFiniteEntries || !(hasFiniteEntries && other.hasFiniteEntries && fraction.isFinite) else {
            return interpolateDiscrete(self, other, fraction)
        }
        return blend
    }

    /// Whether all sixteen entries are finite.
    private var hasFiniteEntries: Bool {
        let (r1, r2, r3, r4) = rows
        return ((r1 - r1) + (r2 - r2) + (r3 - r3) + (r4 - r4)) == .zero
    }
}
