import Foundation

/// A scripted session for headless runs: pointer events at given frames,
/// the frames to save as images, and the last frame.
///
/// One command a line, `#` starts a comment; frames are numbered from 0 and
/// last ``frameStep`` each:
///
///     down FRAME X Y        the left button goes down at (X, Y)
///     move FRAME X Y        the pointer moves to (X, Y)
///     up FRAME X Y          the left button goes up at (X, Y)
///     capture FIRST [LAST [STEP]]   save these frames as BMP images
///     end FRAME             the last frame
struct Replay {
    /// A scripted pointer event.
    enum Kind: String {
        case down, move, up
    }

    /// The replay's frame interval: frame n is drawn at n × 16 ms.
    static let frameStep = Duration.milliseconds(16)

    /// The pointer events of each frame, in file order.
    private(set) var events: [Int: [(kind: Kind, x: Int32, y: Int32)]] = [:]
    /// The frames to save.
    private(set) var captures: Set<Int> = []
    /// The last frame.
    private(set) var lastFrame = 0

    /// A script's syntax error, with its line.
    struct SyntaxError: Error, CustomStringConvertible {
        /// What is wrong, and where.
        let description: String
    }

    /// Parses the script at `path`.
    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let command = words.first else { continue }
            let numbers = words.dropFirst().map { Int($0) }
            func fail(_ message: String) -> SyntaxError {
                SyntaxError(description: "\(path):\(number + 1): \(message): \(line)")
            }
            guard numbers.allSatisfy({ $0 != nil }) else { throw fail("expected whole numbers") }
            let values = numbers.map { $0! }
            guard values.first.map({ $0 >= 0 }) ?? true else { throw fail("frames start at 0") }
            switch (command, values.count) {
            case ("down", 3), ("move", 3), ("up", 3):
                events[values[0], default: []].append((Kind(rawValue: command)!, Int32(values[1]), Int32(values[2])))
                lastFrame = max(lastFrame, values[0])
            case ("capture", 1...3):
                let last = values.count > 1 ? values[1] : values[0]
                let step = values.count > 2 ? values[2] : 1
                guard step > 0, last >= values[0] else { throw fail("expected FIRST ≤ LAST and STEP > 0") }
                captures.formUnion(stride(from: values[0], through: last, by: step))
            case ("end", 1):
                lastFrame = max(lastFrame, values[0])
            default:
                throw fail("unknown command or wrong number of arguments")
            }
        }
        lastFrame = max(lastFrame, captures.max() ?? 0)
    }
}
