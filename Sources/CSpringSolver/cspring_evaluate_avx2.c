/* The heterogeneous batch four springs at a time, for x86-64 CPUs with AVX2:
   cspring_kernels.h compiled again with four-double lane vectors, every
   function here for AVX2. cspring_evaluate_batch calls it when the CPU has
   AVX2. The lanes compute exactly what the two-lane copy and the scalar
   functions compute (the same IEEE operations lane by lane, no contraction:
   AVX2 does not include FMA), so the results are the same bits. */
#include "cspring_internal.h"

#if CSPRING_HAVE_AVX2_BATCH

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2")
#endif

#define CSPRING_LANES_AVX2
#include "cspring_kernels.h"

void cspring_evaluate_batch_avx2(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
    evaluate_batch_lanes(springs, times, out, n);
}

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#else
/* ISO C wants a declaration in every translation unit. */
typedef int cspring_evaluate_avx2_unused;
#endif
