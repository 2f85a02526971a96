"""Feedback → calibrated probabilities, per-repository cutoffs and mutes: a pure fold.

The API and the method: docs/learning.md.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from bot.core.findings import Category, Finding, Source, fingerprint
from bot.core.learning.curves import candidate_thresholds, fit_threshold, shipped_curve
from bot.core.learning.effects import Covariates, fit_effects
from bot.core.learning.evidence import Evidence, latest_unmutes, mute_evidence, weigh
from bot.core.learning.model import (
    Action,
    Decision,
    FindingFeatures,
    LearnedModel,
    LearningConfig,
    MuteEvidence,
    Observation,
    ScopeLevel,
    Threshold,
    Unmute,
)

__all__ = [
    "Action",
    "Decision",
    "FindingFeatures",
    "LearnedModel",
    "LearningConfig",
    "Observation",
    "ScopeLevel",
    "Threshold",
    "Unmute",
    "calibrated_probability",
    "decide",
    "exploration_share",
    "features_of",
    "is_explored",
    "learn",
    "threshold_for",
]

_EDGE = 1e-9
_LEVELS = list(ScopeLevel)

_ScopeKey = tuple[ScopeLevel, str, Category | None]


@dataclass(slots=True)
class _Scope:
    population: list[float] = field(default_factory=list)
    labelled: list[tuple[float, float]] = field(default_factory=list)
    rule_tops: dict[str, float] = field(default_factory=dict)
    """Each rule's highest probability among a repository scope's findings."""


@dataclass(slots=True)
class _Scopes:
    """Every scope's findings and evidence, and each rule's evidence weight."""

    scopes: dict[_ScopeKey, _Scope] = field(default_factory=lambda: defaultdict(_Scope))
    rule_weight: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    rule_weight_in: dict[tuple[str, str], float] = field(default_factory=lambda: defaultdict(float))

    def evidence(
        self, level: ScopeLevel, scope: str, here: _Scope, rule_agreement: float
    ) -> list[tuple[float, float]]:
        """A scope's own evidence; a repository's adds each of its rules' events elsewhere."""
        if level is not ScopeLevel.REPOSITORY:
            return here.labelled
        elsewhere = (
            (top, self.rule_weight.get(rule, 0.0) - self.rule_weight_in.get((scope, rule), 0.0))
            for rule, top in here.rule_tops.items()
        )
        return here.labelled + [
            (top, rule_agreement * weight) for top, weight in elsewhere if weight > _EDGE
        ]


def _scope_keys(o: Observation, config: LearningConfig) -> list[_ScopeKey]:
    group = None if config.pool_categories else o.category
    return [
        (ScopeLevel.GLOBAL, "", group),
        (ScopeLevel.INSTALLATION, str(o.installation_id), group),
        (ScopeLevel.REPOSITORY, o.repository, group),
    ]


def _gather(
    findings: Sequence[tuple[Observation, float]],
    labelled: Sequence[tuple[Evidence, float]],
    config: LearningConfig,
) -> _Scopes:
    gathered = _Scopes()
    for o, probability in findings:
        scoped = _scope_keys(o, config)
        for key in scoped:
            gathered.scopes[key].population.append(probability)
        if o.rule_id:
            tops = gathered.scopes[scoped[-1]].rule_tops  # only a repository's cutoff pools rules
            tops[o.rule_id] = max(tops.get(o.rule_id, 0.0), probability)
    for e, probability in labelled:
        for key in _scope_keys(e.observation, config):
            gathered.scopes[key].labelled.append((probability, e.weight))
        if e.observation.rule_id:
            gathered.rule_weight[e.observation.rule_id] += e.weight
            where = (e.observation.repository, e.observation.rule_id)
            gathered.rule_weight_in[where] += e.weight
    return gathered


def _fit_thresholds(
    findings: Sequence[tuple[Observation, float]],
    labelled: Sequence[tuple[Evidence, float]],
    config: LearningConfig,
    rule_agreement: float,
) -> dict[tuple[ScopeLevel, str, Category], Threshold]:
    """findings: every observation with its calibrated probability; labelled: the evidence
    with it; rule_agreement: `Effects.rule_agreement`. With `pool_categories` one curve per
    scope serves every category (the key's category is then only where callers look)."""
    candidates = candidate_thresholds(config.threshold_steps)
    groups: tuple[Category | None, ...] = (None,) if config.pool_categories else tuple(Category)
    gathered = _gather(findings, labelled, config)
    fitted: dict[tuple[ScopeLevel, str, Category], Threshold] = {}
    for group in groups:
        for category in (group,) if group is not None else tuple(Category):
            fitted[(ScopeLevel.GLOBAL, "", category)] = shipped_curve(
                candidates, config.target_precision, ScopeLevel.PRIOR, config.min_cutoff
            )
    ordered = sorted(gathered.scopes.items(), key=lambda i: _LEVELS.index(i[0][0]))
    for (level, scope, group), here in ordered:
        if len(here.population) < config.min_population:
            continue
        target = (
            config.target_for(scope) if level is ScopeLevel.REPOSITORY else config.target_precision
        )
        threshold = fit_threshold(
            here.population,
            gathered.evidence(level, scope, here, rule_agreement),
            candidates,
            config.curve_strength,
            target,
            config.quantile_for,
            level,
            config.min_cutoff,
        )
        for category in (group,) if group is not None else tuple(Category):
            fitted[(level, scope, category)] = threshold
    return fitted


