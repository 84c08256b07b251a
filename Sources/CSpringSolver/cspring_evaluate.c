/* Closed-form evaluation: the transition matrix over t, in every regime.

   Every evaluation (cspring_transition_make, cspring_evaluate, cspring_step
   and both batches) goes through the same lane-wise kernels below, so that
   the batch equals the scalar functions bit for bit by construction: the
   scalar functions run a kernel with every lane holding the same spring, and
   lanes never interact (see cspring_lanes.h). The heterogeneous batch splits
   each block of springs by regime and runs each kernel two springs at a time. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"
#include "cspring_lanes.h"

/* cspring_transition_apply's body, shared by the scalar functions. */
static inline void apply(const cspring_transition *tr, double target, double *position, double *velocity) {
    double y = *position - target;
    double v = *velocity;
    *position = target + (tr->m00 * y + tr->m01 * v);
    *velocity = tr->m10 * y + tr->m11 * v;
}

/* ---- The three regimes ------------------------------------------------------ */

/* Where the series takes over from the trigonometric and exponential forms.
   Below it the over-damped difference e^(r1·t) − e^(r2·t) would cancel. */
#define SERIES_LIMIT 0.25

enum { REGIME_SERIES = 0, REGIME_UNDER = 1, REGIME_OVER = 2, REGIME_COUNT = 3 };

/* Which kernel evaluates p over t > 0, from two flags: past the series limit,
   and (then) not under-damped. The batch's splitter computes the same flags. */
static inline int regime(const cspring_params *p, double t) {
    int late = p->omega * t > SERIES_LIMIT;
    return late + (late & !(p->s > 0.0));
}

/* The fields of a spring that the kernels read, one lane per spring. */
typedef struct lanes_params {
    vdouble lambda, omega, s, omega0_sq, t;
} lanes_params;

typedef struct lanes_transition {
    vdouble m00, m01, m10, m11;
} lanes_transition;

/* The kernels' elementary functions. With ok NULL (the scalar functions) a
   lane outside a fast path gets libm's answer at once; otherwise (the batch)
   the lane is cleared in *ok, and the batch evaluates its springs again with
   cspring_evaluate after the loop: no call in the loop, so nothing spills. */
KERNEL vdouble exp_lanes(vdouble x, vbits *ok) {
    return ok ? v_exp_fast(x, ok) : v_exp(x);
}

KERNEL void sin_cos_lanes(vdouble x, vdouble *sine, vdouble *cosine, vbits *ok) {
    if (ok) {
        v_sin_cos_fast(x, sine, cosine, ok);
    } else {
        v_sin_cos(x, sine, cosine);
    }
}

/* Near critical damping (or early): e^(−λt)·C(t) and e^(−λt)·S(t) from the
   Taylor series in u = −s·t², |u| ≤ SERIES_LIMIT²: C = Σ uⁿ/(2n)!,
   S/t = Σ uⁿ/(2n+1)!; seven terms reach double precision (the next is below
   5e-20). */
KERNEL lanes_transition kernel_series(const lanes_params *q, vbits *ok) {
    lanes_transition tr;
    vdouble u = -q->s * q->t * q->t, u2 = u * u, u4 = u2 * u2;
    vdouble c = ((splat(1.0) + u * splat(1.0 / 2)) + u2 * (splat(1.0 / 24) + u * splat(1.0 / 720)))
                + u4 * ((splat(1.0 / 40320) + u * splat(1.0 / 3628800)) + u2 * splat(1.0 / 479001600));
    vdouble s_over_t = ((splat(1.0) + u * splat(1.0 / 6)) + u2 * (splat(1.0 / 120) + u * splat(1.0 / 5040)))
                       + u4 * ((splat(1.0 / 362880) + u * splat(1.0 / 39916800)) + u2 * splat(1.0 / 6227020800.0));
    vdouble e = exp_lanes(-q->lambda * q->t, ok);
    vdouble ec = e * c, es = e * s_over_t * q->t;
    tr.m00 = ec + q->lambda * es;
    tr.m01 = es;
    tr.m10 = -q->omega0_sq * es;
    tr.m11 = ec - q->lambda * es;
    return tr;
}

/* Under-damped: C = cos(ωt), S = sin(ωt)/ω. A phase ωt beyond the largest
   double (t finite) is taken as DBL_MAX: no double resolves the phase there,
   and the result stays within the envelope instead of becoming NaN. */
KERNEL lanes_transition kernel_under(const lanes_params *q, vbits *ok) {
    lanes_transition tr;
    vdouble e = exp_lanes(-q->lambda * q->t, ok), c, sn, phase = q->omega * q->t;
#if LANES == 1
    phase = phase < DBL_MAX ? phase : DBL_MAX;
#else
    vbits finite = LESS(phase, splat(DBL_MAX));
    phase = AS_DOUBLE((AS_BITS(phase) & finite) | (AS_BITS(splat(DBL_MAX)) & ~finite));
#endif
    sin_cos_lanes(phase, &sn, &c, ok);
    sn = sn / q->omega;
    tr.m00 = e * (c + q->lambda * sn);
    tr.m01 = e * sn;
    tr.m10 = -q->omega0_sq * e * sn;
    tr.m11 = e * (c - q->lambda * sn);
    return tr;
}

/* Over-damped, with the slow root computed without cancellation:
   r1 = −λ + ω = −ω0²/(λ + ω), r2 = −(λ + ω). */
KERNEL lanes_transition kernel_over(const lanes_params *q, vbits *ok) {
    lanes_transition tr;
    vdouble sum = q->lambda + q->omega, r1 = -q->omega0_sq / sum;
    vdouble e1 = exp_lanes(r1 * q->t, ok), e2 = exp_lanes(-sum * q->t, ok), inv = splat(0.5) / q->omega;
    tr.m00 = (sum * e1 + r1 * e2) * inv;
    tr.m01 = (e1 - e2) * inv;
    tr.m10 = -q->omega0_sq * tr.m01;
    tr.m11 = (r1 * e1 + sum * e2) * inv;
    return tr;
}

