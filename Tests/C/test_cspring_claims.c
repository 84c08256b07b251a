/* The numeric claims of cspring.h (RANGES AND ACCURACY), checked where they
   are stated to hold and at their edges:
   - evaluation is within 4e-15 + 3·ω0·t·2^-53 of the exact solution,
     relative to the motion's scale (|Δ0| + |v0|/ω0), for ζ in [0, 1000],
     k in [1e-3, 1e6] (mass 1) and t in [0, 1e6] s: 1e-12 while ω0·t <= 3000;
     beyond, the rounding of ω and of ω·t is a phase error that grows with
     ω0·t (the test also sees it grow, so the range is needed);
   - N steps equal one evaluation at their sum within 2·N·2^-53 plus the
     evaluation's bound: 1e-12 up to about 4,000 steps.
   Oracle, from the exact (m, k, c) in long double: exp(A·t) by Taylor series
   with scaling and squaring (sharing nothing with the closed form), or, once
   c·t > 50 (where those squarings lose accuracy to stiffness), the closed form
   with long double libm. */
#include <float.h>

#include "check.h"
#include "reference_spring.h"
#include "cspring.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define U 0x1p-53

static const double ratios[] = {0.0, 1e-9, 1e-3, 0.1, 0.5, 0.9, 1.0, 1.0 + 1e-9, 1.5, 10.0, 1000.0};
static const double stiffnesses[] = {1e-3, 0.7, 1.0, 100.0, 1e4, 1e6};


/* The closed form in long double, for heavily damped runs (c·t > 50), where the
   matrix exponential's squarings lose accuracy to stiffness; its e^(−λt) there
   makes any cancellation near ζ = 1 negligible. */
static void closed_form_transition(double k, double c, double t, long double out[4]) {
    long double lambda = (long double)c / 2, s = (long double)k - lambda * lambda, e = expl(-lambda * t);
    if (s > 0) {
        long double w = sqrtl(s), cs = cosl(w * t), sn = sinl(w * t) / w;
        out[0] = e * (cs + lambda * sn); out[1] = e * sn; out[2] = -(long double)k * e * sn; out[3] = e * (cs - lambda * sn);
    } else if (s < 0) {
        long double w = sqrtl(-s), sum = lambda + w, r1 = -(long double)k / sum;
        long double e1 = expl(r1 * t), e2 = expl(-sum * t), inv = 0.5L / w;
        out[0] = (sum * e1 + r1 * e2) * inv; out[1] = (e1 - e2) * inv;
        out[2] = -(long double)k * out[1]; out[3] = (r1 * e1 + sum * e2) * inv;
    } else {
        out[0] = e * (1 + lambda * t); out[1] = e * t; out[2] = -(long double)k * e * t; out[3] = e * (1 - lambda * t);
    }
}

static cspring_params make_ratio(double stiffness, double ratio) {
    cspring_params p;
    CHECK(cspring_params_init(&p, 1.0, stiffness, 2.0 * ratio * sqrt(stiffness)) == CSPRING_OK);
    return p;
}

/* Error of one evaluation relative to the motion's scale. */
static double evaluation_error(double k, double ratio, double t) {
    cspring_params p = make_ratio(k, ratio);
    double w0 = sqrt(k), x0 = 0.3, v0 = -0.7 * w0, target = 1.0;
    double scale = fabs(x0 - target) + fabs(v0) / w0;
    long double ref[4], rx, rv;
    cspring_state s = cspring_evaluate(&p, x0, v0, target, t);
    if (2.0 * ratio * w0 * t > 50.0) {
        closed_form_transition(k, 2.0 * ratio * sqrt(k), t, ref);
    } else {
        reference_transition(1.0, k, 2.0 * ratio * sqrt(k), t, ref);
    }
    rx = target + ref[0] * (x0 - target) + ref[1] * v0;
    rv = ref[2] * (x0 - target) + ref[3] * v0;
    return fmax((double)fabsl(s.position - rx) / scale, (double)fabsl(s.velocity - rv) / (scale * w0));
}

