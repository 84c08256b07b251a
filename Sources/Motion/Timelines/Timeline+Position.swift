extension Timeline {
    /// Where a child, label or callback goes in a timeline: GSAP's position parameter, typed.
    ///
    /// | Position | GSAP text | Time |
    /// |---|---|---|
    /// | `.at(1)` (or the literal `1`) | `1` | 1 |
    /// | `.afterEnd(1)`, `.afterEnd(-0.5)`, ``end`` | `"+=1"`, `"-=0.5"`, omitted | the timeline's current end + offset |
    /// | `.withPrevious(offset: 0.25)` | `"<"`, `"<0.25"` | the previous child's start + offset |
    /// | `.afterPrevious(offset: 0.25)` | `">"`, `">0.25"` | the previous child's end + offset |
    /// | `.label("L", offset: 1)` | `"L"`, `"L+=1"`, `"L-=0.5"` | the label's time + offset |
    ///
    /// "The previous child" is the most recently *added* child (a callback
    /// counts, a label does not), not the latest in time; with no child yet
    /// its start and end are 0. A label that does not exist is first created
    /// at the timeline's current end, as GSAP does, so `"L+=1"` with no `L`
    /// means `"+=1"` and leaves a label `L` at the old end. Parse GSAP's text
    /// with ``init(gsap:)``.
    public enum Position: Hashable, Sendable {
        /// An absolute time in seconds.
        case at(Double)
        /// The timeline's current end (its duration) plus an offset; negative offsets overlap.
        case afterEnd(Double = 0)
        /// The most recently added child's start plus an offset (GSAP's `<`).
        case withPrevious(offset: Double = 0)
        /// The most recently added child's end plus an offset (GSAP's `>`).
        case afterPrevious(offset: Double = 0)
        /// A label's time plus an offset; a missing label is created at the current end.
        case label(String, offset: Double = 0)

        /// The timeline's current end: where children go by default.
        public static var end: Position { .afterEnd(0) }
    }

    /// The time `position` resolves to now, without changing the timeline.
    ///
    /// A missing label resolves to the current end (where adding would create it).
    /// - Precondition: The position's numbers are finite.
    public func time(of position: Position) -> Double {
        let time: Double
        switch position {
        case .at(let seconds):
            time = seconds
        case .afterEnd(let offset):
            time = duration + offset
        case .withPrevious(let offset):
            time = (recent.map { children[$0].start } ?? 0) + offset
        case .afterPrevious(let offset):
            time = (recent.map { children[$0].end } ?? 0) + offset
        case .label(let name, let offset):
            time = (labels[name] ?? duration) + offset
        }
        precondition(time.isFinite, "Timeline position \(position) resolves to a non-finite time (\(time))")
        return time
    }
}

extension Timeline.Position: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// An absolute time written as a literal: `at: 1.5` means `.at(1.5)`.
    public init(floatLiteral value: Double) {
        self = .at(value)
    }

    /// An absolute time written as a literal: `at: 2` means `.at(2)`.
    public init(integerLiteral value: Int) {
        self = .at(Double(value))
    }
}

extension Timeline.Position: CustomStringConvertible {
    /// The position in GSAP's text form, such as `"-=0.5"`, `"<"` or `"L+=1"`.
    ///
    /// ``Timeline/Position/init(gsap:)`` reads it back to the same position,
    /// except for label names that GSAP's syntax cannot express (empty, numeric,
    /// containing `=`, or starting with `<` or `>`).
    public var description: String {
        func number(_ value: Double) -> String {
            // Whole numbers without ".0", as GSAP writes them.
            value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
        }
        func signed(_ offset: Double) -> String {
            offset < 0 ? "-=\(number(-offset))" : "+=\(number(offset))"
        }
        switch self {
        case .at(let time):
            return number(time)
        case .afterEnd(let offset):
            return signed(offset)
        case .withPrevious(let offset):
            return offset == 0 ? "<" : "<\(number(offset))"
        case .afterPrevious(let offset):
            return offset == 0 ? ">" : ">\(number(offset))"
        case .label(let name, let offset):
            return offset == 0 ? name : name + signed(offset)
        }
    }
}
