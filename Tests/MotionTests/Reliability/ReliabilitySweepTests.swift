import Motion
import Testing

/// Issue #13 sweeps: each numeric entry point over a grid of extreme doubles.
/// Every value is either refused by the rule the entry point applies (the C
/// status its precondition checks, or ``AnimationOptions/validate(duration:delay:)``),
/// or it plays to its end on an engine: one completion, finite values on
/// every frame, the exact final value. (Springs, whose settling searches
/// are bounded in the C core on branch c13, are swept in `SpringSweepTests.swift`.)
@Suite("Reliability: sweeps over extreme doubles")
struct ReliabilitySweepTests {
    /// Checks a played animation: one `.finished`, finite values, the last one `last`.
    static func expectPlayedToEnd(
        _ playback: Reliability.Playback<Double>, endingOn last: Double, _ what: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(playback.completions == [.finished], "\(what())", sourceLocation: sourceLocation)
        #expect(playback.values.allSatisfy { $0.isFinite }, "\(what()): \(playback.values)", sourceLocation: sourceLocation)
        #expect(playback.values.last == last, "\(what())", sourceLocation: sourceLocation)
    }

    /// Plays a fling of `decay` from 0 at every extreme velocity that animateDecay accepts.
    static func expectDecayPlays(_ decay: Decay, _ what: String) -> Int {
        var played = 0
        for velocity in Reliability.extremes {
            // animateDecay's rule: a finite velocity whose projection is finite.
            let rest = decay.projection(from: 0.0, velocity: velocity)
            guard velocity.isFinite, rest.isFinite else { continue }
            let engine = AnimationEngine()
            let playback: Reliability.Playback<Double> = Reliability.play(engine) { record, complete in
                engine.animateDecay(from: 0.0, initialVelocity: velocity, decay: decay, update: record, completion: complete)
            }
            expectPlayedToEnd(playback, endingOn: rest, "\(what), v0 \(velocity)")
            played += 1
        }
        return played
    }

    @Test("Decay(timeConstant:): refused by the C rule, or every fling plays to its projection")
    func decayTimeConstants() {
        var played = 0
        for timeConstant in Reliability.extremes {
            var c = cspring_decay()
            guard cspring_decay_from_time_constant(&c, timeConstant) == .CSPRING_OK else {
                #expect(!(timeConstant > 0 && timeConstant.isFinite), "τ \(timeConstant) refused")
                continue
            }
            played += Self.expectDecayPlays(Decay(timeConstant: timeConstant), "τ \(timeConstant)")
        }
        #expect(played > 50)
    }

    @Test("Decay(rate:convention:): refused by the C rule, or every fling plays to its projection")
    func decayRates() {
        var played = 0
        for rate in Reliability.extremes + [0.998, 0.99, 1 - 1e-16, 1e-300] {
            for convention in Decay.Convention.allCases {
                var c = cspring_decay()
                let cConvention: cspring_decay_convention = convention == .pop ? .CSPRING_DECAY_POP : .CSPRING_DECAY_CONTINUOUS
                guard cspring_decay_from_rate(&c, rate, cConvention) == .CSPRING_OK else {
                    #expect(!(rate > 0 && rate < 1) || !c.time_constant.isFinite, "rate \(rate) refused")
                    continue
                }
                played += Self.expectDecayPlays(Decay(rate: rate, convention: convention), "rate \(rate) \(convention)")
            }
        }
        #expect(played > 50)
    }

    @Test("Decay(androidFriction:): refused unless f and τ = 1/(4.2·f) are finite and > 0, or plays")
    func decayAndroidFriction() {
        var played = 0
        for friction in Reliability.extremes {
            let timeConstant = 1 / (4.2 * friction)
            guard friction > 0, friction.isFinite, timeConstant.isFinite, timeConstant > 0 else { continue }
            let decay = Decay(androidFriction: friction)
            #expect(decay.timeConstant == timeConstant)
            played += Self.expectDecayPlays(decay, "androidFriction \(friction)")
        }
        #expect(played > 30)
    }

    @Test("AnimationOptions(iterations:speed:) × durations: refused by validate, or played with the documented ending")
    func iterationsAndSpeeds() throws {
        let durations: [Duration] = [.zero, .nanoseconds(1), .seconds(1), .seconds(1_000_000_000)]
        var played = 0
        for iterations in Reliability.extremes {
            for speed in Reliability.extremes {
                for duration in durations {
                    let options = AnimationOptions(iterations: iterations, speed: speed)
                    do {
                        try options.validate(duration: duration)
                    } catch {
                        continue
                    }
                    let engine = AnimationEngine()
                    let playback: Reliability.Playback<Double> = Reliability.play(engine) { record, complete in
                        engine.animate(duration: duration, options: options, animations: record, completion: complete)
                    }
                    let what = "iterations \(iterations), speed \(speed), duration \(duration)"
                    #expect(playback.values.allSatisfy { $0 >= 0 && $0 <= 1 }, "\(what): \(playback.values.prefix(8))")
                    // Local time runs at |speed|: the end is endTime / |speed| of engine time away.
                    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
                    let endTime = iterations == 0 ? 0 : seconds * 1e9 * iterations
                    let engineTime = endTime == 0 ? 0 : endTime / abs(speed)
                    // Speed 0 freezes an animation (even a zero-length one): it never completes by itself.
                    // Infinite repetition of a zero duration lasts 0 (Web Animations) and ends at once.
                    if (iterations.isInfinite && duration > .zero) || speed == 0 {
                        #expect(playback.completions.isEmpty, "\(what)")
                    } else if engineTime < 4e18 || iterations.isInfinite {
                        #expect(playback.completions == [.finished], "\(what)")
                        // The end: easing(1) forward, easing(0) backward; fractional counts end
                        // mid-iteration, whole ones (however large) at 1 (the end-boundary rule).
                        let fraction = iterations.truncatingRemainder(dividingBy: 1)
                        let expected = speed < 0 ? 0 : (iterations == 0 ? 0 : (fraction == 0 || iterations.isInfinite ? 1 : fraction))
                        #expect(playback.values.last == expected, "\(what)")
                    } else if engineTime > 1e19 {
                        #expect(playback.completions.isEmpty, "\(what)")
                    }
                    played += 1
                }
            }
        }
        #expect(played > 100)
    }

