/* results_dump - the cross-configuration check's witness (make check-matrix).

   Computes a fixed set of results with both libraries and prints, per
   section, how many doubles it produced and a 64-bit FNV-1a hash of their
   bits. Every build in the matrix (GCC and Clang, -O0 to -O3, FMA, the
   one-lane fallback, aarch64 under qemu) prints its own dump, and the
   matrix compares the dumps line by line: a difference in the last bit of
   one result changes its section's line.

   Sections named "libm:" depend on libm beyond the libraries' own
   elementary functions (sin, cos, exp, pow, atan outside the fast ranges);
   the header promises them identical only between builds sharing one libm.
   Every other section is promised identical everywhere (see cspring.h,
   IDENTICAL RESULTS, and ceasing.h). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ceasing.h"
#include "cspring.h"

static uint64_t hash;
static unsigned long values;
static int failures;

static void begin(void) {
    hash = 0xcbf29ce484222325ULL;
    values = 0;
}

static void add(double x) {
    unsigned char bytes[sizeof x];
    size_t i;
    if (x != x) x = NAN; /* NaN payloads may differ between routes; NaN-ness may not */
    memcpy(bytes, &x, sizeof x);
    for (i = 0; i < sizeof x; i++) {
        hash ^= bytes[i];
        hash *= 0x100000001b3ULL;
    }
    values++;
}

static void end(const char *section) {
    printf("%-32s %8lu %016llx\n", section, values, (unsigned long long)hash);
}

static void require(int ok, const char *what) {
    if (!ok) {
        fprintf(stderr, "results_dump: %s failed\n", what);
        failures++;
    }
}

/* ---- springs ---------------------------------------------------------------- */

static const double ratios[] = {0.0, 1e-3, 0.1, 0.5, 0.9, 1.0 - 1e-9, 1.0, 1.0 + 1e-9, 1.5, 10.0, 1000.0};
static const double stiffnesses[] = {1e-3, 0.7, 1.0, 100.0, 1e4, 1e6};
#define NR (sizeof ratios / sizeof ratios[0])
#define NK (sizeof stiffnesses / sizeof stiffnesses[0])

static cspring_params spring(size_t r, size_t k) {
    cspring_params p;
    double c = 2.0 * ratios[r] * sqrt(stiffnesses[k]);
    require(cspring_params_init(&p, 1.0, stiffnesses[k], c) == CSPRING_OK, "cspring_params_init");
    return p;
}

static void add_params(const cspring_params *p) {
    add(p->damping_ratio); add(p->lambda); add(p->omega0_sq); add(p->s); add(p->omega);
}

/* Times in units of 1/ω0: phases ω0·t from the series to the phase in two doubles. */
static const double phases[] = {1e-9, 1e-4, 0.01, 0.1, 0.2499, 0.25, 0.2501, 0.5, 1.0, 3.7, 10.0, 123.4,
                                255.9, 256.1, 1e4, 1.3e5, 1e6, 1e9, 1e12, 1e15, 4.5e18};
#define NP (sizeof phases / sizeof phases[0])

static double time_for(const cspring_params *p, size_t i) {
    return phases[i] / sqrt(p->omega0_sq);
}

/* Inside the fast ranges: exp's argument above −700 and ω·t below 2^62 (the phase in two doubles). */
static int fast(const cspring_params *p, double t) {
    return p->lambda * t < 700.0 && p->omega * t < 0x1p62 && (p->lambda + p->omega) * t < 700.0;
}

static void dump_springs(int libm_part) {
    size_t r, k, i;
    begin();
    for (r = 0; r < NR; r++) {
        for (k = 0; k < NK; k++) {
            cspring_params p = spring(r, k);
            for (i = 0; i < NP; i++) {
                double t = time_for(&p, i);
                cspring_state s;
                cspring_transition tr;
                if (fast(&p, t) == libm_part) continue;
                s = cspring_evaluate(&p, 0.3, -2.0, 1.0, t);
                add(s.position); add(s.velocity);
                tr = cspring_transition_make(&p, t);
                add(tr.m00); add(tr.m01); add(tr.m10); add(tr.m11);
            }
        }
    }
    end(libm_part ? "libm: spring evaluate" : "spring evaluate");
}

