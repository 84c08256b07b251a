/* The numeric claims of ceasing.h's [lut] and [fit] sections, checked where
   they are stated, by counting (calls of f, points, pieces) rather than by
   timing (the CSS curves' step counts are in test_ceasing_css_cost.c):
   - cubic-bezier(): t is found to full precision where Newton crawls
     (x(t) = t^3 at x down to 2^-1074, oracle cbrt);
   - [fit] Figures: the linear() points and Bezier pieces of 8 curves at 1e-2,
     1e-3 and 1e-4, exactly as the table says, each export within its
     tolerance on a dense grid;
   - [fit] Work: f is called at most 6,000 times per linear() piece and
     120,000 times per Bezier piece for those curves, and every call, the
     query form included, stops within the 2^24-sample cap: a curve that is
     noise everywhere fails with CEASING_ERROR_NOT_CONVERGED having called f
     at most 2^24 times;
   - [fit] The smallest uniform sampling meeting 1e-3: 40 points for ease,
     217 for easeOutElastic (and 39, 216 do not meet it);
   - [lut] Baking: ceasing_lut_bake calls f at most 540 times per interval,
     on every named curve at 2..1025 knots.
   The oracle for errors is the library's curve sampled densely (every
   interval of the export 64 times plus both ends). */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"


#define MAX_POINTS 4096
#define MAX_SEGMENTS 512

typedef struct counted {
    ceasing_curve curve;
    unsigned long calls;
} counted;

static double counted_curve(void *context, double t) {
    counted *c = context;
    c->calls++;
    return ceasing_curve_evaluate(c->curve, t);
}

static ceasing_point points[MAX_POINTS];
static ceasing_bezier_segment segments[MAX_SEGMENTS];

/* |linear interpolation of points - curve|, 64 samples per piece */
static double linear_error(const ceasing_point *p, size_t n, ceasing_curve c) {
    double worst = 0.0;
    size_t i;
    int k;
    for (i = 0; i + 1 < n; i++) {
        double x0 = p[i].x, x1 = p[i + 1].x;
        if (!(x1 > x0)) continue;
        for (k = 1; k < 64; k++) {
            double t = x0 + (x1 - x0) * k / 64.0;
            double y = p[i].y + (p[i + 1].y - p[i].y) * ((t - x0) / (x1 - x0));
            worst = fmax(worst, fabs(y - ceasing_curve_evaluate(c, t)));
        }
    }
    return worst;
}

static double bezier_error(const ceasing_bezier_segment *s, size_t n, ceasing_curve c) {
    double worst = 0.0;
    size_t i;
    int k;
    for (i = 0; i < n; i++) {
        for (k = 0; k <= 256; k++) {
            double u = k / 256.0, w = 1.0 - u;
            double x = w * w * w * s[i].p0.x + 3 * w * w * u * s[i].p1.x + 3 * w * u * u * s[i].p2.x + u * u * u * s[i].p3.x;
            double y = w * w * w * s[i].p0.y + 3 * w * w * u * s[i].p1.y + 3 * w * u * u * s[i].p2.y + u * u * u * s[i].p3.y;
            /* a jump's straight piece spans two adjacent doubles: only its ends are curve points */
            if ((x <= s[i].p0.x || x >= s[i].p3.x) && k != 0 && k != 256) continue;
            if (k == 256) y = s[i].p3.y;
            worst = fmax(worst, fabs(y - ceasing_curve_evaluate(c, x)));
        }
    }
    return worst;
}

static const struct figure {
    ceasing_curve curve;
    size_t linear[3], bezier[3];
} figures[] = {
    {CEASING_CURVE_EASE, {8, 23, 69}, {1, 1, 1}},
    {CEASING_CURVE_SINE_IN_OUT, {8, 20, 62}, {1, 1, 2}},
    {CEASING_CURVE_CUBIC_IN_OUT, {10, 28, 84}, {1, 2, 2}},
    {CEASING_CURVE_BACK_OUT, {9, 26, 78}, {1, 1, 1}},
    {CEASING_CURVE_CIRC_OUT, {10, 30, 94}, {1, 2, 4}},
    {CEASING_CURVE_EXPO_OUT, {8, 23, 71}, {2, 2, 3}},
    {CEASING_CURVE_BOUNCE_OUT, {16, 45, 142}, {4, 5, 7}},
    {CEASING_CURVE_ELASTIC_OUT, {17, 52, 163}, {4, 6, 9}},
};

