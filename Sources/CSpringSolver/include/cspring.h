/* cspring.h - v0.1.0 - Motion's spring core: exact damped springs, decay
   (fling) and rubber banding. Pure C99, libm only.

   OVERVIEW
   ========
   A spring is the damped harmonic oscillator

       m·x″ + c·x′ + k·(x − target) = 0

   with mass m, stiffness k and damping c. cspring evaluates it in closed form:
   position AND velocity at any time t ≥ 0, for every damping ratio, from any
   initial state (x0, v0) and target. One formulation covers every regime:

       x(t) − target = e^(−λt)·[Δ0·C(t) + (v0 + λ·Δ0)·S(t)],   λ = c / 2m

   where C and S are cos/sin (under-damped), 1/t (critical) or cosh/sinh
   (over-damped). Near ζ = 1 on either side S and C are summed as Taylor
   series, and the over-damped branch uses the roots −ω0²/(λ+ω) and −(λ+ω), so
   no precision is lost anywhere in the range below.

   Usage:

       cspring_params p;
       if (cspring_params_init(&p, 1.0, 100.0, 10.0) != CSPRING_OK) { ... }
       cspring_state s = cspring_evaluate(&p, 0.0, 0.0, 1.0, 0.25);  // x0, v0, target, t
       // per frame, toward a target that may move:
       cspring_state now = { x, v };
       cspring_step(&p, target, dt, &now);

   UNITS
   =====
   Time in seconds. Positions in any unit ("output units"); velocities in
   output units per second. Mass, stiffness and damping in any consistent
   system (SwiftUI/Core Animation use mass 1). Decay rates are per
   millisecond (UIScrollView's 0.998), time constants in seconds.

   RANGES AND ACCURACY
   ===================
   Parameters are validated when built (cspring_params_*), which return a
   status the caller must check. Invalid: NaN or infinity, mass ≤ 0,
   stiffness ≤ 0, damping < 0, duration/response ≤ 0, bounce outside (−1, 1],
   ε ≤ 0, or derived quantities that overflow.
   Tested range: damping ratio ζ ∈ [0, 1000], stiffness ∈ [1e-3, 1e6] with
   mass 1, t ∈ [0, 1e12] s (so ω0·t up to 1e15). In that range, relative to
   the motion's scale (|Δ0| + |v0|/ω0; velocities relative to ω0 times it):
   - evaluation is within 4e-15 + 3·min(ω0·t, 256)·2⁻⁵³ (below 9e-14) of the
     exact motion of the given (m, k, c), and stays so while the phase
     ω·t < 2^62 (4.6e18; tested to 4.5e18 at ζ = 0 and 1e-9, k = 1e-3 to 1e6,
     masses other than 1). Below ω·t = 256 the phase is the double product
     ω·t, off by up to 3·ω·t·2⁻⁵³ (rounding ω and ω·t). From 256 on it is
     carried in two doubles: ω² = (4mk − c²)/(4m²) and its root from m, k
     and c by error-free transformations (the exact low part of a product,
     Knuth's TwoSum). cspring_params keeps the phase rate 2ω/π in two
     doubles (phase_rate_hi, phase_rate_lo, set by every cspring_params_*
     constructor), and evaluation, the batch included, counts the phase in
     quarter turns: g·t exactly, less its whole quarter turns, then times
     π/2, at a few operations more than below 256 (cspring_evaluate: about
     265 instructions instead of 230 on x86-64; the batch: see
     Benchmarks/README.md). That holds up to g·t = 2^50 quarter turns
     (ω·t ≈ 1.8e15); from there on the scalar functions compute ω·t in two
     doubles again and reduce it modulo 2π held in three doubles (about 730
     instructions), and the batch hands such springs to cspring_evaluate.
     The error from 256 on is within 2e-15 + ω0·t·2⁻¹⁰⁶ (measured: 2.7e-16
     up to ω·t = 1e15 in quarter turns, 2.4e-15 at 1e18, 1.3e-14 at 4.5e18;
     the double product is off by 0.06 at 1e15). That needs m and k in
     [2⁻³⁰⁰, 2³⁰⁰], c ≤ 2³⁰⁰ and t ≤ 2⁹⁰⁰ (and a phase rate of at least
     2⁻⁸⁰⁰); outside those, and from ω·t = 2^62 on, the phase is the double
     ω·t again, whose rounding grows with ω·t to the whole motion.
   - N steps equal one evaluation at the sum t of the steps within
     2·N·2⁻⁵³ + 6·ω0·t·2⁻⁵³ + 8e-15 (each step rounds its own ω·dt): within
     1e-12 up to 4,000 steps (over 1 minute at 60 Hz); 300,000 steps of
     k = 100, ζ = 1000 drift 1.1e-11. Callers that step longer and need
     better can re-anchor: keep the release state and evaluate from it.
   (Tests/C/test_cspring_claims.c checks both over the whole range, against
   a long double reference below ω0·t = 1e3 and 100-digit mpmath references
   from there on.) Once e^(−λt) underflows, the result is exactly
   the target. Evaluation uses its own exponential (within 0.52 ulp)
   and sine/cosine (within 2.5 ulp, absolute error below 2e-16), shared by the
   scalar functions and the batches, and libm beyond their fast ranges
   (except exp below −745.2, which is 0, as libm's, without the call).

   IDENTICAL RESULTS
   =================
   Where this header says "bit for bit" (a batch and its scalar function,
   cspring_step and cspring_transition_apply), the results are the same bits
   under GCC and Clang, at any optimization level, with or without FMA
   (-mfma, -march=native, -ffp-contract=fast on the caller), on x86-64 (with
   or without AVX2) and arm64, and with the one-lane fallback (CSPRING_ONE_LANE). Every result of
   this library is also the same bits from one of those builds to another
   while t and the phase ω·t stay inside the fast ranges above (exp's
   argument within ±700, ω·t below 2^62 with m, k, c and t in the ranges of
   the phase in two doubles); beyond them libm answers, which may differ
   between libm builds. How: floating-point contraction is off in
   every body of the library (a private header tells each compiler), and the
   header has no inline definitions, so the caller's flags never compile any
   of its arithmetic. Deliberate fma() on every path would give the same
   identity but cost a library call on CPUs without FMA. (Building the
   library itself with Clang's -ffp-contract=fast disregards the pragma by
   Clang's design; the Makefile overrides it, other builds must not pass it.)
   `make check-matrix` checks all of this, including a comparison of results
   across the builds.

   NaN POLICY
   ==========
   Validated parameters never produce NaN or infinity for finite state and
   finite t (up to DBL_MAX) whose motion is representable: the largest
   position and velocity the motion reaches must be finite doubles. Where
   ω·t itself exceeds DBL_MAX the phase is taken at DBL_MAX (no double
   resolves it there) and the result stays within the envelope. A NaN state
   or time passed by the caller propagates. A negative t gives the initial
   state. Functions taking parameters assume they came from a cspring_params_*
   constructor.

   BOUNDED TIME
   ============
   Every function returns in bounded time for any input, NaN, infinities and
   subnormals included: no loop depends on floating-point progress. Settling
   finds the last oscillation peak in closed form and searches one piece of
   the motion after it, with a hard budget of 32 evaluations for each of its
   two solutions (position and velocity). A settling time beyond the largest double is reported as
   CSPRING_NEVER_SETTLES with INFINITY; a result or intermediate that cannot
   be represented at all is CSPRING_ERROR_RANGE.

   THREAD SAFETY
   =============
   Every function is pure and reentrant: no global state, no allocation, no
   locks. (cspring_evaluate_batch reads the CPU's features from the compiler
   runtime's table, which it fills in when the program or library loads.) Structs are plain values owned by the caller.

   VERSION
   =======
   CSPRING_VERSION_MAJOR/MINOR/PATCH give the version of this header;
   cspring_version() returns the linked library's as MAJOR*10000+MINOR*100+PATCH.
*/
#ifndef CSPRING_H
#define CSPRING_H

