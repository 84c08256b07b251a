/* cspring_lanes.h - lane vectors and the elementary functions of the
   closed-form evaluation; not installed. Included by cspring_evaluate.c and by
   the tests (Tests/C/test_cspring_kernels.c).

   With GCC or Clang a "lane vector" is a GNU vector of two doubles (SSE2 on
   x86-64, NEON on arm64), or of four where the includer defines
   CSPRING_LANES_AVX2 (the batch's AVX2 copy); elsewhere, or with
   CSPRING_ONE_LANE defined, it is one double. Only IEEE +, −, ×, / and bit operations are used, in a fixed
   order and lane by lane, so the width changes the speed and never a result:
   a spring evaluated alone (every lane the same spring) and in a batch gives
   the same bits. */
#ifndef CSPRING_LANES_H
#define CSPRING_LANES_H

#include <math.h>
#include <stdint.h>

#include "cspring_exp.h"
#include "cspring_fp.h" /* a × b + c rounds twice: see there */

/* ---- Lane vectors ----------------------------------------------------------- */

#if (defined(__GNUC__) || defined(__clang__)) && !defined(CSPRING_ONE_LANE) && defined(CSPRING_LANES_AVX2)
/* Four lanes: only in cspring_evaluate_avx2.c, whose functions are compiled
   for AVX2 and run when the CPU has it. */
#include <immintrin.h>
#define LANES 4
typedef double vdouble __attribute__((vector_size(32)));
typedef uint64_t vbits __attribute__((vector_size(32)));
#define LANE(v, l) ((v)[l])
#define AS_BITS(v) ((vbits)(v))
#define AS_DOUBLE(v) ((vdouble)(v))
#define LESS(a, b) ((vbits)((a) < (b)))
#define LANE_BITS(m) _mm256_movemask_pd((__m256d)(m))
#define KERNEL static inline __attribute__((always_inline))
#elif (defined(__GNUC__) || defined(__clang__)) && !defined(CSPRING_ONE_LANE)
#define LANES 2
typedef double vdouble __attribute__((vector_size(16)));
typedef uint64_t vbits __attribute__((vector_size(16)));
#define LANE(v, l) ((v)[l])
#define AS_BITS(v) ((vbits)(v))
#define AS_DOUBLE(v) ((vdouble)(v))
/* Lane masks: all ones where a < b (and not NaN), else 0. */
#define LESS(a, b) ((vbits)((a) < (b)))
#if defined(__SSE2__)
#include <emmintrin.h>
#define LANE_BITS(m) _mm_movemask_pd((__m128d)(m))
#else
#define LANE_BITS(m) ((int)((m)[0] >> 63) | (int)((m)[1] >> 63) << 1)
#endif
#define KERNEL static inline __attribute__((always_inline))
#else
#define LANES 1
typedef double vdouble;
typedef uint64_t vbits;
#define LANE(v, l) (*((void)(l), &(v)))
#define AS_BITS(v) (cspring_exp_as_bits(v))
#define AS_DOUBLE(v) (cspring_exp_as_double(v))
#define LESS(a, b) ((uint64_t)0 - (uint64_t)((a) < (b)))
#define LANE_BITS(m) ((int)((m) >> 63))
#define KERNEL static inline
#endif

/* Bit l set where lane l of mask m is set; whether every lane is. */
#define ALL_SET(m) (LANE_BITS(m) == (1 << LANES) - 1)

KERNEL vdouble splat(double a) {
    vdouble v;
    int l;
    for (l = 0; l < LANES; l++) LANE(v, l) = a;
    return v;
}

KERNEL vbits splat_bits(uint64_t a) {
    vbits v;
    int l;
    for (l = 0; l < LANES; l++) LANE(v, l) = a;
    return v;
}

/* ---- Elementary functions ------------------------------------------------ */

/* cspring_exp (see cspring_exp.h) on every lane's fast path. Lanes where it
   is not the answer (−700 ≤ x ≤ −745.2, x ≥ 700, NaN) are cleared in *ok;
   below −745.2 the result is 0 exactly, as cspring_exp's. */
