/// Exponential velocity decay (a fling), as in UIScrollView and Pop.
///
/// The velocity falls as `v(t) = v0·e^(−t/τ)` and the position approaches its
/// projection `x0 + v0·gain`, where the gain depends on the ``Convention``.
///
/// ```swift
/// let decay = Decay.normal                                // UIScrollView, 0.998 per ms
/// decay.projection(from: 0.0, velocity: 1000.0)           // 499.0
/// decay.velocity(toLandAt: 600.0, from: 0.0)              // the fling that stops at 600
/// ```
///
/// ## Validity
/// A decay has a finite time constant τ > 0 and a finite gain > 0; each
/// initializer checks the value it derives them from and names that value
/// when it stops. Evaluation is finite for every accepted decay and finite
/// position, velocity and time. An animation of a decay slower than
/// ``Spring/settlingDurationLimit`` is cut off there and ends exactly on its
/// projection; ``AnimationEngine/animateDecay(from:initialVelocity:decay:epsilon:delay:options:replacing:update:completion:)``
/// refuses a non-finite position or velocity, and a projection that overflows.
public struct Decay: Sendable {
    /// The C decay (`cspring_decay`).
    @usableFromInline
    internal var decay: cspring_decay

    @inlinable
    internal init(decay: cspring_decay) {
        self.decay = decay
    }

    /// How a per-millisecond rate turns into distance travelled.
    public enum Convention: Sendable, Hashable, CaseIterable {
        /// The position is the exact integral of the velocity: gain = τ.
        /// (b3ll/Motion's `DecayFunction`.) 1000 units/s at 0.998 rests 499.4998 units away.
        case continuous

        /// Pop's and UIScrollView's: the velocity is applied once per whole
        /// millisecond, gain = d/(1000·(1 − d)). 1000 units/s at 0.998 rests 499.0 units away.
        case pop

        @usableFromInline
        internal var cValue: cspring_decay_convention {
            switch self {
            case .continuous: .CSPRING_DECAY_CONTINUOUS
            case .pop: .CSPRING_DECAY_POP
            }
        }
    }

    /// A decay from a per-millisecond velocity rate, UIScrollView's 0.998 by default.
    ///
    /// The time constant is `τ = −1/(1000·ln rate)` seconds. The corresponding
    /// C function is `cspring_decay_from_rate`.
    ///
    /// - Parameters:
    ///   - rate: The fraction of velocity kept per millisecond, in (0, 1).
    ///   - convention: How far the motion travels; Pop's by default.
    /// - Precondition: `rate` in (0, 1).
    public init(rate: Double = 0.998, convention: Convention = .pop) {
        var d = cspring_decay()
        let status = cspring_decay_from_rate(&d, rate, convention.cValue)
        precondition(
            status == .CSPRING_OK,
            "Decay(rate: \(rate)): \(cspringMessage(status)) (the rate per millisecond must be in (0, 1))")
        self.init(decay: d)
    }

    /// A decay from its time constant τ in seconds, in the continuous convention.
    ///
    /// The corresponding C function is `cspring_decay_from_time_constant`.
    ///
    /// - Parameter timeConstant: The time for the velocity to fall by a factor e, > 0.
    /// - Precondition: `timeConstant` finite and > 0.
    public init(timeConstant: Double) {
        do throws(MotionArgumentError) {
            self.init(decay: try Self.checked(timeConstant: timeConstant))
        } catch {
            preconditionFailure("Decay(\(error.argument): \(error.value)): \(error.reason)")
        }
    }

    /// Checks the rule of ``init(timeConstant:)`` without stopping: a loader
    /// calls it to refuse a value from outside with an error.
    ///
    /// - Parameter timeConstant: The candidate time constant τ in seconds.
    /// - Throws: ``MotionArgumentError`` naming `timeConstant` unless it is finite and > 0.
    public static func validate(timeConstant: Double) throws(MotionArgumentError) {
        _ = try checked(timeConstant: timeConstant)
    }

    private static func checked(timeConstant: Double) throws(MotionArgumentError) -> cspring_decay {
        var d = cspring_decay()
        let status = cspring_decay_from_time_constant(&d, timeConstant)
        guard status == .CSPRING_OK else {
            throw MotionArgumentError(argument: "timeConstant", value: "\(timeConstant)", reason: cspringMessage(status))
        }
        return d
    }

