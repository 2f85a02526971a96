"""One `report_findings` tool input → findings, triage verdicts and a walkthrough we trust.

Nothing the model says is posted unchecked: a finding must name a file of the diff and
lines GitHub accepts a comment on, and a suggested replacement must be a plausible
drop-in. Whatever fails is dropped and counted by reason, never repaired by guesswork.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from pydantic import ValidationError

from bot.checks.llm.prompt import TriageCandidate
from bot.checks.llm.schema import (
    MAX_FILE_NOTE_CHARS,
    MAX_RISK_CHARS,
    MAX_RISKS,
    MAX_SUMMARY_CHARS,
    ReportedFinding,
    ReportedWalkthrough,
    ReportEnvelope,
    TriageItem,
)
from bot.checks.secrets import holds_redaction
from bot.core.diff.index import DiffIndex
from bot.core.diff.model import LineKind
from bot.core.findings import Finding, Location, Side, Source
from bot.core.report import Walkthrough
from bot.core.scoring import Triage, TriageVerdict, apply_triage

MAX_REPLACEMENT_GROWTH = 5
"""A replacement may hold at most this many lines per line it replaces."""


class Rejection(StrEnum):
    SCHEMA = "did not match the schema"
    PATH_NOT_IN_DIFF = "named a file that is not in the diff"
    LINES_NOT_COMMENTABLE = "pointed at lines outside the diff's hunks"
    REPLACEMENT_ON_DELETED_LINES = "suggested a replacement for deleted lines"
    REPLACEMENT_BLANK = "suggested a blank replacement"
    REPLACEMENT_TOO_LARGE = "suggested a replacement far larger than the lines it replaces"
    REPLACEMENT_UNCHANGED = "suggested a replacement identical to the current lines"
    UNKNOWN_TRIAGE_ID = "triaged a Semgrep finding it was not given"


@dataclass(frozen=True, slots=True)
class TriageResult:
    finding: Finding
    """The prior finding, re-scored, with the verdict's reason in its explanation."""
    verdict: TriageVerdict


@dataclass(frozen=True, slots=True)
class BatchAnswer:
    findings: tuple[Finding, ...] = ()
    rejections: Counter[Rejection] = field(default_factory=Counter)
    triage: tuple[TriageResult, ...] = ()
    walkthrough: ReportedWalkthrough | None = None


def read_answer(
    tool_input: object,
    index: DiffIndex,
    files: Mapping[str, str],
    candidates: Sequence[TriageCandidate],
    batch_paths: Sequence[str],
) -> BatchAnswer | None:
    """None when the input as a whole is unusable (no `findings` list)."""
    try:
        envelope = ReportEnvelope.model_validate(tool_input)
    except ValidationError:
        return None
    rejections: Counter[Rejection] = Counter()
    findings: list[Finding] = []
    for raw in envelope.findings:
        outcome = _finding(raw, index, files)
        if isinstance(outcome, Rejection):
            rejections[outcome] += 1
        else:
            findings.append(outcome)
    triaged = _triage(envelope.triage, candidates, rejections)
    return BatchAnswer(
        findings=tuple(findings),
        rejections=rejections,
        triage=triaged,
        walkthrough=_walkthrough(envelope.walkthrough, batch_paths),
    )


def _finding(raw: object, index: DiffIndex, files: Mapping[str, str]) -> Finding | Rejection:
    try:
        item = ReportedFinding.model_validate(raw)
    except ValidationError:
        return Rejection.SCHEMA
    if not index.has_file(item.path):
        return Rejection.PATH_NOT_IN_DIFF
    if not index.is_commentable_range(item.path, item.start_line, item.end_line, item.side):
        return Rejection.LINES_NOT_COMMENTABLE
    replacement = item.replacement
    if replacement is not None and holds_redaction(replacement):
        replacement = None  # it would write the mask of a secret into the code
    if replacement is not None:
        problem = _replacement_problem(item, replacement, index, files)
        if problem is not None:
            return problem
        replacement = replacement.rstrip("\n")
    return Finding(
        location=Location(item.path, item.start_line, item.end_line, item.side),
        category=item.category,
        severity=item.severity,
        title=item.title,
        explanation=item.explanation,
        source=Source.LLM,
        rule_id=f"llm-{item.category.value}",
        raw_confidence=item.confidence,
        replacement=replacement,
    )


