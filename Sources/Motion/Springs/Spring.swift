/// A damped harmonic spring, with SwiftUI's `Spring` surface.
///
/// A spring is the oscillator `m·x″ + c·x′ + k·(x − target) = 0` with mass `m`,
/// stiffness `k` and damping `c`. Build one from whichever parameters you think
/// in (SwiftUI's duration and bounce, response and damping ratio, a settling
/// duration, Pop's bounciness and speed, Android's stiffness and damping ratio,
/// Rebound's tension and friction) and read any of the others back.
///
/// Evaluation is exact, in closed form, by the C core (`cspring_evaluate`),
/// for every damping ratio, so an animation driven by ``update(value:velocity:target:deltaTime:)``
/// is the same whatever its frame rate.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// (spring.mass, spring.stiffness, spring.damping)  // (1.0, 157.9…, 17.59…)
/// spring.value(target: 1.0, time: 0.25)           // 0.984…
/// ```
///
/// ## Validity
/// One rule, the C core's `cspring_params_init`: mass and stiffness finite
/// and > 0, damping finite and ≥ 0, and the derived rates (`k/m`, `c/2m`,
/// the damping ratio) finite, with `k/m` > 0. Every other initializer maps
/// its parameters to these and applies the same rule. Invalid parameters are
/// programmer errors: the initializers stop with a precondition failure
/// naming the parameters and the reason. Validate values that come from
/// outside with `cspring_params_init` (or the matching `cspring_params_*`
/// function) before building a spring, or decode them with `Codable`, which
/// throws instead.
///
/// Every accepted spring, however extreme (1e-300, 1e300, subnormals), has
/// finite ``settlingDuration`` (or `.infinity` when it never settles) and
/// finite positions and velocities at finite times. An animation of a
/// spring whose motion would take longer than ``settlingDurationLimit`` to
/// settle (a damping so light that `c/2m` is tiny or underflows to 0) lasts
/// ``settlingDurationLimit`` and ends exactly on its target.
public struct Spring: Sendable {
    /// The validated C parameters (`cspring_params`).
    @usableFromInline
    internal var parameters: cspring_params

    @inlinable
    internal init(parameters: cspring_params) {
        self.parameters = parameters
    }

