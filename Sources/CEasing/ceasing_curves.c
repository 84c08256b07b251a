/* ceasing_curves.c - Penner / easings.net curves, FlightAnimator extras, the CSS
   keyword curves and ceasing_curve_evaluate. */
#include "ceasing.h"
#include "ceasing_fp.h"
#include "ceasing_keywords.h"

#include <math.h>

#define PI 3.14159265358979323846
#define HALF_PI 1.57079632679489661923

/* The non-CSS curves clamp: t <= 0 gives 0 and t >= 1 gives 1. NaN falls
   through both tests and propagates through the formula. */
#define CLAMP_ENDS(t) \
    do { \
        if ((t) <= 0.0) return 0.0; \
        if ((t) >= 1.0) return 1.0; \
    } while (0)

static const double back_c1 = 1.70158;
static const double back_c2 = 1.70158 * 1.525;
static const double elastic_c4 = 2.0 * PI / 3.0;
static const double elastic_c5 = 2.0 * PI / 4.5;
static const double bounce_n1 = 7.5625;
static const double bounce_d1 = 2.75;

/* outIn(t) = 0.5 out(2t) for t < 0.5, else 0.5 + 0.5 in(2t - 1). */
static double out_in_of(double (*in)(double), double (*out)(double), double t) {
    if (t < 0.5) return 0.5 * out(2.0 * t);
    return 0.5 + 0.5 * in(2.0 * t - 1.0);
}

double ceasing_linear_curve(double t) {
    return t;
}

/* ---- sine ---- */

double ceasing_sine_in(double t) {
    double s;
    CLAMP_ENDS(t);
    s = sin(t * (PI / 4.0)); /* 1 - cos(x) = 2 sin^2(x / 2), accurate near 0 */
    return 2.0 * s * s;
}

double ceasing_sine_out(double t) {
    CLAMP_ENDS(t);
    return sin(t * HALF_PI);
}

double ceasing_sine_in_out(double t) {
    CLAMP_ENDS(t);
    return -(cos(PI * t) - 1.0) / 2.0;
}

double ceasing_sine_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_sine_in, ceasing_sine_out, t);
}

/* ---- polynomials ---- */

double ceasing_quad_in(double t) {
    CLAMP_ENDS(t);
    return t * t;
}

double ceasing_quad_out(double t) {
    double u;
    CLAMP_ENDS(t);
    u = 1.0 - t;
    return 1.0 - u * u;
}

double ceasing_quad_in_out(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 0.5) return 2.0 * t * t;
    u = -2.0 * t + 2.0;
    return 1.0 - u * u / 2.0;
}

double ceasing_quad_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_quad_in, ceasing_quad_out, t);
}

double ceasing_cubic_in(double t) {
    CLAMP_ENDS(t);
    return t * t * t;
}

double ceasing_cubic_out(double t) {
    double u;
    CLAMP_ENDS(t);
    u = 1.0 - t;
    return 1.0 - u * u * u;
}

double ceasing_cubic_in_out(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 0.5) return 4.0 * t * t * t;
    u = -2.0 * t + 2.0;
    return 1.0 - u * u * u / 2.0;
}

double ceasing_cubic_out_in(double t) {
    double v;
    CLAMP_ENDS(t);
    /* 0.5 out(2t) = 0.5 - 0.5 (1 - 2t)^3 and 0.5 + 0.5 in(2t - 1) are one
       polynomial, and with v = 2t - 1 both halves round exactly as
       out_in_of would: no branch, so arrays vectorise. */
    v = 2.0 * t - 1.0;
    return 0.5 + 0.5 * (v * v * v);
}

double ceasing_quart_in(double t) {
    double t2;
    CLAMP_ENDS(t);
    t2 = t * t;
    return t2 * t2;
}

double ceasing_quart_out(double t) {
    double u2;
    CLAMP_ENDS(t);
    u2 = (1.0 - t) * (1.0 - t);
    return 1.0 - u2 * u2;
}

double ceasing_quart_in_out(double t) {
    double u2;
    CLAMP_ENDS(t);
    if (t < 0.5) {
        double t2 = t * t;
        return 8.0 * t2 * t2;
    }
    u2 = (-2.0 * t + 2.0) * (-2.0 * t + 2.0);
    return 1.0 - u2 * u2 / 2.0;
}

double ceasing_quart_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_quart_in, ceasing_quart_out, t);
}

double ceasing_quint_in(double t) {
    double t2;
    CLAMP_ENDS(t);
    t2 = t * t;
    return t2 * t2 * t;
}

