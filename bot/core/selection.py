"""Select: which findings are posted inline, listed, collapsed, or muted.

Thresholds and mutes come from the learned model (`bot.core.learning.decide`);
anchoring from the diff filter; then the inline cap, blocking first. Nothing is
dropped silently: every finding gets a Visibility.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace

from bot.core.diff_filter import FilterMode, Placement, anchor
from bot.core.diff_index import DiffIndex
from bot.core.findings import Category, Finding, Severity, fingerprint
from bot.core.learning import decide, features_of
from bot.core.learning_model import Action, Decision, LearnedModel
from bot.core.report import ShownFinding, Visibility

LanguageOf = Callable[[str], str | None]


def select(
    findings: Iterable[Finding],
    index: DiffIndex,
    *,
    model: LearnedModel,
    repository: str,
    installation_id: int,
    mode: FilterMode,
    max_inline: int,
    fixed_thresholds: Mapping[Category, float],
    language_of: LanguageOf,
) -> list[ShownFinding]:
    candidates: list[ShownFinding] = []
    for finding in findings:
        decision = decide(
            model,
            repository,
            features_of(finding, installation_id, language_of(finding.location.path) or ""),
        )
        decision = _with_fixed_threshold(decision, finding, fixed_thresholds)
        anchored = anchor(index, finding.location, mode)
        located = replace(finding, location=anchored.location)
        if anchored.trimmed_from(finding.location):
            # A suggestion replaces exactly the commented lines: trimmed, it would not fit.
            located = replace(located, replacement=None)
        candidates.append(
            ShownFinding(
                finding=located,
                fingerprint=fingerprint(finding),
                placement=anchored.placement,
                visibility=_visibility(decision, anchored.placement),
                confidence=decision.probability,
                threshold=decision.threshold,
                exploration=decision.action is Action.EXPLORATION,
            )
        )
    return _cap_inline(candidates, max_inline)


def _with_fixed_threshold(
    decision: Decision, finding: Finding, fixed: Mapping[Category, float]
) -> Decision:
    """A repository's configured threshold for a category overrides the learned one."""
    threshold = fixed.get(finding.category)
    if threshold is None or decision.action is Action.MUTED:
        return decision
    action = (
        Action.INLINE
        if finding.raw_confidence >= threshold
        else (Action.EXPLORATION if decision.action is Action.EXPLORATION else Action.SUMMARY_ONLY)
    )
    return replace(decision, action=action, threshold=threshold)


def _visibility(decision: Decision, placement: Placement) -> Visibility:
    if decision.action is Action.MUTED:
        return Visibility.MUTED
    if decision.action is not Action.INLINE:
        return Visibility.BELOW_THRESHOLD
    return {
        Placement.INLINE: Visibility.INLINE,
        Placement.FILE_LEVEL: Visibility.FILE_LEVEL,
        Placement.SUMMARY: Visibility.SUMMARY,
    }[placement]


def _cap_inline(candidates: list[ShownFinding], max_inline: int) -> list[ShownFinding]:
    """Blocking first, then the most confident; the rest are listed in the summary."""
    inline = sorted(
        (shown for shown in candidates if shown.visibility is Visibility.INLINE),
        key=lambda s: (s.finding.severity is not Severity.BLOCKING, -s.confidence),
    )
    over = {id(shown) for shown in inline[max_inline:]}
    return [
        replace(shown, visibility=Visibility.OVER_CAP) if id(shown) in over else shown
        for shown in candidates
    ]
