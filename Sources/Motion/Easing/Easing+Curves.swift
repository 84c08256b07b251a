// Every named curve of the C core (ceasing_curve) as a static member.
//
// The members are listed in ceasing_curve order. Their names are the canonical
// names (ceasing_curve_name) except for the CSS keywords, which are camelCase here.

extension Easing {
    /// The identity curve, `t` (CSS `linear`); it extrapolates outside [0, 1].
    ///
    /// The C function is `ceasing_linear_curve` (`CEASING_CURVE_LINEAR`).
    @inlinable
    public static var linear: Easing { Easing(storage: .curve(.CEASING_CURVE_LINEAR)) }

    /// Penner's sine curve, ease-in.
    ///
    /// The C function is `ceasing_sine_in` (`CEASING_CURVE_SINE_IN`).
    @inlinable
    public static var easeInSine: Easing { Easing(storage: .curve(.CEASING_CURVE_SINE_IN)) }

    /// Penner's sine curve, ease-out.
    ///
    /// The C function is `ceasing_sine_out` (`CEASING_CURVE_SINE_OUT`).
    @inlinable
    public static var easeOutSine: Easing { Easing(storage: .curve(.CEASING_CURVE_SINE_OUT)) }

    /// Penner's sine curve, ease-in-out.
    ///
    /// The C function is `ceasing_sine_in_out` (`CEASING_CURVE_SINE_IN_OUT`).
    @inlinable
    public static var easeInOutSine: Easing { Easing(storage: .curve(.CEASING_CURVE_SINE_IN_OUT)) }

    /// Penner's sine curve, ease-out-in.
    ///
    /// The C function is `ceasing_sine_out_in` (`CEASING_CURVE_SINE_OUT_IN`).
    @inlinable
    public static var easeOutInSine: Easing { Easing(storage: .curve(.CEASING_CURVE_SINE_OUT_IN)) }

    /// Penner's quadratic curve, ease-in.
    ///
    /// The C function is `ceasing_quad_in` (`CEASING_CURVE_QUAD_IN`).
    @inlinable
    public static var easeInQuad: Easing { Easing(storage: .curve(.CEASING_CURVE_QUAD_IN)) }

    /// Penner's quadratic curve, ease-out.
    ///
    /// The C function is `ceasing_quad_out` (`CEASING_CURVE_QUAD_OUT`).
    @inlinable
    public static var easeOutQuad: Easing { Easing(storage: .curve(.CEASING_CURVE_QUAD_OUT)) }

    /// Penner's quadratic curve, ease-in-out.
    ///
    /// The C function is `ceasing_quad_in_out` (`CEASING_CURVE_QUAD_IN_OUT`).
    @inlinable
    public static var easeInOutQuad: Easing { Easing(storage: .curve(.CEASING_CURVE_QUAD_IN_OUT)) }

    /// Penner's quadratic curve, ease-out-in.
    ///
    /// The C function is `ceasing_quad_out_in` (`CEASING_CURVE_QUAD_OUT_IN`).
    @inlinable
    public static var easeOutInQuad: Easing { Easing(storage: .curve(.CEASING_CURVE_QUAD_OUT_IN)) }

    /// Penner's cubic curve, ease-in.
    ///
    /// The C function is `ceasing_cubic_in` (`CEASING_CURVE_CUBIC_IN`).
    @inlinable
    public static var easeInCubic: Easing { Easing(storage: .curve(.CEASING_CURVE_CUBIC_IN)) }

    /// Penner's cubic curve, ease-out.
    ///
    /// The C function is `ceasing_cubic_out` (`CEASING_CURVE_CUBIC_OUT`).
    @inlinable
    public static var easeOutCubic: Easing { Easing(storage: .curve(.CEASING_CURVE_CUBIC_OUT)) }

    /// Penner's cubic curve, ease-in-out.
    ///
    /// The C function is `ceasing_cubic_in_out` (`CEASING_CURVE_CUBIC_IN_OUT`).
    @inlinable
    public static var easeInOutCubic: Easing { Easing(storage: .curve(.CEASING_CURVE_CUBIC_IN_OUT)) }

    /// Penner's cubic curve, ease-out-in.
    ///
    /// The C function is `ceasing_cubic_out_in` (`CEASING_CURVE_CUBIC_OUT_IN`).
    @inlinable
    public static var easeOutInCubic: Easing { Easing(storage: .curve(.CEASING_CURVE_CUBIC_OUT_IN)) }

    /// Penner's quartic curve, ease-in.
    ///
    /// The C function is `ceasing_quart_in` (`CEASING_CURVE_QUART_IN`).
    @inlinable
    public static var easeInQuart: Easing { Easing(storage: .curve(.CEASING_CURVE_QUART_IN)) }

