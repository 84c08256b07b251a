import Foundation

/// A value guarded by a lock, shared across threads: the engine's few
/// cross-thread states (a cancellation flag, the idle driver's wake-up).
///
/// `NSLock` rather than the Synchronization module's `Mutex`, which needs
/// macOS 15 / iOS 18; this keeps the platform floors at what `Duration` needs.
/// `@unchecked Sendable` is sound: `state` is read and written only under
/// `lock`, and it is `Sendable` itself.
internal final class LockedState<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    internal init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    internal func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
