"""What Redline says back after a /fix, and the commit message it writes (pure text).

Titles, explanations, paths and errors come from the pull request, the model or the tests
it ran: they go through `render.text` like every other untrusted text, and credentials
that git or GitHub quote are redacted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.credentials import redact
from bot.core.fix_findings import StoredFinding
from bot.core.render.text import code_span, fence_for, sanitise_inline, sanitise_markdown
from bot.core.render.text import sanitise_title as _title

MAX_DIFF_CHARS = 30_000
DETERMINISTIC_EXPLANATION = "Applied the rules' own Semgrep fixes."


@dataclass(frozen=True, slots=True)
class FixPatch:
    """The verified fix as a unified diff, its secrets already masked."""

    diff: str
    masked: bool
    """Secrets in it were replaced by `[REDACTED-SECRET-n]` markers."""


def commit_message(fixed: Sequence[StoredFinding], co_author_trailer: str) -> str:
    title = fixed[0].title if len(fixed) == 1 else f"{len(fixed)} Redline findings"
    subject = f"fix: {title}".replace("\n", " ")
    if len(subject) > 72:
        subject = subject[:71].rstrip() + "…"
    references = "\n".join(f"- {finding.reference}" for finding in fixed)
    return (
        f"{subject}\n\nFixes Redline findings:\n{references}\n\n"
        f"Co-authored-by: {co_author_trailer}\n"
    )


def _fence(text: str, language: str = "") -> str:
    """Longer than any backtick run inside, indented or not: nothing in `text` closes it."""
    fence = fence_for(text)
    return f"{fence}{language}\n{text.rstrip()}\n{fence}"


def _checks_line(notes: Sequence[str], test_command: str | None) -> str:
    checks = ["syntax", "Semgrep (the finding is gone, nothing new on the changed lines)"]
    if test_command:
        checks.append(f"`{test_command}` in the sandbox")
    text = "Verified: " + ", ".join(checks) + "."
    return text + "".join(f"\n> {sanitise_inline(note)}" for note in notes)


def _finding_list(fixed: Sequence[StoredFinding]) -> str:
    return "\n".join(
        f"- {_title(f.title)} ({code_span(f.rule_id)}, {code_span(f.path)})" for f in fixed
    )


def _changed_files(paths: Sequence[str]) -> str:
    return "Changed files (the whole commit):\n" + "\n".join(
        f"- {code_span(path)}" for path in paths
    )


def pushed(
    sha: str,
    branch: str,
    fixed: Sequence[StoredFinding],
    rounds: int,
    explanation: str,
    notes: Sequence[str],
    test_command: str | None,
    changed: Sequence[str],
) -> str:
    """`changed`: the commit's files as git lists them, shown before anything else."""
    plural = "round" if rounds == 1 else "rounds"
    parts = [
        _changed_files(changed),
        "",
        f"Pushed {sha[:12]} to {code_span(branch)}, fixing:",
        _finding_list(fixed),
        "",
        _checks_line(notes, test_command) + f" ({rounds} {plural})",
    ]
    if explanation:
        parts += ["", sanitise_markdown(explanation)]
    return "\n".join(parts)


def suggested(
    why: str,
    fixed: Sequence[StoredFinding],
    patch: FixPatch,
    notes: Sequence[str],
    test_command: str | None,
) -> str:
    masked = (
        " Secrets in it are masked as `[REDACTED-SECRET-n]`: put them back before applying."
        if patch.masked
        else ""
    )
    diff = patch.diff
    if len(diff) > MAX_DIFF_CHARS:
        diff = diff[:MAX_DIFF_CHARS] + "\n… (cut)"
    return "\n".join(
        [
            f"I made a verified fix but cannot push it: {sanitise_inline(redact(why))}. "
            f"Here is the patch (apply it with `git apply`):{masked}",
            "",
            _fence(diff, "diff"),
            "",
            "It fixes:",
            _finding_list(fixed),
            "",
            _checks_line(notes, test_command),
        ]
    )


def gave_up(tried: Sequence[str], last_error: str, skipped: Sequence[str] = ()) -> str:
    """`tried`: one description per round; `last_error`: the last round's error."""
    parts = [
        f"I could not produce a verified fix in {len(tried)} "
        f"{'round' if len(tried) == 1 else 'rounds'}, so nothing was pushed.",
    ]
    if tried:
        parts += ["", "What was tried:"]
        parts += [f"- {sanitise_inline(description)}" for description in tried]
        parts += ["", "The last error:", "", _fence(last_error or "(none)")]
    if skipped:
        parts += ["", *(sanitise_inline(line) for line in skipped)]
    return "\n".join(parts)


def not_fixed(rule_id: str, path: str, why: str) -> str:
    """A finding the rules' own fixes could not fix (a line of `gave_up`'s `skipped`)."""
    return f"Not fixed: `{rule_id}` in `{path}`: {why}."


def branch_moved(branch: str, now_at: str | None) -> str:
    where = f" (it is now at {now_at[:12]})" if now_at else ""
    return (
        f"The branch {code_span(branch)} moved while I was preparing the fix{where}, so "
        "nothing was pushed. Comment `/fix` again to fix the new head."
    )


def refused(requester: str) -> str:
    return (
        f"Sorry @{requester}, `/fix` pushes commits to this pull request, so it needs write "
        "access to the repository. Nothing was run."
    )


def not_open() -> str:
    return "This pull request is not open; `/fix` only works on open pull requests."


def nothing_to_fix(gone: Sequence[StoredFinding] = ()) -> str:
    if gone:
        names = ", ".join(f"{code_span(f.rule_id)} in {code_span(f.path)}" for f in gone)
        return f"Nothing to fix: Semgrep no longer reports {names} at the current head."
    return "There is no open Redline finding to fix on this pull request."


def no_fix_available() -> str:
    return (
        "None of these findings has a deterministic fix, and no model is configured for "
        "Redline (`ANTHROPIC_API_KEY`), so nothing was changed."
    )


def failed(reason: str) -> str:
    """The reason often quotes git or GitHub, whose messages may carry a credential."""
    return f"`/fix` could not run: {sanitise_inline(redact(reason))}. Nothing was pushed."