#include <stddef.h>

#define CSPRING_VERSION_MAJOR 0
#define CSPRING_VERSION_MINOR 1
#define CSPRING_VERSION_PATCH 0

#if defined(__clang__)
#define CSPRING_CLOSED_ENUM __attribute__((enum_extensibility(closed)))
#else
#define CSPRING_CLOSED_ENUM
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CSPRING_NODISCARD __attribute__((warn_unused_result))
#else
#define CSPRING_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status ------------------------------------------------------------ */

typedef enum CSPRING_CLOSED_ENUM cspring_status {
    CSPRING_OK = 0,
    CSPRING_ERROR_NOT_FINITE = 1,   /* a parameter is NaN or infinite */
    CSPRING_ERROR_MASS = 2,         /* mass ≤ 0 */
    CSPRING_ERROR_STIFFNESS = 3,    /* stiffness ≤ 0 */
    CSPRING_ERROR_DAMPING = 4,      /* damping or damping ratio < 0 (or 0 where settling is required) */
    CSPRING_ERROR_DURATION = 5,     /* duration, response, settling duration or time constant ≤ 0 */
    CSPRING_ERROR_BOUNCE = 6,       /* bounce outside (−1, 1] */
    CSPRING_ERROR_EPSILON = 7,      /* a threshold ε ≤ 0 */
    CSPRING_ERROR_RANGE = 8,        /* a value outside its documented domain, or a derived value or result
                                       overflows (or underflows to 0) */
    CSPRING_ERROR_NULL = 9,         /* a required pointer is NULL */
    CSPRING_NEVER_SETTLES = 10      /* the motion never settles within the doubles: undamped (λ = 0, also
                                       when c/2m underflows), or the settling time exceeds DBL_MAX */
} cspring_status;

