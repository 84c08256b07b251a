/* ceasing_fit.c - adaptive piecewise-linear sampling and cubic-Bezier fitting. */
#include "ceasing.h"
#include "ceasing_fp.h"

#include <float.h>
#include <math.h>

#define FIT_MIN_TOLERANCE 1e-12     /* below this, f's own rounding decides */
#define FIT_ACCEPT 0.99              /* a piece must stay within 0.99 max_error at its checks */
#define FIT_LENGTH_PRECISION (1.0 / 1024.0)
#define FIT_MAX_BISECTIONS 2200      /* enough to reach adjacent doubles anywhere in [0, 1] */
#define FIT_FIRST_GUESS (1.0 / 16.0)
#define FIT_MAX_STEP (1.0 / 131072.0) /* finite-difference step ceiling, 2^-17 */
#define FIT_LS_SAMPLES 32            /* residuals of the least-squares handle fit */
#define FIT_LS_ITERATIONS 8
#define FIT_TIMING_BOUND 1000.0      /* |normalised control y| accepted by ceasing_fit_bezier */
#define FIT_UNIFORM_CHECKS 64
#define FIT_REFINEMENTS 40           /* golden-section steps per error peak */
/* Samples of f one export may take, whatever f (noise at a tight tolerance
   would otherwise ask for pieces an ulp long all the way across [0, 1]). */
#ifndef FIT_SAMPLE_BUDGET
#define FIT_SAMPLE_BUDGET (1UL << 24)
#endif

typedef struct fitter {
    ceasing_function f;
    void *context;
    double tolerance;
    double accept;
    ceasing_status status; /* sticky: CEASING_ERROR_NOT_FINITE once f misbehaves */
    unsigned long samples_left; /* the work bound: CEASING_ERROR_NOT_CONVERGED once spent */
    const void *pass_state; /* the export's own state, shared by its passes */
} fitter;

static double sample(fitter *ft, double x) {
    double y;
    if (ft->samples_left == 0) {
        ft->status = CEASING_ERROR_NOT_CONVERGED;
        return 0.0;
    }
    ft->samples_left--;
    y = ft->f(ft->context, x);
    if (!isfinite(y)) {
        ft->status = CEASING_ERROR_NOT_FINITE;
        return 0.0;
    }
    return y;
}

static size_t check_count(double length, double per_unit, size_t minimum) {
    double n = ceil(length * per_unit);
    return n > (double)minimum ? (size_t)n : minimum;
}

static ceasing_status validate_common(ceasing_function f, double max_error, const void *array,
                                      size_t capacity, const size_t *count) {
    if (f == NULL || count == NULL || (array == NULL && capacity > 0)) {
        return CEASING_ERROR_NULL;
    }
    if (!isfinite(max_error)) {
        return CEASING_ERROR_NOT_FINITE;
    }
    if (!(max_error >= FIT_MIN_TOLERANCE)) {
        return CEASING_ERROR_OUT_OF_RANGE;
    }
    return CEASING_OK;
}

/* ---- the greedy farthest reach, shared by both exporters ---- */

/* Feasibility of the piece [start, end]: 1 if it fits within ft->accept. */
typedef int (*piece_test)(fitter *ft, const void *state, double start_x, double start_y, double end);

typedef struct reach {
    double end;     /* farthest feasible end */
    double beyond;  /* nearest infeasible end (when jump is set: the next double) */
    int jump;       /* f jumps by more than the tolerance between end and beyond */
} reach;

