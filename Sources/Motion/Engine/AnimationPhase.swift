/// Where an animation's local time lies relative to its active interval (Web Animations' phases).
///
/// The boundaries are the specification's: the before-active boundary is
/// max(min(delay, end time), 0) and the active-after boundary is
/// max(min(delay + active duration, end time), 0). A local time exactly on a
/// boundary belongs to the phase the animation plays into: the after phase at
/// the active-after boundary when playing forward (speed ≥ 0), the before
/// phase at the before-active boundary when playing backward.
public enum AnimationPhase: Hashable, Sendable, CaseIterable {
    /// Before the active interval (the delay, or a local time below 0).
    case before
    /// Inside the active interval: the iterations play.
    case active
    /// After the active interval (the end delay, or past the end).
    case after
}