KERNEL lanes_transition kernel(int which, const lanes_params *q, vbits *ok) {
    if (which == REGIME_SERIES) return kernel_series(q, ok);
    if (which == REGIME_UNDER) return kernel_under(q, ok);
    return kernel_over(q, ok);
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

/* The state for t ≤ 0 (the release state) or NaN (NaN). */
static inline cspring_state state_not_positive(double x0, double v0, double t) {
    cspring_state state;
    state.position = t != t ? t : x0;
    state.velocity = t != t ? t : v0;
    return state;
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

/* The heterogeneous batch: a block of springs is split by regime into index
   lists (branch-free), then each list runs its kernel LANES springs at a time.
   The last group of a list repeats its last spring in the spare lanes. */
#define BLOCK 256 /* uint8_t indices */

/* A lane vector of two springs' values (LANES == 2) or of the first one. */
static inline vdouble pair(double a, double b) {
#if LANES == 2
    vdouble v = {a, b};
    return v;
#else
    (void)b;
    return a;
#endif
}

/* Stores lane l of (position, velocity) as one state: one 16-byte store. */
static inline void store_state(cspring_state *out, vdouble position, vdouble velocity, int l) {
    double state[2];
    state[0] = LANE(position, l);
    state[1] = LANE(velocity, l);
    memcpy(out, state, sizeof state);
}

KERNEL void run_list(int which, const cspring_spring *springs, const double *times, const uint8_t *list,
                     size_t count, cspring_state *out) {
    uint8_t again[BLOCK]; /* groups with a lane outside a fast path */
    size_t g, redo = 0, k;
    for (g = 0; g < count; g += LANES) {
        /* The second lane repeats the last spring when the list has run out. */
        size_t i0 = list[g], i1 = list[g + (size_t)(LANES - 1) < count ? g + (size_t)(LANES - 1) : g];
        const cspring_spring *a = &springs[i0], *b = &springs[i1];
        lanes_params q;
        lanes_transition tr;
        vdouble target, y, v, position, velocity;
        vbits ok = splat_bits(UINT64_MAX);
        q.lambda = pair(a->params.lambda, b->params.lambda);
        q.omega = pair(a->params.omega, b->params.omega);
        q.s = pair(a->params.s, b->params.s);
        q.omega0_sq = pair(a->params.omega0_sq, b->params.omega0_sq);
        q.t = pair(times[i0], times[i1]);
        target = pair(a->target, b->target);
        y = pair(a->x0, b->x0);
        v = pair(a->v0, b->v0);
        tr = kernel(which, &q, &ok);
        /* cspring_transition_apply, lane-wise. */
        y = y - target;
        position = target + (tr.m00 * y + tr.m01 * v);
        velocity = tr.m10 * y + tr.m11 * v;
#if LANES == 2
        store_state(&out[i1], position, velocity, 1);
#endif
        store_state(&out[i0], position, velocity, 0);
        if (!ALL_SET(ok)) again[redo++] = (uint8_t)g;
    }
    for (k = 0; k < redo; k++) {
        for (g = again[k]; g < (size_t)again[k] + LANES && g < count; g++) {
            const cspring_spring *sp = &springs[list[g]];
            out[list[g]] = cspring_evaluate(&sp->params, sp->x0, sp->v0, sp->target, times[list[g]]);
        }
    }
}

/* Splits springs[0 ..< count] (count ≤ BLOCK) by regime into lists, without
   a branch per spring; springs with t ≤ 0 or NaN are written out directly.
   Kept out of line so that it has the registers to itself. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void partition(const cspring_spring *springs, const double *times, size_t count, cspring_state *out,
                      uint8_t lists[REGIME_COUNT][BLOCK], size_t counts[REGIME_COUNT]) {
    size_t j, series = 0, under = 0, over_count = 0;
    for (j = 0; j < count; j++) {
        const cspring_spring *sp = &springs[j];
        double t = times[j];
        int late, over;
        if (!(t > 0.0)) {
            out[j] = state_not_positive(sp->x0, sp->v0, t);
            continue;
        }
        /* regime()'s two flags. */
        late = sp->params.omega * t > SERIES_LIMIT;
        over = late & !(sp->params.s > 0.0);
        lists[REGIME_SERIES][series] = (uint8_t)j;
        lists[REGIME_UNDER][under] = (uint8_t)j;
        lists[REGIME_OVER][over_count] = (uint8_t)j;
        series += (size_t)(late ^ 1);
        under += (size_t)(late ^ over);
        over_count += (size_t)over;
    }
    counts[REGIME_SERIES] = series;
    counts[REGIME_UNDER] = under;
    counts[REGIME_OVER] = over_count;
}

void cspring_evaluate_batch(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
    uint8_t lists[REGIME_COUNT][BLOCK];
    size_t counts[REGIME_COUNT];
    size_t base, block;
    for (base = 0; base < n; base += block) {
        block = n - base < BLOCK ? n - base : BLOCK;
        partition(springs + base, times + base, block, out + base, lists, counts);
        /* Constant regimes, so that each call inlines one kernel. */
        run_list(REGIME_SERIES, springs + base, times + base, lists[REGIME_SERIES], counts[REGIME_SERIES], out + base);
        run_list(REGIME_UNDER, springs + base, times + base, lists[REGIME_UNDER], counts[REGIME_UNDER], out + base);
        run_list(REGIME_OVER, springs + base, times + base, lists[REGIME_OVER], counts[REGIME_OVER], out + base);
    }
}
