import Motion
import Testing

// Shared oracles and grids of the Easing tests.

/// A named curve: its Swift member, canonical name, C function and C enum value.
struct NamedCurve: Sendable, CustomTestStringConvertible {
    let member: String
    let canonicalName: String
    let easing: Easing
    let function: @Sendable (Double) -> Double
    let curve: ceasing_curve

    init(
        _ member: String, _ canonicalName: String, _ easing: Easing,
        _ function: @escaping @Sendable (Double) -> Double, _ curve: ceasing_curve
    ) {
        self.member = member
        self.canonicalName = canonicalName
        self.easing = easing
        self.function = function
        self.curve = curve
    }

    var testDescription: String { member }
}

/// Every named member, written out by hand against ceasing.h, in enum order.
let namedCurves: [NamedCurve] = [
    NamedCurve("linear", "linear", .linear, { ceasing_linear_curve($0) }, .CEASING_CURVE_LINEAR),
    NamedCurve("easeInSine", "easeInSine", .easeInSine, { ceasing_sine_in($0) }, .CEASING_CURVE_SINE_IN),
    NamedCurve("easeOutSine", "easeOutSine", .easeOutSine, { ceasing_sine_out($0) }, .CEASING_CURVE_SINE_OUT),
    NamedCurve("easeInOutSine", "easeInOutSine", .easeInOutSine, { ceasing_sine_in_out($0) }, .CEASING_CURVE_SINE_IN_OUT),
    NamedCurve("easeOutInSine", "easeOutInSine", .easeOutInSine, { ceasing_sine_out_in($0) }, .CEASING_CURVE_SINE_OUT_IN),
    NamedCurve("easeInQuad", "easeInQuad", .easeInQuad, { ceasing_quad_in($0) }, .CEASING_CURVE_QUAD_IN),
    NamedCurve("easeOutQuad", "easeOutQuad", .easeOutQuad, { ceasing_quad_out($0) }, .CEASING_CURVE_QUAD_OUT),
    NamedCurve("easeInOutQuad", "easeInOutQuad", .easeInOutQuad, { ceasing_quad_in_out($0) }, .CEASING_CURVE_QUAD_IN_OUT),
    NamedCurve("easeOutInQuad", "easeOutInQuad", .easeOutInQuad, { ceasing_quad_out_in($0) }, .CEASING_CURVE_QUAD_OUT_IN),
    NamedCurve("easeInCubic", "easeInCubic", .easeInCubic, { ceasing_cubic_in($0) }, .CEASING_CURVE_CUBIC_IN),
    NamedCurve("easeOutCubic", "easeOutCubic", .easeOutCubic, { ceasing_cubic_out($0) }, .CEASING_CURVE_CUBIC_OUT),
    NamedCurve("easeInOutCubic", "easeInOutCubic", .easeInOutCubic, { ceasing_cubic_in_out($0) }, .CEASING_CURVE_CUBIC_IN_OUT),
    NamedCurve("easeOutInCubic", "easeOutInCubic", .easeOutInCubic, { ceasing_cubic_out_in($0) }, .CEASING_CURVE_CUBIC_OUT_IN),
    NamedCurve("easeInQuart", "easeInQuart", .easeInQuart, { ceasing_quart_in($0) }, .CEASING_CURVE_QUART_IN),
    NamedCurve("easeOutQuart", "easeOutQuart", .easeOutQuart, { ceasing_quart_out($0) }, .CEASING_CURVE_QUART_OUT),
    NamedCurve("easeInOutQuart", "easeInOutQuart", .easeInOutQuart, { ceasing_quart_in_out($0) }, .CEASING_CURVE_QUART_IN_OUT),
    NamedCurve("easeOutInQuart", "easeOutInQuart", .easeOutInQuart, { ceasing_quart_out_in($0) }, .CEASING_CURVE_QUART_OUT_IN),
    NamedCurve("easeInQuint", "easeInQuint", .easeInQuint, { ceasing_quint_in($0) }, .CEASING_CURVE_QUINT_IN),
    NamedCurve("easeOutQuint", "easeOutQuint", .easeOutQuint, { ceasing_quint_out($0) }, .CEASING_CURVE_QUINT_OUT),
    NamedCurve("easeInOutQuint", "easeInOutQuint", .easeInOutQuint, { ceasing_quint_in_out($0) }, .CEASING_CURVE_QUINT_IN_OUT),
    NamedCurve("easeOutInQuint", "easeOutInQuint", .easeOutInQuint, { ceasing_quint_out_in($0) }, .CEASING_CURVE_QUINT_OUT_IN),
    NamedCurve("easeInExpo", "easeInExpo", .easeInExpo, { ceasing_expo_in($0) }, .CEASING_CURVE_EXPO_IN),
    NamedCurve("easeOutExpo", "easeOutExpo", .easeOutExpo, { ceasing_expo_out($0) }, .CEASING_CURVE_EXPO_OUT),
    NamedCurve("easeInOutExpo", "easeInOutExpo", .easeInOutExpo, { ceasing_expo_in_out($0) }, .CEASING_CURVE_EXPO_IN_OUT),
    NamedCurve("easeOutInExpo", "easeOutInExpo", .easeOutInExpo, { ceasing_expo_out_in($0) }, .CEASING_CURVE_EXPO_OUT_IN),
    NamedCurve("easeInCirc", "easeInCirc", .easeInCirc, { ceasing_circ_in($0) }, .CEASING_CURVE_CIRC_IN),
    NamedCurve("easeOutCirc", "easeOutCirc", .easeOutCirc, { ceasing_circ_out($0) }, .CEASING_CURVE_CIRC_OUT),
    NamedCurve("easeInOutCirc", "easeInOutCirc", .easeInOutCirc, { ceasing_circ_in_out($0) }, .CEASING_CURVE_CIRC_IN_OUT),
    NamedCurve("easeOutInCirc", "easeOutInCirc", .easeOutInCirc, { ceasing_circ_out_in($0) }, .CEASING_CURVE_CIRC_OUT_IN),
    NamedCurve("easeInBack", "easeInBack", .easeInBack, { ceasing_back_in($0) }, .CEASING_CURVE_BACK_IN),
    NamedCurve("easeOutBack", "easeOutBack", .easeOutBack, { ceasing_back_out($0) }, .CEASING_CURVE_BACK_OUT),
    NamedCurve("easeInOutBack", "easeInOutBack", .easeInOutBack, { ceasing_back_in_out($0) }, .CEASING_CURVE_BACK_IN_OUT),
    NamedCurve("easeOutInBack", "easeOutInBack", .easeOutInBack, { ceasing_back_out_in($0) }, .CEASING_CURVE_BACK_OUT_IN),
    NamedCurve("easeInElastic", "easeInElastic", .easeInElastic, { ceasing_elastic_in($0) }, .CEASING_CURVE_ELASTIC_IN),
    NamedCurve("easeOutElastic", "easeOutElastic", .easeOutElastic, { ceasing_elastic_out($0) }, .CEASING_CURVE_ELASTIC_OUT),
    NamedCurve("easeInOutElastic", "easeInOutElastic", .easeInOutElastic, { ceasing_elastic_in_out($0) }, .CEASING_CURVE_ELASTIC_IN_OUT),
    NamedCurve("easeOutInElastic", "easeOutInElastic", .easeOutInElastic, { ceasing_elastic_out_in($0) }, .CEASING_CURVE_ELASTIC_OUT_IN),
    NamedCurve("easeInBounce", "easeInBounce", .easeInBounce, { ceasing_bounce_in($0) }, .CEASING_CURVE_BOUNCE_IN),
    NamedCurve("easeOutBounce", "easeOutBounce", .easeOutBounce, { ceasing_bounce_out($0) }, .CEASING_CURVE_BOUNCE_OUT),
    NamedCurve("easeInOutBounce", "easeInOutBounce", .easeInOutBounce, { ceasing_bounce_in_out($0) }, .CEASING_CURVE_BOUNCE_IN_OUT),
    NamedCurve("easeOutInBounce", "easeOutInBounce", .easeOutInBounce, { ceasing_bounce_out_in($0) }, .CEASING_CURVE_BOUNCE_OUT_IN),
    NamedCurve("smoothStep", "smoothStep", .smoothStep, { ceasing_smoothstep($0) }, .CEASING_CURVE_SMOOTHSTEP),
    NamedCurve("smootherStep", "smootherStep", .smootherStep, { ceasing_smootherstep($0) }, .CEASING_CURVE_SMOOTHERSTEP),
    NamedCurve("easeInAtan", "easeInAtan", .easeInAtan, { ceasing_atan_in($0) }, .CEASING_CURVE_ATAN_IN),
    NamedCurve("easeOutAtan", "easeOutAtan", .easeOutAtan, { ceasing_atan_out($0) }, .CEASING_CURVE_ATAN_OUT),
    NamedCurve("easeInOutAtan", "easeInOutAtan", .easeInOutAtan, { ceasing_atan_in_out($0) }, .CEASING_CURVE_ATAN_IN_OUT),
    NamedCurve("ahBackEaseIn", "ahBackEaseIn", .ahBackEaseIn, { ceasing_ah_back_in($0) }, .CEASING_CURVE_AH_BACK_IN),
    NamedCurve("ahBackEaseOut", "ahBackEaseOut", .ahBackEaseOut, { ceasing_ah_back_out($0) }, .CEASING_CURVE_AH_BACK_OUT),
    NamedCurve("ahBackEaseInOut", "ahBackEaseInOut", .ahBackEaseInOut, { ceasing_ah_back_in_out($0) }, .CEASING_CURVE_AH_BACK_IN_OUT),
    NamedCurve("ahBackEaseOutIn", "ahBackEaseOutIn", .ahBackEaseOutIn, { ceasing_ah_back_out_in($0) }, .CEASING_CURVE_AH_BACK_OUT_IN),
    NamedCurve("ahElasticEaseIn", "ahElasticEaseIn", .ahElasticEaseIn, { ceasing_ah_elastic_in($0) }, .CEASING_CURVE_AH_ELASTIC_IN),
    NamedCurve("ahElasticEaseOut", "ahElasticEaseOut", .ahElasticEaseOut, { ceasing_ah_elastic_out($0) }, .CEASING_CURVE_AH_ELASTIC_OUT),
    NamedCurve("ahElasticEaseInOut", "ahElasticEaseInOut", .ahElasticEaseInOut, { ceasing_ah_elastic_in_out($0) }, .CEASING_CURVE_AH_ELASTIC_IN_OUT),
    NamedCurve("ahElasticEaseOutIn", "ahElasticEaseOutIn", .ahElasticEaseOutIn, { ceasing_ah_elastic_out_in($0) }, .CEASING_CURVE_AH_ELASTIC_OUT_IN),
    NamedCurve("ahBounceEaseIn", "ahBounceEaseIn", .ahBounceEaseIn, { ceasing_ah_bounce_in($0) }, .CEASING_CURVE_AH_BOUNCE_IN),
    NamedCurve("ahBounceEaseOut", "ahBounceEaseOut", .ahBounceEaseOut, { ceasing_ah_bounce_out($0) }, .CEASING_CURVE_AH_BOUNCE_OUT),
    NamedCurve("ahBounceEaseInOut", "ahBounceEaseInOut", .ahBounceEaseInOut, { ceasing_ah_bounce_in_out($0) }, .CEASING_CURVE_AH_BOUNCE_IN_OUT),
    NamedCurve("ahBounceEaseOutIn", "ahBounceEaseOutIn", .ahBounceEaseOutIn, { ceasing_ah_bounce_out_in($0) }, .CEASING_CURVE_AH_BOUNCE_OUT_IN),
    NamedCurve("ease", "ease", .ease, { ceasing_ease($0) }, .CEASING_CURVE_EASE),
    NamedCurve("easeIn", "ease-in", .easeIn, { ceasing_ease_in($0) }, .CEASING_CURVE_EASE_IN),
    NamedCurve("easeOut", "ease-out", .easeOut, { ceasing_ease_out($0) }, .CEASING_CURVE_EASE_OUT),
    NamedCurve("easeInOut", "ease-in-out", .easeInOut, { ceasing_ease_in_out($0) }, .CEASING_CURVE_EASE_IN_OUT),
    NamedCurve("stepStart", "step-start", .stepStart, { ceasing_step_start($0) }, .CEASING_CURVE_STEP_START),
    NamedCurve("stepEnd", "step-end", .stepEnd, { ceasing_step_end($0) }, .CEASING_CURVE_STEP_END),
]

/// Inputs on [-0.5, 1.5] every 1/512, plus the ends, their neighbours and tiny values.
let grid: [Double] = {
    var values = (-256...768).map { Double($0) / 512 }
    values += [0, 1, 0.5, 1e-300, 0.1, 1 / 3, 2 / 3, 0.9]
    values += [Double(1).nextDown, Double(1).nextUp, Double(0.5).nextDown, Double(0).nextUp, -Double(0).nextUp]
    return values
}()

/// Inputs on [0, 1] every 1/1024.
let unitGrid: [Double] = (0...1024).map { Double($0) / 1024 }

/// Same double, bit for bit (NaNs with the same payload included).
func identical(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern
}

/// Whether the easing is exactly 0 at 0 and exactly 1 at 1.
func exactAtEnds(_ easing: Easing) -> Bool {
    identical(easing.value(at: 0), 0) && identical(easing.value(at: 1), 1)
}

/// The largest |f - g| over the inputs.
func maxDifference(_ f: (Double) -> Double, _ g: (Double) -> Double, over inputs: [Double]) -> Double {
    inputs.reduce(0) { max($0, abs(f($1) - g($1))) }
}
