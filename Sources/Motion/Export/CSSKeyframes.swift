/// A CSS `@keyframes` rule and the `animation` shorthand that plays it: a Motion
/// track exported for the browser.
///
/// ```swift
/// let keyframes = SampledKeyframes(sampling: opacityTrack, maxError: 0.002)
/// let css = try CSSKeyframes(name: "fade", property: "opacity", keyframes: keyframes,
///                            format: CSSValueFormat.number)
/// css.rule        // "@keyframes fade {\n  0% { opacity: 0; }\n  …\n}"
/// css.animation   // "fade 1.2s linear 0s 1 normal both"
/// ```
///
/// Three forms, each as accurate as its source:
/// - from ``SampledKeyframes``: one keyframe per sample, `linear` between them;
/// - from ``BezierKeyframes``: each keyframe but the last carries
///   `animation-timing-function: cubic-bezier(…)` for the piece that follows it;
/// - ``init(name:property:linearTimingOf:maxError:options:format:)``: a scalar track
///   as two keyframes and one `linear(…)` timing function.
///
/// Key times become percentages (`keyTime × 100`). Timing functions use the shortest
/// digits that read back to the same `Double` (so `Easing(css:)` reads each one back
/// exactly). Sampled keyframes of a scalar (`Double`, `CGFloat`) or a Core Graphics
/// geometry value (`CGPoint`, `CGSize`, `CGRect`, `CGVector`) are written with the
/// fewest digits that keep their stated error, as the initializer from
/// ``SampledKeyframes`` describes; every other value, and every ``BezierKeyframes``
/// (which record no error bound), keep the shortest round-trip digits of their key
/// times and values. CSS
/// merges keyframes that share a percentage, so a jump (two keyframes at one key
/// time) is written as a ramp over 10⁻⁶ of the duration: the later keyframe moves
/// 10⁻⁶ later (or, at the very end, the earlier one 10⁻⁶ earlier). The `linear(…)`
/// form keeps jumps exact.
public struct CSSKeyframes: Sendable, Hashable {
    /// The `@keyframes` name (a valid CSS identifier).
    public let name: String

    /// The animated property.
    public let property: String

    /// The `@keyframes name { … }` rule, one keyframe per line.
    public let rule: String

    /// The value of the `animation` shorthand:
    /// `name duration timing-function delay iteration-count direction fill-mode`.
    public let animation: String

    /// The `animation: …;` declaration, to put in a style rule.
    public var declaration: String {
        "animation: \(animation);"
    }

    /// How far a jump's later keyframe is moved, as a fraction of the duration.
    public static let jumpSeparation = 1e-6

    /// CSS from sampled keyframes, played with `linear` timing between keyframes.
    ///
    /// Short digits: the sampler keeps the reconstruction within 0.99 × `maxError` of
    /// the track, and the other 0.01 × `maxError` pays for shorter text when the values
    /// are scalars (`Double`, `CGFloat`) or Core Graphics geometry (`CGPoint`, `CGSize`,
    /// `CGRect`, `CGVector`), whose distance is Euclidean: half of it for the values,
    /// each component of a value rounded to the fewest decimals within
    /// 0.005 × `maxError` / √(components) (so that `format` writes short text when it
    /// writes the components as numbers, as ``CSSValueFormat/number(_:)``,
    /// ``CSSValueFormat/pixels(_:)`` and ``CSSValueFormat/translate(_:)`` do); and
    /// half for the key times, each percentage rounded to the fewest decimals that move
    /// its key time by at most 0.005 × `maxError` / s, `s` the steeper of its two
    /// pieces' slopes (distance per unit of key time), and by less than half of the gap
    /// to either neighbour. Moving key times by at most δ each moves a piecewise-linear
    /// curve by at most s·δ, and moving values by at most ε moves it by at most ε, so
    /// the written curve stays within `maxError` of the track. The first and last
    /// percentages and the keyframes at a jump stay exact. Other values keep the
    /// shortest round-trip digits: with no distance, no rounding can be bounded.
    ///
    /// - Parameters:
    ///   - name: The `@keyframes` name: a CSS identifier that is not a CSS-wide keyword,
    ///     `none`, `default` or another keyword of the `animation` shorthand.
    ///   - property: The property to animate (a CSS identifier, e.g. `opacity`,
    ///     `transform`, `--progress`).
    ///   - keyframes: The keyframes.
    ///   - options: Delay, iterations, direction and fill mode.
    ///   - format: Writes a value as CSS, e.g. ``CSSValueFormat/number(_:)``.
    /// - Throws: ``CSSExportError`` for an invalid name or property, or a formatted
    ///   value that is empty or contains `;`, `{`, `}` or a line break.
    public init<Value>(
        name: String, property: String, keyframes: SampledKeyframes<Value>,
        options: CSSAnimationOptions = CSSAnimationOptions(), format: (Value) -> String
    ) throws(CSSExportError) {
        let written = CSSKeyframes.shortened(keyframes)
        try self.init(
            name: name, property: property, percentages: written.percentages, values: written.values, timings: nil,
            duration: keyframes.duration, timingFunction: "linear", options: options, format: format)
    }

