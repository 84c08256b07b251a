// The other ways to describe a spring: SwiftUI's perceptual parameters, a
// settling duration, Pop, Android and Rebound. Each maps to mass 1.

extension Spring {
    // MARK: - SwiftUI

    /// A spring from SwiftUI's perceptual duration and bounce, with mass 1.
    ///
    /// Stiffness `k = (2π/duration)²`; damping ratio `ζ = 1 − bounce` for
    /// bounce ≥ 0 and `1/(1 + bounce)` below 0 (over-damped). The corresponding
    /// C function is `cspring_params_from_duration_bounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, > 0.
    ///   - bounce: In (−1, 1]: 0 is critically damped (no overshoot), 1 never
    ///     stops bouncing, negative values are over-damped. (SwiftUI documents
    ///     [−1, 1]; −1 would need infinite damping and is rejected.)
    /// - Precondition: `duration > 0`, `bounce` in (−1, 1], both finite.
    public init(duration: Double = 0.5, bounce: Double = 0.0) {
        var p = cspring_params()
        let status = cspring_params_from_duration_bounce(&p, duration, bounce)
        precondition(status == .CSPRING_OK, "Spring(duration: \(duration), bounce: \(bounce)): \(cspringMessage(status))")
        self.init(parameters: p)
    }

    /// A spring from a response (the undamped period) and a damping ratio, with mass 1.
    ///
    /// Stiffness `k = (2π/response)²`, damping `c = 4π·ζ/response`, as in
    /// SwiftUI and UIKit. The corresponding C function is `cspring_params_from_response`.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring in seconds, > 0.
    ///   - dampingRatio: ζ ≥ 0: below 1 the spring overshoots.
    /// - Precondition: `response > 0`, `dampingRatio ≥ 0`, both finite.
    public init(response: Double, dampingRatio: Double) {
        var p = cspring_params()
        let status = cspring_params_from_response(&p, response, dampingRatio)
        precondition(
            status == .CSPRING_OK,
            "Spring(response: \(response), dampingRatio: \(dampingRatio)): \(cspringMessage(status))")
        self.init(parameters: p)
    }

