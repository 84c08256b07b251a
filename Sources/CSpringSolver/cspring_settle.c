/* Settling time: the exact last time a spring is outside its thresholds.

   Position and velocity are both solutions u(t) of the spring's equation
   (velocity starts at (v0, a0)). When the spring oscillates, every extremum
   of u has |u| = P·e^(−λt) exactly (P in closed form below), so the last
   extremum above ε is found by a closed-form jump to its index and checked
   with a few evaluations around it; the crossing after it is refined by a
   safeguarded Newton search. Otherwise u has at most one extremum (a
   closed-form guess refined the same way) and an analytic envelope bounds
   the time after which |u| ≤ ε.

   Every loop has a fixed bound: each search takes at most SEARCH_LIMIT
   evaluations (its halvings collapse any range within 64), the envelope
   search doubles at most 2100 times, and at most 9 extrema are
   examined. Where the peaks are closer together than 1e-13 of the time
   itself (more than ~10^13 oscillations), the envelope's time is returned:
   the last crossing lies within one half period of it. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"

/* Counts evaluations (closed form, envelope logarithm) where a test defines it
   and includes this file (Tests/C/test_cspring_settle_cost.c); nothing otherwise. */
#ifndef CSPRING_SETTLE_COUNT
#define CSPRING_SETTLE_COUNT() ((void)0)
#endif

#define DOUBLING_LIMIT 2100
/* Extrema examined on each side of the envelope's estimate. */
#define PEAK_MARGIN 4
/* Peaks closer than this fraction of the time: the envelope's time is exact enough. */
#define PEAK_RESOLUTION 1e-13
/* Rounding of u′ in units of its terms' magnitudes (a few operations each). */
#define DERIVATIVE_NOISE (8.0 * DBL_EPSILON)

/* u(t) and u′(t) as e^(ρt)·(*value, *derivative), with the exponential kept
   apart so that their logarithms stay exact where e^(ρt) underflows (where
   evaluation flushes to the target). ρ is −λ, or the slow rate r1 when
   over-damped; near critical damping (|ω|·t ≤ 1/4) C = cos or cosh(ωt) and
   S = sin or sinh(ωt)/ω come from their Taylor series in −s·t², as in
   evaluation. Returns ρ·t. *noise (if not NULL) bounds the rounding error of
   *derivative: below it, the sign of u′ is not known. */
static double solution(const cspring_params *p, double u0, double u1, double t, double *value, double *derivative,
                       double *noise) {
    double lambda = p->lambda, c, s_;
    CSPRING_SETTLE_COUNT();
    if (p->omega * t > 0.25 && !(p->s > 0.0)) {
        /* u = c1·e^(r1·t) + c2·e^(r2·t) = e^(r1·t)·(c1 + c2·q), q = e^(−2ωt).
           Where q underflows, both terms are scaled by the larger one's
           exponential instead, so that c2·q still counts when c1 is 0. */
        double sum = lambda + p->omega, r1 = -p->omega0_sq / sum, log_q = -2.0 * p->omega * t;
        double half = 0.5 / p->omega, c1 = (u1 + sum * u0) * half, c2 = (r1 * u0 - u1) * half;
        double scale = 0.0, slow = c1, fast = c2;
        if (log_q > -700.0 || c2 == 0.0) {
            fast = c2 * exp(log_q);
        } else {
            double log1 = log(fabs(c1)), log2 = log(fabs(c2)) + log_q;
            scale = log1 > log2 ? log1 : log2;
            slow = copysign(exp(log1 - scale), c1);
            fast = copysign(exp(log2 - scale), c2);
        }
        *value = slow + fast;
        *derivative = r1 * slow - sum * fast;
        if (noise != NULL) *noise = DERIVATIVE_NOISE * (-r1 * fabs(slow) + sum * fabs(fast));
        return r1 * t + scale;
    }
    if (p->omega * t > 0.25) {
        double phase = p->omega * t < DBL_MAX ? p->omega * t : DBL_MAX;
        c = cos(phase);
        s_ = sin(phase) / p->omega;
    } else {
        double u = -p->s * t * t, term_c = 1.0, term_s = 1.0;
        int n;
        c = 1.0;
        s_ = 1.0;
        for (n = 1; n <= 7; n++) {
            term_c *= u / ((2.0 * n - 1.0) * (2.0 * n));
            term_s *= u / ((2.0 * n) * (2.0 * n + 1.0));
            c += term_c;
            s_ += term_s;
        }
        s_ *= t;
    }
    *value = (c + lambda * s_) * u0 + s_ * u1;
    *derivative = -p->omega0_sq * s_ * u0 + (c - lambda * s_) * u1;
    if (noise != NULL) *noise = DERIVATIVE_NOISE * (fabs(p->omega0_sq * s_ * u0) + (fabs(c) + fabs(lambda * s_)) * fabs(u1));
    return -lambda * t;
}