    /// Android's `FlingAnimation` (and Compose's `exponentialDecay`) friction:
    /// `τ = 1/(4.2·friction)` seconds, continuous convention.
    ///
    /// - Parameter androidFriction: The friction multiplier, Android's default 1;
    ///   finite, > 0, and such that `τ` is finite and > 0 (about 6e-310 to 4e307).
    /// - Precondition: `androidFriction` finite and > 0, with `1/(4.2·androidFriction)` finite and > 0.
    public init(androidFriction: Double) {
        do throws(MotionArgumentError) {
            self.init(decay: try Self.checked(androidFriction: androidFriction))
        } catch {
            preconditionFailure("Decay(\(error.argument): \(error.value)): \(error.reason)")
        }
    }

    /// Checks the rule of ``init(androidFriction:)`` without stopping: a
    /// loader calls it to refuse a value from outside with an error.
    ///
    /// - Parameter androidFriction: The candidate friction multiplier.
    /// - Throws: ``MotionArgumentError`` naming `androidFriction` unless it is
    ///   finite and > 0 with a time constant `1/(4.2·androidFriction)` finite and > 0.
    public static func validate(androidFriction: Double) throws(MotionArgumentError) {
        _ = try checked(androidFriction: androidFriction)
    }

    private static func checked(androidFriction: Double) throws(MotionArgumentError) -> cspring_decay {
        guard androidFriction > 0 && androidFriction.isFinite else {
            throw MotionArgumentError(
                argument: "androidFriction", value: "\(androidFriction)", reason: "the friction must be finite and > 0")
        }
        let timeConstant = 1 / (CSPRING_ANDROID_FLING_FRICTION * androidFriction)
        var d = cspring_decay()
        guard cspring_decay_from_time_constant(&d, timeConstant) == .CSPRING_OK else {
            throw MotionArgumentError(
                argument: "androidFriction", value: "\(androidFriction)",
                reason: "out of range: the time constant 1/(4.2·friction) is \(timeConstant), not finite and > 0")
        }
        return d
    }

    /// UIScrollView's `.normal` deceleration: rate 0.998 per ms, Pop convention.
    public static let normal = Decay(rate: CSPRING_DECAY_RATE_NORMAL)

    /// UIScrollView's `.fast` deceleration: rate 0.99 per ms, Pop convention.
    public static let fast = Decay(rate: CSPRING_DECAY_RATE_FAST)

    /// The C decay, for calling the C core directly (`cspring_decay_evaluate`, …).
    @inlinable
    public var cDecay: cspring_decay { decay }

    /// The time constant τ in seconds: the velocity falls by a factor e every τ.
    @inlinable
    public var timeConstant: Double { decay.time_constant }

    /// The distance travelled per unit of initial velocity, in seconds:
    /// the motion comes to rest `velocity·gain` away.
    @inlinable
    public var gain: Double { decay.gain }

    // MARK: - Evaluation

    /// Where a fling from `position` at `velocity` comes to rest: `position + velocity·gain`.
    ///
    /// For `Double` this is `cspring_decay_projection`, bit for bit.
    ///
    /// - Parameters:
    ///   - position: The position at release.
    ///   - velocity: The velocity at release, in units per second.
    /// - Returns: The resting position.
    @inlinable
    public func projection<V: MotionVector>(from position: V, velocity: V) -> V {
        if V.self == Double.self {
            let rest = withUnsafePointer(to: decay) {
                cspring_decay_projection(
                    $0, unsafeBitCast(position, to: Double.self), unsafeBitCast(velocity, to: Double.self))
            }
            return unsafeBitCast(rest, to: V.self)
        }
        return position + velocity.scaled(by: decay.gain)
    }

    /// The position at `time` of a fling released at `position` with `velocity`.
    ///
    /// For `Double` this is `cspring_decay_evaluate(…).position`, bit for bit.
    ///
    /// - Parameters:
    ///   - position: The position at release.
    ///   - velocity: The velocity at release, in units per second.
    ///   - time: Seconds since release (≤ 0 gives `position`).
    /// - Returns: The position at `time`.
    @inlinable
    public func value<V: MotionVector>(from position: V, velocity: V, time: Double) -> V {
        state(from: position, velocity: velocity, time: time).position
    }

    /// The velocity at `time` of a fling released with `initialVelocity`: `v0·e^(−t/τ)`.
    ///
    /// - Parameters:
    ///   - initialVelocity: The velocity at release, in units per second.
    ///   - time: Seconds since release (≤ 0 gives `initialVelocity`).
    /// - Returns: The velocity at `time`.
    @inlinable
    public func velocity<V: MotionVector>(initialVelocity: V, time: Double) -> V {
        state(from: .zero, velocity: initialVelocity, time: time).velocity
    }

