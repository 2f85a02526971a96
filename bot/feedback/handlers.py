"""Events that are feedback on posted findings, or moments to poll reactions."""

from __future__ import annotations

from collections.abc import Iterator

from bot.intake.payloads import PullRequestEvent, ReviewEvent, ReviewThreadEvent
from bot.intake.router import Delivery, Enqueue, QueueAction, Router
from bot.jobs.kinds import FeedbackJob, JobKind
from bot.review.handlers import pull_key

router = Router()


def _feedback(job: FeedbackJob) -> Enqueue:
    return Enqueue(
        JobKind.FEEDBACK, job.dump(), concurrency_key=job.pull.concurrency_key(JobKind.FEEDBACK)
    )


@router.register("pull_request_review_thread", "resolved")
@router.register("pull_request_review_thread", "unresolved")
def on_review_thread(event: ReviewThreadEvent, delivery: Delivery) -> Iterator[QueueAction]:
    if event.installation is None or event.sender is None or event.sender.is_bot:
        return
    yield _feedback(
        FeedbackJob(
            pull=pull_key(event.installation.id, event.repository, event.pull_request.number),
            signal=f"thread-{event.action}",
            actor=event.sender.login,
            thread_node_id=event.thread.node_id,
            comment_ids=[comment.id for comment in event.thread.comments],
        )
    )


@router.register("pull_request_review", "submitted")
def on_review_submitted(event: ReviewEvent, delivery: Delivery) -> Iterator[QueueAction]:
    """Someone reviewed the PR: a good moment to read reactions on our comments."""
    if event.installation is None or event.review.user is None or event.review.user.is_bot:
        return
    yield _feedback(
        FeedbackJob(
            pull=pull_key(event.installation.id, event.repository, event.pull_request.number),
            signal="poll-reactions",
            actor=event.review.user.login,
        )
    )


@router.register("pull_request", "closed")
def on_pull_request_closed(event: PullRequestEvent, delivery: Delivery) -> Iterator[QueueAction]:
    """Last reactions, then untouched findings become `ignored`."""
    if event.installation is None:
        return
    yield _feedback(
        FeedbackJob(
            pull=pull_key(event.installation.id, event.repository, event.number),
            signal="pr-merged" if event.pull_request.merged else "pr-closed",
            actor=event.sender.login if event.sender else "",
        )
    )
