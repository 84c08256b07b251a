/* Settling time: the exact last time a spring is outside its thresholds.

   Position and velocity are both solutions u(t) of the spring's equation
   (velocity starts at (v0, a0)). When the spring oscillates, every extremum
   of u has |u| = P·e^(−λt) exactly (P in closed form below), so the last
   extremum above ε is found by a closed-form jump to its index and checked
   with a few evaluations around it; the crossing after it is refined by
   bisection. Otherwise u has at most one extremum, found by bisection on u′,
   and an analytic envelope bounds the time after which |u| ≤ ε.

   Every loop has a fixed bound: bisections halve the bit patterns of two
   non-negative doubles (at most 64 steps to adjacent doubles, for any range),
   the envelope search doubles at most 2100 times, and at most 8 extrema are
   examined. Where the peaks are closer together than 1e-13 of the time
   itself (more than ~10^13 oscillations), the envelope's time is returned:
   the last crossing lies within one half period of it. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"

/* Counts evaluations (closed form, envelope logarithm) where a test defines it
   and includes this file (Tests/C/test_cspring_settle_cost.c); nothing otherwise. */
#ifndef CSPRING_SETTLE_COUNT
#define CSPRING_SETTLE_COUNT() ((void)0)
#endif

#define BIT_BISECTION_LIMIT 64
#define DOUBLING_LIMIT 2100
/* Extrema examined on each side of the envelope's estimate. */
#define PEAK_MARGIN 4
/* Peaks closer than this fraction of the time: the envelope's time is exact enough. */
#define PEAK_RESOLUTION 1e-13

static double solution(const cspring_params *p, double u0, double u1, double t, double *derivative) {
    cspring_transition tr = cspring_transition_make(p, t);
    CSPRING_SETTLE_COUNT();
    if (derivative != NULL) *derivative = tr.m10 * u0 + tr.m11 * u1;
    return tr.m00 * u0 + tr.m01 * u1;
}

/* The double halfway between 0 ≤ lo < hi (both finite) in bit pattern:
   bisecting with it reaches adjacent doubles within 64 steps for any range. */
static double bit_midpoint(double lo, double hi) {
    uint64_t a, b, m;
    double mid;
    memcpy(&a, &lo, sizeof a);
    memcpy(&b, &hi, sizeof b);
    m = a + (b - a) / 2;
    memcpy(&mid, &m, sizeof mid);
    return mid;
}

/* The slowest exponential rate of the motion: −λ, or −ω0²/(λ + ω) when over-damped. */
static double slow_rate(const cspring_params *p) {
    return p->s < 0.0 ? -p->omega0_sq / (p->lambda + p->omega) : -p->lambda;
}

/* log(a + b·t) for a, b, t ≥ 0, also where a + b·t overflows (b·t as log b + log t). */
static double log_affine(double a, double b, double t) {
    double sum = a + b * t, big, small;
    if (sum < INFINITY) return log(sum);
    big = log(b) + log(t);
    small = a > 0.0 ? log(a) : -INFINITY;
    if (small > big) {
        double swap = big;
        big = small;
        small = swap;
    }
    return big + log1p(exp(small - big));
}

static int envelope_above(double r, double a, double b, double t, double log_eps) {
    CSPRING_SETTLE_COUNT();
    return r * t + log_affine(a, b, t) > log_eps;
}

/* The last time at which e^(r·t)·(a + b·t) > eps (r < 0, a, b ≥ 0), or 0;
   INFINITY when that time is beyond the largest double, NaN if a or b is not finite. */
