/* Plain C tests of cspring.h against independent references: the oracle
   tables of timing.md §6.1–6.2, a long-double matrix exponential, a
   fine-step RK4 integrator, and dense scans. */
#include <float.h>
#include <string.h>

#include "check.h"
#include "reference_spring.h"
#include "cspring.h"

/* ---- Independent references ----------------------------------------------- */


/* Classic RK4 on m·x″ + c·x′ + k·(x − T) = 0 with n fixed steps. */
static void rk4(double m, double k, double c, double x0, double v0, double target, double t, long n,
                double *x_out, double *v_out) {
    double x = x0, v = v0, h = t / (double)n;
    long i;
    for (i = 0; i < n; i++) {
        double k1x = v, k1v = -(k * (x - target) + c * v) / m;
        double k2x = v + 0.5 * h * k1v, k2v = -(k * (x + 0.5 * h * k1x - target) + c * k2x) / m;
        double k3x = v + 0.5 * h * k2v, k3v = -(k * (x + 0.5 * h * k2x - target) + c * k3x) / m;
        double k4x = v + h * k3v, k4v = -(k * (x + h * k3x - target) + c * k4x) / m;
        x += h * (k1x + 2.0 * k2x + 2.0 * k3x + k4x) / 6.0;
        v += h * (k1v + 2.0 * k2v + 2.0 * k3v + k4v) / 6.0;
    }
    *x_out = x;
    *v_out = v;
}

/* A deterministic LCG in [0, 1). */
static unsigned long long rng_state = 88172645463325252ULL;
static double rng(void) {
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(rng_state >> 11) / 9007199254740992.0;
}

static cspring_params make(double m, double k, double c) {
    cspring_params p;
    cspring_status status = cspring_params_init(&p, m, k, c);
    CHECK(status == CSPRING_OK);
    return p;
}

/* ---- Oracle tables (timing.md §6.1) --------------------------------------- */

typedef struct oracle_row {
    double m, k, c, t, x, v; /* v is NaN where the table gives none */
} oracle_row;

static void check_rows(const oracle_row *rows, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        cspring_params p = make(rows[i].m, rows[i].k, rows[i].c);
        cspring_state s = cspring_evaluate(&p, 0.0, 0.0, 1.0, rows[i].t);
        CHECK_CLOSE(s.position, rows[i].x, 1e-11);
        if (!isnan(rows[i].v)) CHECK_CLOSE(s.velocity, rows[i].v, 1e-10);
    }
}

static void test_oracle_table(void) {
    const double nan_ = NAN;
    const oracle_row rows[] = {
        {1, 100, 20, 0.05, 0.0902040104310499, 3.03265329856317},
        {1, 100, 20, 0.1, 0.264241117657115, 3.67879441171442},
        {1, 100, 20, 0.25, 0.712702504816354, 2.05212496559747},
        {1, 100, 20, 0.5, 0.959572318005487, 0.336897349954273},
        {1, 100, 20, 1.0, 0.999500600772613, 0.00453999297624849},
        {4, 400, 80, 0.1, 0.264241117657115, 3.67879441171442},
        {1, 100, 10, 0.1, 0.340299846608298, 5.33507195114693},
        {1, 100, 10, 0.25, 1.02335957990669, 2.74109898705702},
        {1, 100, 10, 0.5, 1.07459056659503, -0.879424207325129},
        {1, 100, 10, 1.0, 1.00217011673933, 0.0538548061605957},
        {1, 100, 30, 0.1, 0.213354400696632, 2.72608937662529},
        {1, 100, 30, 0.5, 0.826595349759536, 0.662338936587935},
        {1, 100, 30, 1.0, 0.974317755944187, 0.0980974432032125},
        {2, 100, 10, 0.5, 1.3004358429732, -0.357007455543438},
        {1, 170, 26, 0.1, 0.375128590195336, 4.62532260739019},
    };
    (void)nan_;
    check_rows(rows, sizeof rows / sizeof rows[0]);
}

static void test_oracle_android_and_compose(void) {
    cspring_params p;
    cspring_state s;
    CHECK(cspring_params_from_android(&p, CSPRING_ANDROID_STIFFNESS_MEDIUM,
                                      CSPRING_ANDROID_DAMPING_RATIO_MEDIUM_BOUNCY) == CSPRING_OK);
    s = cspring_evaluate(&p, 0.0, 0.0, 1.0, 0.1);
    CHECK_CLOSE(s.position, 1.15852544007137, 1e-11);
    CHECK_CLOSE(s.velocity, -1.36022758165297, 1e-10);
    CHECK(cspring_params_from_android(&p, 1500.0, CSPRING_ANDROID_DAMPING_RATIO_NO_BOUNCY) == CSPRING_OK);
    s = cspring_evaluate(&p, 0.0, 0.0, 1.0, 0.1);
    CHECK_CLOSE(s.position, 0.898660296011901, 1e-11);
    CHECK_CLOSE(s.velocity, 3.11943516286497, 1e-10);
}

static void test_oracle_swiftui_presets(void) {
    /* (duration, bounce) → x(0.25), x(0.5) */
    const double rows[][4] = {
        {0.5, 0.0, 0.821025553586, 0.986399068534},
        {0.5, 0.15, 0.894509453192, 1.00601996071},
        {0.5, 0.3, 0.984087490971, 1.01449842162},
        {0.5, -0.5, 0.535727674579, 0.799926375355},
    };
    size_t i;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        cspring_params p;
        CHECK(cspring_params_from_duration_bounce(&p, rows[i][0], rows[i][1]) == CSPRING_OK);
        CHECK_CLOSE(cspring_evaluate(&p, 0.0, 0.0, 1.0, 0.25).position, rows[i][2], 1e-11);
        CHECK_CLOSE(cspring_evaluate(&p, 0.0, 0.0, 1.0, 0.5).position, rows[i][3], 1e-11);
    }
}

