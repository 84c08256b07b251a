import Motion
import Testing

/// GSAP 3's percentage positions (3.7+). The oracles are GSAP's own rule, from
/// `_parsePosition` in gsap-core.js and the position-parameter guide
/// (gsap.com/resources/position-parameter): a percentage straight after `<` or
/// `>` is a share of the previous child's `totalDuration()`; one after `+=` /
/// `-=` is a share of the inserted child's. Two oracles: starts worked out by
/// hand from that rule, and a transliteration of `_parsePosition` itself
/// (string slicing and a `parseFloat` that stops at the first bad character),
/// which shares no code with Motion's typed parser.
@Suite("Timeline GSAP percentage positions")
struct TimelinePercentPositionTests {
    @Test(
        "Percentage text reads as GSAP reads it",
        arguments: [
            ("<50%", Timeline.Position.previousStart(percent: 50)),
            (">-25%", .previousEnd(percent: -25)),
            ("<+50%", .previousStart(percent: 50)),  // a sign without "=": still the previous child's share
            (">0%", .previousEnd(percent: 0)),
            ("<+=50%", .percentOfInserted(50, from: .previousStart)),
            (">-=25%", .percentOfInserted(-25, from: .previousEnd)),
            ("-=25%", .percentOfInserted(-25, from: .end)),
            ("+=50%", .percentOfInserted(50, from: .end)),
            ("+=1e2%", .percentOfInserted(100, from: .end)),
            ("label+=25%", .percentOfInserted(25, from: .label("label"))),
            ("L-=12.5%", .percentOfInserted(-12.5, from: .label("L"))),
            ("1+=25%", .percentOfInserted(25, from: .time(1))),
            ("-2-=50%", .percentOfInserted(-50, from: .time(-2))),
            ("50%", .label("50%", offset: 0)),  // GSAP: no "<", ">" or "=", so a label name
            ("%", .label("%", offset: 0)),
            ("L+50%", .label("L+50%", offset: 0)),
        ])
    func valid(text: String, expected: Timeline.Position) throws {
        #expect(try Timeline.Position(gsap: text) == expected)
    }

    @Test(
        "Every percentage position prints as GSAP text that reads back to it",
        arguments: [
            Timeline.Position.previousStart(percent: 50), .previousStart(percent: -12.5), .previousEnd(percent: -25),
            .previousEnd(percent: 0), .percentOfInserted(50, from: .previousStart),
            .percentOfInserted(-25, from: .previousEnd), .percentOfInserted(-25, from: .end),
            .percentOfInserted(0, from: .end), .percentOfInserted(25, from: .label("intro end")),
            .percentOfInserted(-50, from: .time(-2)), .percentOfInserted(37.5, from: .time(1.25)),
        ])
    func roundTrip(position: Timeline.Position) throws {
        #expect(try Timeline.Position(gsap: position.description) == position)
    }

    @Test("Printed forms")
    func printed() {
        #expect(Timeline.Position.previousStart(percent: 50).description == "<50%")
        #expect(Timeline.Position.previousEnd(percent: -25).description == ">-25%")
        #expect(Timeline.Position.percentOfInserted(-25, from: .end).description == "-=25%")
        #expect(Timeline.Position.percentOfInserted(50, from: .previousStart).description == "<+=50%")
        #expect(Timeline.Position.percentOfInserted(25, from: .label("L")).description == "L+=25%")
        #expect(Timeline.Position.percentOfInserted(25, from: .time(1)).description == "1+=25%")
    }

