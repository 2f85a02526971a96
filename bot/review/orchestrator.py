"""The PR review: admit → analyse → select → publish → record (docs/review.md)."""

from __future__ import annotations

from bot.core.report import ReviewReport
from bot.jobs.kinds import ReviewJob
from bot.review.admit import Admitted, admit, head_moved, start_review
from bot.review.analyse import AnalysisPlan, PullAnalysis, analyse_pull
from bot.review.checkrun import cancel_check_run
from bot.review.context import ReviewDeps, ReviewOutcome, ReviewStatus
from bot.review.pipeline import check_statuses
from bot.review.publish import publish
from bot.review.record import record_addressed, record_review
from bot.review.rerun import rerun_llm, schedule_llm_rerun
from bot.review.select import Selected, select_findings

SUPERSEDED = "A newer push arrived during this review; its own review replaces this one."


async def review_pull(deps: ReviewDeps, job: ReviewJob) -> ReviewOutcome:
    admitted = await admit(deps, job)
    if isinstance(admitted, ReviewOutcome):
        return admitted
    if job.llm_only:
        return await rerun_llm(deps, job, admitted)
    pull, config = admitted.pull, admitted.loaded.config
    started = await start_review(deps, admitted)
    plan = AnalysisPlan(
        deps.checks_for(config), deps.llm_for(config), admitted.reviewed_from(full=job.full)
    )
    analysed = await analyse_pull(pull, admitted.loaded, plan)
    selected = await select_findings(deps, pull, config, analysed)
    # Nothing is posted or recorded for a head that moved on: the new push's job reviews it.
    if await head_moved(pull):
        await cancel_check_run(pull, started.check_run, SUPERSEDED)
        return ReviewOutcome(ReviewStatus.SKIPPED, "the head moved during the review")
    addressed = await record_addressed(deps.engine, pull, analysed.since_last)
    report = review_report(admitted, analysed, selected, addressed, deps.llm_off_reason)
    posted = await publish(deps.engine, pull, started.check_run, report, selected.reviews)
    outcome = record_review(deps.engine, pull, started.review_row_id, posted)
    if analysed.model_unavailable:
        schedule_llm_rerun(deps.engine, job, analysed.reviewed_from)
    return outcome


def review_report(
    admitted: Admitted,
    analysed: PullAnalysis,
    selected: Selected,
    addressed: int,
    llm_off_reason: str,
) -> ReviewReport:
    """What the review shows, from the stages' hand-offs: the input of rendering."""
    analysis, loaded = analysed.analysis, admitted.loaded
    config = loaded.config
    return ReviewReport(
        head_sha=admitted.pull.head_sha,
        findings=selected.shown,
        checks=check_statuses(analysis, config, llm_off_reason),
        skipped_files=tuple((s.path, s.reason) for s in analysis.skipped),
        diff_notes=analysed.diff_notes,
        config_source=loaded.source,
        config_problems=loaded.problems,
        usage=analysis.usage,
        walkthrough=analysis.walkthrough,
        reviewed_from_sha=analysed.reviewed_from,
        paused=admitted.paused,
        fail_on_blocking=config.fail_on_blocking,
        addressed=addressed,
        already_posted=selected.already_posted,
        still_open=selected.still_open,
    )
