/// The last spring transition an engine's spring animations computed, keyed
/// by the spring and a whole number of nanoseconds since release (issue #17).
///
/// Animations that share a `Spring` and were released in the same frame are
/// at the very same whole-nanosecond time in every later frame, so one
/// `cspring_transition_make` per frame serves them all; the memo returns that
/// call's result bit for bit, so sharing never changes a value. The
/// parameters derive from mass, stiffness and damping alone, so those and the
/// time are the key. Engine-confined (one per engine, never global): the
/// engine is not `Sendable`.
@usableFromInline
internal final class SpringTransitionMemo {
    @usableFromInline @exclusivity(unchecked) var mass = Double.nan
    @usableFromInline @exclusivity(unchecked) var stiffness = Double.nan
    @usableFromInline @exclusivity(unchecked) var damping = Double.nan
    @usableFromInline @exclusivity(unchecked) var nanoseconds = Double.nan
    /// `cspring_transition_make` of the spring over `nanoseconds / 1e9` seconds.
    @usableFromInline @exclusivity(unchecked) var transition = cspring_transition()
    /// The run of equal springs (see ``SpringTransitionMemoService``) the
    /// transition was made for by ``transition(run:_:wholeNanoseconds:)``,
    /// at `wholeNanoseconds`; 0 when it was made from the parameters alone.
    @usableFromInline @exclusivity(unchecked) var run: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var wholeNanoseconds: UInt64 = 0
    /// The ``SharedDoubleSpring`` clients started and neither ended nor
    /// replaced by a retarget: frames look for them only while there are
    /// some. Only the cost depends on it.
    @usableFromInline @exclusivity(unchecked) var liveSprings = 0

    @usableFromInline
    internal init() {}

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
        if self.run == run && self.wholeNanoseconds == wholeNanoseconds {
            return transition
        }
        return remember(run: run, parameters, wholeNanoseconds: wholeNanoseconds)
    }

    /// ``remember(_:nanoseconds:)`` for ``transition(run:_:wholeNanoseconds:)``.
    @inlinable @inline(never)
    internal func remember(
        run: UInt64, _ parameters: UnsafeMutablePointer<cspring_params>, wholeNanoseconds: UInt64
    ) -> cspring_transition {
        let made = remember(parameters, nanoseconds: Double(wholeNanoseconds))
        self.run = run
        self.wholeNanoseconds = wholeNanoseconds
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
        run = 0
        return made
    }
}

/// Holds an engine's ``SpringTransitionMemo`` and the spring of the last
/// spring animation started, to hand the memo only to animations that can share it.
///
/// Animations started one after another with equal springs (mass, stiffness
/// and damping) form a run, numbered from 1 and never reused: a run's number
/// stands for its spring in ``SpringTransitionMemo/transition(run:_:wholeNanoseconds:)``.
internal final class SpringTransitionMemoService: EngineService {
    internal let memo = SpringTransitionMemo()
    private var last = (mass: Double.nan, stiffness: Double.nan, damping: Double.nan)
    private var run: UInt64 = 0

    internal required init() {}

    /// The memo and the run when `spring` is the spring of the previous
    /// animation started (springs started one after another can share its
    /// transitions), else nil (and a new run begins): a spring of its own
    /// evaluates directly, without the memo's bookkeeping.
    internal func memo(for spring: Spring) -> (memo: SpringTransitionMemo, run: UInt64)? {
        let key = (mass: spring.parameters.mass, stiffness: spring.parameters.stiffness, damping: spring.parameters.damping)
        // Springs have finite positive mass, stiffness and damping, so `==` is bit for bit.
        if key == last { return (memo, run) }
        last = key
        run += 1
        return nil
    }
}

extension AnimationEngine {
    /// The memo of this engine's spring animations and the run of equal
    /// springs, for one released with `spring` now: nil unless the previous
    /// one had the same spring.
    @usableFromInline
    internal func springTransitionMemo(for spring: Spring) -> (memo: SpringTransitionMemo, run: UInt64)? {
        let service = service(SpringTransitionMemoService.self)
        sharedSpringMemo = service.memo
        return service.memo(for: spring)
    }
}
