"""Precision-versus-cutoff curves and the cutoff chosen on them (docs/learning.md, "Cutoffs")."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from bot.core.learning.model import CurvePoint, ScopeLevel, Threshold
from bot.core.learning.stats import beta_cdf, beta_quantile, clamp_probability

_EDGE = 1e-9
"""Values are compared to candidate cutoffs with this slack (0.55 ≥ 11/20)."""


def candidate_thresholds(steps: int) -> tuple[float, ...]:
    return tuple(i / steps for i in range(steps))


def shipped_curve(
    candidates: Sequence[float], target: float, level: ScopeLevel, min_cutoff: float = 0.0
) -> Threshold:
    """Cold start: raw confidences taken as probabilities and spread evenly, what is shown
    at ≥ t would be accepted (1 + t) / 2 of the time."""
    points = tuple(CurvePoint(t, (1.0 + t) / 2.0, (1.0 + t) / 2.0, 0.0, 0) for t in candidates)
    chosen = next(
        (
            p.threshold
            for p in points
            if p.threshold >= min_cutoff - _EDGE and p.lower_bound >= target - _EDGE
        ),
        1.0,
    )
    return Threshold(chosen, level, target, points)


def fit_threshold(
    population: Sequence[float],
    labelled: Iterable[tuple[float, float]],
    candidates: Sequence[float],
    strength: float,
    target: float,
    quantile_for: Callable[[float], float],
    level: ScopeLevel,
    min_cutoff: float = 0.0,
) -> Threshold:
    """The lowest probability ≥ `min_cutoff` whose shown set's pessimistic precision meets
    the target (1.0: none does); the curve reported at `candidates` (docs/learning.md)."""
    ranked = sorted(population, reverse=True)
    judged = sorted(labelled, reverse=True)
    # The bound never exceeds the mean: only cutoffs whose mean meets the target are
    # judged, lowest first, and the first that holds is the answer.
    chosen = next(
        (
            cutoff
            for cutoff, mean, weight in reversed(_cutoffs(ranked, judged, min_cutoff))
            if mean >= target - _EDGE and _holds(mean, weight, strength, quantile_for, target)
        ),
        1.0,
    )
    weights = _weight_at_or_above(judged, candidates)
    points = []
    for t, weight in zip(candidates, weights, strict=True):
        shown = [p for p in ranked if p >= t - _EDGE]
        mean = sum(shown) / len(shown) if shown else t
        points.append(
            CurvePoint(t, mean, _bound(mean, weight, strength, quantile_for), weight, len(shown))
        )
    return Threshold(chosen, level, target, tuple(points))


def _cutoffs(
    ranked: Sequence[float], judged: Sequence[tuple[float, float]], min_cutoff: float
) -> list[tuple[float, float, float]]:
    """(cutoff, mean shown, evidence) at each distinct probability ≥ min_cutoff, highest
    first; `ranked` and `judged` sorted highest first."""
    cutoffs: list[tuple[float, float, float]] = []
    total = evidence = 0.0
    next_judged = 0
    for count, probability in enumerate(ranked, start=1):
        total += probability
        if probability < min_cutoff - _EDGE:
            break
        if count < len(ranked) and ranked[count] >= probability - _EDGE:
            continue  # a cutoff shows every finding with this probability or none
        while next_judged < len(judged) and judged[next_judged][0] >= probability - _EDGE:
            evidence += judged[next_judged][1]
            next_judged += 1
        cutoffs.append((probability, total / count, evidence))
    return cutoffs


def _bound(
    mean: float, evidence: float, strength: float, quantile_for: Callable[[float], float]
) -> float:
    """A lower quantile of the precision, never above its mean: near 1 a Beta is skewed
    and its lower quantiles can exceed the mean, which would make pessimism optimistic."""
    clamped = clamp_probability(mean, margin=0.001)
    certainty = strength + evidence
    quantile = beta_quantile(quantile_for(evidence), certainty * clamped, certainty * (1 - clamped))
    return min(mean, quantile)


def _holds(
    mean: float,
    evidence: float,
    strength: float,
    quantile_for: Callable[[float], float],
    target: float,
) -> bool:
    """`_bound(...) >= target` for a mean that meets it, by one CDF instead of a quantile."""
    clamped = clamp_probability(mean, margin=0.001)
    certainty = strength + evidence
    below = beta_cdf(target - _EDGE, certainty * clamped, certainty * (1 - clamped))
    return below <= quantile_for(evidence)


def _weight_at_or_above(
    labelled: Iterable[tuple[float, float]], candidates: Sequence[float]
) -> list[float]:
    totals = [0.0] * len(candidates)
    for probability, weight in labelled:
        for i, t in enumerate(candidates):
            if probability >= t - _EDGE:
                totals[i] += weight
    return totals