static reach find_reach(fitter *ft, piece_test ok, const void *state, double xa, double ya, double guess) {
    reach r;
    double lo = xa, hi = 1.0, b;
    int i;

    r.end = 1.0;
    r.beyond = 1.0;
    r.jump = 0;
    if (ok(ft, state, xa, ya, 1.0)) {
        return r;
    }
    b = xa + guess;
    if (!(b > xa)) {
        b = nextafter(xa, 2.0); /* a guess below half an ulp of xa */
    }
    if (!(b < hi)) {
        b = xa + 0.5 * (hi - xa);
    }
    /* Doubling b − xa from one ulp passes 1 within FIT_MAX_BISECTIONS steps;
       the cap also ends the loop if b − xa rounds to 0 at the last ulp below 1. */
    for (i = 0; i < FIT_MAX_BISECTIONS && b < hi && ft->status == CEASING_OK; i++) {
        if (ok(ft, state, xa, ya, b)) {
            lo = b;
            b = xa + 2.0 * (b - xa);
        } else {
            hi = b;
        }
    }
    for (i = 0; i < FIT_MAX_BISECTIONS && ft->status == CEASING_OK; i++) {
        double mid = lo + 0.5 * (hi - lo);
        if (mid <= lo || mid >= hi) {
            break; /* lo and hi are adjacent doubles */
        }
        if (lo > xa && hi - lo <= (lo - xa) * FIT_LENGTH_PRECISION) {
            /* Long enough. Keep going only to pin down a jump. */
            if (!(fabs(sample(ft, hi) - sample(ft, lo)) > ft->tolerance)) {
                break;
            }
        }
        if (ok(ft, state, xa, ya, mid)) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    r.end = lo;
    r.beyond = hi;
    /* No progress at all means f jumps right after xa: treat it as a jump too. */
    r.jump = lo == xa || (nextafter(lo, 2.0) >= hi && fabs(sample(ft, hi) - sample(ft, lo)) > ft->tolerance);
    return r;
}

/* ---- error scans ---- */

/* |approximation - f| at parameter s in [0, 1] of a piece. */
typedef double (*error_at)(fitter *ft, const void *piece, double s);

/* Golden-section search for the largest error on [l, r]. */
static double refine_peak(fitter *ft, error_at error, const void *piece, double l, double r, double peak) {
    const double g = 0.6180339887498949;
    double a = r - g * (r - l), b = l + g * (r - l);
    double ea = error(ft, piece, a), eb = error(ft, piece, b);
    int i;
    for (i = 0; i < FIT_REFINEMENTS && ft->status == CEASING_OK; i++) {
        if (ea > peak) {
            peak = ea;
        }
        if (eb > peak) {
            peak = eb;
        }
        if (ea >= eb) {
            r = b;
            b = a;
            eb = ea;
            a = r - g * (r - l);
            ea = error(ft, piece, a);
        } else {
            l = a;
            a = b;
            ea = eb;
            b = l + g * (r - l);
            eb = error(ft, piece, b);
        }
    }
    return fmax(peak, fmax(ea, eb));
}

/* Largest error over n evenly spaced parameters, each local maximum above
   half the acceptance level refined by golden-section search (a kink of f
   between two checks would otherwise hide its peak). Stops early once the
   error exceeds `stop`. */
static double scan_error(fitter *ft, error_at error, const void *piece, size_t n, double stop) {
    /* e_prev, e_cur, e_next: errors at k - 2, k - 1, k; pieces start and end on f */
    double worst = 0.0, e_prev = 0.0, e_cur = 0.0;
    size_t k;
    for (k = 1; k <= n && ft->status == CEASING_OK; k++) {
        double e_next = k < n ? error(ft, piece, (double)k / (double)n) : 0.0; /* 0 at s = 1 */
        double peak = e_cur;
        if (k >= 2 && e_cur >= e_prev && e_cur >= e_next && e_cur > 0.5 * ft->accept) {
            peak = refine_peak(ft, error, piece, (double)(k - 2) / (double)n, (double)k / (double)n, e_cur);
        }
        if (peak > worst) {
            worst = peak;
        }
        if (worst > stop) {
            break;
        }
        e_prev = e_cur;
        e_cur = e_next;
    }
    if (e_cur > worst) {
        worst = e_cur;
    }
    return ft->status == CEASING_OK ? worst : HUGE_VAL;
}

/* ---- piecewise-linear sampling ---- */

/* The chord check (chord_fits). A chord over [xa, b] is checked at the points
   of a grid inside it: the multiples of h = 2^-11 (2,048 per unit), or, for a
   chord shorter than 32 h, of the largest power of two h with at least 32
   points inside. Between two consecutive points p and q (or an end of the
   chord) the chord minus f is its value there, interpolated linearly, plus
   f's own deviation from the line through (p, f(p)) and (q, f(q)); that
   deviation is bounded by twice the larger |d| of p and q, d being how far f
   at a point lies from the line through its two neighbours. The bound holds
   for a jump or a kink between p and q (where it is reached) and has a
   margin of 8 for a smooth curve (d = h^2 f''/2, the deviation at most
   h^2 f''/8). A cell whose bound exceeds the acceptance level is halved (one
   sample at its middle, whose d bounds the halves) until the bound holds, a
   sample exceeds the level (no fit), the cell is two adjacent doubles, or
   the check has spent LINEAR_SPLITS samples on halving (no fit). The values
   of f at the multiples of 2^-11 are kept for the whole export (both passes),
   so a grid point is sampled once. This is a dense check, not a proof: a
   feature narrower than the grid spacing can hide from it (the C tests check
   every result densely, adversarial curves included). */
#define LINEAR_GRID_BITS 11
#define LINEAR_GRID_POINTS 2049  /* k / 2048 for k = 0..2048 */
#define LINEAR_MIN_CHECKS 32
#define LINEAR_SPLITS 256

typedef struct linear_state {
    double *grid; /* f(k / 2048), NaN where not sampled yet; NULL: no cache */
} linear_state;

/* the larger of two finite numbers (fmax is a library call in some builds) */
#define LARGER(a, b) ((a) > (b) ? (a) : (b))

typedef struct chord {
    double xa, ya, b, yb, slope;
    int splits_left;
} chord;

static double chord_at(const chord *c, double x) {
    return c->ya + c->slope * (x - c->xa);
}

/* Whether the chord stays within ft->accept on [x0, x1], given f and the
   chord's error at both ends and the deviation bound dev (see above). */
static int cell_fits(fitter *ft, chord *c, double x0, double f0, double e0, double x1, double f1, double e1,
                     double dev) {
    for (;;) {
        double xm, fm, em, dm;
        if (LARGER(e0, e1) + dev <= ft->accept) {
            return 1;
        }
        xm = x0 + 0.5 * (x1 - x0);
        if (xm <= x0 || xm >= x1) {
            return 1; /* adjacent doubles: nothing lies between the checks */
        }
        if (c->splits_left-- <= 0) {
            return 0;
        }
        fm = sample(ft, xm);
        if (ft->status != CEASING_OK) {
            return 0;
        }
        em = fabs(chord_at(c, xm) - fm);
        if (em > ft->accept) {
            return 0;
        }
        /* d of the middle, relative to the cell's ends */
        dm = 2.0 * fabs(fm - (f0 + (f1 - f0) * ((xm - x0) / (x1 - x0))));
        if (!cell_fits(ft, c, x0, f0, e0, xm, fm, em, dm)) {
            return 0;
        }
        x0 = xm;
        f0 = fm;
        e0 = em;
        dev = dm;
    }
}

static double chord_error(fitter *ft, const void *piece, double s) {
    const chord *c = (const chord *)piece;
    return fabs(c->ya + (c->yb - c->ya) * s - sample(ft, c->xa + (c->b - c->xa) * s));
}

static int chord_fits(fitter *ft, const void *state, double xa, double ya, double b) {
    const linear_state *st = (const linear_state *)state;
    const double accept = ft->accept;
    double length = b - xa, h, k, x0, y0, e0, d0, x1, y1, e1;
    int coarse, exponent, have = 0;
    size_t index;
    chord c;
    c.xa = xa;
    c.ya = ya;
    c.b = b;
    c.yb = sample(ft, b);
    c.slope = (c.yb - ya) / length;
    c.splits_left = LINEAR_SPLITS;
    if (ft->status != CEASING_OK) {
        return 0;
    }
    coarse = length >= ldexp((double)LINEAR_MIN_CHECKS, -LINEAR_GRID_BITS) && st->grid != NULL;
    h = length / LINEAR_MIN_CHECKS;
    if (!(h >= DBL_MIN) || !(h >= 8.0 * DBL_EPSILON * b) || !isfinite(c.slope)) {
        /* A chord a few dozen ulps long (closing in on a jump): grid points
           would not be representable; check evenly spaced points instead. */
        return scan_error(ft, chord_error, &c, check_count(length, 2048.0, LINEAR_MIN_CHECKS), accept) <= accept;
    }
    if (coarse) {
        h = ldexp(1.0, -LINEAR_GRID_BITS);
    } else {
        (void)frexp(h, &exponent);
        h = ldexp(1.0, exponent - 1); /* the largest power of two <= length / 32 */
    }
    /* Walk xa, the grid points inside, b, keeping the last two points (x0
       before x1) and d of x0: d of a point needs its successor, so the cell
       [x0, x1] is judged once the point after x1 is known. */
    k = floor(xa / h) + 1.0;
    index = coarse ? (size_t)k : 0;
    x0 = y0 = e0 = d0 = 0.0;
    x1 = xa;
    y1 = ya;
    e1 = 0.0;
    for (;;) {
        double x2 = k * h, y2, e2, d1;
        int last = !(x2 < b);
        if (last) {
            x2 = b;
            y2 = c.yb;
            e2 = 0.0;
        } else {
            if (coarse) {
                double *slot = &st->grid[index];
                if (isnan(*slot)) {
                    double y = sample(ft, x2);
                    if (ft->status != CEASING_OK) {
                        return 0;
                    }
                    *slot = y;
                }
                y2 = *slot;
            } else {
                y2 = sample(ft, x2);
                if (ft->status != CEASING_OK) {
                    return 0;
                }
            }
            e2 = fabs(ya + c.slope * (x2 - xa) - y2);
            if (e2 > accept) {
                return 0;
            }
        }
        /* d of x1: x0, x1, x2 are evenly spaced unless x0 or x2 is an end */
        if (have == 0) {
            d1 = 0.0;
        } else if (have > 1 && !last) {
            d1 = 2.0 * fabs(y1 - 0.5 * (y0 + y2));
        } else {
            d1 = 2.0 * fabs(y1 - (y0 + (y2 - y0) * ((x1 - x0) / (x2 - x0))));
        }
        if (have && LARGER(e0, e1) + LARGER(d0, d1) > accept &&
            !cell_fits(ft, &c, x0, y0, e0, x1, y1, e1, LARGER(d0, d1))) {
            return 0;
        }
        if (last) {
            /* the final cell [x1, b] */
            return LARGER(e1, e2) + d1 <= accept || cell_fits(ft, &c, x1, y1, e1, x2, y2, e2, d1);
        }
        x0 = x1;
        y0 = y1;
        e0 = e1;
        d0 = d1;
        x1 = x2;
        y1 = y2;
        e1 = e2;
        have++;
        k += 1.0;
        index++;
    }
}

/* One sampling pass; writes when points != NULL. Stops early once more than
   limit points are needed. */
static size_t sample_pass(fitter *ft, const linear_state *state, ceasing_point *points, size_t limit) {
    double xa = 0.0, ya = sample(ft, 0.0), guess = FIT_FIRST_GUESS;
    size_t n = 0;

#define EMIT(px, py) \
    do { \
        if (points != NULL) { \
            points[n].x = (px); \
            points[n].y = (py); \
        } \
        n++; \
    } while (0)

    EMIT(xa, ya);
    while (xa < 1.0 && ft->status == CEASING_OK && n <= limit) {
        reach r = find_reach(ft, chord_fits, state, xa, ya, guess);
        double y_end = sample(ft, r.end);
        if (ft->status != CEASING_OK) {
            break;
        }
        if (r.jump) {
            double y_after = sample(ft, r.beyond);
            /* (J, f(J-)) is the same line as (J-, f(J-)) unless the piece is a few ulps long */
            double shift = fabs(y_end - ya) * (r.beyond - r.end) / (r.beyond - xa);
            if (r.end == xa) {
                /* the jump starts right at the current point */
            } else if (shift <= 1e-3 * ft->tolerance) {
                EMIT(r.beyond, y_end);
            } else {
                EMIT(r.end, y_end);
            }
            EMIT(r.beyond, y_after);
            guess = r.end - xa;
            xa = r.beyond;
            ya = y_after;
        } else {
            EMIT(r.end, y_end);
            guess = r.end - xa;
            xa = r.end;
            ya = y_end;
        }
        if (!(guess > 0.0)) {
            guess = FIT_FIRST_GUESS;
        }
    }
#undef EMIT
    return n;
}

/* A pass writes at most `limit` items to `out` (NULL: none) and returns how
   many the export needs. */
typedef size_t (*export_pass)(fitter *ft, void *out, size_t limit);

/* Runs an export: a counting pass, then, when the caller's buffer is large
   enough, a writing pass, so that nothing is written on failure. */
static ceasing_status run_export(ceasing_function f, void *context, double max_error, void *out, size_t capacity,
                                 size_t *count, export_pass pass, const void *pass_state) {
    fitter ft;
    size_t needed;
    ceasing_status status = validate_common(f, max_error, out, capacity, count);
    if (status != CEASING_OK) {
        return status;
    }
    ft.f = f;
    ft.context = context;
    ft.tolerance = max_error;
    ft.accept = FIT_ACCEPT * max_error;
    ft.status = CEASING_OK;
    ft.samples_left = FIT_SAMPLE_BUDGET;
    ft.pass_state = pass_state;

    needed = pass(&ft, NULL, out == NULL ? (size_t)-1 : capacity);
    if (ft.status != CEASING_OK) {
        return ft.status;
    }
    if (out != NULL) {
        if (needed > capacity) {
            return CEASING_ERROR_CAPACITY;
        }
        ft.samples_left = FIT_SAMPLE_BUDGET; /* the same work again */
        needed = pass(&ft, out, capacity);
        if (ft.status != CEASING_OK) {
            return ft.status; /* only if f is not deterministic */
        }
    }
    *count = needed;
    return CEASING_OK;
}

static size_t sample_export_pass(fitter *ft, void *out, size_t limit) {
    return sample_pass(ft, (const linear_state *)ft->pass_state, (ceasing_point *)out, limit);
}

ceasing_status ceasing_sample_linear(ceasing_function f, void *context, double max_error,
                                     ceasing_point *points, size_t capacity, size_t *count) {
    double grid[LINEAR_GRID_POINTS];
    linear_state state;
    size_t i;
    for (i = 0; i < LINEAR_GRID_POINTS; i++) {
        grid[i] = NAN;
    }
    state.grid = grid;
    return run_export(f, context, max_error, points, capacity, count, sample_export_pass, &state);
}

/* ---- cubic Bezier pieces ---- */

static double bezier_at(double p0, double p1, double p2, double p3, double s) {
    double u = 1.0 - s;
    return u * u * u * p0 + 3.0 * u * u * s * p1 + 3.0 * u * s * s * p2 + s * s * s * p3;
}

static double bezier_error(fitter *ft, const void *piece, double s) {
    const ceasing_bezier_segment *p = (const ceasing_bezier_segment *)piece;
    double x = bezier_at(p->p0.x, p->p1.x, p->p2.x, p->p3.x, s);
    return fabs(bezier_at(p->p0.y, p->p1.y, p->p2.y, p->p3.y, s) - sample(ft, x));
}

/* Largest |piece - f| over the piece (see scan_error); infinity on failure. */
static double piece_error(fitter *ft, const ceasing_bezier_segment *p, size_t n, double stop) {
    return scan_error(ft, bezier_error, p, n, stop);
}

/* Piece on [a, b] with tangent slopes m0, m1 and handle lengths u h, v h along them. */
static void make_piece(ceasing_bezier_segment *p, double a, double ya, double b, double yb,
                       double m0, double m1, double u, double v) {
    double h = b - a;
    p->p0.x = a;
    p->p0.y = ya;
    p->p1.x = a + u * h;
    p->p1.y = ya + m0 * u * h;
    p->p2.x = b - v * h;
    p->p2.y = yb - m1 * v * h;
    p->p3.x = b;
    p->p3.y = yb;
    /* keep the handles inside the piece despite rounding */
    if (p->p1.x > b) {
        p->p1.x = b;
    }
    if (p->p2.x < a) {
        p->p2.x = a;
    }
}

/* One-sided second-order slopes inside [a, b]. */
static void piece_slopes(fitter *ft, double a, double ya, double b, double yb, double *m0, double *m1) {
    double d = fmin(FIT_MAX_STEP, (b - a) / 8.0);
    *m0 = 0.0;
    *m1 = 0.0;
    if (a + d > a && b - d < b) {
        double m_start = (-3.0 * ya + 4.0 * sample(ft, a + d) - sample(ft, a + 2.0 * d)) / (2.0 * d);
        double m_end = (3.0 * yb - 4.0 * sample(ft, b - d) + sample(ft, b - 2.0 * d)) / (2.0 * d);
        /* a piece a few ulps wide (at a jump) can overflow: flat handles then */
        if (isfinite(m_start) && isfinite(m_end)) {
            *m0 = m_start;
            *m1 = m_end;
        }
    }
}

typedef struct ls_state {
    double residual[FIT_LS_SAMPLES + 1];
    double slope[FIT_LS_SAMPLES + 1];
} ls_state;

/* Residuals r_k = y(s_k) - f(x(s_k)) and estimates of f'(x(s_k)); returns the
   sum of squares and stores the largest |r_k| in *worst. */
static double ls_residuals(fitter *ft, const ceasing_bezier_segment *p, double m0, double m1,
                           ls_state *st, double *worst) {
    double xs[FIT_LS_SAMPLES + 1], fs[FIT_LS_SAMPLES + 1];
    double sum = 0.0;
    int k;
    *worst = 0.0;
    for (k = 0; k <= FIT_LS_SAMPLES; k++) {
        double s = (double)k / FIT_LS_SAMPLES;
        xs[k] = bezier_at(p->p0.x, p->p1.x, p->p2.x, p->p3.x, s);
        if (k == 0) {
            fs[k] = p->p0.y;
        } else if (k == FIT_LS_SAMPLES) {
            fs[k] = p->p3.y;
        } else {
            fs[k] = sample(ft, xs[k]);
        }
        st->residual[k] = bezier_at(p->p0.y, p->p1.y, p->p2.y, p->p3.y, s) - fs[k];
        sum += st->residual[k] * st->residual[k];
        if (fabs(st->residual[k]) > *worst) {
            *worst = fabs(st->residual[k]);
        }
    }
    st->slope[0] = m0;
    st->slope[FIT_LS_SAMPLES] = m1;
    for (k = 1; k < FIT_LS_SAMPLES; k++) {
        double dx = xs[k + 1] - xs[k - 1];
        st->slope[k] = dx > 0.0 ? (fs[k + 1] - fs[k - 1]) / dx : 0.0;
    }
    return sum;
}

static double clamp_unit(double v) {
    return v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v);
}

