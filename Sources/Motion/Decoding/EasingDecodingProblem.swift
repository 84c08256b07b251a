/// The `underlyingError` of a `DecodingError` that Easing's decoding throws for a
/// key it does not read or a number out of range, so that scenario loading can
/// report the right ``ScenarioLoadError/Kind``.
internal enum EasingDecodingProblem: Error {
    case unknownKey
    case outOfRange
}
