/* Settling time: the exact last time a spring is outside its thresholds.

   Position and velocity are both solutions u(t) of the spring's equation
   (velocity starts at (v0, a0)); each one's last exceedance of its ε is the
   root of f(t) = log(|u(t)|/ε) on a piece of the motion where |u| only
   falls, which is known in closed form: an oscillating solution's extrema
   all have |u| = P·e^(−λt) (P in closed form below), so the last extremum
   above ε comes from its index directly, and the piece runs from it to the
   next zero of u; a non-oscillating one has at most one extremum and one
   zero, at closed-form times. Where the closed form leaves an extremum's
   side of ε within its rounding, the solution is evaluated there instead.

   The root is found by a safeguarded search from the known end of the
   piece. f′ = u′/u comes with each evaluation and f″ with it for free (the
   equation gives u″), so each step goes to the root of a local model: the
   quadratic one of f (exact for an exponential, right at an extremum, with
   the cubic term where no evaluation could refine it), that of |u|/ε − 1
   near a zero of u, the two modes' own near the fast transient of an
   over-damped spring, or Newton's; near a zero the first step is a
   Lambert-W estimate. Steps that leave the bracket or stop halving |f| give
   way to secant steps (Illinois) or halvings. The bracket's far end is that
   zero, the next extremum, or a closed-form bound after which |u| ≤ ε.
   f itself is computed to the precision the answer needs: from u's own
   series near the start, and as log(|c1|/ε) + r1·t + log1p(fast/slow)
   where an over-damped spring's slow mode leads, so that a start just above
   ε (f(0) = 1e-15) still has a crossing exact to 1e-13 of the time.

   Every loop has a fixed bound: each solution gets SOLUTION_BUDGET
   evaluations at most (the searches for the hardest inputs in
   Tests/C/settle_cost_search.c find at most 28 for both solutions of a
   spring whose rates are normal doubles; only subnormal rates spend it),
   and at most 2·PEAK_MARGIN + 2 extrema are examined. Where the peaks are closer together than 1e-13 of the time
   itself (more than ~10^13 oscillations), the envelope's time is returned:
   the last crossing lies within one half period of it. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"

/* Counts evaluations of the closed form where a test defines it and includes
   this file (Tests/C/test_cspring_settle_cost.c); nothing otherwise. */
#ifndef CSPRING_SETTLE_COUNT
#define CSPRING_SETTLE_COUNT() ((void)0)
#endif

/* Evaluations of the closed form per solution: the hard bound on the work of
   one settling time (two solutions). */
#define SOLUTION_BUDGET 32
/* Extrema examined on each side of the envelope's estimate. */
#define PEAK_MARGIN 4
/* Peaks closer than this fraction of the time: the envelope's time is exact enough. */
#define PEAK_RESOLUTION 1e-13
/* The searches stop within this fraction of the time. */
#define SEARCH_TOLERANCE 1e-13
/* Evaluations a search may take without halving its bracket (in doubles)
   before it halves the bracket itself. */
#define STALL_LIMIT 4
#define LN2 0.693147180559945309417232121458176568

/* Whether ω0² is taken as λ² + (ω0² − λ²), which is what the series and the
   trigonometric form compute with: unless strong over-damping cancels it
   (ω0² − λ² < −λ²/2). */
static int consistent_stiffness(const cspring_params *p) {
    return p->s >= 0.0 || -p->s / p->lambda <= 0.5 * p->lambda;
}

/* u(t) and u′(t) as e^(ρt)·(*value, *derivative), with the exponential kept
   apart so that their logarithms stay exact where e^(ρt) underflows (where
   evaluation flushes to the target), for the solution with u(0), u′(0) and,
   over-damped, its modes' coefficients times 2ω in start[0 … 3]. ρ is −λ,
   or the slow rate r1 when over-damped; near critical damping (|ω|·t ≤ 1/4) C = cos or cosh(ωt) and
   S = sin or sinh(ωt)/ω come from their Taylor series in −s·t², as in
   evaluation. Returns ρ·t; *magnitude is the sum of the magnitudes of the
   terms of *value (its rounding is a few ulps of that). *derivative is the
   exact derivative of the function *value computes, rates as stored: with
   ω0² as λ² + (ω0² − λ²) (λ·(λ·S) + ω·sin ωt, or (ω0² − λ²)·S in the
   series) unless that cancels, and the fast rate as r1 − 2ω, so that the
   searches' steps converge also where the stored rates are subnormal and
   disagree with each other (k/m = 5e-324 with λ = 3e-163: ω0² is 1 ulp). */
static double solution(const cspring_params *p, const double *start, double t, double *value, double *derivative,
                       double *magnitude, double *fast_share) {
    double lambda = p->lambda, u0 = start[0], u1 = start[1], c, s_, stiffness;
    CSPRING_SETTLE_COUNT();
    if (p->omega * t > 0.25 && !(p->s > 0.0)) {
        /* u = c1·e^(r1·t) + c2·e^(r2·t) = e^(r1·t)·(c1 + c2·q), q = e^(−2ωt).
           Where q underflows, both terms are scaled by the larger one's
           exponential instead, so that c2·q still counts when c1 is 0. */
        double sum = lambda + p->omega, r1 = -p->omega0_sq / sum, log_q = -2.0 * p->omega * t;
        double half = 0.5 / p->omega, c1 = start[2] * half, c2 = start[3] * half;
        double scale = 0.0, slow = c1, fast = c2;
        if ((log_q > -700.0 || c2 == 0.0) && (fabs(c1) >= DBL_MIN || start[2] == 0.0) &&
            (fabs(c2) >= DBL_MIN || start[3] == 0.0)) {
            fast = c2 * exp(log_q);
        } else {
            /* Also where a coefficient n·/(2ω) itself underflows: a velocity's
               slow mode r1·c1 can be 1e-324 of its fast one, and last forever. */
            double log1 = fabs(c1) >= DBL_MIN ? log(fabs(c1)) : log(fabs(start[2])) + log(half);
            double log2 = (fabs(c2) >= DBL_MIN ? log(fabs(c2)) : log(fabs(start[3])) + log(half)) + log_q;
            scale = log1 > log2 ? log1 : log2;
            slow = copysign(exp(log1 - scale), start[2]);
            fast = copysign(exp(log2 - scale), start[3]);
        }
        *value = slow + fast;
        *derivative = r1 * slow + (r1 - 2.0 * p->omega) * fast;
        *magnitude = fabs(slow) + fabs(fast);
        *fast_share = fast / slow;
        return r1 * t + scale;
    }
    if (p->omega * t > 0.25) {
        double phase = p->omega * t < DBL_MAX ? p->omega * t : DBL_MAX, sine = sin(phase);
        c = cos(phase);
        s_ = sine / p->omega;
        stiffness = lambda * (lambda * s_) + p->omega * sine;
    } else {
        /* 1/((2n − 1)·2n) and 1/(2n·(2n + 1)), n = 1 … 7 */
        static const double over_c[7] = {1.0 / 2.0, 1.0 / 12.0, 1.0 / 30.0, 1.0 / 56.0, 1.0 / 90.0, 1.0 / 132.0, 1.0 / 182.0};
        static const double over_s[7] = {1.0 / 6.0, 1.0 / 20.0, 1.0 / 42.0, 1.0 / 72.0, 1.0 / 110.0, 1.0 / 156.0, 1.0 / 210.0};
        double u = -p->s * t * t, term_c = 1.0, term_s = 1.0;
        int n;
        c = 1.0;
        s_ = 1.0;
        for (n = 0; n < 7; n++) {
            term_c *= u * over_c[n];
            term_s *= u * over_s[n];
            c += term_c;
            s_ += term_s;
        }
        s_ *= t;
        stiffness = consistent_stiffness(p) ? lambda * (lambda * s_) + p->s * s_ : p->omega0_sq * s_;
    }
    *fast_share = NAN;
    *value = (c + lambda * s_) * u0 + s_ * u1;
    *derivative = -stiffness * u0 + (c - lambda * s_) * u1;
    *magnitude = (fabs(c) + fabs(lambda * s_)) * fabs(u0) + fabs(s_ * u1);
    return -lambda * t;
}