static void test_evaluation_bound_over_the_whole_range(void) {
    double grown = 0.0;
    size_t r, j;
    int d, q;
    for (r = 0; r < COUNT(ratios); r++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            double w0 = sqrt(stiffnesses[j]);
            for (d = -3; d <= 9; d++) {
                for (q = 0; q < 4; q++) {
                    double phase = pow(10.0, d + q / 4.0), t = phase / w0, e;
                    if (t > 1e6) t = 1e6, phase = w0 * t; /* the edge of the tested time range */
                    e = evaluation_error(stiffnesses[j], ratios[r], t);
                    if (!(e <= 4e-15 + 3.0 * phase * U)) printf("k %g zeta %g w0t %g: %.3g = %.3g w0t u\n", stiffnesses[j], ratios[r], phase, e, e / (phase * U));
                    CHECK(e <= 4e-15 + 3.0 * phase * U);
                    if (phase <= 3000.0) CHECK(e <= 1e-12);
                    if (phase >= 1e8 && e > grown) grown = e;
                }
            }
        }
    }
    /* The edge is real: far beyond ω0·t = 3000 the phase error does exceed 1e-12. */
    CHECK(grown > 1e-9);
    printf("evaluation: worst relative error beyond w0 t = 1e8 is %.3g (bound 3 w0 t 2^-53)\n", grown);
}

static unsigned long long rng_state = 0x9e3779b97f4a7c15ULL;
static double rng(void) {
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(rng_state >> 11) / 9007199254740992.0;
}

/* N irregular steps (0.2 to 3 "frames" of a tenth of the spring's time scale
   when N <= 1000, the same total time split finer above) against one evaluation. */
static double stepping_error(double k, double ratio, long n, double *total_phase) {
    cspring_params p = make_ratio(k, ratio);
    double w0 = sqrt(k), elapsed = 0.0, split = n > 1000 ? (double)n / 1000.0 : 1.0;
    cspring_state s = {0.0, 2.0 * w0}, once;
    long i;
    for (i = 0; i < n; i++) {
        double dt = (0.2 + 2.8 * rng()) / 60.0 * (10.0 / w0) / split;
        cspring_step(&p, 1.0, dt, &s);
        elapsed += dt;
    }
    once = cspring_evaluate(&p, 0.0, 2.0 * w0, 1.0, elapsed);
    *total_phase = w0 * elapsed;
    return fmax(fabs(s.position - once.position) / 3.0, fabs(s.velocity - once.velocity) / (3.0 * w0));
}

static void test_stepping_bound(void) {
    static const long counts[] = {1, 10, 100, 1000, 4000, 20000};
    size_t r, j, c;
    for (c = 0; c < COUNT(counts); c++) {
        for (r = 0; r < COUNT(ratios); r++) {
            for (j = 0; j < COUNT(stiffnesses); j++) {
                double phase, e = stepping_error(stiffnesses[j], ratios[r], counts[c], &phase);
                /* the evaluation's own error counts twice: the reference is an evaluation too */
                CHECK(e <= 2.0 * counts[c] * U + 2.0 * (4e-15 + 3.0 * phase * U));
                if (counts[c] <= 4000) CHECK(e <= 1e-12);
            }
        }
    }
    /* The long run: 300,000 steps of k = 100, ζ = 1000 */
    {
        double phase, e = stepping_error(100.0, 1000.0, 300000, &phase);
        CHECK(e <= 2.0 * 300000 * U + 2.0 * (4e-15 + 3.0 * phase * U));
        printf("stepping: 300000 steps of k = 100, zeta = 1000 drift %.3g (bound 2 N 2^-53 = %.3g)\n", e,
               2.0 * 300000 * U);
    }
}

int main(void) {
    RUN(test_evaluation_bound_over_the_whole_range);
    RUN(test_stepping_bound);
    return check_summary("cspring claims");
}
