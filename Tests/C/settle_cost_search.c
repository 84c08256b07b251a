/* A search for the settling functions' most expensive inputs (issue #28):
   random sampling over the whole parameter space (m, k, c, start and both ε
   from subnormals to DBL_MAX, special values, damping ratios near 1, starts
   just above ε), then hill-climbing by local mutation from the worst inputs
   found. It counts evaluations the way Tests/C/test_cspring_settle_cost.c
   does (by compiling cspring_settle.c with a counter), for three classes:

     everyday     cspring.h's everyday springs: damping ratio 0.05 … 3 and
                  response 2π·√(m/k) 0.05 … 5 s (any mass), ε ≥ 1e-6 for
                  both thresholds, any start
     any          every valid spring, start and ε
     normal-rate  any, but the spring's derived rates (k/m, c/2m, ω0² − λ²,
                  ω) are normal doubles

   Not a test (the Makefile builds only test_*.c): build and run it by hand,

     cc -std=c11 -O2 -ITests/C -ISources/CSpringSolver/include Tests/C/settle_cost_search.c \
        build/libcspring.a -lm -o /tmp/settle_search && /tmp/settle_search SEED SECONDS

   and pin what it finds in test_cspring_settle_cost.c. */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cspring.h"

static long evaluations;
#define CSPRING_SETTLE_COUNT() (evaluations++)
#include "../../Sources/CSpringSolver/cspring_settle.c"

typedef struct input {
    double m, k, c, x0, v0, ex, ev;
} input;

typedef struct cost {
    long settling, visual;
} cost;

static uint64_t rng_state;

