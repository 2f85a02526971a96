"""Rule-aware calibrated probability: the category's calibration, shifted by what is
known about the rule across repositories and then in this repository.

    p(repository, rule, raw) = sigmoid(logit(c_repository(raw)) + b_rule + b_rule_in_repository)

`c_repository` is the (source, category) calibration (repository → installation →
global → shipped). Each offset `b` compares a rule's outcomes with what its parent
predicted for the same findings: with `s` accepted of `n` weighted events whose parent
probabilities average `m`, the rule's acceptance is the Beta posterior mean
P = (s + k·m) / (n + k) and b = logit(P) - logit(m). For a rule whose findings share one
raw confidence (a Semgrep rule) this is exactly Beta shrinkage toward the parent; for a
rule spread over many raw confidences (the LLM) it shifts the curve and keeps its shape.
Offsets do not depend on raw, so p stays non-decreasing in raw and within (0, 1).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence

from bot.core.findings import Category, Source
from bot.core.learning_curves import shipped_calibration
from bot.core.learning_evidence import Evidence
from bot.core.learning_model import CalibrationCurve, LearningConfig, RuleOffset, ScopeLevel
from bot.core.learning_stats import clamp_probability

Calibrations = Mapping[tuple[ScopeLevel, str, Source, Category], CalibrationCurve]
_MARGIN = 1e-4


def logit(p: float) -> float:
    p = clamp_probability(p, margin=_MARGIN)
    return math.log(p / (1.0 - p))


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def category_curve(
    calibrations: Calibrations,
    bins: int,
    repository: str,
    installation_id: int,
    source: Source,
    category: Category,
) -> CalibrationCurve:
    """The most specific (source, category) calibration: repository, installation, global."""
    for key in (
        (ScopeLevel.REPOSITORY, repository, source, category),
        (ScopeLevel.INSTALLATION, str(installation_id), source, category),
        (ScopeLevel.GLOBAL, "", source, category),
    ):
        curve = calibrations.get(key)
        if curve is not None:
            return curve
    shipped = shipped_calibration(bins)
    return CalibrationCurve(ScopeLevel.PRIOR, shipped, (0.0,) * len(shipped))


def _offset(
    repository: str,
    rule_id: str,
    labelled: Iterable[tuple[bool, float, float]],
    strength: float,
) -> RuleOffset:
    """labelled: (accepted, weight, parent probability) for each of the rule's events."""
    accepted = dismissed = predicted = 0.0
    for was_accepted, weight, parent in labelled:
        predicted += weight * parent
        if was_accepted:
            accepted += weight
        else:
            dismissed += weight
    total = accepted + dismissed
    if total <= 0:
        return RuleOffset(repository, rule_id, 0.0, 0.0, 0.0, 0.5, strength)
    expected = clamp_probability(predicted / total, margin=_MARGIN)
    posterior = (accepted + strength * expected) / (total + strength)
    return RuleOffset(
        repository,
        rule_id,
        logit(posterior) - logit(expected),
        accepted,
        dismissed,
        expected,
        strength,
    )


def fit_rule_offsets(
    evidence: Sequence[Evidence], calibrations: Calibrations, config: LearningConfig
) -> dict[tuple[str, str], RuleOffset]:
    """Across repositories first (against the global calibration), then in each
    repository against the repository's calibration shifted by the rule's global offset."""
    bins = config.calibration_bins
    by_rule: dict[str, list[Evidence]] = defaultdict(list)
    for e in evidence:
        if e.observation.rule_id:
            by_rule[e.observation.rule_id].append(e)

    def parent_of(e: Evidence, repository: str, shift: float) -> float:
        o = e.observation
        curve = category_curve(
            calibrations, bins, repository, o.installation_id, o.source, o.category
        )
        return sigmoid(logit(curve.probability(o.raw_confidence)) + shift)

    offsets: dict[tuple[str, str], RuleOffset] = {}
    for rule_id, events in by_rule.items():
        across = _offset(
            "",
            rule_id,
            ((e.accepted, e.weight, parent_of(e, "", 0.0)) for e in events),
            config.rule_global_strength,
        )
        offsets[("", rule_id)] = across
        by_repository: dict[str, list[Evidence]] = defaultdict(list)
        for e in events:
            by_repository[e.observation.repository].append(e)
        for repository, here in by_repository.items():
            offsets[(repository, rule_id)] = _offset(
                repository,
                rule_id,
                ((e.accepted, e.weight, parent_of(e, repository, across.offset)) for e in here),
                config.rule_repository_strength,
            )
    return offsets


def rule_probability(
    calibrations: Calibrations,
    offsets: Mapping[tuple[str, str], RuleOffset],
    bins: int,
    repository: str,
    installation_id: int,
    source: Source,
    category: Category,
    rule_id: str,
    raw_confidence: float,
) -> float:
    curve = category_curve(calibrations, bins, repository, installation_id, source, category)
    base = curve.probability(raw_confidence)
    if not rule_id:
        return base
    shift = sum(
        offset.offset
        for key in (("", rule_id), (repository, rule_id))
        if (offset := offsets.get(key)) is not None
    )
    return base if shift == 0.0 else sigmoid(logit(base) + shift)


ProbabilityOf = Callable[[Evidence], float]


def held_out_probability(
    calibrations: Calibrations,
    offsets: Mapping[tuple[str, str], RuleOffset],
    bins: int,
) -> ProbabilityOf:
    """The calibrated probability a labelled finding would be decided on now, with its own
    outcome left out of its rule's offsets (else accepted findings would rank themselves
    above the cutoff and dismissed ones below it, and every cutoff would look precise)."""

    def probability(e: Evidence) -> float:
        o = e.observation
        curve = category_curve(
            calibrations, bins, o.repository, o.installation_id, o.source, o.category
        )
        base = curve.probability(o.raw_confidence)
        if not o.rule_id:
            return base
        shift = 0.0
        across = offsets.get(("", o.rule_id))
        if across is not None:
            global_curve = category_curve(calibrations, bins, "", 0, o.source, o.category)
            parent = global_curve.probability(o.raw_confidence)
            shift += across.without(e.accepted, e.weight, parent)
        here = offsets.get((o.repository, o.rule_id))
        if here is not None:
            parent = sigmoid(logit(base) + (across.offset if across is not None else 0.0))
            shift += here.without(e.accepted, e.weight, parent)
        return sigmoid(logit(base) + shift)

    return probability
