/* The work of baking a lookup table is bounded per knot (ceasing.h [lut],
   issue #28), counted, not timed: this file compiles ceasing_lut.c,
   ceasing_lut_bound.c and ceasing_css.c itself with counters in them (the
   library's copies are not linked in).
   - ceasing_lut_bake_curve's certified bound: each piece of an interval (the
     part of it that one of the curve's formulas covers) costs one jet (an
     interval Taylor expansion of the curve) over it and one at its end (its
     start is the previous piece's end, except where a formula starts), each
     halving of a part three more; at most 1,024 halvings per table. So at
     most 2 jets per interval plus 3,200 per table, and the curve evaluated
     at most 5 times per knot and 3 times per interval. Checked for every named
     curve at 2 to 17 knots and at the worst knot counts found, and at 65537
     knots (where ease-in-out took 189 halvings per interval and 230 s
     before) for the curves with the most jets: at most 2.01 per interval.
   - ceasing_lut_bake: f is called at most 163 times per interval plus 10
     times per knot (17 probes, at most 4 peaks refined by 34 calls, the
     knots' values and slopes twice), and 17 per interval plus 10 per knot
     where the error is rounding or nothing (a flat step): checked on the
     worst inputs found, cubic-bezier() among them, whose solver takes at
     most 6 fast and 8 + 200 + 1075 safe steps per call (ceasing.h [css]).
   The worst inputs come from Tests/C/lut_cost_search.c: random starts, then
   hill-climbing over curves, knot counts, control points (extremes
   included) and the other easings' parameters. The counts do not depend on
   bit-exact arithmetic beyond the bounds checked, so they hold in every
   build of the matrix. */
#include <float.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

static struct lut_counts {
    long piece, box_jet, point_jet, part, halving, curve_call;
} lut_counts;
#define CEASING_LUT_COUNT(counter) (lut_counts.counter++)
static struct css_counts {
    long fast_step, safe_newton, safe_bracketed, safe_bisection, linear_search;
} css_counts;
#define CEASING_CSS_COUNT(counter) (css_counts.counter++)
#include "../../Sources/CEasing/ceasing_css.c"
#include "../../Sources/CEasing/ceasing_lut.c"
#include "../../Sources/CEasing/ceasing_lut_bound.c"

#define MAX_KNOTS 65537
/* ceasing.h: halvings per table, jets per table beyond 2 per interval; calls
   of f by ceasing_lut_bake per interval and per knot. */
#define HALVINGS_PER_TABLE 1024
#define JETS_PER_TABLE 3200
#define CALLS_PER_INTERVAL 163
#define FLAT_CALLS_PER_INTERVAL 17
#define CALLS_PER_KNOT 10

static double storage[2 * MAX_KNOTS];

/* ---- ceasing_lut_bake_curve ---- */

/* One table's counts against the bound; returns jets per interval. */
static double check_curve_table(ceasing_curve curve, size_t n) {
    segment segments[MAX_SEGMENTS];
    int count = curve_segments(curve, segments);
    long intervals = (long)n - 1, jets;
    ceasing_lut lut;
    memset(&lut_counts, 0, sizeof lut_counts);
    CHECK(ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, n, curve) == CEASING_OK);
    jets = lut_counts.box_jet + lut_counts.point_jet;
    /* pieces: one per interval, plus at most two per formula boundary (one
       where it falls inside an interval, two where it falls on a knot) */
    CHECK(lut_counts.piece <= intervals + 2 * (count - 1));
    CHECK(lut_counts.box_jet == lut_counts.piece + 2 * lut_counts.halving);
    CHECK(lut_counts.point_jet <= lut_counts.piece + count + lut_counts.halving);
    CHECK(lut_counts.halving <= HALVINGS_PER_TABLE);
    CHECK(lut_counts.part == lut_counts.piece + 2 * lut_counts.halving);
    CHECK(jets <= 2 * intervals + JETS_PER_TABLE);
    CHECK(lut_counts.curve_call <= 5 * (long)n + 3 * intervals);
    if (!(jets <= 2 * intervals + JETS_PER_TABLE)) {
        fprintf(stderr, "%s at %zu knots: %ld jets (%ld pieces, %ld halvings)\n", ceasing_curve_name(curve), n, jets,
                lut_counts.piece, lut_counts.halving);
    }
    return (double)jets / (double)intervals;
}

static void test_every_curve_at_few_knots(void) {
    double most = 0.0;
    int c;
    size_t n;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        for (n = 2; n <= 17; n++) most = fmax(most, check_curve_table((ceasing_curve)c, n));
    }
    printf("ceasing_lut_bake_curve: every curve at 2..17 knots within the bound, at most %.1f jets per interval\n",
           most);
}

