/* Every public cspring_ function at the extremes of every argument (issue
   #13): 0, subnormals, 1e-300 … 1e300, DBL_MAX, negatives, NaN and ±inf.
   Each call must return (a watchdog turns a hang into a failure naming the
   call), return a status, and when it succeeds give finite results (or the
   documented INFINITY with CSPRING_NEVER_SETTLES). Settling times are checked
   against their definition by sampling the closed form: within ε at every
   sample after the returned time, outside it just before. */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "watchdog.h"
#include "cspring.h"


/* ---- The grids --------------------------------------------------------------- */

static const double positives[] = {5e-324, 1e-310, 1e-300, 1e-200, 1e-9, 1.0, 1e9, 1e30, 1e113, 1e214, 1e300, DBL_MAX};
#define POSITIVE_COUNT (sizeof positives / sizeof positives[0])

/* Every positive, its negative, 0, −0, NaN and ±inf. */
static double any_value(size_t i) {
    if (i < POSITIVE_COUNT) return positives[i];
    if (i < 2 * POSITIVE_COUNT) return -positives[i - POSITIVE_COUNT];
    switch (i - 2 * POSITIVE_COUNT) {
    case 0: return 0.0;
    case 1: return -0.0;
    case 2: return NAN;
    case 3: return INFINITY;
    default: return -INFINITY;
    }
}
#define ANY_COUNT (2 * POSITIVE_COUNT + 5)

static int status_known(cspring_status status) {
    return status >= CSPRING_OK && status <= CSPRING_NEVER_SETTLES;
}

static int params_finite(const cspring_params *p) {
    return isfinite(p->mass) && isfinite(p->stiffness) && isfinite(p->damping) && isfinite(p->damping_ratio) &&
           isfinite(p->lambda) && isfinite(p->omega0_sq) && isfinite(p->s) && isfinite(p->omega) && p->mass > 0.0 &&
           p->stiffness > 0.0 && p->damping >= 0.0 && p->omega0_sq > 0.0 && p->lambda >= 0.0;
}

/* ---- Settling, against its definition ---------------------------------------- */

static double displacement_at(const cspring_params *p, double u0, double u1, double t) {
    return cspring_evaluate(p, u0, u1, 0.0, t).position;
}

/* The velocity solution starts at (v0, a0): u(t) = v(t). */
static double velocity_at(const cspring_params *p, double u0, double u1, double t) {
    return cspring_evaluate(p, u0, u1, 0.0, t).velocity;
}

static int check_after(const cspring_params *p, double x0, double v0, double eps, double t, int velocity);

/* The window before t in which |u| must reach eps: the documented accuracy,
   widened to two half periods where the peaks are closer than that. */
static double before_window(const cspring_params *p, double t) {
    double tolerance = fmax(1e-9, 1e-12 * t), half_period = p->s > 0.0 ? 3.14159265358979 / p->omega : 0.0;
    return fmax(tolerance, 2.0 * half_period);
}

/* Whether the doubles near t resolve the oscillation's phase at all (a half
   period of at least a thousand ulps). */
static int phase_resolved(const cspring_params *p, double t) {
    return !(p->s > 0.0) || 3.14159265358979 / p->omega >= 1000.0 * (nextafter(t, INFINITY) - t);
}

/* The largest |u| sampled over the window before t, relative to eps: at
   least 1 − 1e-4 when the window holds an exceedance (401 samples over two
   half periods land within 1e-4 of a peak). */
static double reached_before(const cspring_params *p, double x0, double v0, double eps, double t, int velocity) {
    double (*u)(const cspring_params *, double, double, double) = velocity ? velocity_at : displacement_at;
    double window = before_window(p, t), worst = 0.0;
    int k;
    if (!phase_resolved(p, t)) {
        /* No double near t has a meaningful phase: the peaks' envelope
           P·e^(−λt) must be at eps there, P = √((u0·ω)² + (u1 + λ·u0)²)/ω0
           (|u| at every extremum of e^(−λt)·(u0·cos ωt + (u1 + λu0)/ω·sin ωt)). */
        double u0 = velocity ? v0 : x0, u1 = velocity ? -2.0 * p->lambda * v0 - p->omega0_sq * x0 : v0;
        double peak = hypot(u0 * p->omega, u1 + p->lambda * u0) / sqrt(p->omega0_sq);
        double ratio = exp(log(peak) - log(eps) - p->lambda * t);
        /* Above 1 only by the rounding of t (and of the logarithms). */
        return ratio <= 1.0 + 1e-9 ? ratio : 0.0;
    }
    for (k = 0; k <= 400; k++) {
        double s = t - window * (double)k / 400.0;
        worst = fmax(worst, fabs(u(p, x0, v0, s < 0.0 ? 0.0 : s)));
    }
    return worst / eps;
}