static double envelope_exit(double r, double a, double b, double eps) {
    double peak, lo, hi, log_eps = log(eps);
    int i;
    if (!isfinite(a) || !isfinite(b)) return NAN;
    if (!(r < 0.0)) return INFINITY;
    if (b == 0.0) {
        if (!(a > eps)) return 0.0;
        return (a / eps < INFINITY ? log(a / eps) : log(a) - log_eps) / -r;
    }
    peak = -1.0 / r - a / b;
    if (!(peak > 0.0)) peak = 0.0;
    if (!isfinite(peak)) return INFINITY;
    if (!envelope_above(r, a, b, peak, log_eps)) return 0.0;
    lo = peak;
    hi = peak + 1.0 / -r;
    for (i = 0; i < DOUBLING_LIMIT && isfinite(hi) && envelope_above(r, a, b, hi, log_eps); i++) {
        hi = lo + 2.0 * (hi - lo);
    }
    if (!isfinite(hi)) return INFINITY;
    for (i = 0; i < BIT_BISECTION_LIMIT; i++) {
        double mid = bit_midpoint(lo, hi);
        if (mid <= lo || mid >= hi) break;
        if (envelope_above(r, a, b, mid, log_eps)) lo = mid; else hi = mid;
    }
    return hi;
}

static double min_time(double a, double b) {
    return b < a ? b : a;
}

/* A time after which |u| ≤ eps forever (INFINITY beyond the largest double,
   NaN when the motion's scale overflows). */
static double envelope_bound(const cspring_params *p, double u0, double u1, double eps) {
    double r = slow_rate(p), b = u1 + p->lambda * u0;
    double bound = envelope_exit(r, fabs(u0), fabs(b), eps);
    if (p->s > 0.0) {
        bound = min_time(bound, envelope_exit(r, hypot(u0, b / p->omega), 0.0, eps));
    } else if (p->omega > 0.0) {
        double sum = p->lambda + p->omega, half = 0.5 / p->omega;
        double fast = fabs((u1 + sum * u0) * half), slow = fabs((r * u0 - u1) * half);
        bound = min_time(bound, envelope_exit(r, fast + slow, 0.0, eps));
    }
    return bound;
}

/* Given |u(lo)| > eps and |u| ≤ eps on [crossing, hi], finds the crossing. */
static double refine_crossing(const cspring_params *p, double u0, double u1, double eps, double lo, double hi) {
    int i;
    for (i = 0; i < BIT_BISECTION_LIMIT; i++) {
        double mid = bit_midpoint(lo, hi);
        if (mid <= lo || mid >= hi) break;
        if (fabs(solution(p, u0, u1, mid, NULL)) > eps) lo = mid; else hi = mid;
    }
    return lo + 0.5 * (hi - lo);
}

/* log(√(x² + y²)) without overflow; NaN if x or y is not finite. */
static double log_hypot(double x, double y) {
    double big = fmax(fabs(x), fabs(y)), small = fmin(fabs(x), fabs(y)), ratio;
    if (!isfinite(big)) return NAN;
    ratio = small / big;
    return log(big) + 0.5 * log1p(ratio * ratio);
}

/* Under-damped: u′ ∝ e^(−λt)·cos(ωt − φ), so the extrema sit at
   t_n = (φ + π/2 + nπ)/ω, and there |u| = P·e^(−λ t_n) with
   P = √((u0·ω)² + (u1 + λ·u0)²)/ω0. */