    /// CSS from Bézier keyframes: each keyframe but the last carries its piece's
    /// `animation-timing-function: cubic-bezier(…)`.
    ///
    /// - Parameters:
    ///   - name: The `@keyframes` name (a CSS identifier, as for sampled keyframes).
    ///   - property: The property to animate.
    ///   - keyframes: The keyframes and their timing functions.
    ///   - options: Delay, iterations, direction and fill mode.
    ///   - format: Writes a value as CSS.
    /// - Throws: ``CSSExportError`` for an invalid name, property or formatted value.
    public init<Value>(
        name: String, property: String, keyframes: BezierKeyframes<Value>,
        options: CSSAnimationOptions = CSSAnimationOptions(), format: (Value) -> String
    ) throws(CSSExportError) {
        try self.init(
            name: name, property: property, percentages: CSSKeyframes.percentages(keyframes.keyTimes),
            values: keyframes.values, timings: keyframes.timingFunctions.map(\.cssString), duration: keyframes.duration,
            timingFunction: "linear", options: options, format: format)
    }

    /// A scalar track as two keyframes and one `linear(…)` timing function within
    /// `maxError`.
    ///
    /// The track is sampled (``SampledKeyframes/init(sampling:maxError:)``), and the
    /// samples become the `linear()` stops: the keyframes are `0% { property: A }` and
    /// `100% { property: B }`, and the stop for a sample `v` at key time `u` is
    /// `(v − A)/(B − A)` at `u × 100 %`, so the browser shows `A + (B − A)·y = v` (to
    /// rounding) and interpolates linearly between stops: the same reconstruction as the
    /// samples, within `maxError`, with jumps kept exact. The samples take 0.9 × `maxError`
    /// and the stops are written with the fewest digits the other 0.1 allows (see
    /// ``Easing/cssLinear(maxError:)``). `A` and `B` are the first and
    /// last values, or the smallest and largest samples when those are equal; a
    /// constant track gets `linear`. The property must interpolate numerically with
    /// extrapolation (opacity, lengths, custom properties registered as numbers).
    ///
    /// - Parameters:
    ///   - name: The `@keyframes` name.
    ///   - property: The property to animate.
    ///   - track: The scalar track.
    ///   - maxError: The largest allowed |CSS − track| in the value's units, finite and > 0.
    ///   - options: Delay, iterations, direction and fill mode.
    ///   - format: Writes a value as CSS (default: a plain number).
    /// - Throws: ``CSSExportError`` for an invalid name, property or formatted value.
    public init(
        name: String, property: String, linearTimingOf track: some Track<Double>, maxError: Double,
        options: CSSAnimationOptions = CSSAnimationOptions(), format: (Double) -> String = CSSValueFormat.number
    ) throws(CSSExportError) {
        let samples = SampledKeyframes(sampling: track, maxError: Easing.linearSamplingShare * maxError)
        var low = samples.values[0]
        var high = samples.values[samples.values.count - 1]
        if low == high {
            low = samples.values.min()!
            high = samples.values.max()!
        }
        var timing = "linear"
        if low != high {
            let span = high - low
            let points = zip(samples.keyTimes, samples.values).map { ceasing_point(x: $0, y: ($1 - low) / span) }
            // The rest of the budget, in the timing's units (value / span), pays for short digits.
            timing = ShortDecimal.linear(points, within: (1 - Easing.linearSamplingShare) * maxError / span)
        }
        try self.init(
            name: name, property: property, percentages: ["0", "100"], values: [low, high], timings: nil,
            duration: samples.duration, timingFunction: timing, options: options, format: format)
    }

