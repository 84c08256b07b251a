/// The layers scene without a terminal: a legend, then the scene at fixed frame
/// times on the manual clock, with the events between them. No escape codes,
/// the same output every run.
enum PlainLayers {
    /// The width of a line: the label column and the full-scale world.
    static let width = LayerSceneRenderer.labelWidth + LayerSceneRenderer.maximumColumns
    /// The frames printed (at 60 fps), besides the last one, when everything has ended.
    static let printedFrames = [12, 30, 48, 72, 108]

    /// Prints the frames.
    /// - Returns: The exit status, 0.
    static func run() -> Int32 {
        let renderer = LayerSceneRenderer(usesColor: false, width: width)
        print("Motion: property animations on Layers, one AnimationEngine, manual clock at 60 fps")
        for line in legend { print(line) }
        LayerScene.printFrames(printedFrames) { renderer.lines(for: $0) }
        return 0
    }

    /// What the rows and symbols mean.
    static let legend = [
        " stagger     7 cards, position and bounds on springs, opacity on a curve;",
        "             Stagger.each(0.06 s, from: .center): the centre card first, the ends 0.36 s later",
        " spring      a spring to ○; at 40 % of the way a valueProgress trigger gives it a new target ◎:",
        "             the velocity carries over exactly",
        " lead-in     easeInOutCubic, the same redirect with Retargeting.continuous:",
        "             a Hermite lead-in keeps the velocity, so it runs on past + before it turns",
        " no lead-in  the same curve and redirect with the default .scaled: it turns at + (velocity jump)",
        " A B C       a trigger chain: A at 50 % of its way starts B; B at 75 % starts C",
        " █▓▒░ a layer's frame, shaded by opacity;  · its trail;  × the abandoned target",
    ]
}