/* Evaluation is exact only to the target once e^(−λt) underflows (as
   documented), so it cannot show an exceedance near the subnormal range of
   eps, nor after e^(−rt) underflows for the slowest rate r. */
#define RESOLVABLE_EPS 1e-280

static int resolvable(const cspring_params *p, double eps, double t) {
    double rate = p->s < 0.0 ? p->omega0_sq / (p->lambda + p->omega) : p->lambda;
    return eps >= RESOLVABLE_EPS && rate * t < 700.0;
}

/* |u| ≤ eps (to rounding) at a fine grid of times after t and far beyond it,
   and |u| > eps somewhere in the window just before t (when t > 0). */
static int check_last_exceedance(const cspring_params *p, double x0, double v0, double eps, double t, int velocity) {
    return check_after(p, x0, v0, eps, t, velocity) &&
           (t == 0.0 || !resolvable(p, eps, t) || reached_before(p, x0, v0, eps, t, velocity) >= 1.0 - 1e-4 ||
            (fprintf(stderr, "  max |u| just before the returned %.17g is %.17g eps (eps %g)\n", t,
                     reached_before(p, x0, v0, eps, t, velocity), eps), 0));
}

static int check_after(const cspring_params *p, double x0, double v0, double eps, double t, int velocity) {
    double (*u)(const cspring_params *, double, double, double) = velocity ? velocity_at : displacement_at;
    double tolerance = fmax(1e-9, 1e-12 * t), half_period = p->s > 0.0 ? 3.14159265358979 / p->omega : 0.0;
    double slack = eps * (1.0 + 1e-9) + 1e-300, span;
    int k, ok = 1;
    if (!(t >= 0.0) || !isfinite(t)) return 0;
    /* After: a fine grid over a few half periods (or a few multiples of t), then far out. */
    span = half_period > 0.0 ? fmin(8.0 * half_period, 4.0 * t + 1.0) : 4.0 * t + 1.0;
    for (k = 1; k <= 400 && ok; k++) {
        double s = t + tolerance + span * (double)k / 400.0;
        if (fabs(u(p, x0, v0, s)) > slack) {
            fprintf(stderr, "  |u(%.17g)| = %.17g > eps %.17g after the returned %.17g\n", s, fabs(u(p, x0, v0, s)),
                    eps, t);
            ok = 0;
        }
    }
    {
        static const double far[] = {2.0, 10.0, 1e3, 1e100};
        for (k = 0; k < 4 && ok; k++) {
            double s = (t + tolerance) * far[k] + 1.0;
            if (isfinite(s) && fabs(u(p, x0, v0, s)) > slack) {
                fprintf(stderr, "  |u(%.17g)| = %.17g > eps after the returned %.17g\n", s, fabs(u(p, x0, v0, s)), t);
                ok = 0;
            }
        }
    }
    return ok && (t > 0.0 || fabs(u(p, x0, v0, 0.0)) <= slack);
}

static int settle_result_ok(cspring_status status, double out) {
    if (status == CSPRING_OK) return isfinite(out) && out >= 0.0;
    if (status == CSPRING_NEVER_SETTLES) return out == INFINITY;
    return status_known(status);
}

/* ---- Parameters -------------------------------------------------------------- */

static int valid_springs_seen;

