import Motion

/// The interactive layers scene: the engine driven by ``Frames`` at 60 fps and
/// redrawn in place on the alternate screen, one `write` per frame.
enum LiveLayers {
    /// The pause after the scene, with every layer at rest, before it starts again.
    static let pause = Duration.milliseconds(1200)
    /// The number of latest events shown under the scene.
    static let eventLines = 3

    /// Runs until Ctrl-C, or for one loop with `once`, and restores the terminal.
    /// - Returns: The exit status: 0, or 130 after SIGINT/SIGTERM.
    static func run(once: Bool) async -> Int32 {
        Terminal.installInterruptHandlers()
        Terminal.write(Terminal.enterSequence)
        defer { Terminal.write(Terminal.exitSequence) }

        var scene = LayerScene()
        var loopStart: Duration?
        var loopCount = 1
        var idleSince: Duration?
        var lastSize = Terminal.size()
        for await frame in Frames(framesPerSecond: 60) {
            if Terminal.isInterrupted { return 130 }
            if loopStart == nil {
                loopStart = frame.time
                scene.start()
            }
            let time = frame.time - (loopStart ?? .zero)
            scene.advance(to: time)
            // Everything at rest: hold the final frame, then loop (or stop).
            if scene.isFinished {
                let since = idleSince ?? time
                idleSince = since
                if time - since >= pause {
                    if once { return 0 }
                    scene = LayerScene()
                    loopStart = nil
                    loopCount += 1
                    idleSince = nil
                }
            }
            let size = Terminal.size()
            let clears = size != lastSize
            lastSize = size
            Terminal.write(screen(scene, time: time, loop: loopCount, size: size, once: once, clears: clears))
        }
        return 0
    }

    /// One frame of the screen: cursor home, each line cleared to its end, the rest cleared.
    static func screen(
        _ scene: LayerScene, time: Duration, loop: Int, size: (columns: Int, rows: Int), once: Bool, clears: Bool
    ) -> String {
        let renderer = LayerSceneRenderer(usesColor: true, width: size.columns)
        let title = " \u{1B}[1mMotion\u{1B}[0m · property animations on Layers: stagger, redirects in mid-flight, "
            + "a trigger chain"
        let status = " loop \(loop) · t = \(decimal(time.inSeconds, 2)) s · " + (once ? "one loop" : "Ctrl-C quits")
            + " · ○ target, × abandoned, + redirected here, ◎ new target"
        let events = scene.events.suffix(eventLines).map { event in
            renderer.dim(" \(decimal(event.time, 2)) s  ") + event.text
        }
        // Line wrap is off, so the last line may end in the last column without scrolling.
        let lines = ([title, renderer.dim(status)] + renderer.lines(for: scene) + events).prefix(max(size.rows, 1))
        let body = lines.joined(separator: "\u{1B}[K\n")
        return (clears ? "\u{1B}[2J" : "") + "\u{1B}[H" + body + "\u{1B}[K\u{1B}[J"
    }
}
