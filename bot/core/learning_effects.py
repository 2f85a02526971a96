"""P(accepted) for a finding: a hierarchical logistic model, fitted by maximum a posteriori.

    logit P = a[s,c] + (1 + b[s,c])·z̄ + (1 + d[s,c])·(z - z̄)
              + i[installation,s,c] + r[repository,s,c] + u[rule] + w[repository,rule]

    z = logit(raw confidence);  z̄ = the mean z of the rule's findings (every finding the
    fit is given, judged or not; z itself for a rule it has not seen or no rule)

- `a`, `b`, `d` calibrate raw confidence per (source, category); their priors are centred
  on zero, so with no evidence the raw confidence is taken at its word (the shipped
  prior). `1 + b` is how far a rule's typical confidence tells rules apart, `1 + d` how
  far a finding's confidence tells it apart from the rule's other findings: where a
  rule's findings differ only by noise, `d` learns that, and every finding is judged by
  its rule's mean, which the rule's unjudged findings sharpen too. Both slopes are kept
  ≥ `min_slope`: P is non-decreasing in raw confidence.
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
from collections import Counter, defaultdict
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
_NEGLIGIBLE = 1e-9


class Level(StrEnum):
    INTERCEPT = "intercept"
    SLOPE = "slope"
    WITHIN_SLOPE = "within-slope"
    INSTALLATION = "installation"
    REPOSITORY = "repository"
    RULE = "rule"
    RULE_IN_REPOSITORY = "rule-in-repository"


RANDOM_LEVELS = (Level.INSTALLATION, Level.REPOSITORY, Level.RULE, Level.RULE_IN_REPOSITORY)

GroupKey = tuple[Level, tuple[object, ...]]


class Regressor(StrEnum):
    """What a group's effect multiplies in a finding's log-odds."""

    ONE = "one"
    RULE_MEAN = "rule-mean"
    """z̄, the rule's mean logit(raw)."""
    DEVIATION = "deviation"
    """z - z̄, the finding's logit(raw) against its rule's mean."""


@dataclass(frozen=True, slots=True)
class EffectsConfig:
    intercept_sd: float = 1.0
    slope_sd: float = 0.5
    """Of both slopes' effects (`b` and `d`)."""
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


def _raw_log_odds(raw: float) -> float:
    return logit(min(1.0 - _RAW_EDGE, max(_RAW_EDGE, raw)))


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
        return _raw_log_odds(self.raw_confidence)

    def groups(self) -> list[tuple[GroupKey, Regressor]]:
        """Every effect this finding's log-odds includes, and what it multiplies."""
        calibration = (self.source, self.category)
        keys: list[tuple[GroupKey, Regressor]] = [
            ((Level.INTERCEPT, calibration), Regressor.ONE),
            ((Level.SLOPE, calibration), Regressor.RULE_MEAN),
            ((Level.WITHIN_SLOPE, calibration), Regressor.DEVIATION),
            ((Level.INSTALLATION, (self.installation_id, *calibration)), Regressor.ONE),
            ((Level.REPOSITORY, (self.repository, *calibration)), Regressor.ONE),
        ]
        if self.rule_id:
            keys.append(((Level.RULE, (self.rule_id,)), Regressor.ONE))
            keys.append(
                ((Level.RULE_IN_REPOSITORY, (self.repository, self.rule_id)), Regressor.ONE)
            )
        return keys


def rule_means(population: Iterable[Covariates]) -> dict[str, float]:
    """Each rule's mean logit(raw) over its findings: z̄."""
    sums: dict[str, float] = defaultdict(float)
    counts: Counter[str] = Counter()
    for (rule, raw), count in Counter(
        (c.rule_id, c.raw_confidence) for c in population if c.rule_id
    ).items():
        sums[rule] += _raw_log_odds(raw) * count
        counts[rule] += count
    return {rule: total / counts[rule] for rule, total in sums.items()}


def _regressors(z: float, rule_id: str, means: Mapping[str, float]) -> dict[Regressor, float]:
    """What each `Regressor` is for a finding with z = logit(raw) of this rule."""
    mean = means.get(rule_id, z)
    return {Regressor.ONE: 1.0, Regressor.RULE_MEAN: mean, Regressor.DEVIATION: z - mean}


