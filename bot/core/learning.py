"""Feedback → calibrated probabilities, per-repository thresholds and mutes: a pure fold.

Public API (everything a script needs; the data types live in `learning_model`):

    learn(observations, config=LearningConfig(), unmutes=()) -> LearnedModel
        Fold every `Observation` (one finding's outcome, with its installation_id,
        repository, source, category, rule_id, language, raw_confidence, the deciding
        actor, when, and the propensity it was shown with) into a model. Pure and
        order-independent: same observations, same model.
    decide(model, repository, features) -> Decision
        INLINE, SUMMARY_ONLY, EXPLORATION or MUTED for one finding, with the threshold,
        the level it came from and the calibrated probability used.
    features_of(finding, installation_id, language="") -> FindingFeatures
    calibrated_probability(model, repository, installation_id, source, category, raw)
    threshold_for(model, repository, installation_id, category, rule_id="") -> Threshold
        `Threshold.curve` is the precision-versus-threshold curve the choice used.
    is_explored(fingerprint, rate) -> bool
    propensity(decision, config) -> float     what to store as `Observation.propensity`

Method.
- Labels: ACCEPTED counts as a success, DISMISSED as a failure, IGNORED as a failure of
  weight `ignored_weight` (0 by default: silence teaches nothing), PENDING not at all.
- Robustness: one actor's events on one rule in one repository within `actor_window`
  share at most `actor_cap` of weight (see `learning_evidence.weigh`): a burst of 40
  dismissals by one person weighs as 3.
- Calibration, per (source, category): raw confidence is binned; each bin's Beta
  posterior is shrunk toward the level above (shipped prior → global → installation →
  repository, strengths `prior_strength`, `installation_strength`,
  `repository_strength`), then made monotone by a weighted isotonic (PAV) pass and
  interpolated between bin centres, so it is non-decreasing and within [0, 1].
- Threshold, per (repository, category) over all sources: for each candidate t on a
  grid of `threshold_steps`, the precision of what is shown at or above t is a Beta
  posterior from the events with raw ≥ t (inverse-propensity weighted, since explored
  findings stand for the many below-threshold ones not shown), shrunk toward the same
  curve one level up. The threshold is the lowest t whose `bound_quantile` lower
  quantile meets the repository's target precision (default 0.75); 1.0 when none does.
  A dismissal can only lower the bounds, so thresholds never fall when dismissals are
  added and never rise when acceptances are.
- Per rule: once a rule has `min_rule_events` weighted events across repositories, its
  curve across repositories is shrunk toward the global category curve, and its curve
  in each repository toward two parents at once (pseudo-events from the rule across
  repositories and from the repository's category curve, so a repository that
  dismisses a category pulls down rules it has not judged yet). That threshold replaces
  the category threshold for the rule; a new repository uses the rule's threshold
  across repositories.
- Muting: with at least `min_mute_events` events in a repository since the last
  explicit `Unmute`, a rule whose acceptance upper bound (`mute_quantile`, Jeffreys
  prior) is below `mute_floor` is muted there. An unmute wins until new events mute it.
- Exploration: a share `exploration_rate` of below-threshold findings is shown in the
  collapsed summary, chosen by a hash of the fingerprint, so estimates below the
  threshold keep learning and the choice is the same on every re-review.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from bot.core.findings import Category, Finding, Source, fingerprint
from bot.core.learning_curves import (
    candidate_thresholds,
    curve_means,
    fit_calibration,
    fit_threshold,
    shipped_calibration,
    shipped_precision,
)
from bot.core.learning_evidence import Evidence, latest_unmutes, mute_evidence, weigh
from bot.core.learning_model import (
    Action,
    CalibrationCurve,
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
    "features_of",
    "is_explored",
    "learn",
    "propensity",
    "threshold_for",
]

_Event = tuple[float, bool, float]
_EDGE = 1e-9


def _calibration_events(evidence: Iterable[Evidence]) -> list[_Event]:
    return [(e.observation.raw_confidence, e.accepted, e.weight) for e in evidence]


def _shown_events(evidence: Iterable[Evidence]) -> list[_Event]:
    return [(e.observation.raw_confidence, e.accepted, e.shown_weight) for e in evidence]


def _fit_calibrations(
    evidence: Sequence[Evidence], config: LearningConfig
) -> dict[tuple[ScopeLevel, str, Source, Category], CalibrationCurve]:
    by_scope: dict[tuple[ScopeLevel, str, Source, Category], list[Evidence]] = defaultdict(list)
    for e in evidence:
        o = e.observation
        by_scope[(ScopeLevel.GLOBAL, "", o.source, o.category)].append(e)
        by_scope[(ScopeLevel.INSTALLATION, str(o.installation_id), o.source, o.category)].append(e)
        by_scope[(ScopeLevel.REPOSITORY, o.repository, o.source, o.category)].append(e)
    shipped = shipped_calibration(config.calibration_bins)
    curves: dict[tuple[ScopeLevel, str, Source, Category], CalibrationCurve] = {}
    installation_of = {e.observation.repository: e.observation.installation_id for e in evidence}
    for key in sorted(by_scope, key=lambda k: list(ScopeLevel).index(k[0])):
        level, scope, source, category = key
        if level is ScopeLevel.GLOBAL:
            parent, strength = shipped, config.prior_strength
        elif level is ScopeLevel.INSTALLATION:
            parent = curves[(ScopeLevel.GLOBAL, "", source, category)].bin_probabilities
            strength = config.installation_strength
        else:
            installation = str(installation_of[scope])
            up = (ScopeLevel.INSTALLATION, installation, source, category)
            parent, strength = curves[up].bin_probabilities, config.repository_strength
        curves[key] = fit_calibration(_calibration_events(by_scope[key]), parent, strength, level)
    return curves


def _fit_category_thresholds(
    evidence: Sequence[Evidence], config: LearningConfig
) -> dict[tuple[ScopeLevel, str, Category], Threshold]:
    candidates = candidate_thresholds(config.threshold_steps)
    shipped = shipped_precision(candidates)
    by_scope: dict[tuple[ScopeLevel, str, Category], list[Evidence]] = defaultdict(list)
    installation_of: dict[str, int] = {}
    for e in evidence:
        o = e.observation
        installation_of[o.repository] = o.installation_id
        by_scope[(ScopeLevel.INSTALLATION, str(o.installation_id), o.category)].append(e)
        by_scope[(ScopeLevel.REPOSITORY, o.repository, o.category)].append(e)
    thresholds: dict[tuple[ScopeLevel, str, Category], Threshold] = {}
    for category in Category:
        global_events = _shown_events(e for e in evidence if e.observation.category is category)
        thresholds[(ScopeLevel.GLOBAL, "", category)] = fit_threshold(
            global_events,
            candidates,
            shipped,
            config.prior_strength,
            config.target_precision,
            config.bound_quantile,
            ScopeLevel.GLOBAL,
        )
    for key in sorted(by_scope, key=lambda k: list(ScopeLevel).index(k[0])):
        level, scope, category = key
        if level is ScopeLevel.INSTALLATION:
            parent = thresholds[(ScopeLevel.GLOBAL, "", category)]
            strength, target = config.installation_strength, config.target_precision
        else:
            parent = thresholds[(ScopeLevel.INSTALLATION, str(installation_of[scope]), category)]
            strength, target = config.repository_strength, config.target_for(scope)
        thresholds[key] = fit_threshold(
            _shown_events(by_scope[key]),
            candidates,
            curve_means(parent),
            strength,
            target,
            config.bound_quantile,
            level,
        )
    return thresholds


def _mixed_parent(
    rule_curve: Threshold, category_curve: Threshold, config: LearningConfig
) -> tuple[tuple[float, ...], float]:
    """Pseudo-events from both parents: the rule elsewhere and this repository's taste."""
    k_rule, k_repo = config.rule_strength, config.rule_repository_strength
    means = tuple(
        (k_rule * r + k_repo * c) / (k_rule + k_repo)
        for r, c in zip(curve_means(rule_curve), curve_means(category_curve), strict=True)
    )
    return means, k_rule + k_repo


