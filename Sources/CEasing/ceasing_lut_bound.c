/* ceasing_lut_bound.c - a certified bound on the error of a table baked from a
   named curve.

   Each named curve is written as closed pieces ("segments") of one formula,
       value(t) = A + B shape(alpha t + beta) + C t,
   split where the library's formula changes (kinks, jumps, inOut halves).
   On every part of a knot interval that one segment covers, the table's cubic
   H is compared with the curve f through interval arithmetic on f's Taylor
   coefficients ("jets": enclosures of f^(k)(t) / k! over a box of t, k <= 4):
     - f'''' bounded: f = G + c4(xi) (t - a)^2 (t - b)^2, G the cubic Hermite
       interpolant of f's values and slopes at the part's ends, so
       H - f = (H - G) - c4 (t - a)^2 (t - b)^2 with H - G a known cubic;
     - else f'' bounded: the same with the chord and c2 (t - a)(t - b);
     - else (a vertical tangent at the part's end) the ranges of H and f.
   The larger of |H - G - c q| for the two ends of c's enclosure is bounded
   over the part by samples plus a second-derivative margin. A part whose
   bound, less what halving cannot remove (the enclosures of f at its ends),
   is not within 1.25 x the lower estimate (the largest seen so far, at first
   the library's curve at the intervals' quarter points) plus its rounding
   allowance is halved, up to budgets per piece and per table; a part left
   unhalved keeps its bound, only a looser one. The work is bounded per knot:
   one jet over each piece of an interval and one at its end (the start is
   the previous piece's end), three more per halving (issue #28: at 65537
   knots, ease-in-out's bound at the rounding floor was halved 189 times per
   interval, 230 s; now 2 jets per interval, 0.3 s). Rounding: the table's
   evaluation and the library's evaluation of f are covered by an allowance
   of a few ulps (scaled by the slope for rounded arguments). */
#include "ceasing_lut_bound.h"
#include "ceasing_fp.h"
#include "ceasing_keywords.h"

#include <float.h>
#include <math.h>

/* Counts the bound's work where a test defines it and includes this file
   (Tests/C/test_ceasing_lut_cost.c); nothing otherwise. The counters:
   piece (pieces of intervals bounded), box_jet and point_jet (segment_jet
   to order 4 over a part, to order 1 at a part's end), part (parts
   bounded), halving, curve_call (evaluations of the library's curve). */
#ifndef CEASING_LUT_COUNT
#define CEASING_LUT_COUNT(counter) ((void)0)
#endif

#define PI 3.14159265358979323846
#define HALF_PI 1.57079632679489661923
#define LN2 0.69314718055994530942

/* Parts per piece of an interval at most, halvings per table at most (the
   bound's work is at most 2 jets per interval and piece plus 3 per halving:
   see refine), and the acceptance ratio of a part's bound to the lower
   estimate. */
#define BOUND_PART_BUDGET 256
#define BOUND_HALVINGS 1024
#define BOUND_ACCEPT 1.25
#define BOUND_SAMPLES 16

/* ---- intervals, rounded outward by a relative 2^-51 (libm's sin, exp2,
   atan and sqrt are within 1 ulp) ---- */

typedef struct ival {
    double lo, hi;
} ival;

/* fmin and fmax for operands that are not NaN (make() turns NaN into the
   whole line first): inline, where the libm functions are calls. */
static double dmin(double a, double b) {
    return b < a ? b : a;
}

static double dmax(double a, double b) {
    return b > a ? b : a;
}

static double down(double x) {
    return x - fabs(x) * 4.5e-16 - 1e-300;
}

static double up(double x) {
    return x + fabs(x) * 4.5e-16 + 1e-300;
}

static ival whole(void) {
    ival r;
    r.lo = -INFINITY;
    r.hi = INFINITY;
    return r;
}

static ival make(double lo, double hi) {
    ival r;
    if (lo != lo || hi != hi) {
        return whole();
    }
    r.lo = down(lo);
    r.hi = up(hi);
    return r;
}

static ival point(double x) {
    ival r;
    r.lo = x;
    r.hi = x;
    return r;
}

static int finite_ival(ival a) {
    return isfinite(a.lo) && isfinite(a.hi);
}

static double magnitude(ival a) {
    return dmax(fabs(a.lo), fabs(a.hi));
}

static ival iadd(ival a, ival b) {
    return make(a.lo + b.lo, a.hi + b.hi);
}

static ival isub(ival a, ival b) {
    return make(a.lo - b.hi, a.hi - b.lo);
}

static ival imul(ival a, ival b) {
    double p1, p2, p3, p4;
    if (!finite_ival(a) || !finite_ival(b)) {
        return (a.lo == 0.0 && a.hi == 0.0) || (b.lo == 0.0 && b.hi == 0.0) ? point(0.0) : whole();
    }
    p1 = a.lo * b.lo;
    p2 = a.lo * b.hi;
    p3 = a.hi * b.lo;
    p4 = a.hi * b.hi;
    return make(dmin(dmin(p1, p2), dmin(p3, p4)), dmax(dmax(p1, p2), dmax(p3, p4)));
}

static ival iscale(ival a, double k) {
    return imul(a, point(k));
}

static ival idiv(ival a, ival b) {
    if (!(b.lo > 0.0 || b.hi < 0.0) || !finite_ival(b)) {
        return whole();
    }
    return imul(a, make(1.0 / b.hi, 1.0 / b.lo));
}

static ival iexp2(ival a) {
    return make(exp2(a.lo), exp2(a.hi));
}

static ival iatan(ival a) {
    return make(atan(a.lo), atan(a.hi));
}

