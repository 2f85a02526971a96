"""The model's part of a review, owed when the model was unavailable: run later, once.

A review whose LLM check got no answer at all queues a `llm-rerun` review job with
backoff. That job runs only the model on the same head and scope, posts what it finds
that no earlier review posted in one short review of its own (the summary and the check
run are left as they are: the model alone does not change the conclusion), and stores it.
Still unavailable: it waits again, up to MAX_ATTEMPTS; then the head stays without it.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from bot.core.render.comment import review_comment_payload
from bot.core.render.markers import parse_model_review_marker
from bot.core.render.rerun import model_review_body
from bot.core.report import ShownFinding, Visibility
from bot.jobs.kinds import JobKind, ReviewJob, ReviewTrigger
from bot.jobs.queue import enqueue
from bot.review.admit import Admitted
from bot.review.analyse import AnalysisPlan, analyse_pull
from bot.review.context import PullUnderReview, ReviewDeps, ReviewOutcome, ReviewStatus
from bot.review.publish import own_comments
from bot.review.select import select_findings
from bot.store import review_records as records
from bot.store import transactions
from bot.store.sessions import Engine
from bot.store.types import utcnow

log = logging.getLogger(__name__)

BACKOFF = (timedelta(minutes=5), timedelta(minutes=20), timedelta(hours=1), timedelta(hours=3))
MAX_ATTEMPTS = len(BACKOFF)


def schedule_llm_rerun(engine: Engine, job: ReviewJob, reviewed_from: str | None) -> bool:
    """Queue the model's part of this head's review for later; False once attempts ran out."""
    attempt = job.llm_attempt + 1 if job.llm_only else 1
    if attempt > MAX_ATTEMPTS:
        log.warning(
            "model still unavailable for %s at %s: giving up", job.pull.full_name, job.head_sha[:12]
        )
        return False
    rerun = ReviewJob(
        pull=job.pull,
        head_sha=job.head_sha,
        trigger=ReviewTrigger.LLM_RERUN,
        llm_only=True,
        llm_attempt=attempt,
        since_sha=reviewed_from,
    )
    transactions.write(
        engine,
        lambda session: enqueue(
            session,
            JobKind.REVIEW,
            rerun.dump(),
            concurrency_key=job.pull.concurrency_key(JobKind.REVIEW),
            run_after=utcnow() + BACKOFF[attempt - 1],
        ),
    )
    return True


async def rerun_llm(deps: ReviewDeps, job: ReviewJob, admitted: Admitted) -> ReviewOutcome:
    """The review's stages with the model alone; its findings in one short review."""
    pull, loaded = admitted.pull, admitted.loaded
    llm = deps.llm_for(loaded.config)
    if llm is None:
        return ReviewOutcome(ReviewStatus.SKIPPED, "the model is off now")
    plan = AnalysisPlan((), llm, job.since_sha, repo_rules=False)
    analysed = await analyse_pull(pull, loaded, plan)
    if analysed.model_unavailable:
        schedule_llm_rerun(deps.engine, job, job.since_sha)
        return ReviewOutcome(ReviewStatus.SKIPPED, "the model is still unavailable")
    selected = await select_findings(deps, pull, loaded.config, analysed, with_still_open=False)
    shown = [s for s in selected.shown if s.visibility is not Visibility.BELOW_THRESHOLD]
    if shown:
        await _post_once(pull, shown)
    records.add_to_review(deps.engine, pull.ref, pull.head_sha, shown, await own_comments(pull))
    return ReviewOutcome(ReviewStatus.POSTED, "the model's review, once it was back")


async def _post_once(pull: PullUnderReview, shown: list[ShownFinding]) -> None:
    client, info = pull.client, pull.info
    for review in await client.list_reviews(pull.owner, pull.repo, info.number):
        if parse_model_review_marker(review.body) == info.head_sha:
            return  # an earlier attempt of this job posted it
    await client.create_review(
        pull.owner,
        pull.repo,
        info.number,
        commit_id=info.head_sha,
        body=model_review_body(info.head_sha, shown),
        event="COMMENT",
        comments=[review_comment_payload(s) for s in shown if s.visibility is Visibility.INLINE],
    )
