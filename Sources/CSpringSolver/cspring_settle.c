/* Settling time: the exact last time a spring is outside its thresholds.

   Position and velocity are both solutions u(t) of the spring's equation
   (velocity starts at (v0, a0)). For each, an analytic envelope bounds the
   time after which |u| ≤ ε for good; the last crossing is then bracketed
   between consecutive extrema of u (zeros of u′, known in closed form when
   the spring oscillates) and refined by bisection. */
#include <math.h>

#include "cspring_internal.h"

#define BISECTION_LIMIT 200

static double solution(const cspring_params *p, double u0, double u1, double t, double *derivative) {
    cspring_transition tr = cspring_transition_make(p, t);
    if (derivative != NULL) *derivative = tr.m10 * u0 + tr.m11 * u1;
    return tr.m00 * u0 + tr.m01 * u1;
}

/* The slowest exponential rate of the motion: −λ, or −ω0²/(λ + ω) when over-damped. */
static double slow_rate(const cspring_params *p) {
    return p->s < 0.0 ? -p->omega0_sq / (p->lambda + p->omega) : -p->lambda;
}

/* The last time at which e^(r·t)·(a + b·t) > eps (r < 0, a, b ≥ 0), or 0. */
static double envelope_exit(double r, double a, double b, double eps) {
    double peak, lo, hi;
    int i;
    if (!isfinite(a) || !isfinite(b) || !(r < 0.0)) return INFINITY;
    if (b == 0.0) return a > eps ? log(a / eps) / -r : 0.0;
    peak = -1.0 / r - a / b;
    if (peak < 0.0) peak = 0.0;
    if (!(r * peak + log(a + b * peak) > log(eps))) return 0.0;
    lo = peak;
    hi = peak + 1.0 / -r;
    for (i = 0; i < 2100 && r * hi + log(a + b * hi) > log(eps); i++) hi = lo + 2.0 * (hi - lo);
    for (i = 0; i < BISECTION_LIMIT; i++) {
        double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        if (r * mid + log(a + b * mid) > log(eps)) lo = mid; else hi = mid;
    }
    return hi;
}

/* A time after which |u| ≤ eps forever. */
static double envelope_bound(const cspring_params *p, double u0, double u1, double eps) {
    double r = slow_rate(p), b = u1 + p->lambda * u0;
    double bound = envelope_exit(r, fabs(u0), fabs(b), eps);
    if (p->s > 0.0) {
        double amplitude = hypot(u0, b / p->omega);
        double t = envelope_exit(r, amplitude, 0.0, eps);
        if (t < bound) bound = t;
    } else if (p->omega > 0.0) {
        double sum = p->lambda + p->omega, half = 0.5 / p->omega;
        double fast = fabs((u1 + sum * u0) * half), slow = fabs((r * u0 - u1) * half);
        double t = envelope_exit(r, fast + slow, 0.0, eps);
        if (t < bound) bound = t;
    }
    return bound;
}

/* Given |u(lo)| > eps and |u| ≤ eps on [crossing, hi], finds the crossing. */
static double refine_crossing(const cspring_params *p, double u0, double u1, double eps, double lo, double hi) {
    int i;
    for (i = 0; i < BISECTION_LIMIT; i++) {
        double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        if (fabs(solution(p, u0, u1, mid, NULL)) > eps) lo = mid; else hi = mid;
    }
    return 0.5 * (lo + hi);
}

