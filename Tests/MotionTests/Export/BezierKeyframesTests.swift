import Foundation
import Motion
import Testing

/// Adaptive Bézier keyframes stay within their bound at 10 000 times, with exact
/// joins and valid (finite, CSS-legal) timing functions.
@Suite("Bézier keyframes")
struct BezierKeyframesTests {
    /// The keyframe animation by hand: piece k from values[k] to values[k + 1] along its
    /// cubic-bezier (solved by bisection here, not by Motion's solver).
    static func reconstruct(_ keyframes: BezierKeyframes<Double>, _ t: Double) -> Double {
        let u = t / keyframes.duration
        if u >= 1 { return keyframes.values.last! }
        let k = pieceIndex(keyframes.keyTimes, u)
        let (a, b) = (keyframes.keyTimes[k], keyframes.keyTimes[k + 1])
        let timing = keyframes.timingFunctions[k]
        let y = cubicBezierTiming(timing.x1, timing.y1, timing.x2, timing.y2, at: (u - a) / (b - a))
        return keyframes.values[k] + (keyframes.values[k + 1] - keyframes.values[k]) * y
    }

    static func checkTimings(_ timings: [CubicBezierTiming]) {
        for t in timings {
            #expect(t.x1 >= 0 && t.x1 <= 1 && t.x2 >= 0 && t.x2 <= 1)
            #expect(t.y1.isFinite && t.y2.isFinite)
        }
    }

    static var tracks: [any Track<Double>] {
        [
            KeyframeTrack(values: [0.0, 1, 0.3], timings: [.eased(.easeOutElastic, duration: 1.2), .spring(.bouncy)]),
            KeyframeTrack(
                values: [0.0, 1, 1, -2], durations: [0.4, 0.3, 0.8], easings: [.easeInOutCubic, .linear, .easeOutBounce]),
            ClosureTrack(duration: 2) { sin(3 * $0) * exp(-$0) },
            ClosureTrack(duration: 1) { $0 < 0.6 ? $0 * $0 : 2 - $0 },
        ]
    }

    @Test("Scalar tracks: within the bound at 10 000 times", arguments: [1e-2, 1e-3, 1e-4])
    func scalarBound(maxError: Double) {
        for track in Self.tracks {
            let keyframes = BezierKeyframes(fitting: track, maxError: maxError)
            Self.checkTimings(keyframes.timingFunctions)
            let error = maxDenseError(track) { Self.reconstruct(keyframes, $0) }
            #expect(error <= maxError * (1 + 1e-9), "error \(error), \(keyframes.timingFunctions.count) pieces")
            // Motion's own evaluation of the keyframes agrees with the hand reconstruction.
            for i in 0...300 {
                let t = Double(i) / 300 * track.duration
                #expect(abs(keyframes.value(at: t) - Self.reconstruct(keyframes, t)) < 1e-9)
            }
            #expect(keyframes.values.first == track.value(at: 0))
            #expect(keyframes.values.last == track.value(at: track.duration))
        }
    }

    @Test("Bézier pieces are far fewer than linear samples")
    func fewerPieces() {
        let track = KeyframeTrack(values: [0.0, 1], durations: [1], easing: .easeInOutSine)
        let bezier = BezierKeyframes(fitting: track, maxError: 1e-3)
        let linear = SampledKeyframes(sampling: track, maxError: 1e-3)
        #expect(bezier.timingFunctions.count <= 2)
        #expect(linear.values.count > 10)
    }