    /// A spring from its physical coefficients.
    ///
    /// As in SwiftUI, an over-damped combination (damping above the critical
    /// `2·√(stiffness·mass)`) is treated as critically damped unless
    /// `allowOverDamping` is `true`: the damping is lowered to the critical
    /// value and the stiffness kept, so ``damping`` reads back the critical
    /// damping. The corresponding C function is `cspring_params_init`.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object on the spring, > 0.
    ///   - stiffness: The spring constant `k`, > 0.
    ///   - damping: The damping coefficient `c`, ≥ 0 (0 never settles).
    ///   - allowOverDamping: Whether damping above critical is kept.
    /// - Precondition: All values finite, mass and stiffness > 0, damping ≥ 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        var effectiveDamping = damping
        if !allowOverDamping {
            let critical = 2 * (stiffness * mass).squareRoot()
            if damping > critical { effectiveDamping = critical }
        }
        var p = cspring_params()
        let status = cspring_params_init(&p, mass, stiffness, effectiveDamping)
        precondition(
            status == .CSPRING_OK,
            "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)): \(cspringMessage(status))")
        self.init(parameters: p)
    }

    /// The validated C parameters, for calling the C core directly
    /// (`cspring_step_batch`, `cspring_settling_time`, …).
    @inlinable
    public var cParameters: cspring_params { parameters }

    // MARK: - Physical coefficients

    /// The mass of the object attached to the spring.
    @inlinable
    public var mass: Double { parameters.mass }

    /// The spring constant `k`: the restoring force per unit of displacement.
    @inlinable
    public var stiffness: Double { parameters.stiffness }

    /// The damping coefficient `c`: the friction force per unit of velocity.
    @inlinable
    public var damping: Double { parameters.damping }

    /// The damping ratio `ζ = c / (2·√(k·m))`: below 1 the spring overshoots,
    /// 1 is critical damping, above 1 it is over-damped.
    @inlinable
    public var dampingRatio: Double { parameters.damping_ratio }

    // MARK: - Perceptual parameters

    /// The period of the undamped spring, `2π·√(m/k)`, in seconds.
    ///
    /// The corresponding C function is `cspring_params_response`.
    public var response: Double {
        withUnsafePointer(to: parameters) { cspring_params_response($0) }
    }

    /// SwiftUI's perceptual duration, `2π·√(m/k)` seconds (the same as ``response``).
    ///
    /// It is not the time the spring takes to settle; see ``settlingDuration``.
    /// The corresponding C function is `cspring_params_duration`.
    public var duration: Double {
        withUnsafePointer(to: parameters) { cspring_params_duration($0) }
    }

    /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1 (0 is critical, 1 undamped), and
    /// `1/ζ − 1` (negative) for an over-damped spring.
    ///
    /// The corresponding C function is `cspring_params_bounce`.
    public var bounce: Double {
        withUnsafePointer(to: parameters) { cspring_params_bounce($0) }
    }

    /// The time, in seconds, after which a unit step from rest (0 toward 1)
    /// stays within 0.001 of its target; `.infinity` for an undamped spring,
    /// for one whose decay rate `c/2m` underflows to 0, and for one whose
    /// settling time is beyond Double's range or the C core's search.
    ///
    /// This is the exact last time `|x − 1| > 0.001`, the quantity that
    /// ``init(settlingDuration:dampingRatio:epsilon:)`` inverts. SwiftUI's
    /// getter returns an envelope estimate instead, which is longer.
    /// The corresponding C function is `cspring_params_settling_duration`.
    public var settlingDuration: Double {
        var result = 0.0
        let status = withUnsafePointer(to: parameters) {
            cspring_params_settling_duration($0, 0.001, &result)
        }
        // The parameters and ε are valid, so any other status means "no finite time".
        return status == .CSPRING_OK && result >= 0 ? result : .infinity
    }

    /// The longest that a spring or decay animation (``AnimationEngine``'s
    /// spring and decay `animate` methods, property springs) or a keyframe
    /// track's spring segment lasts: 10⁹ seconds, about 31.7 years.
    ///
    /// A spring damped so lightly, or a decay so slow, that it would settle
    /// later is cut off there: its last frame delivers exactly its resting
    /// value, as every animation's does, from wherever the motion has
    /// reached. This keeps every accepted spring and decay playable to its
    /// end within the engine's range of 2⁶³ ns (about 292 years).
    public static let settlingDurationLimit: Double = 1e9
}

// MARK: - Equatable, Hashable

extension Spring: Hashable {
    /// Whether two springs have the same mass, stiffness and damping.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
    }

    /// Hashes the mass, stiffness and damping.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
    }
}

// MARK: - Codable

extension Spring: Codable {
    private enum CodingKeys: String, CodingKey {
        case mass, stiffness, damping
    }

    /// Decodes a spring from `mass` (optional, default 1), `stiffness` and `damping`.
    ///
    /// Over-damping is kept as decoded.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the values when they do
    ///   not make a valid spring, and the decoder's errors for missing keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
        let stiffness = try container.decode(Double.self, forKey: .stiffness)
        let damping = try container.decode(Double.self, forKey: .damping)
        var p = cspring_params()
        let status = cspring_params_init(&p, mass, stiffness, damping)
        guard status == .CSPRING_OK else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "Invalid spring (mass: \(mass), stiffness: \(stiffness), damping: \(damping)): \(cspringMessage(status))"
                ))
        }
        self.init(parameters: p)
    }

    /// Encodes the spring as its `mass`, `stiffness` and `damping`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mass, forKey: .mass)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
    }
}

// MARK: - Status messages

/// The C core's description of `status`, for precondition and error messages.
@usableFromInline
internal func cspringMessage(_ status: cspring_status) -> String {
    String(cString: cspring_status_description(status))
}
