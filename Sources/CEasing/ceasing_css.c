/* ceasing_css.c - CSS Easing Level 2: cubic-bezier(), steps(), linear(), and
   the tagged ceasing_easing. */
#include "ceasing.h"
#include "ceasing_fp.h"
#include "ceasing_spacing.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <string.h>

/* Counts solver and search steps where a test defines it and includes this
   file (Tests/C/test_ceasing_css_cost.c); nothing otherwise. The counters:
   fast_step, safe_newton, safe_bracketed, safe_bisection, linear_search. */
#ifndef CEASING_CSS_COUNT
#define CEASING_CSS_COUNT(counter) ((void)0)
#endif

static int is_finite(double v) {
    return v >= -DBL_MAX && v <= DBL_MAX;
}

/* ---- cubic-bezier() ---- */

/* Control y values above this magnitude are evaluated in a rescaled frame
   (y / 2^e with max(|y1|, |y2|) / 2^e in [1/2, 1)): 3 y and the y
   coefficients would overflow near DBL_MAX. */
#define BEZIER_Y_HUGE 0x1p500

static int bezier_y_exponent(double y1, double y2) {
    double m = fmax(fabs(y1), fabs(y2));
    return m > BEZIER_Y_HUGE ? ilogb(m) + 1 : 0;
}

static double saturate(double v) {
    return v > DBL_MAX ? DBL_MAX : v < -DBL_MAX ? -DBL_MAX : v;
}

/* a * b / c (finite, c > 0) with no intermediate overflow or underflow: the
   mantissas multiply and divide in [1/4, 2], the exponents add. Within
   1.5 ulp; results beyond the double range saturate to +-DBL_MAX. */
static double product_quotient(double a, double b, double c) {
    int ea, eb, ec;
    double ma = frexp(a, &ea), mb = frexp(b, &eb), mc = frexp(c, &ec);
    return saturate(ldexp(ma * mb / mc, ea + eb - ec));
}

/* The tangent line's offset (numerator / denominator) * run from its end
   point, run != 0 and denominator > 0: the plain quotient-times-run when the
   slope is a normal double and the product finite; otherwise (a slope that
   overflows or is subnormal: y near DBL_MAX, x near 0) the careful
   product_quotient. +-infinity for an infinite run; saturated to +-DBL_MAX
   where the true offset leaves the double range. */
static double tangent_offset(double numerator, double denominator, double run) {
    double slope = numerator / denominator, offset;
    if (!is_finite(run)) return (numerator > 0.0) == (run > 0.0) ? HUGE_VAL : -HUGE_VAL;
    if (isnormal(slope)) {
        offset = slope * run;
        if (is_finite(offset)) return offset;
    }
    return product_quotient(numerator, run, denominator);
}

/* x(t) and y(t) in Bernstein form, 3 s t (s p1 + t p2) + t^3 with s = 1 - t,
   and the complement 1 - x(t) = s^3 + 3 s t (s (1 - p1) + t (1 - p2)). For
   x1, x2 in [0, 1] every term is non-negative, so both are accurate to a few
   ulps relative: x(t) near 0 and 1 - x(t) near 1 lose nothing to cancellation. */
static double bernstein(double p1, double p2, double t) {
    double s = 1.0 - t;
    return 3.0 * s * t * (s * p1 + t * p2) + t * t * t;
}

static double bernstein_complement(double p1, double p2, double t) {
    double s = 1.0 - t;
    return s * s * s + 3.0 * s * t * (s * (1.0 - p1) + t * (1.0 - p2));
}

/* x(t) - x, from whichever end is nearer; increasing in t. */
static double bezier_residual(const ceasing_cubic_bezier *b, double x, double t) {
    if (x <= 0.5) return bernstein(b->x1, b->x2, t) - x;
    return (1.0 - x) - bernstein_complement(b->x1, b->x2, t);
}

static double bezier_dx(const ceasing_cubic_bezier *b, double t) {
    return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx;
}

/* ---- double-double arithmetic, for the rare ill-conditioned solve ---- */

typedef struct {
    double hi, lo;
} dd_number;

static dd_number dd_two_sum(double a, double b) {
    dd_number r;
    double bb;
    r.hi = a + b;
    bb = r.hi - a;
    r.lo = (a - (r.hi - bb)) + (b - bb);
    return r;
}

static dd_number dd_quick_two_sum(double a, double b) { /* |a| >= |b| */
    dd_number r;
    r.hi = a + b;
    r.lo = b - (r.hi - a);
    return r;
}

static void dd_split(double a, double *high, double *low) {
    double c = 134217729.0 * a; /* 2^27 + 1 */
    *high = c - (c - a);
    *low = a - *high;
}

static dd_number dd_two_prod(double a, double b) {
    dd_number r;
    double ah, al, bh, bl;
    r.hi = a * b;
    dd_split(a, &ah, &al);
    dd_split(b, &bh, &bl);
    r.lo = ((ah * bh - r.hi) + ah * bl + al * bh) + al * bl;
    return r;
}

static dd_number dd_add(dd_number a, dd_number b) {
    dd_number s = dd_two_sum(a.hi, b.hi);
    return dd_quick_two_sum(s.hi, s.lo + (a.lo + b.lo));
}