    /// Penner's quartic curve, ease-out.
    ///
    /// The C function is `ceasing_quart_out` (`CEASING_CURVE_QUART_OUT`).
    @inlinable
    public static var easeOutQuart: Easing { Easing(storage: .curve(.CEASING_CURVE_QUART_OUT)) }

    /// Penner's quartic curve, ease-in-out.
    ///
    /// The C function is `ceasing_quart_in_out` (`CEASING_CURVE_QUART_IN_OUT`).
    @inlinable
    public static var easeInOutQuart: Easing { Easing(storage: .curve(.CEASING_CURVE_QUART_IN_OUT)) }

    /// Penner's quartic curve, ease-out-in.
    ///
    /// The C function is `ceasing_quart_out_in` (`CEASING_CURVE_QUART_OUT_IN`).
    @inlinable
    public static var easeOutInQuart: Easing { Easing(storage: .curve(.CEASING_CURVE_QUART_OUT_IN)) }

    /// Penner's quintic curve, ease-in.
    ///
    /// The C function is `ceasing_quint_in` (`CEASING_CURVE_QUINT_IN`).
    @inlinable
    public static var easeInQuint: Easing { Easing(storage: .curve(.CEASING_CURVE_QUINT_IN)) }

    /// Penner's quintic curve, ease-out.
    ///
    /// The C function is `ceasing_quint_out` (`CEASING_CURVE_QUINT_OUT`).
    @inlinable
    public static var easeOutQuint: Easing { Easing(storage: .curve(.CEASING_CURVE_QUINT_OUT)) }

    /// Penner's quintic curve, ease-in-out.
    ///
    /// The C function is `ceasing_quint_in_out` (`CEASING_CURVE_QUINT_IN_OUT`).
    @inlinable
    public static var easeInOutQuint: Easing { Easing(storage: .curve(.CEASING_CURVE_QUINT_IN_OUT)) }

    /// Penner's quintic curve, ease-out-in.
    ///
    /// The C function is `ceasing_quint_out_in` (`CEASING_CURVE_QUINT_OUT_IN`).
    @inlinable
    public static var easeOutInQuint: Easing { Easing(storage: .curve(.CEASING_CURVE_QUINT_OUT_IN)) }

    /// Penner's exponential curve (2^(10t - 10) in; a 2^-10 step at the far end), ease-in.
    ///
    /// The C function is `ceasing_expo_in` (`CEASING_CURVE_EXPO_IN`).
    @inlinable
    public static var easeInExpo: Easing { Easing(storage: .curve(.CEASING_CURVE_EXPO_IN)) }

    /// Penner's exponential curve (2^(10t - 10) in; a 2^-10 step at the far end), ease-out.
    ///
    /// The C function is `ceasing_expo_out` (`CEASING_CURVE_EXPO_OUT`).
    @inlinable
    public static var easeOutExpo: Easing { Easing(storage: .curve(.CEASING_CURVE_EXPO_OUT)) }

    /// Penner's exponential curve (2^(10t - 10) in; a 2^-10 step at the far end), ease-in-out.
    ///
    /// The C function is `ceasing_expo_in_out` (`CEASING_CURVE_EXPO_IN_OUT`).
    @inlinable
    public static var easeInOutExpo: Easing { Easing(storage: .curve(.CEASING_CURVE_EXPO_IN_OUT)) }

    /// Penner's exponential curve (2^(10t - 10) in; a 2^-10 step at the far end), ease-out-in.
    ///
    /// The C function is `ceasing_expo_out_in` (`CEASING_CURVE_EXPO_OUT_IN`).
    @inlinable
    public static var easeOutInExpo: Easing { Easing(storage: .curve(.CEASING_CURVE_EXPO_OUT_IN)) }

    /// Penner's circular curve, ease-in.
    ///
    /// The C function is `ceasing_circ_in` (`CEASING_CURVE_CIRC_IN`).
    @inlinable
    public static var easeInCirc: Easing { Easing(storage: .curve(.CEASING_CURVE_CIRC_IN)) }

    /// Penner's circular curve, ease-out.
    ///
    /// The C function is `ceasing_circ_out` (`CEASING_CURVE_CIRC_OUT`).
    @inlinable
    public static var easeOutCirc: Easing { Easing(storage: .curve(.CEASING_CURVE_CIRC_OUT)) }

