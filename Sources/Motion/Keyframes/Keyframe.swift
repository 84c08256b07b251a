/// A keyframe in the Web Animations model: a value, an optional offset and the
/// easing of the segment that starts at it.
///
/// Used by ``KeyframeTrack/init(keyframes:duration:)``. As in Web Animations
/// (`element.animate([{ opacity: 0, easing: "ease-in" }, { opacity: 1, offset: 0.8 }, …])`),
/// offsets are fractions of the total duration and may be left out, in which case
/// they are spaced evenly between their neighbours.
public struct Keyframe<Value> {
    /// The value at this keyframe.
    public var value: Value

    /// Where the keyframe sits, as a fraction of the track's duration in [0, 1]; `nil`
    /// to space it evenly between the neighbouring keyframes that have offsets.
    public var offset: Double?

    /// The easing of the segment from this keyframe to the next (unused on the last
    /// keyframe).
    public var easing: Easing

    /// A keyframe.
    ///
    /// - Parameters:
    ///   - value: The value at this keyframe.
    ///   - offset: The fraction of the duration in [0, 1], or `nil` to space evenly.
    ///   - easing: The easing of the segment that starts here.
    public init(_ value: Value, offset: Double? = nil, easing: Easing = .linear) {
        self.value = value
        self.offset = offset
        self.easing = easing
    }
}

extension Keyframe: Sendable where Value: Sendable {}
