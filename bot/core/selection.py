"""Select: which findings are posted inline, listed, collapsed, or muted.

Thresholds and mutes come from the learned model (`bot.core.learning.fold.decide`);
anchoring from the diff filter; then the inline cap, blocking first. Nothing is
dropped silently: every finding gets a Visibility.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace

from bot.core.diff.filter import FilterMode, Placement, anchor
from bot.core.diff.index import DiffIndex
from bot.core.findings import (
    Category,
    Finding,
    Location,
    RuleConfidence,
    Severity,
    Side,
    Source,
    fingerprint,
    reads_code_only,
)
from bot.core.languages import is_test_path, matches_any
from bot.core.learning.fold import decide, features_of
from bot.core.learning.model import Action, Decision, LearnedModel
from bot.core.report import ShownFinding, Visibility

LanguageOf = Callable[[str], str | None]
DETERMINISTIC: frozenset[Source] = frozenset({Source.SEMGREP, Source.SECRETS, Source.COVERAGE})
"""Sources whose findings the model can neither remove nor demote (docs/open-findings.md)."""


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
    test_paths: Sequence[str] = (),
) -> list[ShownFinding]:
    candidates: list[ShownFinding] = []
    for finding in findings:
        decision = decide(
            model,
            repository,
            features_of(finding, installation_id, language_of(finding.location.path) or ""),
        )
        decision = _with_fixed_threshold(decision, finding, fixed_thresholds)
        if _held_back_in_tests(finding, test_paths) and decision.action is not Action.MUTED:
            decision = replace(decision, action=Action.SUMMARY_ONLY, threshold=1.0)
        if blocks_on_severity(finding) and decision.action is not Action.MUTED:
            decision = replace(decision, action=Action.INLINE)
        anchored = anchor(index, finding.location, mode, code_only=reads_code_only(finding))
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


def blocks_on_severity(finding: Finding) -> bool:
    """A deterministic check's blocking finding, of a rule that claims more than LOW
    confidence: posted and blocking whatever its score (docs/review.md, "What blocks")."""
    return (
        finding.severity is Severity.BLOCKING
        and finding.source in DETERMINISTIC
        and finding.rule_confidence is not RuleConfidence.LOW
    )


_HELD_BACK_IN_TESTS = frozenset({Category.SECURITY, Category.STYLE})


def _held_back_in_tests(finding: Finding, test_paths: Sequence[str]) -> bool:
    """Security and style findings in test files are not posted, unless they block (a file
    name is the author's to choose: it never unblocks), come from the secrets check, or
    their rule is about tests."""
    path = finding.location.path
    return (
        finding.category in _HELD_BACK_IN_TESTS
        and finding.severity is not Severity.BLOCKING
        and finding.source is not Source.SECRETS
        and not finding.targets_tests
        and (is_test_path(path) or matches_any(path, test_paths) is not None)
    )


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


def still_open(
    found: Sequence[Finding],
    *,
    posted_now: Collection[str],
    posted_before: Collection[str],
    dismissed: Collection[str],
    earlier_model: Sequence[tuple[str, Finding]],
    head_files: Mapping[str, str],
) -> list[Finding]:
    """The findings open at this head that this run does not post (docs/open-findings.md).

    A deterministic finding is open while its check reports it at the head. A model finding
    posted earlier is open while its flagged text is still in the file (the model need not
    repeat it) and nobody dismissed it. `earlier_model` pairs a stored model finding with
    its fingerprint.
    """
    kept: dict[str, Finding] = {}
    for finding in found:
        key = fingerprint(finding)
        if key in posted_now or key in kept:
            continue
        if finding.source in DETERMINISTIC or (key in posted_before and key not in dismissed):
            kept[key] = finding
    for key, finding in earlier_model:
        if key in posted_now or key in kept or key in dismissed:
            continue
        relocated = relocate(finding, key, head_files.get(finding.location.path))
        if relocated is not None:
            kept[key] = relocated
    return list(kept.values())


def relocate(finding: Finding, key: str, text: str | None) -> Finding | None:
    """The finding where its fingerprint is found in `text` (nearest its old lines), or None."""
    location = finding.location
    if text is None or location.side is not Side.RIGHT:
        return None
    if location.start_line is None or location.end_line is None:
        return finding if fingerprint(replace(finding, flagged_text=finding.title)) == key else None
    was, span = location.start_line, location.end_line - location.start_line + 1
    lines = text.splitlines()
    starts = sorted(range(1, len(lines) - span + 2), key=lambda n: abs(n - was))
    for start in starts:
        moved = replace(
            finding,
            location=Location(location.path, start, start + span - 1, location.side),
            flagged_text="\n".join(lines[start - 1 : start - 1 + span]),
        )
        if fingerprint(moved) == key:
            return moved
    return None