    @Test("Keyframe-track joins are exact keyframes; a flat segment is one linear piece")
    func joins() {
        let track = KeyframeTrack(values: [0.0, 10, 10, 4], durations: [0.5, 0.5, 1], easings: [.easeInQuad, .easeOutBack, .ease])
        let keyframes = BezierKeyframes(fitting: track, maxError: 1e-3)
        let times = keyframes.keyTimes.map { $0 * keyframes.duration }
        for (join, value) in [(0.0, 0.0), (0.5, 10), (1.0, 10)] {
            let index = times.firstIndex { abs($0 - join) < 1e-12 }
            #expect(index != nil)
            if let index { #expect(keyframes.values[index] == value) }
        }
        // The flat middle segment: one piece, cubic-bezier(0, 0, 1, 1), never NaN.
        let flat = times.firstIndex { abs($0 - 0.5) < 1e-12 }!
        #expect(keyframes.timingFunctions[flat] == .linear)
        #expect(abs(times[flat + 1] - 1) < 1e-12)
    }

    @Test("Vectors: each segment within the bound in Euclidean distance")
    func vectors() {
        let track = KeyframeTrack(
            values: [SIMD2<Double>(0, 0), SIMD2(300, 100), SIMD2(100, 400)],
            timings: [.eased(.easeOutElastic, duration: 1), .spring(.smooth)])
        let keyframes = BezierKeyframes(fittingSegmentsOf: track, maxError: 0.5)
        Self.checkTimings(keyframes.timingFunctions)
        var worst = 0.0
        for i in 0...10_000 {
            let t = Double(i) / 10_000 * track.duration
            let u = t / keyframes.duration
            var value = keyframes.values.last!
            if u < 1 {
                let k = pieceIndex(keyframes.keyTimes, u)
                let timing = keyframes.timingFunctions[k]
                let q = (u - keyframes.keyTimes[k]) / (keyframes.keyTimes[k + 1] - keyframes.keyTimes[k])
                let y = cubicBezierTiming(timing.x1, timing.y1, timing.x2, timing.y2, at: q)
                value = keyframes.values[k] + (keyframes.values[k + 1] - keyframes.values[k]) * y
            }
            let d = value - track.value(at: t)
            worst = max(worst, (d * d).sum().squareRoot())
        }
        #expect(worst <= 0.5 * (1 + 1e-9), "error \(worst)")
    }

    @Test("Any interpolatable value: each segment's easing is fitted within the progress bound")
    func progressFit() {
        let a = Transform3D(translationX: 0, y: 0, z: 0)
        let b = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
        let track = KeyframeTrack(values: [a, b], durations: [1], easing: .easeOutBack)
        let keyframes = BezierKeyframes(fittingSegmentsOf: track, maxProgressError: 1e-4)
        Self.checkTimings(keyframes.timingFunctions)
        // Each keyframe is the track's own value at its time (from.interpolated(to:, fraction: e(u))).
        for (keyTime, value) in zip(keyframes.keyTimes, keyframes.values) {
            let expected = track.value(at: keyTime)
            #expect(abs(value.m11 - expected.m11) < 1e-12 && abs(value.m12 - expected.m12) < 1e-12)
        }
        // The fitted progress follows the easing within 1e-4 (easeOutBack by its formula).
        func backOut(_ x: Double) -> Double {
            let c1 = 1.70158, c3 = c1 + 1
            return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        }
        for i in 0...10_000 {
            let u = Double(i) / 10_000
            guard u < 1 else { continue }
            let k = pieceIndex(keyframes.keyTimes, u)
            let t = keyframes.timingFunctions[k]
            let (p0, p1) = (backOut(keyframes.keyTimes[k]), backOut(keyframes.keyTimes[k + 1]))
            let q = (u - keyframes.keyTimes[k]) / (keyframes.keyTimes[k + 1] - keyframes.keyTimes[k])
            let progress = p0 + (p1 - p0) * cubicBezierTiming(t.x1, t.y1, t.x2, t.y2, at: q)
            #expect(abs(progress - backOut(u)) <= 1e-4 + 1e-12)
        }
    }

    @Test("A constant track exports without NaN")
    func constant() {
        let keyframes = BezierKeyframes(fitting: ClosureTrack(duration: 1) { _ in 3.0 }, maxError: 1e-3)
        #expect(keyframes.values.allSatisfy { $0 == 3 })
        #expect(keyframes.timingFunctions.allSatisfy { $0 == .linear })
    }
}
