import Foundation
import Motion
import Testing

/// Keyframe tracks placed in a timeline and played on the engine.
@Suite("Timelines of keyframe tracks")
struct TimelineKeyframeTests {
    /// Two keyframe tracks on a layer: a three-value FC track for the position and
    /// a two-segment opacity track whose second segment is a spring, overlapping.
    static let path = KeyframeTrack(
        values: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)],
        durations: [0.5, 0.75], easings: [.easeInOutCubic, .easeOutQuad])
    static let fade = KeyframeTrack(
        values: [1.0, 0.2, 0.8],
        timings: [.eased(.easeInSine, duration: 0.4), .spring(Spring(mass: 1, stiffness: 200, damping: 18))])

    static func makeTimeline(on layer: Layer) -> Timeline {
        var timeline = Timeline()
        timeline.add(Self.path, to: layer, \.position)
        timeline.addLabel("fade", at: .afterEnd(-0.5))
        timeline.add(Self.fade, to: layer, \.opacity, at: .label("fade"))
        return timeline
    }

    @Test("Forward play, seeks in any order and reverse play give the same values as the tracks")
    func seekAndReverseMatchForwardPlay() throws {
        let layer = Layer()
        let timeline = Self.makeTimeline(on: layer)
        // The oracle: each track evaluated on its own at timeline time minus its start.
        let (path, fade) = (Self.path, Self.fade)
        let fadeStart = try #require(timeline.labels["fade"])
        #expect(fadeStart == 0.75)
        #expect(abs(timeline.duration - max(1.25, 0.75 + fade.duration)) < 1e-12)
        func expected(_ t: Double) -> (CGPoint, Double) {
            (path.value(at: t), fade.value(at: t - fadeStart))
        }

        // The engine keeps the timeline's duration in whole nanoseconds, so its time
        // may differ from t by about 1e-9 s: under 1e-6 at these speeds (< 500 units/s).
        let tolerance = 1e-6
        let engine = AnimationEngine()
        let id = engine.play(timeline)
        let times = stride(from: 0.0, through: timeline.duration, by: 0.05).map { ($0 * 1e9).rounded() / 1e9 }
        var forward: [Double: (CGPoint, Double)] = [:]
        for t in times {
            engine.advance(to: .nanoseconds(Int64((t * 1e9).rounded())))
            forward[t] = (layer.position, layer.opacity)
            let (position, opacity) = expected(t)
            #expect(abs(layer.position.x - position.x) < tolerance && abs(layer.position.y - position.y) < tolerance, "t = \(t)")
            #expect(abs(layer.opacity - opacity) < tolerance, "t = \(t)")
        }

        // A fresh play, scrubbed in a shuffled order: the very same values.
        let scrubbed = Layer()
        let second = engine.play(Self.makeTimeline(on: scrubbed))
        engine.pause(second)
        var random = SplitMix64(seed: 6)
        var frame = engine.currentTime
        for t in times.shuffled(using: &random) {
            engine.seek(second, to: .nanoseconds(Int64((t * 1e9).rounded())))
            // The sought value is delivered on the next frame, even while paused.
            frame += .milliseconds(16)
            engine.advance(to: frame)
            #expect(scrubbed.position == forward[t]!.0, "t = \(t)")
            #expect(scrubbed.opacity == forward[t]!.1, "t = \(t)")
        }
        // Reverse play from the end passes the same values.
        let reversed = Layer()
        let third = engine.play(Self.makeTimeline(on: reversed))
        engine.seek(third, to: .nanoseconds(Int64((timeline.duration * 1e9).rounded())))
        engine.reverse(third)
        frame += .milliseconds(16)
        engine.advance(to: frame)
        frame += .milliseconds(500)
        engine.advance(to: frame)
        // Reversed at the end: 16 ms + 500 ms of backward play.
        let backAt = timeline.duration - 0.516
        let (position, opacity) = expected(backAt)
        #expect(abs(reversed.position.x - position.x) < tolerance && abs(reversed.position.y - position.y) < tolerance)
        #expect(abs(reversed.opacity - opacity) < tolerance)
        _ = id
    }
}
