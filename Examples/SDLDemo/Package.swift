// swift-tools-version:6.1
//
// SDLDemo: Motion driving cards and easing curves in an SDL2 window.
//
// A package of its own so that the root package keeps no dependencies. SDL2
// comes from the system through pkg-config (Debian: libsdl2-dev).
//
//   swift run sdl-demo                      # a window: drag and fling the cards
//   SDL_VIDEODRIVER=dummy swift run sdl-demo --replay ../scripted-drag.txt --frames /tmp/frames

import PackageDescription

let package = Package(
    name: "SDLDemo",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Motion", path: "../..")],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]
        ),
        .executableTarget(
            name: "sdl-demo",
            dependencies: ["CSDL2", .product(name: "Motion", package: "Motion")],
            path: "Sources/SDLDemo"
        ),
    ],
    swiftLanguageModes: [.v6]
)
