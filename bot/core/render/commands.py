"""Answers to conversation commands: one comment per asking comment, its pieces sanitised.

Finding titles and explanations may come from the model or the pull request, so they go
through the same sanitising as review comments (`render.text`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta

from bot.core.commands import CommandName
from bot.core.render.comment import MAX_BODY_CHARS
from bot.core.render.text import (
    clamp,
    clamp_above_footer,
    code_span,
    fence_for,
    sanitise_markdown,
    sanitise_title,
)

ANSWER_SEPARATOR = "\n\n---\n\n"
TRUNCATED = "\n… (truncated)"
MAX_EXPLANATION_CHARS = 20_000


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


def marked_answer(body: str, marker: str) -> str:
    """The body with its hidden marker, within GitHub's limit for a comment."""
    return clamp_above_footer(body, marker, MAX_BODY_CHARS, TRUNCATED)


def joined_answer(pieces: Sequence[str]) -> str:
    """The answers of one comment's commands, in the order they were asked."""
    return ANSWER_SEPARATOR.join(pieces)


def help_answer(
    slug: str,
    commands: Mapping[CommandName, str],
    source: str,
    problems: Sequence[str],
    changed_settings: str,
) -> str:
    """`/help`: the commands, where the configuration came from, its problems, and the
    settings that differ from the defaults (YAML)."""
    lines = [f"**Redline commands** (first word of a line, or `@{slug} <command>`):", ""]
    lines += [f"- `/{name}` — {text}" for name, text in commands.items()]
    lines += ["", f"**Configuration**: {source}."]
    if problems:
        lines += ["", "Problems in the configuration (defaults used instead):"]
        lines += [f"- {sanitise_markdown(problem)}" for problem in problems]
    if changed_settings:
        fence = fence_for(changed_settings)
        lines += ["", "Settings that differ from the defaults:", f"{fence}yaml"]
        lines += [changed_settings, fence]
    return "\n".join(lines)


def model_explanation(
    finding: ExplainedFinding, text: str, model: str, input_tokens: int, output_tokens: int
) -> str:
    """`/explain` by the model: its text sanitised and clamped, the suggestion, the cost."""
    footer = (
        f"<sub>Explained by {code_span(model)} · {input_tokens:,}"
        f" input + {output_tokens:,} output tokens</sub>"
    )
    body = clamp(
        sanitise_markdown(text), MAX_EXPLANATION_CHARS, "\n\n_… cut to fit GitHub's size limit._"
    )
    return "\n".join([explain_header(finding), "", body, *suggestion_lines(finding), "", footer])


NO_EXPLANATION_STORED = "No further explanation is stored."


def model_unavailable_note(why: str) -> str:
    """Under the rule's documentation when the model failed (sanitised by `explain_fallback`)."""
    return f"_The model was unavailable ({why}); this is the rule's documentation._"


def paused_answer(paused: bool) -> str:
    """`/pause` and `/resume`."""
    if paused:
        return "Automatic reviews are paused on this pull request; `/resume` restarts them."
    return "Automatic reviews are back on for this pull request."


def unmute_usage() -> str:
    return "Usage: `/unmute RULE` (the rule id shown in the summary)."


def unmuted(rule_id: str) -> str:
    return f"{code_span(rule_id)} is unmuted for this repository."