/* The slowest exponential rate of the motion: −λ, or −ω0²/(λ + ω) when over-damped. */
static double slow_rate(const cspring_params *p) {
    return p->s < 0.0 ? -p->omega0_sq / (p->lambda + p->omega) : -p->lambda;
}

/* log(e^x + e^y) without overflow. */
static double log_sum(double x, double y) {
    double big = x > y ? x : y, small = x > y ? y : x;
    if (big == -INFINITY) return big;
    return big + log1p(exp(small - big));
}

/* log(√(x² + y²)) without overflow; NaN if x or y is not finite. */
static double log_hypot(double x, double y) {
    double big = fabs(x) > fabs(y) ? fabs(x) : fabs(y), small = fabs(x) > fabs(y) ? fabs(y) : fabs(x), ratio;
    if (!isfinite(big)) return NAN;
    ratio = small / big;
    return log(big) + 0.5 * log1p(ratio * ratio);
}

static double min_time(double a, double b) {
    return b < a ? b : a;
}

/* The larger of two non-negative values (a call to fmax costs more). */
static double larger(double a, double b) {
    return a > b ? a : b;
}

/* 2^e for −1000 < e < 1000, from its bits. */
static double power2(int e) {
    uint64_t bits = (uint64_t)(e + 1023) << 52;
    double r;
    memcpy(&r, &bits, sizeof r);
    return r;
}

/* x·2^e, by one multiplication where 2^e and the result are normal
   (ldexp is a call). */
static double scale2(double x, int e) {
    if (e > -1000 && e < 1000) {
        double r = x * power2(e);
        if (fabs(r) >= DBL_MIN || (r == 0.0 && x == 0.0)) return r;
    }
    return ldexp(x, e);
}

/* ---- The search ------------------------------------------------------------

   One solution's search state: f(t) = log|u(t)| − log ε for the solution
   with u(0) = u0, u′(0) = u1 (over-damped, also its modes' coefficients c1,
   c2 as n1 = 2ω·c1 = u1 + (λ + ω)·u0 and n2 = 2ω·c2 = r1·u0 − u1), and the
   evaluations it has left. The solution is linear in its start: it is
   evaluated from the start (given as start·2^exponent) scaled by a power of
   2 that brings the largest of u0 and u1 (over-damped: u0, u1/(λ + ω), c1
   and c2) to [1/2, 1) (and ε with it), so that no term overflows before the
   motion itself is gone, and none underflows while it counts. */
typedef struct solver {
    const cspring_params *p;
    double start[4]; /* u0, u1, n1, n2, scaled */
    double eps;      /* ε scaled alike, or 0 where that is not a normal double */
    double level;    /* log ε, scaled alike */
    double f0;       /* f(0) */
    double near;     /* up to this time f comes from u's series at the start (0: never) */
    double slow;     /* over-damped: log(|c1|/ε) (NaN if unknown) */
    int left;
} solver;

/* log(|value|/ε) (scaled): of the ratio where that is a normal double (so
   that it rounds once, not as a difference of two logarithms), and near 1 as
   log1p of the exact difference (Sterbenz): a start just above ε has f(0)
   to full relative precision. */
static double log_ratio(const solver *s, double value) {
    double a = fabs(value), ratio = a / s->eps;
    if (!(s->eps > 0.0) || !(ratio >= DBL_MIN) || !(ratio < INFINITY)) return log(a) - s->level;
    return ratio > 0.5 && ratio < 2.0 ? log1p((a - s->eps) / s->eps) : log(ratio);
}

static solver make_solver(const cspring_params *p, const double *start, int exponent, double eps) {
    solver s;
    int e, i;
    double scaled_eps, largest = larger(fabs(start[0]), fabs(start[1])), factor;
    if (p->s < 0.0) {
        /* The exponential form sums c1 and c2 alone: u1 (≈ r2·c2 where the
           fast mode leads) counts as u1/(λ + ω). */
        double sum = p->lambda + p->omega;
        largest = larger(larger(fabs(start[0]), fabs(start[1]) / sum), larger(fabs(start[2]), fabs(start[3])) * (0.5 / p->omega));
    }
    (void)frexp(largest, &e);
    s.p = p;
    factor = e > -1000 && e < 1000 ? power2(-e) : 0.0;
    for (i = 0; i < 4; i++) {
        s.start[i] = factor > 0.0 ? start[i] * factor : ldexp(start[i], -e);
        if (s.start[i] != 0.0 && fabs(s.start[i]) < DBL_MIN) s.start[i] = ldexp(start[i], -e);
    }
    e += exponent;
    scaled_eps = scale2(eps, -e);
    s.eps = scaled_eps >= DBL_MIN && scaled_eps < DBL_MAX ? scaled_eps : 0.0;
    s.level = s.eps > 0.0 ? log(scaled_eps) : log(eps) - e * LN2;
    s.left = SOLUTION_BUDGET;
    s.f0 = 0.0;
    s.near = 0.0;
    if (s.start[0] != 0.0) {
        s.f0 = log_ratio(&s, s.start[0]);
        /* Only a start within 1% of ε needs the series' digits. */
        if (fabs(s.f0) < 1e-2) s.near = 0.5 / larger(larger(p->lambda, sqrt(p->omega0_sq)), fabs(s.start[1] / s.start[0]));
    }
    s.slow = NAN;
    if (p->s < 0.0 && s.start[2] != 0.0) {
        /* c1/u0 = 1 − n2/(2ω·u0): log(|c1|/ε) from f(0) keeps the digits of a
           start just above ε where the slow mode is within 1/(4ζ²) of u0. */
        double x = -s.start[3] / (2.0 * p->omega * s.start[0]);
        s.slow = s.start[0] != 0.0 && x > -0.5 && x < INFINITY ? s.f0 + log1p(x) : log_ratio(&s, s.start[2] * (0.5 / p->omega));
    }
    return s;
}