double ceasing_quint_out(double t) {
    double u, u2;
    CLAMP_ENDS(t);
    u = 1.0 - t;
    u2 = u * u;
    return 1.0 - u2 * u2 * u;
}

double ceasing_quint_in_out(double t) {
    double u, u2;
    CLAMP_ENDS(t);
    if (t < 0.5) {
        double t2 = t * t;
        return 16.0 * t2 * t2 * t;
    }
    u = -2.0 * t + 2.0;
    u2 = u * u;
    return 1.0 - u2 * u2 * u / 2.0;
}

double ceasing_quint_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_quint_in, ceasing_quint_out, t);
}

/* ---- expo ---- */

double ceasing_expo_in(double t) {
    CLAMP_ENDS(t);
    return exp2(10.0 * t - 10.0);
}

double ceasing_expo_out(double t) {
    CLAMP_ENDS(t);
    return 1.0 - exp2(-10.0 * t);
}

double ceasing_expo_in_out(double t) {
    CLAMP_ENDS(t);
    if (t < 0.5) return exp2(20.0 * t - 10.0) / 2.0;
    return (2.0 - exp2(-20.0 * t + 10.0)) / 2.0;
}

/* expo out stops 2^-10 short of 1 just before t = 1 (and in 2^-10 above 0 just
   after 0), which the plain composition would turn into a step at 1/2. outIn
   composes out*(u) = out(u) + 2^-10 u and in*(u) = 1 - out*(1 - u) instead. */
double ceasing_expo_out_in(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 0.5) {
        u = 2.0 * t;
        return 0.5 * (1.0 - exp2(-10.0 * u) + u / 1024.0);
    }
    u = 2.0 * t - 1.0;
    return 0.5 + 0.5 * (exp2(10.0 * u - 10.0) - (1.0 - u) / 1024.0);
}

/* ---- circ ---- */

/* 1 - u^2 is computed as (1 - u)(1 + u), which keeps its relative accuracy
   near u = 1, where the square root has a vertical tangent. */
double ceasing_circ_in(double t) {
    CLAMP_ENDS(t);
    return 1.0 - sqrt((1.0 - t) * (1.0 + t));
}

double ceasing_circ_out(double t) {
    CLAMP_ENDS(t);
    return sqrt((2.0 - t) * t);
}

double ceasing_circ_in_out(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 0.5) {
        u = 2.0 * t;
        return (1.0 - sqrt((1.0 - u) * (1.0 + u))) / 2.0;
    }
    u = -2.0 * t + 2.0;
    return (sqrt((1.0 - u) * (1.0 + u)) + 1.0) / 2.0;
}

double ceasing_circ_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_circ_in, ceasing_circ_out, t);
}

/* ---- back ---- */

double ceasing_back_in(double t) {
    CLAMP_ENDS(t);
    return t * t * ((back_c1 + 1.0) * t - back_c1);
}

double ceasing_back_out(double t) {
    double u;
    CLAMP_ENDS(t);
    u = t - 1.0;
    return 1.0 + u * u * ((back_c1 + 1.0) * u + back_c1);
}

double ceasing_back_in_out(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 0.5) {
        u = 2.0 * t;
        return u * u * ((back_c2 + 1.0) * u - back_c2) / 2.0;
    }
    u = 2.0 * t - 2.0;
    return (u * u * ((back_c2 + 1.0) * u + back_c2) + 2.0) / 2.0;
}

double ceasing_back_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_back_in, ceasing_back_out, t);
}

/* ---- elastic ---- */

double ceasing_elastic_in(double t) {
    CLAMP_ENDS(t);
    return -exp2(10.0 * t - 10.0) * sin((10.0 * t - 10.75) * elastic_c4);
}

double ceasing_elastic_out(double t) {
    CLAMP_ENDS(t);
    return exp2(-10.0 * t) * sin((10.0 * t - 0.75) * elastic_c4) + 1.0;
}

double ceasing_elastic_in_out(double t) {
    CLAMP_ENDS(t);
    if (t < 0.5) return -(exp2(20.0 * t - 10.0) * sin((20.0 * t - 11.125) * elastic_c5)) / 2.0;
    return exp2(-20.0 * t + 10.0) * sin((20.0 * t - 11.125) * elastic_c5) / 2.0 + 1.0;
}

