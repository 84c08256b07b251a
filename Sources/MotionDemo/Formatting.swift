import Foundation

/// `value` with `digits` decimals and no negative zero: `decimal(0.3, 2)` is "0.30".
func decimal(_ value: Double, _ digits: Int) -> String {
    let text = String(format: "%.\(digits)f", value)
    let isNegativeZero = text.hasPrefix("-") && text.allSatisfy { "-0.".contains($0) }
    return isNegativeZero ? String(text.dropFirst()) : text
}

/// `text` cut or padded with spaces to exactly `width` characters.
func padded(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if text.count > width { return String(text.prefix(width - 1)) + "…" }
    return text + String(repeating: " ", count: width - text.count)
}

extension Duration {
    /// The duration in seconds as a `Double`.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