static ival isqrt(ival a) {
    if (!(a.hi >= 0.0)) {
        return whole();
    }
    return make(sqrt(fmax(a.lo, 0.0)), sqrt(a.hi));
}

/* sin over a: the ends, plus +-1 where a crest or trough lies inside. */
static ival isin(ival a) {
    double lo, hi, k;
    if (!finite_ival(a) || a.hi - a.lo >= 2.0 * PI) {
        return make(-1.0, 1.0);
    }
    lo = fmin(sin(a.lo), sin(a.hi));
    hi = fmax(sin(a.lo), sin(a.hi));
    k = ceil((a.lo - 1e-9 - HALF_PI) / (2.0 * PI));
    if (HALF_PI + 2.0 * PI * k <= a.hi + 1e-9) hi = 1.0;
    k = ceil((a.lo - 1e-9 + HALF_PI) / (2.0 * PI));
    if (-HALF_PI + 2.0 * PI * k <= a.hi + 1e-9) lo = -1.0;
    return make(fmax(lo, -1.0), fmin(hi, 1.0));
}

static ival icos(ival a) {
    return isin(iadd(a, point(HALF_PI)));
}

/* ---- jets: c[k] encloses f^(k)(t) / k! over a box of t, for k <= n ---- */

#define ORDER 4

/* n is the highest order carried: 4 over a box (the bound's remainder term),
   1 at a point (the value and slope of the part's ends). Coefficients above
   n are not computed and never read; segment_jet sets them to the whole line. */
typedef struct jet {
    ival c[ORDER + 1];
    int n;
} jet;

static int lower_order(int a, int b) {
    return a < b ? a : b;
}

static jet jet_constant(double k) {
    jet r;
    int i;
    r.c[0] = point(k);
    for (i = 1; i <= ORDER; i++) r.c[i] = point(0.0);
    r.n = ORDER;
    return r;
}

/* alpha t + beta over t in box, carried to order n. */
static jet jet_affine(ival box, double alpha, double beta, int n) {
    jet r = jet_constant(0.0);
    r.c[0] = iadd(iscale(box, alpha), point(beta));
    r.c[1] = point(alpha);
    r.n = n;
    return r;
}

static jet jet_add(jet a, jet b) {
    int i;
    a.n = lower_order(a.n, b.n);
    for (i = 0; i <= a.n; i++) a.c[i] = iadd(a.c[i], b.c[i]);
    return a;
}

static jet jet_scale(jet a, double k) {
    int i;
    for (i = 0; i <= a.n; i++) a.c[i] = iscale(a.c[i], k);
    return a;
}

static jet jet_add_constant(jet a, double k) {
    a.c[0] = iadd(a.c[0], point(k));
    return a;
}

static jet jet_mul(jet a, jet b) {
    jet r = jet_constant(0.0);
    int k, i;
    r.n = lower_order(a.n, b.n);
    for (k = 0; k <= r.n; k++) {
        for (i = 0; i <= k; i++) r.c[k] = iadd(r.c[k], imul(a.c[i], b.c[k - i]));
    }
    return r;
}

static jet jet_div(jet a, jet b) {
    jet q = jet_constant(0.0);
    int k, j;
    q.n = lower_order(a.n, b.n);
    for (k = 0; k <= q.n; k++) {
        ival s = a.c[k];
        for (j = 1; j <= k; j++) s = isub(s, imul(b.c[j], q.c[k - j]));
        q.c[k] = idiv(s, b.c[0]);
    }
    return q;
}

/* e = 2^u: e' = ln 2 u' e. */
static jet jet_exp2(jet u) {
    jet e = jet_constant(0.0);
    int k, j;
    e.n = u.n;
    e.c[0] = iexp2(u.c[0]);
    for (k = 1; k <= e.n; k++) {
        ival s = point(0.0);
        for (j = 1; j <= k; j++) s = iadd(s, imul(iscale(u.c[j], (double)j), e.c[k - j]));
        e.c[k] = iscale(iscale(s, LN2), 1.0 / k);
    }
    return e;
}

/* s = sin u, c = cos u: s' = c u', c' = -s u'. */
static jet jet_sin(jet u) {
    jet s = jet_constant(0.0), c = jet_constant(0.0);
    int k, j;
    s.n = u.n;
    s.c[0] = isin(u.c[0]);
    c.c[0] = icos(u.c[0]);
    for (k = 1; k <= s.n; k++) {
        ival ss = point(0.0), cc = point(0.0);
        for (j = 1; j <= k; j++) {
            ss = iadd(ss, imul(iscale(u.c[j], (double)j), c.c[k - j]));
            cc = isub(cc, imul(iscale(u.c[j], (double)j), s.c[k - j]));
        }
        s.c[k] = iscale(ss, 1.0 / k);
        c.c[k] = iscale(cc, 1.0 / k);
    }
    return s;
}

/* q = sqrt u: q^2 = u. */
static jet jet_sqrt(jet u) {
    jet q = jet_constant(0.0);
    int k, j;
    q.n = u.n;
    q.c[0] = isqrt(u.c[0]);
    for (k = 1; k <= q.n; k++) {
        ival s = u.c[k];
        for (j = 1; j < k; j++) s = isub(s, imul(q.c[j], q.c[k - j]));
        q.c[k] = idiv(s, iscale(q.c[0], 2.0));
    }
    return q;
}

