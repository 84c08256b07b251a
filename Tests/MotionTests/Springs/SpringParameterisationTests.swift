import Foundation
import Motion
import Testing

@Suite("Spring parameterisations")
struct SpringParameterisationTests {
    /// Rounds to `digits` decimals, the precision SwiftUI's documentation prints.
    func rounded(_ value: Double, digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    @Test("SwiftUI's documented example: duration 0.5, bounce 0.3 is (1.0, 157.9, 17.6)")
    func swiftUIDurationBounceExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1.0)
        #expect(rounded(spring.stiffness, digits: 1) == 157.9)
        #expect(rounded(spring.damping, digits: 1) == 17.6)
    }

    @Test("SwiftUI's documented example: (1, 100, 10) has duration 0.63 and bounce 0.5")
    func swiftUIMassStiffnessDampingExample() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(rounded(spring.duration, digits: 2) == 0.63)
        #expect(rounded(spring.bounce, digits: 2) == 0.5)
    }

    @Test("Presets match SwiftUI's (duration, bounce) through k = (2π/d)², c = 2ζ√k, and timing.md §6.1")
    func presets() {
        let cases: [(Spring, Double, Double)] = [
            (.smooth, 0.0, 25.13274123), (.snappy, 0.15, 21.36283004), (.bouncy, 0.3, 17.59291886),
        ]
        for (spring, bounce, publishedDamping) in cases {
            let k = pow(2 * Double.pi / 0.5, 2)
            #expect(isClose(spring.stiffness, k, within: 1e-12 * k))
            #expect(isClose(spring.stiffness, 157.9136704, within: 1e-7))
            #expect(isClose(spring.damping, 2 * (1 - bounce) * k.squareRoot(), within: 1e-12))
            #expect(isClose(spring.damping, publishedDamping, within: 1e-8))
            #expect(spring.mass == 1)
        }
        #expect(Spring.smooth(duration: 0.8, extraBounce: 0.1) == Spring(duration: 0.8, bounce: 0.1))
        #expect(Spring.snappy(extraBounce: 0.2) == Spring(duration: 0.5, bounce: 0.35))
        #expect(Spring.bouncy(duration: 1) == Spring(duration: 1, bounce: 0.3))
        #expect(Spring.snappy() == Spring.snappy)
        #expect(Spring() == Spring.smooth)
    }

    @Test("response and damping ratio map to k and c as published (timing.md §6.1)")
    func responseOracles() {
        let rows: [(response: Double, ratio: Double, k: Double, c: Double)] = [
            (0.5, 0.825, 157.9136704, 20.73451151), (0.55, 0.825, 130.5071656, 18.84955592),
            (0.15, 0.86, 1754.596338, 72.04719152), (0.2, 0.8, 986.9604401, 50.26548246),
        ]
        for row in rows {
            let spring = Spring(response: row.response, dampingRatio: row.ratio)
            #expect(isClose(spring.stiffness, row.k, within: 1e-9 * row.k + 1e-6))
            #expect(isClose(spring.damping, row.c, within: 1e-8))
        }
    }

    @Test("duration and bounce round-trip, over- and under-damped", arguments: [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 1])
    func durationBounceRoundTrip(bounce: Double) {
        for duration in [0.05, 0.5, 2.0, 30.0] {
            let spring = Spring(duration: duration, bounce: bounce)
            #expect(isClose(spring.duration, duration, within: 1e-9 * duration))
            #expect(isClose(spring.response, duration, within: 1e-9 * duration))
            #expect(isClose(spring.bounce, bounce, within: 1e-9))
        }
    }

    @Test("response and damping ratio round-trip", arguments: [0.0, 0.2, 0.825, 1, 1.5, 10])
    func responseRoundTrip(ratio: Double) {
        for response in [0.1, 0.55, 3.0] {
            let spring = Spring(response: response, dampingRatio: ratio)
            #expect(isClose(spring.response, response, within: 1e-9 * response))
            #expect(isClose(spring.dampingRatio, ratio, within: 1e-9 * max(1, ratio)))
        }
    }

    @Test("settling duration and damping ratio round-trip", arguments: [0.1, 0.5, 0.9, 1, 2])
    func settlingRoundTrip(ratio: Double) {
        for settling in [0.2, 1.0, 4.0] {
            let spring = Spring(settlingDuration: settling, dampingRatio: ratio)
            #expect(isClose(spring.settlingDuration, settling, within: 1e-9 * settling))
            #expect(isClose(spring.dampingRatio, ratio, within: 1e-9))
            // A custom ε reads back through the method form (target 1 from rest).
            let loose = Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: 0.01)
            #expect(isClose(loose.settlingDuration(target: 1.0, epsilon: 0.01), settling, within: 1e-9 * settling))
        }
    }

    @Test("The settling duration is where a fine-step sample of the closed form last leaves ε = 0.001")
    func settlingDurationAgainstSampling() {
        for spring in [Spring(mass: 1, stiffness: 100, damping: 5), Spring.smooth, Spring.bouncy, Spring(mass: 1, stiffness: 100, damping: 15)] {
            let sampled = SpringOracle.sampledLastExit(step: 1e-5, horizon: 5, epsilon: 0.001) { t in
                abs(SpringOracle.state(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                       from: 0, velocity: 0, to: 1, at: t).position - 1)
            }
            #expect(isClose(spring.settlingDuration, sampled, within: 1.1e-5))
        }
        // timing.md §6.1: CASpringAnimation k=100: c=5 → 2.69 s and c=15 → 0.80 s at ε = 1e-3.
        #expect((Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration * 100).rounded() / 100 == 2.69)
        #expect((Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration * 100).rounded() / 100 == 0.80)
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test("Pop bounciness and speed: published tension/friction and round trips")
    func pop() {
        let rows: [(b: Double, s: Double, tension: Double, friction: Double)] = [
            (4, 12, 342.1005882, 30.48697965), (0, 12, 342.1005882, 36.92588092),
            (10, 10, 299.6188235, 20.57293798), (20, 20, 512.0276471, 13.35648842),
        ]
        for row in rows {
            let spring = Spring(bounciness: row.b, speed: row.s)
            #expect(isClose(spring.stiffness, row.tension, within: 1e-6))
            #expect(isClose(spring.damping, row.friction, within: 1e-7))
            #expect(spring.mass == 1)
        }
        for (b, s) in [(12.0, 5.0), (4.0, 12.0), (0.5, 3.0), (19.0, 20.0)] {
            let spring = Spring(bounciness: b, speed: s)
            guard let bounciness = spring.bounciness, let speed = spring.speed else {
                Issue.record("Spring(bounciness: \(b), speed: \(s)) has no Pop parameters")
                continue
            }
            #expect(isClose(bounciness, b, within: 1e-9 * max(1, b)))
            #expect(isClose(speed, s, within: 1e-9 * s))
        }
        // Below Pop's minimum tension (QC 0.5, i.e. k ≈ 85.5) there is no Pop spring.
        let soft = Spring(mass: 1, stiffness: 10, damping: 2)
        #expect(soft.bounciness == nil)
        #expect(soft.speed == nil)
    }

    @Test("Tension and friction are stiffness and damping at mass 1")
    func tensionFriction() {
        let spring = Spring(tension: 240, friction: 25)
        #expect(spring.stiffness == 240)
        #expect(spring.damping == 25)
        #expect(spring.mass == 1)
        #expect(isClose(spring.dampingRatio, 25 / (2 * 240.0.squareRoot()), within: 1e-15))
        // Rebound keeps over-damping: (100, 30) stays at ζ = 1.5.
        #expect(Spring(tension: 100, friction: 30).dampingRatio == 1.5)
    }

    @Test("Android constants and mapping c = 2ζ√k")
    func android() {
        #expect(Spring.AndroidStiffness.high.rawValue == 10_000)
        #expect(Spring.AndroidStiffness.medium.rawValue == 1500)
        #expect(Spring.AndroidStiffness.low.rawValue == 200)
        #expect(Spring.AndroidStiffness.veryLow.rawValue == 50)
        #expect(Spring.AndroidDampingRatio.highBouncy.rawValue == 0.2)
        #expect(Spring.AndroidDampingRatio.mediumBouncy.rawValue == 0.5)
        #expect(Spring.AndroidDampingRatio.lowBouncy.rawValue == 0.75)
        #expect(Spring.AndroidDampingRatio.noBouncy.rawValue == 1)
        let spring = Spring(androidStiffness: .medium)
        #expect(spring.stiffness == 1500)
        #expect(isClose(spring.damping, 2 * 0.5 * 1500.0.squareRoot(), within: 1e-12))
        #expect(isClose(spring.dampingRatio, 0.5, within: 1e-15))
        let custom = Spring(androidStiffness: 700, dampingRatio: 0.9)
        #expect(custom.stiffness == 700)
        #expect(isClose(custom.dampingRatio, 0.9, within: 1e-15))
        // timing.md §6.1: Android default at t = 0.1 from 0 to 1.
        #expect(isClose(spring.value(target: 1.0, time: 0.1), 1.15852544007137, within: 1e-12))
        #expect(isClose(Spring(androidStiffness: .medium, dampingRatio: .noBouncy).value(target: 1.0, time: 0.1),
                        0.898660296011901, within: 1e-12))
    }

    @Test("Over-damped physical input is critically damped unless allowOverDamping")
    func allowOverDamping() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
        #expect(clamped.stiffness == 100)
        #expect(isClose(clamped.damping, 20, within: 1e-12))
        #expect(isClose(clamped.dampingRatio, 1, within: 1e-15))
        #expect(isClose(clamped.bounce, 0, within: 1e-15))
        // Critically damped k=100 (timing.md §6.1): x(0.1) = 1 − 2/e, v(0.1) = 10/e.
        #expect(isClose(clamped.value(target: 1.0, time: 0.1), 1 - 2 / M_E, within: 1e-12))
        #expect(isClose(clamped.velocity(target: 1.0, time: 0.1), 10 / M_E, within: 1e-12))

        let over = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(over.damping == 30)
        #expect(over.dampingRatio == 1.5)
        #expect(isClose(over.bounce, 1 / 1.5 - 1, within: 1e-15))
        #expect(isClose(over.value(target: 1.0, time: 0.5), 0.826595349759536, within: 1e-12))

        // Under-damped input is unaffected by the flag.
        #expect(Spring(mass: 2, stiffness: 50, damping: 3) == Spring(mass: 2, stiffness: 50, damping: 3, allowOverDamping: true))
    }

    @Test("Codable round trip, default mass, and a thrown error for invalid data")
    func codable() throws {
        let spring = Spring(mass: 2, stiffness: 120, damping: 40, allowOverDamping: true)
        let data = try JSONEncoder().encode(spring)
        let decoded = try JSONDecoder().decode(Spring.self, from: data)
        #expect(decoded == spring)
        #expect(decoded.hashValue == spring.hashValue)
        let light = try JSONDecoder().decode(Spring.self, from: Data(#"{"stiffness": 100, "damping": 10}"#.utf8))
        #expect(light == Spring(mass: 1, stiffness: 100, damping: 10))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Spring.self, from: Data(#"{"stiffness": -1, "damping": 10}"#.utf8))
        }
    }
}
