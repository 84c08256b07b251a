/* max_error is never below the true maximum of |table(t) - curve(t)|, the
   rounding of the table's stored values and of its interpolation arithmetic
   included (issue #28): for ceasing_lut_bake (the search) and
   ceasing_lut_bake_curve (the certified bound), every named curve and a few
   CSS and parametric easings, at knot counts from 2 to 65537.

   The truth is measured against a reference written here, independently of
   the library: each curve's formula (with the library's double constants:
   1.70158, 2 pi / 3, ...) evaluated in long double (64 or 113 bits) at the
   double t the table is evaluated at, cubic-bezier() solved in long double.
   The table is sampled at its knots (where its error is the stored value's
   own; every knot up to 1,024 of them, else 1,025 spread evenly), at 12
   points of a spread of intervals (every interval up to 64 of them, else
   64 intervals: both ends' and evenly spaced ones), 1 to 3 ulps and 2^-20
   of an interval inside each of their knots, and on a uniform grid of 1,025
   points over [0, 1]. The largest error seen is a
   lower bound of the true maximum, so reported >= seen must hold everywhere.
   Tables whose error is all rounding are sampled at 32,768 jittered points
   besides (2 to 17 knots: the worst alignment of roundings is rare).
   Knot counts: 2, 3, 4, 5, 17, two log-uniform pseudo-random counts in
   6 .. 4097 per curve, and 65537 for a few curves (every curve's table at
   rounding level somewhere: easeOutQuad's error is rounding everywhere). */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

#define MAX_KNOTS 65537
#define INTERVALS_SAMPLED 64
#define PER_INTERVAL 12
#define GRID 1024
#define KNOTS_SAMPLED 1024
#define DENSE 32768

typedef long double real;

/* The library's constants, as doubles (the curves are defined with them). */
#define D_PI ((real)3.14159265358979323846)
#define D_HALF_PI ((real)1.57079632679489661923)

static double storage[2 * MAX_KNOTS];

/* ---- references ---- */

typedef real (*ref_fn)(real);

