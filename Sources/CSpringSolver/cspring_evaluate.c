/* Closed-form evaluation: the transition matrix over t, in every regime. */
#include <math.h>

#include "cspring_internal.h"

/* The external definition of the header's inline function. */
extern inline void cspring_transition_apply(const cspring_transition *tr, double target, double *position,
                                            double *velocity);

/* Where the series takes over from the trigonometric and exponential forms.
   Below it the over-damped difference e^(r1·t) − e^(r2·t) would cancel. */
#define SERIES_LIMIT 0.25

/* Taylor series of C(t) and S(t)/t in u = −s·t², for |u| ≤ SERIES_LIMIT²:
   C = Σ uⁿ/(2n)!,  S/t = Σ uⁿ/(2n+1)!. Eight terms reach double precision. */
static const double series_c[8] = {1.0, 1.0 / 2, 1.0 / 24, 1.0 / 720, 1.0 / 40320, 1.0 / 3628800,
                                   1.0 / 479001600, 1.0 / 87178291200.0};
static const double series_s[8] = {1.0, 1.0 / 6, 1.0 / 120, 1.0 / 5040, 1.0 / 362880, 1.0 / 39916800,
                                   1.0 / 6227020800.0, 1.0 / 1307674368000.0};

static void series(double u, double *c, double *s_over_t) {
    const double *a = series_c, *b = series_s;
    double u2 = u * u, u4 = u2 * u2;
    *c = ((a[0] + u * a[1]) + u2 * (a[2] + u * a[3])) + u4 * ((a[4] + u * a[5]) + u2 * (a[6] + u * a[7]));
    *s_over_t = ((b[0] + u * b[1]) + u2 * (b[2] + u * b[3])) + u4 * ((b[4] + u * b[5]) + u2 * (b[6] + u * b[7]));
}

/* π/2 in three parts (the first two have 33 significant bits, so k·part is
   exact for |k| < 2^20) for Cody–Waite reduction. */
#define PIO2_1 1.5707963267341256
#define PIO2_2 6.077100506303966e-11
#define PIO2_3 2.0222662487959506e-21
#define TWO_OVER_PI 0.6366197723675814
#define REDUCTION_LIMIT 823549.0 /* 2^19·π/2 */

/* sin and cos together for x ≥ 0: reduction by π/2, then Taylor polynomials
   on |r| ≤ π/4 (truncation below 1e-19). Within 2 ulp of libm; libm beyond
   REDUCTION_LIMIT. Rounds by integer conversion, since floor() is a call on
   baseline x86-64. */
static void sin_cos(double x, double *sine, double *cosine) {
    double k, r, r2, r4, r8, sr, cr;
    long quadrant;
    if (!(x < REDUCTION_LIMIT)) {
        *sine = sin(x);
        *cosine = cos(x);
        return;
    }
    quadrant = (long)(x * TWO_OVER_PI + 0.5);
    k = (double)quadrant;
    r = ((x - k * PIO2_1) - k * PIO2_2) - k * PIO2_3;
    r2 = r * r;
    r4 = r2 * r2;
    r8 = r4 * r4;
    /* Estrin's scheme: short dependency chains, so batches overlap well. */
    sr = r + r * r2 * (((-1.0 / 6 + r2 * (1.0 / 120)) + r4 * (-1.0 / 5040 + r2 * (1.0 / 362880)))
                       + r8 * ((-1.0 / 39916800 + r2 * (1.0 / 6227020800.0))
                               + r4 * (-1.0 / 1307674368000.0 + r2 * (1.0 / 355687428096000.0))));
    cr = 1.0 - 0.5 * r2 + r4 * (((1.0 / 24 + r2 * (-1.0 / 720)) + r4 * (1.0 / 40320 + r2 * (-1.0 / 3628800)))
                               + r8 * ((1.0 / 479001600 + r2 * (-1.0 / 87178291200.0))
                                       + r4 * (1.0 / 20922789888000.0 + r2 * (-1.0 / 6402373705728000.0))));
    switch (quadrant & 3) {
    case 0: *sine = sr; *cosine = cr; break;
    case 1: *sine = cr; *cosine = -sr; break;
    case 2: *sine = -sr; *cosine = -cr; break;
    default: *sine = -cr; *cosine = sr; break;
    }
}

cspring_transition cspring_transition_make(const cspring_params *p, double t) {
    cspring_transition tr;
    double lambda = p->lambda, w = p->omega, wt = w * t;

    if (!(t > 0.0)) {
        tr.m00 = 1.0; tr.m01 = 0.0; tr.m10 = 0.0; tr.m11 = 1.0;
        if (isnan(t)) { tr.m00 = tr.m01 = tr.m10 = tr.m11 = t; }
        return tr;
    }
    if (wt <= SERIES_LIMIT) {
        /* Near critical damping (or early): e^(−λt)·C and e^(−λt)·S from the series. */
        double c, s_over_t, e = exp(-lambda * t), ec, es;
        series(-p->s * t * t, &c, &s_over_t);
        ec = e * c;
        es = e * s_over_t * t;
        tr.m00 = ec + lambda * es;
        tr.m01 = es;
        tr.m10 = -p->omega0_sq * es;
        tr.m11 = ec - lambda * es;
    } else if (p->s > 0.0) {
        /* Under-damped. */
        double e = exp(-lambda * t), c, sn;
        sin_cos(wt, &sn, &c);
        sn /= w;
        tr.m00 = e * (c + lambda * sn);
        tr.m01 = e * sn;
        tr.m10 = -p->omega0_sq * e * sn;
        tr.m11 = e * (c - lambda * sn);
    } else {
        /* Over-damped, with the slow root computed without cancellation:
           r1 = −λ + ω = −ω0²/(λ + ω), r2 = −(λ + ω). */
        double sum = lambda + w, r1 = -p->omega0_sq / sum;
        double e1 = exp(r1 * t), e2 = exp(-sum * t), inv = 0.5 / w;
        tr.m00 = (sum * e1 + r1 * e2) * inv;
        tr.m01 = (e1 - e2) * inv;
        tr.m10 = -p->omega0_sq * tr.m01;
        tr.m11 = (r1 * e1 + sum * e2) * inv;
    }
    return tr;
}

cspring_state cspring_evaluate(const cspring_params *p, double x0, double v0, double target, double t) {
    cspring_state state;
    state.position = x0;
    state.velocity = v0;
    if (t > 0.0) {
        cspring_transition tr = cspring_transition_make(p, t);
        cspring_transition_apply(&tr, target, &state.position, &state.velocity);
    } else if (isnan(t)) {
        state.position = t;
        state.velocity = t;
    }
    return state;
}

void cspring_step(const cspring_params *p, double target, double dt, cspring_state *state) {
    cspring_transition tr;
    if (!(dt > 0.0) && !isnan(dt)) {
        return;
    }
    tr = cspring_transition_make(p, dt);
    cspring_transition_apply(&tr, target, &state->position, &state->velocity);
}

void cspring_step_batch(const cspring_transition *tr, const double *targets, double *positions,
                        double *velocities, size_t n) {
    const double m00 = tr->m00, m01 = tr->m01, m10 = tr->m10, m11 = tr->m11;
    size_t i;
    for (i = 0; i < n; i++) {
        double target = targets[i];
        double y = positions[i] - target;
        double v = velocities[i];
        positions[i] = target + (m00 * y + m01 * v);
        velocities[i] = m10 * y + m11 * v;
    }
}

void cspring_evaluate_batch(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        const cspring_spring *sp = &springs[i];
        out[i] = cspring_evaluate(&sp->params, sp->x0, sp->v0, sp->target, times[i]);
    }
}
