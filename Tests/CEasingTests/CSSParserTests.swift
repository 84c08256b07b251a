import CEasing
import Testing

// The [parse] section of ceasing.h from Swift. Oracles: CSS Easing Level 2
// grammar and timing.md §6.3 (values and resolved linear() points).

private struct Parsed {
    var status: ceasing_status
    var easing = ceasing_easing()
    var points: [ceasing_point] = []
    var position = 0
    var reason = ""
}

private func parse(_ text: String, capacity: Int = 32) -> Parsed {
    let bytes = Array(text.utf8)
    var points = [ceasing_point](repeating: ceasing_point(), count: capacity)
    var easing = ceasing_easing()
    var error = ceasing_parse_error()
    let status = bytes.withUnsafeBufferPointer { text in
        text.withMemoryRebound(to: CChar.self) { chars in
            ceasing_parse_css(chars.baseAddress, chars.count, &easing, &points, capacity, &error)
        }
    }
    var result = Parsed(status: status)
    if status == .CEASING_OK {
        result.easing = easing
        if easing.kind == .CEASING_EASING_LINEAR {
            result.points = Array(points.prefix(easing.value.linear.count))
        }
    } else {
        result.position = error.position
        result.reason = String(cString: error.reason)
    }
    return result
}

/// Formats through the C API; the points must still be alive for linear().
private func format(_ parsed: Parsed) -> String? {
    var easing = parsed.easing
    var points = parsed.points
    return points.withUnsafeMutableBufferPointer { buffer -> String? in
        if easing.kind == .CEASING_EASING_LINEAR {
            easing.value.linear.points = UnsafePointer(buffer.baseAddress)
        }
        var length = 0
        guard ceasing_format_css(&easing, nil, 0, &length) == .CEASING_OK else { return nil }
        var text = [CChar](repeating: 0, count: length + 1)
        guard ceasing_format_css(&easing, &text, text.count, &length) == .CEASING_OK else { return nil }
        return String(decoding: text.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

private func value(_ parsed: Parsed, _ x: Double) -> Double {
    var easing = parsed.easing
    var points = parsed.points
    return points.withUnsafeMutableBufferPointer { buffer in
        if easing.kind == .CEASING_EASING_LINEAR {
            easing.value.linear.points = UnsafePointer(buffer.baseAddress)
        }
        return ceasing_easing_evaluate(&easing, x)
    }
}

@Suite("CSS easing text: parser and formatter")
struct CSSParserTests {
    @Test("keywords, case-insensitive, with whitespace and comments")
    func keywords() {
        let cases: [(String, ceasing_curve)] = [
            ("ease", .CEASING_CURVE_EASE), (" EASE-IN ", .CEASING_CURVE_EASE_IN),
            ("ease-out/**/", .CEASING_CURVE_EASE_OUT), ("\nEase-In-Out\t", .CEASING_CURVE_EASE_IN_OUT),
            ("linear", .CEASING_CURVE_LINEAR), ("step-start", .CEASING_CURVE_STEP_START),
            ("step-end", .CEASING_CURVE_STEP_END),
        ]
        for (text, curve) in cases {
            let p = parse(text)
            #expect(p.status == .CEASING_OK && p.easing.kind == .CEASING_EASING_CURVE)
            #expect(p.easing.value.curve == curve, "\(text)")
        }
        #expect(abs(value(parse("ease"), 0.5) - 0.80240338758486) <= 1e-12)
    }

    @Test("functions parse to the right structs (timing.md §6.3)")
    func functions() {
        let b = parse("cubic-bezier(0.68, -0.55, .265, 1.55)")
        #expect(b.easing.kind == .CEASING_EASING_CUBIC_BEZIER)
        #expect(b.easing.value.cubic_bezier.x1 == 0.68 && b.easing.value.cubic_bezier.y1 == -0.55)
        #expect(b.easing.value.cubic_bezier.x2 == 0.265 && b.easing.value.cubic_bezier.y2 == 1.55)
        #expect(abs(value(b, 0.5) - 0.60667989722377) <= 1e-12)

        let s = parse("steps(4, jump-both)")
        #expect(s.easing.kind == .CEASING_EASING_STEPS)
        #expect(s.easing.value.steps.count == 4 && s.easing.value.steps.position == .CEASING_JUMP_BOTH)
        #expect(abs(value(s, 0.3) - 0.4) <= 1e-15)

        let l = parse("linear(0, 0.25 25% 75%, 1)")
        #expect(l.easing.kind == .CEASING_EASING_LINEAR)
        #expect(l.points.map { $0.x } == [0, 0.25, 0.75, 1])
        #expect(l.points.map { $0.y } == [0, 0.25, 0.25, 1])
        let fixup = parse("linear(0 20%, 0.5 10%, 1)")
        #expect(fixup.points.map { $0.x } == [0.2, 0.2, 1])
        #expect(abs(value(fixup, 0.5) - 0.6875) <= 1e-15)
        #expect(value(fixup, -0.5) == 0.5)
    }

    @Test("malformed input: status, byte position and reason")
    func errors() {
        let cases: [(String, ceasing_status, Int, String)] = [
            ("", .CEASING_ERROR_SYNTAX, 0, "expected an easing function"),
            ("wobble", .CEASING_ERROR_UNKNOWN_NAME, 0, "unknown easing keyword"),
            ("cubic-bezier(0, 0, 1, 1", .CEASING_ERROR_SYNTAX, 23, "expected ')'"),
            ("cubic-bezier(2, 0, 1, 1)", .CEASING_ERROR_OUT_OF_RANGE, 13, "x1 must be in [0, 1]"),
            ("steps(0)", .CEASING_ERROR_STEP_COUNT, 6, "steps count must be an integer >= 1"),
            ("steps(1, jump-none)", .CEASING_ERROR_STEP_COUNT, 6, "jump-none needs at least 2 steps"),
            ("linear(1)", .CEASING_ERROR_TOO_FEW_POINTS, 0, "linear() needs at least 2 stops"),
            ("ease ease", .CEASING_ERROR_SYNTAX, 5, "unexpected text after the easing function"),
        ]
        for (text, status, position, reason) in cases {
            let p = parse(text)
            #expect(p.status == status, "\(text)")
            #expect(p.position == position, "\(text)")
            #expect(p.reason == reason, "\(text)")
        }
        #expect(parse("linear(0, 0.5, 1)", capacity: 2).status == .CEASING_ERROR_CAPACITY)
    }

    @Test("only `length` bytes are read")
    func prefixes() {
        let bytes = Array("ease-in-out".utf8).map { CChar(bitPattern: $0) }
        var easing = ceasing_easing()
        #expect(ceasing_parse_css(bytes, 7, &easing, nil, 0, nil) == .CEASING_OK)
        #expect(easing.value.curve == .CEASING_CURVE_EASE_IN)
        #expect(ceasing_parse_css(bytes, 4, &easing, nil, 0, nil) == .CEASING_OK)
        #expect(easing.value.curve == .CEASING_CURVE_EASE)
    }

    @Test("canonical text, and format then parse gives the same easing")
    func roundTrip() throws {
        let cases: [(String, String)] = [
            ("EASE", "ease"),
            ("cubic-bezier(.25,.1,.25,1)", "cubic-bezier(0.25, 0.1, 0.25, 1)"),
            ("steps(5, end)", "steps(5)"),
            ("steps(5, jump-start)", "steps(5, jump-start)"),
            ("steps(5, start)", "steps(5, start)"),
            ("linear(0, 0.3333333333333333, 1 1e2%)", "linear(0 0%, 0.3333333333333333 50%, 1 100%)"),
        ]
        for (input, canonical) in cases {
            let p = parse(input)
            try #require(p.status == .CEASING_OK)
            let text = try #require(format(p))
            #expect(text == canonical)
            let back = parse(text)
            #expect(back.easing.kind == p.easing.kind)
            #expect(format(back) == text)
            #expect(back.points.map { $0.x.bitPattern } == p.points.map { $0.x.bitPattern })
        }
        // extension names parse but have no CSS text
        let named = parse("easeInOutQuad")
        #expect(named.status == .CEASING_OK && named.easing.value.curve == .CEASING_CURVE_QUAD_IN_OUT)
        #expect(format(named) == nil)
    }
}
