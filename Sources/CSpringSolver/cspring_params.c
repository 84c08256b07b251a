/* Building, validating and converting spring parameters. */
#include <float.h>
#include <math.h>

#include "cspring_internal.h"

/* Products of the parameters far enough from underflow and overflow that
   s = (4mk − c²)/(4m²) keeps its relative precision. */
static int in_exact_range(double x) {
    return x >= 0x1p-900 && x <= 0x1p1000;
}

cspring_status cspring_params_init(cspring_params *out, double mass, double stiffness, double damping) {
    cspring_params p;
    double c2_hi, c2_lo, numerator, km, four_mk, four_m2;

    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(mass) || !CSPRING_FINITE(stiffness) || !CSPRING_FINITE(damping)) {
        return CSPRING_ERROR_NOT_FINITE;
    }
    if (!(mass > 0.0)) return CSPRING_ERROR_MASS;
    if (!(stiffness > 0.0)) return CSPRING_ERROR_STIFFNESS;
    if (!(damping >= 0.0)) return CSPRING_ERROR_DAMPING;

    p.mass = mass;
    p.stiffness = stiffness;
    p.damping = damping;
    km = stiffness * mass;
    /* √(k·m) as √k·√m where the product leaves the normal range. */
    p.damping_ratio = damping / (2.0 * (km < INFINITY && km >= DBL_MIN ? sqrt(km) : sqrt(stiffness) * sqrt(mass)));
    p.lambda = damping / (2.0 * mass);
    p.omega0_sq = stiffness / mass;
    /* s = (4mk − c²)/(4m²), with c² split exactly into hi + lo so that the
       difference keeps full relative precision near critical damping. Where
       4m² or 4mk leaves the normal range, the same in steps that stay in it. */
    c2_hi = damping * damping;
    c2_lo = fma(damping, damping, -c2_hi);
    four_mk = 4.0 * mass * stiffness;
    four_m2 = 4.0 * mass * mass;
    if (in_exact_range(four_mk) && in_exact_range(four_m2) && c2_hi < INFINITY) {
        numerator = fma(4.0 * mass, stiffness, -c2_hi) - c2_lo;
        p.s = numerator / four_m2;
    } else {
        p.s = fma(-p.lambda, p.lambda, p.omega0_sq);
    }
    p.omega = sqrt(fabs(p.s));

    /* Every derived rate must be a finite double (λ + ω is the over-damped fast rate). */
    if (!CSPRING_FINITE(p.damping_ratio) || !CSPRING_FINITE(p.lambda) || !CSPRING_FINITE(p.omega0_sq) ||
        !CSPRING_FINITE(p.s) || !(p.omega0_sq > 0.0) || !CSPRING_FINITE(p.lambda + p.omega)) {
        return CSPRING_ERROR_RANGE;
    }
    cspring_phase_rate(&p);
    *out = p;
    return CSPRING_OK;
}

cspring_status cspring_params_from_tension_friction(cspring_params *out, double tension, double friction) {
    return cspring_params_init(out, 1.0, tension, friction);
}

cspring_status cspring_params_from_response(cspring_params *out, double response, double damping_ratio) {
    double omega0;
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(response) || !CSPRING_FINITE(damping_ratio)) return CSPRING_ERROR_NOT_FINITE;
    if (!(response > 0.0)) return CSPRING_ERROR_DURATION;
    if (!(damping_ratio >= 0.0)) return CSPRING_ERROR_DAMPING;
    omega0 = CSPRING_TWO_PI / response;
    return cspring_params_init(out, 1.0, omega0 * omega0, 2.0 * damping_ratio * omega0);
}

cspring_status cspring_params_from_duration_bounce(cspring_params *out, double duration, double bounce) {
    double ratio;
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(duration) || !CSPRING_FINITE(bounce)) return CSPRING_ERROR_NOT_FINITE;
    if (!(duration > 0.0)) return CSPRING_ERROR_DURATION;
    if (!(bounce > -1.0 && bounce <= 1.0)) return CSPRING_ERROR_BOUNCE;
    ratio = bounce >= 0.0 ? 1.0 - bounce : 1.0 / (1.0 + bounce);
    return cspring_params_from_response(out, duration, ratio);
}

