/// Why CSS could not be written: a name, property or value that would not read back
/// as what was meant. Nothing is sanitised silently.
public enum CSSExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `@keyframes` name is not a CSS identifier Motion can write (`name`, why).
    case invalidName(String, reason: String)
    /// The property name is not a CSS identifier (`property`, why).
    case invalidProperty(String, reason: String)
    /// A formatted value cannot sit in a declaration (the text, the keyframe's index, why).
    case invalidValue(String, keyframe: Int, reason: String)

    /// What was wrong, naming the offending text.
    public var description: String {
        switch self {
        case .invalidName(let name, let reason):
            return "invalid @keyframes name \"\(name)\": \(reason)"
        case .invalidProperty(let property, let reason):
            return "invalid CSS property \"\(property)\": \(reason)"
        case .invalidValue(let value, let keyframe, let reason):
            return "invalid CSS value \"\(value)\" at keyframe \(keyframe): \(reason)"
        }
    }
}