static real ref_sine_in(real t) { real s = sinl(t * (D_PI / 4)); return 2 * s * s; }
static real ref_sine_out(real t) { return sinl(t * D_HALF_PI); }
static real ref_sine_in_out(real t) { return (1 - cosl(D_PI * t)) / 2; }
static real ref_quad_in(real t) { return t * t; }
static real ref_quad_out(real t) { real u = 1 - t; return 1 - u * u; }
static real ref_quad_in_out(real t) { real u = 2 - 2 * t; return t < 0.5L ? 2 * t * t : 1 - u * u / 2; }
static real ref_cubic_in(real t) { return t * t * t; }
static real ref_cubic_out(real t) { real u = 1 - t; return 1 - u * u * u; }
static real ref_cubic_in_out(real t) { real u = 2 - 2 * t; return t < 0.5L ? 4 * t * t * t : 1 - u * u * u / 2; }
static real ref_quart_in(real t) { return t * t * t * t; }
static real ref_quart_out(real t) { real u = 1 - t; return 1 - u * u * u * u; }
static real ref_quart_in_out(real t) { real u = 2 - 2 * t; return t < 0.5L ? 8 * t * t * t * t : 1 - u * u * u * u / 2; }
static real ref_quint_in(real t) { return t * t * t * t * t; }
static real ref_quint_out(real t) { real u = 1 - t; return 1 - u * u * u * u * u; }
static real ref_quint_in_out(real t) {
    real u = 2 - 2 * t;
    return t < 0.5L ? 16 * t * t * t * t * t : 1 - u * u * u * u * u / 2;
}
static real ref_expo_in(real t) { return exp2l(10 * t - 10); }
static real ref_expo_out(real t) { return 1 - exp2l(-10 * t); }
static real ref_expo_in_out(real t) { return t < 0.5L ? exp2l(20 * t - 10) / 2 : (2 - exp2l(-20 * t + 10)) / 2; }
static real ref_circ_in(real t) { return 1 - sqrtl((1 - t) * (1 + t)); }
static real ref_circ_out(real t) { return sqrtl((2 - t) * t); }
static real ref_circ_in_out(real t) {
    real u = 2 * t, v = 2 - 2 * t;
    return t < 0.5L ? (1 - sqrtl((1 - u) * (1 + u))) / 2 : (sqrtl((1 - v) * (1 + v)) + 1) / 2;
}
#define BACK_C1 ((real)1.70158)
#define BACK_C3 ((real)(1.70158 + 1.0))
#define BACK_C2 ((real)(1.70158 * 1.525))
#define BACK_C2P1 ((real)(1.70158 * 1.525 + 1.0))
static real ref_back_in(real t) { return t * t * (BACK_C3 * t - BACK_C1); }
static real ref_back_out(real t) { real u = t - 1; return 1 + u * u * (BACK_C3 * u + BACK_C1); }
static real ref_back_in_out(real t) {
    real u = 2 * t, v = 2 * t - 2;
    return t < 0.5L ? u * u * (BACK_C2P1 * u - BACK_C2) / 2 : (v * v * (BACK_C2P1 * v + BACK_C2) + 2) / 2;
}
#define ELASTIC_C4 ((real)(2.0 * 3.14159265358979323846 / 3.0))
#define ELASTIC_C5 ((real)(2.0 * 3.14159265358979323846 / 4.5))
static real ref_elastic_in(real t) { return -exp2l(10 * t - 10) * sinl((10 * t - 10.75L) * ELASTIC_C4); }
static real ref_elastic_out(real t) { return exp2l(-10 * t) * sinl((10 * t - 0.75L) * ELASTIC_C4) + 1; }
static real ref_elastic_in_out(real t) {
    if (t < 0.5L) return -(exp2l(20 * t - 10) * sinl((20 * t - 11.125L) * ELASTIC_C5)) / 2;
    return exp2l(-20 * t + 10) * sinl((20 * t - 11.125L) * ELASTIC_C5) / 2 + 1;
}
/* bounce out: the library's double breakpoints and offsets */
static real ref_bounce_out(real t) {
    const real n1 = 7.5625L;
    if (t < (real)(1.0 / 2.75)) return n1 * t * t;
    if (t < (real)(2.0 / 2.75)) { t -= (real)(1.5 / 2.75); return n1 * t * t + 0.75L; }
    if (t < (real)(2.5 / 2.75)) { t -= (real)(2.25 / 2.75); return n1 * t * t + 0.9375L; }
    t -= (real)(2.625 / 2.75);
    return n1 * t * t + 0.984375L;
}
static real ref_bounce_in(real t) { return 1 - ref_bounce_out(1 - t); }
static real ref_bounce_in_out(real t) {
    return t < 0.5L ? (1 - ref_bounce_out(1 - 2 * t)) / 2 : (1 + ref_bounce_out(2 * t - 1)) / 2;
}
static real ref_smoothstep(real t) { return t * t * (3 - 2 * t); }
static real ref_smootherstep(real t) { return t * t * t * (t * (6 * t - 15) + 10); }
static real ref_atan_in(real t) { return atanl(15 * (t - 1)) / atanl(15) + 1; }
static real ref_atan_out(real t) { return atanl(15 * t) / atanl(15); }
static real ref_atan_in_out(real t) { return atanl(15 * (t - 0.5L)) / (2 * atanl(7.5L)) + 0.5L; }
static real ah_back_shape(real f) { return f * f * f - f * sinl(f * D_PI); }
static real ref_ah_back_in(real t) { return ah_back_shape(t); }
static real ref_ah_back_out(real t) { return 1 - ah_back_shape(1 - t); }
static real ref_ah_back_in_out(real t) {
    return t < 0.5L ? ah_back_shape(2 * t) / 2 : (1 - ah_back_shape(2 - 2 * t)) / 2 + 0.5L;
}
#define AH_W ((real)(13.0 * 1.57079632679489661923))
static real ref_ah_elastic_in(real t) { return sinl(AH_W * t) * exp2l(10 * (t - 1)); }
static real ref_ah_elastic_out(real t) { return sinl(-AH_W * (t + 1)) * exp2l(-10 * t) + 1; }
static real ref_ah_elastic_in_out(real t) {
    if (t < 0.5L) return sinl(AH_W * (2 * t)) * exp2l(10 * (2 * t - 1)) / 2;
    return (sinl(-AH_W * (2 * t)) * exp2l(-10 * (2 * t - 1)) + 2) / 2;
}
static real ref_ah_bounce_out(real t) {
    real u;
    if (t < (real)(4.0 / 11.0)) return (121 * t * t) / 16;
    if (t < (real)(8.0 / 11.0)) { u = t - (real)(6.0 / 11.0); return (real)(363.0 / 40.0) * u * u + (real)0.7; }
    if (t < (real)(9.0 / 10.0)) { u = t - (real)(179.0 / 220.0); return (real)(4356.0 / 361.0) * u * u + (real)0.91; }
    u = t - (real)0.95;
    return (real)(54.0 / 5.0) * u * u + (real)0.973;
}
static real ref_ah_bounce_in(real t) { return 1 - ref_ah_bounce_out(1 - t); }
static real ref_ah_bounce_in_out(real t) {
    return t < 0.5L ? ref_ah_bounce_in(2 * t) / 2 : ref_ah_bounce_out(2 * t - 1) / 2 + 0.5L;
}