/* a = atan u: a' = u' / (1 + u^2) (u carried to order 1 at least). */
static jet jet_atan(jet u) {
    jet a = jet_constant(0.0), d = jet_constant(0.0), p, r;
    int k;
    p = jet_add_constant(jet_mul(u, u), 1.0);
    d.n = u.n - 1;
    for (k = 0; k < u.n; k++) d.c[k] = iscale(u.c[k + 1], (double)(k + 1));
    r = jet_div(d, p);
    a.n = u.n;
    a.c[0] = iatan(u.c[0]);
    for (k = 1; k <= a.n; k++) a.c[k] = iscale(r.c[k - 1], 1.0 / k);
    return a;
}

static jet jet_poly(const double *coefficients, int degree, jet x) {
    jet r = jet_constant(coefficients[degree]);
    int k;
    for (k = degree - 1; k >= 0; k--) r = jet_add_constant(jet_mul(r, x), coefficients[k]);
    return r;
}

/* ---- the curves' pieces ---- */

typedef enum shape_kind {
    SHAPE_POLY,     /* sum p[k] x^k, k <= 5 */
    SHAPE_SIN,      /* sin x */
    SHAPE_EXP2,     /* 2^x */
    SHAPE_EXP2_SIN, /* 2^x sin(p[0] x + p[1]) */
    SHAPE_SQRT_1M,  /* sqrt(1 - x^2) */
    SHAPE_ATAN,     /* atan x */
    SHAPE_AH_BACK,  /* x^3 - x sin(pi x) */
    SHAPE_BEZIER    /* CSS cubic-bezier(p[0], p[1], p[2], p[3]) at x in [0, 1] */
} shape_kind;

typedef struct segment {
    double lo, hi;       /* closed range of t */
    double a, b, c;      /* value = a + b shape(alpha t + beta) + c t */
    double alpha, beta;
    shape_kind shape;
    const double *p;
} segment;

#define MAX_SEGMENTS 16

static const double poly_x[] = {0, 1};
static const double poly_x2[] = {0, 0, 1};
static const double poly_x3[] = {0, 0, 0, 1};
static const double poly_x4[] = {0, 0, 0, 0, 1};
static const double poly_x5[] = {0, 0, 0, 0, 0, 1};
static const double poly_zero[] = {0};
static const double poly_one[] = {1};
static const double poly_back1[] = {0, 0, -1.70158, 1.70158 + 1.0};
static const double poly_back2[] = {0, 0, -(1.70158 * 1.525), 1.70158 * 1.525 + 1.0};
static const double poly_smoothstep[] = {0, 0, 3, -2};
static const double poly_smootherstep[] = {0, 0, 0, 10, -15, 6};
/* elastic in: -2^(10u - 10) sin((10u - 10.75) c4) = -2^x sin(c4 x - 0.75 c4), x = 10u - 10 */
static const double elastic_in[] = {2.0 * PI / 3.0, -0.75 * (2.0 * PI / 3.0)};
static const double elastic_in_out[] = {2.0 * PI / 4.5, -1.125 * (2.0 * PI / 4.5)};
/* AHEasing elastic in: sin(13 (pi/2) u) 2^(10 (u - 1)), x = 10u - 10 */
static const double ah_elastic_in[] = {13.0 * HALF_PI / 10.0, 13.0 * HALF_PI};
static const double bezier_ease[] = {0.25, 0.1, 0.25, 1.0};
static const double bezier_ease_in[] = {0.42, 0.0, 1.0, 1.0};
static const double bezier_ease_out[] = {0.0, 0.0, 0.58, 1.0};
static const double bezier_ease_in_out[] = {0.42, 0.0, 0.58, 1.0};

static int poly_degree(const double *p) {
    if (p == poly_x) return 1;
    if (p == poly_x2) return 2;
    if (p == poly_x3 || p == poly_back1 || p == poly_back2 || p == poly_smoothstep) return 3;
    if (p == poly_x4) return 4;
    if (p == poly_x5 || p == poly_smootherstep) return 5;
    return 0;
}

static segment seg(double lo, double hi, double a, double b, double alpha, double beta, shape_kind shape,
                   const double *p) {
    segment s;
    s.lo = lo;
    s.hi = hi;
    s.a = a;
    s.b = b;
    s.c = 0.0;
    s.alpha = alpha;
    s.beta = beta;
    s.shape = shape;
    s.p = p;
    return s;
}

/* Appends P + Q g(mu t + nu) for t in [lo, hi], g given by its segments. */
static int transform(const segment *g, int count, double pp, double q, double mu, double nu, double lo,
                     double hi, segment *out, int n) {
    int k;
    for (k = 0; k < count; k++) {
        segment s = g[k];
        double t1 = (s.lo - nu) / mu, t2 = (s.hi - nu) / mu;
        double a = fmax(fmin(t1, t2), lo), b = fmin(fmax(t1, t2), hi);
        if (!(a <= b) || n >= MAX_SEGMENTS) continue;
        out[n].lo = a;
        out[n].hi = b;
        out[n].a = pp + q * s.a + q * s.c * nu;
        out[n].b = q * s.b;
        out[n].c = q * s.c * mu;
        out[n].alpha = s.alpha * mu;
        out[n].beta = s.alpha * nu + s.beta;
        out[n].shape = s.shape;
        out[n].p = s.p;
        n++;
    }
    return n;
}

/* variant 0 in, 1 out, 2 inOut, 3 outIn from the in curve's segments. */
static int family(const segment *in, int count, int variant, segment *out) {
    segment o[MAX_SEGMENTS];
    int n = 0, no;
    switch (variant) {
    case 0:
        for (n = 0; n < count; n++) out[n] = in[n];
        return n;
    case 1:
        return transform(in, count, 1.0, -1.0, -1.0, 1.0, 0.0, 1.0, out, 0);
    case 2:
        n = transform(in, count, 0.0, 0.5, 2.0, 0.0, 0.0, 0.5, out, 0);
        return transform(in, count, 1.0, -0.5, -2.0, 2.0, 0.5, 1.0, out, n);
    default:
        no = transform(in, count, 1.0, -1.0, -1.0, 1.0, 0.0, 1.0, o, 0);
        n = transform(o, no, 0.0, 0.5, 2.0, 0.0, 0.0, 0.5, out, 0);
        return transform(in, count, 0.5, 0.5, 2.0, -1.0, 0.5, 1.0, out, n);
    }
}

