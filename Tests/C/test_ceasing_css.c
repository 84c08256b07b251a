/* Tests of the [css] section of ceasing.h: cubic-bezier(), steps(), linear()
   and the tagged ceasing_easing. Oracles: reference/timing.md §2.5, §2.6 and
   the tables of §6.3, seeds.md §2.2, and a bisection reference written here. */
#include "ceasing.h"
#include "check.h"

#include <float.h>
#include <stdint.h>
#include <string.h>

static int is_nan(double v) {
    return v != v;
}

/* ---- cubic-bezier() ---- */

static ceasing_cubic_bezier make_bezier(double x1, double y1, double x2, double y2) {
    ceasing_cubic_bezier b;
    memset(&b, 0, sizeof b);
    CHECK(ceasing_cubic_bezier_init(&b, x1, y1, x2, y2) == CEASING_OK);
    return b;
}

/* linear() at the edge of the double range: inputs near +-DBL_MAX (whose
   differences overflow) and steep or far extrapolation. Finite x gives a
   finite value, the true one (long double) or +-DBL_MAX beyond the range. */
static void test_linear_huge_inputs(void) {
    ceasing_point points[2];
    ceasing_linear l;
    static const double xs[] = {-DBL_MAX, -1e308, -1.0, 0.0, 0.5, 1e308, DBL_MAX};
    size_t i;
    points[0].x = -DBL_MAX; points[0].y = 0.0;
    points[1].x = DBL_MAX; points[1].y = 1.0;
    CHECK(ceasing_linear_init(&l, points, 2) == CEASING_OK);
    for (i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        long double expected = ((long double)xs[i] + (long double)DBL_MAX) / (2.0L * (long double)DBL_MAX);
        CHECK_CLOSE(ceasing_linear_evaluate(&l, xs[i]), (double)expected, 1e-15);
    }
    /* slope 1e302 * 1e300: beyond the range, saturated */
    points[0].x = 0.0; points[0].y = 0.0;
    points[1].x = 1e-302; points[1].y = 1e300;
    CHECK(ceasing_linear_init(&l, points, 2) == CEASING_OK);
    CHECK(ceasing_linear_evaluate(&l, 1.0) == DBL_MAX);
    CHECK(ceasing_linear_evaluate(&l, -1.0) == -DBL_MAX);
    CHECK_REL(ceasing_linear_evaluate(&l, 1e-300), 1e302, 1e-15, 0.0);
    /* outputs near +-DBL_MAX extrapolated */
    points[0].x = 0.0; points[0].y = -DBL_MAX;
    points[1].x = 1.0; points[1].y = DBL_MAX;
    CHECK(ceasing_linear_init(&l, points, 2) == CEASING_OK);
    CHECK(ceasing_linear_evaluate(&l, 2.0) == DBL_MAX);
    CHECK(ceasing_linear_evaluate(&l, -1.0) == -DBL_MAX);
    CHECK(ceasing_linear_evaluate(&l, HUGE_VAL) == HUGE_VAL);
    CHECK(ceasing_linear_evaluate(&l, -HUGE_VAL) == -HUGE_VAL);
}

/* timing.md §6.3, "exact to the digits shown" (14-15 significant digits). */
static void test_cubic_bezier_table(void) {
    static const double at[5] = {0.1, 0.25, 0.5, 0.75, 0.9};
    static const struct {
        double p[4];
        double v[5];
    } rows[] = {
        {{0.25, 0.1, 0.25, 1}, {0.094796305716043, 0.40851059135540, 0.80240338758486, 0.96045897834897, 0.99431647748456}},
        {{0.42, 0, 1, 1}, {0.017026609651563, 0.093464650718825, 0.31535681257254, 0.62186186917489, 0.83942784576247}},
        {{0, 0, 0.58, 1}, {0.16057215423753, 0.37813813082511, 0.68464318742746, 0.90653534928118, 0.98297339034844}},
        {{0.42, 0, 0.58, 1}, {0.019722453548311, 0.12916193104732, 0.5, 0.87083806895268, 0.98027754645169}},
        {{0.4, 0, 0.2, 1}, {0.025863014891413, 0.23658736046778, 0.77556131111620, 0.95936773673938, 0.99435392873688}},
        {{0.68, -0.55, 0.265, 1.55}, {-0.066291477333529, -0.082807108828323, 0.60667989722377, 1.0891657748134, 1.0623731951664}},
    };
    size_t r;
    int k;
    for (r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        ceasing_cubic_bezier b = make_bezier(rows[r].p[0], rows[r].p[1], rows[r].p[2], rows[r].p[3]);
        for (k = 0; k < 5; k++) CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&b, at[k]), rows[r].v[k], 1e-13);
    }
    /* the keyword curves are the same Beziers */
    for (k = 0; k < 5; k++) {
        CHECK_CLOSE(ceasing_ease(at[k]), rows[0].v[k], 1e-13);
        CHECK_CLOSE(ceasing_ease_in(at[k]), rows[1].v[k], 1e-13);
        CHECK_CLOSE(ceasing_ease_out(at[k]), rows[2].v[k], 1e-13);
        CHECK_CLOSE(ceasing_ease_in_out(at[k]), rows[3].v[k], 1e-13);
    }
    /* seeds.md §2.2 Core Animation presets at 0.25 / 0.5 / 0.75 (5 digits) */
    CHECK_CLOSE(ceasing_ease_in(0.25), 0.09346, 6e-6);
    CHECK_CLOSE(ceasing_ease_in(0.5), 0.31536, 6e-6);
    CHECK_CLOSE(ceasing_ease_out(0.75), 0.90654, 6e-6);
    CHECK_CLOSE(ceasing_ease_in_out(0.25), 0.12916, 6e-6);
    CHECK_CLOSE(ceasing_ease(0.5), 0.80240, 6e-6);
    CHECK_CLOSE(ceasing_ease(0.75), 0.96046, 6e-6);
}

/* Reference: the Bernstein form in long double (x(t) itself below x = 1/2, its
   complement 1 - x(t) above, so nothing cancels) and plain bisection on t run
   until the bracket cannot shrink; t is then good to about 1e-19, far below the
   1e-12 asked for. */
static long double ref_bernstein(long double p1, long double p2, long double t) {
    long double s = 1.0L - t;
    return 3.0L * s * s * t * p1 + 3.0L * s * t * t * p2 + t * t * t;
}

static long double ref_complement(long double p1, long double p2, long double t) {
    long double s = 1.0L - t;
    return s * s * s + 3.0L * s * s * t * (1.0L - p1) + 3.0L * s * t * t * (1.0L - p2);
}

static double ref_y(double y1, double y2, long double t) {
    return t <= 0.5L ? (double)ref_bernstein(y1, y2, t) : (double)(1.0L - ref_complement(y1, y2, t));
}

