import CSpringSolver
import Foundation
import Testing

@Suite("Spring parameterisations, settling, decay and rubber band")
struct SpringParameterTests {
    @Test("SwiftUI's documented examples")
    func swiftUIExamples() throws {
        var params = cspring_params()
        try #require(cspring_params_from_duration_bounce(&params, 0.5, 0.3) == .CSPRING_OK)
        #expect(params.mass == 1)
        #expect(abs(params.stiffness - 157.9) < 0.05)
        #expect(abs(params.damping - 17.6) < 0.05)

        params = try makeSpring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(cspring_params_duration(&params) - 0.63) < 0.005)
        #expect(abs(cspring_params_bounce(&params) - 0.5) < 1e-15)
    }

    @Test("Duration and bounce round-trip, including negative bounce",
          arguments: [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.8, 1])
    func durationBounceRoundTrip(bounce: Double) throws {
        var params = cspring_params()
        try #require(cspring_params_from_duration_bounce(&params, 0.7, bounce) == .CSPRING_OK)
        // ζ from the SwiftUI mapping, computed here independently.
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(abs(params.damping_ratio - zeta) <= 1e-12)
        #expect(abs(cspring_params_duration(&params) - 0.7) <= 1e-12)
        #expect(abs(cspring_params_bounce(&params) - bounce) <= 1e-12)
    }

    @Test("Pop's conversion tests: (12, 5) and tension/friction (240, 25)")
    func popRoundTrips() throws {
        var params = cspring_params()
        var bounciness = 0.0, speed = 0.0
        try #require(cspring_params_from_pop(&params, 12, 5) == .CSPRING_OK)
        try #require(cspring_params_to_pop(&params, &bounciness, &speed) == .CSPRING_OK)
        #expect(abs(bounciness - 12) <= 1e-4 && abs(speed - 5) <= 1e-4)

        params = try makeSpring(mass: 1, stiffness: 240, damping: 25)
        try #require(cspring_params_to_pop(&params, &bounciness, &speed) == .CSPRING_OK)
        try #require(cspring_params_from_pop(&params, bounciness, speed) == .CSPRING_OK)
        #expect(abs(params.stiffness - 240) <= 1e-4 && abs(params.damping - 25) <= 1e-4)
    }

    @Test("Settling duration inverts exactly", arguments: [0.2, 0.5, 0.9, 1.0, 1.7])
    func settlingDurationRoundTrip(ratio: Double) throws {
        var params = cspring_params()
        try #require(cspring_params_from_settling_duration(&params, 0.8, ratio, 0.001) == .CSPRING_OK)
        var settling = 0.0
        try #require(cspring_params_settling_duration(&params, 0.001, &settling) == .CSPRING_OK)
        #expect(abs(settling - 0.8) <= 1e-9)
        // And the definition holds: a unit step is more than ε away just before, within ε after.
        let before = cspring_evaluate(&params, 0, 0, 1, settling - 1e-6)
        let after = cspring_evaluate(&params, 0, 0, 1, settling + 1e-6)
        #expect(abs(before.position - 1) > 0.001)
        #expect(abs(after.position - 1) <= 0.001)
    }

    @Test("Settling time matches a dense scan")
    func settlingMatchesScan() throws {
        var params = try makeSpring(mass: 1, stiffness: 100, damping: 8)
        var settle = 0.0
        try #require(cspring_settling_time(&params, -1, 0, 1e-3, 1e-2, &settle) == .CSPRING_OK)
        var last = 0.0
        for step in 0...60000 {
            let t = Double(step) * 1e-4
            let s = cspring_evaluate(&params, -1, 0, 0, t)
            if abs(s.position) > 1e-3 || abs(s.velocity) > 1e-2 { last = t }
        }
        #expect(abs(settle - last) <= 1e-4)
    }

    @Test("Undamped springs never settle")
    func undamped() throws {
        var params = try makeSpring(mass: 1, stiffness: 100, damping: 0)
        var settle = 0.0
        #expect(cspring_settling_time(&params, 1, 0, 1e-3, 1e-3, &settle) == .CSPRING_NEVER_SETTLES)
        #expect(settle == .infinity)
    }

    @Test("Invalid parameters return a status and leave the output alone")
    func invalidParameters() {
        let sentinel = cspring_params(
            mass: 42, stiffness: 42, damping: 42, damping_ratio: 42, lambda: 42, omega0_sq: 42, s: 42, omega: 42,
            phase_rate_hi: 42, phase_rate_lo: 42)
        let cases: [(String, (inout cspring_params) -> cspring_status, cspring_status)] = [
            ("NaN mass", { cspring_params_init(&$0, .nan, 1, 1) }, .CSPRING_ERROR_NOT_FINITE),
            ("zero mass", { cspring_params_init(&$0, 0, 1, 1) }, .CSPRING_ERROR_MASS),
            ("negative stiffness", { cspring_params_init(&$0, 1, -1, 1) }, .CSPRING_ERROR_STIFFNESS),
            ("negative damping", { cspring_params_init(&$0, 1, 1, -1) }, .CSPRING_ERROR_DAMPING),
            ("zero duration", { cspring_params_from_duration_bounce(&$0, 0, 0) }, .CSPRING_ERROR_DURATION),
            ("bounce -1", { cspring_params_from_duration_bounce(&$0, 1, -1) }, .CSPRING_ERROR_BOUNCE),
            ("bounce above 1", { cspring_params_from_duration_bounce(&$0, 1, 1.5) }, .CSPRING_ERROR_BOUNCE),
            ("zero epsilon", { cspring_params_from_settling_duration(&$0, 1, 0.5, 0) }, .CSPRING_ERROR_EPSILON),
        ]
        for (name, call, expected) in cases {
            var params = sentinel
            let status = call(&params)
            #expect(status == expected, "\(name)")
            #expect(params.mass == 42 && params.omega == 42, "\(name) wrote its output")
            #expect(String(cString: cspring_status_description(status)).isEmpty == false)
        }
    }

    @Test("Decay: Pop's 499.0 and the continuous 499.4998 conventions")
    func decayConventions() {
        var pop = cspring_decay(), continuous = cspring_decay()
        #expect(cspring_decay_from_rate(&pop, CSPRING_DECAY_RATE_NORMAL, .CSPRING_DECAY_POP) == .CSPRING_OK)
        #expect(cspring_decay_from_rate(&continuous, CSPRING_DECAY_RATE_NORMAL, .CSPRING_DECAY_CONTINUOUS) == .CSPRING_OK)
        #expect(abs(cspring_decay_projection(&pop, 0, 1000) - 499.0) < 1e-9)
        // Continuous: −v/(1000·ln d).
        #expect(abs(cspring_decay_projection(&continuous, 0, 1000) - (-1000 / (1000 * log(0.998)))) < 1e-9)
        // Pop's discrete sum over whole milliseconds, computed term by term.
        var position = 0.0, velocity = 1000.0
        for _ in 0..<100 {
            velocity *= 0.998
            position += velocity / 1000
        }
        let state = cspring_decay_evaluate(&pop, 0, 1000, 0.1)
        #expect(abs(state.position - position) < 1e-9)
        #expect(abs(state.velocity - velocity) < 1e-9)
    }

    @Test("Rubber band and its inverse")
    func rubberBand() {
        var offset = 0.0, overshoot = 0.0
        #expect(cspring_rubber_band(100, 300, CSPRING_RUBBER_BAND_COEFFICIENT, &offset) == .CSPRING_OK)
        #expect(abs(offset - (1 - 1 / (100 * 0.55 / 300 + 1)) * 300) < 1e-12)
        #expect(cspring_rubber_band_inverse(offset, 300, 0.55, &overshoot) == .CSPRING_OK)
        #expect(abs(overshoot - 100) < 1e-12)
        #expect(cspring_rubber_band_inverse(300, 300, 0.55, &overshoot) == .CSPRING_ERROR_RANGE)
    }
}
