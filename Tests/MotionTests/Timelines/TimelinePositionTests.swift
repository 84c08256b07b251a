import Motion
import Testing

/// Placement by the position parameter. The oracle is GSAP's own timeline,
/// run by the reference (timing.md §6.4): `to(dur 1)`, `"-=0.5"`,
/// `addLabel("L")`, `"<"`, `">0.25"`, `"L+=1"` gives child starts
/// [0, 0.5, 0.5, 1.75, 2.5], label L = 1.5 and duration 3.5.
@Suite("Timeline positions")
struct TimelinePositionTests {
    static let gsapStarts = [0, 0.5, 0.5, 1.75, 2.5]
    static let second = TimelineRamp(duration: 1)

    @Test("GSAP's timeline table, typed positions")
    func gsapTableTyped() {
        var timeline = Timeline()
        var starts: [Double] = []
        starts.append(timeline.add(Self.second) { _ in })
        starts.append(timeline.add(Self.second, at: .afterEnd(-0.5)) { _ in })
        let label = timeline.addLabel("L")
        starts.append(timeline.add(Self.second, at: .withPrevious()) { _ in })
        starts.append(timeline.add(Self.second, at: .afterPrevious(offset: 0.25)) { _ in })
        starts.append(timeline.add(Self.second, at: .label("L", offset: 1)) { _ in })

        #expect(starts == Self.gsapStarts)
        #expect(timeline.childTimes.map(\.lowerBound) == Self.gsapStarts)
        #expect(label == 1.5)
        #expect(timeline.labels == ["L": 1.5])
        #expect(timeline.duration == 3.5)
    }

    @Test("GSAP's timeline table, parsed GSAP strings")
    func gsapTableParsed() throws {
        var timeline = Timeline()
        let probe = TimelineProbe()
        timeline.add(Self.second, to: probe, \.x)
        try timeline.add(Self.second, to: probe, \.x, at: Timeline.Position(gsap: "-=0.5"))
        timeline.addLabel("L")
        try timeline.add(Self.second, to: probe, \.x, at: Timeline.Position(gsap: "<"))
        try timeline.add(Self.second, to: probe, \.x, at: Timeline.Position(gsap: ">0.25"))
        try timeline.add(Self.second, to: probe, \.x, at: Timeline.Position(gsap: "L+=1"))
        #expect(timeline.childTimes.map(\.lowerBound) == Self.gsapStarts)
        #expect(timeline.childTimes.map(\.upperBound) == Self.gsapStarts.map { $0 + 1 })
        #expect(timeline.labels["L"] == 1.5)
        #expect(timeline.duration == 3.5)
    }

    @Test("A missing label is created at the current end, as GSAP's _parsePosition does")
    func missingLabel() {
        var timeline = Timeline()
        timeline.add(duration: 2) { _ in }
        // time(of:) does not create it.
        #expect(timeline.time(of: .label("M", offset: 1)) == 3)
        #expect(timeline.labels["M"] == nil)
        let start = timeline.add(duration: 1, at: .label("M", offset: 1)) { _ in }
        #expect(start == 3)
        #expect(timeline.labels["M"] == 2)
        #expect(timeline.duration == 4)
        // Now it exists, so it no longer follows the end.
        #expect(timeline.time(of: .label("M")) == 2)
    }

    @Test("The previous child is the most recently added one; a callback counts, a label does not")
    func previousChild() {
        var timeline = Timeline()
        #expect(timeline.time(of: .withPrevious(offset: 0.5)) == 0.5)
        #expect(timeline.time(of: .afterPrevious()) == 0)
        timeline.add(duration: 2, at: .at(3)) { _ in }
        timeline.add(duration: 1, at: .at(0)) { _ in }
        // Most recently added (0...1), not the latest in time (3...5).
        #expect(timeline.time(of: .withPrevious()) == 0)
        #expect(timeline.time(of: .afterPrevious()) == 1)
        timeline.addLabel("L", at: .at(4))
        #expect(timeline.time(of: .afterPrevious()) == 1)
        timeline.call(at: .at(2.5)) {}
        #expect(timeline.time(of: .withPrevious()) == 2.5)
        #expect(timeline.time(of: .afterPrevious(offset: -1)) == 1.5)
    }

    @Test("Labels do not extend the duration; callbacks (zero-length children) do")
    func durationRules() {
        var timeline = Timeline()
        timeline.add(duration: 1) { _ in }
        timeline.addLabel("far", at: .at(10))
        #expect(timeline.duration == 1)
        timeline.call(at: .label("far", offset: 2)) {}
        #expect(timeline.duration == 12)
        #expect(timeline.childTimes.last == 12...12)
        // Adding an existing label moves it.
        timeline.addLabel("far", at: .withPrevious(offset: -11))
        #expect(timeline.labels["far"] == 1)
    }

    @Test("A child may start before 0; the duration is still the latest end")
    func negativeStart() {
        var timeline = Timeline()
        timeline.add(duration: 1) { _ in }
        let start = timeline.add(duration: 1.5, at: .afterEnd(-3)) { _ in }
        #expect(start == -2)
        #expect(timeline.duration == 1)
        var seen: [Double] = []
        var nested = Timeline()
        nested.add(duration: 4, at: .at(-1)) { seen.append($0) }
        nested.render(at: 0)
        #expect(seen == [1])
    }

    @Test("Literals are absolute times")
    func literals() {
        let float: Timeline.Position = 1.5
        let integer: Timeline.Position = 2
        #expect(float == .at(1.5))
        #expect(integer == .at(2))
        var timeline = Timeline()
        #expect(timeline.add(duration: 1, at: 0.75) { _ in } == 0.75)
        #expect(Timeline.Position.end == .afterEnd(0))
    }

    @Test("description writes GSAP text that parses back to the same position")
    func descriptionRoundTrip() throws {
        var random = SplitMix64(seed: 0x7157)
        for _ in 0..<500 {
            let offset = random.uniform(-100...100) * (Bool.random(using: &random) ? 1 : 1e-6)
            let position: Timeline.Position
            switch Int.random(in: 0..<5, using: &random) {
            case 0: position = .at(offset)
            case 1: position = .afterEnd(offset)
            case 2: position = .withPrevious(offset: offset)
            case 3: position = .afterPrevious(offset: offset)
            default: position = .label(["L", "intro", "end two", "é"].randomElement(using: &random)!, offset: offset)
            }
            #expect(try Timeline.Position(gsap: position.description) == position, "\(position)")
        }
        #expect(Timeline.Position.withPrevious().description == "<")
        #expect(Timeline.Position.afterEnd(-0.5).description == "-=0.5")
        #expect(Timeline.Position.label("L", offset: 1).description == "L+=1")
    }

    @Test("Nested timelines keep their own labels; positions inside resolve against them")
    func nestedLabels() {
        var inner = Timeline()
        inner.add(duration: 1) { _ in }
        inner.addLabel("M", at: .at(0.25))
        let innerStart = inner.add(duration: 0.5, at: .label("M", offset: 0.5)) { _ in }
        #expect(innerStart == 0.75)

        var outer = Timeline()
        outer.add(duration: 2) { _ in }
        outer.addLabel("M", at: .at(5))
        let start = outer.add(inner, at: .afterEnd(-0.5))
        #expect(start == 1.5)
        #expect(outer.duration == 1.5 + inner.duration)
        #expect(outer.labels == ["M": 5])
        #expect(inner.labels == ["M": 0.25])
        // The nested timeline is one child for "<" and ">".
        #expect(outer.time(of: .afterPrevious()) == 1.5 + 1.25)
    }
}