static double reference_bezier(double x1, double y1, double x2, double y2, double x) {
    long double lo = 0.0L, hi = 1.0L, mid;
    for (;;) {
        int below;
        mid = 0.5L * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        below = x <= 0.5 ? ref_bernstein(x1, x2, mid) < x : ref_complement(x1, x2, mid) > 1.0L - x;
        if (below) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return ref_y(y1, y2, mid);
}

static uint64_t lcg_state = 0x853c49e6748fea9bULL;

static double lcg_uniform(void) { /* [0, 1) */
    lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(lcg_state >> 11) * (1.0 / 9007199254740992.0);
}

static void test_cubic_bezier_accuracy_random(void) {
    static const double fixed_x[] = {1e-9, 0.001, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999, 1.0 - 1e-9};
    double worst = 0.0, worst_p[5] = {0, 0, 0, 0, 0};
    int i;
    size_t k;
    lcg_state = 0x853c49e6748fea9bULL;
    for (i = 0; i < 10000; i++) {
        double x1 = lcg_uniform(), y1 = 4.0 * lcg_uniform() - 2.0;
        double x2 = lcg_uniform(), y2 = 4.0 * lcg_uniform() - 2.0;
        ceasing_cubic_bezier b = make_bezier(x1, y1, x2, y2);
        double xs[sizeof fixed_x / sizeof fixed_x[0] + 2];
        memcpy(xs, fixed_x, sizeof fixed_x);
        xs[sizeof fixed_x / sizeof fixed_x[0]] = lcg_uniform();
        xs[sizeof fixed_x / sizeof fixed_x[0] + 1] = lcg_uniform();
        /* every tenth curve has an end control point on the boundary */
        if (i % 10 == 0) {
            x1 = 0.0;
            b = make_bezier(x1, y1, x2, y2);
        } else if (i % 10 == 5) {
            x2 = 1.0;
            b = make_bezier(x1, y1, x2, y2);
        }
        for (k = 0; k < sizeof xs / sizeof xs[0]; k++) {
            double y = ceasing_cubic_bezier_evaluate(&b, xs[k]);
            double e = fabs(y - reference_bezier(x1, y1, x2, y2, xs[k]));
            if (!(e <= worst)) {
                worst = e;
                worst_p[0] = x1;
                worst_p[1] = y1;
                worst_p[2] = x2;
                worst_p[3] = y2;
                worst_p[4] = xs[k];
            }
        }
        CHECK(ceasing_cubic_bezier_evaluate(&b, 0.0) == 0.0);
        CHECK(ceasing_cubic_bezier_evaluate(&b, 1.0) == 1.0);
    }
    printf("cubic-bezier: worst |y - y_ref| over 110000 samples = %.3g at (%.17g, %.17g, %.17g, %.17g) x = %.17g\n",
           worst, worst_p[0], worst_p[1], worst_p[2], worst_p[3], worst_p[4]);
    CHECK(worst <= 1e-7);
    CHECK(worst <= 1e-14); /* the header documents the measured 3.6e-15 */
}

/* Hard cases. x1 = 1, x2 = 0 makes x(t) = 1/2 + (2t - 1)^3 / 2, flat at t = 1/2:
   y(x) has a vertical tangent there and the solve is ill-conditioned (a 1e-16
   error in x(t) moves t by 5e-6). The reference is the closed form
   t = 1/2 + cbrt(2x - 1) / 2. Corner and boundary control points use the
   bisection reference. */
static void test_cubic_bezier_degenerate(void) {
    static const double flat[][2] = {{0.0, 1.0}, {1.0, 0.0}, {-2.0, 2.0}, {1.5, -0.5}};
    static const double cases[][4] = {{0, 1, 1, 0}, {0, 0, 1, 1}, {0.5, 2, 0.5, -2}, {0.9, 1.8, 0.1, -0.8},
                                      {1, 1, 1, 1}, {0, 0, 0, 0}, {0, 1, 0, 1}, {1, 0, 1, 0}};
    double worst_flat = 0.0, worst = 0.0;
    size_t c;
    int k;
    for (c = 0; c < sizeof flat / sizeof flat[0]; c++) {
        double y1 = flat[c][0], y2 = flat[c][1];
        ceasing_cubic_bezier b = make_bezier(1.0, y1, 0.0, y2);
        for (k = 1; k < 4000; k++) {
            /* dense near the flat point x = 1/2 */
            double x = k < 2000 ? k / 4000.0 + 0.25 : 0.5 + (k - 3000) * 1e-12;
            long double u = 2.0L * (long double)x - 1.0L;
            long double t = 0.5L + 0.5L * (u < 0 ? -cbrtl(-u) : cbrtl(u));
            double e = fabs(ceasing_cubic_bezier_evaluate(&b, x) - ref_y(y1, y2, t));
            if (e > worst_flat) worst_flat = e;
        }
    }
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const double *p = cases[c];
        ceasing_cubic_bezier b = make_bezier(p[0], p[1], p[2], p[3]);
        for (k = 1; k < 1000; k++) {
            double x = k / 1000.0;
            double e = fabs(ceasing_cubic_bezier_evaluate(&b, x) - reference_bezier(p[0], p[1], p[2], p[3], x));
            if (e > worst) worst = e;
        }
    }
    printf("cubic-bezier: worst error %.3g with a vertical tangent, %.3g at corner control points\n", worst_flat,
           worst);
    CHECK(worst_flat <= 1e-9);
    CHECK(worst <= 1e-13);
    /* the identity line returns x itself */
    {
        ceasing_cubic_bezier b = make_bezier(0.3, 0.3, 0.8, 0.8);
        for (k = 0; k <= 100; k++) CHECK(ceasing_cubic_bezier_evaluate(&b, k / 100.0) == k / 100.0);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -0.5) == -0.5 && ceasing_cubic_bezier_evaluate(&b, 1.5) == 1.5);
    }
}

/* CSS Easing 2 tangent extrapolation (timing.md §2.5). Expected values come
   from the spec's rule; the slope is also compared with a one-sided finite
   difference of the curve itself at the end. */
static void test_cubic_bezier_extrapolation(void) {
    ceasing_cubic_bezier ease = make_bezier(0.25, 0.1, 0.25, 1.0);
    ceasing_cubic_bezier ease_in = make_bezier(0.42, 0.0, 1.0, 1.0);
    ceasing_cubic_bezier ease_out = make_bezier(0.0, 0.0, 0.58, 1.0);
    ceasing_cubic_bezier flat_x = make_bezier(0.0, 0.5, 0.0, 0.5);
    ceasing_cubic_bezier corners = make_bezier(1.0, 0.0, 1.0, 0.5);
    ceasing_cubic_bezier back = make_bezier(0.68, -0.55, 0.265, 1.55);
    double h = 1e-7;
    /* x < 0: through P0 and P1 when x1 > 0 */
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&ease, -0.5), -0.5 * 0.1 / 0.25, 1e-15);
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&back, -1.0), -1.0 * -0.55 / 0.68, 1e-15);
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&ease, h) / h, 0.1 / 0.25, 1e-5);
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&back, h) / h, -0.55 / 0.68, 1e-5);
    /* x < 0, x1 = 0: through P0 and P2 */
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&ease_out, -0.25), -0.25 / 0.58, 1e-15);
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&ease_out, 1e-9) / 1e-9, 1.0 / 0.58, 1e-4);
    /* x < 0, x1 = x2 = 0: 0 */
    CHECK(ceasing_cubic_bezier_evaluate(&flat_x, -3.0) == 0.0);
    /* x < 0, horizontal tangent */
    CHECK(ceasing_cubic_bezier_evaluate(&ease_in, -2.0) == 0.0);
    CHECK(ceasing_cubic_bezier_evaluate(&ease_in, -HUGE_VAL) == 0.0);
    /* x > 1: through P2 and P3 when x2 < 1 */
    CHECK(ceasing_cubic_bezier_evaluate(&ease, 2.0) == 1.0);
    CHECK(ceasing_cubic_bezier_evaluate(&ease, HUGE_VAL) == 1.0);
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&back, 1.5), 1.0 + 0.5 * (1.0 - 1.55) / (1.0 - 0.265), 1e-15);
    CHECK_CLOSE((1.0 - ceasing_cubic_bezier_evaluate(&back, 1.0 - h)) / h, (1.0 - 1.55) / (1.0 - 0.265), 1e-5);
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&flat_x, 2.0), 1.0 + (1.0 - 0.5) / 1.0, 1e-15);
    /* x > 1, x2 = 1: through P1 and P3 */
    CHECK_CLOSE(ceasing_cubic_bezier_evaluate(&ease_in, 1.25), 1.0 + 0.25 / 0.58, 1e-15);
    CHECK_CLOSE((1.0 - ceasing_cubic_bezier_evaluate(&ease_in, 1.0 - 1e-9)) / 1e-9, 1.0 / 0.58, 1e-4);
    /* x > 1, x1 = x2 = 1: 1 */
    CHECK(ceasing_cubic_bezier_evaluate(&corners, 7.0) == 1.0);
    /* x < 0 with x1 = 1: through P0 and P1 (slope 0 here) */
    CHECK(ceasing_cubic_bezier_evaluate(&corners, -1.0) == 0.0);
    /* infinities with a sloped tangent give infinities, never NaN */
    CHECK(ceasing_cubic_bezier_evaluate(&ease, -HUGE_VAL) == -HUGE_VAL);
    CHECK(ceasing_cubic_bezier_evaluate(&ease_in, HUGE_VAL) == HUGE_VAL);
}

