import Motion
import Testing

/// Reading GSAP's position text. The expected readings follow GSAP's
/// `_parsePosition` (gsap-core.js): a leading `<`/`>` with an optional offset
/// (an `=` after the sign is dropped), `+=`/`-=` after an optional label or
/// number, a number alone is a time, any other text is a label.
@Suite("Timeline GSAP position parsing")
struct TimelineParseTests {
    @Test(
        "Valid GSAP text",
        arguments: [
            ("1.5", Timeline.Position.at(1.5)),
            ("0", .at(0)),
            ("-1", .at(-1)),
            ("+2", .at(2)),
            (".5", .at(0.5)),
            ("2.", .at(2)),
            ("1e-3", .at(0.001)),
            ("+=1", .afterEnd(1)),
            ("-=0.5", .afterEnd(-0.5)),
            ("+=0", .afterEnd(0)),
            ("<", .withPrevious(offset: 0)),
            (">", .afterPrevious(offset: 0)),
            ("<0.25", .withPrevious(offset: 0.25)),
            (">0.25", .afterPrevious(offset: 0.25)),
            (">-0.5", .afterPrevious(offset: -0.5)),
            ("<+0.5", .withPrevious(offset: 0.5)),
            ("<+=1", .withPrevious(offset: 1)),
            (">-=1", .afterPrevious(offset: -1)),
            ("L", .label("L", offset: 0)),
            ("L+=1", .label("L", offset: 1)),
            ("L-=0.5", .label("L", offset: -0.5)),
            ("intro end+=2", .label("intro end", offset: 2)),
            ("L+1", .label("L+1", offset: 0)),  // no "=": a label name, as in GSAP
            ("1.5x", .label("1.5x", offset: 0)),
            ("1+=1", .at(2)),  // GSAP: a numeric prefix is a time
            ("L+=1e2", .label("L", offset: 100)),
            ("🎬-=0.25", .label("🎬", offset: -0.25)),
        ])
    func valid(text: String, expected: Timeline.Position) throws {
        #expect(try Timeline.Position(gsap: text) == expected)
    }

    @Test(
        "Bad text throws, naming the character offset",
        arguments: [
            ("", 0, TimelinePositionParseError.Kind.empty),
            ("+=", 2, .expectedNumber),
            ("-=abc", 2, .expectedNumber),
            ("-=.", 3, .expectedNumber),
            ("<x", 1, .expectedNumber),
            ("<+", 2, .expectedNumber),
            ("<+=", 3, .expectedNumber),
            (">0.2.5", 4, .expectedNumber),
            ("<1e", 3, .expectedNumber),
            ("L=1", 1, .misplacedEquals),
            ("=1", 0, .misplacedEquals),
            ("L*=2", 2, .misplacedEquals),
            ("L+=1=2", 4, .expectedNumber),
            ("L+=-1", 3, .expectedNumber),  // the offset has no sign of its own
            ("L+= 1", 3, .expectedNumber),
            ("<50%%", 3, .misplacedPercent),
            ("+=5%0", 3, .misplacedPercent),
            ("1e999", 0, .numberTooLarge),
            ("+=1e400", 2, .numberTooLarge),
            ("é+=x", 3, .expectedNumber),  // offsets count Characters, not bytes
            ("🎬🎬<=1", 3, .misplacedEquals),
        ])
    func invalid(text: String, position: Int, kind: TimelinePositionParseError.Kind) {
        #expect(throws: TimelinePositionParseError(input: text, position: position, kind: kind)) {
            try Timeline.Position(gsap: text)
        }
    }

    @Test("The error's description names the reason, the offset and the text")
    func description() {
        do {
            _ = try Timeline.Position(gsap: "L+=x")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "expected a number at character 3 of \"L+=x\"")
            #expect(error.input == "L+=x")
        }
    }
}