static dd_number dd_mul(dd_number a, dd_number b) {
    dd_number p = dd_two_prod(a.hi, b.hi);
    return dd_quick_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

static dd_number dd_from(double a) {
    dd_number r;
    r.hi = a;
    r.lo = 0.0;
    return r;
}

/* x(t) - x to about 1e-32: the Bernstein form in double-double. Below
   x = 2^-500 it is computed in units of 2^-600 (all scalings exact), so that
   t^3 and the products' low parts stay normal: x = 2^-1074 on x(t) = t^3 has
   its root at t = 2^-358. */
static double dd_residual_sign(const ceasing_cubic_bezier *b, double x, double t) {
    double scale = x < 0x1p-500 ? 0x1p600 : 1.0;
    dd_number td = dd_from(t), s = dd_two_sum(1.0, -t);
    dd_number st3 = dd_mul(dd_mul(s, td), dd_from(3.0 * scale));
    dd_number inner = dd_add(dd_mul(s, dd_from(b->x1)), dd_mul(td, dd_from(b->x2)));
    dd_number value = dd_add(dd_mul(st3, inner), dd_mul(dd_mul(td, td), dd_from(t * scale)));
    value = dd_add(value, dd_from(-x * scale));
    return value.hi != 0.0 ? value.hi : value.lo;
}

/* The t in [0, 1] with x(t) = x, for x in (0, 1). x(t) is non-decreasing on
   [0, 1] because x1 and x2 lie in [0, 1]. Newton steps are kept inside a
   bracket [lo, hi] around the root and replaced by bisection whenever they
   would leave it, so the loop converges even where dx/dt vanishes; it stops
   when a step moves t by at most 2 ulp, or when the bracket is two adjacent
   doubles. The residual is accurate to about 1e-16 * min(x, 1 - x); if that
   could still move y by more than about 1e-13 (dx/dt nearly 0 inside the
   interval, a vertical tangent of y(x)), t is recomputed by bisection on the
   sign of a double-double residual. */
#define BEZIER_BISECTION_LIMIT 1100

static double bezier_solve_t(const ceasing_cubic_bezier *b, double x) {
    double lo = 0.0, hi = 1.0, t = x, slope, error, y_slope;
    int i;
    /* Fast path: plain Newton from t = x. Once |x(t) − x| ≤ 1e-9 one more
       step lands within a few ulp (quadratic convergence), which a last
       residual confirms; most inputs take three to five steps. Anything
       else falls through to the bracketed solver below. */
    for (i = 0; i < 8; i++) {
        double f = bezier_residual(b, x, t), d = bezier_dx(b, t), next;
        CEASING_CSS_COUNT(safe_newton);
        if (!(d > 1e-6)) break;
        next = t - f / d;
        if (!(next >= 0.0 && next <= 1.0)) break;
        if (fabs(f) <= 1e-9) {
            /* Accept only if the last step really converged (not the slow,
               linear convergence near a flat dx/dt). */
            if (fabs(bezier_residual(b, x, next)) <= 4.0 * DBL_EPSILON) {
                t = next;
                goto accuracy_check;
            }
            break;
        }
        t = next;
    }
    t = x;
    for (i = 0; i < 200; i++) {
        double f = bezier_residual(b, x, t);
        double next;
        CEASING_CSS_COUNT(safe_bracketed);
        if (f == 0.0) break;
        if (f < 0.0) {
            lo = t;
        } else {
            hi = t;
        }
        next = t - f / bezier_dx(b, t);
        if (!(next > lo && next < hi)) {
            next = lo + 0.5 * (hi - lo);
            if (!(next > lo && next < hi)) {
                t = fabs(bezier_residual(b, x, lo)) <= fabs(bezier_residual(b, x, hi)) ? lo : hi;
                break;
            }
        }
        if (fabs(next - t) <= 2.0 * DBL_EPSILON * next) {
            t = next;
            break;
        }
        t = next;
    }
    /* 200 steps without converging: Newton crawling towards a root where
       dx/dt vanishes (x(t) = t^3 at x = 1e-300 gains a factor 2/3 per step). */
    if (i == 200) goto bisection;
accuracy_check:
    slope = fabs(bezier_dx(b, t));
    error = 8.0 * DBL_EPSILON * (x <= 0.5 ? x : 1.0 - x);
    /* |dy/dt| at the root: at t, plus its largest change over t's error
       (error / slope); not the whole curve's bound, which a steep part
       elsewhere would make fail everywhere. */
    y_slope = fabs((3.0 * b->ay * t + 2.0 * b->by) * t + b->cy) +
              (2.0 * fabs(b->by) + 6.0 * fabs(b->ay)) * (error / slope);
    /* The target: 1e-13 of the curve's scale, max(1, |y1|, |y2|) (in units
       of 2^e for huge y), which the doubles near y can resolve. */
    if (error * y_slope <= 1e-13 * fmax(1.0, fmax(fabs(b->cy), fabs(b->by + 2.0 * b->cy)) / 3.0) * slope) return t;
    {
        /* Converged but ill-conditioned (huge y, or dx/dt small): the root
           lies within about error / slope of t. Bisect from a bracket four
           times that wide once the double-double residual confirms its
           signs, rather than from [0, 1]: the same adjacent pair at the end,
           in a few steps instead of 50 or more. */
        double width = 4.0 * error / slope + 4.0 * DBL_EPSILON * t;
        double a = t - width, c = t + width;
        CEASING_CSS_COUNT(safe_bisection);
        CEASING_CSS_COUNT(safe_bisection);
        if (a > 0.0 && c < 1.0 && dd_residual_sign(b, x, a) < 0.0 && dd_residual_sign(b, x, c) >= 0.0) {
            lo = a;
            hi = c;
            goto bisect;
        }
    }
bisection:
    lo = 0.0;
    hi = 1.0;
bisect:
    /* Halving [0, 1] reaches adjacent doubles within 1075 steps (the bound
       holds even if lo never moves and hi falls to the smallest subnormal);
       a narrower bracket, sooner. */
    for (i = 0; i < BEZIER_BISECTION_LIMIT; i++) {
        double mid = lo + 0.5 * (hi - lo);
        if (!(mid > lo && mid < hi)) break;
        CEASING_CSS_COUNT(safe_bisection);
        if (dd_residual_sign(b, x, mid) < 0.0) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return fabs(dd_residual_sign(b, x, lo)) <= fabs(dd_residual_sign(b, x, hi)) ? lo : hi;
}

/* ---- the fast solver ---- */

/* Out of the fast path's way: the rarely taken paths are not inlined into
   it, so that it needs no stack frame. */
#if defined(__GNUC__) || defined(__clang__)
#define BEZIER_RARE __attribute__((noinline, cold))
#else
#define BEZIER_RARE
#endif

/* solver_half[m][...]: m = 0 for x <= 1/2; m = 1 for x > 1/2, in the frame
   mirrored through (1/2, 1/2): x~ = 1 - x, t~ = 1 - t, the curve with control
   points (1 - x2, 1 - y2), (1 - x1, 1 - y1). There x~ <= 1/2 as well, so the
   plain Bernstein residual keeps its relative accuracy in both halves.
   HALF_OFFSET + HALF_SIGN v maps v to the frame and back (v, or 1 - v, both
   exact). HALF_CURVATURE is 2^55 max |x''| on [0, 1], HALF_BOUND2 and HALF_BOUND3
   the constants of a Halley step's error bound, HALF_CONDITIONING that of
   bezier_solve_t's conditioning test; from HALF_GUESS on, per interval of the
   starting guess, its 6 coefficients and 2^55 max |x''| near it. */
enum {
    HALF_OFFSET, HALF_SIGN, HALF_X1, HALF_X2, HALF_Y1, HALF_Y2, HALF_DX_A, HALF_DX_B, HALF_DX_C,
    HALF_CURVATURE, HALF_BOUND2, HALF_BOUND3, HALF_CONDITIONING, HALF_GUESS
};

#define GUESS_N CEASING_BEZIER_GUESS_INTERVALS
#define GUESS_HALF (GUESS_N / 2)
#define GUESS_DEGREE 5
/* per interval: the coefficients, the interval's curvature bound and its start */
#define GUESS_STRIDE 8
enum { GUESS_CURVATURE = GUESS_DEGREE + 1, GUESS_START };

/* The header's table size matches the layout above. */
typedef char bezier_table_fits[sizeof(((ceasing_cubic_bezier *)0)->solver_half[0]) ==
                                       sizeof(double) * (HALF_GUESS + GUESS_STRIDE * (GUESS_HALF + 1))
                                   ? 1
                                   : -1];

/* The Bernstein sum 3 s^2 t p1 + 3 s t^2 p2 + t^3 (s = 1 - t) from P = 3p, in
   8 operations: t (s (s P1) + t (s P2 + t)). For x control points in [0, 1]
   every term is non-negative, so x(t) near 0 keeps its relative accuracy. */
static double bernstein3(double three_p1, double three_p2, double t) {
    double s = 1.0 - t;
    return t * (s * (s * three_p1) + t * (s * three_p2 + t));
}

/* GCC's vectorizer fuses the table's paired additions and subtractions
   into a multiply-add (fmaddsub) even with contraction off by the pragma of
   ceasing_fp.h, which made init's tables differ under -march=native; the
   init does not need it. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off", "no-tree-vectorize")
#endif
ceasing_status ceasing_cubic_bezier_init(ceasing_cubic_bezier *out, double x1, double y1, double x2, double y2) {
    ceasing_cubic_bezier b;
    double knots[GUESS_N + 1], slopes[GUESS_N + 1], bends[GUESS_N + 1];
    double sy1, sy2, unit_end, curvature, conditioning;
    int m, i, e;
    if (out == NULL) return CEASING_ERROR_NULL;
    if (!is_finite(x1) || !is_finite(y1) || !is_finite(x2) || !is_finite(y2)) return CEASING_ERROR_NOT_FINITE;
    if (x1 < 0.0 || x1 > 1.0 || x2 < 0.0 || x2 > 1.0) return CEASING_ERROR_OUT_OF_RANGE;
    memset(&b, 0, sizeof b);
    b.x1 = x1;
    b.y1 = y1;
    b.x2 = x2;
    b.y2 = y2;
    b.cx = 3.0 * x1;
    b.bx = 3.0 * (x2 - x1) - b.cx;
    b.ax = 1.0 - b.cx - b.bx;
    /* The y coefficients in units of 2^e (e = 0 unless |y1| or |y2| > 2^500). */
    e = bezier_y_exponent(y1, y2);
    sy1 = ldexp(y1, -e);
    sy2 = ldexp(y2, -e);
    unit_end = ldexp(1.0, -e);
    b.cy = 3.0 * sy1;
    b.by = 3.0 * (sy2 - sy1) - b.cy;
    b.ay = unit_end - b.cy - b.by;
    b.solver_special = e != 0 || (x1 == y1 && x2 == y2);
    /* max |x''(t)| on [0, 1] (x'' is linear; the same in both frames) */
    curvature = fmax(fabs(2.0 * b.bx), fabs(6.0 * b.ax + 2.0 * b.bx));
    /* bezier_solve_t's conditioning test, 8 eps x (max |y'|) <= 1e-13 |x'(t)|,
       as x * conditioning <= x'(t). */
    conditioning = 8.0 * DBL_EPSILON * 1e13 * (fabs(b.cy) + 2.0 * fabs(b.by) + 3.0 * fabs(b.ay));
    /* t at the knots x = i h (solved by bezier_solve_t), the slopes h dt/dx
       and the bends h^2 d^2t/dx^2 = -h^2 x''/x'^3. The slopes are limited like
       ceasing_lut's to 3 times the larger neighbouring secant, and a limited
       slope gets no bend, so that a vertical tangent of t(x) cannot throw the
       guess far off. */
    for (i = 0; i <= GUESS_N; i++) {
        knots[i] = i == 0 ? 0.0 : i == GUESS_N ? 1.0 : bezier_solve_t(&b, (double)i / GUESS_N);
    }
    for (i = 0; i <= GUESS_N; i++) {
        double t = knots[i], dx = bezier_dx(&b, t), slope, bend;
        double left = i > 0 ? t - knots[i - 1] : 0.0;
        double right = i < GUESS_N ? knots[i + 1] - t : 0.0;
        double bound = 3.0 * fmax(left, right); /* in units of h */
        slope = dx > 0.0 ? 1.0 / (dx * GUESS_N) : bound;
        bend = -(6.0 * b.ax * t + 2.0 * b.bx) * slope * slope * slope * GUESS_N;
        if (!(slope < bound)) {
            slope = bound;
            bend = 0.0;
        }
        slopes[i] = slope;
        bends[i] = fabs(bend) <= 2.0 * bound ? bend : 0.0;
    }
    for (m = 0; m < 2; m++) {
        double *h = b.solver_half[m];
        double p1 = m ? 1.0 - x2 : x1, p2 = m ? 1.0 - x1 : x2;
        double c = 3.0 * p1, bb = 3.0 * (p2 - p1) - c, a = 1.0 - c - bb;
        h[HALF_OFFSET] = m ? 1.0 : 0.0;
        h[HALF_SIGN] = m ? -1.0 : 1.0;
        h[HALF_X1] = 3.0 * p1;
        h[HALF_X2] = 3.0 * p2;
        h[HALF_Y1] = 3.0 * (m ? unit_end - sy2 : sy1); /* unused when e != 0 */
        h[HALF_Y2] = 3.0 * (m ? unit_end - sy1 : sy2);
        h[HALF_DX_A] = 3.0 * a; /* dx/dt = (3a t + 2b) t + c */
        h[HALF_DX_B] = 2.0 * bb;
        h[HALF_DX_C] = c;
        h[HALF_CURVATURE] = 0x1p55 * curvature; /* exact */
        h[HALF_BOUND2] = 0.25 * curvature * curvature; /* (max |x''| / 2)^2 */
        h[HALF_BOUND3] = fabs(a);                      /* |x'''| / 6 */
        h[HALF_CONDITIONING] = conditioning;
        /* The guess on x~ in [i h, (i + 1) h]: t~ = c0 + v (c1 + ... + v c5)
           with v = x~ - i h, the quintic Hermite polynomial through the
           knots' t~, h dt~/dx~ = h dt/dx and h^2 d^2t~/dx~^2 = -h^2 d^2t/dx^2
           (its coefficients in s = v / h divided by h^k); the interval
           after the last starts at x~ = 1/2. */
        for (i = 0; i <= GUESS_HALF; i++) {
            double *g = h + HALF_GUESS + GUESS_STRIDE * i;
            int k0 = m ? GUESS_N - i : i, k1 = m ? k0 - 1 : k0 + 1;
            double t0 = m ? 1.0 - knots[k0] : knots[k0], m0 = slopes[k0], a0 = m ? -bends[k0] : bends[k0];
            g[GUESS_START] = (double)i / GUESS_N;
            g[0] = t0;
            g[1] = m0;
            g[2] = 0.5 * a0;
            if (i < GUESS_HALF) {
                double t1 = m ? 1.0 - knots[k1] : knots[k1], m1 = slopes[k1], a1 = m ? -bends[k1] : bends[k1];
                double d = t1 - t0;
                g[3] = 10.0 * d - 6.0 * m0 - 4.0 * m1 - 0.5 * (3.0 * a0 - a1);
                g[4] = -15.0 * d + 8.0 * m0 + 7.0 * m1 + 0.5 * (3.0 * a0 - 2.0 * a1);
                g[5] = 6.0 * d - 3.0 * m0 - 3.0 * m1 - 0.5 * (a0 - a1);
                /* 2^55 max |x''| within one interval's width of the
                   interval's t range (x'' is linear in t) */
                {
                    double lo = fmax(0.0, fmin(t0, t1) - fabs(d)), hi = fmin(1.0, fmax(t0, t1) + fabs(d));
                    g[GUESS_CURVATURE] = 0x1p55 * fmax(fabs(2.0 * h[HALF_DX_A] * lo + h[HALF_DX_B]),
                                                       fabs(2.0 * h[HALF_DX_A] * hi + h[HALF_DX_B]));
                }
            } else {
                g[GUESS_CURVATURE] = h[HALF_CURVATURE];
            }
            {
                int k;
                double scale = 1.0;
                for (k = 1; k <= GUESS_DEGREE; k++) {
                    scale *= GUESS_N;
                    g[k] *= scale;
                }
            }
        }
    }
    *out = b;
    return CEASING_OK;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

/* The slow, safe path: any x in (0, 1). */
static BEZIER_RARE double bezier_evaluate_slow(const ceasing_cubic_bezier *b, double x) {
    double t = bezier_solve_t(b, x);
    if (t <= 0.5) return bernstein(b->y1, b->y2, t);
    return 1.0 - bernstein_complement(b->y1, b->y2, t);
}

/* |y1| or |y2| above 2^500: y(t) = 2^e (3 s t (s y1' + t y2')) + t^3 with
   y' = y / 2^e below 1, so that nothing overflows on the way to |y(t)| <=
   0.75 max(|y1|, |y2|) + 1. t comes from the safe solver, whose accuracy test
   works in the same units (relative to max(|y1|, |y2|)). */
static double bezier_evaluate_huge(const ceasing_cubic_bezier *b, double x, int e) {
    double t = bezier_solve_t(b, x), s = 1.0 - t;
    double inner = s * ldexp(b->y1, -e) + t * ldexp(b->y2, -e);
    return ldexp(3.0 * s * t * inner, e) + t * t * t;
}

/* bezier_evaluate_fast's steps after the first, where its Newton step did
   not certify convergence: Halley steps on the same residual,
   d = 2 f f' / (2 f'^2 - f f''), whose error after a step d is about
   (f''^2 / (4 f'^2) + |f'''| / (6 f')) |d|^3 at most for the cubic f; t~ is
   accepted once that, with max |f''| for f'', is below 2^-56 t~. At most
   five, then the slow path. */
static BEZIER_RARE double bezier_evaluate_more(const ceasing_cubic_bezier *b, double x, double t) {
    const double *h = b->solver_half[x > 0.5];
    double xm = h[HALF_OFFSET] + h[HALF_SIGN] * x, slope;
    int k;
    for (k = 1;; k++) {
        double f = bernstein3(h[HALF_X1], h[HALF_X2], t) - xm;
        double at = h[HALF_DX_A] * t, bend, delta, size;
        CEASING_CSS_COUNT(fast_step);
        slope = (at + h[HALF_DX_B]) * t + h[HALF_DX_C];
        bend = (at + at) + h[HALF_DX_B];
        delta = (2.0 * f) * slope / ((2.0 * slope) * slope - f * bend);
        t -= delta;
        size = fabs(delta);
        if ((h[HALF_BOUND2] + h[HALF_BOUND3] * slope) * (size * size * size) <= (0x1p-56 * slope) * slope * t) break;
        if (k == 5) return bezier_evaluate_slow(b, x);
    }
    if (!(xm * h[HALF_CONDITIONING] <= slope)) return bezier_evaluate_slow(b, x);
    return h[HALF_OFFSET] + h[HALF_SIGN] * bernstein3(h[HALF_Y1], h[HALF_Y2], t);
}

/* x in (0, 1), not special. In the half frame (x~ = x, or 1 - x mirrored), a
   quintic guess t~ from the table (typically within 1e-9 to 1e-11 of the
   root), then a Newton step on the Bernstein residual f = x~(t~) - x~. The
   error after a step d is at most about max |x''| d^2 / (2 x'(t~)); t~ is
   accepted if that is below 2^-56 t~ (a relative bound, which also rules out
   t~ < 0 where x' > 0). Otherwise bezier_evaluate_more takes over; a t whose
   y could still be off by more than 1e-13 because dx/dt nearly vanishes
   (bezier_solve_t's conditioning test, which also requires x' > 0) takes the
   slow path. */
static double bezier_evaluate_fast(const ceasing_cubic_bezier *b, double x, double xm) {
    const double *h = b->solver_half[x > 0.5];
    const double *g = h + HALF_GUESS + GUESS_STRIDE * (long)(xm * GUESS_N);
    double v = xm - g[GUESS_START], t, slope, delta;
    t = g[0] + v * (g[1] + v * (g[2] + v * (g[3] + v * (g[4] + v * g[5]))));
    CEASING_CSS_COUNT(fast_step);
    slope = (h[HALF_DX_A] * t + h[HALF_DX_B]) * t + h[HALF_DX_C];
    delta = (bernstein3(h[HALF_X1], h[HALF_X2], t) - xm) / slope;
    t -= delta;
    if (!(g[GUESS_CURVATURE] * delta * delta <= slope * t)) return bezier_evaluate_more(b, x, t);
    if (!(xm * h[HALF_CONDITIONING] <= slope)) return bezier_evaluate_slow(b, x);
    return h[HALF_OFFSET] + h[HALF_SIGN] * bernstein3(h[HALF_Y1], h[HALF_Y2], t);
}

/* Everything but the fast path: NULL, NaN, x outside (0, 1), and the curves
   init marks special, the identity line (exactly x) and huge y. */
static BEZIER_RARE double bezier_evaluate_other(const ceasing_cubic_bezier *b, double x) {
    if (b == NULL || x != x) return NAN;
    if (x > 0.0 && x < 1.0) {
        int e;
        if (b->x1 == b->y1 && b->x2 == b->y2) return x; /* the identity line */
        e = bezier_y_exponent(b->y1, b->y2);
        if (e != 0) return bezier_evaluate_huge(b, x, e);
        return bezier_evaluate_slow(b, x);
    }
    if (x == 0.0) return 0.0;
    if (x == 1.0) return 1.0;
    /* Outside [0, 1]: the end tangents, chosen as Chromium (gfx::CubicBezier)
       and Firefox do and WPT css/css-easing/cubic-bezier-timing-functions-
       output.html expects (csswg-drafts #4046): through the nearer control
       point; through the farther one when the nearer coincides with the end;
       the identity when both do; flat when a control point sits straight
       above or below the end (an infinite tangent). */
    if (x < 0.0) {
        if (b->x1 > 0.0) {
            if (b->y1 == 0.0) return 0.0;
            return tangent_offset(b->y1, b->x1, x);
        }
        if (b->y1 == 0.0 && b->x2 > 0.0) {
            if (b->y2 == 0.0) return 0.0;
            return tangent_offset(b->y2, b->x2, x);
        }
        if (b->y1 == 0.0 && b->y2 == 0.0) return x; /* cubic-bezier(0, 0, 0, 0) */
        return 0.0;
    }
    if (b->x2 < 1.0) {
        if (b->y2 == 1.0) return 1.0;
        return 1.0 + tangent_offset(1.0 - b->y2, 1.0 - b->x2, x - 1.0);
    }
    if (b->y2 == 1.0 && b->x1 < 1.0) {
        if (b->y1 == 1.0) return 1.0;
        return 1.0 + tangent_offset(1.0 - b->y1, 1.0 - b->x1, x - 1.0);
    }
    if (b->y2 == 1.0 && b->y1 == 1.0) return x; /* cubic-bezier(1, 1, 1, 1) */
    return 1.0;
}

static double bezier_evaluate(const ceasing_cubic_bezier *b, double x) {
    /* min(x, 1 - x): the input in its half frame, positive exactly for x in
       (0, 1) (NaN stays NaN) */
    double xm = x < 1.0 - x ? x : 1.0 - x;
    if (b != NULL && xm > 0.0 && !b->solver_special) return bezier_evaluate_fast(b, x, xm);
    return bezier_evaluate_other(b, x);
}

double ceasing_cubic_bezier_evaluate(const ceasing_cubic_bezier *b, double x) {
    return bezier_evaluate(b, x);
}

/* ---- steps() ---- */

static int is_jump(ceasing_jump position) {
    return position == CEASING_JUMP_START || position == CEASING_JUMP_END || position == CEASING_JUMP_NONE ||
           position == CEASING_JUMP_BOTH;
}

ceasing_status ceasing_steps_init(ceasing_steps *out, int count, ceasing_jump position) {
    if (out == NULL) return CEASING_ERROR_NULL;
    if (!is_jump(position)) return CEASING_ERROR_OUT_OF_RANGE;
    if (count < 1 || (position == CEASING_JUMP_NONE && count < 2)) return CEASING_ERROR_STEP_COUNT;
    out->count = count;
    out->position = position;
    out->start_keyword = 0;
    return CEASING_OK;
}

double ceasing_steps_evaluate(const ceasing_steps *s, double x, int before_flag) {
    double n, scaled, current, jumps;
    if (s == NULL || x != x || !is_jump(s->position) || s->count < 1) return NAN;
    if (s->position == CEASING_JUMP_NONE && s->count < 2) return NAN;
    n = (double)s->count;
    scaled = x * n;
    current = floor(scaled);
    if (s->position == CEASING_JUMP_START || s->position == CEASING_JUMP_BOTH) current += 1.0;
    if (before_flag && scaled == floor(scaled)) current -= 1.0;
    if (x >= 0.0 && current < 0.0) current = 0.0;
    if (s->position == CEASING_JUMP_NONE) {
        jumps = n - 1.0;
    } else if (s->position == CEASING_JUMP_BOTH) {
        jumps = n + 1.0;
    } else {
        jumps = n;
    }
    if (x <= 1.0 && current > jumps) current = jumps;
    return current / jumps;
}

/* ---- linear() ---- */

static int has_input(double v) {
    return v == v;
}

ceasing_status ceasing_linear_resolve(const ceasing_linear_stop *stops, size_t stop_count, ceasing_point *points,
                                      size_t capacity, size_t *point_count) {
    size_t needed = 0, i, n = 0;
    double largest = -HUGE_VAL;
    if (stops == NULL || point_count == NULL) return CEASING_ERROR_NULL;
    if (stop_count < 2) return CEASING_ERROR_TOO_FEW_POINTS;
    for (i = 0; i < stop_count; i++) {
        const ceasing_linear_stop *stop = &stops[i];
        if (!is_finite(stop->output)) return CEASING_ERROR_NOT_FINITE;
        if (has_input(stop->input_start) && !is_finite(stop->input_start)) return CEASING_ERROR_NOT_FINITE;
        if (has_input(stop->input_end) && !is_finite(stop->input_end)) return CEASING_ERROR_NOT_FINITE;
        if (!has_input(stop->input_start) && has_input(stop->input_end)) return CEASING_ERROR_OUT_OF_RANGE;
        needed += has_input(stop->input_end) ? 2 : 1;
    }
    if (points == NULL && capacity == 0) {
        *point_count = needed;
        return CEASING_OK;
    }
    if (points == NULL) return CEASING_ERROR_NULL;
    if (capacity < needed) return CEASING_ERROR_CAPACITY;

    /* Inputs, with NaN standing for "not yet assigned". */
    for (i = 0; i < stop_count; i++) {
        const ceasing_linear_stop *stop = &stops[i];
        ceasing_point p;
        p.y = stop->output;
        p.x = NAN;
        if (has_input(stop->input_start)) {
            p.x = stop->input_start > largest ? stop->input_start : largest;
            largest = p.x;
            points[n++] = p;
            if (has_input(stop->input_end)) {
                p.x = stop->input_end > largest ? stop->input_end : largest;
                largest = p.x;
                points[n++] = p;
            }
            continue;
        }
        if (i == 0) {
            p.x = 0.0;
            largest = 0.0;
        } else if (i == stop_count - 1) {
            p.x = largest > 1.0 ? largest : 1.0;
        }
        points[n++] = p;
    }
    /* Runs of missing inputs, spaced evenly. The first and last points always
       have inputs. */
    for (i = 1; i + 1 < n; i++) {
        size_t start, end, k;
        if (has_input(points[i].x)) continue;
        start = i - 1;
        end = i;
        while (end + 1 < n && !has_input(points[end].x)) end++; /* the last point has an input */
        for (k = i; k < end; k++) {
            points[k].x = ceasing_even_input(points[start].x, points[end].x, (double)(k - start), (double)(end - start));
        }
        i = end;
    }
    *point_count = n;
    return CEASING_OK;
}

ceasing_status ceasing_linear_init(ceasing_linear *out, const ceasing_point *points, size_t count) {
    size_t i;
    if (out == NULL || points == NULL) return CEASING_ERROR_NULL;
    if (count < 2) return CEASING_ERROR_TOO_FEW_POINTS;
    for (i = 0; i < count; i++) {
        if (!is_finite(points[i].x) || !is_finite(points[i].y)) return CEASING_ERROR_NOT_FINITE;
        if (i > 0 && points[i].x < points[i - 1].x) return CEASING_ERROR_OUT_OF_RANGE;
    }
    out->points = points;
    out->count = count;
    return CEASING_OK;
}

double ceasing_linear_evaluate(const ceasing_linear *l, double x) {
    size_t lo, hi, index;
    ceasing_point a, b;
    double progress;
    if (l == NULL || l->points == NULL || l->count < 2 || x != x) return NAN;
    /* lo = number of points with input <= x */
    lo = 0;
    hi = l->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        CEASING_CSS_COUNT(linear_search);
        if (l->points[mid].x <= x) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    index = lo == 0 ? 0 : lo - 1;
    if (index == l->count - 1) index--;
    a = l->points[index];
    b = l->points[index + 1];
    if (a.x == b.x) return b.y;
    if (a.y == b.y) return a.y;
    {
        double run = x - a.x, width = b.x - a.x, y;
        if (!is_finite(width) || (!is_finite(run) && is_finite(x))) {
            /* Inputs near ±DBL_MAX: the differences overflow, so take halves. */
            run = 0.5 * x - 0.5 * a.x;
            width = 0.5 * b.x - 0.5 * a.x;
        }
        progress = run / width;
        if (progress == 0.0) return a.y;
        if (progress == 1.0) return b.y;
        if (!is_finite(b.y - a.y)) {
            /* Outputs near ±DBL_MAX: the difference overflows, so blend halves. */
            y = 2.0 * (0.5 * a.y + progress * (0.5 * b.y - 0.5 * a.y));
        } else if (progress < 0.5) { /* exact at both ends of the segment */
            y = a.y + progress * (b.y - a.y);
        } else {
            y = b.y - (1.0 - progress) * (b.y - a.y);
        }
        /* Far or steep extrapolation beyond the double range saturates. */
        return is_finite(x) ? saturate(y) : y;
    }
}

/* ---- the tagged easing ---- */

static int is_variant(ceasing_variant variant) {
    return variant == CEASING_VARIANT_IN || variant == CEASING_VARIANT_OUT || variant == CEASING_VARIANT_IN_OUT ||
           variant == CEASING_VARIANT_OUT_IN;
}

static void clear_parametric(ceasing_easing *e, ceasing_easing_kind kind, ceasing_variant variant) {
    e->kind = kind;
    e->value.parametric.variant = variant;
    e->value.parametric.params[0] = 0.0;
    e->value.parametric.params[1] = 0.0;
    e->value.parametric.params[2] = 0.0;
    e->value.parametric.params[3] = 0.0;
}

ceasing_status ceasing_easing_init_curve(ceasing_easing *out, ceasing_curve curve) {
    if (out == NULL) return CEASING_ERROR_NULL;
    if (!((int)curve >= 0 && (int)curve < CEASING_CURVE_COUNT)) return CEASING_ERROR_OUT_OF_RANGE;
    out->kind = CEASING_EASING_CURVE;
    out->value.curve = curve;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_cubic_bezier(ceasing_easing *out, double x1, double y1, double x2, double y2) {
    ceasing_cubic_bezier b;
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    status = ceasing_cubic_bezier_init(&b, x1, y1, x2, y2);
    if (status != CEASING_OK) return status;
    out->kind = CEASING_EASING_CUBIC_BEZIER;
    out->value.cubic_bezier = b;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_steps(ceasing_easing *out, int count, ceasing_jump position) {
    ceasing_steps s;
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    status = ceasing_steps_init(&s, count, position);
    if (status != CEASING_OK) return status;
    out->kind = CEASING_EASING_STEPS;
    out->value.steps = s;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_linear(ceasing_easing *out, const ceasing_point *points, size_t count) {
    ceasing_linear l;
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    status = ceasing_linear_init(&l, points, count);
    if (status != CEASING_OK) return status;
    out->kind = CEASING_EASING_LINEAR;
    out->value.linear = l;
    return CEASING_OK;
}

/* NOT_FINITE for NaN or infinity, OUT_OF_RANGE below the minimum. */
static ceasing_status check_parameter(double v, double minimum, int minimum_allowed) {
    if (!is_finite(v)) return CEASING_ERROR_NOT_FINITE;
    if (minimum_allowed ? v < minimum : v <= minimum) return CEASING_ERROR_OUT_OF_RANGE;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_power(ceasing_easing *out, ceasing_variant variant, double exponent) {
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    if (!is_variant(variant)) return CEASING_ERROR_OUT_OF_RANGE;
    status = check_parameter(exponent, 0.0, 0);
    if (status != CEASING_OK) return status;
    clear_parametric(out, CEASING_EASING_POWER, variant);
    out->value.parametric.params[0] = exponent;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_back(ceasing_easing *out, ceasing_variant variant, double overshoot) {
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    if (!is_variant(variant)) return CEASING_ERROR_OUT_OF_RANGE;
    status = check_parameter(overshoot, 0.0, 1);
    if (status != CEASING_OK) return status;
    clear_parametric(out, CEASING_EASING_BACK, variant);
    out->value.parametric.params[0] = overshoot;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_elastic(ceasing_easing *out, ceasing_variant variant, double amplitude,
                                           double period) {
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    if (!is_variant(variant)) return CEASING_ERROR_OUT_OF_RANGE;
    status = check_parameter(amplitude, 0.0, 0);
    if (status == CEASING_OK) status = check_parameter(period, 0.0, 0);
    if (status != CEASING_OK) return status;
    clear_parametric(out, CEASING_EASING_ELASTIC, variant);
    out->value.parametric.params[0] = amplitude;
    out->value.parametric.params[1] = period;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_overshoot(ceasing_easing *out, int count, double halflife) {
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    status = check_parameter(halflife, 0.0, 0);
    if (status != CEASING_OK) return status;
    if (count < 0) return CEASING_ERROR_OUT_OF_RANGE;
    clear_parametric(out, CEASING_EASING_OVERSHOOT, CEASING_VARIANT_OUT);
    out->value.parametric.params[0] = (double)count;
    out->value.parametric.params[1] = halflife;
    return CEASING_OK;
}

ceasing_status ceasing_easing_init_exponential_decelerate(ceasing_easing *out, double halflife) {
    ceasing_status status;
    if (out == NULL) return CEASING_ERROR_NULL;
    status = check_parameter(halflife, 0.0, 0);
    if (status != CEASING_OK) return status;
    clear_parametric(out, CEASING_EASING_EXPONENTIAL_DECELERATE, CEASING_VARIANT_OUT);
    out->value.parametric.params[0] = halflife;
    return CEASING_OK;
}

static double evaluate_parametric(ceasing_easing_kind kind, const ceasing_parametric *p, double x) {
    const double *q = p->params;
    switch (kind) {
    case CEASING_EASING_POWER:
        switch (p->variant) {
        case CEASING_VARIANT_IN: return ceasing_power_in(x, q[0]);
        case CEASING_VARIANT_OUT: return ceasing_power_out(x, q[0]);
        case CEASING_VARIANT_IN_OUT: return ceasing_power_in_out(x, q[0]);
        case CEASING_VARIANT_OUT_IN: return ceasing_power_out_in(x, q[0]);
        }
        return NAN;
    case CEASING_EASING_BACK:
        switch (p->variant) {
        case CEASING_VARIANT_IN: return ceasing_param_back_in(x, q[0]);
        case CEASING_VARIANT_OUT: return ceasing_param_back_out(x, q[0]);
        case CEASING_VARIANT_IN_OUT: return ceasing_param_back_in_out(x, q[0]);
        case CEASING_VARIANT_OUT_IN: return ceasing_param_back_out_in(x, q[0]);
        }
        return NAN;
    case CEASING_EASING_ELASTIC:
        switch (p->variant) {
        case CEASING_VARIANT_IN: return ceasing_param_elastic_in(x, q[0], q[1]);
        case CEASING_VARIANT_OUT: return ceasing_param_elastic_out(x, q[0], q[1]);
        case CEASING_VARIANT_IN_OUT: return ceasing_param_elastic_in_out(x, q[0], q[1]);
        case CEASING_VARIANT_OUT_IN: return ceasing_param_elastic_out_in(x, q[0], q[1]);
        }
        return NAN;
    case CEASING_EASING_OVERSHOOT:
        if (!(q[0] >= 0.0 && q[0] <= (double)INT_MAX)) return NAN;
        return ceasing_overshoot(x, (int)q[0], q[1]);
    case CEASING_EASING_EXPONENTIAL_DECELERATE:
        return ceasing_exponential_decelerate(x, q[0]);
    default:
        return NAN;
    }
}

double ceasing_easing_evaluate_before(const ceasing_easing *e, double x, int before_flag) {
    if (e == NULL) return NAN;
    switch (e->kind) {
    case CEASING_EASING_CURVE:
        if (e->value.curve == CEASING_CURVE_STEP_START || e->value.curve == CEASING_CURVE_STEP_END) {
            ceasing_steps s;
            s.count = 1;
            s.start_keyword = 0;
            s.position = e->value.curve == CEASING_CURVE_STEP_START ? CEASING_JUMP_START : CEASING_JUMP_END;
            return ceasing_steps_evaluate(&s, x, before_flag);
        }
        return ceasing_curve_evaluate(e->value.curve, x);
    case CEASING_EASING_CUBIC_BEZIER:
        return bezier_evaluate(&e->value.cubic_bezier, x);
    case CEASING_EASING_STEPS:
        return ceasing_steps_evaluate(&e->value.steps, x, before_flag);
    case CEASING_EASING_LINEAR:
        return ceasing_linear_evaluate(&e->value.linear, x);
    case CEASING_EASING_POWER:
    case CEASING_EASING_BACK:
    case CEASING_EASING_ELASTIC:
    case CEASING_EASING_OVERSHOOT:
    case CEASING_EASING_EXPONENTIAL_DECELERATE:
        return evaluate_parametric(e->kind, &e->value.parametric, x);
    }
    return NAN;
}

double ceasing_easing_evaluate(const ceasing_easing *e, double x) {
    /* cubic-bezier() first: the engine's common case, without the switch */
    if (e != NULL && e->kind == CEASING_EASING_CUBIC_BEZIER) return bezier_evaluate(&e->value.cubic_bezier, x);
    return ceasing_easing_evaluate_before(e, x, 0);
}

double ceasing_evaluate_function(void *context, double t) {
    return ceasing_easing_evaluate((const ceasing_easing *)context, t);
}
