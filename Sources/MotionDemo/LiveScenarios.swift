import Motion

/// The interactive scenario scene: the engine driven by ``Frames`` at 60 fps
/// and redrawn in place on the alternate screen, one `write` per frame.
enum LiveScenarios {
    /// Runs until Ctrl-C, or for one loop with `once`, and restores the terminal.
    /// - Returns: The exit status: 0, or 130 after SIGINT/SIGTERM.
    static func run(once: Bool) async -> Int32 {
        await ScenarioScene.runLive(once: once) { scene, time, loop, size in
            let renderer = ScenarioSceneRenderer(usesColor: true, width: size.columns)
            let title = " \u{1B}[1mMotion\u{1B}[0m · P9ViewAnimator scenarios from JSON on Layers: roar, flyToTheVenus, jump"
            let status = " loop \(loop) · t = \(decimal(time.inSeconds, 2)) s · " + (once ? "one loop" : "Ctrl-C quits")
            let events = scene.events.suffix(LiveLayers.eventLines).map { " \(decimal($0.time, 2)) s  \($0.text)" }
            return ScenarioScene.liveScreen(
                title: title, status: status, scene: renderer.lines(for: scene), events: events, rows: size.rows)
        }
    }
}
