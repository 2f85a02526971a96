from __future__ import annotations

from bot.core.render import fix as replies
from bot.fix.agent import RoundReport
from bot.fix.patch import fix_patch
from bot.fix.verify import Stage, Verdict

# Assembled at run time so no secret scanner (ours included) flags this file.
TOKEN = "ghs" + "_16C7e42F292c6912E7710c838347Ae178B4a"
BASIC = "eC1hY2Nlc3MtdG9rZW46" + "Z2hzXzE2QzdlNDJGMjkyYzY5MTJF"


def test_a_failure_reply_never_quotes_a_credential_to_the_pull_request() -> None:
    reason = (
        f"git push failed: fatal: unable to access 'https://x-access-token:{TOKEN}@github.com/o/r/'"
        f" (http.extraheader=Authorization: Basic {BASIC})"
    )
    reply = replies.failed(reason)
    assert TOKEN not in reply and BASIC not in reply
    assert reply.startswith("`/fix` could not run: git push failed: fatal: unable to access")


def _fence_lines(reply: str) -> list[str]:
    return [line for line in reply.splitlines() if line.startswith("```")]


def test_an_indented_backtick_line_in_the_last_error_cannot_close_its_fence() -> None:
    """CommonMark closes a fence with a line of as many backticks indented up to 3 spaces."""
    error = "FAILED test_x\n   ```\n@octocat <b>hi</b> ![x](https://evil.example/p.png)"
    rounds = [RoundReport(1, ("app/x.py",), Verdict.failure(Stage.TESTS, error))]
    reply = replies.gave_up([r.describe() for r in rounds], rounds[-1].verdict.error)
    opening, closing = _fence_lines(reply)
    assert len(opening) > 3 and opening == closing
    assert reply.index(opening) < reply.index("   ```") < reply.rindex(closing)


def test_a_patch_whose_lines_hold_backtick_runs_gets_a_longer_fence() -> None:
    files = {"README.md": "text\n    ````\n"}
    reply = replies.suggested(
        "the fork was deleted", [], fix_patch({"README.md": "text\n"}, files), [], None
    )
    opening = next(line for line in reply.splitlines() if line.startswith("```"))
    assert opening == "`````diff"


def test_a_round_description_and_a_finding_title_are_sanitised() -> None:
    error = "@octocat <img src=x onerror=alert(1)>"
    rounds = [RoundReport(1, ("a.py",), Verdict.failure(Stage.TESTS, error))]
    reply = replies.gave_up([r.describe() for r in rounds], rounds[-1].verdict.error)
    [listed] = [line for line in reply.splitlines() if line.startswith("- round 1")]
    assert listed.endswith("failed at tests: @\u200boctocat &lt;img src=x onerror=alert(1)&gt;")
