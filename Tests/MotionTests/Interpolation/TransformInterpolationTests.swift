import Foundation
import Motion
import Testing

@Suite("Interpolation: 3D transform interpolation")
struct TransformInterpolationTests {
    typealias Check = InterpolationCheck

    /// A translation along z, so that the transforms are not 2D and take the 3D path.
    let depth = Transform3D(translationX: 0, y: 0, z: 10)

    @Test("Ends are exact")
    func exactEnds() {
        var random = SplitMix64(seed: 61)
        for _ in 0..<50 {
            let a = Transform3D(rotationAngle: random.uniform(-3...3), x: 1, y: random.uniform(-1...1), z: 0.5)
                .concatenating(Transform3D(perspectiveDistance: random.uniform(100...900)))
            let b = Transform3D(scaleX: random.uniform(0.5...2), y: 2, z: 1).concatenating(depth)
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1) == b)
        }
    }

    @Test("Halfway between 0° and 90° about z is 45°, in 2D and in 3D")
    func quarterTurnMidpoint() {
        let s = 0.5.squareRoot()
        let expected45 = Transform3D(rows: SIMD4(s, s, 0, 0), SIMD4(-s, s, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
        let flat = Transform3D.identity.interpolated(
            to: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), fraction: 0.5)
        #expect(Check.distance(flat, expected45) <= 1e-15)
        let deep = depth.interpolated(
            to: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).concatenating(depth), fraction: 0.5)
        #expect(Check.distance(deep, expected45.concatenating(depth)) <= 1e-14)
    }

    @Test("170° and −170° meet at 180° (shortest path), about z and about x")
    func shortestPath() {
        let a = 170 * Double.pi / 180
        for axis in [SIMD3(0.0, 0, 1), SIMD3(1.0, 0, 0), SIMD3(1.0, 1, 1)] {
            let from = Transform3D(rotationAngle: a, x: axis.x, y: axis.y, z: axis.z).concatenating(depth)
            let to = Transform3D(rotationAngle: -a, x: axis.x, y: axis.y, z: axis.z).concatenating(depth)
            let mid = from.interpolated(to: to, fraction: 0.5)
            let halfTurn = Transform3D(rotationAngle: .pi, x: axis.x, y: axis.y, z: axis.z).concatenating(depth)
            #expect(Check.distance(mid, halfTurn) <= 1e-14, "axis \(axis)")
        }
        // And in 2D.
        let mid2D = Transform3D(rotationAngle: a, x: 0, y: 0, z: 1)
            .interpolated(to: Transform3D(rotationAngle: -a, x: 0, y: 0, z: 1), fraction: 0.5)
        #expect(Check.distance(mid2D, Transform3D(scaleX: -1, y: -1, z: 1)) <= 1e-14)
    }

    @Test("Slerp midpoints are the normalised sum of the quaternions")
    func slerpMidpoint() throws {
        let a = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        let b = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        let qa = SIMD4(0.5.squareRoot(), 0, 0, 0.5.squareRoot())
        let qb = SIMD4(0, 0.5.squareRoot(), 0, 0.5.squareRoot())
        let sum = qa + qb
        let expected = DecomposedTransform(rotation: sum / (sum * sum).sum().squareRoot()).transform
        #expect(Check.distance(a.interpolated(to: b, fraction: 0.5), expected) <= 1e-15)
        // A quarter of the way from 0° to 120° about one axis is 30° about it.
        let axis = SIMD3(2.0, -1.0, 2.0)
        let full = Transform3D(rotationAngle: 2 * .pi / 3, x: axis.x, y: axis.y, z: axis.z)
        let quarter = depth.interpolated(to: full.concatenating(depth), fraction: 0.25)
        let expectedQuarter = Transform3D(rotationAngle: .pi / 6, x: axis.x, y: axis.y, z: axis.z).concatenating(depth)
        #expect(Check.distance(quarter, expectedQuarter) <= 1e-14)
    }

    @Test("Translation, scale and perspective blend linearly")
    func linearParts() {
        let from = Transform3D(scaleX: 1, y: 2, z: 3).concatenating(Transform3D(translationX: 0, y: 10, z: 20))
        let to = Transform3D(scaleX: 3, y: 2, z: 1).concatenating(Transform3D(translationX: 8, y: -10, z: 0))
        let expected = Transform3D(scaleX: 1.5, y: 2, z: 2.5).concatenating(Transform3D(translationX: 2, y: 5, z: 15))
        #expect(Check.distance(from.interpolated(to: to, fraction: 0.25), expected) <= 1e-13)
        // perspective(∞) to perspective(250): a quarter of the way, m34 is −0.25/250 = perspective(1000).
        // (A translation along x keeps m44 = 1, so no normalisation gets in the way.)
        let flat = Transform3D(translationX: 5, y: 0, z: 0)
        let deep = Transform3D(perspectiveDistance: 250).concatenating(flat)
        let quarter = flat.interpolated(to: deep, fraction: 0.25)
        #expect(Check.distance(quarter, Transform3D(perspectiveDistance: 1000).concatenating(flat)) <= 1e-15)
    }

    @Test("Ends that cannot be decomposed switch discretely")
    func discreteFallback() {
        let flat = Transform3D(scaleX: 1, y: 1, z: 0)
        let other = Transform3D(translationX: 1, y: 2, z: 3)
        #expect(flat.interpolated(to: other, fraction: 0.49) == flat)
        #expect(flat.interpolated(to: other, fraction: 0.5) == other)
    }
}
