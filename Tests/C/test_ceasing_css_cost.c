/* The cost claims of ceasing.h's CSS curves (Accuracy and Cost in the
   overview, ceasing_cubic_bezier_evaluate, ceasing_linear_evaluate), counted,
   not timed: this file compiles ceasing_css.c itself with a counter in its
   solver and search loops (the library's copy is not linked in).
   - cubic-bezier(): at most 6 fast steps (one Newton, then Halley), then at
     most 8 + 200 Newton and 1075 bisection steps in the safe solver, for
     every extreme curve (x1, x2 from 0 through subnormals to 1, y1, y2 up to
     +-DBL_MAX) at inputs from 2^-1074 to 1 - 2^-53; no step outside (0, 1),
     for NaN or on the identity line; init solves its 47 inner knots with the
     safe solver; on random ordinary curves more than 95 % of evaluations
     take one step and fewer than 1 % reach the safe solver; on the curves of
     issue #17 (ease, ease-in-out, cubic-bezier(0.68, -0.55, 0.265, 1.55)) at
     1,000 inputs spread over (0, 1), more than 80 % take one step;
   - linear(): at most ceil(log2(count + 1)) search steps, none for NaN.
   The counts do not depend on bit-exact arithmetic, so they hold in every
   build of the matrix, including those that contract this file's copy. */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

static struct css_counts {
    long fast_step, safe_newton, safe_bracketed, safe_bisection, linear_search;
} css_counts;
#define CEASING_CSS_COUNT(counter) (css_counts.counter++)
#include "../../Sources/CEasing/ceasing_css.c"

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

/* ceasing.h [css] Cost: at most 6 fast steps, then at most 8 plain and 200
   bracketed Newton steps and 1075 bisection steps in the safe solver, for
   every valid curve and x in (0, 1); none outside (0, 1), for NaN or on the
   identity line; init solves its 47 inner knots with the safe solver. Every
   extreme control point (x from 0 through subnormals to 1, y up to +-DBL_MAX)
   at every extreme input. */
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
                    CHECK(css_counts.fast_step == 0 && css_counts.safe_newton <= 47 * 8 &&
                          css_counts.safe_bracketed <= 47 * 200 && css_counts.safe_bisection <= 47 * 1075);
                    if (safe_steps() > most_init) most_init = safe_steps();
                    curves++;
                    for (i = 0; i < CSS_COUNT(css_inputs); i++) {
                        reset_css_counts();
                        CHECK(ceasing_cubic_bezier_evaluate(&bz, css_inputs[i]) == ceasing_cubic_bezier_evaluate(&bz, css_inputs[i]));
                        reset_css_counts();
                        (void)ceasing_cubic_bezier_evaluate(&bz, css_inputs[i]);
                        if (css_counts.fast_step > 6 || css_counts.safe_newton > 8 || css_counts.safe_bracketed > 200 ||
                            css_counts.safe_bisection > 1075) {
                            fprintf(stderr, "  cubic-bezier(%g, %g, %g, %g) at %g: %ld fast, %ld + %ld + %ld safe steps\n",
                                    bz.x1, bz.y1, bz.x2, bz.y2, css_inputs[i], css_counts.fast_step,
                                    css_counts.safe_newton, css_counts.safe_bracketed, css_counts.safe_bisection);
                            CHECK(0);
                        }
                        if (css_counts.fast_step > most_fast) most_fast = css_counts.fast_step;
                        if (css_counts.safe_newton > most_newton) most_newton = css_counts.safe_newton;
                        if (css_counts.safe_bracketed > most_bracketed) most_bracketed = css_counts.safe_bracketed;
                        if (css_counts.safe_bisection > most_bisection) most_bisection = css_counts.safe_bisection;
                    }
                    for (i = 0; i < CSS_COUNT(outside); i++) {
                        reset_css_counts();
                        (void)ceasing_cubic_bezier_evaluate(&bz, outside[i]);
                        CHECK(css_counts.fast_step == 0 && safe_steps() == 0);
                    }
                    reset_css_counts();
                    CHECK(ceasing_cubic_bezier_evaluate(&bz, NAN) != ceasing_cubic_bezier_evaluate(&bz, NAN));
                    CHECK(css_counts.fast_step == 0 && safe_steps() == 0);
                }
    printf("cubic-bezier steps over %ld extreme curves: at most %ld fast; safe %ld plain + %ld bracketed + %ld bisection; "
           "init %ld safe steps\n",
           curves, most_fast, most_newton, most_bracketed, most_bisection, most_init);
}

/* ceasing.h [css] Cost: over 10,000 random curves (x1, x2 in [0, 1], y1, y2 in
   [-2, 2]) at x = 1/12 ... 11/12, more than 95 % of evaluations take one
   Newton step and fewer than 1 % reach the safe solver; on the curves of
   issue #17 at 1,000 inputs spread over (0, 1), more than 80 % take one step;
   the identity line takes none. */
static void test_bezier_typical_steps(void) {
    static const double issue_curves[][4] = {
        {0.25, 0.1, 0.25, 1.0}, {0.42, 0.0, 0.58, 1.0}, {0.68, -0.55, 0.265, 1.55}};
    long one = 0, slow = 0, total = 0;
    int n, k;
    size_t c;
    for (n = 0; n < 10000; n++) {
        ceasing_cubic_bezier bz;
        CHECK(ceasing_cubic_bezier_init(&bz, css_uniform(0, 1), css_uniform(-2, 2), css_uniform(0, 1), css_uniform(-2, 2)) ==
              CEASING_OK);
        for (k = 1; k <= 11; k++) {
            reset_css_counts();
            (void)ceasing_cubic_bezier_evaluate(&bz, k / 12.0);
            total++;
            if (safe_steps() > 0) slow++;
            if (css_counts.fast_step == 1 && safe_steps() == 0) one++;
        }
    }
    CHECK(one > 0.95 * (double)total);
    CHECK(slow < 0.01 * (double)total);
    printf("cubic-bezier, random curves: %.2f %% take one Newton step, %.2f %% reach the safe solver\n",
           100.0 * (double)one / (double)total, 100.0 * (double)slow / (double)total);
    for (c = 0; c < CSS_COUNT(issue_curves); c++) {
        ceasing_cubic_bezier bz;
        long ones = 0;
        CHECK(ceasing_cubic_bezier_init(&bz, issue_curves[c][0], issue_curves[c][1], issue_curves[c][2],
                                        issue_curves[c][3]) == CEASING_OK);
        for (k = 0; k < 1000; k++) {
            reset_css_counts();
            (void)ceasing_cubic_bezier_evaluate(&bz, (k + 0.5) / 1000.0);
            if (css_counts.fast_step == 1 && safe_steps() == 0) ones++;
        }
        CHECK(ones > 800);
        printf("cubic-bezier(%g, %g, %g, %g): %.1f %% take one Newton step\n", issue_curves[c][0], issue_curves[c][1],
               issue_curves[c][2], issue_curves[c][3], ones / 10.0);
    }
    {
        ceasing_cubic_bezier identity;
        CHECK(ceasing_cubic_bezier_init(&identity, 0.3, 0.3, 0.8, 0.8) == CEASING_OK);
        for (k = 1; k < 1000; k++) {
            reset_css_counts();
            CHECK(ceasing_cubic_bezier_evaluate(&identity, k / 1000.0) == k / 1000.0);
            CHECK(css_counts.fast_step == 0 && safe_steps() == 0);
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
    RUN(test_linear_search_steps);
    return check_summary("ceasing css cost");
}
