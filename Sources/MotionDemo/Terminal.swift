#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of SIGINT/SIGTERM signals received; the live loop polls it once per frame.
///
/// A `sig_atomic_t` written only by the signal handler, C's idiom for a flag
/// that a handler sets (the Synchronization module's `Atomic` needs macOS 15).
/// `nonisolated(unsafe)`: the handler is its only writer, and a frame that
/// reads a stale 0 sees the signal on the next frame.
nonisolated(unsafe) private var interruptCount: sig_atomic_t = 0

/// What the handler writes before a forced exit: reset colours, line wrap on,
/// cursor shown, main screen back. A `StaticString`, so writing it allocates nothing.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

/// The controlling terminal on stdout: size, raw writes, the alternate screen and Ctrl-C.
enum Terminal {
    /// Whether stdout is an interactive terminal that understands escape codes.
    static var isInteractive: Bool {
        isatty(STDOUT_FILENO) != 0 && getenv("TERM").map { String(cString: $0) } != "dumb"
    }

    /// The terminal's size (TIOCGWINSZ), or 80 × 24 when it cannot be read.
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard status == 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : 24)
    }

    /// Writes `text` to stdout in one `write(2)` call when possible (no stdio buffering).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeToStandardOutput(bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Enters the alternate screen, hides the cursor and turns off line wrap.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J"

    /// Undoes ``enterSequence``; safe to write more than once.
    static var exitSequence: String { restoreSequence.description }

    // MARK: - Interrupts

    /// Installs SIGINT and SIGTERM handlers: the first signal sets ``isInterrupted``
    /// for the frame loop; a second one restores the terminal and exits with 130 at once.
    static func installInterruptHandlers() {
        _ = interruptCount  // initialise the global before a handler can touch it
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in
                interruptCount += 1
                guard interruptCount > 1 else { return }
                restoreSequence.withUTF8Buffer { bytes in _ = writeToStandardOutput(bytes.baseAddress!, bytes.count) }
                _exit(130)
            }
        }
    }

    /// Whether SIGINT or SIGTERM has arrived since ``installInterruptHandlers()``.
    static var isInterrupted: Bool { interruptCount > 0 }
}

/// `write(2)` on stdout (a free function, so `Terminal.write` does not shadow the C call).
private func writeToStandardOutput(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
