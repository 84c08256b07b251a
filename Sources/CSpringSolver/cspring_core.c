/* Version and status descriptions. */
#include "cspring.h"

int cspring_version(void) {
    return CSPRING_VERSION_MAJOR * 10000 + CSPRING_VERSION_MINOR * 100 + CSPRING_VERSION_PATCH;
}

const char *cspring_status_description(cspring_status status) {
    switch (status) {
    case CSPRING_OK: return "ok";
    case CSPRING_ERROR_NOT_FINITE: return "a parameter is NaN or infinite";
    case CSPRING_ERROR_MASS: return "mass must be > 0";
    case CSPRING_ERROR_STIFFNESS: return "stiffness must be > 0";
    case CSPRING_ERROR_DAMPING: return "damping must be >= 0 (> 0 where the spring must settle)";
    case CSPRING_ERROR_DURATION: return "duration, response or time constant must be > 0";
    case CSPRING_ERROR_BOUNCE: return "bounce must be in (-1, 1]";
    case CSPRING_ERROR_EPSILON: return "threshold epsilon must be > 0";
    case CSPRING_ERROR_RANGE: return "value outside its domain, or a derived value overflows";
    case CSPRING_ERROR_NULL: return "a required pointer is NULL";
    case CSPRING_NEVER_SETTLES: return "the spring never settles (undamped, or settling time beyond the largest double)";
    }
    return "unknown status";
}
