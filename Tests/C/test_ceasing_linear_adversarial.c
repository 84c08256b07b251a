/* ceasing_sample_linear on curves built to hide an error peak from its chord
   check (issue #29: the check reads f at a grid and bounds the error between
   grid points from f's own second differences instead of sampling densely):
   cubic-bezier() at its extremes, steps() in every position, linear() with
   random kinks and jumps, elastic, bounce and back curves, underdamped and
   critically damped springs, and narrow triangular spikes of half-width two
   to four grid spacings (2^-11) at random places. Every result is compared
   with the curve densely (8,193 evenly spaced inputs, 32 inputs inside every
   piece, and every kink or jump of a steps(), linear() or spike with its two
   neighbouring doubles on each side): the error stays within max_error; the
   ends are (0, f(0)) and (1, f(1)) exactly, inputs never decrease, and a
   steps() result keeps its jumps sharp (at most two points per step, plus
   the ends). Removing the between-points bound (accepting a chord on its
   grid errors alone) makes linear(), bounce and spike cases fail here. */
#include <float.h>
#include <stdint.h>
#include <string.h>

#include "ceasing.h"
#include "check.h"

#define MAX_POINTS 8192
#define DENSE 8192
#define PER_PIECE 32
#define MAX_KINKS 16

static ceasing_point points[MAX_POINTS];

/* A curve: a ceasing_easing, a spring, or a spike train. */
typedef struct curve {
    int kind; /* 0 easing, 1 spring, 2 spikes */
    ceasing_easing easing;
    double zeta, omega;
    double kinks[MAX_KINKS]; /* x of kinks and jumps (checked with their neighbours) */
    double heights[MAX_KINKS];
    double width;
    size_t kink_count;
} curve;

static double spring_value(double zeta, double omega, double t) {
    if (zeta < 1.0) {
        double wd = omega * sqrt(1.0 - zeta * zeta);
        return 1.0 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t));
    }
    return 1.0 - exp(-omega * t) * (1.0 + omega * t);
}

static double curve_value(void *context, double t) {
    const curve *c = (const curve *)context;
    switch (c->kind) {
    case 0:
        return ceasing_easing_evaluate(&c->easing, t);
    case 1:
        return spring_value(c->zeta, c->omega, t);
    default: {
        /* triangles of half-width c->width centred at the kinks (every third kink is a centre) */
        double y = t;
        size_t i;
        for (i = 0; i < c->kink_count; i += 3) {
            double d = fabs(t - c->kinks[i]);
            if (d < c->width) {
                y += c->heights[i] * (1.0 - d / c->width);
            }
        }
        return y;
    }
    }
}

/* The spec's evaluation of the points, through the library's linear(). */
static double rebuilt(const ceasing_easing *linear, double x) {
    return ceasing_easing_evaluate(linear, x);
}

static unsigned long long state = 0x9e3779b97f4a7c15ULL;
static double uniform01(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (double)(state >> 11) / 9007199254740992.0;
}

static double worst_seen; /* largest error / max_error over every call */
static int calls;

