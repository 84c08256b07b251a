import Foundation
import Motion
import Testing

// The parametric families against their formulas, computed here, and against the
// direct C functions bit for bit.

/// in-curve → variant, the composition rules of ceasing.h, computed here.
private func variant(_ inCurve: @escaping (Double) -> Double, _ variant: Easing.Variant) -> (Double) -> Double {
    let out = { (t: Double) in 1 - inCurve(1 - t) }
    switch variant {
    case .in: return inCurve
    case .out: return out
    case .inOut: return { t in t < 0.5 ? 0.5 * inCurve(2 * t) : 1 - 0.5 * inCurve(2 - 2 * t) }
    case .outIn: return { t in t < 0.5 ? 0.5 * out(2 * t) : 0.5 + 0.5 * inCurve(2 * t - 1) }
    }
}

@Suite("Easing: parametric curves")
struct EasingParametricTests {
    @Test("power(variant, exponent) follows t^n and its compositions", arguments: Easing.Variant.allCases)
    func power(variant v: Easing.Variant) {
        for exponent in [0.5, 1, 2, 3, 4.5] {
            let easing = Easing.power(v, exponent: exponent)
            let formula = variant({ pow($0, exponent) }, v)
            #expect(exactAtEnds(easing))
            #expect(maxDifference(easing.value(at:), formula, over: unitGrid) <= 4e-16, "power \(v) \(exponent)")
        }
        // RHAnimator tables (seeds.md §2): accelerate(3), decelerate(3), ease(3) at 0.25.
        #expect(Easing.power(.in, exponent: 3).value(at: 0.25) == 0.015625)
        #expect(Easing.power(.out, exponent: 3).value(at: 0.25) == 0.578125)
        #expect(Easing.power(.inOut, exponent: 3).value(at: 0.25) == 0.0625)
    }

    @Test("back(variant, overshoot) follows t²((s + 1)t - s)", arguments: Easing.Variant.allCases)
    func back(variant v: Easing.Variant) {
        for s in [0, 1.70158, 3] {
            let easing = Easing.back(v, overshoot: s)
            let formula = variant({ t in t * t * ((s + 1) * t - s) }, v)
            #expect(exactAtEnds(easing))
            #expect(maxDifference(easing.value(at:), formula, over: unitGrid) <= 1e-15, "back \(v) \(s)")
        }
        // GSAP back.out(3) at 0.5 is 1.25 (timing.md §6.3); default 1.70158 is Penner's.
        #expect(abs(Easing.back(.out, overshoot: 3).value(at: 0.5) - 1.25) <= 1e-15)
        #expect(maxDifference(Easing.back(.out).value(at:), Easing.easeOutBack.value(at:), over: unitGrid) <= 1e-15)
    }

    @Test("elastic(variant, a, p) follows GSAP's formula", arguments: Easing.Variant.allCases)
    func elastic(variant v: Easing.Variant) {
        for (a, p) in [(1.0, 0.3), (1.0, 0.45), (2.0, 0.5), (0.5, 0.3)] {
            let bigA = max(a, 1)
            let bigP = p / min(a, 1)
            let out = { (t: Double) -> Double in
                t >= 1 ? 1 : bigA * pow(2, -10 * t) * sin(2 * Double.pi * t / bigP - asin(1 / bigA)) + 1
            }
            let inCurve = { (t: Double) in t <= 0 ? 0 : 1 - out(1 - t) }
            // outIn removes out's end step r = out(1-) - 1 with a linear ramp (ceasing.h):
            // ½ (out(u) - r u), then ½ + ½ (in(u) + r (1 - u)), with the raw formulas.
            let raw = { (t: Double) in bigA * pow(2, -10 * t) * sin(2 * Double.pi * t / bigP - asin(1 / bigA)) + 1 }
            let r = raw(1) - 1
            let rampedOutIn = { (t: Double) -> Double in
                if t <= 0 { return 0 }
                if t >= 1 { return 1 }
                if t < 0.5 { return 0.5 * (raw(2 * t) - r * 2 * t) }
                let u = 2 * t - 1
                return 0.5 + 0.5 * (1 - raw(1 - u) + r * (1 - u))
            }
            let easing = Easing.elastic(v, amplitude: a, period: p)
            let formula = v == .outIn ? rampedOutIn : variant(inCurve, v)
            #expect(exactAtEnds(easing))
            #expect(maxDifference(easing.value(at:), formula, over: unitGrid) <= 4e-15, "elastic \(v) \(a) \(p)")
        }
        // GSAP elastic.out(1, 0.5) at 0.25 (timing.md §6.3)
        #expect(abs(Easing.elastic(.out, amplitude: 1, period: 0.5).value(at: 0.25) - 1.176776695296637) <= 1e-14)
    }

