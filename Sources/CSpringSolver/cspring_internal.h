/* Shared by the cspring translation units; not installed. */
#ifndef CSPRING_INTERNAL_H
#define CSPRING_INTERNAL_H

#include "cspring.h"
#include "cspring_fp.h"

#define CSPRING_PI 3.14159265358979323846264338327950288
#define CSPRING_TWO_PI 6.28318530717958647692528676655900577

#if (defined(__GNUC__) || defined(__clang__)) && !defined(_WIN32)
#define CSPRING_INTERNAL __attribute__((visibility("hidden")))
#else
#define CSPRING_INTERNAL
#endif

/* cspring_evaluate_batch at the lane width of cspring_lanes.h (two doubles
   with GCC or Clang), whatever the CPU; cspring_evaluate_batch runs it unless
   it has the AVX2 copy and the CPU has AVX2. Tests compare both. */
CSPRING_INTERNAL void cspring_evaluate_batch_lanes(const cspring_spring *springs, const double *times,
                                                   cspring_state *out, size_t n);

/* Sets p->phase_rate_hi and _lo from p's mass, stiffness, damping and s
   (cspring_evaluate.c): 2ω/π in two doubles for an under-damped spring whose
   parameters are in the ranges of the phase in two doubles, else 0 and 0. */
CSPRING_INTERNAL void cspring_phase_rate(cspring_params *p);

/* The batch's AVX2 copy (cspring_evaluate_avx2.c), chosen at run time: x86-64
   with GCC or Clang (the target attribute, __builtin_cpu_supports), lanes on;
   not on Windows, whose Clang does not link the CPU-feature runtime by default. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(CSPRING_ONE_LANE) && !defined(_WIN32)
#define CSPRING_HAVE_AVX2_BATCH 1
#define CSPRING_CPU_HAS_AVX2() (__builtin_cpu_supports("avx2") != 0)
CSPRING_INTERNAL void cspring_evaluate_batch_avx2(const cspring_spring *springs, const double *times,
                                                  cspring_state *out, size_t n);
#else
#define CSPRING_HAVE_AVX2_BATCH 0
#define CSPRING_CPU_HAS_AVX2() 0
#endif

/* C99 isfinite is a macro; this keeps call sites short. */
#define CSPRING_FINITE(x) (isfinite(x) != 0)

#endif
