// Double and Float as vectors: the one-dimensional values that springs and
// easings animate most often. Everything here is `@inlinable`: the engine
// calls these once per component per frame.

extension Double: MotionVector {
    /// Multiplies the value by `factor`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= factor
    }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }

    /// Linear interpolation `self·(1 − fraction) + other·fraction`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended value.
    @inlinable
    public func interpolated(to other: Double, fraction: Double) -> Double {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return self * (1 - fraction) + other * fraction
    }
}

extension Float: MotionVector {
    /// Multiplies the value by `factor`, computing in `Double` and rounding once.
    @inlinable
    public mutating func scale(by factor: Double) {
        self = Float(Double(self) * factor)
    }

    /// The square of the value, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double {
        let value = Double(self)
        return value * value
    }

    /// Linear interpolation `self·(1 − fraction) + other·fraction`, computed in
    /// `Double` and rounded once to `Float`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended value.
    @inlinable
    public func interpolated(to other: Float, fraction: Double) -> Float {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return Float(Double(self) * (1 - fraction) + Double(other) * fraction)
    }
}
