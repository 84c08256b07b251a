// Discrete interpolation: values that jump instead of blending (booleans,
// enums, strings, images). The rules are INTUAnimationEngine's
// `INTUInterpolateDiscrete` and `INTUInterpolateDiscreteValues`.

/// Picks `from` or `to`: `from` while `fraction < 0.5`, `to` from 0.5 on.
///
/// The threshold belongs to `to`, as in INTUAnimationEngine. Fractions below
/// 0 give `from`, above 1 give `to`; NaN gives `to`.
///
/// - Parameters:
///   - from: The value for the first half.
///   - to: The value for the second half.
///   - fraction: The progress.
/// - Returns: `fraction < 0.5 ? from : to`.
@inlinable
public func interpolateDiscrete<Value>(_ from: Value, _ to: Value, _ fraction: Double) -> Value {
    fraction < 0.5 ? from : to
}

/// Picks one of `values`, splitting [0, 1] into `values.count` equal bins.
///
/// The index is `clamp(⌊n·fraction⌋, 0, n − 1)` for `n` values, so fraction 1
/// gives the last value, negative fractions the first and fractions above 1
/// the last. This equals INTUAnimationEngine's
/// `lround(fraction·n − 0.5)` clamped to the same range.
///
/// - Parameters:
///   - values: The values, in order.
///   - fraction: The progress.
/// - Returns: The value of the bin `fraction` falls in, or `nil` when `values` is empty.
/// - Precondition: `fraction` is not NaN.
@inlinable
public func interpolateDiscrete<Values: Collection>(_ values: Values, _ fraction: Double) -> Values.Element? {
    precondition(!fraction.isNaN, "interpolateDiscrete(_:_:): the fraction is NaN")
    let count = values.count
    guard count > 0 else { return nil }
    // Clamp in floating point first, so that huge fractions never overflow Int.
    let bin = (Double(count) * fraction).rounded(.down)
    let offset: Int
    if bin <= 0 {
        offset = 0
    } else if bin >= Double(count - 1) {
        offset = count - 1
    } else {
        offset = Int(bin)
    }
    return values[values.index(values.startIndex, offsetBy: offset)]
}

/// A value that jumps from one state to the next instead of blending.
///
/// Wrap any type, interpolatable or not, to animate it discretely: the
/// start value is held for the first half of the animation and the end value
/// for the second half.
///
/// ```swift
/// Discrete(false).interpolated(to: Discrete(true), fraction: 0.49).value  // false
/// Discrete(false).interpolated(to: Discrete(true), fraction: 0.5).value   // true
/// ```
public struct Discrete<Value>: Interpolatable {
    /// The wrapped value.
    public var value: Value

    /// Wraps a value.
    ///
    /// - Parameter value: The value to animate discretely.
    @inlinable
    public init(_ value: Value) {
        self.value = value
    }

    /// `self` while `fraction < 0.5`, `other` from 0.5 on.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: The progress.
    /// - Returns: `self` or `other`; never a blend.
    @inlinable
    public func interpolated(to other: Discrete<Value>, fraction: Double) -> Discrete<Value> {
        interpolateDiscrete(self, other, fraction)
    }
}

extension Discrete: Equatable where Value: Equatable {}

extension Discrete: Hashable where Value: Hashable {}

extension Discrete: Sendable where Value: Sendable {}
