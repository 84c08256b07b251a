import Foundation
import Motion
import Testing

@Suite("Interpolation: 2D affine transforms")
struct AffineTransformTests {
    typealias Check = InterpolationCheck

    private func randomTransform(_ random: inout SplitMix64) -> AffineTransform2D {
        AffineTransform2D(
            a: random.uniform(-2...2), b: random.uniform(-2...2), c: random.uniform(-2...2),
            d: random.uniform(-2...2), tx: random.uniform(-10...10), ty: random.uniform(-10...10))
    }

    @Test("Constructors and point mapping follow CGAffineTransform")
    func constructors() {
        let angle = 0.7
        let rotation = AffineTransform2D(rotationAngle: angle)
        let expected = AffineTransform2D(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        #expect(rotation == expected)
        // (1, 0) turns towards (0, 1).
        #expect(Check.close(AffineTransform2D(rotationAngle: .pi / 2).applied(to: SIMD2(1, 0)), SIMD2(0, 1), 1e-15))
        #expect(AffineTransform2D(translationX: 3, y: 4).applied(to: SIMD2(1, 1)) == SIMD2(4, 5))
        #expect(AffineTransform2D(scaleX: 2, y: -1).applied(to: SIMD2(3, 3)) == SIMD2(6, -3))
        #expect(AffineTransform2D.identity.isIdentity)
        #expect(AffineTransform2D(scaleX: 2, y: 3).determinant == 6)
    }

    @Test("concatenating applies self first; translatedBy/scaledBy/rotated prepend")
    func concatenation() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<100 {
            let t1 = randomTransform(&random), t2 = randomTransform(&random)
            let p = SIMD2(random.uniform(-5...5), random.uniform(-5...5))
            #expect(Check.close(t1.concatenating(t2).applied(to: p), t2.applied(to: t1.applied(to: p)), 1e-12))
            #expect(Check.close(t1.translatedBy(x: 2, y: -3).applied(to: p), t1.applied(to: p + SIMD2(2, -3)), 1e-12))
            #expect(Check.close(t1.scaledBy(x: 2, y: -3).applied(to: p), t1.applied(to: p * SIMD2(2, -3)), 1e-12))
            let turned = SIMD2(-p.y, p.x)  // p rotated by 90°
            #expect(Check.close(t1.rotated(by: .pi / 2).applied(to: p), t1.applied(to: turned), 1e-12))
            if let inverse = t1.inverted() {
                #expect(Check.distance(t1.concatenating(inverse), .identity) <= 1e-9)
            }
        }
        #expect(AffineTransform2D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("Decomposing scale then rotation gives both back")
    func scaleRotateDecomposition() {
        let angle = Double.pi / 6
        let transform = AffineTransform2D(scaleX: 2, y: 3).concatenating(AffineTransform2D(rotationAngle: angle))
            .concatenating(AffineTransform2D(translationX: 5, y: -7))
        let parts = transform.decomposed
        #expect(Check.close(parts.scale, SIMD2(2, 3), 1e-14))
        #expect(abs(parts.rotation - angle) <= 1e-14)
        #expect(Check.close(parts.remainder, SIMD4(1, 0, 0, 1), 1e-14))
        #expect(parts.translation == SIMD2(5, -7))
        // A flip along x: the negative determinant goes to the x scale.
        let flipped = AffineTransform2D(scaleX: -1, y: 2).decomposed
        #expect(flipped.scale == SIMD2(-1, 2) && flipped.rotation == 0)
        #expect(DecomposedAffineTransform().transform == .identity)
    }

    @Test("Decompose then recompose gives the transform back (random compositions)")
    func roundTrip() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<500 {
            var transform = AffineTransform2D.identity
            for _ in 0..<4 {
                let step: AffineTransform2D
                switch Int.random(in: 0..<4, using: &random) {
                case 0: step = AffineTransform2D(translationX: random.uniform(-50...50), y: random.uniform(-50...50))
                case 1: step = AffineTransform2D(rotationAngle: random.uniform(-4...4))
                case 2:
                    step = AffineTransform2D(
                        scaleX: random.uniform(0.2...3) * (Bool.random(using: &random) ? 1 : -1),
                        y: random.uniform(0.2...3))
                default:
                    let (skewX, skewY) = (tan(random.uniform(-1...1)), tan(random.uniform(-1...1)))
                    step = AffineTransform2D(a: 1, b: skewY, c: skewX, d: 1, tx: 0, ty: 0)
                }
                transform = transform.concatenating(step)
            }
            let size = max(Check.distance(transform, AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)), 1)
            #expect(Check.distance(transform.decomposed.transform, transform) <= 1e-12 * size)
        }
    }

    @Test("Interpolation: exact ends, rotation midpoints, shortest path")
    func interpolation() {
        var random = SplitMix64(seed: 43)
        for _ in 0..<50 {
            let a = randomTransform(&random), b = randomTransform(&random)
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1) == b)
        }
        // Halfway between 0° and 90° is 45°.
        let mid = AffineTransform2D.identity.interpolated(to: AffineTransform2D(rotationAngle: .pi / 2), fraction: 0.5)
        let s = 0.5.squareRoot()
        #expect(Check.distance(mid, AffineTransform2D(a: s, b: s, c: -s, d: s, tx: 0, ty: 0)) <= 1e-15)
        // 170° and −170° meet at 180°, not 0°.
        let a = AffineTransform2D(rotationAngle: 170 * .pi / 180)
        let b = AffineTransform2D(rotationAngle: -170 * .pi / 180)
        #expect(Check.distance(a.interpolated(to: b, fraction: 0.5), AffineTransform2D(scaleX: -1, y: -1)) <= 1e-14)
        // Scale and translation blend linearly alongside the rotation.
        let from = AffineTransform2D(scaleX: 1, y: 1)
        let to = AffineTransform2D(scaleX: 3, y: 5).concatenating(AffineTransform2D(rotationAngle: .pi / 3))
            .concatenating(AffineTransform2D(translationX: 10, y: 20))
        let quarter = from.interpolated(to: to, fraction: 0.25)
        let expected = AffineTransform2D(scaleX: 1.5, y: 2).concatenating(AffineTransform2D(rotationAngle: .pi / 12))
            .concatenating(AffineTransform2D(translationX: 2.5, y: 5))
        #expect(Check.distance(quarter, expected) <= 1e-14)
        // Singular ends still blend to finite values.
        let collapsed = AffineTransform2D(scaleX: 0, y: 0).interpolated(to: to, fraction: 0.5)
        #expect(collapsed.a.isFinite && collapsed.d.isFinite && collapsed.tx.isFinite)
    }

    @Test("Flips on different axes interpolate as an unflipped rotation")
    func oppositeFlips() {
        // scale(−1, 1) and scale(1, −1) are both flips; CSS rewrites the first as
        // scale(1, −1) rotated by 180°, so the midpoint is scale(1, −1)·R(90°)·….
        let a = AffineTransform2D(scaleX: -1, y: 1), b = AffineTransform2D(scaleX: 1, y: -1)
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(abs(mid.determinant + 1) <= 1e-14)
    }
}
