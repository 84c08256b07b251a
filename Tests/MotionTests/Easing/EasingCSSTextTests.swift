import Foundation
import Motion
import Testing

// CSS text: init(css:) → cssString → init(css:) round trips, parse error positions
// (computed from the text here), and cssLinear(maxError:) checked densely.

/// Parses text, writes it back, parses that: the two easings must be identical.
private func expectRoundTrip(_ easing: Easing, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let css = try #require(easing.cssString, sourceLocation: sourceLocation)
    let again = try Easing(css: css)
    #expect(again == easing, "\(css)", sourceLocation: sourceLocation)
    #expect(again.cssString == css, sourceLocation: sourceLocation)
    #expect(grid.allSatisfy { identical(again.value(at: $0), easing.value(at: $0)) }, "\(css)", sourceLocation: sourceLocation)
}

/// The character offset of the first occurrence of `needle` in `text`.
private func offset(of needle: String, in text: String) -> Int {
    text.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound)
}

@Suite("Easing: CSS text")
struct EasingCSSTextTests {
    static let texts = [
        "linear", "ease", "EASE-IN", "ease-out", "ease-in-out", "step-start", "step-end",
        "cubic-bezier(0.4, 0, 0.2, 1)", "cubic-bezier( .25 ,.1,.25, 1 )", "Cubic-Bezier(0.68, -0.55, 0.265, 1.55)",
        "cubic-bezier(0, 1e-7, 1, -0)", "cubic-bezier(0.1, +2.5E2, 0.3, 1/* c */)",
        "steps(4)", "steps(4, start)", "steps(4, jump-end)", "steps(3, jump-none)", "steps(5, jump-both)", "steps(1, end)",
        "linear(0, 0.25, 1)", "linear(0, 0.25 75%, 1)", "linear(0, 0.25 25% 75%, 1)", "linear(0 20%, 0.5 10%, 1)",
        "linear(0 0%, 33.3% 0.2, 1 100%)", "linear(-0.1, 1.2 50%, 1)",
    ]

    @Test("CSS text round-trips through cssString bit for bit", arguments: texts)
    func roundTrip(text: String) throws {
        let easing = try Easing(css: text)
        try expectRoundTrip(easing)
    }

    @Test("keywords read as the named members")
    func keywords() throws {
        #expect(try Easing(css: "linear") == .linear)
        #expect(try Easing(css: " Ease-In-Out ") == .easeInOut)
        #expect(try Easing(css: "step-start") == .stepStart)
        #expect(Easing.easeInOut.cssString == "ease-in-out")
        #expect(Easing.linear.cssString == "linear")
        // Motion extension: curve names are accepted too.
        #expect(try Easing(css: "easeOutCubic") == .easeOutCubic)
    }

    @Test("serialised as CSSOM does (issue 14): step keywords as steps(), start and jump-start as written")
    func cssomSerialisation() throws {
        #expect(try Easing(css: "steps(2, jump-start)").cssString == "steps(2, jump-start)")
        #expect(try Easing(css: "steps(2, start)").cssString == "steps(2, start)")
        #expect(try Easing(css: "step-start").cssString == "steps(1, start)")
        #expect(try Easing(css: "step-end").cssString == "steps(1)")
        #expect(Easing.stepStart.cssString == "steps(1, start)")
        #expect(Easing.stepEnd.cssString == "steps(1)")
        #expect(try Easing(css: "steps(3, end)").cssString == "steps(3)")
        #expect(try Easing(css: "steps(3, jump-end)").cssString == "steps(3)")
        #expect(Easing.steps(2, position: .jumpStart).cssString == "steps(2, jump-start)")
        // The spelling is not part of the definition: equal easings, equal hashes.
        let start = try Easing(css: "steps(2, start)"), jumpStart = try Easing(css: "steps(2, jump-start)")
        #expect(start == jumpStart && start.hashValue == jumpStart.hashValue)
        // step-start and step-end are steps(1, start) and steps(1) by definition.
        #expect(Easing.stepStart == .steps(1, position: .jumpStart))
        #expect(Easing.stepStart.hashValue == Easing.steps(1, position: .jumpStart).hashValue)
        #expect(Easing.stepEnd == .steps(1))
        #expect(Easing.stepEnd.hashValue == Easing.steps(1).hashValue)
        #expect(Easing.stepStart != .stepEnd)
    }

