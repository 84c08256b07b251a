import Motion

/// The interactive race: the engine driven by ``Frames`` at 60 fps and redrawn
/// in place on the alternate screen, one `write` per frame.
enum LiveRace {
    /// The pause after a loop, with every dot at rest, before the next one starts.
    static let pause = Duration.milliseconds(800)

    /// Runs until Ctrl-C, or for one loop with `once`, and restores the terminal.
    /// - Returns: The exit status: 0, or 130 after SIGINT/SIGTERM.
    static func run(once: Bool) async -> Int32 {
        Terminal.installInterruptHandlers()
        Terminal.write(Terminal.enterSequence)
        defer { Terminal.write(Terminal.exitSequence) }

        let race = Race(rows: ShowcaseRow.all)
        race.startLoop()
        var idleSince: Duration?
        var lastSize = Terminal.size()
        var framesPerSecond = 60.0
        for await frame in Frames(framesPerSecond: 60) {
            if Terminal.isInterrupted { return 130 }
            race.engine.advance(to: frame.time)
            // Every row done: hold the final positions, then loop (or stop).
            if race.engine.isIdle {
                let since = idleSince ?? frame.time
                idleSince = since
                if frame.time - since >= pause {
                    if once { return 0 }
                    race.startLoop()
                    idleSince = nil
                }
            }
            if frame.deltaTime > .zero {
                framesPerSecond += (1 / frame.deltaTime.inSeconds - framesPerSecond) * 0.05
            }
            let size = Terminal.size()
            let clears = size != lastSize
            lastSize = size
            Terminal.write(screen(race, size: size, framesPerSecond: framesPerSecond, once: once, clears: clears))
        }
        return 0
    }

    /// One frame of the screen: cursor home, each line cleared to its end, the rest cleared.
    static func screen(
        _ race: Race, size: (columns: Int, rows: Int), framesPerSecond: Double, once: Bool, clears: Bool
    ) -> String {
        let renderer = TrackRenderer(usesColor: true, width: size.columns)
        let title = " \u{1B}[1mMotion\u{1B}[0m · \(race.rows.count) curves and springs on one AnimationEngine"
        let status = " loop \(race.loopCount) · t = \(decimal(race.loopTime.inSeconds, 2)) s · "
            + "\(decimal(framesPerSecond, 0)) fps · " + (once ? "one loop" : "Ctrl-C quits")
        let key = "   " + renderer.colored("●", .curve) + " curve  " + renderer.colored("●", .css) + " CSS  "
            + renderer.colored("●", .spring) + " spring"
        // Line wrap is off, so the last line may end in the last column without scrolling.
        let lines = ([title, renderer.dim(status) + key, ""] + renderer.lines(for: race)).prefix(max(size.rows, 1))
        let body = lines.joined(separator: "\u{1B}[K\n")
        return (clears ? "\u{1B}[2J" : "") + "\u{1B}[H" + body + "\u{1B}[K\u{1B}[J"
    }
}
