/// Keyframes joined by cubic-Bézier timing functions: what a `CAKeyframeAnimation`
/// with `timingFunctions`, or CSS `@keyframes` with a per-keyframe
/// `animation-timing-function: cubic-bezier(…)`, plays.
///
/// Keyframe `k` sits at ``keyTimes``[k] (a fraction of ``duration``) with value
/// ``values``[k]; between keyframes `k` and `k + 1` the value is
/// `values[k].interpolated(to: values[k + 1], fraction: timingFunctions[k].value(at: q))`,
/// `q` the normalised time within the piece. Build one with
///
/// - ``init(fitting:maxError:)``: any scalar track, within a maximum error;
/// - ``init(fittingSegmentsOf:maxError:)``: a ``KeyframeTrack`` of vectors, each
///   segment fitted within a maximum error in the value's units;
/// - ``init(fittingSegmentsOf:maxProgressError:)``: a ``KeyframeTrack`` of any
///   interpolatable value, each segment's easing fitted;
/// - ``init(fcCompatible:)``: FCAnimationFactory's fixed ⌈4 × duration⌉ pieces per
///   segment.
///
/// The adaptive fits use `ceasing_fit_bezier` (greedy farthest reach; each piece's
/// handles the best of the Hermite ⅓ rule, FC's midpoint rule and a least-squares
/// fit) and accept a piece when its error, checked at max(64, 4096·L) points of a
/// piece of length L (of the fitted interval) with local peaks refined, is at most
/// 0.99 × the bound. That is a dense check, not a proof (the tests verify the bound
/// at 10 000 points). Every timing function is valid CSS (x1, x2 in [0, 1]); a piece
/// whose value does not change gets ``CubicBezierTiming/linear`` (never NaN).
public struct BezierKeyframes<Value: Interpolatable>: Track {
    /// The key times as fractions of ``duration``: non-decreasing, first exactly 0 and
    /// last exactly 1 (equal only at a jump).
    public let keyTimes: [Double]

    /// The values at the key times.
    public let values: [Value]

    /// The timing function of each piece: `timingFunctions[k]` runs from keyframe `k`
    /// to keyframe `k + 1` (one fewer than the keyframes).
    public let timingFunctions: [CubicBezierTiming]

    /// The duration in seconds.
    public let duration: Double

    /// Keyframes from their parts.
    ///
    /// - Parameters:
    ///   - keyTimes: Fractions of `duration`, non-decreasing, from 0 to 1.
    ///   - values: One value per key time.
    ///   - timingFunctions: One timing function per piece (`keyTimes.count − 1`).
    ///   - duration: The duration in seconds, finite and ≥ 0.
    /// - Precondition: the counts match (at least two keyframes), the key times are
    ///   non-decreasing from exactly 0 to exactly 1, and `duration` is finite and ≥ 0.
    public init(keyTimes: [Double], values: [Value], timingFunctions: [CubicBezierTiming], duration: Double) {
        precondition(
            keyTimes.count >= 2 && values.count == keyTimes.count && timingFunctions.count == keyTimes.count - 1,
            "BezierKeyframes: \(keyTimes.count) key times, \(values.count) values and \(timingFunctions.count) timing functions; need n ≥ 2, n and n − 1"
        )
        precondition(
            keyTimes.first == 0 && keyTimes.last == 1 && zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 },
            "BezierKeyframes: key times must rise from 0 to 1, got \(keyTimes)")
        precondition(duration.isFinite && duration >= 0, "BezierKeyframes: duration \(duration) must be finite and ≥ 0")
        self.keyTimes = keyTimes
        self.values = values
        self.timingFunctions = timingFunctions
        self.duration = duration
    }

    /// The value at `time` seconds: the first value before 0, the last from
    /// ``duration`` on, the later value at a jump (equal key times).
    ///
    /// - Parameter time: Seconds from the start.
    /// - Returns: The value the keyframe animation shows.
    public func value(at time: Double) -> Value {
        precondition(!time.isNaN, "BezierKeyframes.value(at:): time is NaN")
        switch KeyframePosition(time: time, keyTimes: keyTimes, duration: duration) {
        case .first: return values[0]
        case .last: return values[values.count - 1]
        case .piece(let index, let fraction):
            let eased = timingFunctions[index].value(at: fraction)
            return values[index].interpolated(to: values[index + 1], fraction: eased)
        }
    }
}

extension BezierKeyframes: Sendable where Value: Sendable {}

// MARK: - Fitting keyframe tracks segment by segment