KERNEL vdouble v_exp_fast(vdouble x, vbits *ok) {
    const vdouble inv_ln2_n = splat(0x1.71547652b82fep+7);
    const vdouble neg_ln2_hi_n = splat(-0x1.62e42fefa0000p-8);
    const vdouble neg_ln2_lo_n = splat(-0x1.cf79abc9e3b3ap-47);
    const vdouble shift = splat(0x1.8p52);
    vdouble kd, r, r2, tail, tmp, scale, result;
    vbits ki, top, tail_bits, scale_bits, above_floor = LESS(splat(-700.0), x);
    kd = x * inv_ln2_n + shift;
    ki = AS_BITS(kd);
    kd = kd - shift;
    r = x + kd * neg_ln2_hi_n + kd * neg_ln2_lo_n;
    top = ki << (52 - CSPRING_EXP_TABLE_BITS);
#if LANES == 4
    { /* the same table entries by two AVX2 gathers */
        __m256i idx = (__m256i)((ki & splat_bits(CSPRING_EXP_N - 1)) << 1);
        tail_bits = (vbits)_mm256_i64gather_epi64((const long long *)cspring_exp_table, idx, 8);
        scale_bits = (vbits)_mm256_i64gather_epi64((const long long *)cspring_exp_table + 1, idx, 8);
    }
#elif LANES == 2
    { /* built whole, not lane by lane: GCC -O1 took the latter for a read of uninitialized lanes */
        uint64_t idx0 = 2 * (LANE(ki, 0) % CSPRING_EXP_N), idx1 = 2 * (LANE(ki, 1) % CSPRING_EXP_N);
        vbits tails = {cspring_exp_table[idx0], cspring_exp_table[idx1]};
        vbits scales = {cspring_exp_table[idx0 + 1], cspring_exp_table[idx1 + 1]};
        tail_bits = tails;
        scale_bits = scales;
    }
#else
    {
        uint64_t idx = 2 * (ki % CSPRING_EXP_N);
        tail_bits = cspring_exp_table[idx];
        scale_bits = cspring_exp_table[idx + 1];
    }
#endif
    tail = AS_DOUBLE(tail_bits);
    scale = AS_DOUBLE(scale_bits + top);
    r2 = r * r;
    tmp = tail + r + r2 * (splat(0.5) + r * splat(1.0 / 6.0)) + r2 * r2 * (splat(1.0 / 24.0) + r * splat(1.0 / 120.0));
    result = scale + scale * tmp;
    *ok &= LESS(x, splat(700.0)) & (above_floor | LESS(x, splat(CSPRING_EXP_ZERO_BELOW)));
    return AS_DOUBLE(AS_BITS(result) & above_floor);
}

/* cspring_exp on every lane; lanes outside its fast path are recomputed by
   the scalar function, which calls libm there. */
KERNEL vdouble v_exp(vdouble x) {
    vbits ok = splat_bits(UINT64_MAX);
    vdouble result = v_exp_fast(x, &ok);
    int l;
    if (!ALL_SET(ok)) {
        for (l = 0; l < LANES; l++) LANE(result, l) = cspring_exp(LANE(x, l));
    }
    return result;
}

/* π/2 in three parts (the first two have 33 significant bits, so k·part is
   exact for |k| < 2^20) for Cody–Waite reduction. */
#define PIO2_1 1.5707963267341256
#define PIO2_2 6.077100506303966e-11
#define PIO2_3 2.0222662487959506e-21
#define TWO_OVER_PI 0.6366197723675814
#define REDUCTION_LIMIT 823549.0 /* 2^19·π/2 */

/* sin and cos together for x ≥ 0: reduction by π/2 (the quadrant k rounded
   with the 1.5·2^52 shift, whose low bits then hold k), then fdlibm's
   minimax polynomials on |r| ≤ π/4 (k_sin.c, k_cos.c: errors below 2^-57.8
   and 2^-59.3, checked with mpmath), with its exact correction of 1 − r²/2;
   within 2 ulp of libm. The quadrant is applied without a branch: swap the
   two results on odd quadrants, then flip sign bits. Lanes at or beyond
   limit (at most REDUCTION_LIMIT), or NaN, are cleared in *ok (v_sin_cos
   gives those beyond REDUCTION_LIMIT libm's sin and cos). */
#define SIN_1 -1.66666666666666324348e-01
#define SIN_2 8.33333333332248946124e-03
#define SIN_3 -1.98412698298579493134e-04
#define SIN_4 2.75573137070700676789e-06
#define SIN_5 -2.50507602534068634195e-08
#define SIN_6 1.58969099521155010221e-10
#define COS_1 4.16666666666666019037e-02
#define COS_2 -1.38888888888741095749e-03
#define COS_3 2.48015872894767294178e-05
#define COS_4 -2.75573143513906633035e-07
#define COS_5 2.08757232129817482790e-09
#define COS_6 -1.13596475577881948265e-11

/* The polynomials and the quadrant for a reduced argument r (|r| ≤ π/4 give
   or take a rounding) in quadrant (the low two bits count quarter turns). */
