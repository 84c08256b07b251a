/* The work of one settling call is bounded (issue #13): over every extreme
   mass, stiffness, damping (0, subnormals, 1e-300 … DBL_MAX), start and ε,
   cspring_settling_time evaluates the closed form or the envelope's logarithm
   at most SETTLE_EVALUATION_LIMIT times, and so does
   cspring_visual_completion_time (the bounds documented in cspring.h). Counted, not timed: this
   file compiles cspring_settle.c itself with a counter in its evaluations. */
#include <float.h>

#include "check.h"
#include "cspring.h"

static long evaluations;
#define CSPRING_SETTLE_COUNT() (evaluations++)
#include "../../Sources/CSpringSolver/cspring_settle.c"

/* cspring.h: "at most 128 evaluations" per cspring_settling_time, and at most
   64 for springs in everyday ranges. */
#define SETTLE_EVALUATION_LIMIT 128
#define EVERYDAY_EVALUATION_LIMIT 64

static const double values[] = {5e-324, 1e-310, 1e-300, 1e-200, 1e-100, 1e-30, 1e-9, 1e-3, 0.1, 1.0,
                                10.0,   1e3,    1e9,    1e30,   1e100,  1e113, 1e200, 1e214, 1e300, DBL_MAX};
#define VALUE_COUNT (sizeof values / sizeof values[0])

static void test_grid(void) {
    static const double eps[] = {1e-300, 1e-9, 1e-3, 1.0, 1e300};
    static const double starts[][2] = {{1.0, 0.0}, {0.0, 1.0}, {1.0, -1e6}, {-1e300, 1e300}, {5e-324, 0.0}};
    long worst = 0, worst_visual = 0, calls = 0;
    size_t i, j, k, e, s;
    for (i = 0; i < VALUE_COUNT; i++) {
        for (j = 0; j < VALUE_COUNT; j++) {
            for (k = 0; k <= VALUE_COUNT; k++) {
                cspring_params p;
                if (cspring_params_init(&p, values[i], values[j], k == VALUE_COUNT ? 0.0 : values[k]) != CSPRING_OK) continue;
                for (e = 0; e < sizeof eps / sizeof eps[0]; e++) {
                    for (s = 0; s < sizeof starts / sizeof starts[0]; s++) {
                        double out;
                        evaluations = 0;
                        (void)!cspring_settling_time(&p, starts[s][0], starts[s][1], eps[e], eps[e], &out);
                        if (evaluations > worst) worst = evaluations;
                        if (evaluations > SETTLE_EVALUATION_LIMIT) {
                            fprintf(stderr, "  %ld evaluations: m %g k %g c %g x0 %g v0 %g eps %g\n", evaluations, p.mass,
                                    p.stiffness, p.damping, starts[s][0], starts[s][1], eps[e]);
                        }
                        CHECK(evaluations <= SETTLE_EVALUATION_LIMIT);
                        evaluations = 0;
                        (void)!cspring_visual_completion_time(&p, starts[s][0], starts[s][1], eps[e], &out);
                        if (evaluations > worst_visual) worst_visual = evaluations;
                        CHECK(evaluations <= SETTLE_EVALUATION_LIMIT);
                        calls++;
                    }
                }
            }
        }
    }
    CHECK(calls > 40000);
    printf("  settling: at most %ld evaluations per call, visual completion %ld (%ld spring/start/eps cases)\n", worst,
           worst_visual, calls);
}

/* The envelope a + b·t used to overflow for a stiff spring's velocity
   (b ≈ k/m ≈ 1.8e307), doubling the search window 1024 times. */
static void test_overflowing_envelope(void) {
    cspring_params p;
    double out;
    CHECK(cspring_params_init(&p, 10.0, DBL_MAX, 1000.0) == CSPRING_OK);
    evaluations = 0;
    CHECK(cspring_settling_time(&p, 1.0, 0.0, 1e-300, 1e-300, &out) == CSPRING_OK);
    CHECK(evaluations <= 100);
    /* Both solutions decay as e^(−λt), λ = c/2m = 50, from amplitudes of 1 and
       √(k/m) ≈ 4.2e153: the velocity's envelope reaches 1e-300 last, at
       (ln(4.24e153) + 690.78) / 50 ≈ 20.89. */
    CHECK_CLOSE(out, (log(sqrt(DBL_MAX / 10.0)) - log(1e-300)) / 50.0, 0.1);
}