/* A static, human-readable description of a status. Never NULL. */
const char *cspring_status_description(cspring_status status);

/* MAJOR * 10000 + MINOR * 100 + PATCH of the linked library. */
int cspring_version(void);

/* ---- Parameters -------------------------------------------------------- */

/* A validated spring. Build it with a cspring_params_* function; treat the
   fields as read-only. The derived fields make evaluation branch-light. */
typedef struct cspring_params {
    double mass;
    double stiffness;
    double damping;
    double damping_ratio; /* ζ = c / (2·√(k·m)) */
    double lambda;        /* decay constant c / 2m, 1/s */
    double omega0_sq;     /* k / m, 1/s² */
    double s;             /* ω0² − λ², computed without cancellation: > 0 under-damped, < 0 over-damped */
    double omega;         /* √|s|, 1/s */
    double phase_rate_hi; /* 2ω/π in quarter turns per second, as hi + lo (about 2⁻¹⁰⁴ relative), */
    double phase_rate_lo; /* for phases ω·t ≥ 256; 0 and 0 where unused (see RANGES AND ACCURACY) */
} cspring_params;

/* mass > 0, stiffness > 0, damping ≥ 0, all finite. CSPRING_ERROR_RANGE when
   a derived rate (k/m, c/2m, λ + ω, ω0² − λ², ζ) is not a finite double or
   k/m underflows to 0. A damping so small that c/2m underflows to 0 gives an
   undamped spring (it never settles). */
CSPRING_NODISCARD cspring_status cspring_params_init(cspring_params *out, double mass, double stiffness,
                                                     double damping);

/* SwiftUI response + damping ratio, mass 1: k = (2π/response)², c = 4π·ζ/response.
   response > 0, damping_ratio ≥ 0. */
CSPRING_NODISCARD cspring_status cspring_params_from_response(cspring_params *out, double response,
                                                              double damping_ratio);

/* SwiftUI duration + bounce, mass 1: k = (2π/duration)²; ζ = 1 − bounce for
   bounce ≥ 0 and 1/(1 + bounce) below 0. duration > 0, bounce ∈ (−1, 1]. */
CSPRING_NODISCARD cspring_status cspring_params_from_duration_bounce(cspring_params *out, double duration,
                                                                     double bounce);

/* The spring of damping ratio ζ > 0 and mass 1 whose unit step from rest
   (Δ0 = −1, v0 = 0) stays within ε of the target after exactly
   settling_duration seconds (see cspring_params_settling_duration). The
   inverse is exact: solutions scale with ω0·t, so ω0 = τ(ζ, ε)/settling_duration.
   settling_duration > 0, ζ > 0, 0 < ε < 1. SwiftUI's default ε is 0.001.
   CSPRING_ERROR_RANGE when no such spring is a finite double: τ(ζ, ε) beyond
   DBL_MAX (ζ tiny), or ω0, k = ω0² or c = 2ζ·ω0 overflowing or underflowing. */
