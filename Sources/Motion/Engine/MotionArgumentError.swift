/// A number that Motion cannot use: the argument (or field) it came in as,
/// its value, and the rule it breaks.
///
/// Thrown by the validation entry points that a loader calls before building
/// an animation from outside data (``AnimationOptions/validate(duration:delay:)``,
/// ``AnimationEngine/duration(seconds:argument:)``); the corresponding
/// initializers and `animate` methods stop with a precondition whose message
/// is this error's ``description``.
public struct MotionArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The argument as the caller wrote it, such as `"options.iterations"` or `"delay"`.
    public var argument: String

    /// The value that was refused, as text (`"1e+300"`, `"-1.0 seconds"`).
    public var value: String

    /// Why the value was refused.
    public var reason: String

    /// An error for `argument` with `value`, refused because of `reason`.
    public init(argument: String, value: String, reason: String) {
        self.argument = argument
        self.value = value
        self.reason = reason
    }

    /// `"<argument> = <value>: <reason>"`.
    public var description: String { "\(argument) = \(value): \(reason)" }
}
