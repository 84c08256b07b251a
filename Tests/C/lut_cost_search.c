/* Searches for the inputs that make baking a lookup table cost the most
   (issue #28): random starts, then hill-climbing, over
   - ceasing_lut_bake_curve: the named curve and the knot count (2 .. 65537),
     cost = jets (segment_jet calls) per interval, and total jets;
   - ceasing_lut_bake of CSS and parametric easings: cubic-bezier() control
     points (extremes included), steps(), linear() zigzags, power, back,
     elastic, overshoot; cost = f calls per interval and cubic-bezier solver
     steps per interval.
   Counted, not timed (times printed for context only). Not part of make
   check (test_ceasing_lut_cost.c checks the worst inputs it found): build
   it by hand, from the repository's root, after make:
       cc -std=c11 -O2 -ffp-contract=off -I Sources/CEasing/include
          -I Sources/CEasing Tests/C/lut_cost_search.c build/libceasing.a -lm
          -o lut_cost_search
       ./lut_cost_search STARTS STEPS curves|sweep|easings|bezier
   (issue #28 ran 40 60 curves, 1 30 sweep, 40 60 easings, 200 100 bezier). */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
static double storage[2 * MAX_KNOTS];

static uint64_t rng = 0x853c49e6748fea9bULL;
static double uniform(void) {
    uint64_t z;
    rng += 0x9e3779b97f4a7c15ULL;
    z = rng;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return (double)(z >> 11) / 9007199254740992.0;
}
static size_t log_uniform(size_t lo, size_t hi) {
    size_t n = (size_t)floor(exp(log((double)lo) + uniform() * (log((double)hi + 1.0) - log((double)lo))));
    return n < lo ? lo : n > hi ? hi : n;
}
static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ---- ceasing_lut_bake_curve ---- */

typedef struct curve_cost {
    long jets, box, point, halvings, calls;
    double per_interval, seconds;
} curve_cost;

static curve_cost bake_curve_cost(int c, size_t n) {
    curve_cost r;
    ceasing_lut lut;
    double t0;
    memset(&lut_counts, 0, sizeof lut_counts);
    t0 = now();
    if (ceasing_lut_bake_curve(&lut, storage, 2 * MAX_KNOTS, n, (ceasing_curve)c) != CEASING_OK) abort();
    r.seconds = now() - t0;
    r.box = lut_counts.box_jet;
    r.point = lut_counts.point_jet;
    r.jets = r.box + r.point;
    r.halvings = lut_counts.halving;
    r.calls = lut_counts.curve_call;
    r.per_interval = (double)r.jets / (double)(n - 1);
    return r;
}

/* knot counts searched for the easings (per interval, their cost hardly
   depends on the count beyond a few thousand); the worst are then baked at
   65537 */
static size_t count_limit = MAX_KNOTS;

static size_t mutate_count(size_t n) {
    double u = uniform();
    long m = (long)n;
    if (u < 0.3) m += (uniform() < 0.5 ? -1 : 1) * (long)(1 + uniform() * 3);
    else if (u < 0.6) m += (long)((uniform() - 0.5) * 0.25 * (double)n);
    else if (u < 0.8) m = uniform() < 0.5 ? m * 2 - 1 : (m + 1) / 2;
    else m = (long)log_uniform(2, count_limit);
    if (m < 2) m = 2;
    if (m > (long)count_limit) m = (long)count_limit;
    return (size_t)m;
}