CSPRING_NODISCARD cspring_status cspring_params_from_settling_duration(cspring_params *out,
                                                                       double settling_duration,
                                                                       double damping_ratio, double epsilon);

/* Pop/Origami bounciness + speed (Pop's defaults: 4, 12), mass 1. Both ≥ 0. */
CSPRING_NODISCARD cspring_status cspring_params_from_pop(cspring_params *out, double bounciness, double speed);

/* Pop/Rebound tension + friction, mass 1 (the same as cspring_params_init(out, 1, tension, friction)). */
CSPRING_NODISCARD cspring_status cspring_params_from_tension_friction(cspring_params *out, double tension,
                                                                      double friction);

/* Android SpringForce stiffness + damping ratio, mass 1: c = 2ζ·√k. */
CSPRING_NODISCARD cspring_status cspring_params_from_android(cspring_params *out, double stiffness,
                                                             double damping_ratio);

/* Android SpringForce named constants. */
#define CSPRING_ANDROID_STIFFNESS_HIGH 10000.0
#define CSPRING_ANDROID_STIFFNESS_MEDIUM 1500.0
#define CSPRING_ANDROID_STIFFNESS_LOW 200.0
#define CSPRING_ANDROID_STIFFNESS_VERY_LOW 50.0
#define CSPRING_ANDROID_DAMPING_RATIO_HIGH_BOUNCY 0.2
#define CSPRING_ANDROID_DAMPING_RATIO_MEDIUM_BOUNCY 0.5
#define CSPRING_ANDROID_DAMPING_RATIO_LOW_BOUNCY 0.75
#define CSPRING_ANDROID_DAMPING_RATIO_NO_BOUNCY 1.0

/* Inverses. Response and duration: 2π·√(m/k). Bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above. */
double cspring_params_response(const cspring_params *p);
double cspring_params_duration(const cspring_params *p);
double cspring_params_bounce(const cspring_params *p);

/* Pop bounciness + speed of the spring scaled to mass 1 (k/m, c/m). Fails with
   CSPRING_ERROR_RANGE when Pop's mapping cannot produce that spring (tension
   below Pop's 0.5 QC minimum, or friction outside Pop's bounce range). */
CSPRING_NODISCARD cspring_status cspring_params_to_pop(const cspring_params *p, double *bounciness,
                                                       double *speed);

/* The settling duration that cspring_params_from_settling_duration inverts:
   the last time a unit step from rest is more than ε from the target.
   CSPRING_NEVER_SETTLES (and INFINITY) for an undamped spring, or one whose
   settling duration exceeds DBL_MAX. */
CSPRING_NODISCARD cspring_status cspring_params_settling_duration(const cspring_params *p, double epsilon,
                                                                  double *out);

/* ---- Evaluation -------------------------------------------------------- */

typedef struct cspring_state {
    double position;
    double velocity;
} cspring_state;

/* The exact state at time t of a spring released at (x0, v0) toward target.
   t < 0 gives (x0, v0). */
cspring_state cspring_evaluate(const cspring_params *p, double x0, double v0, double target, double t);

/* Advances *state by dt toward target, which may differ from the last call's:
   the primitive for retargeting with velocity continuity. Exact for any dt;
   dt ≤ 0 leaves the state unchanged. */
void cspring_step(const cspring_params *p, double target, double dt, cspring_state *state);

/* The linear map (displacement, velocity) ↦ the same after dt:
       [x − T]      [m00 m01] [x0 − T]
       [  v  ]   =  [m10 m11] [  v0  ]
   Compute it once per (params, dt) to step many springs. */
typedef struct cspring_transition {
    double m00, m01, m10, m11;
} cspring_transition;

/* The transition over dt (dt ≤ 0 gives the identity). */
cspring_transition cspring_transition_make(const cspring_params *p, double dt);

/* Applies a transition to one spring moving toward target. Deliberately not
   an inline definition: an inline body would be compiled with the caller's
   compiler and flags, which may fuse its multiply-adds (see IDENTICAL
   RESULTS above). */
void cspring_transition_apply(const cspring_transition *tr, double target, double *position, double *velocity);

/* Batch (a): n springs sharing one transition, each with its own target,
   position and velocity (caller-owned arrays, updated in place). Results equal
   cspring_transition_apply (and cspring_step with the same params and dt)
   bit for bit. With n = 0 no pointer is read (any may be NULL), as for
   batch (b). */
