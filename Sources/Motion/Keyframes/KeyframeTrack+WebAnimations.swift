// The Web Animations (WAAPI) keyframe model: offsets in [0, 1] and one duration.

extension KeyframeTrack {
    /// A track in the Web Animations model: keyframes at offsets of a total duration,
    /// each keyframe's easing applying to the segment that starts at it.
    ///
    /// Missing offsets are computed as Web Animations does ("computed keyframe
    /// offsets"): the last keyframe gets 1 and the first 0 (when there are at least
    /// two), and each run of keyframes without offsets between two that have them is
    /// spaced evenly. Segment `i` then runs from `offsets[i] × duration` to
    /// `offsets[i + 1] × duration`; equal offsets make a jump.
    ///
    /// Unlike Web Animations, Motion has no underlying value to synthesise an implicit
    /// first or last keyframe from, so the first keyframe's offset, when given, must
    /// be 0 and the last one's 1. A single keyframe makes a constant track. For
    /// springs with their own settling time use ``init(values:timings:)``; here
    /// ``Easing/spring(_:)`` is stretched to its segment like any easing.
    ///
    /// - Parameters:
    ///   - keyframes: At least one keyframe.
    ///   - duration: The total duration in seconds, finite and ≥ 0.
    /// - Precondition: offsets in [0, 1] and non-decreasing, the first (if given) 0
    ///   and the last (if given) 1; `duration` finite and ≥ 0.
    public init(keyframes: [Keyframe<Value>], duration: Double) {
        precondition(!keyframes.isEmpty, "KeyframeTrack(keyframes:duration:): at least one keyframe is needed")
        precondition(
            duration.isFinite && duration >= 0,
            "KeyframeTrack(keyframes:duration:): duration \(duration) must be finite and ≥ 0")
        let offsets = Self.computedOffsets(keyframes.map(\.offset))
        var segments: [Segment] = []
        segments.reserveCapacity(keyframes.count - 1)
        for index in 0..<(keyframes.count - 1) {
            let start = offsets[index] * duration
            let end = offsets[index + 1] * duration
            segments.append(
                Segment(
                    startTime: start, endTime: end, from: keyframes[index].value, to: keyframes[index + 1].value,
                    timing: .eased(keyframes[index].easing, duration: end - start), initialProgressVelocity: 0))
        }
        self.init(
            checkedSegments: segments, first: keyframes[0].value, last: keyframes[keyframes.count - 1].value,
            duration: keyframes.count > 1 ? duration : 0)
    }

    /// Web Animations' computed offsets, after checking the given ones.
    internal static func computedOffsets(_ given: [Double?]) -> [Double] {
        var previous = 0.0
        for (index, offset) in given.enumerated() {
            guard let offset else { continue }
            precondition(
                offset >= 0 && offset <= 1,
                "KeyframeTrack(keyframes:duration:): keyframe \(index) has offset \(offset); offsets must be in [0, 1]")
            precondition(
                offset >= previous,
                "KeyframeTrack(keyframes:duration:): keyframe \(index) has offset \(offset) after \(previous); offsets must not decrease")
            previous = offset
        }
        if given.count == 1 { return [0] }
        if let first = given.first!, first != 0 {
            preconditionFailure(
                "KeyframeTrack(keyframes:duration:): the first keyframe's offset is \(first); it must be 0 (there is no underlying value to start from)")
        }
        if let last = given.last!, last != 1 {
            preconditionFailure(
                "KeyframeTrack(keyframes:duration:): the last keyframe's offset is \(last); it must be 1 (there is no underlying value to end on)")
        }
        var offsets = given
        offsets[0] = 0
        offsets[offsets.count - 1] = 1
        var anchor = 0
        for index in 1..<offsets.count where offsets[index] != nil {
            let low = offsets[anchor]!
            let high = offsets[index]!
            let gap = index - anchor
            for missing in (anchor + 1)..<index {
                offsets[missing] = low + (high - low) * Double(missing - anchor) / Double(gap)
            }
            anchor = index
        }
        return offsets.map { $0! }
    }
}
