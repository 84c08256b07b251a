import Foundation
import Motion
import Testing

@Suite("Interpolation: untyped values")
struct UntypedInterpolationTests {
    @Test("INTU testInterpolate: (10, 20) and (−4.5, 2.5)")
    func intuNumbers() {
        let integers: [(Double, Double)] = [(-0.5, 5), (0, 10), (0.5, 15), (1.0, 20), (1.5, 25)]
        for (fraction, expected) in integers {
            #expect(interpolate(10, 20, fraction) as? Double == expected, "Int at \(fraction)")
            #expect(interpolate(10.0, 20.0, fraction) as? Double == expected, "Double at \(fraction)")
            #expect(interpolate(NSNumber(value: 10), NSNumber(value: 20), fraction) as? Double == expected)
        }
        let reals: [(Double, Double)] = [(0, -4.5), (0.5, -1.0), (1.0, 2.5)]
        for (fraction, expected) in reals {
            #expect(interpolate(-4.5, 2.5, fraction) as? Double == expected, "at \(fraction)")
        }
    }

    @Test("INTU testInterpolateCGFloat through the untyped function keeps CGFloat")
    func intuCGFloat() {
        for (fraction, expected) in NumberInterpolationTests.intuTable {
            let result = interpolate(CGFloat(50), CGFloat(100), fraction)
            let value = result as? CGFloat
            #expect(value != nil)
            #expect(abs(Double(value ?? .nan) - expected) <= 0.001, "at \(fraction)")
        }
    }

    @Test("Mixed number types blend as Double")
    func mixedNumbers() {
        #expect(interpolate(1, 3.0, 0.5) as? Double == 2)
        #expect(interpolate(Float(1), 3, 0.25) as? Double == 1.5)
        #expect(interpolate(UInt8(200), Int64(-200), 0.5) as? Double == 0)
        #expect(interpolate(CGFloat(2), 4.0, 0.5) as? Double == 3)
        #expect(interpolate(Float(1), Float(3), 0.5) as? Float == 2)
    }

    @Test("Same Interpolatable type uses the typed interpolation")
    func typedValues() {
        let a = CGPoint(x: 0, y: 10), b = CGPoint(x: 10, y: 0)
        #expect(interpolate(a, b, 0.3) as? CGPoint == a.interpolated(to: b, fraction: 0.3))
        let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
        #expect(interpolate(red, blue, 0.5) as? MotionColor == red.interpolated(to: blue, fraction: 0.5))
        #expect(interpolate([1.0, 2.0], [3.0, 4.0], 0.5) as? [Double] == [2.0, 3.0])
        let angle = interpolate(MotionAngle(degrees: 350), MotionAngle(degrees: 10), 0.5) as? MotionAngle
        #expect(abs((angle?.degrees ?? 0) - 360) <= 1e-9)
    }

    @Test("Anything else is discrete")
    func discreteFallback() {
        #expect(interpolate("a", "b", 0.49) as? String == "a")
        #expect(interpolate("a", "b", 0.5) as? String == "b")
        #expect(interpolate("a", 2.0, 0.2) as? String == "a")
        #expect(interpolate("a", 2.0, 0.7) as? Double == 2.0)
        #expect(interpolate(true, false, 0.7) as? Bool == false)
        #expect(interpolate(true, 1.0, 0.2) as? Bool == true)
        #expect(interpolate(CGPoint.zero, CGSize.zero, 0.6) as? CGSize == .zero)
        #expect(interpolate([1.0], ["x"], 0.6) as? [String] == ["x"])
    }
}
