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
    /// | `.previousStart(percent: 50)` | `"<50%"` | the previous child's start + 50 % of *its* total duration |
    /// | `.previousEnd(percent: -25)` | `">-25%"` | the previous child's end − 25 % of *its* total duration |
    /// | `.percentOfInserted(-25, from: .end)` | `"-=25%"` | the end − 25 % of the *inserted* child's total duration |
    /// | `.percentOfInserted(50, from: .previousStart)` | `"<+=50%"` | the previous child's start + 50 % of the inserted child's |
    /// | `.percentOfInserted(25, from: .label("L"))` | `"L+=25%"` | L + 25 % of the inserted child's |
    ///
    /// Percentages follow GSAP 3's `_parsePosition` (gsap-core.js, 3.7 and
    /// later) and its position-parameter guide: a percentage straight after
    /// `<` or `>` is a share of the previous child's `totalDuration()`; one
    /// after `+=` or `-=` (alone, after `<`/`>`, after a label or after a
    /// number) is a share of the inserted child's `totalDuration()`. A total
    /// duration counts repeats and repeat delays (see
    /// ``Timeline/add(_:repeat:yoyo:repeatDelay:at:)``). A label or callback inserts
    /// nothing that lasts, so its own percentage is of 0 s. (GSAP's `addLabel`
    /// has no inserted animation: there `parseFloat` drops the `%` and
    /// `"+=50%"` means 50 seconds, and `"<+=50%"` fails; Motion does not copy
    /// that.)
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
        /// The most recently added child's start plus `percent` % of its total duration (GSAP's `"<50%"`).
        case previousStart(percent: Double)
        /// The most recently added child's end plus `percent` % of its total duration (GSAP's `">-25%"`).
        case previousEnd(percent: Double)
        /// An anchor's time plus `percent` % of the inserted child's total duration
        /// (GSAP's `"-=25%"`, `"<+=50%"`, `"L+=25%"`, `"1+=25%"`).
        case percentOfInserted(Double, from: Anchor)

        /// The time a ``Timeline/Position/percentOfInserted(_:from:)`` percentage is added to.
        public enum Anchor: Hashable, Sendable {
            /// An absolute time in seconds (GSAP's `"1+=25%"`).
            case time(Double)
            /// The timeline's current end (GSAP's `"+=25%"`).
            case end
            /// The most recently added child's start (GSAP's `"<+=25%"`).
            case previousStart
            /// The most recently added child's end (GSAP's `">+=25%"`).
            case previousEnd
            /// A label's time; a missing label is created at the current end (GSAP's `"L+=25%"`).
            case label(String)
        }

        /// The timeline's current end: where children go by default.
        public static var end: Position { .afterEnd(0) }
    }

    /// The time `position` resolves to now, without changing the timeline.
    ///
    /// A missing label resolves to the current end (where adding would create it).
    /// - Parameters:
    ///   - position: The position.
    ///   - length: The total duration in seconds of the child being inserted,
    ///     which ``Position/percentOfInserted(_:from:)`` takes its share of
    ///     (0 for a label or a callback).
    /// - Precondition: The position's numbers are finite, and so is `length`.
    public func time(of position: Position, inserting length: Double = 0) -> Double {
        precondition(
            length.isFinite && length >= 0,
            "Timeline.time(of:inserting:): the inserted length must be finite and ≥ 0 (got \(length))")
        let previous = recent.map { children[$0] }
        let previousStart = previous?.start ?? 0
        let previousEnd = previous?.end ?? 0
        let previousLength = previous?.duration ?? 0
        let time: Double
        switch position {
        case .at(let seconds):
            time = seconds
        case .afterEnd(let offset):
            time = duration + offset
        case .withPrevious(let offset):
            time = previousStart + offset
        case .afterPrevious(let offset):
            time = previousEnd + offset
        case .label(let name, let offset):
            time = (labels[name] ?? duration) + offset
        case .previousStart(let percent):
            time = previousStart + percent / 100 * previousLength
        case .previousEnd(let percent):
            time = previousEnd + percent / 100 * previousLength
        case .percentOfInserted(let percent, let anchor):
            let base: Double
            switch anchor {
            case .time(let seconds): base = seconds
            case .end: base = duration
            case .previousStart: base = previousStart
            case .previousEnd: base = previousEnd
            case .label(let name): base = labels[name] ?? duration
            }
            time = base + percent / 100 * length
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
        case .previousStart(let percent):
            return "<\(number(percent))%"
        case .previousEnd(let percent):
            return ">\(number(percent))%"
        case .percentOfInserted(let percent, let anchor):
            let share = (percent < 0 ? "-=" : "+=") + number(abs(percent)) + "%"
            switch anchor {
            case .time(let seconds): return number(seconds) + share
            case .end: return share
            case .previousStart: return "<" + share
            case .previousEnd: return ">" + share
            case .label(let name): return name + share
            }
        }
    }
}
