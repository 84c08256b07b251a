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
// `scale(by:)` and `magnitudeSquared` are written once, on `SIMD`, and each
// type below only declares its conformances; interpolation is
// `MotionVector`'s exact-ended `self·(1 − f) + other·f`.
//
// The standard library gives SIMD vectors `zero`, `+` and `-` but not the
// `AdditiveArithmetic` conformance that `MotionVector` refines, so these
// extensions add it (`@retroactive`: should the standard library ever declare
// it, this declaration must go). Conditional conformances do not imply their
// inherited protocols, so `AdditiveArithmetic` and `Interpolatable` are
// declared separately.

extension SIMD where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `factor`, converted to `Scalar`.
    @inlinable
    public mutating func scale(by factor: Double) {
        self *= Scalar(factor)
    }

    /// The sum of the squared lanes, accumulated in `Scalar` precision.
    @inlinable
    public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD2: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD2: MotionVector where Scalar: BinaryFloatingPoint {}

extension SIMD3: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD3: MotionVector where Scalar: BinaryFloatingPoint {}

extension SIMD4: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD4: MotionVector where Scalar: BinaryFloatingPoint {}

extension SIMD8: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD8: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD8: MotionVector where Scalar: BinaryFloatingPoint {}

extension SIMD16: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD16: Interpolatable where Scalar: BinaryFloatingPoint {}
extension SIMD16: MotionVector where Scalar: BinaryFloatingPoint {}