    @Test("overshoot and exponentialDecelerate follow RHAnimator's formulas")
    func rhAnimatorCurves() {
        for (count, h) in [(0, 0.15), (1, 0.15), (3, 0.15), (2, 0.3)] {
            let easing = Easing.overshoot(count: count, halflife: h)
            let formula = { (t: Double) in
                1 - pow(0.5, t / h) * cos(2 * Double.pi * t * (0.25 + Double(count) / 2))
            }
            #expect(exactAtEnds(easing))
            #expect(maxDifference(easing.value(at:), formula, over: unitGrid.dropLast()) <= 1e-15)
        }
        // seeds.md §2: overshoot() 0.879462 / 1.070154 / 1.028871 at 0.25 / 0.5 / 0.75
        let rh = Easing.overshoot()
        for (t, value) in [(0.25, 0.879462), (0.5, 1.070154), (0.75, 1.028871)] {
            #expect(abs(rh.value(at: t) - value) <= 5e-7)
        }
        for h in [0.15, 0.5] {
            let easing = Easing.exponentialDecelerate(halflife: h)
            let formula = { (t: Double) in (1 - pow(0.5, t / h)) / (1 - pow(0.5, 1 / h)) }
            #expect(exactAtEnds(easing))
            #expect(maxDifference(easing.value(at:), formula, over: unitGrid) <= 1e-15)
        }
    }

    @Test("every parametric easing equals its direct C function bit for bit")
    func parityWithDirectFunctions() {
        let cases: [(Easing, (Double) -> Double)] = [
            (.power(.in, exponent: 2.5), { ceasing_power_in($0, 2.5) }),
            (.power(.out, exponent: 2.5), { ceasing_power_out($0, 2.5) }),
            (.power(.inOut, exponent: 2.5), { ceasing_power_in_out($0, 2.5) }),
            (.power(.outIn, exponent: 2.5), { ceasing_power_out_in($0, 2.5) }),
            (.back(.in, overshoot: 2), { ceasing_param_back_in($0, 2) }),
            (.back(.out, overshoot: 2), { ceasing_param_back_out($0, 2) }),
            (.back(.inOut, overshoot: 2), { ceasing_param_back_in_out($0, 2) }),
            (.back(.outIn, overshoot: 2), { ceasing_param_back_out_in($0, 2) }),
            (.elastic(.in, amplitude: 1.5, period: 0.4), { ceasing_param_elastic_in($0, 1.5, 0.4) }),
            (.elastic(.out, amplitude: 1.5, period: 0.4), { ceasing_param_elastic_out($0, 1.5, 0.4) }),
            (.elastic(.inOut, amplitude: 1.5, period: 0.4), { ceasing_param_elastic_in_out($0, 1.5, 0.4) }),
            (.elastic(.outIn, amplitude: 1.5, period: 0.4), { ceasing_param_elastic_out_in($0, 1.5, 0.4) }),
            (.overshoot(count: 2, halflife: 0.2), { ceasing_overshoot($0, 2, 0.2) }),
            (.exponentialDecelerate(halflife: 0.2), { ceasing_exponential_decelerate($0, 0.2) }),
        ]
        for (easing, function) in cases {
            #expect(grid.allSatisfy { identical(easing.value(at: $0), function($0)) })
        }
    }

    @Test("parametric easings compare by family, variant and parameters")
    func equality() {
        #expect(Easing.power(.in, exponent: 3) == .power(.in, exponent: 3))
        #expect(Easing.power(.in, exponent: 3) != .power(.out, exponent: 3))
        #expect(Easing.power(.in, exponent: 3) != .power(.in, exponent: 2))
        #expect(Easing.back(.in, overshoot: 1) != .power(.in, exponent: 1))
        #expect(Set([Easing.elastic(.out), .elastic(.out), .elastic(.in)]).count == 2)
    }

    #if os(Linux) || os(macOS) || os(Windows)
    @Test("invalid parameters stop the program with a message naming the call")
    func invalidParameters() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Easing.power(.in, exponent: 0)
        }
        // Optimised builds trap without printing the message.
        #if DEBUG
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Easing.power(.in, exponent: 0.0)"), "\(message)")
        #else
        _ = result
        #endif
        await #expect(processExitsWith: .failure) { _ = Easing.elastic(.out, amplitude: .nan) }
        await #expect(processExitsWith: .failure) { _ = Easing.cubicBezier(x1: 1.5, y1: 0, x2: 0, y2: 1) }
        await #expect(processExitsWith: .failure) { _ = Easing.steps(1, position: .jumpNone) }
        await #expect(processExitsWith: .failure) { _ = Easing.overshoot(count: -1) }
    }
    #endif
}