def _replacement_problem(
    item: ReportedFinding, replacement: str, index: DiffIndex, files: Mapping[str, str]
) -> Rejection | None:
    if item.side is Side.LEFT:
        return Rejection.REPLACEMENT_ON_DELETED_LINES
    if replacement == "":
        return None  # deletes the lines
    if not replacement.strip():
        return Rejection.REPLACEMENT_BLANK
    new_lines = replacement.rstrip("\n").split("\n")
    replaced = item.end_line - item.start_line + 1
    if len(new_lines) > MAX_REPLACEMENT_GROWTH * replaced:
        return Rejection.REPLACEMENT_TOO_LARGE
    current = _current_lines(item.path, item.start_line, item.end_line, index, files)
    if [line.rstrip() for line in new_lines] == [line.rstrip() for line in current]:
        return Rejection.REPLACEMENT_UNCHANGED
    return None


def _current_lines(
    path: str, start: int, end: int, index: DiffIndex, files: Mapping[str, str]
) -> list[str]:
    """The head's lines start..end: from the file when we have it, else from the hunk."""
    text = files.get(path)
    if text is not None:
        return text.splitlines()[start - 1 : end]
    hunk = index.hunk_of(path, start)
    if hunk is None:
        return []
    by_number = {
        line.new_lineno: line.text
        for line in hunk.lines
        if line.kind is not LineKind.DELETED and line.new_lineno is not None
    }
    return [by_number.get(number, "") for number in range(start, end + 1)]


def _triage(
    raw_items: Iterable[object],
    candidates: Sequence[TriageCandidate],
    rejections: Counter[Rejection],
) -> tuple[TriageResult, ...]:
    by_id = {candidate.id: candidate.finding for candidate in candidates}
    judged: dict[str, TriageResult] = {}
    for raw in raw_items:
        try:
            item = TriageItem.model_validate(raw)
        except ValidationError:
            rejections[Rejection.SCHEMA] += 1
            continue
        finding = by_id.get(item.id)
        if finding is None or finding.source is Source.LLM:
            rejections[Rejection.UNKNOWN_TRIAGE_ID] += 1
            continue
        if item.verdict is TriageVerdict.UNSURE or item.id in judged:
            continue
        judged[item.id] = TriageResult(rescore(finding, item), item.verdict)
    return tuple(judged.values())


_VERDICT_WORDS = {
    TriageVerdict.LIKELY_FALSE_POSITIVE: "may be a false positive",
    TriageVerdict.LIKELY_TRUE_POSITIVE: "is likely a true positive",
}


def rescore(finding: Finding, item: TriageItem) -> Finding:
    """The finding with the model's opinion appended; its confidence only ever raised."""
    triaged = apply_triage(finding, Triage(item.verdict, item.reason))
    note = f"The model thinks this {_VERDICT_WORDS[item.verdict]}: {item.reason}"
    explanation = f"{finding.explanation}\n\n{note}" if finding.explanation else note
    return replace(triaged.finding, explanation=explanation)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _walkthrough(raw: object, batch_paths: Sequence[str]) -> ReportedWalkthrough | None:
    if raw is None:
        return None
    try:
        walkthrough = ReportedWalkthrough.model_validate(raw)
    except ValidationError:
        return None
    in_batch = set(batch_paths)
    return walkthrough.model_copy(
        update={
            "summary": _clip(walkthrough.summary, MAX_SUMMARY_CHARS),
            "files": tuple(
                file.model_copy(update={"change": _clip(file.change, MAX_FILE_NOTE_CHARS)})
                for file in walkthrough.files
                if file.path in in_batch
            ),
            "risks": tuple(_clip(risk, MAX_RISK_CHARS) for risk in walkthrough.risks if risk),
        }
    )


def merge_walkthroughs(parts: Sequence[ReportedWalkthrough]) -> Walkthrough | None:
    """The first batch's summary (source files come first), every batch's files and risks."""
    if not parts:
        return None
    files: dict[str, str] = {}
    risks: dict[str, None] = {}
    for part in parts:
        for file in part.files:
            files.setdefault(file.path, file.change)
        risks.update(dict.fromkeys(risk.strip() for risk in part.risks if risk.strip()))
    return Walkthrough(
        summary=parts[0].summary,
        files=tuple(files.items()),
        risks=tuple(risks)[:MAX_RISKS],
    )


def collapse_duplicates(findings: Iterable[Finding]) -> tuple[Finding, ...]:
    """One finding per path, lines, side and title (case-insensitive): the most confident."""
    best: dict[tuple[object, ...], Finding] = {}
    for finding in findings:
        location = finding.location
        key = (
            location.path,
            location.start_line,
            location.end_line,
            location.side,
            " ".join(finding.title.casefold().split()),
        )
        kept = best.get(key)
        if kept is None or finding.raw_confidence > kept.raw_confidence:
            best[key] = finding
    return tuple(best.values())