static void search_curves(int starts, int steps) {
    int s, k;
    double best_per = 0.0;
    long best_total = 0;
    int per_c = 0, tot_c = 0;
    size_t per_n = 0, tot_n = 0;
    curve_cost per_cost, tot_cost;
    memset(&per_cost, 0, sizeof per_cost);
    memset(&tot_cost, 0, sizeof tot_cost);
    for (s = 0; s < starts; s++) {
        int c = (int)(uniform() * CEASING_CURVE_COUNT), objective = s % 2; /* 0 per interval, 1 total */
        size_t n = log_uniform(2, MAX_KNOTS);
        curve_cost cur = bake_curve_cost(c, n);
        for (k = 0; k < steps; k++) {
            int c2 = uniform() < 0.15 ? (int)(uniform() * CEASING_CURVE_COUNT) : c;
            size_t n2 = mutate_count(n);
            curve_cost next = bake_curve_cost(c2, n2);
            if (objective == 0 ? next.per_interval >= cur.per_interval : next.jets >= cur.jets) {
                c = c2;
                n = n2;
                cur = next;
            }
        }
        if (cur.per_interval > best_per) {
            best_per = cur.per_interval;
            per_c = c;
            per_n = n;
            per_cost = cur;
        }
        if (cur.jets > best_total) {
            best_total = cur.jets;
            tot_c = c;
            tot_n = n;
            tot_cost = cur;
        }
    }
    printf("bake_curve, most jets per interval: %s at %zu knots: %.1f per interval (%ld box, %ld point, %ld halvings, "
           "%ld curve calls), %.4f s\n",
           ceasing_curve_name((ceasing_curve)per_c), per_n, per_cost.per_interval, per_cost.box, per_cost.point,
           per_cost.halvings, per_cost.calls, per_cost.seconds);
    printf("bake_curve, most jets in all: %s at %zu knots: %ld jets (%.2f per interval, %ld box, %ld point, %ld "
           "halvings), %.4f s\n",
           ceasing_curve_name((ceasing_curve)tot_c), tot_n, tot_cost.jets, tot_cost.per_interval, tot_cost.box,
           tot_cost.point, tot_cost.halvings, tot_cost.seconds);
}

/* every curve at 65537, and each curve's worst count by hill-climbing */
static void sweep_curves(int steps) {
    int c, k;
    double worst_time = 0.0, worst_per = 0.0;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        curve_cost full = bake_curve_cost(c, MAX_KNOTS), cur;
        size_t n = 2;
        cur = bake_curve_cost(c, n);
        for (k = 0; k < steps; k++) {
            size_t n2 = mutate_count(n);
            curve_cost next = bake_curve_cost(c, n2);
            if (next.per_interval >= cur.per_interval) {
                n = n2;
                cur = next;
            }
        }
        printf("%-22s 65537: %.3f jets/interval %ld halvings %.3f s | worst per interval %.2f at %zu knots "
               "(%ld halvings)\n",
               ceasing_curve_name((ceasing_curve)c), full.per_interval, full.halvings, full.seconds, cur.per_interval,
               n, cur.halvings);
        worst_time = fmax(worst_time, full.seconds);
        worst_per = fmax(worst_per, cur.per_interval);
    }
    printf("sweep: slowest curve at 65537 %.3f s; most jets per interval %.2f\n", worst_time, worst_per);
}

/* ---- ceasing_lut_bake of easings ---- */

typedef struct easing_input {
    int kind; /* 0 bezier, 1 steps, 2 linear zigzag, 3 power, 4 back, 5 elastic, 6 overshoot */
    double p[4];
    int count, position;
    size_t n;
} easing_input;

typedef struct easing_cost {
    double calls, steps, safe, seconds; /* per interval */
} easing_cost;

static ceasing_point zigzag[1 << 16];

typedef struct counted {
    const ceasing_easing *e;
    long calls;
} counted;
static double counted_value(void *context, double t) {
    counted *c = context;
    c->calls++;
    return ceasing_easing_evaluate(c->e, t);
}

static int make_easing(const easing_input *in, ceasing_easing *e) {
    switch (in->kind) {
    case 0: return ceasing_easing_init_cubic_bezier(e, in->p[0], in->p[1], in->p[2], in->p[3]) == CEASING_OK;
    case 1: return ceasing_easing_init_steps(e, in->count, (ceasing_jump)in->position) == CEASING_OK;
    case 2: {
        int k, m = in->count < 2 ? 2 : in->count > (1 << 16) ? (1 << 16) : in->count;
        for (k = 0; k < m; k++) {
            zigzag[k].x = (double)k / (m - 1);
            zigzag[k].y = (k % 2) * in->p[0] + (double)k / (m - 1);
        }
        return ceasing_easing_init_linear(e, zigzag, (size_t)m) == CEASING_OK;
    }
    case 3: return ceasing_easing_init_power(e, (ceasing_variant)in->position, in->p[0]) == CEASING_OK;
    case 4: return ceasing_easing_init_back(e, (ceasing_variant)in->position, in->p[0]) == CEASING_OK;
    case 5: return ceasing_easing_init_elastic(e, (ceasing_variant)in->position, in->p[0], in->p[1]) == CEASING_OK;
    default: return ceasing_easing_init_overshoot(e, in->count, in->p[0]) == CEASING_OK;
    }
}