    /// Penner's circular curve, ease-in-out.
    ///
    /// The C function is `ceasing_circ_in_out` (`CEASING_CURVE_CIRC_IN_OUT`).
    @inlinable
    public static var easeInOutCirc: Easing { Easing(storage: .curve(.CEASING_CURVE_CIRC_IN_OUT)) }

    /// Penner's circular curve, ease-out-in.
    ///
    /// The C function is `ceasing_circ_out_in` (`CEASING_CURVE_CIRC_OUT_IN`).
    @inlinable
    public static var easeOutInCirc: Easing { Easing(storage: .curve(.CEASING_CURVE_CIRC_OUT_IN)) }

    /// Penner's back curve (c1 = 1.70158, about 10 % overshoot), ease-in.
    ///
    /// The C function is `ceasing_back_in` (`CEASING_CURVE_BACK_IN`).
    @inlinable
    public static var easeInBack: Easing { Easing(storage: .curve(.CEASING_CURVE_BACK_IN)) }

    /// Penner's back curve (c1 = 1.70158, about 10 % overshoot), ease-out.
    ///
    /// The C function is `ceasing_back_out` (`CEASING_CURVE_BACK_OUT`).
    @inlinable
    public static var easeOutBack: Easing { Easing(storage: .curve(.CEASING_CURVE_BACK_OUT)) }

    /// Penner's back curve (c1 = 1.70158, about 10 % overshoot), ease-in-out.
    ///
    /// The C function is `ceasing_back_in_out` (`CEASING_CURVE_BACK_IN_OUT`).
    @inlinable
    public static var easeInOutBack: Easing { Easing(storage: .curve(.CEASING_CURVE_BACK_IN_OUT)) }

    /// Penner's back curve (c1 = 1.70158, about 10 % overshoot), ease-out-in.
    ///
    /// The C function is `ceasing_back_out_in` (`CEASING_CURVE_BACK_OUT_IN`).
    @inlinable
    public static var easeOutInBack: Easing { Easing(storage: .curve(.CEASING_CURVE_BACK_OUT_IN)) }

    /// Penner's elastic curve (easings.net; a 2^-11 step at the far end), ease-in.
    ///
    /// The C function is `ceasing_elastic_in` (`CEASING_CURVE_ELASTIC_IN`).
    @inlinable
    public static var easeInElastic: Easing { Easing(storage: .curve(.CEASING_CURVE_ELASTIC_IN)) }

    /// Penner's elastic curve (easings.net; a 2^-11 step at the far end), ease-out.
    ///
    /// The C function is `ceasing_elastic_out` (`CEASING_CURVE_ELASTIC_OUT`).
    @inlinable
    public static var easeOutElastic: Easing { Easing(storage: .curve(.CEASING_CURVE_ELASTIC_OUT)) }

    /// Penner's elastic curve (easings.net; a 2^-11 step at the far end), ease-in-out.
    ///
    /// The C function is `ceasing_elastic_in_out` (`CEASING_CURVE_ELASTIC_IN_OUT`).
    @inlinable
    public static var easeInOutElastic: Easing { Easing(storage: .curve(.CEASING_CURVE_ELASTIC_IN_OUT)) }

    /// Penner's elastic curve (easings.net; a 2^-11 step at the far end), ease-out-in.
    ///
    /// The C function is `ceasing_elastic_out_in` (`CEASING_CURVE_ELASTIC_OUT_IN`).
    @inlinable
    public static var easeOutInElastic: Easing { Easing(storage: .curve(.CEASING_CURVE_ELASTIC_OUT_IN)) }

    /// Penner's bounce curve, ease-in.
    ///
    /// The C function is `ceasing_bounce_in` (`CEASING_CURVE_BOUNCE_IN`).
    @inlinable
    public static var easeInBounce: Easing { Easing(storage: .curve(.CEASING_CURVE_BOUNCE_IN)) }

    /// Penner's bounce curve, ease-out.
    ///
    /// The C function is `ceasing_bounce_out` (`CEASING_CURVE_BOUNCE_OUT`).
    @inlinable
    public static var easeOutBounce: Easing { Easing(storage: .curve(.CEASING_CURVE_BOUNCE_OUT)) }

    /// Penner's bounce curve, ease-in-out.
    ///
    /// The C function is `ceasing_bounce_in_out` (`CEASING_CURVE_BOUNCE_IN_OUT`).
    @inlinable
    public static var easeInOutBounce: Easing { Easing(storage: .curve(.CEASING_CURVE_BOUNCE_IN_OUT)) }

    /// Penner's bounce curve, ease-out-in.
    ///
    /// The C function is `ceasing_bounce_out_in` (`CEASING_CURVE_BOUNCE_OUT_IN`).
    @inlinable
    public static var easeOutInBounce: Easing { Easing(storage: .curve(.CEASING_CURVE_BOUNCE_OUT_IN)) }