/* Best handles for [a, b]; writes the piece and returns its checked error. */
static double fit_piece(fitter *ft, double a, double ya, double b, double yb, ceasing_bezier_segment *best) {
    double h = b - a, m0, m1, u, v, best_worst, sum, worst, lambda = 1e-3;
    ceasing_bezier_segment trial;
    ls_state st;
    int iteration;

    piece_slopes(ft, a, ya, b, yb, &m0, &m1);
    if (ft->status != CEASING_OK) {
        return HUGE_VAL;
    }
    /* Hermite: handles of h / 3 make x(s) linear and y the cubic Hermite interpolant. */
    u = v = 1.0 / 3.0;
    make_piece(best, a, ya, b, yb, m0, m1, u, v);
    sum = ls_residuals(ft, best, m0, m1, &st, &best_worst);
    /* FCAnimationFactory's midpoint rule: equal handles with y(1/2) = f(midpoint). */
    if (m0 != m1) {
        double ym = sample(ft, a + 0.5 * h);
        double w = (8.0 * ym - 4.0 * ya - 4.0 * yb) / (3.0 * (m0 - m1) * h);
        if (w >= 0.0 && w <= 1.0) {
            double trial_sum;
            ls_state trial_st;
            make_piece(&trial, a, ya, b, yb, m0, m1, w, w);
            trial_sum = ls_residuals(ft, &trial, m0, m1, &trial_st, &worst);
            if (worst < best_worst) {
                *best = trial;
                best_worst = worst;
                sum = trial_sum;
                st = trial_st;
                u = v = w;
            }
        }
    }
    /* Levenberg-Marquardt on the two handle lengths, kept in [0, 1]. */
    for (iteration = 0; iteration < FIT_LS_ITERATIONS && ft->status == CEASING_OK; iteration++) {
        double jtj_uu = 0.0, jtj_uv = 0.0, jtj_vv = 0.0, g_u = 0.0, g_v = 0.0, det, du, dv, trial_sum;
        double nu, nv, a11, a22;
        ls_state trial_st;
        int k;
        for (k = 1; k < FIT_LS_SAMPLES; k++) {
            double s = (double)k / FIT_LS_SAMPLES, w = 1.0 - s;
            double ju = 3.0 * w * w * s * h * (m0 - st.slope[k]);
            double jv = -3.0 * w * s * s * h * (m1 - st.slope[k]);
            jtj_uu += ju * ju;
            jtj_uv += ju * jv;
            jtj_vv += jv * jv;
            g_u += ju * st.residual[k];
            g_v += jv * st.residual[k];
        }
        a11 = jtj_uu * (1.0 + lambda) + 1e-300;
        a22 = jtj_vv * (1.0 + lambda) + 1e-300;
        det = a11 * a22 - jtj_uv * jtj_uv;
        if (!(det > 0.0) || !isfinite(det)) {
            break;
        }
        du = -(a22 * g_u - jtj_uv * g_v) / det;
        dv = -(a11 * g_v - jtj_uv * g_u) / det;
        nu = clamp_unit(u + du);
        nv = clamp_unit(v + dv);
        if (nu == u && nv == v) {
            break;
        }
        make_piece(&trial, a, ya, b, yb, m0, m1, nu, nv);
        trial_sum = ls_residuals(ft, &trial, m0, m1, &trial_st, &worst);
        if (trial_sum < sum) {
            u = nu;
            v = nv;
            sum = trial_sum;
            st = trial_st;
            lambda *= 0.1;
            if (worst < best_worst) {
                *best = trial;
                best_worst = worst;
            }
        } else {
            lambda *= 10.0;
        }
    }
    if (ft->status != CEASING_OK) {
        return HUGE_VAL;
    }
    return piece_error(ft, best, check_count(h, 4096.0, 64), ft->accept);
}

