"""P(accepted) for a finding: a hierarchical logistic model, fitted by maximum a posteriori.

The model, its levels and how they are shrunk: docs/learning.md, "The probability model".
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from bot.core.findings import Category, Source
from bot.core.learning.stats import logit, sigmoid

_RAW_EDGE = 0.02
_MAX_STEP = 2.0
_TOLERANCE = 1e-4
_SWEEPS = 12
_SPREAD_ROUNDS = 6
_NEGLIGIBLE = 1e-9


class Level(StrEnum):
    INTERCEPT = "intercept"
    SLOPE = "slope"
    REPOSITORY_SLOPE = "repository-slope"
    WITHIN_SLOPE = "within-slope"
    INSTALLATION = "installation"
    REPOSITORY = "repository"
    RULE = "rule"
    RULE_IN_REPOSITORY = "rule-in-repository"


SLOPE_LEVELS = (Level.SLOPE, Level.REPOSITORY_SLOPE, Level.WITHIN_SLOPE)
"""Each multiplies a part of z; kept ≥ `min_slope`."""
RANDOM_LEVELS = (Level.INSTALLATION, Level.REPOSITORY, Level.RULE, Level.RULE_IN_REPOSITORY)

GroupKey = tuple[Level, tuple[object, ...]]


class Regressor(StrEnum):
    """What a group's effect multiplies in a finding's log-odds."""

    ONE = "one"
    RULE_MEAN = "rule-mean"
    """z̄, the rule's mean logit(raw)."""
    REPOSITORY_DEVIATION = "repository-deviation"
    """z̃ - z̄: the mean logit(raw) of the rule's findings in the repository against the rule's."""
    DEVIATION = "deviation"
    """z - z̃, the finding's logit(raw) against its rule's mean in the repository."""


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
            ((Level.REPOSITORY_SLOPE, calibration), Regressor.REPOSITORY_DEVIATION),
            ((Level.WITHIN_SLOPE, (self.source,)), Regressor.DEVIATION),
            ((Level.INSTALLATION, (self.installation_id, *calibration)), Regressor.ONE),
            ((Level.REPOSITORY, (self.repository, *calibration)), Regressor.ONE),
        ]
        if self.rule_id:
            keys.append(((Level.RULE, (self.rule_id,)), Regressor.ONE))
            keys.append(
                ((Level.RULE_IN_REPOSITORY, (self.repository, self.rule_id)), Regressor.ONE)
            )
        return keys


Calibration = tuple[Source, Category]


@dataclass(frozen=True, slots=True)
class RawMeans:
    """Where a finding's raw confidence sits among its rule's findings."""

    rules: Mapping[str, float] = field(default_factory=dict)
    """z̄: each rule's mean logit(raw) over its findings."""
    repository_rules: Mapping[tuple[str, str], float] = field(default_factory=dict)
    """z̃: each rule's mean in a repository, shrunk toward z̄ by its reliability."""
    reliability_of_one: Mapping[Calibration, float] = field(default_factory=dict)
    """How far one finding's z tells its repository's mean for a rule: τ² / (τ² + σ²)."""

    def regressors(self, covariates: Covariates, z: float) -> dict[Regressor, float]:
        """What each `Regressor` is for a finding with z = logit(raw)."""
        rule = covariates.rule_id
        mean = self.rules.get(rule, z)
        local = self.repository_rules.get((covariates.repository, rule))
        if local is None:
            reliability = self.reliability_of_one.get((covariates.source, covariates.category), 0.0)
            local = mean + reliability * (z - mean)
        return {
            Regressor.ONE: 1.0,
            Regressor.RULE_MEAN: mean,
            Regressor.REPOSITORY_DEVIATION: local - mean,
            Regressor.DEVIATION: z - local,
        }


@dataclass(slots=True)
class _Moments:
    """Of z over a rule's findings in one repository."""

    count: float = 0.0
    total: float = 0.0
    squares: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.count


