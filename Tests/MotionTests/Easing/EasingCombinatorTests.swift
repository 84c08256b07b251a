import Foundation
import Motion
import Testing

// reversed, inOut, outIn, clamped, sequence and baked against formulas written
// out here (on the source curves' own values), and their exact ends.

/// A few source curves of different kinds.
private let sources: [Easing] = [
    .easeInCubic, .easeOutBack, .easeInOutSine, .ease, .ahBounceEaseIn, .easeInExpo,
    .power(.in, exponent: 2.5), .elastic(.out, amplitude: 1.2, period: 0.4),
    .linear([0, 0.3, 1]), .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
]

@Suite("Easing: combinators")
struct EasingCombinatorTests {
    @Test("reversed is 1 - f(1 - t), bit for bit")
    func reversed() {
        for f in sources {
            let reversed = f.reversed()
            #expect(exactAtEnds(reversed))
            #expect(grid.allSatisfy { identical(reversed.value(at: $0), 1 - f.value(at: 1 - $0)) })
        }
        // The reflection of an in-curve is its out-curve: cubic.
        #expect(maxDifference(Easing.easeInCubic.reversed().value(at:), { 1 - pow(1 - $0, 3) }, over: unitGrid) <= 2e-16)
    }

    @Test("inOut is ½ f(2t), then 1 - ½ f(2 - 2t), bit for bit")
    func inOut() {
        for f in sources {
            let composed = Easing.inOut(f)
            #expect(exactAtEnds(composed))
            let formula = { (t: Double) in t < 0.5 ? 0.5 * f.value(at: 2 * t) : 1 - 0.5 * f.value(at: 2 - 2 * t) }
            #expect(grid.allSatisfy { identical(composed.value(at: $0), formula($0)) })
        }
        // inOut of quad-in is easings.net's easeInOutQuad: 2t², then 1 - (-2t + 2)² / 2.
        let quad = { (t: Double) in t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2 }
        #expect(maxDifference(Easing.inOut(.easeInQuad).value(at:), quad, over: unitGrid) <= 2e-16)
    }

    @Test("outIn is ½ out(2t), then ½ + ½ f(2t - 1), with out(u) = 1 - f(1 - u)")
    func outIn() {
        for f in sources {
            let composed = Easing.outIn(f)
            #expect(exactAtEnds(composed))
            let formula = { (t: Double) in
                t < 0.5 ? 0.5 * (1 - f.value(at: 1 - 2 * t)) : 0.5 + 0.5 * f.value(at: 2 * t - 1)
            }
            #expect(grid.allSatisfy { identical(composed.value(at: $0), formula($0)) })
        }
        // For a curve without end steps it agrees with the C core's outIn curve.
        #expect(maxDifference(Easing.outIn(.easeInCubic).value(at:), Easing.easeOutInCubic.value(at:), over: unitGrid) <= 2e-16)
    }

    @Test("clamped keeps values in [0, 1] and passes the rest through")
    func clamped() {
        for f in sources {
            let clamped = f.clamped()
            #expect(exactAtEnds(clamped))
            for t in grid {
                let v = f.value(at: t)
                #expect(clamped.value(at: t) == min(max(v, 0), 1))
            }
        }
        #expect(Easing.easeOutBack.clamped().value(at: 0.5) == 1)
    }

    @Test("sequence of two equal weights is RHAnimator's compose")
    func compose() {
        for (f1, f2) in zip(sources, sources.reversed()) {
            let sequence = Easing.sequence([f1, f2])
            // seeds.md §2: x <= ½: ½ f1(2x); else ½ + ½ f2(2x - 1).
            let compose = { (x: Double) in x <= 0.5 ? 0.5 * f1.value(at: 2 * x) : 0.5 + 0.5 * f2.value(at: 2 * x - 1) }
            #expect(exactAtEnds(sequence))
            #expect(maxDifference(sequence.value(at:), compose, over: unitGrid) <= 4e-16)
        }
    }

    @Test("weighted sequence follows the hand-derived piecewise formula")
    func weightedSequence() {
        // Weights 1, 2, 1: boundaries 0, ¼, ¾, 1 in time and in output.
        let sequence = Easing.sequence([(.easeInQuad, weight: 1), (.linear, weight: 2), (.easeOutQuad, weight: 1)])
        let formula = { (t: Double) -> Double in
            if t < 0.25 { return 0.25 * pow(t / 0.25, 2) }
            if t < 0.75 { return t }
            let u = (t - 0.75) / 0.25
            return 0.75 + 0.25 * (1 - pow(1 - u, 2))
        }
        #expect(exactAtEnds(sequence))
        #expect(maxDifference(sequence.value(at:), formula, over: unitGrid) <= 4e-16)
        // Continuous at the boundaries: exactly the boundary values there.
        #expect(sequence.value(at: 0.25) == 0.25)
        #expect(sequence.value(at: 0.75) == 0.75)
        // Outside [0, 1] the end segments apply (quad clamps).
        #expect(sequence.value(at: -1) == 0)
        #expect(sequence.value(at: 2) == 1)
    }

