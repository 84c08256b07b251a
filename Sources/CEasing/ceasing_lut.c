/* ceasing_lut.c - baked lookup tables with cubic Hermite interpolation. */
#include "ceasing.h"
#include "ceasing_fp.h"
#include "ceasing_lut_bound.h"

#include <float.h>
#include <math.h>
#include <stdint.h>

/* Counts the work of baking where a test defines it and includes this file
   and ceasing_lut_bound.c (Tests/C/test_ceasing_lut_cost.c); nothing
   otherwise. The counters: curve_call (evaluations of a named curve by
   ceasing_lut_bake_curve), and ceasing_lut_bound.c's. */
#ifndef CEASING_LUT_COUNT
#define CEASING_LUT_COUNT(counter) ((void)0)
#endif

/* GNU vectors for ceasing_lut_evaluate_array, unless CEASING_ONE_LANE asks
   for the portable loop (the matrix builds it to compare the two). */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(CEASING_ONE_LANE)
#define LUT_PAIRS 1
#endif

#if (defined(__GNUC__) || defined(__clang__)) && defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Finite-difference step ceiling: 2^-17, about the cube root of DBL_EPSILON. */
#define LUT_MAX_STEP (1.0 / 131072.0)
/* max_error: probes per interval (s = k / LUT_PROBES, the ends one ulp inside
   the knots), golden-section steps that refine each probe peak, and the
   margin added for what the refined search may still miss (1/32). */
#define LUT_PROBES 16
#define LUT_REFINE_STEPS 32
#define LUT_MARGIN (1.0 + 1.0 / 32.0)
/* Peaks refined per interval at most, and what refining a peak is taken to
   gain at most (the largest seen is 15 %, at bounce's kinks). */
#define LUT_REFINE_PEAKS 4
#define LUT_PEAK_GAIN 1.5

typedef struct lut_baker {
    ceasing_function f;
    void *context;
    size_t resolution;
    double intervals; /* resolution - 1 */
    double h;         /* 1 / intervals, as evaluation computes it */
    double step;      /* finite-difference step */
} lut_baker;

size_t ceasing_lut_storage_count(size_t resolution) {
    if (resolution < 2 || resolution > SIZE_MAX / 2) {
        return 0;
    }
    return 2 * resolution;
}

static double knot_position(const lut_baker *b, size_t i) {
    return (double)i / b->intervals;
}

/* Value and unlimited slope at knot i; 0 when any sample is not finite. */
static int sample_knot(const lut_baker *b, size_t i, double *value, double *slope) {
    double t = knot_position(b, i);
    double d = b->step;
    double v = b->f(b->context, t);
    double m;
    if (i == 0) {
        double f1 = b->f(b->context, d), f2 = b->f(b->context, 2.0 * d);
        m = (-3.0 * v + 4.0 * f1 - f2) / (2.0 * d);
    } else if (i + 1 == b->resolution) {
        double f1 = b->f(b->context, 1.0 - d), f2 = b->f(b->context, 1.0 - 2.0 * d);
        m = (3.0 * v - 4.0 * f1 + f2) / (2.0 * d);
    } else {
        /* mean of the two one-sided second-order differences: O(d^2) even
           where f'' jumps (piecewise curves such as cubic in-out) */
        double r1 = b->f(b->context, t + d), r2 = b->f(b->context, t + 2.0 * d);
        double l1 = b->f(b->context, t - d), l2 = b->f(b->context, t - 2.0 * d);
        m = ((-3.0 * v + 4.0 * r1 - r2) + (3.0 * v - 4.0 * l1 + l2)) / (4.0 * d);
    }
    if (!isfinite(v) || !isfinite(m)) {
        return 0;
    }
    *value = v;
    *slope = m;
    return 1;
}

/* Limits a slope to 3 x the larger adjacent secant slope (secants given
   already multiplied by the interval count; pass 0 for a missing side). */
static double limit_slope(double slope, double secant_left, double secant_right) {
    double bound = 3.0 * fmax(fabs(secant_left), fabs(secant_right));
    if (slope > bound) {
        return bound;
    }
    if (slope < -bound) {
        return -bound;
    }
    return slope;
}

