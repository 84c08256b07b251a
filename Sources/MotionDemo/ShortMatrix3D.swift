import Foundation
import Motion

/// `matrix3d()` text with as few digits as a corner tolerance allows, for the
/// scenario figure's keyframes.
///
/// The first two rows are rounded to one number of decimals and the translation
/// and `m44` to another, the pair chosen for the shortest text whose matrix moves
/// no corner of the box by more than the tolerance
/// (``ScenarioFigure/cornerDistance(_:_:size:)``). The third row and the z
/// translation, which move no corner of a flat box, keep their exact digits. Rounding each keyframe bounds
/// the keyframes only: CSS interpolates `matrix3d()` by decomposition, which has no
/// simple bound, so the animation between them is checked by playing it back
/// (the tests, and `scripts/check-gallery.sh` in a browser).
enum ShortMatrix3D {
    /// The `matrix3d(…)` function for `transform`, entries separated by commas only.
    ///
    /// - Parameters:
    ///   - transform: The keyframe's transform, finite.
    ///   - size: The box whose corners it moves.
    ///   - tolerance: The largest corner movement rounding may cause, ≥ 0.
    static func text(_ transform: Transform3D, size: CGSize, within tolerance: Double) -> String {
        let exact = entries(transform)
        let exactTexts = exact.map(shortest)
        var best = exactTexts
        guard tolerance > 0 else { return "matrix3d(" + best.joined(separator: ",") + ")" }
        var bestLength = best.map(\.count).reduce(0, +)
        for linearDecimals in 0...17 {
            for translationDecimals in 0...17 {
                let texts = exact.indices.map { index in
                    switch index {
                    case 8...11, 14: exactTexts[index]  // the z row and z translation move no corner: exact
                    case 12...15: number(exact[index], decimals: translationDecimals)
                    default: number(exact[index], decimals: linearDecimals)
                    }
                }
                let length = texts.map(\.count).reduce(0, +)
                if length >= bestLength { continue }
                let values = texts.map { Double($0.hasPrefix("-.") ? "-0" + $0.dropFirst() : $0.hasPrefix(".") ? "0" + $0 : $0)! }
                if ScenarioFigure.cornerDistance(matrix(values), transform, size: size) <= tolerance {
                    best = texts
                    bestLength = length
                    break  // more translation digits only lengthen the text
                }
            }
        }
        return "matrix3d(" + best.joined(separator: ",") + ")"
    }

    /// The 16 entries in CSS's order (``CSSValueFormat/matrix3d(_:)``).
    static func entries(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// The transform with the 16 entries in CSS's order.
    static func matrix(_ e: [Double]) -> Transform3D {
        Transform3D(
            rows: SIMD4(e[0], e[1], e[2], e[3]), SIMD4(e[4], e[5], e[6], e[7]), SIMD4(e[8], e[9], e[10], e[11]),
            SIMD4(e[12], e[13], e[14], e[15]))
    }

    /// The shortest text that reads back as `value` (``CSSValueFormat/number(_:)``), without a leading zero.
    static func shortest(_ value: Double) -> String {
        var text = CSSValueFormat.number(value)
        if text.hasPrefix("0.") { text.removeFirst() }
        if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }

    /// `value` rounded to `decimals` places, without trailing zeros, a leading zero or a negative zero: 0.50 → ".5".
    static func number(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        if text.hasPrefix("0.") { text.removeFirst() }
        if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}
