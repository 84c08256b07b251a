/* cspring_kernels.h - the lane kernels of the closed-form evaluation and the
   heterogeneous batch built on them; not installed. Included by
   cspring_evaluate.c (lanes as cspring_lanes.h chooses them, and the scalar
   functions) and by cspring_evaluate_avx2.c (four lanes): every function is
   static, so each includer gets its own copy at its own width, and lanes
   never interact, so every copy computes the same bits. */
#ifndef CSPRING_KERNELS_H
#define CSPRING_KERNELS_H

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"
#include "cspring_lanes.h"

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
    vdouble rate_hi, rate_lo; /* the phase rate, read by kernel_long only */
} lanes_params;

typedef struct lanes_transition {
    vdouble m00, m01, m10, m11;
} lanes_transition;

/* Where the phase ω·t stops being a double product: from here on it is
   counted in quarter turns from the phase rate in two doubles
   (v_sin_cos_quarters; kernel_long in the batch, the same lanes in the
   scalar functions). Below it, rounding ω and ω·t costs at most
   3·PHASE_SPLIT·2⁻⁵³ ≈ 8.5e-14 of the motion's scale. */
#define PHASE_SPLIT 256.0

/* The kernels' elementary functions. With ok NULL (the scalar functions) a
   lane outside a fast path gets libm's answer at once; otherwise (the batch)
   the lane is cleared in *ok, and the batch evaluates its springs again with
   cspring_evaluate after the loop: no call in the loop, so nothing spills. */
KERNEL vdouble exp_lanes(vdouble x, vbits *ok) {
    return ok ? v_exp_fast(x, ok) : v_exp(x);
}

KERNEL void sin_cos_lanes(vdouble x, vdouble *sine, vdouble *cosine, vbits *ok) {
    if (ok) {
        v_sin_cos_fast(x, PHASE_SPLIT, sine, cosine, ok);
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

/* The under-damped transition from e^(−λt), cos(ωt) and sin(ωt). */
KERNEL lanes_transition under_from(const lanes_params *q, vdouble e, vdouble c, vdouble sn) {
    lanes_transition tr;
    sn = sn / q->omega;
    tr.m00 = e * (c + q->lambda * sn);
    tr.m01 = e * sn;
    tr.m10 = -q->omega0_sq * e * sn;
    tr.m11 = e * (c - q->lambda * sn);
    return tr;
}

/* Under-damped: C = cos(ωt), S = sin(ωt)/ω. A phase ωt beyond the largest
   double (t finite) is taken as DBL_MAX: no double resolves the phase there,
   and the result stays within the envelope instead of becoming NaN. The
   batch gives springs whose phase is PHASE_SPLIT or more to kernel_long;
   here such lanes would be cleared in *ok (sin_cos_lanes). */
KERNEL lanes_transition kernel_under(const lanes_params *q, vbits *ok) {
    vdouble e = exp_lanes(-q->lambda * q->t, ok), c, sn, phase = q->omega * q->t;
#if LANES == 1
    phase = phase < DBL_MAX ? phase : DBL_MAX;
#else
    {
        vbits finite = LESS(phase, splat(DBL_MAX));
        phase = AS_DOUBLE((AS_BITS(phase) & finite) | (AS_BITS(splat(DBL_MAX)) & ~finite));
    }
#endif
    sin_cos_lanes(phase, &sn, &c, ok);
    return under_from(q, e, c, sn);
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

/* Under-damped with the phase PHASE_SPLIT or more: the phase in quarter
   turns (q->rate_hi and rate_lo set). Lanes beyond QUARTER_LIMIT quarter
   turns, or without a phase rate, are cleared in *ok. */
KERNEL lanes_transition kernel_long(const lanes_params *q, vbits *ok) {
    vdouble e = exp_lanes(-q->lambda * q->t, ok), c, sn;
    v_sin_cos_quarters(q->rate_hi, q->rate_lo, q->t, &sn, &c, ok);
    return under_from(q, e, c, sn);
}

KERNEL lanes_transition kernel(int which, const lanes_params *q, vbits *ok) {
    if (which == REGIME_SERIES) return kernel_series(q, ok);
    if (which == REGIME_UNDER) return kernel_under(q, ok);
    return kernel_over(q, ok);
}

/* The state for t ≤ 0 (the release state) or NaN (NaN). */
static inline cspring_state state_not_positive(double x0, double v0, double t) {
    cspring_state state;
    state.position = t != t ? t : x0;
    state.velocity = t != t ? t : v0;
    return state;
}

/* The heterogeneous batch: a block of springs is split by regime into index
   lists (branch-free), then each list runs its kernel LANES springs at a time.
   The last group of a list repeats its last spring in the spare lanes. */
#define BLOCK 256 /* uint8_t indices */
#define LIST_SIZE (BLOCK + LANES - 1) /* a list, then copies of its last index */

#if LANES == 4
/* Four springs' fields as lane vectors: one 32-byte load of (λ, ω0², s, ω)
   per spring and a 4×4 transpose, one 16-byte load of (x0, v0). */
typedef char cspring_gather_layout[offsetof(cspring_params, omega) == offsetof(cspring_params, lambda) + 24 &&
                                           offsetof(cspring_params, omega0_sq) == offsetof(cspring_params, lambda) + 8 &&
                                           offsetof(cspring_params, s) == offsetof(cspring_params, lambda) + 16 &&
                                           offsetof(cspring_spring, v0) == offsetof(cspring_spring, x0) + 8 &&
                                           offsetof(cspring_params, phase_rate_lo) ==
                                               offsetof(cspring_params, phase_rate_hi) + 8
                                       ? 1
                                       : -1];

/* The phase rates of four springs: one 16-byte load of (hi, lo) each. */
KERNEL void gather_rates(const cspring_spring *springs, const size_t idx[LANES], lanes_params *q) {
    const cspring_spring *a = &springs[idx[0]], *b = &springs[idx[1]], *c = &springs[idx[2]], *d = &springs[idx[3]];
    __m256d ac = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(&a->params.phase_rate_hi)),
                                      _mm_loadu_pd(&c->params.phase_rate_hi), 1);
    __m256d bd = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(&b->params.phase_rate_hi)),
                                      _mm_loadu_pd(&d->params.phase_rate_hi), 1);
    q->rate_hi = (vdouble)_mm256_unpacklo_pd(ac, bd);
    q->rate_lo = (vdouble)_mm256_unpackhi_pd(ac, bd);
}

