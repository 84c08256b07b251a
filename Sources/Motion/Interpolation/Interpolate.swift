// Untyped interpolation, for values whose types are only known at run time
// (keyframes decoded from JSON, property bags). The rules follow
// INTUAnimationEngine's `INTUInterpolate`, with Motion's typed interpolators.

/// Interpolates two values of unknown type.
///
/// The rules, in order:
///
/// 1. Both values have the **same** ``Interpolatable`` type: that type's
///    ``Interpolatable/interpolated(to:fraction:)``, so the result has that
///    type too (`Float` stays `Float`, `CGFloat` stays `CGFloat`, colours blend
///    in OKLab, transforms by decomposition, arrays element-wise).
/// 2. Both values are numbers, of any mix of types (`Int`, `UInt8`, `Double`,
///    `Float`, `CGFloat`, Foundation's `NSNumber`, …): a `Double` linear
///    interpolation, and the result is a `Double`. This is INTUAnimationEngine's
///    rule that any two `NSNumber`s interpolate as floating point. `Bool` is not
///    a number here (it falls to rule 3); an `NSNumber` holding a boolean is.
/// 3. Anything else, including two values of different non-numeric types:
///    discrete, `from` while `fraction < 0.5` and `to` from 0.5 on.
///
/// Prefer the typed ``Interpolatable/interpolated(to:fraction:)`` whenever the
/// types are known: this function pays for dynamic casts on every call.
///
/// - Parameters:
///   - from: The value at fraction 0.
///   - to: The value at fraction 1.
///   - fraction: The progress; fractions outside [0, 1] extrapolate where the type allows.
/// - Returns: The blended value, typed as described above.
public func interpolate(_ from: Any, _ to: Any, _ fraction: Double) -> Any {
    if let typed = from as? any Interpolatable,
        let result = interpolateOpened(typed, to, fraction)
    {
        return result
    }
    if let start = numericValue(from), let end = numericValue(to) {
        return start.interpolated(to: end, fraction: fraction)
    }
    return interpolateDiscrete(from, to, fraction)
}

/// Interpolates with `From`'s own interpolation when `to` has the same type.
private func interpolateOpened<From: Interpolatable>(_ from: From, _ to: Any, _ fraction: Double) -> Any? {
    guard let end = to as? From else { return nil }
    return from.interpolated(to: end, fraction: fraction)
}

/// The value of a number of any standard numeric type as a `Double`.
private func numericValue(_ value: Any) -> Double? {
    if let integer = value as? any BinaryInteger { return Double(integer) }
    if let real = value as? any BinaryFloatingPoint { return Double(real) }
    // Foundation's NSNumber bridges to Double through a dynamic cast.
    // A native Bool never casts to Double, so `true` stays discrete.
    if let bridged = value as? Double { return bridged }
    return nil
}
