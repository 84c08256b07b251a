import Foundation
import Motion
import Testing

/// Sampled keyframes stay within their bound, checked at 10 000 times against the
/// original track, with few keyframes, exact ends, joins and jumps.
@Suite("Sampled keyframes")
struct SampledKeyframesTests {
    /// Piecewise-linear reconstruction by hand from key times and values.
    static func reconstruct(_ keyframes: SampledKeyframes<Double>, _ t: Double) -> Double {
        let u = t / keyframes.duration
        if u >= 1 { return keyframes.values.last! }
        let k = pieceIndex(keyframes.keyTimes, u)
        let (a, b) = (keyframes.keyTimes[k], keyframes.keyTimes[k + 1])
        return keyframes.values[k] + (keyframes.values[k + 1] - keyframes.values[k]) * (u - a) / (b - a)
    }

    @Test("Scalar tracks stay within the bound at 10 000 times", arguments: [1e-2, 1e-3, 1e-4])
    func scalarBound(maxError: Double) {
        let tracks: [any Track<Double>] = [
            KeyframeTrack(values: [0.0, 1, 0.3], timings: [.eased(.easeOutElastic, duration: 1.2), .spring(.bouncy)]),
            ClosureTrack(duration: 2) { sin(3 * $0) * exp(-$0) },
            KeyframeTrack(values: [0.0, 1], durations: [1], easing: .easeOutBounce),
        ]
        for track in tracks {
            let keyframes = SampledKeyframes(sampling: track, maxError: maxError)
            let error = maxDenseError(track) { Self.reconstruct(keyframes, $0) }
            #expect(error <= maxError, "error \(error)")
            // The struct's own reconstruction is the same.
            for i in 0...500 {
                let t = Double(i) / 500 * track.duration
                #expect(abs(keyframes.value(at: t) - Self.reconstruct(keyframes, t)) < 1e-9)
            }
            #expect(keyframes.keyTimes.first == 0 && keyframes.keyTimes.last == 1)
            #expect(keyframes.values.first == track.value(at: 0))
            #expect(keyframes.values.last == track.value(at: track.duration))
        }
    }

    @Test("Few keyframes: a straight line needs 2, a quadratic about 1/√(8ε)")
    func fewKeyframes() {
        let line = KeyframeTrack(values: [3.0, 9], durations: [2])
        #expect(SampledKeyframes(sampling: line, maxError: 1e-6).values.count == 2)
        // For x² the chord of a piece of length h is at most f″h²/8 = h²/4 away, so no
        // interpolating sampling has fewer than ⌈1/√(4ε)⌉ pieces.
        let quadratic = ClosureTrack(duration: 1) { $0 * $0 }
        for maxError in [1e-2, 1e-3, 1e-4] {
            let optimal = (1 / (4 * maxError).squareRoot()).rounded(.up)
            let pieces = Double(SampledKeyframes(sampling: quadratic, maxError: maxError).values.count - 1)
            #expect(pieces >= optimal && pieces <= optimal * 1.1 + 1, "\(pieces) pieces, optimum \(optimal)")
        }
    }

    @Test("Keyframe-track joins are keyframes with exact values; zero-length segments jump")
    func joinsAndJumps() {
        let track = KeyframeTrack(values: [0.0, 10, 4, 8, 8], durations: [1, 0.5, 0, 0.5], easing: .easeInOutCubic)
        let keyframes = SampledKeyframes(sampling: track, maxError: 0.01)
        let times = keyframes.times
        for (join, value) in [(1.0, 10.0), (1.5, 4)] {
            #expect(zip(times, keyframes.values).contains { abs($0.0 - join) < 1e-12 && $0.1 == value })
        }
        // The jump at 1.5: 4, then 8, at one key time.
        let jump = keyframes.keyTimes.indices.dropLast().first { keyframes.keyTimes[$0] == keyframes.keyTimes[$0 + 1] }
        #expect(jump != nil)
        if let jump {
            #expect(keyframes.values[jump] == 4 && keyframes.values[jump + 1] == 8)
        }
        #expect(keyframes.value(at: 1.5) == 8)
        let error = maxDenseError(track) { keyframes.value(at: $0) }
        #expect(error <= 0.01)
    }