    @Test("Delays and end delays at the edges of the engine's range: refused by validate, or played to the end")
    func delays() throws {
        let times: [Duration] = [
            .zero, .nanoseconds(1), .seconds(-1), .seconds(1), .nanoseconds(Int64.max), .nanoseconds(Int64.min + 1),
            .nanoseconds(Int64.max / 2), .seconds(Int64.max),
        ]
        var played = 0
        for delay in times {
            for endDelay in times {
                let options = AnimationOptions(endDelay: endDelay)
                do {
                    try options.validate(duration: .seconds(1), delay: delay)
                } catch {
                    continue
                }
                let engine = AnimationEngine()
                let playback: Reliability.Playback<Double> = Reliability.play(engine) { record, complete in
                    engine.animate(duration: .seconds(1), delay: delay, options: options, animations: record, completion: complete)
                }
                // Web Animations: a negative end delay cuts the active interval at
                // max(delay + duration + endDelay, 0); the value is the progress there
                // (exact integers here; the engine's Doubles resolve an ulp of the delay).
                let delayNs = Int128(delay.components.seconds) * 1_000_000_000 + Int128(delay.components.attoseconds / 1_000_000_000)
                let endDelayNs =
                    Int128(endDelay.components.seconds) * 1_000_000_000 + Int128(endDelay.components.attoseconds / 1_000_000_000)
                let end = max(delayNs + 1_000_000_000 + endDelayNs, 0)
                let cut = Double(min(max(end - delayNs, 0), 1_000_000_000)) / 1e9
                if endDelayNs >= 0 {
                    Self.expectPlayedToEnd(playback, endingOn: 1, "delay \(delay), endDelay \(endDelay)")
                } else {
                    let tolerance = 2 * Double(delayNs.magnitude).ulp / 1e9
                    #expect(playback.completions == [.finished], "delay \(delay), endDelay \(endDelay)")
                    #expect(abs((playback.values.last ?? .nan) - cut) <= tolerance, "delay \(delay), endDelay \(endDelay)")
                }
                played += 1
            }
        }
        #expect(played > 20)
    }

    @Test("AnimationEngine.duration(seconds:) refuses exactly what Int64 nanoseconds cannot hold")
    func durationFromSeconds() throws {
        for seconds in Reliability.extremes + [9.2e9, 9.3e9, -9.3e9, 0.3, -0.3] {
            let nanoseconds = (seconds * 1e9).rounded()
            let fits = nanoseconds.isFinite && abs(nanoseconds) < 9_223_372_036_854_775_808.0
            do {
                let duration = try AnimationEngine.duration(seconds: seconds, argument: "after")
                #expect(fits, "\(seconds)")
                #expect(duration == .nanoseconds(Int64(nanoseconds)))
            } catch {
                #expect(!fits, "\(seconds)")
                #expect(error.argument == "after")
            }
        }
    }

    @Test("KeyframeTrack(values:durations:): refused unless durations are finite, ≥ 0 with a finite sum; finite values everywhere")
    func keyframeDurations() throws {
        var built = 0
        for first in Reliability.extremes {
            for second in Reliability.extremes {
                let valid = first.isFinite && first >= 0 && second.isFinite && second >= 0 && (first + second).isFinite
                guard valid else { continue }
                let track = KeyframeTrack(values: [0.0, 1, 2], durations: [first, second], easing: .easeInOut)
                #expect(track.duration == first + second)
                for time in [-1, 0, first / 2, first, first + second / 2, track.duration, 2 * track.duration, .infinity] {
                    #expect(track.value(at: time).isFinite, "\(first), \(second) at \(time)")
                }
                #expect(track.value(at: track.duration) == 2)
                built += 1
                // Played on an engine when its duration fits the engine's range.
                guard let duration = try? AnimationEngine.duration(seconds: track.duration), track.duration > 0 else { continue }
                let engine = AnimationEngine()
                let playback: Reliability.Playback<Double> = Reliability.play(engine) { record, complete in
                    engine.animate(
                        duration: duration, animations: { record(track.value(at: $0 * track.duration)) }, completion: complete)
                }
                Self.expectPlayedToEnd(playback, endingOn: 2, "durations \(first), \(second)")
            }
        }
        #expect(built > 40)
    }
}