/* Control points at the edge of the double range (issue 14): nothing may
   overflow on the way to a finite true value. Oracles: the curve in long
   double after an exact power-of-two rescaling (reference_bezier on y / 2^k),
   and the tangent lines computed in long double. */
static double huge_reference(double x1, double y1, double x2, double y2, double x) {
    /* y(t) = 2^1000 (3 s^2 t y1' + 3 s t^2 y2') + t^3 with y' = y / 2^1000 */
    long double lo = 0.0L, hi = 1.0L, mid, s;
    if (x1 == 1.0 && x2 == 0.0) { /* x(t) = (1 + (2t - 1)^3) / 2: the closed form at the vertical tangent */
        long double u = 2.0L * (long double)x - 1.0L;
        lo = hi = 0.5L + 0.5L * (u < 0 ? -cbrtl(-u) : cbrtl(u));
    }
    for (;;) {
        mid = 0.5L * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        if (x <= 0.5 ? ref_bernstein(x1, x2, mid) < x : ref_complement(x1, x2, mid) > 1.0L - x) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    s = 1.0L - mid;
    return (double)(ldexpl(3.0L * s * s * mid * ldexpl(y1, -1000) + 3.0L * s * mid * mid * ldexpl(y2, -1000), 1000) +
                    mid * mid * mid);
}

static void test_cubic_bezier_huge_control_points(void) {
    static const double ys[][2] = {{DBL_MAX, DBL_MAX},   {-DBL_MAX, -DBL_MAX}, {DBL_MAX, -DBL_MAX},
                                   {-DBL_MAX, DBL_MAX},  {DBL_MAX, 0.0},       {0.0, -DBL_MAX},
                                   {1e300, 1e-300},      {DBL_MAX / 3.0, 1.0}, {0x1p501, -0x1p501}};
    static const double xs[][2] = {{0.5, 0.5}, {0.0, 1.0}, {1.0, 0.0}, {0.25, 0.9}};
    size_t i, j;
    int k;
    double worst = 0.0;
    for (i = 0; i < sizeof ys / sizeof ys[0]; i++) {
        for (j = 0; j < sizeof xs / sizeof xs[0]; j++) {
            double x1 = xs[j][0], x2 = xs[j][1], y1 = ys[i][0], y2 = ys[i][1];
            double scale = fmax(fabs(y1), fabs(y2));
            ceasing_cubic_bezier b = make_bezier(x1, y1, x2, y2);
            CHECK(isfinite(b.ay) && isfinite(b.by) && isfinite(b.cy));
            for (k = 1; k < 64; k++) {
                double x = k / 64.0, v = ceasing_cubic_bezier_evaluate(&b, x);
                double e = fabs(v - huge_reference(x1, y1, x2, y2, x)) / scale;
                CHECK(isfinite(v));
                if (!(e <= worst)) worst = e;
            }
            CHECK(ceasing_cubic_bezier_evaluate(&b, 0.0) == 0.0);
            CHECK(ceasing_cubic_bezier_evaluate(&b, 1.0) == 1.0);
            /* outside [0, 1]: finite (saturated at +-DBL_MAX beyond it) */
            for (k = -8; k <= 8; k++) {
                double x = k < 0 ? -ldexp(1.0, -k * 64) : k > 0 ? 1.0 + ldexp(1.0, k * 64 - 64) : 1.5;
                CHECK(isfinite(ceasing_cubic_bezier_evaluate(&b, x)));
            }
        }
    }
    printf("cubic-bezier: worst error %.3g relative to max |y| with y near DBL_MAX\n", worst);
    CHECK(worst <= 1e-13);
    /* Large y below the huge frame (issue #28: the safe solver's test asked
       1e-13 absolute of y = 1e30, which no t can give, and bisected every
       call): within 1e-13 of max(1, |y1|, |y2|), against the same oracle. */
    {
        static const double large[][2] = {{3.0, -2.0}, {10.0, -10.0}, {1e3, -1e3}, {1e5, 3.0},
                                          {1e10, -1e10}, {-1e30, 1e30}, {1e30, 0.5}, {1e100, -1e100}};
        static const double frames[][2] = {{0.5, 0.5}, {1.0, 0.0}, {0.0, 1.0}, {0.25, 0.9}, {0.999, 0.001}};
        double worst_large = 0.0;
        for (i = 0; i < sizeof large / sizeof large[0]; i++) {
            for (j = 0; j < sizeof frames / sizeof frames[0]; j++) {
                double x1 = frames[j][0], x2 = frames[j][1], y1 = large[i][0], y2 = large[i][1];
                double scale = fmax(1.0, fmax(fabs(y1), fabs(y2)));
                ceasing_cubic_bezier b = make_bezier(x1, y1, x2, y2);
                for (k = 1; k < 512; k++) {
                    double x = k < 8 ? ldexp(1.0, -40 * k) : k / 512.0, v = ceasing_cubic_bezier_evaluate(&b, x);
                    double e = fabs(v - huge_reference(x1, y1, x2, y2, x)) / scale;
                    if (!(e <= worst_large)) worst_large = e;
                }
            }
        }
        printf("cubic-bezier: worst error %.3g relative to max(1, |y|) with y up to 1e100\n", worst_large);
        CHECK(worst_large <= 1e-13);
    }
    /* issue 14: the slope (1 - y2) / (1 - x2) = -2 DBL_MAX overflows, but
       1 + slope (x - 1) at x = 1.5 is 1 - DBL_MAX, finite */
    {
        ceasing_cubic_bezier b = make_bezier(0.5, DBL_MAX, 0.5, DBL_MAX);
        double expected = (double)(1.0L + ((1.0L - (long double)DBL_MAX) / 0.5L) * 0.5L);
        CHECK(ceasing_cubic_bezier_evaluate(&b, 1.5) == expected);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -0.25) == (double)(-0.25L * (long double)DBL_MAX / 0.5L));
        /* beyond the double range the tangent saturates, and infinity stays infinity */
        CHECK(ceasing_cubic_bezier_evaluate(&b, 3.0) == -DBL_MAX);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -3.0) == -DBL_MAX);
        CHECK(ceasing_cubic_bezier_evaluate(&b, HUGE_VAL) == -HUGE_VAL);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -HUGE_VAL) == -HUGE_VAL);
    }
    /* an ordinary slope far out: 1e300 * 1e10 saturates instead of overflowing */
    {
        ceasing_cubic_bezier b = make_bezier(0.25, 0.1, 0.25, 1.0); /* ease */
        CHECK(ceasing_cubic_bezier_evaluate(&b, -DBL_MAX) == -DBL_MAX * 0.4);
        b = make_bezier(0.5, 1e10, 0.5, 1.0);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -1e300) == -DBL_MAX);
    }
}

/* Subnormal control points: the tangent slope y / x overflows or loses its
   bits, the product does not. Oracle: long double (64-bit mantissa, 15-bit
   exponent). */
