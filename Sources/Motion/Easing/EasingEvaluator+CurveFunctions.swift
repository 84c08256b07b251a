import CEasing

// A named curve's C function, called directly by the frame: the same function
// `ceasing_curve_evaluate` dispatches to through its switch.

extension EasingEvaluator {
    /// A C easing function of one variable.
    @usableFromInline
    internal typealias CurveFunction = @convention(c) (Double) -> Double

    /// The C function `ceasing_curve_evaluate(curve, ·)` calls for `curve`;
    /// nil for linear (evaluated inline) and the step curves (which take
    /// CSS's before flag).
    internal static func function(of curve: ceasing_curve) -> CurveFunction? {
        switch curve {
        case .CEASING_CURVE_LINEAR, .CEASING_CURVE_STEP_START, .CEASING_CURVE_STEP_END: return nil
        case .CEASING_CURVE_SINE_IN: return ceasing_sine_in
        case .CEASING_CURVE_SINE_OUT: return ceasing_sine_out
        case .CEASING_CURVE_SINE_IN_OUT: return ceasing_sine_in_out
        case .CEASING_CURVE_SINE_OUT_IN: return ceasing_sine_out_in
        case .CEASING_CURVE_QUAD_IN: return ceasing_quad_in
        case .CEASING_CURVE_QUAD_OUT: return ceasing_quad_out
        case .CEASING_CURVE_QUAD_IN_OUT: return ceasing_quad_in_out
        case .CEASING_CURVE_QUAD_OUT_IN: return ceasing_quad_out_in
        case .CEASING_CURVE_CUBIC_IN: return ceasing_cubic_in
        case .CEASING_CURVE_CUBIC_OUT: return ceasing_cubic_out
        case .CEASING_CURVE_CUBIC_IN_OUT: return ceasing_cubic_in_out
        case .CEASING_CURVE_CUBIC_OUT_IN: return ceasing_cubic_out_in
        case .CEASING_CURVE_QUART_IN: return ceasing_quart_in
        case .CEASING_CURVE_QUART_OUT: return ceasing_quart_out
        case .CEASING_CURVE_QUART_IN_OUT: return ceasing_quart_in_out
        case .CEASING_CURVE_QUART_OUT_IN: return ceasing_quart_out_in
        case .CEASING_CURVE_QUINT_IN: return ceasing_quint_in
        case .CEASING_CURVE_QUINT_OUT: return ceasing_quint_out
        case .CEASING_CURVE_QUINT_IN_OUT: return ceasing_quint_in_out
        case .CEASING_CURVE_QUINT_OUT_IN: return ceasing_quint_out_in
        case .CEASING_CURVE_EXPO_IN: return ceasing_expo_in
        case .CEASING_CURVE_EXPO_OUT: return ceasing_expo_out
        case .CEASING_CURVE_EXPO_IN_OUT: return ceasing_expo_in_out
        case .CEASING_CURVE_EXPO_OUT_IN: return ceasing_expo_out_in
        case .CEASING_CURVE_CIRC_IN: return ceasing_circ_in
        case .CEASING_CURVE_CIRC_OUT: return ceasing_circ_out
        case .CEASING_CURVE_CIRC_IN_OUT: return ceasing_circ_in_out
        case .CEASING_CURVE_CIRC_OUT_IN: return ceasing_circ_out_in
        case .CEASING_CURVE_BACK_IN: return ceasing_back_in
        case .CEASING_CURVE_BACK_OUT: return ceasing_back_out
        case .CEASING_CURVE_BACK_IN_OUT: return ceasing_back_in_out
        case .CEASING_CURVE_BACK_OUT_IN: return ceasing_back_out_in
        case .CEASING_CURVE_ELASTIC_IN: return ceasing_elastic_in
        case .CEASING_CURVE_ELASTIC_OUT: return ceasing_elastic_out
        case .CEASING_CURVE_ELASTIC_IN_OUT: return ceasing_elastic_in_out
        case .CEASING_CURVE_ELASTIC_OUT_IN: return ceasing_elastic_out_in
        case .CEASING_CURVE_BOUNCE_IN: return ceasing_bounce_in
        case .CEASING_CURVE_BOUNCE_OUT: return ceasing_bounce_out
        case .CEASING_CURVE_BOUNCE_IN_OUT: return ceasing_bounce_in_out
        case .CEASING_CURVE_BOUNCE_OUT_IN: return ceasing_bounce_out_in
        case .CEASING_CURVE_SMOOTHSTEP: return ceasing_smoothstep
        case .CEASING_CURVE_SMOOTHERSTEP: return ceasing_smootherstep
        case .CEASING_CURVE_ATAN_IN: return ceasing_atan_in
        case .CEASING_CURVE_ATAN_OUT: return ceasing_atan_out
        case .CEASING_CURVE_ATAN_IN_OUT: return ceasing_atan_in_out
        case .CEASING_CURVE_AH_BACK_IN: return ceasing_ah_back_in
        case .CEASING_CURVE_AH_BACK_OUT: return ceasing_ah_back_out
        case .CEASING_CURVE_AH_BACK_IN_OUT: return ceasing_ah_back_in_out
        case .CEASING_CURVE_AH_BACK_OUT_IN: return ceasing_ah_back_out_in
        case .CEASING_CURVE_AH_ELASTIC_IN: return ceasing_ah_elastic_in
        case .CEASING_CURVE_AH_ELASTIC_OUT: return ceasing_ah_elastic_out
        case .CEASING_CURVE_AH_ELASTIC_IN_OUT: return ceasing_ah_elastic_in_out
        case .CEASING_CURVE_AH_ELASTIC_OUT_IN: return ceasing_ah_elastic_out_in
        case .CEASING_CURVE_AH_BOUNCE_IN: return ceasing_ah_bounce_in
        case .CEASING_CURVE_AH_BOUNCE_OUT: return ceasing_ah_bounce_out
        case .CEASING_CURVE_AH_BOUNCE_IN_OUT: return ceasing_ah_bounce_in_out
        case .CEASING_CURVE_AH_BOUNCE_OUT_IN: return ceasing_ah_bounce_out_in
        case .CEASING_CURVE_EASE: return ceasing_ease
        case .CEASING_CURVE_EASE_IN: return ceasing_ease_in
        case .CEASING_CURVE_EASE_OUT: return ceasing_ease_out
        case .CEASING_CURVE_EASE_IN_OUT: return ceasing_ease_in_out
        }
    }
}