extension BezierKeyframes {
    /// Fits each segment's progress curve (its easing, or its spring) within
    /// `maxProgressError`, for a keyframe track of any interpolatable value.
    ///
    /// Each keyframe's value is `from.interpolated(to: to, fraction: y)` at a point
    /// `y` on the segment's progress curve, so segment joins are keyframes with the
    /// track's exact values, and a zero-length segment is a jump (two keyframes at one
    /// key time). The bound holds for the progress: for a ``MotionVector`` the value's
    /// error is at most `maxProgressError × |to − from|` per segment; for other types
    /// (transforms, colours) the player's own interpolation between keyframes decides
    /// how closely the fitted progress maps to values.
    ///
    /// - Parameters:
    ///   - track: The keyframe track.
    ///   - maxProgressError: The largest allowed progress error, finite and ≥ 10⁻¹².
    /// - Precondition: `maxProgressError` finite and ≥ 10⁻¹²; the easings finite.
    public init(fittingSegmentsOf track: KeyframeTrack<Value>, maxProgressError: Double) {
        self.init(segmentsOf: track) { _ in maxProgressError }
    }

    /// The most pieces ``init(fcCompatible:)`` fits into one segment: 65,536 (a segment
    /// of up to 16,384 s, 4 MB of pieces), so that a long segment cannot make the fit
    /// allocate gigabytes (⌈4·d⌉ pieces of 64 bytes each).
    public static var fcMaximumPiecesPerSegment: Int { 65_536 }

    /// Fits FCAnimationFactory's way (`FCValueAnimationFactory`): each segment of
    /// duration `d` is cut into ⌈4·d⌉ equal pieces fitted with FC's midpoint rule
    /// (`ceasing_fit_bezier_uniform`).
    ///
    /// Keyframe `j` of segment `i` sits at time `start + d·j/count` with value
    /// `lerp(values[i], values[i + 1], progress(j/count))`, and a last keyframe at key
    /// time 1 holds the last value, exactly as FCAnimationFactory builds its
    /// `CAKeyframeAnimation` (seeds.md §3.3). Differences from FC: arithmetic is in
    /// double precision (FC uses `float`, so control points agree to about 10⁻⁶);
    /// ⌈4·d⌉ is computed in double; a piece whose value does not change gets
    /// `cubic-bezier(0, 0, 1, 1)` where FC gives NaN (FC's `testOneFunction`); a
    /// zero-length segment adds a keyframe for its start value, so it is a jump, where
    /// FC's next piece would ramp. No error bound applies; the fit's accuracy is FC's.
    ///
    /// - Parameter track: The keyframe track.
    /// - Throws: ``BezierFitError`` for a piece that has no valid timing function (its
    ///   value returns exactly to its start, or a control point's time leaves the
    ///   piece), where FC would produce infinite or out-of-range control points; and for
    ///   a segment that would need more than ``fcMaximumPiecesPerSegment`` pieces
    ///   (longer than 16,384 s), before anything is allocated for it.
    public init(fcCompatible track: KeyframeTrack<Value>) throws(BezierFitError) {
        var builder = KeyframeBuilder<Value>(duration: track.duration)
        for (index, segment) in track.segments.enumerated() {
            let length = segment.duration
            // ⌈4·d⌉ pieces are allocated at once: bound them before converting to Int.
            let pieceCount = (4 * length).rounded(.up)
            guard pieceCount <= Double(Self.fcMaximumPiecesPerSegment) else {
                throw BezierFitError(
                    segmentIndex: index, pieceIndex: 0,
                    reason: "a segment of \(length) s needs ⌈4·d⌉ = \(pieceCount) pieces, more than the \(Self.fcMaximumPiecesPerSegment) allowed per segment")
            }
            let count = Int(pieceCount)
            guard count > 0 else {
                builder.append(time: segment.startTime, value: segment.from, timing: .linear)
                continue
            }
            let pieces = CurveFitting.fitBezierUniform(
                { segment.progress(atFraction: $0) }, count: count, caller: "BezierKeyframes(fcCompatible:)")
            for (pieceIndex, piece) in pieces.enumerated() {
                guard let timing = CurveFitting.timing(of: piece) else {
                    throw BezierFitError(
                        segmentIndex: index, pieceIndex: pieceIndex,
                        reason:
                            "FC's piece from (\(piece.p0.x), \(piece.p0.y)) to (\(piece.p3.x), \(piece.p3.y)) has control points (\(piece.p1.x), \(piece.p1.y)) and (\(piece.p2.x), \(piece.p2.y)): no cubic-bezier() timing function has that shape"
                    )
                }
                let fraction = Double(pieceIndex) / Double(count)
                builder.append(
                    time: segment.startTime + length * fraction, limit: segment.endTime,
                    value: segment.from.interpolated(to: segment.to, fraction: piece.p0.y), timing: timing)
            }
        }
        self = builder.finish(last: track.value(at: track.duration))
    }

    /// The per-segment adaptive fit, with each segment's progress tolerance.
    internal init(segmentsOf track: KeyframeTrack<Value>, tolerance: (KeyframeTrack<Value>.Segment) -> Double?) {
        var builder = KeyframeBuilder<Value>(duration: track.duration)
        for segment in track.segments {
            let length = segment.duration
            guard length > 0 else {
                builder.append(time: segment.startTime, value: segment.from, timing: .linear)
                continue
            }
            guard let maxError = tolerance(segment) else {
                // Nothing to fit: the value does not change.
                builder.append(time: segment.startTime, value: segment.from, timing: .linear)
                continue
            }
            let pieces = CurveFitting.fitBezier(
                { segment.progress(atFraction: $0) }, maxError: maxError, caller: "BezierKeyframes")
            for piece in pieces {
                // ceasing_fit_bezier guarantees a valid timing function for every piece.
                let timing = CurveFitting.timing(of: piece)!
                let time = piece.p0.x == 0 ? segment.startTime : segment.startTime + length * piece.p0.x
                builder.append(
                    time: time, limit: segment.endTime, value: segment.from.interpolated(to: segment.to, fraction: piece.p0.y), timing: timing)
            }
        }
        self = builder.finish(last: track.value(at: track.duration))
    }
}

