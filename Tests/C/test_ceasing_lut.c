/* Lookup tables: error bound honesty, convergence, exact ends, error paths. */
#include "ceasing.h"
#include "check.h"
#include "reference_curves.h"

#include <float.h>
#include <stdint.h>
#include <string.h>

#define MAX_KNOTS 1025

/* ---- curves written independently of the library ---- */

static bezier_curve ease_curve = {0.25, 0.1, 0.25, 1.0};

/* A smooth damped oscillation with exact ends. */
static double damped_wave(void *context, double t) {
    (void)context;
    return 1.0 - pow(2.0, -10.0 * t) * cos(6.0 * REF_PI * t) * (1.0 - t);
}

static double circular_out(void *context, double t) {
    (void)context;
    return sqrt(1.0 - (t - 1.0) * (t - 1.0));
}

/* smoothstep on [0.25, 0.75], exactly flat near both ends */
static double held_ends(void *context, double t) {
    double u = (t - 0.25) * 2.0;
    (void)context;
    if (u <= 0.0) {
        return 0.0;
    }
    if (u >= 1.0) {
        return 1.0;
    }
    return u * u * (3.0 - 2.0 * u);
}

static double identity(void *context, double t) {
    (void)context;
    return t;
}

static double nan_at_03(void *context, double t) {
    (void)context;
    return (t > 0.29 && t < 0.31) ? NAN : t;
}

static double huge_jump(void *context, double t) {
    (void)context;
    return t < 0.5 ? -DBL_MAX : DBL_MAX;
}

/* ---- helpers ---- */

typedef struct lut_fixture {
    ceasing_lut lut;
    double storage[2 * MAX_KNOTS];
} lut_fixture;

static int bake(lut_fixture *fx, size_t resolution, ceasing_function f, void *context) {
    return ceasing_lut_bake(&fx->lut, fx->storage, 2 * MAX_KNOTS, resolution, f, context) == CEASING_OK;
}

/* Max |lut - f| on a grid of `per_interval` points per interval plus the knots. */
static double dense_error(const ceasing_lut *lut, ceasing_function f, void *context, int per_interval) {
    size_t intervals = lut->resolution - 1;
    size_t total = intervals * (size_t)per_interval;
    double worst = 0.0;
    size_t j;
    for (j = 0; j <= total; j++) {
        double t = (double)j / (double)total;
        double e = fabs(ceasing_lut_evaluate(lut, t) - f(context, t));
        if (!(e <= worst)) {
            worst = e;
        }
    }
    return worst;
}

static lut_fixture fixture;

/* ---- tests ---- */

static void test_storage_count(void) {
    CHECK(ceasing_lut_storage_count(0) == 0);
    CHECK(ceasing_lut_storage_count(1) == 0);
    CHECK(ceasing_lut_storage_count(2) == 4);
    CHECK(ceasing_lut_storage_count(257) == 514);
    CHECK(ceasing_lut_storage_count(SIZE_MAX / 2) == (SIZE_MAX / 2) * 2);
    CHECK(ceasing_lut_storage_count(SIZE_MAX / 2 + 1) == 0);
    CHECK(ceasing_lut_storage_count(SIZE_MAX) == 0);
}

static void test_reported_error_is_honest(void) {
    static const size_t resolutions[] = {9, 17, 33, 65, 257, 1025};
    struct {
        ceasing_function f;
        void *context;
    } curves[] = {
        {bezier_curve_value, &ease_curve}, {sine_in_out, NULL}, {damped_wave, NULL}, {cubic_in_out, NULL},
    };
    size_t c, r;
    for (c = 0; c < sizeof curves / sizeof curves[0]; c++) {
        for (r = 0; r < sizeof resolutions / sizeof resolutions[0]; r++) {
            double truth;
            CHECK(bake(&fixture, resolutions[r], curves[c].f, curves[c].context));
            truth = dense_error(&fixture.lut, curves[c].f, curves[c].context, 64);
            /* a bound: never below a dense measurement, and not loose (the
               full check of every named curve is test_ceasing_lut_bound.c) */
            CHECK(truth <= fixture.lut.max_error);
            CHECK(fixture.lut.max_error <= 2.0 * truth + 4e-16);
        }
    }
}