/* outIn from in and out (0.5 out(2t), then 0.5 + 0.5 in(2t - 1)); expo and
   elastic add the linear ramps that remove their end steps (ceasing.h). */
static real ref_out_in(ref_fn in, ref_fn out, real t) {
    return t < 0.5L ? out(2 * t) / 2 : 0.5L + in(2 * t - 1) / 2;
}
static real ref_expo_out_in(real t) {
    real u = 2 * t, v = 2 * t - 1;
    return t < 0.5L ? (1 - exp2l(-10 * u) + u / 1024) / 2 : 0.5L + (exp2l(10 * v - 10) - (1 - v) / 1024) / 2;
}
static real ref_elastic_out_in(real t) {
    real u = 2 * t, v = 2 * t - 1;
    if (t < 0.5L) return (ref_elastic_out(u) - u / 2048) / 2;
    return 0.5L + (ref_elastic_in(v) + (1 - v) / 2048) / 2;
}

/* cubic-bezier(x1, y1, x2, y2): x(v) = t by bisection in double, then
   Newton in long double (x is monotone for x1, x2 in [0, 1]). */
typedef struct bezier {
    double x1, y1, x2, y2;
} bezier;

static real bezier_coordinate(real p1, real p2, real v) {
    real w = 1 - v;
    return 3 * w * w * v * p1 + 3 * w * v * v * p2 + v * v * v;
}

static real ref_bezier(const bezier *b, real t) {
    real lo = 0, hi = 1, v;
    int k;
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    for (k = 0; k < 70; k++) {
        real mid = (lo + hi) / 2;
        if (bezier_coordinate(b->x1, b->x2, mid) < t) lo = mid; else hi = mid;
    }
    v = (lo + hi) / 2;
    for (k = 0; k < 3; k++) {
        real w = 1 - v;
        real dx = 3 * w * w * b->x1 + 6 * w * v * (b->x2 - b->x1) + 3 * v * v * (1 - b->x2);
        real step = dx > 0 ? (bezier_coordinate(b->x1, b->x2, v) - t) / dx : 0;
        if (v - step > lo && v - step < hi) v -= step;
    }
    return bezier_coordinate(b->y1, b->y2, v);
}

static const bezier keyword_beziers[4] = {
    {0.25, 0.1, 0.25, 1.0}, {0.42, 0.0, 1.0, 1.0}, {0.0, 0.0, 0.58, 1.0}, {0.42, 0.0, 0.58, 1.0}};

