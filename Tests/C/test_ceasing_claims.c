/* The numeric claims of ceasing.h's [lut] and [fit] sections, and the cost
   of the CSS curves, checked where they are stated, by counting (calls of f,
   points, pieces, solver and search steps) rather than by timing:
   - cubic-bezier(): at most 6 fast Newton steps, then at most 8 + 200 Newton
     and 1075 bisection steps in the safe solver, for every extreme curve
     (x1, x2 from 0 through subnormals to 1, y1, y2 up to +-DBL_MAX) at
     inputs from 2^-1074 to 1 - 2^-53; no step outside (0, 1) or for NaN;
     init solves 15 knots; on random ordinary curves more than 90 % of
     evaluations take two steps and fewer than 1 % reach the safe solver;
     and t is found to full precision where Newton crawls (x(t) = t^3 at
     tiny x, oracle cbrt);
   - linear(): at most ceil(log2(count + 1)) search steps;
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

/* The CSS curves' solver and search steps, counted by compiling ceasing_css.c
   here with its counting hook (the library's own copy is not linked in). */
static struct css_counts {
    long fast_newton, safe_newton, safe_bracketed, safe_bisection, linear_search;
} css_counts;
#define CEASING_CSS_COUNT(counter) (css_counts.counter++)
#include "../../Sources/CEasing/ceasing_css.c"

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
            CHECK(c.calls <= 6000UL * (n - 1));
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

/* A small deterministic generator for control points. */
static uint64_t css_rng_state = 0x9e3779b97f4a7c15ULL;
static double css_uniform(double lo, double hi) {
    uint64_t z;
    css_rng_state += 0x9e3779b97f4a7c15ULL;
    z = css_rng_state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return lo + (hi - lo) * ((double)(z >> 11) / 9007199254740992.0);
}

/* Extreme control points and inputs. */
static const double css_extreme_x[] = {0.0, 5e-324, 1e-310, 1e-300, 1e-200, 1e-16, 0x1p-53, 1e-9, 0.25,
                                       0.49999999999999994, 0.5, 0.5000000000000001, 0.75, 1.0 - 1e-9,
                                       0.9999999999999999, 0.99999999999999989, 1.0};
static const double css_extreme_y[] = {-DBL_MAX, -1e300, -1e200, -1e30, -2.0, -5e-324, 0.0, 5e-324, 1e-300, 0.5,
                                       1.0, 2.0, 1e30, 1e200, 1e300, DBL_MAX};
static const double css_inputs[] = {5e-324, 1e-310, 1e-300, 1e-100, 1e-17, 1e-16, 0x1p-52, 1e-9, 1e-3, 0.1, 1.0 / 3.0,
                                    0.49999999999999994, 0.5, 0.5000000000000001, 2.0 / 3.0, 0.9, 0.999,
                                    1.0 - 1e-9, 1.0 - 0x1p-52, 0.99999999999999989, 0.9999999999999999};
#define CSS_COUNT(a) (sizeof(a) / sizeof((a)[0]))

static void reset_css_counts(void) {
    memset(&css_counts, 0, sizeof css_counts);
}

static long safe_steps(void) {
    return css_counts.safe_newton + css_counts.safe_bracketed + css_counts.safe_bisection;
}

/* ceasing.h [css] Cost: at most 6 fast Newton steps, then at most 8 plain and
   200 bracketed Newton steps and 1075 bisection steps in the safe solver, for
   every valid curve and x in (0, 1); none outside (0, 1) or for NaN; init
   solves its 15 inner knots with the safe solver. Every extreme control point
   (x from 0 through subnormals to 1, y up to +-DBL_MAX) at every extreme input. */
