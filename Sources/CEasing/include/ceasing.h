/* ceasing.h - v0.1.0 - Motion's easing core: every easing curve, CSS Easing
   Level 2 timing functions, lookup tables and curve fitting. Pure C99, libm only.

   OVERVIEW
   ========
   (The overview, units, ranges, NaN policy, thread-safety and accuracy
   sections are filled in below by the module's owners; keep them current.)

   CURVES AND CSS EASING FUNCTIONS ([curves], [css])
   -------------------------------------------------
   Three ways to reach a curve: a direct function (ceasing_cubic_in_out(t)),
   the stable enum (ceasing_curve_evaluate(CEASING_CURVE_CUBIC_IN_OUT, t)) and
   a name (ceasing_curve_from_name("easeInOutCubic", &c)). Parametric curves
   (power, back(s), elastic(a, p), RHAnimator's overshoot and exponential
   deceleration) and CSS cubic-bezier(), steps() and linear() are values of
   the tagged ceasing_easing, evaluated by ceasing_easing_evaluate;
   ceasing_evaluate_function adapts any of them to a ceasing_function.

   Units and ranges. Input and output are unitless progress: 0 is the start,
   1 the end. Every curve returns exactly 0.0 at 0 and exactly 1.0 at 1, for
   every valid parameter (the one exception is CSS step-start, which is 1 at
   0 unless the before flag is set, as CSS requires). Outside [0, 1] the
   non-CSS curves clamp (0 below, 1 above); the CSS ones (linear, the ease
   keywords, step-start/-end, cubic-bezier(), steps(), linear()) extrapolate
   as CSS Easing Level 2 says and are not clamped. Outputs may leave [0, 1]
   inside the interval (back, elastic, overshoot, some cubic-beziers).

   End steps. Penner's expo and elastic never quite reach their end values:
   expo in is 2^-10 just after 0 and expo out 1 - 2^-10 just before 1,
   elastic in/out miss by 2^-11, their inOut by less, and elastic(a, p) by up
   to max(a, 1) 2^-10. The exact end values are kept (as easings.net does), so these
   curves jump by that much at the ends. outIn would move the jump to
   t = 1/2, so the expo, elastic and elastic(a, p) outIn curves compose out
   and in after adding the linear ramp that removes it (see
   ceasing_expo_out_in); they are continuous.
   Every other outIn is exactly 0.5 out(2t) for t < 1/2, 0.5 + 0.5 in(2t - 1)
   after (which fixes FlightAnimator's discontinuous outIn curves).

   NaN policy. A NaN input gives NaN. Invalid parameters of the direct
   parametric functions give NaN; every *_init function validates instead and
   returns a status, writing nothing on failure. No valid input gives NaN
   (the tests sweep every curve over a dense grid on [-0.5, 1.5] and at
   +-1e300); +-infinity gives the end value or, where a CSS function
   extrapolates with a non-zero slope, +-infinity. A finite input never gives
   infinity: where cubic-bezier() or linear() extrapolates beyond the double
   range, the result saturates to +-DBL_MAX.

   Thread safety. No global state, no allocation: every function is
   reentrant and may be called from any thread. Structs are plain values;
   ceasing_linear and LINEAR easings borrow their points.

   Identical results. Array forms equal their scalar forms bit for bit
   (ceasing_curve_evaluate_array, ceasing_lut_evaluate_array), and every
   result is the same bits under GCC and Clang, at any optimization level,
   with or without FMA, on x86-64 and arm64, and with CEASING_ONE_LANE (no
   GNU vectors): floating-point contraction is off in every body of the
   library (a private header tells each compiler; the Makefile adds
   -ffp-contract=off, which Clang's -ffp-contract=fast would otherwise
   override) and the header has no inline definitions. Curves that call libm
   (sin, exp, pow, atan) are identical between builds that share a libm;
   `make check-matrix` compares all of them between the builds above.

   Accuracy. The closed-form curves are within a few ulps of their formula:
   out(t) = 1 - in(1 - t) holds to 4e-15 on a 1e-5 grid, except for circ,
   whose infinite slope at the ends turns the rounding of 1 - t into 1e-14.
   cubic-bezier() solves x(t) = x by Newton iteration on a cancellation-free
   Bernstein residual (inputs above 1/2 in the frame mirrored through
   (1/2, 1/2), so that the residual keeps its relative accuracy at both
   ends), starting from a quintic Hermite guess (t, dt/dx and d^2t/dx^2 at
   the knots) read from a 48-interval table of t(x) that
   ceasing_cubic_bezier_init precomputes (about 1.5 us: its 47 inner knots
   solved by the safe solver below). One step is the rule: it is accepted
   only if Newton's error bound max|x''| d^2 / (2 x'(t)) for the step d, with
   the maximum taken near the table interval, is below 2^-56 t (relative to
   t, in the half frame). Otherwise Halley steps follow, each accepted only
   once its error bound (max|x''|^2 / (4 x'^2) + |x'''| / (6 x')) |d|^3 is
   below 2^-56 t. Where that has not happened after six steps in all, or
   where dx/dt nearly vanishes (a vertical tangent of y(x)), a safeguarded
   solver takes over: at most 8 plain and 200 bracketed Newton steps, then,
   if those did not converge or the result is ill-conditioned, at most 1075
   bisection steps on a double-double residual (scaled below x = 2^-500, so
   that x(t) = t^3 at x = 2^-1074 still finds t = 2^-358); no epsilon depends
   on a duration. Cost, counted (Tests/C/test_ceasing_css_cost.c): those bounds
   hold for every x1, x2 in [0, 1] (subnormals included), y1, y2 up to
   +-DBL_MAX and x in (0, 1) from 2^-1074 to 1 - 2^-53; x outside (0, 1),
   NaN and the identity line take no step; over 10,000 random curves (x1, x2
   in [0, 1], y1, y2 in [-2, 2]) at x = 1/12 ... 11/12, more than 95 % of
   evaluations take one Newton step and fewer than 1 % reach the safe
   solver; at 1,000 inputs spread over (0, 1), more than 80 % do for ease,
   ease-in-out and cubic-bezier(0.68, -0.55, 0.265, 1.55) (measured 100 %,
   100 %, 86 %). A one-step evaluation is about 80 instructions
   (Benchmarks/README.md).
   Measured against a long-double bisection reference: worst |y error|
   3.6e-15 over 10,000 random control points (x1, x2 in [0, 1], y1, y2 in
   [-2, 2]) at 11 inputs each, 2e-15 over 16 curves of every shape sampled
   densely, and 1.4e-15 next to a vertical tangent (x1 = 1, x2 = 0, exact
   closed-form reference). Tests/C/test_ceasing_css_fast.c holds, over
   63,000 inputs on 61 curves including x1 or x2 at 0 or 1, nearly vertical
   tangents and y in [-10, 10]: the fast solver's results (guess, Newton,
   Halley) within 4e-15 plus 8 eps min(x, 1 - x) |dy/dx| (the rounding of the
   residual, moved by a steep curve; the conditioning test keeps it below
   about 1e-13), measured 1.3e-15 where |dy/dx| <= 10 and 7.4e-15 where
   x'(t) nearly vanishes at x = 1/2; the safe solver's within 1e-14
   (measured 4.9e-15, next to the vertical tangent of x2 = 1, y2 != 1 at
   x = 1 - 1e-9). With y control points beyond 1, the safe solver's
   target is 1e-13 x max(1, |y1|, |y2|), which the doubles near such
   outputs can resolve (measured 8e-16 of it for y up to 1e100,
   test_ceasing_css.c). The timing.md tables agree to 1e-13 (their
   digits). About 20 ns per evaluation (the keyword curves use precomputed
   tables), see Benchmarks/README.md. steps() and linear() are exact to the
   spec's arithmetic; linear() returns each point's output exactly at its
   input. steps() has no loop; linear() finds its interval by a binary
   search of at most ceil(log2(count + 1)) steps for count points (counted
   for 2 to 2^20 + 1 points at every point's input, +-0, subnormals,
   +-1e300, +-DBL_MAX and +-infinity; none for NaN).

   Names. ceasing_curve_name gives the canonical name: easings.net style
   camelCase ("easeInOutCubic", and "easeOutInCubic" for outIn), "smoothStep",
   "smootherStep", "easeInAtan", AHEasing's curves as "ahBackEaseIn",
   "ahElasticEaseOutIn", ..., and the CSS keywords in CSS spelling ("linear",
   "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end").
   ceasing_curve_from_name compares ASCII letters case-insensitively, ignores
   '-' and '_', and rejects any other character (it is not a CSS parser:
   "ease_in" matches too). Families: sine, quad|quadratic, cubic,
   quart|quartic, quint|quintic, expo|exponential|exp, circ|circular, back,
   elastic, bounce, atan; variants: in, out, inOut, outIn. Accepted shapes:
       easeInOutCubic   ease + variant + family          (easings.net)
       CubicEaseInOut   family + Ease + variant          (AHEasing, FCAnimationFactory)
       inOutCubic       variant + family                 (FlightAnimator)
       cubicInOut       family + variant (cubic_in_out)  (the C function names)
   optionally after an "ah" or "INTU" prefix (INTUEaseInOutCubic, ahEaseInBack),
   plus linear, ease, easeIn, easeOut, easeInOut, easeInEaseOut (Core
   Animation), stepStart, stepEnd, smoothStep, smootherStep.
   Back, elastic and bounce exist twice (Penner and AHEasing, which differ:
   AHEasing back overshoots 37.9 % instead of 10 %, its bounce is another
   polynomial). A spelling means what its library computes:
       easings.net shape or family + variant      -> Penner
       AHEasing shape, or an "ah"/"INTU" prefix   -> AHEasing
       FlightAnimator shape: inBack, outBack      -> Penner
                             inOutBack, outInBack -> AHEasing
                             all elastic, bounce  -> AHEasing
   The canonical names are unambiguous. easeIn, easeOut and easeInOut are
   the CSS / Core Animation Bezier presets, as in P9ViewAnimator; RHAnimator
   uses those names for sinusoids, which are easeInSine, easeOutSine and
   easeInOutSine here. RHAnimator's accelerate(s), decelerate(s) and ease(s)
   are ceasing_power_in/out/in_out(t, s).

   TEXT, TABLES AND EXPORT ([parse], [lut], [fit])
   -----------------------------------------------
   ceasing_parse_css reads any CSS <easing-function> (with byte-exact error
   positions) into a ceasing_easing and ceasing_format_css writes it back
   canonically, as CSSOM serialises the computed value; the two round-trip
   bit for bit (step-start and step-end come back as steps(1, start) and
   steps(1)). ceasing_lut_bake turns any
   ceasing_function into an O(1) cubic Hermite table that reports its own
   maximum error. ceasing_sample_linear exports a curve as CSS linear()
   points and ceasing_fit_bezier as cubic-Bezier keyframe pieces, each within
   a given maximum error, with jumps kept sharp and no NaN for flat or
   returning pieces; ceasing_fit_bezier_uniform reproduces
   FCAnimationFactory's fixed-segment fit. All of them work on caller-owned
   buffers, write nothing on failure and are reentrant like the rest.

   VERSION
   =======
   CEASING_VERSION_MAJOR/MINOR/PATCH give the version of this header;
   ceasing_version() returns the version of the linked library, encoded as
   MAJOR * 10000 + MINOR * 100 + PATCH.
*/
#ifndef CEASING_H
#define CEASING_H