/* Normalised control points, or 0 when the piece has no timing function. */
static int piece_timing(const ceasing_bezier_segment *p, double bound, double control[4]) {
    double dx = p->p3.x - p->p0.x, dy = p->p3.y - p->p0.y;
    int k;
    if (!(dx > 0.0)) {
        return 0;
    }
    control[0] = (p->p1.x - p->p0.x) / dx;
    control[2] = (p->p2.x - p->p0.x) / dx;
    if (dy == 0.0) {
        if (p->p1.y != p->p0.y || p->p2.y != p->p0.y) {
            return 0;
        }
        control[0] = 0.0;
        control[1] = 0.0;
        control[2] = 1.0;
        control[3] = 1.0;
        return 1;
    }
    control[1] = (p->p1.y - p->p0.y) / dy;
    control[3] = (p->p2.y - p->p0.y) / dy;
    for (k = 0; k < 4; k++) {
        if (!isfinite(control[k])) {
            return 0;
        }
    }
    if (!(control[0] >= 0.0 && control[0] <= 1.0 && control[2] >= 0.0 && control[2] <= 1.0)) {
        return 0;
    }
    return fabs(control[1]) <= bound && fabs(control[3]) <= bound;
}

static int piece_fits(fitter *ft, const void *state, double xa, double ya, double b) {
    ceasing_bezier_segment piece;
    double control[4];
    double yb = sample(ft, b);
    (void)state;
    if (ft->status != CEASING_OK) {
        return 0;
    }
    if (!(fit_piece(ft, xa, ya, b, yb, &piece) <= ft->accept)) {
        return 0;
    }
    return piece_timing(&piece, FIT_TIMING_BOUND, control);
}

