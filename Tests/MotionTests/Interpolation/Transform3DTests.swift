import Foundation
import Motion
import Testing

@Suite("Interpolation: 3D transforms and their decomposition")
struct Transform3DTests {
    typealias Check = InterpolationCheck

    private func randomMatrix(_ random: inout SplitMix64) -> Transform3D {
        func row() -> SIMD4<Double> {
            SIMD4(random.uniform(-2...2), random.uniform(-2...2), random.uniform(-2...2), random.uniform(-2...2))
        }
        return Transform3D(rows: row(), row(), row(), row())
    }

    /// Rodrigues' rotation of a vector, independent of the matrix code.
    private func rodrigues(_ v: SIMD3<Double>, axis: SIMD3<Double>, angle: Double) -> SIMD3<Double> {
        let k = axis / (axis * axis).sum().squareRoot()
        let cross = SIMD3(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x)
        return v * cos(angle) + cross * sin(angle) + k * ((k * v).sum() * (1 - cos(angle)))
    }

    @Test("Rotations match Rodrigues' formula; about z they are the 2D rotation")
    func rotations() {
        var random = SplitMix64(seed: 51)
        for _ in 0..<100 {
            let axis = SIMD3(random.uniform(-1...1), random.uniform(-1...1), random.uniform(-1...1))
            let angle = random.uniform(-4...4)
            let v = SIMD3(random.uniform(-3...3), random.uniform(-3...3), random.uniform(-3...3))
            let m = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
            #expect(Check.close(m.applied(to: v), rodrigues(v, axis: axis, angle: angle), 1e-12))
            #expect(abs(m.determinant - 1) <= 1e-12)
        }
        let z = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 2)
        #expect(Check.distance(z, Transform3D(AffineTransform2D(rotationAngle: 0.4))) <= 1e-16)
        // About x by 90°: y goes to z.
        let aboutX = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        #expect(Check.close(aboutX.applied(to: SIMD3(0, 1, 0)), SIMD3(0, 0, 1), 1e-15))
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test("Products, inverses, perspective and the 2D embedding")
    func matrixOperations() {
        var random = SplitMix64(seed: 52)
        for _ in 0..<100 {
            let a = randomMatrix(&random), b = randomMatrix(&random)
            let p = SIMD4(random.uniform(-3...3), random.uniform(-3...3), random.uniform(-3...3), 1)
            #expect(Check.close(a.concatenating(b).applied(to: p), b.applied(to: a.applied(to: p)), 1e-12))
            if let inverse = a.inverted(), abs(a.determinant) > 1e-3 {
                #expect(Check.distance(a.concatenating(inverse), .identity) <= 1e-9)
                #expect(Check.distance(inverse.concatenating(a), .identity) <= 1e-9)
            }
        }
        #expect(abs(Transform3D(scaleX: 2, y: 3, z: 4).determinant - 24) <= 1e-15)
        #expect(Transform3D(scaleX: 2, y: 0, z: 4).inverted() == nil)
        // perspective(d): a point at depth z is magnified by d/(d − z).
        let projected = Transform3D(perspectiveDistance: 400).applied(to: SIMD3(10, 20, 200))
        #expect(Check.close(projected, SIMD3(20, 40, 400), 1e-12))
        #expect(Transform3D(translationX: 1, y: 2, z: 3).applied(to: SIMD3(1, 1, 1)) == SIMD3(2, 3, 4))
        let affine = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Transform3D(affine).isAffine && Transform3D(affine).affineTransform == affine)
        #expect(Transform3D(translationX: 0, y: 0, z: 1).affineTransform == nil)
    }

    @Test("Decomposition recovers the parts of a known composition")
    func knownDecomposition() throws {
        let axis = SIMD3(1.0, 2.0, -2.0) / 3  // unit
        let angle = 1.1
        // Scale · Skew · Rotation · Translation · Perspective, built by hand.
        let scale = Transform3D(scaleX: 2, y: 3, z: 0.5)
        let skew = Transform3D(rows: SIMD4(1, 0, 0, 0), SIMD4(0.1, 1, 0, 0), SIMD4(0.2, -0.3, 1, 0), SIMD4(0, 0, 0, 1))
        let rotation = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
        // No z translation, so that m44 stays 1 (the decomposition divides by m44).
        let translation = Transform3D(translationX: 5, y: -6, z: 0)
        let perspective = Transform3D(perspectiveDistance: 500)
        let m = scale.concatenating(skew).concatenating(rotation).concatenating(translation).concatenating(perspective)
        let parts = try #require(m.decomposed)
        #expect(Check.close(parts.scale, SIMD3(2, 3, 0.5), 1e-13))
        #expect(Check.close(parts.skew, SIMD3(0.1, 0.2, -0.3), 1e-13))
        #expect(Check.close(parts.translation, SIMD3(5, -6, 0), 1e-13))
        #expect(Check.close(parts.perspective, SIMD4(0, 0, -1.0 / 500, 1), 1e-15))
        let quaternion = SIMD4(axis * sin(angle / 2), cos(angle / 2))
        #expect(Check.close(parts.rotation, quaternion, 1e-13))
        #expect(DecomposedTransform().transform == .identity)
    }

    @Test("Decompose then recompose gives the matrix back (random compositions)")
    func roundTrip() throws {
        var random = SplitMix64(seed: 53)
        for _ in 0..<500 {
            var m = Transform3D.identity
            for _ in 0..<5 {
                let step: Transform3D
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    step = Transform3D(
                        translationX: random.uniform(-50...50), y: random.uniform(-50...50),
                        z: random.uniform(-50...50))
                case 1:
                    step = Transform3D(
                        rotationAngle: random.uniform(-4...4), x: random.uniform(-1...1), y: random.uniform(-1...1),
                        z: random.uniform(-1...1))
                case 2:
                    step = Transform3D(
                        scaleX: random.uniform(0.2...3) * (Bool.random(using: &random) ? 1 : -1),
                        y: random.uniform(0.2...3), z: random.uniform(0.2...3))
                case 3:
                    var shear = Transform3D.identity
                    shear.m21 = random.uniform(-1...1)
                    shear.m31 = random.uniform(-1...1)
                    shear.m12 = random.uniform(-1...1)
                    step = shear
                default:
                    step = Transform3D(perspectiveDistance: random.uniform(100...2000))
                }
                m = m.concatenating(step)
            }
            let parts = try #require(m.decomposed)
            let zero = Transform3D(rows: .zero, .zero, .zero, .zero)
            let size = max(Check.distance(m, zero), 1)
            // The decomposition divides by m44: it recomposes to M/m44, the same projective map.
            let (r1, r2, r3, r4) = m.rows
            let normalized = Transform3D(rows: r1 / m.m44, r2 / m.m44, r3 / m.m44, r4 / m.m44)
            #expect(Check.distance(parts.transform, normalized) <= 1e-12 * size)
            #expect(abs((parts.rotation * parts.rotation).sum() - 1) <= 1e-14 && parts.rotation.w >= 0)
        }
    }

    @Test("Without perspective, m44 is 1 and the round trip returns the matrix itself")
    func roundTripWithoutPerspective() throws {
        var random = SplitMix64(seed: 54)
        for _ in 0..<200 {
            let scale = Transform3D(
                scaleX: random.uniform(0.2...3), y: random.uniform(-3 ... -0.2), z: random.uniform(0.2...3))
            let rotation = Transform3D(
                rotationAngle: random.uniform(-4...4), x: 1, y: random.uniform(-1...1), z: -0.5)
            let m = scale.concatenating(rotation)
                .concatenating(Transform3D(translationX: random.uniform(-50...50), y: 3, z: random.uniform(-50...50)))
            let parts = try #require(m.decomposed)
            #expect(Check.distance(parts.transform, m) <= 1e-12 * 50)
        }
    }

    @Test("Half-turn rotations decompose with the right axis")
    func halfTurns() throws {
        for axis in [SIMD3(1.0, -1.0, 0), SIMD3(0, 1.0, -1.0), SIMD3(-1.0, 0, 1.0), SIMD3(1.0, 2.0, -3.0)] {
            let m = Transform3D(rotationAngle: .pi, x: axis.x, y: axis.y, z: axis.z)
            let parts = try #require(m.decomposed)
            #expect(Check.distance(parts.transform, m) <= 1e-14)
        }
    }

    @Test("Singular matrices do not decompose")
    func singular() {
        #expect(Transform3D(scaleX: 1, y: 0, z: 1).decomposed == nil)
        var zeroW = Transform3D.identity
        zeroW.m44 = 0
        #expect(zeroW.decomposed == nil)
    }
}
