"""What Redline says back after a /fix, and the commit message it writes (pure text).

Titles, explanations, paths and errors come from the pull request, the model or the tests
it ran: they go through `bot.core.render.text` like every other untrusted text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.checks.secrets import SecretRedactor
from bot.core.render.text import code_span, fence_for, sanitise_inline, sanitise_markdown
from bot.core.render.text import sanitise_title as _title
from bot.fix.agent import RoundReport
from bot.fix.edits import unified_diff
from bot.fix.targets import FixTarget, StoredFinding
from bot.fix.workspace import GitIdentity
from bot.logs import redact

MAX_DIFF_CHARS = 30_000


def commit_message(targets: Sequence[FixTarget], requester: GitIdentity) -> str:
    title = targets[0].stored.title if len(targets) == 1 else f"{len(targets)} Redline findings"
    subject = f"fix: {title}".replace("\n", " ")
    if len(subject) > 72:
        subject = subject[:71].rstrip() + "…"
    references = "\n".join(f"- {target.stored.reference}" for target in targets)
    return (
        f"{subject}\n\nFixes Redline findings:\n{references}\n\n"
        f"Co-authored-by: {requester.trailer}\n"
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


def _finding_list(targets: Sequence[FixTarget]) -> str:
    return "\n".join(
        f"- {_title(t.stored.title)} ({code_span(t.stored.rule_id)}, {code_span(t.path)})"
        for t in targets
    )


def _changed_files(paths: Sequence[str]) -> str:
    return "Changed files (the whole commit):\n" + "\n".join(
        f"- {code_span(path)}" for path in paths
    )


def pushed(
    sha: str,
    branch: str,
    targets: Sequence[FixTarget],
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
        _finding_list(targets),
        "",
        _checks_line(notes, test_command) + f" ({rounds} {plural})",
    ]
    if explanation:
        parts += ["", sanitise_markdown(explanation)]
    return "\n".join(parts)


def suggested(
    why: str,
    targets: Sequence[FixTarget],
    head_texts: Mapping[str, str | None],
    files: Mapping[str, str],
    notes: Sequence[str],
    test_command: str | None,
) -> str:
    raw = "".join(unified_diff(path, head_texts.get(path), text) for path, text in files.items())
    diff = SecretRedactor().redact(raw)  # a comment is mailed to every watcher
    masked = (
        " Secrets in it are masked as `[REDACTED-SECRET-n]`: put them back before applying."
        if diff != raw
        else ""
    )
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
            _finding_list(targets),
            "",
            _checks_line(notes, test_command),
        ]
    )


def gave_up(rounds: Sequence[RoundReport], skipped: Sequence[str] = ()) -> str:
    parts = [
        f"I could not produce a verified fix in {len(rounds)} "
        f"{'round' if len(rounds) == 1 else 'rounds'}, so nothing was pushed.",
    ]
    if rounds:
        parts += ["", "What was tried:"]
        parts += [f"- {sanitise_inline(report.describe())}" for report in rounds]
        parts += ["", "The last error:", "", _fence(rounds[-1].verdict.error or "(none)")]
    if skipped:
        parts += ["", *(sanitise_inline(line) for line in skipped)]
    return "\n".join(parts)


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