/* Cubic Hermite on one interval of width h = 1 / (resolution - 1), from the
   values y0, y1 and slopes m0, m1 (per unit of t) at its ends, at s in [0, 1]:
   the chord plus a correction that vanishes at both ends,
       y0 + s d + s (1 - s) ((1 - s) (m0 h - d) - s (m1 h - d)),  d = y1 - y0,
   which is the usual Hermite basis regrouped (15 operations, short chains).
   One expression for doubles and lane vectors alike, so that every path
   (baking's max_error, ceasing_lut_evaluate, the array's lanes) performs the
   same operations in the same order and agrees bit for bit. */
#define HERMITE(y0, m0, y1, m1, h, s) \
    (((y0) + (s) * ((y1) - (y0))) \
     + ((s) * (1.0 - (s))) * ((1.0 - (s)) * ((m0) * (h) - ((y1) - (y0))) - (s) * ((m1) * (h) - ((y1) - (y0)))))

static double hermite(double y0, double m0, double y1, double m1, double h, double s) {
    return HERMITE(y0, m0, y1, m1, h, s);
}

/* |table(t) - f(t)| on interval i at t (s as evaluation computes it); -1 when
   f(t) is not finite. */
static double interval_error(const lut_baker *b, size_t i, double v0, double m0, double v1, double m1, double t) {
    double s = t * b->intervals - (double)i;
    double exact = b->f(b->context, t);
    double error = fabs(hermite(v0, m0, v1, m1, b->h, s) - exact);
    return isfinite(exact) && isfinite(error) ? error : -1.0;
}

/* max_error's bound on interval i from e, the search's largest error there:
   what the search saw plus the rounding it cannot see.
   The table at t is computed, not exact: H^ = H + r with H the cubic of the
   stored knots (through d = fl(y1 - y0), a = fl(m0 h - d), b = fl(m1 h - d),
   which every evaluation computes identically) and r its rounding. To first
   order in u = 2^-53: y0 + s d rounds by u (d + Y), the correction
   s (1 - s) ((1 - s) a - s b) by 1.5 u AB (s (1 - s) <= 1/4, each product
   and difference rounding by u), the final sum by u (Y + AB / 4), with
   Y = max |y|, AB = max(|a|, |b|): at most u (2Y + d + 1.75 AB), taken as
   eps (Y + d + AB) (eps = 2u, the rest for second-order terms). s itself is
   t (n - 1) - i rounded once (the subtraction is exact), so it is off by at
   most u (i + 1), which moves H by at most |dH/ds| <= d + 1.5 AB each unit.
   The curve: f's own rounding is taken as at most 16 ulps of max(|f|, 1)
   (an easing's intermediate terms are of order 1: smootherstep's reach 10,
   and it rounds by 9.3 ulps) plus 4 ulps of its slope (the rounding of its
   argument, t <= 1, and of what it computes from it: elastic's 10 t - 10.75),
   as the library's curves do with a factor of 2 to spare; the knots store
   such rounded values.
   The search compares H^ with f^ at its probes, so the true error there can
   differ from what it saw by both roundings: with R_T the table's and R_f
   the curve's, |H^ - f| <= margin (e + R_T + R_f) + R_T. */
static double interval_bound(const lut_baker *b, size_t i, double y0, double m0, double y1, double m1, double e) {
    double d = y1 - y0, a = fabs(m0 * b->h - d), c = fabs(m1 * b->h - d), ab = fmax(a, c);
    double y = fmax(fabs(y0), fabs(y1)), slope = fmax(fmax(fabs(m0), fabs(m1)), fabs(d) * b->intervals);
    double table = DBL_EPSILON * (y + fabs(d) + ab) + 0.5 * DBL_EPSILON * (double)(i + 1) * (fabs(d) + 1.5 * ab);
    double curve = DBL_EPSILON * (16.0 * fmax(y + e, 1.0) + 4.0 * slope);
    return LUT_MARGIN * (e + table + curve) + table;
}

/* The bound on interval i (interval_bound of the largest error found):
   probes at s = k / LUT_PROBES (the ends one ulp inside the knots, so that
   a jump on a knot is seen), then the probe peaks within half of the
   interval's largest, largest first, each refined by golden-section search
   over its two neighbouring cells. That finds both a smooth maximum and the
   corner of a kink (bounce), which plain probes can miss by 15 %. A peak is
   refined only while it could still raise the table's bound (above gate,
   the bound so far) or this interval's, taking its refinement to gain less
   than LUT_PEAK_GAIN, and only above the rounding that interval_bound adds
   anyway (below it the error is noise, and a table of a flat piece, such as
   a step of steps(), has nothing to find); at most LUT_REFINE_PEAKS peaks.
   Returns 0 on a non-finite sample. */
