"""Commands that act on the pull request: `/review`, `/fix` (queued jobs), `/pause`, `/resume`."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.commands.context import CommandContext
from bot.fix.request import FixJob
from bot.jobs.kinds import JobKind, ReviewJob, ReviewTrigger
from bot.jobs.queue import enqueue
from bot.store import reviews as review_store
from bot.store.transactions import write_session

if TYPE_CHECKING:
    from bot.store.sessions import Engine


def queue_review(engine: Engine, context: CommandContext) -> None:
    job = context.job
    review = ReviewJob(
        pull=job.pull,
        head_sha=context.pull.head_sha,
        trigger=ReviewTrigger.COMMAND,
        full=True,
    )
    with write_session(engine) as session:
        enqueue(
            session,
            JobKind.REVIEW,
            review.dump(),
            concurrency_key=job.pull.concurrency_key(JobKind.REVIEW),
            supersede=True,
        )


def queue_fix(engine: Engine, context: CommandContext, instruction: str) -> None:
    job = context.job
    fix = FixJob(
        installation_id=job.pull.installation_id,
        owner=job.pull.owner,
        repo=job.pull.repo,
        number=job.pull.number,
        comment_id=job.comment_id,
        comment_kind="review_comment" if job.comment_kind == "review_comment" else "issue_comment",
        in_reply_to_id=job.in_reply_to_id,
        requester=job.author,
        instruction=instruction,
        finding_ids=[context.finding.id] if context.finding is not None else [],
    )
    with write_session(engine) as session:
        enqueue(
            session,
            JobKind.FIX,
            fix.model_dump(mode="json"),
            concurrency_key=fix.concurrency_key,
        )


def set_paused(engine: Engine, context: CommandContext, paused: bool) -> None:
    pull = context.job.pull
    ref = review_store.PullRef(pull.installation_id, pull.full_name, pull.number)
    with write_session(engine) as session:
        review_store.save_pull_state(session, ref, now=datetime.now(UTC), paused=paused)