/* Samples c at max_error and checks the result densely; returns the point count. */
static size_t check_curve(curve *c, double max_error, const char *name) {
    size_t n = 0, i, j;
    ceasing_easing linear;
    double worst = 0.0;
    int ordered = 1;
    if (ceasing_sample_linear(curve_value, c, max_error, points, MAX_POINTS, &n) != CEASING_OK) {
        fprintf(stderr, "%s at %g: ceasing_sample_linear failed\n", name, max_error);
        CHECK(0);
        return 0;
    }
    calls++;
    CHECK(n >= 2);
    CHECK(points[0].x == 0.0 && points[0].y == curve_value(c, 0.0));
    CHECK(points[n - 1].x == 1.0 && points[n - 1].y == curve_value(c, 1.0));
    for (i = 1; i < n; i++) {
        ordered = ordered && points[i].x >= points[i - 1].x;
    }
    CHECK(ordered);
    if (ceasing_easing_init_linear(&linear, points, n) != CEASING_OK) {
        CHECK(0);
        return n;
    }
    for (j = 0; j <= DENSE; j++) {
        double x = (double)j / DENSE;
        worst = fmax(worst, fabs(rebuilt(&linear, x) - curve_value(c, x)));
    }
    for (i = 0; i + 1 < n; i++) {
        for (j = 1; j < PER_PIECE; j++) {
            double x = points[i].x + (points[i + 1].x - points[i].x) * ((double)j / PER_PIECE);
            worst = fmax(worst, fabs(rebuilt(&linear, x) - curve_value(c, x)));
        }
    }
    for (i = 0; i < c->kink_count; i++) {
        double x = c->kinks[i], around[5];
        around[0] = x;
        around[1] = nextafter(x, 0.0);
        around[2] = nextafter(x, 1.0);
        around[3] = nextafter(around[1], 0.0);
        around[4] = nextafter(around[2], 1.0);
        for (j = 0; j < 5; j++) {
            if (around[j] >= 0.0 && around[j] <= 1.0) {
                worst = fmax(worst, fabs(rebuilt(&linear, around[j]) - curve_value(c, around[j])));
            }
        }
    }
    if (!(worst <= max_error)) {
        fprintf(stderr, "%s at %g: %zu points, error %.6g\n", name, max_error, n, worst);
        CHECK(0);
    }
    worst_seen = fmax(worst_seen, worst / max_error);
    return n;
}

static void test_cubic_bezier_extremes(void) {
    static const double xs[] = {0.0, 1e-6, 0.5, 1.0};
    static const double ys[] = {-2.0, 1.0, 3.0};
    size_t a, b, d, e;
    for (a = 0; a < 4; a++) {
        for (b = 0; b < 3; b++) {
            for (d = 0; d < 4; d++) {
                for (e = 0; e < 3; e++) {
                    curve c;
                    char name[96];
                    memset(&c, 0, sizeof c);
                    CHECK(ceasing_easing_init_cubic_bezier(&c.easing, xs[a], ys[b], xs[d], ys[e]) == CEASING_OK);
                    snprintf(name, sizeof name, "cubic-bezier(%g, %g, %g, %g)", xs[a], ys[b], xs[d], ys[e]);
                    check_curve(&c, 1e-3, name);
                }
            }
        }
    }
}

static void test_steps_every_position(void) {
    static const int counts[] = {1, 2, 3, 7, 10};
    static const ceasing_jump positions[] = {CEASING_JUMP_START, CEASING_JUMP_END, CEASING_JUMP_NONE, CEASING_JUMP_BOTH};
    static const double tolerances[] = {1e-2, 1e-4};
    size_t i, p, t, k;
    for (i = 0; i < 5; i++) {
        for (p = 0; p < 4; p++) {
            for (t = 0; t < 2; t++) {
                curve c;
                char name[64];
                size_t n;
                int steps = positions[p] == CEASING_JUMP_NONE ? counts[i] + 1 : counts[i];
                memset(&c, 0, sizeof c);
                CHECK(ceasing_easing_init_steps(&c.easing, steps, positions[p]) == CEASING_OK);
                for (k = 1; k < (size_t)steps && k < MAX_KINKS; k++) {
                    c.kinks[c.kink_count++] = (double)k / steps;
                }
                snprintf(name, sizeof name, "steps(%d, position %d)", steps, (int)positions[p]);
                n = check_curve(&c, tolerances[t], name);
                /* sharp: nothing but the jumps (two points per step at most, plus the ends) */
                CHECK(n <= 2 * (size_t)steps + 4);
            }
        }
    }
}

static void test_linear_with_random_kinks(void) {
    static const double tolerances[] = {1e-3, 1e-4};
    int r;
    size_t t, i;
    for (r = 0; r < 40; r++) {
        ceasing_point stops[MAX_KINKS];
        size_t count = 3 + (size_t)(uniform01() * (MAX_KINKS - 3));
        curve c;
        char name[64];
        memset(&c, 0, sizeof c);
        stops[0].x = 0.0;
        stops[count - 1].x = 1.0;
        for (i = 1; i + 1 < count; i++) {
            /* every fifth stop repeats the previous input: a jump */
            stops[i].x = (i % 5 == 0) ? stops[i - 1].x : stops[i - 1].x + (1.0 - stops[i - 1].x) * uniform01() * 0.5;
        }
        for (i = 0; i < count; i++) {
            stops[i].y = -1.0 + 3.0 * uniform01();
            c.kinks[c.kink_count++] = stops[i].x;
        }
        CHECK(ceasing_easing_init_linear(&c.easing, stops, count) == CEASING_OK);
        snprintf(name, sizeof name, "linear() #%d, %zu stops", r, count);
        for (t = 0; t < 2; t++) {
            check_curve(&c, tolerances[t], name);
        }
    }
}

