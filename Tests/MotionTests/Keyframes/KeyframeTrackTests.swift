import Foundation
import Motion
import Testing

/// Keyframe tracks in FCAnimationFactory's and Web Animations' models, against
/// values computed by hand (lerp and the easing formulas written out here).
@Suite("Keyframe tracks")
struct KeyframeTrackTests {
    // Hand-written easing formulas (independent of Motion's curve table).
    static func quadIn(_ x: Double) -> Double { x * x }
    static func cubicOut(_ x: Double) -> Double { 1 - (1 - x) * (1 - x) * (1 - x) }
    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    /// values [0, 10, 4, 4.5], durations [0.5, 1.25, 0.25], easings [quad in, cubic out, linear].
    static let track = KeyframeTrack(
        values: [0.0, 10, 4, 4.5], durations: [0.5, 1.25, 0.25], easings: [.easeInQuad, .easeOutCubic, .linear])

    /// The same track by hand.
    static func expected(_ t: Double) -> Double {
        if t < 0 { return 0 }
        if t < 0.5 { return lerp(0, 10, quadIn(t / 0.5)) }
        if t < 1.75 { return lerp(10, 4, cubicOut((t - 0.5) / 1.25)) }
        if t < 2 { return lerp(4, 4.5, (t - 1.75) / 0.25) }
        return 4.5
    }

    @Test("FC model: values match lerp and the easing formulas at 2001 times")
    func fcModelMatchesHandFormula() {
        #expect(Self.track.duration == 2)
        for i in -100...2100 {
            let t = Double(i) / 1000
            #expect(abs(Self.track.value(at: t) - Self.expected(t)) <= 1e-12, "t = \(t)")
        }
    }

    @Test("Joins, the start and the end are exact")
    func exactJoins() {
        let track = Self.track
        for (index, segment) in track.segments.enumerated() {
            #expect(track.value(at: segment.startTime) == [0.0, 10, 4, 4.5][index])
        }
        #expect(track.value(at: -1) == 0)
        #expect(track.value(at: 2) == 4.5)
        #expect(track.value(at: 1e9) == 4.5)
        #expect(track.values == [0, 10, 4, 4.5])
        // Just before a join the value is within the easing's slope of the join value.
        #expect(abs(track.value(at: 0.5.nextDown) - 10) < 1e-12)
    }

    @Test("Segments report their times, ends and timings")
    func segmentInspection() {
        let segments = Self.track.segments
        #expect(segments.map(\.startTime) == [0, 0.5, 1.75])
        #expect(segments.map(\.duration) == [0.5, 1.25, 0.25])
        #expect(segments.map(\.endTime) == [0.5, 1.75, 2])
        #expect(segments.map(\.from) == [0, 10, 4])
        #expect(segments.map(\.to) == [10, 4, 4.5])
        #expect(segments[1].timing == .eased(.easeOutCubic, duration: 1.25))
        #expect(abs(segments[1].progress(at: 0.625) - Self.cubicOut(0.5)) < 1e-15)
        #expect(Self.track.segmentIndex(at: 0.5) == 1)
        #expect(Self.track.segmentIndex(at: 2) == nil)
        #expect(Self.track.segmentIndex(at: -0.1) == nil)
    }

    @Test("One easing for all segments")
    func singleEasing() {
        let track = KeyframeTrack(values: [1.0, 3, 2], durations: [1, 2], easing: .easeInQuad)
        for i in 0...300 {
            let t = Double(i) / 100
            let expected = t < 1 ? Self.lerp(1, 3, Self.quadIn(t)) : Self.lerp(3, 2, Self.quadIn((t - 1) / 2))
            #expect(abs(track.value(at: t) - expected) <= 1e-12)
        }
    }

    @Test("Evaluation in random order equals forward order, bit for bit")
    func randomOrder() {
        let track = KeyframeTrack(
            values: [0.0, 1, -2, 5], timings: [.eased(.easeInOutSine, duration: 0.3), .spring(.bouncy), .eased(.easeOutBack, duration: 0.7)])
        let times = (0...3000).map { Double($0) / 3000 * (track.duration + 0.2) - 0.1 }
        let forward = times.map { track.value(at: $0) }
        var random = SplitMix64(seed: 0xC0FFEE)
        for index in times.indices.shuffled(using: &random) {
            #expect(track.value(at: times[index]) == forward[index])
        }
        let backward = times.reversed().map { track.value(at: $0) }
        #expect(Array(backward.reversed()) == forward)
    }

    @Test("A zero-length segment is a jump; the later value wins at its time")
    func zeroLengthJump() {
        let track = KeyframeTrack(values: [0.0, 1, 5, 6], durations: [1, 0, 1])
        #expect(track.duration == 2)
        #expect(track.value(at: 1) == 5)
        #expect(abs(track.value(at: 1.0.nextDown) - 1) < 1e-15)
        #expect(track.value(at: 1.5) == 5.5)
        #expect(track.segmentIndex(at: 1) == 2)
    }