/* A point of f: its value and slope f′ = u′/u, and its second derivatives
   relative to f′² (so that nothing under- or overflows): f″/f′² and
   (u″/u)/f′² = f″/f′² + 1. f′ follows the Riccati equation of the rates
   the closed form computes with (see solution): f″ = −((f′ + λ)² + ω²)
   with ω² = ω0² − λ² as stored (critically damped too), over-damped
   f″ = −(f′ − r1)·(f′ − r2) with r2 = r1 − 2ω, so in ratios
   −((1 + λ/f′)² + ω²/f′²) and −(1 − r1/f′)·(1 − r2/f′), which neither
   cancel nor disagree with the values however the stored rates were
   rounded. Each is 0 where it is within the rounding of its terms (f′
   itself is only known to a few ulps: where u follows one exponential mode,
   f′ ≈ r1). Where f′ is too small for those ratios (at an extremum, f′ = 0)
   flat is set and curvature is f″ itself (−ω0² at an extremum). noise
   bounds the rounding of f: where |f| is below it, the point is a root as
   far as doubles can tell. */
typedef struct point {
    double t, f, slope, curvature, bend, noise;
    double fast_share; /* over-damped: the fast mode over the slow one here (else NaN) */
    double slow_log;   /* over-damped: log(|c1|/ε) + r1·t, the slow mode's own f (else NaN) */
    int flat;
} point;

static point make_point(double t, double f, double slope, double noise, const cspring_params *p) {
    point at;
    double rounding;
    at.t = t;
    at.f = f;
    at.slope = slope;
    at.noise = noise;
    at.fast_share = NAN;
    at.slow_log = NAN;
    if (p->s < 0.0) {
        double r1 = slow_rate(p), r2 = r1 - 2.0 * p->omega, inverse = 1.0 / slope, a = r1 * inverse, b = r2 * inverse;
        at.curvature = -(1.0 - a) * (1.0 - b);
        at.bend = (a + b) - a * b;
        rounding = 16.0 * DBL_EPSILON * (1.0 + fabs(a)) * (1.0 + fabs(b));
    } else {
        double inverse = 1.0 / slope, a = p->lambda * inverse, w2 = p->s * inverse * inverse;
        at.curvature = -((1.0 + a) * (1.0 + a) + w2);
        at.bend = -(a * (2.0 + a) + w2);
        rounding = 16.0 * DBL_EPSILON * ((1.0 + fabs(a)) * (1.0 + fabs(a)) + w2);
    }
    at.flat = !(rounding < INFINITY) || !isfinite(at.curvature) || !isfinite(at.bend);
    if (at.flat) {
        double lambda = p->lambda, r1 = slow_rate(p);
        at.bend = 0.0;
        at.curvature = p->s < 0.0 ? -(slope - r1) * (slope - (r1 - 2.0 * p->omega))
                                  : -((slope + lambda) * (slope + lambda) + p->s);
        if (!(fabs(at.curvature) > 16.0 * DBL_EPSILON * (p->omega0_sq + (2.0 * lambda + fabs(slope)) * fabs(slope)))) {
            at.curvature = 0.0;
        }
        return at;
    }
    if (!(fabs(at.bend) > rounding)) at.bend = 0.0;
    if (!(fabs(at.curvature) > rounding)) at.curvature = 0.0;
    return at;
}

/* Near the start (t ≤ s->near, where λ·t, ω0·t and |u1/u0|·t are at most
   1/2), f from u's own Taylor series relative to u0: u(t)/u0 = Σ c_n·t^n,
   c0 = 1, c1 = u1/u0, c_(n+2) = −(2λ(n+1)·c_(n+1) + ω0²·c_n)/((n+1)(n+2)),
   so that f = log(|u0|/ε) + log1p(Σ_(n≥1) c_n·t^n) keeps the digits of a
   start just above ε, which u's rounding (1e-16 of u) would drown: there
   the crossing is a root f cannot otherwise resolve (f′ ≈ 0 near a start
   from rest). */
static point evaluate_near_start(solver *s, double t) {
    const cspring_params *p = s->p;
    double damping = 2.0 * p->lambda * t, stiffness = p->omega0_sq * t * t;
    double prev = 1.0, term = s->start[1] / s->start[0] * t, sum = term, slope = term, size = fabs(term);
    double n;
    CSPRING_SETTLE_COUNT();
    s->left--;
    for (n = 0.0; n < 60.0; n += 1.0) {
        double next = -(damping * (n + 1.0) * term + stiffness * prev) / ((n + 1.0) * (n + 2.0));
        prev = term;
        term = next;
        sum += term;
        slope += (n + 2.0) * term;
        size += fabs(term);
        if (n >= 2.0 && fabs(term) + fabs(prev) <= 1e-17 * fabs(sum)) break;
    }
    {
        double f = s->f0 + log1p(sum);
        return make_point(t, f, slope / (t * (1.0 + sum)), DBL_EPSILON * (2.0 * fabs(f) + 4.0 * size / (1.0 + sum)), p);
    }
}

/* f at t, by one evaluation of the closed form with its exponential apart. */
static point evaluate(solver *s, double t) {
    double value, derivative, magnitude, exponent, log_value, noise, fast_share;
    point at;
    if (t <= s->near) return evaluate_near_start(s, t);
    s->left--;
    exponent = solution(s->p, s->start, t, &value, &derivative, &magnitude, &fast_share);
    if (fabs(fast_share) <= 0.5 && isfinite(s->slow)) {
        /* Over-damped, the slow mode leading: log|c1/ε| + r1·t +
           log1p(fast/slow), each term to its own precision (not 1e-16 of u). */
        double rt = slow_rate(s->p) * t, mode = log1p(fast_share);
        log_value = s->slow + rt + mode;
        noise = DBL_EPSILON * 2.0 * (fabs(s->slow) + fabs(rt) + 2.0 * fabs(mode));
        at = make_point(t, log_value, derivative / value, noise, s->p);
        at.fast_share = fast_share;
        at.slow_log = s->slow + rt;
        return at;
    }
    log_value = log_ratio(s, value);
    noise = DBL_EPSILON * (8.0 * magnitude / fabs(value) + 2.0 * (fabs(exponent) + fabs(log_value)));
    at = make_point(t, exponent + log_value, derivative / value, noise, s->p);
    at.fast_share = fast_share;
    return at;
}

