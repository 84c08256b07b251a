/// The last spring transitions an engine's spring animations computed, keyed
/// by the spring and a whole number of nanoseconds since release (issue #17).
///
/// Animations that share a `Spring` and were released in the same frame are
/// at the very same whole-nanosecond time in every later frame, so one
/// `cspring_transition_make` per frame serves them all; the memo returns that
/// call's result bit for bit, so sharing never changes a value. The
/// parameters derive from mass, stiffness and damping alone, so those and the
/// time are the key. One slot is keyed by the parameters; ``runSlotCount``
/// more by the run of a ``SharedDoubleSpring`` (a number that stands for its
/// spring), so springs started interleaved (A, B, A, B) share too.
/// Engine-confined (one per engine, never global): the engine is not `Sendable`.
@usableFromInline
internal final class SpringTransitionMemo {
    @usableFromInline @exclusivity(unchecked) var mass = Double.nan
    @usableFromInline @exclusivity(unchecked) var stiffness = Double.nan
    @usableFromInline @exclusivity(unchecked) var damping = Double.nan
    @usableFromInline @exclusivity(unchecked) var nanoseconds = Double.nan
    /// `cspring_transition_make` of the spring over `nanoseconds / 1e9` seconds.
    @usableFromInline @exclusivity(unchecked) var transition = cspring_transition()
    /// The transitions that ``transition(run:_:wholeNanoseconds:)`` made,
    /// run `r`'s in slot `r % runSlotCount`.
    @usableFromInline let runSlots: UnsafeMutablePointer<RunSlot>

    /// A transition of a run's spring at a whole number of nanoseconds.
    @usableFromInline
    internal struct RunSlot {
        /// The run (see ``SpringTransitionMemoService``); 0 when empty.
        @usableFromInline var run: UInt64 = 0
        @usableFromInline var wholeNanoseconds: UInt64 = 0
        @usableFromInline var transition = cspring_transition()

        @inlinable init() {}
    }

    /// The number of run slots: the service keeps that many springs' runs.
    @inlinable static var runSlotCount: Int { 8 }
    /// The ``SharedDoubleSpring`` clients started and neither ended nor
    /// replaced by a retarget: frames look for them only while there are
    /// some. Only the cost depends on it.
    @usableFromInline @exclusivity(unchecked) var liveSprings = 0

    @usableFromInline
    internal init() {
        runSlots = .allocate(capacity: Self.runSlotCount)
        runSlots.initialize(repeating: RunSlot(), count: Self.runSlotCount)
    }

    deinit {
        runSlots.deallocate()
    }

    /// `cspring_transition_make(parameters, nanoseconds / 1e9)`, from the memo
    /// when it holds that spring and time (compared bit for bit).
    @inlinable @inline(__always)
    internal func transition(
        _ parameters: UnsafeMutablePointer<cspring_params>, nanoseconds: Double
    ) -> cspring_transition {
        if self.nanoseconds.bitPattern == nanoseconds.bitPattern
            && stiffness.bitPattern == parameters.pointee.stiffness.bitPattern
            && damping.bitPattern == parameters.pointee.damping.bitPattern
            && mass.bitPattern == parameters.pointee.mass.bitPattern
        {
            return transition
        }
        return remember(parameters, nanoseconds: nanoseconds)
    }

    /// `cspring_transition_make(parameters, Double(wholeNanoseconds) / 1e9)`
    /// for a spring of run `run` (> 0), whose `parameters` are those of every
    /// spring of the run: the same transition as
    /// ``transition(_:nanoseconds:)`` at `Double(wholeNanoseconds)`, found
    /// by comparing two integers. `wholeNanoseconds` must be below 2⁵³.
    @inlinable @inline(__always)
    internal func transition(
        run: UInt64, _ parameters: UnsafeMutablePointer<cspring_params>, wholeNanoseconds: UInt64
    ) -> cspring_transition {
        let slot = runSlots + Int(truncatingIfNeeded: run % UInt64(Self.runSlotCount))
        if slot.pointee.run == run && slot.pointee.wholeNanoseconds == wholeNanoseconds {
            return slot.pointee.transition
        }
        return remember(slot, run: run, parameters, wholeNanoseconds: wholeNanoseconds)
    }