/* elastic out ends 2^-11 above 1 just before t = 1 (in 2^-11 below 0 just
   after 0); as for expo, outIn composes out*(u) = out(u) - 2^-11 u and
   in*(u) = in(u) + 2^-11 (1 - u), so it is continuous at 1/2. */
double ceasing_elastic_out_in(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 0.5) {
        u = 2.0 * t;
        return 0.5 * (exp2(-10.0 * u) * sin((10.0 * u - 0.75) * elastic_c4) + 1.0 - u / 2048.0);
    }
    u = 2.0 * t - 1.0;
    return 0.5 + 0.5 * (-exp2(10.0 * u - 10.0) * sin((10.0 * u - 10.75) * elastic_c4) + (1.0 - u) / 2048.0);
}

/* ---- bounce ---- */

double ceasing_bounce_out(double t) {
    CLAMP_ENDS(t);
    if (t < 1.0 / bounce_d1) return bounce_n1 * t * t;
    if (t < 2.0 / bounce_d1) {
        t -= 1.5 / bounce_d1;
        return bounce_n1 * t * t + 0.75;
    }
    if (t < 2.5 / bounce_d1) {
        t -= 2.25 / bounce_d1;
        return bounce_n1 * t * t + 0.9375;
    }
    t -= 2.625 / bounce_d1;
    return bounce_n1 * t * t + 0.984375;
}

double ceasing_bounce_in(double t) {
    CLAMP_ENDS(t);
    return 1.0 - ceasing_bounce_out(1.0 - t);
}

double ceasing_bounce_in_out(double t) {
    CLAMP_ENDS(t);
    if (t < 0.5) return (1.0 - ceasing_bounce_out(1.0 - 2.0 * t)) / 2.0;
    return (1.0 + ceasing_bounce_out(2.0 * t - 1.0)) / 2.0;
}

double ceasing_bounce_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_bounce_in, ceasing_bounce_out, t);
}

/* ---- FlightAnimator extras ---- */

double ceasing_smoothstep(double t) {
    CLAMP_ENDS(t);
    return t * t * (3.0 - 2.0 * t);
}

double ceasing_smootherstep(double t) {
    CLAMP_ENDS(t);
    return t * t * t * (t * (6.0 * t - 15.0) + 10.0);
}

double ceasing_atan_in(double t) {
    CLAMP_ENDS(t);
    return atan(15.0 * (t - 1.0)) / atan(15.0) + 1.0;
}

double ceasing_atan_out(double t) {
    CLAMP_ENDS(t);
    return atan(15.0 * t) / atan(15.0);
}

double ceasing_atan_in_out(double t) {
    CLAMP_ENDS(t);
    return atan(15.0 * (t - 0.5)) / (2.0 * atan(7.5)) + 0.5;
}

/* ---- CSS keywords (extrapolate like CSS) ---- */

double ceasing_ease(double t) {
    return ceasing_cubic_bezier_evaluate(&keyword_ease, t);
}

double ceasing_ease_in(double t) {
    return ceasing_cubic_bezier_evaluate(&keyword_ease_in, t);
}

double ceasing_ease_out(double t) {
    return ceasing_cubic_bezier_evaluate(&keyword_ease_out, t);
}

double ceasing_ease_in_out(double t) {
    return ceasing_cubic_bezier_evaluate(&keyword_ease_in_out, t);
}

double ceasing_step_start(double t) {
    ceasing_steps s;
    s.count = 1;
    s.position = CEASING_JUMP_START;
    return ceasing_steps_evaluate(&s, t, 0);
}

double ceasing_step_end(double t) {
    ceasing_steps s;
    s.count = 1;
    s.position = CEASING_JUMP_END;
    return ceasing_steps_evaluate(&s, t, 0);
}

/* ---- the stable enum ---- */