#include <stddef.h>

#define CEASING_VERSION_MAJOR 0
#define CEASING_VERSION_MINOR 1
#define CEASING_VERSION_PATCH 0

/* Clang-only annotations stay behind macros so that gcc and C++ compile the header. */
#if defined(__clang__)
#define CEASING_CLOSED_ENUM __attribute__((enum_extensibility(closed)))
#else
#define CEASING_CLOSED_ENUM
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CEASING_NODISCARD __attribute__((warn_unused_result))
#else
#define CEASING_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Status of every call that validates input. CEASING_OK is 0. */
typedef enum CEASING_CLOSED_ENUM ceasing_status {
    CEASING_OK = 0,
    CEASING_ERROR_NOT_FINITE = 1,      /* a parameter is NaN or infinite */
    CEASING_ERROR_OUT_OF_RANGE = 2,    /* a parameter is outside its documented range */
    CEASING_ERROR_STEP_COUNT = 3,      /* steps(): n < 1, or n < 2 with jump-none */
    CEASING_ERROR_TOO_FEW_POINTS = 4,  /* linear() with fewer than 2 points */
    CEASING_ERROR_RESOLUTION = 5,      /* lookup table resolution below 2 */
    CEASING_ERROR_CAPACITY = 6,        /* a caller-owned buffer is too small */
    CEASING_ERROR_SYNTAX = 7,          /* malformed CSS easing text */
    CEASING_ERROR_UNKNOWN_NAME = 8,    /* no curve has that name */
    CEASING_ERROR_NULL = 9,            /* a required pointer is NULL */
    CEASING_ERROR_NOT_CONVERGED = 10   /* fitting could not reach the tolerance */
} ceasing_status;

/* A human-readable, static description of a status. Never NULL. */
const char *ceasing_status_description(ceasing_status status);

/* MAJOR * 10000 + MINOR * 100 + PATCH of the linked library. */
int ceasing_version(void);

/* A curve given as a function pointer plus context, so that closures from other
   languages (Swift, FFI) can be baked, sampled and fitted. */
typedef double (*ceasing_function)(void *context, double t);

/* A point of a piecewise-linear curve: input x, output y. */
typedef struct ceasing_point {
    double x;
    double y;
} ceasing_point;

/* ==== [curves] direct curve functions, the stable curve enum and names ==== */

/* Every named curve maps progress t to eased progress. Each returns exactly
   0.0 at t = 0 (step-start: 1.0) and exactly 1.0 at t = 1. The non-CSS
   curves clamp t to [0, 1] (t < 0 gives 0, t > 1 gives 1); the CSS curves
   (linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end)
   extrapolate as CSS Easing Level 2 says. NaN in gives NaN out. No curve
   allocates or keeps state. */

/* Identity: t, also outside [0, 1] (CSS "linear"). Named ceasing_linear_curve
   because ceasing_linear is the CSS linear() type. */
double ceasing_linear_curve(double t);

/* Penner / easings.net families. in, out and inOut are the easings.net
   formulas; outIn is 0.5 * out(2t) for t < 0.5, else 0.5 + 0.5 * in(2t - 1). */
double ceasing_sine_in(double t);
double ceasing_sine_out(double t);
double ceasing_sine_in_out(double t);
double ceasing_sine_out_in(double t);
double ceasing_quad_in(double t);
double ceasing_quad_out(double t);
double ceasing_quad_in_out(double t);
double ceasing_quad_out_in(double t);
double ceasing_cubic_in(double t);
double ceasing_cubic_out(double t);
double ceasing_cubic_in_out(double t);
double ceasing_cubic_out_in(double t);
double ceasing_quart_in(double t);
double ceasing_quart_out(double t);
double ceasing_quart_in_out(double t);
double ceasing_quart_out_in(double t);
double ceasing_quint_in(double t);
double ceasing_quint_out(double t);
double ceasing_quint_in_out(double t);
double ceasing_quint_out_in(double t);
/* Expo: in 2^(10t - 10). The exact ends make a 2^-10 step at the far end
   (see End steps in the overview); outIn composes out(u) + 2^-10 u and
   in(u) - 2^-10 (1 - u) instead, and is continuous. */
