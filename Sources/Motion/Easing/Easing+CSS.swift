// Reading and writing CSS easing text (ceasing_parse_css, ceasing_format_css,
// ceasing_sample_linear) and looking curves up by name.

extension Easing {
    /// Reads a CSS `<easing-function>`: a keyword (`ease-in-out`), `cubic-bezier()`,
    /// `steps()` or `linear()`, with CSS's case-insensitivity, whitespace and
    /// comments (`ceasing_parse_css`).
    ///
    /// As a Motion extension, any curve name that ``init(named:)`` accepts
    /// (`easeOutCubic`) is read as that curve. Numbers are converted with correct
    /// rounding, so `Easing(css: e.cssString!)` gives back an identical easing.
    /// - Parameter css: The text, such as `"cubic-bezier(0.4, 0, 0.2, 1)"`.
    /// - Throws: ``EasingParseError`` with the offending character's position and
    ///   the reason.
    public init(css: String) throws(EasingParseError) {
        let bytes = Array(css.utf8)
        // "length / 2 points always suffice"
        var points = [ceasing_point](repeating: ceasing_point(), count: bytes.count / 2 + 1)
        var easing = ceasing_easing()
        var error = ceasing_parse_error()
        let status = bytes.withUnsafeBufferPointer { text in
            text.withMemoryRebound(to: CChar.self) { text in
                points.withUnsafeMutableBufferPointer { buffer in
                    ceasing_parse_css(text.baseAddress, text.count, &easing, buffer.baseAddress, buffer.count, &error)
                }
            }
        }
        guard status == .CEASING_OK else {
            guard let kind = EasingParseError.Kind(status), let reason = error.reason else {
                preconditionFailure("ceasing_parse_css failed unexpectedly: \(Easing.describe(status))")
            }
            throw EasingParseError(input: css, utf8Offset: error.position, kind: kind, reason: String(cString: reason))
        }
        switch easing.kind {
        case .CEASING_EASING_CURVE:
            self.init(storage: .curve(easing.value.curve))
        case .CEASING_EASING_LINEAR:
            // The parser writes the points from the start of the buffer and borrows them.
            self.init(storage: .linear(Array(points.prefix(easing.value.linear.count))))
        default:
            self.init(storage: .function(CEasingFunction(easing)))
        }
    }

    /// Looks up a named curve in any of the spellings the C core knows
    /// (`ceasing_curve_from_name`): `easeInOutCubic`, `CubicEaseInOut`,
    /// `inOutCubic`, `cubic_in_out`, `ahBackEaseIn`, `ease-in-out`, `smoothStep`, ...,
    /// with ASCII letters compared case-insensitively and `-` and `_` ignored.
    ///
    /// Spellings of back, elastic and bounce pick Penner's or AHEasing's curve the
    /// way their library does (see the `ceasing.h` overview); the canonical names
    /// (``name``) are unambiguous.
    /// - Parameter name: The curve's name.
    /// - Throws: ``EasingParseError`` of kind ``EasingParseError/Kind/unknownName``
    ///   (at position 0, or at a NUL character).
    public init(named name: String) throws(EasingParseError) {
        if let nul = name.utf8.firstIndex(of: 0) {
            throw EasingParseError(
                input: name, utf8Offset: name.utf8.distance(from: name.utf8.startIndex, to: nul),
                kind: .unknownName, reason: "a curve name cannot contain NUL"
            )
        }
        var curve = ceasing_curve.CEASING_CURVE_LINEAR
        let status = name.withCString { ceasing_curve_from_name($0, &curve) }
        guard status == .CEASING_OK else {
            throw EasingParseError(input: name, utf8Offset: 0, kind: .unknownName, reason: "unknown curve name")
        }
        self.init(storage: .curve(curve))
    }

    /// The exact CSS text of this easing (`ceasing_format_css`), or `nil` when CSS
    /// has no exact form for it.
    ///
    /// The CSS keywords (``linear``, ``ease``, ``easeIn``, ``easeOut``,
    /// ``easeInOut``, ``stepStart``, ``stepEnd``), ``cubicBezier(x1:y1:x2:y2:)``,
    /// ``steps(_:position:)`` and ``linear(_:)`` have one: the computed value as
    /// browsers serialise it (CSSOM, checked against the web-platform-tests):
    /// `step-start` is `steps(1, start)` and `step-end` `steps(1)`; `steps()` drops
    /// an `end`/`jump-end` position and keeps `start` or `jump-start` as it was
    /// written; `linear()` lists every resolved stop with its input
    /// (`linear(0 0%, 0.5 50%, 1 100%)`). Numbers use the fewest digits that read
    /// back to the same doubles (browsers round to about 6 digits), so
    /// ``init(css:)`` round-trips it bit for bit. Every other easing (Penner's curves, parametric curves, springs,
    /// closures, combinators) gives `nil` rather than a silent approximation: use
    /// ``cssLinear(maxError:)`` for those, e.g.
    /// `easing.cssString ?? easing.cssLinear(maxError: 0.001)`.
    public var cssString: String? {
        switch storage {
        case .curve(let curve):
            var easing = ceasing_easing()
            guard ceasing_easing_init_curve(&easing, curve) == .CEASING_OK else { return nil }
            return Easing.format(&easing)
        case .function(let function):
            var easing = function.raw
            return Easing.format(&easing)
        case .linear(let points):
            return Easing.formatLinear(points)
        default:
            return nil
        }
    }