    @Test(
        "Malformed percentages throw, naming the character",
        arguments: [
            ("<%", 1, TimelinePositionParseError.Kind.expectedNumber),
            (">+%", 2, .expectedNumber),
            ("<+=%", 3, .expectedNumber),
            ("+=%", 2, .expectedNumber),
            ("L-=%", 3, .expectedNumber),
            ("<50%%", 3, .misplacedPercent),
            ("<5%0", 2, .misplacedPercent),
            ("+=5%0", 3, .misplacedPercent),
            ("L+=25%%", 5, .misplacedPercent),
            ("<50%x", 3, .misplacedPercent),
            ("<.%", 2, .expectedNumber),
            ("+=-25%", 2, .expectedNumber),  // the offset has no sign of its own
            ("+=1e400%", 2, .numberTooLarge),
            ("<1e999%", 1, .numberTooLarge),
            ("L=25%", 1, .misplacedEquals),
        ])
    func invalid(text: String, position: Int, kind: TimelinePositionParseError.Kind) {
        #expect(throws: TimelinePositionParseError(input: text, position: position, kind: kind)) {
            try Timeline.Position(gsap: text)
        }
    }

    @Test("The error for a misplaced % says what and where")
    func description() {
        #expect(throws: TimelinePositionParseError.self) { try Timeline.Position(gsap: "<50%%") }
        do {
            _ = try Timeline.Position(gsap: "<50%%")
        } catch {
            #expect(error.description == "'%' must be the last character, right after a number at character 3 of \"<50%%\"")
        }
    }

    /// Starts worked out by hand from GSAP's rule, each step on the previous one.
    @Test("A timeline placed with every percentage form, worked out by hand")
    func handWorked() throws {
        var timeline = Timeline()
        func add(_ duration: Double, _ text: String) throws -> Double {
            timeline.add(duration: duration, at: try .init(gsap: text)) { _ in }
        }
        #expect(try add(1, "+=0") == 0)  // [0, 1]
        #expect(try add(2, "-=25%") == 0.5)  // end 1 − 25 % of the inserted 2 s → [0.5, 2.5]
        #expect(try add(1, "<50%") == 1.5)  // previous start 0.5 + 50 % of the previous 2 s → [1.5, 2.5]
        #expect(try add(2, ">-25%") == 2.25)  // previous end 2.5 − 25 % of the previous 1 s → [2.25, 4.25]
        #expect(try add(4, "<+=50%") == 4.25)  // previous start 2.25 + 50 % of the inserted 4 s → [4.25, 8.25]
        #expect(try add(3, ">-=50%") == 6.75)  // previous end 8.25 − 50 % of the inserted 3 s → [6.75, 9.75]
        timeline.addLabel("L", at: 2)
        #expect(try add(2, "L+=25%") == 2.5)  // L + 25 % of the inserted 2 s → [2.5, 4.5]
        #expect(try add(4, "1+=25%") == 2)  // 1 + 25 % of the inserted 4 s → [2, 6]
        #expect(try add(1, "M-=100%") == 8.75)  // M is created at the end (9.75), then − 1 s
        #expect(timeline.labels["M"] == 9.75)
        #expect(timeline.duration == 9.75)
        // A callback inserts nothing that lasts: its own percentage is of 0 s.
        #expect(timeline.call(at: try .init(gsap: "+=50%")) {} == 9.75)
        // ... but it is the previous child, 0 s long, for "<" / ">".
        #expect(try add(2, ">50%") == 9.75)
        #expect(timeline.addLabel("N", at: try .init(gsap: "<50%")) == 10.75)
    }

    /// The total duration counts repeats and repeat delays, as GSAP's `totalDuration()` does.
    @Test("Percentages of a repeating nested timeline use its total duration")
    func repeatingChild() throws {
        var inner = Timeline()
        inner.add(duration: 1) { _ in }
        var timeline = Timeline()
        // 1 s × 3 + 0.5 s × 2 = 4 s, inserted at "+=50%" of itself: 0 + 2.
        #expect(timeline.add(inner, repeat: 2, repeatDelay: 0.5, at: try .init(gsap: "+=50%")) == 2)
        #expect(timeline.childTimes == [2...6])
        #expect(timeline.add(duration: 1, at: try .init(gsap: "<25%")) { _ in } == 3)  // 2 + 25 % of 4
        #expect(timeline.add(inner, repeat: 1, at: try .init(gsap: ">-=50%")) == 3)  // 4 − 50 % of 2
    }

    @Test("time(of:inserting:) resolves without adding, and a missing label resolves to the end")
    func timeOfDoesNotMutate() throws {
        var timeline = Timeline()
        timeline.add(duration: 2) { _ in }
        #expect(timeline.time(of: try .init(gsap: "Q+=50%"), inserting: 4) == 4)
        #expect(timeline.labels["Q"] == nil)
        #expect(timeline.time(of: .previousEnd(percent: -50)) == 1)
        #expect(timeline.time(of: .percentOfInserted(-50, from: .end)) == 2)  // 0 s inserted
    }

    @Test("Random GSAP texts place children where a transliteration of GSAP's _parsePosition does")
    func matchesGSAPTransliteration() throws {
        var random = SplitMix64(seed: 0x9E5A_7E)
        for _ in 0..<200 {
            var timeline = Timeline()
            var model = GSAPParsePositionModel()
            for _ in 0..<Int.random(in: 1...10, using: &random) {
                let text = Self.randomText(&random)
                // Grid durations; sometimes a nested timeline that repeats.
                let unit = Double(Int.random(in: 0...8, using: &random)) * 0.25
                let repeats = Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 1...3, using: &random) : 0
                let delay = Double(Int.random(in: 0...2, using: &random)) * 0.25
                let total = unit * Double(repeats + 1) + delay * Double(repeats)
                // GSAP shifts every child when one starts before 0; Motion does
                // not (see Timeline), so those placements are left out.
                var trial = model
                let expected = trial.insert(text, totalDuration: total)
                if expected < 0 { continue }
                model = trial
                let position = try Timeline.Position(gsap: text)
                let start: Double
                if repeats > 0 {
                    var inner = Timeline()
                    inner.add(duration: unit) { _ in }
                    start = timeline.add(inner, repeat: repeats, repeatDelay: delay, at: position)
                } else {
                    start = timeline.add(duration: unit, at: position) { _ in }
                }
                // GSAP multiplies in another order (n × (d / 100) after "<" / ">").
                #expect(abs(start - expected) <= 1e-12 * max(1, abs(expected)), "\(text)")
                #expect(abs(timeline.duration - model.duration) <= 1e-12 * max(1, model.duration))
                #expect(timeline.labels == model.labels, "\(text)")
            }
        }
    }

    /// Random text over GSAP's alphabet: every input either throws the typed
    /// error, naming a character inside the text, or reads to a position
    /// whose printed form reads back to it (label names aside: GSAP's syntax
    /// cannot write every one).
    @Test("Random text: a typed error inside the text, or a position that round-trips")
    func randomTextProperty() {
        var random = SplitMix64(seed: 0x6A5B_0F)
        let alphabet: [Character] = ["<", ">", "+", "-", "=", "%", ".", "e", "0", "1", "5", "9", "L", " ", "é"]
        for _ in 0..<20_000 {
            let text = String((0..<Int.random(in: 0...9, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            })
            do {
                let position = try Timeline.Position(gsap: text)
                switch position {
                case .label, .percentOfInserted(_, from: .label): continue
                default: #expect(try Timeline.Position(gsap: position.description) == position, "\(text)")
                }
            } catch {
                #expect(error.input == text)
                #expect(error.position >= 0 && error.position <= text.count, "\(text): \(error)")
            }
        }
    }

    static func randomText(_ random: inout SplitMix64) -> String {
        func number() -> String {
            ["0", "0.25", "1", "1.5", "2", "12.5", "25", "50", "100", "150"][Int.random(in: 0...9, using: &random)]
        }
        let sign = Bool.random(using: &random) ? "+" : "-"
        let percent = Bool.random(using: &random) ? "%" : ""
        let label = ["A", "B"][Int.random(in: 0...1, using: &random)]
        switch Int.random(in: 0...8, using: &random) {
        case 0: return "\(sign)=\(number())\(percent)"
        case 1: return "<\(number())\(percent)"
        case 2: return ">\(sign)\(number())\(percent)"
        case 3: return "<\(sign)=\(number())\(percent)"
        case 4: return ">\(sign)=\(number())\(percent)"
        case 5: return "\(label)\(sign)=\(number())\(percent)"
        case 6: return label
        case 7: return "\(number())\(sign)=\(number())\(percent)"
        default: return Bool.random(using: &random) ? "<" : ">"
        }
    }
}

