/* ceasing_spacing.h - the even spacing of linear() inputs, rounded once; not
   installed. Shared by ceasing_linear_resolve and the CSS parser, so that both
   give the same points. */
#ifndef CEASING_SPACING_H
#define CEASING_SPACING_H

#include <math.h>

/* Dekker's split (the two halves multiply exactly); |v| below 1e290. */
static void ceasing_spacing_split(double v, double *high, double *low) {
    double c = 134217729.0 * v; /* 2^27 + 1 */
    *high = c - (c - v);
    *low = v - *high;
}

/* a + (b - a) k / m for finite a <= b and 0 < k < m (m below 2^53), the double
   nearest the exact value: b - a, times k and over m are carried in
   double-double (error about 2^-104 relative), then rounded once. Plain double
   arithmetic (two or three roundings) is used only where the numbers are too
   large for the split (above 1e290), in halves if b - a overflows. */
static double ceasing_even_input(double a, double b, double k, double m) {
    double dh = b - a, dl, ph, pl, ah, al, bh, bl, q1, th, tl, q2, sh, sl, r;
    if (!(fabs(dh) < 1e290 && fabs(a) < 1e290)) {
        if (fabs(dh) <= 1.7976931348623157e308) return a + dh * (k / m);
        return 2.0 * (0.5 * a + (0.5 * b - 0.5 * a) * (k / m));
    }
    { /* two-sum: b - a = dh + dl exactly */
        double bb = dh - b;
        dl = (b - (dh - bb)) + (-a - bb);
    }
    /* (dh + dl) k: dh k exactly as ph + pl, plus dl k */
    ph = dh * k;
    ceasing_spacing_split(dh, &ah, &al);
    ceasing_spacing_split(k, &bh, &bl);
    pl = ((ah * bh - ph) + ah * bl + al * bh) + al * bl;
    pl += dl * k;
    /* over m: q1 + q2 */
    q1 = ph / m;
    th = q1 * m;
    ceasing_spacing_split(q1, &ah, &al);
    ceasing_spacing_split(m, &bh, &bl);
    tl = ((ah * bh - th) + ah * bl + al * bh) + al * bl;
    r = ((ph - th) - tl) + pl;
    q2 = r / m;
    /* a + q1 + q2, rounded once */
    sh = a + q1;
    {
        double bb = sh - a;
        sl = (a - (sh - bb)) + (q1 - bb);
    }
    return sh + (sl + q2);
}

#endif
