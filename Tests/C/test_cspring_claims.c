/* The numeric claims of cspring.h (RANGES AND ACCURACY), checked where they
   are stated to hold and at their edges:
   - evaluation is within 4e-15 + 3·min(ω0·t, 256)·2^-53 (below 9e-14) of the
     exact solution, relative to the motion's scale (|Δ0| + |v0|/ω0), for ζ in
     [0, 1000], k in [1e-3, 1e6] (mass 1) and t in [0, 1e12] s (ω0·t up to
     1e15), and for the issue's cases (ζ = 0, ζ = 1e-9, masses other than 1)
     up to ω·t = 4.5e18, just below the edge 2^62 of the phase in two doubles.
     Beyond it the phase is ω·t rounded to a double, and the test sees the
     error grow to the motion's scale there, so the range is needed;
   - N steps equal one evaluation at their sum within 2·N·2^-53 +
     6·ω0·t·2^-53 + 8e-15: 1e-12 up to about 4,000 steps.
   Oracles: below ω0·t = 1e3, from the exact (m, k, c) in long double, exp(A·t)
   by Taylor series with scaling and squaring (sharing nothing with the closed
   form), or, once c·t > 50 (where those squarings lose accuracy to stiffness),
   the closed form with long double libm. From ω0·t = 1e3 on, the closed form
   in mpmath at 100 digits (reference_spring_phase.py); long double's own
   rounding of ω·t would exceed the claim there. */
#include <float.h>

#include "check.h"
#include "reference_spring.h"
#include "reference_spring_phase.h"
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

/* The evaluation bound for a phase ω0·t: the phase is the double product ω·t below 256. */
static double evaluation_bound(double phase) {
    return 4e-15 + 3.0 * fmin(phase, 256.0) * U;
}

/* Error of one evaluation relative to the motion's scale. */
static double state_error(cspring_state s, double m, double k, double x0, double v0, double target,
                          double rx, double rv) {
    double w0 = sqrt(k / m), scale = fabs(x0 - target) + fabs(v0) / w0;
    return fmax(fabs(s.position - rx) / scale, fabs(s.velocity - rv) / (scale * w0));
}

/* Against the long double reference (ω0·t < 1e3). */
static double evaluation_error(double k, double ratio, double t) {
    cspring_params p = make_ratio(k, ratio);
    double w0 = sqrt(k), x0 = 0.3, v0 = -0.7 * w0, target = 1.0;
    long double ref[4], rx, rv;
    cspring_state s = cspring_evaluate(&p, x0, v0, target, t);
    if (2.0 * ratio * w0 * t > 50.0) {
        closed_form_transition(k, 2.0 * ratio * sqrt(k), t, ref);
    } else {
        reference_transition(1.0, k, 2.0 * ratio * sqrt(k), t, ref);
    }
    rx = target + ref[0] * (x0 - target) + ref[1] * v0;
    rv = ref[2] * (x0 - target) + ref[3] * v0;
    return state_error(s, 1.0, k, x0, v0, target, (double)rx, (double)rv);
}

/* The worst error where the phase is carried in two doubles (ω·t ≥ 256 under-damped): the
   phase error is negligible there, within 2e-15 + ω0·t·2^-106 with sin's, cos's and exp's own.
   Of those, the ones counted in quarter turns from the phase rate (every evaluation, batch
   included, up to 2^50 quarter turns) and how many references reach that path. */
static double worst_two_doubles = 0.0, worst_quarters = 0.0;
static int quarter_references = 0;

/* Against the mpmath references: the worst error of one group, each checked
   against the bound when bounded is set; *evaluated counts them. */
static double phase_reference_error(int group, int bounded, int *evaluated) {
    double worst = 0.0;
    size_t i;
    for (i = 0; i < COUNT(phase_references); i++) {
        const phase_reference *r = &phase_references[i];
        cspring_params p;
        double e, phase = sqrt(r->k / r->m) * r->t;
        if (r->group != group) continue;
        CHECK(cspring_params_init(&p, r->m, r->k, r->c) == CSPRING_OK);
        e = state_error(cspring_evaluate(&p, r->x0, r->v0, r->target, r->t), r->m, r->k, r->x0, r->v0, r->target,
                        r->position, r->velocity);
        if (bounded && !(e <= evaluation_bound(phase))) {
            printf("m %g k %g c %g w0t %g: %.3g\n", r->m, r->k, r->c, phase, e);
        }
        if (bounded) CHECK(e <= evaluation_bound(phase));
        if (bounded && p.s > 0.0 && p.omega * r->t >= 256.0) {
            CHECK(e <= 2e-15 + phase * 0x1p-106);
            if (e > worst_two_doubles) worst_two_doubles = e;
            if (p.phase_rate_hi > 0.0 && p.phase_rate_hi * r->t < 0x1p50) {
                quarter_references++;
                if (e > worst_quarters) worst_quarters = e;
            }
        }
        if (e > worst) worst = e;
        (*evaluated)++;
    }
    return worst;
}

static void test_evaluation_bound_over_the_whole_range(void) {
    double worst, beyond;
    size_t r, j;
    int d, q, grid = 0, issue = 0, past = 0, flushed = 0;
    for (r = 0; r < COUNT(ratios); r++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            double w0 = sqrt(stiffnesses[j]);
            cspring_params p = make_ratio(stiffnesses[j], ratios[r]);
            double slow = p.s < 0.0 ? p.omega0_sq / (p.lambda + p.omega) : p.lambda;
            for (d = -3; d <= 14; d++) {
                for (q = 0; q < 4; q++) {
                    double phase = pow(10.0, d + q / 4.0), t = phase / w0;
                    if (t > 1e12) continue; /* beyond the tested time range */
                    if (phase < 1e3) {
                        double e = evaluation_error(stiffnesses[j], ratios[r], t);
                        CHECK(e <= evaluation_bound(phase));
                    } else if (slow * t > 810.0) {
                        /* The motion is below 1e-350 of its scale (the references leave these out). */
                        cspring_state s = cspring_evaluate(&p, 0.3, -0.7 * w0, 1.0, t);
                        CHECK(s.position == 1.0 && fabs(s.velocity) == 0.0);
                        flushed++;
                    }
                }
            }
        }
    }
    /* The rest of the grid beyond ω0·t = 1e3, and the issue's cases up to the edge. */
    worst = fmax(phase_reference_error(0, 1, &grid), phase_reference_error(1, 1, &issue));
    /* The edge is real: beyond ω·t = 2^62 the phase error reaches the motion's scale. */
    beyond = phase_reference_error(2, 0, &past);
    CHECK(grid > 600 && issue > 30 && past >= 6 && flushed > 1000);
    CHECK(quarter_references > 300); /* the phase in quarter turns is exercised */
    CHECK(beyond > 1e-2);
    printf("evaluation: worst relative error %.3g up to w0 t = 4.5e18 (%d + %d mpmath references), %.3g with the "
           "phase in two doubles (%.3g in quarter turns, %d references), %.3g beyond 2^62\n", worst, grid, issue,
           worst_two_doubles, worst_quarters, quarter_references, beyond);
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
    /* The issue's long run: 300,000 steps of k = 100, ζ = 1000 */
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