static void test_params_init_grid(void) {
    size_t i, j, k;
    for (i = 0; i < ANY_COUNT; i++) {
        for (j = 0; j < ANY_COUNT; j++) {
            for (k = 0; k < ANY_COUNT; k++) {
                cspring_params p;
                cspring_status status;
                double m = any_value(i), s = any_value(j), c = any_value(k);
                CALL("cspring_params_init(%g, %g, %g)", m, s, c);
                status = cspring_params_init(&p, m, s, c);
                CHECK(status_known(status));
                if (status == CSPRING_OK) {
                    valid_springs_seen++;
                    CHECK(params_finite(&p));
                    CHECK(m > 0.0 && s > 0.0 && c >= 0.0 && isfinite(m) && isfinite(s) && isfinite(c));
                } else {
                    /* Invalid by the documented rules, or a derived value out of range. */
                    CHECK(status != CSPRING_NEVER_SETTLES);
                }
            }
        }
    }
    CHECK(valid_springs_seen > 500);
}

static void test_params_conversions_grid(void) {
    size_t i, j;
    for (i = 0; i < ANY_COUNT; i++) {
        for (j = 0; j < ANY_COUNT; j++) {
            double a = any_value(i), b = any_value(j);
            cspring_params p;
            cspring_status status;
            CALL("cspring_params_from_response(%g, %g)", a, b);
            status = cspring_params_from_response(&p, a, b);
            CHECK(status_known(status) && (status != CSPRING_OK || params_finite(&p)));
            CALL("cspring_params_from_duration_bounce(%g, %g)", a, b);
            status = cspring_params_from_duration_bounce(&p, a, b);
            CHECK(status_known(status) && (status != CSPRING_OK || params_finite(&p)));
            CALL("cspring_params_from_pop(%g, %g)", a, b);
            status = cspring_params_from_pop(&p, a, b);
            CHECK(status_known(status) && (status != CSPRING_OK || params_finite(&p)));
            CALL("cspring_params_from_tension_friction(%g, %g)", a, b);
            status = cspring_params_from_tension_friction(&p, a, b);
            CHECK(status_known(status) && (status != CSPRING_OK || params_finite(&p)));
            CALL("cspring_params_from_android(%g, %g)", a, b);
            status = cspring_params_from_android(&p, a, b);
            CHECK(status_known(status) && (status != CSPRING_OK || params_finite(&p)));
            if (status == CSPRING_OK) {
                double bounciness = -1.0, speed = -1.0;
                CALL("cspring_params_to_pop(android %g, %g)", a, b);
                status = cspring_params_to_pop(&p, &bounciness, &speed);
                CHECK(status_known(status) && (status != CSPRING_OK || (isfinite(bounciness) && isfinite(speed))));
                CHECK(isfinite(cspring_params_response(&p)) || cspring_params_response(&p) == INFINITY);
                CHECK(isfinite(cspring_params_bounce(&p)));
            }
        }
    }
}

/* from_settling_duration over (duration, ζ, ε), and its round trip. */
static void test_from_settling_duration_grid(void) {
    static const double epsilons[] = {5e-324, 1e-310, 1e-300, 1e-9, 1e-3, 0.5, 1.0 - 1e-16, 1.0, 2.0, -1.0, NAN};
    size_t i, j, k;
    int round_trips = 0;
    for (i = 0; i < ANY_COUNT; i++) {
        for (j = 0; j < ANY_COUNT; j++) {
            for (k = 0; k < sizeof epsilons / sizeof epsilons[0]; k++) {
                double duration = any_value(i), zeta = any_value(j), eps = epsilons[k], back = -1.0;
                cspring_params p;
                cspring_status status;
                CALL("cspring_params_from_settling_duration(%g, %g, %g)", duration, zeta, eps);
                status = cspring_params_from_settling_duration(&p, duration, zeta, eps);
                CHECK(status_known(status));
                if (status != CSPRING_OK) continue;
                CHECK(params_finite(&p));
                CALL("cspring_params_settling_duration(from_settling_duration(%g, %g, %g))", duration, zeta, eps);
                status = cspring_params_settling_duration(&p, eps, &back);
                CHECK(settle_result_ok(status, back));
                /* The inverse is exact where ω0 = τ/duration is representable, the
                   crossing is well conditioned (ε not within rounding of the step's 1)
                   and ε·(the rates) stays clear of underflow. */
                if (status == CSPRING_OK && duration >= 1e-200 && duration <= 1e200 && zeta >= 1e-9 &&
                    zeta <= 1e9 && eps >= 1e-200 && eps <= 0.5) {
                    if (!(fabs(back - duration) <= 1e-9 * duration)) fprintf(stderr, "  round trip of (%g, %g, %g): %.17g\n", duration, zeta, eps, back);
                    CHECK_REL(back, duration, 1e-9, 0.0);
                    round_trips++;
                }
            }
        }
    }
    CHECK(round_trips >= 40);
}