/* The last time |u(t)| > eps for the solution with u(0) = u0, u′(0) = u1. */
static double last_exceedance(const cspring_params *p, double u0, double u1, double eps) {
    double t_hi, w = p->omega;

    if (u0 == 0.0 && u1 == 0.0) return 0.0;
    t_hi = envelope_bound(p, u0, u1, eps);
    if (t_hi <= 0.0) return 0.0;
    if (!isfinite(t_hi)) return INFINITY; /* only outside the documented parameter range */

    if (p->s > 0.0 && w * t_hi >= CSPRING_PI) {
        /* Oscillating: u′ ∝ cos(ωt − φ), so extrema sit at t_n = (φ + π/2 + nπ)/ω. */
        double q = p->lambda * u1 + p->omega0_sq * u0;
        double phi = atan2(-q / w, u1);
        double n = floor((w * t_hi - phi - 0.5 * CSPRING_PI) / CSPRING_PI);
        double next = t_hi;
        for (; n >= -2.0; n -= 1.0) {
            double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
            if (t_n <= 0.0) break;
            if (t_n < next && fabs(solution(p, u0, u1, t_n, NULL)) > eps) {
                return refine_crossing(p, u0, u1, eps, t_n, next);
            }
            if (t_n < next) next = t_n;
        }
        return fabs(u0) > eps ? refine_crossing(p, u0, u1, eps, 0.0, next) : 0.0;
    } else {
        /* At most one extremum in (0, t_hi): find the sign change of u′. */
        double d_hi, zero = t_hi;
        int i;
        (void)solution(p, u0, u1, t_hi, &d_hi);
        if (u1 != 0.0 && d_hi != 0.0 && (u1 > 0.0) != (d_hi > 0.0)) {
            double lo = 0.0, hi = t_hi;
            for (i = 0; i < BISECTION_LIMIT; i++) {
                double mid = 0.5 * (lo + hi), d_mid;
                if (mid <= lo || mid >= hi) break;
                (void)solution(p, u0, u1, mid, &d_mid);
                if ((d_mid > 0.0) == (u1 > 0.0) && d_mid != 0.0) lo = mid; else hi = mid;
            }
            zero = 0.5 * (lo + hi);
            if (fabs(solution(p, u0, u1, zero, NULL)) > eps) return refine_crossing(p, u0, u1, eps, zero, t_hi);
        }
        return fabs(u0) > eps ? refine_crossing(p, u0, u1, eps, 0.0, zero) : 0.0;
    }
}

static cspring_status check_settle_input(const cspring_params *p, double displacement, double velocity,
                                         double eps_position, double eps_velocity, double *out) {
    if (p == NULL || out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(displacement) || !CSPRING_FINITE(velocity) || !CSPRING_FINITE(eps_position) ||
        !CSPRING_FINITE(eps_velocity)) {
        return CSPRING_ERROR_NOT_FINITE;
    }
    if (!(eps_position > 0.0) || !(eps_velocity > 0.0)) return CSPRING_ERROR_EPSILON;
    return CSPRING_OK;
}

cspring_status cspring_settling_time(const cspring_params *p, double displacement, double velocity,
                                     double eps_position, double eps_velocity, double *out) {
    double acceleration, t_position, t_velocity;
    cspring_status status = check_settle_input(p, displacement, velocity, eps_position, eps_velocity, out);
    if (status != CSPRING_OK) return status;
    if (displacement == 0.0 && velocity == 0.0) {
        *out = 0.0;
        return CSPRING_OK;
    }
    if (p->lambda == 0.0) {
        *out = INFINITY;
        return CSPRING_NEVER_SETTLES;
    }
    acceleration = -2.0 * p->lambda * velocity - p->omega0_sq * displacement;
    t_position = last_exceedance(p, displacement, velocity, eps_position);
    t_velocity = last_exceedance(p, velocity, acceleration, eps_velocity);
    *out = t_position > t_velocity ? t_position : t_velocity;
    return CSPRING_OK;
}

cspring_status cspring_visual_completion_time(const cspring_params *p, double displacement, double velocity,
                                              double eps_position, double *out) {
    cspring_status status = check_settle_input(p, displacement, velocity, eps_position, 1.0, out);
    if (status != CSPRING_OK) return status;
    if (displacement == 0.0 && velocity == 0.0) {
        *out = 0.0;
        return CSPRING_OK;
    }
    if (p->lambda == 0.0) {
        *out = INFINITY;
        return CSPRING_NEVER_SETTLES;
    }
    *out = last_exceedance(p, displacement, velocity, eps_position);
    return CSPRING_OK;
}
