extension Timeline.Position {
    /// Reads GSAP's position parameter text.
    ///
    /// The forms are:
    /// - a number: an absolute time (`"1.5"`, `"-1"`);
    /// - `"+=x"` / `"-=x"`: relative to the timeline's end;
    /// - `"<"`, `">"`, optionally followed by an offset (`"<0.25"`, `">-0.5"`,
    ///   `"<+=1"`): relative to the previous child's start or end;
    /// - a label, optionally followed by `"+=x"` or `"-=x"` (`"L"`, `"L+=1"`).
    ///   Any other text without `=` is a label name, as in GSAP;
    /// - any offset above written as a percentage (GSAP 3.7+): `"<50%"` and
    ///   `">-25%"` take a share of the previous child's total duration
    ///   (``Timeline/Position/previousStart(percent:)``,
    ///   ``Timeline/Position/previousEnd(percent:)``); `"-=25%"`, `"<+=50%"`,
    ///   `">-=50%"`, `"L+=25%"` and `"1+=25%"` take a share of the inserted
    ///   child's (``Timeline/Position/percentOfInserted(_:from:)``). This is
    ///   the rule of GSAP's `_parsePosition`: an `=` after `<`/`>` switches the
    ///   percentage from the previous child to the inserted one.
    ///
    /// Numbers are decimal, optionally with an exponent (`"2.5"`, `".5"`,
    /// `"1e-3"`); the offset after `+=` / `-=` has no sign of its own. A
    /// number followed by `+=x` is that number plus x, as in GSAP. Numeric
    /// text always means a time: GSAP would use a label named `"1"` if one
    /// existed, but labels are not known when text is parsed. A `%` must be
    /// the last character, right after the offset's number (`"<50%%"` and
    /// `"+=5%0"` throw, where GSAP's `parseFloat` would quietly read 50 and
    /// 5 seconds); text without `<`, `>` or `=`, such as `"50%"`, is a label,
    /// as in GSAP.
    /// - Parameter text: The position text.
    /// - Throws: ``TimelinePositionParseError`` naming the text, the offending
    ///   character's offset and the reason.
    public init(gsap text: String) throws(TimelinePositionParseError) {
        let characters = Array(text)
        func fail(_ position: Int, _ kind: TimelinePositionParseError.Kind) -> TimelinePositionParseError {
            TimelinePositionParseError(input: text, position: position, kind: kind)
        }
        guard let first = characters.first else { throw fail(0, .empty) }
        // A trailing "%" makes the offset a percentage; the number ends before it.
        let isPercent = characters.count > 1 && characters.last == "%"
        let numberEnd = isPercent ? characters.count - 1 : characters.count
        let offsetCharacters = Array(characters[..<numberEnd])

        if first == "<" || first == ">" {
            var index = 1
            var sign = 1.0
            var hasEquals = false
            if index < numberEnd, characters[index] == "+" || characters[index] == "-" {
                sign = characters[index] == "-" ? -1 : 1
                index += 1
                if index < numberEnd, characters[index] == "=" {
                    index += 1
                    hasEquals = true
                }
                if index == numberEnd { throw fail(index, .expectedNumber) }
            }
            if isPercent && index == numberEnd { throw fail(index, .expectedNumber) }
            var offset = 0.0
            if index < numberEnd {
                offset = try Self.number(offsetCharacters, from: index, signed: false, text: text) * sign
            }
            switch (isPercent, hasEquals, first == "<") {
            case (false, _, true): self = .withPrevious(offset: offset)
            case (false, _, false): self = .afterPrevious(offset: offset)
            case (true, false, true): self = .previousStart(percent: offset)
            case (true, false, false): self = .previousEnd(percent: offset)
            case (true, true, let isStart):
                self = .percentOfInserted(offset, from: isStart ? .previousStart : .previousEnd)
            }
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
        if equals + 1 > numberEnd { throw fail(numberEnd, .expectedNumber) }
        let offset = try Self.number(offsetCharacters, from: equals + 1, signed: false, text: text) * sign
        let prefix = characters[..<(equals - 1)]
        if prefix.isEmpty {
            self = isPercent ? .percentOfInserted(offset, from: .end) : .afterEnd(offset)
        } else if let base = try? Self.number(Array(prefix), from: 0, signed: true, text: text) {
            if isPercent {
                self = .percentOfInserted(offset, from: .time(base))
                return
            }
            let time = base + offset
            guard time.isFinite else { throw fail(equals + 1, .numberTooLarge) }
            self = .at(time)
        } else {
            self = isPercent
                ? .percentOfInserted(offset, from: .label(String(prefix)))
                : .label(String(prefix), offset: offset)
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
                input: text, position: index, kind: isPercent ? .misplacedPercent : kind)
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