KERNEL void gather(const cspring_spring *springs, const double *times, const size_t idx[LANES], lanes_params *q,
                   vdouble *target, vdouble *y, vdouble *v) {
    const cspring_spring *a = &springs[idx[0]], *b = &springs[idx[1]], *c = &springs[idx[2]], *d = &springs[idx[3]];
    __m256d pa = _mm256_loadu_pd(&a->params.lambda), pb = _mm256_loadu_pd(&b->params.lambda);
    __m256d pc = _mm256_loadu_pd(&c->params.lambda), pd = _mm256_loadu_pd(&d->params.lambda);
    __m256d ab_even = _mm256_unpacklo_pd(pa, pb), ab_odd = _mm256_unpackhi_pd(pa, pb); /* (λa λb sa sb), (ω0²a ω0²b ωa ωb) */
    __m256d cd_even = _mm256_unpacklo_pd(pc, pd), cd_odd = _mm256_unpackhi_pd(pc, pd);
    __m256d ac = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(&a->x0)), _mm_loadu_pd(&c->x0), 1);
    __m256d bd = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(&b->x0)), _mm_loadu_pd(&d->x0), 1);
    q->lambda = (vdouble)_mm256_permute2f128_pd(ab_even, cd_even, 0x20);
    q->s = (vdouble)_mm256_permute2f128_pd(ab_even, cd_even, 0x31);
    q->omega0_sq = (vdouble)_mm256_permute2f128_pd(ab_odd, cd_odd, 0x20);
    q->omega = (vdouble)_mm256_permute2f128_pd(ab_odd, cd_odd, 0x31);
    *y = (vdouble)_mm256_unpacklo_pd(ac, bd);
    *v = (vdouble)_mm256_unpackhi_pd(ac, bd);
    q->t = (vdouble)_mm256_set_pd(times[idx[3]], times[idx[2]], times[idx[1]], times[idx[0]]);
    *target = (vdouble)_mm256_set_pd(d->target, c->target, b->target, a->target);
}

/* Lane l of (position, velocity) as out[idx[l]]: two unpacks, four 16-byte stores. */
KERNEL void scatter(cspring_state *out, const size_t idx[LANES], vdouble position, vdouble velocity) {
    __m256d even = _mm256_unpacklo_pd((__m256d)position, (__m256d)velocity); /* lanes 0 and 2 */
    __m256d odd = _mm256_unpackhi_pd((__m256d)position, (__m256d)velocity);  /* lanes 1 and 3 */
    _mm_storeu_pd(&out[idx[3]].position, _mm256_extractf128_pd(odd, 1));
    _mm_storeu_pd(&out[idx[2]].position, _mm256_extractf128_pd(even, 1));
    _mm_storeu_pd(&out[idx[1]].position, _mm256_castpd256_pd128(odd));
    _mm_storeu_pd(&out[idx[0]].position, _mm256_castpd256_pd128(even));
}
#else
/* A lane vector of two springs' values (LANES == 2) or of the first one. */
KERNEL vdouble pair(double a, double b) {
#if LANES == 2
    vdouble v = {a, b};
    return v;
#else
    (void)b;
    return a;
#endif
}