double ceasing_expo_in(double t);
double ceasing_expo_out(double t);
double ceasing_expo_in_out(double t);
double ceasing_expo_out_in(double t);
double ceasing_circ_in(double t);
double ceasing_circ_out(double t);
double ceasing_circ_in_out(double t);
double ceasing_circ_out_in(double t);
/* Back: c1 = 1.70158 (about 10 % overshoot); inOut uses c2 = c1 * 1.525. */
double ceasing_back_in(double t);
double ceasing_back_out(double t);
double ceasing_back_in_out(double t);
double ceasing_back_out_in(double t);
/* Elastic: easings.net (period 0.3, inOut 0.45). A 2^-11 step at the far end;
   outIn composes out(u) - 2^-11 u and in(u) + 2^-11 (1 - u), continuously. */
double ceasing_elastic_in(double t);
double ceasing_elastic_out(double t);
double ceasing_elastic_in_out(double t);
double ceasing_elastic_out_in(double t);
/* Bounce: n1 = 7.5625, d1 = 2.75 (out(0.5) = 0.765625). */
double ceasing_bounce_in(double t);
double ceasing_bounce_out(double t);
double ceasing_bounce_in_out(double t);
double ceasing_bounce_out_in(double t);

/* FlightAnimator extras. smoothstep t^2 (3 - 2t); smootherstep
   t^3 (t (6t - 15) + 10); atan in atan(15 (t - 1)) / atan(15) + 1, out
   atan(15 t) / atan(15), inOut atan(15 (t - 0.5)) / (2 atan(7.5)) + 0.5. */
double ceasing_smoothstep(double t);
double ceasing_smootherstep(double t);
double ceasing_atan_in(double t);
double ceasing_atan_out(double t);
double ceasing_atan_in_out(double t);

/* AHEasing (also INTUAnimationEngine, FCAnimationFactory and FlightAnimator's
   inOutBack, elastic and bounce). Not the Penner curves of the same family:
   back in t^3 - t sin(pi t) (about 37.9 % overshoot, out(0.5) = 1.375);
   elastic in sin(13 (pi/2) t) 2^(10 (t - 1)); bounce out the 4/11, 8/11, 9/10
   polynomial (out(0.5) = 0.71875). out(t) = 1 - in(1 - t); inOut and outIn
   are the half-and-half compositions of in and out. */
double ceasing_ah_back_in(double t);
double ceasing_ah_back_out(double t);
double ceasing_ah_back_in_out(double t);
double ceasing_ah_back_out_in(double t);
double ceasing_ah_elastic_in(double t);
double ceasing_ah_elastic_out(double t);
double ceasing_ah_elastic_in_out(double t);
double ceasing_ah_elastic_out_in(double t);
double ceasing_ah_bounce_in(double t);
double ceasing_ah_bounce_out(double t);
double ceasing_ah_bounce_in_out(double t);
double ceasing_ah_bounce_out_in(double t);

/* CSS keywords: ease = cubic-bezier(0.25, 0.1, 0.25, 1), ease-in (0.42, 0, 1, 1),
   ease-out (0, 0, 0.58, 1), ease-in-out (0.42, 0, 0.58, 1) (the Core Animation
   and SwiftUI presets too); step-start = steps(1, jump-start), step-end =
   steps(1, jump-end), both with the before flag unset. */
double ceasing_ease(double t);
double ceasing_ease_in(double t);
double ceasing_ease_out(double t);
double ceasing_ease_in_out(double t);
double ceasing_step_start(double t);
double ceasing_step_end(double t);

/* Parametric curves. t is clamped to [0, 1]; exact 0 at 0 and 1 at 1 for every
   valid parameter. Invalid parameters (outside the stated range, NaN or
   infinite) return NaN; the ceasing_easing_init_* functions validate instead.

   Power: in t^n, out 1 - (1 - t)^n, n finite and > 0. RHAnimator's
   accelerate(s), decelerate(s) and ease(s) are power in, out and inOut. */
double ceasing_power_in(double t, double exponent);
double ceasing_power_out(double t, double exponent);
double ceasing_power_in_out(double t, double exponent);
double ceasing_power_out_in(double t, double exponent);

/* Back with overshoot s (finite, >= 0; GSAP back(s)): in t^2 ((s + 1) t - s).
   inOut is the composition of in with the same s, so easings.net's
   easeInOutBack is ceasing_param_back_in_out(t, 1.70158 * 1.525) and GSAP's
   back.inOut is ceasing_param_back_in_out(t, 1.70158). */
double ceasing_param_back_in(double t, double overshoot);
double ceasing_param_back_out(double t, double overshoot);
double ceasing_param_back_in_out(double t, double overshoot);
double ceasing_param_back_out_in(double t, double overshoot);

/* Elastic with amplitude a and period p (both finite and > 0; GSAP elastic(a, p)):
   out(t) = A 2^(-10t) sin(2 pi t / P - asin(1 / A)) + 1 with A = max(a, 1),
   P = p / min(a, 1); in(t) = 1 - out(1 - t). (1, 0.3) gives easings.net's
   easeIn/OutElastic and (1, 0.45) its easeInOutElastic. out(1-) = 1 + r with
   r = A 2^-10 sin(2 pi / P - asin(1 / A)); outIn composes out(u) - r u and
   in(u) + r (1 - u) so that it is continuous at 1/2. */
double ceasing_param_elastic_in(double t, double amplitude, double period);
double ceasing_param_elastic_out(double t, double amplitude, double period);
double ceasing_param_elastic_in_out(double t, double amplitude, double period);
double ceasing_param_elastic_out_in(double t, double amplitude, double period);

/* RHAnimator overshoot(count, halflife): 1 - 0.5^(t / h) cos(2 pi t (1/4 + count/2)).
   Crosses 1 exactly count times in (0, 1) (count >= 0; halflife finite and > 0,
   a fraction of the duration; RHAnimator's defaults are count 1, halflife 0.15). */
double ceasing_overshoot(double t, int count, double halflife);

/* Exponential deceleration normalised to end exactly at 1 without a jump:
   (1 - 0.5^(t / h)) / (1 - 0.5^(1 / h)), h finite and > 0 (RH default 0.15). */
double ceasing_exponential_decelerate(double t, double halflife);

/* RHAnimator's own exponentialDecelerate: 1 - 0.5^(t / h) for t < 1, then 1,
   which jumps at t = 1 (from 0.990157 to 1 for h = 0.15). Reproduces the
   RHAnimator tables; prefer ceasing_exponential_decelerate. */
double ceasing_rh_exponential_decelerate(double t, double halflife);

/* Stable identifiers of the non-parametric curves. The numeric values never
   change and new curves are only ever appended, so they can be stored in
   data files. */