double ceasing_curve_evaluate(ceasing_curve curve, double t) {
    switch (curve) {
    case CEASING_CURVE_LINEAR: return ceasing_linear_curve(t);
    case CEASING_CURVE_SINE_IN: return ceasing_sine_in(t);
    case CEASING_CURVE_SINE_OUT: return ceasing_sine_out(t);
    case CEASING_CURVE_SINE_IN_OUT: return ceasing_sine_in_out(t);
    case CEASING_CURVE_SINE_OUT_IN: return ceasing_sine_out_in(t);
    case CEASING_CURVE_QUAD_IN: return ceasing_quad_in(t);
    case CEASING_CURVE_QUAD_OUT: return ceasing_quad_out(t);
    case CEASING_CURVE_QUAD_IN_OUT: return ceasing_quad_in_out(t);
    case CEASING_CURVE_QUAD_OUT_IN: return ceasing_quad_out_in(t);
    case CEASING_CURVE_CUBIC_IN: return ceasing_cubic_in(t);
    case CEASING_CURVE_CUBIC_OUT: return ceasing_cubic_out(t);
    case CEASING_CURVE_CUBIC_IN_OUT: return ceasing_cubic_in_out(t);
    case CEASING_CURVE_CUBIC_OUT_IN: return ceasing_cubic_out_in(t);
    case CEASING_CURVE_QUART_IN: return ceasing_quart_in(t);
    case CEASING_CURVE_QUART_OUT: return ceasing_quart_out(t);
    case CEASING_CURVE_QUART_IN_OUT: return ceasing_quart_in_out(t);
    case CEASING_CURVE_QUART_OUT_IN: return ceasing_quart_out_in(t);
    case CEASING_CURVE_QUINT_IN: return ceasing_quint_in(t);
    case CEASING_CURVE_QUINT_OUT: return ceasing_quint_out(t);
    case CEASING_CURVE_QUINT_IN_OUT: return ceasing_quint_in_out(t);
    case CEASING_CURVE_QUINT_OUT_IN: return ceasing_quint_out_in(t);
    case CEASING_CURVE_EXPO_IN: return ceasing_expo_in(t);
    case CEASING_CURVE_EXPO_OUT: return ceasing_expo_out(t);
    case CEASING_CURVE_EXPO_IN_OUT: return ceasing_expo_in_out(t);
    case CEASING_CURVE_EXPO_OUT_IN: return ceasing_expo_out_in(t);
    case CEASING_CURVE_CIRC_IN: return ceasing_circ_in(t);
    case CEASING_CURVE_CIRC_OUT: return ceasing_circ_out(t);
    case CEASING_CURVE_CIRC_IN_OUT: return ceasing_circ_in_out(t);
    case CEASING_CURVE_CIRC_OUT_IN: return ceasing_circ_out_in(t);
    case CEASING_CURVE_BACK_IN: return ceasing_back_in(t);
    case CEASING_CURVE_BACK_OUT: return ceasing_back_out(t);
    case CEASING_CURVE_BACK_IN_OUT: return ceasing_back_in_out(t);
    case CEASING_CURVE_BACK_OUT_IN: return ceasing_back_out_in(t);
    case CEASING_CURVE_ELASTIC_IN: return ceasing_elastic_in(t);
    case CEASING_CURVE_ELASTIC_OUT: return ceasing_elastic_out(t);
    case CEASING_CURVE_ELASTIC_IN_OUT: return ceasing_elastic_in_out(t);
    case CEASING_CURVE_ELASTIC_OUT_IN: return ceasing_elastic_out_in(t);
    case CEASING_CURVE_BOUNCE_IN: return ceasing_bounce_in(t);
    case CEASING_CURVE_BOUNCE_OUT: return ceasing_bounce_out(t);
    case CEASING_CURVE_BOUNCE_IN_OUT: return ceasing_bounce_in_out(t);
    case CEASING_CURVE_BOUNCE_OUT_IN: return ceasing_bounce_out_in(t);
    case CEASING_CURVE_SMOOTHSTEP: return ceasing_smoothstep(t);
    case CEASING_CURVE_SMOOTHERSTEP: return ceasing_smootherstep(t);
    case CEASING_CURVE_ATAN_IN: return ceasing_atan_in(t);
    case CEASING_CURVE_ATAN_OUT: return ceasing_atan_out(t);
    case CEASING_CURVE_ATAN_IN_OUT: return ceasing_atan_in_out(t);
    case CEASING_CURVE_AH_BACK_IN: return ceasing_ah_back_in(t);
    case CEASING_CURVE_AH_BACK_OUT: return ceasing_ah_back_out(t);
    case CEASING_CURVE_AH_BACK_IN_OUT: return ceasing_ah_back_in_out(t);
    case CEASING_CURVE_AH_BACK_OUT_IN: return ceasing_ah_back_out_in(t);
    case CEASING_CURVE_AH_ELASTIC_IN: return ceasing_ah_elastic_in(t);
    case CEASING_CURVE_AH_ELASTIC_OUT: return ceasing_ah_elastic_out(t);
    case CEASING_CURVE_AH_ELASTIC_IN_OUT: return ceasing_ah_elastic_in_out(t);
    case CEASING_CURVE_AH_ELASTIC_OUT_IN: return ceasing_ah_elastic_out_in(t);
    case CEASING_CURVE_AH_BOUNCE_IN: return ceasing_ah_bounce_in(t);
    case CEASING_CURVE_AH_BOUNCE_OUT: return ceasing_ah_bounce_out(t);
    case CEASING_CURVE_AH_BOUNCE_IN_OUT: return ceasing_ah_bounce_in_out(t);
    case CEASING_CURVE_AH_BOUNCE_OUT_IN: return ceasing_ah_bounce_out_in(t);
    case CEASING_CURVE_EASE: return ceasing_ease(t);
    case CEASING_CURVE_EASE_IN: return ceasing_ease_in(t);
    case CEASING_CURVE_EASE_OUT: return ceasing_ease_out(t);
    case CEASING_CURVE_EASE_IN_OUT: return ceasing_ease_in_out(t);
    case CEASING_CURVE_STEP_START: return ceasing_step_start(t);
    case CEASING_CURVE_STEP_END: return ceasing_step_end(t);
    }
    return NAN;
}

