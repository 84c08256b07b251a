import Testing

@testable import Motion

/// CSS Easing Level 1, §2.3 "Step easing functions": the output of `steps(n, position)`
/// at input `x` with the before flag, as the spec's steps compute it.
private func cssSteps(_ x: Double, _ n: Int, _ position: Easing.StepPosition, before: Bool) -> Double {
    var step = (x * Double(n)).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    if before && (x * Double(n)).truncatingRemainder(dividingBy: 1) == 0 { step -= 1 }
    if x >= 0 && step < 0 { step = 0 }
    let jumps = position == .jumpNone ? n - 1 : position == .jumpBoth ? n + 1 : n
    if x <= 1 && step > Double(jumps) { step = Double(jumps) }
    return step / Double(jumps)
}

/// The value with the before flag, as Web Animations' transformed progress asks for it.
private func withBeforeFlag(_ easing: Easing, _ x: Double) -> Double {
    EasingEvaluator(easing).value(at: x, beforeFlag: true)
}

/// A random easing built from steps and continuous curves with every combinator, up to `depth` deep.
/// Sequence weights keep every boundary dyadic, so that the test grid holds every jump.
private func randomEasing(_ random: inout SplitMix64, depth: Int) -> Easing {
    let positions: [Easing.StepPosition] = [.jumpStart, .jumpEnd, .jumpBoth, .jumpNone]
    if depth == 0 || random.next() % 4 == 0 {
        switch random.next() % 5 {
        case 0: return .stepStart
        case 1: return .stepEnd
        case 2: return .easeInQuad
        case 3: return .linear
        default:
            let position = positions[Int(random.next() % 4)]
            return .steps(position == .jumpNone ? 2 : [1, 2, 4][Int(random.next() % 3)], position: position)
        }
    }
    let inner = { (random: inout SplitMix64) in randomEasing(&random, depth: depth - 1) }
    switch random.next() % 5 {
    case 0: return inner(&random).reversed()
    case 1: return .inOut(inner(&random))
    case 2: return .outIn(inner(&random))
    case 3: return inner(&random).clamped()
    default:
        let weights: [[Double]] = [[1, 1], [1, 3], [3, 1], [1, 1, 2]]
        return .sequence(weights[Int(random.next() % 4)].map { (inner(&random), weight: $0) })
    }
}

@Suite("The CSS before flag through combinators")
struct EasingBeforeFlagCombinatorTests {
    @Test("Step easings: the flag as CSS defines it (the oracle's check)")
    func steps() {
        for position in [Easing.StepPosition.jumpStart, .jumpEnd, .jumpBoth, .jumpNone] {
            for n in [2, 3, 4] {
                for i in 0...24 {
                    let x = Double(i) / 24
                    #expect(withBeforeFlag(.steps(n, position: position), x) == cssSteps(x, n, position, before: true))
                }
            }
        }
        #expect(withBeforeFlag(.stepStart, 0) == cssSteps(0, 1, .jumpStart, before: true))
        #expect(withBeforeFlag(.stepEnd, 1) == cssSteps(1, 1, .jumpEnd, before: true))
    }

    /// Each combinator's rule, at the points where it differs from the ordinary
    /// value, with the spec's steps computed above.
    @Test("Each combinator passes the flag where its input rises, and asks from above where it falls")
    func combinatorRules() {
        // reversed(): 1 − f(1 − x) from above, the ordinary step value.
        #expect(withBeforeFlag(Easing.stepStart.reversed(), 0) == 1 - cssSteps(1, 1, .jumpStart, before: false))
        #expect(withBeforeFlag(Easing.stepEnd.reversed(), 1) == 1 - cssSteps(0, 1, .jumpEnd, before: false))
        // reversed() twice: from below again.
        #expect(withBeforeFlag(Easing.stepStart.reversed().reversed(), 0) == cssSteps(0, 1, .jumpStart, before: true))
        // inOut: ½ f(2x) from below up to ½ inclusive.
        #expect(withBeforeFlag(.inOut(.stepStart), 0) == 0.5 * cssSteps(0, 1, .jumpStart, before: true))
        #expect(withBeforeFlag(.inOut(.stepEnd), 0.5) == 0.5 * cssSteps(1, 1, .jumpEnd, before: true))
        #expect(
            withBeforeFlag(.inOut(.steps(2, position: .jumpStart)), 0.75)
                == 1 - 0.5 * cssSteps(0.5, 2, .jumpStart, before: false))
        // outIn: ½ (1 − f(1 − 2x)) from above up to ½, then ½ + ½ f(2x − 1) from below.
        #expect(withBeforeFlag(.outIn(.stepEnd), 0.5) == 0.5 * (1 - cssSteps(0, 1, .jumpEnd, before: false)))
        #expect(
            withBeforeFlag(.outIn(.steps(2, position: .jumpEnd)), 0.75)
                == 0.5 + 0.5 * cssSteps(0.5, 2, .jumpEnd, before: true))
        // clamped(): the inner value from below, clamped.
        #expect(withBeforeFlag(Easing.stepStart.clamped(), 0) == cssSteps(0, 1, .jumpStart, before: true))
        // sequence: the first segment at 0; at a boundary, the segment ending there.
        let sequence = Easing.sequence([.stepStart, .steps(2, position: .jumpStart)])
        #expect(withBeforeFlag(sequence, 0) == 0.5 * cssSteps(0, 1, .jumpStart, before: true))
        #expect(withBeforeFlag(sequence, 0.75) == 0.5 + 0.5 * cssSteps(0.5, 2, .jumpStart, before: true))
    }

    /// The rule's meaning, checked another way: with the flag, a combinator's value at x in
    /// (0, 1] is the value its ordinary curve approaches from below (x − 10⁻¹⁰), at every
    /// jump of random compositions and between them.
    @Test("With the flag, random compositions give their value approached from below", arguments: 0..<60)
    func leftLimit(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 11)
        let easing = randomEasing(&random, depth: 3)
        for i in 1...128 {
            let x = Double(i) / 128
            let flagged = withBeforeFlag(easing, x)
            let below = easing.value(at: x - 1e-10)
            #expect(abs(flagged - below) < 1e-7, "\(easing) at \(x): \(flagged), below \(below)")
        }
        // Without the flag nothing changes.
        for i in 0...16 {
            let x = Double(i) / 16
            #expect(EasingEvaluator(easing).value(at: x, beforeFlag: false) == easing.value(at: x))
        }
    }

    /// On the engine, the before phase of a forward animation evaluates its easing with the flag.
    @Test("The transformed progress of a combinator in the before phase uses the flag")
    func engineBeforePhase() {
        let animation = WPTAnimation(WPTTiming(duration: 1000, delay: 1000, fill: .both, easing: .inOut(.stepStart)))
        animation.seek(0)
        let expected = 0.5 * cssSteps(0, 1, .jumpStart, before: true)
        #expect(animation.timing.transformedProgress == expected)
    }
}