    @Test("a sequence of many segments is exact at every end and boundary")
    func manySegments() {
        let weights = [0.1, 0.7, 1e-3, 3, 0.2, 1.9, 0.05]
        let segments = weights.enumerated().map { (sources[$0.offset], weight: $0.element) }
        let sequence = Easing.sequence(segments)
        #expect(exactAtEnds(sequence))
        let total = weights.reduce(0, +)
        var sum = 0.0
        for (index, weight) in weights.enumerated() {
            // Output at the start of segment i: its boundary; just inside, the curve's start.
            let start = sum / total
            #expect(sequence.value(at: start) == start, "boundary \(index)")
            sum += weight
        }
        // A segment of weight 1e-300 next to 1 covers no representable time and is skipped.
        let tiny = Easing.sequence([(.linear, weight: 1), (.stepStart, weight: 1e-300), (.linear, weight: 1)])
        #expect(exactAtEnds(tiny))
        #expect(maxDifference(tiny.value(at:), { $0 }, over: unitGrid) <= 2e-16)
    }

    @Test("baked stays within its reported error of the source and keeps exact ends")
    func baked() throws {
        // bakedError is a bound (documented on bakedError), kinks (bounce) included:
        // a dense measurement never exceeds it.
        let kinked: [Easing] = [.ahBounceEaseIn, .easeOutBounce]
        for f in sources + kinked + [.easeOutCirc] {
            let baked = f.baked(resolution: 129)
            let error = try #require(baked.bakedError)
            #expect(exactAtEnds(baked))
            // Dense check, 64 points per interval, offset from the C core's own probes.
            let dense: [Double] = (0...8192).map { (Double($0) + 0.37) / 8193 }
            let measured = maxDifference(baked.value(at:), f.value(at:), over: dense)
            #expect(measured <= error, "\(f.name ?? "?"): \(measured / error)")
            // at most 2x, plus the certified bound's rounding allowance for named curves
            #expect(error <= 2 * measured + 4e-14, "\(f.name ?? "?"): \(error / measured)")
            #expect(f.bakedError == nil)
        }
        // Hermite error of a smooth curve shrinks with resolution (~h^4).
        let coarse = try #require(Easing.easeInOutSine.baked(resolution: 17).bakedError)
        let fine = try #require(Easing.easeInOutSine.baked(resolution: 65).bakedError)
        #expect(fine < coarse / 100)
        #expect(Easing.ease.baked() == Easing.ease.baked(resolution: 257))
        #expect(Easing.ease.baked(resolution: 17) != Easing.ease.baked(resolution: 33))
    }

    @Test("a custom closure is called as is, bakes, and compares by identity")
    func custom() throws {
        let shake = Easing.custom { t in sin(2 * Double.pi * 3 * t) * (1 - t) + t }
        #expect(grid.allSatisfy { identical(shake.value(at: $0), sin(2 * Double.pi * 3 * $0) * (1 - $0) + $0) })
        let copy = shake
        #expect(copy == shake)
        #expect(Easing.custom { $0 } != Easing.custom { $0 })
        let baked = shake.baked(resolution: 257)
        let error = try #require(baked.bakedError)
        #expect(maxDifference(baked.value(at:), shake.value(at:), over: unitGrid) <= error * 1.02)
        #expect(exactAtEnds(Easing.inOut(.custom { $0 * $0 })))
    }

    @Test("combinators nest and compare structurally")
    func nesting() {
        let nested = Easing.sequence([(Easing.inOut(.easeInCubic.reversed()), weight: 2), (.easeOutBack.clamped(), weight: 1)])
        #expect(exactAtEnds(nested))
        #expect(exactAtEnds(nested.baked(resolution: 33)))
        #expect(nested == Easing.sequence([(Easing.inOut(.easeInCubic.reversed()), weight: 2), (.easeOutBack.clamped(), weight: 1)]))
        #expect(nested != Easing.sequence([(Easing.inOut(.easeInCubic.reversed()), weight: 1), (.easeOutBack.clamped(), weight: 1)]))
        #expect(Easing.easeInCubic.reversed() != .easeInCubic)
        #expect(Easing.inOut(.easeInCubic) != Easing.outIn(.easeInCubic))
    }

    #if os(Linux) || os(macOS) || os(Windows)
    @Test("invalid sequences and tables stop the program")
    func invalid() async {
        await #expect(processExitsWith: .failure) { _ = Easing.sequence([Easing]()) }
        await #expect(processExitsWith: .failure) { _ = Easing.sequence([(.linear, weight: 0)]) }
        await #expect(processExitsWith: .failure) { _ = Easing.linear.baked(resolution: 1) }
        await #expect(processExitsWith: .failure) { _ = Easing.custom { _ in .nan }.baked() }
    }
    #endif
}