static void test_bezier_step_bounds(void) {
    static const double outside[] = {-DBL_MAX, -1e300, -1.0, -5e-324, 0.0, 1.0, 1.0 + 0x1p-52, 1e300, DBL_MAX};
    long most_fast = 0, most_newton = 0, most_bracketed = 0, most_bisection = 0, most_init = 0, curves = 0;
    size_t a, b, c, d, i;
    for (a = 0; a < CSS_COUNT(css_extreme_x); a++)
        for (b = 0; b < CSS_COUNT(css_extreme_y); b++)
            for (c = 0; c < CSS_COUNT(css_extreme_x); c++)
                for (d = 0; d < CSS_COUNT(css_extreme_y); d++) {
                    ceasing_cubic_bezier bz;
                    reset_css_counts();
                    CHECK(ceasing_cubic_bezier_init(&bz, css_extreme_x[a], css_extreme_y[b], css_extreme_x[c],
                                                    css_extreme_y[d]) == CEASING_OK);
                    CHECK(css_counts.fast_newton == 0 && css_counts.safe_newton <= 15 * 8 &&
                          css_counts.safe_bracketed <= 15 * 200 && css_counts.safe_bisection <= 15 * 1075);
                    if (safe_steps() > most_init) most_init = safe_steps();
                    curves++;
                    for (i = 0; i < CSS_COUNT(css_inputs); i++) {
                        reset_css_counts();
                        CHECK(ceasing_cubic_bezier_evaluate(&bz, css_inputs[i]) == ceasing_cubic_bezier_evaluate(&bz, css_inputs[i]));
                        reset_css_counts();
                        (void)ceasing_cubic_bezier_evaluate(&bz, css_inputs[i]);
                        if (css_counts.fast_newton > 6 || css_counts.safe_newton > 8 || css_counts.safe_bracketed > 200 ||
                            css_counts.safe_bisection > 1075) {
                            fprintf(stderr, "  cubic-bezier(%g, %g, %g, %g) at %g: %ld fast, %ld + %ld + %ld safe steps\n",
                                    bz.x1, bz.y1, bz.x2, bz.y2, css_inputs[i], css_counts.fast_newton,
                                    css_counts.safe_newton, css_counts.safe_bracketed, css_counts.safe_bisection);
                            CHECK(0);
                        }
                        if (css_counts.fast_newton > most_fast) most_fast = css_counts.fast_newton;
                        if (css_counts.safe_newton > most_newton) most_newton = css_counts.safe_newton;
                        if (css_counts.safe_bracketed > most_bracketed) most_bracketed = css_counts.safe_bracketed;
                        if (css_counts.safe_bisection > most_bisection) most_bisection = css_counts.safe_bisection;
                    }
                    for (i = 0; i < CSS_COUNT(outside); i++) {
                        reset_css_counts();
                        (void)ceasing_cubic_bezier_evaluate(&bz, outside[i]);
                        CHECK(css_counts.fast_newton == 0 && safe_steps() == 0);
                    }
                    reset_css_counts();
                    CHECK(ceasing_cubic_bezier_evaluate(&bz, NAN) != ceasing_cubic_bezier_evaluate(&bz, NAN));
                    CHECK(css_counts.fast_newton == 0 && safe_steps() == 0);
                }
    printf("cubic-bezier steps over %ld extreme curves: at most %ld fast; safe %ld plain + %ld bracketed + %ld bisection; "
           "init %ld safe steps\n",
           curves, most_fast, most_newton, most_bracketed, most_bisection, most_init);
}

/* ceasing.h [css] Cost: over 10,000 random curves (x1, x2 in [0, 1], y1, y2 in
   [-2, 2]) at x = 1/12 ... 11/12, more than 90 % of evaluations take two
   Newton steps and fewer than 1 % reach the safe solver. */
static void test_bezier_typical_steps(void) {
    long two = 0, slow = 0, total = 0;
    int n, k;
    for (n = 0; n < 10000; n++) {
        ceasing_cubic_bezier bz;
        CHECK(ceasing_cubic_bezier_init(&bz, css_uniform(0, 1), css_uniform(-2, 2), css_uniform(0, 1), css_uniform(-2, 2)) ==
              CEASING_OK);
        for (k = 1; k <= 11; k++) {
            reset_css_counts();
            (void)ceasing_cubic_bezier_evaluate(&bz, k / 12.0);
            total++;
            if (safe_steps() > 0) slow++;
            if (css_counts.fast_newton == 2 && safe_steps() == 0) two++;
        }
    }
    CHECK(two > 0.9 * (double)total);
    CHECK(slow < 0.01 * (double)total);
    printf("cubic-bezier, random curves: %.2f %% take two Newton steps, %.2f %% reach the safe solver\n",
           100.0 * (double)two / (double)total, 100.0 * (double)slow / (double)total);
}