static int easing_cost_of(const easing_input *in, easing_cost *out) {
    ceasing_easing e;
    counted c;
    ceasing_lut lut;
    double t0, intervals = (double)(in->n - 1);
    if (!make_easing(in, &e)) return 0;
    c.e = &e;
    c.calls = 0;
    memset(&css_counts, 0, sizeof css_counts);
    t0 = now();
    if (ceasing_lut_bake(&lut, storage, 2 * MAX_KNOTS, in->n, counted_value, &c) != CEASING_OK) return 0;
    out->seconds = now() - t0;
    out->calls = (double)c.calls / intervals;
    out->safe = (double)(css_counts.safe_newton + css_counts.safe_bracketed + css_counts.safe_bisection) / intervals;
    out->steps = (double)(css_counts.fast_step + css_counts.linear_search) / intervals + out->safe;
    return 1;
}

static const double extreme_x[] = {0.0, 5e-324, 1e-300, 1e-16, 1e-9, 0.5, 1.0 - 1e-9, 0.9999999999999999, 1.0};
static const double extreme_y[] = {-1e300, -1e30, -2.0, 0.0, 0.5, 1.0, 2.0, 1e30, 1e300};

static double clamp01(double x) {
    return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
}

static void random_easing(easing_input *in, int kind) {
    int k;
    in->kind = kind;
    in->n = log_uniform(2, count_limit);
    for (k = 0; k < 4; k++) in->p[k] = uniform();
    in->count = 1 + (int)log_uniform(1, 1 << 16);
    in->position = (int)(uniform() * 4);
    switch (kind) {
    case 0:
        in->p[1] = (uniform() - 0.5) * 4.0;
        in->p[3] = (uniform() - 0.5) * 4.0;
        break;
    case 2: in->p[0] = uniform() * 2.0; break;
    case 3: in->p[0] = exp((uniform() - 0.5) * 12.0); break;
    case 4: in->p[0] = uniform() * 10.0; break;
    case 5: in->p[0] = exp((uniform() - 0.5) * 6.0); in->p[1] = exp((uniform() - 0.8) * 10.0); break;
    default: in->p[0] = exp((uniform() - 0.8) * 10.0); in->count = (int)log_uniform(1, 1000) - 1; break;
    }
}

static void mutate_easing(easing_input *in) {
    double u = uniform();
    int k = (int)(uniform() * 4);
    if (u < 0.25) {
        in->n = mutate_count(in->n);
    } else if (in->kind == 0) {
        if (u < 0.45) in->p[k] = k % 2 == 0 ? extreme_x[(int)(uniform() * 9)] : extreme_y[(int)(uniform() * 9)];
        else if (k % 2 == 0) in->p[k] = clamp01(in->p[k] + (uniform() - 0.5) * 0.1);
        else in->p[k] += (uniform() - 0.5) * 0.5;
    } else if (in->kind == 1 || in->kind == 6) {
        in->count = (int)fmax(in->kind == 6 ? 0 : 1, in->count + (uniform() - 0.5) * 0.5 * in->count + (uniform() < 0.5 ? -1 : 1));
        if (in->kind == 1) in->position = (int)(uniform() * 4);
        if (in->kind == 6) in->p[0] *= exp((uniform() - 0.5));
    } else if (in->kind == 2) {
        if (u < 0.6) in->count = (int)fmin(1 << 16, fmax(2, in->count * exp(uniform() - 0.5)));
        else in->p[0] *= exp(uniform() - 0.5);
    } else {
        in->p[k % 2] *= exp(uniform() - 0.5);
        if (uniform() < 0.2) in->position = (int)(uniform() * 4);
    }
}