/* Each spring's fields straight into lane vectors. */
KERNEL void gather(const cspring_spring *springs, const double *times, const size_t idx[LANES], lanes_params *q,
                   vdouble *target, vdouble *y, vdouble *v) {
    const cspring_spring *a = &springs[idx[0]], *b = &springs[idx[LANES - 1]];
    q->lambda = pair(a->params.lambda, b->params.lambda);
    q->omega = pair(a->params.omega, b->params.omega);
    q->s = pair(a->params.s, b->params.s);
    q->omega0_sq = pair(a->params.omega0_sq, b->params.omega0_sq);
    q->t = pair(times[idx[0]], times[idx[LANES - 1]]);
    *target = pair(a->target, b->target);
    *y = pair(a->x0, b->x0);
    *v = pair(a->v0, b->v0);
}

/* The phase rates, for kernel_long. */
KERNEL void gather_rates(const cspring_spring *springs, const size_t idx[LANES], lanes_params *q) {
    const cspring_spring *a = &springs[idx[0]], *b = &springs[idx[LANES - 1]];
    q->rate_hi = pair(a->params.phase_rate_hi, b->params.phase_rate_hi);
    q->rate_lo = pair(a->params.phase_rate_lo, b->params.phase_rate_lo);
}

/* Lane l of (position, velocity) as out[idx[l]], one 16-byte store each
   (on SSE2, two unpacks and the stores: the loop's lane extractions cost
   about three instructions more per spring). */
KERNEL void scatter(cspring_state *out, const size_t idx[LANES], vdouble position, vdouble velocity) {
#if LANES == 2 && defined(__SSE2__)
    _mm_storeu_pd(&out[idx[1]].position, _mm_unpackhi_pd((__m128d)position, (__m128d)velocity));
    _mm_storeu_pd(&out[idx[0]].position, _mm_unpacklo_pd((__m128d)position, (__m128d)velocity));
#else
    int l;
    for (l = LANES - 1; l >= 0; l--) {
        double state[2];
        state[0] = LANE(position, l);
        state[1] = LANE(velocity, l);
        memcpy(&out[idx[l]], state, sizeof state);
    }
#endif
}
#endif

/* The batch's under-damped group: kernel_under, or kernel_long on lanes whose
   phase ω·t (the same double product as the scalar functions' test) is
   PHASE_SPLIT or more, each lane as the scalar functions evaluate it. One
   test per group where no lane is that far. */
KERNEL lanes_transition kernel_under_or_long(const cspring_spring *springs, const size_t idx[LANES], lanes_params *q,
                                             vbits *ok) {
    vbits past = ~LESS(q->omega * q->t, splat(PHASE_SPLIT)), ok_long;
    lanes_transition tr, tr_long;
    int bits = LANE_BITS(past);
    gather_rates(springs, idx, q);
    if (bits == (1 << LANES) - 1) return kernel_long(q, ok);
    /* Short and long phases in one group (as a spring's phase crosses PHASE_SPLIT). */
    ok_long = *ok;
    tr = kernel_under(q, ok);
    tr_long = kernel_long(q, &ok_long);
    *ok = (*ok & ~past) | (ok_long & past);
    tr.m00 = AS_DOUBLE((AS_BITS(tr.m00) & ~past) | (AS_BITS(tr_long.m00) & past));
    tr.m01 = AS_DOUBLE((AS_BITS(tr.m01) & ~past) | (AS_BITS(tr_long.m01) & past));
    tr.m10 = AS_DOUBLE((AS_BITS(tr.m10) & ~past) | (AS_BITS(tr_long.m10) & past));
    tr.m11 = AS_DOUBLE((AS_BITS(tr.m11) & ~past) | (AS_BITS(tr_long.m11) & past));
    return tr;
}

/* Runs list[0 ..< count] through one kernel, LANES springs at a time; the
   spare lanes of the last group repeat its last spring (partition copies it
   past the end). */
/* cspring_transition_apply, lane-wise, and the results into out; a group
   with lanes outside a fast path is noted in again and again_lanes. */
