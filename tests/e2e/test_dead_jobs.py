"""A job that dies says so on GitHub: no check run stays `in_progress`, no `/fix` request
goes unanswered, and a push while reviews are paused gets a completed "paused" check."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update
from sqlalchemy.orm import Session

from bot.jobs.kinds import JobKind
from bot.store.models import Job, JobStatus
from tests.e2e.harness import Service, post_issue_comment, pull_request_payload
from tests.e2e.test_review_flow import PLANTED, open_pull
from tests.fakes.github_records import CheckRun, Permission, PullRequest, Repository

REVIEWS = r"/repos/acme/shop/pulls/\d+/reviews"


def only_check_run(service: Service, repository: Repository, pull: PullRequest) -> CheckRun:
    (check_run,) = service.github.state.check_runs_of(repository, pull.head_sha)
    return check_run


def assert_completed_neutral_saying(check_run: CheckRun, *needles: str) -> None:
    assert (check_run.status, check_run.conclusion) == ("completed", "neutral")
    said = f"{check_run.title}\n{check_run.summary}\n{check_run.text}"
    for needle in needles:
        assert needle in said, said


def abandon_every_attempt(service: Service, kind: str) -> None:
    """The job's worker was lost on every attempt (a crash loop): its lease is long gone."""
    with Session(service.engine) as session, session.begin():
        session.execute(
            update(Job)
            .where(Job.kind == kind)
            .values(
                status=JobStatus.RUNNING,
                attempts=Job.max_attempts,
                locked_by="lost-worker",
                lease_token="lost",
                lease_expires_at=datetime.now(UTC) - timedelta(minutes=5),
                run_after=datetime.now(UTC) - timedelta(minutes=10),
            )
        )


def left_in_progress(service: Service) -> tuple[Repository, PullRequest]:
    """A pull request whose first review attempt failed after opening its check run."""
    service.github.state.fail_next("POST", REVIEWS, 502)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    assert only_check_run(service, repository, pull).status == "in_progress"
    return repository, pull


def close(pull: PullRequest) -> None:
    pull.state = "closed"


def make_draft(pull: PullRequest) -> None:
    pull.draft = True


def test_a_review_whose_attempts_run_out_completes_its_check_run(service: Service) -> None:
    service.github.state.fail_next("POST", REVIEWS, 502, times=100)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    for _ in range(5):
        service.make_jobs_due()
        service.run_jobs()
    (dead,) = service.dead_jobs()
    assert dead.attempts == 5 and "502" in (dead.last_error or "")
    check_run = only_check_run(service, repository, pull)
    assert_completed_neutral_saying(check_run, "502", "5 attempts", "/review")
    assert service.github.state.reviews_of(pull) == []


def test_a_review_that_fails_permanently_completes_its_check_run(service: Service) -> None:
    service.github.state.fail_next("POST", REVIEWS, 404, times=100, body={"message": "Not Found"})
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    (dead,) = service.dead_jobs()
    assert dead.attempts == 1
    assert_completed_neutral_saying(only_check_run(service, repository, pull), "404", "/review")


def test_a_review_that_crashes_its_worker_every_time_completes_its_check_run(
    service: Service,
) -> None:
    repository, pull = left_in_progress(service)
    abandon_every_attempt(service, JobKind.REVIEW)
    service.run_jobs()
    (dead,) = service.dead_jobs()
    assert "lease expired" in (dead.last_error or "")
    check_run = only_check_run(service, repository, pull)
    assert_completed_neutral_saying(check_run, "was lost during attempt 5 of 5", "/review")


def test_a_fix_that_crashes_its_worker_every_time_answers_the_requester(
    service: Service,
) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    service.github.state.set_permission(repository, "maria", Permission.WRITE)
    asked = post_issue_comment(service, repository, pull, installation_id, "/fix", "maria")
    commands_only = dataclasses.replace(
        service, handlers={JobKind.COMMAND: service.handlers[JobKind.COMMAND]}
    )
    jobs = commands_only.run_jobs()
    assert [job.kind for job in jobs if job.status is JobStatus.QUEUED] == [JobKind.FIX]
    abandon_every_attempt(service, JobKind.FIX)
    service.run_jobs()
    (dead,) = service.dead_jobs()
    assert dead.kind == JobKind.FIX
    answers = [
        c.body
        for c in service.github.state.issue_comments_of(pull)
        if c.id != asked and "/fix" in c.body
    ]
    assert len(answers) == 1 and "could not run" in answers[0], answers
    assert "was lost during attempt 5 of 5" in answers[0] and "Nothing was pushed" in answers[0]


def test_a_push_while_paused_gets_a_completed_paused_check(service: Service) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    post_issue_comment(service, repository, pull, installation_id, "/pause", "alice")
    service.run_jobs()
    state = service.github.state
    head_files = dict(repository.commits[pull.head_sha])
    state.advance_head(pull, head_files={**head_files, "NOTES.md": b"paused push\n"})
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    service.run_jobs()
    assert len(state.reviews_of(pull)) == 1
    check_run = only_check_run(service, repository, pull)
    assert_completed_neutral_saying(check_run, "paused", "/resume")
    # a redelivered or repeated push does not stack a second paused check on the head
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    service.run_jobs()
    assert len(state.check_runs_of(repository, pull.head_sha)) == 1


@pytest.mark.parametrize(("change", "reason"), [(close, "closed"), (make_draft, "draft")])
def test_a_retry_that_finds_the_pull_request_closed_or_a_draft_completes_its_check_run(
    service: Service, change: Callable[[PullRequest], None], reason: str
) -> None:
    repository, pull = left_in_progress(service)
    change(pull)
    service.make_jobs_due()
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE
    assert_completed_neutral_saying(only_check_run(service, repository, pull), reason)


def test_a_retry_that_finds_a_newer_push_completes_the_old_heads_check_run(
    service: Service,
) -> None:
    repository, pull = left_in_progress(service)
    old_head = pull.head_sha
    files = dict(repository.commits[old_head])
    service.github.state.advance_head(pull, head_files={**files, "NOTES.md": b"later\n"})
    service.make_jobs_due()
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE
    (check_run,) = service.github.state.check_runs_of(repository, old_head)
    assert_completed_neutral_saying(check_run, "newer push")