/* ---- Evaluation -------------------------------------------------------------- */

static const double times[] = {0.0, 5e-324, 1e-300, 1e-9, 1.0, 1e9, 1e30, 1e300, DBL_MAX};
#define TIME_COUNT (sizeof times / sizeof times[0])

/* Every valid spring of the positive grid, from (1, 0) and (0, 1) toward 0:
   finite position and velocity at every finite time, the exact target once
   e^(−λt) underflows, and the batch equal to the scalar call. */
static void test_evaluate_grid(void) {
    size_t i, j, k, n;
    for (i = 0; i < POSITIVE_COUNT; i++) {
        for (j = 0; j < POSITIVE_COUNT; j++) {
            for (k = 0; k <= POSITIVE_COUNT; k++) {
                cspring_params p;
                double m = positives[i], s = positives[j], c = k < POSITIVE_COUNT ? positives[k] : 0.0;
                if (cspring_params_init(&p, m, s, c) != CSPRING_OK) continue;
                for (n = 0; n < TIME_COUNT; n++) {
                    int start;
                    for (start = 0; start < 2; start++) {
                        double x0 = start == 0 ? 1.0 : 0.0, v0 = start == 0 ? 0.0 : 1.0, t = times[n];
                        cspring_state state, batch_state, stepped;
                        cspring_spring spring;
                        /* Velocity alone reaches v0/ω0 and v0/λ: keep to representable motions. */
                        if (start == 1 && 1.0 / sqrt(p.omega0_sq) > 1e300) continue;
                        CALL("cspring_evaluate(m %g, k %g, c %g, x0 %g, v0 %g, t %g)", m, s, c, x0, v0, t);
                        state = cspring_evaluate(&p, x0, v0, 0.0, t);
                        if (!(isfinite(state.position) && isfinite(state.velocity))) {
                            fprintf(stderr, "  m %g k %g c %g x0 %g v0 %g t %g: (%g, %g)\n", m, s, c, x0, v0, t,
                                    state.position, state.velocity);
                        }
                        CHECK(isfinite(state.position) && isfinite(state.velocity));
                        if (p.lambda * t > 800.0 && p.omega0_sq / (2.0 * p.lambda) * t > 800.0) {
                            CHECK(state.position == 0.0 && state.velocity == 0.0);
                        }
                        spring.params = p;
                        spring.x0 = x0;
                        spring.v0 = v0;
                        spring.target = 0.0;
                        cspring_evaluate_batch(&spring, &t, &batch_state, 1);
                        CHECK(memcmp(&batch_state, &state, sizeof state) == 0);
                        stepped.position = x0;
                        stepped.velocity = v0;
                        cspring_step(&p, 0.0, t, &stepped);
                        CHECK(isfinite(stepped.position) && isfinite(stepped.velocity));
                    }
                }
            }
        }
    }
}

/* An undamped spring at a huge time: bounded by its amplitude. */
static void test_evaluate_undamped_far(void) {
    static const double stiffnesses[] = {1e-300, 1.0, 1e30, 1e300};
    size_t i, n;
    for (i = 0; i < 4; i++) {
        cspring_params p;
        CHECK(cspring_params_init(&p, 1.0, stiffnesses[i], 0.0) == CSPRING_OK);
        for (n = 0; n < TIME_COUNT; n++) {
            cspring_state state;
            CALL("cspring_evaluate(undamped k %g, t %g)", stiffnesses[i], times[n]);
            state = cspring_evaluate(&p, 1.0, 0.0, 0.0, times[n]);
            CHECK(fabs(state.position) <= 1.0 + 1e-12);
            CHECK(fabs(state.velocity) <= sqrt(p.omega0_sq) * (1.0 + 1e-12));
        }
    }
}

