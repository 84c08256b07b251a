import Foundation
import Motion
import Testing

// Spring easings: the unit step from rest at t = p T, against cspring_evaluate and
// against the closed-form step responses written out here.

@Suite("Easing: springs")
struct EasingSpringTests {
    /// Under-, critically and over-damped springs with their closed-form unit step from rest.
    static let springs: [(Spring, @Sendable (Double) -> Double)] = [
        // k = 100, c = 10, m = 1: λ = 5, ω = √75; x = 1 - e^(-λt) (cos ωt + λ/ω sin ωt)
        (Spring(mass: 1, stiffness: 100, damping: 10), { t in
            let omega = 75.0.squareRoot()
            return 1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t))
        }),
        // k = 100, c = 20: critical, ω0 = 10; x = 1 - (1 + ω0 t) e^(-ω0 t)
        (Spring(mass: 1, stiffness: 100, damping: 20), { t in 1 - (1 + 10 * t) * exp(-10 * t) }),
        // k = 100, c = 30: over-damped, roots r = -15 ± √125; x = 1 + (r2 e^(r1 t) - r1 e^(r2 t)) / (r1 - r2)
        (Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true), { t in
            let r1 = -15 + 125.0.squareRoot()
            let r2 = -15 - 125.0.squareRoot()
            return 1 + (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
        }),
        // m = 2, k = 300, c = 12: λ = 3, ω = √(150 - 9)
        (Spring(mass: 2, stiffness: 300, damping: 12), { t in
            let omega = 141.0.squareRoot()
            return 1 - exp(-3 * t) * (cos(omega * t) + 3 / omega * sin(omega * t))
        }),
    ]

    @Test("value(at: p) is cspring_evaluate's position at p T, bit for bit, with exact ends")
    func matchesTheSolver() throws {
        for (spring, _) in Self.springs {
            let easing = Easing.spring(spring)
            let duration = try #require(easing.springSettlingDuration)
            #expect(exactAtEnds(easing))
            #expect(easing.value(at: 1.5) == 1)
            #expect(easing.value(at: -0.5) == 0)
            // The solver through its own C entry point, on parameters rebuilt from m, k, c.
            var parameters = cspring_params()
            #expect(cspring_params_init(&parameters, spring.mass, spring.stiffness, spring.damping) == .CSPRING_OK)
            var expected: [Double] = []
            var actual: [Double] = []
            for p in unitGrid where p > 0 && p < 1 {
                expected.append(cspring_evaluate(&parameters, 0, 0, 1, p * duration).position)
                actual.append(easing.value(at: p))
            }
            #expect(zip(expected, actual).allSatisfy { identical($0, $1) })
        }
    }

    @Test("value(at: p) follows the closed-form step response")
    func closedForm() throws {
        for (spring, response) in Self.springs {
            let easing = Easing.spring(spring)
            let duration = try #require(easing.springSettlingDuration)
            for p in unitGrid where p > 0 && p < 1 {
                #expect(abs(easing.value(at: p) - response(p * duration)) <= 1e-13)
            }
        }
    }

    @Test("the settling duration is the last time the step is more than 0.001 from 1")
    func settlingDuration() throws {
        for (spring, response) in Self.springs {
            let duration = try #require(Easing.spring(spring).springSettlingDuration)
            // At T the response is 0.001 from 1 (to the solver's precision) ...
            #expect(abs(abs(response(duration) - 1) - Easing.springSettlingTolerance) <= 1e-9)
            // ... and never further afterwards (sampled over 4 T).
            let later = (1...4000).map { duration * (1 + Double($0) / 1000) }
            #expect(later.allSatisfy { abs(response($0) - 1) <= Easing.springSettlingTolerance * (1 + 1e-9) })
        }
        // The time model of the C core: ω0 T = τ(ζ), so T halves when ω0 doubles.
        let slow = try #require(Easing.spring(Spring(mass: 1, stiffness: 100, damping: 10)).springSettlingDuration)
        let fast = try #require(Easing.spring(Spring(mass: 1, stiffness: 400, damping: 20)).springSettlingDuration)
        #expect(abs(slow / fast - 2) <= 1e-12)
    }

    @Test("spring easings compare by their physical parameters")
    func equality() {
        #expect(Easing.spring(Spring(mass: 1, stiffness: 100, damping: 10)) == .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(Easing.spring(Spring(mass: 1, stiffness: 100, damping: 10)) != .spring(Spring(mass: 1, stiffness: 100, damping: 11)))
        #expect(Easing.linear.springSettlingDuration == nil)
    }

    #if os(Linux) || os(macOS) || os(Windows)
    @Test("an undamped spring never settles: a precondition failure")
    func undamped() async {
        await #expect(processExitsWith: .failure) { _ = Easing.spring(Spring(mass: 1, stiffness: 100, damping: 0)) }
    }
    #endif
}
