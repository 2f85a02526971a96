"""The model's part of a review, owed when the model was unavailable: run later, once.

A review whose LLM check got no answer at all queues a `llm-rerun` review job with
backoff. That job runs only the model on the same head and scope, posts what it finds
that no earlier review posted in one short review of its own (the summary and the check
run are left as they are: the model alone does not change the conclusion), and stores it.
Still unavailable: it waits again, up to MAX_ATTEMPTS; then the head stays without it.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from bot.checks.base import PullContext
from bot.core.findings import Source
from bot.core.languages import language_of
from bot.core.render.comment import review_comment_payload
from bot.core.render.markers import parse_model_review_marker
from bot.core.render.rerun import model_review_body
from bot.core.repo_config import LoadedConfig
from bot.core.report import ShownFinding, Visibility
from bot.core.selection import select
from bot.github import Installation, PullInfo
from bot.jobs.kinds import JobKind, ReviewJob, ReviewTrigger
from bot.jobs.queue import enqueue
from bot.review.headfiles import HeadFiles
from bot.review.orchestrator import (
    ReviewDeps,
    ReviewOutcome,
    ReviewStatus,
    _diff_since,
    _guidance,
    _learned_model,
    _not_posted_before,
    _only_changed_since,
    _own_marker,
    _pull_diff,
)
from bot.review.pipeline import MAX_FILE_BYTES, analyse
from bot.review.publish import _finding_row
from bot.store import reviews as store
from bot.store.db import write_engine
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
    with Session(write_engine(engine)) as session, session.begin():
        enqueue(
            session,
            JobKind.REVIEW,
            rerun.dump(),
            concurrency_key=job.pull.concurrency_key(JobKind.REVIEW),
            run_after=utcnow() + BACKOFF[attempt - 1],
        )
    return True


async def rerun_llm(
    deps: ReviewDeps, job: ReviewJob, client: Installation, info: PullInfo, loaded: LoadedConfig
) -> ReviewOutcome:
    pull = job.pull
    owner, repo = pull.owner, pull.repo
    ref = store.PullRef(pull.installation_id, pull.full_name, pull.number)
    llm = deps.llm_for(loaded.config)
    if llm is None:
        return ReviewOutcome(ReviewStatus.SKIPPED, "the model is off now")
    diff, _notes = await _pull_diff(client, owner, repo, pull.number)
    since = await _diff_since(client, owner, repo, job.since_sha, info.head_sha)
    analysis = await analyse(
        diff,
        loaded.config,
        HeadFiles(client, owner, repo, info.head_sha, max_bytes=MAX_FILE_BYTES).read,
        (),
        llm=llm,
        pull=PullContext(
            title=info.title,
            body=info.body,
            guidance=await _guidance(client, owner, repo, info.base_ref, loaded),
        ),
        tree_paths=await client.tree_paths(owner, repo, info.head_sha),
    )
    if any(r.source is Source.LLM and not r.ran for r in analysis.results):
        schedule_llm_rerun(deps.engine, job, job.since_sha)
        return ReviewOutcome(ReviewStatus.SKIPPED, "the model is still unavailable")
    fresh = _only_changed_since(analysis.findings, since)
    new, _reviews, _posted = await _not_posted_before(
        deps.engine, client, ref, info.head_sha, fresh
    )
    model = await asyncio.to_thread(_learned_model, deps, pull.full_name, loaded.config)
    shown = [
        s
        for s in select(
            new,
            analysis.index,
            model=model,
            repository=pull.full_name,
            installation_id=pull.installation_id,
            mode=loaded.config.filter,
            max_inline=loaded.config.max_inline_comments,
            fixed_thresholds=loaded.config.thresholds,
            language_of=language_of,
            test_paths=loaded.config.test_paths,
        )
        if s.visibility is not Visibility.BELOW_THRESHOLD
    ]
    if shown:
        await _post_once(client, ref, info, shown)
    await _store(deps.engine, client, ref, info, shown)
    return ReviewOutcome(ReviewStatus.POSTED, "the model's review, once it was back")


async def _post_once(
    client: Installation, ref: store.PullRef, info: PullInfo, shown: list[ShownFinding]
) -> None:
    owner, repo = ref.owner_repo
    for review in await client.list_reviews(owner, repo, info.number):
        if parse_model_review_marker(review.body) == info.head_sha:
            return  # an earlier attempt of this job posted it
    await client.create_review(
        owner,
        repo,
        info.number,
        commit_id=info.head_sha,
        body=model_review_body(info.head_sha, shown),
        event="COMMENT",
        comments=[review_comment_payload(s) for s in shown if s.visibility is Visibility.INLINE],
    )


async def _store(
    engine: Engine,
    client: Installation,
    ref: store.PullRef,
    info: PullInfo,
    shown: list[ShownFinding],
) -> None:
    """The model's findings join the head's review row, with their comments."""
    owner, repo = ref.owner_repo
    comment_ids = {
        fp: (c.id, c.html_url)
        for c in await client.list_review_comments(owner, repo, info.number)
        if (fp := _own_marker(c)) is not None
    }
    now = utcnow()
    with Session(write_engine(engine)) as session, session.begin():
        row = store.posted_review(session, ref, info.head_sha)
        assert row is not None
        known = store.known_fingerprints(session, ref)
        store.save_findings(
            session,
            (
                _finding_row(ref, row.id, info.head_sha, s, now)
                for s in shown
                if s.fingerprint not in known
            ),
        )
        store.attach_comments(session, ref, comment_ids)