/* ---- Invariants and references over every regime ------------------------- */

static const double ratios[] = {0.0, 1e-3, 0.1, 0.5, 0.9, 1.0 - 1e-9, 1.0 - 1e-15, 1.0,
                                1.0 + 1e-15, 1.0 + 1e-9, 1.1, 2.0, 10.0, 100.0, 1000.0};
static const double stiffnesses[] = {1e-3, 1.0, 100.0, 1e4, 1e6};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static cspring_params make_ratio(double stiffness, double ratio) {
    return make(1.0, stiffness, 2.0 * ratio * sqrt(stiffness));
}

/* The transition over a tiny h against the Taylor polynomial of exp(A·h),
   A = [[0, 1], [−k/m, −c/m]]: x(0) = x0, x′(0) = v0 and v′(0) = a0. */
static void test_initial_conditions(void) {
    size_t i, j;
    int n;
    for (i = 0; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            cspring_params p = make_ratio(stiffnesses[j], ratios[i]);
            double a[4], term[4], taylor[4], tmp[4], rate = sqrt(p.omega0_sq) + 2.0 * p.lambda;
            double h = 1e-3 / rate;
            cspring_transition tr = cspring_transition_make(&p, h);
            cspring_state at0 = cspring_evaluate(&p, 0.3, -2.0, 1.0, 0.0);
            CHECK(at0.position == 0.3 && at0.velocity == -2.0);
            a[0] = 0.0; a[1] = h; a[2] = -p.omega0_sq * h; a[3] = -2.0 * p.lambda * h;
            term[0] = taylor[0] = 1.0; term[1] = taylor[1] = 0.0; term[2] = taylor[2] = 0.0; term[3] = taylor[3] = 1.0;
            for (n = 1; n <= 5; n++) {
                tmp[0] = (term[0] * a[0] + term[1] * a[2]) / n;
                tmp[1] = (term[0] * a[1] + term[1] * a[3]) / n;
                tmp[2] = (term[2] * a[0] + term[3] * a[2]) / n;
                tmp[3] = (term[2] * a[1] + term[3] * a[3]) / n;
                memcpy(term, tmp, sizeof term);
                taylor[0] += term[0]; taylor[1] += term[1]; taylor[2] += term[2]; taylor[3] += term[3];
            }
            CHECK_CLOSE(tr.m00, taylor[0], 1e-13);
            CHECK_REL(tr.m01, taylor[1], 1e-12, 0.0);
            CHECK_REL(tr.m10, taylor[2], 1e-12, 0.0);
            CHECK_CLOSE(tr.m11, taylor[3], 1e-13);
        }
    }
}

static void test_energy_non_increasing(void) {
    size_t i, j;
    for (i = 1; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            cspring_params p = make_ratio(stiffnesses[j], ratios[i]);
            double period = 6.283185307179586 / sqrt(p.omega0_sq), previous = INFINITY;
            int n;
            for (n = 0; n <= 400; n++) {
                /* Target 0, so that y is the position itself and keeps its relative precision. */
                cspring_state s = cspring_evaluate(&p, 2.0, 3.0, 0.0, n * period / 40.0);
                double y = s.position;
                double energy = 0.5 * p.mass * s.velocity * s.velocity + 0.5 * p.stiffness * y * y;
                CHECK(energy <= previous * (1.0 + 1e-12) + 1e-300);
                previous = energy;
            }
        }
    }
}

static void test_against_matrix_exponential(void) {
    size_t i, j;
    int n;
    for (i = 0; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            cspring_params p = make_ratio(stiffnesses[j], ratios[i]);
            double w0 = sqrt(p.omega0_sq);
            double slow = p.s < 0.0 ? p.omega0_sq / (p.lambda + p.omega) : (p.lambda > 0.0 ? p.lambda : w0);
            for (n = 1; n <= 12; n++) {
                /* Times from a fraction of a period out to several slow time constants. */
                double t = pow(10.0, (n - 6) / 2.0) / w0;
                double horizon = 5.0 / slow;
                double x0 = 0.7, v0 = -1.3 * w0, target = 0.2;
                long double ref[4];
                cspring_state s;
                double scale_x, scale_v, ref_x, ref_v;
                if (t > horizon) t = horizon;
                reference_transition(p.mass, p.stiffness, p.damping, t, ref);
                s = cspring_evaluate(&p, x0, v0, target, t);
                ref_x = (double)(target + ref[0] * (long double)(x0 - target) + ref[1] * (long double)v0);
                ref_v = (double)(ref[2] * (long double)(x0 - target) + ref[3] * (long double)v0);
                scale_x = fabs(x0 - target) + fabs(v0) / w0;
                scale_v = w0 * fabs(x0 - target) + fabs(v0);
                CHECK_CLOSE(s.position, ref_x, 1e-12 * scale_x + 1e-15);
                CHECK_CLOSE(s.velocity, ref_v, 1e-12 * scale_v);
            }
        }
    }
}

