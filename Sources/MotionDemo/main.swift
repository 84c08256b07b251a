// motion-demo: a terminal race of Motion's curves and springs, and an HTML gallery.
//
//   motion-demo [--once] [--plain]
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
        exit(await LiveRace.run(once: once))
    }
    exit(PlainRace.run())
case .gallery(let output):
    exit(Gallery.write(to: output))
}