KERNEL void v_sin_cos_reduced(vdouble r, vbits quadrant, vdouble *sine, vdouble *cosine) {
    const vdouble one = splat(1.0);
    vdouble z, z2, z4, ps, pc, sr, cr, hz, w;
    vbits bits_s, bits_c, swap, one_bit = splat_bits(1), two_bits = splat_bits(2);
    z = r * r;
    z2 = z * z;
    z4 = z2 * z2;
    /* Estrin's scheme: short dependency chains, so lanes and springs overlap well. */
    ps = ((splat(SIN_1) + z * splat(SIN_2)) + z2 * (splat(SIN_3) + z * splat(SIN_4)))
         + z4 * (splat(SIN_5) + z * splat(SIN_6));
    pc = ((splat(COS_1) + z * splat(COS_2)) + z2 * (splat(COS_3) + z * splat(COS_4)))
         + z4 * (splat(COS_5) + z * splat(COS_6));
    sr = r + (z * r) * ps;
    hz = splat(0.5) * z;
    w = one - hz;
    cr = w + (((one - w) - hz) + z2 * pc);
    /* quadrant 0: (sr, cr), 1: (cr, −sr), 2: (−sr, −cr), 3: (−cr, sr). */
    bits_s = AS_BITS(sr);
    bits_c = AS_BITS(cr);
    swap = (bits_s ^ bits_c) & (splat_bits(0) - (quadrant & one_bit));
    bits_s ^= swap;
    bits_c ^= swap;
    bits_s ^= (quadrant & two_bits) << 62;
    bits_c ^= ((quadrant + one_bit) & two_bits) << 62;
    *sine = AS_DOUBLE(bits_s);
    *cosine = AS_DOUBLE(bits_c);
}

KERNEL void v_sin_cos_fast(vdouble x, double limit, vdouble *sine, vdouble *cosine, vbits *ok) {
    const vdouble shift = splat(0x1.8p52);
    vdouble kd, r;
    vbits quadrant;
    kd = x * splat(TWO_OVER_PI) + shift;
    quadrant = AS_BITS(kd);
    kd = kd - shift;
    r = ((x - kd * splat(PIO2_1)) - kd * splat(PIO2_2)) - kd * splat(PIO2_3);
    v_sin_cos_reduced(r, quadrant, sine, cosine);
    *ok &= LESS(x, splat(limit));
}

/* ---- Long phases ------------------------------------------------------------

   sin and cos of the phase (π/2)·g·t, g = g_hi + g_lo the phase rate in
   quarter turns (2ω/π in two doubles, cspring_params.phase_rate_hi/lo) and
   t > 0: p = g_hi·t exactly as p + e (Veltkamp's split and Dekker's product),
   whose whole quarter turns n1 = round(p) leave p − n1 exact; then
   r1 = (p − n1) + (e + g_lo·t), once more without its nearest integer n2, is
   the phase within a quarter turn, in quadrant n1 + n2. The reduction is
   exact but for r1's rounding (2⁻⁵⁴ of a quarter turn, below 9e-17) and
   g_lo·t's; r·π/2 then rounds once more. Lanes where g_hi·t is not below
   QUARTER_LIMIT (the splits and the rounding of p by the shift need it; up
   to ω·t ≈ 1.8e15), or g_hi is 0 (no phase rate), are cleared in *ok. Only
   IEEE +, −, × in a fixed order: the same bits on every lane width. */
#define QUARTER_LIMIT 0x1p50
#define VELTKAMP 134217729.0 /* 2^27 + 1 */
#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54

KERNEL void v_sin_cos_quarters(vdouble g_hi, vdouble g_lo, vdouble t, vdouble *sine, vdouble *cosine, vbits *ok) {
    const vdouble shift = splat(0x1.8p52), veltkamp = splat(VELTKAMP);
    vdouble ct, th, tl, cg, gh, gl, p, e, k1, k2, r1, r;
    ct = veltkamp * t;
    th = ct - (ct - t);
    tl = t - th;
    cg = veltkamp * g_hi;
    gh = cg - (cg - g_hi);
    gl = g_hi - gh;
    p = g_hi * t;
    e = ((gh * th - p) + gh * tl + gl * th) + gl * tl;
    k1 = p + shift;
    r1 = (p - (k1 - shift)) + (e + g_lo * t);
    k2 = r1 + shift;
    r = r1 - (k2 - shift);
    v_sin_cos_reduced(r * splat(PIO2_HI) + r * splat(PIO2_LO), AS_BITS(k1) + AS_BITS(k2), sine, cosine);
    *ok &= LESS(p, splat(QUARTER_LIMIT)) & LESS(splat(0.0), g_hi);
}

KERNEL void v_sin_cos(vdouble x, vdouble *sine, vdouble *cosine) {
    vbits ok = splat_bits(UINT64_MAX);
    int l;
    v_sin_cos_fast(x, REDUCTION_LIMIT, sine, cosine, &ok);
    if (!ALL_SET(ok)) {
        for (l = 0; l < LANES; l++) {
            if (!(LANE(x, l) < REDUCTION_LIMIT)) {
                LANE(*sine, l) = sin(LANE(x, l));
                LANE(*cosine, l) = cos(LANE(x, l));
            }
        }
    }
}

#endif