/* Spring.bouncy (duration 0.5, bounce 0.3) at t = DBL_MAX is exactly its target. */
static void test_bouncy_at_greatest_time(void) {
    cspring_params p;
    cspring_state state;
    CHECK(cspring_params_from_duration_bounce(&p, 0.5, 0.3) == CSPRING_OK);
    CALL("cspring_evaluate(bouncy, t DBL_MAX)");
    state = cspring_evaluate(&p, 0.0, 0.0, 1.0, DBL_MAX);
    CHECK(state.position == 1.0 && state.velocity == 0.0);
    state = cspring_evaluate(&p, 0.0, 3.0, 1.0, 1e300);
    CHECK(state.position == 1.0 && state.velocity == 0.0);
}

/* ---- Settling ------------------------------------------------------------------ */

static int settle_checks;

static void settle_and_check(const cspring_params *p, double x0, double v0, double eps_x, double eps_v,
                             const char *name) {
    double out = -1.0, visual = -1.0;
    cspring_status status;
    CALL("cspring_settling_time(%s, m %g, k %g, c %g, x0 %g, v0 %g, eps %g, %g)", name, p->mass, p->stiffness,
         p->damping, x0, v0, eps_x, eps_v);
    status = cspring_settling_time(p, x0, v0, eps_x, eps_v, &out);
    CHECK(settle_result_ok(status, out));
    if (status == CSPRING_OK) {
        /* Both within their ε after out; one of them outside it just before. */
        int after = check_after(p, x0, v0, eps_x, out, 0) && check_after(p, x0, v0, eps_v, out, 1);
        if (!after) {
            fprintf(stderr, "  settling time of %s: m %g k %g c %g x0 %g v0 %g eps %g, %g -> %.17g\n", name, p->mass,
                    p->stiffness, p->damping, x0, v0, eps_x, eps_v, out);
        }
        CHECK(after);
        if (out > 0.0 && resolvable(p, fmin(eps_x, eps_v), out)) {
            double reached = fmax(reached_before(p, x0, v0, eps_x, out, 0), reached_before(p, x0, v0, eps_v, out, 1));
            if (!(reached >= 1.0 - 1e-4)) {
                fprintf(stderr, "  settling time of %s: m %g k %g c %g x0 %g v0 %g eps %g, %g -> %.17g: before %g\n",
                        name, p->mass, p->stiffness, p->damping, x0, v0, eps_x, eps_v, out, reached);
            }
            CHECK(reached >= 1.0 - 1e-4);
        }
        settle_checks++;
    } else if (status == CSPRING_NEVER_SETTLES) {
        CHECK(out == INFINITY);
    }
    CALL("cspring_visual_completion_time(%s, m %g, k %g, c %g, x0 %g, v0 %g, eps %g)", name, p->mass, p->stiffness,
         p->damping, x0, v0, eps_x);
    status = cspring_visual_completion_time(p, x0, v0, eps_x, &visual);
    CHECK(settle_result_ok(status, visual));
    if (status == CSPRING_OK) {
        int ok = check_last_exceedance(p, x0, v0, eps_x, visual, 0);
        if (!ok) {
            fprintf(stderr, "  visual completion of %s: m %g k %g c %g x0 %g v0 %g eps %g -> %.17g\n", name,
                    p->mass, p->stiffness, p->damping, x0, v0, eps_x, visual);
        }
        CHECK(ok);
        /* Both thresholds: at least the position's time. */
        CHECK(out >= visual || status != CSPRING_OK);
    }
}