static int interval_max_error(const lut_baker *b, size_t i, double v0, double m0, double v1, double m1,
                              double gate, double *out) {
    double probe_t[LUT_PROBES + 1], probe_e[LUT_PROBES + 1], probe_max = 0.0, worst, noise;
    int peaks[LUT_PROBES], count = 0, k, j;
    for (k = 0; k <= LUT_PROBES; k++) {
        double t;
        if (k == 0) {
            t = nextafter(knot_position(b, i), 1.0);
        } else if (k == LUT_PROBES) {
            t = nextafter(knot_position(b, i + 1), 0.0);
        } else {
            t = ((double)i + (double)k / LUT_PROBES) / b->intervals;
        }
        probe_t[k] = t;
        probe_e[k] = interval_error(b, i, v0, m0, v1, m1, t);
        if (probe_e[k] < 0.0) {
            return 0;
        }
        probe_max = fmax(probe_max, probe_e[k]);
    }
    worst = probe_max;
    /* the rounding interval_bound adds for an error of 0 */
    noise = interval_bound(b, i, v0, m0, v1, m1, 0.0);
    for (k = 1; k < LUT_PROBES; k++) {
        if (probe_e[k] >= probe_e[k - 1] && probe_e[k] >= probe_e[k + 1] && probe_e[k] >= 0.5 * probe_max &&
            probe_e[k] > noise) {
            for (j = count; j > 0 && probe_e[peaks[j - 1]] < probe_e[k]; j--) peaks[j] = peaks[j - 1];
            peaks[j] = k;
            count++;
        }
    }
    for (j = 0; j < count && j < LUT_REFINE_PEAKS; j++) {
        const double ratio = 0.6180339887498949; /* (sqrt 5 - 1) / 2 */
        double lo, hi, x1, x2, e1, e2;
        int step;
        k = peaks[j];
        if (LUT_PEAK_GAIN * probe_e[k] < worst ||
            interval_bound(b, i, v0, m0, v1, m1, LUT_PEAK_GAIN * probe_e[k]) < gate) {
            break; /* and so is every later, smaller peak */
        }
        lo = probe_t[k - 1];
        hi = probe_t[k + 1];
        x1 = hi - ratio * (hi - lo);
        x2 = lo + ratio * (hi - lo);
        e1 = interval_error(b, i, v0, m0, v1, m1, x1);
        e2 = interval_error(b, i, v0, m0, v1, m1, x2);
        for (step = 0; step < LUT_REFINE_STEPS && e1 >= 0.0 && e2 >= 0.0; step++) {
            worst = fmax(worst, fmax(e1, e2));
            if (e1 >= e2) {
                hi = x2;
                x2 = x1;
                e2 = e1;
                x1 = hi - ratio * (hi - lo);
                e1 = interval_error(b, i, v0, m0, v1, m1, x1);
            } else {
                lo = x1;
                x1 = x2;
                e1 = e2;
                x2 = lo + ratio * (hi - lo);
                e2 = interval_error(b, i, v0, m0, v1, m1, x2);
            }
        }
        if (e1 < 0.0 || e2 < 0.0) {
            return 0;
        }
        worst = fmax(worst, fmax(e1, e2));
    }
    *out = interval_bound(b, i, v0, m0, v1, m1, worst);
    return 1;
}

/* One pass over all knots. With knots != NULL it stores them; with
   max_error != NULL it probes every interval. Returns 0 on a non-finite sample. */
