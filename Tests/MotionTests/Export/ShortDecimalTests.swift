import Foundation
import Testing

@testable import Motion

/// Exports print the fewest digits that keep their stated error: each number's text
/// reads back within its tolerance (checked by reading it), and no shorter text
/// would (checked by trying one digit fewer); whole exports stay within maxError
/// (the dense checks in EasingCSSTextTests and CSSKeyframesTests) while shrinking.
@Suite("Short decimals in exports")
struct ShortDecimalTests {
    /// The number of digits after the point in a decimal text.
    private func decimals(_ text: String) -> Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: text.index(after: point), to: text.endIndex)
    }

    @Test("fewest digits within the tolerance, exact when the tolerance is 0")
    func fewestDigits() throws {
        #expect(ShortDecimal.text(1.0 / 3.0, within: 1e-3) == "0.333")
        #expect(ShortDecimal.text(2.0 / 3.0, within: 1e-3) == "0.667")
        #expect(ShortDecimal.text(-2.0 / 3.0, within: 0.5) == "-1")
        #expect(ShortDecimal.text(-1e-9, within: 1e-6) == "0")
        #expect(ShortDecimal.text(0.1, within: 0) == "0.1")
        #expect(ShortDecimal.text(1.0 / 3.0, within: 0) == "0.3333333333333333")
        // Percentages are read divided by 100.
        #expect(ShortDecimal.text(0.123456, within: 1e-4, percent: true) == "12.35")
        #expect(ShortDecimal.text(0.1, within: 0, percent: true) == "10")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value = Double.random(in: -2...2, using: &generator)
            let tolerance = pow(10, Double.random(in: -12 ... -1, using: &generator))
            for percent in [false, true] {
                let text = ShortDecimal.text(value, within: tolerance, percent: percent)
                let read = try #require(Double(percent ? text + "e-2" : text))
                #expect(abs(read - value) <= tolerance, "\(value) within \(tolerance): \(text)")
                // One digit fewer (correctly rounded) misses the tolerance.
                let digits = decimals(text)
                if digits > 0 {
                    let shorter = String(format: "%.\(digits - 1)f", percent ? value * 100 : value)
                    let shorterRead = try #require(Double(percent ? shorter + "e-2" : shorter))
                    #expect(abs(shorterRead - value) > tolerance, "\(value) within \(tolerance): \(shorter) would do")
                }
            }
        }
    }

    @Test("the exact form reads back bit for bit, percentages included")
    func exactRoundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value = Double.random(in: 0...1, using: &generator)
            #expect(Double(ShortDecimal.text(value, within: 0)) == value)
            #expect(Double(ShortDecimal.text(value, within: 0, percent: true) + "e-2") == value)
            #expect(Double(ShortDecimal.text(value * 1e-9, within: 0, percent: true) + "e-2") == value * 1e-9)
        }
    }

    @Test("cssLinear writes short numbers: at 1e-3 no more than 5 decimals, under half the full-precision text")
    func cssLinearIsShort() throws {
        for curve: Easing in [.easeOutElastic, .easeOutBounce, .ease, .spring(Spring(mass: 1, stiffness: 100, damping: 10))] {
            let css = curve.cssLinear(maxError: 1e-3)
            let numbers = css.dropFirst("linear(".count).dropLast()
                .split(whereSeparator: { $0 == "," || $0 == " " })
                .map { $0.hasSuffix("%") ? String($0.dropLast()) : String($0) }
            #expect(numbers.allSatisfy { decimals($0) <= 5 }, "\(css.prefix(80))")
            let points = try curve.linearPoints(maxError: Easing.linearSamplingShare * 1e-3)
            let full = try #require(Easing.formatLinear(points))
            #expect(css.utf8.count * 2 <= full.utf8.count, "\(css.utf8.count) vs \(full.utf8.count)")
        }
    }

    @Test("linear() inputs stay strictly increasing and jumps stay exact")
    func orderAndJumps() throws {
        // Points closer together than the tolerance would allow to move them.
        let points = [
            ceasing_point(x: 0, y: 0), ceasing_point(x: 0.10001, y: 0.1), ceasing_point(x: 0.10002, y: 0.1),
            ceasing_point(x: 0.5, y: 0.3), ceasing_point(x: 0.5, y: 0.8), ceasing_point(x: 1, y: 1),
        ]
        let css = ShortDecimal.linear(points, within: 1e-2)
        let easing = try Easing(css: css)
        // The jump at 0.5 is where it was: just before it the low side, at it the high side.
        #expect(abs(easing.value(at: 0.5.nextDown) - 0.3) <= 1e-2)
        #expect(abs(easing.value(at: 0.5) - 0.8) <= 1e-2)
        let inputs = css.dropFirst("linear(".count).dropLast().split(separator: ",").map {
            Double($0.split(separator: " ")[1].dropLast())!
        }
        #expect(zip(inputs, inputs.dropFirst()).allSatisfy { $0 < $1 || ($0 == 50 && $1 == 50) }, "\(css)")
        for i in 0...10_000 {
            let t = Double(i) / 10_000
            guard t != 0.5 else { continue }
            var exact = 0.0
            for k in 0..<(points.count - 1) where points[k].x <= t && t < points[k + 1].x {
                exact = points[k].y + (points[k + 1].y - points[k].y) * (t - points[k].x) / (points[k + 1].x - points[k].x)
            }
            if t == 1 { exact = 1 }
            #expect(abs(easing.value(at: t) - exact) <= 1e-2 * (1 + 1e-12), "t = \(t): \(css)")
        }
    }
}
