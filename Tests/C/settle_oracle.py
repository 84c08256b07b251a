"""Exact settling times for cspring_settling_time's inputs, in mpmath (issue #28).

Usage: python3 settle_oracle.py < inputs    (one input a line: m k c x0 v0 ex ev,
as C hex or decimal doubles); prints per line the last time |x| > ex, the last
time |v| > ev and their maximum, to 30 digits ("inf" beyond any time).

Independent of the library's numerics: the parameters are taken as the exact
rationals the doubles are, the motion is evaluated at 1200 bits (over-damped
as its two modes, which cosh and sinh would cancel), extrema and zeros come
from the closed form at that precision (the extrema are checked by
evaluation), and each crossing is found by bisection on a piece where |u|
falls. Beyond 1e30 oscillations it returns the envelope's time, as the
library does. Used to pin the expected times in test_cspring_settle_cost.c.
"""
import sys
from mpmath import mp, mpf, sqrt, exp, log, cos, sin, atan2, pi, floor, inf

mp.prec = 1200


def parse(text):
    text = text.strip().rstrip(",")
    if "0x" in text or "0X" in text:
        return mpf(float.fromhex(text))
    return mpf(float(text))


class Motion:
    """u(t) for u(0) = u0, u'(0) = u1 under m u'' + c u' + k u = 0."""

    def __init__(self, m, k, c, u0, u1):
        self.lam = c / (2 * m)
        self.w02 = k / m
        self.s = self.w02 - self.lam ** 2
        self.u0, self.u1 = u0, u1
        self.b = u1 + self.lam * u0
        self.w = sqrt(abs(self.s))

    def log_abs(self, t):
        """log|u(t)|, -inf at a zero. Over-damped as the two modes
        c1 e^{r1 t} + c2 e^{r2 t} (cosh and sinh would cancel), each in
        logarithms so that neither over- nor underflows."""
        lam, w, s = self.lam, self.w, self.s
        if s < 0:
            r1 = -self.w02 / (lam + w)
            r2 = -(lam + w)
            c1 = (self.u1 - r2 * self.u0) / (r1 - r2)
            c2 = (r1 * self.u0 - self.u1) / (r1 - r2)
            if c1 == 0 and c2 == 0:
                return -inf
            if c1 == 0:
                return log(abs(c2)) + r2 * t
            if c2 == 0:
                return log(abs(c1)) + r1 * t
            ratio = (c2 / c1) * exp((r2 - r1) * t)
            if 1 + ratio == 0:
                return -inf
            return log(abs(c1)) + r1 * t + log(abs(1 + ratio))
        if s > 0:
            val = self.u0 * cos(w * t) + self.b * sin(w * t) / w
        else:
            val = self.u0 + self.b * t
        if val == 0:
            return -inf
        return -lam * t + log(abs(val))


