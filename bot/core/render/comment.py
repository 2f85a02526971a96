"""One finding as a GitHub review comment: markdown body and the `comments[]` item."""

from __future__ import annotations

import re
from typing import Final

from bot.core.findings import Finding, Severity, Side, Source
from bot.core.render.markers import finding_marker
from bot.core.render.text import (
    clamp_above_footer,
    code_span,
    escape_prose,
    fence_for,
    sanitise_markdown,
    sanitise_title,
)
from bot.core.report import ShownFinding

MAX_BODY_CHARS: Final = 65_536
"""GitHub's limit for a review, comment or issue body."""

SEVERITY_BADGE: Final = {Severity.BLOCKING: "🔴 Blocking", Severity.SUGGESTION: "🟡 Suggestion"}
SOURCE_NAME: Final = {
    Source.SEMGREP: "Semgrep",
    Source.SECRETS: "Secrets scan",
    Source.COVERAGE: "Test coverage",
    Source.LLM: "LLM",
}
COMMANDS_FOOTER: Final = (
    "<sub>Reply `/accept` if this helped, `/dismiss false-positive|wont-fix|not-relevant` "
    "if not, `/fix` to have it fixed, or `/explain` for more.</sub>"
)
TRUNCATED_NOTE: Final = "\n\n_… explanation truncated to fit GitHub's comment limit._"
SUGGESTION_DROPPED_NOTE: Final = "_The suggested change is too long to show here._"

_CWE_NUMBER = re.compile(r"CWE-(\d+)", re.IGNORECASE)
_SAFE_URL = re.compile(r"https?://[^\s<>()\[\]\"'`]+")
MAX_REFERENCES: Final = 3


def badge_line(shown: ShownFinding) -> str:
    finding = shown.finding
    badge = f"{SEVERITY_BADGE[finding.severity]} · {finding.category.value}"
    if finding.severity is Severity.BLOCKING:
        badge = f"**{badge}**"
    return f"{badge} · {percent(shown.confidence)} confidence"


def percent(probability: float) -> str:
    return f"{round(min(1.0, max(0.0, probability)) * 100)}%"


def render_comment(shown: ShownFinding) -> str:
    """The markdown body of an inline comment, at most MAX_BODY_CHARS long."""
    finding = shown.finding
    head = f"{badge_line(shown)}\n\n**{sanitise_title(finding.title)}**"
    tail = [
        part
        for part in (_sources_line(finding), _cwe_line(finding), _references_line(finding))
        if part
    ]
    footer = f"{COMMANDS_FOOTER}\n{finding_marker(shown.fingerprint)}"
    suggestion = suggestion_block(finding)
    explanation = sanitise_markdown(finding.explanation.strip())
    body = _assemble(head, explanation, suggestion, tail, footer)
    if len(body) <= MAX_BODY_CHARS:
        return body
    if (
        suggestion is not None
        and len(_assemble(head, "", suggestion, tail, footer)) > MAX_BODY_CHARS
    ):
        suggestion = SUGGESTION_DROPPED_NOTE
    fixed = len(_assemble(head, "", suggestion, tail, footer)) + len(TRUNCATED_NOTE) + 2
    explanation = _truncated_explanation(finding.explanation.strip(), MAX_BODY_CHARS - fixed)
    body = _assemble(head, explanation + TRUNCATED_NOTE, suggestion, tail, footer)
    return body if len(body) <= MAX_BODY_CHARS else _last_resort(head, footer)


def _assemble(
    head: str, explanation: str, suggestion: str | None, tail: list[str], footer: str
) -> str:
    parts = [head]
    if explanation:
        parts.append(explanation)
    if suggestion is not None:
        parts.append(suggestion)
    if tail:
        parts.append("\n".join(tail))
    parts.append(footer)
    return "\n\n".join(parts)


def _truncated_explanation(raw: str, budget: int) -> str:
    """The longest prefix of `raw` whose sanitised form fits `budget` (escaping grows text)."""
    fitting, low, high = "", 0, min(len(raw), max(0, budget))
    while low <= high:
        middle = (low + high) // 2
        rendered = sanitise_markdown(raw[:middle]).rstrip()
        if len(rendered) <= budget:
            fitting, low = rendered, middle + 1
        else:
            high = middle - 1
    return fitting


def _last_resort(head: str, footer: str) -> str:
    """Only a pathological title could get here: keep the marker whatever else goes."""
    return clamp_above_footer(head, footer, MAX_BODY_CHARS, "…")


def suggestion_block(finding: Finding) -> str | None:
    """A committable ```suggestion block holding exactly the replacement lines."""
    if finding.replacement is None or finding.location.is_file_level:
        return None
    if finding.location.side is not Side.RIGHT:
        return None
    content = finding.replacement
    if content.endswith("\n"):
        content = content[:-1]
    fence = fence_for(content)
    return f"{fence}suggestion\n{content}\n{fence}" if content else f"{fence}suggestion\n{fence}"


def _sources_line(finding: Finding) -> str:
    sources = [finding.source, *(s for s in finding.also_reported_by if s is not finding.source)]
    names = []
    for source in dict.fromkeys(sources):
        name = SOURCE_NAME[source]
        if source is finding.source and finding.rule_id and source is not Source.LLM:
            name += f" {code_span(finding.rule_id)}"
        names.append(name)
    label = "Sources" if len(names) > 1 else "Source"
    return f"{label}: {', '.join(names)}"


def cwe_links(cwe: tuple[str, ...]) -> list[str]:
    links: list[str] = []
    for entry in cwe:
        number = _CWE_NUMBER.search(entry)
        if number is None:
            continue
        link = f"[CWE-{number.group(1)}](https://cwe.mitre.org/data/definitions/{number.group(1)}.html)"
        if link not in links:
            links.append(link)
    return links


def _cwe_line(finding: Finding) -> str:
    links = cwe_links(finding.cwe)
    return f"Weakness: {', '.join(links)}" if links else ""


def _references_line(finding: Finding) -> str:
    urls = [ref for ref in finding.references if _SAFE_URL.fullmatch(ref)][:MAX_REFERENCES]
    if not urls:
        return ""
    return "References: " + ", ".join(f"[{_link_text(url)}]({url})" for url in urls)


def _link_text(url: str) -> str:
    host = url.split("://", 1)[1].split("/", 1)[0]
    return escape_prose(host)


def review_comment_payload(shown: ShownFinding) -> dict[str, object]:
    """One item of the create-review `comments` array (GitHub's words: line, side, start_line)."""
    location = shown.finding.location
    if location.start_line is None:
        raise ValueError(f"{location.path}: a file-level finding has no line to comment on")
    line = location.end_line if location.end_line is not None else location.start_line
    payload: dict[str, object] = {
        "path": location.path,
        "body": render_comment(shown),
        "line": line,
        "side": location.side.value,
    }
    if location.start_line < line:
        payload["start_line"] = location.start_line
        payload["start_side"] = location.side.value
    return payload
