#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A 2D affine transform with `CGAffineTransform`'s fields and conventions.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`: the matrix
/// acts on row vectors `[x y 1]` from the right,
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// which is also CSS's `matrix(a, b, c, d, tx, ty)`. ``concatenating(_:)``
/// applies `self` first, then its argument, as `CGAffineTransform` does.
///
/// Interpolation decomposes both ends into translation, rotation, scale and a
/// remaining 2×2 matrix (CSS Transforms Level 1, “Decomposing a 2D matrix”)
/// and blends those; see ``DecomposedAffineTransform``.
public struct AffineTransform2D: Hashable, Sendable {
    /// The matrix entry at row 1, column 1: x's contribution to x′.
    public var a: Double
    /// The matrix entry at row 1, column 2: x's contribution to y′.
    public var b: Double
    /// The matrix entry at row 2, column 1: y's contribution to x′.
    public var c: Double
    /// The matrix entry at row 2, column 2: y's contribution to y′.
    public var d: Double
    /// The translation along x.
    public var tx: Double
    /// The translation along y.
    public var ty: Double

    /// A transform from its six entries.
    ///
    /// - Parameters:
    ///   - a: x's contribution to x′.
    ///   - b: x's contribution to y′.
    ///   - c: y's contribution to x′.
    ///   - d: y's contribution to y′.
    ///   - tx: The translation along x.
    ///   - ty: The translation along y.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    ///
    /// - Parameters:
    ///   - x: The distance along x.
    ///   - y: The distance along y.
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin, as `CGAffineTransform(rotationAngle:)`.
    ///
    /// Positive angles turn the x axis towards the y axis (counter-clockwise
    /// when y points up, clockwise on screens where y points down).
    ///
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The determinant `a·d − b·c` of the linear part: the factor areas are scaled by.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The transform that applies `self`, then `other`.
    ///
    /// - Parameter other: The transform to apply second.
    /// - Returns: The product `self × other` of the row-vector matrices.
    @inlinable
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation followed by this transform, as `CGAffineTransform.translatedBy(x:y:)`.
    ///
    /// - Parameters:
    ///   - x: The distance along x.
    ///   - y: The distance along y.
    /// - Returns: `translation.concatenating(self)`.
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale followed by this transform, as `CGAffineTransform.scaledBy(x:y:)`.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    /// - Returns: `scale.concatenating(self)`.
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation followed by this transform, as `CGAffineTransform.rotated(by:)`.
    ///
    /// - Parameter angle: The angle in radians.
    /// - Returns: `rotation.concatenating(self)`.
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `nil` when the transform is singular (determinant 0).
    ///
    /// - Returns: The transform `t` with `self.concatenating(t)` equal to the identity.
    public func inverted() -> AffineTransform2D? {
        let determinant = determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverseA = d / determinant
        let inverseB = -b / determinant
        let inverseC = -c / determinant
        let inverseD = a / determinant
        return AffineTransform2D(
            a: inverseA, b: inverseB, c: inverseC, d: inverseD,
            tx: -(tx * inverseA + ty * inverseC),
            ty: -(tx * inverseB + ty * inverseD))
    }

    /// The image of a point.
    ///
    /// - Parameter point: The point `(x, y)`.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applied(to point: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }

    /// The transform split into translation, scale, rotation and a remaining 2×2 matrix.
    public var decomposed: DecomposedAffineTransform { DecomposedAffineTransform(self) }
}

extension AffineTransform2D: Interpolatable {
    /// Interpolates by decomposition, exact at both ends.
    ///
    /// Both transforms are decomposed (``DecomposedAffineTransform``), the
    /// parts blended (rotation the short way round) and the result
    /// recomposed, as CSS Transforms Level 1 specifies for 2D matrices. A blend
    /// that overflows the doubles (entries beyond about 1e154, whose row lengths
    /// overflow) is discrete instead: `self` below 0.5, `other` from 0.5 on; so two
    /// finite ends at a finite fraction always give a finite transform.
    ///
    /// - Parameters:
    ///   - other: The transform at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended transform.
    public func interpolated(to other: AffineTransform2D, fraction: Double) -> AffineTransform2D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let blend = decomposed.interpolated(to: other.decomposed, fraction: fraction).transform
        guard blend.hasFiniteEntries || !(hasFiniteEntries && other.hasFiniteEntries && fraction.isFinite) else {
            return interpolateDiscrete(self, other, fraction)
        }
        return blend
    }

    /// Whether all six entries are finite.
    private var hasFiniteEntries: Bool {
        (a - a) + (b - b) + (c - c) + (d - d) + (tx - tx) + (ty - ty) == 0
    }
}
