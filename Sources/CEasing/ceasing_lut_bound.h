/* ceasing_lut_bound.h - the certified error bound of a table baked from a named
   curve (ceasing_lut_bound.c); private, not installed. */
#ifndef CEASING_LUT_BOUND_H
#define CEASING_LUT_BOUND_H

#include "ceasing.h"

/* A bound on |table(t) - curve(t)| over the doubles t in [0, 1], for the table
   knots[0 .. 2 * resolution) baked from curve. Returns 0 for a curve outside
   the enum. */
int ceasing_lut_certified_error(ceasing_curve curve, const double *knots, size_t resolution, double *out);

/* The curve as the bound sees it (its piecewise closed form, interval
   arithmetic on a point): the midpoint and radius of the enclosure of the
   value at t in [0, 1]. For tests: it must agree with ceasing_curve_evaluate. */
int ceasing_lut_formula_value(ceasing_curve curve, double t, double *mid, double *radius);

#endif /* CEASING_LUT_BOUND_H */
