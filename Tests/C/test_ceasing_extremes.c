/* The iterative ceasing_ functions at the extremes of their arguments
   (issue #13): the cubic-Bezier solver with control points and inputs from
   subnormals to 1e300, and the adaptive fitters on functions built to make
   their searches stall (jumps at 0, at 1/2 and one ulp below 1, noise, a
   tolerance of one subnormal). Every call must return (a watchdog turns a
   hang into a failure naming the call) with a status, and results keep the
   properties that hold by construction: a Bezier's y lies in the convex hull
   of its control values, samples start at (0, f(0)) and end at (1, f(1)). */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "ceasing.h"
#include "check.h"
#include "watchdog.h"


static int status_known(ceasing_status status) {
    return status >= CEASING_OK && status <= CEASING_ERROR_NOT_CONVERGED;
}

/* ---- Cubic Bezier -------------------------------------------------------------- */

static void test_bezier_extremes(void) {
    static const double xs[] = {0.0, 5e-324, 1e-310, 1e-300, 1e-9, 0.5, 1.0 - 0x1p-53, 1.0};
    static const double ys[] = {-1e300, -1e9, -1.0, 0.0, 5e-324, 1e-300, 0.5, 1.0, 1e9, 1e100};
    static const double inputs[] = {5e-324, 1e-310, 1e-300, 1e-200, 1e-9, 0.25, 0.5, 0.75, 1.0 - 1e-9, 1.0 - 0x1p-53};
    size_t a, b, c, d, i;
    int curves = 0;
    for (a = 0; a < sizeof xs / sizeof xs[0]; a++) {
        for (b = 0; b < sizeof ys / sizeof ys[0]; b++) {
            for (c = 0; c < sizeof xs / sizeof xs[0]; c++) {
                for (d = 0; d < sizeof ys / sizeof ys[0]; d++) {
                    ceasing_cubic_bezier bezier;
                    double x1 = xs[a], y1 = ys[b], x2 = xs[c], y2 = ys[d];
                    double low = fmin(fmin(0.0, y1), y2), high = fmax(fmax(1.0, y1), y2);
                    CALL("ceasing_cubic_bezier_init(%g, %g, %g, %g)", x1, y1, x2, y2);
                    if (ceasing_cubic_bezier_init(&bezier, x1, y1, x2, y2) != CEASING_OK) {
                        CHECK(0);
                        continue;
                    }
                    curves++;
                    CALL("ceasing_cubic_bezier_evaluate(%g, %g, %g, %g; 0 and 1)", x1, y1, x2, y2);
                    CHECK(ceasing_cubic_bezier_evaluate(&bezier, 0.0) == 0.0);
                    CHECK(ceasing_cubic_bezier_evaluate(&bezier, 1.0) == 1.0);
                    for (i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
                        double y;
                        CALL("ceasing_cubic_bezier_evaluate(%g, %g, %g, %g; x %g)", x1, y1, x2, y2, inputs[i]);
                        y = ceasing_cubic_bezier_evaluate(&bezier, inputs[i]);
                        /* The convex hull of the control values, to rounding. */
                        CHECK(isfinite(y) && y >= low - 1e-15 * (high - low) && y <= high + 1e-15 * (high - low));
                    }
                }
            }
        }
    }
    CHECK(curves == 6400);
}

/* ---- Adaptive fitting ---------------------------------------------------------- */

static double jump_at_zero(void *context, double t) {
    (void)context;
    return t > 0.0 ? 1.0 : 0.0;
}

/* Jumps at 1/2 and at the last double below 1. */
static double jumps_near_half_and_one(void *context, double t) {
    (void)context;
    return (t >= 0.5 ? 1.0 : 0.0) + (t >= 1.0 - 0x1p-53 ? 1.0 : 0.0);
}

/* t plus deterministic noise of amplitude 1e-3: no piece is long at a tight tolerance. */
static double noisy(void *context, double t) {
    unsigned long long bits;
    (void)context;
    memcpy(&bits, &t, sizeof bits);
    bits ^= bits >> 33;
    bits *= 0xff51afd7ed558ccdULL;
    bits ^= bits >> 33;
    return t + 1e-3 * ((double)(bits >> 11) / 9007199254740992.0 - 0.5) * (t > 0.0 && t < 1.0);
}