/* Penner's bounce out and AHEasing's, as parabolas a + b (t - center)^2. */
static int bounce_out(segment *s, int ah) {
    const double d1 = 2.75, n1 = 7.5625;
    if (ah) {
        s[0] = seg(0.0, 4.0 / 11.0, 0.0, 121.0 / 16.0, 1.0, 0.0, SHAPE_POLY, poly_x2);
        s[1] = seg(4.0 / 11.0, 8.0 / 11.0, 0.7, 363.0 / 40.0, 1.0, -6.0 / 11.0, SHAPE_POLY, poly_x2);
        s[2] = seg(8.0 / 11.0, 0.9, 0.91, 4356.0 / 361.0, 1.0, -179.0 / 220.0, SHAPE_POLY, poly_x2);
        s[3] = seg(0.9, 1.0, 0.973, 54.0 / 5.0, 1.0, -0.95, SHAPE_POLY, poly_x2);
        return 4;
    }
    s[0] = seg(0.0, 1.0 / d1, 0.0, n1, 1.0, 0.0, SHAPE_POLY, poly_x2);
    s[1] = seg(1.0 / d1, 2.0 / d1, 0.75, n1, 1.0, -1.5 / d1, SHAPE_POLY, poly_x2);
    s[2] = seg(2.0 / d1, 2.5 / d1, 0.9375, n1, 1.0, -2.25 / d1, SHAPE_POLY, poly_x2);
    s[3] = seg(2.5 / d1, 1.0, 0.984375, n1, 1.0, -2.625 / d1, SHAPE_POLY, poly_x2);
    return 4;
}

/* The segments of a named curve; 0 for one outside the enum. */
static int curve_segments(ceasing_curve curve, segment *out) {
    segment in[MAX_SEGMENTS];
    int c = (int)curve, n = 1, variant = (c - 1) % 4;
    if (c >= 1 && c <= 40) {
        int fam = (c - 1) / 4;
        switch (fam) {
        case 0: in[0] = seg(0, 1, 1.0, -1.0, HALF_PI, HALF_PI, SHAPE_SIN, NULL); break;
        case 1: in[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_x2); break;
        case 2: in[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_x3); break;
        case 3: in[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_x4); break;
        case 4: in[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_x5); break;
        case 5:
            in[0] = seg(0, 1, 0, 1, 10, -10, SHAPE_EXP2, NULL);
            if (variant == 3) { /* outIn composes in(u) - 2^-10 (1 - u) */
                in[0].a -= 1.0 / 1024.0;
                in[0].c = 1.0 / 1024.0;
            }
            break;
        case 6: in[0] = seg(0, 1, 1, -1, 1, 0, SHAPE_SQRT_1M, NULL); break;
        case 7: in[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, variant == 2 ? poly_back2 : poly_back1); break;
        case 8:
            in[0] = seg(0, 1, 0, -1, 10, -10, SHAPE_EXP2_SIN, variant == 2 ? elastic_in_out : elastic_in);
            if (variant == 3) { /* outIn composes in(u) + 2^-11 (1 - u) */
                in[0].a += 1.0 / 2048.0;
                in[0].c = -1.0 / 2048.0;
            }
            break;
        default: {
            segment o[4];
            n = transform(o, bounce_out(o, 0), 1.0, -1.0, -1.0, 1.0, 0.0, 1.0, in, 0);
            break;
        }
        }
        return family(in, n, variant, out);
    }
    if (c >= 46 && c <= 57) {
        int fam = (c - 46) / 4;
        variant = (c - 46) % 4;
        if (fam == 0) {
            in[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_AH_BACK, NULL);
        } else if (fam == 1) {
            in[0] = seg(0, 1, 0, 1, 10, -10, SHAPE_EXP2_SIN, ah_elastic_in);
        } else {
            segment o[4];
            n = transform(o, bounce_out(o, 1), 1.0, -1.0, -1.0, 1.0, 0.0, 1.0, in, 0);
        }
        return family(in, n, variant, out);
    }
    switch (curve) {
    case CEASING_CURVE_LINEAR: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_x); return 1;
    case CEASING_CURVE_SMOOTHSTEP: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_smoothstep); return 1;
    case CEASING_CURVE_SMOOTHERSTEP: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_smootherstep); return 1;
    case CEASING_CURVE_ATAN_IN: out[0] = seg(0, 1, 1, 1.0 / atan(15.0), 15, -15, SHAPE_ATAN, NULL); return 1;
    case CEASING_CURVE_ATAN_OUT: out[0] = seg(0, 1, 0, 1.0 / atan(15.0), 15, 0, SHAPE_ATAN, NULL); return 1;
    case CEASING_CURVE_ATAN_IN_OUT:
        out[0] = seg(0, 1, 0.5, 1.0 / (2.0 * atan(7.5)), 15, -7.5, SHAPE_ATAN, NULL);
        return 1;
    case CEASING_CURVE_EASE: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_BEZIER, bezier_ease); return 1;
    case CEASING_CURVE_EASE_IN: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_BEZIER, bezier_ease_in); return 1;
    case CEASING_CURVE_EASE_OUT: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_BEZIER, bezier_ease_out); return 1;
    case CEASING_CURVE_EASE_IN_OUT: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_BEZIER, bezier_ease_in_out); return 1;
    case CEASING_CURVE_STEP_START: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_one); return 1;
    case CEASING_CURVE_STEP_END: out[0] = seg(0, 1, 0, 1, 1, 0, SHAPE_POLY, poly_zero); return 1;
    default: return 0;
    }
}

