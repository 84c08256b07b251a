/// The spring transitions an engine's property groups computed, in a
/// direct-mapped table keyed by spring and time bit for bit (issue #17):
/// groups that animate the same springs over the same distances, started
/// together, are at bit-identical times in every frame, so the first
/// computes each transition and the others read it. A group holds the table
/// it was built with, so its tracks' pointers into it stay valid.
@usableFromInline
internal final class SpringTransitionTable {
    /// log₂ of the number of slots.
    @inlinable static var slotBits: Int { 10 }

    /// `1 << slotBits` slots (64 KiB).
    internal let slots: UnsafeMutablePointer<SpringTransitionCache>

    internal init() {
        let count = 1 << Self.slotBits
        slots = .allocate(capacity: count)
        slots.initialize(repeating: SpringTransitionCache(), count: count)
    }

    deinit {
        slots.deinitialize(count: 1 << Self.slotBits)
        slots.deallocate()
    }
}

/// Holds an engine's ``SpringTransitionTable``, made for its first group with a spring.
internal final class SpringTransitionTableService: EngineService {
    internal private(set) lazy var table = SpringTransitionTable()

    internal required init() {}
}

extension AnimationEngine {
    /// The table of this engine's property-group spring transitions.
    internal var springTransitionTable: SpringTransitionTable {
        service(SpringTransitionTableService.self).table
    }
}