    /// Smoothstep, `t² (3 - 2t)` (FlightAnimator).
    ///
    /// The C function is `ceasing_smoothstep` (`CEASING_CURVE_SMOOTHSTEP`).
    @inlinable
    public static var smoothStep: Easing { Easing(storage: .curve(.CEASING_CURVE_SMOOTHSTEP)) }

    /// Perlin's smootherstep, `t³ (t (6t - 15) + 10)` (FlightAnimator).
    ///
    /// The C function is `ceasing_smootherstep` (`CEASING_CURVE_SMOOTHERSTEP`).
    @inlinable
    public static var smootherStep: Easing { Easing(storage: .curve(.CEASING_CURVE_SMOOTHERSTEP)) }

    /// FlightAnimator's arctangent curve, ease-in: `atan(15 (t - 1)) / atan(15) + 1`.
    ///
    /// The C function is `ceasing_atan_in` (`CEASING_CURVE_ATAN_IN`).
    @inlinable
    public static var easeInAtan: Easing { Easing(storage: .curve(.CEASING_CURVE_ATAN_IN)) }

    /// FlightAnimator's arctangent curve, ease-out: `atan(15 t) / atan(15)`.
    ///
    /// The C function is `ceasing_atan_out` (`CEASING_CURVE_ATAN_OUT`).
    @inlinable
    public static var easeOutAtan: Easing { Easing(storage: .curve(.CEASING_CURVE_ATAN_OUT)) }

    /// FlightAnimator's arctangent curve, ease-in-out: `atan(15 (t - ½)) / (2 atan(7.5)) + ½`.
    ///
    /// The C function is `ceasing_atan_in_out` (`CEASING_CURVE_ATAN_IN_OUT`).
    @inlinable
    public static var easeInOutAtan: Easing { Easing(storage: .curve(.CEASING_CURVE_ATAN_IN_OUT)) }

