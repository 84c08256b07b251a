import Motion

/// The interactive scenario scene: the engine driven by ``Frames`` at 60 fps
/// and redrawn in place on the alternate screen, one `write` per frame.
enum LiveScenarios {
    /// Runs until Ctrl-C, or for one loop with `once`, and restores the terminal.
    /// - Returns: The exit status: 0, or 130 after SIGINT/SIGTERM.
    static func run(once: Bool) async -> Int32 {
        Terminal.installInterruptHandlers()
        Terminal.write(Terminal.enterSequence)
        defer { Terminal.write(Terminal.exitSequence) }

        var scene = ScenarioScene()
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
            if scene.isFinished {
                let since = idleSince ?? time
                idleSince = since
                if time - since >= LiveLayers.pause {
                    if once { return 0 }
                    scene = ScenarioScene()
                    loopStart = nil
                    loopCount += 1
                    idleSince = nil
                }
            }
            let size = Terminal.size()
            let clears = size != lastSize
            lastSize = size
            let renderer = ScenarioSceneRenderer(usesColor: true, width: size.columns)
            let title = " \u{1B}[1mMotion\u{1B}[0m · P9ViewAnimator scenarios from JSON on Layers: roar, flyToTheVenus, jump"
            let status = " loop \(loopCount) · t = \(decimal(time.inSeconds, 2)) s · " + (once ? "one loop" : "Ctrl-C quits")
            let events = scene.events.suffix(LiveLayers.eventLines).map { " \(decimal($0.time, 2)) s  \($0.text)" }
            let lines = ([title, status] + renderer.lines(for: scene) + events).prefix(max(size.rows, 1))
            let body = lines.joined(separator: "\u{1B}[K\n")
            Terminal.write((clears ? "\u{1B}[2J" : "") + "\u{1B}[H" + body + "\u{1B}[K\u{1B}[J")
        }
        return 0
    }
}
