/// The scenario scene without a terminal: the frames at fixed times on the
/// manual clock, with the events between them. No escape codes, the same
/// output every run.
enum PlainScenarios {
    /// The frames printed (at 60 fps), besides the last one, when every play has ended.
    static let printedFrames = [9, 27, 60, 90, 120, 150]

    /// Prints the frames.
    /// - Returns: The exit status, 0.
    static func run() -> Int32 {
        let renderer = ScenarioSceneRenderer(usesColor: false, width: LayerSceneRenderer.maximumColumns + 1)
        print("Motion: P9ViewAnimator scenarios from JSON on Layers, one ScenarioPlayer, manual clock at 60 fps")
        for line in legend { print(line) }
        ScenarioScene.printFrames(printedFrames) { renderer.lines(for: $0) }
        return 0
    }

    /// What the shapes are.
    static let legend = [
        " lion (left)     \"roar\": rotateZ wobbles about its bottom edge with simultaneous translates",
        " rocket (middle) \"flyToTheVenus\" after a 0.25 s delay: a 360° spin fading to 0.4,",
        "                 then a morph onto Venus (top right), resolved by the target provider",
        " box (right)     \"jump\" (a cubic-bezier rise, a spring fall, a frame animation),",
        "                 then \"spinSizeUpDown\" when it finishes",
        " █▓▒░ a layer's transformed bounds, shaded by opacity",
    ]
}
