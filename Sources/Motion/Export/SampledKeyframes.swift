/// Keyframes (key times and values) whose piecewise-linear interpolation follows a
/// track within a maximum error: what CSS `@keyframes` with `linear` timing,
/// `CAKeyframeAnimation` with linear calculation, or Web Animations keyframes play.
///
/// ```swift
/// let keyframes = SampledKeyframes(sampling: track, maxError: 0.5)   // 0.5 pt
/// keyframes.keyTimes   // [0, 0.08, …, 1]
/// keyframes.values     // the track's values at those times
/// ```
///
/// Accuracy: between keyframes the reconstruction is
/// `values[k].interpolated(to: values[k + 1], fraction: …)` over normalised time, and
/// the sampler accepts a piece only when its distance from the track is at most
/// 0.99 × `maxError`, checked at the multiples of 1/2048 of the duration inside the
/// piece (at least 32 points: finer for a shorter piece), with the distance between
/// two points bounded from the track's own bend there (twice the distance of the
/// track at a point from the line through its neighbours, which covers a kink or a
/// jump between points) and any cell whose bound exceeds the limit halved until it
/// is decided, as `ceasing_sample_linear` does. That is a dense check, not a proof:
/// a feature narrower than the check spacing can hide (the tests verify the bound at
/// 10 000 points, and against adversarial curves). Keyframe values are the track's own values, so the first and last
/// values and every keyframe are exact.
///
/// Sampling is greedy (each piece as long as the bound allows, found by doubling
/// and bisection), which gives close to the fewest keyframes. A
/// ``KeyframeTrack``'s segments are sampled one by one, so every segment join is a
/// keyframe and a zero-length segment is an exact jump. Any other track's jumps are
/// found as places where the value changes by more than `maxError` between adjacent
/// doubles; a jump is two keyframes at the same key time (the value before, then the
/// value after), and
/// ``value(at:)`` takes the later one at that time.
public struct SampledKeyframes<Value: Interpolatable>: Track {
    /// The key times as fractions of ``duration``: non-decreasing, first exactly 0 and
    /// last exactly 1 (equal only at a jump).
    public let keyTimes: [Double]

    /// The values at the key times (the track's own values).
    public let values: [Value]

    /// The duration in seconds of the sampled track.
    public let duration: Double

    /// The bound the keyframes were sampled with.
    public let maxError: Double

    /// Samples `track` within `maxError` of distance `distance`.
    ///
    /// The reconstruction between keyframes uses `Value.interpolated(to:fraction:)`;
    /// `distance` must be a metric compatible with it (for a ``MotionVector`` use
    /// ``init(sampling:maxError:)``, which uses the Euclidean distance).
    ///
    /// - Parameters:
    ///   - track: The track to sample.
    ///   - maxError: The largest allowed distance between the reconstruction and the
    ///     track, finite and > 0.
    ///   - distance: The distance between two values.
    /// - Precondition: `maxError` finite and > 0; the track's duration finite and
    ///   ≥ 0; the distances finite.
    @_specialize(where Value == Double, Source == KeyframeTrack<Double>)
    public init<Source: Track>(
        sampling track: Source, maxError: Double, distance: @escaping (Value, Value) -> Double
    ) where Source.Value == Value {
        precondition(
            maxError.isFinite && maxError > 0, "SampledKeyframes: maxError \(maxError) must be finite and > 0")
        let total = track.duration
        precondition(total.isFinite && total >= 0, "SampledKeyframes: the track's duration \(total) must be finite and ≥ 0")
        self.maxError = maxError
        duration = total
        guard total > 0 else {
            let value = track.value(at: 0)
            keyTimes = [0, 1]
            values = [value, value]
            return
        }
        var sampler = LinearSampler<Value>(
            tolerance: maxError, scale: total, distance: distance,
            interpolate: { $0.interpolated(to: $1, fraction: $2) })
        if let keyframes = track as? KeyframeTrack<Value> {
            for segment in keyframes.segments {
                if segment.duration > 0 {
                    sampler.sample({ segment.value(at: $0 - segment.startTime) }, from: segment.startTime, to: segment.endTime)
                } else {
                    sampler.append(segment.startTime, segment.from)
                    sampler.append(segment.startTime, segment.to)
                }
            }
        } else {
            sampler.sample({ track.value(at: $0) }, from: 0, to: total)
        }
        // A track whose last piece ends in a jump at its very end is covered by the
        // samples above; normalise the times, with exact ends.
        var times = sampler.times.map { $0 / total }
        times[0] = 0
        times[times.count - 1] = 1
        keyTimes = times
        values = sampler.values
    }

    /// The keyframes' times in seconds (`keyTimes[k] × duration`).
    public var times: [Double] {
        keyTimes.map { $0 * duration }
    }

    /// The piecewise-linear reconstruction at `time` seconds: the first value before
    /// 0, the last value from ``duration`` on, the later value at a jump.
    ///
    /// - Parameter time: Seconds from the start.
    /// - Returns: The interpolated value.
    public func value(at time: Double) -> Value {
        precondition(!time.isNaN, "SampledKeyframes.value(at:): time is NaN")
        switch KeyframePosition(time: time, keyTimes: keyTimes, duration: duration) {
        case .first: return values[0]
        case .last: return values[values.count - 1]
        case .piece(let index, let fraction): return values[index].interpolated(to: values[index + 1], fraction: fraction)
        }
    }
}

extension SampledKeyframes where Value: MotionVector {
    /// Samples `track` within `maxError` in Euclidean distance (`(a − b).magnitude`):
    /// the piecewise-linear reconstruction is never further than `maxError` from the
    /// track at the check points (see ``SampledKeyframes``).
    ///
    /// - Parameters:
    ///   - track: The track to sample.
    ///   - maxError: The largest allowed distance, in the value's units; finite and > 0.
    /// - Precondition: `maxError` finite and > 0; the track finite.
    public init<Source: Track>(sampling track: Source, maxError: Double) where Source.Value == Value {
        self.init(sampling: track, maxError: maxError, distance: { ($0 - $1).magnitude })
    }
}

extension SampledKeyframes: Sendable where Value: Sendable {}
