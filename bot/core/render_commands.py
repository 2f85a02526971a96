"""Answers to conversation commands: one comment per asking comment, its pieces sanitised.

Finding titles and explanations may come from the model or the pull request, so they go
through the same sanitising as review comments (`render_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from bot.core.render_text import code_span, fence_for, sanitise_markdown, sanitise_title

ANSWER_SEPARATOR = "\n\n---\n\n"


@dataclass(frozen=True, slots=True)
class ExplainedFinding:
    title: str
    rule_id: str
    category: str
    replacement: str | None


def explain_header(finding: ExplainedFinding) -> str:
    return (
        f"**{sanitise_title(finding.title)}** ({code_span(finding.rule_id)}, "
        f"{sanitise_title(finding.category)})"
    )


def explain_fallback(finding: ExplainedFinding, text: str, note: str = "") -> str:
    """The rule's documentation (or the stored explanation) when the model does not explain."""
    lines = [explain_header(finding), "", sanitise_markdown(text), *suggestion_lines(finding)]
    if note:
        lines += ["", sanitise_markdown(note)]
    return "\n".join(lines)


def suggestion_lines(finding: ExplainedFinding) -> list[str]:
    if not finding.replacement:
        return []
    fence = fence_for(finding.replacement)
    return ["", "Suggested change:", f"{fence}suggestion", finding.replacement, fence]


def command_denied(login: str, command: str, write_only: bool) -> str:
    """`login` is the asker's GitHub login (letters, digits and hyphens): they are named."""
    who = "write access to this repository" + (
        "." if write_only else " (or being the pull request's author)."
    )
    return f"Sorry @{login}, {code_span('/' + command)} needs {who}"


def rate_limited(comments: int, window: timedelta) -> str:
    minutes = max(1, round(window.total_seconds() / 60))
    return (
        f"You reached the limit of {comments} command comments per person on this pull "
        f"request within {minutes} minutes; later ones are ignored until the window has "
        "passed. This is said only once."
    )


def joined_answer(pieces: Sequence[str]) -> str:
    """The answers of one comment's commands, in the order they were asked."""
    return ANSWER_SEPARATOR.join(pieces)