    /// Advances a fling's position and velocity by `deltaTime`.
    ///
    /// Exact for any `deltaTime` (decay is memoryless). A `deltaTime` ≤ 0
    /// leaves both unchanged.
    ///
    /// - Parameters:
    ///   - value: The current position, updated in place.
    ///   - velocity: The current velocity in units per second, updated in place.
    ///   - deltaTime: The time to advance, in seconds.
    @inlinable
    public func update<V: MotionVector>(value: inout V, velocity: inout V, deltaTime: Double) {
        guard deltaTime > 0 || deltaTime.isNaN else { return }
        (value, velocity) = state(from: value, velocity: velocity, time: deltaTime)
    }

    /// The release velocity that makes a fling from `position` come to rest
    /// exactly at `target`: `(target − position)/gain`.
    ///
    /// Use it to snap a fling to a page or a detent while keeping its feel.
    /// For `Double` this is `cspring_decay_velocity_for_target`, bit for bit.
    ///
    /// - Parameters:
    ///   - target: Where the fling should stop.
    ///   - position: The position at release.
    /// - Returns: The velocity in units per second.
    @inlinable
    public func velocity<V: MotionVector>(toLandAt target: V, from position: V) -> V {
        if V.self == Double.self {
            let v = withUnsafePointer(to: decay) {
                cspring_decay_velocity_for_target(
                    $0, unsafeBitCast(position, to: Double.self), unsafeBitCast(target, to: Double.self))
            }
            return unsafeBitCast(v, to: V.self)
        }
        return (target - position).scaled(by: 1 / decay.gain)
    }

    /// The time until the speed of a fling released at `velocity` falls to
    /// `threshold`: `τ·ln(|v0|/threshold)`, or 0 if it already has.
    ///
    /// For vectors the speed is the magnitude. The corresponding C function is
    /// `cspring_decay_time_to_velocity`.
    ///
    /// - Parameters:
    ///   - velocity: The velocity at release, in units per second.
    ///   - threshold: The speed at which the fling counts as stopped, > 0.
    /// - Returns: The duration in seconds.
    /// - Precondition: `threshold > 0`; `velocity` finite.
    public func duration<V: MotionVector>(velocity: V, threshold: Double) -> Double {
        let speed: Double = V.self == Double.self ? abs(unsafeBitCast(velocity, to: Double.self)) : velocity.magnitude
        var result = 0.0
        let status = withUnsafePointer(to: decay) { cspring_decay_time_to_velocity($0, speed, threshold, &result) }
        precondition(
            status == .CSPRING_OK,
            "Decay.duration(velocity: speed \(speed), threshold: \(threshold)): \(cspringMessage(status))")
        return result
    }

    /// The state at `time` of a fling released at (`x0`, `v0`).
    @inlinable
    internal func state<V: MotionVector>(from x0: V, velocity v0: V, time: Double) -> (position: V, velocity: V) {
        if V.self == Double.self {
            let result = withUnsafePointer(to: decay) {
                cspring_decay_evaluate(
                    $0, unsafeBitCast(x0, to: Double.self), unsafeBitCast(v0, to: Double.self), time)
            }
            return (unsafeBitCast(result.position, to: V.self), unsafeBitCast(result.velocity, to: V.self))
        }
        if time <= 0 { return (x0, v0) }
        // The unit response: distance per unit velocity g·(1 − e^(−t/τ)) and e^(−t/τ).
        let unit = withUnsafePointer(to: decay) { cspring_decay_evaluate($0, 0, 1, time) }
        return (x0 + v0.scaled(by: unit.position), v0.scaled(by: unit.velocity))
    }
}

// MARK: - Equatable, Hashable

extension Decay: Hashable {
    /// Whether two decays have the same time constant and gain.
    public static func == (lhs: Decay, rhs: Decay) -> Bool {
        lhs.timeConstant == rhs.timeConstant && lhs.gain == rhs.gain
    }

    /// Hashes the time constant and gain.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(timeConstant)
        hasher.combine(gain)
    }
}

// MARK: - Codable

extension Decay: Codable {
    private enum CodingKeys: String, CodingKey {
        case timeConstant, gain
    }

    /// Decodes a decay from `timeConstant` and `gain` (optional: the time
    /// constant, the continuous convention), both in seconds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the values when either
    ///   is not finite and positive, and the decoder's errors for missing keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let timeConstant = try container.decode(Double.self, forKey: .timeConstant)
        let gain = try container.decodeIfPresent(Double.self, forKey: .gain) ?? timeConstant
        guard timeConstant > 0, timeConstant.isFinite, gain > 0, gain.isFinite else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "Invalid decay (timeConstant: \(timeConstant), gain: \(gain)): both must be finite and > 0"))
        }
        self.init(decay: cspring_decay(time_constant: timeConstant, gain: gain))
    }

    /// Encodes the decay as its `timeConstant` and `gain`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeConstant, forKey: .timeConstant)
        try container.encode(gain, forKey: .gain)
    }
}