/* Everyday springs: damping ratio 0.05 … 3, response 0.05 … 5 s (SwiftUI's
   parameterisation: k = (2π/response)², c = 4πζ/response, m = 1), from rest
   or flung, ε from 1e-6 to 0.1. */
static void test_everyday(void) {
    static const double ratios[] = {0.05, 0.2, 0.5, 0.7, 0.9, 0.99, 1.0, 1.01, 1.5, 3.0};
    static const double responses[] = {0.05, 0.2, 0.5, 1.0, 2.0, 5.0};
    static const double eps[] = {1e-6, 1e-3, 1e-2, 0.1};
    static const double starts[][2] = {{1.0, 0.0}, {-1.0, 10.0}, {0.0, 5.0}, {100.0, -2000.0}};
    long worst = 0;
    size_t i, j, e, s;
    for (i = 0; i < sizeof ratios / sizeof ratios[0]; i++) {
        for (j = 0; j < sizeof responses / sizeof responses[0]; j++) {
            double omega0 = 2.0 * CSPRING_PI / responses[j];
            cspring_params p;
            CHECK(cspring_params_init(&p, 1.0, omega0 * omega0, 2.0 * ratios[i] * omega0) == CSPRING_OK);
            for (e = 0; e < sizeof eps / sizeof eps[0]; e++) {
                for (s = 0; s < sizeof starts / sizeof starts[0]; s++) {
                    double out;
                    evaluations = 0;
                    CHECK(cspring_settling_time(&p, starts[s][0], starts[s][1], eps[e], eps[e], &out) == CSPRING_OK);
                    if (evaluations > worst) worst = evaluations;
                    CHECK(evaluations <= EVERYDAY_EVALUATION_LIMIT);
                }
            }
        }
    }
    printf("  everyday springs: at most %ld evaluations per call\n", worst);
}

/* A motion that leaves the doubles is refused: released at 1e300 with
   λ = c/2m = 5e-22, an over-damped spring's slow mode carries it to about
   v0/(2λ) = 1e321 (evaluation would give inf). */
static void test_motion_out_of_range(void) {
    cspring_params p;
    double out = 42.0;
    CHECK(cspring_params_init(&p, 1e-9, 5e-324, 1e-30) == CSPRING_OK);
    CHECK(!isfinite(1e300 / (2.0 * p.lambda)));
    CHECK(cspring_settling_time(&p, -1e300, 1e300, 1e-300, 1e-300, &out) == CSPRING_ERROR_RANGE);
    CHECK(cspring_visual_completion_time(&p, -1e300, 1e300, 1e-300, &out) == CSPRING_ERROR_RANGE);
    CHECK(out == 42.0);
}

/* Where evaluation flushes, the time is the analytic one: a critically
   damped spring (m = k = 1, c = 2, λ = 1) released at 1e300 with velocity
   −1e300 moves as u = 1e300·e^(−t) exactly (its (v0 + λ·x0)·t term is 0 in
   any rounding), so it reaches ε = 1e-300 at t = 600·ln 10 ≈ 1381.55 s,
   although e^(−t) underflows (and evaluation shows the target) past 745 s. */
static void test_analytic_beyond_flush(void) {
    cspring_params p;
    double out;
    CHECK(cspring_params_init(&p, 1.0, 1.0, 2.0) == CSPRING_OK);
    CHECK(cspring_visual_completion_time(&p, 1e300, -1e300, 1e-300, &out) == CSPRING_OK);
    CHECK_REL(out, 600.0 * log(10.0), 1e-12, 0.0);
    CHECK(cspring_evaluate(&p, 1e300, -1e300, 0.0, 800.0).position == 0.0);
}

int main(void) {
    RUN(test_motion_out_of_range);
    RUN(test_analytic_beyond_flush);
    RUN(test_everyday);
    RUN(test_grid);
    RUN(test_overflowing_envelope);
    return check_summary("cspring settling cost");
}