/* Every valid spring of the grid (mass 1 and 1e-9 … 1e30), from unit states. */
static void test_settling_grid(void) {
    static const double masses[] = {1e-9, 1.0, 1e9};
    static const double epsilons[] = {1e-300, 1e-9, 1e-3, 0.5};
    size_t i, j, k, e;
    for (i = 0; i < 3; i++) {
        for (j = 0; j < POSITIVE_COUNT; j++) {
            for (k = 0; k <= POSITIVE_COUNT; k++) {
                cspring_params p;
                double c = k < POSITIVE_COUNT ? positives[k] : 0.0;
                if (cspring_params_init(&p, masses[i], positives[j], c) != CSPRING_OK) continue;
                for (e = 0; e < 4; e++) {
                    settle_and_check(&p, 1.0, 0.0, epsilons[e], epsilons[e], "grid");
                    settle_and_check(&p, 0.0, 1.0, epsilons[e], epsilons[e], "grid");
                }
            }
        }
    }
    CHECK(settle_checks > 200);
}

/* Every argument of the settling functions at its extremes: a status, never a hang. */
static void test_settling_arguments(void) {
    cspring_params p;
    size_t a, b, e;
    CHECK(cspring_params_init(&p, 1.0, 100.0, 1.0) == CSPRING_OK);
    for (a = 0; a < ANY_COUNT; a++) {
        for (b = 0; b < ANY_COUNT; b++) {
            for (e = 0; e < ANY_COUNT; e++) {
                double x0 = any_value(a), v0 = any_value(b), eps = any_value(e), out = -1.0;
                cspring_status status;
                CALL("cspring_settling_time(k 100, c 1, x0 %g, v0 %g, eps %g)", x0, v0, eps);
                status = cspring_settling_time(&p, x0, v0, eps, eps, &out);
                CHECK(settle_result_ok(status, out));
                if (!(isfinite(x0) && isfinite(v0) && isfinite(eps))) CHECK(status == CSPRING_ERROR_NOT_FINITE);
                CALL("cspring_visual_completion_time(k 100, c 1, x0 %g, v0 %g, eps %g)", x0, v0, eps);
                status = cspring_visual_completion_time(&p, x0, v0, eps, &out);
                CHECK(settle_result_ok(status, out));
                if (status == CSPRING_OK && fabs(x0) <= 1e300 && fabs(v0) <= 1e300) {
                    int ok = check_last_exceedance(&p, x0, v0, eps, out, 0);
                    if (!ok) fprintf(stderr, "  x0 %g v0 %g eps %g -> %.17g\n", x0, v0, eps, out);
                    CHECK(ok);
                }
            }
        }
    }
}