def _category_threshold(
    thresholds: Mapping[tuple[ScopeLevel, str, Category], Threshold],
    repository: str,
    installation_id: int,
    category: Category,
) -> Threshold:
    for key in (
        (ScopeLevel.REPOSITORY, repository, category),
        (ScopeLevel.INSTALLATION, str(installation_id), category),
    ):
        threshold = thresholds.get(key)
        if threshold is not None:
            return threshold
    return thresholds[(ScopeLevel.GLOBAL, "", category)]


def _fit_mutes(
    evidence: Sequence[Evidence], unmutes: Iterable[Unmute], config: LearningConfig
) -> dict[tuple[str, str], MuteEvidence]:
    unmuted = latest_unmutes(unmutes)
    by_repository_rule: dict[tuple[str, str], list[Evidence]] = defaultdict(list)
    for e in evidence:
        if e.observation.rule_id:
            by_repository_rule[(e.observation.repository, e.observation.rule_id)].append(e)
    return {
        key: mute_evidence(key[0], key[1], events, unmuted.get(key), config)
        for key, events in by_repository_rule.items()
    }


def learn(
    observations: Iterable[Observation],
    config: LearningConfig | None = None,
    unmutes: Iterable[Unmute] = (),
) -> LearnedModel:
    config = config or LearningConfig()
    listed = list(observations)
    evidence = weigh(listed, config)
    effects = fit_effects(
        ((_covariates(e.observation), e.accepted, e.weight) for e in evidence),
        config.effects,
        population=(_covariates(o) for o in listed),
    )
    probabilities: dict[Covariates, float] = {}

    def probability(o: Observation) -> float:
        covariates = _covariates(o)
        known = probabilities.get(covariates)
        if known is None:
            known = probabilities[covariates] = effects.probability(covariates)
        return known

    labelled = [(e, probability(e.observation)) for e in evidence]
    return LearnedModel(
        config=config,
        installation_of={o.repository: o.installation_id for o in listed},
        effects=effects,
        thresholds=_fit_thresholds(
            [(o, probability(o)) for o in listed], labelled, config, effects.rule_agreement
        ),
        mutes=_fit_mutes(evidence, unmutes, config),
    )


def _covariates(o: Observation) -> Covariates:
    return Covariates(
        o.installation_id, o.repository, o.source, o.category, o.rule_id, o.raw_confidence
    )


def calibrated_probability(
    model: LearnedModel,
    repository: str,
    installation_id: int,
    source: Source,
    category: Category,
    raw_confidence: float,
    rule_id: str = "",
) -> float:
    """P(accepted) in this repository; rule-aware when `rule_id` is given."""
    return model.effects.probability(
        Covariates(installation_id, repository, source, category, rule_id, raw_confidence)
    )


def threshold_for(
    model: LearnedModel,
    repository: str,
    installation_id: int,
    category: Category,
    rule_id: str = "",
) -> Threshold:
    """The cutoff on the calibrated probability for this repository and category
    (repository → installation → global). A rule's own evidence enters through its
    calibrated probability, so `rule_id` does not change the cutoff."""
    del rule_id
    return _category_threshold(model.thresholds, repository, installation_id, category)


def is_explored(finding_fingerprint: str, rate: float) -> bool:
    digest = hashlib.sha256(b"redline-exploration\x1f" + finding_fingerprint.encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2.0**64 < rate


def features_of(finding: Finding, installation_id: int, language: str = "") -> FindingFeatures:
    return FindingFeatures(
        installation_id=installation_id,
        source=finding.source,
        category=finding.category,
        rule_id=finding.rule_id,
        language=language,
        raw_confidence=finding.raw_confidence,
        fingerprint=fingerprint(finding),
    )


def decide(model: LearnedModel, repository: str, features: FindingFeatures) -> Decision:
    probability = calibrated_probability(
        model,
        repository,
        features.installation_id,
        features.source,
        features.category,
        features.raw_confidence,
        features.rule_id,
    )
    threshold = threshold_for(model, repository, features.installation_id, features.category)
    mute = model.mutes.get((repository, features.rule_id))

    def decision(action: Action) -> Decision:
        return Decision(action, threshold.value, threshold.level, probability, mute)

    if mute is not None and mute.muted:
        return decision(Action.MUTED)
    if not threshold.shows_nothing and probability >= threshold.value - _EDGE:
        return decision(Action.INLINE)
    if is_explored(features.fingerprint, exploration_rate(mute, model.config)):
        return decision(Action.EXPLORATION)
    return decision(Action.SUMMARY_ONLY)


def exploration_rate(mute: MuteEvidence | None, config: LearningConfig) -> float:
    """How often a below-cutoff finding of a rule is explored: `retest_rate` while the
    rule has some, but few, judgements in the repository; `exploration_rate` otherwise."""
    judged = 0.0 if mute is None else mute.accepted + mute.dismissed
    return config.retest_rate if 0 < judged < config.retest_events else config.exploration_rate


def exploration_share(decision: Decision, config: LearningConfig) -> float:
    """The chance a finding like this one is shown: 1 inline, its exploration rate for an
    explored one, 0 otherwise."""
    if decision.action is Action.INLINE:
        return 1.0
    if decision.action is Action.EXPLORATION:
        return exploration_rate(decision.mute, config)
    return 0.0
