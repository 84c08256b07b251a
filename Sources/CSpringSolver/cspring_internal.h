/* Shared by the cspring translation units; not installed. */
#ifndef CSPRING_INTERNAL_H
#define CSPRING_INTERNAL_H

#include "cspring.h"
#include "cspring_fp.h"

#define CSPRING_PI 3.14159265358979323846264338327950288
#define CSPRING_TWO_PI 6.28318530717958647692528676655900577

/* C99 isfinite is a macro; this keeps call sites short. */
#define CSPRING_FINITE(x) (isfinite(x) != 0)

#endif
