import Foundation
import Testing

@testable import Motion

/// `Decay.validate(timeConstant:)` and `Decay.validate(androidFriction:)`: the
/// initializers' rules as throwing checks, compared with the C rule and with
/// the time constant computed independently.
@Suite("Decay validation")
struct DecayValidationTests {
    static let values: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, Double("1e-310")!, 1e-300, 1e-9, 1, 1e9, 1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -1,
    ]

    @Test("validate(timeConstant:) accepts exactly the finite positive time constants")
    func timeConstant() {
        for value in Self.values {
            let accepted = (try? Decay.validate(timeConstant: value)) != nil
            #expect(accepted == (value.isFinite && value > 0), "timeConstant \(value)")
            if accepted { #expect(Decay(timeConstant: value).timeConstant == value) }
        }
        #expect(throws: MotionArgumentError.self) { try Decay.validate(timeConstant: .nan) }
        do {
            try Decay.validate(timeConstant: -1)
            Issue.record("-1 accepted")
        } catch {
            #expect(error.argument == "timeConstant")
            #expect(error.value == "-1.0")
        }
    }

    @Test("validate(androidFriction:) accepts a friction when 1/(4.2·friction) is finite and > 0")
    func androidFriction() {
        for value in Self.values + [Double("1e-320")!, 1e308, 2e-308] {
            let tau = 1 / (4.2 * value)
            let expected = value.isFinite && value > 0 && tau.isFinite && tau > 0
            let accepted = (try? Decay.validate(androidFriction: value)) != nil
            #expect(accepted == expected, "androidFriction \(value)")
            if accepted { #expect(Decay(androidFriction: value).timeConstant == tau) }
        }
        do {
            try Decay.validate(androidFriction: Double("1e-320")!)
            Issue.record("1e-320 accepted")
        } catch {
            #expect(error.argument == "androidFriction")
            #expect(error.reason.contains("time constant"))
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Decay(timeConstant:) stops with the validation's message, naming the argument")
    func timeConstantPrecondition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Decay(timeConstant: -2)
        }
        #expect(Reliability.stderr(result, contains: "Decay(timeConstant: -2.0)"))
    }
    #endif
}
