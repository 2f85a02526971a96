"""`redline serve` (uvicorn's default loop, in-process workers) driven over HTTP, end to end.

One server per database backend for the whole module: each test opens its own pull request
in its own repository, so the tests share the process, not their state.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections import Counter

import pytest

from bot.core.render import parse_finding_marker
from bot.fix.agent import TOOL_NAME as FIX_TOOL
from bot.fix.sandbox import Sandbox
from tests.blackbox.harness import Deployment, wait_until
from tests.blackbox.world import HEAD, READER, WRITER, Pull
from tests.fakes.anthropic_state import JSON

pytestmark = pytest.mark.blackbox

EXPLANATION = "`yaml.load` without a Loader builds arbitrary objects: use `yaml.safe_load`."


def reviewed(pull: Pull) -> Pull:
    """Wait for the pull request's review to be posted and its check run completed."""
    wait_until(pull.completed_check, f"a completed check run on {pull.world.repository.full_name}")
    pull.deployment.wait_idle()
    return pull


def assert_posted_once(pull: Pull) -> None:
    fingerprints = Counter(parse_finding_marker(c.body) for c in pull.finding_comments())
    assert fingerprints and max(fingerprints.values()) == 1, fingerprints


def test_an_opened_pull_request_gets_one_review_and_a_redelivery_changes_nothing(
    deployment: Deployment,
) -> None:
    pull = reviewed(Pull.open(deployment, "opened", delivery_id="delivery-opened-1"))
    (review,) = pull.reviews()
    comments = pull.finding_comments()
    assert {c.path for c in comments} == {"app/config.py", "app/shell.py"}, review.body
    assert_posted_once(pull)
    (check_run,) = pull.check_runs()
    assert check_run.conclusion == "failure" and check_run.annotations
    jobs_before = len(deployment.jobs())

    response = pull.send_pull_request("opened", delivery_id="delivery-opened-1")
    assert response.status_code == 200, response.text
    deployment.wait_idle()
    assert len(deployment.jobs()) == jobs_before
    assert len(pull.reviews()) == 1 and len(pull.check_runs()) == 1
    assert len(pull.finding_comments()) == len(comments)


def test_a_server_killed_mid_review_posts_it_exactly_once_after_restart(
    deployment: Deployment,
) -> None:
    server = deployment.server
    assert server is not None
    state = deployment.fakes.github.state
    # Killed while GitHub takes the review: GitHub keeps it, the server never hears back.
    state.before_next(
        "POST",
        r"/repos/killed/widgets/pulls/\d+/reviews",
        lambda: os.kill(server.pid, signal.SIGKILL),
    )
    pull = Pull.open(deployment, "killed")
    wait_until(lambda: not server.running(), "the server to die")
    assert server.process is not None and server.process.wait() == -signal.SIGKILL
    wait_until(lambda: len(pull.reviews()) == 1, "GitHub to keep the review it was sent")
    assert pull.check_runs()[0].status == "in_progress"

    deployment.start_server()
    reviewed(pull)
    assert len(pull.reviews()) == 1
    assert_posted_once(pull)
    (check_run,) = pull.check_runs()
    assert check_run.conclusion == "failure"


def test_a_push_is_reviewed_for_what_changed_and_addresses_what_it_fixed(
    deployment: Deployment,
) -> None:
    pull = reviewed(Pull.open(deployment, "pushed"))
    first_head = pull.world.pull.head_sha
    fixed = HEAD["app/config.py"].replace("yaml.load(text)", "yaml.safe_load(text)")
    new_head = pull.push({"app/config.py": fixed}, "use safe_load")
    reviewed(pull)
    assert new_head != first_head
    (check_run,) = pull.check_runs(new_head)
    assert check_run.status == "completed"
    assert len(pull.check_runs(first_head)) == 1
    assert_posted_once(pull)
    findings = deployment.api(f"/findings?repository={pull.world.repository.full_name}")
    outcomes = {f["path"]: f["outcome"] for f in findings["findings"]}
    assert outcomes.get("app/config.py") == "accepted", findings


