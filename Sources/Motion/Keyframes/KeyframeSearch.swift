/// The index of the last of `sorted[0...upper]` that is ≤ `value`, or 0 when none is:
/// the piece of a keyframe list or segment list that plays at `value`.
///
/// `sorted` must be non-decreasing and `upper` a valid index; with equal entries
/// (a jump, or a zero-length segment) the later one wins.
@usableFromInline
internal func lastIndex(in sorted: [Double], atMost value: Double, upTo upper: Int) -> Int {
    var low = 0
    var high = upper
    while low < high {
        let middle = (low + high + 1) / 2
        if sorted[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return low
}

/// Where `time` falls in keyframes at `keyTimes` (normalised, first 0, last 1)
/// over `duration` seconds: before the first, from the end on, or inside the
/// piece `index` at `fraction` of its length (the later keyframe at a jump).
internal enum KeyframePosition {
    case first
    case last
    case piece(index: Int, fraction: Double)

    init(time: Double, keyTimes: [Double], duration: Double) {
        if time < 0 {
            self = .first
            return
        }
        let progress = duration > 0 ? time / duration : 1
        guard progress < 1 else {
            self = .last
            return
        }
        let index = lastIndex(in: keyTimes, atMost: progress, upTo: keyTimes.count - 2)
        let start = keyTimes[index]
        self = .piece(index: index, fraction: (progress - start) / (keyTimes[index + 1] - start))
    }
}