/* The exact examples of issue #13. */
static void test_issue_examples(void) {
    cspring_params p;
    double out = -1.0;
    cspring_status status;

    /* m = 1, k = 1e30, c = 1 used to step back one peak at a time past 2^53 peaks. */
    CHECK(cspring_params_init(&p, 1.0, 1e30, 1.0) == CSPRING_OK);
    settle_and_check(&p, 1.0, 0.0, 1e-3, 1e-3, "k 1e30");
    settle_and_check(&p, 1.0, 0.0, 1e-3, 1e12, "k 1e30");
    CALL("cspring_params_settling_duration(m 1, k 1e30, c 1)");
    status = cspring_params_settling_duration(&p, 1e-3, &out);
    CHECK(status == CSPRING_OK);
    /* The envelope e^(−t/2) reaches 1e-3 near t = 2·ln(1000) = 13.8: the last peak is within π/ω of it. */
    CHECK_CLOSE(out, 2.0 * log(1000.0), 1e-9);
    CHECK(cspring_params_init(&p, 1.0, 1e28, 1.0) == CSPRING_OK);
    settle_and_check(&p, 1.0, 0.0, 1e-3, 1e-3, "k 1e28");

    /* Swift: Spring(mass: 636, stiffness: 1.9e214, damping: 636).settlingDuration. */
    CHECK(cspring_params_init(&p, 636.0, 1.9e214, 636.0) == CSPRING_OK);
    CALL("cspring_params_settling_duration(m 636, k 1.9e214, c 636)");
    status = cspring_params_settling_duration(&p, 1e-3, &out);
    CHECK(status == CSPRING_OK);
    CHECK_CLOSE(out, 2.0 * log(1000.0), 1e-9);
    settle_and_check(&p, -1.0, 0.0, 1e-3, 1e-3, "m 636 k 1.9e214");

    /* JSON {mass: 2, stiffness: 1.2e113, damping: 214}. */
    CHECK(cspring_params_init(&p, 2.0, 1.2e113, 214.0) == CSPRING_OK);
    CALL("cspring_params_settling_duration(m 2, k 1.2e113, c 214)");
    status = cspring_params_settling_duration(&p, 1e-3, &out);
    CHECK(status == CSPRING_OK);
    CHECK_CLOSE(out, log(1000.0) / 53.5, 1e-9);

    /* cspring_params_from_settling_duration(&p, 1, 1e-9, 5e-324) used to hang. */
    CALL("cspring_params_from_settling_duration(1, 1e-9, 5e-324)");
    status = cspring_params_from_settling_duration(&p, 1.0, 1e-9, 5e-324);
    CHECK(status_known(status));
    if (status == CSPRING_OK) {
        CHECK(params_finite(&p));
        CHECK(cspring_params_settling_duration(&p, 5e-324, &out) == CSPRING_OK);
        CHECK_REL(out, 1.0, 1e-9, 0.0);
    }

    /* Damping 1e-9 and 5e-324 (mass 1, stiffness 100): the first settles after
       ~ln(1/ε)/λ = 1.4e10 s, the second's λ underflows to 0. */
    CHECK(cspring_params_init(&p, 1.0, 100.0, 1e-9) == CSPRING_OK);
    settle_and_check(&p, 1.0, 0.0, 1e-3, 1e-2, "damping 1e-9");
    CALL("cspring_settling_time(damping 1e-9)");
    CHECK(cspring_settling_time(&p, 1.0, 0.0, 1e-3, 1e-2, &out) == CSPRING_OK);
    CHECK_REL(out, 2e9 * log(1000.0 * sqrt(1.0 - 2.5e-21)), 1e-9, 0.0);
    CHECK(cspring_params_init(&p, 1.0, 100.0, 5e-324) == CSPRING_OK);
    CALL("cspring_settling_time(damping 5e-324)");
    status = cspring_settling_time(&p, 1.0, 0.0, 1e-3, 1e-2, &out);
    CHECK(status == CSPRING_NEVER_SETTLES && out == INFINITY);
    /* Damping 1e-300: the settling time 2·ln(1000)·1e300 is a finite double. */
    CHECK(cspring_params_init(&p, 1.0, 100.0, 1e-300) == CSPRING_OK);
    CALL("cspring_settling_time(damping 1e-300)");
    status = cspring_settling_time(&p, 1.0, 0.0, 1e-3, 1e3, &out);
    CHECK(status == CSPRING_OK);
    CHECK_REL(out, 2e300 * log(1000.0), 1e-12, 0.0);
    /* Damping 1e-308: that time overflows, so the spring never settles in doubles. */
    CHECK(cspring_params_init(&p, 1.0, 100.0, 1e-308) == CSPRING_OK);
    CALL("cspring_settling_time(damping 1e-308)");
    status = cspring_settling_time(&p, 1.0, 0.0, 1e-3, 1e3, &out);
    CHECK(status == CSPRING_NEVER_SETTLES && out == INFINITY);
}

/* ---- Decay and rubber band ------------------------------------------------------ */

