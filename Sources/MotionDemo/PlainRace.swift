#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Motion

/// The race without a terminal: a legend, then the rows at fixed fractions of one
/// loop on a manual clock. No escape codes, the same output every run.
enum PlainRace {
    /// The width of a line: fixed, so the output does not depend on the environment.
    static let width = 80
    /// The number of intervals the loop is cut into (samples at 0, 1/4, …, 1).
    static let intervals = 4

    /// Prints the frames.
    /// - Returns: The exit status, 0.
    static func run() -> Int32 {
        // A reader that stops early (`| head`) ends the output, not the run (status 141).
        signal(SIGPIPE, SIG_IGN)
        let race = Race(rows: ShowcaseRow.all)
        let renderer = TrackRenderer(usesColor: false, width: width, showsLegend: false)
        let loop = race.loopDuration
        print("Motion: \(race.rows.count) curves and springs on one AnimationEngine, manual clock")
        print("(progress 0 and 1 at the ┊ guides; the loop lasts \(decimal(loop.inSeconds, 2)) s)")
        print("")
        let labelWidth = race.rows.map(\.label.count).max() ?? 0
        for row in race.rows {
            print(" " + padded(row.label, to: labelWidth) + "  " + row.detail)
        }
        race.startLoop()
        for step in 0...intervals {
            let time = loop * step / intervals
            race.engine.advance(to: time)
            print("")
            print("t = \(decimal(time.inSeconds, 2)) s (\(step * 100 / intervals)% of the loop)")
            for line in renderer.lines(for: race) { print(line) }
        }
        return 0
    }
}
