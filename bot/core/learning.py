"""Feedback → calibrated probabilities, per-repository cutoffs and mutes: a pure fold.

Public API (everything a script needs; the data types live in `learning_model`):

    learn(observations, config=LearningConfig(), unmutes=()) -> LearnedModel
        Fold every `Observation` (one finding's outcome, with its installation_id,
        repository, source, category, rule_id, language, raw_confidence, the deciding
        actor, when, and the propensity it was shown with) into a model. Pure and
        order-independent: same observations, same model.
    decide(model, repository, features) -> Decision
        INLINE, SUMMARY_ONLY, EXPLORATION or MUTED for one finding, with the cutoff,
        the level it came from and the calibrated probability it was compared with.
    features_of(finding, installation_id, language="") -> FindingFeatures
    calibrated_probability(model, repository, installation_id, source, category, raw,
                           rule_id="")
    threshold_for(model, repository, installation_id, category, rule_id="") -> Threshold
        A cutoff on the calibrated probability; `Threshold.curve` is the
        precision-versus-cutoff curve the choice used.
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
- Rules (`learning_rules`): the probability a finding is decided on is the category
  calibration shifted, in log-odds, by the rule's offset across repositories (shrunk
  toward the category with `rule_global_strength` pseudo-events) and by its offset in
  this repository (shrunk toward that with `rule_repository_strength`). A rule nobody
  judged gets its category's calibration; a repository that dismisses a category pulls
  down rules it has not judged yet, through its calibration.
- Recalibration (`learning_recalibration`): the rule-aware probability of every labelled
  finding, held out, is compared with its outcome, and a monotone map per source
  (isotonic, shrunk toward the identity with `recalibration_strength`) corrects the
  over-spread left by stacking a calibration and two offsets. What is decided on and
  what the cutoff is judged on is the recalibrated probability.
- Cutoff, per repository (over all categories when `pool_categories`, else per
  (repository, category)): every labelled finding is given the probability it would be
  decided on now and its inverse-propensity weight (explored findings stand for the
  many below the cutoff that were not shown). For each candidate cutoff t on a grid of
  `threshold_steps`, the precision of what is shown at ≥ t is a Beta posterior: the
  outcomes at ≥ t plus pseudo-events at what the model predicts for that set, shrunk
  toward the same curve one level up (shipped → global → installation → repository).
  The cutoff is the lowest t ≥ `min_cutoff` whose lower quantile meets the
  repository's target precision (default 0.75); 1.0 when none does. The quantile
  starts at `bound_quantile` and relaxes toward the median as the set's evidence
  grows (`bound_relax_events`): the probabilities are posterior means, so the
  pessimism is applied once, where the set is judged. A cutoff below the target is
  expected: the shown set's precision is an average, and findings well above the
  target carry some below it.
- Muting: with at least `min_mute_events` events in a repository since the last
  explicit `Unmute`, a rule whose acceptance upper bound (`mute_quantile`, Jeffreys
  prior) is below `mute_floor` is muted there. An unmute wins until new events mute it.
- Exploration: a share `exploration_rate` of below-cutoff findings is shown in the
  collapsed summary, chosen by a hash of the fingerprint, so estimates below the
  cutoff keep learning and the choice is the same on every re-review.
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
    RuleOffset,
    ScopeLevel,
    Threshold,
    Unmute,
)
from bot.core.learning_recalibration import fit_recalibrations, recalibrate
from bot.core.learning_rules import fit_rule_offsets, held_out_probability, rule_probability

__all__ = [
    "Action",
    "Decision",
    "FindingFeatures",
    "LearnedModel",
    "LearningConfig",
    "Observation",
    "RuleOffset",
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
_LEVELS = list(ScopeLevel)


def _calibration_events(evidence: Iterable[Evidence]) -> list[_Event]:
    return [(e.observation.raw_confidence, e.accepted, e.weight) for e in evidence]


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
    for key in sorted(by_scope, key=lambda k: _LEVELS.index(k[0])):
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


def _fit_thresholds(
    scored: Sequence[tuple[Evidence, float]], config: LearningConfig
) -> dict[tuple[ScopeLevel, str, Category], Threshold]:
    """scored: each labelled finding with the probability it would be decided on now.

    With `pool_categories` one curve per scope serves every category (the key's category
    is then only where callers look it up)."""
    candidates = candidate_thresholds(config.threshold_steps)
    groups: tuple[Category | None, ...] = (None,) if config.pool_categories else tuple(Category)
    by_scope: dict[tuple[ScopeLevel, str, Category | None], list[_Event]] = defaultdict(list)
    installation_of: dict[str, int] = {}
    for e, probability in scored:
        o = e.observation
        installation_of[o.repository] = o.installation_id
        group = None if config.pool_categories else o.category
        event = (probability, e.accepted, e.shown_weight)
        by_scope[(ScopeLevel.GLOBAL, "", group)].append(event)
        by_scope[(ScopeLevel.INSTALLATION, str(o.installation_id), group)].append(event)
        by_scope[(ScopeLevel.REPOSITORY, o.repository, group)].append(event)
    for group in groups:
        by_scope.setdefault((ScopeLevel.GLOBAL, "", group), [])
    fitted: dict[tuple[ScopeLevel, str, Category | None], Threshold] = {}
    for key in sorted(by_scope, key=lambda k: _LEVELS.index(k[0])):
        level, scope, group = key
        if level is ScopeLevel.GLOBAL:
            parent, strength = shipped_precision(candidates), config.prior_strength
            target = config.target_precision
        elif level is ScopeLevel.INSTALLATION:
            parent = curve_means(fitted[(ScopeLevel.GLOBAL, "", group)])
            strength, target = config.installation_strength, config.target_precision
        else:
            up = (ScopeLevel.INSTALLATION, str(installation_of[scope]), group)
            parent = curve_means(fitted[up])
            strength, target = config.repository_strength, config.target_for(scope)
        fitted[key] = fit_threshold(
            by_scope[key],
            candidates,
            parent,
            strength,
            target,
            config.quantile_for,
            level,
            config.min_cutoff,
        )
    return {
        (level, scope, category): threshold
        for (level, scope, group), threshold in fitted.items()
        for category in ((group,) if group is not None else tuple(Category))
    }


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
    calibrations = _fit_calibrations(evidence, config)
    rule_offsets = fit_rule_offsets(evidence, calibrations, config)
    probability = held_out_probability(calibrations, rule_offsets, config.calibration_bins)
    held_out = [(e, probability(e)) for e in evidence]
    recalibrations = fit_recalibrations(
        ((e.observation.source, p, e.accepted, e.weight) for e, p in held_out),
        config.calibration_bins,
        config.recalibration_strength,
    )
    scored = [(e, recalibrate(recalibrations, e.observation.source, p)) for e, p in held_out]
    return LearnedModel(
        config=config,
        installation_of={o.repository: o.installation_id for o in listed},
        calibrations=calibrations,
        thresholds=_fit_thresholds(scored, config),
        rule_offsets=rule_offsets,
        mutes=_fit_mutes(evidence, unmutes, config),
        recalibrations=recalibrations,
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
    probability = rule_probability(
        model.calibrations,
        model.rule_offsets,
        model.config.calibration_bins,
        repository,
        installation_id,
        source,
        category,
        rule_id,
        raw_confidence,
    )
    return recalibrate(model.recalibrations, source, probability)


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
    if is_explored(features.fingerprint, model.config.exploration_rate):
        return decision(Action.EXPLORATION)
    return decision(Action.SUMMARY_ONLY)


def propensity(decision: Decision, config: LearningConfig) -> float:
    if decision.action is Action.INLINE:
        return 1.0
    if decision.action is Action.EXPLORATION:
        return config.exploration_rate
    return 0.0