static void test_cubic_bezier_subnormal_control_points(void) {
    static const double tiny[] = {4.9406564584124654e-324, 1e-310, DBL_MIN, -1e-315};
    size_t i;
    for (i = 0; i < sizeof tiny / sizeof tiny[0]; i++) {
        double d = tiny[i];
        ceasing_cubic_bezier b = make_bezier(fabs(d), 1.0, 0.5, 1.0); /* slope 1 / |d| at the start */
        long double slope = 1.0L / fabsl((long double)d);
        CHECK_REL(ceasing_cubic_bezier_evaluate(&b, -1e-300), (double)(-1e-300L * slope), 1e-15, 0.0);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -1e100) == -DBL_MAX);
        /* slope 2 d at the start; slope 2^53 at the end (1 - x2 = 2^-53) */
        b = make_bezier(0.5, d, 1.0 - DBL_EPSILON / 2.0, -d);
        CHECK_REL(ceasing_cubic_bezier_evaluate(&b, -1e300), (double)(-1e300L * (long double)d / 0.5L), 1e-15, 0.0);
        CHECK(ceasing_cubic_bezier_evaluate(&b, -1e300) != 0.0);
        CHECK(ceasing_cubic_bezier_evaluate(&b, 1e300) == DBL_MAX);
        CHECK_REL(ceasing_cubic_bezier_evaluate(&b, 1.0 + 0x1p-20), (double)(1.0L + 0x1p33L), 1e-15, 0.0);
    }
}

/* Vertical end tangents (a control point straight above or below an end,
   csswg-drafts #4046): the tangent there is infinite, and browsers
   (Chromium's gfx::CubicBezier, Firefox) and WPT
   css/css-easing/cubic-bezier-timing-functions-output.html extrapolate flat
   instead; both control points on the end itself is the identity line. */
static void test_cubic_bezier_vertical_end_tangents(void) {
    ceasing_cubic_bezier up = make_bezier(0.0, 1.5, 1.0, 1.5);     /* WPT: 1 for x > 1 */
    ceasing_cubic_bezier down = make_bezier(0.0, -0.5, 1.0, -0.5); /* WPT: 0 for x < 0 */
    ceasing_cubic_bezier origin = make_bezier(0.0, 0.0, 0.0, 0.0); /* the identity */
    ceasing_cubic_bezier ones = make_bezier(1.0, 1.0, 1.0, 1.0);   /* the identity */
    ceasing_cubic_bezier start_only = make_bezier(0.0, 0.0, 0.0, 0.5);
    ceasing_cubic_bezier end_only = make_bezier(0.5, 1.0, 1.0, 1.0); /* P2 = P3: through P1 */
    CHECK(ceasing_cubic_bezier_evaluate(&up, 1.5) == 1.0);
    CHECK(ceasing_cubic_bezier_evaluate(&up, 1e300) == 1.0);
    CHECK(ceasing_cubic_bezier_evaluate(&up, -0.5) == 0.0); /* P1 straight above P0 as well */
    CHECK(ceasing_cubic_bezier_evaluate(&down, 2.0) == 1.0);
    CHECK(ceasing_cubic_bezier_evaluate(&down, -0.5) == 0.0);
    CHECK(ceasing_cubic_bezier_evaluate(&down, -HUGE_VAL) == 0.0);
    CHECK(ceasing_cubic_bezier_evaluate(&origin, -2.0) == -2.0);
    CHECK(ceasing_cubic_bezier_evaluate(&origin, 3.0) == 3.0);
    CHECK(ceasing_cubic_bezier_evaluate(&ones, -2.0) == -2.0);
    CHECK(ceasing_cubic_bezier_evaluate(&ones, 3.0) == 3.0);
    CHECK(ceasing_cubic_bezier_evaluate(&start_only, -1.0) == 0.0);
    CHECK(ceasing_cubic_bezier_evaluate(&start_only, 2.0) == 1.0 + (1.0 - 0.5)); /* x2 = 0 < 1 */
    CHECK(ceasing_cubic_bezier_evaluate(&end_only, 2.0) == 1.0);                 /* slope (1 - 1) / 0.5 */
    CHECK(ceasing_cubic_bezier_evaluate(&end_only, -1.0) == -2.0);
}

static void test_cubic_bezier_errors(void) {
    static const double bad_range[][4] = {{-0.01, 0, 0.5, 1}, {1.01, 0, 0.5, 1}, {0.5, 0, -1e-300, 1}, {0.5, 0, 2, 1}};
    static const double bad_finite[][4] = {{NAN, 0, 0.5, 1}, {0.5, NAN, 0.5, 1}, {0.5, 0, NAN, 1}, {0.5, 0, 0.5, NAN},
                                           {0.5, HUGE_VAL, 0.5, 1}, {0.5, 0, 0.5, -HUGE_VAL}, {HUGE_VAL, 0, 0.5, 1}};
    ceasing_cubic_bezier b, sentinel;
    size_t i;
    memset(&sentinel, 0x5a, sizeof sentinel);
    for (i = 0; i < sizeof bad_range / sizeof bad_range[0]; i++) {
        b = sentinel;
        CHECK(ceasing_cubic_bezier_init(&b, bad_range[i][0], bad_range[i][1], bad_range[i][2], bad_range[i][3]) ==
              CEASING_ERROR_OUT_OF_RANGE);
        CHECK(memcmp(&b, &sentinel, sizeof b) == 0);
    }
    for (i = 0; i < sizeof bad_finite / sizeof bad_finite[0]; i++) {
        b = sentinel;
        CHECK(ceasing_cubic_bezier_init(&b, bad_finite[i][0], bad_finite[i][1], bad_finite[i][2], bad_finite[i][3]) ==
              CEASING_ERROR_NOT_FINITE);
        CHECK(memcmp(&b, &sentinel, sizeof b) == 0);
    }
    CHECK(ceasing_cubic_bezier_init(NULL, 0.5, 0, 0.5, 1) == CEASING_ERROR_NULL);
    /* y may be anything finite; x1, x2 may be exactly 0 or 1 */
    CHECK(ceasing_cubic_bezier_init(&b, 0.0, -1e6, 1.0, 1e6) == CEASING_OK);
    CHECK(is_nan(ceasing_cubic_bezier_evaluate(NULL, 0.5)));
    b = make_bezier(0.25, 0.1, 0.25, 1.0);
    CHECK(is_nan(ceasing_cubic_bezier_evaluate(&b, NAN)));
    /* stored control points and coefficients (timing.md §2.5) */
    CHECK(b.x1 == 0.25 && b.y1 == 0.1 && b.x2 == 0.25 && b.y2 == 1.0);
    CHECK(b.cx == 0.75 && b.bx == -0.75 && b.ax == 1.0);
    CHECK_CLOSE(b.cy, 0.3, 1e-16);
    CHECK_CLOSE(b.by, 3.0 * 0.9 - 0.3, 1e-15);
    CHECK_CLOSE(b.ay, 1.0 - 0.3 - 2.4, 1e-15);
}

/* ---- steps() ---- */

static ceasing_steps make_steps(int n, ceasing_jump position) {
    ceasing_steps s;
    memset(&s, 0, sizeof s);
    CHECK(ceasing_steps_init(&s, n, position) == CEASING_OK);
    return s;
}

/* timing.md §6.3 steps(4, ·) table, without and with the before flag. */
static void test_steps_table(void) {
    static const double at[6] = {0.0, 0.25, 0.3, 0.5, 0.99, 1.0};
    static const struct {
        ceasing_jump position;
        double v[6];
        double before[6];
    } rows[] = {
        {CEASING_JUMP_START, {0.25, 0.5, 0.5, 0.75, 1, 1}, {0, 0.25, 0.5, 0.5, 1, 1}},
        {CEASING_JUMP_END, {0, 0.25, 0.25, 0.5, 0.75, 1}, {0, 0, 0.25, 0.25, 0.75, 0.75}},
        {CEASING_JUMP_NONE, {0, 1.0 / 3.0, 1.0 / 3.0, 2.0 / 3.0, 1, 1}, {0, 0, 1.0 / 3.0, 1.0 / 3.0, 1, 1}},
        {CEASING_JUMP_BOTH, {0.2, 0.4, 0.4, 0.6, 0.8, 1}, {0, 0.2, 0.4, 0.4, 0.8, 0.8}},
    };
    size_t r;
    int k;
    for (r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        ceasing_steps s = make_steps(4, rows[r].position);
        for (k = 0; k < 6; k++) {
            CHECK(ceasing_steps_evaluate(&s, at[k], 0) == rows[r].v[k]);
            CHECK(ceasing_steps_evaluate(&s, at[k], 1) == rows[r].before[k]);
        }
    }
    /* step-start(0) = 1, or 0 with the before flag; step-end(1) = 1 */
    {
        ceasing_steps start = make_steps(1, CEASING_JUMP_START), end = make_steps(1, CEASING_JUMP_END);
        CHECK(ceasing_steps_evaluate(&start, 0.0, 0) == 1.0 && ceasing_steps_evaluate(&start, 0.0, 1) == 0.0);
        CHECK(ceasing_steps_evaluate(&end, 1.0, 0) == 1.0);
        CHECK(ceasing_step_start(0.0) == 1.0 && ceasing_step_end(1.0) == 1.0 && ceasing_step_end(0.999) == 0.0);
    }
    /* GSAP steps(4) = CSS steps(4, end) away from jumps (timing.md §6.3): 0.2 -> 0, not GSAP's 0.25,
       because GSAP's SteppedEase(4) is steps(5, jump-none); check that identity instead */
    {
        ceasing_steps none5 = make_steps(5, CEASING_JUMP_NONE);
        CHECK(ceasing_steps_evaluate(&none5, 0.2, 0) == 0.25 && ceasing_steps_evaluate(&none5, 0.3, 0) == 0.25);
        CHECK(ceasing_steps_evaluate(&none5, 0.99, 0) == 1.0);
    }
}

