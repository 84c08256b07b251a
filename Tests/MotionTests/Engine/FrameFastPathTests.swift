import Testing

@testable import Motion

/// The frame's common case (issue #17) splits whole nanoseconds with an
/// integer division and reads the direction from the quotient's parity: it
/// must give the bits the remainder formula (`truncatingRemainder`, `floor`)
/// gives, on and off its fast path.
@Suite("Engine frame fast path")
struct FrameFastPathTests {
    /// The oracle: Web Animations' split by libm's exact remainder.
    func reference(_ time: Double, _ duration: Double) -> (index: Double, within: Double) {
        let within = time.truncatingRemainder(dividingBy: duration)
        return (((time - within) / duration).rounded(), within)
    }

    @Test("divide and wholeSplit equal the remainder formula bit for bit, whole or not, small or huge")
    func splitMatchesRemainder() {
        var generator = SystemRandomNumberGenerator()
        let durations: [Double] = [1, 2, 3, 16_666_667, 500_000_000, 1_499_000_000, 0x1p52 - 1, 0.5, 1.5, 1e-300, 1e300]
        var times: [Double] = [
            .leastNonzeroMagnitude, 1e-300, 0.5, 1, 2, 3, 1e9, 0x1p52 - 1, 0x1p52 - 0.5, 0x1p52, 0x1p52 + 2,
            0x1p53, 0x1p63, 1e300, .greatestFiniteMagnitude, .infinity, .nan, 0, -0.0,
        ]
        for _ in 0..<2000 {
            times.append(Double(UInt64.random(in: 1..<(1 << 52), using: &generator)))
            times.append(Double.random(in: 0..<0x1p53, using: &generator))
            times.append(Double(UInt64.random(in: 1..<(1 << 40), using: &generator)) + 0.25)
        }
        for duration in durations {
            for time in times {
                let expected = reference(time, duration)
                if duration.isFinite && duration > 0 {
                    let got = TimingModel.divide(time, by: duration)
                    #expect(
                        got.index.bitPattern == expected.index.bitPattern
                            && got.within.bitPattern == expected.within.bitPattern,
                        "divide(\(time), by: \(duration)) = \(got), expected \(expected)")
                }
                guard time > 0, duration >= 1, duration < 0x1p52, duration.rounded(.towardZero) == duration
                else { continue }
                let whole = TimingModel.wholeSplit(time, byWhole: duration)
                let isWhole = time < 0x1p52 && time.rounded(.towardZero) == time
                #expect((whole != nil) == isWhole, "wholeSplit(\(time), byWhole: \(duration))")
                if let whole {
                    #expect(Double(whole.quotient).bitPattern == expected.index.bitPattern)
                    #expect(Double(whole.remainder).bitPattern == expected.within.bitPattern)
                    // The parity the frame reads equals the direction's floor rule.
                    #expect(
                        (whole.quotient & 1 == 1) == PlaybackDirection.alternate.isBackward(iteration: expected.index))
                }
            }
        }
    }

    @Test(
        "Frames equal the Web Animations formula in every direction, at whole and fractional local times",
        arguments: [PlaybackDirection.normal, .reverse, .alternate, .alternateReverse], [1.0, 0.3, 2.5])
    func framesMatchFormula(direction: PlaybackDirection, speed: Double) {
        let easing = Easing.easeInOutCubic
        let duration = 333_333_333.0  // ns
        let delay = 70_000_001.0
        let engine = AnimationEngine()
        var delivered: Double?
        engine.animate(
            duration: .nanoseconds(Int64(duration)), delay: .nanoseconds(Int64(delay)), easing: easing,
            options: AnimationOptions(iterations: .infinity, direction: direction, speed: speed),
            animations: { delivered = $0 })
        var now: Int64 = 0
        var checked = 0
        for step in 1...400 {
            now += Int64(16_666_667 + (step % 7) * 1_000_003)
            delivered = nil
            engine.advance(to: .nanoseconds(now))
            let local = speed == 1 ? Double(now) : Double(now) * speed
            guard local > delay else { continue }
            let (index, within) = reference(local - delay, duration)
            let progress = within / duration
            let expected = direction.isBackward(iteration: index) ? easing.value(at: 1 - progress) : easing.value(at: progress)
            #expect(delivered?.bitPattern == expected.bitPattern, "\(direction) speed \(speed) at \(now) ns")
            checked += 1
        }
        #expect(checked > 300)
    }

    /// The test's own account of an animation's local time (Web Animations'
    /// current time: a hold time while paused, else the start plus elapsed
    /// engine time times the rate), kept across the controls it applies.
    struct LocalClock {
        var anchorLocal = 0.0
        var anchorEngine: Int64 = 0
        var speed = 1.0
        var isPaused = false

        func local(at now: Int64) -> Double {
            if isPaused { return anchorLocal }
            let elapsed = Double(now - anchorEngine)
            return speed == 1 ? anchorLocal + elapsed : anchorLocal + elapsed * speed
        }

        mutating func reanchor(_ local: Double, at now: Int64) {
            anchorLocal = local
            anchorEngine = now
        }
    }

    @Test(
        "Frames equal the formula through pauses, seeks and speed changes, whole and fractional, small and huge delays",
        arguments: [PlaybackDirection.normal, .reverse, .alternate, .alternateReverse],
        [0.0, 70_000_001, -123_456_789, 0x1p51 - 3, 0x1p51 + 5, 0x1p52 + 7])
    func framesMatchFormulaThroughControls(direction: PlaybackDirection, delay: Double) {
        checkFramesThroughControls(direction: direction, delay: delay, start: 0)
    }

    /// Started late, a seek forward leaves the engine time of active time 0
    /// at or after the engine's origin, where the entry moves its anchors
    /// (the whole-nanosecond case); at engine time 0 it stays on the
    /// general path.
    @Test(
        "Frames equal the formula through controls when the animation starts at a late engine time",
        arguments: [PlaybackDirection.normal, .alternate], [Int64(1) << 40, Int64(1) << 61])
    func framesMatchFormulaStartedLate(direction: PlaybackDirection, start: Int64) {
        for delay in [0.0, 70_000_001, 0x1p51 - 3] {
            checkFramesThroughControls(direction: direction, delay: delay, start: start)
        }
    }

    func checkFramesThroughControls(direction: PlaybackDirection, delay: Double, start: Int64) {
        let easing = Easing.easeInOutCubic
        let duration = 333_333_333.0
        let engine = AnimationEngine()
        engine.advance(to: .nanoseconds(start))
        var delivered: Double?
        let id = engine.animate(
            duration: .nanoseconds(Int64(duration)), delay: .nanoseconds(Int64(delay)), easing: easing,
            options: AnimationOptions(iterations: .infinity, direction: direction),
            animations: { delivered = $0 })
        var clock = LocalClock(anchorEngine: start)
        var random = SplitMix64(seed: 0x17 &+ UInt64(bitPattern: Int64(delay)) &+ UInt64(start))
        var now = start
        var checked = 0
        // Start near the active interval of the huge delays.
        if delay > 1e9 {
            engine.seek(id, to: .nanoseconds(Int64(delay) + 1_000_000))
            clock.reanchor(delay + 1_000_000, at: now)
        }
        for _ in 0..<600 {
            switch random.next() % 12 {
            case 0:
                engine.pause(id)
                if !clock.isPaused { clock.reanchor(clock.local(at: now), at: now) }
                clock.isPaused = true
            case 1 where clock.local(at: now) > 0:
                // Resuming a playing animation inside its range changes nothing.
                engine.resume(id)
                if clock.isPaused { clock.reanchor(clock.local(at: now), at: now) }
                clock.isPaused = false
            case 2:
                let speed = [1.0, 2.5, 0.3, 1.0, -1.0][Int(random.next() % 5)]
                engine.setSpeed(speed, of: id)
                clock.reanchor(clock.local(at: now), at: now)
                clock.speed = speed
            case 3:
                let target = max(delay, 0) + Double(random.next() % 5_000_000_000)
                engine.seek(id, to: .nanoseconds(Int64(target)))
                clock.reanchor(target, at: now)
            default:
                break
            }
            // Keep playing backward from running out of time.
            if clock.speed < 0 && clock.local(at: now) < max(delay, 0) + 2e9 {
                engine.setSpeed(1, of: id)
                clock.reanchor(clock.local(at: now), at: now)
                clock.speed = 1
            }
            now += Int64(16_666_667 + Int(random.next() % 3_000_001) - 1_500_000)
            delivered = nil
            engine.advance(to: .nanoseconds(now))
            #expect(engine.isActive(id))
            let local = clock.local(at: now)
            guard local > max(delay, 0) else { continue }
            let (index, within) = reference(local - delay, duration)
            let progress = within / duration
            let expected =
                direction.isBackward(iteration: index) ? easing.value(at: 1 - progress) : easing.value(at: progress)
            if clock.isPaused && delivered == nil { continue }
            #expect(
                delivered?.bitPattern == expected.bitPattern,
                "\(direction), delay \(delay), start \(start), local \(local), speed \(clock.speed), paused \(clock.isPaused)")
            checked += 1
        }
        #expect(checked > 300)
    }

    /// The entry moves its anchors to active time 0 only when that engine
    /// time is not before the engine's origin: `now − anchor` then cannot
    /// overflow, up to the last engine time.
    @Test(
        "Sought forward, early or late, a tween completes at its final value on a frame at the end of the engine's range",
        arguments: [Int64(0), 1_000, Int64(1) << 40])
    func seekThenLastEngineTime(start: Int64) {
        let engine = AnimationEngine()
        engine.advance(to: .nanoseconds(start))
        var values: [Double] = []
        var reasons: [CompletionReason] = []
        let id = engine.animate(
            from: -3, to: 7.5, duration: .seconds(1), easing: .easeInOutCubic,
            update: { values.append($0) }, completion: { reasons.append($0) })
        engine.seek(id, to: .milliseconds(500))
        engine.advance(to: .nanoseconds(start + 1))
        // Half way, plus a nanosecond: the easing's value there, interpolated.
        let progress = Easing.easeInOutCubic.value(at: 500_000_001 / 1e9)
        #expect(values.last == (-3.0).interpolated(to: 7.5, fraction: progress))
        engine.advance(to: .nanoseconds(Int64.max - 1))
        #expect(values.last == 7.5)
        #expect(reasons == [.finished])
    }

    @Test(
        "A fractional active end (2.5 iterations of an odd duration): frames up to it equal the formula, the end is the last iteration's half",
        arguments: [PlaybackDirection.normal, .alternate])
    func fractionalActiveEnd(direction: PlaybackDirection) {
        let easing = Easing.easeInOutCubic
        let duration = 100_000_001.0  // 2.5 iterations: the active interval ends at 250_000_002.5 ns
        let engine = AnimationEngine()
        var values: [(Int64, Double)] = []
        var completed = false
        engine.animate(
            duration: .nanoseconds(Int64(duration)), easing: easing,
            options: AnimationOptions(iterations: 2.5, direction: direction),
            animations: { values.append((0, $0)) }, completion: { _ in completed = true })
        var now: Int64 = 0
        for step in [100_000_000, 100_000_001, 50_000_000, 1, 1, 1] {
            now += Int64(step)
            values.removeAll()
            engine.advance(to: .nanoseconds(now))
            guard let value = values.last?.1 else { continue }
            let local = Double(now)
            let expected: Double
            if local < 250_000_002.5 {
                let (index, within) = reference(local, duration)
                let progress = within / duration
                expected =
                    direction.isBackward(iteration: index) ? easing.value(at: 1 - progress) : easing.value(at: progress)
            } else {
                // The end: iteration 2 at progress 0.5.
                expected = easing.value(at: 0.5)
            }
            #expect(value.bitPattern == expected.bitPattern, "\(direction) at \(now) ns")
        }
        #expect(completed)
    }

    /// Issue #29: a tween started part-way (negative delay) took the general
    /// path on every frame (1.68× a plain tween's instructions). It now takes
    /// the whole-nanosecond window from local time 0 on, also when its
    /// active time 0 falls before the engine's origin; the formula is the
    /// oracle, at local time 0 too (a frame at the start's own engine time).
    @Test(
        "A tween started part-way takes the whole-nanosecond frame from its start, and its frames equal the formula",
        arguments: [Int64(0), 1_000, Int64(1) << 40], [PlaybackDirection.normal, .alternate])
    func partWayTween(start: Int64, direction: PlaybackDirection) {
        let easing = Easing.easeInOutCubic
        let duration = 333_333_333.0
        for delay in [-1.0, -123_456_789, -2_000_000_001, -(0x1p51 - 3)] {
            let engine = AnimationEngine()
            engine.advance(to: .nanoseconds(start))
            var delivered: Double?
            let id = engine.animate(
                duration: .nanoseconds(Int64(duration)), delay: .nanoseconds(Int64(delay)), easing: easing,
                options: AnimationOptions(iterations: .infinity, direction: direction),
                animations: { delivered = $0 })
            #expect(engine.withEntry(id) { $0.activeHigh > 0 } == true, "delay \(delay), start \(start)")
            var random = SplitMix64(seed: UInt64(bitPattern: Int64(delay)) &+ UInt64(start))
            var now = start
            for step in 0..<200 {
                if step > 0 { now += Int64(random.next() % 40_000_000) }
                delivered = nil
                engine.advance(to: .nanoseconds(now))
                let local = Double(now - start)
                let (index, within) = reference(local - delay, duration)
                let progress = within / duration
                let expected =
                    direction.isBackward(iteration: index) ? easing.value(at: 1 - progress) : easing.value(at: progress)
                #expect(
                    delivered?.bitPattern == expected.bitPattern,
                    "delay \(delay), start \(start), local \(local): \(String(describing: delivered)) vs \(expected)")
            }
        }
    }

    @Test("A part-way tween sought to a negative local time is in its before phase, not in the window")
    func partWayTweenSoughtBefore() {
        let engine = AnimationEngine()
        var delivered: [Double] = []
        let id = engine.animate(
            duration: .seconds(1), delay: .seconds(-3), easing: .linear,
            options: AnimationOptions(iterations: 10, fill: .none), animations: { delivered.append($0) })
        engine.seek(id, to: .seconds(-1))
        #expect(engine.withEntry(id) { $0.activeHigh } == 0)
        engine.advance(to: .milliseconds(500))
        // Local time −0.5 s: before the active phase (boundary 0), no fill: nothing delivered.
        #expect(delivered.isEmpty)
        engine.advance(to: .milliseconds(1_250))
        // Local 0.25 s: active time 3.25 s, iteration 3 at 0.25.
        #expect(delivered.last == 0.25)
    }
}