static void test_against_rk4(void) {
    /* (m, k, c) in every regime; RK4 with 2e5 steps is good to ~1e-10. */
    const double cases[][3] = {{1, 100, 0}, {1, 100, 5}, {1, 100, 20}, {1, 100, 30},
                               {2, 50, 3}, {1, 1e4, 2000}, {0.5, 1, 0.1}};
    size_t i;
    for (i = 0; i < COUNT(cases); i++) {
        cspring_params p = make(cases[i][0], cases[i][1], cases[i][2]);
        double x, v, t = 1.5;
        cspring_state s = cspring_evaluate(&p, -1.0, 4.0, 2.0, t);
        rk4(cases[i][0], cases[i][1], cases[i][2], -1.0, 4.0, 2.0, t, 200000, &x, &v);
        CHECK_CLOSE(s.position, x, 1e-9);
        CHECK_CLOSE(s.velocity, v, 1e-9 * sqrt(p.omega0_sq) + 1e-9);
    }
}

static void test_undamped_matches_libm(void) {
    /* c = 0: x(t) = T + Δ0·cos(ω0·t) + (v0/ω0)·sin(ω0·t), from libm, over a wide range of phases.
       The phase 3·t in long double is exact (55 bits): the double product would be off by up
       to 2⁻⁵³·3t. Evaluation rounds it as the double product below ω·t = 256 (the header's
       split), and carries it in two doubles from there on: no phase error at all. */
    cspring_params p = make(1.0, 9.0, 0.0);
    int i;
    for (i = 0; i < 20000; i++) {
        double t = i < 10000 ? i * 0.00731 : pow(10.0, (i - 10000) * 6.0 / 10000.0);
        long double phase = 3.0L * t;
        double c = (double)cosl(phase), sn = (double)sinl(phase);
        double rounding = 3.0 * t < 256.0 ? (double)fabsl((long double)(3.0 * t) - phase) : 0.0;
        cspring_state s = cspring_evaluate(&p, 0.5, 1.5, 0.0, t);
        CHECK_CLOSE(s.position, 0.5 * c + 0.5 * sn, 2e-15 + 0.75 * rounding);
        CHECK_CLOSE(s.velocity, -1.5 * sn + 1.5 * c, 6e-15 + 2.25 * rounding);
    }
}

static void test_continuity_across_critical(void) {
    /* Evaluations just below, at and just above ζ = 1 agree to O(|ζ − 1|). */
    double t;
    cspring_params under = make_ratio(100.0, 1.0 - 1e-12);
    cspring_params critical = make(1.0, 100.0, 20.0);
    cspring_params over = make_ratio(100.0, 1.0 + 1e-12);
    for (t = 0.0; t <= 3.0; t += 0.01) {
        cspring_state a = cspring_evaluate(&under, 0.0, 5.0, 1.0, t);
        cspring_state b = cspring_evaluate(&critical, 0.0, 5.0, 1.0, t);
        cspring_state c = cspring_evaluate(&over, 0.0, 5.0, 1.0, t);
        CHECK_CLOSE(a.position, b.position, 1e-11);
        CHECK_CLOSE(c.position, b.position, 1e-11);
        CHECK_CLOSE(a.velocity, b.velocity, 1e-10);
        CHECK_CLOSE(c.velocity, b.velocity, 1e-10);
    }
    CHECK(critical.s == 0.0);
    CHECK(under.s > 0.0 && over.s < 0.0);
}

static void test_long_times_and_extremes(void) {
    const double times[] = {0.0, 1e-9, 1e-3, 1.0, 1e3, 1e5, 1e6};
    size_t i, j, n;
    for (i = 0; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            cspring_params p = make_ratio(stiffnesses[j], ratios[i]);
            for (n = 0; n < COUNT(times); n++) {
                cspring_state s = cspring_evaluate(&p, 1e3, -1e4, 7.0, times[n]);
                CHECK(isfinite(s.position) && isfinite(s.velocity));
            }
        }
    }
    /* Once settled, exactly the target. */
    {
        cspring_params p = make(1.0, 100.0, 10.0);
        cspring_state s = cspring_evaluate(&p, 0.0, 50.0, 1.0, 1e6);
        CHECK(s.position == 1.0 && s.velocity == 0.0);
        p = make(1.0, 1e6, 2.0 * 1000.0 * 1000.0);
        s = cspring_evaluate(&p, 0.0, 50.0, -3.0, 1e6);
        CHECK(s.position == -3.0 && s.velocity == 0.0);
    }
}

static void test_negative_and_nan_time(void) {
    cspring_params p = make(1.0, 100.0, 10.0);
    cspring_state s = cspring_evaluate(&p, 0.25, -3.0, 1.0, -5.0);
    CHECK(s.position == 0.25 && s.velocity == -3.0);
    s = cspring_evaluate(&p, 0.25, -3.0, 1.0, NAN);
    CHECK(isnan(s.position) && isnan(s.velocity));
}

/* ---- Stepping ------------------------------------------------------------- */

static void test_frame_rate_independence(void) {
    size_t i, j;
    int trial;
    for (i = 0; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            cspring_params p = make_ratio(stiffnesses[j], ratios[i]);
            double w0 = sqrt(p.omega0_sq);
            for (trial = 0; trial < 3; trial++) {
                cspring_state state = {0.0, 2.0 * w0};
                double elapsed = 0.0, scale_x = 3.0, scale_v = 3.0 * w0;
                int steps = 0;
                cspring_state once;
                while (steps < 600) {
                    /* Irregular frames of 0.2 to 3 "60 Hz frames" in the spring's own time scale. */
                    double dt = (0.2 + 2.8 * rng()) / 60.0 * (10.0 / w0);
                    cspring_step(&p, 1.0, dt, &state);
                    elapsed += dt;
                    steps++;
                }
                once = cspring_evaluate(&p, 0.0, 2.0 * w0, 1.0, elapsed);
                CHECK_CLOSE(state.position, once.position, 1e-12 * scale_x);
                CHECK_CLOSE(state.velocity, once.velocity, 1e-12 * scale_v);
            }
        }
    }
}