def _fit_rule_thresholds(
    evidence: Sequence[Evidence],
    category_thresholds: dict[tuple[ScopeLevel, str, Category], Threshold],
    config: LearningConfig,
) -> dict[tuple[str, str], Threshold]:
    candidates = candidate_thresholds(config.threshold_steps)
    by_rule: dict[str, list[Evidence]] = defaultdict(list)
    by_repository_rule: dict[tuple[str, str], list[Evidence]] = defaultdict(list)
    installation_of: dict[str, int] = {}
    for e in evidence:
        o = e.observation
        installation_of[o.repository] = o.installation_id
        if o.rule_id:
            by_rule[o.rule_id].append(e)
            by_repository_rule[(o.repository, o.rule_id)].append(e)
    thresholds: dict[tuple[str, str], Threshold] = {}
    for rule_id, events in by_rule.items():
        if sum(e.weight for e in events) < config.min_rule_events:
            continue
        category = events[0].observation.category
        rule_curve = fit_threshold(
            _shown_events(events),
            candidates,
            curve_means(category_thresholds[(ScopeLevel.GLOBAL, "", category)]),
            config.rule_global_strength,
            config.target_precision,
            config.bound_quantile,
            ScopeLevel.RULE,
        )
        thresholds[("", rule_id)] = rule_curve
        for repository, installation_id in installation_of.items():
            category_curve = _category_threshold(
                category_thresholds, repository, installation_id, category
            )
            parent, strength = _mixed_parent(rule_curve, category_curve, config)
            thresholds[(repository, rule_id)] = fit_threshold(
                _shown_events(by_repository_rule.get((repository, rule_id), [])),
                candidates,
                parent,
                strength,
                config.target_for(repository),
                config.bound_quantile,
                ScopeLevel.RULE,
            )
    return thresholds


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
    category_thresholds = _fit_category_thresholds(evidence, config)
    return LearnedModel(
        config=config,
        installation_of={o.repository: o.installation_id for o in listed},
        calibrations=_fit_calibrations(evidence, config),
        thresholds=category_thresholds,
        rule_thresholds=_fit_rule_thresholds(evidence, category_thresholds, config),
        mutes=_fit_mutes(evidence, unmutes, config),
    )