static void straight_piece(ceasing_bezier_segment *p, double xa, double ya, double xb, double yb) {
    p->p0.x = p->p1.x = xa;
    p->p0.y = p->p1.y = ya;
    p->p2.x = p->p3.x = xb;
    p->p2.y = p->p3.y = yb;
}

static size_t fit_pass(fitter *ft, ceasing_bezier_segment *segments, size_t limit) {
    double xa = 0.0, ya = sample(ft, 0.0), guess = FIT_FIRST_GUESS;
    size_t n = 0;
    while (xa < 1.0 && ft->status == CEASING_OK && n <= limit) {
        reach r = find_reach(ft, piece_fits, NULL, xa, ya, guess);
        double y_end = sample(ft, r.end);
        if (ft->status != CEASING_OK) {
            break;
        }
        if (r.end > xa) {
            if (segments != NULL && n < limit) {
                (void)fit_piece(ft, xa, ya, r.end, y_end, &segments[n]);
            }
            n++;
            guess = r.end - xa;
        }
        xa = r.end;
        ya = y_end;
        if (r.jump) {
            /* the jump itself: a straight piece between adjacent doubles */
            double y_after = sample(ft, r.beyond);
            if (segments != NULL && n < limit) {
                straight_piece(&segments[n], xa, ya, r.beyond, y_after);
            }
            n++;
            xa = r.beyond;
            ya = y_after;
        }
    }
    return n;
}