/* ---- cubic-bezier: y as a function of x through the parameter v ---- */

static double bezier_x(const double *p, double v) {
    double w = 1.0 - v;
    return 3.0 * w * w * v * p[0] + 3.0 * w * v * v * p[2] + v * v * v;
}

/* x(v) certainly below x (above x, with above set): bezier_x's rounding is
   far below the margin. */
static int bezier_beyond(const double *p, double v, double x, int above) {
    const double margin = 8.0 * DBL_EPSILON;
    return above ? bezier_x(p, v) > x + margin : bezier_x(p, v) < x - margin;
}

/* A v with x(v) certainly below x (above, with above set). Newton's root
   (x(v) increases with v) moved a little to the asked side is taken when
   bezier_beyond proves it; else (a flat end, no convergence) 56 bisection
   steps on the same test. Either way the answer passes the test, or is 0
   (1 with above), which is below (above) every root. */
static double bezier_parameter(const double *p, double x, int above) {
    double lo = 0.0, hi = 1.0, v = x, last = 1.0, dx = 0.0;
    int k;
    if (!above && x <= 0.0) return 0.0;
    if (above && x >= 1.0) return 1.0;
    for (k = 0; k < 16 && v >= 0.0 && v <= 1.0 && !(fabs(last) <= 4.0 * DBL_EPSILON); k++) {
        double w = 1.0 - v;
        dx = 3.0 * w * w * p[0] + 6.0 * w * v * (p[2] - p[0]) + 3.0 * v * v * (1.0 - p[2]);
        if (!(dx > 1e-3)) break;
        last = (bezier_x(p, v) - x) / dx;
        v -= last;
    }
    if (dx > 1e-3 && v >= 0.0 && v <= 1.0) {
        double step = 10.0 * DBL_EPSILON / dx + 2.0 * fabs(last);
        for (k = 0; k < 4; k++, step *= 4.0) {
            double c = above ? v + step : v - step;
            if (c >= 0.0 && c <= 1.0 && bezier_beyond(p, c, x, above)) return c;
        }
    }
    for (k = 0; k < 56; k++) {
        double mid = 0.5 * (lo + hi);
        if (bezier_beyond(p, mid, x, above)) {
            if (above) hi = mid; else lo = mid;
        } else {
            if (above) lo = mid; else hi = mid;
        }
    }
    return above ? hi : lo;
}

/* y over the box of x, to order n (1 or ORDER): y(v(x)) with v(x) the
   inverse of x(v), by series reversion. */
static jet jet_bezier(const double *p, ival box, int n) {
    double xc[4], yc[4];
    jet v, xj, yj, d, power[ORDER + 1], r = jet_constant(0.0);
    ival x1, x2, x3, x1_2;
    int k, j;
    xc[0] = 0.0;
    xc[1] = 3.0 * p[0];
    xc[2] = 3.0 * p[2] - 6.0 * p[0];
    xc[3] = 1.0 + 3.0 * p[0] - 3.0 * p[2];
    yc[0] = 0.0;
    yc[1] = 3.0 * p[1];
    yc[2] = 3.0 * p[3] - 6.0 * p[1];
    yc[3] = 1.0 + 3.0 * p[1] - 3.0 * p[3];
    v = jet_affine(make(bezier_parameter(p, box.lo, 0), bezier_parameter(p, box.hi, 1)), 1.0, 0.0, n);
    xj = jet_poly(xc, 3, v);
    yj = jet_poly(yc, 3, v);
    /* the inverse v(x): series reversion of x(v) */
    x1 = xj.c[1];
    d = jet_constant(0.0);
    d.n = n;
    d.c[1] = idiv(point(1.0), x1);
    if (n >= 2) {
        x2 = xj.c[2];
        x3 = xj.c[3];
        x1_2 = imul(x1, x1);
        d.c[2] = isub(point(0.0), imul(x2, imul(d.c[1], imul(d.c[1], d.c[1]))));
        d.c[3] = idiv(isub(iscale(imul(x2, x2), 2.0), imul(x1, x3)), imul(imul(x1_2, x1_2), x1));
        d.c[4] = idiv(isub(iscale(imul(imul(x1, x2), x3), 5.0), iscale(imul(x2, imul(x2, x2)), 5.0)),
                      imul(imul(x1_2, x1_2), imul(x1_2, x1)));
    }
    power[1] = d;
    for (j = 2; j <= n; j++) power[j] = jet_mul(power[j - 1], d);
    r.n = n;
    r.c[0] = yj.c[0];
    /* d^j has no terms below order j */
    for (k = 1; k <= n; k++) {
        ival s = point(0.0);
        for (j = 1; j <= k; j++) s = iadd(s, imul(yj.c[j], power[j].c[k]));
        r.c[k] = s;
    }
    return r;
}

