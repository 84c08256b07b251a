/* Curve export: piecewise-linear sampling and cubic-Bezier fitting. */
#include "ceasing.h"
#include "check.h"
#include "reference_curves.h"

#include <float.h>
#include <string.h>

#define MAX_POINTS 4096
#define MAX_SEGMENTS 512
#define DENSE 100000

/* ---- curves written independently of the library ---- */

static bezier_curve ease_curve = {0.25, 0.1, 0.25, 1.0};

/* easings.net easeOutBounce: kinks at every bounce */
static double bounce_out(void *context, double x) {
    const double n1 = 7.5625, d1 = 2.75;
    (void)context;
    if (x < 1.0 / d1) {
        return n1 * x * x;
    }
    if (x < 2.0 / d1) {
        x -= 1.5 / d1;
        return n1 * x * x + 0.75;
    }
    if (x < 2.5 / d1) {
        x -= 2.25 / d1;
        return n1 * x * x + 0.9375;
    }
    x -= 2.625 / d1;
    return n1 * x * x + 0.984375;
}

/* returns exactly to its start: 4t(1 - t) */
static double arch(void *context, double t) {
    (void)context;
    return 4.0 * t * (1.0 - t);
}

/* flat in the middle: smoothstep to 0.5 on [0, 0.3], hold, smoothstep to 1 on [0.7, 1] */
static double hold_middle(void *context, double t) {
    double u;
    (void)context;
    if (t <= 0.3) {
        u = t / 0.3;
        return 0.5 * u * u * (3.0 - 2.0 * u);
    }
    if (t < 0.7) {
        return 0.5;
    }
    u = (t - 0.7) / 0.3;
    return 0.5 + 0.5 * u * u * (3.0 - 2.0 * u);
}

/* steps(4, jump-start) with the exact 0 at 0: jumps right after 0 */
static double steps4_start(void *context, double t) {
    (void)context;
    if (t <= 0.0) {
        return 0.0;
    }
    return t >= 1.0 ? 1.0 : floor(t * 4.0) / 4.0 + 0.25;
}

static double constant_one(void *context, double t) {
    (void)context;
    (void)t;
    return 1.0;
}

static double power5(void *context, double t) {
    (void)context;
    return t * t * t * t * t;
}
static double power4(void *context, double t) {
    (void)context;
    return t * t * t * t;
}
static double power3(void *context, double t) {
    (void)context;
    return t * t * t;
}
static double square(void *context, double t) {
    (void)context;
    return t * t;
}
static double square_out(void *context, double t) {
    (void)context;
    return 2.0 * t - t * t;
}
static double identity(void *context, double t) {
    (void)context;
    return t;
}
static double sine_out(void *context, double t) {
    (void)context;
    return sin(t * REF_PI / 2.0);
}
static double cosine(void *context, double t) {
    (void)context;
    return cos(t * REF_PI / 2.0);
}

static double nan_at_06(void *context, double t) {
    (void)context;
    return (t > 0.59 && t < 0.61) ? NAN : t;
}

typedef struct named_curve {
    const char *name;
    ceasing_function f;
    void *context;
} named_curve;

static named_curve smooth_curves[] = {
    {"ease", bezier_curve_value, &ease_curve},
    {"sineInOut", sine_in_out, NULL},
    {"cubicInOut", cubic_in_out, NULL},
    {"elasticOut", elastic_out, NULL},
    {"bounceOut", bounce_out, NULL},
    {"arch", arch, NULL},
    {"holdMiddle", hold_middle, NULL},
};
#define CURVE_COUNT (sizeof smooth_curves / sizeof smooth_curves[0])

/* ---- evaluators written in the test ---- */

/* CSS linear() evaluation per the spec: A = last point with x <= input (the
   one before the last if that is the last point), B the next; equal x gives B. */
static double linear_points_value(const ceasing_point *p, size_t n, double x) {
    size_t a = 0, i;
    for (i = 0; i < n; i++) {
        if (p[i].x <= x) {
            a = i;
        }
    }
    if (a == n - 1) {
        a = n - 2;
    }
    if (p[a].x == p[a + 1].x) {
        return p[a + 1].y;
    }
    return p[a].y + (p[a + 1].y - p[a].y) * (x - p[a].x) / (p[a + 1].x - p[a].x);
}