void cspring_step_batch(const cspring_transition *tr, const double *targets, double *positions,
                        double *velocities, size_t n);

/* One spring of a heterogeneous batch: its parameters, release state and target. */
typedef struct cspring_spring {
    cspring_params params;
    double x0;
    double v0;
    double target;
} cspring_spring;

/* Batch (b): out[i] = cspring_evaluate(&springs[i].params, x0, v0, target, times[i]),
   bit for bit. Each block of 256 springs is split by regime (under-damped,
   over-damped, near critical) without branching per spring, and each group is
   evaluated two springs at a time in SIMD lanes (four on x86-64 CPUs with
   AVX2, chosen at run time in GCC and Clang builds outside Windows; the
   same code compiled for AVX2, without FMA); cspring_evaluate runs the
   same lane code, lane by lane the same operations, which is why the results
   are identical. Groups with a phase ω·t of 256 or more run after the other
   under-damped groups, their phase in quarter turns from the phase rate
   (see RANGES AND ACCURACY). A spring whose exp argument leaves its fast
   range, or whose phase reaches 2^50 quarter turns (ω·t ≈ 1.8e15), is
   evaluated again by cspring_evaluate. No allocation. With n = 0 no
   pointer is read (any may be NULL). */
void cspring_evaluate_batch(const cspring_spring *springs, const double *times, cspring_state *out, size_t n);

/* ---- Settling ---------------------------------------------------------- */

/* The exact last time at which |x − target| > eps_position or |v| > eps_velocity
   (0 if never), for a spring released at Δ0 = x0 − target with velocity v0.
   An oscillating spring's extrema all have |x| = P·e^(−λt) for a P in closed
   form, so the last extremum above ε is found from its index directly; the
   crossing after it (or after the only extremum of a non-oscillating spring)
   is refined by a safeguarded search to within 1e-13 of the time (so within
   1e-9 s up to 10^4 s), also for a start just above ε (x0 = ε·(1 + 1e-15)),
   whose crossing comes from the motion's series at the start. Exception: an
   over-damped mode whose coefficient is below 2^-1022 of the solution's
   largest term keeps only a subnormal's digits (k/m = 1e-300, c/2m = 1,
   released almost wholly in the fast mode: the velocity's slow mode is
   1e-317 of it, and its time is within 1e-9; test_cspring_settle_cost.c).
   Where the peaks are closer than 1e-13 of the time (more than ~10^13
   oscillations, e.g. k = 1e30 with m = 1, c = 1), the time where P·e^(−λt)
   reaches ε is returned: the true crossing lies within half a period of it.
   ε in output units (and output units per second), both > 0.
   CSPRING_NEVER_SETTLES with INFINITY: an undamped spring with motion, or a
   settling time beyond DBL_MAX (e.g. m = 1, k = 100, c = 1e-308).
   CSPRING_ERROR_RANGE (*out untouched): the motion's scale overflows (the
   initial acceleration −(c·v0 + k·Δ0)/m, or λ·Δ0, is not finite).
   Evaluation flushes to the target once e^(−λt) underflows, so for ε near
   the subnormal range the time is the analytic one, which evaluation cannot
   show.
   The searches evaluate the solution with its exponential factors kept
   apart, so they follow the analytic motion also where evaluation flushes.
   Cost: at most 64 evaluations of the closed form for any input, a hard
   budget of 32 for each of the two solutions (position, velocity); 7.3 on
   average for UI springs (Spring(duration: 0.3…0.8, bounce: 0…0.3), from
   rest or flung: at most 10), about 7 400 instructions on x86-64. Searches
   over the whole input space (Tests/C/settle_cost_search.c: random and
   extreme inputs, then hill-climbing from the worst) find at most 21 for
   everyday springs (damping ratio 0.05 … 3, response 0.05 … 5 s, any mass
   and start, both ε ≥ 1e-6) and at most 28 for any spring whose rates (k/m,
   c/2m, ω0² − λ², ω) are normal doubles. Only springs with a subnormal rate
   (k/m = 5e-324), whose closed form's parts disagree by more than their
   rounding, spend the budget; their result is then the middle of the
   search's last bracket. Tests/C/test_cspring_settle_cost.c pins the worst
   inputs found, with their exact times.
   CSPRING_ERROR_RANGE also when a non-oscillating motion itself overflows
   (released at 1e300 with λ = 1e-21, it would travel 1e321). */
