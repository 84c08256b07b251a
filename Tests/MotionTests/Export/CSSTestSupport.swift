import Foundation
import Motion

/// A minimal reader for the CSS that `CSSKeyframes` writes, written for the tests:
/// `@keyframes name { P% { prop: value; [animation-timing-function: f;] } … }` and
/// the `animation` shorthand. It reads the text back independently of the writer.
struct ParsedKeyframes {
    struct Frame {
        var offset: Double
        var value: String
        var timing: String?
    }

    var name: String
    var property: String
    var frames: [Frame]
    /// Each frame's timing function read with `Easing(css:)` (nil when it has none).
    var easings: [Easing?] = []
    /// Timing functions `Easing(css:)` rejected.
    var unreadableTimings: [String] = []

    /// Parses a rule, failing on anything unexpected.
    init?(_ rule: String) {
        var lines = rule.split(separator: "\n").map(String.init)
        guard let header = lines.first, header.hasPrefix("@keyframes "), header.hasSuffix(" {"), lines.last == "}" else {
            return nil
        }
        name = String(header.dropFirst("@keyframes ".count).dropLast(2))
        lines = Array(lines.dropFirst().dropLast())
        frames = []
        property = ""
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let percent = trimmed.firstIndex(of: "%"), let offset = Double(trimmed[..<percent]) else { return nil }
            guard let open = trimmed.firstIndex(of: "{"), trimmed.hasSuffix("}") else { return nil }
            let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            var frame = Frame(offset: offset / 100, value: "", timing: nil)
            for declaration in body.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let key = parts[0].trimmingCharacters(in: .whitespaces)
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                if key == "animation-timing-function" {
                    frame.timing = value
                } else {
                    property = key
                    frame.value = value
                }
            }
            frames.append(frame)
            if let timing = frame.timing, (try? Easing(css: timing)) == nil { unreadableTimings.append(timing) }
            easings.append(frame.timing.flatMap { try? Easing(css: $0) })
        }
    }

    /// The animated value at normalised time `u` in [0, 1], as a browser computes it:
    /// between frames k and k + 1, the frame's timing function (else `defaultTiming`)
    /// applied to the local progress, then `blend` of the parsed values. At u = 1 the
    /// last interval's timing function is applied at 1 (it need not give 1: linear()).
    func value<V>(at u: Double, defaultTiming: Easing, parse: (String) -> V, blend: (V, V, Double) -> V) -> V {
        // The last frame k < count − 1 with offset ≤ u.
        var low = 0
        var high = frames.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if frames[middle].offset <= u { low = middle } else { high = middle - 1 }
        }
        let k = low
        let timing = easings[k] ?? defaultTiming
        let q = u >= 1 ? 1 : (u - frames[k].offset) / (frames[k + 1].offset - frames[k].offset)
        return blend(parse(frames[k].value), parse(frames[k + 1].value), timing.value(at: q))
    }
}

/// The `animation` shorthand's parts as `CSSKeyframes` orders them.
struct ParsedShorthand {
    var name: String
    var duration: Double
    var timing: String
    var delay: Double
    var iterationCount: String
    var direction: String
    var fillMode: String

    init?(_ text: String) {
        // The timing function may contain spaces inside parentheses.
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " " && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        guard parts.count == 7, parts[1].hasSuffix("s"), parts[3].hasSuffix("s"),
            let duration = Double(parts[1].dropLast()), let delay = Double(parts[3].dropLast())
        else { return nil }
        name = parts[0]
        self.duration = duration
        timing = parts[2]
        self.delay = delay
        iterationCount = parts[4]
        direction = parts[5]
        fillMode = parts[6]
    }
}
