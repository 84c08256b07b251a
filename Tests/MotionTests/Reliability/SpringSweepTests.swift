import Motion
import Testing

/// Issue #13, springs. NEEDS BRANCH c13: these tests rely on the C core's
/// bounded settling searches and its evaluation at huge times. Without them
/// some springs below hang in `cspring_settling_time` (the n −= 1 loop over
/// extrema at n ≈ 1e301 never moves) and `Spring.value` at the largest
/// finite time is NaN (sin and cos of an overflowing ω·t).
///
/// Every spring a constructor accepts has a settling duration that is a
/// number or `.infinity`, finite positions at every finite time, and, when
/// damped, animates to its end: one completion, finite values, exactly its
/// target, within ``Spring/settlingDurationLimit``, and as a keyframe
/// track's spring segment lasts at most that limit.
@Suite("Reliability: springs over extreme doubles (needs c13's C core)")
struct SpringSweepTests {
    /// Times at which every accepted spring must give a finite position.
    static let times: [Double] = [0, 1e-9, 1, 1e9, 1e300, .greatestFiniteMagnitude]

    /// Checks one accepted spring; returns whether it was animated.
    @discardableResult
    static func expectDefined(_ spring: Spring, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let settling = spring.settlingDuration
        #expect(settling >= 0, "\(what): settlingDuration \(settling)", sourceLocation: sourceLocation)
        for time in times {
            let value = spring.value(fromValue: 0.0, toValue: 1.0, time: time)
            #expect(value.isFinite, "\(what): value at \(time) is \(value)", sourceLocation: sourceLocation)
        }
        guard spring.damping > 0 else { return false }
        // As a keyframe segment: a finite duration within the limit, ending exactly on its value.
        let track = KeyframeTrack(values: [0.0, 1], timings: [.spring(spring)])
        #expect(track.duration <= Spring.settlingDurationLimit, "\(what): track \(track.duration) s", sourceLocation: sourceLocation)
        #expect(track.value(at: track.duration / 2).isFinite, "\(what): track midpoint", sourceLocation: sourceLocation)
        #expect(track.value(at: track.duration) == 1, "\(what): track end", sourceLocation: sourceLocation)
        let engine = AnimationEngine()
        let playback: Reliability.Playback<Double> = Reliability.play(engine) { record, complete in
            engine.animate(from: 0.0, to: 1.0, spring: spring, update: record, completion: complete)
        }
        ReliabilitySweepTests.expectPlayedToEnd(playback, endingOn: 1, what, sourceLocation: sourceLocation)
        // The limit, plus the frame that crosses it (frames double in length).
        if let end = playback.completedAt {
            #expect(end <= .seconds(2 * Spring.settlingDurationLimit), "\(what): ended at \(end)", sourceLocation: sourceLocation)
        }
        return true
    }

    @Test("The issue's hanging springs play to their end and have a defined settling duration")
    func hangingExamples() {
        Self.expectDefined(Spring(mass: 1, stiffness: 1e30, damping: 1), "stiffness 1e30, damping 1")
        Self.expectDefined(Spring(mass: 636, stiffness: 1.9e214, damping: 636), "mass 636, stiffness 1.9e214, damping 636")
        Self.expectDefined(Spring(mass: 1, stiffness: 1, damping: 1e-300), "damping 1e-300")
    }

    @Test("A spring's position at the largest finite time is exactly its target")
    func valueAtTheLargestTime() {
        // Once e^(−λt) underflows the result is exactly the target (cspring.h).
        #expect(Spring.bouncy.value(target: 1.0, initialVelocity: 0.0, time: .greatestFiniteMagnitude) == 1)
        #expect(Spring.bouncy.velocity(target: 1.0, initialVelocity: 0.0, time: .greatestFiniteMagnitude) == 0)
    }

    @Test("Spring(mass:stiffness:damping:): refused by cspring_params_init, or defined and played to its end")
    func physicalCoefficients() {
        var accepted = 0
        for mass in Reliability.extremeMagnitudes {
            for stiffness in Reliability.extremeMagnitudes {
                for damping in Reliability.extremeMagnitudes {
                    var p = cspring_params()
                    guard cspring_params_init(&p, mass, stiffness, damping) == .CSPRING_OK else { continue }
                    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
                    Self.expectDefined(spring, "mass \(mass), stiffness \(stiffness), damping \(damping)")
                    accepted += 1
                }
            }
        }
        #expect(accepted > 150)
    }

    @Test("Spring(duration:bounce:), (response:dampingRatio:), (settlingDuration:dampingRatio:): refused by C, or defined and played")
    func perceptualParameters() {
        var accepted = 0
        for first in Reliability.extremes {
            for second in Reliability.extremes + [0.3, -0.5, 0.999999] {
                var p = cspring_params()
                if cspring_params_from_duration_bounce(&p, first, second) == .CSPRING_OK {
                    Self.expectDefined(Spring(duration: first, bounce: second), "duration \(first), bounce \(second)")
                    accepted += 1
                }
                if cspring_params_from_response(&p, first, second) == .CSPRING_OK {
                    Self.expectDefined(Spring(response: first, dampingRatio: second), "response \(first), ζ \(second)")
                    accepted += 1
                }
                if cspring_params_from_settling_duration(&p, first, second, 0.001) == .CSPRING_OK {
                    Self.expectDefined(
                        Spring(settlingDuration: first, dampingRatio: second), "settlingDuration \(first), ζ \(second)")
                    accepted += 1
                }
            }
        }
        #expect(accepted > 50)
    }
}