def test_feedback_and_the_dashboards_numbers(deployment: Deployment) -> None:
    pull = reviewed(Pull.open(deployment, "feedback"))
    shell = next(c for c in pull.finding_comments() if c.path == "app/shell.py")
    pull.reply(shell, "/dismiss false-positive the path is ours", WRITER)
    deployment.wait_idle()
    name = pull.world.repository.full_name
    numbers = deployment.api(f"/repositories/{name}")
    total = numbers["total"]
    assert numbers["pull_requests"] == 1
    assert total["shown"] == len(pull.finding_comments())
    assert total["dismissed"] == 1 and total["accepted"] == 0, total
    overview = deployment.api("/overview")
    listed = {r["repository"]: r for r in overview["repositories"]}
    assert listed[name]["dismissed"] == 1


def is_explain(body: JSON) -> bool:
    return not body.get("tools")


def test_conversation_commands(deployment: Deployment) -> None:
    deployment.fakes.anthropic.state.reply_text(EXPLANATION, when=is_explain)
    pull = reviewed(Pull.open(deployment, "commands"))

    pull.comment("/help", "alice")
    deployment.wait_idle()
    assert "`/pause`" in pull.bot_answers()[-1].body

    pull.comment("/pause", WRITER)
    deployment.wait_idle()
    assert "paused" in pull.bot_answers()[-1].body
    paused_head = pull.push({"NOTES.md": "a paused push\n"}, "notes")
    deployment.wait_idle()
    (paused,) = pull.check_runs(paused_head)
    assert (paused.status, paused.conclusion, paused.title) == ("completed", "neutral", "Paused")
    assert len(pull.reviews()) == 1

    pull.comment("/resume", WRITER)
    pull.comment("/review", WRITER)
    deployment.wait_idle()
    runs = pull.check_runs(paused_head)
    assert len(runs) == 2 and all(run.status == "completed" for run in runs)
    assert_posted_once(pull)

    yaml_comment = next(c for c in pull.finding_comments() if c.path == "app/config.py")
    pull.reply(yaml_comment, "/explain", WRITER)
    deployment.wait_idle()
    (answer,) = pull.thread_replies(yaml_comment)
    assert "yaml.safe_load" in answer.body


def is_fix(body: JSON) -> bool:
    return any(tool.get("name") == FIX_TOOL for tool in body.get("tools", []))


@pytest.mark.sandbox
def test_fix_pushes_for_a_writer_and_refuses_a_stranger(deployment: Deployment) -> None:
    if reason := asyncio.run(Sandbox().unavailable_reason()):
        pytest.skip(f"the repository's test command runs in the sandbox: {reason}")
    deployment.fakes.anthropic.state.reply_tool_use(
        FIX_TOOL,
        {
            "edits": [
                {
                    "path": "app/config.py",
                    "search": "yaml.load(text)",
                    "replace": "yaml.safe_load(text)",
                }
            ],
            "explanation": "Use safe_load.",
        },
        when=is_fix,
    )
    pull = reviewed(Pull.open(deployment, "fixed"))
    remote, head = pull.world.remote, pull.world.pull.head_sha
    yaml_comment = next(c for c in pull.finding_comments() if c.path == "app/config.py")

    pull.reply(yaml_comment, "/fix", READER)
    deployment.wait_idle()
    assert "needs write" in pull.thread_replies(yaml_comment)[-1].body
    assert remote.branch_sha("feature") == head

    pull.reply(yaml_comment, "/fix", WRITER)
    deployment.wait_idle()
    answer = pull.thread_replies(yaml_comment)[-1].body
    pushed = remote.branch_sha("feature")
    assert pushed != head, answer
    assert answer.startswith("Changed files (the whole commit):\n- `app/config.py`\n"), answer
    assert f"\nPushed {(pushed or '')[:12]} to `feature`" in answer, answer
    assert "in the sandbox" in answer, answer
    assert "yaml.safe_load(text)" in remote.show(pushed or "", "app/config.py")


def test_a_review_that_fails_for_good_completes_its_check_run(deployment: Deployment) -> None:
    state = deployment.fakes.github.state
    state.fail_next(
        "POST", r"/repos/refused/widgets/pulls/\d+/reviews", 404, times=100, body={"message": "x"}
    )
    pull = Pull.open(deployment, "refused")
    check_run = wait_until(pull.completed_check, "the dead review's check run to complete")
    deployment.wait_idle()
    assert (check_run.conclusion, check_run.title) == ("neutral", "Review failed")
    assert "404" in (check_run.summary or "") and "/review" in (check_run.summary or "")
    assert pull.reviews() == []
