import Foundation
import Motion
import Testing

/// Issue #13, springs and decays: every spring and decay a constructor accepts
/// plays to its end (one completion, finite values, the exact resting value),
/// and what cannot play is refused where it enters, naming the argument.
@Suite("Reliability: springs and decays")
struct SpringDecayReliabilityTests {
    /// The documented limit: a spring or decay animation lasts at most 10⁹ s.
    static let limit = Duration.seconds(1_000_000_000)

    @Test(
        "A spring too weakly damped to settle within 10⁹ s plays for exactly 10⁹ s and ends on its target",
        arguments: [(1.0, 1.0, 1e-9), (1.0, 100.0, 1e-9), (1.0, 1.0, Double.leastNonzeroMagnitude), (1.0, 100.0, Double.leastNonzeroMagnitude), (1e-9, 1e-9, 1e-20)])
    func weakSpringEndsAtTheLimit(mass: Double, stiffness: Double, damping: Double) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        let engine = AnimationEngine()
        var values: [Double] = []
        var completions: [CompletionReason] = []
        engine.animate(from: 0.0, to: 1.0, spring: spring, update: { values.append($0) }, completion: { completions.append($0) })
        engine.advance(by: .seconds(1))
        engine.advance(to: Self.limit - .microseconds(1))
        #expect(completions.isEmpty)
        engine.advance(to: Self.limit)
        #expect(completions == [.finished])
        #expect(values.last == 1)
        // Energy bound: from rest at distance 1, |x − 1| ≤ 1 on the way.
        #expect(values.allSatisfy { $0.isFinite && abs($0 - 1) <= 1 + 1e-9 })
        engine.advance(to: Self.limit + .seconds(1))
        #expect(completions.count == 1)
    }

    @Test("A huge motion on a stiff spring settles in its physical time (the settle search runs at unit scale)")
    func hugeMotionOnStiffSpring() {
        // k·Δ0 = 1e600 overflows; the settling time does not depend on the motion's size.
        let spring = Spring(mass: 1, stiffness: 1e300, damping: 2e150)
        let engine = AnimationEngine()
        var values: [Double] = []
        var completions: [CompletionReason] = []
        engine.animate(from: 0.0, to: 1e300, spring: spring, update: { values.append($0) }, completion: { completions.append($0) })
        let unit = AnimationEngine()
        var unitCompletedAt: Duration?
        unit.animate(from: 0.0, to: 1.0, spring: spring, update: { _ in }, completion: { _ in unitCompletedAt = unit.currentTime })
        for _ in 0..<1000 where completions.isEmpty || unitCompletedAt == nil {
            engine.advance(by: .nanoseconds(1))
            unit.advance(by: .nanoseconds(1))
        }
        #expect(completions == [.finished])
        #expect(unitCompletedAt != nil && unitCompletedAt == engine.currentTime)
        #expect(values.last == 1e300)
        #expect(values.allSatisfy { $0.isFinite })
    }

    @Test("A decay with a time constant of 10¹⁸ s plays for 10⁹ s and ends on its projection")
    func slowDecayEndsAtTheLimit() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var completions: [CompletionReason] = []
        engine.animateDecay(
            from: 0.0, initialVelocity: 1.0, decay: Decay(timeConstant: 1e18), update: { values.append($0) },
            completion: { completions.append($0) })
        engine.advance(by: .seconds(1))
        engine.advance(to: Self.limit - .microseconds(1))
        #expect(completions.isEmpty)
        // x(t) = v0·τ·(1 − e^(−t/τ)) ≈ t for t ≪ τ.
        #expect(abs(values.last! - 1e9) <= 1e9 * 1e-6)
        engine.advance(to: Self.limit)
        #expect(completions == [.finished])
        #expect(values.last == 1e18)
        #expect(values.allSatisfy { $0.isFinite })
    }

    @Test("A bounded decay whose edge is reached after 10⁹ s still ends on the edge at 10⁹ s")
    func slowBoundedDecay() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var completions: [CompletionReason] = []
        engine.animateDecay(
            from: 0.0, initialVelocity: 1.0, decay: Decay(timeConstant: 1e18), bounds: 0...(1e18 * 0.9999),
            update: { values.append($0) }, completion: { completions.append($0) })
        engine.advance(to: Self.limit)
        #expect(completions == [.finished])
        #expect(values.last == 1e18 * 0.9999)
        #expect(values.allSatisfy { $0.isFinite })
    }

    @Test("Spring.settlingDuration is a number or .infinity for every accepted spring that does not hang in C")
    func settlingDurationNeverTraps() {
        // λ = c/2m underflows to 0 for damping 5e-324: the spring is undamped in effect.
        #expect(Spring(mass: 1, stiffness: 1, damping: Double.leastNonzeroMagnitude).settlingDuration == .infinity)
        // |x − 1| ≈ e^(−λt) for a light damping: the last exit is within one period of ln(1000)/λ.
        let light = Spring(mass: 1, stiffness: 1, damping: 1e-9).settlingDuration
        #expect(abs(light - log(1000) / 5e-10) <= 2 * Double.pi)
    }

    @Test("A keyframe spring segment that cannot settle within 10⁹ s lasts 10⁹ s and ends on its value")
    func weakSpringSegment() {
        let track = KeyframeTrack(
            values: [0.0, 1, 3], timings: [.spring(Spring(mass: 1, stiffness: 1, damping: Double.leastNonzeroMagnitude)), .eased(.linear, duration: 1)])
        #expect(track.duration == 1e9 + 1)
        #expect(track.segments[0].duration == 1e9)
        #expect(track.value(at: 1e9) == 1)
        #expect(track.value(at: 5e8).isFinite)
        #expect(track.value(at: 1e9 + 0.5) == 2)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Decay(androidFriction:) with a friction too small for a finite time constant names the friction")
    func tinyAndroidFriction() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Decay(androidFriction: Double("1e-320")!)
        }
        #expect(Reliability.stderr(result, contains: "Decay(androidFriction: 1e-320)"))
        #expect(!Reliability.stderr(result, contains: "timeConstant"))
    }

    @Test("Decay(androidFriction:) with a friction so large that τ underflows to 0 names the friction")
    func hugeAndroidFriction() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Decay(androidFriction: .greatestFiniteMagnitude)
        }
        #expect(Reliability.stderr(result, contains: "Decay(androidFriction: 1.7976931348623157e+308)"))
    }

    @Test("A decay from a NaN velocity or position is refused, like a spring's, naming the argument")
    func nanDecay() async {
        let velocity = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animateDecay(from: 0.0, initialVelocity: Double.nan, update: { _ in })
        }
        #expect(Reliability.stderr(velocity, contains: "initialVelocity"))
        let position = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animateDecay(from: Double.infinity, initialVelocity: 1.0, update: { _ in })
        }
        #expect(Reliability.stderr(position, contains: "from"))
        let spring = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animate(from: 0.0, to: 1.0, initialVelocity: Double.nan, spring: .smooth, update: { _ in })
        }
        #expect(Reliability.stderr(spring, contains: "initialVelocity"))
    }

    @Test("A fling whose resting place overflows Double is refused, naming the velocity")
    func overflowingProjection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animateDecay(
                from: 0.0, initialVelocity: 1e308, decay: Decay(timeConstant: 10), update: { _ in })
        }
        #expect(Reliability.stderr(result, contains: "initialVelocity"))
    }

    @Test("A spring whose motion overflows Double is refused, naming the values")
    func overflowingSpring() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animate(
                from: -Double.greatestFiniteMagnitude, to: Double.greatestFiniteMagnitude, spring: .bouncy, update: { _ in })
        }
        #expect(Reliability.stderr(result, contains: "from"))
    }

    @Test("An undamped spring's refusal names the spring")
    func undampedSpringMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AnimationEngine().animate(from: 0.0, to: 1.0, spring: Spring(mass: 1, stiffness: 100, damping: 0), update: { _ in })
        }
        #expect(Reliability.stderr(result, contains: "damping: 0.0"))
    }
    #endif
}
