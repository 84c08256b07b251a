/* cubic-bezier()'s fast path (ceasing.h [css] Accuracy) against an
   independent oracle: bisection on t in long double (64 or more mantissa bits)
   until the bracket cannot shrink, on the Bernstein form from the nearer end,
   then y(t) in long double. This file compiles ceasing_css.c itself with the
   step counter, so that it can tell the evaluations the fast path finished
   (its guess and one certified Newton step, or a few more Halley steps) from
   those the safe solver took over (see copy_is_contracted). The inputs:
   k / 1024 and inputs next to 0, 1/2 and 1, on the issue #17 curves, x1 or
   x2 at 0 or 1 (and subnormal or one ulp from them), nearly vertical and
   nearly flat tangents, y outside [0, 1], and random curves whose x control
   points are 0 or 1 a third of the time. (The exactly flat x1 = 1, x2 = 0 defeats the oracle at x = 1/2;
   test_ceasing_css.c checks it against the closed form.) */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

static struct fast_counts {
    long fast_step, safe_newton, safe_bracketed, safe_bisection, linear_search;
} fast_counts;
#define CEASING_CSS_COUNT(counter) (fast_counts.counter++)
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))
#include "../../Sources/CEasing/ceasing_css.c"

static uint64_t fast_rng_state = 0x2545f4914f6cdd1dULL;
static double fast_rng(void) { /* [0, 1) */
    fast_rng_state = fast_rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(fast_rng_state >> 11) * (1.0 / 9007199254740992.0);
}

static long double oracle_bernstein(long double p1, long double p2, long double t) {
    long double s = 1.0L - t;
    return 3.0L * s * s * t * p1 + 3.0L * s * t * t * p2 + t * t * t;
}

static long double oracle_complement(long double p1, long double p2, long double t) {
    long double s = 1.0L - t;
    return s * s * s + 3.0L * s * s * t * (1.0L - p1) + 3.0L * s * t * t * (1.0L - p2);
}

/* Whether this file's copy of ceasing_css.c is contracted: Clang under
   -ffp-contract=fast disregards the library's pragma (the Makefile's
   -ffp-contract=off keeps the library itself exact), and fused multiply-adds
   break the safe solver's double-double arithmetic. The fast solver needs no
   exact rounding, so its bound holds in every build. */
static int copy_is_contracted(void) {
    volatile double a = 1.0 + 0x1p-30, b = 1.0 - 0x1p-30;
    double x = a, y = b;
    return x * y - 1.0 != 0.0; /* -2^-60 when fused, 0 when rounded first */
}