/* ceasing.h ceasing_cubic_bezier_evaluate: t with x(t) = x to full double
   precision, also where Newton converges slowly: cubic-bezier(0, y1, 0, y2)
   has x(t) = t^3, so t = cbrt(x) and y = 3 t (1 - t)^2 y1 + 3 t^2 (1 - t) y2 + t^3. */
static void test_bezier_cube_root_inputs(void) {
    static const double xs[] = {5e-324, 1e-310, 1e-300, 1e-200, 1e-100, 1e-60, 1e-30, 1e-12};
    ceasing_cubic_bezier bz;
    size_t i;
    CHECK(ceasing_cubic_bezier_init(&bz, 0.0, 1.0, 0.0, 0.0) == CEASING_OK);
    for (i = 0; i < CSS_COUNT(xs); i++) {
        double t = cbrt(xs[i]), expected = 3.0 * t * (1.0 - t) * (1.0 - t) + t * t * t;
        double y = ceasing_cubic_bezier_evaluate(&bz, xs[i]);
        if (!(fabs(y - expected) <= 1e-14 * expected)) {
            fprintf(stderr, "  cubic-bezier(0, 1, 0, 0) at %g: %.17g, expected %.17g\n", xs[i], y, expected);
            CHECK(0);
        }
    }
}

/* ceasing.h ceasing_linear_evaluate: a binary search of at most
   ceil(log2(count + 1)) steps, none for NaN; every count from 2 to 1100 (and
   2^k - 1, 2^k, 2^k + 1 up to 2^20), every point's input and the extremes. */
static ceasing_point search_points[(1 << 20) + 1];

static void test_linear_search_steps(void) {
    static const double extremes[] = {-INFINITY, -DBL_MAX, -1e300, -1.0, -5e-324, 0.0, 5e-324, 1e-300, 0.5,
                                      1.0, 1e300, DBL_MAX, INFINITY};
    long most = 0;
    size_t count_index;
    /* 2 .. 1100, then 2^k - 1, 2^k, 2^k + 1 for k = 11 .. 20 */
    for (count_index = 0; count_index < 1099 + 3 * 10; count_index++) {
        size_t count = count_index < 1099 ? count_index + 2
                                          : ((size_t)1 << (11 + (count_index - 1099) / 3)) + (count_index - 1099) % 3 - 1;
        ceasing_linear l;
        size_t i, bound = 0, queries;
        while (((size_t)1 << bound) < count + 1) bound++;
        for (i = 0; i < count; i++) {
            search_points[i].x = -1e300 + 2e300 * ((double)i / (double)(count - 1));
            search_points[i].y = (double)i;
        }
        CHECK(ceasing_linear_init(&l, search_points, count) == CEASING_OK);
        queries = count <= 1100 ? count : 1100;
        for (i = 0; i < queries + CSS_COUNT(extremes) + 1; i++) {
            double x = i < queries ? search_points[i * (count - 1) / (queries > 1 ? queries - 1 : 1)].x
                       : i < queries + CSS_COUNT(extremes) ? extremes[i - queries] : NAN;
            reset_css_counts();
            (void)ceasing_linear_evaluate(&l, x);
            if (x != x) {
                CHECK(css_counts.linear_search == 0);
            } else if (css_counts.linear_search > (long)bound) {
                fprintf(stderr, "  linear() with %zu points at %g: %ld steps, bound %zu\n", count, x,
                        css_counts.linear_search, bound);
                CHECK(0);
            }
            if (css_counts.linear_search > most) most = css_counts.linear_search;
        }
    }
    printf("linear(): at most %ld search steps (2 .. 2^20 + 1 points)\n", most);
}

int main(void) {
    RUN(test_bezier_step_bounds);
    RUN(test_bezier_typical_steps);
    RUN(test_bezier_cube_root_inputs);
    RUN(test_linear_search_steps);
    RUN(test_smallest_tolerance);
    RUN(test_fit_figures_and_calls);
    RUN(test_uniform_sampling_figures);
    RUN(test_lut_bake_calls);
    RUN(test_sample_cap_bounds_every_call);
    return check_summary("ceasing.h claims");
}