static void test_error_shrinks_like_h4(void) {
    /* For a smooth curve the Hermite error is h^4 max|f''''| / 384: halving h divides it by 16. */
    double e33, e65, e129;
    CHECK(bake(&fixture, 33, sine_in_out, NULL));
    e33 = dense_error(&fixture.lut, sine_in_out, NULL, 32);
    CHECK(bake(&fixture, 65, sine_in_out, NULL));
    e65 = dense_error(&fixture.lut, sine_in_out, NULL, 32);
    CHECK(bake(&fixture, 129, sine_in_out, NULL));
    e129 = dense_error(&fixture.lut, sine_in_out, NULL, 32);
    CHECK(e33 / e65 > 14.0 && e33 / e65 < 18.0);
    CHECK(e65 / e129 > 14.0 && e65 / e129 < 18.0);
    /* the closed-form bound: f'''' of (1 - cos(pi t)) / 2 is at most pi^4 / 2 */
    CHECK(e33 <= pow(1.0 / 32.0, 4) * pow(REF_PI, 4) / 2.0 / 384.0 * 1.01);
    CHECK(e33 >= pow(1.0 / 32.0, 4) * pow(REF_PI, 4) / 2.0 / 384.0 * 0.9);
}

static void test_exact_ends_and_knots(void) {
    size_t i;
    CHECK(bake(&fixture, 17, bezier_curve_value, &ease_curve));
    CHECK(ceasing_lut_evaluate(&fixture.lut, 0.0) == 0.0);
    CHECK(ceasing_lut_evaluate(&fixture.lut, 1.0) == 1.0);
    CHECK(ceasing_lut_evaluate(&fixture.lut, -0.0) == 0.0);
    for (i = 0; i < 17; i++) {
        double t = (double)i / 16.0; /* exact binary fractions */
        CHECK(ceasing_lut_evaluate(&fixture.lut, t) == bezier_curve_value(&ease_curve, t));
    }
    /* a straight line is reproduced to rounding everywhere, even with 2 knots
       (max_error is then the rounding allowance alone: the table's and 16
       ulps of f's, ceasing.h) */
    CHECK(bake(&fixture, 2, identity, NULL));
    CHECK(fixture.lut.max_error <= 1e-14);
    CHECK_CLOSE(ceasing_lut_evaluate(&fixture.lut, 0.3), 0.3, 1e-15);
    CHECK(ceasing_lut_evaluate(&fixture.lut, 1.0) == 1.0);
}

static void test_extrapolation(void) {
    double y;
    CHECK(bake(&fixture, 65, bezier_curve_value, &ease_curve));
    /* ease starts with slope y1 / x1 = 0.4 and ends with slope (1 - y2) / (1 - x2) = 0 */
    CHECK_CLOSE(ceasing_lut_evaluate(&fixture.lut, -0.5), -0.2, 1e-6);
    CHECK_CLOSE(ceasing_lut_evaluate(&fixture.lut, 1.5), 1.0, 1e-6);
    y = ceasing_lut_evaluate(&fixture.lut, NAN);
    CHECK(y != y);
    /* a line keeps going as a line, to infinity */
    CHECK(bake(&fixture, 5, identity, NULL));
    CHECK_CLOSE(ceasing_lut_evaluate(&fixture.lut, 2.0), 2.0, 1e-9);
    CHECK_CLOSE(ceasing_lut_evaluate(&fixture.lut, -1.0), -1.0, 1e-9);
    CHECK(ceasing_lut_evaluate(&fixture.lut, INFINITY) == INFINITY);
    CHECK(ceasing_lut_evaluate(&fixture.lut, -INFINITY) == -INFINITY);
    /* a zero end slope gives the end value even at infinity (no 0 * inf) */
    CHECK(bake(&fixture, 9, held_ends, NULL));
    CHECK(ceasing_lut_evaluate(&fixture.lut, INFINITY) == 1.0);
    CHECK(ceasing_lut_evaluate(&fixture.lut, -INFINITY) == 0.0);
}

static void test_array_matches_scalar(void) {
    double t[101], out[101], in_place[101];
    size_t i;
    CHECK(bake(&fixture, 33, damped_wave, NULL));
    for (i = 0; i < 101; i++) {
        t[i] = -0.2 + 1.4 * (double)i / 100.0;
        in_place[i] = t[i];
    }
    t[50] = NAN;
    in_place[50] = NAN;
    ceasing_lut_evaluate_array(&fixture.lut, t, out, 101);
    ceasing_lut_evaluate_array(&fixture.lut, in_place, in_place, 101);
    for (i = 0; i < 101; i++) {
        double scalar = ceasing_lut_evaluate(&fixture.lut, t[i]);
        if (i == 50) {
            CHECK(out[i] != out[i] && in_place[i] != in_place[i]);
        } else {
            CHECK(memcmp(&out[i], &scalar, sizeof scalar) == 0);
            CHECK(memcmp(&in_place[i], &scalar, sizeof scalar) == 0);
        }
    }
}

static void test_unbaked_and_null_tables(void) {
    ceasing_lut empty;
    double t = 0.5, out = 0.0, y;
    memset(&empty, 0, sizeof empty);
    y = ceasing_lut_evaluate(&empty, 0.5);
    CHECK(y != y);
    y = ceasing_lut_evaluate(NULL, 0.5);
    CHECK(y != y);
    ceasing_lut_evaluate_array(NULL, &t, &out, 1);
    CHECK(out != out);
}

