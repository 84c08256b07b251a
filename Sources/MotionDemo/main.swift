// motion-demo: a terminal race of Motion's curves and springs, property animations
// on layers, and an HTML gallery.
//
//   motion-demo [--once] [--plain]
//   motion-demo layers [--once] [--plain]
//   motion-demo scenarios [--once] [--plain]
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
        // One loop of the race, then one of each scene.
        guard status == 0 && once else { exit(status) }
        let layers = await LiveLayers.run(once: true)
        exit(layers == 0 ? await LiveScenarios.run(once: true) : layers)
    }
    var status = PlainRace.run()
    print("")
    if status == 0 { status = PlainLayers.run() }
    print("")
    exit(status == 0 ? PlainScenarios.run() : status)
case .layers(let once, let plain):
    if !plain && Terminal.isInteractive {
        exit(await LiveLayers.run(once: once))
    }
    exit(PlainLayers.run())
case .scenarios(let once, let plain):
    if !plain && Terminal.isInteractive {
        exit(await LiveScenarios.run(once: once))
    }
    exit(PlainScenarios.run())
case .gallery(let output):
    exit(Gallery.write(to: output))
}