/* The segment's jet over the box of t, to order n (1 or ORDER). */
static jet segment_jet(const segment *s, ival box, int n) {
    jet x = jet_affine(box, s->alpha, s->beta, n), y;
    int k;
    if (n == ORDER) {
        CEASING_LUT_COUNT(box_jet);
    } else {
        CEASING_LUT_COUNT(point_jet);
    }
    switch (s->shape) {
    case SHAPE_POLY: y = jet_poly(s->p, poly_degree(s->p), x); break;
    case SHAPE_SIN: y = jet_sin(x); break;
    case SHAPE_EXP2: y = jet_exp2(x); break;
    case SHAPE_EXP2_SIN: {
        jet arg = x;
        arg = jet_scale(arg, s->p[0]);
        arg = jet_add_constant(arg, s->p[1]);
        y = jet_mul(jet_exp2(x), jet_sin(arg));
        break;
    }
    case SHAPE_SQRT_1M: y = jet_sqrt(jet_add_constant(jet_scale(jet_mul(x, x), -1.0), 1.0)); break;
    case SHAPE_ATAN: y = jet_atan(x); break;
    case SHAPE_AH_BACK: {
        static const double cube[] = {0, 0, 0, 1};
        y = jet_add(jet_poly(cube, 3, x), jet_scale(jet_mul(x, jet_sin(jet_scale(x, PI))), -1.0));
        break;
    }
    default: y = jet_bezier(s->p, x.c[0], n); break;
    }
    y = jet_add_constant(jet_scale(y, s->b), s->a);
    if (s->c != 0.0) {
        y = jet_add(y, jet_affine(box, s->c, 0.0, n));
    }
    for (k = n + 1; k <= ORDER; k++) y.c[k] = whole();
    y.n = n;
    return y;
}

/* How much a rounded argument alpha t + beta (and a phase) moves the value,
   per unit of slope: the relative size of the argument's parts. */
static double segment_condition(const segment *s) {
    double k = 2.0 + fabs(s->beta / s->alpha);
    if (s->shape == SHAPE_EXP2_SIN) {
        k += fabs(s->p[1] / (s->p[0] * s->alpha));
    }
    return k;
}

/* ---- bounding one part of one interval ---- */

/* The value and slope of f at a point (a part's end), enclosed. */
typedef struct end_jet {
    ival value, slope;
} end_jet;

typedef struct bound_context {
    const segment *s;
    double condition;
    double intervals, h;
    size_t i;
    double h0, h1, h2, h3; /* the table's cubic on the interval, in s */
    double allowance;       /* the table's rounding on the interval */
    double running_lower;
    long halvings_left;     /* of the table's BOUND_HALVINGS */
} bound_context;

/* One part [sa, sb] of an interval (in s) and its bound: upper is certified;
   base is upper without the rounding allowances, floor the share of base
   that halving cannot shrink (the enclosures of f at the part's ends);
   lower estimates the largest error on the part. */
typedef struct part {
    double sa, sb, upper, lower, base, floor;
    end_jet left, right;
} part;

/* Certified bound of max |p| over sigma in [0, 1] for a quartic p, and the
   largest sample as a lower estimate. */
static double quartic_sup(const double *p, double *sampled) {
    double best = 0.0, d2 = 0.0;
    int k;
    for (k = 0; k <= BOUND_SAMPLES; k++) {
        double x = (double)k / BOUND_SAMPLES;
        double v = (((p[4] * x + p[3]) * x + p[2]) * x + p[1]) * x + p[0];
        best = dmax(best, fabs(v));
    }
    for (k = 2; k <= 4; k++) d2 += (double)(k * (k - 1)) * fabs(p[k]);
    *sampled = best;
    return up(best * (1.0 + 8.0 * DBL_EPSILON) + d2 / (8.0 * BOUND_SAMPLES * BOUND_SAMPLES) +
              8.0 * DBL_EPSILON * (fabs(p[0]) + fabs(p[1]) + fabs(p[2]) + fabs(p[3]) + fabs(p[4])));
}

static double t_of(const bound_context *b, double s) {
    return ((double)b->i + s) / b->intervals;
}

/* f's value and slope at t, as part_bound encloses a part's ends. */
static end_jet end_jet_at(const segment *s, double t) {
    jet j = segment_jet(s, make(t, t), 1);
    end_jet e;
    e.value = j.c[0];
    e.slope = j.c[1];
    return e;
}