static void test_bake_errors_leave_everything_untouched(void) {
    ceasing_lut lut;
    double storage[64];
    size_t i;
    int untouched = 1;
    memset(&lut, 0xAB, sizeof lut);
    for (i = 0; i < 64; i++) {
        storage[i] = -7.0;
    }
    CHECK(ceasing_lut_bake(NULL, storage, 64, 8, identity, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_lut_bake(&lut, NULL, 64, 8, identity, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_lut_bake(&lut, storage, 64, 8, NULL, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_lut_bake(&lut, storage, 64, 0, identity, NULL) == CEASING_ERROR_RESOLUTION);
    CHECK(ceasing_lut_bake(&lut, storage, 64, 1, identity, NULL) == CEASING_ERROR_RESOLUTION);
    CHECK(ceasing_lut_bake(&lut, storage, 15, 8, identity, NULL) == CEASING_ERROR_CAPACITY);
    CHECK(ceasing_lut_bake(&lut, storage, 64, SIZE_MAX, identity, NULL) == CEASING_ERROR_CAPACITY);
    CHECK(ceasing_lut_bake(&lut, storage, 64, 8, nan_at_03, NULL) == CEASING_ERROR_NOT_FINITE);
    CHECK(ceasing_lut_bake(&lut, storage, 64, 32, nan_at_03, NULL) == CEASING_ERROR_NOT_FINITE);
    /* values are finite but the secant slope overflows */
    CHECK(ceasing_lut_bake(&lut, storage, 64, 8, huge_jump, NULL) == CEASING_ERROR_NOT_FINITE);
    for (i = 0; i < 64; i++) {
        untouched = untouched && storage[i] == -7.0;
    }
    CHECK(untouched);
    {
        ceasing_lut reference;
        memset(&reference, 0xAB, sizeof reference);
        CHECK(memcmp(&lut, &reference, sizeof lut) == 0);
    }
    /* exactly enough storage works */
    CHECK(ceasing_lut_bake(&lut, storage, 16, 8, identity, NULL) == CEASING_OK);
    CHECK(lut.knots == storage && lut.resolution == 8);
}

static void test_jumps_and_singular_slopes_stay_bounded(void) {
    double truth;
    /* steps(4): no continuous table can do better than half a jump (0.125) near a jump;
       the slope limiter keeps the overshoot within the jump itself. */
    CHECK(bake(&fixture, 257, steps4_end, NULL));
    truth = dense_error(&fixture.lut, steps4_end, NULL, 64);
    CHECK(truth <= 0.25 + 1e-12);
    /* the jumps sit on knots; the probes one ulp inside the knots see all of them */
    CHECK(fixture.lut.max_error >= 0.25 - 1e-12 && fixture.lut.max_error <= 2.0 * 0.25);
    /* a jump on the last knot is reported (probes one ulp inside each knot) */
    CHECK(bake(&fixture, 257, elastic_out, NULL));
    CHECK(fixture.lut.max_error >= fabs(elastic_out(NULL, nextafter(1.0, 0.0)) - 1.0));
    CHECK(fixture.lut.max_error >= 4.8e-4);
    /* circular ease-out has an infinite slope at 0 */
    CHECK(bake(&fixture, 257, circular_out, NULL));
    truth = dense_error(&fixture.lut, circular_out, NULL, 256);
    CHECK(truth <= 0.01);
    CHECK(truth <= fixture.lut.max_error * 1.5);
    CHECK(ceasing_lut_evaluate(&fixture.lut, 0.0) == 0.0);
    CHECK(ceasing_lut_evaluate(&fixture.lut, 1.0) == 1.0);
}

/* Empty arrays read no pointer: callers from other languages pass NULL for them. */
static void test_empty_arrays_read_nothing(void) {
    double t = 0.5;
    ceasing_lut_evaluate_array(NULL, NULL, NULL, 0);
    ceasing_curve_evaluate_array(CEASING_CURVE_QUAD_IN, NULL, NULL, 0);
    ceasing_curve_evaluate_array(CEASING_CURVE_QUAD_IN, &t, &t, 0);
    CHECK(t == 0.5);
}

int main(void) {
    RUN(test_storage_count);
    RUN(test_reported_error_is_honest);
    RUN(test_error_shrinks_like_h4);
    RUN(test_exact_ends_and_knots);
    RUN(test_extrapolation);
    RUN(test_array_matches_scalar);
    RUN(test_unbaked_and_null_tables);
    RUN(test_bake_errors_leave_everything_untouched);
    RUN(test_jumps_and_singular_slopes_stay_bounded);
    RUN(test_empty_arrays_read_nothing);
    return check_summary("ceasing_lut");
}
