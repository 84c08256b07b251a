/* Closed-form evaluation: the transition matrix over t, in every regime. */
#include <math.h>

#include "cspring_internal.h"

/* The external definition of the header's inline function. */
extern inline void cspring_transition_apply(const cspring_transition *tr, double target, double *position,
                                            double *velocity);

/* Taylor series of C(t) and S(t)/t in u = −s·t², for |u| ≤ 1:
   C = Σ uⁿ/(2n)!,  S/t = Σ uⁿ/(2n+1)!. Eleven terms reach double precision. */
static void series(double u, double *c, double *s_over_t) {
    double c_sum = 1.0, s_sum = 1.0, term_c = 1.0, term_s = 1.0;
    int n;
    for (n = 1; n <= 11; n++) {
        term_c *= u / ((2.0 * n - 1.0) * (2.0 * n));
        term_s *= u / ((2.0 * n) * (2.0 * n + 1.0));
        c_sum += term_c;
        s_sum += term_s;
    }
    *c = c_sum;
    *s_over_t = s_sum;
}

cspring_transition cspring_transition_make(const cspring_params *p, double t) {
    cspring_transition tr;
    double lambda = p->lambda, w = p->omega, wt = w * t;

    if (!(t > 0.0)) {
        tr.m00 = 1.0; tr.m01 = 0.0; tr.m10 = 0.0; tr.m11 = 1.0;
        if (isnan(t)) { tr.m00 = tr.m01 = tr.m10 = tr.m11 = t; }
        return tr;
    }
    if (wt <= 1.0) {
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
        double e = exp(-lambda * t), c = cos(wt), sn = sin(wt) / w;
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
