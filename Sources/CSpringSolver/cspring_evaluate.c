/* Closed-form evaluation: the transition matrix over t, in every regime.

   Every evaluation (cspring_transition_make, cspring_evaluate, cspring_step
   and both batches) goes through the same lane-wise kernels below, so that
   the batch equals the scalar functions bit for bit by construction: the
   scalar functions run a kernel with every lane holding the same spring, and
   lanes never interact (see cspring_lanes.h). The heterogeneous batch splits
   each block of springs by regime and runs each kernel two springs at a time,
   or four on CPUs with AVX2 (cspring_kernels.h, cspring_evaluate_avx2.c). */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"
#include "cspring_kernels.h"

/* cspring_transition_apply's body, shared by the scalar functions. */
static inline void apply(const cspring_transition *tr, double target, double *position, double *velocity) {
    double y = *position - target;
    double v = *velocity;
    *position = target + (tr->m00 * y + tr->m01 * v);
    *velocity = tr->m10 * y + tr->m11 * v;
}

/* One spring on every lane (t > 0, not NaN); the result is lane 0's. */
static cspring_transition transition_positive(const cspring_params *p, double t) {
    lanes_params q;
    lanes_transition lt;
    cspring_transition tr;
    q.lambda = splat(p->lambda);
    q.omega = splat(p->omega);
    q.s = splat(p->s);
    q.omega0_sq = splat(p->omega0_sq);
    q.t = splat(t);
    lt = kernel(regime(p, t), &q, NULL);
    tr.m00 = LANE(lt.m00, 0);
    tr.m01 = LANE(lt.m01, 0);
    tr.m10 = LANE(lt.m10, 0);
    tr.m11 = LANE(lt.m11, 0);
    return tr;
}

/* ---- Public functions -------------------------------------------------------- */

cspring_transition cspring_transition_make(const cspring_params *p, double t) {
    cspring_transition tr;
    if (!(t > 0.0)) {
        tr.m00 = 1.0; tr.m01 = 0.0; tr.m10 = 0.0; tr.m11 = 1.0;
        if (isnan(t)) { tr.m00 = tr.m01 = tr.m10 = tr.m11 = t; }
        return tr;
    }
    return transition_positive(p, t);
}

cspring_state cspring_evaluate(const cspring_params *p, double x0, double v0, double target, double t) {
    cspring_state state;
    if (t > 0.0) {
        cspring_transition tr = transition_positive(p, t);
        state.position = x0;
        state.velocity = v0;
        apply(&tr, target, &state.position, &state.velocity);
        return state;
    }
    return state_not_positive(x0, v0, t);
}

void cspring_step(const cspring_params *p, double target, double dt, cspring_state *state) {
    cspring_transition tr;
    if (!(dt > 0.0) && !isnan(dt)) {
        return;
    }
    tr = cspring_transition_make(p, dt);
    apply(&tr, target, &state->position, &state->velocity);
}

void cspring_transition_apply(const cspring_transition *tr, double target, double *position, double *velocity) {
    apply(tr, target, position, velocity);
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

void cspring_evaluate_batch_lanes(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
    evaluate_batch_lanes(springs, times, out, n);
}

void cspring_evaluate_batch(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
#if CSPRING_HAVE_AVX2_BATCH
    if (CSPRING_CPU_HAS_AVX2()) {
        cspring_evaluate_batch_avx2(springs, times, out, n);
        return;
    }
#endif
    evaluate_batch_lanes(springs, times, out, n);
}
