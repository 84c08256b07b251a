extension Timeline {
    /// How a nested timeline repeats inside its parent: GSAP's `repeat`,
    /// `repeatDelay` and `yoyo` on a child timeline.
    internal struct Repetition {
        /// The nested timeline's own duration (one iteration).
        var duration: Double
        /// How many times it plays again after the first play (GSAP's `repeat`).
        var count: Int
        /// The pause between iterations, holding the iteration's end.
        var delay: Double
        /// Whether every odd iteration plays backward.
        var yoyo: Bool

        static func once(_ duration: Double) -> Repetition {
            Repetition(duration: duration, count: 0, delay: 0, yoyo: false)
        }

        /// One iteration plus its repeat delay.
        var cycle: Double { duration + delay }

        /// GSAP's `totalDuration()`: `duration · (repeat + 1) + repeatDelay · repeat`.
        var totalDuration: Double { duration * Double(count + 1) + delay * Double(count) }

        /// The iteration that total time `total` (in [0, ``totalDuration``]) is in,
        /// a cycle boundary counting as the start of the next one (unlike
        /// ``iteration(at:)``, which gives the one that ends there).
        func iterationStarting(at total: Double) -> Int {
            guard count > 0, cycle > 0 else { return 0 }
            let index = (total / cycle).rounded(.down)
            return index >= Double(count) ? count : Int(index)
        }

        /// Whether iteration `index` plays backward.
        func isBackward(_ index: Int) -> Bool { yoyo && index % 2 == 1 }

        /// The iteration and the nested timeline's time at total time `total`
        /// (in [0, ``totalDuration``]), as GSAP's `Timeline.render` maps them:
        /// the cycle is `total % (duration + repeatDelay)`; a time exactly on a
        /// cycle boundary (or at the very end) is the end of the iteration that
        /// just finished, not the start of the next; a repeat delay holds the
        /// iteration's end; an odd iteration of a yoyo runs `duration − time`.
        func iteration(at total: Double) -> (index: Int, time: Double) {
            guard count > 0 else { return (0, min(max(total, 0), duration)) }
            var index: Int
            var time: Double
            if total >= totalDuration {
                index = count
                time = duration
            } else {
                let quotient = total / cycle
                index = Int(quotient.rounded(.down))
                time = total.truncatingRemainder(dividingBy: cycle)
                if index > 0 && Double(index) == quotient {
                    time = duration
                    index -= 1
                }
                time = min(max(time, 0), duration)
            }
            if isBackward(index) { time = duration - time }
            return (index, time)
        }
    }
}

extension Timeline.Nesting {
    /// Whether a move of the enclosing timeline's playhead from `from` to `to`
    /// skips this copy of a callback: GSAP's rule, at this level and then inside
    /// (`inner`, the levels below, in the nested timeline's own time).
    ///
    /// A move leaves iteration `lo` and reaches `hi` (going forward; the other
    /// way round going backward): the iterations strictly between are skipped.
    /// A yoyo's turn copy (at the start of iteration `k`, where `k − 1` ended)
    /// stands in for a wrap-around: it runs only when the move leaves and
    /// reaches iterations two or more apart that play the same way, with `k`
    /// the later of the two.
    internal static func skips(_ levels: ArraySlice<Timeline.Nesting>, from: Double, to: Double) -> Bool {
        guard let level = levels.first else { return false }
        let repetition = level.repetition
        let total = repetition.totalDuration
        let a = min(max(from - level.start, 0), total)
        let b = min(max(to - level.start, 0), total)
        let k = level.iteration
        if repetition.count > 0 {
            let (lo, hi) =
                b >= a
                ? (repetition.iterationStarting(at: a), repetition.iteration(at: b).index)
                : (repetition.iterationStarting(at: b), repetition.iteration(at: a).index)
            if lo < k && k < hi { return true }
            if level.isTurn && !(k == hi && hi - lo >= 2 && (hi - lo) % 2 == 0) { return true }
        } else if level.isTurn {
            return true
        }
        guard levels.count > 1 else { return false }
        // The part of the move inside iteration k, in the nested timeline's own time.
        let cycleStart = Double(k) * repetition.cycle
        var u = min(max(a - cycleStart, 0), repetition.duration)
        var v = min(max(b - cycleStart, 0), repetition.duration)
        if repetition.isBackward(k) { (u, v) = (repetition.duration - u, repetition.duration - v) }
        return skips(levels.dropFirst(), from: u, to: v)
    }
}

extension Timeline.Direction {
    /// The opposite direction.
    internal var reversed: Timeline.Direction { self == .forward ? .backward : .forward }
}