static uint64_t next_random(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double uniform(void) {
    return (double)(next_random() >> 11) * 0x1p-53;
}

static double log_uniform(double lo, double hi) {
    return exp(log(lo) + (log(hi) - log(lo)) * uniform());
}

static int chance(double p) {
    return uniform() < p;
}

/* A positive double anywhere: special values, subnormals, or 2^(−1074 … 1024). */
static double any_positive(void) {
    double r = uniform();
    if (r < 0.12) {
        static const double special[] = {5e-324, 1e-320, DBL_MIN, 1e-300, 1e-200, 1.0, 1e200, 1e300, DBL_MAX};
        return special[next_random() % (sizeof special / sizeof special[0])];
    }
    if (r < 0.16) return DBL_MAX * (1.0 - uniform() * 1e-3);
    if (r < 0.2) {
        uint64_t bits = next_random() & 0x000FFFFFFFFFFFFFull; /* a subnormal */
        double d;
        memcpy(&d, &bits, sizeof d);
        return d > 0.0 ? d : 5e-324;
    }
    if (r < 0.5) return log_uniform(1e-12, 1e12);
    {
        double e = -1074.0 + 2098.0 * uniform(), v = ldexp(1.0 + uniform(), (int)e);
        return v < INFINITY ? v : DBL_MAX;
    }
}

static double any_signed(void) {
    double r = uniform();
    if (r < 0.2) return 0.0;
    return chance(0.5) ? -any_positive() : any_positive();
}

/* Whether the inputs are a valid spring and valid settling arguments. */
static int make_params(const input *in, cspring_params *p) {
    return cspring_params_init(p, in->m, in->k, in->c) == CSPRING_OK && in->ex > 0.0 && in->ev > 0.0 &&
           isfinite(in->x0) && isfinite(in->v0) && isfinite(in->ex) && isfinite(in->ev);
}

/* Whether the spring's derived rates are normal doubles (k/m, c/2m, ω0² − λ²
   and ω, 0 aside): where one is subnormal it carries a few bits, and the
   closed form's pieces (series, exponentials, peaks) disagree with each other
   by more than rounding. */
static int normal_rates(const input *in) {
    cspring_params p;
    if (!make_params(in, &p)) return 0;
    return p.omega0_sq >= DBL_MIN && (p.lambda == 0.0 || p.lambda >= DBL_MIN) && (p.s == 0.0 || fabs(p.s) >= DBL_MIN) &&
           (p.omega == 0.0 || p.omega >= DBL_MIN);
}

static int everyday(const input *in) {
    cspring_params p;
    double response;
    if (!make_params(in, &p)) return 0;
    response = 2.0 * CSPRING_PI * sqrt(in->m / in->k);
    return p.damping_ratio >= 0.05 && p.damping_ratio <= 3.0 && response >= 0.05 && response <= 5.0 &&
           in->ex >= 1e-6 && in->ev >= 1e-6;
}

static cost measure(const input *in) {
    cspring_params p;
    cost result = {-1, -1};
    double out;
    if (!make_params(in, &p)) return result;
    evaluations = 0;
    (void)!cspring_settling_time(&p, in->x0, in->v0, in->ex, in->ev, &out);
    result.settling = evaluations;
    evaluations = 0;
    (void)!cspring_visual_completion_time(&p, in->x0, in->v0, in->ex, &out);
    result.visual = evaluations;
    return result;
}

/* A start and thresholds: anywhere, or related to each other (just above ε,
   ε near the velocity's scale). */
static void random_start(input *in, int everyday_class) {
    double omega0 = sqrt(in->k / in->m);
    double r = uniform();
    in->x0 = any_signed();
    in->v0 = any_signed();
    in->ex = everyday_class ? log_uniform(1e-6, 1e6) : any_positive();
    in->ev = everyday_class ? log_uniform(1e-6, 1e6) : any_positive();
    if (r < 0.3) {
        /* Released from rest (or nearly) just above ε. */
        double eps = in->ex;
        in->x0 = eps * (1.0 + log_uniform(1e-16, 1.0)) * (chance(0.5) ? -1.0 : 1.0);
        in->v0 = chance(0.6) ? 0.0 : in->x0 * omega0 * log_uniform(1e-16, 10.0) * (chance(0.5) ? -1.0 : 1.0);
        if (chance(0.5)) in->ev = in->ex * omega0 * log_uniform(1e-3, 1e3);
    } else if (r < 0.45) {
        /* Flung from the target just above the velocity's ε. */
        in->x0 = chance(0.5) ? 0.0 : in->ev * log_uniform(1e-16, 1.0) / omega0;
        in->v0 = in->ev * (1.0 + log_uniform(1e-16, 10.0)) * (chance(0.5) ? -1.0 : 1.0);
    } else if (r < 0.7 && everyday_class) {
        in->x0 = (chance(0.5) ? -1.0 : 1.0) * log_uniform(1e-6, 1e4);
        in->v0 = chance(0.3) ? 0.0 : (chance(0.5) ? -1.0 : 1.0) * log_uniform(1e-6, 1e5);
    }
    if (everyday_class) {
        if (in->ex < 1e-6) in->ex = 1e-6;
        if (in->ev < 1e-6) in->ev = 1e-6;
    }
}

static void random_any(input *in) {
    double r = uniform();
    in->m = any_positive();
    in->k = any_positive();
    if (r < 0.1) {
        in->c = 0.0;
    } else if (r < 0.55) {
        in->c = any_positive();
    } else {
        /* A chosen damping ratio: near 1, tiny, huge. */
        double zeta = chance(0.4) ? 1.0 + (chance(0.5) ? -1.0 : 1.0) * log_uniform(1e-17, 1.0) : log_uniform(1e-20, 1e20);
        in->c = 2.0 * zeta * sqrt(in->k) * sqrt(in->m);
        if (!(in->c < INFINITY)) in->c = DBL_MAX;
    }
    random_start(in, 0);
}

static void random_everyday(input *in) {
    double zeta, response, omega0, r = uniform();
    if (r < 0.3) zeta = 1.0 + (chance(0.5) ? -1.0 : 1.0) * log_uniform(1e-17, 1e-2);
    else if (r < 0.4) zeta = chance(0.5) ? 0.05 * (1.0 + log_uniform(1e-16, 1e-2)) : 3.0 * (1.0 - log_uniform(1e-16, 1e-2));
    else zeta = 0.05 + 2.95 * uniform();
    response = log_uniform(0.05, 5.0);
    in->m = chance(0.5) ? 1.0 : log_uniform(1e-3, 1e3);
    omega0 = 2.0 * CSPRING_PI / response;
    in->k = in->m * omega0 * omega0;
    in->c = 2.0 * zeta * omega0 * in->m;
    random_start(in, 1);
}

/* One field changed by a random factor, sign or special value. */
static void mutate(input *in, int everyday_class) {
    double *fields[7];
    double *f, scale;
    int which = (int)(next_random() % 7), n, i;
    fields[0] = &in->m;
    fields[1] = &in->k;
    fields[2] = &in->c;
    fields[3] = &in->x0;
    fields[4] = &in->v0;
    fields[5] = &in->ex;
    fields[6] = &in->ev;
    n = 1 + (int)(next_random() % 3);
    for (i = 0; i < n; i++) {
        f = fields[which];
        switch (next_random() % 8) {
        case 0: scale = 1e-15; break;
        case 1: scale = 1e-9; break;
        case 2: scale = 1e-5; break;
        case 3: scale = 1e-2; break;
        case 4: scale = 0.3; break;
        case 5: scale = 3.0; break;
        case 6: scale = everyday_class ? 1.0 : 30.0; break;
        default: scale = everyday_class ? 0.1 : 300.0; break;
        }
        if (chance(0.05)) {
            *f = -*f;
        } else if (chance(0.03) && !everyday_class) {
            *f = which >= 3 && which <= 4 && chance(0.5) ? 0.0 : any_positive() * (*f < 0.0 ? -1.0 : 1.0);
        } else if (chance(0.03) && which >= 3 && which <= 4) {
            *f = 0.0;
        } else if (*f == 0.0) {
            *f = any_signed();
        } else {
            double v = *f * exp(scale * (2.0 * uniform() - 1.0));
            if (isfinite(v) && v != 0.0) *f = v;
        }
        which = (int)(next_random() % 7);
    }
    if (everyday_class) {
        if (in->ex < 1e-6) in->ex = 1e-6;
        if (in->ev < 1e-6) in->ev = 1e-6;
    }
}

static void print_input(const char *label, const input *in, cost c) {
    printf("%s settling %ld visual %ld: {%a, %a, %a, %a, %a, %a, %a} /* m %.17g k %.17g c %.17g x0 %.17g v0 %.17g ex %.17g ev %.17g */\n",
           label, c.settling, c.visual, in->m, in->k, in->c, in->x0, in->v0, in->ex, in->ev, in->m, in->k, in->c,
           in->x0, in->v0, in->ex, in->ev);
    fflush(stdout);
}

static long key(cost c) {
    return c.settling > c.visual ? c.settling : c.visual;
}

/* Random sampling, then hill-climbing from the best sample; returns the worst. */
static int in_class(const input *in, int class_) {
    return class_ == 1 ? everyday(in) : class_ == 2 ? normal_rates(in) : 1;
}

static const char *class_name(int class_) {
    return class_ == 1 ? "everyday" : class_ == 2 ? "normal-rate" : "any";
}

static input find_worst(int class_, double seconds, cost *worst_cost) {
    int everyday_class = class_ == 1;
    input worst = {1, 1, 1, 1, 0, 1, 1}, current, trial;
    cost best = {-1, -1}, here, t;
    clock_t start = clock();
    long rounds = 0, samples = 0;
    while ((double)(clock() - start) / CLOCKS_PER_SEC < seconds) {
        int i, stall;
        here.settling = -1;
        here.visual = -1;
        for (i = 0; i < 4000; i++) {
            if (everyday_class) random_everyday(&trial); else random_any(&trial);
            if (!in_class(&trial, class_)) continue;
            t = measure(&trial);
            samples++;
            if (key(t) > key(here)) {
                here = t;
                current = trial;
            }
        }
        if (here.settling < 0) continue;
        /* Hill-climb: accept equal or better. */
        for (stall = 0; stall < 3000; stall++) {
            trial = current;
            mutate(&trial, everyday_class);
            if (!in_class(&trial, class_)) continue;
            t = measure(&trial);
            samples++;
            if (t.settling < 0) continue;
            if (key(t) >= key(here)) {
                if (key(t) > key(here)) stall = 0;
                here = t;
                current = trial;
            }
        }
        if (key(here) > key(best)) {
            best = here;
            worst = current;
            print_input(class_name(class_), &worst, best);
        }
        rounds++;
        /* Also climb from the worst so far now and then. */
        if (rounds % 4 == 0) {
            current = worst;
            here = best;
            for (stall = 0; stall < 3000; stall++) {
                trial = current;
                mutate(&trial, everyday_class);
                if (!in_class(&trial, class_)) continue;
                t = measure(&trial);
                samples++;
                if (t.settling < 0) continue;
                if (key(t) >= key(here)) {
                    if (key(t) > key(here)) stall = 0;
                    here = t;
                    current = trial;
                }
            }
            if (key(here) > key(best)) {
                best = here;
                worst = current;
                print_input(class_name(class_), &worst, best);
            }
        }
    }
    printf("%s: %ld rounds, %ld inputs measured\n", class_name(class_), rounds, samples);
    *worst_cost = best;
    return worst;
}

int main(int argc, char **argv) {
    double seconds = argc > 2 ? atof(argv[2]) : 20.0;
    int class_;
    rng_state = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    for (class_ = 1; class_ >= 0; class_--) {
        cost c;
        input worst = find_worst(class_, seconds, &c);
        printf("worst %s ", class_name(class_));
        print_input("", &worst, c);
    }
    {
        cost c;
        input worst = find_worst(2, seconds, &c);
        printf("worst %s ", class_name(2));
        print_input("", &worst, c);
    }
    return 0;
}
