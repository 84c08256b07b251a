import Motion

/// The showcase rows as animations on one ``AnimationEngine``, started together as a loop.
///
/// Each loop starts one animation per row; the engine delivers each row's
/// progress (which may overshoot 0…1) into ``positions``. The race never reads
/// a clock: the caller advances ``engine`` in real time or on a manual clock.
final class Race {
    /// The engine that runs every row.
    let engine = AnimationEngine()
    /// The rows, in display order.
    let rows: [ShowcaseRow]
    /// The engine time at which the current loop started.
    private(set) var loopStart: Duration = .zero
    /// The number of loops started so far.
    private(set) var loopCount = 0

    /// Where the engine's callbacks write (a box, so they need not capture the race).
    private let board: Board

    /// The latest progress of each row: 0 before its first frame, exactly its final value after its last.
    var positions: [Double] { board.values }

    /// Creates a race of `rows`; nothing runs until ``startLoop()``.
    init(rows: [ShowcaseRow]) {
        self.rows = rows
        self.board = Board(count: rows.count)
    }

    /// The time from the start of a loop until every row has settled, rounded up
    /// to a quarter second (springs take their settling time).
    var loopDuration: Duration {
        let seconds = rows.map { row -> Double in
            switch row.movement {
            case .easing(_, let duration): duration.inSeconds
            case .spring(let spring): spring.settlingDuration
            }
        }.max() ?? 0
        return .milliseconds(Int64((seconds * 4).rounded(.up)) * 250)
    }

    /// Starts one animation per row at the engine's current time.
    func startLoop() {
        loopStart = engine.currentTime
        loopCount += 1
        let board = board
        for (index, row) in rows.enumerated() {
            board.values[index] = 0
            let deliver: (Double) -> Void = { board.values[index] = $0 }
            switch row.movement {
            case .easing(let easing, let duration):
                engine.animate(duration: duration, easing: easing, animations: deliver)
            case .spring(let spring):
                engine.animate(spring: spring, animations: deliver)
            }
        }
    }

    /// The engine time since the current loop started.
    var loopTime: Duration { engine.currentTime - loopStart }

    /// Mutable storage shared with the engine's callbacks.
    private final class Board {
        /// The latest progress of each row.
        var values: [Double]

        /// Zeros for `count` rows.
        init(count: Int) {
            values = Array(repeating: 0, count: count)
        }
    }
}
