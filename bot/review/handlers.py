"""pull_request and check_run: when to review, and when to stop."""

from __future__ import annotations

from collections.abc import Iterator

from bot.intake.payloads import CheckRunEvent, PullRequestEvent, Repository
from bot.intake.router import CancelJobs, Delivery, Enqueue, QueueAction, Router
from bot.jobs.kinds import JobKind, PullKey, ReviewJob, ReviewTrigger

router = Router()

CHECK_RUN_NAME = "Redline"


def pull_key(installation_id: int, repository: Repository, number: int) -> PullKey:
    return PullKey(
        installation_id=installation_id,
        owner=repository.owner.login,
        repo=repository.name,
        number=number,
    )


def _review(job: ReviewJob) -> Enqueue:
    return Enqueue(
        JobKind.REVIEW,
        job.dump(),
        concurrency_key=job.pull.concurrency_key(JobKind.REVIEW),
        supersede=True,
    )


@router.register("pull_request", "opened")
@router.register("pull_request", "reopened")
@router.register("pull_request", "ready_for_review")
@router.register("pull_request", "synchronize")
def on_pull_request_changed(event: PullRequestEvent, delivery: Delivery) -> Iterator[QueueAction]:
    if event.installation is None or event.pull_request.state != "open":
        return
    yield _review(
        ReviewJob(
            pull=pull_key(event.installation.id, event.repository, event.number),
            head_sha=event.pull_request.head.sha,
            trigger=ReviewTrigger(event.action),
            draft=event.pull_request.draft,
        )
    )


@router.register("pull_request", "closed")
def on_pull_request_closed(event: PullRequestEvent, delivery: Delivery) -> Iterator[QueueAction]:
    if event.installation is None:
        return
    pull = pull_key(event.installation.id, event.repository, event.number)
    yield CancelJobs(pull.concurrency_key(JobKind.REVIEW))


@router.register("check_run", "rerequested")
def on_check_run_rerequested(event: CheckRunEvent, delivery: Delivery) -> Iterator[QueueAction]:
    """ "Re-run" on Redline's check run: review the PR again at that SHA."""
    if event.installation is None or event.check_run.name != CHECK_RUN_NAME:
        return
    for pull in event.check_run.pull_requests:
        yield _review(
            ReviewJob(
                pull=pull_key(event.installation.id, event.repository, pull.number),
                head_sha=event.check_run.head_sha,
                trigger=ReviewTrigger.RERUN,
                full=True,
            )
        )
