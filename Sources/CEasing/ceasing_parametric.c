/* ceasing_parametric.c - power, back(s), elastic(a, p) and RHAnimator's
   overshoot and exponential deceleration. */
#include "ceasing.h"
#include "ceasing_fp.h"

#include <float.h>
#include <math.h>

#define TWO_PI 6.28318530717958647693
#define LN2 0.69314718055994530942

#define CLAMP_ENDS(t) \
    do { \
        if ((t) <= 0.0) return 0.0; \
        if ((t) >= 1.0) return 1.0; \
    } while (0)

/* Finite and > 0 (false for NaN). */
static int is_positive(double v) {
    return v > 0.0 && v <= DBL_MAX;
}

/* Finite and >= 0 (false for NaN). */
static int is_non_negative(double v) {
    return v >= 0.0 && v <= DBL_MAX;
}

/* ---- power ---- */

double ceasing_power_in(double t, double exponent) {
    if (!is_positive(exponent)) return NAN;
    CLAMP_ENDS(t);
    return pow(t, exponent);
}

double ceasing_power_out(double t, double exponent) {
    if (!is_positive(exponent)) return NAN;
    CLAMP_ENDS(t);
    return 1.0 - pow(1.0 - t, exponent);
}

double ceasing_power_in_out(double t, double exponent) {
    if (!is_positive(exponent)) return NAN;
    CLAMP_ENDS(t);
    if (t <= 0.5) return 0.5 * pow(2.0 * t, exponent);
    return 1.0 - 0.5 * pow(2.0 - 2.0 * t, exponent);
}

double ceasing_power_out_in(double t, double exponent) {
    if (!is_positive(exponent)) return NAN;
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * ceasing_power_out(2.0 * t, exponent);
    return 0.5 + 0.5 * ceasing_power_in(2.0 * t - 1.0, exponent);
}

/* ---- back(s) ---- */

double ceasing_param_back_in(double t, double overshoot) {
    if (!is_non_negative(overshoot)) return NAN;
    CLAMP_ENDS(t);
    return t * t * ((overshoot + 1.0) * t - overshoot);
}

double ceasing_param_back_out(double t, double overshoot) {
    double u;
    if (!is_non_negative(overshoot)) return NAN;
    CLAMP_ENDS(t);
    u = t - 1.0;
    return 1.0 + u * u * ((overshoot + 1.0) * u + overshoot);
}

double ceasing_param_back_in_out(double t, double overshoot) {
    if (!is_non_negative(overshoot)) return NAN;
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * ceasing_param_back_in(2.0 * t, overshoot);
    return 0.5 + 0.5 * ceasing_param_back_out(2.0 * t - 1.0, overshoot);
}

double ceasing_param_back_out_in(double t, double overshoot) {
    if (!is_non_negative(overshoot)) return NAN;
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * ceasing_param_back_out(2.0 * t, overshoot);
    return 0.5 + 0.5 * ceasing_param_back_in(2.0 * t - 1.0, overshoot);
}

/* ---- elastic(a, p) ---- */

/* A 2^(-10t) sin(w t - asin(1 / A)) + 1 for t in (0, 1), parameters valid. */
static double elastic_out_inner(double t, double amplitude, double period) {
    double a = amplitude > 1.0 ? amplitude : 1.0;
    double w = TWO_PI * (amplitude < 1.0 ? amplitude : 1.0) / period;
    if (!(w <= DBL_MAX)) w = DBL_MAX; /* periods near DBL_MIN; keeps w t finite */
    return a * exp2(-10.0 * t) * sin(w * t - asin(1.0 / a)) + 1.0;
}

double ceasing_param_elastic_out(double t, double amplitude, double period) {
    if (!is_positive(amplitude) || !is_positive(period)) return NAN;
    CLAMP_ENDS(t);
    return elastic_out_inner(t, amplitude, period);
}

double ceasing_param_elastic_in(double t, double amplitude, double period) {
    if (!is_positive(amplitude) || !is_positive(period)) return NAN;
    CLAMP_ENDS(t);
    return 1.0 - elastic_out_inner(1.0 - t, amplitude, period);
}

double ceasing_param_elastic_in_out(double t, double amplitude, double period) {
    if (!is_positive(amplitude) || !is_positive(period)) return NAN;
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * ceasing_param_elastic_in(2.0 * t, amplitude, period);
    return 0.5 + 0.5 * ceasing_param_elastic_out(2.0 * t - 1.0, amplitude, period);
}

/* out(t) tends to 1 + r, not 1, as t -> 1 (r = A 2^-10 sin(w - asin(1 / A))),
   so outIn composes out*(u) = out(u) - r u and in*(u) = 1 - out*(1 - u),
   which meet at 1/2 without a step. */
double ceasing_param_elastic_out_in(double t, double amplitude, double period) {
    double r, u;
    if (!is_positive(amplitude) || !is_positive(period)) return NAN;
    CLAMP_ENDS(t);
    r = elastic_out_inner(1.0, amplitude, period) - 1.0;
    if (t < 0.5) {
        u = 2.0 * t;
        return 0.5 * (elastic_out_inner(u, amplitude, period) - r * u);
    }
    u = 2.0 * t - 1.0;
    return 0.5 + 0.5 * (1.0 - elastic_out_inner(1.0 - u, amplitude, period) + r * (1.0 - u));
}

/* ---- RHAnimator ---- */

double ceasing_overshoot(double t, int count, double halflife) {
    double w;
    if (count < 0 || !is_positive(halflife)) return NAN;
    CLAMP_ENDS(t);
    w = 0.25 + 0.5 * (double)count;
    return 1.0 - exp2(-t / halflife) * cos(TWO_PI * t * w);
}

double ceasing_exponential_decelerate(double t, double halflife) {
    double k;
    if (!is_positive(halflife)) return NAN;
    CLAMP_ENDS(t);
    k = LN2 / halflife; /* 1 - 0.5^(t / h) = -expm1(-k t) */
    return expm1(-k * t) / expm1(-k);
}

double ceasing_rh_exponential_decelerate(double t, double halflife) {
    if (!is_positive(halflife)) return NAN;
    CLAMP_ENDS(t);
    return 1.0 - exp2(-t / halflife);
}
