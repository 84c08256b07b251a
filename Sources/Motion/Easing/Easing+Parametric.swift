// The parametric families of the C core: power, back(s), elastic(a, p),
// RHAnimator's overshoot and exponential deceleration.

extension Easing {
    /// Which way a parametric family eases (`ceasing_variant`).
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        /// Ease in: slow start (the family's formula).
        case `in`
        /// Ease out: slow end, `1 - in(1 - t)`.
        case out
        /// In, then out: `½ in(2t)` for `t < ½`, then the mirror image.
        case inOut
        /// Out, then in: `½ out(2t)` for `t < ½`, then `½ + ½ in(2t - 1)`.
        case outIn

        internal var cValue: ceasing_variant {
            switch self {
            case .in: .CEASING_VARIANT_IN
            case .out: .CEASING_VARIANT_OUT
            case .inOut: .CEASING_VARIANT_IN_OUT
            case .outIn: .CEASING_VARIANT_OUT_IN
            }
        }

        internal init(_ variant: ceasing_variant) {
            switch variant {
            case .CEASING_VARIANT_IN: self = .in
            case .CEASING_VARIANT_OUT: self = .out
            case .CEASING_VARIANT_IN_OUT: self = .inOut
            case .CEASING_VARIANT_OUT_IN: self = .outIn
            }
        }
    }

    /// A power curve: in `tⁿ`, out `1 - (1 - t)ⁿ`.
    ///
    /// RHAnimator's `accelerate(s)`, `decelerate(s)` and `ease(s)` are
    /// `power(.in, exponent: s)`, `power(.out, exponent: s)` and
    /// `power(.inOut, exponent: s)`; exponents 2 to 5 follow the quad to quint
    /// curves. The C functions are `ceasing_power_in`, `_out`, `_in_out` and
    /// `_out_in` (`ceasing_easing_init_power`).
    ///
    /// Precondition: `exponent` finite and > 0.
    /// - Parameters:
    ///   - variant: Which way the curve eases.
    ///   - exponent: The power `n`.
    /// - Returns: The power easing.
    public static func power(_ variant: Variant, exponent: Double) -> Easing {
        make("Easing.power(.\(variant), exponent: \(exponent))", "exponent must be finite and > 0") {
            ceasing_easing_init_power(&$0, variant.cValue, exponent)
        }
    }

    /// A back curve with overshoot `s` (GSAP `back(s)`): in `t² ((s + 1) t - s)`.
    ///
    /// The default 1.70158 overshoots by about 10 % and gives Penner's easeInBack
    /// and easeOutBack. The inOut variant uses the same `s` for both halves, so it is
    /// GSAP's `back.inOut`; easings.net's ``easeInOutBack`` is
    /// `back(.inOut, overshoot: 1.70158 * 1.525)`. The C functions are
    /// `ceasing_param_back_in`, ... (`ceasing_easing_init_back`).
    ///
    /// Precondition: `overshoot` finite and >= 0.
    /// - Parameters:
    ///   - variant: Which way the curve eases.
    ///   - overshoot: The overshoot constant `s`; 0 gives the cubic curve.
    /// - Returns: The back easing.
    public static func back(_ variant: Variant, overshoot: Double = 1.70158) -> Easing {
        make("Easing.back(.\(variant), overshoot: \(overshoot))", "overshoot must be finite and >= 0") {
            ceasing_easing_init_back(&$0, variant.cValue, overshoot)
        }
    }

    /// An elastic curve with amplitude and period (GSAP `elastic(a, p)`).
    ///
    /// out(t) = `A 2^(-10t) sin(2πt / P - asin(1 / A)) + 1` with `A = max(a, 1)`,
    /// `P = p / min(a, 1)`. (1, 0.3) gives easings.net's easeIn/OutElastic and
    /// (1, 0.45) its easeInOutElastic. The far end keeps its exact value, so the
    /// curve steps by up to `max(a, 1) 2^-10` there. The C functions are
    /// `ceasing_param_elastic_in`, ... (`ceasing_easing_init_elastic`).
    ///
    /// Precondition: both parameters finite and > 0.
    /// - Parameters:
    ///   - variant: Which way the curve eases.
    ///   - amplitude: The amplitude `a`; 1 by default.
    ///   - period: The period `p` as a fraction of the duration; 0.3 by default.
    /// - Returns: The elastic easing.
    public static func elastic(_ variant: Variant, amplitude: Double = 1, period: Double = 0.3) -> Easing {
        make(
            "Easing.elastic(.\(variant), amplitude: \(amplitude), period: \(period))",
            "amplitude and period must be finite and > 0"
        ) {
            ceasing_easing_init_elastic(&$0, variant.cValue, amplitude, period)
        }
    }

    /// RHAnimator's overshoot: `1 - 0.5^(t / h) cos(2πt (¼ + count / 2))`, a
    /// harmonic oscillation under an exponential envelope that crosses 1 exactly
    /// `count` times in (0, 1) and ends at 1 without a jump.
    ///
    /// The C function is `ceasing_overshoot` (`ceasing_easing_init_overshoot`).
    ///
    /// Preconditions: `count >= 0` (and representable as a C `int`), `halflife`
    /// finite and > 0.
    /// - Parameters:
    ///   - count: How many times the curve crosses 1; 1 by default.
    ///   - halflife: The envelope's half-life as a fraction of the duration; 0.15 by default.
    /// - Returns: The overshoot easing.
    public static func overshoot(count: Int = 1, halflife: Double = 0.15) -> Easing {
        make(
            "Easing.overshoot(count: \(count), halflife: \(halflife))",
            "count must be >= 0, halflife finite and > 0"
        ) { easing in
            guard let cCount = Int32(exactly: count) else { return .CEASING_ERROR_OUT_OF_RANGE }
            return ceasing_easing_init_overshoot(&easing, cCount, halflife)
        }
    }

    /// Exponential deceleration normalised to end exactly at 1 without a jump:
    /// `(1 - 0.5^(t / h)) / (1 - 0.5^(1 / h))`.
    ///
    /// RHAnimator's own `exponentialDecelerate` is `1 - 0.5^(t / h)` and jumps at 1;
    /// this is the continuous form. The C function is
    /// `ceasing_exponential_decelerate` (`ceasing_easing_init_exponential_decelerate`).
    ///
    /// Precondition: `halflife` finite and > 0.
    /// - Parameter halflife: The half-life as a fraction of the duration; 0.15 by default.
    /// - Returns: The decelerating easing.
    public static func exponentialDecelerate(halflife: Double = 0.15) -> Easing {
        make("Easing.exponentialDecelerate(halflife: \(halflife))", "halflife must be finite and > 0") {
            ceasing_easing_init_exponential_decelerate(&$0, halflife)
        }
    }

    /// Runs a `ceasing_easing_init_*` call and wraps its result, or stops with the
    /// call, the C status and the rule when it fails.
    private static func make(
        _ call: @autoclosure () -> String, _ rule: String,
        _ initialize: (inout ceasing_easing) -> ceasing_status
    ) -> Easing {
        var easing = ceasing_easing()
        let status = initialize(&easing)
        precondition(status == .CEASING_OK, "\(call()): \(describe(status)) (\(rule))")
        return Easing(storage: .function(CEasingFunction(easing)))
    }
}