static int bake_pass(const lut_baker *b, double *knots, double *max_error) {
    size_t n = b->resolution;
    double v0, r0, v1, r1, v2 = 0.0, r2 = 0.0;
    double m0, m1, secant0, secant1 = 0.0;
    double worst = 0.0;
    size_t i;

    if (!sample_knot(b, 0, &v0, &r0) || !sample_knot(b, 1, &v1, &r1)) {
        return 0;
    }
    secant0 = (v1 - v0) * b->intervals;
    if (!isfinite(secant0)) {
        return 0;
    }
    m0 = limit_slope(r0, 0.0, secant0);
    for (i = 0; i + 1 < n; i++) {
        int has_next = i + 2 < n;
        if (has_next) {
            if (!sample_knot(b, i + 2, &v2, &r2)) {
                return 0;
            }
            secant1 = (v2 - v1) * b->intervals;
            if (!isfinite(secant1)) {
                return 0;
            }
        }
        m1 = limit_slope(r1, secant0, has_next ? secant1 : 0.0);
        if (knots != NULL) {
            knots[2 * i] = v0;
            knots[2 * i + 1] = m0;
            if (!has_next) {
                knots[2 * i + 2] = v1;
                knots[2 * i + 3] = m1;
            }
        }
        if (max_error != NULL) {
            double interval_worst;
            if (!interval_max_error(b, i, v0, m0, v1, m1, worst, &interval_worst)) {
                return 0;
            }
            worst = fmax(worst, interval_worst);
        }
        v0 = v1;
        m0 = m1;
        v1 = v2;
        r1 = r2;
        secant0 = secant1;
    }
    if (max_error != NULL) {
        *max_error = worst;
    }
    return 1;
}

ceasing_status ceasing_lut_bake(ceasing_lut *lut, double *storage, size_t storage_count,
                                size_t resolution, ceasing_function f, void *context) {
    lut_baker b;
    double max_error = 0.0;
    size_t needed;

    if (lut == NULL || storage == NULL || f == NULL) {
        return CEASING_ERROR_NULL;
    }
    if (resolution < 2) {
        return CEASING_ERROR_RESOLUTION;
    }
    needed = ceasing_lut_storage_count(resolution);
    if (needed == 0 || storage_count < needed) {
        return CEASING_ERROR_CAPACITY;
    }
    b.f = f;
    b.context = context;
    b.resolution = resolution;
    b.intervals = (double)(resolution - 1);
    b.h = 1.0 / b.intervals;
    b.step = fmin(LUT_MAX_STEP, 0.25 / b.intervals);

    /* Probe first, so that a non-finite sample leaves storage untouched. */
    if (!bake_pass(&b, NULL, &max_error)) {
        return CEASING_ERROR_NOT_FINITE;
    }
    if (!bake_pass(&b, storage, NULL)) {
        return CEASING_ERROR_NOT_FINITE; /* only if f is not deterministic */
    }
    lut->knots = storage;
    lut->resolution = resolution;
    lut->max_error = max_error;
    return CEASING_OK;
}

static double named_curve_value(void *context, double t) {
    CEASING_LUT_COUNT(curve_call);
    return ceasing_curve_evaluate(*(const ceasing_curve *)context, t);
}

ceasing_status ceasing_lut_bake_curve(ceasing_lut *lut, double *storage, size_t storage_count,
                                      size_t resolution, ceasing_curve curve) {
    lut_baker b;
    double max_error = 0.0;
    size_t needed;

    if (lut == NULL || storage == NULL) {
        return CEASING_ERROR_NULL;
    }
    if ((int)curve < 0 || (int)curve >= CEASING_CURVE_COUNT) {
        return CEASING_ERROR_OUT_OF_RANGE;
    }
    if (resolution < 2) {
        return CEASING_ERROR_RESOLUTION;
    }
    needed = ceasing_lut_storage_count(resolution);
    if (needed == 0 || storage_count < needed) {
        return CEASING_ERROR_CAPACITY;
    }
    b.f = named_curve_value;
    b.context = &curve;
    b.resolution = resolution;
    b.intervals = (double)(resolution - 1);
    b.h = 1.0 / b.intervals;
    b.step = fmin(LUT_MAX_STEP, 0.25 / b.intervals);
    /* the same knots as ceasing_lut_bake (named curves are finite); should
       the bound ever fail, the search's estimate stands in */
    if (!bake_pass(&b, storage, NULL)) {
        return CEASING_ERROR_NOT_FINITE;
    }
    if (!ceasing_lut_certified_error(curve, storage, resolution, &max_error) && !bake_pass(&b, NULL, &max_error)) {
        return CEASING_ERROR_NOT_FINITE;
    }
    lut->knots = storage;
    lut->resolution = resolution;
    lut->max_error = max_error;
    return CEASING_OK;
}

/* The table's value at t, given intervals = resolution - 1 and h = 1 / intervals
   (computed once per call of the public functions). Inside (0, 1) there is no
   branch: the knot index is clamped with a select, and no division. */
