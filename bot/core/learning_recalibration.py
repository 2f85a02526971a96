"""A final monotone recalibration of the rule-aware probability, fitted held-out.

The rule-aware probability stacks a category calibration and two rule offsets, each
shrunk on its own; stacked, they are over-spread (confident at the top, timid at the
bottom). Each labelled finding's held-out probability is compared with its outcome:
binned, every bin's Beta posterior shrunk toward the identity (the probability taken at
its word, `recalibration_strength` pseudo-events), then made monotone by isotonic
regression. One map per source: the LLM's and Semgrep's errors have different shapes.
A composition of non-decreasing maps, the result stays non-decreasing in raw confidence.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from bot.core.findings import Source
from bot.core.learning_curves import fit_calibration, shipped_calibration
from bot.core.learning_model import CalibrationCurve, ScopeLevel

Recalibrations = Mapping[Source, CalibrationCurve]


def fit_recalibrations(
    held_out: Iterable[tuple[Source, float, bool, float]], bins: int, strength: float
) -> dict[Source, CalibrationCurve]:
    """held_out: (source, held-out probability, accepted, weight) per labelled finding."""
    by_source: dict[Source, list[tuple[float, bool, float]]] = defaultdict(list)
    for source, probability, accepted, weight in held_out:
        by_source[source].append((probability, accepted, weight))
    identity = shipped_calibration(bins)
    return {
        source: fit_calibration(events, identity, strength, ScopeLevel.GLOBAL)
        for source, events in by_source.items()
    }


def recalibrate(recalibrations: Recalibrations, source: Source, probability: float) -> float:
    curve = recalibrations.get(source)
    return probability if curve is None else curve.probability(probability)