typedef enum CEASING_CLOSED_ENUM ceasing_curve {
    CEASING_CURVE_LINEAR = 0,
    CEASING_CURVE_SINE_IN = 1,
    CEASING_CURVE_SINE_OUT = 2,
    CEASING_CURVE_SINE_IN_OUT = 3,
    CEASING_CURVE_SINE_OUT_IN = 4,
    CEASING_CURVE_QUAD_IN = 5,
    CEASING_CURVE_QUAD_OUT = 6,
    CEASING_CURVE_QUAD_IN_OUT = 7,
    CEASING_CURVE_QUAD_OUT_IN = 8,
    CEASING_CURVE_CUBIC_IN = 9,
    CEASING_CURVE_CUBIC_OUT = 10,
    CEASING_CURVE_CUBIC_IN_OUT = 11,
    CEASING_CURVE_CUBIC_OUT_IN = 12,
    CEASING_CURVE_QUART_IN = 13,
    CEASING_CURVE_QUART_OUT = 14,
    CEASING_CURVE_QUART_IN_OUT = 15,
    CEASING_CURVE_QUART_OUT_IN = 16,
    CEASING_CURVE_QUINT_IN = 17,
    CEASING_CURVE_QUINT_OUT = 18,
    CEASING_CURVE_QUINT_IN_OUT = 19,
    CEASING_CURVE_QUINT_OUT_IN = 20,
    CEASING_CURVE_EXPO_IN = 21,
    CEASING_CURVE_EXPO_OUT = 22,
    CEASING_CURVE_EXPO_IN_OUT = 23,
    CEASING_CURVE_EXPO_OUT_IN = 24,
    CEASING_CURVE_CIRC_IN = 25,
    CEASING_CURVE_CIRC_OUT = 26,
    CEASING_CURVE_CIRC_IN_OUT = 27,
    CEASING_CURVE_CIRC_OUT_IN = 28,
    CEASING_CURVE_BACK_IN = 29,
    CEASING_CURVE_BACK_OUT = 30,
    CEASING_CURVE_BACK_IN_OUT = 31,
    CEASING_CURVE_BACK_OUT_IN = 32,
    CEASING_CURVE_ELASTIC_IN = 33,
    CEASING_CURVE_ELASTIC_OUT = 34,
    CEASING_CURVE_ELASTIC_IN_OUT = 35,
    CEASING_CURVE_ELASTIC_OUT_IN = 36,
    CEASING_CURVE_BOUNCE_IN = 37,
    CEASING_CURVE_BOUNCE_OUT = 38,
    CEASING_CURVE_BOUNCE_IN_OUT = 39,
    CEASING_CURVE_BOUNCE_OUT_IN = 40,
    CEASING_CURVE_SMOOTHSTEP = 41,
    CEASING_CURVE_SMOOTHERSTEP = 42,
    CEASING_CURVE_ATAN_IN = 43,
    CEASING_CURVE_ATAN_OUT = 44,
    CEASING_CURVE_ATAN_IN_OUT = 45,
    CEASING_CURVE_AH_BACK_IN = 46,
    CEASING_CURVE_AH_BACK_OUT = 47,
    CEASING_CURVE_AH_BACK_IN_OUT = 48,
    CEASING_CURVE_AH_BACK_OUT_IN = 49,
    CEASING_CURVE_AH_ELASTIC_IN = 50,
    CEASING_CURVE_AH_ELASTIC_OUT = 51,
    CEASING_CURVE_AH_ELASTIC_IN_OUT = 52,
    CEASING_CURVE_AH_ELASTIC_OUT_IN = 53,
    CEASING_CURVE_AH_BOUNCE_IN = 54,
    CEASING_CURVE_AH_BOUNCE_OUT = 55,
    CEASING_CURVE_AH_BOUNCE_IN_OUT = 56,
    CEASING_CURVE_AH_BOUNCE_OUT_IN = 57,
    CEASING_CURVE_EASE = 58,
    CEASING_CURVE_EASE_IN = 59,
    CEASING_CURVE_EASE_OUT = 60,
    CEASING_CURVE_EASE_IN_OUT = 61,
    CEASING_CURVE_STEP_START = 62,
    CEASING_CURVE_STEP_END = 63
} ceasing_curve;

/* Number of curves in this header's ceasing_curve: valid values are
   0 ..< CEASING_CURVE_COUNT. */
#define CEASING_CURVE_COUNT 64

/* The curve's value at t. A value outside 0 ..< CEASING_CURVE_COUNT gives NaN. */
double ceasing_curve_evaluate(ceasing_curve curve, double t);

/* out[i] = ceasing_curve_evaluate(curve, t[i]) for i < count, bit for bit,
   without a call or a switch per value. out may be t itself (in place); other
   overlaps are undefined. With count 0 no pointer is read (any may be NULL). */
void ceasing_curve_evaluate_array(ceasing_curve curve, const double *t, double *out, size_t count);

/* The canonical name: camelCase ("easeOutCubic", "easeOutInSine", "smoothStep",
   "easeInAtan", "ahBackEaseIn"), except the CSS keywords, which use their CSS
   spelling ("ease-in-out", "step-start", "linear"). NULL for an unknown value. */
const char *ceasing_curve_name(ceasing_curve curve);

/* Looks a curve up by name (see Names in the overview for every accepted
   spelling). CEASING_ERROR_NULL if name or out is NULL;
   CEASING_ERROR_UNKNOWN_NAME if nothing matches; *out is written only on
   CEASING_OK. */
CEASING_NODISCARD ceasing_status ceasing_curve_from_name(const char *name, ceasing_curve *out);

/* ==== [css] cubic-bezier(), steps(), linear() and the tagged easing ==== */

/* cubic-bezier(x1, y1, x2, y2): precomputed polynomial coefficients and
   solver tables (about 3.5 KB). Build it with ceasing_cubic_bezier_init;
   the fields are read-only, and the solver_* fields are private (their
   layout may change in any version). */
#define CEASING_BEZIER_GUESS_INTERVALS 48
typedef struct ceasing_cubic_bezier {
    double x1, y1, x2, y2;
    double ax, bx, cx; /* x(t) = ((ax t + bx) t + cx) t */
    double ay, by, cy; /* y(t) = ((ay t + by) t + cy) t; when |y1| or |y2| > 2^500,
                          those of y(t) / 2^e with max(|y1|, |y2|) / 2^e in [1/2, 1) */
    /* Each half of the input range (x <= 1/2, and x > 1/2 mirrored to
       1 - x): the mirror, 3 times the x and y control points, the
       coefficients of dx/dt, the constants of the steps' error bounds and of
       the conditioning test, and on each of the half's
       CEASING_BEZIER_GUESS_INTERVALS / 2 intervals (plus one at x = 1/2) t(x)
       as a quintic Hermite polynomial, a curvature bound and the interval's
       start: the fast solver's starting guess. */
    double solver_half[2][13 + 8 * (CEASING_BEZIER_GUESS_INTERVALS / 2 + 1)];
    int solver_special; /* non-zero: the identity line, or |y1| or |y2| > 2^500 */
} ceasing_cubic_bezier;

/* steps(n, position) */
typedef enum CEASING_CLOSED_ENUM ceasing_jump {
    CEASING_JUMP_START = 0, /* jump-start, also CSS "start" */
    CEASING_JUMP_END = 1,   /* jump-end, also CSS "end" (the default) */
    CEASING_JUMP_NONE = 2,
    CEASING_JUMP_BOTH = 3
} ceasing_jump;

typedef struct ceasing_steps {
    int count;
    ceasing_jump position;
    /* Serialisation only: non-zero when a CEASING_JUMP_START was written
       "start" rather than "jump-start" (CSSOM keeps the two apart); the
       parser sets it, ceasing_steps_init clears it, evaluation ignores it. */
    int start_keyword;
} ceasing_steps;

/* linear(): resolved control points after the spec's fix-up (inputs
   non-decreasing, missing inputs spaced evenly). The points are caller-owned
   and must outlive the struct. */
typedef struct ceasing_linear {
    const ceasing_point *points;
    size_t count;
} ceasing_linear;

/* One stop of a linear() function as written: an output and 0, 1 or 2 input
   percentages given as fractions (75% is 0.75). NaN marks an absent input. */
typedef struct ceasing_linear_stop {
    double output;
    double input_start; /* NaN if absent */
    double input_end;   /* NaN if absent; only meaningful with input_start */
} ceasing_linear_stop;

/* What a CSS easing function value denotes. Kinds 0-3 are CSS easing
   functions; kinds 4-8 are Motion's parametric curves, so that any easing
   travels as one value. The numeric values never change. */
typedef enum CEASING_CLOSED_ENUM ceasing_easing_kind {
    CEASING_EASING_CURVE = 0,        /* a named curve (see ceasing_curve) */
    CEASING_EASING_CUBIC_BEZIER = 1,
    CEASING_EASING_STEPS = 2,
    CEASING_EASING_LINEAR = 3,
    CEASING_EASING_POWER = 4,        /* params[0] = exponent */
    CEASING_EASING_BACK = 5,         /* params[0] = overshoot s */
    CEASING_EASING_ELASTIC = 6,      /* params[0] = amplitude, params[1] = period */
    CEASING_EASING_OVERSHOOT = 7,    /* params[0] = count, params[1] = halflife */
    CEASING_EASING_EXPONENTIAL_DECELERATE = 8 /* params[0] = halflife (normalised form) */
} ceasing_easing_kind;

/* Which way a parametric family eases. outIn is 0.5 * out(2t) for t < 0.5,
   else 0.5 + 0.5 * in(2t - 1); inOut the mirror image. */