/* The spec algorithm continues outside [0, 1] (no clamping). */
static void test_steps_outside_unit_interval(void) {
    ceasing_steps end = make_steps(4, CEASING_JUMP_END), start = make_steps(4, CEASING_JUMP_START);
    ceasing_steps both = make_steps(4, CEASING_JUMP_BOTH);
    /* floor(-0.4) = -1 -> -1/4 */
    CHECK(ceasing_steps_evaluate(&end, -0.1, 0) == -0.25);
    /* floor(-0.4) + 1 = 0 */
    CHECK(ceasing_steps_evaluate(&start, -0.1, 0) == 0.0);
    /* x >= 0 raises a negative step to 0: before flag at 0 with jump-end: 0 - 1 -> 0 */
    CHECK(ceasing_steps_evaluate(&end, 0.0, 1) == 0.0);
    /* x > 1: not capped; floor(4.4) + 1 = 5 -> 5/4 */
    CHECK(ceasing_steps_evaluate(&start, 1.1, 0) == 1.25);
    CHECK(ceasing_steps_evaluate(&both, 1.1, 0) == 1.0);  /* floor(4.4) + 1 = 5 = jumps */
    CHECK(ceasing_steps_evaluate(&both, 1.3, 0) == 1.2);  /* floor(5.2) + 1 = 6 -> 6/5 */
    CHECK(ceasing_steps_evaluate(&end, 1.1, 0) == 1.0);
    CHECK(ceasing_steps_evaluate(&end, 1.3, 0) == 1.25);
    /* infinities stay infinite, NaN is NaN */
    CHECK(ceasing_steps_evaluate(&end, HUGE_VAL, 0) == HUGE_VAL);
    CHECK(ceasing_steps_evaluate(&end, -HUGE_VAL, 1) == -HUGE_VAL);
    CHECK(is_nan(ceasing_steps_evaluate(&end, NAN, 0)));
    CHECK(is_nan(ceasing_steps_evaluate(NULL, 0.5, 0)));
}

/* Brute-force check of every step count 1..40: the output at x is the number
   of jumps passed, counted directly. */
static void test_steps_counts_jumps(void) {
    int n, k;
    for (n = 1; n <= 40; n++) {
        ceasing_steps end = make_steps(n, CEASING_JUMP_END), start = make_steps(n, CEASING_JUMP_START);
        for (k = 0; k <= 997; k++) {
            double x = k / 997.0;
            int passed = 0, j;
            for (j = 1; j <= n; j++) {
                if (x >= (double)j / n) passed++;
            }
            /* (double)j / n can differ from x * n == j by an ulp; skip exact jumps */
            if (fabs(x * n - floor(x * n + 0.5)) < 1e-9) continue;
            CHECK(ceasing_steps_evaluate(&end, x, 0) == (double)passed / n);
            CHECK(ceasing_steps_evaluate(&start, x, 0) == (double)(passed + 1 > n ? n : passed + 1) / n);
        }
    }
}