    /// A CSS `linear()` approximation of this easing within `maxError` on [0, 1]
    /// (`ceasing_sample_linear`, then `ceasing_format_css`).
    ///
    /// The sampler places as few points as it can (about 24 for ``ease`` and 55 for
    /// ``easeOutElastic`` at 0.001) within 0.9 × `maxError`, keeps jumps sharp and
    /// reproduces the values at 0 and 1 exactly; each number is then written with the
    /// fewest digits that keep the rest of the budget (outputs within 0.05 × `maxError`,
    /// inputs within 0.05 × `maxError` over the steeper adjacent slope; inputs at jumps
    /// exact). Outside [0, 1] the result extrapolates along its end pieces.
    ///
    /// Preconditions: `maxError` finite and >= 1e-12; this easing finite on [0, 1].
    /// - Parameter maxError: The largest allowed |approximation - easing|.
    /// - Returns: The `linear(...)` text.
    public func cssLinear(maxError: Double) -> String {
        do {
            let points = try linearPoints(maxError: Easing.linearSamplingShare * maxError)
            return ShortDecimal.linear(points, within: (1 - Easing.linearSamplingShare) * maxError)
        } catch {
            preconditionFailure("Easing.cssLinear(maxError: \(maxError)): \(error.message)")
        }
    }

    /// The share of a `linear()` export's error budget spent on sampling; the rest
    /// pays for writing fewer digits.
    internal static let linearSamplingShare = 0.9

    /// The points of ``cssLinear(maxError:)``.
    ///
    /// One call of `ceasing_sample_linear` (which counts, then writes) into a buffer
    /// sized for the usual count (about 2/√`maxError`); a second query only when more
    /// points are needed.
    internal func linearPoints(maxError: Double) throws(InvalidEasing) -> [ceasing_point] {
        func sample(into points: inout [ceasing_point], _ count: inout Int) -> ceasing_status {
            withCFunction { function, context in
                points.withUnsafeMutableBufferPointer { buffer in
                    ceasing_sample_linear(function, context, maxError, buffer.baseAddress, buffer.count, &count)
                }
            }
        }
        let guess = maxError.isFinite && maxError > 0 ? 2 / maxError.squareRoot() : 0
        var points = [ceasing_point](repeating: ceasing_point(), count: Int(min(max(guess, 64), 4096)))
        var count = 0
        var status = sample(into: &points, &count)
        if status == .CEASING_ERROR_CAPACITY {
            status = withCFunction { function, context in
                ceasing_sample_linear(function, context, maxError, nil, 0, &count)
            }
            if status == .CEASING_OK {
                points = [ceasing_point](repeating: ceasing_point(), count: count)
                status = sample(into: &points, &count)
            }
        }
        guard status == .CEASING_OK else {
            throw InvalidEasing("\(Easing.describe(status)) (maxError must be finite and >= 1e-12, the curve finite)")
        }
        return Array(points.prefix(count))
    }

    /// `ceasing_format_css` of owned linear() points.
    internal static func formatLinear(_ points: [ceasing_point]) -> String? {
        points.withUnsafeBufferPointer { buffer in
            var easing = ceasing_easing()
            guard ceasing_easing_init_linear(&easing, buffer.baseAddress, buffer.count) == .CEASING_OK else {
                return nil
            }
            return format(&easing)
        }
    }

    /// `ceasing_format_css`, or nil when the easing has no CSS form.
    internal static func format(_ easing: inout ceasing_easing) -> String? {
        var length = 0
        guard ceasing_format_css(&easing, nil, 0, &length) == .CEASING_OK else { return nil }
        var buffer = [CChar](repeating: 0, count: length + 1)
        let status = buffer.withUnsafeMutableBufferPointer {
            ceasing_format_css(&easing, $0.baseAddress, $0.count, &length)
        }
        guard status == .CEASING_OK else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