/* The search's worst: per interval (few knots) and in all (65537 knots, the
   curves whose jets cost the most: the cubic-bezier keywords, AHEasing's
   back, quintics, elastic). */
static void test_worst_curves(void) {
    static const struct {
        ceasing_curve curve;
        size_t knots;
    } worst[] = {
        {CEASING_CURVE_CIRC_OUT_IN, 2},    {CEASING_CURVE_EASE_IN, 2},         {CEASING_CURVE_ELASTIC_OUT_IN, 2},
        {CEASING_CURVE_EASE_IN, 3},        {CEASING_CURVE_AH_ELASTIC_IN_OUT, 2},
    };
    static const ceasing_curve full[] = {CEASING_CURVE_EASE_IN, CEASING_CURVE_EASE_OUT, CEASING_CURVE_EASE_IN_OUT,
                                         CEASING_CURVE_EASE, CEASING_CURVE_AH_BACK_IN, CEASING_CURVE_QUINT_IN_OUT,
                                         CEASING_CURVE_ELASTIC_OUT, CEASING_CURVE_SMOOTHERSTEP};
    double most = 0.0, most_full = 0.0;
    size_t k;
    for (k = 0; k < sizeof worst / sizeof worst[0]; k++) most = fmax(most, check_curve_table(worst[k].curve, worst[k].knots));
    for (k = 0; k < sizeof full / sizeof full[0]; k++) {
        double per = check_curve_table(full[k], MAX_KNOTS);
        CHECK(per <= 2.01);
        most_full = fmax(most_full, per);
    }
    printf("ceasing_lut_bake_curve: worst inputs found within the bound (%.1f jets per interval at few knots), "
           "%.3f jets per interval at 65537 knots\n",
           most, most_full);
}

/* ---- ceasing_lut_bake ---- */

typedef struct counted {
    const ceasing_easing *easing;
    ceasing_curve curve;
    long calls;
} counted;

static double counted_value(void *context, double t) {
    counted *c = context;
    c->calls++;
    return c->easing != NULL ? ceasing_easing_evaluate(c->easing, t) : ceasing_curve_evaluate(c->curve, t);
}

/* Bakes and checks the calls of f; returns calls per interval. */
static double check_bake(counted *c, size_t n, long per_interval) {
    ceasing_lut lut;
    long intervals = (long)n - 1;
    c->calls = 0;
    memset(&css_counts, 0, sizeof css_counts);
    CHECK(ceasing_lut_bake(&lut, storage, 2 * MAX_KNOTS, n, counted_value, c) == CEASING_OK);
    CHECK(c->calls <= per_interval * intervals + CALLS_PER_KNOT * (long)n);
    /* the cubic-bezier() solver within its bounds on every call */
    CHECK(css_counts.fast_step <= 6 * c->calls);
    CHECK(css_counts.safe_newton <= 8 * c->calls && css_counts.safe_bracketed <= 200 * c->calls &&
          css_counts.safe_bisection <= 1075 * c->calls);
    return (double)c->calls / (double)intervals;
}

/* The search's worst easings: the most calls of f per interval (2 knots:
   several peaks refined in the one interval), and the cubic-bezier() control
   points whose evaluation costs the most (y of 1e30: every call took the
   safe solver, and bisected before issue #28's fix). */