static void test_steps_errors(void) {
    ceasing_steps s, sentinel;
    memset(&sentinel, 0x5a, sizeof sentinel);
    s = sentinel;
    CHECK(ceasing_steps_init(&s, 0, CEASING_JUMP_END) == CEASING_ERROR_STEP_COUNT);
    CHECK(ceasing_steps_init(&s, -3, CEASING_JUMP_START) == CEASING_ERROR_STEP_COUNT);
    CHECK(ceasing_steps_init(&s, 1, CEASING_JUMP_NONE) == CEASING_ERROR_STEP_COUNT);
    CHECK(ceasing_steps_init(&s, 0, CEASING_JUMP_BOTH) == CEASING_ERROR_STEP_COUNT);
    CHECK(ceasing_steps_init(&s, 2, (ceasing_jump)4) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_steps_init(&s, 2, (ceasing_jump)-1) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(memcmp(&s, &sentinel, sizeof s) == 0);
    CHECK(ceasing_steps_init(NULL, 2, CEASING_JUMP_END) == CEASING_ERROR_NULL);
    CHECK(ceasing_steps_init(&s, 2, CEASING_JUMP_NONE) == CEASING_OK && s.count == 2 && s.position == CEASING_JUMP_NONE);
    CHECK(ceasing_steps_init(&s, 1, CEASING_JUMP_BOTH) == CEASING_OK);
    /* a hand-made invalid struct evaluates to NaN */
    s.count = 0;
    s.position = CEASING_JUMP_END;
    CHECK(is_nan(ceasing_steps_evaluate(&s, 0.5, 0)));
    s.count = 1;
    s.position = CEASING_JUMP_NONE;
    CHECK(is_nan(ceasing_steps_evaluate(&s, 0.5, 0)));
}

/* ---- linear() ---- */

#define ABSENT NAN

static ceasing_linear_stop stop(double output, double input_start, double input_end) {
    ceasing_linear_stop s;
    s.output = output;
    s.input_start = input_start;
    s.input_end = input_end;
    return s;
}

/* timing.md §6.3 linear() table, through resolve, init and evaluate. */
static void test_linear_table(void) {
    static const double at[5] = {-0.5, 0.1, 0.5, 0.9, 1.2};
    struct {
        ceasing_linear_stop stops[3];
        size_t stop_count;
        ceasing_point points[4];
        size_t point_count;
        double v[5];
    } rows[4];
    size_t r, i;
    int k;
    /* linear(0, 0.25, 1) */
    rows[0].stops[0] = stop(0, ABSENT, ABSENT);
    rows[0].stops[1] = stop(0.25, ABSENT, ABSENT);
    rows[0].stops[2] = stop(1, ABSENT, ABSENT);
    rows[0].stop_count = 3;
    rows[0].point_count = 3;
    rows[0].points[0].x = 0; rows[0].points[0].y = 0;
    rows[0].points[1].x = 0.5; rows[0].points[1].y = 0.25;
    rows[0].points[2].x = 1; rows[0].points[2].y = 1;
    rows[0].v[0] = -0.25; rows[0].v[1] = 0.05; rows[0].v[2] = 0.25; rows[0].v[3] = 0.85; rows[0].v[4] = 1.3;
    /* linear(0, 0.25 75%, 1) */
    rows[1].stops[0] = stop(0, ABSENT, ABSENT);
    rows[1].stops[1] = stop(0.25, 0.75, ABSENT);
    rows[1].stops[2] = stop(1, ABSENT, ABSENT);
    rows[1].stop_count = 3;
    rows[1].point_count = 3;
    rows[1].points[0].x = 0; rows[1].points[0].y = 0;
    rows[1].points[1].x = 0.75; rows[1].points[1].y = 0.25;
    rows[1].points[2].x = 1; rows[1].points[2].y = 1;
    rows[1].v[0] = -1.0 / 6.0; rows[1].v[1] = 1.0 / 30.0; rows[1].v[2] = 1.0 / 6.0; rows[1].v[3] = 0.7; rows[1].v[4] = 1.6;
    /* linear(0, 0.25 25% 75%, 1) */
    rows[2].stops[0] = stop(0, ABSENT, ABSENT);
    rows[2].stops[1] = stop(0.25, 0.25, 0.75);
    rows[2].stops[2] = stop(1, ABSENT, ABSENT);
    rows[2].stop_count = 3;
    rows[2].point_count = 4;
    rows[2].points[0].x = 0; rows[2].points[0].y = 0;
    rows[2].points[1].x = 0.25; rows[2].points[1].y = 0.25;
    rows[2].points[2].x = 0.75; rows[2].points[2].y = 0.25;
    rows[2].points[3].x = 1; rows[2].points[3].y = 1;
    rows[2].v[0] = -0.5; rows[2].v[1] = 0.1; rows[2].v[2] = 0.25; rows[2].v[3] = 0.7; rows[2].v[4] = 1.6;
    /* linear(0 20%, 0.5 10%, 1): the fix-up row */
    rows[3].stops[0] = stop(0, 0.2, ABSENT);
    rows[3].stops[1] = stop(0.5, 0.1, ABSENT);
    rows[3].stops[2] = stop(1, ABSENT, ABSENT);
    rows[3].stop_count = 3;
    rows[3].point_count = 3;
    rows[3].points[0].x = 0.2; rows[3].points[0].y = 0;
    rows[3].points[1].x = 0.2; rows[3].points[1].y = 0.5;
    rows[3].points[2].x = 1; rows[3].points[2].y = 1;
    rows[3].v[0] = 0.5; rows[3].v[1] = 0.5; rows[3].v[2] = 0.6875; rows[3].v[3] = 0.9375; rows[3].v[4] = 1.125;

    for (r = 0; r < 4; r++) {
        ceasing_point points[8];
        size_t count = 0;
        ceasing_linear l;
        CHECK(ceasing_linear_resolve(rows[r].stops, rows[r].stop_count, points, 8, &count) == CEASING_OK);
        CHECK(count == rows[r].point_count);
        for (i = 0; i < count && i < rows[r].point_count; i++) {
            CHECK_CLOSE(points[i].x, rows[r].points[i].x, 1e-15);
            CHECK(points[i].y == rows[r].points[i].y);
        }
        CHECK(ceasing_linear_init(&l, points, count) == CEASING_OK);
        for (k = 0; k < 5; k++) CHECK_CLOSE(ceasing_linear_evaluate(&l, at[k]), rows[r].v[k], 1e-15);
    }
}

static void test_linear_resolve_fix_up(void) {
    ceasing_linear_stop stops[6];
    ceasing_point points[12];
    size_t count = 0;
    /* linear(0, 0.1, 0.2, 0.3 80%, 1): the run 0.1, 0.2 is spaced evenly between 0 and 0.8 */
    stops[0] = stop(0, ABSENT, ABSENT);
    stops[1] = stop(0.1, ABSENT, ABSENT);
    stops[2] = stop(0.2, ABSENT, ABSENT);
    stops[3] = stop(0.3, 0.8, ABSENT);
    stops[4] = stop(1, ABSENT, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 5, points, 12, &count) == CEASING_OK);
    CHECK(count == 5);
    CHECK(points[0].x == 0.0);
    CHECK_CLOSE(points[1].x, 0.8 / 3.0, 1e-15);
    CHECK_CLOSE(points[2].x, 1.6 / 3.0, 1e-15);
    CHECK(points[3].x == 0.8 && points[4].x == 1.0);
    /* the last input defaults to max(1, largest): linear(0, 0.5 150%, 1) */
    stops[1] = stop(0.5, 1.5, ABSENT);
    stops[2] = stop(1, ABSENT, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 3, points, 12, &count) == CEASING_OK);
    CHECK(count == 3 && points[1].x == 1.5 && points[2].x == 1.5);
    /* the first input may be explicit and negative; a given last input is kept even below 1 */
    stops[0] = stop(0, -0.5, ABSENT);
    stops[1] = stop(0.5, ABSENT, ABSENT);
    stops[2] = stop(1, 0.5, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 3, points, 12, &count) == CEASING_OK);
    CHECK(count == 3 && points[0].x == -0.5 && points[1].x == 0.0 && points[2].x == 0.5);
    /* a second input below the first is raised to it: linear(0, 0.5 60% 40%, 1) */
    stops[0] = stop(0, ABSENT, ABSENT);
    stops[1] = stop(0.5, 0.6, 0.4);
    stops[2] = stop(1, ABSENT, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 3, points, 12, &count) == CEASING_OK);
    CHECK(count == 4 && points[1].x == 0.6 && points[2].x == 0.6 && points[2].y == 0.5);
    /* query mode, then an exact fit */
    count = 0;
    CHECK(ceasing_linear_resolve(stops, 3, NULL, 0, &count) == CEASING_OK && count == 4);
    CHECK(ceasing_linear_resolve(stops, 3, points, 4, &count) == CEASING_OK && count == 4);
    /* the first and last stops alone: linear(0, 1) is the identity */
    {
        ceasing_linear l;
        CHECK(ceasing_linear_resolve(stops, 2, points, 12, &count) == CEASING_OK && count == 3);
        stops[1] = stop(1, ABSENT, ABSENT);
        CHECK(ceasing_linear_resolve(stops, 2, points, 12, &count) == CEASING_OK && count == 2);
        CHECK(ceasing_linear_init(&l, points, count) == CEASING_OK);
        CHECK(ceasing_linear_evaluate(&l, 0.37) == 0.37 && ceasing_linear_evaluate(&l, -2.0) == -2.0);
    }
}

/* Evenly spaced inputs are rounded once: -5% .. 100% in thirds gives exactly
   the doubles nearest 0.3 and 0.65 (the exact positions from the double
   inputs -0.05 and 1 are 0.29999999999999999815... and 0.64999999999999999908...,
   whose nearest doubles are those of 0.3 and 0.65). */
static void test_linear_resolve_rounds_spacing_once(void) {
    ceasing_linear_stop stops[5];
    ceasing_point points[5];
    size_t n = 0;
    stops[0] = stop(-10.0, -0.1, NAN);
    stops[1] = stop(-5.0, -0.05, NAN);
    stops[2] = stop(0.0, NAN, NAN);
    stops[3] = stop(5.0, NAN, NAN);
    stops[4] = stop(10.0, NAN, NAN);
    CHECK(ceasing_linear_resolve(stops, 5, points, 5, &n) == CEASING_OK && n == 5);
    CHECK(points[2].x == 0.3);
    CHECK(points[3].x == 0.65);
    CHECK(points[4].x == 1.0);
}

static void test_linear_resolve_errors(void) {
    ceasing_linear_stop stops[3];
    ceasing_point points[6], sentinel[6];
    size_t count = 77;
    memset(sentinel, 0x5a, sizeof sentinel);
    memcpy(points, sentinel, sizeof points);
    stops[0] = stop(0, ABSENT, ABSENT);
    stops[1] = stop(0.5, 0.2, 0.4);
    stops[2] = stop(1, ABSENT, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 1, points, 6, &count) == CEASING_ERROR_TOO_FEW_POINTS);
    CHECK(ceasing_linear_resolve(stops, 0, points, 6, &count) == CEASING_ERROR_TOO_FEW_POINTS);
    CHECK(ceasing_linear_resolve(NULL, 3, points, 6, &count) == CEASING_ERROR_NULL);
    CHECK(ceasing_linear_resolve(stops, 3, points, 6, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_linear_resolve(stops, 3, NULL, 6, &count) == CEASING_ERROR_NULL);
    CHECK(ceasing_linear_resolve(stops, 3, points, 3, &count) == CEASING_ERROR_CAPACITY);
    stops[1] = stop(NAN, ABSENT, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 3, points, 6, &count) == CEASING_ERROR_NOT_FINITE);
    stops[1] = stop(HUGE_VAL, ABSENT, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 3, points, 6, &count) == CEASING_ERROR_NOT_FINITE);
    stops[1] = stop(0.5, HUGE_VAL, ABSENT);
    CHECK(ceasing_linear_resolve(stops, 3, points, 6, &count) == CEASING_ERROR_NOT_FINITE);
    stops[1] = stop(0.5, 0.2, -HUGE_VAL);
    CHECK(ceasing_linear_resolve(stops, 3, points, 6, &count) == CEASING_ERROR_NOT_FINITE);
    stops[1] = stop(0.5, ABSENT, 0.4);
    CHECK(ceasing_linear_resolve(stops, 3, points, 6, &count) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(count == 77);
    CHECK(memcmp(points, sentinel, sizeof points) == 0);
}