static double last_exceedance_oscillating(const cspring_params *p, double u0, double u1, double eps,
                                          double bound) {
    double w = p->omega, b = u1 + p->lambda * u0, q = p->lambda * u1 + p->omega0_sq * u0;
    double phi, log_excess, t_star, n_star, n_first, n, next, top, first;
    double omega0 = sqrt(p->omega0_sq), x = u0 * (w / omega0), y = b / omega0, peak = hypot(x, y);
    int checked;

    phi = atan2(-q / w, u1);
    if (!isfinite(phi) || !isfinite(x) || !isfinite(y)) return NAN;
    n_first = floor((-phi - 0.5 * CSPRING_PI) / CSPRING_PI) + 1.0;
    if ((phi + 0.5 * CSPRING_PI + n_first * CSPRING_PI) / w <= 0.0) n_first += 1.0;
    first = (phi + 0.5 * CSPRING_PI + n_first * CSPRING_PI) / w;

    log_excess = peak / eps < INFINITY && peak / eps > 0.0 ? log(peak / eps) : log_hypot(x, y) - log(eps);
    if (!(log_excess > 0.0)) {
        /* No extremum exceeds eps: u is monotone from 0 to the first extremum. */
        if (!(fabs(u0) > eps)) return 0.0;
        return refine_crossing(p, u0, u1, eps, 0.0, min_time(first, bound));
    }
    t_star = log_excess / p->lambda; /* the extremum envelope P·e^(−λt) reaches eps */
    if (!isfinite(t_star)) return INFINITY;
    if (w * t_star >= 0x1p52 || CSPRING_PI / w <= PEAK_RESOLUTION * t_star) return t_star;

    n_star = floor((w * t_star - phi - 0.5 * CSPRING_PI) / CSPRING_PI);
    top = n_star + PEAK_MARGIN;
    next = bound;
    for (checked = 0, n = top; checked <= 2 * PEAK_MARGIN && n >= n_first; checked++, n -= 1.0) {
        double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
        if (t_n < next && fabs(solution(p, u0, u1, t_n, NULL)) > eps) {
            return refine_crossing(p, u0, u1, eps, t_n, next);
        }
        next = min_time(next, t_n);
    }
    if (n >= n_first) {
        /* The estimate was more than PEAK_MARGIN extrema late (rounding cannot
           do that): settle for the extremum below the window. */
        double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
        return fabs(solution(p, u0, u1, t_n, NULL)) > eps ? refine_crossing(p, u0, u1, eps, t_n, next) : t_n;
    }
    return fabs(u0) > eps ? refine_crossing(p, u0, u1, eps, 0.0, min_time(next, first)) : 0.0;
}

/* The last time |u(t)| > eps for the solution with u(0) = u0, u′(0) = u1:
   INFINITY if that is beyond the largest double, NaN if the motion's scale
   overflows (u1 or an intermediate not finite). */
static double last_exceedance(const cspring_params *p, double u0, double u1, double eps) {
    double t_hi, d_hi, zero;
    int i;

    if (u0 == 0.0 && u1 == 0.0) return 0.0;
    if (!isfinite(u0) || !isfinite(u1)) return NAN;
    t_hi = envelope_bound(p, u0, u1, eps);
    if (isnan(t_hi)) return NAN;
    if (t_hi <= 0.0) return 0.0;
    if (p->s > 0.0) return last_exceedance_oscillating(p, u0, u1, eps, t_hi);
    if (!isfinite(t_hi)) return INFINITY;

    /* At most one extremum in (0, t_hi): find the sign change of u′. */
    zero = t_hi;
    (void)solution(p, u0, u1, t_hi, &d_hi);
    /* u′(t_hi) of the other sign than u1, or underflowed to 0: the extremum lies before t_hi. */
    if (u1 != 0.0 && !(d_hi != 0.0 && (u1 > 0.0) == (d_hi > 0.0))) {
        double lo = 0.0, hi = t_hi;
        for (i = 0; i < BIT_BISECTION_LIMIT; i++) {
            double mid = bit_midpoint(lo, hi), d_mid;
            if (mid <= lo || mid >= hi) break;
            (void)solution(p, u0, u1, mid, &d_mid);
            if ((d_mid > 0.0) == (u1 > 0.0) && d_mid != 0.0) lo = mid; else hi = mid;
        }
        zero = lo + 0.5 * (hi - lo);
        if (fabs(solution(p, u0, u1, zero, NULL)) > eps) return refine_crossing(p, u0, u1, eps, zero, t_hi);
    }
    return fabs(u0) > eps ? refine_crossing(p, u0, u1, eps, 0.0, zero) : 0.0;
}

/* Maps last_exceedance's results to a status. */
static cspring_status settle_status(double t, double *out) {
    if (isnan(t)) return CSPRING_ERROR_RANGE;
    *out = t;
    return isfinite(t) ? CSPRING_OK : CSPRING_NEVER_SETTLES;
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
    if (isnan(t_position) || isnan(t_velocity)) return CSPRING_ERROR_RANGE;
    return settle_status(t_position > t_velocity ? t_position : t_velocity, out);
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
    return settle_status(last_exceedance(p, displacement, velocity, eps_position), out);
}
