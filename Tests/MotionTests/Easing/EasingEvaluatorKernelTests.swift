import CEasing
import Testing

@testable import Motion

/// The evaluator's direct cubic-bezier kernel against the C library's tagged
/// dispatch (`ceasing_easing_evaluate_before` on the whole `ceasing_easing`),
/// bit for bit, with and without the before flag.
@Suite struct EasingEvaluatorKernelTests {
    static let beziers: [Easing] = [
        .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
        .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
        .cubicBezier(x1: 1, y1: 1e300, x2: 0, y2: -1e300),
        .cubicBezier(x1: 0, y1: .leastNonzeroMagnitude, x2: 1, y2: -.leastNonzeroMagnitude),
        .cubicBezier(x1: 0.5, y1: 0, x2: 0.5, y2: 1),
    ]

    static var inputs: [Double] {
        var xs: [Double] = [
            0, -0.0, 1, 0.5, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, 1 - 0x1p-53, 1 + 0x1p-52, -1, 2, 1e300, -1e300,
            .infinity, -.infinity, .nan,
        ]
        var random = SplitMix64(seed: 17)
        for _ in 0..<500 { xs.append(random.uniform(-0.25...1.25)) }
        return xs
    }

    @Test(arguments: beziers)
    func directKernelMatchesTheTaggedDispatch(_ easing: Easing) throws {
        guard case .function(let function) = easing.storage else {
            Issue.record("a cubic bezier is a C function easing")
            return
        }
        let evaluator = EasingEvaluator(easing)
        guard case .cubicBezier = evaluator.kernel else {
            Issue.record("the evaluator does not take the direct kernel")
            return
        }
        for x in Self.inputs {
            let expected = ceasing_easing_evaluate_before(function.box.pointer, x, 0)
            let expectedBefore = ceasing_easing_evaluate_before(function.box.pointer, x, 1)
            let fast = try #require(evaluator.fast.value(at: x))
            let fastBefore = try #require(evaluator.fast.valueWithBeforeFlag(at: x))
            #expect(fast.bitPattern == expected.bitPattern, "x = \(x)")
            #expect(evaluator(x).bitPattern == expected.bitPattern, "x = \(x)")
            #expect(fastBefore.bitPattern == expectedBefore.bitPattern, "x = \(x)")
            #expect(evaluator.value(at: x, beforeFlag: true).bitPattern == expectedBefore.bitPattern, "x = \(x)")
            #expect(easing.value(at: x).bitPattern == expected.bitPattern, "x = \(x)")
        }
        #expect(evaluator(0) == 0)
        #expect(evaluator(1) == 1)
    }

    @Test func otherFunctionEasingsKeepTheTaggedKernel() {
        for easing in [Easing.steps(3, position: .jumpEnd), .steps(1, position: .jumpStart)] {
            guard case .function = EasingEvaluator(easing).kernel else {
                Issue.record("\(easing) should evaluate through ceasing_easing_evaluate")
                continue
            }
        }
    }

    /// Every named curve in the C header, by raw value.
    static var curves: [ceasing_curve] {
        (0..<UInt32(CEASING_CURVE_COUNT)).compactMap { ceasing_curve(rawValue: $0) }
    }

    @Test("Each named curve's direct C function equals ceasing_curve_evaluate, bit for bit, with and without the before flag")
    func directCurvesMatchTheSwitch() throws {
        let curves = Self.curves
        #expect(curves.count == 64)
        for curve in curves {
            let easing = Easing(storage: .curve(curve))
            let evaluator = EasingEvaluator(easing)
            switch curve {
            case .CEASING_CURVE_LINEAR:
                guard case .linear = evaluator.kernel else { Issue.record("linear"); continue }
            case .CEASING_CURVE_STEP_START, .CEASING_CURVE_STEP_END:
                guard case .curve = evaluator.kernel else { Issue.record("\(curve) keeps the before flag's switch"); continue }
            default:
                guard case .direct = evaluator.kernel else { Issue.record("\(curve) is not direct"); continue }
            }
            var tagged = ceasing_easing()
            #expect(ceasing_easing_init_curve(&tagged, curve) == .CEASING_OK)
            for x in Self.inputs {
                let expected = ceasing_curve_evaluate(curve, x)
                let expectedBefore = ceasing_easing_evaluate_before(&tagged, x, 1)
                #expect(try #require(evaluator.fast.value(at: x)).bitPattern == expected.bitPattern, "\(curve) at \(x)")
                #expect(evaluator(x).bitPattern == expected.bitPattern, "\(curve) at \(x)")
                #expect(
                    evaluator.value(at: x, beforeFlag: true).bitPattern == expectedBefore.bitPattern, "\(curve) at \(x)")
            }
        }
    }
}
