"""The few statistics scoring and learning need, in pure Python: log-odds and the Beta
distribution."""

from __future__ import annotations

import math

_CF_MAX_ITERATIONS = 500
_CF_EPSILON = 3e-14
_TINY = 1e-300
_QUANTILE_ITERATIONS = 100
_QUANTILE_TOLERANCE = 1e-12
"""Newton steps at most (bisection ones where Newton would leave the bracket), and the CDF
error or bracket width at which the quantile is taken as found."""


def _beta_continued_fraction(a: float, b: float, x: float) -> float:
    """Lentz's method for the continued fraction of the incomplete beta function."""
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c = 1.0
    d = 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, _CF_MAX_ITERATIONS + 1):
        m2 = 2 * m
        for numerator in (
            m * (b - m) * x / ((qam + m2) * (a + m2)),
            -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2)),
        ):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > _TINY else _TINY)
            c = 1.0 + numerator / c
            c = c if abs(c) > _TINY else _TINY
            step = d * c
            h *= step
        if abs(step - 1.0) < _CF_EPSILON:
            break
    return h


def beta_cdf(x: float, a: float, b: float) -> float:
    """P(X ≤ x) for X ~ Beta(a, b), a, b > 0 (the regularised incomplete beta I_x(a, b))."""
    if a <= 0 or b <= 0:
        raise ValueError(f"Beta parameters must be positive, got a={a}, b={b}")
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = (
        math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    )
    front = math.exp(log_front)
    if x < (a + 1.0) / (a + b + 2.0):
        return min(1.0, front * _beta_continued_fraction(a, b, x) / a)
    return max(0.0, 1.0 - front * _beta_continued_fraction(b, a, 1.0 - x) / b)


def beta_quantile(q: float, a: float, b: float) -> float:
    """The x with P(X ≤ x) = q for X ~ Beta(a, b): Newton's method kept inside a bisection
    bracket, so it converges in a few CDF evaluations and never leaves [0, 1]."""
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"quantile must be in [0, 1], got {q}")
    if q in (0.0, 1.0):
        return q
    log_norm = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    low, high = 0.0, 1.0
    x = min(1.0 - _QUANTILE_TOLERANCE, max(_QUANTILE_TOLERANCE, a / (a + b)))
    for _ in range(_QUANTILE_ITERATIONS):
        error = beta_cdf(x, a, b) - q
        if abs(error) < _QUANTILE_TOLERANCE or high - low < _QUANTILE_TOLERANCE:
            return x
        if error < 0:
            low = x
        else:
            high = x
        density = math.exp(log_norm + (a - 1.0) * math.log(x) + (b - 1.0) * math.log1p(-x))
        step = error / density if density > 0 else math.inf
        guess = x - step
        x = guess if low < guess < high else (low + high) / 2.0
    return x


def clamp_probability(p: float, margin: float = 1e-4) -> float:
    return min(1.0 - margin, max(margin, p))


def logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)
