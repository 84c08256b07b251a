/* ceasing_lut's reported max_error is a bound that never flatters: for every
   named curve at 17, 65, 257 and 1025 knots it is at least the true maximum
   of |table(t) - f(t)| over [0, 1] and at most twice it plus 1e-14 (its
   allowance for the rounding the search cannot see, all there is where the
   table is exact up to rounding), 1.03 to 1.05 times it where it exceeds
   1e-12.

   The oracle is an independent search, not the library's: a uniform grid of
   every interval (plus one ulp inside each knot, where a jump shows), then
   every grid peak within half of the largest is zoomed into by repeated
   finer uniform grids over its two neighbouring cells, down to cells of
   about 1e-12 of an interval. It finds kinks (bounce) and smooth peaks to
   far better than the 1 % the bound is allowed to exceed the truth by. */
#include <float.h>
#include <stdlib.h>

#include "ceasing.h"
#include "check.h"

#define MAX_KNOTS 1025

static double storage[2 * MAX_KNOTS];

static double curve_value(void *context, double t) {
    return ceasing_curve_evaluate(*(const ceasing_curve *)context, t);
}

static double error_at(const ceasing_lut *lut, ceasing_curve c, double t) {
    return fabs(ceasing_lut_evaluate(lut, t) - ceasing_curve_evaluate(c, t));
}

/* The largest error over [a, b], zooming into the best of `cells` cells
   `rounds` times (each round searches the two cells around the best point). */
static double zoom(const ceasing_lut *lut, ceasing_curve c, double a, double b, int cells, int rounds) {
    double best = 0.0;
    int r, k;
    for (r = 0; r < rounds; r++) {
        double width = (b - a) / cells, best_t = a;
        for (k = 0; k <= cells; k++) {
            double t = k == cells ? b : a + width * k;
            double e = error_at(lut, c, t);
            if (e > best || (r == 0 && k == 0)) {
                if (e > best) best = e;
                best_t = t;
            }
            if (e >= best) best_t = t;
        }
        a = fmax(a, best_t - width);
        b = fmin(b, best_t + width);
        if (!(b > a)) break;
    }
    return best;
}

static double true_max_error(const ceasing_lut *lut, ceasing_curve c) {
    size_t intervals = lut->resolution - 1, i;
    int per = intervals <= 16 ? 256 : intervals <= 64 ? 64 : 16, k;
    size_t total = intervals * (size_t)per, j;
    double *grid = malloc((total + 1) * sizeof *grid);
    double grid_max = 0.0, truth = 0.0;
    if (grid == NULL) return NAN;
    for (j = 0; j <= total; j++) {
        grid[j] = error_at(lut, c, (double)j / (double)total);
        if (grid[j] > grid_max) grid_max = grid[j];
    }
    truth = grid_max;
    /* one ulp inside every knot */
    for (i = 0; i <= intervals; i++) {
        double t = (double)i / (double)intervals, e;
        if (i > 0) { e = error_at(lut, c, nextafter(t, 0.0)); if (e > truth) truth = e; }
        if (i < intervals) { e = error_at(lut, c, nextafter(t, 1.0)); if (e > truth) truth = e; }
    }
    for (j = 0; j <= total; j++) {
        double left = j > 0 ? grid[j - 1] : 0.0, right = j < total ? grid[j + 1] : 0.0;
        if (grid[j] >= left && grid[j] >= right && grid[j] >= 0.5 * grid_max && grid[j] > 0.0) {
            double a = j > 0 ? (double)(j - 1) / (double)total : 0.0;
            double b = j < total ? (double)(j + 1) / (double)total : 1.0;
            double e = zoom(lut, c, a, b, 64, 7);
            if (e > truth) truth = e;
        }
    }
    (void)k;
    free(grid);
    return truth;
}

static void test_bound_for_every_named_curve(void) {
    static const size_t knots[] = {17, 65, 257, 1025};
    double worst_low = INFINITY, worst_high = 0.0;
    int c;
    size_t r;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        ceasing_curve curve = (ceasing_curve)c;
        for (r = 0; r < sizeof knots / sizeof knots[0]; r++) {
            ceasing_lut lut;
            double truth, ratio;
            if (ceasing_lut_bake(&lut, storage, 2 * MAX_KNOTS, knots[r], curve_value, &curve) != CEASING_OK) {
                CHECK(0);
                continue;
            }
            truth = true_max_error(&lut, curve);
            if (!(lut.max_error >= truth) || !(lut.max_error <= 2.0 * truth + 1e-14)) {
                fprintf(stderr, "%s at %zu knots: reported %.6g, true %.6g\n", ceasing_curve_name(curve), knots[r],
                        lut.max_error, truth);
            }
            CHECK(lut.max_error >= truth);
            CHECK(lut.max_error <= 2.0 * truth + 1e-14);
            if (truth > 1e-12) {
                ratio = lut.max_error / truth;
                if (getenv("LUT_BOUND_VERBOSE") != NULL)
                    printf("%s %zu %.6g %.6g %.4f\n", ceasing_curve_name(curve), knots[r], lut.max_error, truth, ratio);
                if (ratio < worst_low) worst_low = ratio;
                if (ratio > worst_high) worst_high = ratio;
            }
        }
    }
    printf("lut bound: reported / true max error in [%.4f, %.4f] over every named curve at 17..1025 knots where the "
           "truth exceeds 1e-12\n",
           worst_low, worst_high);
    CHECK(worst_low >= 1.0 && worst_high <= 1.06);
}

int main(void) {
    RUN(test_bound_for_every_named_curve);
    return check_summary("ceasing_lut bound");
}