typedef enum CEASING_CLOSED_ENUM ceasing_variant {
    CEASING_VARIANT_IN = 0,
    CEASING_VARIANT_OUT = 1,
    CEASING_VARIANT_IN_OUT = 2,
    CEASING_VARIANT_OUT_IN = 3
} ceasing_variant;

/* A parametric curve: a family's variant and up to four parameters (unused
   ones are 0). OVERSHOOT and EXPONENTIAL_DECELERATE have no variant and keep
   CEASING_VARIANT_OUT. */
typedef struct ceasing_parametric {
    ceasing_variant variant;
    double params[4];
} ceasing_parametric;

/* Any easing as one value: a tag and the matching member of `value`. Build it
   with a ceasing_easing_init_* function (or the CSS parser); the fields are
   read-only. A LINEAR easing borrows its points (see ceasing_linear). */
typedef struct ceasing_easing {
    ceasing_easing_kind kind;
    union {
        ceasing_curve curve;                 /* CEASING_EASING_CURVE */
        ceasing_cubic_bezier cubic_bezier;   /* CEASING_EASING_CUBIC_BEZIER */
        ceasing_steps steps;                 /* CEASING_EASING_STEPS */
        ceasing_linear linear;               /* CEASING_EASING_LINEAR */
        ceasing_parametric parametric;       /* kinds 4-8 */
    } value;
} ceasing_easing;

/* cubic-bezier(x1, y1, x2, y2). x1 and x2 must lie in [0, 1]; every value must
   be finite. CEASING_ERROR_NULL (out NULL), CEASING_ERROR_NOT_FINITE,
   CEASING_ERROR_OUT_OF_RANGE (x1 or x2 outside [0, 1]); *out is written only
   on CEASING_OK. */
CEASING_NODISCARD ceasing_status ceasing_cubic_bezier_init(ceasing_cubic_bezier *out,
                                                           double x1, double y1, double x2, double y2);

/* The curve's output at input progress x. Exactly 0 at 0 and 1 at 1; inside,
   the parameter t with x(t) = x is found to full double precision for every
   x in (0, 1), subnormals included (one certified Newton step from a
   tabulated guess as a rule; a safeguarded solver with double-double
   bisection where dx/dt nearly vanishes; at most 6 + 8 + 200 + 1075 steps,
   see Cost in the overview; no duration-dependent epsilon): the output error
   measured below 8e-15, and kept below about 1e-13 x max(1, |y1|, |y2|)
   where the curve is steep (see Accuracy in the overview). Outside [0, 1] it follows the spec's
   tangent lines, with the end cases as browsers resolve them (Chromium's
   gfx::CubicBezier, Firefox; WPT css/css-easing/cubic-bezier-timing-
   functions-output.html; csswg-drafts #4046):
     x < 0: through P0 and P1 if x1 > 0; else (P1 = P0 or straight above or
            below it) through P0 and P2 if y1 = 0 and x2 > 0; else the
            identity line if y1 = y2 = 0 (cubic-bezier(0, 0, 0, 0)); else 0:
            a control point straight above or below P0 makes the tangent
            vertical, and the extrapolation is flat instead.
     x > 1: through P2 and P3 if x2 < 1; else through P1 and P3 if y2 = 1 and
            x1 < 1; else the identity line if y1 = y2 = 1; else 1 (flat, for
            the vertical tangent).
   Any finite control points work, up to +-DBL_MAX and down to subnormals:
   inside [0, 1], |y1| or |y2| above 2^500 is evaluated in a frame scaled by a
   power of two (nothing overflows; accuracy 1e-13 relative to
   max(|y1|, |y2|), measured 7e-16); outside, the tangent is computed as
   rise * run / (horizontal distance) when the slope alone would overflow or
   be subnormal, and a value beyond the double range saturates to +-DBL_MAX
   (the true value is finite but not representable). +-infinity gives
   +-infinity along a sloped tangent. NaN for a NaN x or a NULL b. */
double ceasing_cubic_bezier_evaluate(const ceasing_cubic_bezier *b, double x);

/* steps(count, position). CEASING_ERROR_NULL (out NULL),
   CEASING_ERROR_OUT_OF_RANGE (position not a ceasing_jump),
   CEASING_ERROR_STEP_COUNT (count < 1, or count < 2 with CEASING_JUMP_NONE). */
CEASING_NODISCARD ceasing_status ceasing_steps_init(ceasing_steps *out, int count, ceasing_jump position);

/* The spec's step algorithm at x; before_flag non-zero sets the before flag
   (which lowers the output at each jump by one step when x * count is an
   integer). Not clamped: outside [0, 1] the staircase continues
   (steps(1, start) is 0 at x = -0.5). NaN for a NaN x or a NULL s. */
double ceasing_steps_evaluate(const ceasing_steps *s, double x, int before_flag);

/* Resolves linear() stops into points with the spec's fix-up: the first
   stop's input defaults to 0 and the last one's to max(1, largest input so
   far); every input is raised to the largest input before it; runs of missing
   inputs are spaced evenly between their neighbours (each the double nearest
   its exact position: -5% .. 100% in thirds gives 0.3 and 0.65, which
   ceasing_format_css writes as 30% and 65%, as browsers do); a stop with two
   inputs becomes two points with the same output.
   Needs stop_count + (stops with two inputs) points, never more than
   2 * stop_count. With points NULL and capacity 0 it only validates and
   stores the count needed in *point_count.
   CEASING_ERROR_NULL           stops or point_count NULL, or points NULL with capacity > 0
   CEASING_ERROR_TOO_FEW_POINTS stop_count < 2
   CEASING_ERROR_NOT_FINITE     an output is not finite, or an input is infinite
   CEASING_ERROR_OUT_OF_RANGE   input_end given without input_start
   CEASING_ERROR_CAPACITY       capacity below the count needed
   Nothing is written on failure. */
CEASING_NODISCARD ceasing_status ceasing_linear_resolve(const ceasing_linear_stop *stops, size_t stop_count,
                                                        ceasing_point *points, size_t capacity,
                                                        size_t *point_count);

/* Validates already-resolved points and stores the pointer (not a copy).
   CEASING_ERROR_NULL (out or points NULL), CEASING_ERROR_TOO_FEW_POINTS
   (count < 2), CEASING_ERROR_NOT_FINITE, CEASING_ERROR_OUT_OF_RANGE (an x
   smaller than the one before it). */
CEASING_NODISCARD ceasing_status ceasing_linear_init(ceasing_linear *out, const ceasing_point *points,
                                                     size_t count);

/* The spec's evaluation: A is the last point with input <= x (the first point
   if none; the one before the last if A is the last), B the next one; equal
   inputs give B's output; otherwise the line through A and B, which
   extrapolates before the first and after the last point (no clamping).
   Exact at every point's input. A binary search of at most
   ceil(log2(count + 1)) steps, then constant work. Finite for every finite x: input differences
   that would overflow (points near +-DBL_MAX) are taken in halves, and a value
   beyond the double range (steep or far extrapolation) saturates to
   +-DBL_MAX. NaN for a NaN x or a NULL l. */
double ceasing_linear_evaluate(const ceasing_linear *l, double x);

/* Builders of a ceasing_easing. Each validates like the functions above
   (CEASING_ERROR_NULL when out is NULL) and writes *out only on CEASING_OK. */
/* CEASING_ERROR_OUT_OF_RANGE if curve is not a ceasing_curve value. */
CEASING_NODISCARD ceasing_status ceasing_easing_init_curve(ceasing_easing *out, ceasing_curve curve);
CEASING_NODISCARD ceasing_status ceasing_easing_init_cubic_bezier(ceasing_easing *out,
                                                                  double x1, double y1, double x2, double y2);
CEASING_NODISCARD ceasing_status ceasing_easing_init_steps(ceasing_easing *out, int count,
                                                           ceasing_jump position);
/* Borrows points like ceasing_linear_init. */
CEASING_NODISCARD ceasing_status ceasing_easing_init_linear(ceasing_easing *out,
                                                            const ceasing_point *points, size_t count);