@dataclass(slots=True)
class _Variances:
    """One-way ANOVA sums over the rules of one calibration."""

    within: float = 0.0
    within_df: float = 0.0
    between: float = 0.0
    between_df: float = 0.0
    weight: float = 0.0
    """τ²'s coefficient in the between sum's expectation: Σ over rules of N - Σ n² / N."""

    def components(self) -> tuple[float, float]:
        """(τ², σ²): the spread of repositories' true means around the rule's, and of
        findings around their repository's."""
        sigma2 = self.within / self.within_df if self.within_df else 0.0
        if not self.weight:
            return 0.0, sigma2
        return max(0.0, (self.between - self.between_df * sigma2) / self.weight), sigma2


def _reliability(components: tuple[float, float], n: float) -> float:
    """τ² / (τ² + σ²/n): how far n findings' mean tells their repository's true mean."""
    tau2, sigma2 = components
    return tau2 / (tau2 + sigma2 / n) if tau2 > 0 else 0.0


def raw_means(population: Iterable[Covariates]) -> RawMeans:
    """z̄ per rule and z̃ per (repository, rule), each repository's mean shrunk toward its
    rule's by reliability (docs/learning.md, "Rule means")."""
    moments: dict[tuple[str, str], _Moments] = defaultdict(_Moments)
    calibration_of: dict[str, Calibration] = {}
    for (repository, rule, calibration, raw), count in Counter(
        (c.repository, c.rule_id, (c.source, c.category), c.raw_confidence)
        for c in population
        if c.rule_id
    ).items():
        z = _raw_log_odds(raw)
        moment = moments[(repository, rule)]
        moment.count += count
        moment.total += count * z
        moment.squares += count * z * z
        calibration_of[rule] = calibration
    by_rule: dict[str, list[tuple[str, _Moments]]] = defaultdict(list)
    variances: dict[Calibration, _Variances] = defaultdict(_Variances)
    for (repository, rule), moment in moments.items():
        by_rule[rule].append((repository, moment))
        sums = variances[calibration_of[rule]]
        sums.within += moment.squares - moment.total * moment.mean
        sums.within_df += moment.count - 1
    rules: dict[str, float] = {}
    for rule, groups in by_rule.items():
        size = sum(m.count for _, m in groups)
        rules[rule] = mean = sum(m.total for _, m in groups) / size
        sums = variances[calibration_of[rule]]
        sums.between += sum(m.count * (m.mean - mean) ** 2 for _, m in groups)
        sums.between_df += len(groups) - 1
        sums.weight += size - sum(m.count**2 for _, m in groups) / size
    components = {key: v.components() for key, v in variances.items()}
    local = {
        (repository, rule): rules[rule]
        + _reliability(components[calibration_of[rule]], m.count) * (m.mean - rules[rule])
        for rule, groups in by_rule.items()
        for repository, m in groups
    }
    return RawMeans(rules, local, {key: _reliability(c, 1.0) for key, c in components.items()})


@dataclass(frozen=True, slots=True)
class Effects:
    """The fitted model: every group's effect and each random level's spread."""

    effects: Mapping[GroupKey, float]
    """Each group's effect, added to the log-odds times its `Regressor`."""
    spreads: Mapping[Level, float]
    raw_means: RawMeans = field(default_factory=RawMeans)

    def log_odds(self, covariates: Covariates) -> float:
        total = covariates.log_odds
        x = self.raw_means.regressors(covariates, total)
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
    """Fit the model on `labelled` (covariates, accepted, weight); rule means over
    `population` (every finding, judged or not; the labelled ones when None)."""
    config = config or EffectsConfig()
    labelled = list(labelled)
    means = raw_means((c for c, _, _ in labelled) if population is None else population)
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
    labelled: Iterable[tuple[Covariates, bool, float]], means: RawMeans
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
            x = means.regressors(covariates, z)
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
    if level in SLOPE_LEVELS:
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
    if key[0] in SLOPE_LEVELS:
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
