extension Timeline.Position {
    /// Reads GSAP's position parameter text.
    ///
    /// The forms are:
    /// - a number: an absolute time (`"1.5"`, `"-1"`);
    /// - `"+=x"` / `"-=x"`: relative to the timeline's end;
    /// - `"<"`, `">"`, optionally followed by an offset (`"<0.25"`, `">-0.5"`,
    ///   `"<+=1"`): relative to the previous child's start or end;
    /// - a label, optionally followed by `"+=x"` or `"-=x"` (`"L"`, `"L+=1"`).
    ///   Any other text without `=` is a label name, as in GSAP.
    ///
    /// Numbers are decimal, optionally with an exponent (`"2.5"`, `".5"`,
    /// `"1e-3"`); the offset after `+=` / `-=` has no sign of its own. A
    /// number followed by `+=x` is that number plus x, as in GSAP. Numeric
    /// text always means a time: GSAP would use a label named `"1"` if one
    /// existed, but labels are not known when text is parsed. Percentages
    /// (`"<50%"`, `"+=25%"`) are not supported.
    /// - Parameter text: The position text.
    /// - Throws: ``TimelinePositionParseError`` naming the text, the offending
    ///   character's offset and the reason.
    public init(gsap text: String) throws(TimelinePositionParseError) {
        let characters = Array(text)
        func fail(_ position: Int, _ kind: TimelinePositionParseError.Kind) -> TimelinePositionParseError {
            TimelinePositionParseError(input: text, position: position, kind: kind)
        }
        guard let first = characters.first else { throw fail(0, .empty) }

        if first == "<" || first == ">" {
            var index = 1
            var sign = 1.0
            if index < characters.count, characters[index] == "+" || characters[index] == "-" {
                sign = characters[index] == "-" ? -1 : 1
                index += 1
                if index < characters.count, characters[index] == "=" { index += 1 }
                if index == characters.count { throw fail(index, .expectedNumber) }
            }
            var offset = 0.0
            if index < characters.count {
                offset = try Self.number(characters, from: index, signed: false, text: text) * sign
            }
            self = first == "<" ? .withPrevious(offset: offset) : .afterPrevious(offset: offset)
            return
        }

        do {
            self = .at(try Self.number(characters, from: 0, signed: true, text: text))
            return
        } catch where error.kind == .numberTooLarge {
            throw error
        } catch {
            // Not a number: a relative position or a label.
        }

        guard let equals = characters.firstIndex(of: "=") else {
            self = .label(text, offset: 0)
            return
        }
        guard equals > 0, characters[equals - 1] == "+" || characters[equals - 1] == "-" else {
            throw fail(equals, .misplacedEquals)
        }
        let sign = characters[equals - 1] == "-" ? -1.0 : 1.0
        let offset = try Self.number(characters, from: equals + 1, signed: false, text: text) * sign
        let prefix = characters[..<(equals - 1)]
        if prefix.isEmpty {
            self = .afterEnd(offset)
        } else if let base = try? Self.number(Array(prefix), from: 0, signed: true, text: text) {
            let time = base + offset
            guard time.isFinite else { throw fail(equals + 1, .numberTooLarge) }
            self = .at(time)
        } else {
            self = .label(String(prefix), offset: offset)
        }
    }

    /// Reads a decimal number that must run to the end of `characters`:
    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    private static func number(
        _ characters: [Character], from start: Int, signed: Bool, text: String
    ) throws(TimelinePositionParseError) -> Double {
        var index = start
        func fail(_ kind: TimelinePositionParseError.Kind) -> TimelinePositionParseError {
            let isPercent = index < characters.count && characters[index] == "%"
            return TimelinePositionParseError(
                input: text, position: index, kind: isPercent ? .percentageNotSupported : kind)
        }
        func isDigit(_ index: Int) -> Bool {
            index < characters.count && characters[index].isASCII && characters[index].isWholeNumber
        }
        if signed, index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
        var digits = 0
        while isDigit(index) {
            index += 1
            digits += 1
        }
        if index < characters.count, characters[index] == "." {
            index += 1
            while isDigit(index) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw fail(.expectedNumber) }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            index += 1
            if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
            guard isDigit(index) else { throw fail(.expectedNumber) }
            while isDigit(index) { index += 1 }
        }
        guard index == characters.count else { throw fail(.expectedNumber) }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            throw fail(.numberTooLarge)
        }
        return value
    }
}