static void test_retarget_keeps_velocity(void) {
    cspring_params p = make(1.0, 200.0, 12.0);
    cspring_state state = {0.0, 0.0}, expected;
    cspring_step(&p, 1.0, 0.2, &state);
    expected = state;
    /* A new target: the state carries over, and the next step is the exact
       evaluation from that state toward the new target. */
    cspring_step(&p, -2.0, 0.1, &state);
    expected = cspring_evaluate(&p, expected.position, expected.velocity, -2.0, 0.1);
    CHECK(state.position == expected.position && state.velocity == expected.velocity);
    /* dt ≤ 0 changes nothing. */
    expected = state;
    cspring_step(&p, 5.0, 0.0, &state);
    cspring_step(&p, 5.0, -1.0, &state);
    CHECK(state.position == expected.position && state.velocity == expected.velocity);
}

static void test_batches_equal_scalar(void) {
    enum { N = 257 };
    double targets[N], x[N], v[N], times[N];
    cspring_spring springs[N];
    cspring_state out[N];
    cspring_params p = make(1.0, 300.0, 17.0);
    cspring_transition tr = cspring_transition_make(&p, 1.0 / 120.0);
    unsigned long long seed = rng_state;
    size_t i;
    for (i = 0; i < N; i++) {
        targets[i] = rng() * 10.0 - 5.0;
        x[i] = rng() * 10.0 - 5.0;
        v[i] = rng() * 100.0 - 50.0;
    }
    cspring_step_batch(&tr, targets, x, v, N);
    rng_state = seed;
    for (i = 0; i < N; i++) {
        cspring_state s;
        s.position = 0.0; s.velocity = 0.0;
        targets[i] = rng() * 10.0 - 5.0;
        s.position = rng() * 10.0 - 5.0;
        s.velocity = rng() * 100.0 - 50.0;
        cspring_step(&p, targets[i], 1.0 / 120.0, &s);
        CHECK(s.position == x[i] && s.velocity == v[i]);
    }
    for (i = 0; i < N; i++) {
        springs[i].params = make_ratio(stiffnesses[i % COUNT(stiffnesses)], ratios[i % COUNT(ratios)]);
        springs[i].x0 = rng();
        springs[i].v0 = rng() - 0.5;
        springs[i].target = rng() * 2.0;
        times[i] = rng() * 3.0 - 0.5;
    }
    cspring_evaluate_batch(springs, times, out, N);
    for (i = 0; i < N; i++) {
        cspring_state s = cspring_evaluate(&springs[i].params, springs[i].x0, springs[i].v0, springs[i].target,
                                           times[i]);
        CHECK(s.position == out[i].position && s.velocity == out[i].velocity);
    }
}

/* An empty batch reads no pointer: callers from other languages pass NULL
   for empty arrays. (cspring_step_batch read the transition first.) */
static void test_empty_batches_read_nothing(void) {
    double x = 1.0, v = 2.0, target = 3.0;
    cspring_step_batch(NULL, NULL, NULL, NULL, 0);
    cspring_step_batch(NULL, &target, &x, &v, 0);
    cspring_evaluate_batch(NULL, NULL, NULL, 0);
    CHECK(x == 1.0 && v == 2.0);
}

/* ---- Parameterisations ---------------------------------------------------- */

static void test_swiftui_documented_examples(void) {
    cspring_params p;
    CHECK(cspring_params_from_duration_bounce(&p, 0.5, 0.3) == CSPRING_OK);
    CHECK_CLOSE(p.mass, 1.0, 0.0);
    CHECK_CLOSE(p.stiffness, 157.9, 0.05);
    CHECK_CLOSE(p.damping, 17.6, 0.05);
    p = make(1.0, 100.0, 10.0);
    CHECK_CLOSE(cspring_params_duration(&p), 0.63, 0.005);
    CHECK_CLOSE(cspring_params_bounce(&p), 0.5, 1e-15);
}

static void test_response_table(void) {
    const double rows[][4] = {{0.5, 0.825, 157.9136704, 20.73451151}, {0.55, 0.825, 130.5071656, 18.84955592},
                              {0.15, 0.86, 1754.596338, 72.04719152}, {0.2, 0.8, 986.9604401, 50.26548246}};
    size_t i;
    for (i = 0; i < COUNT(rows); i++) {
        cspring_params p;
        CHECK(cspring_params_from_response(&p, rows[i][0], rows[i][1]) == CSPRING_OK);
        CHECK_REL(p.stiffness, rows[i][2], 1e-9, 1.0);
        CHECK_REL(p.damping, rows[i][3], 1e-9, 1.0);
    }
}

/* Regression: bounciness 0 rounds w (the friction blend) to about -1e-17,
   which the inverse used to reject as out of range. */
static void test_pop_zero_bounciness_round_trip(void) {
    const double speeds[] = {0.5, 3.0, 5.0, 12.0, 20.0};
    for (size_t i = 0; i < sizeof speeds / sizeof speeds[0]; i++) {
        cspring_params p;
        double bounciness = -1.0, speed = -1.0;
        CHECK(cspring_params_from_pop(&p, 0.0, speeds[i]) == CSPRING_OK);
        CHECK(cspring_params_to_pop(&p, &bounciness, &speed) == CSPRING_OK);
        CHECK_CLOSE(bounciness, 0.0, 1e-6);
        CHECK_CLOSE(speed, speeds[i], 1e-9);
    }
}