    /// Writes the rule and the shorthand.
    private init<Value>(
        name: String, property: String, percentages: [String], values: [Value], timings: [String]?, duration: Double,
        timingFunction: String, options: CSSAnimationOptions, format: (Value) -> String
    ) throws(CSSExportError) {
        if let reason = CSSKeyframes.identifierProblem(name) {
            throw .invalidName(name, reason: reason)
        }
        if let keyword = CSSKeyframes.reservedNames.first(where: { $0 == name.lowercased() }) {
            throw .invalidName(name, reason: "\"\(keyword)\" is a CSS-wide or animation keyword, not a name")
        }
        if let reason = CSSKeyframes.identifierProblem(property) {
            throw .invalidProperty(property, reason: reason)
        }
        precondition(options.delay.isFinite, "CSSKeyframes: delay \(options.delay) must be finite")
        var lines = ["@keyframes \(name) {"]
        for index in values.indices {
            let text = format(values[index])
            if text.isEmpty || text.contains(where: { ";{}\n\r".contains($0) }) {
                throw .invalidValue(text, keyframe: index, reason: "a value must be non-empty, on one line, without ';', '{' or '}'")
            }
            var declarations = "\(property): \(text);"
            if let timings, index < timings.count {
                declarations += " animation-timing-function: \(timings[index]);"
            }
            lines.append("  \(percentages[index])% { \(declarations) }")
        }
        lines.append("}")
        let count: String
        switch options.iterationCount {
        case .infinite:
            count = "infinite"
        case .count(let value):
            precondition(value.isFinite && value >= 0, "CSSKeyframes: iteration count \(value) must be finite and ≥ 0")
            count = CSSValueFormat.number(value)
        }
        self.name = name
        self.property = property
        rule = lines.joined(separator: "\n")
        animation = [
            name, CSSValueFormat.number(duration) + "s", timingFunction, CSSValueFormat.number(options.delay) + "s",
            count, options.direction.rawValue, options.fillMode.rawValue,
        ].joined(separator: " ")
    }

    /// The share of a ``SampledKeyframes``' `maxError` that the sampler leaves for
    /// shorter digits.
    internal static var roundingShare: Double { 1 - LinearSampler<Double>.acceptedShare }

    /// Percentages with the shortest round-trip digits of `keyTime × 100` (jumps separated).
    internal static func percentages(_ keyTimes: [Double]) -> [String] {
        separatedOffsets(keyTimes).map { CSSValueFormat.number($0 * 100) }
    }

    /// The percentages and values to write for sampled keyframes: shortened within
    /// ``roundingShare`` × `maxError` when the values are ``ShortDecimalVector``s, else
    /// full digits.
    internal static func shortened<Value>(_ keyframes: SampledKeyframes<Value>) -> (percentages: [String], values: [Value]) {
        guard let vectorType = Value.self as? any ShortDecimalVector.Type else {
            return (percentages(keyframes.keyTimes), keyframes.values)
        }
        return shortened(keyframes, as: vectorType)
    }