/* The step h to the root of the quadratic model g + g′·h + g″·h²/2 reached
   going forward where g > 0 and back where g < 0 (for a falling g, the one
   nearer), with k = g″/g′²: in x = g′·h, g + x + k·x²/2 = 0. Newton's step
   where the model has no such root. */
static double quadratic_step(double g, double slope, double k) {
    double q = 1.0 - 2.0 * g * k;
    if (q >= 0.0 && q < INFINITY) {
        double root = sqrt(q);
        if (slope < 0.0) return -2.0 * g / (1.0 + root) / slope;
        if (root > 1.0) return 2.0 * g / (root - 1.0) / slope;
    }
    return -g / slope;
}

/* The step toward the root: the quadratic model of f = log(|u|/ε) (exact
   for an exponential, good at an extremum), or where f < 0 and u″/u is
   smaller than f″ (near a zero of u, where log|u| falls to −∞) that of
   |u|/ε − 1, divided by |u|/ε: 1 − e^(−f) + f′·h + (u″/u)·h²/2. At an
   extremum, √(2f/−f″) (f″ = −ω0²). Over-damped, where the fast mode still
   counts, the two modes' own step. NaN where there is none. */
/* Over-damped, with ρ the fast mode over the slow one at the point:
   f(t + h) = f + r1·h + log((1 + ρ·e^(−2ωh))/(1 + ρ)), whose root is
   h = −log(((1 + ρ)·e^(−f − r1·h) − 1)/ρ)/(2ω): from r1·h = 0, then once
   more with that h. Where the slow mode leads the slope there (no such
   root, a step of the wrong sign, or r1 beside 2ω times the fast mode's
   share of u), NaN. */
static double modes_step(const point *at, const cspring_params *p) {
    double rho = at->fast_share, r1 = slow_rate(p), h = 0.0, x = 1.0;
    int i;
    /* Where the slow mode's own f is known, the fast mode decides the root
       however small its share (a slow mode within 1e-100 of ε). */
    if (!isfinite(rho) || rho == 0.0 || (!isfinite(at->slow_log) && !(fabs(rho) > 1e-6))) return NAN;
    for (i = 0; i < 4; i++) {
        /* ρ·e^(−2ωh) = e^(−S) − 1 for the slow mode's own S = f − log1p(ρ),
           exact where it is known (a slow mode within 1e-20 of ε). */
        x = (isfinite(at->slow_log) ? expm1(-(at->slow_log + r1 * h)) : (1.0 + rho) * exp(-at->f - r1 * h) - 1.0) / rho;
        if (!(x > 0.0) || !(x < INFINITY)) return NAN;
        h = -log(x) / (2.0 * p->omega);
        /* The passes contract by |r1|/(2ω·share) at the root: only where the
           fast mode leads the slope there (that ratio below 1/10), and two
           passes more where it is above 1/1000. */
        if (i == 1) {
            double share = fabs(rho * x / (1.0 + rho * x)), ratio = -r1 / (2.0 * p->omega * share);
            if (!(ratio <= 0.1)) return NAN;
            if (ratio <= 1e-3) break;
        }
    }
    return (h > 0.0) == (at->f > 0.0) ? h : NAN;
}

