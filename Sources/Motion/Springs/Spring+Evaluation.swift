// Evaluating a spring on any MotionVector: position, velocity, force, frame
// updates and settling time, as in SwiftUI's Spring.
//
// Vectors go through the C core's 2×2 transition over t, applied to the
// displacement and velocity vectors:
//     x − T = m00·(x0 − T) + m01·v0,    v = m10·(x0 − T) + m11·v0.
// For Double the methods call cspring_evaluate and cspring_step themselves, so
// scalar results equal the C core's bit for bit on every platform (the C
// compiler may fuse a multiply-add that Swift does not).

extension Spring {
    // MARK: - Position and velocity

    /// The position at `time` of a spring released at 0 toward `target`.
    ///
    /// SwiftUI's semantics: `target` is the total change, and the result moves
    /// from 0 (at time 0) to `target`. Time ≤ 0 gives 0.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since release.
    /// - Returns: The position at `time`.
    @inlinable
    public func value<V: MotionVector>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        state(from: .zero, velocity: initialVelocity, target: target, time: time).position
    }

    /// The velocity at `time` of a spring released at 0 toward `target`, in units per second.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since release.
    /// - Returns: The velocity at `time` (`initialVelocity` for time ≤ 0).
    @inlinable
    public func velocity<V: MotionVector>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        state(from: .zero, velocity: initialVelocity, target: target, time: time).velocity
    }

    /// The position at `time` of a spring released at `fromValue` toward `toValue`.
    ///
    /// For `Double` this is `cspring_evaluate(…).position`, bit for bit.
    ///
    /// - Parameters:
    ///   - fromValue: The position at time 0.
    ///   - toValue: Where the spring comes to rest.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since release.
    /// - Returns: The position at `time` (`fromValue` for time ≤ 0).
    @inlinable
    public func value<V: MotionVector>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        state(from: fromValue, velocity: initialVelocity, target: toValue, time: time).position
    }

    /// The velocity at `time` of a spring released at `fromValue` toward `toValue`.
    ///
    /// For `Double` this is `cspring_evaluate(…).velocity`, bit for bit.
    ///
    /// - Parameters:
    ///   - fromValue: The position at time 0.
    ///   - toValue: Where the spring comes to rest.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since release.
    /// - Returns: The velocity at `time` (`initialVelocity` for time ≤ 0).
    @inlinable
    public func velocity<V: MotionVector>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        state(from: fromValue, velocity: initialVelocity, target: toValue, time: time).velocity
    }

    // MARK: - Frame updates

    /// Advances a spring's position and velocity by `deltaTime` toward `target`.
    ///
    /// Exact for any `deltaTime`: many small steps land where one large step
    /// does (to rounding), and `target` may change between calls with the
    /// velocity carried over. A `deltaTime` ≤ 0 leaves both unchanged. For
    /// `Double` this is `cspring_step`, bit for bit.
    ///
    /// `value` and `target` are absolute positions: the spring moves from
    /// `value` toward `target`.
    ///
    /// - Parameters:
    ///   - value: The current position, updated in place.
    ///   - velocity: The current velocity in units per second, updated in place.
    ///   - target: Where the spring is heading.
    ///   - deltaTime: The time to advance, in seconds.
    @inlinable
    public func update<V: MotionVector>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        if V.self == Double.self {
            var current = cspring_state(
                position: unsafeBitCast(value, to: Double.self), velocity: unsafeBitCast(velocity, to: Double.self))
            let goal = unsafeBitCast(target, to: Double.self)
            withUnsafePointer(to: parameters) { cspring_step($0, goal, deltaTime, &current) }
            value = unsafeBitCast(current.position, to: V.self)
            velocity = unsafeBitCast(current.velocity, to: V.self)
            return
        }
        guard deltaTime > 0 || deltaTime.isNaN else { return }
        (value, velocity) = state(from: value, velocity: velocity, target: target, time: deltaTime)
    }

    // MARK: - Force

    /// The force on the mass at `position` moving at `velocity`: `k·(target − position) − c·velocity`.
    ///
    /// Divide by ``mass`` for the acceleration. SwiftUI's reverse-engineered
    /// `force` uses `m·(ω² + λ²)` for the stiffness term, which equals `k` only
    /// for springs that are not over-damped; this uses `k` and `c` themselves,
    /// the physically correct force in every regime.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - position: The current position.
    ///   - velocity: The current velocity, in units per second.
    /// - Returns: The force, in mass·units per second².
    @inlinable
    public func force<V: MotionVector>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: parameters.stiffness) - velocity.scaled(by: parameters.damping)
    }

    // MARK: - Settling

    /// The time after which a spring released at 0 toward `target` stays
    /// within `epsilon` of it, in seconds; `.infinity` for an undamped spring
    /// that moves.
    ///
    /// For `Double` (and any vector whose initial velocity is parallel to
    /// `target` or zero) this is exact: the last time `|x − target| > epsilon`,
    /// from `cspring_visual_completion_time`. Otherwise the motion is split
    /// into two orthogonal scalar springs, along the initial displacement and
    /// across it, with `|x − target|² = u₁² + u₂²`. Each gets a share `εᵢ` of
    /// `epsilon` (`ε₁² + ε₂² = ε²`), and the later of their exact times is an
    /// upper bound on the exact time; the split is bisected to make that
    /// bound as small as possible (about 100 scalar solves). This assumes
    /// `magnitudeSquared` comes from an inner product, as it does for every
    /// Euclidean vector.
    /// `epsilon` is absolute, in the units of `target`. SwiftUI returns a
    /// looser envelope estimate.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest (the change from 0).
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - epsilon: The distance from the target that counts as settled, > 0.
    /// - Returns: The settling time in seconds, 0 if the spring never leaves
    ///   the ε-ball, `.infinity` if it never settles or its settling time is
    ///   beyond Double's range or the C core's search.
    /// - Precondition: `epsilon` finite and > 0; `target` and `initialVelocity` finite.
    public func settlingDuration<V: MotionVector>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001) -> Double {
        precondition(
            epsilon > 0 && epsilon.isFinite,
            "Spring.settlingDuration(target:initialVelocity:epsilon: \(epsilon)): epsilon must be finite and > 0")
        if V.self == Double.self {
            let distance = unsafeBitCast(target, to: Double.self)
            let speed = unsafeBitCast(initialVelocity, to: Double.self)
            precondition(
                distance.isFinite && speed.isFinite,
                "Spring.settlingDuration(target: \(distance), initialVelocity: \(speed)): both must be finite")
            return lastExit(displacement: -distance, velocity: speed, epsilon: epsilon)
        }
        let displacement = V.zero - target
        let distance = displacement.magnitude
        let speed = initialVelocity.magnitude
        precondition(
            distance.isFinite && speed.isFinite,
            "Spring.settlingDuration(target: \(target), initialVelocity: \(initialVelocity)): both must be finite (magnitudes \(distance) and \(speed))"
        )
        if speed == 0 || distance == 0 {
            return lastExit(displacement: distance, velocity: speed, epsilon: epsilon)
        }
        // The unit displacement direction e, and the velocity along and across it.
        let e = displacement.scaled(by: 1 / distance)
        let f = initialVelocity.scaled(by: 1 / speed)
        let cosine = min(1, max(-1, ((e + f).magnitudeSquared - (e - f).magnitudeSquared) / 4))
        let along = speed * cosine
        let across = (initialVelocity - e.scaled(by: along)).magnitude
        if across == 0 {
            return lastExit(displacement: distance, velocity: along, epsilon: epsilon)
        }
        // |x − target|² = u₁² + u₂², two scalar springs (along and across). Any split
        // ε₁ = ε·√(1 − s²), ε₂ = ε·s bounds the time; bisect s for the tightest.
        // T₁ grows with s and T₂ shrinks, so the best split is where they cross.
        var low = 0.0
        var high = 1.0
        var best = Double.infinity
        for _ in 0..<48 {
            let share = 0.5 * (low + high)
            let rest = (1 - share * share).squareRoot()
            let timeAlong = lastExit(displacement: distance, velocity: along, epsilon: epsilon * rest)
            let timeAcross = lastExit(displacement: 0, velocity: across, epsilon: epsilon * share)
            best = min(best, max(timeAlong, timeAcross))
            if timeAlong < timeAcross {
                low = share
            } else {
                high = share
                if rest == 1 { break }  // the motion along has all of ε: nothing left to gain
            }
        }
        return best
    }

    // MARK: - Internals

    /// The state at `time` of a spring released at (`x0`, `v0`) toward `target`.
    @inlinable
    internal func state<V: MotionVector>(from x0: V, velocity v0: V, target: V, time: Double) -> (position: V, velocity: V) {
        if V.self == Double.self {
            let result = withUnsafePointer(to: parameters) {
                cspring_evaluate(
                    $0, unsafeBitCast(x0, to: Double.self), unsafeBitCast(v0, to: Double.self),
                    unsafeBitCast(target, to: Double.self), time)
            }
            return (unsafeBitCast(result.position, to: V.self), unsafeBitCast(result.velocity, to: V.self))
        }
        if time <= 0 { return (x0, v0) }
        let transition = withUnsafePointer(to: parameters) { cspring_transition_make($0, time) }
        let displacement = x0 - target
        return (
            target + (displacement.scaled(by: transition.m00) + v0.scaled(by: transition.m01)),
            displacement.scaled(by: transition.m10) + v0.scaled(by: transition.m11)
        )
    }

    /// The exact last time a scalar spring at (`displacement`, `velocity`) is
    /// more than `epsilon` from its target; `.infinity` when the C core finds
    /// no finite time (the inputs are checked by the caller, so any status
    /// but OK means that).
    private func lastExit(displacement: Double, velocity: Double, epsilon: Double) -> Double {
        var result = 0.0
        let status = withUnsafePointer(to: parameters) {
            cspring_visual_completion_time($0, displacement, velocity, epsilon, &result)
        }
        return status == .CSPRING_OK && result >= 0 ? result : .infinity
    }
}
