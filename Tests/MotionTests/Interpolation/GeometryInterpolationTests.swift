import Foundation
import Motion
import Testing

@Suite("Interpolation: geometry, angles, arrays and pairs")
struct GeometryInterpolationTests {
    /// INTU's per-component rule: start·(1 − p) + end·p.
    private func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a * (1 - p) + b * p }

    @Test("CGPoint, CGSize and CGRect interpolate component-wise")
    func coreGraphicsGeometry() {
        let p0 = CGPoint(x: 10, y: -20), p1 = CGPoint(x: 30, y: 40)
        let s0 = CGSize(width: 5, height: 6), s1 = CGSize(width: 15, height: -2)
        let r0 = CGRect(x: 1, y: 2, width: 3, height: 4), r1 = CGRect(x: -5, y: 6, width: 30, height: 0)
        for p in [-0.25, 0, 0.2, 0.5, 0.8, 1, 1.3] {
            let point = p0.interpolated(to: p1, fraction: p)
            #expect(abs(point.x - lerp(10, 30, p)) <= 1e-12 && abs(point.y - lerp(-20, 40, p)) <= 1e-12)
            let size = s0.interpolated(to: s1, fraction: p)
            #expect(abs(size.width - lerp(5, 15, p)) <= 1e-12 && abs(size.height - lerp(6, -2, p)) <= 1e-12)
            let rect = r0.interpolated(to: r1, fraction: p)
            #expect(abs(rect.origin.x - lerp(1, -5, p)) <= 1e-12)
            #expect(abs(rect.origin.y - lerp(2, 6, p)) <= 1e-12)
            #expect(abs(rect.size.width - lerp(3, 30, p)) <= 1e-12)
            #expect(abs(rect.size.height - lerp(4, 0, p)) <= 1e-12)
        }
        #expect(r0.interpolated(to: r1, fraction: 0) == r0)
        #expect(r0.interpolated(to: r1, fraction: 1) == r1)
    }

    @Test("Core Graphics vector arithmetic (FlightAnimator's subtraction oracle)")
    func coreGraphicsArithmetic() {
        // FlightAnimator: (10, 8) − (4, 5) = (6, 3); (8, 6, 10, 8) − (2, 3, 4, 5) = (6, 3, 6, 3).
        #expect(CGSize(width: 10, height: 8) - CGSize(width: 4, height: 5) == CGSize(width: 6, height: 3))
        #expect(CGPoint(x: 10, y: 8) - CGPoint(x: 4, y: 5) == CGPoint(x: 6, y: 3))
        #expect(CGFloat(10) - CGFloat(4) == 6)
        #expect(CGRect(x: 8, y: 6, width: 10, height: 8) - CGRect(x: 2, y: 3, width: 4, height: 5)
            == CGRect(x: 6, y: 3, width: 6, height: 3))
        #expect(CGPoint(x: 1, y: 2) + .zero == CGPoint(x: 1, y: 2))
        #expect(CGRect(x: 1, y: 2, width: 2, height: 4).magnitudeSquared == 25)
        #expect(CGPoint(x: 3, y: 4).magnitude == 5)
        #expect(CGSize(width: 2, height: -3).scaled(by: 2) == CGSize(width: 4, height: -6))
    }

    @Test("Offset and MotionEdgeInsets interpolate component-wise")
    func offsetAndInsets() {
        let o0 = Offset(horizontal: 1, vertical: 2), o1 = Offset(horizontal: -3, vertical: 10)
        let i0 = MotionEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let i1 = MotionEdgeInsets(top: 9, left: -2, bottom: 0, right: 40)
        for p in [-0.5, 0.25, 0.5, 1.5] {
            let o = o0.interpolated(to: o1, fraction: p)
            #expect(abs(o.horizontal - lerp(1, -3, p)) <= 1e-12 && abs(o.vertical - lerp(2, 10, p)) <= 1e-12)
            let i = i0.interpolated(to: i1, fraction: p)
            #expect(abs(i.top - lerp(1, 9, p)) <= 1e-12 && abs(i.left - lerp(2, -2, p)) <= 1e-12)
            #expect(abs(i.bottom - lerp(3, 0, p)) <= 1e-12 && abs(i.right - lerp(4, 40, p)) <= 1e-12)
        }
        #expect(o0.interpolated(to: o1, fraction: 1) == o1)
        #expect(i0.interpolated(to: i1, fraction: 0) == i0)
        #expect(o1 - o0 == Offset(horizontal: -4, vertical: 8))
        #expect(Offset(horizontal: 3, vertical: 4).magnitude == 5)
        #expect(MotionEdgeInsets(all: 2).magnitudeSquared == 16)
        #expect(i0 + .zero == i0)
        #expect(i0.scaled(by: 2) == MotionEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
    }

    @Test("MotionAngle takes the shortest arc")
    func angleShortestArc() {
        // 350° → 10°: the midpoint is 0° (mod 360°), not 180°.
        let mid = MotionAngle(degrees: 350).interpolated(to: MotionAngle(degrees: 10), fraction: 0.5)
        #expect(abs(cos(mid.radians) - 1) <= 1e-12 && abs(sin(mid.radians)) <= 1e-12)
        // 10° → 350° a quarter of the way: 5°.
        let quarter = MotionAngle(degrees: 10).interpolated(to: MotionAngle(degrees: 350), fraction: 0.25)
        #expect(abs(quarter.degrees - 5) <= 1e-9)
        // 170° → −170° passes through 180°.
        let half = MotionAngle(degrees: 170).interpolated(to: MotionAngle(degrees: -170), fraction: 0.5)
        #expect(abs(cos(half.radians) + 1) <= 1e-12)
        // Within half a turn it is plain lerp.
        let plain = MotionAngle(degrees: 20).interpolated(to: MotionAngle(degrees: 80), fraction: 0.5)
        #expect(abs(plain.degrees - 50) <= 1e-9)
        // Ends are exact, even across whole turns.
        let far = MotionAngle(radians: 13)
        #expect(MotionAngle(radians: 0).interpolated(to: far, fraction: 1) == far)
    }

    @Test("MotionAngle conversions and vector arithmetic on raw radians")
    func angleArithmetic() {
        #expect(abs(MotionAngle(degrees: 180).radians - Double.pi) <= 1e-15)
        #expect(abs(MotionAngle.radians(.pi / 2).degrees - 90) <= 1e-12)
        let difference = MotionAngle(degrees: 350) - MotionAngle(degrees: 10)
        #expect(difference == MotionAngle(degrees: 350) + MotionAngle(degrees: -10))
        #expect(MotionAngle(radians: -3).magnitudeSquared == 9)
        let equivalent = MotionAngle(degrees: 350).closestEquivalent(to: MotionAngle(degrees: 10))
        #expect(abs(equivalent.degrees - -10) <= 1e-9)
        let wound = MotionAngle(degrees: 5).closestEquivalent(to: MotionAngle(degrees: 725))
        #expect(abs(wound.degrees - 725) <= 1e-9)
    }

    @Test("Arrays interpolate element-wise; mismatched lengths are discrete")
    func arrays() {
        let a = [1.0, 2.0, 3.0], b = [3.0, 2.0, -1.0]
        let mid = a.interpolated(to: b, fraction: 0.25)
        #expect(mid.count == 3)
        for i in 0..<3 { #expect(abs(mid[i] - lerp(a[i], b[i], 0.25)) <= 1e-15) }
        let short = [5.0]
        #expect(a.interpolated(to: short, fraction: 0.49) == a)
        #expect(a.interpolated(to: short, fraction: 0.5) == short)
        #expect(a.interpolated(to: short, fraction: 0) == a)
        #expect([Double]().interpolated(to: [], fraction: 0.5) == [])
        let nested = [[0.0, 10.0]].interpolated(to: [[10.0, 0.0]], fraction: 0.1)
        #expect(nested == [[1.0, 9.0]])
    }

    @Test("InterpolatablePair interpolates each part with its own rule")
    func pairs() {
        let a = InterpolatablePair(0.0, MotionAngle(degrees: 350))
        let b = InterpolatablePair(10.0, MotionAngle(degrees: 30))
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(abs(mid.first - 5) <= 1e-12)
        #expect(abs(mid.second.degrees - 370) <= 1e-9)  // 350° + 20°, the short way
        #expect(a.interpolated(to: b, fraction: 1) == b)
        let v = InterpolatablePair(3.0, InterpolatablePair(Float(4), SIMD2<Double>(12, 0)))
        #expect(v.magnitude == 13)
        #expect(v.scaled(by: 2) == InterpolatablePair(6.0, InterpolatablePair(Float(8), SIMD2<Double>(24, 0))))
        #expect(v - v == .zero)
        // A pair of MotionVectors interpolates like the vector-space lerp.
        let w = InterpolatablePair(-1.0, InterpolatablePair(Float(0), SIMD2<Double>(2, 2)))
        let blend = v.interpolated(to: w, fraction: 0.25)
        let expected = v.scaled(by: 0.75) + w.scaled(by: 0.25)
        #expect(abs(blend.first - expected.first) <= 1e-12)
        #expect(abs(blend.second.second.x - expected.second.second.x) <= 1e-12)
    }
}
