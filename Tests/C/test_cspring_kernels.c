/* Tests of cspring's internal elementary functions (cspring_exp.h,
   cspring_lanes.h) against long double libm, and of the heterogeneous batch
   against scalar evaluation, bit for bit, on inputs chosen to reach every
   path: the three regimes in random order, blocks and odd tails, lanes that
   leave the fast ranges of exp and of the sin/cos reduction, t <= 0 and NaN. */
#include <float.h>
#include <string.h>

#include "check.h"
#include "cspring.h"

#include "../../Sources/CSpringSolver/cspring_internal.h"
#include "../../Sources/CSpringSolver/cspring_lanes.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static unsigned long long rng_state = 0x2545f4914f6cdd1dULL;
static double rng(void) { /* [0, 1) */
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(rng_state >> 11) / 9007199254740992.0;
}

/* |a − ref| in units of the last place of ref rounded to double. */
static double ulps(double a, long double ref) {
    double r = (double)ref;
    int e = r == 0.0 ? -1074 + 52 : ilogb(r);
    if (e < -1022) e = -1022;
    return (double)(fabsl((long double)a - ref) / ldexpl(1.0L, e - 52));
}

static int bits_equal(double a, double b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

/* The same bits, or both NaN (two routes to a NaN need not agree on its payload). */
static int same(double a, double b) {
    return bits_equal(a, b) || (isnan(a) && isnan(b));
}

/* ---- exp ------------------------------------------------------------------- */

/* Each entry: 2^(j/128) = scale·(1 + tail) far below double rounding. */
static void test_exp_table(void) {
    int j;
    for (j = 0; j < CSPRING_EXP_N; j++) {
        double tail = cspring_exp_as_double(cspring_exp_table[2 * j]);
        double scale = cspring_exp_as_double(cspring_exp_table[2 * j + 1] + ((uint64_t)j << 45));
        long double exact = exp2l((long double)j / CSPRING_EXP_N);
        CHECK(scale == (double)exact); /* the double nearest 2^(j/N) */
        /* 2^-61: far below double rounding (2^-53), whatever long double is */
        CHECK(fabsl((long double)scale * (1.0L + tail) - exact) <= ldexpl(exact, -61));
    }
}

static void test_exp_accuracy(void) {
    double worst = 0.0, worst_x = 0.0;
    long i;
    for (i = 0; i < 2000000; i++) {
        double x, y;
        switch (i % 4) {
        case 0: x = -700.0 + 1400.0 * rng(); break;
        case 1: x = -50.0 * rng(); break;          /* the spring's e^(−λt) */
        case 2: x = ldexp(rng() - 0.5, -(int)(60.0 * rng())); break; /* near 0 */
        default: x = (rng() - 0.5) * 1e-3; break;
        }
        if (!(x > -700.0 && x < 700.0)) continue;
        y = cspring_exp(x);
        if (LDBL_MANT_DIG >= 64) {
            double e = ulps(y, expl((long double)x));
            if (e > worst) {
                worst = e;
                worst_x = x;
            }
        } else {
            CHECK(ulps(y, exp(x)) <= 1.0);
        }
    }
    printf("cspring_exp: worst error %.4f ulp at %a\n", worst, worst_x);
    CHECK(worst <= 0.52); /* what cspring_exp.h documents */
}

static void test_exp_special_values(void) {
    static const double outside[] = {-700.0, 700.0, -708.5, -745.0, -745.13, -745.2, -745.2000000000001, -745.3,
                                     -1000.0, -1e300, 709.0, 710.0, 1e300};
    size_t i;
    CHECK(cspring_exp(0.0) == 1.0 && cspring_exp(-0.0) == 1.0);
    CHECK(cspring_exp(-HUGE_VAL) == 0.0 && cspring_exp(HUGE_VAL) == HUGE_VAL);
    CHECK(isnan(cspring_exp(NAN)));
    for (i = 0; i < COUNT(outside); i++) CHECK(bits_equal(cspring_exp(outside[i]), exp(outside[i])));
    /* just inside the fast range */
    CHECK(ulps(cspring_exp(nextafter(-700.0, 0.0)), expl((long double)nextafter(-700.0, 0.0))) <= 0.52);
    CHECK(ulps(cspring_exp(nextafter(700.0, 0.0)), expl((long double)nextafter(700.0, 0.0))) <= 0.52);
}

/* v_exp lane by lane equals cspring_exp, also when only one lane leaves the
   fast range. */
static void test_exp_lanes(void) {
    static const double odd[] = {-699.9, -700.0, -720.0, -745.3, -800.0, NAN, -HUGE_VAL, 0.0, 1e-300, 650.0, 701.0};
    size_t i, j;
    int l;
    for (i = 0; i < COUNT(odd); i++) {
        for (j = 0; j < COUNT(odd); j++) {
            vdouble x, y;
            for (l = 0; l < LANES; l++) LANE(x, l) = l == 0 ? odd[i] : odd[j];
            y = v_exp(x);
            for (l = 0; l < LANES; l++) CHECK(bits_equal(LANE(y, l), cspring_exp(LANE(x, l))));
        }
    }
}

/* ---- sin and cos ------------------------------------------------------------ */

static void test_sin_cos_accuracy(void) {
    double worst = 0.0, worst_x = 0.0, worst_abs = 0.0;
    long i;
    for (i = 0; i < 1000000; i++) {
        double x;
        vdouble s, c;
        switch (i % 4) {
        case 0: x = 823549.0 * rng(); break;
        case 1: x = 20.0 * rng(); break;
        case 2: x = ldexp(rng(), -(int)(40.0 * rng())); break;
        default: x = floor(5e5 * rng()) * 1.5707963267948966 + (rng() - 0.5) * 1e-6; break; /* near kπ/2 */
        }
        if (x < 0.0) x = 0.0;
        v_sin_cos(splat(x), &s, &c);
        if (LDBL_MANT_DIG >= 64) {
            long double rs = sinl((long double)x), rc = cosl((long double)x);
            double e = ulps(LANE(s, 0), rs), ec = ulps(LANE(c, 0), rc);
            double a = (double)fmaxl(fabsl(LANE(s, 0) - rs), fabsl(LANE(c, 0) - rc));
            if (ec > e) e = ec;
            if (e > worst) {
                worst = e;
                worst_x = x;
            }
            if (a > worst_abs) worst_abs = a;
        }
        /* the bound cspring_lanes.h documents, against libm */
        CHECK(ulps(LANE(s, 0), sin(x)) <= 2.0 && ulps(LANE(c, 0), cos(x)) <= 2.0);
    }
    printf("sin/cos: worst error %.3f ulp at %a, worst absolute error %.3g\n", worst, worst_x, worst_abs);
    CHECK(worst <= 2.5);
    CHECK(worst_abs <= 2e-16);
}

/* Beyond the reduction limit, NaN and lanes that disagree: libm for the lanes
   outside, the fast path for the others, each lane independent. */
static void test_sin_cos_lanes(void) {
    static const double xs[] = {0.0, 1.0, 823548.9, 823549.0, 1e6, 1e300, HUGE_VAL, NAN};
    size_t i, j;
    int l;
    for (i = 0; i < COUNT(xs); i++) {
        for (j = 0; j < COUNT(xs); j++) {
            vdouble x, s, c, s1, c1;
            for (l = 0; l < LANES; l++) LANE(x, l) = l == 0 ? xs[i] : xs[j];
            v_sin_cos(x, &s, &c);
            for (l = 0; l < LANES; l++) {
                v_sin_cos(splat(LANE(x, l)), &s1, &c1);
                CHECK(bits_equal(LANE(s, l), LANE(s1, 0)) && bits_equal(LANE(c, l), LANE(c1, 0)));
                if (!(LANE(x, l) < 823549.0)) {
                    CHECK(bits_equal(LANE(s, l), sin(LANE(x, l))) && bits_equal(LANE(c, l), cos(LANE(x, l))));
                }
            }
        }
    }
}

/* ---- The heterogeneous batch ------------------------------------------------ */

static cspring_params make_ratio(double stiffness, double ratio) {
    cspring_params p;
    cspring_status status = cspring_params_init(&p, 1.0, stiffness, 2.0 * ratio * sqrt(stiffness));
    CHECK(status == CSPRING_OK);
    return p;
}

/* Every copy of the batch the library has, whatever the CPU: the public
   function (which picks one), the portable lane width, AVX2 where the CPU has it. */
typedef void (*batch_function)(const cspring_spring *, const double *, cspring_state *, size_t);

static size_t batch_functions(batch_function functions[3]) {
    size_t count = 0;
    functions[count++] = cspring_evaluate_batch;
    functions[count++] = cspring_evaluate_batch_lanes;
#if CSPRING_HAVE_AVX2_BATCH
    if (CSPRING_CPU_HAS_AVX2()) functions[count++] = cspring_evaluate_batch_avx2;
#endif
    return count;
}

static void check_batch_with(batch_function batch, const cspring_spring *springs, const double *times, size_t n) {
    static cspring_state out[3000];
    size_t i;
    int mismatches = 0;
    memset(out, 0x5a, sizeof out);
    batch(springs, times, out, n);
    for (i = 0; i < n; i++) {
        const cspring_spring *sp = &springs[i];
        cspring_state s = cspring_evaluate(&sp->params, sp->x0, sp->v0, sp->target, times[i]);
        cspring_state stepped;
        stepped.position = sp->x0;
        stepped.velocity = sp->v0;
        cspring_step(&sp->params, sp->target, times[i], &stepped);
        if (!bits_equal(s.position, out[i].position) || !bits_equal(s.velocity, out[i].velocity)) mismatches++;
        /* the step primitive agrees too (it leaves the state alone for t <= 0) */
        if (times[i] > 0.0 || isnan(times[i])) {
            if (!same(stepped.position, s.position) || !same(stepped.velocity, s.velocity)) {
                mismatches++;
            }
        }
    }
    /* nothing written past n */
    CHECK(n == COUNT(out) || memcmp(&out[n].position, "\x5a\x5a\x5a\x5a\x5a\x5a\x5a\x5a", 8) == 0);
    CHECK(mismatches == 0);
}

static void check_batch(const cspring_spring *springs, const double *times, size_t n) {
    batch_function functions[3];
    size_t k, count = batch_functions(functions);
    for (k = 0; k < count; k++) check_batch_with(functions[k], springs, times, n);
}

static void test_batch_copies(void) {
    batch_function functions[3];
    size_t count = batch_functions(functions);
    printf("batch copies checked: %zu (public, %d lanes%s)\n", count, LANES, count > 2 ? ", AVX2: 4 lanes" : "");
    CHECK(count >= 2);
}

static void test_batch_random_regimes(void) {
    static const double ratios[] = {0.0, 0.05, 0.5, 0.999, 1.0 - 1e-12, 1.0, 1.0 + 1e-12, 1.001, 2.0, 10.0, 1000.0};
    static const double stiffnesses[] = {1e-3, 1.0, 170.0, 1e4, 1e6};
    static const double special_times[] = {0.0, -0.0, -1.0, NAN, 1e-300, 1e-9, 1e3, 1e6, 1e9, 1e300, -HUGE_VAL};
    static cspring_spring springs[3000];
    static double times[3000];
    static const size_t sizes[] = {0, 1, 2, 3, 63, 64, 65, 255, 256, 257, 513, 1001, 3000}; /* blocks of 256 */
    size_t i, k;
    for (i = 0; i < COUNT(springs); i++) {
        springs[i].params = make_ratio(stiffnesses[(size_t)(rng() * COUNT(stiffnesses))],
                                       ratios[(size_t)(rng() * COUNT(ratios))]);
        springs[i].x0 = 10.0 * rng() - 5.0;
        springs[i].v0 = 200.0 * rng() - 100.0;
        springs[i].target = rng() < 0.2 ? 0.0 : 4.0 * rng() - 2.0;
        /* times from a tiny fraction of a period to many settling times, and
           every so often a special one */
        times[i] = rng() < 0.05 ? special_times[(size_t)(rng() * COUNT(special_times))]
                                : pow(10.0, 8.0 * rng() - 6.0) / sqrt(springs[i].params.omega0_sq);
    }
    for (k = 0; k < COUNT(sizes); k++) check_batch(springs, times, sizes[k]);
}

/* All springs of one regime, all of another, and alternating: lists of the
   block splitter that are empty, hold everything, or have an odd length. */
static void test_batch_regime_patterns(void) {
    static cspring_spring springs[200];
    static double times[200];
    static const double patterns[][3] = {{0.3, 0.3, 0.3}, {1.0, 1.0, 1.0}, {4.0, 4.0, 4.0}, {0.3, 1.0, 4.0}, {4.0, 0.3, 1.0}};
    size_t p, i;
    for (p = 0; p < COUNT(patterns); p++) {
        for (i = 0; i < COUNT(springs); i++) {
            springs[i].params = make_ratio(50.0 + (double)(i % 97) * 10.0, patterns[p][i % 3]);
            springs[i].x0 = (double)(i % 13);
            springs[i].v0 = (double)(i % 7) - 3.0;
            springs[i].target = 1.0;
            /* early times fall in the series regime, later ones do not */
            times[i] = 0.0005 * (double)i;
        }
        check_batch(springs, times, COUNT(springs));
        check_batch(springs, times, 199);
    }
}

/* Pairs of springs whose lanes leave the fast paths in every combination:
   exp's argument in libm's window (−745.2, −700], below it (0 without libm),
   the phase just below, at and beyond PHASE_SPLIT (carried in two doubles by the
   scalar function), beyond the reduction limit; the batch evaluates such a pair
   again after its loop. */
static void test_batch_lanes_outside(void) {
    /* ω0 = 10: under-damped ζ = 0.5 (λ = 5, ω ≈ 8.66), ζ = 1e-6 (phase large
       before the envelope vanishes), over-damped ζ = 2 (λ + ω ≈ 37.3). */
    static const double ratios[] = {0.5, 0.5, 0.5, 1e-6, 1e-6, 1e-6, 1e-6, 2.0, 2.0, 2.0, 1.0};
    static const double times[] = {1.0, 144.0, 170.0, 1e5, 25.599999, 25.6000001, 1e3, 1.0,
                                   720.0 / 37.32050807568877, 22.0, 150.0};
    static cspring_spring springs[2 * COUNT(ratios) * COUNT(ratios)];
    static double at[COUNT(springs)];
    size_t i, j, n = 0;
    for (i = 0; i < COUNT(ratios); i++) {
        for (j = 0; j < COUNT(ratios); j++) {
            size_t k, pick[2];
            pick[0] = i;
            pick[1] = j;
            for (k = 0; k < 2; k++, n++) {
                springs[n].params = make_ratio(100.0, ratios[pick[k]]);
                springs[n].x0 = 2.0;
                springs[n].v0 = -3.0;
                springs[n].target = 0.5;
                at[n] = times[pick[k]];
            }
        }
    }
    check_batch(springs, at, n);
    check_batch(springs + 1, at + 1, n - 1); /* the other pairing */
}

/* Long phases: the batch's REGIME_LONG list (the phase in quarter turns from
   the phase rate) from just past PHASE_SPLIT to beyond QUARTER_LIMIT (where
   the batch hands the springs to the scalar function), mixed in every lane
   with short phases and springs without a phase rate, all bit for bit as the
   scalar functions. */
static void test_batch_long_phases(void) {
    static const double ratios[] = {0.0, 1e-9, 1e-6, 1e-3, 0.05, 0.5, 2.0};
    static const double stiffnesses[] = {1e-3, 1.0, 170.0, 1e4, 1e6};
    static cspring_spring springs[3000];
    static double times[3000];
    static const size_t sizes[] = {1, 2, 3, 5, 255, 256, 257, 1001, 3000};
    size_t i, k;
    int with_rate = 0, beyond = 0;
    for (i = 0; i < COUNT(springs); i++) {
        cspring_spring *sp = &springs[i];
        double u = rng();
        if (i % 37 == 5) {
            /* outside the phase rate's parameter range: no rate, the scalar's own path */
            CHECK(cspring_params_init(&sp->params, 0x1p-310, 0x1p-300, 0.0) == CSPRING_OK);
            CHECK(sp->params.phase_rate_hi == 0.0 && sp->params.phase_rate_lo == 0.0);
        } else {
            sp->params = make_ratio(stiffnesses[(size_t)(rng() * COUNT(stiffnesses))],
                                    ratios[(size_t)(rng() * COUNT(ratios))]);
        }
        sp->x0 = 10.0 * rng() - 5.0;
        sp->v0 = 200.0 * rng() - 100.0;
        sp->target = 4.0 * rng() - 2.0;
        if (sp->params.phase_rate_hi > 0.0) {
            /* an independent look at the rate: 2ω/π from the double ω, to ω's own rounding */
            CHECK(fabs(sp->params.phase_rate_hi - 2.0 * sp->params.omega / 3.14159265358979323846) <=
                  4e-16 * sp->params.phase_rate_hi);
            CHECK(fabs(sp->params.phase_rate_lo) <= 0x1p-53 * sp->params.phase_rate_hi);
            with_rate++;
        } else {
            CHECK(sp->params.s <= 0.0 || i % 37 == 5);
        }
        if (i % 11 == 3 && sp->params.phase_rate_hi > 0.0) {
            /* either side of QUARTER_LIMIT quarter turns */
            double edge = 0x1p50 / sp->params.phase_rate_hi;
            times[i] = i % 2 ? nextafter(edge, 0.0) : nextafter(edge, INFINITY);
        } else if (i % 11 == 7) {
            /* either side of PHASE_SPLIT */
            times[i] = (i % 2 ? 255.999 : 256.001) / sp->params.omega;
        } else {
            /* phases from 1 to 1e17 */
            times[i] = pow(10.0, 17.0 * u) / sp->params.omega;
        }
        if (sp->params.phase_rate_hi * times[i] >= 0x1p50) beyond++;
    }
    CHECK(with_rate > 1000 && beyond > 100);
    for (k = 0; k < COUNT(sizes); k++) check_batch(springs, times, sizes[k]);
    check_batch(springs + 1, times + 1, COUNT(springs) - 1);
}

int main(void) {
    RUN(test_exp_table);
    RUN(test_exp_accuracy);
    RUN(test_exp_special_values);
    RUN(test_exp_lanes);
    RUN(test_sin_cos_accuracy);
    RUN(test_sin_cos_lanes);
    RUN(test_batch_copies);
    RUN(test_batch_random_regimes);
    RUN(test_batch_regime_patterns);
    RUN(test_batch_lanes_outside);
    RUN(test_batch_long_phases);
    return check_summary("cspring kernels");
}