static void test_pop_conversions(void) {
    const double rows[][4] = {{4, 12, 342.1005882, 30.48697965}, {0, 12, 342.1005882, 36.92588092},
                              {10, 10, 299.6188235, 20.57293798}, {20, 20, 512.0276471, 13.35648842}};
    double bounciness, speed;
    cspring_params p;
    size_t i;
    for (i = 0; i < COUNT(rows); i++) {
        CHECK(cspring_params_from_pop(&p, rows[i][0], rows[i][1]) == CSPRING_OK);
        CHECK_CLOSE(p.stiffness, rows[i][2], 1e-6);
        CHECK_CLOSE(p.damping, rows[i][3], 1e-7);
        CHECK(p.mass == 1.0);
    }
    /* Pop's own tests: (12, 5) and tension/friction (240, 25) round trips. */
    CHECK(cspring_params_from_pop(&p, 12.0, 5.0) == CSPRING_OK);
    CHECK(cspring_params_to_pop(&p, &bounciness, &speed) == CSPRING_OK);
    CHECK_CLOSE(bounciness, 12.0, 1e-9);
    CHECK_CLOSE(speed, 5.0, 1e-9);
    p = make(1.0, 240.0, 25.0);
    CHECK(cspring_params_to_pop(&p, &bounciness, &speed) == CSPRING_OK);
    CHECK_CLOSE(bounciness, 4.21951, 1e-5);
    CHECK_CLOSE(speed, 7.19320, 1e-5);
    CHECK(cspring_params_from_pop(&p, bounciness, speed) == CSPRING_OK);
    CHECK_CLOSE(p.stiffness, 240.0, 1e-9);
    CHECK_CLOSE(p.damping, 25.0, 1e-9);
}

static void test_round_trips(void) {
    int i;
    for (i = 0; i < 200; i++) {
        double duration = 0.05 + 3.0 * rng(), bounce = -0.95 + 1.95 * rng(), ratio = 0.05 + 3.0 * rng();
        double epsilon = pow(10.0, -1.0 - 4.0 * rng()), stiffness = pow(10.0, -2.0 + 7.0 * rng());
        double settling = 0.1 + 5.0 * rng(), back;
        cspring_params p, q;

        CHECK(cspring_params_from_duration_bounce(&p, duration, bounce) == CSPRING_OK);
        CHECK_REL(cspring_params_duration(&p), duration, 1e-12, 1.0);
        CHECK_CLOSE(cspring_params_bounce(&p), bounce, 1e-12);

        CHECK(cspring_params_from_response(&p, duration, ratio) == CSPRING_OK);
        CHECK_REL(cspring_params_response(&p), duration, 1e-12, 1.0);
        CHECK_REL(p.damping_ratio, ratio, 1e-12, 1.0);

        CHECK(cspring_params_from_android(&p, stiffness, ratio) == CSPRING_OK);
        CHECK_REL(p.stiffness, stiffness, 1e-15, 1.0);
        CHECK_REL(p.damping_ratio, ratio, 1e-12, 1.0);

        CHECK(cspring_params_from_settling_duration(&q, settling, ratio, epsilon) == CSPRING_OK);
        CHECK(cspring_params_settling_duration(&q, epsilon, &back) == CSPRING_OK);
        CHECK_REL(back, settling, 1e-9, 1.0);
        CHECK_REL(q.damping_ratio, ratio, 1e-12, 1.0);
    }
}

/* ---- Settling ------------------------------------------------------------- */

/* The last time a dense scan sees the spring outside its thresholds. */
static double scan_last_exceedance(const cspring_params *p, double y0, double v0, double ex, double ev,
                                   double horizon, double step) {
    double t, last = 0.0;
    for (t = 0.0; t <= horizon; t += step) {
        cspring_state s = cspring_evaluate(p, y0, v0, 0.0, t);
        if (fabs(s.position) > ex || fabs(s.velocity) > ev) last = t;
    }
    return last;
}

static void test_settling_against_dense_scan(void) {
    const double cases[][5] = {
        /* m, k, c, eps_x, eps_v */
        {1, 100, 10, 1e-3, 1e-2}, {1, 100, 5, 1e-3, 1e9}, {1, 100, 15, 1e-3, 1e9}, {1, 100, 20, 1e-4, 1e-3},
        {1, 100, 30, 1e-3, 1e-3}, {1, 100, 1, 1e-2, 1e-1},  {2, 50, 9, 5e-4, 1e-3},  {1, 1000, 2000, 1e-3, 1e-3},
        {1, 100, 19.999, 1e-3, 1e-3},
    };
    size_t i;
    for (i = 0; i < COUNT(cases); i++) {
        cspring_params p = make(cases[i][0], cases[i][1], cases[i][2]);
        double t, scan, step = 1e-4;
        CHECK(cspring_settling_time(&p, -1.0, 0.5, cases[i][3], cases[i][4], &t) == CSPRING_OK);
        scan = scan_last_exceedance(&p, -1.0, 0.5, cases[i][3], cases[i][4], t + 5.0, step);
        CHECK_CLOSE(t, scan, step);
        /* Within 1e-6 s: outside just before, and inside just after. */
        {
            cspring_state before = cspring_evaluate(&p, -1.0, 0.5, 0.0, t - 1e-6);
            cspring_state after = cspring_evaluate(&p, -1.0, 0.5, 0.0, t + 1e-6);
            CHECK(fabs(before.position) > cases[i][3] || fabs(before.velocity) > cases[i][4]);
            CHECK(fabs(after.position) <= cases[i][3] && fabs(after.velocity) <= cases[i][4]);
        }
    }
}