def bisect(g, lo, hi, steps=250):
    """The sign change of g (> 0 at lo, <= 0 at hi): geometrically while the
    ends differ by more than a factor of 2 (from lo = 0, from 2^-5000 hi),
    then arithmetically to about 1e-75 of the time."""
    if lo == 0:
        tiny = hi * mpf(2) ** -5000
        if g(tiny) <= 0:
            return tiny
        lo = tiny
    while hi > 2 * lo:
        mid = sqrt(lo * hi)
        if g(mid) > 0:
            lo = mid
        else:
            hi = mid
    for _ in range(steps):
        mid = (lo + hi) / 2
        if mid == lo or mid == hi:
            break
        if g(mid) > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def last_exceedance(mo, eps):
    level = log(eps)
    f = lambda t: mo.log_abs(t) - level
    if mo.u0 == 0 and mo.u1 == 0:
        return mpf(0)
    if mo.lam == 0:
        return inf
    lam, w = mo.lam, mo.w
    if mo.s > 0:
        # u = A e^{-lam t} cos(w t - theta); extrema where u' = 0: at w t = phi + pi/2 + n pi.
        q = lam * mo.u1 + mo.w02 * mo.u0
        phi = atan2(-q / w, mo.u1)
        alpha = atan2(w, lam)
        gap = (pi - alpha) / w  # extremum to the next zero
        t_of = lambda n: (phi + pi / 2 + n * pi) / w
        n_first = floor((-phi - pi / 2) / pi) + 1
        while t_of(n_first) <= 0:
            n_first += 1
        P = sqrt((mo.u0 * w) ** 2 + mo.b ** 2) / sqrt(mo.w02)
        if P > eps:
            t_star = log(P / eps) / lam
            if w * t_star > mpf(10) ** 30:
                # More oscillations than 400 bits resolve: the library returns
                # the envelope's time here, within a half period.
                return t_star
            n = floor((w * t_star - phi - pi / 2) / pi) + 3
            if n < n_first:
                n = n_first
            for _ in range(12):
                if n < n_first:
                    break
                if f(t_of(n)) > 0:
                    return bisect(f, t_of(n), t_of(n) + gap)
                n -= 1
            else:
                raise ValueError("no extremum above eps near the envelope's estimate")
        if abs(mo.u0) <= eps:
            return mpf(0)
        z = t_of(n_first - 1) + gap
        hi = min(t_of(n_first), z) if z > 0 else t_of(n_first)
        return bisect(f, mpf(0), hi)
    # Non-oscillating: at most one extremum and one zero, in closed form:
    # critically damped u = e^{-lam t}(u0 + b t); over-damped from the modes
    # c1 e^{r1 t} + c2 e^{r2 t} (where tanh would need 1 - x to more bits
    # than there are: x = 1 - 1/(4 zeta^2)).
    def positive(t):
        return t if t is not None and t > 0 else None

    if mo.s == 0:
        q = lam * mo.u1 + mo.w02 * mo.u0
        t_e = positive(mo.u1 / q) if q != 0 else None
        t_z = positive(-mo.u0 / mo.b) if mo.b != 0 else None
        r1 = -lam
    else:
        r1 = -mo.w02 / (lam + w)
        r2 = -(lam + w)
        c1 = (mo.u1 - r2 * mo.u0) / (r1 - r2)
        c2 = (r1 * mo.u0 - mo.u1) / (r1 - r2)
        t_z = positive(log(-c2 / c1) / (r1 - r2)) if c1 != 0 and c2 != 0 and -c2 / c1 > 0 else None
        t_e = None
        if c1 != 0 and c2 != 0 and -(c2 * r2) / (c1 * r1) > 0:
            t_e = positive(log(-(c2 * r2) / (c1 * r1)) / (r1 - r2))
    hi = max([mpf(1) / (-r1)] + [t for t in (t_e, t_z) if t is not None])
    for _ in range(5000):
        if f(hi) <= 0:
            break
        hi *= 2
    else:
        return inf
    if t_e is not None and f(t_e) > 0:
        return bisect(f, t_e, hi)
    if abs(mo.u0) <= eps:
        return mpf(0)
    end = t_z if t_z is not None else (t_e if t_e is not None else hi)
    return bisect(f, mpf(0), end)


def settle(m, k, c, x0, v0, ex, ev):
    pos = Motion(m, k, c, x0, v0)
    acc = -(c * v0 + k * x0) / m
    vel = Motion(m, k, c, v0, acc)
    tp = last_exceedance(pos, ex)
    tv = last_exceedance(vel, ev)
    return tp, tv, max(tp, tv)


def main():
    for line in sys.stdin:
        parts = line.replace(",", " ").split()
        if len(parts) < 7:
            continue
        m, k, c, x0, v0, ex, ev = (parse(p) for p in parts[:7])
        tp, tv, t = settle(m, k, c, x0, v0, ex, ev)
        print(mp.nstr(tp, 30), mp.nstr(tv, 30), mp.nstr(t, 30))


if __name__ == "__main__":
    main()
