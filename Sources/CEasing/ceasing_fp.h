/* ceasing_fp.h - no floating-point contraction in this library; not installed.
   Included first by every source file of the library.

   Results the header promises identical (a batch and its scalar function,
   array and scalar forms, one build and another) need a × b + c rounded twice
   everywhere: a fused multiply-add rounds once, so a compiler that fuses in
   one copy of an expression and not in another changes the last bits.
   Turning contraction off in every body (rather than using fma() on purpose)
   keeps the code fast on CPUs without FMA and the results equal on CPUs with
   it. How each compiler is told:
   - Clang honours the ISO pragma (-ffp-contract=on, the default, and off).
     It disregards it under -ffp-contract=fast by design; the Makefile passes
     -ffp-contract=off after the caller's CFLAGS, so that does not reach the
     library either. SwiftPM compiles with Clang's default, so Package.swift
     needs no flag (and could not pass one: unsafeFlags make a package
     unusable as a dependency).
   - GCC ignores the ISO pragma and fuses in its default GNU modes
     (-std=gnu*, -ffp-contract=fast), so it gets its own pragma, which also
     overrides a -ffp-contract=fast on the command line. */
#ifndef CEASING_FP_H
#define CEASING_FP_H

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#elif defined(_MSC_VER)
#pragma fp_contract(off)
#else
#pragma STDC FP_CONTRACT OFF
#endif

#endif