    /// ``shortened(_:)`` for vectors: values within half the budget, key times within
    /// the other half over the steeper adjacent slope (see the initializer from
    /// ``SampledKeyframes``).
    private static func shortened<Value, Vector: ShortDecimalVector>(
        _ keyframes: SampledKeyframes<Value>, as _: Vector.Type
    ) -> (percentages: [String], values: [Value]) {
        let half = 0.5 * roundingShare * keyframes.maxError
        let vectors = keyframes.values.map { $0 as! Vector }
        let offsets = separatedOffsets(keyframes.keyTimes)
        let count = offsets.count
        // slopes[k]: distance per unit of key time over the piece from k to k + 1.
        var slopes = [Double](repeating: 0, count: max(count - 1, 0))
        for k in slopes.indices {
            let distance = (vectors[k + 1] - vectors[k]).magnitude
            let gap = offsets[k + 1] - offsets[k]
            slopes[k] = distance == 0 ? 0 : gap > 0 ? distance / gap : .infinity
        }
        var percentages: [String] = []
        percentages.reserveCapacity(count)
        for k in 0..<count {
            var shift = 0.0
            if k > 0 && k < count - 1 && keyframes.keyTimes[k] != keyframes.keyTimes[k - 1]
                && keyframes.keyTimes[k] != keyframes.keyTimes[k + 1]
            {
                let steepest = max(slopes[k - 1], slopes[k])
                let room = 0.49 * min(offsets[k] - offsets[k - 1], offsets[k + 1] - offsets[k])
                shift = steepest.isFinite ? min(steepest > 0 ? half / steepest : room, room) : 0
            }
            percentages.append(ShortDecimal.text(offsets[k], within: max(shift, 0), percent: true))
        }
        let componentTolerance = half / Double(Vector.componentCount).squareRoot()
        let values = vectors.map { $0.shortDecimals(within: componentTolerance) as! Value }
        return (percentages, values)
    }

    /// Key times with every repeated one moved by ``jumpSeparation`` (CSS would merge
    /// keyframes at one offset): later when there is room, else the earlier one earlier.
    internal static func separatedOffsets(_ keyTimes: [Double]) -> [Double] {
        var offsets = keyTimes
        for index in offsets.indices.dropFirst() where offsets[index] <= offsets[index - 1] {
            if offsets[index - 1] + jumpSeparation < 1 {
                offsets[index] = offsets[index - 1] + jumpSeparation
            } else {
                offsets[index - 1] = offsets[index] - jumpSeparation
            }
        }
        return offsets
    }

    /// Names a `@keyframes` rule cannot take (compared ASCII case-insensitively): the
    /// CSS-wide keywords, `default`, `none`, and the other keywords of the `animation`
    /// shorthand, which a browser would read as those instead of the name.
    internal static let reservedNames: [String] = [
        "initial", "inherit", "unset", "revert", "revert-layer", "default", "none",
        "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
        "infinite", "normal", "reverse", "alternate", "alternate-reverse",
        "forwards", "backwards", "both", "running", "paused", "auto",
    ]

    /// Why `text` is not a CSS identifier (CSS Syntax 3 `<ident-token>` without
    /// escapes), or nil if it is one.
    internal static func identifierProblem(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return "it is empty" }
        func isNameStart(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
        }
        func isName(_ c: Unicode.Scalar) -> Bool {
            isNameStart(c) || (c >= "0" && c <= "9") || c == "-"
        }
        var index = 0
        if scalars.count >= 2 && scalars[0] == "-" && scalars[1] == "-" {
            index = 2
        } else {
            if scalars[0] == "-" { index = 1 }
            guard index < scalars.count else { return "\"-\" alone is not an identifier" }
            guard isNameStart(scalars[index]) else {
                return "character \(index) (\"\(scalars[index])\") cannot start an identifier"
            }
            index += 1
        }
        while index < scalars.count {
            let c = scalars[index]
            if c == "\\" { return "character \(index) is a backslash; escapes are not written" }
            guard isName(c) else { return "character \(index) (\"\(c.escaped(asASCII: true))\") is not allowed in an identifier" }
            index += 1
        }
        return nil
    }
}
