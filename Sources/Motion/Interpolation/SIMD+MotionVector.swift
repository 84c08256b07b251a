// SIMD vectors of floating-point scalars as vectors for springs and easings.
//
// A conditional conformance can be declared only once per generic type, so
// `SIMD2: MotionVector where Scalar == Double` and `… where Scalar == Float`
// cannot both exist. Each type conforms once, `where Scalar: BinaryFloatingPoint`,
// and converts the `Double` factor and fraction through the `init(_: Double)`
// requirement of `BinaryFloatingPoint`. Everything is `@inlinable`, so for
// `Float` and `Double` the generic code specialises to plain vector
// arithmetic in the client. Float16 and Float80 scalars (where available)
// conform too. `magnitudeSquared` sums in the scalar's own precision.
//
// The standard library gives SIMD vectors `zero`, `+` and `-` but not the
// `AdditiveArithmetic` conformance that `MotionVector` refines, so these
// extensions add it (`@retroactive`: should the standard library ever declare
// it, this declaration must go). Conditional conformances do not imply their
// inherited protocols, so `AdditiveArithmetic` and `Interpolatable` are
// declared separately.

extension SIMD2: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Lane-wise linear interpolation `self·(1 − fraction) + other·fraction`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate. The fraction
    /// is converted to `Scalar` first.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended vector.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let t = Scalar(fraction)
        return self * (1 - t) + other * t
    }
}

extension SIMD2: MotionVector where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `factor`, converted to `Scalar`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= Scalar(factor)
    }

    /// The sum of the squared lanes, accumulated in `Scalar` precision.
    @inlinable
    public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD3: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Lane-wise linear interpolation `self·(1 − fraction) + other·fraction`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate. The fraction
    /// is converted to `Scalar` first.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended vector.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let t = Scalar(fraction)
        return self * (1 - t) + other * t
    }
}

extension SIMD3: MotionVector where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `factor`, converted to `Scalar`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= Scalar(factor)
    }

    /// The sum of the squared lanes, accumulated in `Scalar` precision.
    @inlinable
    public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD4: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Lane-wise linear interpolation `self·(1 − fraction) + other·fraction`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate. The fraction
    /// is converted to `Scalar` first.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended vector.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let t = Scalar(fraction)
        return self * (1 - t) + other * t
    }
}

extension SIMD4: MotionVector where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `factor`, converted to `Scalar`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= Scalar(factor)
    }

    /// The sum of the squared lanes, accumulated in `Scalar` precision.
    @inlinable
    public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD8: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD8: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Lane-wise linear interpolation `self·(1 − fraction) + other·fraction`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate. The fraction
    /// is converted to `Scalar` first.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended vector.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let t = Scalar(fraction)
        return self * (1 - t) + other * t
    }
}

extension SIMD8: MotionVector where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `factor`, converted to `Scalar`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= Scalar(factor)
    }

    /// The sum of the squared lanes, accumulated in `Scalar` precision.
    @inlinable
    public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD16: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD16: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Lane-wise linear interpolation `self·(1 − fraction) + other·fraction`.
    ///
    /// Exact at both ends; fractions outside [0, 1] extrapolate. The fraction
    /// is converted to `Scalar` first.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended vector.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let t = Scalar(fraction)
        return self * (1 - t) + other * t
    }
}

extension SIMD16: MotionVector where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `factor`, converted to `Scalar`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= Scalar(factor)
    }

    /// The sum of the squared lanes, accumulated in `Scalar` precision.
    @inlinable
    public var magnitudeSquared: Double { Double((self * self).sum()) }
}