static void test_settling_core_animation_oracles(void) {
    /* Position-only settling, step from rest (timing.md §6.1, loose oracles). */
    cspring_params p = make(1.0, 100.0, 5.0);
    double t;
    CHECK(cspring_visual_completion_time(&p, -1.0, 0.0, 1e-3, &t) == CSPRING_OK);
    CHECK_CLOSE(t, 2.69, 0.005);
    CHECK(cspring_visual_completion_time(&p, -1.0, 0.0, 5e-4, &t) == CSPRING_OK);
    CHECK_CLOSE(t, 3.00, 0.005);
    p = make(1.0, 100.0, 15.0);
    CHECK(cspring_visual_completion_time(&p, -1.0, 0.0, 1e-3, &t) == CSPRING_OK);
    CHECK_CLOSE(t, 0.80, 0.005);
    CHECK(cspring_visual_completion_time(&p, -1.0, 0.0, 5e-4, &t) == CSPRING_OK);
    CHECK_CLOSE(t, 1.07, 0.005);
}

static void test_settling_special_cases(void) {
    cspring_params p = make(1.0, 100.0, 0.0);
    double t = 0.0;
    CHECK(cspring_settling_time(&p, 1.0, 0.0, 1e-3, 1e-3, &t) == CSPRING_NEVER_SETTLES);
    CHECK(isinf(t));
    CHECK(cspring_settling_time(&p, 0.0, 0.0, 1e-3, 1e-3, &t) == CSPRING_OK);
    CHECK(t == 0.0);
    p = make(1.0, 100.0, 10.0);
    /* Already inside both thresholds and staying there. */
    CHECK(cspring_settling_time(&p, 1e-6, 0.0, 1e-3, 1e-3, &t) == CSPRING_OK);
    CHECK(t == 0.0);
    /* Starts at the target but with velocity: leaves and comes back. */
    CHECK(cspring_settling_time(&p, 0.0, 10.0, 1e-3, 1e3, &t) == CSPRING_OK);
    CHECK_CLOSE(t, scan_last_exceedance(&p, 0.0, 10.0, 1e-3, 1e3, 5.0, 1e-4), 1e-4);
    CHECK(cspring_visual_completion_time(&p, -1.0, 0.0, 1e-3, &t) == CSPRING_OK);
    CHECK_CLOSE(t, scan_last_exceedance(&p, -1.0, 0.0, 1e-3, INFINITY, 5.0, 1e-4), 1e-4);
}

static void test_settling_wide_range(void) {
    /* Any ζ in (0, 1000] and stiffness in [1e-3, 1e6]: finite, and the
       thresholds hold at the boundary. */
    size_t i, j;
    for (i = 1; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(stiffnesses); j++) {
            cspring_params p = make_ratio(stiffnesses[j], ratios[i]);
            double t, w0 = sqrt(p.omega0_sq);
            cspring_state before, after;
            CHECK(cspring_settling_time(&p, 1.0, w0, 1e-3, 1e-3 * w0, &t) == CSPRING_OK);
            CHECK(isfinite(t) && t > 0.0);
            before = cspring_evaluate(&p, 1.0, w0, 0.0, t * (1.0 - 1e-9));
            after = cspring_evaluate(&p, 1.0, w0, 0.0, t * (1.0 + 1e-9) + 1e-9);
            CHECK(fabs(before.position) > 1e-3 * (1.0 - 1e-6) || fabs(before.velocity) > 1e-3 * w0 * (1.0 - 1e-6));
            CHECK(fabs(after.position) <= 1e-3 * (1.0 + 1e-6) && fabs(after.velocity) <= 1e-3 * w0 * (1.0 + 1e-6));
        }
    }
}

/* ---- Decay and rubber band (timing.md §6.2) ------------------------------- */

static void test_decay_oracles(void) {
    cspring_decay d;
    cspring_state s;
    double t;
    CHECK(cspring_decay_from_rate(&d, CSPRING_DECAY_RATE_NORMAL, CSPRING_DECAY_POP) == CSPRING_OK);
    s = cspring_decay_evaluate(&d, 0.0, 1000.0, 0.1);
    CHECK_CLOSE(s.position, 90.5351644605, 1e-9);
    CHECK_CLOSE(s.velocity, 818.566804688, 1e-8);
    CHECK_CLOSE(cspring_decay_evaluate(&d, 0.0, 1000.0, 0.5).position, 315.611883826, 1e-8);
    CHECK_CLOSE(cspring_decay_evaluate(&d, 0.0, 1000.0, 1.0).position, 431.602803299, 1e-8);
    CHECK_CLOSE(cspring_decay_projection(&d, 0.0, 1000.0), 499.0, 1e-9);

    CHECK(cspring_decay_from_rate(&d, CSPRING_DECAY_RATE_NORMAL, CSPRING_DECAY_CONTINUOUS) == CSPRING_OK);
    CHECK_CLOSE(cspring_decay_projection(&d, 0.0, 1000.0), 499.499833166, 1e-8);

    CHECK(cspring_decay_from_time_constant(&d, 1.0 / CSPRING_ANDROID_FLING_FRICTION) == CSPRING_OK);
    s = cspring_decay_evaluate(&d, 0.0, 1000.0, 0.1);
    CHECK_CLOSE(s.position, 81.6555190917, 1e-9);
    CHECK_CLOSE(s.velocity, 657.046819815, 1e-8);
    CHECK_CLOSE(cspring_decay_evaluate(&d, 0.0, 1000.0, 0.5).position, 208.938945654, 1e-8);
    CHECK_CLOSE(cspring_decay_projection(&d, 0.0, 1000.0), 238.095238095, 1e-8);

    /* Continuous convention: position is the integral of velocity. */
    s = cspring_decay_evaluate(&d, 3.0, -500.0, 0.3);
    {
        double h = 1e-6;
        cspring_state a = cspring_decay_evaluate(&d, 3.0, -500.0, 0.3 - h);
        cspring_state b = cspring_decay_evaluate(&d, 3.0, -500.0, 0.3 + h);
        CHECK_REL((b.position - a.position) / (2.0 * h), s.velocity, 1e-7, 1.0);
    }
    /* Time to a velocity threshold, and the velocity that lands on a target. */
    CHECK(cspring_decay_time_to_velocity(&d, 1000.0, 10.0, &t) == CSPRING_OK);
    CHECK_CLOSE(cspring_decay_evaluate(&d, 0.0, 1000.0, t).velocity, 10.0, 1e-9);
    CHECK(cspring_decay_time_to_velocity(&d, 5.0, 10.0, &t) == CSPRING_OK);
    CHECK(t == 0.0);
    {
        double v0 = cspring_decay_velocity_for_target(&d, 10.0, 250.0);
        CHECK_CLOSE(cspring_decay_projection(&d, 10.0, v0), 250.0, 1e-12);
        CHECK_CLOSE(cspring_decay_evaluate(&d, 10.0, v0, 1e3).position, 250.0, 1e-12);
    }
    /* Negative time: the initial state. */
    s = cspring_decay_evaluate(&d, 3.0, 7.0, -1.0);
    CHECK(s.position == 3.0 && s.velocity == 7.0);
}

