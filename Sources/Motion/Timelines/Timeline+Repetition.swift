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

extension Timeline.Direction {
    /// The opposite direction.
    internal var reversed: Timeline.Direction { self == .forward ? .backward : .forward }
}
