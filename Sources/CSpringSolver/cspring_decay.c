/* Exponential decay (fling) and rubber banding. */
#include <math.h>

#include "cspring_internal.h"

cspring_status cspring_decay_from_rate(cspring_decay *out, double rate_per_ms, cspring_decay_convention convention) {
    cspring_decay d;
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(rate_per_ms)) return CSPRING_ERROR_NOT_FINITE;
    if (!(rate_per_ms > 0.0 && rate_per_ms < 1.0)) return CSPRING_ERROR_RANGE;
    d.time_constant = -1.0 / (1000.0 * log(rate_per_ms));
    switch (convention) {
    case CSPRING_DECAY_CONTINUOUS: d.gain = d.time_constant; break;
    case CSPRING_DECAY_POP: d.gain = rate_per_ms / (1000.0 * (1.0 - rate_per_ms)); break;
    default: return CSPRING_ERROR_RANGE;
    }
    if (!CSPRING_FINITE(d.time_constant) || !(d.time_constant > 0.0) || !CSPRING_FINITE(d.gain)) {
        return CSPRING_ERROR_RANGE;
    }
    *out = d;
    return CSPRING_OK;
}

cspring_status cspring_decay_from_time_constant(cspring_decay *out, double time_constant) {
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(time_constant)) return CSPRING_ERROR_NOT_FINITE;
    if (!(time_constant > 0.0)) return CSPRING_ERROR_DURATION;
    out->time_constant = time_constant;
    out->gain = time_constant;
    return CSPRING_OK;
}

cspring_state cspring_decay_evaluate(const cspring_decay *d, double x0, double v0, double t) {
    cspring_state state;
    state.position = x0;
    state.velocity = v0;
    if (t > 0.0) {
        double remaining = exp(-t / d->time_constant);
        /* 1 − e^(−t/τ) as −expm1, exact for small t. */
        state.position = x0 + v0 * d->gain * -expm1(-t / d->time_constant);
        state.velocity = v0 * remaining;
    } else if (isnan(t)) {
        state.position = t;
        state.velocity = t;
    }
    return state;
}

double cspring_decay_projection(const cspring_decay *d, double x0, double v0) {
    return x0 + v0 * d->gain;
}

cspring_status cspring_decay_time_to_velocity(const cspring_decay *d, double v0, double threshold, double *out) {
    double ratio, time;
    if (d == NULL || out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(v0) || !CSPRING_FINITE(threshold)) return CSPRING_ERROR_NOT_FINITE;
    if (!(threshold > 0.0)) return CSPRING_ERROR_EPSILON;
    if (!(fabs(v0) > threshold)) {
        *out = 0.0;
        return CSPRING_OK;
    }
    /* ln(|v0|/threshold), also where the ratio itself overflows. */
    ratio = fabs(v0) / threshold;
    time = d->time_constant * (ratio < INFINITY ? log(ratio) : log(fabs(v0)) - log(threshold));
    if (!CSPRING_FINITE(time)) return CSPRING_ERROR_RANGE;
    *out = time;
    return CSPRING_OK;
}

double cspring_decay_velocity_for_target(const cspring_decay *d, double x0, double target) {
    return (target - x0) / d->gain;
}

static cspring_status check_rubber_band(double value, double dimension, double coefficient, const double *out) {
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(value) || !CSPRING_FINITE(dimension) || !CSPRING_FINITE(coefficient)) {
        return CSPRING_ERROR_NOT_FINITE;
    }
    if (!(dimension > 0.0) || !(coefficient > 0.0)) return CSPRING_ERROR_RANGE;
    return CSPRING_OK;
}

cspring_status cspring_rubber_band(double overshoot, double dimension, double coefficient, double *out) {
    double x;
    cspring_status status = check_rubber_band(overshoot, dimension, coefficient, out);
    if (status != CSPRING_OK) return status;
    x = fabs(overshoot) * coefficient / dimension;
    /* (1 − 1/(x + 1))·d = d·x/(x + 1), without cancellation for small x; d once x overflows. */
    *out = copysign(x < INFINITY ? dimension * (x / (x + 1.0)) : dimension, overshoot);
    return CSPRING_OK;
}

cspring_status cspring_rubber_band_inverse(double offset, double dimension, double coefficient, double *out) {
    double y, ratio, result;
    cspring_status status = check_rubber_band(offset, dimension, coefficient, out);
    if (status != CSPRING_OK) return status;
    y = fabs(offset);
    if (!(y < dimension)) return CSPRING_ERROR_RANGE;
    ratio = y / (dimension - y);
    result = ratio == 0.0 ? 0.0 : dimension / coefficient * ratio;
    if (!CSPRING_FINITE(result)) result = ratio * dimension / coefficient;
    /* The overshoot itself is beyond the largest double. */
    if (!CSPRING_FINITE(result)) return CSPRING_ERROR_RANGE;
    *out = copysign(result, offset);
    return CSPRING_OK;
}