static size_t fit_export_pass(fitter *ft, void *out, size_t limit) {
    return fit_pass(ft, (ceasing_bezier_segment *)out, limit);
}

ceasing_status ceasing_fit_bezier(ceasing_function f, void *context, double max_error,
                                  ceasing_bezier_segment *segments, size_t capacity, size_t *count) {
    return run_export(f, context, max_error, segments, capacity, count, fit_export_pass, NULL);
}

ceasing_status ceasing_bezier_segment_timing(const ceasing_bezier_segment *segment, ceasing_cubic_bezier *out) {
    double control[4];
    if (segment == NULL || out == NULL) {
        return CEASING_ERROR_NULL;
    }
    if (!piece_timing(segment, HUGE_VAL, control)) {
        return CEASING_ERROR_OUT_OF_RANGE;
    }
    return ceasing_cubic_bezier_init(out, control[0], control[1], control[2], control[3]);
}

/* ---- FCAnimationFactory's fixed-segment fit ---- */

static void fc_piece(fitter *ft, double x1, double x2, ceasing_bezier_segment *p) {
    const double h = sqrt((double)FLT_EPSILON);
    double y1 = sample(ft, x1), y2 = sample(ft, x2);
    double xm = 0.5 * (x1 + x2), ym = sample(ft, xm);
    double theta1 = atan2(-1.5 * y1 + 2.0 * sample(ft, x1 + h) - 0.5 * sample(ft, x1 + 2.0 * h), h);
    double theta2 = atan2(1.5 * y2 - 2.0 * sample(ft, x2 - h) + 0.5 * sample(ft, x2 - 2.0 * h), h);
    double big_x = 8.0 * xm - 4.0 * x1 - 4.0 * x2;
    double big_y = 8.0 * ym - 4.0 * y1 - 4.0 * y2;
    double c1 = cos(theta1), s1 = sin(theta1), c2 = cos(theta2), s2 = sin(theta2);
    double base = 3.0 * (s2 * c1 - s1 * c2);
    double a, b;

    if (base != 0.0) {
        a = (s2 * big_x - c2 * big_y) / base;
        b = (s1 * big_x - c1 * big_y) / base;
    } else if (big_x == 0.0 && big_y == 0.0) {
        a = b = 0.0;
    } else {
        a = (x2 - x1) / (3.0 * c1); /* Hermite: x handles of a third */
        b = (x2 - x1) / (3.0 * c2);
    }
    p->p0.x = x1;
    p->p0.y = y1;
    p->p1.x = x1 + a * c1;
    p->p1.y = y1 + a * s1;
    p->p2.x = x2 - b * c2;
    p->p2.y = y2 - b * s2;
    p->p3.x = x2;
    p->p3.y = y2;
    if (!isfinite(p->p1.x) || !isfinite(p->p1.y) || !isfinite(p->p2.x) || !isfinite(p->p2.y)) {
        ft->status = CEASING_ERROR_NOT_FINITE;
    }
}