cspring_status cspring_params_from_android(cspring_params *out, double stiffness, double damping_ratio) {
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(stiffness) || !CSPRING_FINITE(damping_ratio)) return CSPRING_ERROR_NOT_FINITE;
    if (!(stiffness > 0.0)) return CSPRING_ERROR_STIFFNESS;
    if (!(damping_ratio >= 0.0)) return CSPRING_ERROR_DAMPING;
    return cspring_params_init(out, 1.0, stiffness, 2.0 * damping_ratio * sqrt(stiffness));
}

double cspring_params_response(const cspring_params *p) {
    return CSPRING_TWO_PI * sqrt(p->mass / p->stiffness);
}

double cspring_params_duration(const cspring_params *p) {
    return cspring_params_response(p);
}

double cspring_params_bounce(const cspring_params *p) {
    double zeta = p->damping_ratio;
    return zeta <= 1.0 ? 1.0 - zeta : 1.0 / zeta - 1.0;
}

/* ---- Settling duration ---------------------------------------------------- */

cspring_status cspring_params_settling_duration(const cspring_params *p, double epsilon, double *out) {
    if (p == NULL || out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(epsilon)) return CSPRING_ERROR_NOT_FINITE;
    if (!(epsilon > 0.0)) return CSPRING_ERROR_EPSILON;
    return cspring_visual_completion_time(p, -1.0, 0.0, epsilon, out);
}

cspring_status cspring_params_from_settling_duration(cspring_params *out, double settling_duration,
                                                     double damping_ratio, double epsilon) {
    cspring_params unit;
    cspring_status status;
    double tau, omega0;

    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(settling_duration) || !CSPRING_FINITE(damping_ratio) || !CSPRING_FINITE(epsilon)) {
        return CSPRING_ERROR_NOT_FINITE;
    }
    if (!(settling_duration > 0.0)) return CSPRING_ERROR_DURATION;
    if (!(damping_ratio > 0.0)) return CSPRING_ERROR_DAMPING;
    if (!(epsilon > 0.0)) return CSPRING_ERROR_EPSILON;
    if (!(epsilon < 1.0)) return CSPRING_ERROR_RANGE;

    /* τ(ζ, ε): the settling time of the ω0 = 1 spring. Time scales as 1/ω0.
       Where τ, ω0, k = ω0² or c = 2ζ·ω0 leaves the doubles (a ζ so small or
       so large, or a duration so extreme, that no such spring is
       representable) the result is CSPRING_ERROR_RANGE. */
    if (!CSPRING_FINITE(2.0 * damping_ratio)) return CSPRING_ERROR_RANGE;
    status = cspring_params_init(&unit, 1.0, 1.0, 2.0 * damping_ratio);
    if (status != CSPRING_OK) return CSPRING_ERROR_RANGE;
    status = cspring_visual_completion_time(&unit, -1.0, 0.0, epsilon, &tau);
    if (status != CSPRING_OK || !(tau > 0.0)) return CSPRING_ERROR_RANGE;
    omega0 = tau / settling_duration;
    if (!(omega0 > 0.0) || !CSPRING_FINITE(omega0 * omega0) || !(omega0 * omega0 > 0.0) ||
        !CSPRING_FINITE(2.0 * damping_ratio * omega0)) {
        return CSPRING_ERROR_RANGE;
    }
    status = cspring_params_init(out, 1.0, omega0 * omega0, 2.0 * damping_ratio * omega0);
    return status == CSPRING_OK ? CSPRING_OK : CSPRING_ERROR_RANGE;
}

/* ---- Pop / Origami --------------------------------------------------------- */

