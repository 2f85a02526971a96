"""The check run of every head counts the blocking findings still open there, posted now or
on an earlier head: a later push, `/review` and Redline's own `/fix` push cannot turn it green
while one is left."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.checks.llm.schema import TOOL_NAME
from bot.store.models import JobStatus
from tests.e2e.harness import (
    Service,
    make_service,
    post_issue_comment,
    pull_request_payload,
    review_comment_payload,
)
from tests.e2e.test_review_flow import BASE_FILES, PLANTED, open_pull
from tests.e2e.test_review_llm import llm_finding, llm_service
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import CheckRun, PullRequest, Repository
from tests.fix.world import make_pull_world

__all__ = ["llm_service"]  # the fixture, shared with the LLM review tests

YAML_FIXED = PLANTED.replace("yaml.load(text)", "yaml.safe_load(text)")


def blocking_lines(run: CheckRun) -> set[int]:
    return {int(a["start_line"]) for a in run.annotations if a["annotation_level"] == "failure"}


def only_run(service: Service, repository: Repository, pull: PullRequest) -> CheckRun:
    (run,) = service.github.state.check_runs_of(repository, pull.head_sha)
    assert run.status == "completed"
    return run


def test_a_push_that_fixes_one_blocking_finding_keeps_the_others_failing(
    service: Service,
) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    first = only_run(service, repository, pull)
    assert first.conclusion == "failure"
    assert {6, 14, 18} <= blocking_lines(first)

    state = service.github.state
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": YAML_FIXED.encode()})
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    jobs = service.run_jobs()
    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]

    second = only_run(service, repository, pull)
    assert second.conclusion == "failure", second.title
    assert blocking_lines(second) >= {6, 14} and 18 not in blocking_lines(second)
    assert "No findings" not in (second.title or "")
    assert "blocking" in (second.title or "")
    summary = state.reviews_of(pull)[0].body
    assert "blocking findings from earlier reviews still open at this head" in summary


def test_review_command_on_a_new_head_counts_the_findings_posted_before(
    service: Service,
) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    state = service.github.state
    # A push whose webhook never came: a maintainer asks for the review.
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": YAML_FIXED.encode()})
    post_issue_comment(service, repository, pull, installation_id, "/review", "maintainer")
    jobs = service.run_jobs()
    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]

    run = only_run(service, repository, pull)
    assert run.conclusion == "failure"
    assert blocking_lines(run) >= {6, 14}


def test_a_push_that_fixes_every_blocking_finding_passes(service: Service) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    clean = '"""Orders."""\n\n\ndef total(items):\n    return sum(items)\n\n\ndef one():\n    return 1\n'
    service.github.state.advance_head(
        pull, head_files={**BASE_FILES, "shop/orders.py": clean.encode()}
    )
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    service.run_jobs()
    run = only_run(service, repository, pull)
    assert run.conclusion == "success"
    assert run.annotations == []


FIX_BASE = {
    "app/__init__.py": "",
    "app/config.py": '"""Config."""\n\n\ndef load(text):\n    return text\n',
}
FIX_HEAD = {
    "app/config.py": '"""Config."""\nimport subprocess\n\nimport yaml\n\n\n'
    "def load(text):\n    return yaml.load(text)\n\n\n"
    "def archive(path):\n"
    '    subprocess.call("tar czf backup.tgz " + path, shell=True)\n'
}


def test_redlines_own_fix_push_keeps_the_unfixed_finding_failing(
    github_fake: GitHubFake, database_url: str, tmp_path: Path
) -> None:
    world = make_pull_world(github_fake, tmp_path / "remotes", FIX_BASE, FIX_HEAD)
    service = make_service(
        github_fake, database_url, github_retry_base_seconds=0.01, git_url=world.remote.base_url
    )
    repository, pull, installation_id = world.repository, world.pull, world.installation.id
    with service.client:
        service.deliver(
            "pull_request", pull_request_payload("opened", repository, pull, installation_id)
        )
        service.run_jobs()
        assert only_run(service, repository, pull).conclusion == "failure"
        yaml_comment = next(
            c for c in github_fake.state.review_comments_of(pull) if "yaml" in c.body.lower()
        )
        reply = github_fake.state.add_review_reply(yaml_comment.id, "maintainer", "/fix")
        service.deliver(
            "pull_request_review_comment",
            review_comment_payload(
                repository,
                pull,
                installation_id,
                comment_id=reply.id,
                in_reply_to_id=yaml_comment.id,
                body="/fix",
                author="maintainer",
            ),
        )
        jobs = service.run_jobs()
        assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]
        pushed = world.remote.branch_sha("feature")
        assert pushed and pushed != pull.head_sha
        assert "yaml.safe_load(text)" in world.remote.show(pushed, "app/config.py")
        assert "shell=True" in world.remote.show(pushed, "app/config.py")
        github_fake.state.advance_head(
            pull,
            head_files={
                path: world.remote.show(pushed, path).encode() for path in {**FIX_BASE, **FIX_HEAD}
            },
            sha=pushed,
        )
        service.deliver(
            "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
        )
        jobs = service.run_jobs()
        assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]
        run = only_run(service, repository, pull)
    assert run.conclusion == "failure"
    assert 12 in blocking_lines(run)
    service.engine.dispose()


DISCOUNT = '"""Orders."""\n\n\ndef total(items):\n    return sum(items)\n\n\n' + (
    "def discount(price, percent):\n    return price * percent\n"
)
SHIFTED = DISCOUNT.replace('"""Orders."""\n', '"""Orders."""\n\nTAX = 0.2\n')


def model_answer(findings: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "findings": findings,
        "triage": [],
        "walkthrough": {"summary": "Adds a discount.", "files": [], "risks": []},
    }


def test_a_model_finding_stays_open_until_its_lines_change_or_it_is_dismissed(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    service, script = llm_service, anthropic_fake.state
    wrong = llm_finding(start_line=9, end_line=9, title="`discount` multiplies by the percentage")
    script.reply_tool_use(TOOL_NAME, model_answer([wrong]))
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": DISCOUNT.encode()})
    service.run_jobs()
    assert only_run(service, repository, pull).conclusion == "failure"

    # The model does not repeat itself on the next push; the flagged line moved down by two.
    script.reply_tool_use(TOOL_NAME, model_answer([]))
    state = service.github.state
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": SHIFTED.encode()})
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    service.run_jobs()
    run = only_run(service, repository, pull)
    assert run.conclusion == "failure"
    assert blocking_lines(run) == {11}

    (comment,) = state.review_comments_of(pull)
    reply = state.add_review_reply(comment.id, "alice", "/dismiss false-positive")
    service.deliver(
        "pull_request_review_comment",
        review_comment_payload(
            repository,
            pull,
            installation_id,
            comment_id=reply.id,
            in_reply_to_id=comment.id,
            body="/dismiss false-positive",
            author="alice",
        ),
    )
    service.run_jobs()
    script.reply_tool_use(TOOL_NAME, model_answer([]))
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": (SHIFTED + "\n").encode()})
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    service.run_jobs()
    assert only_run(service, repository, pull).conclusion == "success"
