"""Calibration curves and precision-versus-cutoff curves, each shrunk toward a parent.

Both use the same shrinkage: at a level with `s` accepted and `f` dismissed (weighted)
and a parent estimate `m`, the posterior is Beta(s + k·m, f + k·(1 - m)), `k` the level's
strength. The parent is the level above (shipped prior → global → installation →
repository), so a level with no events inherits its parent with `k` pseudo-events of
uncertainty and a level with many events follows its own data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from bot.core.learning_model import CalibrationCurve, CurvePoint, ScopeLevel, Threshold
from bot.core.learning_stats import beta_cdf, clamp_probability, isotonic

_EDGE = 1e-9
"""Values are compared to candidate cutoffs with this slack (0.55 ≥ 11/20)."""


def bin_of(raw_confidence: float, bins: int) -> int:
    return min(bins - 1, max(0, int(raw_confidence * bins)))


def shipped_calibration(bins: int) -> tuple[float, ...]:
    """Cold start: the scored confidence is already meant as P(accepted)."""
    return tuple(clamp_probability((i + 0.5) / bins, margin=0.01) for i in range(bins))


def fit_calibration(
    events: Iterable[tuple[float, bool, float]],
    parent: Sequence[float],
    strength: float,
    level: ScopeLevel,
) -> CalibrationCurve:
    """events: (raw confidence, accepted, weight). Monotone by a weighted isotonic pass."""
    bins = len(parent)
    accepted = [0.0] * bins
    total = [0.0] * bins
    for raw, was_accepted, weight in events:
        b = bin_of(raw, bins)
        total[b] += weight
        if was_accepted:
            accepted[b] += weight
    means = [(accepted[b] + strength * parent[b]) / (total[b] + strength) for b in range(bins)]
    weights = [total[b] + strength for b in range(bins)]
    fitted = isotonic(means, weights)
    return CalibrationCurve(level, tuple(fitted), tuple(total))


def candidate_thresholds(steps: int) -> tuple[float, ...]:
    return tuple(i / steps for i in range(steps))


def shipped_precision(candidates: Sequence[float]) -> tuple[float, ...]:
    """Cold start: if probabilities were calibrated and spread evenly, what is shown at
    ≥ t would be accepted (1 + t) / 2 of the time."""
    return tuple(clamp_probability((1.0 + t) / 2.0, margin=0.01) for t in candidates)


def shown_sums(
    events: Iterable[tuple[float, bool, float]], candidates: Sequence[float]
) -> tuple[list[float], list[float], list[float]]:
    """Accepted weight, dismissed weight and predicted acceptances (Σ weight·probability)
    of the events at or above each candidate; events are (probability, accepted, weight)."""
    accepted = [0.0] * len(candidates)
    dismissed = [0.0] * len(candidates)
    predicted = [0.0] * len(candidates)
    for probability, was_accepted, weight in events:
        top = -1
        for i, t in enumerate(candidates):
            if probability >= t - _EDGE:
                top = i
        if top < 0:
            continue
        bucket = accepted if was_accepted else dismissed
        bucket[top] += weight
        predicted[top] += weight * probability
    for i in range(len(candidates) - 2, -1, -1):
        accepted[i] += accepted[i + 1]
        dismissed[i] += dismissed[i + 1]
        predicted[i] += predicted[i + 1]
    return accepted, dismissed, predicted


def _posterior(s: float, f: float, parent: float, strength: float) -> tuple[float, float]:
    m = clamp_probability(parent, margin=0.001)
    return s + strength * m, f + strength * (1.0 - m)


def fit_threshold(
    events: Iterable[tuple[float, bool, float]],
    candidates: Sequence[float],
    parent: Sequence[float],
    strength: float,
    target: float,
    quantile_for: Callable[[float], float],
    level: ScopeLevel,
    min_cutoff: float = 0.0,
) -> Threshold:
    """The lowest candidate cutoff whose pessimistic precision bound meets the target.

    events: (calibrated probability, accepted, inverse-propensity weight). At cutoff t the
    shown set is the events with probability ≥ t. Its precision is a Beta posterior: the
    outcomes, plus `strength` pseudo-events at the prior mean, which is what the model
    itself predicts for that set (Σ w·p / Σ w) shrunk toward the parent curve. The bound
    is the `quantile_for(evidence)` lower quantile: pessimistic with few events, the
    median with many, so the bound is not made conservative twice over.
    """
    accepted, dismissed, predicted = shown_sums(events, candidates)
    points: list[CurvePoint] = []
    chosen = 1.0
    for i, t in enumerate(candidates):
        evidence = accepted[i] + dismissed[i]
        prior = (predicted[i] + strength * parent[i]) / (evidence + strength)
        a, b = _posterior(accepted[i], dismissed[i], prior, strength)
        quantile = quantile_for(evidence)
        eligible = t >= min_cutoff - _EDGE
        if eligible and chosen >= 1.0 and beta_cdf(target, a, b) <= quantile:
            chosen = t
        points.append(CurvePoint(t, a, b, evidence, quantile))
    return Threshold(chosen, level, target, tuple(points))


def curve_means(threshold: Threshold) -> tuple[float, ...]:
    return tuple(p.precision for p in threshold.curve)
