/// What an animation delivers outside its active interval (Web Animations' `fill`).
///
/// Outside the interval it fills, an animation has *no effect*: a value
/// animation delivers nothing (its block is not called; its completion still
/// runs, with ``CompletionReason/finished``, so a caller that needs to know
/// reads ``AnimationEngine/timing(of:)`` before the end, or chooses the fill
/// knowing this), and a property animation that ends with no effect returns
/// its properties to their underlying values: the values they had when the
/// animation took them over.
public enum FillMode: Hashable, Sendable, CaseIterable {
    /// Motion's default, today's behaviour: the final value is held after the
    /// end (as ``forwards``), nothing is delivered during the delay, and an
    /// animation that plays backward to its start (a negative speed) delivers
    /// its start value on its last frame. Web Animations' `auto` means `none`
    /// for keyframe effects; Motion keeps the final value because its
    /// animations write values that nothing else restores.
    case auto
    /// No effect before the active interval or after it.
    case none
    /// The value at the end of the active interval is held after it.
    case forwards
    /// The value at the start of the active interval is delivered during the delay.
    case backwards
    /// Both ``forwards`` and ``backwards``.
    case both
}