static double lut_value(const ceasing_lut *lut, double t, double intervals, double h) {
    const double *k = lut->knots;
    int64_t last = (int64_t)lut->resolution - 1;
    if (t > 0.0 && t < 1.0) {
        double u = t * intervals, s;
        int64_t i = (int64_t)u;
        i = i < last ? i : last - 1; /* t * intervals may round up to last */
        s = u - (double)i;
        k += 2 * i;
        return hermite(k[0], k[1], k[2], k[3], h, s);
    }
    if (t != t) {
        return t;
    }
    if (t <= 0.0) {
        /* Extend along the start slope (t == 0 gives the knot exactly). */
        return k[1] == 0.0 ? k[0] : k[0] + k[1] * t;
    }
    return k[2 * last + 1] == 0.0 ? k[2 * last] : k[2 * last] + k[2 * last + 1] * (t - 1.0);
}

double ceasing_lut_evaluate(const ceasing_lut *lut, double t) {
    double intervals;
    if (lut == NULL || lut->knots == NULL || lut->resolution < 2) {
        return NAN;
    }
    intervals = (double)(lut->resolution - 1);
    return lut_value(lut, t, intervals, 1.0 / intervals);
}

#if defined(LUT_PAIRS)
/* Two values at a time in a GNU vector (SSE2 on x86-64, NEON on arm64):
   the same scalar operations lane by lane, so the same results. */
typedef double lut_v2 __attribute__((vector_size(16)));
typedef int64_t lut_v2_mask __attribute__((vector_size(16)));

/* Both lanes strictly inside (0, 1). */
static int lut_pair_inside(lut_v2 t) {
    lut_v2 zero = {0.0, 0.0}, one = {1.0, 1.0};
    lut_v2_mask inside = (lut_v2_mask)(t > zero) & (lut_v2_mask)(t < one);
#if defined(__SSE2__)
    return _mm_movemask_pd((__m128d)inside) == 3;
#else
    return (inside[0] & inside[1]) != 0;
#endif
}

static size_t lut_evaluate_pairs(const ceasing_lut *lut, const double *t, double *out, size_t count,
                                 double intervals, double h) {
    const double *k = lut->knots;
    int64_t last = (int64_t)lut->resolution - 1;
    lut_v2 vi = {intervals, intervals}, vh = {h, h};
    size_t n;
    for (n = 0; n + 2 <= count; n += 2) {
        lut_v2 tv = {t[n], t[n + 1]}, u, s, y0, m0, y1, m1, y;
        int64_t i0, i1;
        if (!lut_pair_inside(tv)) {
            out[n] = lut_value(lut, tv[0], intervals, h);
            out[n + 1] = lut_value(lut, tv[1], intervals, h);
            continue;
        }
        u = tv * vi;
        i0 = (int64_t)u[0];
        i1 = (int64_t)u[1];
        i0 = i0 < last ? i0 : last - 1;
        i1 = i1 < last ? i1 : last - 1;
        s = u - (lut_v2){(double)i0, (double)i1};
        y0 = (lut_v2){k[2 * i0], k[2 * i1]};
        m0 = (lut_v2){k[2 * i0 + 1], k[2 * i1 + 1]};
        y1 = (lut_v2){k[2 * i0 + 2], k[2 * i1 + 2]};
        m1 = (lut_v2){k[2 * i0 + 3], k[2 * i1 + 3]};
        y = HERMITE(y0, m0, y1, m1, vh, s);
        out[n] = y[0];
        out[n + 1] = y[1];
    }
    return n;
}
#endif

void ceasing_lut_evaluate_array(const ceasing_lut *lut, const double *t, double *out, size_t count) {
    double intervals, h;
    size_t i = 0;
    if (t == NULL || out == NULL) {
        return;
    }
    if (lut == NULL || lut->knots == NULL || lut->resolution < 2) {
        for (i = 0; i < count; i++) {
            out[i] = NAN;
        }
        return;
    }
    intervals = (double)(lut->resolution - 1);
    h = 1.0 / intervals;
#if defined(LUT_PAIRS)
    i = lut_evaluate_pairs(lut, t, out, count, intervals, h);
#endif
    for (; i < count; i++) {
        out[i] = lut_value(lut, t[i], intervals, h);
    }
}