    /// Makes the transition of ``transition(run:_:wholeNanoseconds:)`` and keeps it in `slot`.
    @inlinable @inline(never)
    internal func remember(
        _ slot: UnsafeMutablePointer<RunSlot>, run: UInt64, _ parameters: UnsafeMutablePointer<cspring_params>,
        wholeNanoseconds: UInt64
    ) -> cspring_transition {
        let made = cspring_transition_make(parameters, Double(wholeNanoseconds) / 1e9)
        slot.pointee.run = run
        slot.pointee.wholeNanoseconds = wholeNanoseconds
        slot.pointee.transition = made
        return made
    }

    /// Computes, remembers and returns the transition of `parameters` over `nanoseconds / 1e9` seconds.
    @inlinable @inline(__always)
    internal func remember(
        _ parameters: UnsafeMutablePointer<cspring_params>, nanoseconds: Double
    ) -> cspring_transition {
        let made = cspring_transition_make(parameters, nanoseconds / 1e9)
        mass = parameters.pointee.mass
        stiffness = parameters.pointee.stiffness
        damping = parameters.pointee.damping
        self.nanoseconds = nanoseconds
        transition = made
        return made
    }
}

/// One spring's run (see ``SpringTransitionMemoService``): its number,
/// its parameters and the engine's memo, which every ``SharedDoubleSpring``
/// started with that spring refers to instead of keeping copies (issue #17).
@usableFromInline
internal final class SpringRun {
    /// Never changed: a `var` only so that frames pass it to C by address.
    @usableFromInline @exclusivity(unchecked) var parameters: cspring_params
    /// A number from 1, never reused, that stands for the spring in
    /// ``SpringTransitionMemo/transition(run:_:wholeNanoseconds:)``.
    @usableFromInline let number: UInt64
    @usableFromInline let memo: SpringTransitionMemo

    internal init(parameters: cspring_params, number: UInt64, memo: SpringTransitionMemo) {
        self.parameters = parameters
        self.number = number
        self.memo = memo
    }
}

/// Holds an engine's ``SpringTransitionMemo`` and the springs of the last
/// spring animations started, to hand the memo only to animations that can share it.
///
/// Each of the last ``SpringTransitionMemo/runSlotCount`` different springs
/// (mass, stiffness and damping) has a run: a number from 1, never reused,
/// that stands for the spring in ``SpringTransitionMemo/transition(run:_:wholeNanoseconds:)``.
/// The runs of the springs held are consecutive, so their memo slots differ.
internal final class SpringTransitionMemoService: EngineService {
    internal let memo = SpringTransitionMemo()
    /// The springs held and their runs, run `r`'s at `r % runSlotCount`;
    /// `shared` is made when a second animation starts with the spring.
    /// (Never accessed in place across a call: no dynamic exclusivity checks.)
    @exclusivity(unchecked) private var springs = [(mass: Double, stiffness: Double, damping: Double, run: UInt64, shared: SpringRun?)](
        repeating: (.nan, .nan, .nan, 0, nil), count: SpringTransitionMemo.runSlotCount)
    @exclusivity(unchecked) private var lastRun: UInt64 = 0

    internal required init() {}

    /// The run of `spring` when it is one of the springs held (an animation
    /// started earlier had it, so they can share transitions), else nil,
    /// and the spring takes a new run in place of the oldest: a spring of
    /// its own evaluates directly, without the memo's bookkeeping.
    internal func run(for spring: Spring) -> SpringRun? {
        let p = spring.parameters
        // An animated spring's mass, stiffness and damping are finite and
        // > 0 (SpringTrajectory requires it), so `==` is bit for bit; the
        // derived parameters follow from these three (every constructor ends
        // in cspring_params_init), so the run's are the spring's.
        for index in springs.indices {
            let held = springs[index]
            guard held.mass == p.mass && held.stiffness == p.stiffness && held.damping == p.damping else { continue }
            if let shared = held.shared { return shared }
            let shared = SpringRun(parameters: p, number: held.run, memo: memo)
            springs[index].shared = shared
            return shared
        }
        lastRun += 1
        springs[Int(lastRun % UInt64(springs.count))] = (p.mass, p.stiffness, p.damping, lastRun, nil)
        return nil
    }
}

extension AnimationEngine {
    /// The run of `spring` in this engine's memo, for an animation released
    /// with it now: nil unless one of the last
    /// ``SpringTransitionMemo/runSlotCount`` different springs started is `spring`.
    @usableFromInline
    internal func springRun(for spring: Spring) -> SpringRun? {
        let service = service(SpringTransitionMemoService.self)
        sharedSpringMemo = service.memo
        return service.run(for: spring)
    }
}
