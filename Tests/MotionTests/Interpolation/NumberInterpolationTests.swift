import Foundation
import Motion
import Testing

@Suite("Interpolation: numbers and SIMD vectors")
struct NumberInterpolationTests {
    /// INTUAnimationEngine's testInterpolateCGFloat: start 50, end 100, ±0.001.
    static let intuTable: [(fraction: Double, expected: Double)] = [
        (0, 50), (1, 100), (0.5, 75), (0.2, 60), (-0.2, 40), (1.2, 110),
    ]

    @Test("INTU testInterpolateCGFloat, for CGFloat, Double and Float")
    func intuLinearTable() {
        for (fraction, expected) in Self.intuTable {
            let cg = CGFloat(50).interpolated(to: 100, fraction: fraction)
            #expect(abs(Double(cg) - expected) <= 0.001, "CGFloat at \(fraction)")
            let double = 50.0.interpolated(to: 100, fraction: fraction)
            #expect(abs(double - expected) <= 0.001, "Double at \(fraction)")
            let float = Float(50).interpolated(to: 100, fraction: fraction)
            #expect(abs(Double(float) - expected) <= 0.001, "Float at \(fraction)")
        }
    }

    @Test("Numbers: exact ends and agreement with a + (b − a)·f")
    func numbersAgainstOtherFormula() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<500 {
            let a = random.uniform(-1e3...1e3)
            let b = random.uniform(-1e3...1e3)
            let f = random.uniform(-0.5...1.5)
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1) == b)
            #expect(abs(a.interpolated(to: b, fraction: f) - (a + (b - a) * f)) <= 1e-10)
            let (fa, fb) = (Float(a), Float(b))
            #expect(fa.interpolated(to: fb, fraction: 0) == fa)
            #expect(fa.interpolated(to: fb, fraction: 1) == fb)
            let floatReference = Double(fa) + (Double(fb) - Double(fa)) * f
            #expect(abs(Double(fa.interpolated(to: fb, fraction: f)) - floatReference) <= 1e-4)
            let (ca, cb) = (CGFloat(a), CGFloat(b))
            #expect(ca.interpolated(to: cb, fraction: 0) == ca)
            #expect(ca.interpolated(to: cb, fraction: 1) == cb)
            #expect(abs(Double(ca.interpolated(to: cb, fraction: f)) - (a + (b - a) * f)) <= 1e-10)
        }
    }

    @Test("Numbers: vector operations")
    func numberVectorOperations() {
        var x = 3.0
        x.scale(by: -2.5)
        #expect(x == -7.5)
        #expect(x.magnitudeSquared == 56.25)
        #expect(x.magnitude == 7.5)
        #expect(Float(-3).magnitudeSquared == 9)
        #expect(Float(2).scaled(by: 0.25) == 0.5)
        #expect(CGFloat(4).scaled(by: 0.5) == 2)
        #expect(CGFloat(-4).magnitude == 4)
    }

    /// Checks a SIMD type lane by lane against the scalar formula.
    private func checkSIMD<V: SIMD & MotionVector>(_: V.Type, seed: UInt64) where V.Scalar: BinaryFloatingPoint {
        var random = SplitMix64(seed: seed)
        for _ in 0..<50 {
            var a = V(), b = V()
            for i in a.indices {
                a[i] = V.Scalar(random.uniform(-100...100))
                b[i] = V.Scalar(random.uniform(-100...100))
            }
            let f = random.uniform(-0.5...1.5)
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1) == b)
            let blended = a.interpolated(to: b, fraction: f)
            var squares = 0.0
            for i in a.indices {
                let (x, y) = (Double(a[i]), Double(b[i]))
                #expect(abs(Double(blended[i]) - (x + (y - x) * f)) <= 1e-3, "lane \(i) of \(V.self)")
                squares += x * x
            }
            #expect(abs(a.magnitudeSquared - squares) <= 1e-3 * squares)
            let scaled = a.scaled(by: -0.75)
            for i in a.indices {
                #expect(abs(Double(scaled[i]) - Double(a[i]) * -0.75) <= 1e-4)
            }
            #expect(a - a == V.zero)
            #expect(V.zero + a == a)
        }
    }

    @Test("SIMD2/3/4/8/16 of Float and Double are vectors")
    func simdVectors() {
        checkSIMD(SIMD2<Double>.self, seed: 2)
        checkSIMD(SIMD3<Double>.self, seed: 3)
        checkSIMD(SIMD4<Double>.self, seed: 4)
        checkSIMD(SIMD8<Double>.self, seed: 5)
        checkSIMD(SIMD16<Double>.self, seed: 6)
        checkSIMD(SIMD2<Float>.self, seed: 7)
        checkSIMD(SIMD3<Float>.self, seed: 8)
        checkSIMD(SIMD4<Float>.self, seed: 9)
        checkSIMD(SIMD8<Float>.self, seed: 10)
        checkSIMD(SIMD16<Float>.self, seed: 11)
    }

    /// The MotionVector default lerp, through the protocol only.
    private func protocolLerp<V: MotionVector>(_ a: V, _ b: V, _ f: Double) -> V {
        a.scaled(by: 1 - f) + b.scaled(by: f)
    }

    @Test("Concrete interpolations agree with the vector-space lerp")
    func concreteAgreesWithProtocolLerp() {
        let f = 0.3
        #expect(abs(2.0.interpolated(to: 7, fraction: f) - protocolLerp(2.0, 7.0, f)) <= 1e-15)
        let a = SIMD3<Double>(1, -2, 3), b = SIMD3<Double>(-4, 5, 0.5)
        #expect(InterpolationCheck.close(a.interpolated(to: b, fraction: f), protocolLerp(a, b, f), 1e-14))
    }
}
