#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Motion

/// A scene of the demo: made at rest, started once, stepped to given engine
/// times, finished when every animation has ended. ``LayerScene`` and
/// ``ScenarioScene`` conform; the plain and live drivers below run either.
protocol DemoScene: AnyObject {
    /// Creates the scene at rest.
    init()
    /// Starts its animations at the engine's current time.
    func start()
    /// Delivers the frame at `time`.
    func advance(to time: Duration)
    /// Whether every animation has ended.
    var isFinished: Bool { get }
    /// What happened so far, in order.
    var events: [LayerScene.Event] { get }
}

extension DemoScene {
    /// Plays a fresh scene at the fixed frame times of ``LayerScene/frameTime(_:)``,
    /// calling `frame` after each.
    /// - Returns: The index of the last frame, when everything has ended.
    @discardableResult
    static func play(frame: (Self, Int) -> Void) -> Int {
        let scene = Self()
        scene.start()
        var index = 0
        while true {
            scene.advance(to: LayerScene.frameTime(index))
            frame(scene, index)
            if scene.isFinished { return index }
            index += 1
            precondition(index < 60 * LayerScene.framesPerSecond, "\(Self.self) did not end within a minute")
        }
    }

    /// Prints the frames `printedFrames` and the last one as text, each followed by
    /// the events since the previous print. No escape codes, the same output every run.
    /// - Parameters:
    ///   - printedFrames: The frame indices (at 60 fps) to print besides the last.
    ///   - lines: Draws the scene as lines of text.
    static func printFrames(_ printedFrames: [Int], lines: (Self) -> [String]) {
        // A reader that stops early (`| head`) ends the output, not the run (status 141).
        signal(SIGPIPE, SIG_IGN)
        var reported = 0
        play { scene, frame in
            guard printedFrames.contains(frame) || scene.isFinished else { return }
            print("")
            let end = scene.isFinished ? ", every animation has ended" : ""
            print("t = \(decimal(LayerScene.frameTime(frame).inSeconds, 2)) s (frame \(frame))" + end)
            for line in lines(scene) { print(line) }
            for event in scene.events[reported...] {
                print("  \(decimal(event.time, 3)) s  \(event.text)")
            }
            reported = scene.events.count
        }
    }

    /// Plays the scene live on the alternate screen, driven by ``Frames`` at 60 fps,
    /// until Ctrl-C or, with `once`, for one loop; restores the terminal.
    ///
    /// With everything at rest the last frame holds for ``LiveLayers/pause``, then
    /// a fresh scene starts (or the run ends).
    /// - Parameters:
    ///   - once: Stop after one loop.
    ///   - screen: One frame of the screen: the scene, its time, the loop number,
    ///     the terminal size; it starts at the top left and clears what it does not cover.
    /// - Returns: The exit status: 0, or 130 after SIGINT/SIGTERM.
    static func runLive(
        once: Bool, screen: (Self, Duration, Int, (columns: Int, rows: Int)) -> String
    ) async -> Int32 {
        Terminal.installInterruptHandlers()
        Terminal.write(Terminal.enterSequence)
        defer { Terminal.write(Terminal.exitSequence) }

        var scene = Self()
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
                    scene = Self()
                    loopStart = nil
                    loopCount += 1
                    idleSince = nil
                }
            }
            let size = Terminal.size()
            let clears = size != lastSize
            lastSize = size
            Terminal.write((clears ? "\u{1B}[2J" : "") + screen(scene, time, loopCount, size))
        }
        return 0
    }

    /// A live screen: cursor home, the title, status, scene and event lines, each
    /// cleared to its end and cut to `rows`, then the rest cleared.
    static func liveScreen(title: String, status: String, scene: [String], events: [String], rows: Int) -> String {
        // Line wrap is off, so the last line may end in the last column without scrolling.
        let lines = ([title, status] + scene + events).prefix(max(rows, 1))
        return "\u{1B}[H" + lines.joined(separator: "\u{1B}[K\n") + "\u{1B}[K\u{1B}[J"
    }
}