/* log|u(t)|, also where u(t) underflows; −∞ where u(t) = 0. */
static double log_solution(const cspring_params *p, double u0, double u1, double t) {
    double value, derivative, exponent = solution(p, u0, u1, t, &value, &derivative, NULL);
    return exponent + log(fabs(value));
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

/* ---- Safeguarded Newton ----------------------------------------------------

   Every search below finds where a function f, positive before a point and
   not positive after it, changes sign in a bracket [lo, hi]. Newton steps
   (f and its slope come from the same evaluation) are taken while they stay
   inside the bracket and shrink it quickly; otherwise the bracket is halved,
   by bit pattern where its ends differ by more than a factor of 4 (so any
   range collapses within 64 halvings) and arithmetically elsewhere. The
   functions searched are concave or nearly linear near their roots (log|u|,
   the envelope's logarithm), where Newton converges monotonically, so a
   search typically takes 3 to 8 evaluations; SEARCH_LIMIT bounds it. */

typedef struct search {
    const cspring_params *p; /* the spring, for the solution's searches */
    double u0, u1;           /* the solution's start; for the envelope, r and a */
    double b;                /* the envelope's b */
    double level;            /* log ε */
} search;

typedef double (*search_fn)(const search *s, double t, double *slope);

#define SEARCH_LIMIT 160
#define SEARCH_TOLERANCE 1e-13

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

static double halve(double lo, double hi) {
    return hi > 4.0 * lo ? bit_midpoint(lo, hi) : lo + 0.5 * (hi - lo);
}

/* Close enough to stop: 1e-13 of t (the smallest normal near 0). */
static double tolerance(double t) {
    return SEARCH_TOLERANCE * fmax(t, DBL_MIN);
}

/* The sign change of f in [lo, hi] (f(lo) > 0 assumed, f(hi) ≤ 0), starting
   from guess (anywhere; outside the bracket means "no guess"). */
static double find_sign_change(search_fn f, const search *s, double lo, double hi, double guess) {
    double t = guess > lo && guess <= hi ? guess : halve(lo, hi);
    double step = INFINITY, previous_step = INFINITY;
    int i;
    for (i = 0; i < SEARCH_LIMIT; i++) {
        double slope, value = f(s, t, &slope), delta, next;
        if (value == 0.0) return t;
        if (value > 0.0) lo = t; else hi = t;
        if (!(hi - lo > tolerance(hi))) break;
        delta = value / slope;
        if (fabs(delta) <= tolerance(t)) return t - delta;
        next = t - delta;
        previous_step = step;
        /* Halve when Newton leaves the bracket or its steps stop shrinking
           (more than half the step before last). */
        if (!(next > lo && next < hi) || fabs(delta) > 0.5 * fabs(previous_step)) {
            next = halve(lo, hi);
            if (!(next > lo && next < hi)) break;
        }
        step = next - t;
        t = next;
    }
    return lo + 0.5 * (hi - lo);
}

/* ---- The envelope ----------------------------------------------------------- */

/* log(e^(r·t)·(a + b·t)/ε), with r, a, b, log ε in s->u0, u1, b, level. */
static double envelope_log(const search *s, double t, double *slope) {
    double r = s->u0, a = s->u1, b = s->b, sum = a + b * t;
    CSPRING_SETTLE_COUNT();
    *slope = r + (sum < INFINITY ? b / sum : 1.0 / t);
    return r * t + log_affine(a, b, t) - s->level;
}

/* The last time at which e^(r·t)·(a + b·t) > eps (r < 0, a, b ≥ 0), or 0;
   INFINITY when that time is beyond the largest double, NaN if a or b is not finite. */
static double envelope_exit(double r, double a, double b, double eps) {
    search e;
    double peak, lo, hi, log_eps = log(eps), slope;
    int i;
    if (!isfinite(a) || !isfinite(b)) return NAN;
    if (!(r < 0.0)) return INFINITY;
    if (b == 0.0) {
        if (!(a > eps)) return 0.0;
        return (a / eps < INFINITY ? log(a / eps) : log(a) - log_eps) / -r;
    }
    e.p = NULL;
    e.u0 = r;
    e.u1 = a;
    e.b = b;
    e.level = log_eps;
    peak = -1.0 / r - a / b;
    if (!(peak > 0.0)) peak = 0.0;
    if (!isfinite(peak)) return INFINITY;
    if (!(envelope_log(&e, peak, &slope) > 0.0)) return 0.0;
    /* Past its peak the logarithm is concave and falls at least as fast as
       r·t: the exit lies before peak + (log of the peak's excess)/−r. */
    lo = peak;
    hi = peak + 1.0 / -r;
    for (i = 0; i < DOUBLING_LIMIT && isfinite(hi) && envelope_log(&e, hi, &slope) > 0.0; i++) {
        lo = hi;
        hi = peak + 2.0 * (hi - peak);
    }
    if (!isfinite(hi)) return INFINITY;
    return find_sign_change(envelope_log, &e, lo, hi, hi);
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

/* log(|u(t)|/ε), falling through 0 at the crossing; slope u′/u. */
static double solution_log(const search *s, double t, double *slope) {
    double value, derivative, exponent = solution(s->p, s->u0, s->u1, t, &value, &derivative, NULL);
    *slope = derivative / value;
    return exponent + log(fabs(value)) - s->level;
}

/* u′(t) with the sign of u′(0), falling through 0 at the extremum; slope u″. */
static double solution_derivative(const search *s, double t, double *slope) {
    const cspring_params *p = s->p;
    double value, derivative, noise, sign = s->u1 > 0.0 ? 1.0 : -1.0;
    (void)solution(p, s->u0, s->u1, t, &value, &derivative, &noise);
    /* Both scaled by the same e^(ρt) > 0: the sign and the Newton step are exact. */
    *slope = sign * (-2.0 * p->lambda * derivative - p->omega0_sq * value);
    /* Within its rounding error u′ is 0 here: the search stops. */
    return fabs(derivative) <= noise ? 0.0 : sign * derivative;
}

static search solution_search(const cspring_params *p, double u0, double u1, double eps) {
    search s;
    s.p = p;
    s.u0 = u0;
    s.u1 = u1;
    s.b = 0.0;
    s.level = log(eps);
    return s;
}

/* Given |u(lo)| > eps and |u| ≤ eps on [crossing, hi], finds the crossing. */
static double refine_crossing(const cspring_params *p, double u0, double u1, double eps, double lo, double hi) {
    search s = solution_search(p, u0, u1, eps);
    return find_sign_change(solution_log, &s, lo, hi, hi);
}

/* Where u′ of a non-oscillating solution vanishes, in closed form (a first
   guess: it cancels near critical damping). Over-damped, u′ is
   c_s·r_s·e^(r_s·t) + c_f·r_f·e^(r_f·t) with r_s − r_f = 2ω; critically
   damped, u = (a + b·t)·e^(−λt) and u′ = 0 at 1/λ − a/b. */
static double extremum_guess(const cspring_params *p, double u0, double u1) {
    double slow = slow_rate(p), fast = -(p->lambda + p->omega);
    double n_slow, n_fast;
    if (!(p->omega > 0.0)) return 1.0 / p->lambda - u0 / (u1 + p->lambda * u0);
    n_slow = (u1 - fast * u0) * slow;
    n_fast = (slow * u0 - u1) * fast;
    if (!((n_slow > 0.0) != (n_fast > 0.0)) || n_slow == 0.0 || n_fast == 0.0) return NAN;
    return (log(fabs(n_fast)) - log(fabs(n_slow))) / (2.0 * p->omega);
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
    double phi, log_excess, t_star, n_star, n_first, n, next, top, first, log_eps = log(eps);
    double omega0 = sqrt(p->omega0_sq), x = u0 * (w / omega0), y = b / omega0, peak = hypot(x, y);
    int checked;

    phi = atan2(-q / w, u1);
    if (!isfinite(phi) || !isfinite(x) || !isfinite(y)) return NAN;
    n_first = floor((-phi - 0.5 * CSPRING_PI) / CSPRING_PI) + 1.0;
    if ((phi + 0.5 * CSPRING_PI + n_first * CSPRING_PI) / w <= 0.0) n_first += 1.0;
    first = (phi + 0.5 * CSPRING_PI + n_first * CSPRING_PI) / w;

    log_excess = peak / eps < INFINITY && peak / eps > 0.0 ? log(peak / eps) : log_hypot(x, y) - log_eps;
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
        if (t_n < next && log_solution(p, u0, u1, t_n) > log_eps) {
            return refine_crossing(p, u0, u1, eps, t_n, next);
        }
        next = min_time(next, t_n);
    }
    if (n >= n_first) {
        /* The estimate was more than PEAK_MARGIN extrema late (rounding cannot
           do that): settle for the extremum below the window. */
        double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
        return log_solution(p, u0, u1, t_n) > log_eps ? refine_crossing(p, u0, u1, eps, t_n, next) : t_n;
    }
    return fabs(u0) > eps ? refine_crossing(p, u0, u1, eps, 0.0, min_time(next, first)) : 0.0;
}

/* Whether a non-oscillating solution's scale is a double: its two modes'
   coefficients (over-damped) or u0 and (u1 + λ·u0)/λ (critically damped, whose
   extremum is at most e^(−1) times that), so that the motion itself does not
   overflow (a spring released at 1e300 with λ = 1e-21 travels 1e321). */
static int motion_in_range(const cspring_params *p, double u0, double u1) {
    double sum = p->lambda + p->omega, half = 0.5 / p->omega;
    if (!(p->omega > 0.0)) return isfinite((u1 + p->lambda * u0) / p->lambda) != 0;
    return isfinite((u1 + sum * u0) * half) && isfinite((slow_rate(p) * u0 - u1) * half);
}

/* The last time |u(t)| > eps for the solution with u(0) = u0, u′(0) = u1:
   INFINITY if that is beyond the largest double, NaN if the motion's scale
   overflows (u1 or an intermediate not finite). */
static double last_exceedance(const cspring_params *p, double u0, double u1, double eps) {
    double t_hi, d_hi, value, zero;

    if (u0 == 0.0 && u1 == 0.0) return 0.0;
    if (!isfinite(u0) || !isfinite(u1)) return NAN;
    t_hi = envelope_bound(p, u0, u1, eps);
    if (isnan(t_hi)) return NAN;
    if (t_hi <= 0.0) return 0.0;
    if (p->s > 0.0) return last_exceedance_oscillating(p, u0, u1, eps, t_hi);
    if (!motion_in_range(p, u0, u1)) return NAN;
    if (!isfinite(t_hi)) return INFINITY;

    /* At most one extremum in (0, t_hi): find the sign change of u′. */
    zero = t_hi;
    (void)solution(p, u0, u1, t_hi, &value, &d_hi, NULL);
    /* u′(t_hi) of the other sign than u1, or underflowed to 0: the extremum lies before t_hi. */
    if (u1 != 0.0 && !(d_hi != 0.0 && (u1 > 0.0) == (d_hi > 0.0))) {
        search s = solution_search(p, u0, u1, eps);
        zero = find_sign_change(solution_derivative, &s, 0.0, t_hi, extremum_guess(p, u0, u1));
        if (log_solution(p, u0, u1, zero) > log(eps)) return refine_crossing(p, u0, u1, eps, zero, t_hi);
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