static void dump_spring_params(void) {
    size_t r, k;
    cspring_params p;
    double out, out2;
    begin();
    for (r = 0; r < NR; r++) for (k = 0; k < NK; k++) { p = spring(r, k); add_params(&p); }
    end("spring parameters");

    begin();
    require(cspring_params_from_response(&p, 0.55, 0.825) == CSPRING_OK, "from_response"); add_params(&p);
    require(cspring_params_from_duration_bounce(&p, 0.5, 0.3) == CSPRING_OK, "from_duration_bounce"); add_params(&p);
    require(cspring_params_from_duration_bounce(&p, 0.5, -0.4) == CSPRING_OK, "from_duration_bounce"); add_params(&p);
    require(cspring_params_from_pop(&p, 4.0, 12.0) == CSPRING_OK, "from_pop"); add_params(&p);
    require(cspring_params_from_android(&p, 1500.0, 0.5) == CSPRING_OK, "from_android"); add_params(&p);
    require(cspring_params_to_pop(&p, &out, &out2) == CSPRING_OK, "to_pop"); add(out); add(out2);
    add(cspring_params_response(&p)); add(cspring_params_bounce(&p));
    end("libm: spring conversions");

    begin();
    require(cspring_params_from_settling_duration(&p, 0.8, 0.7, 1e-3) == CSPRING_OK, "from_settling"); add_params(&p);
    require(cspring_params_settling_duration(&p, 1e-3, &out) == CSPRING_OK, "settling_duration"); add(out);
    p = spring(2, 3);
    require(cspring_settling_time(&p, 1.0, 0.0, 1e-3, 1e-2, &out) == CSPRING_OK, "settling_time"); add(out);
    require(cspring_visual_completion_time(&p, -3.0, 5.0, 1e-4, &out) == CSPRING_OK, "completion"); add(out);
    end("libm: spring settling");
}

static void dump_spring_steps(void) {
    size_t r, k, n;
    begin();
    for (r = 0; r < NR; r++) {
        for (k = 0; k < NK; k++) {
            cspring_params p = spring(r, k);
            cspring_state s = {0.0, 0.0};
            double dt = 0.25 / sqrt(p.omega0_sq) / 8.0;
            for (n = 0; n < 200; n++) {
                cspring_step(&p, n < 100 ? 1.0 : -0.5, dt * (1.0 + (double)(n % 7) / 3.0), &s);
                add(s.position); add(s.velocity);
            }
        }
    }
    end("spring step");
}

static void dump_spring_batches(void) {
    enum { N = 301 };
    static cspring_spring springs[N];
    static double times[N], targets[N], positions[N], velocities[N];
    static cspring_state out[N];
    cspring_transition tr;
    cspring_params p;
    size_t i;
    for (i = 0; i < N; i++) {
        springs[i].params = spring(i % NR, (i / NR) % NK);
        springs[i].x0 = (double)(i % 13) / 7.0;
        springs[i].v0 = -(double)(i % 5);
        springs[i].target = 1.0;
        times[i] = time_for(&springs[i].params, i % 11);
        targets[i] = (double)(i % 3);
        positions[i] = (double)i / N;
        velocities[i] = 1.0 - (double)i / 50.0;
    }
    cspring_evaluate_batch(springs, times, out, N);
    p = spring(3, 3);
    tr = cspring_transition_make(&p, 1.0 / 60.0);
    cspring_step_batch(&tr, targets, positions, velocities, N);
    begin();
    for (i = 0; i < N; i++) {
        add(out[i].position); add(out[i].velocity); add(positions[i]); add(velocities[i]);
    }
    end("spring batches");
}

static void dump_decay_and_rubber_band(void) {
    cspring_decay d;
    double out;
    int i;
    begin();
    require(cspring_decay_from_rate(&d, CSPRING_DECAY_RATE_NORMAL, CSPRING_DECAY_POP) == CSPRING_OK, "decay");
    for (i = 0; i < 20; i++) {
        cspring_state s = cspring_decay_evaluate(&d, 10.0, 1500.0, 0.05 * i);
        add(s.position); add(s.velocity);
    }
    add(cspring_decay_projection(&d, 10.0, 1500.0));
    require(cspring_decay_time_to_velocity(&d, 1500.0, 0.5, &out) == CSPRING_OK, "decay time"); add(out);
    for (i = -10; i <= 10; i++) {
        require(cspring_rubber_band(37.0 * i, 320.0, CSPRING_RUBBER_BAND_COEFFICIENT, &out) == CSPRING_OK, "rubber");
        add(out);
    }
    end("libm: decay and rubber band");
}

