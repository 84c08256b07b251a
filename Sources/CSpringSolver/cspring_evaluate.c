/* Closed-form evaluation: the transition matrix over t, in every regime.

   Every evaluation (cspring_transition_make, cspring_evaluate, cspring_step
   and both batches) goes through the same lane-wise kernels below, so that
   the batch equals the scalar functions bit for bit by construction: the
   scalar functions run a kernel with every lane holding the same spring, and
   lanes never interact (see cspring_lanes.h). The heterogeneous batch splits
   each block of springs by regime and runs each kernel two springs at a time,
   or four on CPUs with AVX2 (cspring_kernels.h, cspring_evaluate_avx2.c).
   Past PHASE_SPLIT the phase is counted in quarter turns from the phase rate
   2ω/π that cspring_params keeps in two doubles (v_sin_cos_quarters), in
   the scalar functions and in every batch copy alike (the batch evaluates
   groups with such a spring after its other under-damped groups,
   kernel_under_or_long); only beyond QUARTER_LIMIT quarter turns do the
   scalar functions alone compute the phase (long_phase), and the batch
   hands those springs to cspring_evaluate, on the same test. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "cspring_internal.h"
#include "cspring_kernels.h"

/* cspring_transition_apply's body, shared by the scalar functions. */
static inline void apply(const cspring_transition *tr, double target, double *position, double *velocity) {
    double y = *position - target;
    double v = *velocity;
    *position = target + (tr->m00 * y + tr->m01 * v);
    *velocity = tr->m10 * y + tr->m11 * v;
}

/* ---- The phase in two doubles ------------------------------------------------

   ω from (m, k, c) in two doubles by error-free transformations (the exact
   product's low part by fma(), Knuth's TwoSum): once per cspring_params, as
   the phase rate 2ω/π (cspring_phase_rate), and again by the scalar
   functions past QUARTER_LIMIT quarter turns, where the phase is ω·t
   carried as hi + lo, reduced modulo 2π (in three doubles). fma() rounds
   once and the low part of a product is exact, so it is the same double
   on every build, with or without FMA hardware (without it, libm's fma()
   is slower, and only cspring_params_* and those far phases call it).
   Otherwise only IEEE +, −, ×, / and √, in a fixed order, with contraction
   off: the same bits everywhere. */

typedef struct dd {
    double hi, lo;
} dd;

static dd two_sum(double a, double b) {
    dd r;
    double bb;
    r.hi = a + b;
    bb = r.hi - a;
    r.lo = (a - (r.hi - bb)) + (b - bb);
    return r;
}

static dd fast_two_sum(double a, double b) { /* |a| ≥ |b| or a = 0 */
    dd r;
    r.hi = a + b;
    r.lo = b - (r.hi - a);
    return r;
}

/* a·b = hi + lo exactly (no overflow or underflow): the low part is exact,
   so fma() gives it on every build (Dekker's product would give the same). */
static dd two_prod(double a, double b) {
    dd r;
    r.hi = a * b;
    r.lo = fma(a, b, -r.hi);
    return r;
}

static dd dd_add(dd a, dd b) { /* relative error below 3·2⁻¹⁰⁶, cancellation included */
    dd s = two_sum(a.hi, b.hi), t = two_sum(a.lo, b.lo);
    s = fast_two_sum(s.hi, s.lo + t.hi);
    return fast_two_sum(s.hi, s.lo + t.lo);
}

static dd dd_add_d(dd a, double b) {
    dd s = two_sum(a.hi, b);
    return fast_two_sum(s.hi, s.lo + a.lo);
}

static dd dd_div(dd a, dd b) {
    double q1 = a.hi / b.hi;
    dd p = two_prod(q1, b.hi), r;
    r = dd_add(a, (dd){-p.hi, -p.lo});
    r.hi -= q1 * b.lo;
    return fast_two_sum(q1, (r.hi + r.lo) / b.hi);
}

