"""P(accepted) for a finding: a hierarchical logistic model, fitted by maximum a posteriori.

    logit P = a[s,c] + (1 + b[s,c])·logit(raw)
              + i[installation,s,c] + r[repository,s,c] + u[rule] + w[repository,rule]

- `a`, `b` calibrate raw confidence per (source, category); their priors are centred on
  zero, so with no evidence the raw confidence is taken at its word (the shipped prior).
  The slope `1 + b` is kept ≥ `min_slope`: P is non-decreasing in raw confidence.
- `i` is an installation's taste for a (source, category) and `r` a repository's deviation
  from it: a repository with few events is shrunk toward its installation, an installation
  toward the global calibration.
- `u` is a rule across repositories, `w` the rule in one repository.

Each of `i`, `r`, `u`, `w` is Normal(0, s²) around its parent, and each spread s is estimated
from the data (empirical Bayes: the mean of the squared effects plus their posterior
variances, with `spread_prior_groups` pseudo-groups at the shipped s), so rules pool
strongly when rules turn out alike and weakly when they differ. Outcomes with the same
covariates are aggregated first: the cost grows with distinct (repository, rule, raw)
combinations, not with events. The fit is block coordinate Newton: every group's effect
is one-dimensional given the others.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from bot.core.findings import Category, Source
from bot.core.learning_stats import logit, sigmoid

_RAW_EDGE = 0.02
_MAX_STEP = 2.0
_TOLERANCE = 1e-4
_SWEEPS = 12
_SPREAD_ROUNDS = 6


class Level(StrEnum):
    INTERCEPT = "intercept"
    SLOPE = "slope"
    INSTALLATION = "installation"
    REPOSITORY = "repository"
    RULE = "rule"
    RULE_IN_REPOSITORY = "rule-in-repository"


RANDOM_LEVELS = (Level.INSTALLATION, Level.REPOSITORY, Level.RULE, Level.RULE_IN_REPOSITORY)

GroupKey = tuple[Level, tuple[object, ...]]


@dataclass(frozen=True, slots=True)
class EffectsConfig:
    intercept_sd: float = 1.0
    slope_sd: float = 0.5
    min_slope: float = 0.05
    shipped_spreads: Mapping[Level, float] = field(
        default_factory=lambda: {
            Level.INSTALLATION: 0.5,
            Level.REPOSITORY: 0.75,
            Level.RULE: 0.75,
            Level.RULE_IN_REPOSITORY: 0.5,
        }
    )
    spread_prior_groups: float = 4.0


@dataclass(frozen=True, slots=True)
class Covariates:
    installation_id: int
    repository: str
    source: Source
    category: Category
    rule_id: str
    raw_confidence: float

    @property
    def log_odds(self) -> float:
        return logit(min(1.0 - _RAW_EDGE, max(_RAW_EDGE, self.raw_confidence)))

    def groups(self) -> list[tuple[GroupKey, bool]]:
        """Every effect this finding's log-odds includes, and whether it multiplies raw."""
        calibration = (self.source, self.category)
        keys: list[tuple[GroupKey, bool]] = [
            ((Level.INTERCEPT, calibration), False),
            ((Level.SLOPE, calibration), True),
            ((Level.INSTALLATION, (self.installation_id, *calibration)), False),
            ((Level.REPOSITORY, (self.repository, *calibration)), False),
        ]
        if self.rule_id:
            keys.append(((Level.RULE, (self.rule_id,)), False))
            keys.append(((Level.RULE_IN_REPOSITORY, (self.repository, self.rule_id)), False))
        return keys


@dataclass(frozen=True, slots=True)
class Effects:
    """The fitted model: every group's effect and each random level's spread."""

    effects: Mapping[GroupKey, float]
    """Each group's effect, added to the log-odds (times logit(raw) for a slope)."""
    spreads: Mapping[Level, float]

    def log_odds(self, covariates: Covariates) -> float:
        z = covariates.log_odds
        total = z
        for key, times_raw in covariates.groups():
            effect = self.effects.get(key)
            if effect is not None:
                total += effect * (z if times_raw else 1.0)
        return total

    def probability(self, covariates: Covariates) -> float:
        return sigmoid(self.log_odds(covariates))