/* One switch, then a tight loop over the same function: the polynomial curves
   are inlined here and the loop needs no call per value. */
void ceasing_curve_evaluate_array(ceasing_curve curve, const double *t, double *out, size_t count) {
    size_t i;
    switch (curve) {
    case CEASING_CURVE_LINEAR: for (i = 0; i < count; i++) out[i] = ceasing_linear_curve(t[i]); return;
    case CEASING_CURVE_SINE_IN: for (i = 0; i < count; i++) out[i] = ceasing_sine_in(t[i]); return;
    case CEASING_CURVE_SINE_OUT: for (i = 0; i < count; i++) out[i] = ceasing_sine_out(t[i]); return;
    case CEASING_CURVE_SINE_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_sine_in_out(t[i]); return;
    case CEASING_CURVE_SINE_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_sine_out_in(t[i]); return;
    case CEASING_CURVE_QUAD_IN: for (i = 0; i < count; i++) out[i] = ceasing_quad_in(t[i]); return;
    case CEASING_CURVE_QUAD_OUT: for (i = 0; i < count; i++) out[i] = ceasing_quad_out(t[i]); return;
    case CEASING_CURVE_QUAD_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_quad_in_out(t[i]); return;
    case CEASING_CURVE_QUAD_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_quad_out_in(t[i]); return;
    case CEASING_CURVE_CUBIC_IN: for (i = 0; i < count; i++) out[i] = ceasing_cubic_in(t[i]); return;
    case CEASING_CURVE_CUBIC_OUT: for (i = 0; i < count; i++) out[i] = ceasing_cubic_out(t[i]); return;
    case CEASING_CURVE_CUBIC_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_cubic_in_out(t[i]); return;
    case CEASING_CURVE_CUBIC_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_cubic_out_in(t[i]); return;
    case CEASING_CURVE_QUART_IN: for (i = 0; i < count; i++) out[i] = ceasing_quart_in(t[i]); return;
    case CEASING_CURVE_QUART_OUT: for (i = 0; i < count; i++) out[i] = ceasing_quart_out(t[i]); return;
    case CEASING_CURVE_QUART_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_quart_in_out(t[i]); return;
    case CEASING_CURVE_QUART_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_quart_out_in(t[i]); return;
    case CEASING_CURVE_QUINT_IN: for (i = 0; i < count; i++) out[i] = ceasing_quint_in(t[i]); return;
    case CEASING_CURVE_QUINT_OUT: for (i = 0; i < count; i++) out[i] = ceasing_quint_out(t[i]); return;
    case CEASING_CURVE_QUINT_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_quint_in_out(t[i]); return;
    case CEASING_CURVE_QUINT_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_quint_out_in(t[i]); return;
    case CEASING_CURVE_EXPO_IN: for (i = 0; i < count; i++) out[i] = ceasing_expo_in(t[i]); return;
    case CEASING_CURVE_EXPO_OUT: for (i = 0; i < count; i++) out[i] = ceasing_expo_out(t[i]); return;
    case CEASING_CURVE_EXPO_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_expo_in_out(t[i]); return;
    case CEASING_CURVE_EXPO_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_expo_out_in(t[i]); return;
    case CEASING_CURVE_CIRC_IN: for (i = 0; i < count; i++) out[i] = ceasing_circ_in(t[i]); return;
    case CEASING_CURVE_CIRC_OUT: for (i = 0; i < count; i++) out[i] = ceasing_circ_out(t[i]); return;
    case CEASING_CURVE_CIRC_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_circ_in_out(t[i]); return;
    case CEASING_CURVE_CIRC_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_circ_out_in(t[i]); return;
    case CEASING_CURVE_BACK_IN: for (i = 0; i < count; i++) out[i] = ceasing_back_in(t[i]); return;
    case CEASING_CURVE_BACK_OUT: for (i = 0; i < count; i++) out[i] = ceasing_back_out(t[i]); return;
    case CEASING_CURVE_BACK_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_back_in_out(t[i]); return;
    case CEASING_CURVE_BACK_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_back_out_in(t[i]); return;
    case CEASING_CURVE_ELASTIC_IN: for (i = 0; i < count; i++) out[i] = ceasing_elastic_in(t[i]); return;
    case CEASING_CURVE_ELASTIC_OUT: for (i = 0; i < count; i++) out[i] = ceasing_elastic_out(t[i]); return;
    case CEASING_CURVE_ELASTIC_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_elastic_in_out(t[i]); return;
    case CEASING_CURVE_ELASTIC_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_elastic_out_in(t[i]); return;
    case CEASING_CURVE_BOUNCE_IN: for (i = 0; i < count; i++) out[i] = ceasing_bounce_in(t[i]); return;
    case CEASING_CURVE_BOUNCE_OUT: for (i = 0; i < count; i++) out[i] = ceasing_bounce_out(t[i]); return;
    case CEASING_CURVE_BOUNCE_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_bounce_in_out(t[i]); return;
    case CEASING_CURVE_BOUNCE_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_bounce_out_in(t[i]); return;
    case CEASING_CURVE_SMOOTHSTEP: for (i = 0; i < count; i++) out[i] = ceasing_smoothstep(t[i]); return;
    case CEASING_CURVE_SMOOTHERSTEP: for (i = 0; i < count; i++) out[i] = ceasing_smootherstep(t[i]); return;
    case CEASING_CURVE_ATAN_IN: for (i = 0; i < count; i++) out[i] = ceasing_atan_in(t[i]); return;
    case CEASING_CURVE_ATAN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_atan_out(t[i]); return;
    case CEASING_CURVE_ATAN_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_atan_in_out(t[i]); return;
    case CEASING_CURVE_AH_BACK_IN: for (i = 0; i < count; i++) out[i] = ceasing_ah_back_in(t[i]); return;
    case CEASING_CURVE_AH_BACK_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ah_back_out(t[i]); return;
    case CEASING_CURVE_AH_BACK_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ah_back_in_out(t[i]); return;
    case CEASING_CURVE_AH_BACK_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_ah_back_out_in(t[i]); return;
    case CEASING_CURVE_AH_ELASTIC_IN: for (i = 0; i < count; i++) out[i] = ceasing_ah_elastic_in(t[i]); return;
    case CEASING_CURVE_AH_ELASTIC_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ah_elastic_out(t[i]); return;
    case CEASING_CURVE_AH_ELASTIC_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ah_elastic_in_out(t[i]); return;
    case CEASING_CURVE_AH_ELASTIC_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_ah_elastic_out_in(t[i]); return;
    case CEASING_CURVE_AH_BOUNCE_IN: for (i = 0; i < count; i++) out[i] = ceasing_ah_bounce_in(t[i]); return;
    case CEASING_CURVE_AH_BOUNCE_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ah_bounce_out(t[i]); return;
    case CEASING_CURVE_AH_BOUNCE_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ah_bounce_in_out(t[i]); return;
    case CEASING_CURVE_AH_BOUNCE_OUT_IN: for (i = 0; i < count; i++) out[i] = ceasing_ah_bounce_out_in(t[i]); return;
    case CEASING_CURVE_EASE: for (i = 0; i < count; i++) out[i] = ceasing_ease(t[i]); return;
    case CEASING_CURVE_EASE_IN: for (i = 0; i < count; i++) out[i] = ceasing_ease_in(t[i]); return;
    case CEASING_CURVE_EASE_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ease_out(t[i]); return;
    case CEASING_CURVE_EASE_IN_OUT: for (i = 0; i < count; i++) out[i] = ceasing_ease_in_out(t[i]); return;
    case CEASING_CURVE_STEP_START: for (i = 0; i < count; i++) out[i] = ceasing_step_start(t[i]); return;
    case CEASING_CURVE_STEP_END: for (i = 0; i < count; i++) out[i] = ceasing_step_end(t[i]); return;
    }
    for (i = 0; i < count; i++) out[i] = NAN;
}
