"""The check run: its conclusion, output text and line annotations.

Conclusion, most severe first:
- failure: a blocking finding open at the head is on the changed lines (commented inline,
  by this run or an earlier one, or meant to be but GitHub refused the inline comments)
  and the repository fails on blocking findings. Only those count: a finding outside the
  changed lines is usually about code the author did not touch, and must not block the
  merge. "Open at the head" is defined in docs/open-findings.md.
- neutral: a check degraded (the LLM timed out, Semgrep crashed on a file …), so the
  review is incomplete. GitHub treats neutral as passing for required checks, so this
  marks the gap without blocking anyone. A check that is off by configuration or for want
  of an API key is a choice, not a degradation.
- success: otherwise.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.core.findings import Category, Severity, Side
from bot.core.render.comment import SOURCE_NAME, percent
from bot.core.render.summary import (
    CHECK_NAME,
    LISTED,
    MUST_KEEP,
    SHOWN,
    Section,
    checks_section,
    config_section,
    counts_section,
    finding_line,
    findings_headline,
    fit,
    skipped_files_section,
    where,
)
from bot.core.render.text import fence_for, single_line
from bot.core.report import CheckState, ReviewReport, ShownFinding, Visibility

MAX_OUTPUT_CHARS: Final = 65_535
"""GitHub's limit for a check run's output summary and text."""
MAX_ANNOTATIONS_PER_REQUEST: Final = 50
MAX_ANNOTATION_TITLE: Final = 255
MAX_ANNOTATION_BYTES: Final = 64 * 1024
"""Limit of an annotation's message and raw_details."""
MAX_TEXT_FINDINGS: Final = 500
ANNOTATED: Final = frozenset(SHOWN)