ceasing_status ceasing_fit_bezier_uniform(ceasing_function f, void *context, size_t segment_count,
                                          ceasing_bezier_segment *segments, size_t capacity,
                                          double *max_error) {
    fitter ft;
    double worst = 0.0;
    size_t i;
    int pass;

    if (f == NULL || segments == NULL) {
        return CEASING_ERROR_NULL;
    }
    if (segment_count == 0) {
        return CEASING_ERROR_OUT_OF_RANGE;
    }
    if (capacity < segment_count) {
        return CEASING_ERROR_CAPACITY;
    }
    ft.f = f;
    ft.context = context;
    ft.tolerance = 0.0;
    ft.accept = 0.0;
    ft.status = CEASING_OK;
    ft.samples_left = (unsigned long)-1; /* a fixed number of samples per segment */
    /* Pass 0 checks every sample and measures; pass 1 writes. */
    for (pass = 0; pass < 2; pass++) {
        for (i = 0; i < segment_count && ft.status == CEASING_OK; i++) {
            ceasing_bezier_segment piece;
            double x1 = (double)i / (double)segment_count;
            double x2 = (double)(i + 1) / (double)segment_count;
            fc_piece(&ft, x1, x2, &piece);
            if (pass == 0) {
                double e = piece_error(&ft, &piece, FIT_UNIFORM_CHECKS, HUGE_VAL);
                if (e > worst) {
                    worst = e;
                }
            } else {
                segments[i] = piece;
            }
        }
        if (ft.status != CEASING_OK) {
            return ft.status;
        }
    }
    if (max_error != NULL) {
        *max_error = worst;
    }
    return CEASING_OK;
}
