import Motion
import Testing

@Suite("Rubber band")
struct RubberBandTests {
    /// The textbook formula f(x, d) = (1 − 1/(|x|·c/d + 1))·d with the sign of x.
    func formula(_ x: Double, dimension d: Double, coefficient c: Double) -> Double {
        let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    @Test("UIScrollView's coefficient and timing.md §6.2's values")
    func publishedValues() {
        #expect(RubberBand.defaultCoefficient == 0.55)
        #expect(isClose(RubberBand(dimension: 300).offset(forOvershoot: 100), 46.4788732394, within: 1e-9))
        #expect(isClose(RubberBand(dimension: 100).offset(forOvershoot: 50), 21.568627451, within: 1e-9))
        #expect(isClose(RubberBand(dimension: 300).offset(forOvershoot: 1000), 194.117647059, within: 1e-9))
    }

    @Test("Matches the formula, is odd, and the inverse round-trips")
    func formulaAndInverse() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let dimension = Double.random(in: 10...2000, using: &random)
            let coefficient = Double.random(in: 0.1...2, using: &random)
            let overshoot = Double.random(in: -5000...5000, using: &random)
            let band = RubberBand(dimension: dimension, coefficient: coefficient)
            let offset = band.offset(forOvershoot: overshoot)
            #expect(isClose(offset, formula(overshoot, dimension: dimension, coefficient: coefficient), within: 1e-12 * dimension))
            #expect(band.offset(forOvershoot: -overshoot) == -offset)
            #expect(abs(offset) < dimension)
            #expect(isClose(band.overshoot(forOffset: offset), overshoot, within: 1e-9 * max(1, abs(overshoot))))
        }
        #expect(RubberBand(dimension: 300).offset(forOvershoot: 0) == 0)
    }

    @Test("The range form is the identity inside and bands from the nearest bound outside")
    func range() {
        let band = RubberBand(dimension: 400)
        let range = -100.0...1200.0
        for value in [-100.0, 0, 555.5, 1200] {
            #expect(band.value(value, in: range) == value)
            #expect(band.unbandedValue(value, in: range) == value)
        }
        for value in [-500.0, -101, 1201, 9000] {
            let bound = value < range.lowerBound ? range.lowerBound : range.upperBound
            let displayed = band.value(value, in: range)
            #expect(isClose(displayed, bound + formula(value - bound, dimension: 400, coefficient: 0.55), within: 1e-9))
            #expect(isClose(band.unbandedValue(displayed, in: range), value, within: 1e-9 * abs(value)))
        }
        // An unbounded side never bands.
        #expect(band.value(1e6, in: 0...Double.infinity) == 1e6)
    }
}