static void test_linear_init_and_evaluate(void) {
    ceasing_point p[5];
    ceasing_linear l, sentinel;
    int k;
    memset(&sentinel, 0x5a, sizeof sentinel);
    p[0].x = 0.0; p[0].y = 0.0;
    p[1].x = 0.3; p[1].y = 0.9;
    p[2].x = 0.3; p[2].y = 0.1;
    p[3].x = 0.7; p[3].y = 0.6;
    p[4].x = 1.0; p[4].y = 1.0;
    CHECK(ceasing_linear_init(&l, p, 5) == CEASING_OK && l.points == p && l.count == 5);
    /* exact at every input; at a coincident pair the later point wins */
    CHECK(ceasing_linear_evaluate(&l, 0.0) == 0.0 && ceasing_linear_evaluate(&l, 1.0) == 1.0);
    CHECK(ceasing_linear_evaluate(&l, 0.3) == 0.1 && ceasing_linear_evaluate(&l, 0.7) == 0.6);
    /* just before the pair: the first segment */
    CHECK_CLOSE(ceasing_linear_evaluate(&l, 0.15), 0.45, 1e-15);
    CHECK_CLOSE(ceasing_linear_evaluate(&l, 0.5), 0.1 + 0.5 * 0.5, 1e-15);
    /* extrapolation along the end segments */
    CHECK_CLOSE(ceasing_linear_evaluate(&l, -0.1), -0.3, 1e-15);
    CHECK_CLOSE(ceasing_linear_evaluate(&l, 1.3), 1.0 + 0.3 * (0.4 / 0.3), 1e-15);
    /* piecewise linear: the midpoint of every segment is the mean of its ends */
    for (k = 0; k < 4; k++) {
        if (p[k].x == p[k + 1].x) continue;
        CHECK_CLOSE(ceasing_linear_evaluate(&l, 0.5 * (p[k].x + p[k + 1].x)), 0.5 * (p[k].y + p[k + 1].y), 1e-15);
    }
    CHECK(is_nan(ceasing_linear_evaluate(&l, NAN)));
    CHECK(is_nan(ceasing_linear_evaluate(NULL, 0.5)));
    /* a flat end extrapolates flat even at infinity */
    p[3].y = 1.0;
    CHECK(ceasing_linear_evaluate(&l, HUGE_VAL) == 1.0);
    p[3].y = 0.6;
    /* errors */
    l = sentinel;
    CHECK(ceasing_linear_init(&l, p, 1) == CEASING_ERROR_TOO_FEW_POINTS);
    CHECK(ceasing_linear_init(&l, NULL, 5) == CEASING_ERROR_NULL);
    CHECK(ceasing_linear_init(NULL, p, 5) == CEASING_ERROR_NULL);
    p[3].x = 0.2;
    CHECK(ceasing_linear_init(&l, p, 5) == CEASING_ERROR_OUT_OF_RANGE);
    p[3].x = NAN;
    CHECK(ceasing_linear_init(&l, p, 5) == CEASING_ERROR_NOT_FINITE);
    p[3].x = 0.7;
    p[4].y = HUGE_VAL;
    CHECK(ceasing_linear_init(&l, p, 5) == CEASING_ERROR_NOT_FINITE);
    CHECK(memcmp(&l, &sentinel, sizeof l) == 0);
}

/* ---- ceasing_easing ---- */

static void test_easing_kinds_evaluate(void) {
    ceasing_easing e;
    ceasing_point pts[3];
    int k;
    pts[0].x = 0; pts[0].y = 0;
    pts[1].x = 0.5; pts[1].y = 0.25;
    pts[2].x = 1; pts[2].y = 1;

    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_BOUNCE_OUT) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_CURVE && e.value.curve == CEASING_CURVE_BOUNCE_OUT);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 0.765625, 1e-15);

    CHECK(ceasing_easing_init_cubic_bezier(&e, 0.25, 0.1, 0.25, 1.0) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_CUBIC_BEZIER);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 0.80240338758486, 1e-13);

    CHECK(ceasing_easing_init_steps(&e, 4, CEASING_JUMP_END) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_STEPS);
    CHECK(ceasing_easing_evaluate(&e, 0.25) == 0.25 && ceasing_easing_evaluate_before(&e, 0.25, 1) == 0.0);

    CHECK(ceasing_easing_init_linear(&e, pts, 3) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_LINEAR);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.9), 0.85, 1e-15);

    CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN_OUT, 3.0) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_POWER && e.value.parametric.params[0] == 3.0);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.25), 0.0625, 1e-15);

    CHECK(ceasing_easing_init_back(&e, CEASING_VARIANT_OUT, 3.0) == CEASING_OK);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 1.25, 1e-15);

    CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_OUT, 1.0, 0.5) == CEASING_OK);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.25), 1.176776695296637, 1e-14);

    CHECK(ceasing_easing_init_overshoot(&e, 3, 0.15) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_OVERSHOOT);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.25), 1.291004, 6e-7);

    CHECK(ceasing_easing_init_exponential_decelerate(&e, 0.15) == CEASING_OK);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 0.900787 / 0.990157, 1e-6);

    /* every variant dispatches to its function */
    for (k = 0; k <= 20; k++) {
        double t = k / 20.0;
        CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN, 2.5) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_power_in(t, 2.5));
        CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_OUT, 2.5) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_power_out(t, 2.5));
        CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_OUT_IN, 2.5) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_power_out_in(t, 2.5));
        CHECK(ceasing_easing_init_back(&e, CEASING_VARIANT_IN, 2.0) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_param_back_in(t, 2.0));
        CHECK(ceasing_easing_init_back(&e, CEASING_VARIANT_IN_OUT, 2.0) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_param_back_in_out(t, 2.0));
        CHECK(ceasing_easing_init_back(&e, CEASING_VARIANT_OUT_IN, 2.0) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_param_back_out_in(t, 2.0));
        CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_IN, 1.2, 0.4) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_param_elastic_in(t, 1.2, 0.4));
        CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_IN_OUT, 1.2, 0.4) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_param_elastic_in_out(t, 1.2, 0.4));
        CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_OUT_IN, 1.2, 0.4) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, t) == ceasing_param_elastic_out_in(t, 1.2, 0.4));
    }
}

static void test_easing_step_keywords_honour_before_flag(void) {
    ceasing_easing e;
    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_STEP_START) == CEASING_OK);
    CHECK(ceasing_easing_evaluate(&e, 0.0) == 1.0 && ceasing_easing_evaluate_before(&e, 0.0, 1) == 0.0);
    CHECK(ceasing_easing_evaluate_before(&e, 0.5, 1) == 1.0);
    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_STEP_END) == CEASING_OK);
    CHECK(ceasing_easing_evaluate(&e, 1.0) == 1.0 && ceasing_easing_evaluate_before(&e, 1.0, 1) == 0.0);
    /* the before flag does not affect other kinds */
    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_EASE) == CEASING_OK);
    CHECK(ceasing_easing_evaluate_before(&e, 0.5, 1) == ceasing_easing_evaluate(&e, 0.5));
}