/* Pop's piecewise cubic: the QC friction that gives no bounce at a QC tension. */
static double pop_no_bounce_friction(double tension) {
    if (tension <= 18.0) return 0.0007 * tension * tension * tension - 0.031 * tension * tension + 0.64 * tension + 1.28;
    if (tension <= 44.0) return 0.000044 * tension * tension * tension - 0.006 * tension * tension + 0.36 * tension + 2.0;
    return 0.00000045 * tension * tension * tension - 0.000332 * tension * tension + 0.1078 * tension + 5.84;
}

#define POP_SCALE 1.7       /* kPOPBouncinessScale and kPOPSpeedScale */
#define POP_RANGE 20.0      /* both are normalised over [0, 20] */
#define POP_BOUNCE_MAX 0.8  /* bounciness projects onto [0, 0.8] */
#define POP_QC_TENSION_MIN 0.5
#define POP_QC_TENSION_MAX 200.0
#define POP_QC_FRICTION_BOUNCY 0.01

cspring_status cspring_params_from_pop(cspring_params *out, double bounciness, double speed) {
    double b, s, qc_tension, qc_friction, w, no_bounce;
    if (out == NULL) return CSPRING_ERROR_NULL;
    if (!CSPRING_FINITE(bounciness) || !CSPRING_FINITE(speed)) return CSPRING_ERROR_NOT_FINITE;
    if (!(bounciness >= 0.0) || !(speed >= 0.0)) return CSPRING_ERROR_RANGE;

    b = bounciness / POP_SCALE / POP_RANGE * POP_BOUNCE_MAX;
    s = speed / POP_SCALE / POP_RANGE;
    qc_tension = POP_QC_TENSION_MIN + s * (POP_QC_TENSION_MAX - POP_QC_TENSION_MIN);
    no_bounce = pop_no_bounce_friction(qc_tension);
    w = 2.0 * b - b * b; /* quadratic-out interpolation weight */
    qc_friction = w * POP_QC_FRICTION_BOUNCY + (1.0 - w) * no_bounce;
    /* Origami QC units to Pop/Rebound tension and friction. */
    return cspring_params_init(out, 1.0, (qc_tension - 30.0) * 3.62 + 194.0, (qc_friction - 8.0) * 3.0 + 25.0);
}

#define POP_W_TOLERANCE (64.0 * DBL_EPSILON)

cspring_status cspring_params_to_pop(const cspring_params *p, double *bounciness, double *speed) {
    double qc_tension, qc_friction, no_bounce, w, b;
    if (p == NULL || bounciness == NULL || speed == NULL) return CSPRING_ERROR_NULL;

    qc_tension = (p->stiffness / p->mass - 194.0) / 3.62 + 30.0;
    qc_friction = (p->damping / p->mass - 25.0) / 3.0 + 8.0;
    if (!(qc_tension >= POP_QC_TENSION_MIN)) return CSPRING_ERROR_RANGE;
    no_bounce = pop_no_bounce_friction(qc_tension);
    /* Invert qc_friction = w·0.01 + (1 − w)·no_bounce, then w = 2b − b². */
    w = (qc_friction - no_bounce) / (POP_QC_FRICTION_BOUNCY - no_bounce);
    /* Pop's own springs at bounciness 0 or maximal land a few ulps outside
       [0, 1] after the round trip through k and c; accept and snap those. */
    if (!(w >= -POP_W_TOLERANCE && w <= 1.0 + POP_W_TOLERANCE)) return CSPRING_ERROR_RANGE;
    w = w < 0.0 ? 0.0 : (w > 1.0 ? 1.0 : w);
    b = 1.0 - sqrt(1.0 - w);
    *bounciness = b / POP_BOUNCE_MAX * POP_RANGE * POP_SCALE;
    *speed = (qc_tension - POP_QC_TENSION_MIN) / (POP_QC_TENSION_MAX - POP_QC_TENSION_MIN) * POP_RANGE * POP_SCALE;
    return CSPRING_OK;
}
