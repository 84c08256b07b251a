// Greedy adaptive piecewise-linear sampling of a track, with a distance measure.

/// Finds as few (time, value) keyframes as it can whose piecewise-linear
/// reconstruction stays within a tolerance of a curve.
///
/// Method (the same greedy farthest reach as `ceasing_sample_linear`, on values of
/// any dimension): from the current start, the longest chord that stays within the
/// tolerance is found by doubling and then bisection (to 1/1024 of its length). A
/// chord over [a, b] is accepted when the distance between the curve and the chord,
/// checked at max(32, 2048·(b − a)/scale) evenly spaced interior points, with every
/// local peak above half the limit refined by golden-section search, is at most
/// 0.99 × tolerance. When bisection closes in on adjacent doubles between which
/// the curve changes by more than the tolerance (or no chord fits at all), the
/// curve jumps there: two keyframes are emitted at one time (the value before and
/// after), as `ceasing_sample_linear` does.
internal struct LinearSampler<Value> {
    /// Distance between two values (Euclidean for vectors).
    let distance: (Value, Value) -> Double
    /// The chord: the value `fraction` of the way between two values.
    let interpolate: (Value, Value, Double) -> Value
    /// The largest allowed distance.
    let tolerance: Double
    /// The whole track's duration (sets the check density).
    let scale: Double

    /// The share of the tolerance a chord may use; ``CSSKeyframes`` spends the rest on
    /// shorter digits.
    static var acceptedShare: Double { 0.99 }

    /// Output: times in seconds and values.
    private(set) var times: [Double] = []
    private(set) var values: [Value] = []

    init(
        tolerance: Double, scale: Double, distance: @escaping (Value, Value) -> Double,
        interpolate: @escaping (Value, Value, Double) -> Value
    ) {
        self.tolerance = tolerance
        self.scale = scale
        self.distance = distance
        self.interpolate = interpolate
    }

    /// Appends a keyframe unless it repeats the last one exactly.
    mutating func append(_ time: Double, _ value: Value) {
        if let lastTime = times.last, lastTime == time, distance(values[values.count - 1], value) == 0 { return }
        times.append(time)
        values.append(value)
    }

    /// Samples `curve` on [start, end]; `curve(end)` is the closed end's value.
    /// Appends a keyframe at `start` (unless it repeats the last) and at `end`.
    mutating func sample(_ curve: (Double) -> Value, from start: Double, to end: Double) {
        var t0 = start
        var v0 = curve(start)
        append(t0, v0)
        guard end > start else { return }
        var guess = (end - start) / 16
        while t0 < end {
            let vEnd = curve(end)
            if fits(curve, t0, v0, end, vEnd) {
                append(end, vEnd)
                return
            }
            var good = t0
            var goodValue = v0
            var bad = end
            var badValue = vEnd
            // Doubling from the previous piece's length.
            var candidate = t0 + guess
            if !(candidate < bad) { candidate = t0 + 0.5 * (bad - t0) }
            while candidate < bad {
                let value = curve(candidate)
                if fits(curve, t0, v0, candidate, value) {
                    good = candidate
                    goodValue = value
                    candidate = t0 + 2 * (candidate - t0)
                } else {
                    bad = candidate
                    badValue = value
                }
            }
            // Bisection to 1/1024 of the length, or on to adjacent doubles at a jump.
            for _ in 0..<200 {
                let middle = good + 0.5 * (bad - good)
                if middle <= good || middle >= bad { break }
                if good > t0 && bad - good <= (good - t0) / 1024 && distance(badValue, goodValue) <= tolerance { break }
                let value = curve(middle)
                if fits(curve, t0, v0, middle, value) {
                    good = middle
                    goodValue = value
                } else {
                    bad = middle
                    badValue = value
                }
            }
            let isJump = good == t0 || (good.nextUp >= bad && distance(badValue, goodValue) > tolerance)
            if isJump {
                // (J, f(J−)) lies on the chord to (J−, f(J−)) unless the piece is a few ulps long.
                if good > t0 {
                    let shift = distance(goodValue, v0) * (bad - good) / (bad - t0)
                    append(shift <= 1e-3 * tolerance ? bad : good, goodValue)
                }
                append(bad, badValue)
                guess = good > t0 ? good - t0 : guess
                t0 = bad
                v0 = badValue
            } else {
                append(good, goodValue)
                guess = good - t0
                t0 = good
                v0 = goodValue
            }
        }
    }

    /// Whether the chord from (t0, v0) to (t1, v1) stays within 0.99 × tolerance.
    private func fits(_ curve: (Double) -> Value, _ t0: Double, _ v0: Value, _ t1: Double, _ v1: Value) -> Bool {
        let length = t1 - t0
        let limit = LinearSampler.acceptedShare * tolerance
        let count = max(32, Int((2048 * length / scale).rounded(.up)))
        func error(_ fraction: Double) -> Double {
            let e = distance(curve(t0 + fraction * length), interpolate(v0, v1, fraction))
            precondition(!e.isNaN, "sampled keyframes: the track is not finite at \(t0 + fraction * length)")
            return e
        }
        var errors = [Double](repeating: 0, count: count + 1)
        for index in 1..<count {
            let e = error(Double(index) / Double(count))
            if e > limit { return false }
            errors[index] = e
        }
        // Refine every local peak above half the limit: kinks hide peaks between checks.
        for index in 1..<count where errors[index] > 0.5 * limit {
            guard errors[index] >= errors[index - 1], errors[index] >= errors[index + 1] else { continue }
            var low = Double(index - 1) / Double(count)
            var high = Double(index + 1) / Double(count)
            let ratio = 0.618_033_988_749_894_9
            var a = high - ratio * (high - low)
            var b = low + ratio * (high - low)
            var ea = error(a)
            var eb = error(b)
            for _ in 0..<24 {
                if max(ea, eb) > limit { return false }
                if ea > eb {
                    high = b
                    b = a
                    eb = ea
                    a = high - ratio * (high - low)
                    ea = error(a)
                } else {
                    low = a
                    a = b
                    ea = eb
                    b = low + ratio * (high - low)
                    eb = error(b)
                }
            }
            if max(ea, eb) > limit { return false }
        }
        return true
    }
}