static void test_fit_figures_and_calls(void) {
    static const double tolerances[3] = {1e-2, 1e-3, 1e-4};
    unsigned long most_per_piece = 0, most_linear = 0;
    size_t f, t;
    for (f = 0; f < sizeof figures / sizeof figures[0]; f++) {
        for (t = 0; t < 3; t++) {
            counted c;
            unsigned long lin_calls;
            size_t n = 0, query = 0;
            const char *name = ceasing_curve_name(figures[f].curve);
            c.curve = figures[f].curve;
            /* linear(): the query and the write agree; count calls of the write */
            c.calls = 0;
            CHECK(ceasing_sample_linear(counted_curve, &c, tolerances[t], NULL, 0, &query) == CEASING_OK);
            c.calls = 0;
            CHECK(ceasing_sample_linear(counted_curve, &c, tolerances[t], points, MAX_POINTS, &n) == CEASING_OK);
            CHECK(n == query);
            if (n != figures[f].linear[t]) {
                fprintf(stderr, "%s at %g: %zu linear() points, the header says %zu\n", name, tolerances[t], n,
                        figures[f].linear[t]);
                CHECK(0);
            }
            CHECK(linear_error(points, n, c.curve) <= tolerances[t]);
            CHECK(c.calls <= 1000UL * (n - 1));
            lin_calls = c.calls / (n - 1);
            /* Bezier */
            c.calls = 0;
            CHECK(ceasing_fit_bezier(counted_curve, &c, tolerances[t], segments, MAX_SEGMENTS, &n) == CEASING_OK);
            if (n != figures[f].bezier[t]) {
                fprintf(stderr, "%s at %g: %zu Bezier pieces, the header says %zu\n", name, tolerances[t], n,
                        figures[f].bezier[t]);
                CHECK(0);
            }
            if (!(bezier_error(segments, n, c.curve) <= tolerances[t])) {
                fprintf(stderr, "%s at %g: Bezier error %.6g\n", name, tolerances[t], bezier_error(segments, n, c.curve));
                CHECK(0);
            }
            most_linear = lin_calls > most_linear ? lin_calls : most_linear;
            CHECK(c.calls <= 120000UL * n);
            if (c.calls / n > most_per_piece) most_per_piece = c.calls / n;
        }
    }
    printf("fit figures: as the header says; at most %lu calls of f per linear() piece, %lu per Bezier piece\n",
           most_linear, most_per_piece);
}

/* noise: a different value at every double, so no piece ever fits */
static double noise(void *context, double t) {
    uint64_t bits;
    unsigned long *calls = context;
    (*calls)++;
    memcpy(&bits, &t, sizeof bits);
    bits ^= bits >> 33;
    bits *= 0xff51afd7ed558ccdULL;
    bits ^= bits >> 33;
    return (double)(bits >> 11) / 9007199254740992.0;
}

static void test_sample_cap_bounds_every_call(void) {
    unsigned long calls = 0;
    size_t n = 0;
    const unsigned long cap = 1UL << 24;
    CHECK(ceasing_sample_linear(noise, &calls, 1e-12, NULL, 0, &n) == CEASING_ERROR_NOT_CONVERGED);
    CHECK(calls <= cap);
    printf("noise, linear() query: NOT_CONVERGED after %lu calls of f (cap 2^24 samples)\n", calls);
    calls = 0;
    CHECK(ceasing_fit_bezier(noise, &calls, 1e-12, NULL, 0, &n) == CEASING_ERROR_NOT_CONVERGED);
    CHECK(calls <= cap);
    printf("noise, Bezier query: NOT_CONVERGED after %lu calls of f\n", calls);
}

/* The largest |uniform n-point interpolation - curve|: 256 samples per piece,
   the best one refined by 3 rounds of finer grids. */
static double uniform_error(ceasing_curve c, size_t n) {
    double worst = 0.0;
    size_t i;
    for (i = 0; i + 1 < n; i++) {
        double x0 = (double)i / (double)(n - 1), x1 = (double)(i + 1) / (double)(n - 1);
        double y0 = ceasing_curve_evaluate(c, x0), y1 = ceasing_curve_evaluate(c, x1);
        double a = x0, b = x1;
        int round, k;
        for (round = 0; round < 4; round++) {
            double best_t = a, best = -1.0, width = (b - a) / 256.0;
            for (k = 0; k <= 256; k++) {
                double t = a + width * k;
                double e = fabs(y0 + (y1 - y0) * ((t - x0) / (x1 - x0)) - ceasing_curve_evaluate(c, t));
                if (e > best) {
                    best = e;
                    best_t = t;
                }
            }
            worst = fmax(worst, best);
            a = fmax(x0, best_t - width);
            b = fmin(x1, best_t + width);
        }
    }
    return worst;
}