/* Bounds |H - f| over the part p (its range and end jets set). */
static void part_bound(const bound_context *b, part *pt) {
    double sa = pt->sa, sb = pt->sb;
    double ta = t_of(b, sa), tb = t_of(b, sb), len = sb - sa, w = len * b->h;
    /* the box widened by the rounding of the library's argument */
    double widen = 4.0 * DBL_EPSILON * (dmax(fabs(ta), fabs(tb)) + b->condition);
    ival box = make(ta - widen, tb + widen);
    jet jb = segment_jet(b->s, box, ORDER);
    const end_jet *ja = &pt->left, *je = &pt->right;
    /* the table in sigma: H(sa + len sigma) */
    double e0 = ((b->h3 * sa + b->h2) * sa + b->h1) * sa + b->h0;
    double e1 = ((3.0 * b->h3 * sa + 2.0 * b->h2) * sa + b->h1) * len;
    double e2 = (3.0 * b->h3 * sa + b->h2) * len * len;
    double e3 = b->h3 * len * len * len;
    double f_allowance = 8.0 * DBL_EPSILON * (1.0 + magnitude(jb.c[0]));
    double ya = 0.5 * (ja->value.lo + ja->value.hi), yb = 0.5 * (je->value.lo + je->value.hi);
    double ra = 0.5 * (ja->value.hi - ja->value.lo), rb = 0.5 * (je->value.hi - je->value.lo);
    double pl[5], ph[5], sampled_l, sampled_h, uncertainty, base;
    int method;
    CEASING_LUT_COUNT(part);
    method = finite_ival(jb.c[4]) && finite_ival(ja->slope) && finite_ival(je->slope) ? 4
             : finite_ival(jb.c[2]) && finite_ival(jb.c[1])                          ? 2
                                                                                      : 0;
    if (method == 0 || !finite_ival(ja->value) || !finite_ival(je->value)) {
        /* ranges: H over the part (cubic, sampled with a margin) against f's */
        double q[5], hmax = -INFINITY, hmin = INFINITY, d2;
        int k;
        q[0] = e0; q[1] = e1; q[2] = e2; q[3] = e3; q[4] = 0.0;
        for (k = 0; k <= BOUND_SAMPLES; k++) {
            double x = (double)k / BOUND_SAMPLES, v = ((q[3] * x + q[2]) * x + q[1]) * x + q[0];
            hmax = dmax(hmax, v);
            hmin = dmin(hmin, v);
        }
        d2 = (2.0 * fabs(q[2]) + 6.0 * fabs(q[3])) / (8.0 * BOUND_SAMPLES * BOUND_SAMPLES);
        pt->base = fmax(hmax + d2 - jb.c[0].lo, jb.c[0].hi - (hmin - d2));
        pt->floor = 0.0;
        pt->upper = up(pt->base + f_allowance + b->allowance);
        /* lower: the ends, where both are known */
        pt->lower = 0.0;
        if (finite_ival(ja->value) && finite_ival(je->value)) {
            double at_b = ((q[3] + q[2]) + q[1]) + q[0];
            pt->lower = dmax(0.0, dmax(fabs(q[0] - ya) - ra, fabs(at_b - yb) - rb));
        }
        return;
    }
    f_allowance += 4.0 * DBL_EPSILON * magnitude(jb.c[1]) * b->condition;
    if (method == 4) {
        /* G: the cubic Hermite interpolant of f on the part, in sigma */
        double ma = 0.5 * (ja->slope.lo + ja->slope.hi) * w, mb = 0.5 * (je->slope.lo + je->slope.hi) * w;
        double rma = 0.5 * (ja->slope.hi - ja->slope.lo) * w, rmb = 0.5 * (je->slope.hi - je->slope.lo) * w;
        double dd = yb - ya, p = ma - dd, q = mb - dd, w4 = w * w * w * w;
        pl[0] = e0 - ya;
        pl[1] = e1 - ma;
        pl[2] = e2 + (2.0 * p + q);
        pl[3] = e3 - (p + q);
        pl[4] = 0.0;
        uncertainty = dmax(ra, rb) + (rma + rmb) * (4.0 / 27.0);
        /* e = P - c4 w^4 sigma^2 (1 - sigma)^2 */
        {
            double clo = jb.c[4].lo * w4, chi = jb.c[4].hi * w4;
            int k;
            for (k = 0; k < 5; k++) ph[k] = pl[k];
            pl[2] -= clo; pl[3] += 2.0 * clo; pl[4] -= clo;
            ph[2] -= chi; ph[3] += 2.0 * chi; ph[4] -= chi;
        }
    } else {
        /* L: the chord; e = (H - L) + c2 w^2 sigma (1 - sigma) */
        double w2 = w * w, clo = jb.c[2].lo * w2, chi = jb.c[2].hi * w2;
        int k;
        pl[0] = e0 - ya;
        pl[1] = e1 - (yb - ya);
        pl[2] = e2;
        pl[3] = e3;
        pl[4] = 0.0;
        uncertainty = dmax(ra, rb);
        for (k = 0; k < 5; k++) ph[k] = pl[k];
        pl[1] += clo; pl[2] -= clo;
        ph[1] += chi; ph[2] -= chi;
    }
    base = dmax(quartic_sup(pl, &sampled_l), quartic_sup(ph, &sampled_h));
    pt->base = base + uncertainty;
    pt->floor = dmax(ra, rb);
    pt->upper = up(base + uncertainty + f_allowance + b->allowance);
    {
        /* lower: at each sample, the smaller end when both have one sign */
        double best = 0.0;
        int k;
        for (k = 0; k <= BOUND_SAMPLES; k++) {
            double x = (double)k / BOUND_SAMPLES;
            double vl = (((pl[4] * x + pl[3]) * x + pl[2]) * x + pl[1]) * x + pl[0];
            double vh = (((ph[4] * x + ph[3]) * x + ph[2]) * x + ph[1]) * x + ph[0];
            if ((vl > 0.0) == (vh > 0.0)) best = dmax(best, dmin(fabs(vl), fabs(vh)));
        }
        pt->lower = dmax(0.0, best - uncertainty);
    }
    (void)sampled_l;
    (void)sampled_h;
}

/* What halving could still take off a part's bound. */
static double reducible(const part *pt) {
    return pt->base - pt->floor;
}

/* The parts of one piece of an interval, worst first: the part with the most
   reducible bound is halved until that is within BOUND_ACCEPT x the largest
   lower estimate (the table's so far, or the midpoints' estimate) plus the
   part's rounding allowance, or until the piece has BOUND_PART_BUDGET parts
   or the table's halvings are spent. ja and je: f at the piece's ends. */
