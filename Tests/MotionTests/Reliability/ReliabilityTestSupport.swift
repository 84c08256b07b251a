import Motion
import Testing

/// Helpers for the reliability suites: play an animation to its end in
/// frames that grow from 1/60 s, and read precondition messages.
enum Reliability {
    /// 1e-310, a subnormal (written as text: the literal would warn).
    static let subnormal = Double("1e-310")!

    /// The extreme doubles every sweep tries.
    static let extremes: [Double] = [
        0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, subnormal, 1e-300, 1e-9, 1, 1e9, 1e30, 1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// The same, as positive magnitudes and the special values (for arguments whose sign is checked first).
    static let extremeMagnitudes: [Double] = [
        0, .leastNonzeroMagnitude, subnormal, 1e-300, 1e-9, 1, 1e9, 1e30, 1e300, .greatestFiniteMagnitude, .infinity, .nan,
    ]

    /// What an animation delivered while `play` drove its engine.
    struct Playback<Value> {
        var values: [Value] = []
        var completions: [CompletionReason] = []
        /// The engine time of the frame that completed the animation.
        var completedAt: Duration?
    }

    /// Holds a playback that the animation's closures append to.
    final class PlaybackBox<Value> {
        var playback = Playback<Value>()
    }

    /// Advances `engine` in frames of 1/60 s for 20 frames, then doubling
    /// each frame (so a 10⁹ s animation ends in ~55 frames), until the
    /// animation has completed and one more frame has passed, or `frameCap`
    /// frames, or the engine's range runs out.
    static func play<Value>(
        _ engine: AnimationEngine, frameCap: Int = 200,
        start: (_ record: @escaping (Value) -> Void, _ complete: @escaping (CompletionReason) -> Void) -> Void
    ) -> Playback<Value> {
        let box = PlaybackBox<Value>()
        // Weak: an animation that never ends (infinite, or frozen at speed 0)
        // would otherwise keep its engine alive through its own completion.
        start({ box.playback.values.append($0) }, { [weak engine] reason in
            box.playback.completions.append(reason)
            box.playback.completedAt = engine?.currentTime
        })
        var step: Int64 = 16_666_667
        for frame in 0..<frameCap {
            let now = engine.currentTime.components
            let nowNanoseconds = now.seconds * 1_000_000_000 + now.attoseconds / 1_000_000_000
            if Int64.max - nowNanoseconds < step { break }
            engine.advance(by: .nanoseconds(step))
            if box.playback.completedAt != nil && engine.currentTime > box.playback.completedAt! { break }
            if frame >= 20 && step < Int64.max / 4 { step *= 2 }
        }
        return box.playback
    }


    /// Whether the captured standard error contains `text`. Optimised builds
    /// drop precondition messages, so there only the failure itself is checked.
    static func stderr(_ result: ExitTest.Result?, contains text: String) -> Bool {
        guard let result else { return false }
        #if DEBUG
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
        #else
        return true
        #endif
    }
}