class CheckConclusion(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    NEUTRAL = "neutral"


class AnnotationLevel(StrEnum):
    FAILURE = "failure"
    WARNING = "warning"
    NOTICE = "notice"


@dataclass(frozen=True, slots=True)
class CheckRunOutput:
    title: str
    summary: str
    text: str
    conclusion: CheckConclusion


def conclusion_of(report: ReviewReport) -> CheckConclusion:
    on_changed_lines = report.at_head().where(Visibility.INLINE, Visibility.REFUSED)
    if report.fail_on_blocking and any(s.is_blocking for s in on_changed_lines):
        return CheckConclusion.FAILURE
    if any(status.state is CheckState.DEGRADED for status in report.checks):
        return CheckConclusion.NEUTRAL
    return CheckConclusion.SUCCESS


def check_run_output(report: ReviewReport) -> CheckRunOutput:
    """Of every finding open at the head: this run's and those still open from earlier."""
    report = report.at_head()
    summary = fit(
        [
            Section(findings_headline(report), MUST_KEEP),
            Section(counts_section(report), 80, "finding counts"),
            Section(checks_section(report), 90, "checks"),
            Section(config_section(report), 70, "configuration problems"),
        ],
        "",
        MAX_OUTPUT_CHARS,
    )
    text = fit(
        [
            Section(findings_text(report), 90, "findings"),
            Section(skipped_files_section(report), 50, "files not reviewed"),
        ],
        "",
        MAX_OUTPUT_CHARS,
    )
    return CheckRunOutput(check_title(report), summary, text, conclusion_of(report))


def check_title(report: ReviewReport) -> str:
    shown = report.where(*SHOWN)
    blocking = sum(1 for s in shown if s.is_blocking)
    suggestions = len(shown) - blocking
    parts = []
    if blocking:
        parts.append(f"{blocking} blocking")
    if suggestions:
        parts.append(f"{suggestions} suggestion" + ("" if suggestions == 1 else "s"))
    title = ", ".join(parts) if parts else "No findings"
    degraded = [CHECK_NAME[s.source] for s in report.checks if s.state is CheckState.DEGRADED]
    if degraded:
        title += f" · {', '.join(degraded)} degraded"
    return title


def findings_text(report: ReviewReport) -> str:
    inline = sorted(report.where(Visibility.INLINE), key=_by_place)
    listed = sorted(report.where(*LISTED), key=_by_place)
    lines: list[str] = []
    if inline:
        lines += [
            "### Commented inline",
            *(f"- {finding_line(s)}" for s in inline[:MAX_TEXT_FINDINGS]),
        ]
    if listed:
        lines += ["", "### Not commented inline"] if lines else ["### Not commented inline"]
        lines += [f"- {finding_line(s)}" for s in listed[:MAX_TEXT_FINDINGS]]
    hidden = max(0, len(inline) - MAX_TEXT_FINDINGS) + max(0, len(listed) - MAX_TEXT_FINDINGS)
    if hidden:
        lines.append(f"- … and {hidden} more.")
    return "\n".join(lines)


def _by_place(shown: ShownFinding) -> tuple[str, int]:
    return (shown.finding.location.path, shown.finding.location.start_line or 0)


AnnotationKey = tuple[object, ...]
_KEY_FIELDS: Final = ("path", "start_line", "end_line", "title", "message")


def annotation_key(annotation: Mapping[str, object]) -> AnnotationKey:
    """What tells two annotations apart, as sent and as GitHub lists them back."""
    return tuple(annotation.get(field) for field in _KEY_FIELDS)


def annotation_batches(
    shown: Sequence[ShownFinding],
    size: int = MAX_ANNOTATIONS_PER_REQUEST,
    already_sent: Collection[AnnotationKey] = (),
) -> list[list[dict[str, object]]]:
    """Annotations for the findings a reader is shown, in requests of at most `size`.

    Muted and below-threshold findings are left out, and so are findings on removed
    (LEFT) lines: an annotation points into the head version of a file. GitHub appends
    every annotation it is sent, so those `already_sent` to the run (by an earlier attempt)
    are left out too.
    """
    if not 1 <= size <= MAX_ANNOTATIONS_PER_REQUEST:
        raise ValueError(f"GitHub takes 1 to {MAX_ANNOTATIONS_PER_REQUEST} annotations a request")
    sent = set(already_sent)
    made = [
        annotation(item)
        for item in shown
        if item.visibility in ANNOTATED and item.finding.location.side is Side.RIGHT
    ]
    annotations = [item for item in made if annotation_key(item) not in sent]
    return [annotations[start : start + size] for start in range(0, len(annotations), size)]


def annotation_level(shown: ShownFinding) -> AnnotationLevel:
    finding = shown.finding
    if finding.severity is Severity.BLOCKING:
        return AnnotationLevel.FAILURE
    if finding.category is Category.STYLE:
        return AnnotationLevel.NOTICE
    return AnnotationLevel.WARNING


def annotation(shown: ShownFinding) -> dict[str, object]:
    """GitHub's annotation object. Its text is shown as plain text, so nothing is escaped.

    A file-level finding is pinned to line 1. Findings carry no columns, so
    start_column/end_column are never sent.
    """
    finding = shown.finding
    location = finding.location
    start = location.start_line if location.start_line is not None else 1
    end = location.end_line if location.end_line is not None else start
    return {
        "path": location.path,
        "start_line": start,
        "end_line": end,
        "annotation_level": annotation_level(shown).value,
        "title": _clamp_chars(single_line(finding.title), MAX_ANNOTATION_TITLE),
        "message": clamp_bytes(finding.explanation.strip() or finding.title, MAX_ANNOTATION_BYTES),
        "raw_details": clamp_bytes(raw_details(shown), MAX_ANNOTATION_BYTES),
    }


def raw_details(shown: ShownFinding) -> str:
    finding = shown.finding
    source = SOURCE_NAME[finding.source] + (f" {finding.rule_id}" if finding.rule_id else "")
    lines = [
        f"{finding.severity.value} · {finding.category.value} · {source}",
        f"Confidence: {percent(shown.confidence)}",
    ]
    if finding.also_reported_by:
        lines.append(
            "Also reported by: " + ", ".join(SOURCE_NAME[s] for s in finding.also_reported_by)
        )
    if finding.cwe:
        lines.append("Weakness: " + "; ".join(finding.cwe))
    lines.append(f"Fingerprint: {shown.fingerprint}")
    if finding.replacement is not None:
        lines += [
            "",
            f"Suggested replacement for {where(shown)}:",
            finding.replacement.rstrip("\n"),
        ]
    return "\n".join(lines)


def _clamp_chars(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clamp_bytes(text: str, limit: int, note: str = "\n… (truncated)") -> str:
    encoded = text.encode("utf-8")
    if len(encoded) <= limit:
        return text
    room = limit - len(note.encode("utf-8"))
    return encoded[:room].decode("utf-8", errors="ignore") + note


RERUN_HINT: Final = (
    "Comment `/review` on the pull request, or use **Re-run** on this check, to review it again."
)


def dead_review_output(reason: str, attempts: int) -> CheckRunOutput:
    """A review that gave up: why (as stored, secrets already redacted) and how to re-run."""
    tries = "1 attempt" if attempts == 1 else f"{attempts} attempts"
    cause = _clamp_chars(reason.strip() or "no error was recorded", 4_000)
    fence = fence_for(cause)
    summary = (
        f"Redline could not finish this review after {tries}:\n\n"
        f"{fence}text\n{cause}\n{fence}\n\n{RERUN_HINT}"
    )
    return CheckRunOutput("Review failed", summary, "", CheckConclusion.NEUTRAL)


def paused_output() -> CheckRunOutput:
    """The check on a push that was not reviewed because reviews are paused on the PR."""
    summary = (
        "Automatic reviews are paused on this pull request, so this push was not reviewed. "
        "`/resume` restarts them; `/review` reviews this push once."
    )
    return CheckRunOutput("Paused", summary, "", CheckConclusion.NEUTRAL)


def not_reviewed_output(reason: str) -> CheckRunOutput:
    """A check run an earlier attempt opened, for a head that is no longer to be reviewed."""
    summary = f"This head was not reviewed: {single_line(reason)}."
    return CheckRunOutput("Not reviewed", summary, "", CheckConclusion.NEUTRAL)
