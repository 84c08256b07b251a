/// The local time of a child that starts at `start` and lasts `duration`
/// seconds, when its parent (a timeline, a stagger, a sequence) is at `time`.
///
/// The parent places the child's end at `start + duration`, rounded; the
/// difference `(start + duration) − start` can fall short of `duration` by
/// an ulp (0.7500000000000001 + 0.5 − 0.7500000000000001 < 0.5), which would
/// evaluate the child just before its end on the parent's last frame. At or
/// past that end the child is at exactly `duration`, so a finished parent
/// delivers every child's exact end value. Before `start` the result is
/// negative, as `time − start`; callers decide what that means.
@inline(__always)
internal func localTime(at time: Double, start: Double, duration: Double) -> Double {
    time >= start + duration ? duration : min(time - start, duration)
}