static double cubic(double p0, double p1, double p2, double p3, double s) {
    double u = 1.0 - s;
    return u * u * u * p0 + 3.0 * u * u * s * p1 + 3.0 * u * s * s * p2 + s * s * s * p3;
}

/* Piecewise Bezier at time x: the last piece starting at or before x; inside
   it, the parameter by bisection on the monotone x(s). */
static double segments_value(const ceasing_bezier_segment *seg, size_t n, double x) {
    const ceasing_bezier_segment *q;
    size_t a = 0, i;
    double lo = 0.0, hi = 1.0;
    for (i = 0; i < n; i++) {
        if (seg[i].p0.x <= x) {
            a = i;
        }
    }
    q = &seg[a];
    if (x == q->p0.x) {
        return q->p0.y;
    }
    if (x >= q->p3.x) {
        return q->p3.y;
    }
    for (i = 0; i < 80; i++) {
        double mid = 0.5 * (lo + hi);
        if (cubic(q->p0.x, q->p1.x, q->p2.x, q->p3.x, mid) < x) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return cubic(q->p0.y, q->p1.y, q->p2.y, q->p3.y, 0.5 * (lo + hi));
}

/* Max |linear(x) - f(x)| over a dense grid plus both sides of every point. */
static double linear_dense_error(const ceasing_point *p, size_t n, ceasing_function f, void *context) {
    double worst = 0.0;
    size_t j;
    for (j = 0; j <= DENSE; j++) {
        double x = (double)j / DENSE;
        double e = fabs(linear_points_value(p, n, x) - f(context, x));
        worst = e > worst ? e : worst;
    }
    for (j = 0; j < n; j++) {
        double around[3];
        int k;
        around[0] = p[j].x;
        around[1] = nextafter(p[j].x, -1.0);
        around[2] = nextafter(p[j].x, 2.0);
        for (k = 0; k < 3; k++) {
            if (around[k] >= 0.0 && around[k] <= 1.0) {
                double e = fabs(linear_points_value(p, n, around[k]) - f(context, around[k]));
                worst = e > worst ? e : worst;
            }
        }
    }
    return worst;
}

static double segments_dense_error(const ceasing_bezier_segment *s, size_t n, ceasing_function f, void *context) {
    double worst = 0.0;
    size_t j;
    for (j = 0; j <= DENSE; j++) {
        double x = (double)j / DENSE;
        double e = fabs(segments_value(s, n, x) - f(context, x));
        worst = e > worst ? e : worst;
    }
    return worst;
}

/* Fewest evenly spaced samples (on the curve) that meet the tolerance. */
static size_t uniform_points_needed(ceasing_function f, void *context, double tolerance) {
    size_t intervals;
    for (intervals = 1; intervals < 2000; intervals++) {
        double worst = 0.0;
        size_t j, grid = 8192;
        for (j = 0; j <= grid && worst <= tolerance; j++) {
            double x = (double)j / (double)grid;
            size_t i = (size_t)(x * (double)intervals);
            double xa, xb, ya, yb;
            if (i >= intervals) {
                i = intervals - 1;
            }
            xa = (double)i / (double)intervals;
            xb = (double)(i + 1) / (double)intervals;
            ya = f(context, xa);
            yb = f(context, xb);
            worst = fmax(worst, fabs(ya + (yb - ya) * (x - xa) / (xb - xa) - f(context, x)));
        }
        if (worst <= tolerance) {
            return intervals + 1;
        }
    }
    return (size_t)-1;
}

static ceasing_point points[MAX_POINTS];
static ceasing_bezier_segment segments[MAX_SEGMENTS];

/* ---- linear sampling ---- */

static void test_sampling_stays_within_tolerance(void) {
    static const double tolerances[] = {1e-2, 1e-3, 1e-4};
    size_t c, t, i;
    for (c = 0; c < CURVE_COUNT; c++) {
        for (t = 0; t < 3; t++) {
            named_curve *nc = &smooth_curves[c];
            size_t n = 0;
            int ordered = 1;
            ceasing_easing easing;
            CHECK(ceasing_sample_linear(nc->f, nc->context, tolerances[t], points, MAX_POINTS, &n) == CEASING_OK);
            CHECK(n >= 2);
            if (n < 2) {
                continue;
            }
            CHECK(points[0].x == 0.0 && points[0].y == nc->f(nc->context, 0.0));
            CHECK(points[n - 1].x == 1.0 && points[n - 1].y == nc->f(nc->context, 1.0));
            for (i = 1; i < n; i++) {
                ordered = ordered && points[i].x >= points[i - 1].x;
            }
            CHECK(ordered);
            CHECK(linear_dense_error(points, n, nc->f, nc->context) <= tolerances[t]);
            /* a valid CSS linear() that the library evaluates the same way */
            CHECK(ceasing_easing_init_linear(&easing, points, n) == CEASING_OK);
            CHECK(ceasing_easing_evaluate(&easing, 0.37) == linear_points_value(points, n, 0.37));
        }
    }
}

static void test_sampling_beats_uniform(void) {
    static const double tolerances[] = {1e-2, 1e-3};
    size_t c, t;
    for (c = 0; c < CURVE_COUNT; c++) {
        for (t = 0; t < 2; t++) {
            named_curve *nc = &smooth_curves[c];
            size_t n = 0, uniform = uniform_points_needed(nc->f, nc->context, tolerances[t]);
            CHECK(ceasing_sample_linear(nc->f, nc->context, tolerances[t], points, MAX_POINTS, &n) == CEASING_OK);
            if (!(n <= uniform)) {
                fprintf(stderr, "%s at %g: %zu points, uniform needs %zu\n", nc->name, tolerances[t], n, uniform);
            }
            CHECK(n <= uniform);
        }
    }
    /* a curve with its detail in one place needs far fewer than uniform */
    {
        size_t n = 0;
        CHECK(ceasing_sample_linear(elastic_out, NULL, 1e-3, points, MAX_POINTS, &n) == CEASING_OK);
        CHECK(2 * n < uniform_points_needed(elastic_out, NULL, 1e-3));
    }
}

static void test_sampling_keeps_jumps_sharp(void) {
    static const ceasing_point expected[] = {{0.0, 0.0},   {0.25, 0.0}, {0.25, 0.25}, {0.5, 0.25}, {0.5, 0.5},
                                             {0.75, 0.5},  {0.75, 0.75}, {1.0, 0.75},  {1.0, 1.0}};
    size_t n = 0, i;
    CHECK(ceasing_sample_linear(steps4_end, NULL, 1e-3, points, MAX_POINTS, &n) == CEASING_OK);
    CHECK(n == 9);
    for (i = 0; i < 9 && i < n; i++) {
        CHECK(points[i].x == expected[i].x && points[i].y == expected[i].y);
    }
    CHECK(linear_dense_error(points, n, steps4_end, NULL) == 0.0);
    /* a jump right after 0 keeps the exact 0 at 0 */
    CHECK(ceasing_sample_linear(steps4_start, NULL, 1e-3, points, MAX_POINTS, &n) == CEASING_OK);
    CHECK(n >= 2 && points[0].x == 0.0 && points[0].y == 0.0);
    CHECK(linear_dense_error(points, n, steps4_start, NULL) == 0.0);
    /* the elastic jump of 4.9e-4 at t = 1 is kept when the tolerance is finer */
    CHECK(ceasing_sample_linear(elastic_out, NULL, 1e-4, points, MAX_POINTS, &n) == CEASING_OK);
    CHECK(n >= 3 && points[n - 2].x == 1.0 && points[n - 1].x == 1.0 && points[n - 1].y == 1.0);
    CHECK(fabs(points[n - 2].y - 1.0) > 4.8e-4);
}

static void test_sampling_large_tolerance_gives_the_chord(void) {
    size_t n = 0;
    CHECK(ceasing_sample_linear(identity, NULL, 1e-9, points, MAX_POINTS, &n) == CEASING_OK);
    CHECK(n == 2);
    CHECK(ceasing_sample_linear(sine_in_out, NULL, 0.5, points, MAX_POINTS, &n) == CEASING_OK);
    CHECK(n == 2 && points[1].x == 1.0 && points[1].y == 1.0);
}

static void test_sampling_errors_write_nothing(void) {
    size_t n = 12345, needed = 0, i;
    int untouched = 1;
    for (i = 0; i < 8; i++) {
        points[i].x = -3.0;
        points[i].y = -3.0;
    }
    CHECK(ceasing_sample_linear(NULL, NULL, 1e-3, points, 8, &n) == CEASING_ERROR_NULL);
    CHECK(ceasing_sample_linear(identity, NULL, 1e-3, points, 8, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_sample_linear(identity, NULL, 1e-3, NULL, 8, &n) == CEASING_ERROR_NULL);
    CHECK(ceasing_sample_linear(identity, NULL, NAN, points, 8, &n) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_sample_linear(identity, NULL, INFINITY, points, 8, &n) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_sample_linear(identity, NULL, 0.0, points, 8, &n) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_sample_linear(identity, NULL, -1e-3, points, 8, &n) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_sample_linear(identity, NULL, 9e-13, points, 8, &n) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_sample_linear(sine_in_out, NULL, 1e-4, points, 8, &n) == CEASING_ERROR_CAPACITY);
    CHECK(ceasing_sample_linear(nan_at_06, NULL, 1e-3, points, 8, &n) == CEASING_ERROR_NOT_FINITE);
    CHECK(n == 12345);
    for (i = 0; i < 8; i++) {
        untouched = untouched && points[i].x == -3.0 && points[i].y == -3.0;
    }
    CHECK(untouched);
    /* query mode gives the count that then fits exactly */
    CHECK(ceasing_sample_linear(sine_in_out, NULL, 1e-4, NULL, 0, &needed) == CEASING_OK);
    CHECK(needed > 8);
    CHECK(ceasing_sample_linear(sine_in_out, NULL, 1e-4, points, needed, &n) == CEASING_OK);
    CHECK(n == needed);
    CHECK(ceasing_sample_linear(sine_in_out, NULL, 1e-4, points, needed - 1, &n) == CEASING_ERROR_CAPACITY);
    /* the smallest accepted tolerance */
    CHECK(ceasing_sample_linear(identity, NULL, 1e-12, points, 8, &n) == CEASING_OK);
    CHECK(n == 2);
}

/* ---- adaptive Bezier fitting ---- */

static int pieces_are_well_formed(const ceasing_bezier_segment *s, size_t n, ceasing_function f, void *context) {
    size_t i;
    int ok = n >= 1 && s[0].p0.x == 0.0 && s[0].p0.y == f(context, 0.0) && s[n - 1].p3.x == 1.0 &&
             s[n - 1].p3.y == f(context, 1.0);
    for (i = 0; i < n; i++) {
        ceasing_cubic_bezier timing;
        ok = ok && ceasing_bezier_segment_timing(&s[i], &timing) == CEASING_OK;
        ok = ok && isfinite(timing.y1) && isfinite(timing.y2) && fabs(timing.y1) <= 1000.0 &&
             fabs(timing.y2) <= 1000.0;
        ok = ok && s[i].p0.x <= s[i].p1.x && s[i].p1.x <= s[i].p3.x && s[i].p0.x <= s[i].p2.x &&
             s[i].p2.x <= s[i].p3.x;
        if (i + 1 < n) {
            ok = ok && s[i].p3.x == s[i + 1].p0.x && s[i].p3.y == s[i + 1].p0.y;
        }
    }
    return ok;
}

static void test_fit_stays_within_tolerance(void) {
    static const double tolerances[] = {1e-2, 1e-3, 1e-4};
    size_t c, t;
    for (c = 0; c < CURVE_COUNT; c++) {
        for (t = 0; t < 3; t++) {
            named_curve *nc = &smooth_curves[c];
            size_t m = 0, n = 0;
            CHECK(ceasing_fit_bezier(nc->f, nc->context, tolerances[t], segments, MAX_SEGMENTS, &m) == CEASING_OK);
            CHECK(pieces_are_well_formed(segments, m, nc->f, nc->context));
            CHECK(segments_dense_error(segments, m, nc->f, nc->context) <= tolerances[t]);
            /* cubic pieces never need more pieces than straight ones */
            CHECK(ceasing_sample_linear(nc->f, nc->context, tolerances[t], points, MAX_POINTS, &n) == CEASING_OK);
            CHECK(m < n);
        }
    }
}

static void test_fit_recovers_a_cubic_bezier(void) {
    /* ease is one cubic Bezier: one piece, reproduced to solver accuracy */
    size_t m = 0;
    ceasing_cubic_bezier timing;
    CHECK(ceasing_fit_bezier(bezier_curve_value, &ease_curve, 1e-6, segments, MAX_SEGMENTS, &m) == CEASING_OK);
    CHECK(m == 1);
    CHECK(segments_dense_error(segments, m, bezier_curve_value, &ease_curve) <= 1e-9);
    CHECK(ceasing_bezier_segment_timing(&segments[0], &timing) == CEASING_OK);
    CHECK_CLOSE(timing.x1, 0.25, 1e-6);
    CHECK_CLOSE(timing.y1, 0.1, 1e-6);
    CHECK_CLOSE(timing.x2, 0.25, 1e-6);
    CHECK_CLOSE(timing.y2, 1.0, 1e-6);
}

static void test_fit_flat_and_returning_pieces(void) {
    size_t m = 0, i;
    /* a hold in the middle: no NaN, every piece exportable, within tolerance */
    CHECK(ceasing_fit_bezier(hold_middle, NULL, 1e-4, segments, MAX_SEGMENTS, &m) == CEASING_OK);
    CHECK(pieces_are_well_formed(segments, m, hold_middle, NULL));
    CHECK(segments_dense_error(segments, m, hold_middle, NULL) <= 1e-4);
    /* 4t(1 - t) returns to 0: no piece may start and end at the same value */
    CHECK(ceasing_fit_bezier(arch, NULL, 1e-3, segments, MAX_SEGMENTS, &m) == CEASING_OK);
    CHECK(m >= 2);
    for (i = 0; i < m; i++) {
        CHECK(segments[i].p0.y != segments[i].p3.y);
    }
    CHECK(pieces_are_well_formed(segments, m, arch, NULL));
    /* FC's "should fail" case f == 1 is one flat piece */
    CHECK(ceasing_fit_bezier(constant_one, NULL, 1e-3, segments, MAX_SEGMENTS, &m) == CEASING_OK);
    CHECK(m == 1 && segments[0].p1.y == 1.0 && segments[0].p2.y == 1.0);
    {
        ceasing_cubic_bezier timing;
        CHECK(ceasing_bezier_segment_timing(&segments[0], &timing) == CEASING_OK);
        CHECK(timing.x1 == 0.0 && timing.y1 == 0.0 && timing.x2 == 1.0 && timing.y2 == 1.0);
    }
}

static void test_fit_jumps(void) {
    size_t m = 0;
    CHECK(ceasing_fit_bezier(steps4_end, NULL, 1e-3, segments, MAX_SEGMENTS, &m) == CEASING_OK);
    /* four flat stairs and four one-ulp risers */
    CHECK(m == 8);
    CHECK(pieces_are_well_formed(segments, m, steps4_end, NULL));
    CHECK(segments_dense_error(segments, m, steps4_end, NULL) <= 1e-15);
    CHECK(segments[1].p0.x == nextafter(0.25, 0.0) && segments[1].p3.x == 0.25);
    CHECK(ceasing_fit_bezier(steps4_start, NULL, 1e-3, segments, MAX_SEGMENTS, &m) == CEASING_OK);
    CHECK(pieces_are_well_formed(segments, m, steps4_start, NULL));
    CHECK(segments_dense_error(segments, m, steps4_start, NULL) <= 1e-15);
}

static void test_fit_errors_write_nothing(void) {
    size_t m = 777, needed = 0;
    ceasing_bezier_segment sentinel;
    memset(&sentinel, 0x5A, sizeof sentinel);
    segments[0] = sentinel;
    CHECK(ceasing_fit_bezier(NULL, NULL, 1e-3, segments, 1, &m) == CEASING_ERROR_NULL);
    CHECK(ceasing_fit_bezier(identity, NULL, 1e-3, segments, 1, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_fit_bezier(identity, NULL, 1e-3, NULL, 1, &m) == CEASING_ERROR_NULL);
    CHECK(ceasing_fit_bezier(identity, NULL, NAN, segments, 1, &m) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_fit_bezier(identity, NULL, -INFINITY, segments, 1, &m) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_fit_bezier(identity, NULL, 0.0, segments, 1, &m) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_fit_bezier(identity, NULL, 5e-13, segments, 1, &m) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_fit_bezier(elastic_out, NULL, 1e-3, segments, 1, &m) == CEASING_ERROR_CAPACITY);
    CHECK(ceasing_fit_bezier(nan_at_06, NULL, 1e-3, segments, 1, &m) == CEASING_ERROR_NOT_FINITE);
    CHECK(m == 777);
    CHECK(memcmp(&segments[0], &sentinel, sizeof sentinel) == 0);
    CHECK(ceasing_fit_bezier(elastic_out, NULL, 1e-3, NULL, 0, &needed) == CEASING_OK);
    CHECK(needed > 1);
    CHECK(ceasing_fit_bezier(elastic_out, NULL, 1e-3, segments, needed, &m) == CEASING_OK);
    CHECK(m == needed);
}

/* ---- FCAnimationFactory's fixed-segment fit ---- */

static void normalised(const ceasing_bezier_segment *s, double c[4]) {
    double dx = s->p3.x - s->p0.x, dy = s->p3.y - s->p0.y;
    c[0] = (s->p1.x - s->p0.x) / dx;
    c[1] = (s->p1.y - s->p0.y) / dy;
    c[2] = (s->p2.x - s->p0.x) / dx;
    c[3] = (s->p2.y - s->p0.y) / dy;
}

/* FC's accuracy measure: mean |y(t) - f(x(t))| over t = 0, 0.01, ..., 1 (101 samples). */
static double fc_mean_error(const ceasing_bezier_segment *s, ceasing_function f) {
    double sum = 0.0;
    int k;
    for (k = 0; k <= 100; k++) {
        double t = k / 100.0;
        double x = cubic(s->p0.x, s->p1.x, s->p2.x, s->p3.x, t);
        sum += fabs(cubic(s->p0.y, s->p1.y, s->p2.y, s->p3.y, t) - f(NULL, x));
    }
    return sum / 101.0;
}

static void test_fc_published_control_points(void) {
    ceasing_bezier_segment s[4];
    double c[4];
    /* seeds.md 6.1 row 9: the linear block gives (0, 0), (1, 1) */
    CHECK(ceasing_fit_bezier_uniform(identity, NULL, 1, s, 4, NULL) == CEASING_OK);
    normalised(&s[0], c);
    CHECK_CLOSE(c[0], 0.0, 1e-6);
    CHECK_CLOSE(c[1], 0.0, 1e-6);
    CHECK_CLOSE(c[2], 1.0, 1e-6);
    CHECK_CLOSE(c[3], 1.0, 1e-6);
    /* row 11: x^5 over T = 0.5, i.e. two pieces */
    CHECK(ceasing_fit_bezier_uniform(power5, NULL, 2, s, 4, NULL) == CEASING_OK);
    normalised(&s[0], c);
    CHECK_CLOSE(c[0], 0.249994, 1e-4);
    CHECK_CLOSE(c[1], 0.0, 1e-4);
    CHECK_CLOSE(c[2], 0.75, 1e-4);
    CHECK_CLOSE(c[3], -0.25, 1e-4);
    normalised(&s[1], c);
    CHECK_CLOSE(c[0], 0.31667, 1e-4);
    CHECK_CLOSE(c[1], 0.05107, 1e-4);
    CHECK_CLOSE(c[2], 0.68333, 1e-4);
    CHECK_CLOSE(c[3], 0.18279, 1e-4);
    CHECK_CLOSE(s[0].p0.y, 0.0, 1e-4);
    CHECK_CLOSE(s[1].p0.y, 0.03125, 1e-4);
    CHECK_CLOSE(s[1].p3.y, 1.0, 1e-4);
    /* row 12: blocks x^2 and 2x - x^2, one piece each */
    CHECK(ceasing_fit_bezier_uniform(square, NULL, 1, s, 4, NULL) == CEASING_OK);
    normalised(&s[0], c);
    CHECK_CLOSE(c[0], 0.33334, 1e-4);
    CHECK_CLOSE(c[1], 0.0, 1e-4);
    CHECK_CLOSE(c[2], 0.66666, 1e-4);
    CHECK_CLOSE(c[3], 0.33333, 1e-4);
    /* row 14: the same fit has c1.y = 0 and end slope (1 - c2.y) / (1 - c2.x) = 2 */
    CHECK_CLOSE((1.0 - c[3]) / (1.0 - c[2]), 2.0, 1e-3);
    CHECK(ceasing_fit_bezier_uniform(square_out, NULL, 1, s, 4, NULL) == CEASING_OK);
    normalised(&s[0], c);
    CHECK_CLOSE(c[0], 0.33333, 1e-4);
    CHECK_CLOSE(c[1], 0.66666, 1e-4);
    CHECK_CLOSE(c[2], 0.66666, 1e-4);
    CHECK_CLOSE(c[3], 1.0, 1e-4);
}

static void test_fc_published_accuracy(void) {
    ceasing_bezier_segment s[4];
    int k;
    double worst = 0.0;
    /* rows 15-18 */
    CHECK(ceasing_fit_bezier_uniform(identity, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], identity) < 0.001);
    CHECK(ceasing_fit_bezier_uniform(square, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], square) < 0.001);
    CHECK(ceasing_fit_bezier_uniform(square_out, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], square_out) < 0.001);
    CHECK(ceasing_fit_bezier_uniform(power3, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], power3) < 0.001);
    CHECK(ceasing_fit_bezier_uniform(power4, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], power4) < 0.01);
    CHECK_CLOSE(fc_mean_error(&s[0], power4), 0.007603, 2e-4); /* FC's comment: 0.007612 */
    CHECK(ceasing_fit_bezier_uniform(power5, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], power5) < 0.1);
    CHECK_CLOSE(fc_mean_error(&s[0], power5), 0.017494, 2e-4); /* FC's comment: 0.017502 */
    CHECK(ceasing_fit_bezier_uniform(sine_out, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], sine_out) < 0.001);
    CHECK(ceasing_fit_bezier_uniform(cosine, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(fc_mean_error(&s[0], cosine) < 0.001);
    /* row 19: x^5 in 4 pieces */
    CHECK(ceasing_fit_bezier_uniform(power5, NULL, 4, s, 4, NULL) == CEASING_OK);
    for (k = 0; k < 4; k++) {
        worst = fmax(worst, fc_mean_error(&s[k], power5));
    }
    CHECK(worst < 0.001);
}

static void test_fc_degenerate_pieces_have_no_nan(void) {
    ceasing_bezier_segment s[4];
    ceasing_cubic_bezier timing;
    double max_error = -1.0;
    size_t i;
    /* row 20: FC gives NaN for f == 1; here a flat piece with a linear timing */
    CHECK(ceasing_fit_bezier_uniform(constant_one, NULL, 1, s, 4, &max_error) == CEASING_OK);
    CHECK(s[0].p1.y == 1.0 && s[0].p2.y == 1.0 && isfinite(s[0].p1.x) && isfinite(s[0].p2.x));
    CHECK(max_error == 0.0);
    CHECK(ceasing_bezier_segment_timing(&s[0], &timing) == CEASING_OK);
    CHECK(timing.x1 == 0.0 && timing.y1 == 0.0 && timing.x2 == 1.0 && timing.y2 == 1.0);
    /* the arch returns: the whole-range piece exists but has no timing function */
    CHECK(ceasing_fit_bezier_uniform(arch, NULL, 1, s, 4, NULL) == CEASING_OK);
    CHECK(isfinite(s[0].p1.x) && isfinite(s[0].p1.y) && isfinite(s[0].p2.x) && isfinite(s[0].p2.y));
    CHECK(ceasing_bezier_segment_timing(&s[0], &timing) == CEASING_ERROR_OUT_OF_RANGE);
    /* the hold: every piece finite, the error reported honestly */
    CHECK(ceasing_fit_bezier_uniform(hold_middle, NULL, 4, s, 4, &max_error) == CEASING_OK);
    for (i = 0; i < 4; i++) {
        CHECK(isfinite(s[i].p1.x) && isfinite(s[i].p1.y) && isfinite(s[i].p2.x) && isfinite(s[i].p2.y));
    }
    CHECK(segments_dense_error(s, 4, hold_middle, NULL) <= max_error * 1.01 + 1e-12);
}

static void test_fc_errors_write_nothing(void) {
    ceasing_bezier_segment s[2], sentinel;
    double max_error = -5.0;
    memset(&sentinel, 0x33, sizeof sentinel);
    s[0] = sentinel;
    CHECK(ceasing_fit_bezier_uniform(NULL, NULL, 1, s, 2, &max_error) == CEASING_ERROR_NULL);
    CHECK(ceasing_fit_bezier_uniform(identity, NULL, 1, NULL, 2, &max_error) == CEASING_ERROR_NULL);
    CHECK(ceasing_fit_bezier_uniform(identity, NULL, 0, s, 2, &max_error) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_fit_bezier_uniform(identity, NULL, 3, s, 2, &max_error) == CEASING_ERROR_CAPACITY);
    CHECK(ceasing_fit_bezier_uniform(nan_at_06, NULL, 2, s, 2, &max_error) == CEASING_ERROR_NOT_FINITE);
    CHECK(max_error == -5.0);
    CHECK(memcmp(&s[0], &sentinel, sizeof sentinel) == 0);
}

static void test_segment_timing(void) {
    ceasing_bezier_segment s;
    ceasing_cubic_bezier timing, untouched;
    memset(&untouched, 0x11, sizeof untouched);
    timing = untouched;
    /* a piece over [0.5, 0.75] from 0.2 to 0.6 */
    s.p0.x = 0.5;
    s.p0.y = 0.2;
    s.p1.x = 0.55;
    s.p1.y = 0.1;
    s.p2.x = 0.7;
    s.p2.y = 0.6;
    s.p3.x = 0.75;
    s.p3.y = 0.6;
    CHECK(ceasing_bezier_segment_timing(&s, &timing) == CEASING_OK);
    CHECK_CLOSE(timing.x1, 0.2, 1e-15);
    CHECK_CLOSE(timing.y1, -0.25, 1e-15);
    CHECK_CLOSE(timing.x2, 0.8, 1e-15);
    CHECK_CLOSE(timing.y2, 1.0, 1e-15);
    CHECK(ceasing_bezier_segment_timing(NULL, &timing) == CEASING_ERROR_NULL);
    CHECK(ceasing_bezier_segment_timing(&s, NULL) == CEASING_ERROR_NULL);
    timing = untouched;
    s.p3.y = 0.2; /* returns to 0.2 without being flat */
    CHECK(ceasing_bezier_segment_timing(&s, &timing) == CEASING_ERROR_OUT_OF_RANGE);
    s.p3.y = 0.6;
    s.p1.x = 0.4; /* handle before the start: x1 < 0 */
    CHECK(ceasing_bezier_segment_timing(&s, &timing) == CEASING_ERROR_OUT_OF_RANGE);
    s.p1.x = 0.55;
    s.p3.x = 0.5; /* zero duration */
    CHECK(ceasing_bezier_segment_timing(&s, &timing) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(memcmp(&timing, &untouched, sizeof timing) == 0);
}

int main(void) {
    RUN(test_sampling_stays_within_tolerance);
    RUN(test_sampling_beats_uniform);
    RUN(test_sampling_keeps_jumps_sharp);
    RUN(test_sampling_large_tolerance_gives_the_chord);
    RUN(test_sampling_errors_write_nothing);
    RUN(test_fit_stays_within_tolerance);
    RUN(test_fit_recovers_a_cubic_bezier);
    RUN(test_fit_flat_and_returning_pieces);
    RUN(test_fit_jumps);
    RUN(test_fit_errors_write_nothing);
    RUN(test_fc_published_control_points);
    RUN(test_fc_published_accuracy);
    RUN(test_fc_degenerate_pieces_have_no_nan);
    RUN(test_fc_errors_write_nothing);
    RUN(test_segment_timing);
    return check_summary("ceasing_fit");
}