static double refine(bound_context *b, double sa, double sb, end_jet ja, end_jet je) {
    part parts[BOUND_PART_BUDGET];
    int n = 1, k, worst;
    CEASING_LUT_COUNT(piece);
    parts[0].sa = sa;
    parts[0].sb = sb;
    parts[0].left = ja;
    parts[0].right = je;
    part_bound(b, &parts[0]);
    for (;;) {
        double lower = b->running_lower;
        double upper = 0.0;
        worst = 0;
        for (k = 0; k < n; k++) {
            if (!(parts[k].upper >= 0.0)) return NAN; /* no bound: the caller falls back */
            if (reducible(&parts[k]) > reducible(&parts[worst])) worst = k;
            lower = dmax(lower, parts[k].lower);
            upper = dmax(upper, parts[k].upper);
        }
        b->running_lower = lower;
        if (reducible(&parts[worst]) <= BOUND_ACCEPT * lower + (parts[worst].upper - parts[worst].base) ||
            n >= BOUND_PART_BUDGET || b->halvings_left <= 0 || !(parts[worst].sb - parts[worst].sa > 1e-15)) {
            return upper;
        }
        {
            double mid = 0.5 * (parts[worst].sa + parts[worst].sb);
            end_jet middle = end_jet_at(b->s, t_of(b, mid));
            b->halvings_left--;
            CEASING_LUT_COUNT(halving);
            parts[n] = parts[worst];
            parts[n].sa = mid;
            parts[n].left = middle;
            parts[worst].sb = mid;
            parts[worst].right = middle;
            part_bound(b, &parts[worst]);
            part_bound(b, &parts[n]);
            n++;
        }
    }
}

/* The table's cubic on interval i, and the allowance for its rounding. */
static void set_interval(bound_context *b, const double *knots, size_t i) {
    double y0 = knots[2 * i], m0 = knots[2 * i + 1], y1 = knots[2 * i + 2], m1 = knots[2 * i + 3];
    double d = y1 - y0, p = m0 * b->h - d, q = m1 * b->h - d;
    b->i = i;
    b->h0 = y0;
    b->h1 = m0 * b->h;
    b->h2 = -(2.0 * p + q);
    b->h3 = p + q;
    b->allowance = DBL_EPSILON * (8.0 * (fabs(y0) + fabs(y1) + fabs(m0 * b->h) + fabs(m1 * b->h)) +
                                  2.0 * (fabs(d) * b->intervals + fabs(m0) + fabs(m1)));
}

/* A lower estimate of the table's largest error, from the library's curve at
   s = 1/4, 1/2 and 3/4 of every interval less generous rounding allowances.
   It only decides when a part's bound is close enough (parts far below it
   stop at once), never the bound itself. */
static double midpoint_lower(bound_context *b, ceasing_curve curve, const double *knots, size_t resolution) {
    double best = 0.0;
    size_t i;
    for (i = 0; i + 1 < resolution; i++) {
        int k;
        set_interval(b, knots, i);
        for (k = 1; k <= 3; k++) {
            double s = 0.25 * k, table = ((b->h3 * s + b->h2) * s + b->h1) * s + b->h0;
            double f = ceasing_curve_evaluate(curve, t_of(b, s));
            CEASING_LUT_COUNT(curve_call);
            double slack = 4.0 * b->allowance + 64.0 * DBL_EPSILON * (1.0 + fabs(f) + fabs(b->h1 * b->intervals));
            best = dmax(best, fabs(table - f) - slack);
        }
    }
    return best;
}

int ceasing_lut_certified_error(ceasing_curve curve, const double *knots, size_t resolution, double *out) {
    segment segments[MAX_SEGMENTS];
    int count = curve_segments(curve, segments), k;
    /* each piece's f at the last end bounded, for the next interval's start */
    end_jet last_jet[MAX_SEGMENTS];
    double last_t[MAX_SEGMENTS];
    bound_context b;
    double worst = 0.0;
    size_t i;
    if (count == 0 || knots == NULL || resolution < 2) {
        return 0;
    }
    b.intervals = (double)(resolution - 1);
    b.h = 1.0 / b.intervals;
    b.halvings_left = BOUND_HALVINGS;
    b.running_lower = midpoint_lower(&b, curve, knots, resolution);
    for (k = 0; k < count; k++) last_t[k] = -1.0;
    for (i = 0; i + 1 < resolution; i++) {
        set_interval(&b, knots, i);
        for (k = 0; k < count; k++) {
            /* the part of the interval this segment covers, a few ulps wider */
            double sa = segments[k].lo * b.intervals - (double)i, sb = segments[k].hi * b.intervals - (double)i;
            double slack = 4.0 * DBL_EPSILON * (b.intervals + 1.0), ta, tb, bound;
            end_jet ja, je;
            sa = dmax(sa - slack, 0.0);
            sb = dmin(sb + slack, 1.0);
            if (!(sa < sb)) continue;
            b.s = &segments[k];
            b.condition = segment_condition(&segments[k]);
            ta = t_of(&b, sa);
            tb = t_of(&b, sb);
            ja = last_t[k] == ta ? last_jet[k] : end_jet_at(&segments[k], ta);
            je = end_jet_at(&segments[k], tb);
            last_t[k] = tb;
            last_jet[k] = je;
            bound = refine(&b, sa, sb, ja, je);
            if (!(bound >= 0.0)) return 0;
            worst = dmax(worst, bound);
        }
    }
    if (!(worst >= 0.0) || !isfinite(worst)) {
        return 0;
    }
    *out = worst;
    return 1;
}

int ceasing_lut_formula_value(ceasing_curve curve, double t, double *mid, double *radius) {
    segment segments[MAX_SEGMENTS];
    int count = curve_segments(curve, segments), k;
    for (k = 0; k < count; k++) {
        /* the library's own comparisons decide between touching pieces */
        if (t >= segments[k].lo && (t < segments[k].hi || (t == segments[k].hi && k == count - 1))) {
            jet j = segment_jet(&segments[k], make(t, t), ORDER);
            *mid = 0.5 * (j.c[0].lo + j.c[0].hi);
            *radius = 0.5 * (j.c[0].hi - j.c[0].lo);
            return 1;
        }
    }
    return 0;
}