CSPRING_NODISCARD cspring_status cspring_settling_time(const cspring_params *p, double displacement,
                                                       double velocity, double eps_position,
                                                       double eps_velocity, double *out);

/* The "visually complete" time: the last time |x − target| > eps_position.
   Same method, statuses and accuracy as cspring_settling_time, one solution:
   at most 32 evaluations. */
CSPRING_NODISCARD cspring_status cspring_visual_completion_time(const cspring_params *p, double displacement,
                                                                double velocity, double eps_position,
                                                                double *out);

/* ---- Decay (fling) ----------------------------------------------------- */

/* Exponential velocity decay: v(t) = v0·e^(−t/τ), x(t) = x0 + v0·g·(1 − e^(−t/τ)).
   The gain g is the distance travelled per unit of initial velocity:
   g = τ in the continuous convention (x′ = v exactly), and g = d/(1000·(1 − d))
   in Pop's/UIScrollView's per-millisecond convention, where 1000 units/s at
   d = 0.998 comes to rest 499.0 units away (continuous: 499.4998). */
typedef struct cspring_decay {
    double time_constant; /* τ, seconds */
    double gain;          /* g, seconds */
} cspring_decay;

typedef enum CSPRING_CLOSED_ENUM cspring_decay_convention {
    CSPRING_DECAY_CONTINUOUS = 0, /* position is the exact integral of velocity */
    CSPRING_DECAY_POP = 1         /* Pop / UIScrollView: velocity applied per whole millisecond */
} cspring_decay_convention;

#define CSPRING_DECAY_RATE_NORMAL 0.998 /* UIScrollView.DecelerationRate.normal, per ms */
#define CSPRING_DECAY_RATE_FAST 0.99    /* UIScrollView.DecelerationRate.fast, per ms */
#define CSPRING_ANDROID_FLING_FRICTION 4.2 /* Android FlingAnimation: τ = 1/(4.2·frictionScalar) */

/* From a per-millisecond rate d ∈ (0, 1): τ = −1/(1000·ln d). */
CSPRING_NODISCARD cspring_status cspring_decay_from_rate(cspring_decay *out, double rate_per_ms,
                                                         cspring_decay_convention convention);

/* From a time constant τ > 0 (continuous convention). */
CSPRING_NODISCARD cspring_status cspring_decay_from_time_constant(cspring_decay *out, double time_constant);

/* State at t (t < 0 gives the initial state). */
cspring_state cspring_decay_evaluate(const cspring_decay *d, double x0, double v0, double t);

/* The resting position (projection): x0 + v0·g. */
double cspring_decay_projection(const cspring_decay *d, double x0, double v0);

/* The time until |v| falls to threshold > 0 (0 if it already has):
   τ·ln(|v0|/threshold), also where the ratio overflows. CSPRING_ERROR_RANGE
   when the time exceeds DBL_MAX (e.g. τ = 1e300). */
CSPRING_NODISCARD cspring_status cspring_decay_time_to_velocity(const cspring_decay *d, double v0,
                                                                double threshold, double *out);

/* The initial velocity that comes to rest exactly at target: (target − x0)/g. */
double cspring_decay_velocity_for_target(const cspring_decay *d, double x0, double target);

/* ---- Rubber band ------------------------------------------------------- */

#define CSPRING_RUBBER_BAND_COEFFICIENT 0.55 /* UIScrollView's constant */

/* f(x, d) = (1 − 1/(|x|·c/d + 1))·d, with the sign of x: how far content moves
   when dragged x past its edge in a view of dimension d. d > 0, c > 0. */
CSPRING_NODISCARD cspring_status cspring_rubber_band(double overshoot, double dimension, double coefficient,
                                                     double *out);

/* The inverse: the overshoot that produces a displayed offset y, |y| < d.
   CSPRING_ERROR_RANGE for |y| ≥ d, or when the overshoot exceeds DBL_MAX. */
CSPRING_NODISCARD cspring_status cspring_rubber_band_inverse(double offset, double dimension,
                                                             double coefficient, double *out);

#ifdef __cplusplus
}
#endif

#endif /* CSPRING_H */
