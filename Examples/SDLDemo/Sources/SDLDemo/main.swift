// sdl-demo: Motion in an SDL2 window. Drag a card and let go: it flies on
// with its release velocity (a Decay), rubber-bands past the window's edges,
// and a spring catches it into the nearest free slot, velocity kept at each
// hand-off. Below, a row of easing curves plays side by side (space replays it).
//
//   sdl-demo                                  interactive, vsync, sleeps while idle
//   sdl-demo --replay SCRIPT [--frames DIR]   headless: a scripted drag on a 16 ms frame
//                                             clock (see Replay), BMPs of chosen frames,
//                                             the cards' positions on stdout
//
// Headless runs need no display: SDL_VIDEODRIVER=dummy (or offscreen).

import Foundation

let usage = "usage: sdl-demo [--replay SCRIPT [--frames DIR]]"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("sdl-demo: \(message)\n".utf8))
    exit(1)
}

var replayPath: String?
var framesDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--replay":
        guard let path = arguments.popFirst() else { fail("--replay needs a script file") }
        replayPath = path
    case "--frames":
        guard let path = arguments.popFirst() else { fail("--frames needs a directory") }
        framesDirectory = path
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        fail("unknown argument \(argument) (\(usage))")
    }
}

do {
    let replay = try replayPath.map { try Replay(contentsOf: $0) }
    let app = try App(headless: replay != nil)
    if let replay {
        try app.run(replay, framesDirectory: framesDirectory)
    } else {
        try app.run()
    }
} catch {
    fail("\(error)")
}