/* Parametric kinds: CEASING_ERROR_OUT_OF_RANGE for a variant that is not a
   ceasing_variant or a parameter outside its range (see [curves]);
   CEASING_ERROR_NOT_FINITE for a NaN or infinite parameter. */
CEASING_NODISCARD ceasing_status ceasing_easing_init_power(ceasing_easing *out, ceasing_variant variant,
                                                           double exponent);
CEASING_NODISCARD ceasing_status ceasing_easing_init_back(ceasing_easing *out, ceasing_variant variant,
                                                          double overshoot);
CEASING_NODISCARD ceasing_status ceasing_easing_init_elastic(ceasing_easing *out, ceasing_variant variant,
                                                             double amplitude, double period);
/* count >= 0, halflife > 0. */
CEASING_NODISCARD ceasing_status ceasing_easing_init_overshoot(ceasing_easing *out, int count,
                                                               double halflife);
/* halflife > 0; the normalised ceasing_exponential_decelerate. */
CEASING_NODISCARD ceasing_status ceasing_easing_init_exponential_decelerate(ceasing_easing *out,
                                                                            double halflife);

/* The easing's output at x with the before flag unset. NaN for a NULL e, an
   unknown kind or a NaN x. */
double ceasing_easing_evaluate(const ceasing_easing *e, double x);

/* The same with the before flag (it only matters for steps(), step-start and
   step-end; every other kind ignores it). */
double ceasing_easing_evaluate_before(const ceasing_easing *e, double x, int before_flag);

/* A ceasing_function adapter: context points to a const ceasing_easing, so any
   easing can be baked (ceasing_lut_bake) or fitted. Same as
   ceasing_easing_evaluate(context, t). */
double ceasing_evaluate_function(void *context, double t);

/* ==== [parse] CSS easing strings ==== */

/* Grammar (CSS Easing Level 2, <easing-function>):
       linear | ease | ease-in | ease-out | ease-in-out | step-start | step-end
       cubic-bezier(<number [0,1]>, <number>, <number [0,1]>, <number>)
       steps(<integer [1,inf]> [, jump-start | jump-end | jump-none | jump-both | start | end]?)
       linear([<number> && <percentage>{1,2}?]#)     at least 2 stops
   Keywords and function names are ASCII case-insensitive; whitespace (space,
   tab, CR, LF, FF) and comments may surround every token, but not separate a
   function name from its '('. Numbers follow CSS: optional sign, digits with
   an optional fraction or a leading '.', optional exponent (1e-3, .5, +2.5E2);
   "1." and units (0.5s) are rejected. Decimal text is converted with correct
   rounding, and a percentage is converted from its text with the decimal
   point moved, so "33.3%" gives exactly the double nearest 0.333 (dividing
   by 100 would not always; this is what lets every input round-trip
   through ceasing_format_css). No calc(), no CSS escapes. Motion extension: any name that ceasing_curve_from_name
   accepts ("easeOutCubic") parses to that curve (not CSS: ceasing_format_css
   refuses it).

   Results. The 7 keywords give a CEASING_EASING_CURVE (CEASING_CURVE_LINEAR,
   _EASE, ..., _STEP_END); cubic-bezier(), steps() and linear() give the
   matching kind, steps() with start_keyword set when its position was
   written "start". linear() stops are resolved
   exactly as ceasing_linear_resolve does (except that an input of -0% is
   stored as +0) and written to the caller's points, which the easing then
   borrows; length / 2 points always suffice. */

/* Where and why parsing failed. reason is a static string, e.g.
   "expected ')'", "x1 must be in [0, 1]", "steps count must be an integer >= 1",
   "jump-none needs at least 2 steps", "linear() needs at least 2 stops",
   "unknown easing keyword". */
typedef struct ceasing_parse_error {
    size_t position;    /* byte offset into text, <= length */
    const char *reason; /* never NULL after a failure */
} ceasing_parse_error;

/* Parses text[0 .. length) (no NUL needed; nothing past length is read).
   error may be NULL; it is written only on failure.
   CEASING_ERROR_NULL        out NULL, text NULL with length > 0, or points NULL with capacity > 0
   CEASING_ERROR_SYNTAX      malformed text
   CEASING_ERROR_UNKNOWN_NAME unknown keyword or function name
   CEASING_ERROR_OUT_OF_RANGE x1 or x2 of cubic-bezier() outside [0, 1]
   CEASING_ERROR_STEP_COUNT  steps() count < 1, not an integer, above INT_MAX, or < 2 with jump-none
   CEASING_ERROR_TOO_FEW_POINTS linear() with fewer than 2 stops
   CEASING_ERROR_NOT_FINITE  a number too large for a double (1e999)
   CEASING_ERROR_CAPACITY    more linear() points than capacity
   Nothing is written to *out or points on failure. */
CEASING_NODISCARD ceasing_status ceasing_parse_css(const char *text, size_t length, ceasing_easing *out,
                                                   ceasing_point *points, size_t capacity,
                                                   ceasing_parse_error *error);

/* Writes the canonical CSS text of e, NUL-terminated, and stores its length
   (without the NUL) in *length: the computed value as CSSOM serialises it
   (WPT css/css-easing, the syntax tests). The keywords linear, ease, ease-in,
   ease-out and ease-in-out stay keywords; step-start is "steps(1, start)" and
   step-end "steps(1)"; steps() omits the end position ("steps(4)" for end and
   jump-end), writes "start" or "jump-start" as it was written (start_keyword),
   and jump-none and jump-both; linear() writes every resolved point with its
   input ("linear(0 0%, 1 100%)"). Numbers use the fewest significant digits
   that parse back to the same double (0.25, 1e-7, -0), so ceasing_parse_css
   gives back an identical easing, except that step-start and step-end come
   back as the STEPS kind (the same function). With buffer NULL and
   capacity 0 only *length is set.
   CEASING_ERROR_NULL        e or length NULL, or buffer NULL with capacity > 0
   CEASING_ERROR_OUT_OF_RANGE e has no CSS form (a non-CSS named curve, a
                             parametric kind, an unknown kind) or invalid fields
   CEASING_ERROR_CAPACITY    capacity < *length + 1
   Nothing is written on failure. */
CEASING_NODISCARD ceasing_status ceasing_format_css(const ceasing_easing *e, char *buffer, size_t capacity,
                                                    size_t *length);

/* ==== [lut] lookup tables ==== */