static void test_rubber_band(void) {
    const double rows[][3] = {{100, 300, 46.4788732394}, {50, 100, 21.568627451}, {1000, 300, 194.117647059}};
    size_t i;
    for (i = 0; i < COUNT(rows); i++) {
        double y, x;
        CHECK(cspring_rubber_band(rows[i][0], rows[i][1], CSPRING_RUBBER_BAND_COEFFICIENT, &y) == CSPRING_OK);
        CHECK_CLOSE(y, rows[i][2], 1e-9);
        /* The formula as written in the spec, computed the plain way. */
        CHECK_CLOSE(y, (1.0 - 1.0 / (rows[i][0] * 0.55 / rows[i][1] + 1.0)) * rows[i][1], 1e-12);
        CHECK(cspring_rubber_band_inverse(y, rows[i][1], CSPRING_RUBBER_BAND_COEFFICIENT, &x) == CSPRING_OK);
        CHECK_REL(x, rows[i][0], 1e-12, 1.0);
        CHECK(cspring_rubber_band(-rows[i][0], rows[i][1], 0.55, &y) == CSPRING_OK);
        CHECK_CLOSE(y, -rows[i][2], 1e-9);
    }
}

/* ---- Bad input ------------------------------------------------------------ */

static int untouched(const cspring_params *p) {
    cspring_params sentinel;
    memset(&sentinel, 0x5a, sizeof sentinel);
    return memcmp(p, &sentinel, sizeof sentinel) == 0;
}

