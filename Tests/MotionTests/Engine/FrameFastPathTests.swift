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
}