def calibrated_probability(
    model: LearnedModel,
    repository: str,
    installation_id: int,
    source: Source,
    category: Category,
    raw_confidence: float,
) -> float:
    for key in (
        (ScopeLevel.REPOSITORY, repository, source, category),
        (ScopeLevel.INSTALLATION, str(installation_id), source, category),
        (ScopeLevel.GLOBAL, "", source, category),
    ):
        curve = model.calibrations.get(key)
        if curve is not None:
            return curve.probability(raw_confidence)
    shipped = shipped_calibration(model.config.calibration_bins)
    curve = CalibrationCurve(ScopeLevel.PRIOR, shipped, (0.0,) * len(shipped))
    return curve.probability(raw_confidence)


def threshold_for(
    model: LearnedModel,
    repository: str,
    installation_id: int,
    category: Category,
    rule_id: str = "",
) -> Threshold:
    """The rule's threshold in this repository, else the rule's across repositories when
    the repository is new, else the category's (repository → installation → global)."""
    if rule_id:
        for key in ((repository, rule_id), ("", rule_id)):
            threshold = model.rule_thresholds.get(key)
            if threshold is not None:
                return threshold
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
    )
    threshold = threshold_for(
        model, repository, features.installation_id, features.category, features.rule_id
    )
    mute = model.mutes.get((repository, features.rule_id))

    def decision(action: Action) -> Decision:
        return Decision(action, threshold.value, threshold.level, probability, mute)

    if mute is not None and mute.muted:
        return decision(Action.MUTED)
    if not threshold.shows_nothing and features.raw_confidence >= threshold.value - _EDGE:
        return decision(Action.INLINE)
    if is_explored(features.fingerprint, model.config.exploration_rate):
        return decision(Action.EXPLORATION)
    return decision(Action.SUMMARY_ONLY)


def propensity(decision: Decision, config: LearningConfig) -> float:
    if decision.action is Action.INLINE:
        return 1.0
    if decision.action is Action.EXPLORATION:
        return config.exploration_rate
    return 0.0