/* Every easing kind is exactly 0 at 0 and 1 at 1 (step-start aside). */
static void test_easing_exact_endpoints(void) {
    ceasing_easing e;
    ceasing_point pts[2];
    int c;
    pts[0].x = 0; pts[0].y = 0;
    pts[1].x = 1; pts[1].y = 1;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        CHECK(ceasing_easing_init_curve(&e, (ceasing_curve)c) == CEASING_OK);
        if (c != CEASING_CURVE_STEP_START) CHECK(ceasing_easing_evaluate(&e, 0.0) == 0.0);
        CHECK(ceasing_easing_evaluate(&e, 1.0) == 1.0);
    }
    CHECK(ceasing_easing_init_linear(&e, pts, 2) == CEASING_OK);
    CHECK(ceasing_easing_evaluate(&e, 0.0) == 0.0 && ceasing_easing_evaluate(&e, 1.0) == 1.0);
    for (c = 0; c < 4; c++) {
        CHECK(ceasing_easing_init_power(&e, (ceasing_variant)c, 0.7) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, 0.0) == 0.0 && ceasing_easing_evaluate(&e, 1.0) == 1.0);
        CHECK(ceasing_easing_init_back(&e, (ceasing_variant)c, 4.0) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, 0.0) == 0.0 && ceasing_easing_evaluate(&e, 1.0) == 1.0);
        CHECK(ceasing_easing_init_elastic(&e, (ceasing_variant)c, 3.0, 0.2) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, 0.0) == 0.0 && ceasing_easing_evaluate(&e, 1.0) == 1.0);
    }
}

static void test_easing_errors(void) {
    ceasing_easing e, sentinel;
    ceasing_point pts[2];
    pts[0].x = 0; pts[0].y = 0;
    pts[1].x = 1; pts[1].y = 1;
    memset(&sentinel, 0x5a, sizeof sentinel);
    e = sentinel;
    CHECK(ceasing_easing_init_curve(&e, (ceasing_curve)CEASING_CURVE_COUNT) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_curve(&e, (ceasing_curve)-1) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_cubic_bezier(&e, 1.5, 0, 0.5, 1) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_cubic_bezier(&e, 0.5, NAN, 0.5, 1) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_easing_init_steps(&e, 0, CEASING_JUMP_END) == CEASING_ERROR_STEP_COUNT);
    CHECK(ceasing_easing_init_linear(&e, pts, 1) == CEASING_ERROR_TOO_FEW_POINTS);
    CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN, 0.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN, -2.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN, NAN) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN, HUGE_VAL) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_easing_init_power(&e, (ceasing_variant)4, 2.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_back(&e, CEASING_VARIANT_IN, -0.1) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_back(&e, CEASING_VARIANT_IN, NAN) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_easing_init_back(&e, (ceasing_variant)-1, 1.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_OUT, 0.0, 0.3) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_OUT, 1.0, 0.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_elastic(&e, CEASING_VARIANT_OUT, 1.0, -HUGE_VAL) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_easing_init_elastic(&e, (ceasing_variant)9, 1.0, 0.3) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_overshoot(&e, -1, 0.15) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_overshoot(&e, 1, 0.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_overshoot(&e, 1, NAN) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_easing_init_exponential_decelerate(&e, -1.0) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_exponential_decelerate(&e, HUGE_VAL) == CEASING_ERROR_NOT_FINITE);
    CHECK(memcmp(&e, &sentinel, sizeof e) == 0);
    CHECK(ceasing_easing_init_curve(NULL, CEASING_CURVE_EASE) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_cubic_bezier(NULL, 0.5, 0, 0.5, 1) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_steps(NULL, 2, CEASING_JUMP_END) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_linear(NULL, pts, 2) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_power(NULL, CEASING_VARIANT_IN, 2.0) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_back(NULL, CEASING_VARIANT_IN, 2.0) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_elastic(NULL, CEASING_VARIANT_IN, 1.0, 0.3) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_overshoot(NULL, 1, 0.15) == CEASING_ERROR_NULL);
    CHECK(ceasing_easing_init_exponential_decelerate(NULL, 0.15) == CEASING_ERROR_NULL);
    /* evaluation of NULL, an unknown kind, or a NaN input */
    CHECK(is_nan(ceasing_easing_evaluate(NULL, 0.5)));
    e.kind = (ceasing_easing_kind)42;
    CHECK(is_nan(ceasing_easing_evaluate(&e, 0.5)));
    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_QUAD_IN) == CEASING_OK);
    CHECK(is_nan(ceasing_easing_evaluate(&e, NAN)));
    /* a hand-made overshoot with an impossible count */
    CHECK(ceasing_easing_init_overshoot(&e, 1, 0.15) == CEASING_OK);
    e.value.parametric.params[0] = 1e300;
    CHECK(is_nan(ceasing_easing_evaluate(&e, 0.5)));
}

/* The adapter feeds any easing to code that takes a ceasing_function. */
static double integrate(ceasing_function f, void *context) {
    double sum = 0.0;
    int k;
    for (k = 0; k < 1000; k++) sum += f(context, (k + 0.5) / 1000.0);
    return sum / 1000.0;
}

static void test_evaluate_function_adapter(void) {
    ceasing_easing e;
    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_QUAD_IN) == CEASING_OK);
    CHECK(ceasing_evaluate_function(&e, 0.3) == ceasing_quad_in(0.3));
    /* midpoint rule of t^2 on [0, 1]: 1/3 - 1/(12 * 1000^2) */
    CHECK_CLOSE(integrate(ceasing_evaluate_function, &e), 1.0 / 3.0 - 1.0 / 12e6, 1e-12);
    CHECK(ceasing_easing_init_steps(&e, 2, CEASING_JUMP_END) == CEASING_OK);
    CHECK_CLOSE(integrate(ceasing_evaluate_function, &e), 0.25, 1e-12);
    CHECK(is_nan(ceasing_evaluate_function(NULL, 0.5)));
}

/* Outputs near ±DBL_MAX: the segment's rise overflows, the result must not. */
static void test_linear_huge_outputs(void) {
    ceasing_point points[2];
    ceasing_linear l;
    double x;
    points[0].x = 0.0; points[0].y = -1e308;
    points[1].x = 1.0; points[1].y = 1e308;
    CHECK(ceasing_linear_init(&l, points, 2) == CEASING_OK);
    CHECK(ceasing_linear_evaluate(&l, 0.0) == -1e308);
    CHECK(ceasing_linear_evaluate(&l, 1.0) == 1e308);
    for (x = 0.0625; x < 1.0; x += 0.0625) {
        /* The line through the two points, computed in long double. */
        long double expected = -1e308L + (long double)x * 2e308L;
        CHECK_REL(ceasing_linear_evaluate(&l, x), (double)expected, 1e-15, 1e292);
    }
}

int main(void) {
    RUN(test_linear_huge_outputs);
    RUN(test_linear_huge_inputs);
    RUN(test_cubic_bezier_table);
    RUN(test_cubic_bezier_accuracy_random);
    RUN(test_cubic_bezier_degenerate);
    RUN(test_cubic_bezier_extrapolation);
    RUN(test_cubic_bezier_errors);
    RUN(test_cubic_bezier_huge_control_points);
    RUN(test_cubic_bezier_subnormal_control_points);
    RUN(test_cubic_bezier_vertical_end_tangents);
    RUN(test_steps_table);
    RUN(test_steps_outside_unit_interval);
    RUN(test_steps_counts_jumps);
    RUN(test_steps_errors);
    RUN(test_linear_table);
    RUN(test_linear_resolve_fix_up);
    RUN(test_linear_resolve_errors);
    RUN(test_linear_resolve_rounds_spacing_once);
    RUN(test_linear_init_and_evaluate);
    RUN(test_easing_kinds_evaluate);
    RUN(test_easing_step_keywords_honour_before_flag);
    RUN(test_easing_exact_endpoints);
    RUN(test_easing_errors);
    RUN(test_evaluate_function_adapter);
    return check_summary("ceasing css");
}
