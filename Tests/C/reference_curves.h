/* Easing curves written independently of the library, shared by the C tests
   as reference oracles. Each is a ceasing_function (context, t). */
#ifndef MOTION_REFERENCE_CURVES_H
#define MOTION_REFERENCE_CURVES_H

#include <math.h>

#define REF_PI 3.14159265358979323846

/* cubic-bezier by plain bisection on x(t), then y(t). */
typedef struct bezier_curve {
    double x1, y1, x2, y2;
} bezier_curve;

static inline double bezier_coordinate(double p1, double p2, double t) {
    double u = 1.0 - t;
    return 3.0 * u * u * t * p1 + 3.0 * u * t * t * p2 + t * t * t;
}

static inline double bezier_curve_value(void *context, double x) {
    const bezier_curve *c = (const bezier_curve *)context;
    double lo = 0.0, hi = 1.0;
    int i;
    if (x <= 0.0) {
        return 0.0;
    }
    if (x >= 1.0) {
        return 1.0;
    }
    for (i = 0; i < 200 && hi - lo > 0.0; i++) {
        double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi) {
            break;
        }
        if (bezier_coordinate(c->x1, c->x2, mid) < x) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return bezier_coordinate(c->y1, c->y2, 0.5 * (lo + hi));
}

static inline double sine_in_out(void *context, double t) {
    (void)context;
    if (t == 0.0) {
        return 0.0;
    }
    if (t == 1.0) {
        return 1.0;
    }
    return 0.5 * (1.0 - cos(REF_PI * t));
}

static inline double cubic_in_out(void *context, double t) {
    (void)context;
    if (t < 0.5) {
        return 4.0 * t * t * t;
    }
    return 1.0 - pow(-2.0 * t + 2.0, 3.0) / 2.0;
}

/* easings.net easeOutElastic: its formula ends at 1 + 2^-10 sin(9.25 * 2pi/3),
   so the t == 1 guard leaves a jump of about 4.86e-4 at the end. */
static inline double elastic_out(void *context, double t) {
    (void)context;
    if (t == 0.0) {
        return 0.0;
    }
    if (t == 1.0) {
        return 1.0;
    }
    return pow(2.0, -10.0 * t) * sin((t * 10.0 - 0.75) * (2.0 * REF_PI / 3.0)) + 1.0;
}

static inline double steps4_end(void *context, double t) {
    (void)context;
    return t >= 1.0 ? 1.0 : floor(t * 4.0) / 4.0;
}

#endif /* MOTION_REFERENCE_CURVES_H */
