import Motion
import Testing

@Suite("Interpolation: discrete values (INTUAnimationEngine's tests)")
struct DiscreteInterpolationTests {
    @Test("INTU testInterpolateDiscreteValues, three values")
    func threeValues() {
        let values = ["A", "B", "C"]
        let table: [(Double, String)] = [
            (0.0, "A"), (0.5, "B"), (1.0, "C"), (-0.5, "A"), (-500, "A"), (1.5, "C"), (800, "C"),
            (0.32, "A"), (0.34, "B"), (0.66, "B"), (0.67, "C"),
        ]
        for (fraction, expected) in table {
            #expect(interpolateDiscrete(values, fraction) == expected, "at \(fraction)")
        }
    }

    @Test("INTU testInterpolateDiscreteValues, four values")
    func fourValues() {
        let values = ["A", "B", "C", "D"]
        let table: [(Double, String)] = [
            (0.0, "A"), (0.33, "B"), (0.66, "C"), (1.0, "D"), (-0.5, "A"), (-500, "A"), (1.5, "D"),
            (800, "D"), (0.24, "A"), (0.26, "B"), (0.49, "B"), (0.51, "C"), (0.74, "C"), (0.76, "D"),
        ]
        for (fraction, expected) in table {
            #expect(interpolateDiscrete(values, fraction) == expected, "at \(fraction)")
        }
    }

    @Test("INTU testInterpolateDiscreteValues, five values")
    func fiveValues() {
        let values = ["A", "B", "C", "D", "E"]
        let table: [(Double, String)] = [
            (0.0, "A"), (0.25, "B"), (0.5, "C"), (0.75, "D"), (1.0, "E"), (-0.5, "A"), (-500, "A"),
            (1.5, "E"), (800, "E"), (0.19, "A"), (0.21, "B"), (0.39, "B"), (0.41, "C"), (0.59, "C"),
            (0.61, "D"), (0.79, "D"), (0.81, "E"),
        ]
        for (fraction, expected) in table {
            #expect(interpolateDiscrete(values, fraction) == expected, "at \(fraction)")
        }
    }

    @Test("n values: INTU's lround(n·p − 0.5) clamped, for p ≥ 0")
    func matchesINTUIndexFormula() {
        var random = SplitMix64(seed: 21)
        for n in 1...9 {
            let values = Array(0..<n)
            for _ in 0..<200 {
                let p = random.uniform(0...1.2)
                // INTU's formula; lround rounds half away from zero, as `.rounded()` does.
                let intu = min(max(Int((Double(n) * p - 0.5).rounded()), 0), n - 1)
                #expect(interpolateDiscrete(values, p) == intu, "n \(n), p \(p)")
            }
        }
    }

    @Test("Empty collections give nil; extreme fractions stay in range")
    func edgeCases() {
        #expect(interpolateDiscrete([Int](), 0.5) == nil)
        #expect(interpolateDiscrete([1, 2], .infinity) == 2)
        #expect(interpolateDiscrete([1, 2], -.infinity) == 1)
        #expect(interpolateDiscrete([1, 2], 1e300) == 2)
        #expect(interpolateDiscrete([1, 2], -0.0) == 1)
        #expect(interpolateDiscrete(10..<13, 0.5) == 11)
        #expect(interpolateDiscrete("xyz", 0.99) == "z")
    }

    @Test("Two values: the threshold 0.5 belongs to the end")
    func twoValues() {
        #expect(interpolateDiscrete("start", "end", 0) == "start")
        #expect(interpolateDiscrete("start", "end", 0.4999999) == "start")
        #expect(interpolateDiscrete("start", "end", 0.5) == "end")
        #expect(interpolateDiscrete("start", "end", 1) == "end")
        #expect(interpolateDiscrete("start", "end", -3) == "start")
        #expect(interpolateDiscrete("start", "end", 4) == "end")
        let off = Discrete(false), on = Discrete(true)
        #expect(off.interpolated(to: on, fraction: 0.49) == off)
        #expect(off.interpolated(to: on, fraction: 0.5) == on)
        #expect(off.interpolated(to: on, fraction: 0) == off)
        #expect(off.interpolated(to: on, fraction: 1) == on)
    }
}