static void test_oscillating_curves(void) {
    static const ceasing_curve named[] = {CEASING_CURVE_ELASTIC_IN, CEASING_CURVE_ELASTIC_OUT, CEASING_CURVE_ELASTIC_IN_OUT,
                                          CEASING_CURVE_BOUNCE_OUT, CEASING_CURVE_BOUNCE_IN_OUT, CEASING_CURVE_BACK_IN_OUT,
                                          CEASING_CURVE_EASE};
    static const double periods[] = {0.05, 0.3};
    static const double tolerances[] = {1e-2, 1e-3, 1e-4};
    static const double zetas[] = {0.05, 0.2, 0.7, 1.0};
    static const double omegas[] = {10.0, 40.0, 120.0};
    size_t i, t, p, z, w;
    for (i = 0; i < sizeof named / sizeof named[0]; i++) {
        for (t = 0; t < 3; t++) {
            curve c;
            memset(&c, 0, sizeof c);
            CHECK(ceasing_easing_init_curve(&c.easing, named[i]) == CEASING_OK);
            check_curve(&c, tolerances[t], ceasing_curve_name(named[i]));
        }
    }
    for (p = 0; p < 2; p++) {
        for (t = 0; t < 3; t++) {
            curve c;
            char name[64];
            memset(&c, 0, sizeof c);
            CHECK(ceasing_easing_init_elastic(&c.easing, CEASING_VARIANT_OUT, 1.5, periods[p]) == CEASING_OK);
            snprintf(name, sizeof name, "elastic out, period %g", periods[p]);
            check_curve(&c, tolerances[t], name);
        }
    }
    for (z = 0; z < 4; z++) {
        for (w = 0; w < 3; w++) {
            for (t = 0; t < 3; t++) {
                curve c;
                char name[64];
                memset(&c, 0, sizeof c);
                c.kind = 1;
                c.zeta = zetas[z];
                c.omega = omegas[w];
                snprintf(name, sizeof name, "spring zeta %g omega %g", zetas[z], omegas[w]);
                check_curve(&c, tolerances[t], name);
            }
        }
    }
}

static void test_narrow_spikes(void) {
    static const double widths[] = {2.0, 3.0, 4.0}; /* half-widths in grid spacings (2^-11) */
    size_t w, r, i;
    for (w = 0; w < 3; w++) {
        for (r = 0; r < 10; r++) {
            curve c;
            char name[64];
            memset(&c, 0, sizeof c);
            c.kind = 2;
            c.width = widths[w] / 2048.0;
            for (i = 0; i + 2 < MAX_KINKS && i < 12; i += 3) {
                double centre = 0.05 + 0.9 * uniform01();
                c.kinks[i] = centre;
                c.kinks[i + 1] = centre - c.width;
                c.kinks[i + 2] = centre + c.width;
                c.heights[i] = (uniform01() < 0.5 ? -1.0 : 1.0) * (0.002 + 0.05 * uniform01());
                c.kink_count = i + 3;
            }
            snprintf(name, sizeof name, "spikes of half-width %g/2048 #%zu", widths[w], r);
            check_curve(&c, 1e-3, name);
        }
    }
}

int main(void) {
    RUN(test_cubic_bezier_extremes);
    RUN(test_steps_every_position);
    RUN(test_linear_with_random_kinks);
    RUN(test_oscillating_curves);
    RUN(test_narrow_spikes);
    printf("ceasing_sample_linear on %d adversarial curves and tolerances: largest error %.4f x max_error\n", calls,
           worst_seen);
    return check_summary("ceasing_sample_linear adversarial");
}