    @Test("random cubic-bezier(), steps() and linear() values round-trip bit for bit")
    func randomRoundTrips() throws {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            let x1 = Double.random(in: 0...1, using: &random)
            let x2 = Double.random(in: 0...1, using: &random)
            let y1 = Double.random(in: -2...2, using: &random)
            let y2 = Double.random(in: -2...2, using: &random)
            try expectRoundTrip(.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        }
        for position in Easing.StepPosition.allCases {
            for count in [2, 3, 17, 1000] {
                try expectRoundTrip(.steps(count, position: position))
            }
        }
        for _ in 0..<50 {
            var stops: [Easing.LinearStop] = []
            var input = 0.0
            for _ in 0..<Int.random(in: 2...12, using: &random) {
                let output = Double.random(in: -1...2, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: stops.append(.init(output))
                case 1:
                    input += Double.random(in: 0...0.3, using: &random)
                    stops.append(.init(output, at: input))
                default:
                    let start = input + Double.random(in: 0...0.2, using: &random)
                    input = start + Double.random(in: 0...0.2, using: &random)
                    stops.append(.init(output, from: start, to: input))
                }
            }
            try expectRoundTrip(.linear(stops))
        }
    }

    @Test("curves without an exact CSS form have no cssString")
    func noCSSForm() {
        let easings: [Easing] = [
            .easeOutCubic, .ahBackEaseIn, .smoothStep, .power(.in, exponent: 2), .overshoot(),
            .spring(Spring(mass: 1, stiffness: 100, damping: 10)), .custom { $0 }, .ease.reversed(),
            .inOut(.easeIn), .ease.clamped(), .sequence([.ease, .ease]), .ease.baked(resolution: 9),
        ]
        for easing in easings {
            #expect(easing.cssString == nil)
        }
    }

    @Test("parse errors point at the offending character")
    func errorPositions() {
        let cases: [(text: String, at: String, kind: EasingParseError.Kind)] = [
            ("cubic-bezier(0.1, 0.2, 0.3)", ")", .syntax),
            ("cubic-bezier(0.1, 0.2, 1.5, 1)", "1.5", .outOfRange),
            ("cubic-bezier(0.1 0.2, 0.3, 1)", "0.2", .syntax),
            ("steps(0)", "0", .invalidStepCount),
            ("steps(2.5)", "2.5", .invalidStepCount),
            ("steps(2, jump-middle)", "jump-middle", .syntax),
            ("ease extra", "extra", .syntax),
            ("  bogus(1)", "bogus", .unknownName),
            ("ease-in-outt", "ease-in-outt", .unknownName),
            ("cubic-bezier(0.5s, 0, 1, 1)", "s", .syntax),
            ("cubic-bezier(0.1, 1e999, 0.3, 1)", "1e999", .numberTooLarge),
            ("linear(0 1% 2% 3%, 1)", "3%", .syntax),
        ]
        for (text, needle, kind) in cases {
            do {
                _ = try Easing(css: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.kind == kind, "\(text): \(error)")
                #expect(error.position == offset(of: needle, in: text), "\(text): \(error)")
                #expect(error.input == text)
                #expect(!error.reason.isEmpty)
            }
        }
    }

    @Test("error positions count characters, not bytes")
    func nonASCIIPositions() {
        let text = "/* é😀 */ bogus(1)"
        do {
            _ = try Easing(css: text)
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.position == offset(of: "bogus", in: text))
            #expect(error.utf8Offset == text.utf8.distance(from: text.startIndex, to: text.range(of: "bogus")!.lowerBound))
            #expect(error.position < error.utf8Offset)
        }
    }

    @Test("too few linear() stops, empty text and lone ')' are rejected")
    func otherErrors() {
        #expect(throws: EasingParseError.self) { try Easing(css: "linear(0)") }
        #expect(throws: EasingParseError.self) { try Easing(css: "") }
        #expect(throws: EasingParseError.self) { try Easing(css: ")") }
        #expect(throws: EasingParseError.self) { try Easing(css: "cubic-bezier (0, 0, 1, 1)") }
    }

    @Test("cssLinear stays within maxError of the curve and reads back", arguments: [1e-2, 1e-3, 1e-4])
    func cssLinear(maxError: Double) throws {
        let curves: [Easing] = [
            .easeOutElastic, .easeOutBounce, .ease, .easeInOutCubic, .overshoot(count: 3),
            .spring(Spring(mass: 1, stiffness: 100, damping: 10)), .custom { $0 * $0 }, .steps(4),
        ]
        for curve in curves {
            let css = curve.cssLinear(maxError: maxError)
            #expect(css.hasPrefix("linear("))
            let approximation = try Easing(css: css)
            #expect(approximation.value(at: 0) == curve.value(at: 0))
            #expect(approximation.value(at: 1) == curve.value(at: 1))
            // Dense grid that avoids the steps' jump points (where either side is right).
            let dense = (0...20_000).map { (Double($0) + 0.5) / 20_001.5 }
            #expect(maxDifference(approximation.value(at:), curve.value(at:), over: dense) <= maxError, "\(css.prefix(60))")
        }
    }
}
