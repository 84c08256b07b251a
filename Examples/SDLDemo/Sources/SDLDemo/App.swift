import CSDL2
import Foundation
import Motion

/// The demo: a window, the engine, the cards and the curve row, and the two
/// frame loops (interactive and scripted).
final class App {
    private let window: Window
    private let engine = AnimationEngine()
    private let board: CardBoard
    private let row = EasingRow()
    private var event = SDL_Event()

    /// Opens the window; `headless` selects SDL's software renderer.
    init(headless: Bool) throws(WindowError) {
        window = try Window(title: "Motion: drag and fling the cards", software: headless)
        board = CardBoard(engine: engine)
        row.play(on: engine)
    }

    /// The interactive loop: SDL's millisecond clock drives the engine, vsync
    /// paces the frames while something moves, and the loop sleeps in
    /// `SDL_WaitEvent` while nothing does.
    func run() throws(WindowError) {
        var running = true
        while running {
            if engine.isIdle {
                guard SDL_WaitEvent(&event) != 0 else { throw WindowError(step: "SDL_WaitEvent", message: Window.sdlError) }
                running = handle(event, at: .milliseconds(event.common.timestamp))
            }
            while running && SDL_PollEvent(&event) != 0 {
                running = handle(event, at: .milliseconds(event.common.timestamp))
            }
            // Never behind the engine's clock: an event may have been stamped after the last frame.
            engine.advance(to: max(.milliseconds(SDL_GetTicks64()), engine.currentTime))
            window.draw(board: board, row: row)
            window.present()
        }
    }

    /// The scripted loop: frame n at n × 16 ms, the script's pointer events
    /// pushed onto SDL's queue like a real mouse's, chosen frames saved as
    /// BMPs in `framesDirectory`, every frame's card positions printed.
    func run(_ replay: Replay, framesDirectory: String?) throws {
        if let framesDirectory {
            try FileManager.default.createDirectory(atPath: framesDirectory, withIntermediateDirectories: true)
        }
        print("cards \(board.cards.count) frame-ms \(Int(Replay.frameStep / .milliseconds(1)))")
        for frame in 0...replay.lastFrame {
            let time = Replay.frameStep * frame
            for scripted in replay.events[frame] ?? [] { try push(scripted.kind, x: scripted.x, y: scripted.y) }
            // SDL stamps pushed events with its own clock; the replay's frame clock is the time that counts.
            while SDL_PollEvent(&event) != 0 {
                if !handle(event, at: time) { return }
            }
            engine.advance(to: time)
            window.draw(board: board, row: row)
            if let framesDirectory, replay.captures.contains(frame) {
                try window.save(to: String(format: "%@/frame-%04d.bmp", framesDirectory, frame))
            }
            window.present()
            print(positionsLine(frame: frame, time: time))
        }
    }

    /// Applies one SDL event at `time`; false when the app should quit.
    private func handle(_ event: SDL_Event, at time: Duration) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_KEYDOWN:
            switch UInt32(bitPattern: event.key.keysym.sym) {
            case SDLK_ESCAPE.rawValue, SDLK_q.rawValue: return false
            case SDLK_SPACE.rawValue: row.play(on: engine, delay: time - engine.currentTime)
            default: break
            }
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            board.press(at: SIMD2(Double(event.button.x), Double(event.button.y)), time: time)
        case SDL_MOUSEMOTION:
            board.move(to: SIMD2(Double(event.motion.x), Double(event.motion.y)), time: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            board.release(at: SIMD2(Double(event.button.x), Double(event.button.y)), time: time)
        default:
            break
        }
        return true
    }

    /// Posts a scripted pointer event to SDL's queue.
    private func push(_ kind: Replay.Kind, x: Int32, y: Int32) throws(WindowError) {
        var event = SDL_Event()
        switch kind {
        case .down, .up:
            event.type = (kind == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(kind == .down ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
        case .move:
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.x = x
            event.motion.y = y
        }
        guard SDL_PushEvent(&event) == 1 else { throw WindowError(step: "SDL_PushEvent", message: Window.sdlError) }
    }

    /// "frame N t SECONDS x0 y0  x1 y1  …": each card's top-left corner as drawn, unrounded.
    private func positionsLine(frame: Int, time: Duration) -> String {
        let cards = board.cards.map { card in
            let shown = card.displayed
            return String(format: "%.3f %.3f", shown.x, shown.y)
        }
        return String(format: "frame %d t %.3f  ", frame, time / .seconds(1)) + cards.joined(separator: "  ")
    }
}
