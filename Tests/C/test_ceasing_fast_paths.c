/* The fast paths of CEasing against the slower definitions they replace:
   the precomputed keyword curves against ceasing_cubic_bezier_init, the
   cubic-bezier() solver against a long double bisection on curves of every
   shape (including the ones that need its slow path), the branch-free cubic
   outIn against its composition, and the paired LUT array against the scalar
   table, bit for bit. */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

#include "../../Sources/CEasing/ceasing_keywords.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static double rng(void) { /* [0, 1) */
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(rng_state >> 11) * (1.0 / 9007199254740992.0);
}

static int bits_equal(double a, double b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

/* ---- keyword curves ---- */

/* Prints a ceasing_keywords.h initialiser, so that the header can be
   regenerated if the solver's tables ever change. */
static void print_initialiser(const char *name, const ceasing_cubic_bezier *b) {
    size_t i, m, n = sizeof b->solver_half[0] / sizeof(double);
    fprintf(stderr, "static const ceasing_cubic_bezier %s = {\n", name);
    fprintf(stderr, "    %a, %a, %a, %a,\n    %a, %a, %a,\n    %a, %a, %a,\n    {", b->x1, b->y1, b->x2, b->y2,
            b->ax, b->bx, b->cx, b->ay, b->by, b->cy);
    for (m = 0; m < 2; m++) {
        fprintf(stderr, "{");
        for (i = 0; i < n; i++) {
            fprintf(stderr, "%a%s", b->solver_half[m][i], i + 1 == n ? "}" : (i % 4 == 3) ? ",\n      " : ", ");
        }
        fprintf(stderr, "%s", m ? "},\n" : ",\n     ");
    }
    fprintf(stderr, "    %d};\n", b->solver_special);
}

static void test_keyword_tables_equal_init(void) {
    static const struct {
        const char *name;
        const ceasing_cubic_bezier *table;
        double p[4];
        double (*function)(double);
    } keywords[] = {
        {"keyword_ease", &keyword_ease, {0.25, 0.1, 0.25, 1.0}, ceasing_ease},
        {"keyword_ease_in", &keyword_ease_in, {0.42, 0.0, 1.0, 1.0}, ceasing_ease_in},
        {"keyword_ease_out", &keyword_ease_out, {0.0, 0.0, 0.58, 1.0}, ceasing_ease_out},
        {"keyword_ease_in_out", &keyword_ease_in_out, {0.42, 0.0, 0.58, 1.0}, ceasing_ease_in_out},
    };
    size_t k;
    int i;
    for (k = 0; k < COUNT(keywords); k++) {
        ceasing_cubic_bezier b;
        CHECK(ceasing_cubic_bezier_init(&b, keywords[k].p[0], keywords[k].p[1], keywords[k].p[2], keywords[k].p[3]) ==
              CEASING_OK);
        if (memcmp(&b, keywords[k].table, sizeof b) != 0) {
            CHECK(!"ceasing_keywords.h is stale; replace the initialiser with:");
            print_initialiser(keywords[k].name, &b);
        }
        /* and so the keyword functions are the same curves, bit for bit */
        for (i = -100; i <= 1100; i++) {
            double x = i / 1000.0;
            CHECK(bits_equal(keywords[k].function(x), ceasing_cubic_bezier_evaluate(&b, x)));
        }
    }
}

/* ---- cubic-bezier() ---- */

static long double ref_bernstein(long double p1, long double p2, long double t) {
    long double s = 1.0L - t;
    return 3.0L * s * s * t * p1 + 3.0L * s * t * t * p2 + t * t * t;
}

static long double ref_complement(long double p1, long double p2, long double t) {
    long double s = 1.0L - t;
    return s * s * s + 3.0L * s * s * t * (1.0L - p1) + 3.0L * s * t * t * (1.0L - p2);
}

/* Bisection on t in long double until the bracket cannot shrink. */
static double reference_bezier(double x1, double y1, double x2, double y2, double x) {
    long double lo = 0.0L, hi = 1.0L, mid;
    for (;;) {
        mid = 0.5L * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        if (x <= 0.5 ? ref_bernstein(x1, x2, mid) < x : ref_complement(x1, x2, mid) > 1.0L - x) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return mid <= 0.5L ? (double)ref_bernstein(y1, y2, mid) : (double)(1.0L - ref_complement(y1, y2, mid));
}

/* Curves where Newton from the table guess converges in one step and curves
   where it does not (x1 or x2 at 0 or 1, x1 near 1 with x2 near 0), sampled
   densely, with inputs next to 0, 1/2 and 1. (The exactly flat x1 = 1, x2 = 0
   defeats this reference at x = 1/2; test_ceasing_css.c checks it against the
   closed form.) */
static void test_bezier_shapes(void) {
    static const double curves[][4] = {
        {0.25, 0.1, 0.25, 1.0}, {0.42, 0.0, 1.0, 1.0},   {0.0, 0.0, 0.58, 1.0},   {0.42, 0.0, 0.58, 1.0},
        {0.68, -0.55, 0.265, 1.55}, {0.175, 0.885, 0.32, 1.275}, {0.98, 0.0, 0.02, 1.0}, {0.95, -1.0, 0.05, 2.0},
        {0.0, 1.0, 1.0, 0.0},   {1.0, 1.0, 0.0, 0.0},   {0.5, 0.0, 0.5, 1.0},    {0.0, 0.0, 0.0, 1.0},
        {1.0, 0.0, 1.0, 1.0},   {0.001, 0.5, 0.999, 0.5}, {0.3, 2.0, 0.7, -1.0}, {0.9, 0.1, 0.9, 0.1},
    };
    static const double near[] = {1e-300, 1e-12, 1e-6, 0.5 - 1e-12, 0.5, 0.5 + 1e-12, 1.0 - 1e-6, 1.0 - 1e-12};
    double worst = 0.0;
    size_t c, k;
    int i;
    for (c = 0; c < COUNT(curves); c++) {
        const double *p = curves[c];
        ceasing_cubic_bezier b;
        CHECK(ceasing_cubic_bezier_init(&b, p[0], p[1], p[2], p[3]) == CEASING_OK);
        for (i = 1; i < 2000; i++) {
            double x = i < 1000 ? i / 1000.0 : rng();
            double e = fabs(ceasing_cubic_bezier_evaluate(&b, x) - reference_bezier(p[0], p[1], p[2], p[3], x));
            if (e > worst) worst = e;
        }
        for (k = 0; k < COUNT(near); k++) {
            double e = fabs(ceasing_cubic_bezier_evaluate(&b, near[k]) -
                            reference_bezier(p[0], p[1], p[2], p[3], near[k]));
            if (e > worst) worst = e;
        }
    }
    printf("cubic-bezier shapes: worst |y - y_ref| = %.3g\n", worst);
    CHECK(worst <= 1e-14);
}

/* ---- cubic outIn ---- */

/* The branch-free form equals the composition 0.5 out(2t) | 0.5 + 0.5 in(2t - 1)
   bit for bit. */
static void test_cubic_out_in_is_the_composition(void) {
    int i;
    for (i = 0; i <= 200000; i++) {
        double t = i <= 100000 ? i / 100000.0 : rng();
        double composed = t < 0.5 ? 0.5 * ceasing_cubic_out(2.0 * t) : 0.5 + 0.5 * ceasing_cubic_in(2.0 * t - 1.0);
        if (t <= 0.0) composed = 0.0;
        CHECK(bits_equal(ceasing_cubic_out_in(t), composed));
    }
    CHECK(ceasing_cubic_out_in(-1.0) == 0.0 && ceasing_cubic_out_in(2.0) == 1.0);
    CHECK(isnan(ceasing_cubic_out_in(NAN)));
}

/* ---- LUT arrays ---- */

static double wave(void *context, double t) {
    (void)context;
    return t == 0.0 ? 0.0 : t == 1.0 ? 1.0 : t + 0.3 * sin(9.0 * t) * t * (1.0 - t);
}

/* Pairs with one lane outside (0, 1), NaN, values that round up to the last
   knot, odd counts and in place, for small and large tables. */
static void test_lut_array_pairs(void) {
    static const size_t resolutions[] = {2, 3, 17, 1025};
    static double storage[2 * 1025];
    static const double special[] = {0.0, -0.0, 1.0, -0.5, 1.5, NAN, 1e-300, 1.0 - DBL_EPSILON / 2, DBL_EPSILON,
                                     HUGE_VAL, -HUGE_VAL, 0.5};
    enum { N = 1001 };
    static double t[N], out[N], in_place[N];
    size_t r, i, n;
    for (r = 0; r < COUNT(resolutions); r++) {
        ceasing_lut lut;
        CHECK(ceasing_lut_bake(&lut, storage, COUNT(storage), resolutions[r], wave, NULL) == CEASING_OK);
        for (i = 0; i < N; i++) t[i] = rng() < 0.1 ? special[(size_t)(rng() * COUNT(special))] : rng();
        for (n = N - 2; n <= N; n++) {
            memcpy(in_place, t, sizeof t);
            ceasing_lut_evaluate_array(&lut, t, out, n);
            ceasing_lut_evaluate_array(&lut, in_place, in_place, n);
            for (i = 0; i < n; i++) {
                double scalar = ceasing_lut_evaluate(&lut, t[i]);
                CHECK(bits_equal(out[i], scalar) || (isnan(out[i]) && isnan(scalar)));
                CHECK(bits_equal(in_place[i], scalar) || (isnan(in_place[i]) && isnan(scalar)));
            }
        }
        /* the value just below 1 stays on the last interval and near f(1) */
        CHECK(fabs(ceasing_lut_evaluate(&lut, 1.0 - DBL_EPSILON / 2) - 1.0) <= 1e-12);
    }
}

int main(void) {
    RUN(test_keyword_tables_equal_init);
    RUN(test_bezier_shapes);
    RUN(test_cubic_out_in_is_the_composition);
    RUN(test_lut_array_pairs);
    return check_summary("ceasing fast paths");
}