/* ---- easing ----------------------------------------------------------------- */

#define NT 257
static double grid[NT];

static void dump_curves(void) {
    static double array_out[NT];
    int c;
    size_t i;
    char name[64];
    for (i = 0; i < NT; i++) grid[i] = ((double)i - 21.0) / 213.0 + (double)(i % 3) / 1e9; /* no a × b + c to fuse */
    grid[0] = 0.0;
    grid[NT - 1] = 1.0;
    for (c = 0; c < CEASING_CURVE_COUNT; c++) {
        begin();
        for (i = 0; i < NT; i++) add(ceasing_curve_evaluate((ceasing_curve)c, grid[i]));
        ceasing_curve_evaluate_array((ceasing_curve)c, grid, array_out, NT);
        for (i = 0; i < NT; i++) add(array_out[i]);
        snprintf(name, sizeof name, "curve %s", ceasing_curve_name((ceasing_curve)c));
        end(name);
    }
}

static void dump_css(void) {
    static const char *texts[] = {"cubic-bezier(0.1, 0.7, 1, 0.1)", "cubic-bezier(0.3, -1.5, 0.7, 2.5)",
                                  "steps(5, jump-both)", "linear(0, 0.25 30%, 1)", "ease-in-out"};
    ceasing_point points[16];
    size_t j, i;
    begin();
    for (j = 0; j < sizeof texts / sizeof texts[0]; j++) {
        ceasing_easing e;
        require(ceasing_parse_css(texts[j], strlen(texts[j]), &e, points, 16, NULL) == CEASING_OK, texts[j]);
        for (i = 0; i < NT; i++) add(ceasing_easing_evaluate(&e, grid[i]));
    }
    end("css easings");
}

static void dump_luts(void) {
    static const ceasing_curve curves[] = {CEASING_CURVE_EASE, CEASING_CURVE_CUBIC_IN_OUT,
                                           CEASING_CURVE_BOUNCE_OUT, CEASING_CURVE_CIRC_OUT};
    static double storage[2 * 65], array_out[NT];
    size_t c, i;
    begin();
    for (c = 0; c < sizeof curves / sizeof curves[0]; c++) {
        ceasing_easing e;
        ceasing_lut lut;
        require(ceasing_easing_init_curve(&e, curves[c]) == CEASING_OK, "init_curve");
        require(ceasing_lut_bake(&lut, storage, 2 * 65, 65, ceasing_evaluate_function, &e) == CEASING_OK, "bake");
        for (i = 0; i < 2 * 65; i++) add(storage[i]);
        add(lut.max_error);
        for (i = 0; i < NT; i++) add(ceasing_lut_evaluate(&lut, grid[i]));
        ceasing_lut_evaluate_array(&lut, grid, array_out, NT);
        for (i = 0; i < NT; i++) add(array_out[i]);
    }
    end("lookup tables");
}

static void dump_fits(void) {
    static ceasing_point points[512];
    static ceasing_bezier_segment segments[64];
    ceasing_easing e;
    size_t count, i;
    begin();
    require(ceasing_easing_init_curve(&e, CEASING_CURVE_EASE) == CEASING_OK, "init_curve");
    require(ceasing_sample_linear(ceasing_evaluate_function, &e, 1e-4, points, 512, &count) == CEASING_OK, "sample");
    for (i = 0; i < count; i++) { add(points[i].x); add(points[i].y); }
    require(ceasing_fit_bezier(ceasing_evaluate_function, &e, 1e-4, segments, 64, &count) == CEASING_OK, "fit");
    for (i = 0; i < count; i++) {
        add(segments[i].p1.x); add(segments[i].p1.y); add(segments[i].p2.x); add(segments[i].p2.y);
    }
    end("linear and bezier fits");
}

int main(void) {
    dump_spring_params();
    dump_springs(0);
    dump_springs(1);
    dump_spring_steps();
    dump_spring_batches();
    dump_decay_and_rubber_band();
    dump_curves();
    dump_css();
    dump_luts();
    dump_fits();
    return failures ? 1 : 0;
}
