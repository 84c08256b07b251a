// Command-line parsing for motion-demo (no ArgumentParser: the grammar is tiny).

/// What the user asked motion-demo to do.
enum DemoCommand: Equatable {
    /// Race the showcase rows; `once` stops after one loop, `plain` forces text output.
    case race(once: Bool, plain: Bool)
    /// Play the property-animation scene on layers; `once` and `plain` as for the race.
    case layers(once: Bool, plain: Bool)
    /// Play P9ViewAnimator scenarios loaded from JSON on layers; `once` and `plain` as for the race.
    case scenarios(once: Bool, plain: Bool)
    /// Write the HTML gallery to `output`.
    case gallery(output: String)
    /// Print the usage text.
    case help

    /// The usage text, for `--help` (stdout) and bad arguments (stderr).
    static let usage = """
        USAGE: motion-demo [--once] [--plain]
               motion-demo layers [--once] [--plain]
               motion-demo scenarios [--once] [--plain]
               motion-demo gallery --output <file.html>

        Races Motion's easing curves and springs across the terminal, each row an
        animation on one AnimationEngine driven at 60 fps. When stdout is not a
        terminal (piped, CI) it prints a few frames at fixed times as plain text.
        With --once (or without a terminal) the layers and scenario scenes follow the race.

        OPTIONS:
          --once                Play one loop, then exit (implied without a terminal).
          --plain               Print plain-text frames even on a terminal.
          -h, --help            Show this help.

        SUBCOMMANDS:
          layers                Property animations on Layers: a staggered entrance,
                                redirects in mid-flight (a spring, a curve with and
                                without a velocity lead-in) and a trigger chain.
                                Takes --once and --plain.
          scenarios             P9ViewAnimator scenarios from JSON on Layers: rotate,
                                translate, scale, alpha, a morph onto a named target
                                and a frame animation. Takes --once and --plain.
          gallery               Write a self-contained HTML page: a plot and a live CSS
                                animation of every named curve and of some springs,
                                and the layers scene sampled as CSS keyframes.
            -o, --output <file> The page to write (required).
        """

    /// Parses the arguments that follow the program name.
    /// - Parameter arguments: `CommandLine.arguments` without the first element.
    /// - Returns: The command.
    /// - Throws: ``UsageError`` naming the offending argument.
    static func parse(_ arguments: [String]) throws(UsageError) -> DemoCommand {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        guard let first = arguments.first, !first.hasPrefix("-") else {
            let (once, plain) = try parsePlayback(arguments[...])
            return .race(once: once, plain: plain)
        }
        switch first {
        case "layers":
            let (once, plain) = try parsePlayback(arguments.dropFirst())
            return .layers(once: once, plain: plain)
        case "scenarios":
            let (once, plain) = try parsePlayback(arguments.dropFirst())
            return .scenarios(once: once, plain: plain)
        case "gallery": return try parseGallery(arguments.dropFirst())
        default: throw UsageError("unknown subcommand '\(first)'")
        }
    }

    /// Parses the options of the race and of `layers`: `--once` and `--plain`.
    private static func parsePlayback(_ arguments: ArraySlice<String>) throws(UsageError) -> (once: Bool, plain: Bool) {
        var once = false
        var plain = false
        for argument in arguments {
            switch argument {
            case "--once": once = true
            case "--plain": plain = true
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
        return (once, plain)
    }

    /// Parses `gallery`'s options: `--output <file>`, `-o <file>` or `--output=<file>`.
    private static func parseGallery(_ arguments: ArraySlice<String>) throws(UsageError) -> DemoCommand {
        var output: String?
        var rest = arguments
        while let argument = rest.popFirst() {
            let value: String
            if argument == "--output" || argument == "-o" {
                guard let next = rest.popFirst(), !next.isEmpty, !next.hasPrefix("-") else {
                    throw UsageError("\(argument) needs a file name")
                }
                value = next
            } else if argument.hasPrefix("--output=") {
                value = String(argument.dropFirst("--output=".count))
                guard !value.isEmpty else { throw UsageError("--output needs a file name") }
            } else {
                throw UsageError("unknown gallery argument '\(argument)'")
            }
            guard output == nil else { throw UsageError("--output is given more than once") }
            output = value
        }
        guard let output else { throw UsageError("gallery needs --output <file.html>") }
        return .gallery(output: output)
    }
}

/// Bad command-line arguments; the message says which and why.
struct UsageError: Error {
    /// What was wrong, e.g. "unknown subcommand 'x'".
    let message: String

    /// Creates the error.
    init(_ message: String) {
        self.message = message
    }
}
