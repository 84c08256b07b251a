// Greedy adaptive piecewise-linear sampling of a track, with a distance measure.

/// Finds as few (time, value) keyframes as it can whose piecewise-linear
/// reconstruction stays within a tolerance of a curve.
///
/// Method (the same greedy farthest reach and chord check as `ceasing_sample_linear`,
/// on values of any dimension): from the current start, the longest chord that stays
/// within the tolerance is found by doubling and then bisection (to 1/1024 of its
/// length). A chord over [a, b] is accepted when its distance from the curve stays
/// within 0.99 × tolerance, checked on a grid: the multiples of h = scale/2048 inside
/// [a, b] (or, for a chord shorter than 32 h, of h/2ʲ with at least 32 points inside).
/// Between two consecutive points p, q of the check (or an end of the chord) the
/// distance is at most the larger distance at p and q plus the curve's own deviation
/// from the straight line between its values at p and q, and that deviation is bounded
/// by twice the larger of d(p), d(q), d(x) being the distance between the curve at x
/// and the midpoint-line of its two neighbouring points (reached for a jump or a kink
/// between p and q; 8 times more than needed for a smooth curve). A cell whose bound
/// exceeds the limit is halved, one sample at its middle, until the bound holds, a
/// sample exceeds the limit (no fit), the cell is two adjacent doubles, or 256 halvings
/// have been spent on the chord (no fit). The curve's values at the grid points are
/// kept while a piece of a track is sampled, so each is computed once. That is a dense
/// check, not a proof: a feature narrower than the grid spacing can hide (the tests
/// verify the bound densely, adversarial curves included). When bisection closes in on
/// adjacent doubles between which the curve changes by more than the tolerance (or no
/// chord fits at all), the curve jumps there: two keyframes are emitted at one time
/// (the value before and after), as `ceasing_sample_linear` does.
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

    /// Grid points per `scale`.
    static var gridPerScale: Double { 2048 }

    /// The fewest grid points inside a chord.
    static var minimumChecks: Double { 32 }

    /// The most halvings of cells one chord check may spend.
    static var splitsPerCheck: Int { 256 }

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

    /// The curve with its values at the coarse grid points (multiples of `step`) kept.
    private struct Grid {
        let curve: (Double) -> Value
        let step: Double
        let first: Int
        var cache: [Value?]

        init(curve: @escaping (Double) -> Value, step: Double, from start: Double, to end: Double) {
            self.curve = curve
            self.step = step
            first = Int((start / step).rounded(.down))
            let last = Int((end / step).rounded(.up))
            cache = [Value?](repeating: nil, count: max(last - first + 1, 0))
        }

        func value(at time: Double) -> Value {
            curve(time)
        }

        /// The curve at `k × step`.
        mutating func coarse(_ k: Int) -> Value {
            let index = k - first
            if index >= 0 && index < cache.count {
                if let value = cache[index] { return value }
                let value = self.value(at: Double(k) * step)
                cache[index] = value
                return value
            }
            return value(at: Double(k) * step)
        }
    }

    /// Samples `curve` on [start, end]; `curve(end)` is the closed end's value.
    /// Appends a keyframe at `start` (unless it repeats the last) and at `end`.
    @_specialize(where Value == Double)
    mutating func sample(_ curve: @escaping (Double) -> Value, from start: Double, to end: Double) {
        var grid = Grid(curve: curve, step: scale / LinearSampler.gridPerScale, from: start, to: end)
        var t0 = start
        var v0 = grid.value(at: start)
        append(t0, v0)
        guard end > start else { return }
        var guess = (end - start) / 16
        while t0 < end {
            let vEnd = grid.value(at: end)
            if fits(&grid, t0, v0, end, vEnd) {
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
                let value = grid.value(at: candidate)
                if fits(&grid, t0, v0, candidate, value) {
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
                let value = grid.value(at: middle)
                if fits(&grid, t0, v0, middle, value) {
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

    /// One chord check: the chord from (t0, v0) to (t1, v1) and what is left of its
    /// halving budget.
    private struct Chord {
        let t0: Double
        let v0: Value
        let t1: Double
        let v1: Value
        var splitsLeft = LinearSampler.splitsPerCheck
    }

    /// The distance between the chord and the curve's value `value` at `time`.
    private func error(_ chord: Chord, _ time: Double, _ value: Value) -> Double {
        let e = distance(value, interpolate(chord.v0, chord.v1, (time - chord.t0) / (chord.t1 - chord.t0)))
        precondition(!e.isNaN, "sampled keyframes: the track is not finite at \(time)")
        return e
    }

    /// Twice the distance between `value` at `time` and the line from (t0, v0) to (t2, v2).
    private func deviation(_ t0: Double, _ v0: Value, _ time: Double, _ value: Value, _ t2: Double, _ v2: Value) -> Double {
        2 * distance(value, interpolate(v0, v2, (time - t0) / (t2 - t0)))
    }

    /// Whether the chord stays within `limit` on [x0, x1], given the curve and the
    /// chord's distance at both ends and the bound `bound` on the curve's deviation
    /// from its own line over the cell; halves the cell while that is undecided.
    private func cellFits(
        _ grid: inout Grid, _ chord: inout Chord, _ limit: Double,
        _ x0: Double, _ f0: Value, _ e0: Double, _ x1: Double, _ f1: Value, _ e1: Double, _ bound: Double
    ) -> Bool {
        var x0 = x0
        var f0 = f0
        var e0 = e0
        var bound = bound
        while max(e0, e1) + bound > limit {
            let xm = x0 + 0.5 * (x1 - x0)
            if xm <= x0 || xm >= x1 { return true }  // adjacent doubles: nothing between the checks
            if chord.splitsLeft <= 0 { return false }
            chord.splitsLeft -= 1
            let fm = grid.value(at: xm)
            let em = error(chord, xm, fm)
            if em > limit { return false }
            let dm = deviation(x0, f0, xm, fm, x1, f1)
            if !cellFits(&grid, &chord, limit, x0, f0, e0, xm, fm, em, dm) { return false }
            x0 = xm
            f0 = fm
            e0 = em
            bound = dm
        }
        return true
    }

    /// Whether the chord from (t0, v0) to (t1, v1) stays within 0.99 × tolerance
    /// (see the type's method).
    private func fits(_ grid: inout Grid, _ t0: Double, _ v0: Value, _ t1: Double, _ v1: Value) -> Bool {
        let length = t1 - t0
        let limit = LinearSampler.acceptedShare * tolerance
        var chord = Chord(t0: t0, v0: v0, t1: t1, v1: v1)
        var step = grid.step
        let coarse = length >= LinearSampler.minimumChecks * step
        if !coarse {
            while length < LinearSampler.minimumChecks * step { step *= 0.5 }
        }
        guard step >= 8 * t1.ulp, step >= .leastNormalMagnitude, step > 0 else {
            return denseFits(&grid, &chord, limit)
        }
        // Walk t0, the grid points inside, t1, keeping the last two points (x0 before
        // x1) and d of x0: d of a point needs its successor, so the cell [x0, x1] is
        // judged once the point after x1 is known.
        var k = Int((t0 / step).rounded(.down)) + 1
        var x0 = t0
        var f0 = v0
        var e0 = 0.0
        var d0 = 0.0
        var x1 = t0
        var f1 = v0
        var e1 = 0.0
        var have = false
        while true {
            var x2 = Double(k) * step
            let last = !(x2 < t1)
            let f2: Value
            let e2: Double
            if last {
                x2 = t1
                f2 = v1
                e2 = 0
            } else {
                f2 = coarse ? grid.coarse(k) : grid.value(at: x2)
                e2 = error(chord, x2, f2)
                if e2 > limit { return false }
            }
            let d1 = have ? deviation(x0, f0, x1, f1, x2, f2) : 0
            if have && max(e0, e1) + max(d0, d1) > limit
                && !cellFits(&grid, &chord, limit, x0, f0, e0, x1, f1, e1, max(d0, d1))
            {
                return false
            }
            if last {
                return max(e1, e2) + d1 <= limit || cellFits(&grid, &chord, limit, x1, f1, e1, x2, f2, e2, d1)
            }
            x0 = x1
            f0 = f1
            e0 = e1
            d0 = d1
            x1 = x2
            f1 = f2
            e1 = e2
            have = true
            k += 1
        }
    }

    /// The check of a chord a few dozen ulps long (closing in on a jump), where grid
    /// points are not representable: 32 evenly spaced points, each local peak above
    /// half the limit refined by golden-section search.
    private func denseFits(_ grid: inout Grid, _ chord: inout Chord, _ limit: Double) -> Bool {
        let count = Int(LinearSampler.minimumChecks)
        let length = chord.t1 - chord.t0
        func error(_ fraction: Double, _ grid: inout Grid) -> Double {
            let time = chord.t0 + fraction * length
            return self.error(chord, time, grid.value(at: time))
        }
        var errors = [Double](repeating: 0, count: count + 1)
        for index in 1..<count {
            let e = error(Double(index) / Double(count), &grid)
            if e > limit { return false }
            errors[index] = e
        }
        for index in 1..<count where errors[index] > 0.5 * limit {
            guard errors[index] >= errors[index - 1], errors[index] >= errors[index + 1] else { continue }
            var low = Double(index - 1) / Double(count)
            var high = Double(index + 1) / Double(count)
            let ratio = 0.618_033_988_749_894_9
            var a = high - ratio * (high - low)
            var b = low + ratio * (high - low)
            var ea = error(a, &grid)
            var eb = error(b, &grid)
            for _ in 0..<24 {
                if max(ea, eb) > limit { return false }
                if ea > eb {
                    high = b
                    b = a
                    eb = ea
                    a = high - ratio * (high - low)
                    ea = error(a, &grid)
                } else {
                    low = a
                    a = b
                    ea = eb
                    b = low + ratio * (high - low)
                    eb = error(b, &grid)
                }
            }
            if max(ea, eb) > limit { return false }
        }
        return true
    }
}