@dataclass(frozen=True, slots=True)
class Effects:
    """The fitted model: every group's effect and each random level's spread."""

    effects: Mapping[GroupKey, float]
    """Each group's effect, added to the log-odds times its `Regressor`."""
    spreads: Mapping[Level, float]
    rule_means: Mapping[str, float] = field(default_factory=dict)

    def log_odds(self, covariates: Covariates) -> float:
        total = covariates.log_odds
        x = _regressors(total, covariates.rule_id, self.rule_means)
        for key, regressor in covariates.groups():
            effect = self.effects.get(key)
            if effect is not None:
                total += effect * x[regressor]
        return total

    def probability(self, covariates: Covariates) -> float:
        return sigmoid(self.log_odds(covariates))

    @property
    def rule_agreement(self) -> float:
        """How far a rule's outcomes in other repositories speak for it in this one: the
        share of a rule's effect common to every repository, u² / (u² + w²)."""
        across = self.spreads[Level.RULE] ** 2
        within = self.spreads[Level.RULE_IN_REPOSITORY] ** 2
        return across / (across + within) if across + within > 0 else 1.0


@dataclass(slots=True)
class _Pattern:
    """Labelled events sharing covariates: accepted weight of total weight."""

    accepted: float
    total: float
    log_odds: float


def fit_effects(
    labelled: Iterable[tuple[Covariates, bool, float]],
    config: EffectsConfig | None = None,
    population: Iterable[Covariates] | None = None,
) -> Effects:
    """labelled: (covariates, accepted, weight) per labelled finding; population: every
    finding, judged or not, over which a rule's mean raw confidence (z̄) is taken (the
    labelled findings when None)."""
    config = config or EffectsConfig()
    labelled = list(labelled)
    means = rule_means(c for c, _, _ in labelled) if population is None else rule_means(population)
    patterns, members = _aggregate(labelled, means)
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
                    for index, x in members[key]:
                        patterns[index].log_odds += step * x
                largest = max(largest, abs(step))
            if largest < _TOLERANCE:
                break
        updated = _estimate_spreads(values, information, spreads, config)
        settled = all(abs(updated[level] - spreads[level]) < 0.01 for level in RANDOM_LEVELS)
        spreads = updated
        if settled:
            break
    return Effects({key: values[key] for key in ordered}, spreads, means)


_ORDER = {level: position for position, level in enumerate(Level)}


def _aggregate(
    labelled: Iterable[tuple[Covariates, bool, float]], means: Mapping[str, float]
) -> tuple[list[_Pattern], dict[GroupKey, list[tuple[int, float]]]]:
    """Patterns, and each group's members with the value its effect multiplies there."""
    index_of: dict[Covariates, int] = {}
    patterns: list[_Pattern] = []
    members: dict[GroupKey, list[tuple[int, float]]] = defaultdict(list)
    for covariates, accepted, weight in labelled:
        if weight <= 0:
            continue
        index = index_of.get(covariates)
        if index is None:
            index = index_of[covariates] = len(patterns)
            z = covariates.log_odds
            patterns.append(_Pattern(0.0, 0.0, z))
            x = _regressors(z, covariates.rule_id, means)
            for key, regressor in covariates.groups():
                if abs(x[regressor]) > _NEGLIGIBLE:  # a row that multiplies 0 tells nothing
                    members[key].append((index, x[regressor]))
        patterns[index].total += weight
        if accepted:
            patterns[index].accepted += weight
    return patterns, members


def _prior_sd(level: Level, spreads: Mapping[Level, float], config: EffectsConfig) -> float:
    if level is Level.INTERCEPT:
        return config.intercept_sd
    if level in (Level.SLOPE, Level.WITHIN_SLOPE):
        return config.slope_sd
    return spreads[level]


def _newton_step(
    key: GroupKey,
    value: float,
    rows: Sequence[tuple[int, float]],
    patterns: Sequence[_Pattern],
    spreads: Mapping[Level, float],
    config: EffectsConfig,
) -> tuple[float, float]:
    """One Newton step on the group's log-posterior; returns (step, information)."""
    precision = 1.0 / _prior_sd(key[0], spreads, config) ** 2
    gradient = -value * precision
    information = precision
    for index, x in rows:
        pattern = patterns[index]
        p = sigmoid(pattern.log_odds)
        gradient += (pattern.accepted - pattern.total * p) * x
        information += pattern.total * p * (1.0 - p) * x * x
    step = max(-_MAX_STEP, min(_MAX_STEP, gradient / information))
    if key[0] in (Level.SLOPE, Level.WITHIN_SLOPE):
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
