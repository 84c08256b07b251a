/* ceasing_core.c - version and status descriptions. */
#include "ceasing.h"
#include "ceasing_fp.h"

int ceasing_version(void) {
    return CEASING_VERSION_MAJOR * 10000 + CEASING_VERSION_MINOR * 100 + CEASING_VERSION_PATCH;
}

const char *ceasing_status_description(ceasing_status status) {
    switch (status) {
    case CEASING_OK:
        return "ok";
    case CEASING_ERROR_NOT_FINITE:
        return "a parameter is NaN or infinite";
    case CEASING_ERROR_OUT_OF_RANGE:
        return "a parameter is outside its documented range";
    case CEASING_ERROR_STEP_COUNT:
        return "steps() needs at least 1 step, or 2 with jump-none";
    case CEASING_ERROR_TOO_FEW_POINTS:
        return "linear() needs at least 2 points";
    case CEASING_ERROR_RESOLUTION:
        return "lookup table resolution is below 2";
    case CEASING_ERROR_CAPACITY:
        return "a caller-owned buffer is too small";
    case CEASING_ERROR_SYNTAX:
        return "malformed CSS easing text";
    case CEASING_ERROR_UNKNOWN_NAME:
        return "no curve has that name";
    case CEASING_ERROR_NULL:
        return "a required pointer is NULL";
    case CEASING_ERROR_NOT_CONVERGED:
        return "fitting could not reach the tolerance";
    }
    return "unknown status";
}
