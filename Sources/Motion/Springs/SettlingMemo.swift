// The settling times an engine has computed, by their exact inputs.

/// An engine's memo of spring settling times (see
/// ``SpringTrajectory/settlingDuration(_:displacement:speed:epsilon:memo:)``),
/// so that animations started with the same spring and release shape (the
/// motion's scale, the displacement and speed as fractions of it, and ε)
/// compute it once: a list of cards springing in with one `Spring`, a
/// gesture that releases the same spring again.
///
/// A two-way set-associative table of ``slotCount`` slots, keyed by the
/// exact bits of every input (mass, stiffness and damping determine the rest
/// of the parameters), so a hit returns the same bits as the computation; a
/// miss replaces the less recently used slot of its pair. Made on the first
/// spring start of an engine: 256 slots of 56 bytes (14 KiB).
@usableFromInline
internal final class SettlingMemo {
    @usableFromInline
    internal struct Slot {
        var mass: Double
        var stiffness: Double
        var damping: Double
        var displacement: Double
        var speed: Double
        var epsilon: Double
        var duration: Double
    }

    @usableFromInline static let slotCount = 256

    private let slots: UnsafeMutablePointer<Slot>

    @usableFromInline
    internal init() {
        slots = .allocate(capacity: Self.slotCount)
        // NaN never equals a key: every slot starts empty.
        slots.initialize(
            repeating: Slot(mass: .nan, stiffness: .nan, damping: .nan, displacement: .nan, speed: .nan, epsilon: .nan, duration: 0),
            count: Self.slotCount)
    }

    deinit {
        slots.deallocate()
    }

    /// The memo's duration for these inputs, computing and keeping it (in
    /// place of its slot's earlier one) on a miss.
    @usableFromInline
    internal func duration(
        _ p: cspring_params, displacement: Double, speed: Double, epsilon: Double, compute: () -> Double
    ) -> Double {
        var hash = p.mass.bitPattern &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ p.stiffness.bitPattern) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ p.damping.bitPattern) &* 0x94D0_49BB_1331_11EB
        hash = (hash ^ displacement.bitPattern) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ speed.bitPattern) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ epsilon.bitPattern) &* 0x94D0_49BB_1331_11EB
        // The pair's most recently used slot first.
        let first = slots + Int(truncatingIfNeeded: hash >> 57) * 2
        let second = first + 1
        // Bit patterns, so that -0 and +0 never share a slot.
        func holds(_ slot: UnsafeMutablePointer<Slot>) -> Bool {
            let held = slot.pointee
            return held.mass.bitPattern == p.mass.bitPattern && held.stiffness.bitPattern == p.stiffness.bitPattern
                && held.damping.bitPattern == p.damping.bitPattern
                && held.displacement.bitPattern == displacement.bitPattern
                && held.speed.bitPattern == speed.bitPattern && held.epsilon.bitPattern == epsilon.bitPattern
        }
        if holds(first) { return first.pointee.duration }
        let duration: Double
        if holds(second) {
            duration = second.pointee.duration
        } else {
            duration = compute()
            second.pointee = Slot(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, displacement: displacement, speed: speed,
                epsilon: epsilon, duration: duration)
        }
        swap(&first.pointee, &second.pointee)
        return duration
    }
}
