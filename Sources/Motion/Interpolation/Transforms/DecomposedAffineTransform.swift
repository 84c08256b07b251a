#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A 2D affine transform split into parts that interpolate well.
///
/// The split is CSS Transforms Level 1's “unmatrix” for 2D matrices. In the
/// row-vector convention of ``AffineTransform2D`` the linear part is
///
///     | a b |                                  |  cos θ  sin θ |
///     | c d |  =  diag(scale.x, scale.y) ·     | −sin θ  cos θ |  ·  remainder
///
/// followed by ``translation``. ``scale`` holds the lengths of the rows
/// `(a, b)` and `(c, d)` (one of them negated when the transform flips),
/// ``rotation`` the angle θ of the first row, and ``remainder`` what is
/// left: the identity for any composition of scale and rotation, a shear
/// otherwise.
public struct DecomposedAffineTransform: Hashable, Sendable {
    /// The translation `(tx, ty)`.
    public var translation: SIMD2<Double>

    /// The scale factors along the two axes; negative when the transform flips.
    public var scale: SIMD2<Double>

    /// The rotation angle θ in radians: in [−π, π] as decomposed, any value after interpolation.
    public var rotation: Double

    /// The remaining 2×2 matrix `(m11, m12, m21, m22)`, by rows.
    public var remainder: SIMD4<Double>

    /// A decomposition from its parts.
    ///
    /// - Parameters:
    ///   - translation: The translation.
    ///   - scale: The scale factors.
    ///   - rotation: The rotation angle in radians.
    ///   - remainder: The remaining 2×2 matrix by rows; the identity by default.
    public init(
        translation: SIMD2<Double> = .zero, scale: SIMD2<Double> = SIMD2(1, 1), rotation: Double = 0,
        remainder: SIMD4<Double> = SIMD4(1, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
        self.remainder = remainder
    }

    /// Decomposes a transform. Every 2D transform decomposes, even a singular one.
    ///
    /// - Parameter transform: The transform to split.
    public init(_ transform: AffineTransform2D) {
        var row0 = SIMD2(transform.a, transform.b)
        var row1 = SIMD2(transform.c, transform.d)
        var scale = SIMD2(
            (row0 * row0).sum().squareRoot(),
            (row1 * row1).sum().squareRoot())
        // A negative determinant means one axis is flipped: flip the axis whose
        // unit vectors have the smaller dot product.
        if row0.x * row1.y - row0.y * row1.x < 0 {
            if row0.x < row1.y {
                scale.x = -scale.x
            } else {
                scale.y = -scale.y
            }
        }
        if scale.x != 0 { row0 /= scale.x }
        if scale.y != 0 { row1 /= scale.y }
        let angle = atan2(row0.y, row0.x)
        if angle != 0 {
            // Remove the rotation: R(θ)⁻¹ · rows, where (cos θ, sin θ) is row0.
            let cosine = row0.x
            let sine = -row0.y
            let m11 = row0.x
            let m12 = row0.y
            let m21 = row1.x
            let m22 = row1.y
            row0 = SIMD2(cosine * m11 + sine * m21, cosine * m12 + sine * m22)
            row1 = SIMD2(-sine * m11 + cosine * m21, -sine * m12 + cosine * m22)
        }
        self.init(
            translation: SIMD2(transform.tx, transform.ty), scale: scale, rotation: angle,
            remainder: SIMD4(row0.x, row0.y, row1.x, row1.y))
    }

    /// The transform these parts compose to.
    public var transform: AffineTransform2D {
        // diag(scale) · R(θ) · remainder, then the translation. The angle is
        // reduced first, so that a whole turn gives exactly the identity.
        let angle = rotation.remainder(dividingBy: 2 * .pi)
        let cosine = cos(angle)
        let sine = sin(angle)
        let m11 = remainder.x
        let m12 = remainder.y
        let m21 = remainder.z
        let m22 = remainder.w
        return AffineTransform2D(
            a: scale.x * (cosine * m11 + sine * m21),
            b: scale.x * (cosine * m12 + sine * m22),
            c: scale.y * (-sine * m11 + cosine * m21),
            d: scale.y * (-sine * m12 + cosine * m22),
            tx: translation.x, ty: translation.y)
    }
}

extension DecomposedAffineTransform: Interpolatable {
    /// Interpolates the parts as CSS Transforms Level 1 does, exact at both ends.
    ///
    /// If one end flips x and the other y, the first end is rewritten as an
    /// unflipped rotation (both scales negated, rotation turned by half a
    /// turn). A rotation of exactly 0 counts as a whole turn and the rotation
    /// takes the shorter way round (the specification's steps, so that
    /// results match browsers). Then every part is interpolated linearly;
    /// fractions outside [0, 1] extrapolate.
    ///
    /// - Parameters:
    ///   - other: The decomposition at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended parts.
    public func interpolated(to other: DecomposedAffineTransform, fraction: Double) -> DecomposedAffineTransform {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        var startScale = scale
        var startAngle = rotation
        var endAngle = other.rotation
        if (startScale.x < 0 && other.scale.y < 0) || (startScale.y < 0 && other.scale.x < 0) {
            startScale = -startScale
            startAngle += startAngle < 0 ? .pi : -.pi
        }
        if startAngle == 0 { startAngle = 2 * .pi }
        if endAngle == 0 { endAngle = 2 * .pi }
        if abs(startAngle - endAngle) > .pi {
            if startAngle > endAngle {
                startAngle -= 2 * .pi
            } else {
                endAngle -= 2 * .pi
            }
        }
        let keep = 1 - fraction
        return DecomposedAffineTransform(
            translation: translation * keep + other.translation * fraction,
            scale: startScale * keep + other.scale * fraction,
            rotation: startAngle * keep + endAngle * fraction,
            remainder: remainder * keep + other.remainder * fraction)
    }
}
