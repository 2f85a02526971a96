"""issue_comment and pull_request_review_comment: commands, and replies on our findings."""

from __future__ import annotations

from collections.abc import Iterator

from bot.core.commands import parse_commands
from bot.intake.payloads import IssueCommentEvent, ReviewCommentEvent
from bot.intake.router import Delivery, Enqueue, QueueAction, Router
from bot.jobs.kinds import CommandJob, JobKind
from bot.review.handlers import pull_key


def _command(job: CommandJob) -> Enqueue:
    return Enqueue(
        JobKind.COMMAND, job.dump(), concurrency_key=job.pull.concurrency_key(JobKind.COMMAND)
    )


def comments_router(app_slug: str) -> Router:
    router = Router()

    @router.register("issue_comment", "created")
    def on_issue_comment_created(
        event: IssueCommentEvent, delivery: Delivery
    ) -> Iterator[QueueAction]:
        """A PR conversation comment: queue it only when it holds one of our commands."""
        if event.installation is None or event.issue.pull_request is None:
            return
        if event.comment.user.is_bot or not parse_commands(event.comment.body, app_slug):
            return
        yield _command(
            CommandJob(
                pull=pull_key(event.installation.id, event.repository, event.issue.number),
                comment_id=event.comment.id,
                comment_kind="issue_comment",
                in_reply_to_id=None,
                author=event.comment.user.login,
                body=event.comment.body,
            )
        )

    @router.register("pull_request_review_comment", "created")
    def on_review_comment_created(
        event: ReviewCommentEvent, delivery: Delivery
    ) -> Iterator[QueueAction]:
        """A reply on a diff comment: a command, or feedback when the thread is ours."""
        if event.installation is None or event.comment.in_reply_to_id is None:
            return
        if event.comment.user.is_bot:
            return
        yield _command(
            CommandJob(
                pull=pull_key(event.installation.id, event.repository, event.pull_request.number),
                comment_id=event.comment.id,
                comment_kind="review_comment",
                in_reply_to_id=event.comment.in_reply_to_id,
                author=event.comment.user.login,
                body=event.comment.body,
            )
        )

    return router
