import Motion

/// The interactive layers scene: the engine driven by ``Frames`` at 60 fps and
/// redrawn in place on the alternate screen, one `write` per frame.
enum LiveLayers {
    /// The pause after a scene, with every layer at rest, before it starts again.
    static let pause = Duration.milliseconds(1200)
    /// The number of latest events shown under a scene.
    static let eventLines = 3

    /// Runs until Ctrl-C, or for one loop with `once`, and restores the terminal.
    /// - Returns: The exit status: 0, or 130 after SIGINT/SIGTERM.
    static func run(once: Bool) async -> Int32 {
        await LayerScene.runLive(once: once) { scene, time, loop, size in
            screen(scene, time: time, loop: loop, size: size, once: once)
        }
    }

    /// One frame of the screen.
    static func screen(
        _ scene: LayerScene, time: Duration, loop: Int, size: (columns: Int, rows: Int), once: Bool
    ) -> String {
        let renderer = LayerSceneRenderer(usesColor: true, width: size.columns)
        let title = " \u{1B}[1mMotion\u{1B}[0m · property animations on Layers: stagger, redirects in mid-flight, "
            + "a trigger chain"
        let status = " loop \(loop) · t = \(decimal(time.inSeconds, 2)) s · " + (once ? "one loop" : "Ctrl-C quits")
            + " · ○ target, × abandoned, + redirected here, ◎ new target"
        let events = scene.events.suffix(eventLines).map { event in
            renderer.dim(" \(decimal(event.time, 2)) s  ") + event.text
        }
        return LayerScene.liveScreen(
            title: title, status: renderer.dim(status), scene: renderer.lines(for: scene), events: events,
            rows: size.rows)
    }
}