    @Test("Points interpolate per component; transforms through their own interpolation")
    func otherValueTypes() {
        let points = KeyframeTrack(values: [CGPoint(x: 0, y: 10), CGPoint(x: 4, y: 2)], durations: [2], easing: .easeInQuad)
        let p = points.value(at: 0.5)
        #expect(abs(p.x - 4 * Self.quadIn(0.25)) < 1e-12)
        #expect(abs(p.y - (10 - 8 * Self.quadIn(0.25))) < 1e-12)
        // Two translations blend their translation linearly (CSS Transforms).
        let a = Transform3D(translationX: 0, y: 0, z: 0)
        let b = Transform3D(translationX: 100, y: -40, z: 8)
        let transforms = KeyframeTrack(values: [a, b], durations: [1], easing: .easeOutCubic)
        let m = transforms.value(at: 0.3)
        #expect(abs(m.m41 - 100 * Self.cubicOut(0.3)) < 1e-9)
        #expect(abs(m.m42 + 40 * Self.cubicOut(0.3)) < 1e-9)
        #expect(abs(m.m43 - 8 * Self.cubicOut(0.3)) < 1e-9)
        #expect(transforms.value(at: 1) == b)
    }

    @Test("Velocity in an eased segment is (to − from)·e′(p)/d")
    func easedVelocity() {
        let track = KeyframeTrack(values: [2.0, 8], durations: [1.5], easing: .easeInQuad)
        for i in 0...150 {
            let t = Double(i) / 100
            let p = t / 1.5
            let expected = t < 1.5 ? 6 * 2 * p / 1.5 : 0
            #expect(abs(track.velocity(at: t) - expected) < 1e-6, "t = \(t)")
        }
        #expect(track.velocity(at: -1) == 0)
    }

    @Test("An empty track holds its only value")
    func singleValue() {
        let track = KeyframeTrack(values: [7.0], durations: [])
        #expect(track.duration == 0)
        #expect(track.value(at: -1) == 7 && track.value(at: 0) == 7 && track.value(at: 5) == 7)
    }

    // MARK: - Web Animations model

    @Test("WAAPI: missing offsets are spaced evenly (0, 0.3, 0.6, 0.8, 1)")
    func webAnimationsOffsets() {
        let track = KeyframeTrack(
            keyframes: [
                Keyframe(0.0, easing: .easeInQuad), Keyframe(5.0), Keyframe(3.0, offset: 0.6, easing: .easeOutCubic),
                Keyframe(8.0), Keyframe(1.0),
            ], duration: 2)
        let starts = track.segments.map(\.startTime)
        let expectedStarts = [0, 0.6, 1.2, 1.6]
        for (start, expected) in zip(starts, expectedStarts) { #expect(abs(start - expected) < 1e-15) }
        func expected(_ t: Double) -> Double {
            if t < 0.6 { return Self.lerp(0, 5, Self.quadIn(t / 0.6)) }
            if t < 1.2 { return Self.lerp(5, 3, (t - 0.6) / 0.6) }
            if t < 1.6 { return Self.lerp(3, 8, Self.cubicOut((t - 1.2) / 0.4)) }
            if t < 2 { return Self.lerp(8, 1, (t - 1.6) / 0.4) }
            return 1
        }
        for i in 0...2000 {
            let t = Double(i) / 1000
            #expect(abs(track.value(at: t) - expected(t)) < 1e-12, "t = \(t)")
        }
    }

    @Test("WAAPI: equal offsets make a jump")
    func webAnimationsJump() {
        let track = KeyframeTrack(
            keyframes: [Keyframe(0.0), Keyframe(1.0, offset: 0.5), Keyframe(3.0, offset: 0.5), Keyframe(4.0)], duration: 4)
        #expect(track.value(at: 2) == 3)
        #expect(abs(track.value(at: 1) - 0.5) < 1e-15)
        #expect(abs(track.value(at: 3) - 3.5) < 1e-15)
    }

    // MARK: - Programmer errors

    @Test("Count mismatches, negative durations and bad offsets stop")
    func preconditions() async {
        await #expect(processExitsWith: .failure) {
            _ = KeyframeTrack(values: [0.0, 1], durations: [1, 2], easing: .linear)
        }
        await #expect(processExitsWith: .failure) {
            _ = KeyframeTrack(values: [0.0, 1, 2], durations: [1, 2], easings: [.linear])
        }
        await #expect(processExitsWith: .failure) {
            _ = KeyframeTrack(values: [0.0, 1], durations: [-1])
        }
        await #expect(processExitsWith: .failure) {
            _ = KeyframeTrack(keyframes: [Keyframe(0.0), Keyframe(1.0, offset: 0.7), Keyframe(2.0, offset: 0.4)], duration: 1)
        }
        await #expect(processExitsWith: .failure) {
            _ = KeyframeTrack(keyframes: [Keyframe(0.0, offset: 0.2), Keyframe(1.0)], duration: 1)
        }
        await #expect(processExitsWith: .failure) {
            _ = KeyframeTrack(values: [0.0, 1], timings: [.spring(Spring(stiffness: 100, damping: 0))])
        }
    }
}