    /// Tracks built to hide an error peak from the sampler's grid check (issue #29):
    /// steps() in every position, linear() with random kinks and jumps, cubic-bezier()
    /// extremes, elastic, bounce and spring segments, and triangular spikes of
    /// half-width 2–4 grid spacings (duration / 2048).
    static func adversarialTracks() -> [(String, any Track<Double>, [Double])] {
        var tracks: [(String, any Track<Double>, [Double])] = []
        for position in [Easing.StepPosition.jumpStart, .jumpEnd, .jumpNone, .jumpBoth] {
            for count in [1, 3, 7] {
                let steps = position == .jumpNone ? count + 1 : count
                let kinks = (1..<steps).map { 0.5 + 0.5 * Double($0) / Double(steps) }
                tracks.append(("steps(\(steps), \(position))", KeyframeTrack(
                    values: [0.0, 1, -0.5], timings: [.eased(.ease, duration: 0.5), .eased(.steps(steps, position: position), duration: 0.5)]), kinks))
            }
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func uniform() -> Double {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return Double(seed >> 11) / 9_007_199_254_740_992
        }
        for index in 0..<12 {
            var inputs: [Double] = [0]
            for stop in 1..<9 { inputs.append(stop % 4 == 0 ? inputs[stop - 1] : inputs[stop - 1] + (1 - inputs[stop - 1]) * 0.45 * uniform()) }
            inputs.append(1)
            let stops = inputs.map { Easing.LinearStop(-1 + 3 * uniform(), at: $0) }
            tracks.append(("linear() #\(index)", KeyframeTrack(values: [0.0, 1], durations: [1.5], easing: .linear(stops)), inputs.map { $0 * 1.5 }))
        }
        for (x1, y1, x2, y2) in [(0.0, -2.0, 1.0, 3.0), (1.0, 3.0, 0.0, -2.0), (1e-6, 1.0, 1 - 1e-6, 0.0), (0.5, -2.0, 0.5, 3.0), (0.0, 1.0, 1.0, 0.0)] {
            tracks.append(("cubic-bezier(\(x1), \(y1), \(x2), \(y2))", KeyframeTrack(
                values: [0.0, 1, 0.2], timings: [.eased(.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: 0.7), .spring(.bouncy)]), []))
        }
        tracks.append(("elastic and bounce", KeyframeTrack(
            values: [0.0, 1, 0.25, 0.6], timings: [.eased(.easeOutElastic, duration: 0.6), .eased(.easeOutBounce, duration: 0.5), .spring(Spring(duration: 0.4, bounce: 0.6))]), []))
        for halfWidth in [2.0, 3.0, 4.0] {
            for index in 0..<3 {
                let centres = (0..<4).map { _ in 0.05 + 0.9 * uniform() }
                let heights = (0..<4).map { _ in (uniform() < 0.5 ? -1.0 : 1.0) * (0.002 + 0.05 * uniform()) }
                let width = halfWidth / 2048 * 2
                let track = ClosureTrack(duration: 2) { t in
                    var y = t / 2
                    for (centre, height) in zip(centres, heights) where abs(t - 2 * centre) < width {
                        y += height * (1 - abs(t - 2 * centre) / width)
                    }
                    return y
                }
                tracks.append(("spikes \(halfWidth) #\(index)", track, centres.flatMap { [2 * $0, 2 * $0 - width, 2 * $0 + width] }))
            }
        }
        return tracks
    }

    @Test("Adversarial tracks: the bound holds densely, in every piece and at every kink", arguments: [1e-2, 1e-3])
    func adversarialBound(maxError: Double) {
        for (name, track, kinks) in Self.adversarialTracks() {
            let keyframes = SampledKeyframes(sampling: track, maxError: maxError)
            var worst = maxDenseError(track, { keyframes.value(at: $0) }, count: 20_000)
            let times = keyframes.times
            for k in times.indices.dropLast() where times[k + 1] > times[k] {
                for j in 1..<64 {
                    let t = times[k] + (times[k + 1] - times[k]) * Double(j) / 64
                    worst = max(worst, abs(keyframes.value(at: t) - track.value(at: t)))
                }
            }
            for kink in kinks {
                for t in [kink.nextDown.nextDown, kink.nextDown, kink, kink.nextUp, kink.nextUp.nextUp] where t >= 0 && t <= track.duration {
                    worst = max(worst, abs(keyframes.value(at: t) - track.value(at: t)))
                }
            }
            #expect(worst <= maxError, "\(name) at \(maxError): error \(worst) with \(keyframes.values.count) keyframes")
            #expect(keyframes.values.first == track.value(at: 0) && keyframes.values.last == track.value(at: track.duration))
        }
    }

    @Test("A jump inside an arbitrary track is found and kept sharp")
    func jumpInClosureTrack() {
        let track = ClosureTrack(duration: 1) { $0 < 0.37 ? $0 : $0 + 2 }
        let keyframes = SampledKeyframes(sampling: track, maxError: 1e-3)
        #expect(keyframes.values.count <= 6)
        let error = maxDenseError(track, { keyframes.value(at: $0) }, jumps: [0.37], skip: 1e-9)
        #expect(error <= 1e-3)
    }

    @Test("Vectors: Euclidean error within the bound at 10 000 times")
    func vectorBound() {
        let track = KeyframeTrack(
            values: [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 40), CGPoint(x: 50, y: 300)],
            timings: [.eased(.easeInOutBack, duration: 0.6), .spring(.bouncy)])
        for maxError in [0.5, 0.05] {
            let keyframes = SampledKeyframes(sampling: track, maxError: maxError)
            var worst = 0.0
            for i in 0...10_000 {
                let t = Double(i) / 10_000 * track.duration
                let u = t / keyframes.duration
                let k = pieceIndex(keyframes.keyTimes, u)
                let f = u >= 1 ? 1 : (u - keyframes.keyTimes[k]) / (keyframes.keyTimes[k + 1] - keyframes.keyTimes[k])
                let (a, b) = (keyframes.values[k], keyframes.values[k + 1])
                let x = a.x + (b.x - a.x) * f, y = a.y + (b.y - a.y) * f
                let v = track.value(at: t)
                worst = max(worst, ((x - v.x) * (x - v.x) + (y - v.y) * (y - v.y)).squareRoot())
            }
            #expect(worst <= maxError, "error \(worst)")
        }
    }

    @Test("Non-vector values with a caller's distance: colours in sRGB")
    func customDistance() {
        let red = MotionColor(red: 1, green: 0, blue: 0)
        let blue = MotionColor(red: 0, green: 0, blue: 1)
        let track = KeyframeTrack(values: [red, blue], durations: [1], easing: .easeInOutSine)
        func distance(_ a: MotionColor, _ b: MotionColor) -> Double {
            let d = a.components(in: .sRGB) - b.components(in: .sRGB)
            return (d * d).sum().squareRoot()
        }
        let keyframes = SampledKeyframes(sampling: track, maxError: 0.01, distance: distance)
        for i in 0...2000 {
            let t = Double(i) / 2000
            #expect(distance(keyframes.value(at: t), track.value(at: t)) <= 0.01)
        }
    }
}