/* A baked curve: `resolution` knots at t_i = i / (resolution - 1), each with
   the curve's value and slope, evaluated in O(1) by cubic Hermite
   interpolation. The knots live in caller-owned storage (see
   ceasing_lut_storage_count) that must outlive the table; the fields are
   read-only.

   Baking. The value at knot i is f(t_i) exactly, so the table returns f(0)
   at 0 and f(1) at 1 bit for bit (0.0 and 1.0 for an easing). Slopes are
   second-order one-sided differences of f with step d = min(2^-17, h / 4),
   h = 1 / (resolution - 1): forward at t = 0, backward at t = 1 (f is only
   called on [0, 1]) and the mean of both inside (accurate even where f''
   jumps, as in cubic in-out). Each slope is then limited to 3 x the larger
   secant slope of its two neighbouring intervals, so that a jump (steps())
   or an infinite slope (circular easing at 0) cannot overshoot by much more
   than the jump. Baking calls f at most 173 times per interval: 10 per knot
   for its value and slope (sampled in both passes), 17 probes per interval
   and at most 4 x 34 calls for the error search below; 27 per interval
   where the table's error is rounding or nothing (a flat step of steps()),
   as it is for most curves beyond a few thousand knots (counted by
   test_ceasing_lut_cost.c). The time is that many times f's own: at 65537
   knots 0.03 to 0.15 s for the library's easings (gcc -O2, x86-64), up to
   about 0.5 s for a cubic-bezier() whose evaluations take the safe solver
   (large y control points, x1 = 0 and x2 near 0: at most 14 solver steps
   per evaluation on the worst inputs Tests/C/lut_cost_search.c found; 67
   and 5 to 7 s before issue #28, when each bisected). Baking writes
   nothing until every sample has proved finite; f must be deterministic.

   max_error is a bound on |table(t) - f(t)| over [0, 1], rounding included:
   per interval, 17 probes (s = k/16, the ends one ulp inside the knots so
   that a jump sitting on a knot, such as the 2^-10 step of expo and elastic
   at t = 1, is seen), then the probe peaks within half of the interval's
   largest, largest first, each refined by 32 golden-section steps (which
   find both a smooth maximum and the corner of a kink, as in bounce) while
   it could still raise the bound (refining is taken to gain less than
   1.5 x; at most 4 peaks, none at the rounding level), and the largest
   found raised by 1/32 for what the search may still miss. To that it adds
   the rounding that probes cannot see: the table's own evaluation (a bound
   derived in ceasing_lut.c: a few ulps of the knots' values and slopes) and
   f's, taken as at most 16 ulps of max(|f|, 1) plus 4 ulps of |f'| (every
   curve of the library rounds within 10 and 2), so that max_error is not
   below the error against the exact curve either: 2e-15 to 6e-15 where the
   table is exact up to rounding. For every named curve at 17, 65, 257 and
   1025 knots it lies between 1.03 and 1.04 times the true maximum where that
   exceeds 1e-12, and within 2 x it plus 1e-14 everywhere
   (test_ceasing_lut_bound.c measures the truth by an independent zooming
   search); at 2 to 65537 knots, for every named curve and several CSS and
   parametric easings, it is never below the truth measured against a
   long-double evaluation of the curve (test_ceasing_lut_rounding.c; before
   the rounding was added, easeOutQuad's was 0.91 x it). It is a search, not
   a proof: a feature of f narrower than 1/16 of an interval and away from
   the probes' peaks can escape it. For a named curve, ceasing_lut_bake_curve
   certifies it instead.

   Certified bound (ceasing_lut_bake_curve). The library knows each named
   curve's closed form, piece by piece (split at its kinks, jumps and inOut
   halves), and bounds |table - f| on every piece of every interval by
   interval arithmetic on f's derivatives up to the fourth: f is its cubic
   Hermite interpolant on the piece plus f''''(xi)/24 (t - a)^2 (t - b)^2
   (or, where f'''' is unbounded, its chord plus f''(xi)/2 (t - a)(t - b), or
   at a vertical tangent the ranges of both), and the table minus that
   interpolant is a known cubic. The part of a piece with the most to gain
   is halved until its bound, less what halving cannot remove (the
   enclosures of f at its ends, at the rounding level), is within 1.25 x a
   lower estimate (the largest error seen so far, at first the curve's at
   every interval's quarter points) plus its rounding allowance: at most 256
   parts per piece and 1,024 halvings per table, and a part left whole keeps
   its bound, a looser one. Rounding of the table's and the library's
   evaluation is covered by an allowance of a few ulps (scaled by the slope),
   about 1e-14 to 4e-14. So max_error is never below the true maximum over
   the doubles in [0, 1]; for every named curve at 17, 65, 257 and 1025 knots
   it is 1.00-1.34 x the truth where that exceeds 1e-13, and within 2 x the
   truth plus 4e-14 everywhere (test_ceasing_lut_certified.c measures the
   truth by a dense search against the library's curve). Cost, counted
   (test_ceasing_lut_cost.c): one jet (interval Taylor coefficients of f) over
   each piece of an interval and one at its end, 3 per halving: at most 2
   jets per interval plus 3,200 per table, for every curve and resolution
   (the most found: 42 per interval at 2 knots, 2.003 at 65537); the curve
   itself is evaluated at most 5 times per knot and 3 per interval. Time
   (gcc -O2, x86-64): at most 0.3 ms at 17 knots, 5 ms at 1025, and at
   65537 0.28 s for the cubic-bezier keywords, 0.16 s for AHEasing's back,
   0.14 s or less for the rest (ease-in-out took 230 s before the halving
   stopped at the rounding level, issue #28).

   Outside [0, 1] the table extrapolates linearly along its end slopes (the
   same rule as CSS cubic-bezier() and linear()); infinite t gives the end
   value when that slope is 0, else an infinity; NaN gives NaN.

   Accuracy: max_error as reported (the true maximum is 2-5 % lower):
       curve             resolution  17       65       257      1025
       ease                          6.9e-5   3.1e-7   1.2e-9   4.7e-12   (~h^4)
       easeInOutSine                 2.0e-6   7.8e-9   3.0e-11  1.3e-13   (~h^4)
       easeInOutCubic, easeOutBack   3e-12    7e-13    2e-13    5e-14     (cubics: exact
                                                                           up to slope rounding)
       easeOutBounce                 2.8e-2   1.0e-2   2.8e-3   8.9e-4    (kinks: ~h)
       easeOutCirc                   3.7e-2   1.9e-2   9.7e-3   4.9e-3    (sqrt at 0: ~h^0.5)
       easeOutElastic                4.9e-3   5.0e-4   5.0e-4   5.0e-4    (its 4.9e-4 jump at 1)
       easeOutExpo                   1.0e-3   1.0e-3   1.0e-3   1.0e-3    (its 2^-10 jump at 1)
*/
typedef struct ceasing_lut {
    const double *knots; /* 2 * resolution doubles: value, slope, value, slope, ... */
    size_t resolution;   /* number of knots, >= 2 */
    double max_error;    /* see above */
} ceasing_lut;

/* Doubles of storage that ceasing_lut_bake needs for `resolution` knots:
   2 * resolution, or 0 when resolution < 2 or the product overflows. */
size_t ceasing_lut_storage_count(size_t resolution);

/* Bakes f into storage[0 .. 2 * resolution) and fills *lut.
   CEASING_ERROR_NULL        lut, storage or f is NULL
   CEASING_ERROR_RESOLUTION  resolution < 2
   CEASING_ERROR_CAPACITY    storage_count < ceasing_lut_storage_count(resolution)
   CEASING_ERROR_NOT_FINITE  some sample of f (or a derived slope) is NaN or infinite
   On failure neither *lut nor storage is written. */
CEASING_NODISCARD ceasing_status ceasing_lut_bake(ceasing_lut *lut, double *storage, size_t storage_count,
                                                  size_t resolution, ceasing_function f, void *context);

/* ceasing_lut_bake of a named curve (f = ceasing_curve_evaluate, the same
   knots bit for bit) with a certified max_error: see Certified bound above.
   CEASING_ERROR_OUT_OF_RANGE for a curve outside the enum; otherwise as
   ceasing_lut_bake. On failure neither *lut nor storage is written. */
CEASING_NODISCARD ceasing_status ceasing_lut_bake_curve(ceasing_lut *lut, double *storage, size_t storage_count,
                                                        size_t resolution, ceasing_curve curve);

/* The table's value at t: O(1), no allocation. NaN when lut is NULL or was
   never baked (resolution < 2 or knots NULL). */
double ceasing_lut_evaluate(const ceasing_lut *lut, double t);

/* out[i] = ceasing_lut_evaluate(lut, t[i]) for i < count, bit for bit (two
   values at a time in SIMD lanes where the compiler has GNU vectors, with no
   division and no branch inside (0, 1)). out may be t itself (in-place);
   other overlaps are undefined. With count 0 no pointer is read (any may
   be NULL). */
void ceasing_lut_evaluate_array(const ceasing_lut *lut, const double *t, double *out, size_t count);

/* ==== [fit] adaptive sampling and cubic-Bezier fitting ==== */