static void test_uniform_sampling_figures(void) {
    CHECK(uniform_error(CEASING_CURVE_EASE, 40) <= 1e-3);
    CHECK(uniform_error(CEASING_CURVE_EASE, 39) > 1e-3);
    CHECK(uniform_error(CEASING_CURVE_ELASTIC_OUT, 217) <= 1e-3);
    CHECK(uniform_error(CEASING_CURVE_ELASTIC_OUT, 216) > 1e-3);
}

static void test_lut_bake_calls(void) {
    static const size_t knots[] = {2, 17, 65, 257, 1025};
    static double storage[2 * 1025];
    double most = 0.0;
    int c;
    size_t r;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        for (r = 0; r < sizeof knots / sizeof knots[0]; r++) {
            counted cc;
            ceasing_lut lut;
            double per;
            cc.curve = (ceasing_curve)c;
            cc.calls = 0;
            CHECK(ceasing_lut_bake(&lut, storage, 2 * 1025, knots[r], counted_curve, &cc) == CEASING_OK);
            per = (double)cc.calls / (double)(knots[r] - 1);
            CHECK(per <= 540.0);
            most = fmax(most, per);
        }
    }
    printf("ceasing_lut_bake: at most %.1f calls of f per interval (every named curve, 2..1025 knots)\n", most);
}

/* max_error below 1e-12 is out of range, 1e-12 itself is not (linear()
   then needs more than the cap allows: about 1e6 points). */
static void test_smallest_tolerance(void) {
    counted c;
    size_t n = 0;
    c.curve = CEASING_CURVE_LINEAR;
    c.calls = 0;
    CHECK(ceasing_sample_linear(counted_curve, &c, nextafter(1e-12, 0.0), NULL, 0, &n) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_fit_bezier(counted_curve, &c, nextafter(1e-12, 0.0), NULL, 0, &n) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(c.calls == 0);
    /* a straight line is one piece at any tolerance */
    CHECK(ceasing_sample_linear(counted_curve, &c, 1e-12, NULL, 0, &n) == CEASING_OK && n == 2);
    CHECK(ceasing_fit_bezier(counted_curve, &c, 1e-12, NULL, 0, &n) == CEASING_OK && n == 1);
    c.curve = CEASING_CURVE_SINE_IN_OUT;
    CHECK(ceasing_fit_bezier(counted_curve, &c, 1e-12, segments, MAX_SEGMENTS, &n) == CEASING_OK);
    CHECK(bezier_error(segments, n, c.curve) <= 1e-12);
}

/* ceasing.h ceasing_cubic_bezier_evaluate: t with x(t) = x to full double
   precision, also where Newton converges slowly: cubic-bezier(0, y1, 0, y2)
   has x(t) = t^3, so t = cbrt(x) and y = 3 t (1 - t)^2 y1 + 3 t^2 (1 - t) y2 + t^3. */
static void test_bezier_cube_root_inputs(void) {
    static const double xs[] = {5e-324, 1e-310, 1e-300, 1e-200, 1e-100, 1e-60, 1e-30, 1e-12};
    ceasing_cubic_bezier bz;
    size_t i;
    CHECK(ceasing_cubic_bezier_init(&bz, 0.0, 1.0, 0.0, 0.0) == CEASING_OK);
    for (i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        double t = cbrt(xs[i]), expected = 3.0 * t * (1.0 - t) * (1.0 - t) + t * t * t;
        double y = ceasing_cubic_bezier_evaluate(&bz, xs[i]);
        if (!(fabs(y - expected) <= 1e-14 * expected)) {
            fprintf(stderr, "  cubic-bezier(0, 1, 0, 0) at %g: %.17g, expected %.17g\n", xs[i], y, expected);
            CHECK(0);
        }
    }
}

int main(void) {
    RUN(test_bezier_cube_root_inputs);
    RUN(test_smallest_tolerance);
    RUN(test_fit_figures_and_calls);
    RUN(test_uniform_sampling_figures);
    RUN(test_lut_bake_calls);
    RUN(test_sample_cap_bounds_every_call);
    return check_summary("ceasing.h claims");
}
