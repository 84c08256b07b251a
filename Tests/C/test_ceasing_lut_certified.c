/* ceasing_lut_bake_curve's max_error is certified: for every named curve at
   17, 65, 257 and 1025 knots it is at least the true maximum of
   |table(t) - curve(t)| over [0, 1], with no allowance, and at most twice it
   plus 4e-14 (its allowance for the rounding of the table's and the curve's
   evaluation, which is all there is for curves a cubic reproduces).

   The truth is measured independently of the bound (which works on the
   curves' closed forms with interval arithmetic): the library's own curve
   against the table on a uniform grid of every interval, one ulp inside
   every knot (where a jump shows), and every grid peak above a quarter of
   the largest zoomed into by ever finer grids over its two neighbouring
   cells, down to about 1e-13 of an interval. The test also checks that the
   closed forms the bound uses are the library's curves (so that a wrong
   formula cannot certify a wrong bound) and that the knots are those of
   ceasing_lut_bake. */
#include <float.h>
#include <stdlib.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

/* private (ceasing_lut_bound.h): the bound's closed form of a curve at t */
int ceasing_lut_formula_value(ceasing_curve curve, double t, double *mid, double *radius);

#define MAX_KNOTS 1025

static double storage[2 * MAX_KNOTS], reference[2 * MAX_KNOTS];

static double curve_value(void *context, double t) {
    return ceasing_curve_evaluate(*(const ceasing_curve *)context, t);
}

static double error_at(const ceasing_lut *lut, ceasing_curve c, double t) {
    return fabs(ceasing_lut_evaluate(lut, t) - ceasing_curve_evaluate(c, t));
}

static double zoom(const ceasing_lut *lut, ceasing_curve c, double a, double b, int cells, int rounds) {
    double best = 0.0;
    int r, k;
    for (r = 0; r < rounds; r++) {
        double width = (b - a) / cells, best_t = a;
        for (k = 0; k <= cells; k++) {
            double t = k == cells ? b : a + width * k;
            double e = error_at(lut, c, t);
            if (e >= best) {
                best = e;
                best_t = t;
            }
        }
        a = fmax(a, best_t - width);
        b = fmin(b, best_t + width);
        if (!(b > a)) break;
    }
    return best;
}

static double true_max_error(const ceasing_lut *lut, ceasing_curve c) {
    size_t intervals = lut->resolution - 1, i, j;
    int per = intervals <= 16 ? 512 : intervals <= 64 ? 128 : intervals <= 256 ? 32 : 16;
    size_t total = intervals * (size_t)per;
    double *grid = malloc((total + 1) * sizeof *grid);
    double grid_max = 0.0, truth;
    if (grid == NULL) return NAN;
    for (j = 0; j <= total; j++) {
        grid[j] = error_at(lut, c, (double)j / (double)total);
        if (grid[j] > grid_max) grid_max = grid[j];
    }
    truth = grid_max;
    for (i = 0; i <= intervals; i++) {
        double t = (double)i / (double)intervals;
        if (i > 0) truth = fmax(truth, error_at(lut, c, nextafter(t, 0.0)));
        if (i < intervals) truth = fmax(truth, error_at(lut, c, nextafter(t, 1.0)));
    }
    for (j = 0; j <= total; j++) {
        double left = j > 0 ? grid[j - 1] : 0.0, right = j < total ? grid[j + 1] : 0.0;
        if (grid[j] >= left && grid[j] >= right && grid[j] >= 0.25 * grid_max && grid[j] > 0.0) {
            double a = j > 0 ? (double)(j - 1) / (double)total : 0.0;
            double b = j < total ? (double)(j + 1) / (double)total : 1.0;
            truth = fmax(truth, zoom(lut, c, a, b, 64, 8));
        }
    }
    free(grid);
    return truth;
}

