import Motion
import Testing

/// Issue #13, keyframe tracks: a track's duration is finite, as ``Track`` promises.
@Suite("Reliability: keyframe tracks")
struct KeyframeReliabilityTests {
    @Test("Finite segment durations whose sum is finite build a track with that duration")
    func largeFiniteDurations() {
        let track = KeyframeTrack(values: [0.0, 1, 2], durations: [1e307, 1e307])
        #expect(track.duration == 2e307)
        #expect(track.value(at: 1.5e307) == 1.5)
        #expect(track.value(at: 2e307) == 2)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Segment durations whose sum overflows are refused, naming the segment")
    func overflowingDurations() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = KeyframeTrack(values: [0.0, 1, 2], durations: [1e308, 1e308])
        }
        #expect(Reliability.stderr(result, contains: "segment 1"))
    }

    @Test("An undamped spring segment is refused, naming the segment and its damping")
    func undampedSegment() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = KeyframeTrack(values: [0.0, 1], timings: [.spring(Spring(mass: 1, stiffness: 1, damping: 0))])
        }
        #expect(Reliability.stderr(result, contains: "segment 0"))
    }
    #endif
}
