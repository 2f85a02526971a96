"""The data of learning: what goes into the fold, what comes out, what `decide` returns.

See `bot.core.learning` for the API and the method.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum

from bot.core.findings import Category, Source
from bot.core.learning_stats import beta_quantile, clamp_probability
from bot.core.outcomes import Outcome


class Action(StrEnum):
    INLINE = "inline"
    SUMMARY_ONLY = "summary-only"
    EXPLORATION = "exploration"
    MUTED = "muted"


class ScopeLevel(StrEnum):
    """Where an estimate came from; each level is shrunk toward the one before it."""

    PRIOR = "prior"
    GLOBAL = "global"
    INSTALLATION = "installation"
    REPOSITORY = "repository"
    RULE = "rule"


@dataclass(frozen=True, slots=True)
class Observation:
    installation_id: int
    repository: str
    source: Source
    category: Category
    rule_id: str
    language: str
    raw_confidence: float
    outcome: Outcome
    actor: str = ""
    """Who decided the outcome (see `outcomes.deciding_actor`); "" when unknown: no cap."""
    at: datetime | None = None
    """When the outcome was decided; orders observations against an unmute."""
    propensity: float = 1.0
    """Probability the finding was shown: 1 inline, the exploration rate if explored."""


@dataclass(frozen=True, slots=True)
class Unmute:
    repository: str
    rule_id: str
    at: datetime


@dataclass(frozen=True, slots=True)
class LearningConfig:
    target_precision: float = 0.75
    target_precision_by_repository: Mapping[str, float] = field(default_factory=dict)
    threshold_steps: int = 20
    """Candidate thresholds are 0, 1/steps, ..., (steps-1)/steps; 1.0 means show nothing."""
    calibration_bins: int = 10
    bound_quantile: float = 0.3
    """Thresholds are judged on this lower quantile of the shown set's precision posterior
    when there is no evidence; it relaxes toward the median as evidence grows."""
    bound_relax_events: float = 60.0
    """Weighted events at which the quantile is halfway from `bound_quantile` to 0.5."""
    min_cutoff: float = 0.5
    """No cutoff below this: a finding more likely dismissed than accepted is never posted
    inline, however precise the rest of the shown set (and an evidence gap between the
    observed probabilities cannot pull the cutoff down into findings nobody judged)."""
    pool_categories: bool = True
    """One cutoff per repository over all categories (the shown set's precision is the
    repository's); False holds each (repository, category) to the target separately."""
    prior_strength: float = 4.0
    installation_strength: float = 8.0
    repository_strength: float = 8.0
    rule_global_strength: float = 12.0
    """A rule across repositories, shrunk toward its category's global calibration. About
    1 / (s²·p(1-p)) for a between-rule spread s ≈ 0.6 in log-odds at p ≈ 0.7: weaker
    shrinkage let a few lucky acceptances put a rule at the overconfident top."""
    rule_repository_strength: float = 18.0
    """A rule in a repository, shrunk toward the rule across repositories combined with
    the repository's calibration for the category."""
    recalibration_strength: float = 8.0
    """Pseudo-events per bin at the identity when the final probability is recalibrated."""
    mute_floor: float = 0.2
    mute_quantile: float = 0.95
    min_mute_events: float = 8.0
    exploration_rate: float = 0.1
    actor_cap: float = 3.0
    """At most this much total weight per (repository, rule, actor, window)."""
    actor_window: timedelta = timedelta(days=7)
    ignored_weight: float = 0.0
    """Weight of an IGNORED outcome as a dismissal (0: ignored findings teach nothing)."""
    min_propensity: float = 0.05
    """Inverse-propensity weights are capped at 1 / min_propensity."""

    def target_for(self, repository: str) -> float:
        return self.target_precision_by_repository.get(repository, self.target_precision)

    def quantile_for(self, evidence: float) -> float:
        """The pessimism of a bound backed by `evidence` weighted events."""
        relaxed = max(0.0, evidence) / (max(0.0, evidence) + self.bound_relax_events)
        return self.bound_quantile + (0.5 - self.bound_quantile) * relaxed


@dataclass(frozen=True, slots=True)
class CalibrationCurve:
    """Raw confidence → P(accepted): monotone, piecewise linear between bin centres."""

    level: ScopeLevel
    bin_probabilities: tuple[float, ...]
    bin_evidence: tuple[float, ...]
    """Weighted labelled events per bin at this level alone."""

    def probability(self, raw_confidence: float) -> float:
        bins = len(self.bin_probabilities)
        position = min(1.0, max(0.0, raw_confidence)) * bins - 0.5
        if position <= 0.0:
            return self.bin_probabilities[0]
        if position >= bins - 1:
            return self.bin_probabilities[-1]
        index = int(position)
        fraction = position - index
        low, high = self.bin_probabilities[index], self.bin_probabilities[index + 1]
        return clamp_probability(low + fraction * (high - low), margin=0.0)


@dataclass(frozen=True, slots=True)
class RuleOffset:
    """How a rule's findings fare against what the level below predicts, in log-odds."""

    repository: str
    """"" for the rule across repositories."""
    rule_id: str
    offset: float
    """Added to the logit of the parent probability: > 0 the rule beats its category."""
    accepted: float
    dismissed: float
    expected: float
    """Mean parent probability of the rule's labelled findings here."""
    strength: float
    """Pseudo-events at `expected` the offset was shrunk with."""

    def without(self, accepted: bool, weight: float, parent: float) -> float:
        """The offset had one event (with this parent probability) not been seen: each
        event's own outcome must not decide where it ranks when the cutoff is judged."""
        total = self.accepted + self.dismissed - weight
        if total <= 1e-9:
            return 0.0
        kept = self.accepted - (weight if accepted else 0.0)
        expected = (self.expected * (self.accepted + self.dismissed) - weight * parent) / total
        expected = clamp_probability(expected, margin=1e-4)
        posterior = clamp_probability((kept + self.strength * expected) / (total + self.strength))
        return math.log(posterior / (1 - posterior)) - math.log(expected / (1 - expected))


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """The posterior Beta(alpha, beta) of the precision of what is shown at ≥ threshold."""

    threshold: float
    alpha: float
    beta: float
    evidence: float
    """Weighted labelled events at or above `threshold` at this level alone."""
    quantile: float

    @property
    def precision(self) -> float:
        return self.alpha / (self.alpha + self.beta)

    @property
    def lower_bound(self) -> float:
        """The pessimistic bound thresholds are judged on (`quantile` lower quantile)."""
        return beta_quantile(self.quantile, self.alpha, self.beta)


@dataclass(frozen=True, slots=True)
class Threshold:
    value: float
    """Lowest calibrated probability shown inline; 1.0 when nothing meets the target."""
    level: ScopeLevel
    target_precision: float
    curve: tuple[CurvePoint, ...]

    @property
    def shows_nothing(self) -> bool:
        return self.value >= 1.0


@dataclass(frozen=True, slots=True)
class MuteEvidence:
    repository: str
    rule_id: str
    accepted: float
    dismissed: float
    upper_bound: float
    """The `mute_quantile` upper quantile of the rule's acceptance rate in this repository."""
    muted: bool
    since_unmute: datetime | None
    """Only evidence after this explicit unmute counts; None when never unmuted."""


@dataclass(frozen=True, slots=True)
class FindingFeatures:
    installation_id: int
    source: Source
    category: Category
    rule_id: str
    language: str
    raw_confidence: float
    fingerprint: str


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    threshold: float
    threshold_level: ScopeLevel
    probability: float
    """Calibrated P(accepted) for this finding in this repository."""
    mute: MuteEvidence | None = None


@dataclass(frozen=True, slots=True)
class LearnedModel:
    config: LearningConfig
    installation_of: Mapping[str, int]
    calibrations: Mapping[tuple[ScopeLevel, str, Source, Category], CalibrationCurve]
    """Keyed by level, scope key ("" global, str(installation_id), repository), source, category."""
    thresholds: Mapping[tuple[ScopeLevel, str, Category], Threshold]
    """Cutoffs on the calibrated probability, keyed like `calibrations` without source."""
    rule_offsets: Mapping[tuple[str, str], RuleOffset]
    """(repository, rule_id) → the rule's offset there; repository "" across repositories."""
    mutes: Mapping[tuple[str, str], MuteEvidence]
    """(repository, rule_id) → evidence, for every rule with labelled events there."""
    recalibrations: Mapping[Source, CalibrationCurve] = field(default_factory=dict)
    """Per source: the rule-aware probability → P(accepted), fitted held-out."""
