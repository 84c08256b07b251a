/* instructions_support.h - what the instruction benchmark needs from C:
   heap usage and callgrind's instrumentation switch. */
#ifndef INSTRUCTIONS_SUPPORT_H
#define INSTRUCTIONS_SUPPORT_H

#include <stddef.h>

/* Bytes currently allocated from the C heap, mmapped blocks included
   (glibc's mallinfo2().uordblks + hblkhd), or 0 where that is not available. */
size_t instructions_heap_bytes(void);

/* Turns callgrind's instrumentation on / off (no-ops outside valgrind, or when
   <valgrind/callgrind.h> was missing at build time). instructions.sh runs the
   program with --instr-atstart=no, so the setup runs at near-native speed. */
void instructions_instrumentation_start(void);
void instructions_instrumentation_stop(void);

/* 1 when the callgrind requests were compiled in. */
int instructions_have_callgrind(void);

#endif