/* The reference of named curve c at t in [0, 1]: the ends and the steps as
   the library defines them, the rest from the formulas above. */
static real ref_curve(int c, double t) {
    static const ref_fn in[10] = {ref_sine_in, ref_quad_in, ref_cubic_in, ref_quart_in, ref_quint_in,
                                  ref_expo_in, ref_circ_in, ref_back_in, ref_elastic_in, ref_bounce_in};
    static const ref_fn out[10] = {ref_sine_out, ref_quad_out, ref_cubic_out, ref_quart_out, ref_quint_out,
                                   ref_expo_out, ref_circ_out, ref_back_out, ref_elastic_out, ref_bounce_out};
    static const ref_fn in_out[10] = {ref_sine_in_out, ref_quad_in_out, ref_cubic_in_out, ref_quart_in_out,
                                      ref_quint_in_out, ref_expo_in_out, ref_circ_in_out, ref_back_in_out,
                                      ref_elastic_in_out, ref_bounce_in_out};
    static const ref_fn ah_in[3] = {ref_ah_back_in, ref_ah_elastic_in, ref_ah_bounce_in};
    static const ref_fn ah_out[3] = {ref_ah_back_out, ref_ah_elastic_out, ref_ah_bounce_out};
    static const ref_fn ah_in_out[3] = {ref_ah_back_in_out, ref_ah_elastic_in_out, ref_ah_bounce_in_out};
    real x = t;
    if (c == CEASING_CURVE_LINEAR) return x;
    if (c >= CEASING_CURVE_EASE && c <= CEASING_CURVE_EASE_IN_OUT) return ref_bezier(&keyword_beziers[c - CEASING_CURVE_EASE], x);
    if (c == CEASING_CURVE_STEP_START || c == CEASING_CURVE_STEP_END) return ceasing_curve_evaluate((ceasing_curve)c, t);
    /* every other named curve is clamped: exactly 0 at 0 and 1 at 1 */
    if (t <= 0.0) return 0;
    if (t >= 1.0) return 1;
    if (c >= 1 && c <= 40) {
        int family = (c - 1) / 4, variant = (c - 1) % 4;
        if (variant == 0) return in[family](x);
        if (variant == 1) return out[family](x);
        if (variant == 2) return in_out[family](x);
        if (family == 5) return ref_expo_out_in(x);
        if (family == 8) return ref_elastic_out_in(x);
        return ref_out_in(in[family], out[family], x);
    }
    switch (c) {
    case CEASING_CURVE_SMOOTHSTEP: return ref_smoothstep(x);
    case CEASING_CURVE_SMOOTHERSTEP: return ref_smootherstep(x);
    case CEASING_CURVE_ATAN_IN: return ref_atan_in(x);
    case CEASING_CURVE_ATAN_OUT: return ref_atan_out(x);
    case CEASING_CURVE_ATAN_IN_OUT: return ref_atan_in_out(x);
    default: break;
    }
    if (c >= CEASING_CURVE_AH_BACK_IN && c <= CEASING_CURVE_AH_BOUNCE_OUT_IN) {
        int family = (c - CEASING_CURVE_AH_BACK_IN) / 4, variant = (c - CEASING_CURVE_AH_BACK_IN) % 4;
        if (variant == 0) return ah_in[family](x);
        if (variant == 1) return ah_out[family](x);
        if (variant == 2) return ah_in_out[family](x);
        return ref_out_in(ah_in[family], ah_out[family], x);
    }
    return NAN;
}

/* ---- easings other than the named curves ---- */

typedef struct easing_case {
    const char *name;
    ceasing_easing easing;
    int kind; /* 0 bezier, 1 power in, 2 power out, 3 back in out, 4 elastic out, 5 steps, 6 linear() */
    double a, b, c, d;
} easing_case;

static const ceasing_point linear_points[3] = {{0.0, 0.0}, {0.2, 0.3}, {1.0, 1.0}};

