import CSDL2

/// The SDL window, its renderer and the drawing of one frame.
final class Window {
    private let window: OpaquePointer
    private let renderer: OpaquePointer

    /// SDL's error text.
    static var sdlError: String { String(cString: SDL_GetError()) }

    /// Opens the window. `software` asks for SDL's software renderer (headless runs);
    /// otherwise the renderer is accelerated where possible, with vsync.
    init(title: String, software: Bool) throws(WindowError) {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowError(step: "SDL_Init", message: Self.sdlError) }
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(
            title, centered, centered, Int32(Scene.width), Int32(Scene.height), SDL_WINDOW_SHOWN.rawValue)
        else { throw WindowError(step: "SDL_CreateWindow", message: Self.sdlError) }
        let flags = software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, flags) else {
            SDL_DestroyWindow(window)
            throw WindowError(step: "SDL_CreateRenderer", message: Self.sdlError)
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Draws the slots, the curve lanes and the cards (in `order`, bottom first).
    func draw(board: CardBoard, row: EasingRow) {
        color(24, 26, 32)
        SDL_RenderClear(renderer)

        color(70, 76, 90)
        for slot in Scene.slots {
            var rect = SDL_Rect(
                x: Int32(slot.x) - 2, y: Int32(slot.y) - 2, w: Int32(Scene.cardSize.x) + 4,
                h: Int32(Scene.cardSize.y) + 4)
            SDL_RenderDrawRect(renderer, &rect)
        }

        for (lane, value) in row.values.enumerated() {
            let y = Int32(Scene.laneTop + lane * Scene.laneSpacing)
            color(50, 54, 64)
            SDL_RenderDrawLine(renderer, Int32(Scene.laneStart), y, Int32(Scene.laneEnd), y)
            let x = Scene.laneStart + value * (Scene.laneEnd - Scene.laneStart)
            color(245, 196, 70)
            var dot = SDL_Rect(x: Int32(x.rounded()) - 6, y: y - 6, w: 12, h: 12)
            SDL_RenderFillRect(renderer, &dot)
        }

        for index in board.order {
            let card = board.cards[index]
            let (r, g, b) = Scene.cardColors[index]
            color(r, g, b)
            let origin = card.pixelOrigin
            var rect = SDL_Rect(x: origin.x, y: origin.y, w: Int32(Scene.cardSize.x), h: Int32(Scene.cardSize.y))
            SDL_RenderFillRect(renderer, &rect)
        }
    }

    /// Shows the frame (waiting for vsync when the renderer has it).
    func present() { SDL_RenderPresent(renderer) }

    /// Saves the frame drawn but not yet presented as a 24-bit BMP.
    func save(to path: String) throws(WindowError) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(Scene.width), Int32(Scene.height), 24, SDL_PIXELFORMAT_RGB24.rawValue)
        else { throw WindowError(step: "SDL_CreateRGBSurfaceWithFormat", message: Self.sdlError) }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(
            renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0
        else { throw WindowError(step: "SDL_RenderReadPixels", message: Self.sdlError) }
        guard SDL_SaveBMP_RW(surface, SDL_RWFromFile(path, "wb"), 1) == 0 else {
            throw WindowError(step: "SDL_SaveBMP \(path)", message: Self.sdlError)
        }
    }

    private func color(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        SDL_SetRenderDrawColor(renderer, r, g, b, 255)
    }
}

/// An SDL call that failed, with SDL's message.
struct WindowError: Error, CustomStringConvertible {
    /// The call that failed.
    let step: String
    /// `SDL_GetError()` after it.
    let message: String
    /// "step: message".
    var description: String { "\(step): \(message)" }
}
