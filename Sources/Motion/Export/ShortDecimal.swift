// The fewest decimal digits that keep an export within its stated error.

import CEasing
import Foundation

/// Decimal text with as few digits as a tolerance allows, and `linear()` text built
/// from it.
internal enum ShortDecimal {
    /// The decimal text with the fewest digits after the point whose value (as a
    /// correctly rounded reader such as `ceasing_parse_css` reads it, after `scale`
    /// powers of ten) is within `tolerance` of `value`; the shortest round-trip text
    /// when `tolerance` is 0.
    ///
    /// - Parameters:
    ///   - value: The number, finite.
    ///   - tolerance: The largest allowed |read − value|, ≥ 0.
    ///   - percent: Whether the text is a percentage (the reader divides by 100).
    static func text(_ value: Double, within tolerance: Double, percent: Bool = false) -> String {
        let written = percent ? value * 100 : value
        let exact = CSSValueFormat.number(written)
        guard tolerance > 0 else { return percent ? percentText(value) : exact }
        let unit = percent ? 100.0 : 1.0
        for digits in 0...17 {
            // Without formatting: the nearest multiple n of 10^-digits to `written`
            // (written × 10^digits rounded), written out and read back. A count of
            // digits is skipped only when no multiple can be within the tolerance:
            // the distance to the nearest one is at least |n − q| − ulp(q) (q is
            // `written` × 10^digits rounded once), and reading back moves by at most
            // an ulp of `value`. Near a tie both neighbours are tried, as printf's
            // exact rounding may pick either.
            let power = ShortDecimal.powersOfTen[digits]
            let q = written * power
            if abs(q) < 0x1p52 {
                let n = q.rounded()
                let lower = (abs(n - q) - q.ulp) / power / unit - 2 * value.ulp
                if lower > tolerance { continue }
                var candidates = [n]
                if abs(abs(n - q) - 0.5) <= 4 * q.ulp { candidates.append(n + (n > q ? -1 : 1)) }
                for candidate in candidates {
                    let text = ShortDecimal.decimal(candidate, digits: digits)
                    if let read = Double(percent ? text + "e-2" : text), abs(read - value) <= tolerance {
                        return text.count <= exact.count ? text : exact
                    }
                }
                continue
            }
            var text = String(format: "%.\(digits)f", written)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            if text == "-0" { text = "0" }
            guard let read = Double(percent ? text + "e-2" : text) else { continue }
            if abs(read - value) <= tolerance {
                return text.count <= exact.count ? text : exact
            }
        }
        return percent ? percentText(value) : exact
    }

    /// 10⁰ … 10¹⁷, exact.
    private static let powersOfTen: [Double] = (0...17).map { digits in
        (0..<digits).reduce(1.0) { value, _ in value * 10 }
    }

    /// `n / 10^digits` as decimal text (`n` an integer below 2⁵²), without trailing
    /// zeros after the point; `-0` is `0`.
    private static func decimal(_ n: Double, digits: Int) -> String {
        let magnitude = UInt64(abs(n))
        if magnitude == 0 { return "0" }
        var text = String(magnitude)
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return n < 0 ? "-" + text : text
    }

    /// A percentage that reads back to exactly `value`: its shortest round-trip digits
    /// with the decimal point moved two places (what `ceasing_format_css` writes).
    private static func percentText(_ value: Double) -> String {
        let shortest = CSSValueFormat.number(value)
        var mantissa = Substring(shortest)
        var exponent = 0
        if let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = shortest[..<e]
            exponent = Int(shortest[shortest.index(after: e)...])!
        }
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = Array(String(parts[0]) + (parts.count > 1 ? String(parts[1]) : ""))
        var point = parts[0].count + exponent + 2
        if point < 1 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - point), at: 0)
            point = 1
        }
        if point > digits.count { digits += repeatElement("0", count: point - digits.count) }
        var whole = String(digits[..<point])
        var fraction = String(digits[point...])
        while whole.count > 1 && whole.hasPrefix("0") { whole.removeFirst() }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let text = fraction.isEmpty ? whole : whole + "." + fraction
        return negative && text != "0" ? "-" + text : text
    }

    /// `linear()` text for `points` (x non-decreasing in [0, 1], equal x at a jump) whose
    /// piecewise-linear function differs from the points' by at most `tolerance` at
    /// every t: each output moves by at most tolerance / 2, and each input by at most
    /// tolerance / 2 over the steeper of its two pieces (and by less than half of the
    /// gap to either neighbour, so that the order stays). Inputs at a jump, and the ends
    /// 0 and 1, keep their exact value.
    ///
    /// - Precondition: at least 2 points, `tolerance` finite and ≥ 0.
    static func linear(_ points: [ceasing_point], within tolerance: Double) -> String {
        precondition(points.count >= 2 && tolerance.isFinite && tolerance >= 0, "ShortDecimal.linear: bad arguments")
        let half = tolerance / 2
        var stops: [String] = []
        stops.reserveCapacity(points.count)
        for index in points.indices {
            let point = points[index]
            func slope(_ a: ceasing_point, _ b: ceasing_point) -> Double {
                b.x > a.x ? abs(b.y - a.y) / (b.x - a.x) : .infinity
            }
            let left = index > 0 ? slope(points[index - 1], point) : 0
            let right = index + 1 < points.count ? slope(point, points[index + 1]) : 0
            let steepest = max(left, right)
            let isEnd = index == 0 || index == points.count - 1
            // Less than half of each gap to a neighbour, so that inputs stay strictly increasing.
            var gap = Double.infinity
            if index > 0 { gap = min(gap, point.x - points[index - 1].x) }
            if index + 1 < points.count { gap = min(gap, points[index + 1].x - point.x) }
            let xTolerance = isEnd || !steepest.isFinite ? 0 : min(steepest > 0 ? half / steepest : half, 0.49 * gap)
            let y = text(point.y, within: half)
            let x = text(point.x, within: xTolerance, percent: true)
            stops.append("\(y) \(x)%")
        }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }
}
