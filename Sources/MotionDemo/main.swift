// motion-demo: a terminal race of Motion's curves and springs, property animations
// on layers, and an HTML gallery.
//
//   motion-demo [--once] [--plain]
//   motion-demo layers [--once] [--plain]
//   motion-demo gallery --output <file.html>

import Foundation

let command: DemoCommand
do {
    command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("motion-demo: \(error.message)\n\n\(DemoCommand.usage)\n".utf8))
    exit(2)
}

switch command {
case .help:
    print(DemoCommand.usage)
case .race(let once, let plain):
    if !plain && Terminal.isInteractive {
        let status = await LiveRace.run(once: once)
        // One loop of the race, then one of the layers scene.
        exit(status == 0 && once ? await LiveLayers.run(once: true) : status)
    }
    let status = PlainRace.run()
    print("")
    exit(status == 0 ? PlainLayers.run() : status)
case .layers(let once, let plain):
    if !plain && Terminal.isInteractive {
        exit(await LiveLayers.run(once: once))
    }
    exit(PlainLayers.run())
case .gallery(let output):
    exit(Gallery.write(to: output))
}
