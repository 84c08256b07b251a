/* cspring_ratio.c - the C half of the instruction benchmark (see instructions.sh).

   10k springs of mixed damping ratios (0.1, 0.5, 0.9, 1, 1.5, 10; the
   SpringBenchmarks' "mixed regimes" workload) evaluated at mixed times, once
   by cspring_evaluate_batch and once by a naive closed form that calls libm's
   exp, sin and cos (from the same precomputed λ, ω and ω0², so that the
   comparison is of the evaluation alone). instructions.sh runs this under
   callgrind with collection toggled on measured_batch, measured_batch_lanes
   (the portable two-lane copy, which every CPU without AVX2 runs, arm64
   included) or measured_naive and divides by ROUNDS × COUNT.

       cspring_ratio   checks that both agree, then runs both measured functions */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cspring.h"

/* The batch at the portable lane width whatever the CPU (a hidden symbol of the
   library, linked in with its sources: see cspring_internal.h). */
void cspring_evaluate_batch_lanes(const cspring_spring *springs, const double *times, cspring_state *out, size_t n);

#define COUNT 10000
#define ROUNDS 4

/* The textbook closed form: one branch per regime, libm for every function. */
static cspring_state naive_evaluate(const cspring_spring *sp, double t) {
    const cspring_params *p = &sp->params;
    double y0 = sp->x0 - sp->target, v0 = sp->v0, lambda = p->lambda;
    cspring_state out;
    if (p->s > 0.0) { /* under-damped */
        double w = p->omega, e = exp(-lambda * t), c = cos(w * t), s = sin(w * t);
        double b = (v0 + lambda * y0) / w;
        out.position = sp->target + e * (y0 * c + b * s);
        out.velocity = e * ((b * w - lambda * y0) * c - (y0 * w + lambda * b) * s);
    } else if (p->s < 0.0) { /* over-damped */
        double r1 = -lambda + p->omega, r2 = -lambda - p->omega;
        double c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2;
        double e1 = exp(r1 * t), e2 = exp(r2 * t);
        out.position = sp->target + c1 * e1 + c2 * e2;
        out.velocity = c1 * r1 * e1 + c2 * r2 * e2;
    } else { /* critical */
        double e = exp(-lambda * t), b = v0 + lambda * y0;
        out.position = sp->target + (y0 + b * t) * e;
        out.velocity = (b - lambda * (y0 + b * t)) * e;
    }
    return out;
}

static cspring_spring springs[COUNT];
static double times[COUNT];
static cspring_state batch_out[COUNT], lanes_out[COUNT], naive_out[COUNT];

__attribute__((noinline)) void measured_batch(void) {
    int round;
    for (round = 0; round < ROUNDS; round++) cspring_evaluate_batch(springs, times, batch_out, COUNT);
}

__attribute__((noinline)) void measured_batch_lanes(void) {
    int round;
    for (round = 0; round < ROUNDS; round++) cspring_evaluate_batch_lanes(springs, times, lanes_out, COUNT);
}

__attribute__((noinline)) void measured_naive(void) {
    int round, i;
    for (round = 0; round < ROUNDS; round++) {
        for (i = 0; i < COUNT; i++) naive_out[i] = naive_evaluate(&springs[i], times[i]);
    }
}

int main(void) {
    static const double ratios[] = {0.1, 0.5, 0.9, 1.0, 1.5, 10.0};
    double worst = 0.0;
    int i;
    for (i = 0; i < COUNT; i++) {
        double ratio = ratios[i % 6], stiffness = 50.0 + (double)(i % 97) * 10.0;
        if (cspring_params_init(&springs[i].params, 1.0, stiffness, 2.0 * ratio * sqrt(stiffness)) != CSPRING_OK) {
            fprintf(stderr, "cspring_ratio: spring %d rejected\n", i);
            return 1;
        }
        springs[i].x0 = (double)(i % 13);
        springs[i].v0 = (double)(i % 7) - 3.0;
        springs[i].target = 1.0;
        times[i] = 0.001 + (double)(i % 1000) * 0.0017;
    }
    measured_batch();
    measured_batch_lanes();
    measured_naive();
    /* Every copy of the batch gives the same bits. */
    if (memcmp(batch_out, lanes_out, sizeof batch_out) != 0) {
        fprintf(stderr, "cspring_ratio: the two-lane batch differs from cspring_evaluate_batch\n");
        return 1;
    }
    /* Both compute the same motion (the naive form loses digits near critical
       damping): a guard against measuring a broken workload. */
    for (i = 0; i < COUNT; i++) {
        double scale = 1.0 + fabs(naive_out[i].position) + fabs(naive_out[i].velocity);
        double d = fabs(batch_out[i].position - naive_out[i].position) + fabs(batch_out[i].velocity - naive_out[i].velocity);
        if (d / scale > worst) worst = d / scale;
    }
    if (!(worst < 1e-6)) {
        fprintf(stderr, "cspring_ratio: batch and naive differ by %g\n", worst);
        return 1;
    }
    printf("units %d\n", ROUNDS * COUNT);
    return 0;
}
