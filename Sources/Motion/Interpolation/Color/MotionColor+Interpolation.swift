extension MotionColor: Interpolatable {
    /// Interpolates in OKLab, exact at both ends.
    ///
    /// Equivalent to ``interpolated(to:fraction:in:)`` with ``ColorSpace/oklab``.
    ///
    /// - Parameters:
    ///   - other: The colour at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blend, expressed in OKLab (or one of the ends, unchanged).
    public func interpolated(to other: MotionColor, fraction: Double) -> MotionColor {
        interpolated(to: other, fraction: fraction, in: .oklab)
    }

    /// Interpolates in a chosen colour space, exact at both ends.
    ///
    /// Both colours are converted to `space` first, so colours stored in
    /// different spaces always blend. Then, following CSS Color 4 (§12):
    ///
    /// - **Alpha** is interpolated linearly and the result clamped to [0, 1]
    ///   (overshooting easings cannot make a colour more than opaque or less
    ///   than transparent).
    /// - The other components are interpolated **premultiplied** by alpha and
    ///   divided by the interpolated alpha afterwards, so a fade to a
    ///   transparent colour does not tint the visible end with the transparent
    ///   end's components (red to transparent black stays red). When both ends
    ///   have the same alpha this is plain linear interpolation; when the
    ///   interpolated alpha reaches 0 (or the division overflows), the
    ///   components fall back to plain linear interpolation.
    /// - In ``ColorSpace/hsb`` the hue is not premultiplied and takes the
    ///   shorter arc round the colour wheel (0.9 to 0.1 passes through 0); a
    ///   difference of exactly half a turn increases the hue. The hue of an
    ///   achromatic end (saturation or brightness 0) is powerless: that end
    ///   takes the other end's hue, so grey to blue stays blue.
    ///
    /// Components are not clamped: fractions outside [0, 1] may leave the gamut.
    ///
    /// - Parameters:
    ///   - other: The colour at fraction 1.
    ///   - fraction: The progress; 0 gives `self` and 1 gives `other`, unconverted.
    ///   - space: The space to blend in.
    /// - Returns: The blend, expressed in `space`.
    public func interpolated(to other: MotionColor, fraction: Double, in space: ColorSpace) -> MotionColor {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let start = components(in: space)
        let end = other.components(in: space)
        let startAlpha = alpha
        let endAlpha = other.alpha
        let blendedAlpha = startAlpha * (1 - fraction) + endAlpha * fraction
        let straight = start * (1 - fraction) + end * fraction
        var blended = straight
        if startAlpha != endAlpha && blendedAlpha != 0 {
            let premultiplied =
                (start * (startAlpha * (1 - fraction)) + end * (endAlpha * fraction)) / blendedAlpha
            if premultiplied.x.isFinite && premultiplied.y.isFinite && premultiplied.z.isFinite {
                blended = premultiplied
            }
        }
        if space == .hsb {
            blended.x = MotionColor.interpolatedHue(from: start, to: end, fraction: fraction)
        } else if space == .grayscale {
            blended.y = 0
            blended.z = 0
        }
        return MotionColor(unchecked: space, blended, alpha: min(max(blendedAlpha, 0), 1))
    }

    /// The hue along the shorter arc, with CSS's powerless-hue rule.
    private static func interpolatedHue(
        from start: SIMD3<Double>, to end: SIMD3<Double>, fraction: Double
    ) -> Double {
        let startIsAchromatic = start.y == 0 || start.z == 0
        let endIsAchromatic = end.y == 0 || end.z == 0
        var startHue = start.x
        var endHue = end.x
        if startIsAchromatic && !endIsAchromatic { startHue = endHue }
        if endIsAchromatic && !startIsAchromatic { endHue = startHue }
        var arc = endHue - startHue
        if arc > 0.5 {
            arc -= 1
        } else if arc < -0.5 {
            arc += 1
        }
        return reducedHue(startHue + arc * fraction)
    }
}