    /// The spring with damping ratio `dampingRatio` and mass 1 whose unit step
    /// from rest stays within `epsilon` of its target after exactly
    /// `settlingDuration` seconds.
    ///
    /// The inverse is exact (``settlingDuration`` reads the value back for
    /// ε = 0.001). Unlike SwiftUI, which clamps the damping ratio to (0, 1] and
    /// the duration to [0.01, 10] s and solves approximately, this accepts any
    /// positive value. The corresponding C function is
    /// `cspring_params_from_settling_duration`.
    ///
    /// - Parameters:
    ///   - settlingDuration: The settling time in seconds, > 0.
    ///   - dampingRatio: ζ > 0 (an undamped spring never settles).
    ///   - epsilon: The distance to the target, relative to the step, in (0, 1).
    /// - Precondition: the ranges above, all values finite.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        var p = cspring_params()
        let status = cspring_params_from_settling_duration(&p, settlingDuration, dampingRatio, epsilon)
        precondition(
            status == .CSPRING_OK,
            "Spring(settlingDuration: \(settlingDuration), dampingRatio: \(dampingRatio), epsilon: \(epsilon)): \(cspringMessage(status))"
        )
        self.init(parameters: p)
    }

    // MARK: - Pop / Origami

    /// A spring from Pop's (and Origami's) bounciness and speed, with mass 1.
    ///
    /// Pop's defaults are bounciness 4 and speed 12 (tension ≈ 342.1, friction
    /// ≈ 30.49). Values are not limited to Pop's nominal [0, 20]. The
    /// corresponding C function is `cspring_params_from_pop`.
    ///
    /// - Parameters:
    ///   - bounciness: Pop's `springBounciness`, ≥ 0.
    ///   - speed: Pop's `springSpeed`, ≥ 0.
    /// - Precondition: both ≥ 0 and finite, and the mapped friction ≥ 0.
    public init(bounciness: Double, speed: Double) {
        var p = cspring_params()
        let status = cspring_params_from_pop(&p, bounciness, speed)
        precondition(status == .CSPRING_OK, "Spring(bounciness: \(bounciness), speed: \(speed)): \(cspringMessage(status))")
        self.init(parameters: p)
    }

    /// Pop's bounciness for this spring (scaled to mass 1), or `nil` when Pop's
    /// mapping cannot produce the spring (its tension or friction falls outside
    /// the range Pop's bounciness and speed can reach).
    ///
    /// The corresponding C function is `cspring_params_to_pop`.
    public var bounciness: Double? { pop?.bounciness }

    /// Pop's speed for this spring (scaled to mass 1), or `nil` when Pop's
    /// mapping cannot produce the spring.
    ///
    /// The corresponding C function is `cspring_params_to_pop`.
    public var speed: Double? { pop?.speed }

    private var pop: (bounciness: Double, speed: Double)? {
        var bounciness = 0.0
        var speed = 0.0
        let status = withUnsafePointer(to: parameters) { cspring_params_to_pop($0, &bounciness, &speed) }
        return status == .CSPRING_OK ? (bounciness, speed) : nil
    }

    // MARK: - Rebound / react-spring

    /// A spring from Rebound's (and react-spring's) tension and friction, with mass 1.
    ///
    /// The same as `Spring(mass: 1, stiffness: tension, damping: friction,
    /// allowOverDamping: true)`. The corresponding C function is
    /// `cspring_params_from_tension_friction`.
    ///
    /// - Parameters:
    ///   - tension: The stiffness, > 0.
    ///   - friction: The damping, ≥ 0.
    /// - Precondition: `tension > 0`, `friction ≥ 0`, both finite.
    public init(tension: Double, friction: Double) {
        var p = cspring_params()
        let status = cspring_params_from_tension_friction(&p, tension, friction)
        precondition(status == .CSPRING_OK, "Spring(tension: \(tension), friction: \(friction)): \(cspringMessage(status))")
        self.init(parameters: p)
    }

    // MARK: - Android

    /// A spring from Android `SpringForce`'s stiffness and damping ratio, with mass 1.
    ///
    /// Damping `c = 2ζ·√k`. Android's defaults are `.medium` stiffness and
    /// `.mediumBouncy` damping; Jetpack Compose's `spring()` uses `.medium`
    /// and `.noBouncy`. The corresponding C function is `cspring_params_from_android`.
    ///
    /// ```swift
    /// let spring = Spring(androidStiffness: .low, dampingRatio: .lowBouncy)
    /// let custom = Spring(androidStiffness: 700, dampingRatio: 0.9)
    /// ```
    ///
    /// - Parameters:
    ///   - androidStiffness: The stiffness, > 0.
    ///   - dampingRatio: ζ ≥ 0.
    /// - Precondition: stiffness > 0, damping ratio ≥ 0, both finite.
    public init(androidStiffness: AndroidStiffness, dampingRatio: AndroidDampingRatio = .mediumBouncy) {
        var p = cspring_params()
        let status = cspring_params_from_android(&p, androidStiffness.rawValue, dampingRatio.rawValue)
        precondition(
            status == .CSPRING_OK,
            "Spring(androidStiffness: \(androidStiffness.rawValue), dampingRatio: \(dampingRatio.rawValue)): \(cspringMessage(status))"
        )
        self.init(parameters: p)
    }

    /// An Android `SpringForce` stiffness, with its named constants.
    ///
    /// Any value can be written as a literal: `Spring(androidStiffness: 700)`.
    public struct AndroidStiffness: RawRepresentable, Sendable, Hashable,
        ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
    {
        /// The stiffness.
        public var rawValue: Double

        /// A stiffness of `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// A stiffness from a floating-point literal.
        public init(floatLiteral value: Double) { rawValue = value }

        /// A stiffness from an integer literal.
        public init(integerLiteral value: Int) { rawValue = Double(value) }

        /// `SpringForce.STIFFNESS_HIGH`, 10 000.
        public static let high = AndroidStiffness(rawValue: CSPRING_ANDROID_STIFFNESS_HIGH)

        /// `SpringForce.STIFFNESS_MEDIUM`, 1500 (Android's default).
        public static let medium = AndroidStiffness(rawValue: CSPRING_ANDROID_STIFFNESS_MEDIUM)

        /// Compose's `Spring.StiffnessMediumLow`, 400.
        public static let mediumLow = AndroidStiffness(rawValue: 400)

        /// `SpringForce.STIFFNESS_LOW`, 200.
        public static let low = AndroidStiffness(rawValue: CSPRING_ANDROID_STIFFNESS_LOW)

        /// `SpringForce.STIFFNESS_VERY_LOW`, 50.
        public static let veryLow = AndroidStiffness(rawValue: CSPRING_ANDROID_STIFFNESS_VERY_LOW)
    }

    /// An Android `SpringForce` damping ratio, with its named constants.
    ///
    /// Any value can be written as a literal: `dampingRatio: 0.9`.
    public struct AndroidDampingRatio: RawRepresentable, Sendable, Hashable,
        ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
    {
        /// The damping ratio ζ.
        public var rawValue: Double

        /// A damping ratio of `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// A damping ratio from a floating-point literal.
        public init(floatLiteral value: Double) { rawValue = value }

        /// A damping ratio from an integer literal.
        public init(integerLiteral value: Int) { rawValue = Double(value) }

        /// `SpringForce.DAMPING_RATIO_HIGH_BOUNCY`, 0.2.
        public static let highBouncy = AndroidDampingRatio(rawValue: CSPRING_ANDROID_DAMPING_RATIO_HIGH_BOUNCY)

        /// `SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY`, 0.5 (Android's default).
        public static let mediumBouncy = AndroidDampingRatio(rawValue: CSPRING_ANDROID_DAMPING_RATIO_MEDIUM_BOUNCY)

        /// `SpringForce.DAMPING_RATIO_LOW_BOUNCY`, 0.75.
        public static let lowBouncy = AndroidDampingRatio(rawValue: CSPRING_ANDROID_DAMPING_RATIO_LOW_BOUNCY)

        /// `SpringForce.DAMPING_RATIO_NO_BOUNCY`, 1 (critical damping; Compose's default).
        public static let noBouncy = AndroidDampingRatio(rawValue: CSPRING_ANDROID_DAMPING_RATIO_NO_BOUNCY)
    }
}