extension BezierKeyframes where Value: MotionVector {
    /// Fits each segment of a keyframe track of vectors within `maxError` in the value's
    /// units (Euclidean distance).
    ///
    /// A segment from `a` to `b` is fitted in progress within `maxError / |b − a|`, so
    /// its value error is at most `maxError` (the value moves along the straight line
    /// from `a` to `b`); a segment with `a == b` is one linear piece, exact. Joins are
    /// keyframes with the track's exact values; a zero-length segment is a jump.
    ///
    /// - Parameters:
    ///   - track: The keyframe track.
    ///   - maxError: The largest allowed distance, finite and > 0.
    /// - Precondition: `maxError` finite and > 0, and `maxError / |b − a|` ≥ 10⁻¹² for
    ///   every segment.
    public init(fittingSegmentsOf track: KeyframeTrack<Value>, maxError: Double) {
        precondition(maxError.isFinite && maxError > 0, "BezierKeyframes: maxError \(maxError) must be finite and > 0")
        self.init(segmentsOf: track) { segment in
            let distance = (segment.to - segment.from).magnitude
            return distance > 0 ? maxError / distance : nil
        }
    }
}

// MARK: - Fitting any scalar track

extension BezierKeyframes where Value == Double {
    /// Fits a scalar track within `maxError` (in the value's units) with as few cubic
    /// Bézier pieces as `ceasing_fit_bezier` finds.
    ///
    /// A ``KeyframeTrack`` is fitted segment by segment
    /// (``init(fittingSegmentsOf:maxError:)``), so its joins are exact keyframes; any
    /// other track is fitted as one curve over normalised time, with jumps found as
    /// places where the value changes by more than `maxError` between adjacent doubles
    /// (the fitter ends a piece just before the jump and adds a straight piece over it).
    /// The first and last values are exact.
    ///
    /// - Parameters:
    ///   - track: The scalar track.
    ///   - maxError: The largest allowed |keyframes − track|, finite and ≥ 10⁻¹².
    /// - Precondition: `maxError` finite and ≥ 10⁻¹²; the track finite.
    public init(fitting track: some Track<Double>, maxError: Double) {
        if let keyframes = track as? KeyframeTrack<Double> {
            self.init(fittingSegmentsOf: keyframes, maxError: maxError)
            return
        }
        let total = track.duration
        precondition(total.isFinite && total >= 0, "BezierKeyframes: the track's duration \(total) must be finite and ≥ 0")
        var builder = KeyframeBuilder<Double>(duration: total)
        if total > 0 {
            let pieces = CurveFitting.fitBezier(
                { track.value(at: $0 >= 1 ? total : $0 * total) }, maxError: maxError, caller: "BezierKeyframes(fitting:maxError:)")
            for piece in pieces {
                builder.append(keyTime: piece.p0.x, value: piece.p0.y, timing: CurveFitting.timing(of: piece)!)
            }
        }
        self = builder.finish(last: track.value(at: total))
    }
}

/// Collects keyframes and their timing functions, with key times kept in order.
internal struct KeyframeBuilder<Value: Interpolatable> {
    let duration: Double
    var keyTimes: [Double] = []
    var values: [Value] = []
    var timings: [CubicBezierTiming] = []

    init(duration: Double) {
        self.duration = duration
    }

    /// A keyframe at `time` seconds (normalised by the duration, at most `limit`
    /// seconds) with the timing of the piece that follows it.
    mutating func append(time: Double, limit: Double = .infinity, value: Value, timing: CubicBezierTiming) {
        let keyTime = duration > 0 ? min(time, limit) / duration : 0
        append(keyTime: keyTime, value: value, timing: timing)
    }

    /// A keyframe at a key time (a fraction of the duration), never before the previous one.
    mutating func append(keyTime: Double, value: Value, timing: CubicBezierTiming) {
        keyTimes.append(min(max(keyTime, keyTimes.last ?? 0), 1))
        values.append(value)
        timings.append(timing)
    }

    /// Adds the final keyframe (key time 1).
    func finish(last: Value) -> BezierKeyframes<Value> {
        guard duration > 0, !keyTimes.isEmpty else {
            return BezierKeyframes(keyTimes: [0, 1], values: [last, last], timingFunctions: [.linear], duration: duration)
        }
        var times = keyTimes
        times[0] = 0
        times.append(1)
        return BezierKeyframes(keyTimes: times, values: values + [last], timingFunctions: timings, duration: duration)
    }
}