static void test_decay_grid(void) {
    size_t i, j, k;
    for (i = 0; i < ANY_COUNT; i++) {
        cspring_decay d;
        cspring_status status;
        double tau = any_value(i);
        int convention;
        CALL("cspring_decay_from_time_constant(%g)", tau);
        status = cspring_decay_from_time_constant(&d, tau);
        CHECK(status_known(status));
        for (convention = 0; convention < 2; convention++) {
            cspring_decay r;
            CALL("cspring_decay_from_rate(%g, %d)", tau, convention);
            status = cspring_decay_from_rate(&r, tau, (cspring_decay_convention)convention);
            CHECK(status_known(status));
            if (status == CSPRING_OK) CHECK(isfinite(r.time_constant) && r.time_constant > 0.0 && isfinite(r.gain));
        }
        if (cspring_decay_from_time_constant(&d, tau) != CSPRING_OK) continue;
        for (j = 0; j < TIME_COUNT; j++) {
            cspring_state state;
            CALL("cspring_decay_evaluate(tau %g, t %g)", tau, times[j]);
            state = cspring_decay_evaluate(&d, 0.0, 1.0, times[j]);
            CHECK(isfinite(state.position) && isfinite(state.velocity));
            CHECK(state.position >= 0.0 && state.position <= tau && fabs(state.velocity) <= 1.0);
        }
        for (j = 0; j < ANY_COUNT; j++) {
            for (k = 0; k < ANY_COUNT; k++) {
                double v0 = any_value(j), threshold = any_value(k), out = -1.0;
                CALL("cspring_decay_time_to_velocity(tau %g, v0 %g, threshold %g)", tau, v0, threshold);
                status = cspring_decay_time_to_velocity(&d, v0, threshold, &out);
                CHECK(status_known(status));
                if (status == CSPRING_OK) {
                    CHECK(isfinite(out) && out >= 0.0);
                    /* The definition: |v0|·e^(−t/τ) = threshold, in logarithms. */
                    if (fabs(v0) > threshold) {
                        CHECK_REL(out, tau * (log(fabs(v0)) - log(threshold)), 1e-12, 0.0);
                    }
                }
            }
        }
    }
}

/* Decay(timeConstant: 1e18) and Decay(androidFriction: 1e-320)'s τ = 1/(4.2e-320). */
static void test_decay_examples(void) {
    cspring_decay d;
    cspring_state state;
    double out = -1.0;
    CHECK(cspring_decay_from_time_constant(&d, 1e18) == CSPRING_OK);
    state = cspring_decay_evaluate(&d, 0.0, 1000.0, 1.0);
    CHECK_REL(state.position, 1000.0 * (1.0 - 0.5e-18), 1e-15, 0.0);
    CHECK(cspring_decay_time_to_velocity(&d, 1000.0, 1e-3, &out) == CSPRING_OK);
    CHECK_REL(out, 1e18 * log(1e6), 1e-14, 0.0);
    CHECK(cspring_decay_from_time_constant(&d, 1.0 / (CSPRING_ANDROID_FLING_FRICTION * 1e-320)) ==
          CSPRING_ERROR_NOT_FINITE);
    /* A huge speed over a tiny threshold: the time is τ·ln(|v0|/threshold) though the ratio overflows. */
    CHECK(cspring_decay_from_time_constant(&d, 1.0) == CSPRING_OK);
    CHECK(cspring_decay_time_to_velocity(&d, 1e300, 1e-300, &out) == CSPRING_OK);
    CHECK_REL(out, 600.0 * log(10.0), 1e-14, 0.0);
}

static void test_rubber_band_grid(void) {
    size_t i, j, k;
    for (i = 0; i < ANY_COUNT; i++) {
        for (j = 0; j < ANY_COUNT; j++) {
            for (k = 0; k < ANY_COUNT; k++) {
                double x = any_value(i), d = any_value(j), c = any_value(k), out = NAN;
                cspring_status status;
                CALL("cspring_rubber_band(%g, %g, %g)", x, d, c);
                status = cspring_rubber_band(x, d, c, &out);
                CHECK(status_known(status) && (status != CSPRING_OK || (isfinite(out) && fabs(out) <= d)));
                CALL("cspring_rubber_band_inverse(%g, %g, %g)", x, d, c);
                status = cspring_rubber_band_inverse(x, d, c, &out);
                CHECK(status_known(status));
                if (status == CSPRING_OK) {
                    CHECK(isfinite(out));
                }
            }
        }
    }
}

int main(void) {
    start_watchdog();
    RUN(test_params_init_grid);
    RUN(test_params_conversions_grid);
    RUN(test_from_settling_duration_grid);
    RUN(test_evaluate_grid);
    RUN(test_evaluate_undamped_far);
    RUN(test_bouncy_at_greatest_time);
    RUN(test_issue_examples);
    RUN(test_settling_grid);
    RUN(test_settling_arguments);
    RUN(test_decay_grid);
    RUN(test_decay_examples);
    RUN(test_rubber_band_grid);
    return check_summary("cspring extremes");
}