static void test_closed_forms_are_the_curves(void) {
    int c, k;
    double worst = 0.0, worst_radius = 0.0;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        for (k = 0; k <= 20000; k++) {
            double t = k / 20000.0, mid = NAN, radius = NAN, f = ceasing_curve_evaluate((ceasing_curve)c, t);
            /* the clamped ends and the expo / elastic end values are not the
               closed form's (the bound looks at t just inside, as the truth does) */
            if (k == 0 || k == 20000) continue;
            CHECK(ceasing_lut_formula_value((ceasing_curve)c, t, &mid, &radius));
            worst_radius = fmax(worst_radius, radius);
            /* the library's value inside the enclosure, up to its rounding
               (the enclosure is wide only at circ's vertical tangents) */
            if (!(fabs(mid - f) <= radius + 1e-14)) {
                fprintf(stderr, "%s at %.17g: closed form %.17g, curve %.17g\n", ceasing_curve_name((ceasing_curve)c),
                        t, mid, f);
                CHECK(0);
                break;
            }
            worst = fmax(worst, fmax(0.0, fabs(mid - f) - radius));
        }
    }
    printf("closed forms: enclose every named curve to %.3g on a 5e-5 grid (enclosure radius <= %.3g)\n", worst,
           worst_radius);
}

static void test_certified_bound_for_every_named_curve(void) {
    static const size_t knots[] = {17, 65, 257, 1025};
    double worst_low = INFINITY, worst_high = 0.0;
    int c;
    size_t r;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        ceasing_curve curve = (ceasing_curve)c;
        for (r = 0; r < sizeof knots / sizeof knots[0]; r++) {
            ceasing_lut lut, search;
            double truth;
            if (ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, knots[r], curve) != CEASING_OK ||
                ceasing_lut_bake(&search, reference, 2 * MAX_KNOTS, knots[r], curve_value, &curve) != CEASING_OK) {
                CHECK(0);
                continue;
            }
            CHECK(memcmp(storage, reference, 2 * knots[r] * sizeof(double)) == 0);
            truth = true_max_error(&lut, curve);
            if (getenv("LUT_BOUND_VERBOSE") != NULL || !(lut.max_error >= truth) ||
                !(lut.max_error <= 2.0 * truth + 4e-14)) {
                printf("%-22s %5zu reported %.6g true %.6g ratio %.4f\n", ceasing_curve_name(curve), knots[r],
                       lut.max_error, truth, lut.max_error / truth);
            }
            CHECK(lut.max_error >= truth);
            CHECK(lut.max_error <= 2.0 * truth + 4e-14);
            if (truth > 1e-13) {
                worst_low = fmin(worst_low, lut.max_error / truth);
                worst_high = fmax(worst_high, lut.max_error / truth);
            }
        }
    }
    printf("certified lut bound: reported / true max error in [%.4f, %.4f] where the truth exceeds 1e-13\n",
           worst_low, worst_high);
}

static void test_bake_curve_validates(void) {
    ceasing_lut lut = {NULL, 0, 0.0};
    double small[4];
    CHECK(ceasing_lut_bake_curve(NULL, storage, 2 * MAX_KNOTS, 17, CEASING_CURVE_EASE) == CEASING_ERROR_NULL);
    CHECK(ceasing_lut_bake_curve(&lut, NULL, 2 * MAX_KNOTS, 17, CEASING_CURVE_EASE) == CEASING_ERROR_NULL);
    CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, 17, (ceasing_curve)CEASING_CURVE_COUNT) ==
          CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, 17, (ceasing_curve)-1) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, 1, CEASING_CURVE_EASE) == CEASING_ERROR_RESOLUTION);
    CHECK(ceasing_lut_bake_curve(&lut, small, 4, 3, CEASING_CURVE_EASE) == CEASING_ERROR_CAPACITY);
    CHECK(lut.knots == NULL && lut.resolution == 0);
    /* the smallest tables, 2 and 3 knots: never below the truth either */
    {
        int c, r;
        double worst = 0.0;
        for (c = 0; c < CEASING_CURVE_COUNT; c++) {
            for (r = 2; r <= 3; r++) {
                double truth;
                CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, (size_t)r, (ceasing_curve)c) == CEASING_OK);
                truth = true_max_error(&lut, (ceasing_curve)c);
                CHECK(lut.max_error >= truth);
                if (truth > 1e-13) worst = fmax(worst, lut.max_error / truth);
            }
        }
        printf("2 and 3 knots: reported / true max error at most %.4f\n", worst);
    }
}

int main(void) {
    RUN(test_closed_forms_are_the_curves);
    RUN(test_bake_curve_validates);
    RUN(test_certified_bound_for_every_named_curve);
    return check_summary("ceasing_lut certified bound");
}