static void search_easings(int starts, int steps) {
    static const char *names[] = {"cubic-bezier", "steps", "linear() zigzag", "power", "back", "elastic", "overshoot"};
    int kind;
    for (kind = 0; kind < 7; kind++) {
        easing_input best_calls_in, best_steps_in;
        easing_cost best_calls, best_steps;
        int s, k;
        memset(&best_calls, 0, sizeof best_calls);
        memset(&best_steps, 0, sizeof best_steps);
        memset(&best_calls_in, 0, sizeof best_calls_in);
        memset(&best_steps_in, 0, sizeof best_steps_in);
        for (s = 0; s < starts; s++) {
            easing_input cur;
            easing_cost cc;
            int objective = s % 2; /* 0 calls, 1 solver steps */
            do random_easing(&cur, kind); while (!easing_cost_of(&cur, &cc));
            for (k = 0; k < steps; k++) {
                easing_input next = cur;
                easing_cost nc;
                mutate_easing(&next);
                if (!easing_cost_of(&next, &nc)) continue;
                if (objective == 0 ? nc.calls >= cc.calls : nc.steps >= cc.steps) {
                    cur = next;
                    cc = nc;
                }
            }
            if (cc.calls > best_calls.calls) { best_calls = cc; best_calls_in = cur; }
            if (cc.steps > best_steps.steps) { best_steps = cc; best_steps_in = cur; }
        }
        printf("%s: most calls %.1f per interval at %zu knots (p %.17g %.17g %.17g %.17g count %d pos %d), %.4f s\n",
               names[kind], best_calls.calls, best_calls_in.n, best_calls_in.p[0], best_calls_in.p[1],
               best_calls_in.p[2], best_calls_in.p[3], best_calls_in.count, best_calls_in.position,
               best_calls.seconds);
        if (best_steps.steps > 0.0) {
            easing_input full = best_steps_in;
            easing_cost fc;
            full.n = MAX_KNOTS;
            if (easing_cost_of(&full, &fc))
                printf("%s: its most solver steps at 65537 knots: %.1f per interval (%.1f safe), %.1f calls, %.3f s\n",
                       names[kind], fc.steps, fc.safe, fc.calls, fc.seconds);
        }
        if (kind == 0 || kind == 2)
            printf("%s: most solver steps %.1f per interval (%.1f safe) at %zu knots (p %.17g %.17g %.17g %.17g "
                   "count %d), %.1f calls, %.4f s\n",
                   names[kind], best_steps.steps, best_steps.safe, best_steps_in.n, best_steps_in.p[0],
                   best_steps_in.p[1], best_steps_in.p[2], best_steps_in.p[3], best_steps_in.count, best_steps.calls,
                   best_steps.seconds);
    }
}

/* cubic-bezier() control points by solver steps per call of f, at a fixed
   knot count (the cost per call hardly depends on it), then at 65537 */
static void search_bezier_steps(int starts, int steps, size_t n) {
    easing_input best;
    easing_cost best_cost;
    double best_per_call = 0.0;
    int s, k;
    memset(&best, 0, sizeof best);
    memset(&best_cost, 0, sizeof best_cost);
    for (s = 0; s < starts; s++) {
        easing_input cur;
        easing_cost cc;
        do {
            random_easing(&cur, 0);
            cur.n = n;
        } while (!easing_cost_of(&cur, &cc));
        for (k = 0; k < steps; k++) {
            easing_input next = cur;
            easing_cost nc;
            mutate_easing(&next);
            next.n = n;
            if (!easing_cost_of(&next, &nc)) continue;
            if (nc.steps / nc.calls >= cc.steps / cc.calls) {
                cur = next;
                cc = nc;
            }
        }
        if (cc.steps / cc.calls > best_per_call) {
            best_per_call = cc.steps / cc.calls;
            best = cur;
            best_cost = cc;
            printf("start %d: %.1f steps per call (%.1f safe per interval) cubic-bezier(%.17g, %.17g, %.17g, %.17g)\n", s,
                   best_per_call, cc.safe, cur.p[0], cur.p[1], cur.p[2], cur.p[3]);
        }
    }
    best.n = MAX_KNOTS;
    if (easing_cost_of(&best, &best_cost))
        printf("cubic-bezier(%.17g, %.17g, %.17g, %.17g) at 65537 knots: %.1f calls, %.1f steps per interval, %.3f s\n",
               best.p[0], best.p[1], best.p[2], best.p[3], best_cost.calls, best_cost.steps, best_cost.seconds);
}

int main(int argc, char **argv) {
    int starts = argc > 1 ? atoi(argv[1]) : 20, steps = argc > 2 ? atoi(argv[2]) : 30;
    const char *what = argc > 3 ? argv[3] : "all";
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (strcmp(what, "all") == 0 || strcmp(what, "curves") == 0) search_curves(starts, steps);
    if (strcmp(what, "all") == 0 || strcmp(what, "sweep") == 0) sweep_curves(steps);
    if (strcmp(what, "bezier") == 0) search_bezier_steps(starts, steps, 257);
    if (strcmp(what, "all") == 0 || strcmp(what, "easings") == 0) {
        count_limit = 4097;
        search_easings(starts, steps);
    }
    return 0;
}