static double model_step(const point *at, const cspring_params *p, double *error) {
    double h;
    *error = INFINITY;
    if (!isfinite(at->f) || !isfinite(at->slope)) return NAN;
    h = modes_step(at, p);
    if (!isnan(h)) return h;
    if (at->flat) {
        /* f + f′·h + f″·h²/2 as it is (f′ is tiny beside λ or ω0), and the
           cubic term f‴ = −2(λ + f′)·f″ to first order: near an extremum
           (a start just above ε) no evaluation can refine the root, whose f
           is within its rounding, so the step itself must be exact. */
        double root, shift, cubic;
        if (!(at->f > 0.0 && at->curvature < 0.0)) return at->slope != 0.0 ? -at->f / at->slope : NAN;
        /* h = B + √(B² + A²) with A = √(2f/−f″), B = f′/−f″ (B ≤ 0), as
           A·A/(√(A² + B²) − B): nothing squared to underflow (f = 1e-300). */
        root = sqrt(2.0 * at->f) / sqrt(-at->curvature);
        shift = at->slope / -at->curvature;
        h = root * (root / (hypot(root, shift) - shift));
        cubic = (p->lambda + at->slope) * h / 3.0;
        return fabs(cubic) < 1e-2 ? h * (1.0 + cubic) : h;
    }
    if (at->f < 0.0 && at->f > -700.0 && fabs(at->bend) < fabs(at->curvature)) {
        return quadratic_step(-expm1(-at->f), at->slope, at->bend);
    }
    h = quadratic_step(at->f, at->slope, at->curvature);
    if (at->curvature != 0.0 && 1.0 - 2.0 * at->f * at->curvature >= 0.0) {
        /* The quadratic model's root is off by the cubic term:
           |f‴|·h³/(6|f′|) with f‴ = −2(λ + f′)·f″. */
        *error = fabs((p->lambda + at->slope) * at->curvature * at->slope) * fabs(h) * h * h / 3.0;
    }
    return h;
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

/* The number of doubles between 0 ≤ lo ≤ hi. */
static uint64_t bit_width(double lo, double hi) {
    uint64_t a, b;
    memcpy(&a, &lo, sizeof a);
    memcpy(&b, &hi, sizeof b);
    return b - a;
}

static double halve(double lo, double hi) {
    return hi > 4.0 * lo ? bit_midpoint(lo, hi) : lo + 0.5 * (hi - lo);
}

/* Close enough to stop: 1e-13 of t (the smallest normal near 0). */
static double tolerance(double t) {
    return SEARCH_TOLERANCE * (t > DBL_MIN ? t : DBL_MIN);
}

/* W(x) for x ≥ 0 (w·e^w = x), to about 1e-6: a start from log1p, then two
   Halley steps. */
static double lambert_w(double x) {
    double w = x < 1.0 ? x / (1.0 + x) : log1p(x) * (1.0 - log1p(log1p(x)) / (2.0 + log1p(x)));
    int i;
    for (i = 0; i < 2; i++) {
        double e = exp(w), g = w * e - x;
        w -= g / (e * (w + 1.0) - (w + 2.0) * g / (2.0 * w + 2.0));
    }
    return w;
}

/* Where |u| = ε before a zero z of u with |u′(z)|/ε = e^slope_log: near z,
   |u(z − d)| ≈ |u′(z)|·d·e^(λd) (the decay; the oscillation's own curvature
   is second order), so d = W(λ·d1)/λ with d1 = e^(−slope_log). A guess. */
static double distance_from_zero(double lambda, double slope_log) {
    double d1 = exp(-slope_log), x = lambda * d1;
    return x < 1e-3 ? d1 * (1.0 - x) : x < INFINITY ? lambert_w(x) / lambda : (log(lambda) - slope_log) / lambda;
}

/* The root of f in [lo, hi] (f > 0 before it, f ≤ 0 after it up to hi; hi
   finite), from the point `at` = lo, where f is known. Where hi is a zero
   of u with |u′|/ε = e^slope_log (else NaN), the first step that leaves the
   bracket is replaced by the zero's guess (distance_from_zero). It stops
   where a step is within 1e-13 of the time, or |f| within its rounding. A step past hi
   evaluates hi itself, once, unless f(hi) is known (hi_known: a zero of u,
   where f = −∞). Steps that leave the bracket, or follow a step that did
   not halve |f|, are replaced by the secant of the bracket's ends (Illinois:
   an end kept twice counts half) where both values are finite and its ends
   within a factor of 4, else by halving it: by bit pattern where its ends
   differ by more than that (so any range collapses within 64 halvings),
   and from lo = 0 to hi·2^−(2^k) for the k-th time. After STALL_LIMIT evaluations that did not halve the bracket
   (as a count of doubles) it is halved regardless. */
static double find_crossing(solver *s, double lo, double hi, int hi_known, point at, double slope_log) {
    double f_lo = at.f, f_hi = hi_known ? -INFINITY : NAN;
    double previous = INFINITY;           /* |f| where the last model step started */
    uint64_t width = bit_width(lo, hi);   /* the bracket's width at the last halving of it */
    int kept = 0;                         /* the end (−1 lo, +1 hi) the last fallback step kept */
    int stalled = 0;                      /* evaluations since the bracket last halved */
    int from_zero = 0;                    /* halvings from lo = 0 */
    for (;;) {
        double step, next, error, guess;
        int fallback = 0;
        /* (f below 2^-1000 is a root too: its last digits are gone.) */
        if (fabs(at.f) <= at.noise || fabs(at.f) < 0x1p-1000) return at.t;
        step = model_step(&at, s->p, &error);
        next = at.t + step;
        if (fabs(step) <= tolerance(at.t)) return next;
        /* Converged already, by the model's own error: no evaluation to confirm. */
        if (error <= 0.0625 * tolerance(next) && next > lo && next < hi) return next;
        if (!isnan(slope_log) && stalled < STALL_LIMIT && !(next > lo && next < hi) &&
            (guess = hi - distance_from_zero(s->p->lambda, slope_log)) > lo && guess < hi) {
            next = guess;
            slope_log = NAN;
        } else if (stalled < STALL_LIMIT && next >= hi && !hi_known && at.f > 0.0) {
            /* Past the far end: the root is near it (the end is often a
               tight bound), and from there the steps come back. */
            next = hi;
        } else if (stalled >= STALL_LIMIT || !(next > lo && next < hi) || fabs(at.f) > 0.5 * previous) {
            fallback = 1;
            next = NAN;
            if (stalled < STALL_LIMIT && f_lo < INFINITY && f_hi > -INFINITY && hi <= 4.0 * lo) {
                next = lo + (hi - lo) * (f_lo / (f_lo - f_hi));
            }
            /* From 0, halvings divide hi by 2, 4, 16, 256, …: the crossing may
               be at any scale below it. */
            if (!(next > lo && next < hi)) next = lo > 0.0 ? halve(lo, hi) : ldexp(hi, -(1 << (from_zero < 10 ? from_zero : 10)));
            if (lo == 0.0) from_zero++;
            if (!(next > lo && next < hi)) break;
        }
        previous = fallback ? INFINITY : fabs(at.f);
        if (s->left <= 0) break;
        at = evaluate(s, next);
        if (at.f > 0.0) {
            lo = at.t;
            f_lo = at.f;
            if (fallback && kept == 1) f_hi *= 0.5;
            kept = fallback ? 1 : 0;
        } else {
            hi = at.t;
            f_hi = at.f;
            hi_known = 1;
            if (fallback && kept == -1) f_lo *= 0.5;
            kept = fallback ? -1 : 0;
        }
        if (!(hi - lo > tolerance(hi))) break;
        if (bit_width(lo, hi) <= width / 2) {
            width = bit_width(lo, hi);
            stalled = 0;
        } else {
            stalled++;
        }
    }
    return lo + 0.5 * (hi - lo);
}

/* The crossing after `at` (where f > 0 and |u| only falls until it is ≤ ε
   for good by hi, or at hi, a zero of u, if hi_zero). A bound beyond the
   doubles is checked at DBL_MAX: INFINITY if the solution still exceeds ε
   there. Where hi is a zero z at which |u′(z)|/ε = e^slope_log, |u| ≈ |u′(z)|·(z − t)
   near it gives the guess z − e^(−slope_log). */
static double crossing_before(solver *s, point at, double hi, int hi_zero, double slope_log) {
    if (!(hi < DBL_MAX)) {
        if (evaluate(s, DBL_MAX).f > 0.0) return INFINITY;
        hi = DBL_MAX;
        hi_zero = 1;
        slope_log = NAN;
    } else if (!hi_zero) {
        slope_log = NAN;
    }
    if (!(at.t < hi)) return hi;
    return find_crossing(s, at.t, hi, hi_zero, at, slope_log);
}

/* The crossing of the solution's first descent, from its start (|u0| > ε),
   up to its first zero (where |u′|/ε = e^slope_log) or, if earlier, another
   end: f(0), f′(0) and f″(0) are known without evaluating. */
static double crossing_from_start(solver *s, double zero, double slope_log, double end) {
    double u0 = s->start[0], u1 = s->start[1], slope = u1 / u0;
    double f = s->f0, noise = 2.0 * DBL_EPSILON * fabs(f);
    point at = make_point(0.0, f, slope, noise, s->p);
    if (!isfinite(slope)) {
        /* |u1| beyond |u0| by more than the doubles: the crossing is at
           Newton's step f(0)·|u0/u1| or below the doubles (0). */
        double t = f * fabs(u0 / u1);
        if (!(t > 0.0)) return 0.0;
        at.slope = -f / t;
        at.curvature = at.bend = 0.0;
    }
    return zero <= end ? crossing_before(s, at, zero, 1, slope_log) : crossing_before(s, at, end, 0, 0.0);
}

/* ---- Oscillating solutions ------------------------------------------------ */

/* Whether extremum n, at t_n with closed-form margin log(P/ε) − λ·t_n, exceeds
   ε: the margin decides where it is beyond its rounding (noise), an
   evaluation elsewhere. *at is the extremum as a point of f. */
static int peak_exceeds(solver *s, double t_n, double margin, double noise, point *at) {
    if (margin > noise || margin < -noise || s->left <= 0) {
        *at = make_point(t_n, margin, 0.0, noise, s->p);
        return margin > 0.0;
    }
    *at = evaluate(s, t_n);
    return at->f > 0.0;
}

/* The crossing after `at` up to a zero of u (where |u′|/ε = e^slope_log) or,
   if earlier, another end. */
static double crossing_until(solver *s, point at, double zero, double slope_log, double end) {
    return zero <= end ? crossing_before(s, at, zero, 1, slope_log) : crossing_before(s, at, end, 0, 0.0);
}

/* |u| ≤ A·e^(−λt) with A = √(u0² + ((u1 + λ·u0)/ω)²): the time after which
   |u| ≤ ε for good, from the scaled start, with its rounding added. */
static double amplitude_bound(const solver *s) {
    const cspring_params *p = s->p;
    double su0 = s->start[0], su1 = s->start[1];
    double bound = log_hypot(su0, (su1 + p->lambda * su0) / p->omega) - s->level;
    bound = (bound + 16.0 * DBL_EPSILON * (1.0 + fabs(bound) + fabs(s->level))) / p->lambda * (1.0 + 8.0 * DBL_EPSILON);
    return isnan(bound) ? INFINITY : bound;
}

/* What both solutions of an under-damped spring share: ω0 as √(λ² + ω²),
   the rates evaluation computes with (k/m may be a subnormal that disagrees
   with them), its logarithm, and the time from an extremum to the next zero,
   (π − atan2(ω, λ))/ω. */
typedef struct oscillation {
    double omega0, log_omega0, gap;
} oscillation;

static oscillation make_oscillation(const cspring_params *p) {
    oscillation o;
    double lambda = p->lambda, w = p->omega;
    o.omega0 = lambda < 1e150 && w < 1e150 && lambda + w > 1e-150 ? sqrt(lambda * lambda + w * w) : hypot(lambda, w);
    o.log_omega0 = log(o.omega0);
    o.gap = (CSPRING_PI - atan2(w, lambda)) / w;
    return o;
}

/* Under-damped: u′ ∝ e^(−λt)·cos(ωt − φ), so the extrema sit at
   t_n = (φ + π/2 + nπ)/ω, and there |u| = P·e^(−λ t_n) with
   P = √((u0·ω)² + (u1 + λ·u0)²)/ω0; u is 0 a time (π − atan2(ω, λ))/ω
   after each extremum. Between an extremum and the next zero f only falls,
   concave, to −∞: the crossing is searched there. */
static double last_exceedance_oscillating(solver *s, const oscillation *o, double u0, double u1, double eps) {
    const cspring_params *p = s->p;
    double w = p->omega, lambda = p->lambda, b = u1 + lambda * u0, omega0 = o->omega0, gap = o->gap;
    double phi, log_excess, log_slope, t_star, n_star, n_first, n, next, first, zero, noise;
    double x = u0 * (w / omega0), y = b / omega0, su0 = s->start[0], su1 = s->start[1];
    point at;

    /* The phase from the scaled start, q/ω = (λ/ω)·u1 + (λ·(λ/ω) + ω)·u0 (in
       that order: λ² and ω² may underflow, q may overflow). */
    phi = atan2(-((lambda / w) * su1 + (lambda * (lambda / w) + w) * su0), su1);
    if (!isfinite(phi) || !isfinite(x) || !isfinite(y)) return NAN;
    n_first = floor((-phi - 0.5 * CSPRING_PI) / CSPRING_PI) + 1.0;
    if ((phi + 0.5 * CSPRING_PI + n_first * CSPRING_PI) / w <= 0.0) n_first += 1.0;
    first = (phi + 0.5 * CSPRING_PI + n_first * CSPRING_PI) / w;
    /* The first zero: the one after the extremum before t = 0, if it is after 0. */
    zero = (phi + 0.5 * CSPRING_PI + (n_first - 1.0) * CSPRING_PI) / w + gap;
    if (!(zero > 0.0)) zero = INFINITY;

    /* P/|u0| = √(ω² + (λ + u1/u0)²)/ω0: from f(0), a start just above ε
       keeps its digits (from rest P = |u0| exactly). Else from the scaled
       start (the unscaled P may underflow to a few bits: u1 = 1e-308,
       ω0 = 1e15). */
    log_excess = su0 != 0.0 && fabs(su1 / su0) < 1e150
                     ? s->f0 + log(hypot(w, lambda + su1 / su0) / omega0)
                     : log_hypot(su0 * (w / omega0), (su1 + lambda * su0) / omega0) - s->level;
    /* log(|u′|/ε) at a zero z is log_slope − λ·z (|u′| = P·ω0·e^(−λz) there). */
    log_slope = log_excess + o->log_omega0;
    if (!(log_excess > 0.0)) {
        /* No extremum exceeds eps: u only falls in magnitude until its first zero. */
        if (!(fabs(u0) > eps)) return 0.0;
        return crossing_from_start(s, zero, log_slope - lambda * zero, min_time(first, amplitude_bound(s)));
    }
    t_star = log_excess / lambda; /* the extremum envelope P·e^(−λt) reaches eps */
    if (!isfinite(t_star)) return INFINITY;
    if (w * t_star >= 0x1p52 || CSPRING_PI / w <= PEAK_RESOLUTION * t_star) return t_star;

    /* The margins log(P/ε) − λ·t_n are exact but for rounding: of log P and
       log ε, of λ·t_n, of t_n itself (its phase φ + π/2 + nπ, which cancels
       near critical damping, where the peaks are also a small fraction ω/ω0
       of the terms evaluation sums). Within this noise of 0 an evaluation
       decides. */
    n_star = floor((w * t_star - phi - 0.5 * CSPRING_PI) / CSPRING_PI);
    noise = 64.0 * DBL_EPSILON *
            (1.0 + fabs(log_excess) + fabs(s->level) +
             (lambda / w) * (0.5 * CSPRING_PI + fabs(phi) + CSPRING_PI * fabs(n_star) + 2.0) + omega0 / w);
    n = n_star + 1.0 < n_first ? n_first : n_star + 1.0;
    {
        double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
        if (n <= n_star + PEAK_MARGIN && peak_exceeds(s, t_n, log_excess - lambda * t_n, noise, &at)) {
            /* The estimate was early (by rounding): the last extremum above is further on. */
            point last = at;
            for (n += 1.0; n <= n_star + PEAK_MARGIN; n += 1.0) {
                t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
                if (!peak_exceeds(s, t_n, log_excess - lambda * t_n, noise, &at)) break;
                last = at;
            }
            return crossing_until(s, last, last.t + gap, log_slope - lambda * (last.t + gap), INFINITY);
        }
        next = t_n;
    }
    /* From an extremum the piece ends at the next zero (before the next extremum). */
    for (n -= 1.0; n >= n_first && n >= n_star - PEAK_MARGIN; n -= 1.0) {
        double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
        if (peak_exceeds(s, t_n, log_excess - lambda * t_n, noise, &at)) {
            return crossing_until(s, at, t_n + gap, log_slope - lambda * (t_n + gap), next);
        }
        next = min_time(next, t_n);
    }
    if (n >= n_first) {
        /* The estimate was more than PEAK_MARGIN extrema late (rounding cannot
           do that): settle for the extremum below the window. */
        double t_n = (phi + 0.5 * CSPRING_PI + n * CSPRING_PI) / w;
        if (s->left <= 0) return t_n;
        at = evaluate(s, t_n);
        return at.f > 0.0 ? crossing_until(s, at, t_n + gap, log_slope - lambda * (t_n + gap), next) : t_n;
    }
    return fabs(u0) > eps ? crossing_from_start(s, zero, log_slope - lambda * zero,
                                                min_time(min_time(next, first), amplitude_bound(s)))
                          : 0.0;
}

/* ---- Non-oscillating solutions -------------------------------------------- */

/* Whether a non-oscillating solution's scale is a double: its two modes'
   coefficients n·/(2ω) (over-damped) or u0 and (u1 + λ·u0)/λ (critically
   damped, whose extremum is at most e^(−1) times that), so that the motion
   itself does not overflow (a spring released at 1e300 with λ = 1e-21
   travels 1e321). The start is start·2^exponent. */
static int motion_in_range(const cspring_params *p, const double *start, int exponent) {
    double half = 0.5 / p->omega;
    if (!(p->omega > 0.0)) return isfinite(ldexp((start[1] + p->lambda * start[0]) / p->lambda, exponent)) != 0;
    return isfinite(ldexp(start[2] * half, exponent)) && isfinite(ldexp(start[3] * half, exponent));
}

/* A time after which |u| ≤ ε for good, in closed form (INFINITY beyond the
   doubles; ≤ 0 if |u| never exceeds ε). With r the slow rate and
   b = u1 + λ·u0, |u| ≤ e^(r·t)·(|u0| + |b|·t) (cosh x ≤ e^x, sinh x ≤ x·e^x),
   and b·t ≤ (2b/−r)·e^(−r·t/2), so |u| ≤ (|u0| + 2|b|/−r)·e^(r·t/2); when
   over-damped also |u| ≤ (|c1| + |c2|)·e^(r·t), the modes' coefficients.
   Each logarithm gets its rounding added, so that the bound stays one where
   it is tight (one mode, just above ε: log(|c1|/ε) = 6e-10, where an ulp of
   it is 2e-7 of the time). */
static double decay_bound(const solver *s) {
    const cspring_params *p = s->p;
    const double *start = s->start;
    double r = slow_rate(p), b = start[1] + p->lambda * start[0], margin = 1.0 + 8.0 * DBL_EPSILON;
    double log_scale = log_sum(log(fabs(start[0])), log(fabs(b)) + LN2 - log(-r)) - s->level;
    double bound = 2.0 * (log_scale + 16.0 * DBL_EPSILON * (1.0 + fabs(log_scale) + fabs(s->level))) / -r * margin;
    if (p->omega > 0.0) {
        double half = 0.5 / p->omega, modes = fabs(start[2] * half) + fabs(start[3] * half);
        if (modes < INFINITY) {
            double log_modes = log_ratio(s, modes);
            bound = min_time(bound, (log_modes + 16.0 * DBL_EPSILON * (1.0 + fabs(log_modes))) / -r * margin);
        }
    }
    return bound;
}

/* atanh(x)/ω for 0 < x < 1/2 (x = ω·y), to full precision as x → 0. */
static double atanh_over(double x, double y, double omega) {
    return x < 1e-4 ? y * (1.0 + x * x * (1.0 / 3.0 + x * x / 5.0)) : atanh(x) / omega;
}

/* The extremum of a non-oscillating solution at t > 0, or 0 if it has none:
   u′ = e^(−λt)·(u1·C − q·S) with q = λ·u1 + ω0²·u0, C = cosh ωt and
   S = sinh(ωt)/ω, vanishes where tanh(ωt)/ω = u1/q, at atanh(ω·u1/q)/ω.
   Where ω·u1/q nears 1 (strong over-damping) the modes give it without
   cancellation: u′ = r1·c1·e^(r1·t) + r2·c2·e^(r2·t) vanishes at
   log(r2·c2/(−r1·c1))/(2ω), with −r2/r1 = (λ + ω)²/ω0². */
static double extremum_time(const cspring_params *p, const double *start) {
    double u0 = start[0], u1 = start[1], y, x;
    if (u1 == 0.0) return 0.0;
    y = 1.0 / (p->lambda + p->omega0_sq * (u0 / u1)); /* u1/q */
    if (!(y > 0.0)) return 0.0;
    x = p->omega * y;
    if (x < 0.5) return atanh_over(x, y, p->omega);
    if (!((start[2] > 0.0) != (start[3] > 0.0)) || start[2] == 0.0 || start[3] == 0.0) return 0.0;
    y = (log(fabs(start[3])) - log(fabs(start[2])) + 2.0 * log(p->lambda + p->omega) - log(p->omega0_sq)) /
        (2.0 * p->omega);
    return y > 0.0 ? y : 0.0;
}

/* The zero of a non-oscillating solution at t > 0, or 0 if it has none:
   u = e^(−λt)·(u0·C + b·S), b = u1 + λ·u0, vanishes where
   tanh(ωt)/ω = −u0/b, at atanh(−ω·u0/b)/ω; nearer 1, from the modes, at
   log(−c2/c1)/(2ω). */
static double zero_time(const cspring_params *p, const double *start) {
    double y = -start[0] / (start[1] + p->lambda * start[0]), x;
    if (!(y > 0.0)) return 0.0;
    x = p->omega * y;
    if (x < 0.5) return atanh_over(x, y, p->omega);
    if (!((start[2] > 0.0) != (start[3] > 0.0)) || start[2] == 0.0 || start[3] == 0.0) return 0.0;
    y = (log(fabs(start[3])) - log(fabs(start[2]))) / (2.0 * p->omega);
    return y > 0.0 ? y : 0.0;
}

/* At most one extremum and one zero: |u| falls after the extremum (or from
   the start), and before it only while heading for the zero, which comes
   first. On either piece f only falls. */
static double last_exceedance_monotone(solver *s, double u0, double eps) {
    const cspring_params *p = s->p;
    double hi, t_e, t_z;
    hi = decay_bound(s);
    if (!(hi > 0.0)) return 0.0;
    t_e = extremum_time(p, s->start);
    if (t_e > 0.0 && t_e < hi) {
        point at = evaluate(s, t_e);
        if (at.f > 0.0) return crossing_before(s, at, hi, 0, 0.0);
        hi = t_e;
    }
    if (!(fabs(u0) > eps)) return 0.0;
    /* At the zero, u′ = n1·e^(r1·t) (2ω·c1·e^(r1·t); b·e^(−λt) when critically damped). */
    t_z = zero_time(p, s->start);
    if (!(t_z > 0.0)) return crossing_from_start(s, INFINITY, 0.0, hi);
    return crossing_from_start(s, t_z, log(fabs(s->start[2])) + slow_rate(p) * t_z - s->level, hi);
}

/* A solution's start: u(0) and u′(0) as they are (u0, u1), for the checks
   of range, and scaled by 2^−exponent with, where the motion does not
   oscillate, n1 = u1 + (λ + ω)·u0 and n2 = r1·u0 − u1 (2ω times its modes'
   coefficients; critically damped n1 = u1 + λ·u0) in start[0 … 3]. */
typedef struct solution_start {
    double u0, u1;
    double start[4];
    int exponent;
} solution_start;

/* The last time |u(t)| > eps for the solution: INFINITY if that is beyond
   the largest double, NaN if the motion's scale overflows (u1, u1 + λ·u0 or
   an intermediate not finite). */
static double last_exceedance(const cspring_params *p, const oscillation *o, const solution_start *start, double eps) {
    solver s;
    double u0 = start->u0, u1 = start->u1;
    int i;
    for (i = 0; i < 4; i++) {
        if (!isfinite(start->start[i])) return NAN;
    }
    if (start->start[0] == 0.0 && start->start[1] == 0.0) return 0.0;
    if (!isfinite(u0) || !isfinite(u1) || !isfinite(u1 + p->lambda * u0)) return NAN;
    if (!(p->s > 0.0) && !motion_in_range(p, start->start, start->exponent)) return NAN;
    s = make_solver(p, start->start, start->exponent, eps);
    return p->s > 0.0 ? last_exceedance_oscillating(&s, o, u0, u1, eps) : last_exceedance_monotone(&s, u0, eps);
}

/* The binary exponent of x (frexp's), or NO_EXPONENT for 0 and non-finite x
   (so that a sum of two is below every real one, without overflow). */
#define NO_EXPONENT (-100000)
static int exponent_of(double x) {
    int e;
    if (x == 0.0 || !isfinite(x)) return NO_EXPONENT;
    (void)frexp(x, &e);
    return e;
}

static int larger_exponent(int a, int b) {
    return a > b ? a : b;
}

/* a·b·2^k rounded once: no intermediate under- or overflow (finite a, b). */
static double scaled_product(double a, double b, int k) {
    int ea, eb;
    double ma = frexp(a, &ea), mb = frexp(b, &eb);
    return ldexp(ma * mb, ea + eb + k);
}

/* The starts of the displacement and of the velocity (v0, a0), both from
   x0 and v0 scaled by the same power of 2, so that a0 = −2λ·v0 − ω0²·x0
   keeps its digits where it would be subnormal (λ = 6e-100, v0 = 5e-225).
   Over-damped, the velocity's modes are r1 and r2 = −(λ + ω) times the
   displacement's: taken from those, they keep a slow mode that forming a0
   would round away (λ = 5e9, x0 = 1e-20, v0 = −1: a slow velocity of 1e-20). */
static void settle_starts(const cspring_params *p, double x0, double v0, solution_start *position,
                          solution_start *velocity) {
    int e;
    double sx, sv, a;
    (void)frexp(larger(fabs(x0), fabs(v0)), &e);
    sx = scale2(x0, -e);
    sv = scale2(v0, -e);
    a = -2.0 * p->lambda * sv - p->omega0_sq * sx;
    position->u0 = x0;
    position->u1 = v0;
    velocity->u0 = v0;
    velocity->u1 = -2.0 * p->lambda * v0 - p->omega0_sq * x0;
    if (!isfinite(a)) a = scale2(velocity->u1, -e);
    position->start[0] = sx;
    position->start[1] = sv;
    velocity->start[0] = sv;
    velocity->start[1] = a;
    position->start[2] = position->start[3] = velocity->start[2] = velocity->start[3] = 0.0;
    position->exponent = velocity->exponent = e;
    if (!(p->s > 0.0)) {
        double sum = p->lambda + p->omega, r1 = slow_rate(p), n1 = sv + sum * sx, n2 = r1 * sx - sv;
        /* The velocity's terms at the displacement's scale: where all of them
           are that small, the velocity is formed at its own scale instead,
           each term as one rounded product. At the displacement's scale its
           slow mode r1·n1 can underflow to 0 (k/m = 5e-324, λ = 7e-162:
           r1 = 3e-163 and n1 = 4e-162), and the velocity would settle with
           its fast mode, 40 times too early. */
        int k = larger_exponent(larger_exponent(exponent_of(sv), exponent_of(2.0 * p->lambda) + exponent_of(sv)),
                                larger_exponent(exponent_of(p->omega0_sq) + exponent_of(sx),
                                                larger_exponent(exponent_of(r1) + exponent_of(n1),
                                                                exponent_of(sum) + exponent_of(n2))));
        position->start[2] = n1;
        position->start[3] = n2;
        if (k < -512) {
            velocity->start[0] = ldexp(sv, -k);
            velocity->start[1] = -(scaled_product(2.0 * p->lambda, sv, -k) + scaled_product(p->omega0_sq, sx, -k));
            velocity->start[2] = scaled_product(r1, n1, -k);
            velocity->start[3] = -scaled_product(sum, n2, -k);
            velocity->exponent = e + k;
        } else {
            velocity->start[2] = r1 * n1;
            velocity->start[3] = -sum * n2;
        }
    }
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
    solution_start position, motion;
    oscillation o = {0.0, 0.0, 0.0};
    double t_position, t_velocity;
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
    settle_starts(p, displacement, velocity, &position, &motion);
    if (p->s > 0.0) o = make_oscillation(p);
    t_position = last_exceedance(p, &o, &position, eps_position);
    t_velocity = last_exceedance(p, &o, &motion, eps_velocity);
    if (isnan(t_position) || isnan(t_velocity)) return CSPRING_ERROR_RANGE;
    return settle_status(t_position > t_velocity ? t_position : t_velocity, out);
}

cspring_status cspring_visual_completion_time(const cspring_params *p, double displacement, double velocity,
                                              double eps_position, double *out) {
    solution_start position, motion;
    oscillation o = {0.0, 0.0, 0.0};
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
    settle_starts(p, displacement, velocity, &position, &motion);
    if (p->s > 0.0) o = make_oscillation(p);
    return settle_status(last_exceedance(p, &o, &position, eps_position), out);
}