/* Both exporters approximate f on [0, 1] within max_error (an absolute bound
   on |approximation(t) - f(t)|) with as few pieces as they can, for CSS
   linear(), keyframe animations or Core Animation timing functions.

   Method. A greedy farthest reach: from the current start, the longest piece
   that stays within the tolerance is found by doubling and then bisection (to
   1/1024 of its length), and the next piece starts where it ends. A piece is
   accepted when its error is at most 0.99 max_error. A Bezier piece's error
   is checked at max(64, 4096 L) evenly spaced points of its length L, with
   every local peak above half the limit refined by golden-section search
   (kinks, as in bounce, hide their peak between checks). A linear() chord is
   checked at the multiples of 2^-11 inside it (or, for a chord shorter than
   2^-6, of the largest power of two giving at least 32 points); between two
   consecutive points its error is bounded by the larger error at the two
   plus twice the larger distance of f at either point from the line through
   its two neighbours (that bound holds for a jump or a kink between the
   points and is 8 times too large for a smooth curve), and a cell whose
   bound exceeds the limit is halved, one sample of f at its middle, until it
   holds (or a sample exceeds the limit, or 256 halvings are spent: no fit).
   f at the multiples of 2^-11 is kept for the whole call (both passes), so
   the many chords tried from one start read each point once. Both checks
   are dense, not proofs: a feature narrower than the check spacing can hide
   (test_ceasing_linear_adversarial.c compares every result with the curve
   densely, for steps(), linear() kinks and jumps, cubic-bezier() extremes,
   elastic, bounce, springs and spikes 4 to 8 grid spacings wide).
   Pieces start and end on the curve, so f(0) and f(1) are reproduced
   exactly. No recursion; every search is bounded.

   Discontinuities. When bisection closes in on a point where f changes by
   more than max_error between adjacent doubles, it is a jump at J: the
   linear sampler emits (J, f(J-)) and (J, f(J)) (two points with the same x,
   which CSS linear() reads as a jump, f(J) winning at J; f(J-) is f at the
   double below J), and the Bezier fitter ends a piece at the double below J
   and adds a straight piece from there to J, so that pieces always chain
   (segments[i].p3 == segments[i + 1].p0).

   Work and failure. f is called a few hundred times per linear() piece and
   up to about 10^5 times per Bezier piece (the least-squares fit): for the
   curves of the table below at most 760 and 107,000 (counted by
   test_ceasing_claims.c, which checks 1,000 and 120,000). Both run
   twice (count, then write) so that nothing is written on failure (the
   linear() write pass reads its grid points from the first pass); f must be
   deterministic. ceasing_sample_linear keeps 2,049 doubles (16 KiB) on the
   stack. points / segments may be NULL with capacity 0: then only
   *count is set (how many the call needs).
   CEASING_ERROR_NULL        f or count NULL, or the array NULL with capacity > 0
   CEASING_ERROR_NOT_FINITE  max_error NaN or infinite, or f not finite somewhere it was sampled
   CEASING_ERROR_OUT_OF_RANGE max_error < 1e-12 (below that, rounding in f decides)
   CEASING_ERROR_CAPACITY    more pieces needed than capacity
   CEASING_ERROR_NOT_CONVERGED the export needs more than 2^24 samples of f
                             (a curve too rough for max_error, e.g. noise)
   The time taken grows with the number of pieces (about 1 / sqrt(max_error)
   for linear(), far fewer for Bezier); the 2^24-sample cap bounds every call,
   the query form (capacity 0) included.

   Figures: linear() points / Bezier pieces needed (this implementation;
   the C tests check every result densely against the tolerance):
       curve            max_error 1e-2      1e-3       1e-4
       ease                          8 / 1     23 / 1     69 / 1
       easeInOutSine                 8 / 1     20 / 1     62 / 2
       easeInOutCubic               10 / 1     28 / 2     84 / 2
       easeOutBack                   9 / 1     26 / 1     78 / 1
       easeOutCirc                  10 / 1     30 / 2     94 / 4
       easeOutExpo                   8 / 2     23 / 2     71 / 3
       easeOutBounce                16 / 4     45 / 5    142 / 7
       easeOutElastic               17 / 4     52 / 6    163 / 9
   The smallest uniform sampling meeting 1e-3 needs 40 points for ease and
   217 for easeOutElastic (and one point fewer does not). Cost is counted,
   not timed: see Work above (Benchmarks/ has the timings).
*/

/* Piecewise-linear sampling: points[0] = (0, f(0)), points[count - 1] = (1, f(1)),
   x non-decreasing (equal only at a jump), ready for CSS linear() (see
   ceasing_easing_init_linear and ceasing_format_css). */
CEASING_NODISCARD ceasing_status ceasing_sample_linear(ceasing_function f, void *context, double max_error,
                                                       ceasing_point *points, size_t capacity, size_t *count);

/* One cubic Bezier piece of a curve in absolute coordinates: x is time in
   [0, 1], y the curve's value. p0 and p3 lie on the curve; x(s) is monotone
   (p1.x and p2.x lie within [p0.x, p3.x]) for pieces from ceasing_fit_bezier. */
typedef struct ceasing_bezier_segment {
    ceasing_point p0, p1, p2, p3;
} ceasing_bezier_segment;

/* A piece as a keyframe timing function: the piece runs from value p0.y to
   p3.y over times p0.x to p3.x along cubic-bezier(x1, y1, x2, y2) with
   x1 = (p1.x - p0.x) / (p3.x - p0.x), y1 = (p1.y - p0.y) / (p3.y - p0.y), and so
   on. A flat piece (p0.y == p1.y == p2.y == p3.y) gets cubic-bezier(0, 0, 1, 1),
   any timing being right for a constant. FCAnimationFactory divides by
   p3.y - p0.y here and gets NaN for such pieces.
   CEASING_ERROR_NULL        segment or out NULL
   CEASING_ERROR_OUT_OF_RANGE zero duration, p3.y == p0.y without being flat
                             (the value returns: no timing function exists),
                             x1 or x2 outside [0, 1], or a non-finite result
   *out is written only on CEASING_OK. */
CEASING_NODISCARD ceasing_status ceasing_bezier_segment_timing(const ceasing_bezier_segment *segment,
                                                               ceasing_cubic_bezier *out);

/* Adaptive piecewise cubic-Bezier fit (see the method above). Each piece takes
   its end tangents from one-sided second-order differences of f inside the
   piece and chooses its two handle lengths (along those tangents, within the
   piece) as the best, by maximum error, of the Hermite 1/3 rule, the
   FCAnimationFactory midpoint rule and a Levenberg-Marquardt least-squares
   fit. Every piece has a valid timing function (ceasing_bezier_segment_timing
   succeeds, with |y1|, |y2| <= 1000): pieces whose value returns to where it
   started are split. */
CEASING_NODISCARD ceasing_status ceasing_fit_bezier(ceasing_function f, void *context, double max_error,
                                                    ceasing_bezier_segment *segments, size_t capacity,
                                                    size_t *count);

/* FCAnimationFactory's fit (fc_bezier_interpolation) on segment_count equal
   pieces of [0, 1], in double precision: end tangents
   atan2(-1.5 f(x1) + 2 f(x1 + h) - 0.5 f(x1 + 2h), h) with h = sqrt(FLT_EPSILON)
   (mirrored at x2), handle lengths chosen so that the curve passes through
   (x_m, f(x_m)) at s = 1/2. Where FC divides by zero (parallel tangents) the
   handles are 0 if the midpoint already lies on the chord (FC's limit, e.g. a
   straight line) and the Hermite 1/3 rule otherwise. Pieces are not checked:
   ceasing_bezier_segment_timing reports those without a valid timing function.
   With more than 1448 pieces FC's stencil (x1 + 2h) reaches past a piece,
   and past t = 1 for the last one. If max_error is not NULL it receives the largest |piece - f| found at 64
   points per piece.
   CEASING_ERROR_NULL (f or segments NULL), CEASING_ERROR_OUT_OF_RANGE
   (segment_count 0), CEASING_ERROR_CAPACITY (capacity < segment_count),
   CEASING_ERROR_NOT_FINITE (a sample of f). Nothing is written on failure. */
CEASING_NODISCARD ceasing_status ceasing_fit_bezier_uniform(ceasing_function f, void *context,
                                                            size_t segment_count,
                                                            ceasing_bezier_segment *segments, size_t capacity,
                                                            double *max_error);

#ifdef __cplusplus
}
#endif

#endif /* CEASING_H */
