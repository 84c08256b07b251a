/* ceasing_ahe.c - AHEasing's back, elastic and bounce (warrenm/AHEasing, as
   used by INTUAnimationEngine, FCAnimationFactory and FlightAnimator). */
#include "ceasing.h"
#include "ceasing_fp.h"

#include <math.h>

#define PI 3.14159265358979323846
#define HALF_PI 1.57079632679489661923

#define CLAMP_ENDS(t) \
    do { \
        if ((t) <= 0.0) return 0.0; \
        if ((t) >= 1.0) return 1.0; \
    } while (0)

static double out_in_of(double (*in)(double), double (*out)(double), double t) {
    if (t < 0.5) return 0.5 * out(2.0 * t);
    return 0.5 + 0.5 * in(2.0 * t - 1.0);
}

/* ---- back: t^3 - t sin(pi t) ---- */

static double ah_back_shape(double f) {
    return f * f * f - f * sin(f * PI);
}

double ceasing_ah_back_in(double t) {
    CLAMP_ENDS(t);
    return ah_back_shape(t);
}

double ceasing_ah_back_out(double t) {
    CLAMP_ENDS(t);
    return 1.0 - ah_back_shape(1.0 - t);
}

double ceasing_ah_back_in_out(double t) {
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * ah_back_shape(2.0 * t);
    return 0.5 * (1.0 - ah_back_shape(2.0 - 2.0 * t)) + 0.5;
}

double ceasing_ah_back_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_ah_back_in, ceasing_ah_back_out, t);
}

/* ---- elastic: sin(13 (pi/2) t) 2^(10 (t - 1)) ---- */

double ceasing_ah_elastic_in(double t) {
    CLAMP_ENDS(t);
    return sin(13.0 * HALF_PI * t) * exp2(10.0 * (t - 1.0));
}

double ceasing_ah_elastic_out(double t) {
    CLAMP_ENDS(t);
    return sin(-13.0 * HALF_PI * (t + 1.0)) * exp2(-10.0 * t) + 1.0;
}

double ceasing_ah_elastic_in_out(double t) {
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * sin(13.0 * HALF_PI * (2.0 * t)) * exp2(10.0 * (2.0 * t - 1.0));
    return 0.5 * (sin(-13.0 * HALF_PI * ((2.0 * t - 1.0) + 1.0)) * exp2(-10.0 * (2.0 * t - 1.0)) + 2.0);
}

double ceasing_ah_elastic_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_ah_elastic_in, ceasing_ah_elastic_out, t);
}

/* ---- bounce: the 4/11, 8/11, 9/10 polynomial ---- */

/* AHEasing writes the pieces expanded, e.g. (54/5) t^2 - (513/25) t + 268/25;
   the same parabolas in vertex form avoid the cancellation (about 2e-15 at
   t = 0.9) of the expanded form. */
double ceasing_ah_bounce_out(double t) {
    double u;
    CLAMP_ENDS(t);
    if (t < 4.0 / 11.0) return (121.0 * t * t) / 16.0;
    if (t < 8.0 / 11.0) {
        u = t - 6.0 / 11.0;
        return 363.0 / 40.0 * u * u + 0.7;
    }
    if (t < 9.0 / 10.0) {
        u = t - 179.0 / 220.0;
        return 4356.0 / 361.0 * u * u + 0.91;
    }
    u = t - 0.95;
    return 54.0 / 5.0 * u * u + 0.973;
}

double ceasing_ah_bounce_in(double t) {
    CLAMP_ENDS(t);
    return 1.0 - ceasing_ah_bounce_out(1.0 - t);
}

double ceasing_ah_bounce_in_out(double t) {
    CLAMP_ENDS(t);
    if (t < 0.5) return 0.5 * ceasing_ah_bounce_in(t * 2.0);
    return 0.5 * ceasing_ah_bounce_out(t * 2.0 - 1.0) + 0.5;
}

double ceasing_ah_bounce_out_in(double t) {
    CLAMP_ENDS(t);
    return out_in_of(ceasing_ah_bounce_in, ceasing_ah_bounce_out, t);
}