/* y(x), and |dy/dx| there in *slope. */
static double oracle_bezier(const double p[4], double x, double *slope) {
    long double lo = 0.0L, hi = 1.0L, mid, s, dx, dy;
    for (;;) {
        mid = 0.5L * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        if (x <= 0.5 ? oracle_bernstein(p[0], p[2], mid) < x : oracle_complement(p[0], p[2], mid) > 1.0L - x) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    s = 1.0L - mid;
    dx = 3.0L * s * s * p[0] + 6.0L * s * mid * (p[2] - p[0]) + 3.0L * mid * mid * (1.0L - p[2]);
    dy = 3.0L * s * s * p[1] + 6.0L * s * mid * (p[3] - p[1]) + 3.0L * mid * mid * (1.0L - p[3]);
    *slope = dx > 0.0L ? (double)fabsl(dy / dx) : HUGE_VAL;
    return mid <= 0.5L ? (double)oracle_bernstein(p[1], p[3], mid) : (double)(1.0L - oracle_complement(p[1], p[3], mid));
}

/* ceasing.h [css] Accuracy: what the fast solver returns is within 4e-15 of
   the exact curve, plus what the rounding of x(t) - x (a few ulps of
   min(x, 1 - x)) moves y where the curve is steep, 8 eps min(x, 1 - x)
   |dy/dx| (its conditioning test keeps that below about 1e-13); what the
   safe solver returns, within 1e-14 (it works in t, whose ulps near 1 limit
   it next to a vertical tangent at x = 1: 4.9e-15 for x2 = 1, y2 != 1 at
   x = 1 - 1e-9). ceasing_easing_evaluate, which takes cubic-bezier() before
   its switch, gives the same bits. */
static void test_bezier_fast_path_against_bisection(void) {
    static const double curves[][4] = {
        {0.25, 0.1, 0.25, 1.0},     {0.42, 0.0, 0.58, 1.0},      {0.68, -0.55, 0.265, 1.55}, {0.42, 0.0, 1.0, 1.0},
        {0.0, 0.0, 0.58, 1.0},      {0.0, 0.3, 1.0, 0.7},        {1.0, 0.3, 1e-3, 0.7},      {0.0, 0.0, 0.0, 1.0},
        {1.0, 0.0, 1.0, 1.0},       {5e-324, 0.5, 1.0, 0.5},     {0.5, 0.2, 0.9999999999999999, 0.8},
        {1e-9, 1.0, 0.5, 1.0},      {0.5, 0.0, 1.0 - 1e-9, 0.0}, {1e-6, 2.0, 1.0 - 1e-6, -1.0},
        {0.01, -3.0, 0.99, 4.0},    {0.3, -2.0, 0.7, 3.0},       {0.1, 1.5, 0.2, -0.5},      {0.9, 10.0, 0.95, -10.0},
        {0.5, 0.0, 0.5, 1.0},       {0.98, 0.0, 0.02, 1.0},      {0.001, 0.5, 0.999, 0.5},   {0.2, 0.0, 0.2, 0.0},
        {0.95, -1.0, 0.05, 2.0},    {0.175, 0.885, 0.32, 1.275},
        {0x1.7f8e8add49f1cp-1, -0x1.72075c955e8ep-2, 1.0, -0x1.68eb1eb45dd2bp+1},
    };
    static const double near[] = {5e-324, 1e-300, 1e-17, 0x1p-53, 1e-9, 0.5 - 0x1p-54, 0.5, 0.5 + 0x1p-53,
                                  1.0 - 1e-9, 1.0 - 0x1p-52, 1.0 - 0x1p-53};
    enum { RANDOM = 36, GRID = 1024 };
    int contracted = copy_is_contracted();
    double worst_fast = 0.0, worst_moderate = 0.0, worst_any = 0.0;
    long fast = 0, total = 0;
    size_t c, k;
    for (c = 0; c < COUNT_OF(curves) + RANDOM; c++) {
        double p[4];
        ceasing_cubic_bezier b;
        ceasing_easing e;
        if (c < COUNT_OF(curves)) {
            memcpy(p, curves[c], sizeof p);
        } else {
            double r = fast_rng();
            p[0] = r < 1.0 / 6 ? 0.0 : r < 1.0 / 3 ? 1.0 : fast_rng();
            p[1] = -3.0 + 6.0 * fast_rng();
            r = fast_rng();
            p[2] = r < 1.0 / 6 ? 0.0 : r < 1.0 / 3 ? 1.0 : fast_rng();
            p[3] = -3.0 + 6.0 * fast_rng();
            if (p[0] == 1.0 && p[2] == 0.0) p[2] = 0.5; /* not the exactly flat curve (see above) */
        }
        memset(&b, 0, sizeof b);
        memset(&e, 0, sizeof e);
        CHECK(ceasing_cubic_bezier_init(&b, p[0], p[1], p[2], p[3]) == CEASING_OK);
        CHECK(ceasing_easing_init_cubic_bezier(&e, p[0], p[1], p[2], p[3]) == CEASING_OK);
        for (k = 1; k < GRID + COUNT_OF(near); k++) {
            double x = k < GRID ? (double)k / GRID : near[k - GRID], y, error, steepness, allowed;
            int took_fast;
            memset(&fast_counts, 0, sizeof fast_counts);
            y = ceasing_cubic_bezier_evaluate(&b, x);
            took_fast = fast_counts.fast_step > 0 &&
                        fast_counts.safe_newton + fast_counts.safe_bracketed + fast_counts.safe_bisection == 0;
            error = fabs(y - oracle_bezier(p, x, &steepness));
            allowed = took_fast ? 4e-15 + 8.0 * DBL_EPSILON * (x <= 0.5 ? x : 1.0 - x) * steepness : 1e-14;
            CHECK(memcmp(&y, &(double){ceasing_easing_evaluate(&e, x)}, sizeof y) == 0);
            total++;
            if (took_fast) fast++;
            if (!took_fast && contracted) continue;
            if (!(error <= allowed && error <= 1e-13)) {
                fprintf(stderr, "  cubic-bezier(%a, %a, %a, %a) at %a (%s): error %g\n", p[0], p[1], p[2], p[3], x,
                        took_fast ? "fast" : "safe", error);
                CHECK(0);
            }
            if (took_fast && error > worst_fast) worst_fast = error;
            if (steepness <= 10.0 && error > worst_moderate) worst_moderate = error;
            if (error > worst_any) worst_any = error;
        }
    }
    if (contracted) printf("(this copy of ceasing_css.c is contracted: the safe solver's results are not checked)\n");
    printf("cubic-bezier vs long double bisection: %ld inputs, %.1f %% by the fast path; worst error %.3g there, "
           "%.3g where |dy/dx| <= 10, %.3g overall\n",
           total, 100.0 * (double)fast / (double)total, worst_fast, worst_moderate, worst_any);
}

int main(void) {
    RUN(test_bezier_fast_path_against_bisection);
    return check_summary("ceasing css fast path");
}
