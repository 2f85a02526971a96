"""The review body: what the PR does (when the LLM said so), what was checked, what was found."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from posixpath import basename, dirname
from typing import Final

from bot.core.findings import Category, Severity, Side, Source
from bot.core.render.comment import MAX_BODY_CHARS, SEVERITY_BADGE, percent
from bot.core.render.markers import summary_marker
from bot.core.render.text import (
    clamp,
    code_span,
    sanitise_inline,
    sanitise_markdown,
    sanitise_title,
    single_line,
    table_cell,
)
from bot.core.report import CheckState, CheckStatus, ReviewReport, ShownFinding, Visibility

CHECK_NAME: Final = {
    Source.SEMGREP: "Semgrep",
    Source.SECRETS: "Secrets scan",
    Source.COVERAGE: "Test coverage",
    Source.LLM: "LLM reviewer",
}
STATE_ICON: Final = {CheckState.RAN: "✅", CheckState.DEGRADED: "⚠️", CheckState.SKIPPED: "⏭️"}
STATE_WORD: Final = {
    CheckState.RAN: "ran",
    CheckState.DEGRADED: "degraded",
    CheckState.SKIPPED: "off",
}
SEVERITY_ORDER: Final = (Severity.BLOCKING, Severity.SUGGESTION)
LISTED: Final = (
    Visibility.FILE_LEVEL,
    Visibility.SUMMARY,
    Visibility.OVER_CAP,
    Visibility.REFUSED,
)
SHOWN: Final = (Visibility.INLINE, *LISTED)
WHY_LISTED: Final = {
    Visibility.FILE_LEVEL: "not on a line this review can comment on",
    Visibility.SUMMARY: "outside the changed lines",
    Visibility.OVER_CAP: "over the inline comment cap",
    Visibility.REFUSED: "GitHub refused it as an inline comment",
}
GROUP_FILES_OVER: Final = 30
MAX_FILE_ROWS: Final = 300
MAX_LISTED: Final = 100
OMITTED_NOTE: Final = "_Left out to fit GitHub's size limit: {}._"


@dataclass(frozen=True, slots=True)
class Section:
    text: str
    keep: int
    """Higher is kept longer when the body must shrink; MUST_KEEP is never dropped."""
    name: str = ""


MUST_KEEP: Final = 100


def render_summary(report: ReviewReport) -> str:
    sections = [
        Section(header(report), MUST_KEEP),
        *walkthrough_sections(report),
        Section(counts_section(report), 85, "finding counts"),
        Section(listed_section(report), 80, "findings not commented inline"),
        Section(checks_section(report), 90, "checks"),
        Section(notes_section(report), 65, "notes"),
        Section(config_section(report), 75, "configuration problems"),
        Section(skipped_files_section(report), 50, "files not reviewed"),
        Section(lower_confidence_section(report), 40, "lower-confidence findings"),
        Section(usage_line(report), 60, "model usage"),
    ]
    return fit(sections, summary_marker(report.head_sha), MAX_BODY_CHARS)


def fit(sections: Sequence[Section], marker: str, limit: int) -> str:
    """Join the sections; drop the least important ones until the body fits `limit`."""
    kept = [section for section in sections if section.text]
    omitted: list[str] = []
    while len(_join(kept, omitted, marker)) > limit:
        droppable = [section for section in kept if section.keep < MUST_KEEP]
        if not droppable:
            body = _join(kept, omitted, "")
            return clamp(
                body, limit - len(marker) - 2, "\n\n_… cut to fit GitHub's size limit._"
            ) + ("\n\n" + marker)
        least = min(droppable, key=lambda section: section.keep)
        kept.remove(least)
        omitted.append(least.name)
    return _join(kept, omitted, marker)


def _join(kept: Sequence[Section], omitted: Sequence[str], marker: str) -> str:
    parts = [section.text for section in kept]
    if omitted:
        parts.append(OMITTED_NOTE.format(", ".join(omitted)))
    if marker:
        parts.append(marker)
    return "\n\n".join(parts)


def header(report: ReviewReport) -> str:
    lines = ["## Redline review"]
    if report.reviewed_from_sha:
        lines.append(
            f"Incremental review: only changes since {code_span(report.reviewed_from_sha[:12])}."
        )
    if report.paused:
        lines.append("Automatic reviews are paused on this pull request (`/resume` restarts them).")
    lines.append(findings_headline(report))
    return "\n\n".join(lines)


def findings_headline(report: ReviewReport) -> str:
    inline = len(report.where(Visibility.INLINE))
    listed = len(report.where(*LISTED))
    if inline + listed == 0:
        return "No findings above the confidence threshold."
    parts = []
    if inline:
        parts.append(f"{_count(inline, 'inline comment')}")
    if listed:
        parts.append(f"{listed} listed below")
    blocking = sum(1 for shown in report.where(*SHOWN) if shown.is_blocking)
    found = _count(inline + listed, "finding")
    blocking_note = f", {blocking} of them blocking" if blocking else ""
    return f"Found {found}{blocking_note}: {' and '.join(parts)}."


def walkthrough_sections(report: ReviewReport) -> list[Section]:
    walkthrough = report.walkthrough
    if walkthrough is None:
        return [Section(checked_statement(report), MUST_KEEP)]
    about = ["### What this pull request does", sanitise_markdown(walkthrough.summary.strip())]
    if walkthrough.risks:
        about.append(
            "**Risk areas**\n" + "\n".join(f"- {one_line(risk)}" for risk in walkthrough.risks)
        )
    return [
        Section("\n\n".join(about), 70, "walkthrough"),
        Section(files_table(walkthrough.files), 30, "changed files table"),
    ]


def checked_statement(report: ReviewReport) -> str:
    """Without a walkthrough, say plainly what looked at the change; invent nothing."""
    ran = [CHECK_NAME[c.source] for c in report.checks if c.state is not CheckState.SKIPPED]
    if not ran:
        return "No check ran on this pull request."
    statement = f"Checked with {_and_list(ran)}."
    llm = next((c.state for c in report.checks if c.source is Source.LLM), CheckState.SKIPPED)
    if llm is CheckState.SKIPPED:
        statement += " There is no walkthrough of the change: the LLM reviewer did not run."
    elif llm is CheckState.DEGRADED:
        statement += " There is no walkthrough of the change: the LLM reviewer was degraded."
    return statement


def files_table(files: Sequence[tuple[str, str]]) -> str:
    if not files:
        return ""
    shown = files[:MAX_FILE_ROWS]
    more = f"\n\n… and {len(files) - len(shown)} more files." if len(files) > len(shown) else ""
    if len(files) <= GROUP_FILES_OVER:
        rows = [
            f"| {table_cell(code_span(path))} | {table_cell(one_line(change))} |"
            for path, change in shown
        ]
        return "| File | Change |\n| --- | --- |\n" + "\n".join(rows) + more
    by_folder: dict[str, list[tuple[str, str]]] = {}
    for path, change in shown:
        by_folder.setdefault(dirname(path), []).append((basename(path), change))
    blocks = []
    for folder in sorted(by_folder):
        entries = by_folder[folder]
        title = code_span(folder + "/") if folder else "(repository root)"
        lines = [f"**{title}** · {_count(len(entries), 'file')}"]
        lines += [f"- {code_span(name)}: {one_line(change)}" for name, change in entries]
        blocks.append("\n".join(lines))
    return "**Changed files**\n\n" + "\n\n".join(blocks) + more


def counts_section(report: ReviewReport) -> str:
    shown = report.where(*SHOWN)
    lines = []
    if shown:
        counts = Counter((s.finding.category, s.finding.severity) for s in shown)
        lines = [
            "### Findings",
            "",
            "| Category | "
            + " | ".join(SEVERITY_BADGE[severity] for severity in SEVERITY_ORDER)
            + " |",
            "| --- | ---: | ---: |",
        ]
        for category in Category:
            blocking, suggestion = (
                counts[(category, Severity.BLOCKING)],
                counts[(category, Severity.SUGGESTION)],
            )
            if blocking or suggestion:
                lines.append(f"| {category.value} | {blocking} | {suggestion} |")
    below = len(report.where(Visibility.BELOW_THRESHOLD))
    if below:
        lines.append("")
        lines.append(f"{_count(below, 'more finding')} below the confidence threshold.")
    return "\n".join(lines).strip()


def listed_section(report: ReviewReport) -> str:
    listed = sorted(report.where(*LISTED), key=_importance)
    if not listed:
        return ""
    lines = ["### Not commented inline"]
    for shown in listed[:MAX_LISTED]:
        lines.append(f"- {finding_line(shown)} _({WHY_LISTED[shown.visibility]})_")
    if len(listed) > MAX_LISTED:
        lines.append(f"- … and {len(listed) - MAX_LISTED} more.")
    return "\n".join(lines)


def _importance(shown: ShownFinding) -> tuple[bool, str, int]:
    location = shown.finding.location
    return (not shown.is_blocking, location.path, location.start_line or 0)


def finding_line(shown: ShownFinding) -> str:
    finding = shown.finding
    badge = SEVERITY_BADGE[finding.severity].split(" ")[0]
    return f"{badge} {code_span(where(shown))} **{sanitise_title(finding.title)}**"


def where(shown: ShownFinding) -> str:
    location = shown.finding.location
    if location.start_line is None:
        return location.path
    end = location.end_line if location.end_line is not None else location.start_line
    lines = (
        f"{location.start_line}" if end == location.start_line else f"{location.start_line}-{end}"
    )
    removed = " (removed)" if location.side is Side.LEFT else ""
    return f"{location.path}:{lines}{removed}"


def checks_section(report: ReviewReport) -> str:
    lines = ["### Checks", *(check_line(status) for status in report.checks)]
    lines += [f"- 📝 {one_line(note)}" for note in report.diff_notes]
    return "\n".join(lines) if len(lines) > 1 else ""


def check_line(status: CheckStatus) -> str:
    text = f"- {STATE_ICON[status.state]} {CHECK_NAME[status.source]}: {STATE_WORD[status.state]}"
    if status.notes:
        text += " (" + "; ".join(one_line(note) for note in status.notes) + ")"
    if status.state is not CheckState.SKIPPED:
        text += f", {_count(status.findings, 'finding')}"
    if status.dropped:
        text += f", {status.dropped} invalid candidate(s) dropped"
    return text


def notes_section(report: ReviewReport) -> str:
    notes = []
    muted = len(report.where(Visibility.MUTED))
    if muted:
        notes.append(
            f"{_count(muted, 'finding')} from muted rules not shown"
            " (`/unmute RULE` shows a rule again)."
        )
    if report.already_posted:
        notes.append(
            f"{_count(report.already_posted, 'finding')} already commented on earlier not repeated."
        )
    if report.addressed:
        notes.append(f"{_count(report.addressed, 'earlier finding')} addressed by this push.")
    still_blocking = sum(
        1 for shown in report.still_open if shown.visibility in SHOWN and shown.is_blocking
    )
    if still_blocking:
        notes.append(
            f"{_count(still_blocking, 'blocking finding')} from earlier reviews still open "
            "at this head (the check run lists them)."
        )
    return "\n".join(f"- {note}" for note in notes)


def config_section(report: ReviewReport) -> str:
    if not report.config_problems:
        return ""
    lines = [f"### Configuration problems in {code_span(report.config_source)}"]
    lines += [f"- {one_line(problem)}" for problem in report.config_problems[:MAX_LISTED]]
    return "\n".join(lines)


def skipped_files_section(report: ReviewReport) -> str:
    if not report.skipped_files:
        return ""
    lines = ["### Files not reviewed"]
    for path, reason in report.skipped_files[:MAX_LISTED]:
        lines.append(f"- {code_span(path)}: {one_line(reason)}")
    if len(report.skipped_files) > MAX_LISTED:
        lines.append(f"- … and {len(report.skipped_files) - MAX_LISTED} more.")
    return "\n".join(lines)


def lower_confidence_section(report: ReviewReport) -> str:
    explored = [s for s in report.where(Visibility.BELOW_THRESHOLD) if s.exploration]
    if not explored:
        return ""
    unlisted = len(report.where(Visibility.BELOW_THRESHOLD)) - len(explored)
    lines = [
        f"<details><summary>Lower-confidence findings ({len(explored)})</summary>",
        "",
        "Below this repository's confidence threshold; 🧪 marks those shown to learn whether "
        "findings like them are wanted.",
        "",
    ]
    for shown in sorted(explored, key=_importance)[:MAX_LISTED]:
        odds = f"{percent(shown.confidence)} (threshold {percent(shown.threshold)})"
        lines.append(f"- 🧪 {finding_line(shown)} · {odds}")
    if len(explored) > MAX_LISTED:
        lines.append(f"- … and {len(explored) - MAX_LISTED} more.")
    if unlisted:
        lines += ["", f"{_count(unlisted, 'other finding')} below the threshold not listed."]
    lines += ["", "</details>"]
    return "\n".join(lines)


def usage_line(report: ReviewReport) -> str:
    parts = []
    usage = report.usage
    if usage is not None and (usage.model or usage.input_tokens or usage.output_tokens):
        if usage.model:
            parts.append(f"model {code_span(usage.model)}")
        tokens = f"{usage.input_tokens:,} input + {usage.output_tokens:,} output tokens"
        cached = usage.cache_read_tokens + usage.cache_write_tokens
        if cached:
            tokens += (
                f" ({usage.cache_read_tokens:,} read from cache,"
                f" {usage.cache_write_tokens:,} written)"
            )
        parts += [tokens, cost_text(usage.cost_usd)]
    parts.append(f"config: {code_span(report.config_source)}")
    return "<sub>" + " · ".join(parts) + "</sub>"


def cost_text(cost_usd: float) -> str:
    return f"${cost_usd:.2f}" if cost_usd >= 0.01 or cost_usd == 0 else f"${cost_usd:.4f}"


def one_line(untrusted: str) -> str:
    return sanitise_inline(single_line(untrusted))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _and_list(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
