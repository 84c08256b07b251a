import Foundation

/// Reads a DocC article and checks that each of its Swift code blocks is part of
/// a test file, so that every snippet the docs show is compiled and run.
enum ArticleSnippets {
    /// The package root, from this file's path (Tests/MotionTests/Porting/…).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `Sources/Motion/Motion.docc/<name>.md`.
    static func article(_ name: String) throws -> String {
        try String(
            contentsOf: root.appendingPathComponent("Sources/Motion/Motion.docc/\(name).md"), encoding: .utf8)
    }

    /// The bodies of the ```swift blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines trimmed of surrounding white space, blank lines dropped.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The Swift blocks of article `name` that do not appear, line for line
    /// (indentation aside), in the source file at `testFile`; and how many blocks there are.
    static func blocksMissing(fromArticle name: String, in testFile: String) throws -> (missing: [String], count: Int) {
        let source = normalized(try String(contentsOfFile: testFile, encoding: .utf8))
        let blocks = swiftBlocks(in: try article(name))
        return (blocks.filter { !source.contains(normalized($0)) }, blocks.count)
    }
}
