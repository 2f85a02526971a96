"""The Action's job summary page: what was posted, or why nothing was and what would have been."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.render.summary import render_summary
from bot.core.render.text import code_span, sanitise_inline, sanitise_title, table_cell
from bot.core.report import ReviewReport, ShownFinding, Visibility

FORK_NOTE = (
    "This pull request comes from a fork, so its workflow's token is read-only and Redline "
    "cannot post a review."
)
REPORT_NOTE = "The `mode: report` input asks for a report only."
NO_CHECKS_NOTE = (
    "The workflow's token may not create check runs (grant `checks: write`): "
    "a commit status stands in for the check run."
)


@dataclass(frozen=True, slots=True)
class CompletedCheck:
    """What the check run (or the status standing in for it) said when the review finished."""

    conclusion: str
    title: str
    summary: str
    as_status: bool


def read_only_note(error: str) -> str:
    """Why a token on the repository's own branch could not post (GitHub's refusal)."""
    return (
        f"The workflow's token may not write here ({sanitise_inline(error)}): "
        "Redline cannot post a review."
    )


def not_reviewed_page(reason: str) -> str:
    return f"## Redline\n\nNot reviewed: {sanitise_inline(reason)}.\n"


def posted_page(status: str, reason: str, inline: int, check: CompletedCheck | None) -> str:
    """The step's summary after the review was posted: its outcome and the check's."""
    line = f"Review: {status}"
    if reason:
        line += f" ({sanitise_inline(reason)})"
    if inline:
        line += f", {inline} inline comment(s)"
    lines = ["## Redline", "", line]
    if check is not None:
        where = "commit status" if check.as_status else "check run"
        lines += ["", f"**{sanitise_title(check.title)}** ({where}: {check.conclusion})"]
        if check.as_status:
            lines.append(NO_CHECKS_NOTE)
        lines += ["", check.summary]  # the check run's output: rendered by render.checks
    return "\n".join(lines) + "\n"


def report_page(report: ReviewReport, why: str, sarif_path: str) -> str:
    """Why nothing was posted, the inline comments it would have made, and the summary the
    review would have carried. `why` is one of this module's notes."""
    inline = report.where(Visibility.INLINE)
    lines = [
        "## Redline",
        "",
        f"{why} Nothing was posted on the pull request: the review is below, and its "
        f"findings are in {code_span(sarif_path)} (SARIF).",
        "",
    ]
    if inline:
        lines += _inline_table(inline)
    lines.append(render_summary(report))
    return "\n".join(lines) + "\n"


def _inline_table(inline: Sequence[ShownFinding]) -> list[str]:
    rows = [
        f"### Inline comments it would have made ({len(inline)})",
        "",
        "| where | severity | finding |",
        "| --- | --- | --- |",
    ]
    for item in sorted(
        inline, key=lambda s: (s.finding.location.path, s.finding.location.start_line or 0)
    ):
        location = item.finding.location
        where = table_cell(code_span(f"{location.path}:{location.start_line}"))
        title = table_cell(sanitise_title(item.finding.title))
        rows.append(f"| {where} | {item.finding.severity.value} | {title} |")
    return [*rows, ""]