static real ref_easing(const easing_case *e, double t) {
    real x = t;
    bezier b;
    if (e->kind == 5) return ceasing_easing_evaluate(&e->easing, t); /* steps: exact by definition */
    if (e->kind == 6) return x <= 0.2L ? x * (real)0.3 / (real)0.2 : (real)0.3 + (x - (real)0.2) * (real)0.7 / (real)0.8;
    if (t <= 0.0) return 0;
    if (t >= 1.0) return 1;
    switch (e->kind) {
    case 0: b.x1 = e->a; b.y1 = e->b; b.x2 = e->c; b.y2 = e->d; return ref_bezier(&b, x);
    case 1: return powl(x, e->a);
    case 2: return 1 - powl(1 - x, e->a);
    case 3: {
        real s = e->a;
        if (t < 0.5) { real u = 2 * x; return u * u * ((s + 1) * u - s) / 2; }
        { real u = 2 * x - 2; return (u * u * ((s + 1) * u + s) + 2) / 2; }
    }
    default: {
        /* elastic(1, p) out: 2^(-10t) sin(w t - asin(1)) + 1, w = 2 pi / p (double) */
        real w = (real)(6.28318530717958647693 / e->b);
        return exp2l(-10 * x) * sinl(w * x - asinl(1)) + 1;
    }
    }
}

/* ---- the truth ---- */

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;
static double uniform(void) {
    uint64_t z;
    rng_state += 0x9e3779b97f4a7c15ULL;
    z = rng_state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return (double)(z >> 11) / 9007199254740992.0;
}

typedef struct reference {
    int curve; /* a named curve, or -1 for *easing */
    const easing_case *easing;
} reference;

static real reference_at(const reference *r, double t) {
    return r->curve >= 0 ? ref_curve(r->curve, t) : ref_easing(r->easing, t);
}

static real error_at(const ceasing_lut *lut, const reference *r, double t) {
    real e = (real)ceasing_lut_evaluate(lut, t) - reference_at(r, t);
    return e < 0 ? -e : e;
}

/* The largest error seen: the samples listed at the top of the file. */
static double seen_max_error(const ceasing_lut *lut, const reference *r) {
    size_t intervals = lut->resolution - 1, n, i;
    size_t count = intervals < INTERVALS_SAMPLED ? intervals : INTERVALS_SAMPLED;
    real worst = 0;
    int k;
    for (n = 0; n < count; n++) {
        double a, b;
        /* both ends' intervals first, then evenly spaced ones */
        if (count == intervals) i = n;
        else if (n < 4) i = n;
        else if (n < 8) i = intervals - 1 - (n - 4);
        else i = 4 + (size_t)((double)(n - 8) * (double)(intervals - 8) / (double)(count - 8));
        a = (double)i / (double)intervals;
        b = (double)(i + 1) / (double)intervals;
        for (k = 0; k < PER_INTERVAL; k++) {
            double s = k < PER_INTERVAL - 4 ? (k + 0.5) / (PER_INTERVAL - 4) : uniform();
            real e = error_at(lut, r, ((double)i + s) / (double)intervals);
            if (e > worst) worst = e;
        }
        for (k = 1; k <= 3; k++) {
            real e1 = error_at(lut, r, a + (double)k * DBL_EPSILON * fmax(a, DBL_MIN));
            real e2 = error_at(lut, r, b - (double)k * DBL_EPSILON * b / 2.0);
            if (e1 > worst) worst = e1;
            if (e2 > worst) worst = e2;
        }
        {
            real e1 = error_at(lut, r, a + (b - a) * 0x1p-20), e2 = error_at(lut, r, b - (b - a) * 0x1p-20);
            if (e1 > worst) worst = e1;
            if (e2 > worst) worst = e2;
        }
        {
            real e1 = error_at(lut, r, nextafter(a, 1.0)), e2 = error_at(lut, r, nextafter(b, 0.0));
            if (e1 > worst) worst = e1;
            if (e2 > worst) worst = e2;
        }
    }
    for (n = 0; n <= GRID; n++) {
        real e = error_at(lut, r, (double)n / GRID);
        if (e > worst) worst = e;
    }
    /* the knots (every knot up to KNOTS_SAMPLED, else evenly spread ones):
       there the error is the stored value's own */
    for (n = 0; n <= intervals && n <= KNOTS_SAMPLED; n++) {
        i = intervals <= KNOTS_SAMPLED ? n : (size_t)((double)n * (double)intervals / KNOTS_SAMPLED);
        {
            real e = error_at(lut, r, (double)i / (double)intervals);
            if (e > worst) worst = e;
        }
    }
    return (double)worst;
}

