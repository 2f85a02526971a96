"""Conversation commands in a PR comment: `/word args` or `@app-slug word args`.

A command is the first word of a line, case-insensitive. Quoted lines (`> …`)
and fenced code are not commands. Unknown `/words` are not ours (another bot's).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class CommandName(StrEnum):
    REVIEW = "review"
    PAUSE = "pause"
    RESUME = "resume"
    EXPLAIN = "explain"
    HELP = "help"
    DISMISS = "dismiss"
    ACCEPT = "accept"
    UNMUTE = "unmute"
    FIX = "fix"


class DismissReason(StrEnum):
    FALSE_POSITIVE = "false-positive"
    WONT_FIX = "wont-fix"
    NOT_RELEVANT = "not-relevant"


HELP_LINES: dict[CommandName, str] = {
    CommandName.REVIEW: "review the whole pull request again now",
    CommandName.PAUSE: "stop automatic reviews on this pull request",
    CommandName.RESUME: "restart automatic reviews on this pull request",
    CommandName.EXPLAIN: "(reply on a finding) a longer explanation, with the fix",
    CommandName.HELP: "this list, and the repository's effective configuration",
    CommandName.DISMISS: "(reply on a finding) `false-positive`, `wont-fix` or `not-relevant`",
    CommandName.ACCEPT: "(reply on a finding) mark it as useful",
    CommandName.UNMUTE: "`/unmute RULE`: show a muted rule's findings again",
    CommandName.FIX: "repair the open findings (as a reply: that finding) and push a verified "
    "commit; text after it is an extra instruction (write access)",
}
SPENDS_MODEL_TOKENS = frozenset({CommandName.REVIEW, CommandName.EXPLAIN})
NEEDS_WRITE_ACCESS = frozenset({CommandName.UNMUTE, CommandName.FIX})
ON_A_FINDING = frozenset({CommandName.DISMISS, CommandName.ACCEPT, CommandName.EXPLAIN})
"""Commands that are replies on one of our findings, and nothing elsewhere."""
SILENT = frozenset({CommandName.DISMISS, CommandName.ACCEPT, CommandName.REVIEW, CommandName.FIX})
"""Commands whose work is their answer's absence: a signal, or a job that answers itself."""
FEEDBACK = frozenset({CommandName.DISMISS, CommandName.ACCEPT})
"""Votes on a finding: no answer, no job; not rate-limited (a maintainer triages many)."""
MAX_COMMANDS_PER_COMMENT = 10
WRITE_PERMISSIONS = frozenset({"admin", "maintain", "write"})
"""Repository roles whose holders may run every command and whose feedback counts."""


@dataclass(frozen=True, slots=True)
class Command:
    name: CommandName
    argument: str = ""


_FENCE = re.compile(r"^\s*(```|~~~)")


def parse_commands(body: str, app_slug: str) -> list[Command]:
    mention = re.compile(rf"^@{re.escape(app_slug)}(?:\[bot\])?\s+/?(\S+)\s*(.*)$", re.IGNORECASE)
    commands: list[Command] = []
    in_fence = False
    for raw_line in body.splitlines():
        if _FENCE.match(raw_line):
            in_fence = not in_fence
            continue
        line = raw_line.strip()
        if in_fence or not line or line.startswith(">"):
            continue
        word, argument = _command_word(line, mention)
        if word is None:
            continue
        try:
            name = CommandName(word.lower())
        except ValueError:
            continue
        commands.append(Command(name, argument.strip()))
    return commands


def distinct_commands(commands: list[Command]) -> list[Command]:
    """Each command once (a repeated line asks nothing new), at most
    MAX_COMMANDS_PER_COMMENT of them, in the order they were written."""
    return list(dict.fromkeys(commands))[:MAX_COMMANDS_PER_COMMENT]


def _command_word(line: str, mention: re.Pattern[str]) -> tuple[str | None, str]:
    if line.startswith("/"):
        word, _, argument = line[1:].partition(" ")
        return word, argument
    matched = mention.match(line)
    if matched:
        return matched.group(1), matched.group(2)
    return None, ""


def dismiss_reason(argument: str) -> tuple[DismissReason, str]:
    """`/dismiss [false-positive|wont-fix|not-relevant] [free text]`; default false-positive."""
    first, _, rest = argument.partition(" ")
    normalised = first.lower().replace("_", "-").replace("won't-fix", "wont-fix")
    for reason in DismissReason:
        if normalised == reason.value:
            return reason, rest.strip()
    return DismissReason.FALSE_POSITIVE, argument.strip()