static dd dd_mul(dd a, dd b) {
    dd p = two_prod(a.hi, b.hi);
    return fast_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

static dd dd_sqrt(dd a) { /* a > 0 */
    double root = sqrt(a.hi);
    dd sq = two_prod(root, root);
    return fast_two_sum(root, (((a.hi - sq.hi) - sq.lo) + a.lo) / (2.0 * root));
}

/* 2π = TWO_PI_1 + TWO_PI_2 + TWO_PI_3 to 2⁻¹⁶⁰ (mpmath). */
#define TWO_PI_1 0x1.921fb54442d18p+2
#define TWO_PI_2 0x1.1a62633145c07p-52
#define TWO_PI_3 -0x1.f1976b7ed8fbcp-108
#define INV_TWO_PI 0x1.45f306dc9c883p-3

/* x − q·2π for the integer q nearest x/2π (give or take one); |x| < 2^62.
   x.hi − q·TWO_PI_1 is exact (the two are within a factor of two, or q = 0). */
static dd reduce_two_pi(dd x) {
    double y = x.hi * INV_TWO_PI, q = fabs(y) < 0x1p52 ? (y + 0x1.8p52) - 0x1.8p52 : y;
    dd p1 = two_prod(q, TWO_PI_1), p2 = two_prod(q, TWO_PI_2), r;
    r.hi = x.hi - p1.hi;
    r.lo = 0.0;
    r = dd_add_d(r, x.lo);
    r = dd_add_d(r, -p1.lo);
    r = dd_add_d(r, -p2.hi);
    r = dd_add_d(r, -p2.lo);
    return dd_add_d(r, -(q * TWO_PI_3));
}

/* Below these, the splits and products cannot overflow or underflow. */
#define LONG_PHASE_PARAM_MAX 0x1p300
#define LONG_PHASE_PARAM_MIN 0x1p-300
#define LONG_PHASE_TIME_MAX 0x1p900
#define LONG_PHASE_MAX 0x1p62

/* ω in two doubles from m, k and c; 0 where they leave the ranges above or
   the spring is not under-damped there. */
static int omega_in_two_doubles(const cspring_params *p, dd *omega) {
    double m = p->mass, k = p->stiffness, c = p->damping;
    dd numerator;
    if (!(m >= LONG_PHASE_PARAM_MIN && m <= LONG_PHASE_PARAM_MAX && k >= LONG_PHASE_PARAM_MIN &&
          k <= LONG_PHASE_PARAM_MAX && c <= LONG_PHASE_PARAM_MAX)) {
        return 0;
    }
    /* ω² = (4mk − c²)/(4m²): every product exact, one rounding per operation after. */
    {
        dd four_mk = two_prod(4.0 * m, k), c2 = two_prod(c, c);
        numerator = dd_add(four_mk, (dd){-c2.hi, -c2.lo});
        if (!(numerator.hi > 0.0)) return 0;
        *omega = dd_sqrt(dd_div(numerator, two_prod(2.0 * m, 2.0 * m)));
    }
    return 1;
}

/* 2/π to 2⁻¹⁰⁷ (mpmath). */
#define TWO_OVER_PI_HI 0x1.45f306dc9c883p-1
#define TWO_OVER_PI_LO -0x1.6b01ec5417056p-55
/* Below this phase rate, g·t < QUARTER_LIMIT keeps t below 2^850: the splits of
   v_sin_cos_quarters cannot overflow. */
#define PHASE_RATE_MIN 0x1p-800

void cspring_phase_rate(cspring_params *p) {
    dd omega, rate;
    p->phase_rate_hi = 0.0;
    p->phase_rate_lo = 0.0;
    if (!(p->s > 0.0) || !omega_in_two_doubles(p, &omega)) return;
    rate = dd_mul(omega, (dd){TWO_OVER_PI_HI, TWO_OVER_PI_LO});
    if (!(rate.hi >= PHASE_RATE_MIN)) return;
    p->phase_rate_hi = rate.hi;
    p->phase_rate_lo = rate.lo;
}

/* cos(ωt) and sin(ωt) of an under-damped spring from the phase in two
   doubles, reduced modulo 2π; 0 where p, t or ω·t leave the ranges above
   (ω·t ≥ 2^62: the error of ω in two doubles reaches the phase's first
   digits). The scalar functions' path beyond QUARTER_LIMIT quarter turns. */
static int long_phase(const cspring_params *p, double t, double *cosine, double *sine) {
    dd omega, x;
    vdouble s_lane, c_lane;
    if (!(t <= LONG_PHASE_TIME_MAX) || !omega_in_two_doubles(p, &omega)) return 0;
    x = two_prod(omega.hi, t);
    x = fast_two_sum(x.hi, x.lo + omega.lo * t);
    if (!(x.hi < LONG_PHASE_MAX)) return 0;
    x = reduce_two_pi(reduce_two_pi(x)); /* the second pass takes the first's remainder below π */
    if (x.hi < 0.0) x = dd_add(x, (dd){TWO_PI_1, TWO_PI_2});
    v_sin_cos(splat(x.hi), &s_lane, &c_lane);
    /* sin and cos at hi + lo, to first order in lo (|lo| ≤ 2⁻⁵¹). */
    *sine = LANE(s_lane, 0) + LANE(c_lane, 0) * x.lo;
    *cosine = LANE(c_lane, 0) - LANE(s_lane, 0) * x.lo;
    return 1;
}

/* One spring on every lane (t > 0, not NaN); the result is lane 0's. */
static cspring_transition transition_positive(const cspring_params *p, double t) {
    lanes_params q;
    lanes_transition lt;
    cspring_transition tr;
    int which = regime(p, t);
    double cosine, sine;
    q.lambda = splat(p->lambda);
    q.omega = splat(p->omega);
    q.s = splat(p->s);
    q.omega0_sq = splat(p->omega0_sq);
    q.t = splat(t);
    /* The batch's test for its list of long phases, on the same double product. */
    if (which == REGIME_UNDER && !(p->omega * t < PHASE_SPLIT)) {
        vbits ok = splat_bits(UINT64_MAX);
        vdouble s_lane, c_lane;
        v_sin_cos_quarters(splat(p->phase_rate_hi), splat(p->phase_rate_lo), q.t, &s_lane, &c_lane, &ok);
        if (ALL_SET(ok)) { /* kernel_long's lanes */
            lt = under_from(&q, exp_lanes(-q.lambda * q.t, NULL), c_lane, s_lane);
        } else if (long_phase(p, t, &cosine, &sine)) {
            lt = under_from(&q, exp_lanes(-q.lambda * q.t, NULL), splat(cosine), splat(sine));
        } else {
            lt = kernel(which, &q, NULL);
        }
    } else {
        lt = kernel(which, &q, NULL);
    }
    tr.m00 = LANE(lt.m00, 0);
    tr.m01 = LANE(lt.m01, 0);
    tr.m10 = LANE(lt.m10, 0);
    tr.m11 = LANE(lt.m11, 0);
    return tr;
}

/* ---- Public functions -------------------------------------------------------- */

cspring_transition cspring_transition_make(const cspring_params *p, double t) {
    cspring_transition tr;
    if (!(t > 0.0)) {
        tr.m00 = 1.0; tr.m01 = 0.0; tr.m10 = 0.0; tr.m11 = 1.0;
        if (isnan(t)) { tr.m00 = tr.m01 = tr.m10 = tr.m11 = t; }
        return tr;
    }
    return transition_positive(p, t);
}

cspring_state cspring_evaluate(const cspring_params *p, double x0, double v0, double target, double t) {
    cspring_state state;
    if (t > 0.0) {
        cspring_transition tr = transition_positive(p, t);
        state.position = x0;
        state.velocity = v0;
        apply(&tr, target, &state.position, &state.velocity);
        return state;
    }
    return state_not_positive(x0, v0, t);
}

void cspring_step(const cspring_params *p, double target, double dt, cspring_state *state) {
    cspring_transition tr;
    if (!(dt > 0.0) && !isnan(dt)) {
        return;
    }
    tr = cspring_transition_make(p, dt);
    apply(&tr, target, &state->position, &state->velocity);
}

void cspring_transition_apply(const cspring_transition *tr, double target, double *position, double *velocity) {
    apply(tr, target, position, velocity);
}

void cspring_step_batch(const cspring_transition *tr, const double *targets, double *positions,
                        double *velocities, size_t n) {
    double m00, m01, m10, m11;
    size_t i;
    if (n == 0) return; /* reads no pointer: empty arrays may be NULL */
    m00 = tr->m00;
    m01 = tr->m01;
    m10 = tr->m10;
    m11 = tr->m11;
    for (i = 0; i < n; i++) {
        double target = targets[i];
        double y = positions[i] - target;
        double v = velocities[i];
        positions[i] = target + (m00 * y + m01 * v);
        velocities[i] = m10 * y + m11 * v;
    }
}

void cspring_evaluate_batch_lanes(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
    evaluate_batch_lanes(springs, times, out, n);
}

void cspring_evaluate_batch(const cspring_spring *springs, const double *times, cspring_state *out, size_t n) {
#if CSPRING_HAVE_AVX2_BATCH
    if (CSPRING_CPU_HAS_AVX2()) {
        cspring_evaluate_batch_avx2(springs, times, out, n);
        return;
    }
#endif
    evaluate_batch_lanes(springs, times, out, n);
}