/* ---- the checks ---- */

typedef struct tally {
    double lowest_ratio;
    char where[160];
    long tables, failures;
} tally;

static void check_table(tally *tl, const ceasing_lut *lut, const reference *r, const char *what, const char *name) {
    double seen = seen_max_error(lut, r);
    double ratio = seen > 0.0 ? lut->max_error / seen : INFINITY;
    tl->tables++;
    if (ratio < tl->lowest_ratio) {
        tl->lowest_ratio = ratio;
        snprintf(tl->where, sizeof tl->where, "%s %s at %zu knots (reported %.3g, seen %.3g)", what, name,
                 lut->resolution, lut->max_error, seen);
    }
    if (!(lut->max_error >= seen)) {
        if (tl->failures < 12) {
            fprintf(stderr, "%s %s at %zu knots: max_error %.6g below the true error %.6g (ratio %.3f)\n", what,
                    name, lut->resolution, lut->max_error, seen, ratio);
        }
        tl->failures++;
    }
}

static size_t random_count(size_t lo, size_t hi) {
    return (size_t)floor(exp(log((double)lo) + uniform() * (log((double)hi + 1.0) - log((double)lo))));
}

static double curve_value(void *context, double t) {
    return ceasing_curve_evaluate(*(const ceasing_curve *)context, t);
}

/* 65537 knots for these: rounding everywhere (quad; smootherstep, whose
   own rounding is the largest), a keyword, kinks and oscillations. */
static int at_full_resolution(int c) {
    return c == CEASING_CURVE_QUAD_OUT || c == CEASING_CURVE_SINE_IN_OUT || c == CEASING_CURVE_BOUNCE_OUT ||
           c == CEASING_CURVE_ELASTIC_OUT || c == CEASING_CURVE_SMOOTHERSTEP || c == CEASING_CURVE_EASE_IN_OUT;
}

static void test_named_curves(void) {
    tally search = {INFINITY, "", 0, 0}, certified = {INFINITY, "", 0, 0};
    int c;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        size_t counts[8], n = 0, k;
        ceasing_curve curve = (ceasing_curve)c;
        reference r;
        r.curve = c;
        r.easing = NULL;
        counts[n++] = 2;
        counts[n++] = 3;
        counts[n++] = 4;
        counts[n++] = 5;
        counts[n++] = 17;
        counts[n++] = random_count(6, 4097);
        counts[n++] = random_count(6, 4097);
        if (at_full_resolution(c)) counts[n++] = MAX_KNOTS;
        for (k = 0; k < n; k++) {
            ceasing_lut lut;
            CHECK(ceasing_lut_bake(&lut, storage, 2 * MAX_KNOTS, counts[k], curve_value, &curve) == CEASING_OK);
            check_table(&search, &lut, &r, "ceasing_lut_bake", ceasing_curve_name(curve));
            CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, counts[k], curve) == CEASING_OK);
            check_table(&certified, &lut, &r, "ceasing_lut_bake_curve", ceasing_curve_name(curve));
        }
    }
    printf("ceasing_lut_bake: %ld tables, %ld below the truth; lowest reported / seen %.3f (%s)\n", search.tables,
           search.failures, search.lowest_ratio, search.where);
    printf("ceasing_lut_bake_curve: %ld tables, %ld below the truth; lowest reported / seen %.3f (%s)\n",
           certified.tables, certified.failures, certified.lowest_ratio, certified.where);
    CHECK(search.failures == 0);
    CHECK(certified.failures == 0);
}