/* NaN in the middle of the interval. */
static double nan_inside(void *context, double t) {
    (void)context;
    return t > 0.3 && t < 0.31 ? NAN : t;
}

/* A steep but continuous ramp over one ulp-scale interval at 1/2. */
static double ramp_at_half(void *context, double t) {
    (void)context;
    if (t <= 0.5) return 0.0;
    if (t >= 0.5 + 0x1p-50) return 1.0;
    return (t - 0.5) * 0x1p50;
}

/* A ramp over the last ulp below 1/2: pieces an ulp long end exactly at 1/2,
   where the next guess, half an ulp of 1/2, rounds away. */
static double ramp_below_half(void *context, double t) {
    const double a = 0.5 - 0x1p-54;
    (void)context;
    if (t <= a) return 0.0;
    if (t >= 0.5) return 1.0;
    return (t - a) * 0x1p54;
}

typedef struct named_function {
    ceasing_function f;
    const char *name;
} named_function;

static void test_fitting_extremes(void) {
    static const named_function functions[] = {{jump_at_zero, "jump at 0"},
                                               {jumps_near_half_and_one, "jumps at 1/2 and 1 - ulp"},
                                               {noisy, "noise"},
                                               {nan_inside, "NaN inside"},
                                               {ramp_at_half, "ramp over 4 ulp at 1/2"},
                                               {ramp_below_half, "ramp over the last ulp below 1/2"}};
    static const double errors[] = {5e-324, 1e-300, 1e-12, 1e-3, 0.5, 1e300, DBL_MAX, 0.0, -1.0, INFINITY, NAN};
    static ceasing_point points[4096];
    static ceasing_bezier_segment segments[1024];
    size_t f, e;
    for (f = 0; f < sizeof functions / sizeof functions[0]; f++) {
        for (e = 0; e < sizeof errors / sizeof errors[0]; e++) {
            size_t count = 0, k;
            ceasing_status status;
            CALL("ceasing_sample_linear(%s, max_error %g)", functions[f].name, errors[e]);
            status = ceasing_sample_linear(functions[f].f, NULL, errors[e], points, 4096, &count);
            CHECK(status_known(status));
            if (status == CEASING_OK) {
                CHECK(count >= 2 && count <= 4096);
                CHECK(points[0].x == 0.0 && points[count - 1].x == 1.0);
                CHECK(points[count - 1].y == functions[f].f(NULL, 1.0));
                for (k = 1; k < count; k++) CHECK(points[k].x >= points[k - 1].x);
            }
            /* Counting only (no buffer, so no capacity to stop at). */
            CALL("ceasing_sample_linear(%s, max_error %g, count only)", functions[f].name, errors[e]);
            status = ceasing_sample_linear(functions[f].f, NULL, errors[e], NULL, 0, &count);
            CHECK(status_known(status));
            CALL("ceasing_fit_bezier(%s, max_error %g, count only)", functions[f].name, errors[e]);
            status = ceasing_fit_bezier(functions[f].f, NULL, errors[e], NULL, 0, &count);
            CHECK(status_known(status));
            CALL("ceasing_fit_bezier(%s, max_error %g)", functions[f].name, errors[e]);
            status = ceasing_fit_bezier(functions[f].f, NULL, errors[e], segments, 1024, &count);
            CHECK(status_known(status));
            if (status == CEASING_OK) {
                CHECK(count >= 1 && count <= 1024);
                CHECK(segments[0].p0.x == 0.0 && segments[count - 1].p3.x == 1.0);
            }
            CALL("ceasing_fit_bezier_uniform(%s, 1024 pieces)", functions[f].name);
            status = ceasing_fit_bezier_uniform(functions[f].f, NULL, 1024, segments, 1024, NULL);
            CHECK(status_known(status));
        }
    }
}

int main(void) {
    start_watchdog();
    RUN(test_bezier_extremes);
    RUN(test_fitting_extremes);
    return check_summary("ceasing extremes");
}