KERNEL void finish_group(const lanes_transition *tr, vdouble target, vdouble y, vdouble v, vbits ok,
                         const size_t idx[LANES], size_t g, cspring_state *out, uint8_t *again,
                         uint8_t *again_lanes, size_t *redo) {
    vdouble position, velocity;
    y = y - target;
    position = target + (tr->m00 * y + tr->m01 * v);
    velocity = tr->m10 * y + tr->m11 * v;
    scatter(out, idx, position, velocity);
    if (!ALL_SET(ok)) {
        again[*redo] = (uint8_t)g;
        again_lanes[(*redo)++] = (uint8_t)LANE_BITS(ok);
    }
}

KERNEL void run_list(int which, const cspring_spring *springs, const double *times, const uint8_t *list,
                     size_t count, cspring_state *out) {
    /* Groups with a lane outside a fast path, and those lanes; under-damped
       groups with a phase of PHASE_SPLIT or more, evaluated after the others. */
    uint8_t again[BLOCK], again_lanes[BLOCK], far[BLOCK];
    size_t g, redo = 0, k, far_count = 0;
    for (g = 0; g < count; g += LANES) {
        size_t idx[LANES];
        lanes_params q;
        lanes_transition tr;
        vdouble target, y, v;
        vbits ok = splat_bits(UINT64_MAX);
        int l;
        for (l = 0; l < LANES; l++) idx[l] = list[g + (size_t)l];
        gather(springs, times, idx, &q, &target, &y, &v);
        /* The scalar functions' test, on the same double product. */
        if (which == REGIME_UNDER && LANE_BITS(~LESS(q.omega * q.t, splat(PHASE_SPLIT))) != 0) {
            far[far_count++] = (uint8_t)g;
            continue;
        }
        tr = kernel(which, &q, &ok);
        finish_group(&tr, target, y, v, ok, idx, g, out, again, again_lanes, &redo);
    }
    for (k = 0; which == REGIME_UNDER && k < far_count; k++) {
        size_t idx[LANES];
        lanes_params q;
        lanes_transition tr;
        vdouble target, y, v;
        vbits ok = splat_bits(UINT64_MAX);
        int l;
        g = far[k];
        for (l = 0; l < LANES; l++) idx[l] = list[g + (size_t)l];
        gather(springs, times, idx, &q, &target, &y, &v);
        tr = kernel_under_or_long(springs, idx, &q, &ok);
        finish_group(&tr, target, y, v, ok, idx, g, out, again, again_lanes, &redo);
    }
    for (k = 0; k < redo; k++) {
        int l;
        for (l = 0; l < LANES; l++) {
            size_t i = list[again[k] + (size_t)l];
            const cspring_spring *sp = &springs[i];
            if (!(again_lanes[k] >> l & 1)) out[i] = cspring_evaluate(&sp->params, sp->x0, sp->v0, sp->target, times[i]);
        }
    }
}

/* One spring of partition: written out (t ≤ 0 or NaN), or its index appended
   to its regime's list. */
KERNEL void place(const cspring_spring *sp, double t, size_t j, cspring_state *out, uint8_t *end[REGIME_COUNT]) {
    unsigned late;
    if (!(t > 0.0)) {
        *out = state_not_positive(sp->x0, sp->v0, t);
        return;
    }
    /* regime() without a branch: late, doubled when not under-damped. */
    late = sp->params.omega * t > SERIES_LIMIT;
    *end[late << !(sp->params.s > 0.0)]++ = (uint8_t)j;
}

/* Splits springs[0 ..< count] (count ≤ BLOCK) by regime into lists, without
   a branch per spring; springs with t ≤ 0 or NaN are written out directly.
   Kept out of line so that it has the registers to itself. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void partition(const cspring_spring *springs, const double *times, size_t count, cspring_state *out,
                      uint8_t lists[REGIME_COUNT][LIST_SIZE], size_t counts[REGIME_COUNT]) {
    uint8_t *end[REGIME_COUNT]; /* where each list's next index goes */
    size_t j;
    for (j = 0; j < REGIME_COUNT; j++) end[j] = lists[j];
    for (j = 0; j + 1 < count; j += 2) { /* two at a time: half the loop's own instructions */
        place(&springs[j], times[j], j, &out[j], end);
        place(&springs[j + 1], times[j + 1], j + 1, &out[j + 1], end);
    }
    if (j < count) place(&springs[j], times[j], j, &out[j], end);
    for (j = 0; j < REGIME_COUNT; j++) counts[j] = (size_t)(end[j] - lists[j]);
    for (j = 0; j < REGIME_COUNT; j++) {
        size_t l;
        for (l = counts[j]; l > 0 && l < counts[j] + LANES - 1; l++) lists[j][l] = lists[j][counts[j] - 1];
    }
}

static void evaluate_batch_lanes(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
    uint8_t lists[REGIME_COUNT][LIST_SIZE];
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

#endif
