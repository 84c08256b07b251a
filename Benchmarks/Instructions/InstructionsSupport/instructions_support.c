#include "instructions_support.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HAVE_CALLGRIND 1
#endif
#endif

size_t instructions_heap_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    /* Large blocks (the engine's entry storage among them) are mmapped: they
       count in hblkhd, not uordblks. */
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

void instructions_instrumentation_start(void) {
#if defined(HAVE_CALLGRIND)
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void instructions_instrumentation_stop(void) {
#if defined(HAVE_CALLGRIND)
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

int instructions_have_callgrind(void) {
#if defined(HAVE_CALLGRIND)
    return 1;
#else
    return 0;
#endif
}