@dataclass(slots=True)
class _Pattern:
    """Labelled events sharing covariates: accepted weight of total weight."""

    z: float
    accepted: float
    total: float
    log_odds: float


def fit_effects(
    labelled: Iterable[tuple[Covariates, bool, float]], config: EffectsConfig | None = None
) -> Effects:
    """labelled: (covariates, accepted, weight) per labelled finding."""
    config = config or EffectsConfig()
    patterns, members = _aggregate(labelled)
    spreads = {level: config.shipped_spreads[level] for level in RANDOM_LEVELS}
    values: dict[GroupKey, float] = defaultdict(float)
    information: dict[GroupKey, float] = {}
    ordered = sorted(members, key=lambda key: _ORDER[key[0]])
    for _ in range(_SPREAD_ROUNDS):
        for _ in range(_SWEEPS):
            largest = 0.0
            for key in ordered:
                step, information[key] = _newton_step(
                    key, values[key], members[key], patterns, spreads, config
                )
                if step:
                    values[key] += step
                    for index, times_raw in members[key]:
                        pattern = patterns[index]
                        pattern.log_odds += step * (pattern.z if times_raw else 1.0)
                largest = max(largest, abs(step))
            if largest < _TOLERANCE:
                break
        updated = _estimate_spreads(values, information, spreads, config)
        settled = all(abs(updated[level] - spreads[level]) < 0.01 for level in RANDOM_LEVELS)
        spreads = updated
        if settled:
            break
    return Effects({key: values[key] for key in ordered}, spreads)


_ORDER = {level: position for position, level in enumerate(Level)}


def _aggregate(
    labelled: Iterable[tuple[Covariates, bool, float]],
) -> tuple[list[_Pattern], dict[GroupKey, list[tuple[int, bool]]]]:
    index_of: dict[Covariates, int] = {}
    patterns: list[_Pattern] = []
    members: dict[GroupKey, list[tuple[int, bool]]] = defaultdict(list)
    for covariates, accepted, weight in labelled:
        if weight <= 0:
            continue
        index = index_of.get(covariates)
        if index is None:
            index = index_of[covariates] = len(patterns)
            z = covariates.log_odds
            patterns.append(_Pattern(z, 0.0, 0.0, z))
            for key, times_raw in covariates.groups():
                members[key].append((index, times_raw))
        patterns[index].total += weight
        if accepted:
            patterns[index].accepted += weight
    return patterns, members


def _prior_sd(level: Level, spreads: Mapping[Level, float], config: EffectsConfig) -> float:
    if level is Level.INTERCEPT:
        return config.intercept_sd
    if level is Level.SLOPE:
        return config.slope_sd
    return spreads[level]


def _newton_step(
    key: GroupKey,
    value: float,
    rows: Sequence[tuple[int, bool]],
    patterns: Sequence[_Pattern],
    spreads: Mapping[Level, float],
    config: EffectsConfig,
) -> tuple[float, float]:
    """One Newton step on the group's log-posterior; returns (step, information)."""
    precision = 1.0 / _prior_sd(key[0], spreads, config) ** 2
    gradient = -value * precision
    information = precision
    for index, times_raw in rows:
        pattern = patterns[index]
        x = pattern.z if times_raw else 1.0
        p = sigmoid(pattern.log_odds)
        gradient += (pattern.accepted - pattern.total * p) * x
        information += pattern.total * p * (1.0 - p) * x * x
    step = max(-_MAX_STEP, min(_MAX_STEP, gradient / information))
    if key[0] is Level.SLOPE:
        step = max(step, config.min_slope - 1.0 - value)
    return step, information


def _estimate_spreads(
    values: Mapping[GroupKey, float],
    information: Mapping[GroupKey, float],
    spreads: Mapping[Level, float],
    config: EffectsConfig,
) -> dict[Level, float]:
    """s² = (Σ effect² + Σ posterior variance + k·s₀²) / (groups + k): an EM step."""
    updated = dict(spreads)
    for level in RANDOM_LEVELS:
        keys = [key for key in information if key[0] is level]
        shipped = config.shipped_spreads[level]
        k = config.spread_prior_groups
        total = sum(values[key] ** 2 + 1.0 / information[key] for key in keys)
        updated[level] = math.sqrt((total + k * shipped**2) / (len(keys) + k))
    return updated