static void test_invalid_parameters(void) {
    cspring_params p;
    cspring_decay d;
    double out = 42.0, b, s;
#define EXPECT_STATUS(call, expected) \
    do { memset(&p, 0x5a, sizeof p); CHECK((call) == (expected)); CHECK(untouched(&p)); } while (0)
    EXPECT_STATUS(cspring_params_init(&p, NAN, 1, 1), CSPRING_ERROR_NOT_FINITE);
    EXPECT_STATUS(cspring_params_init(&p, 1, INFINITY, 1), CSPRING_ERROR_NOT_FINITE);
    EXPECT_STATUS(cspring_params_init(&p, 1, 1, -INFINITY), CSPRING_ERROR_NOT_FINITE);
    EXPECT_STATUS(cspring_params_init(&p, 0, 1, 1), CSPRING_ERROR_MASS);
    EXPECT_STATUS(cspring_params_init(&p, -1, 1, 1), CSPRING_ERROR_MASS);
    EXPECT_STATUS(cspring_params_init(&p, 1, 0, 1), CSPRING_ERROR_STIFFNESS);
    EXPECT_STATUS(cspring_params_init(&p, 1, -5, 1), CSPRING_ERROR_STIFFNESS);
    EXPECT_STATUS(cspring_params_init(&p, 1, 1, -1e-300), CSPRING_ERROR_DAMPING);
    EXPECT_STATUS(cspring_params_init(&p, 1e-300, 1e300, 1), CSPRING_ERROR_RANGE);
    EXPECT_STATUS(cspring_params_from_duration_bounce(&p, 0.0, 0.1), CSPRING_ERROR_DURATION);
    EXPECT_STATUS(cspring_params_from_duration_bounce(&p, -1.0, 0.1), CSPRING_ERROR_DURATION);
    EXPECT_STATUS(cspring_params_from_duration_bounce(&p, 0.5, -1.0), CSPRING_ERROR_BOUNCE);
    EXPECT_STATUS(cspring_params_from_duration_bounce(&p, 0.5, 1.0000001), CSPRING_ERROR_BOUNCE);
    EXPECT_STATUS(cspring_params_from_duration_bounce(&p, 0.5, NAN), CSPRING_ERROR_NOT_FINITE);
    EXPECT_STATUS(cspring_params_from_response(&p, 0.0, 0.5), CSPRING_ERROR_DURATION);
    EXPECT_STATUS(cspring_params_from_response(&p, 0.5, -0.1), CSPRING_ERROR_DAMPING);
    EXPECT_STATUS(cspring_params_from_settling_duration(&p, 1.0, 0.0, 1e-3), CSPRING_ERROR_DAMPING);
    EXPECT_STATUS(cspring_params_from_settling_duration(&p, 0.0, 0.5, 1e-3), CSPRING_ERROR_DURATION);
    EXPECT_STATUS(cspring_params_from_settling_duration(&p, 1.0, 0.5, 0.0), CSPRING_ERROR_EPSILON);
    EXPECT_STATUS(cspring_params_from_settling_duration(&p, 1.0, 0.5, 1.0), CSPRING_ERROR_RANGE);
    EXPECT_STATUS(cspring_params_from_android(&p, 0.0, 0.5), CSPRING_ERROR_STIFFNESS);
    EXPECT_STATUS(cspring_params_from_android(&p, 100.0, -0.5), CSPRING_ERROR_DAMPING);
    EXPECT_STATUS(cspring_params_from_pop(&p, -1.0, 12.0), CSPRING_ERROR_RANGE);
    EXPECT_STATUS(cspring_params_from_pop(&p, 4.0, INFINITY), CSPRING_ERROR_NOT_FINITE);
    EXPECT_STATUS(cspring_params_from_tension_friction(&p, 0.0, 1.0), CSPRING_ERROR_STIFFNESS);
#undef EXPECT_STATUS
    CHECK(cspring_params_init(NULL, 1, 1, 1) == CSPRING_ERROR_NULL);

    p = make(1.0, 100.0, 10.0);
    CHECK(cspring_settling_time(&p, 1.0, 0.0, 0.0, 1.0, &out) == CSPRING_ERROR_EPSILON && out == 42.0);
    CHECK(cspring_settling_time(&p, 1.0, 0.0, 1.0, -1.0, &out) == CSPRING_ERROR_EPSILON && out == 42.0);
    CHECK(cspring_settling_time(&p, NAN, 0.0, 1.0, 1.0, &out) == CSPRING_ERROR_NOT_FINITE && out == 42.0);
    CHECK(cspring_visual_completion_time(&p, 1.0, 0.0, -1.0, &out) == CSPRING_ERROR_EPSILON && out == 42.0);
    CHECK(cspring_params_settling_duration(&p, 0.0, &out) == CSPRING_ERROR_EPSILON && out == 42.0);
    p = make(1.0, 100.0, 500.0); /* far over-damped: not a Pop spring */
    b = s = 42.0;
    CHECK(cspring_params_to_pop(&p, &b, &s) == CSPRING_ERROR_RANGE && b == 42.0 && s == 42.0);

    memset(&d, 0x5a, sizeof d);
    CHECK(cspring_decay_from_rate(&d, 1.0, CSPRING_DECAY_POP) == CSPRING_ERROR_RANGE);
    CHECK(cspring_decay_from_rate(&d, 0.0, CSPRING_DECAY_POP) == CSPRING_ERROR_RANGE);
    CHECK(cspring_decay_from_rate(&d, NAN, CSPRING_DECAY_POP) == CSPRING_ERROR_NOT_FINITE);
    CHECK(cspring_decay_from_time_constant(&d, 0.0) == CSPRING_ERROR_DURATION);
    CHECK(cspring_decay_from_time_constant(&d, -INFINITY) == CSPRING_ERROR_NOT_FINITE);
    CHECK(cspring_decay_from_time_constant(&d, 1.0) == CSPRING_OK);
    CHECK(cspring_decay_time_to_velocity(&d, 100.0, 0.0, &out) == CSPRING_ERROR_EPSILON && out == 42.0);
    CHECK(cspring_rubber_band(1.0, 0.0, 0.55, &out) == CSPRING_ERROR_RANGE && out == 42.0);
    CHECK(cspring_rubber_band(1.0, 100.0, 0.0, &out) == CSPRING_ERROR_RANGE && out == 42.0);
    CHECK(cspring_rubber_band(NAN, 100.0, 0.55, &out) == CSPRING_ERROR_NOT_FINITE && out == 42.0);
    CHECK(cspring_rubber_band_inverse(100.0, 100.0, 0.55, &out) == CSPRING_ERROR_RANGE && out == 42.0);
    CHECK(cspring_rubber_band(1.0, 100.0, 0.55, NULL) == CSPRING_ERROR_NULL);
}

static void test_descriptions_and_version(void) {
    int status;
    for (status = CSPRING_OK; status <= CSPRING_NEVER_SETTLES; status++) {
        const char *text = cspring_status_description((cspring_status)status);
        CHECK(text != NULL && strlen(text) > 0 && strcmp(text, "unknown status") != 0);
    }
    CHECK(cspring_version() == CSPRING_VERSION_MAJOR * 10000 + CSPRING_VERSION_MINOR * 100 + CSPRING_VERSION_PATCH);
}

int main(void) {
    RUN(test_oracle_table);
    RUN(test_oracle_android_and_compose);
    RUN(test_oracle_swiftui_presets);
    RUN(test_initial_conditions);
    RUN(test_energy_non_increasing);
    RUN(test_against_matrix_exponential);
    RUN(test_against_rk4);
    RUN(test_undamped_matches_libm);
    RUN(test_continuity_across_critical);
    RUN(test_long_times_and_extremes);
    RUN(test_negative_and_nan_time);
    RUN(test_frame_rate_independence);
    RUN(test_retarget_keeps_velocity);
    RUN(test_batches_equal_scalar);
    RUN(test_empty_batches_read_nothing);
    RUN(test_swiftui_documented_examples);
    RUN(test_response_table);
    RUN(test_pop_conversions);
    RUN(test_pop_zero_bounciness_round_trip);
    RUN(test_round_trips);
    RUN(test_settling_against_dense_scan);
    RUN(test_settling_core_animation_oracles);
    RUN(test_settling_special_cases);
    RUN(test_settling_wide_range);
    RUN(test_decay_oracles);
    RUN(test_rubber_band);
    RUN(test_invalid_parameters);
    RUN(test_descriptions_and_version);
    return check_summary("cspring");
}