    /// AHEasing's back curve (in: `t³ - t sin(πt)`, about 37.9 % overshoot; not Penner's), ease-in.
    ///
    /// The C function is `ceasing_ah_back_in` (`CEASING_CURVE_AH_BACK_IN`).
    @inlinable
    public static var ahBackEaseIn: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BACK_IN)) }

    /// AHEasing's back curve (in: `t³ - t sin(πt)`, about 37.9 % overshoot; not Penner's), ease-out.
    ///
    /// The C function is `ceasing_ah_back_out` (`CEASING_CURVE_AH_BACK_OUT`).
    @inlinable
    public static var ahBackEaseOut: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BACK_OUT)) }

    /// AHEasing's back curve (in: `t³ - t sin(πt)`, about 37.9 % overshoot; not Penner's), ease-in-out.
    ///
    /// The C function is `ceasing_ah_back_in_out` (`CEASING_CURVE_AH_BACK_IN_OUT`).
    @inlinable
    public static var ahBackEaseInOut: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BACK_IN_OUT)) }

    /// AHEasing's back curve (in: `t³ - t sin(πt)`, about 37.9 % overshoot; not Penner's), ease-out-in.
    ///
    /// The C function is `ceasing_ah_back_out_in` (`CEASING_CURVE_AH_BACK_OUT_IN`).
    @inlinable
    public static var ahBackEaseOutIn: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BACK_OUT_IN)) }

    /// AHEasing's elastic curve (in: `sin(13 (π/2) t) 2^(10 (t - 1))`; not Penner's), ease-in.
    ///
    /// The C function is `ceasing_ah_elastic_in` (`CEASING_CURVE_AH_ELASTIC_IN`).
    @inlinable
    public static var ahElasticEaseIn: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_ELASTIC_IN)) }

    /// AHEasing's elastic curve (in: `sin(13 (π/2) t) 2^(10 (t - 1))`; not Penner's), ease-out.
    ///
    /// The C function is `ceasing_ah_elastic_out` (`CEASING_CURVE_AH_ELASTIC_OUT`).
    @inlinable
    public static var ahElasticEaseOut: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_ELASTIC_OUT)) }

    /// AHEasing's elastic curve (in: `sin(13 (π/2) t) 2^(10 (t - 1))`; not Penner's), ease-in-out.
    ///
    /// The C function is `ceasing_ah_elastic_in_out` (`CEASING_CURVE_AH_ELASTIC_IN_OUT`).
    @inlinable
    public static var ahElasticEaseInOut: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_ELASTIC_IN_OUT)) }

    /// AHEasing's elastic curve (in: `sin(13 (π/2) t) 2^(10 (t - 1))`; not Penner's), ease-out-in.
    ///
    /// The C function is `ceasing_ah_elastic_out_in` (`CEASING_CURVE_AH_ELASTIC_OUT_IN`).
    @inlinable
    public static var ahElasticEaseOutIn: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_ELASTIC_OUT_IN)) }

    /// AHEasing's bounce curve (the 4/11, 8/11, 9/10 polynomial; not Penner's), ease-in.
    ///
    /// The C function is `ceasing_ah_bounce_in` (`CEASING_CURVE_AH_BOUNCE_IN`).
    @inlinable
    public static var ahBounceEaseIn: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BOUNCE_IN)) }

    /// AHEasing's bounce curve (the 4/11, 8/11, 9/10 polynomial; not Penner's), ease-out.
    ///
    /// The C function is `ceasing_ah_bounce_out` (`CEASING_CURVE_AH_BOUNCE_OUT`).
    @inlinable
    public static var ahBounceEaseOut: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BOUNCE_OUT)) }

    /// AHEasing's bounce curve (the 4/11, 8/11, 9/10 polynomial; not Penner's), ease-in-out.
    ///
    /// The C function is `ceasing_ah_bounce_in_out` (`CEASING_CURVE_AH_BOUNCE_IN_OUT`).
    @inlinable
    public static var ahBounceEaseInOut: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BOUNCE_IN_OUT)) }

    /// AHEasing's bounce curve (the 4/11, 8/11, 9/10 polynomial; not Penner's), ease-out-in.
    ///
    /// The C function is `ceasing_ah_bounce_out_in` (`CEASING_CURVE_AH_BOUNCE_OUT_IN`).
    @inlinable
    public static var ahBounceEaseOutIn: Easing { Easing(storage: .curve(.CEASING_CURVE_AH_BOUNCE_OUT_IN)) }

    /// CSS `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)` (Core Animation's default); it extrapolates outside [0, 1].
    ///
    /// The C function is `ceasing_ease` (`CEASING_CURVE_EASE`).
    @inlinable
    public static var ease: Easing { Easing(storage: .curve(.CEASING_CURVE_EASE)) }

    /// CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)` (Core Animation and SwiftUI `easeIn`); it extrapolates outside [0, 1].
    ///
    /// The C function is `ceasing_ease_in` (`CEASING_CURVE_EASE_IN`).
    @inlinable
    public static var easeIn: Easing { Easing(storage: .curve(.CEASING_CURVE_EASE_IN)) }

    /// CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)` (Core Animation and SwiftUI `easeOut`); it extrapolates outside [0, 1].
    ///
    /// The C function is `ceasing_ease_out` (`CEASING_CURVE_EASE_OUT`).
    @inlinable
    public static var easeOut: Easing { Easing(storage: .curve(.CEASING_CURVE_EASE_OUT)) }

    /// CSS `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)` (Core Animation and SwiftUI `easeInOut`); it extrapolates outside [0, 1].
    ///
    /// The C function is `ceasing_ease_in_out` (`CEASING_CURVE_EASE_IN_OUT`).
    @inlinable
    public static var easeInOut: Easing { Easing(storage: .curve(.CEASING_CURVE_EASE_IN_OUT)) }

    /// CSS `step-start`, `steps(1, jump-start)`: 1 from 0 on (CSS requires 1 at 0 itself).
    ///
    /// The C function is `ceasing_step_start` (`CEASING_CURVE_STEP_START`).
    @inlinable
    public static var stepStart: Easing { Easing(storage: .curve(.CEASING_CURVE_STEP_START)) }

    /// CSS `step-end`, `steps(1, jump-end)`: 0 until 1.
    ///
    /// The C function is `ceasing_step_end` (`CEASING_CURVE_STEP_END`).
    @inlinable
    public static var stepEnd: Easing { Easing(storage: .curve(.CEASING_CURVE_STEP_END)) }

    /// Every named curve, in the order of the C enum `ceasing_curve` (which never changes).
    public static let allNamed: [Easing] = (0..<Int(CEASING_CURVE_COUNT)).map {
        Easing(storage: .curve(ceasing_curve(rawValue: UInt32($0))!))
    }

    /// The canonical name of a named curve (`ceasing_curve_name`), such as
    /// "easeInOutCubic", "ahBackEaseIn" or, for the CSS keywords, "ease-in-out";
    /// `nil` for every other easing.
    public var name: String? {
        guard case .curve(let curve) = storage, let name = ceasing_curve_name(curve) else { return nil }
        return String(cString: name)
    }
}