/// GSAP 3.11's `_parsePosition` and `_addToTimeline` (gsap-core.js), written
/// the way the JavaScript reads: string slicing, `indexOf("=")`, and a
/// `parseFloat` that reads the longest numeric prefix. Only what the texts
/// above need: no infinitely repeating children, no numeric label names.
struct GSAPParsePositionModel {
    var labels: [String: Double] = [:]
    var duration = 0.0
    /// The most recently added child: `_start`, `endTime()`, `totalDuration()`.
    var recent: (start: Double, end: Double, total: Double) = (0, 0, 0)

    /// JavaScript's `parseFloat`: the longest prefix that is a decimal number, or NaN.
    static func parseFloat(_ text: Substring) -> Double {
        var best = Double.nan
        var end = text.startIndex
        while end < text.endIndex {
            end = text.index(after: end)
            if let value = Double(text[text.startIndex..<end]) { best = value }
        }
        return best
    }

    mutating func parse(_ position: String, percentOf inserted: Double) -> Double {
        if Double(position) != nil { return Double(position)! }
        let first = position.first!
        let isPercent = position.last == "%"
        let equals = position.firstIndex(of: "=")
        if first == "<" || first == ">" {
            var text = position
            if let equals { text.remove(at: equals) }
            let number = Self.parseFloat(text.dropFirst())
            let base = first == "<" ? recent.start : recent.end
            let scale = isPercent ? (equals == nil ? recent.total : inserted) / 100 : 1
            return base + (number.isNaN ? 0 : number) * scale
        }
        guard let equals else {
            if labels[position] == nil { labels[position] = duration }
            return labels[position]!
        }
        let i = position.distance(from: position.startIndex, to: equals)
        let sign = position[position.index(before: equals)]
        var offset = Self.parseFloat(Substring(String(sign) + position[position.index(after: equals)...]))
        if isPercent { offset = offset / 100 * inserted }
        return i > 1 ? parse(String(position.prefix(i - 1)), percentOf: inserted) + offset : duration + offset
    }

    /// `_addToTimeline`: the child starts where the position resolves and becomes `_recent`.
    mutating func insert(_ position: String, totalDuration: Double) -> Double {
        let start = parse(position, percentOf: totalDuration)
        recent = (start, start + totalDuration, totalDuration)
        duration = max(duration, start + totalDuration)
        return start
    }
}
