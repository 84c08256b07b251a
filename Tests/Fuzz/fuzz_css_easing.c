/* libFuzzer target for ceasing_parse_css (make fuzz FUZZ_SECONDS=30).

   Invariants checked on every input:
   - the status is one the parser documents; on failure the error position
     lies within the input, the reason is set, and *out and the points are
     untouched;
   - on success, evaluating at a few finite x gives no NaN, and nothing
     infinite except from linear() (linear() is checked only while its numbers
     stay below 1e300 in magnitude);
   - format -> parse gives back an identical easing (step-start and step-end
     come back as steps(1, start) and steps(1); a start position keeps its
     spelling), and formatting that again gives the same text (only non-CSS
     named curves may refuse to format).
   The input is copied into a buffer of exactly its size, so AddressSanitizer
   catches any read past `length`. */
#include "ceasing.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_POINTS 4096
#define FUZZ_TEXT 65536

static int same_double(double a, double b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

/* step-start and step-end format as steps(1, start) and steps(1) (CSSOM), which
   read back as the STEPS kind. */
static ceasing_easing without_step_keywords(const ceasing_easing *e) {
    ceasing_easing r = *e;
    if (e->kind == CEASING_EASING_CURVE &&
        (e->value.curve == CEASING_CURVE_STEP_START || e->value.curve == CEASING_CURVE_STEP_END)) {
        int start = e->value.curve == CEASING_CURVE_STEP_START;
        r.kind = CEASING_EASING_STEPS;
        r.value.steps.count = 1;
        r.value.steps.position = start ? CEASING_JUMP_START : CEASING_JUMP_END;
        r.value.steps.start_keyword = start;
    }
    return r;
}

static int same_easing(const ceasing_easing *a_in, const ceasing_easing *b_in) {
    ceasing_easing a_copy = without_step_keywords(a_in), b_copy = without_step_keywords(b_in);
    const ceasing_easing *a = &a_copy, *b = &b_copy;
    size_t i;
    if (a->kind != b->kind) {
        return 0;
    }
    switch (a->kind) {
    case CEASING_EASING_CURVE:
        return a->value.curve == b->value.curve;
    case CEASING_EASING_CUBIC_BEZIER:
        return same_double(a->value.cubic_bezier.x1, b->value.cubic_bezier.x1) &&
               same_double(a->value.cubic_bezier.y1, b->value.cubic_bezier.y1) &&
               same_double(a->value.cubic_bezier.x2, b->value.cubic_bezier.x2) &&
               same_double(a->value.cubic_bezier.y2, b->value.cubic_bezier.y2);
    case CEASING_EASING_STEPS:
        return a->value.steps.count == b->value.steps.count && a->value.steps.position == b->value.steps.position &&
               (a->value.steps.position != CEASING_JUMP_START ||
                !a->value.steps.start_keyword == !b->value.steps.start_keyword);
    case CEASING_EASING_LINEAR:
        if (a->value.linear.count != b->value.linear.count) {
            return 0;
        }
        for (i = 0; i < a->value.linear.count; i++) {
            if (!same_double(a->value.linear.points[i].x, b->value.linear.points[i].x) ||
                !same_double(a->value.linear.points[i].y, b->value.linear.points[i].y)) {
                return 0;
            }
        }
        return 1;
    default:
        return 0;
    }
}

static int moderate(const ceasing_easing *e) {
    size_t i;
    if (e->kind == CEASING_EASING_LINEAR) {
        for (i = 0; i < e->value.linear.count; i++) {
            if (!(fabs(e->value.linear.points[i].x) < 1e300 && fabs(e->value.linear.points[i].y) < 1e300)) {
                return 0;
            }
        }
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static ceasing_point points[FUZZ_POINTS], again_points[FUZZ_POINTS];
    static char text[FUZZ_TEXT], text_again[FUZZ_TEXT];
    static const double xs[] = {0.0, 0.25, 0.5, 1.0, -1.0, 2.0, 0.3, 1e-9, 0.999999};
    ceasing_easing easing, again, sentinel;
    ceasing_parse_error error;
    ceasing_status status;
    size_t length, length_again, i;
    char *copy = (char *)malloc(size > 0 ? size : 1);

    if (copy == NULL) {
        return 0;
    }
    if (size > 0) {
        memcpy(copy, data, size);
    }
    memset(&sentinel, 0xA5, sizeof sentinel);
    easing = sentinel;
    for (i = 0; i < FUZZ_POINTS; i++) {
        points[i].x = -7.0;
        points[i].y = -7.0;
    }
    error.position = (size_t)-1;
    error.reason = NULL;

    status = ceasing_parse_css(copy, size, &easing, points, FUZZ_POINTS, &error);
    free(copy);

    if (status != CEASING_OK) {
        if (status != CEASING_ERROR_SYNTAX && status != CEASING_ERROR_UNKNOWN_NAME &&
            status != CEASING_ERROR_OUT_OF_RANGE && status != CEASING_ERROR_STEP_COUNT &&
            status != CEASING_ERROR_TOO_FEW_POINTS && status != CEASING_ERROR_NOT_FINITE &&
            status != CEASING_ERROR_CAPACITY) {
            abort();
        }
        if (error.reason == NULL || error.position > size) {
            abort();
        }
        if (memcmp(&easing, &sentinel, sizeof easing) != 0) {
            abort();
        }
        for (i = 0; i < FUZZ_POINTS; i++) {
            if (points[i].x != -7.0 || points[i].y != -7.0) {
                abort();
            }
        }
        return 0;
    }

    if (moderate(&easing)) {
        for (i = 0; i < sizeof xs / sizeof xs[0]; i++) {
            double y = ceasing_easing_evaluate(&easing, xs[i]);
            if (y != y) {
                abort();
            }
            /* cubic-bezier() and steps() are finite for any finite x and control points */
            if (easing.kind != CEASING_EASING_LINEAR && !(fabs(y) <= 1.7976931348623157e308)) {
                abort();
            }
        }
    }

    status = ceasing_format_css(&easing, text, sizeof text, &length);
    if (status == CEASING_ERROR_OUT_OF_RANGE) {
        /* only the Motion extension names have no CSS text */
        if (easing.kind != CEASING_EASING_CURVE) {
            abort();
        }
        return 0;
    }
    if (status == CEASING_ERROR_CAPACITY) {
        return 0; /* a huge linear(): fine, just not checked */
    }
    if (status != CEASING_OK || length != strlen(text)) {
        abort();
    }
    status = ceasing_parse_css(text, length, &again, again_points, FUZZ_POINTS, &error);
    if (status != CEASING_OK || !same_easing(&easing, &again)) {
        abort();
    }
    status = ceasing_format_css(&again, text_again, sizeof text_again, &length_again);
    if (status != CEASING_OK || length_again != length || memcmp(text, text_again, length) != 0) {
        abort();
    }
    return 0;
}