static void test_easings(void) {
    static easing_case cases[] = {
        {"cubic-bezier(0.25, 0.1, 0.25, 1)", {0}, 0, 0.25, 0.1, 0.25, 1.0},
        {"cubic-bezier(0.68, -0.55, 0.265, 1.55)", {0}, 0, 0.68, -0.55, 0.265, 1.55},
        {"cubic-bezier(0.3, 0, 0.7, 1)", {0}, 0, 0.3, 0.0, 0.7, 1.0},
        {"power in 2", {0}, 1, 2.0, 0, 0, 0},
        {"power out 3.7", {0}, 2, 3.7, 0, 0, 0},
        {"back in out 2.5", {0}, 3, 2.5, 0, 0, 0},
        {"elastic(1, 0.3) out", {0}, 4, 1.0, 0.3, 0, 0},
        {"steps(3)", {0}, 5, 0, 0, 0, 0},
        {"linear(0, 0.3 20%, 1)", {0}, 6, 0, 0, 0, 0},
    };
    static const size_t counts[] = {2, 3, 5, 17, 100, 1025, MAX_KNOTS};
    tally tl = {INFINITY, "", 0, 0};
    size_t e, k;
    for (e = 0; e < sizeof cases / sizeof cases[0]; e++) {
        easing_case *ec = &cases[e];
        reference r;
        ceasing_status status;
        switch (ec->kind) {
        case 0: status = ceasing_easing_init_cubic_bezier(&ec->easing, ec->a, ec->b, ec->c, ec->d); break;
        case 1: status = ceasing_easing_init_power(&ec->easing, CEASING_VARIANT_IN, ec->a); break;
        case 2: status = ceasing_easing_init_power(&ec->easing, CEASING_VARIANT_OUT, ec->a); break;
        case 3: status = ceasing_easing_init_back(&ec->easing, CEASING_VARIANT_IN_OUT, ec->a); break;
        case 4: status = ceasing_easing_init_elastic(&ec->easing, CEASING_VARIANT_OUT, ec->a, ec->b); break;
        case 5: status = ceasing_easing_init_steps(&ec->easing, 3, CEASING_JUMP_END); break;
        default: status = ceasing_easing_init_linear(&ec->easing, linear_points, 3); break;
        }
        CHECK(status == CEASING_OK);
        r.curve = -1;
        r.easing = ec;
        for (k = 0; k < sizeof counts / sizeof counts[0]; k++) {
            ceasing_lut lut;
            if (counts[k] == MAX_KNOTS && e % 3 != 0) continue;
            CHECK(ceasing_lut_bake(&lut, storage, 2 * MAX_KNOTS, counts[k], ceasing_evaluate_function, &ec->easing) ==
                  CEASING_OK);
            check_table(&tl, &lut, &r, "ceasing_lut_bake", ec->name);
        }
    }
    printf("easings: %ld tables, %ld below the truth; lowest reported / seen %.3f (%s)\n", tl.tables, tl.failures,
           tl.lowest_ratio, tl.where);
    CHECK(tl.failures == 0);
}

/* Tables whose error is all rounding (curves a cubic reproduces on every
   interval, or nearly), where the largest error is a rare alignment of
   roundings: 32,768 jittered samples per table at small knot counts. */
