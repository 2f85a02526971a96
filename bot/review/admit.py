"""Stage one: is this pull request to be reviewed now, and from what; then its review starts."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.render.checks import not_reviewed_output
from bot.core.repo_config import CONFIG_PATH, LoadedConfig, parse_repo_config
from bot.github import Installation
from bot.jobs.kinds import ReviewJob, ReviewTrigger
from bot.review.checkrun import CheckRun, finish_open_runs, open_check_run, paused_check
from bot.review.context import PullUnderReview, ReviewDeps, ReviewOutcome, ReviewStatus
from bot.store import review_records as records
from bot.store.reviews import PullRef


@dataclass(frozen=True, slots=True)
class Admitted:
    """A pull request that is to be reviewed now, and what its review starts from."""

    pull: PullUnderReview
    loaded: LoadedConfig
    """From the base branch: a pull request cannot loosen its own review."""
    existing: records.ReviewRow | None
    """This head's review row, when an earlier attempt started one."""
    last_reviewed: str | None
    paused: bool

    def reviewed_from(self, *, full: bool) -> str | None:
        """The head an incremental review starts from; None reviews the whole pull request."""
        if full or not self.last_reviewed or self.last_reviewed == self.pull.head_sha:
            return None
        return self.last_reviewed


@dataclass(frozen=True, slots=True)
class Started:
    """The review under way: its check run (in progress) and its `started` row."""

    check_run: CheckRun
    review_row_id: int


async def admit(deps: ReviewDeps, job: ReviewJob) -> Admitted | ReviewOutcome:
    """The pull request as GitHub has it now, or why it is not reviewed."""
    pull = job.pull
    client = deps.github.installation(pull.installation_id)
    info = await client.get_pull(pull.owner, pull.repo, pull.number)
    if info.state != "open":
        return await _not_reviewed(client, job, "the pull request is closed")
    if info.head_sha != job.head_sha:
        return await _not_reviewed(client, job, "a newer push is queued for review")
    under_review = PullUnderReview(
        client, PullRef(pull.installation_id, pull.full_name, pull.number), info
    )
    state = records.review_state(deps.engine, under_review.ref, info.head_sha)
    existing = state.existing
    if job.llm_only and (existing is None or existing.status == "started"):
        return ReviewOutcome(ReviewStatus.SKIPPED, "no finished review of this head to complete")
    if existing is not None and existing.status != "started" and not job.llm_only:
        return ReviewOutcome(ReviewStatus.SKIPPED, "this head SHA is already reviewed")
    on_request = job.trigger in (ReviewTrigger.COMMAND, ReviewTrigger.RERUN)
    if state.paused and not on_request:
        await paused_check(under_review)
        return ReviewOutcome(ReviewStatus.SKIPPED, "automatic reviews are paused on this PR")
    loaded = parse_repo_config(
        await client.get_file(pull.owner, pull.repo, CONFIG_PATH, info.base_ref),
        f"{CONFIG_PATH} on {info.base_ref}",
    )
    if info.draft and not loaded.config.review_drafts and not on_request:
        return await _not_reviewed(client, job, "draft pull requests are not reviewed")
    return Admitted(under_review, loaded, existing, state.last_reviewed_sha, state.paused)


async def start_review(deps: ReviewDeps, admitted: Admitted) -> Started:
    """Reuse what an earlier attempt of this head started, else open a check run and a row."""
    existing, pull = admitted.existing, admitted.pull
    if existing is not None and existing.check_run_id:
        check_run = CheckRun(existing.check_run_id, reused=True)
    else:
        check_run = await open_check_run(pull)
    if existing is not None:
        return Started(check_run, existing.id)
    row_id = records.begin_review(deps.engine, pull.ref, pull.head_sha, check_run.id)
    return Started(check_run, row_id)


async def head_moved(pull: PullUnderReview) -> bool:
    """A newer push arrived since the pull request was admitted."""
    current = await pull.client.get_pull(pull.owner, pull.repo, pull.ref.number)
    return current.head_sha != pull.head_sha


async def _not_reviewed(client: Installation, job: ReviewJob, reason: str) -> ReviewOutcome:
    """Skipped: a check run an earlier attempt opened on this head is not left open."""
    await finish_open_runs(client, job, not_reviewed_output(reason))
    return ReviewOutcome(ReviewStatus.SKIPPED, reason)
