/* reference_spring.h - an independent reference for the spring tests:
 * the exact transition matrix exp(A·t) in long double. */
#ifndef MOTION_REFERENCE_SPRING_H
#define MOTION_REFERENCE_SPRING_H

#include <math.h>

/* exp(A·t) for A = [[0, 1], [−k/m, −c/m]] in long double: Taylor series with
   scaling and squaring. Shares nothing with the closed form. */
static void reference_transition(double m, double k, double c, double t, long double out[4]) {
    long double a[4], term[4], sum[4], tmp[4], norm;
    int squarings = 0, n, i;
    a[0] = 0.0L; a[1] = 1.0L; a[2] = -(long double)k / m; a[3] = -(long double)c / m;
    for (i = 0; i < 4; i++) a[i] *= t;
    norm = fabsl(a[0]) + fabsl(a[1]) + fabsl(a[2]) + fabsl(a[3]);
    while (norm > 0.25L) { norm *= 0.5L; squarings++; }
    for (i = 0; i < 4; i++) a[i] = ldexpl(a[i], -squarings);
    sum[0] = 1.0L; sum[1] = 0.0L; sum[2] = 0.0L; sum[3] = 1.0L;
    term[0] = 1.0L; term[1] = 0.0L; term[2] = 0.0L; term[3] = 1.0L;
    for (n = 1; n <= 30; n++) {
        tmp[0] = (term[0] * a[0] + term[1] * a[2]) / n;
        tmp[1] = (term[0] * a[1] + term[1] * a[3]) / n;
        tmp[2] = (term[2] * a[0] + term[3] * a[2]) / n;
        tmp[3] = (term[2] * a[1] + term[3] * a[3]) / n;
        for (i = 0; i < 4; i++) { term[i] = tmp[i]; sum[i] += term[i]; }
    }
    while (squarings-- > 0) {
        tmp[0] = sum[0] * sum[0] + sum[1] * sum[2];
        tmp[1] = sum[0] * sum[1] + sum[1] * sum[3];
        tmp[2] = sum[2] * sum[0] + sum[3] * sum[2];
        tmp[3] = sum[2] * sum[1] + sum[3] * sum[3];
        for (i = 0; i < 4; i++) sum[i] = tmp[i];
    }
    for (i = 0; i < 4; i++) out[i] = sum[i];
}

#endif