static void test_rounding_level_tables(void) {
    static const int curves[] = {CEASING_CURVE_LINEAR, CEASING_CURVE_QUAD_IN, CEASING_CURVE_QUAD_OUT,
                                 CEASING_CURVE_CUBIC_IN_OUT, CEASING_CURVE_BACK_OUT, CEASING_CURVE_SMOOTHSTEP};
    static const size_t counts[] = {2, 3, 5, 9, 17};
    tally tl = {INFINITY, "", 0, 0};
    size_t c, k;
    for (c = 0; c < sizeof curves / sizeof curves[0]; c++) {
        ceasing_curve curve = (ceasing_curve)curves[c];
        reference r;
        r.curve = curves[c];
        r.easing = NULL;
        for (k = 0; k < sizeof counts / sizeof counts[0]; k++) {
            int bake;
            for (bake = 0; bake < 2; bake++) {
                ceasing_lut lut;
                real worst = 0;
                double seen;
                long j;
                if (bake == 0) {
                    CHECK(ceasing_lut_bake(&lut, storage, 2 * MAX_KNOTS, counts[k], curve_value, &curve) == CEASING_OK);
                } else {
                    CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, counts[k], curve) == CEASING_OK);
                }
                for (j = 0; j < DENSE; j++) {
                    real e = error_at(&lut, &r, ((double)j + uniform()) / DENSE);
                    if (e > worst) worst = e;
                }
                seen = fmax((double)worst, seen_max_error(&lut, &r));
                tl.tables++;
                if (lut.max_error / seen < tl.lowest_ratio) {
                    tl.lowest_ratio = lut.max_error / seen;
                    snprintf(tl.where, sizeof tl.where, "%s %s at %zu knots (reported %.3g, seen %.3g)",
                             bake == 0 ? "ceasing_lut_bake" : "ceasing_lut_bake_curve", ceasing_curve_name(curve),
                             counts[k], lut.max_error, seen);
                }
                if (!(lut.max_error >= seen)) {
                    fprintf(stderr, "%s %s at %zu knots: max_error %.6g below the true error %.6g (ratio %.3f)\n",
                            bake == 0 ? "ceasing_lut_bake" : "ceasing_lut_bake_curve", ceasing_curve_name(curve),
                            counts[k], lut.max_error, seen, lut.max_error / seen);
                    tl.failures++;
                }
            }
        }
    }
    printf("rounding-level tables: %ld tables, %ld below the truth; lowest reported / seen %.3f (%s)\n", tl.tables,
           tl.failures, tl.lowest_ratio, tl.where);
    CHECK(tl.failures == 0);
}

/* The references are the library's curves, and the library's curves round
   as ceasing_lut_bake assumes of f (ceasing_lut.c, interval_bound): within
   16 ulps of max(|f|, 1) plus 4 ulps of |f'| (checked here with 10 and 2, the
   slope by a central difference; circ's vertical tangents excepted, where
   the slope is not measured so). A transcription error in a reference would
   show as far more. */
static void test_references_are_the_curves(void) {
    double worst = 0.0;
    int c, k;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        int circ = c >= CEASING_CURVE_CIRC_IN && c <= CEASING_CURVE_CIRC_OUT_IN;
        for (k = 0; k <= 20000; k++) {
            double t = (k + (k > 0 && k < 20000 ? uniform() - 0.5 : 0.0)) / 20000.0;
            double f = ceasing_curve_evaluate((ceasing_curve)c, t), dt = 1e-6;
            double slope = fabs(ceasing_curve_evaluate((ceasing_curve)c, fmin(t + dt, 1.0)) -
                                ceasing_curve_evaluate((ceasing_curve)c, fmax(t - dt, 0.0))) / (2.0 * dt);
            double d = fabs((double)(ref_curve(c, t) - (real)f)) / (DBL_EPSILON * (10.0 * fmax(fabs(f), 1.0) + 2.0 * slope));
            if (circ) d = d / 1e3;
            if (!(d <= 1.0)) {
                fprintf(stderr, "%s at %.17g: reference %.17Lg, library %.17g\n", ceasing_curve_name((ceasing_curve)c),
                        t, ref_curve(c, t), f);
                CHECK(0);
                break;
            }
            if (!circ) worst = fmax(worst, d);
        }
    }
    printf("references: every named curve within %.2f x (10 ulps of max(|f|, 1) + 2 of |f'|) of the library\n", worst);
}

int main(void) {
    RUN(test_references_are_the_curves);
    RUN(test_rounding_level_tables);
    RUN(test_named_curves);
    RUN(test_easings);
    return check_summary("ceasing_lut rounding");
}
