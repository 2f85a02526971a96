"""The data of learning: what goes into the fold, what comes out, what `decide` returns.

See docs/learning.md for the API and the method.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum

from bot.core.findings import Category, Source
from bot.core.learning.effects import Effects, EffectsConfig
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
    """`Threshold.curve` is reported at 0, 1/steps, ..., (steps-1)/steps; the cutoff itself
    is chosen among the population's own probabilities (see `learning.curves`)."""
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
    curve_strength: float = 8.0
    """Pseudo-events at the model's own prediction when outcomes judge a cutoff."""
    min_population: int = 20
    """Findings a repository (or installation) needs before its own cutoff is used."""
    effects: EffectsConfig = field(default_factory=EffectsConfig)
    mute_floor: float = 0.2
    mute_quantile: float = 0.95
    min_mute_events: float = 8.0
    exploration_rate: float = 0.1
    retest_rate: float = 0.5
    """The share explored of a rule judged in a repository by fewer than `retest_events`:
    a rule hidden by a few early verdicts is shown often enough to recover."""
    retest_events: float = 12.0
    actor_cap: float = 3.0
    """At most this much total weight per (installation, rule, actor, window)."""
    actor_window: timedelta = timedelta(days=7)
    ignored_weight: float = 0.0
    """Weight of an IGNORED outcome as a dismissal (0: ignored findings teach nothing)."""

    def target_for(self, repository: str) -> float:
        return self.target_precision_by_repository.get(repository, self.target_precision)

    def quantile_for(self, evidence: float) -> float:
        """The pessimism of a bound backed by `evidence` weighted events."""
        relaxed = max(0.0, evidence) / (max(0.0, evidence) + self.bound_relax_events)
        return self.bound_quantile + (0.5 - self.bound_quantile) * relaxed


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """What showing every finding at ≥ `threshold` is expected to achieve."""

    threshold: float
    precision: float
    lower_bound: float
    """The pessimistic bound the cutoff is judged on."""
    evidence: float
    """Weighted labelled events at or above `threshold` in this scope; for a repository,
    with a share of its rules' events elsewhere (see `learning`)."""
    population: int
    """Findings (judged or not) at or above `threshold` in this scope."""


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
    effects: Effects
    """The fitted probability model."""
    thresholds: Mapping[tuple[ScopeLevel, str, Category], Threshold]
    """Cutoffs on the calibrated probability, keyed by level, scope ("" global,
    str(installation_id), repository) and category."""
    mutes: Mapping[tuple[str, str], MuteEvidence]
    """(repository, rule_id) → evidence, for every rule with labelled events there."""