static void test_bake_calls(void) {
    static ceasing_point zigzag[5430];
    static const struct {
        int kind; /* 0 cubic-bezier, 1 steps, 2 linear() zigzag, 3 power, 4 back, 5 elastic, 6 overshoot */
        double a, b, c, d;
        int count, variant;
        size_t knots;
    } worst[] = {
        {0, 1.0, 0.50103307076423076, 0.93903269880893037, -1e30, 0, 0, 257},
        {0, 0.0, -1e30, 4.9406564584124654e-324, 1e30, 0, 0, 257},
        {0, 0.99999999900000003, 1e30, 0.99999999999999989, 0.71478662792642345, 0, 0, 17},
        /* lut_cost_search 60 60 bezier after the safe solver's fix: 13.8 steps per call */
        {0, 0.0, 1e30, 1e-9, 1.0, 0, 0, 4097},
        {0, 0.5, 1e30, 0.5, -1e30, 0, 0, 4097},
        {0, 1.0, 0.0, 0.0, 1.0, 0, 0, 4097},
        {0, 0.019699940547389633, -2.1897002593865675, 1e-16, 1.0597750551611662, 0, 0, 2},
        {1, 0, 0, 0, 0, 8, CEASING_JUMP_BOTH, 2},
        {2, 0.32605999434187971, 0, 0, 0, 5430, 0, 2},
        {3, 1.6621436782926331, 0, 0, 0, 0, CEASING_VARIANT_IN_OUT, 2},
        {4, 2.3474135129435769, 0, 0, 0, 0, CEASING_VARIANT_OUT, 1868},
        {5, 0.72585742991963531, 0.00065925586446277261, 0, 0, 0, CEASING_VARIANT_IN_OUT, 2},
        {6, 8.4052917733612453e-05, 0, 0, 0, 214, 0, 2},
    };
    double most = 0.0, most_steps = 0.0;
    size_t w, k;
    int c;
    for (w = 0; w < sizeof worst / sizeof worst[0]; w++) {
        ceasing_easing e;
        counted cc;
        ceasing_status status;
        double per;
        switch (worst[w].kind) {
        case 0: status = ceasing_easing_init_cubic_bezier(&e, worst[w].a, worst[w].b, worst[w].c, worst[w].d); break;
        case 1: status = ceasing_easing_init_steps(&e, worst[w].count, (ceasing_jump)worst[w].variant); break;
        case 2:
            for (k = 0; k < 5430; k++) {
                zigzag[k].x = (double)k / 5429.0;
                zigzag[k].y = (double)(k % 2) * worst[w].a + zigzag[k].x;
            }
            status = ceasing_easing_init_linear(&e, zigzag, 5430);
            break;
        case 3: status = ceasing_easing_init_power(&e, (ceasing_variant)worst[w].variant, worst[w].a); break;
        case 4: status = ceasing_easing_init_back(&e, (ceasing_variant)worst[w].variant, worst[w].a); break;
        case 5: status = ceasing_easing_init_elastic(&e, (ceasing_variant)worst[w].variant, worst[w].a, worst[w].b); break;
        default: status = ceasing_easing_init_overshoot(&e, worst[w].count, worst[w].a); break;
        }
        CHECK(status == CEASING_OK);
        if (status != CEASING_OK) continue;
        cc.easing = &e;
        per = check_bake(&cc, worst[w].knots, CALLS_PER_INTERVAL);
        most = fmax(most, per);
        if (worst[w].kind == 0) {
            double steps = (double)(css_counts.fast_step + css_counts.safe_newton + css_counts.safe_bracketed +
                                    css_counts.safe_bisection) / (double)cc.calls;
            /* ceasing.h: at most 14 solver steps per evaluation on the worst
               inputs found (67 before the safe solver's target was made
               relative to max(1, |y1|, |y2|) and its bisection bracketed) */
            CHECK(steps <= 14.0);
            most_steps = fmax(most_steps, steps);
        }
    }
    /* every named curve through f */
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        static const size_t knots[] = {2, 3, 17, 257};
        counted cc;
        cc.easing = NULL;
        cc.curve = (ceasing_curve)c;
        for (k = 0; k < sizeof knots / sizeof knots[0]; k++) most = fmax(most, check_bake(&cc, knots[k], CALLS_PER_INTERVAL));
    }
    printf("ceasing_lut_bake: at most %.1f calls of f per interval; cubic-bezier() at most %.1f solver steps per call\n",
           most, most_steps);
}

/* Where the table's error is rounding or nothing, the probes alone: 17 calls
   per interval (issue #28: steps(4) took 537 at 65537 knots, refining every
   probe of its flat steps). */
static void test_flat_and_rounding_tables(void) {
    ceasing_easing e;
    counted cc;
    double steps_calls, quad_calls;
    CHECK(ceasing_easing_init_steps(&e, 4, CEASING_JUMP_END) == CEASING_OK);
    cc.easing = &e;
    steps_calls = check_bake(&cc, MAX_KNOTS, FLAT_CALLS_PER_INTERVAL + 1);
    cc.easing = NULL;
    cc.curve = CEASING_CURVE_QUAD_OUT;
    quad_calls = check_bake(&cc, 4097, FLAT_CALLS_PER_INTERVAL);
    printf("flat and rounding-level tables: steps(4) at 65537 knots %.2f calls per interval, easeOutQuad at 4097 "
           "%.2f\n",
           steps_calls, quad_calls);
}

int main(void) {
    RUN(test_bake_calls);
    RUN(test_flat_and_rounding_tables);
    RUN(test_every_curve_at_few_knots);
    RUN(test_worst_curves);
    return check_summary("ceasing_lut cost");
}
