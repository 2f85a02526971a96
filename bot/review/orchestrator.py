"""The PR review orchestrator: the one place that calls several edges in sequence.

check run (in progress) → config from the base branch → diff (or the files API
when GitHub refuses it) → analysis → what is new since the last review →
select → one review + check run completed → findings stored.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from bot.checks.base import Check, PullContext
from bot.checks.llm.reviewer import LLMCheck
from bot.core.diff.index import DiffIndex
from bot.core.diff.model import Diff, LineKind
from bot.core.diff.parse import PullFile, PullFileStatus, diff_from_files, parse_diff
from bot.core.findings import Finding, Side, Source, fingerprint
from bot.core.languages import language_of
from bot.core.learning.model import LearnedModel
from bot.core.outcomes import Outcome, SignalKind
from bot.core.render import (
    parse_finding_marker,
)
from bot.core.render.checks import (
    CheckRunOutput,
    dead_review_output,
    not_reviewed_output,
    paused_output,
)
from bot.core.repo_config import CONFIG_PATH, LoadedConfig, RepoConfig, parse_repo_config
from bot.core.report import CheckState, CheckStatus, ReviewReport, ShownFinding, Visibility
from bot.core.selection import select, still_open
from bot.feedback.relearn import enqueue_relearn
from bot.github import (
    CheckRunInfo,
    DiffTooLarge,
    GitHubApp,
    GitHubError,
    Installation,
    PostedComment,
    PullInfo,
    Review,
)
from bot.jobs.kinds import ReviewJob, ReviewTrigger
from bot.review.headfiles import HeadFiles, repo_rules_at
from bot.review.pipeline import MAX_FILE_BYTES, Analysis, analyse
from bot.review.publish import (
    cancel_check_run,
    complete_check_run,
    finish_check_run,
    publish,
    review_posted_for,
    start_review,
    store_review,
)
from bot.store import feedback as feedback_store
from bot.store import reviews as store
from bot.store.db import write_engine
from bot.store.review_models import ReviewRecord
from bot.store.types import utcnow

log = logging.getLogger(__name__)

CHECK_RUN_NAME = "Redline"
GUIDANCE_FILES = ("AGENTS.md", "CONTRIBUTING.md", ".github/CONTRIBUTING.md")
GUIDANCE_MAX_CHARS = 4_000
SUPERSEDED = "A newer push arrived during this review; its own review replaces this one."


class ReviewStatus(StrEnum):
    POSTED = "posted"
    CHECK_ONLY = "check_only"
    SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class ReviewOutcome:
    status: ReviewStatus
    reason: str = ""
    inline: int = 0


@dataclass(frozen=True, slots=True)
class ReviewDeps:
    engine: Engine
    github: GitHubApp
    checks_for: Callable[[RepoConfig], Sequence[Check]]
    llm_for: Callable[[RepoConfig], LLMCheck | None]
    model_for: Callable[[Session, str, RepoConfig], LearnedModel]
    llm_off_reason: str = ""


def _learned_model(deps: ReviewDeps, repository: str, config: RepoConfig) -> LearnedModel:
    with Session(deps.engine) as session:
        return deps.model_for(session, repository, config)


@dataclass(frozen=True, slots=True)
class _Admitted:
    """A pull request that is to be reviewed now, and what its review starts from."""

    info: PullInfo
    loaded: LoadedConfig
    """From the base branch: a pull request cannot loosen its own review."""
    existing: ReviewRecord | None
    """This head's review row, when an earlier attempt started one."""
    last_reviewed: str | None
    paused: bool


async def _admit(
    deps: ReviewDeps, job: ReviewJob, client: Installation, ref: store.PullRef
) -> _Admitted | ReviewOutcome:
    """The pull request as GitHub has it now, or why it is not reviewed."""
    pull = job.pull
    info = await client.get_pull(pull.owner, pull.repo, pull.number)
    if info.state != "open":
        return await _not_reviewed(client, job, "the pull request is closed")
    if info.head_sha != job.head_sha:
        return await _not_reviewed(client, job, "a newer push is queued for review")
    with Session(deps.engine) as session:
        state = store.pull_state(session, ref)
        existing = store.posted_review(session, ref, info.head_sha)
        paused = bool(state and state.paused)
        last_reviewed = state.last_reviewed_sha if state else None
    if job.llm_only and (existing is None or existing.status == "started"):
        return ReviewOutcome(ReviewStatus.SKIPPED, "no finished review of this head to complete")
    if existing is not None and existing.status != "started" and not job.llm_only:
        return ReviewOutcome(ReviewStatus.SKIPPED, "this head SHA is already reviewed")
    on_request = job.trigger in (ReviewTrigger.COMMAND, ReviewTrigger.RERUN)
    if paused and not on_request:
        await _paused_check(client, pull.owner, pull.repo, info)
        return ReviewOutcome(ReviewStatus.SKIPPED, "automatic reviews are paused on this PR")
    loaded = parse_repo_config(
        await client.get_file(pull.owner, pull.repo, CONFIG_PATH, info.base_ref),
        f"{CONFIG_PATH} on {info.base_ref}",
    )
    if info.draft and not loaded.config.review_drafts and not on_request:
        return await _not_reviewed(client, job, "draft pull requests are not reviewed")
    return _Admitted(info, loaded, existing, last_reviewed, paused)


async def review_pull(deps: ReviewDeps, job: ReviewJob) -> ReviewOutcome:
    pull = job.pull
    owner, repo = pull.owner, pull.repo
    ref = store.PullRef(pull.installation_id, pull.full_name, pull.number)
    client = deps.github.installation(pull.installation_id)
    admitted = await _admit(deps, job, client, ref)
    if isinstance(admitted, ReviewOutcome):
        return admitted
    if job.llm_only:
        from bot.review.rerun import rerun_llm

        return await rerun_llm(deps, job, client, admitted.info, admitted.loaded)
    info, loaded, existing = admitted.info, admitted.loaded, admitted.existing
    config = loaded.config

    if existing is not None and existing.check_run_id:
        check_run = CheckRun(existing.check_run_id, reused=True)
    else:
        check_run = await _check_run_for(client, owner, repo, info)
    review_row_id = start_review(deps.engine, ref, info.head_sha, check_run.id, existing)

    diff, diff_notes = await _pull_diff(client, owner, repo, pull.number)
    reviewed_from = None
    if not job.full and admitted.last_reviewed and admitted.last_reviewed != info.head_sha:
        reviewed_from = admitted.last_reviewed
    since_last = await _diff_since(client, owner, repo, reviewed_from, info.head_sha)

    files = HeadFiles(client, owner, repo, info.head_sha, max_bytes=MAX_FILE_BYTES)
    tree = await client.tree_paths(owner, repo, info.head_sha)
    analysis = await analyse(
        diff,
        config,
        files.read,
        deps.checks_for(config),
        llm=deps.llm_for(config),
        pull=PullContext(
            title=info.title,
            body=info.body,
            guidance=await _guidance(client, owner, repo, info.base_ref, loaded),
        ),
        tree_paths=tree,
        repo_rules=await repo_rules_at(client, owner, repo, info.base_sha, config.rules_dir),
    )
    fresh = _only_changed_since(analysis.findings, since_last)
    new, reviews, posted = await _not_posted_before(deps.engine, client, ref, info.head_sha, fresh)
    model = await asyncio.to_thread(_learned_model, deps, pull.full_name, config)

    def shown_of(findings: Sequence[Finding], max_inline: int) -> list[ShownFinding]:
        return select(
            findings,
            analysis.index,
            model=model,
            repository=pull.full_name,
            installation_id=pull.installation_id,
            mode=config.filter,
            max_inline=max_inline,
            fixed_thresholds=config.thresholds,
            language_of=language_of,
            test_paths=config.test_paths,
        )

    shown = shown_of(new, config.max_inline_comments)
    earlier = await asyncio.to_thread(_open_earlier, deps.engine, ref, analysis, new, posted)
    carried = shown_of(earlier, len(earlier))
    # Nothing is posted or recorded for a head that moved on: the new push's job reviews it.
    if (await client.get_pull(owner, repo, pull.number)).head_sha != info.head_sha:
        await cancel_check_run(client, owner, repo, check_run.id, SUPERSEDED)
        return ReviewOutcome(ReviewStatus.SKIPPED, "the head moved during the review")
    addressed = await _record_addressed(deps.engine, client, ref, since_last, info.author)
    report = ReviewReport(
        head_sha=info.head_sha,
        findings=tuple(shown),
        checks=_check_statuses(analysis, config, deps.llm_off_reason),
        skipped_files=tuple((s.path, s.reason) for s in analysis.skipped),
        diff_notes=tuple(diff_notes),
        config_source=loaded.source,
        config_problems=loaded.problems,
        usage=analysis.usage,
        walkthrough=analysis.walkthrough,
        reviewed_from_sha=reviewed_from,
        paused=admitted.paused,
        fail_on_blocking=config.fail_on_blocking,
        addressed=addressed,
        already_posted=len(fresh) - len(new),
        still_open=tuple(carried),
    )
    outcome = await _publish_and_record(
        deps, client, ref, info, report, reviews, check_run, review_row_id
    )
    if _model_unavailable(analysis):
        from bot.review.rerun import schedule_llm_rerun

        schedule_llm_rerun(deps.engine, job, reviewed_from)
    return outcome


def _model_unavailable(analysis: Analysis) -> bool:
    """The model was asked and gave no answer at all: its review is owed (bot.review.rerun)."""
    return any(r.source is Source.LLM and not r.ran for r in analysis.results)


async def _publish_and_record(
    deps: ReviewDeps,
    client: Installation,
    ref: store.PullRef,
    info: PullInfo,
    report: ReviewReport,
    reviews: Sequence[Review],
    check_run: CheckRun,
    review_row_id: int,
) -> ReviewOutcome:
    """Post the review, complete the check run, and store what was posted where."""
    owner, repo = ref.owner_repo
    listed = [
        item
        for item in report.findings
        if item.visibility is not Visibility.BELOW_THRESHOLD or item.exploration
    ]
    published = await publish(deps.engine, client, ref, info, report, len(listed), reviews)
    report, github_review_id = published.report, published.review_id
    inline = report.where(Visibility.INLINE)
    await complete_check_run(client, owner, repo, check_run.id, report, reused=check_run.reused)
    comment_ids = {
        fp: (c.id, c.html_url)
        for c in await client.list_review_comments(owner, repo, info.number)
        if (fp := _own_marker(c)) is not None
    }
    store_review(deps.engine, ref, review_row_id, report, github_review_id, comment_ids)
    log.info(
        "reviewed %s#%d at %s: %d inline, %d listed",
        ref.repository_full_name,
        info.number,
        info.head_sha[:12],
        len(inline),
        len(listed) - len(inline),
    )
    if github_review_id is None:
        reason = (
            "summary updated; nothing new to comment"
            if published.summary_updated
            else "nothing new to say"
        )
        return ReviewOutcome(ReviewStatus.CHECK_ONLY, reason, 0)
    return ReviewOutcome(ReviewStatus.POSTED, inline=len(inline))


@dataclass(frozen=True, slots=True)
class CheckRun:
    id: int
    reused: bool
    """An earlier attempt of this job made it (and may have sent it annotations)."""


async def _check_run_for(client: Installation, owner: str, repo: str, info: PullInfo) -> CheckRun:
    """The check run an earlier attempt created for this head and never finished, or a new one."""
    for run in await client.list_check_runs(owner, repo, info.head_sha, CHECK_RUN_NAME):
        if run.status in ("queued", "in_progress") and run.external_id == str(info.number):
            return CheckRun(run.id, reused=True)
    created = await client.create_check_run(
        owner, repo, name=CHECK_RUN_NAME, head_sha=info.head_sha, external_id=str(info.number)
    )
    return CheckRun(created, reused=False)


def _open_earlier(
    engine: Engine,
    ref: store.PullRef,
    analysis: Analysis,
    new: Sequence[Finding],
    posted: set[str],
) -> list[Finding]:
    """Findings open at this head that this run does not post: the check run counts them."""
    with Session(engine) as session:
        stored = store.findings_of_pull(session, ref)
    return still_open(
        analysis.findings,
        posted_now={fingerprint(f) for f in new},
        posted_before=posted,
        dismissed={f.fingerprint for f in stored if f.outcome == Outcome.DISMISSED.value},
        earlier_model=[(f.fingerprint, f.as_finding()) for f in stored if f.source == "llm"],
        head_files=analysis.head_files,
    )


def _open_runs(runs: Sequence[CheckRunInfo], number: int) -> list[int]:
    return [
        run.id
        for run in runs
        if run.status in ("queued", "in_progress") and run.external_id == str(number)
    ]


async def _paused_check(client: Installation, owner: str, repo: str, info: PullInfo) -> None:
    """A head not reviewed because reviews are paused gets a completed "paused" check
    (and a check run an earlier attempt left open is completed so)."""
    runs = await client.list_check_runs(owner, repo, info.head_sha, CHECK_RUN_NAME)
    open_runs = _open_runs(runs, info.number)
    if runs and not open_runs:
        return
    check_run_id = (
        open_runs[0]
        if open_runs
        else await client.create_check_run(
            owner, repo, name=CHECK_RUN_NAME, head_sha=info.head_sha, external_id=str(info.number)
        )
    )
    await finish_check_run(client, owner, repo, check_run_id, paused_output())


async def _finish_open_runs(client: Installation, job: ReviewJob, output: CheckRunOutput) -> int:
    """Complete the check runs on the job's head that no review of it will complete."""
    pull = job.pull
    runs = await client.list_check_runs(pull.owner, pull.repo, job.head_sha, CHECK_RUN_NAME)
    open_runs = _open_runs(runs, pull.number)
    for check_run_id in open_runs:
        await finish_check_run(client, pull.owner, pull.repo, check_run_id, output)
    return len(open_runs)


async def _not_reviewed(client: Installation, job: ReviewJob, reason: str) -> ReviewOutcome:
    """Skipped: a check run an earlier attempt opened on this head is not left open."""
    await _finish_open_runs(client, job, not_reviewed_output(reason))
    return ReviewOutcome(ReviewStatus.SKIPPED, reason)


async def finish_dead_review(github: GitHubApp, job: ReviewJob, reason: str, attempts: int) -> int:
    """Complete (neutral, with the reason) the check runs a dead review job left open."""
    client = github.installation(job.pull.installation_id)
    return await _finish_open_runs(client, job, dead_review_output(reason, attempts))


async def _not_posted_before(
    engine: Engine,
    client: Installation,
    ref: store.PullRef,
    head_sha: str,
    fresh: Sequence[Finding],
) -> tuple[list[Finding], list[Review], set[str]]:
    """The findings no earlier review of this pull request posted (recorded, or found by
    their markers), the pull request's reviews as listed, and the fingerprints posted."""
    owner, repo = ref.owner_repo
    with Session(engine) as session:
        posted = store.known_fingerprints(session, ref)
    reviews = await client.list_reviews(owner, repo, ref.number)
    posted |= _own_markers(
        await client.list_review_comments(owner, repo, ref.number),
        # A retry keeps what its earlier attempt posted for this head: still this review's.
        except_review=review_posted_for(reviews, head_sha),
    )
    return [f for f in fresh if fingerprint(f) not in posted], reviews, posted


def _own_markers(comments: Sequence[PostedComment], except_review: int | None) -> set[str]:
    """Fingerprints of the findings Redline's comments carry, but those of `except_review`."""
    return {
        fp
        for c in comments
        if (fp := _own_marker(c)) is not None
        and (except_review is None or c.review_id != except_review)
    }


def _own_marker(comment: PostedComment) -> str | None:
    """The fingerprint of a comment Redline posted; a person quoting it in a reply does not
    make their comment ours."""
    if not comment.author_is_bot or comment.in_reply_to_id is not None:
        return None
    return parse_finding_marker(comment.body)


async def _pull_diff(
    client: Installation, owner: str, repo: str, number: int
) -> tuple[Diff, list[str]]:
    try:
        text = await client.get_pull_diff(owner, repo, number)
        return await asyncio.to_thread(parse_diff, text), []
    except DiffTooLarge:
        pass
    listed = await client.list_pull_files(owner, repo, number)
    files = [
        PullFile(
            filename=f.filename,
            status=PullFileStatus(f.status),
            previous_filename=f.previous_filename,
            additions=f.additions,
            deletions=f.deletions,
            changes=f.changes,
            patch=f.patch,
        )
        for f in listed
    ]
    without_patch = [f.filename for f in listed if f.patch is None and f.status != "removed"]
    notes = [
        f"GitHub refused the full diff as too large; reviewed {len(listed):,} files "
        "through the files API instead."
    ]
    if without_patch:
        notes.append(
            f"{len(without_patch):,} file(s) had no patch (binary or too large) and were "
            f"not reviewed line by line: {', '.join(without_patch[:10])}"
            + (" …" if len(without_patch) > 10 else "")
        )
    if len(listed) >= 3000:
        notes.append(
            "GitHub lists at most 3,000 files of a pull request; later files were not seen."
        )
    return diff_from_files(files), notes


# GitHub cannot compare: the last reviewed head is gone (a force-push, then garbage
# collection), or the comparison is too large to render.
_NO_COMPARISON = frozenset({404, 406, 422})


async def _diff_since(
    client: Installation, owner: str, repo: str, base: str | None, head: str
) -> DiffIndex | None:
    """What changed since the last reviewed head; None reviews the whole pull request."""
    if base is None:
        return None
    try:
        text = await client.compare_diff(owner, repo, base, head)
        return await asyncio.to_thread(lambda: DiffIndex(parse_diff(text)))
    except GitHubError as error:
        if error.status not in _NO_COMPARISON:
            raise
        log.info("no comparison with %s (%s): reviewing the whole pull request", base[:12], error)
        return None


def _only_changed_since(findings: Sequence[Finding], since: DiffIndex | None) -> list[Finding]:
    """On an incremental review, keep findings on lines changed since the last review."""
    if since is None:
        return list(findings)
    kept = []
    for finding in findings:
        location = finding.location
        if location.start_line is None or location.end_line is None:
            if since.has_file(location.path):
                kept.append(finding)
            continue
        if any(
            since.is_changed(location.path, line, Side.RIGHT)
            for line in range(location.start_line, location.end_line + 1)
        ):
            kept.append(finding)
    return kept


async def _guidance(
    client: Installation, owner: str, repo: str, base_ref: str, loaded: LoadedConfig
) -> str:
    parts = [loaded.config.instructions] if loaded.config.instructions else []
    for path in GUIDANCE_FILES:
        data = await client.get_file(owner, repo, path, base_ref)
        if data:
            parts.append(f"From {path}:\n" + data.decode("utf-8", "replace")[:GUIDANCE_MAX_CHARS])
            break
    return "\n\n".join(parts)


async def _record_addressed(
    engine: Engine,
    client: Installation,
    ref: store.PullRef,
    since: DiffIndex | None,
    pusher: str,
) -> int:
    """Posted findings whose lines changed (or whose file went) since the last review.

    Each becomes an `addressed` signal, or `suggestion-committed` when the push added
    exactly the suggested replacement; its review thread is resolved.
    """
    if since is None:
        return 0
    with Session(engine) as session:
        open_findings = store.findings_of_pull(session, ref, status="open")
    addressed = [
        f
        for f in open_findings
        if f.placement == Visibility.INLINE.value and _lines_touched(f, since)
    ]
    if not addressed:
        return 0
    now = utcnow()
    with Session(write_engine(engine)) as session, session.begin():
        store.mark_addressed(session, [f.id for f in addressed], now=now)
        feedback_store.record_signals(
            session,
            [
                feedback_store.NewSignal(
                    finding_id=f.id,
                    repository_full_name=ref.repository_full_name,
                    actor=pusher,
                    actor_is_bot=False,
                    kind=SignalKind.SUGGESTION_COMMITTED
                    if _suggestion_committed(f, since)
                    else SignalKind.ADDRESSED,
                    at=now,
                )
                for f in addressed
            ],
        )
        enqueue_relearn(session)
    comment_ids = {f.comment_id for f in addressed if f.comment_id is not None}
    owner, repo = ref.owner_repo
    if comment_ids:
        for thread in await client.review_threads(owner, repo, ref.number):
            if not thread.is_resolved and comment_ids & set(thread.comment_ids):
                await client.resolve_thread(thread.node_id)
    return len(addressed)


def _suggestion_committed(finding: store.StoredFinding, since: DiffIndex) -> bool:
    file = since.file(finding.path)
    if file is None or not finding.replacement:
        return False
    added = "\n".join(
        line.text for hunk in file.hunks for line in hunk.lines if line.kind is LineKind.ADDED
    )
    return finding.replacement.strip() in added


def _lines_touched(finding: store.StoredFinding, since: DiffIndex) -> bool:
    file = since.file(finding.path)
    if file is None:
        return False
    if finding.start_line is None or finding.end_line is None:
        return True
    deleted = file.deleted_lines()
    return any(line in deleted for line in range(finding.start_line, finding.end_line + 1))


def _check_statuses(
    analysis: Analysis, config: RepoConfig, llm_off_reason: str
) -> tuple[CheckStatus, ...]:
    statuses = [
        CheckStatus(
            source=result.source,
            state=CheckState.RAN
            if result.ran and not result.notes
            else (CheckState.DEGRADED if result.ran else CheckState.SKIPPED),
            notes=result.notes,
            findings=len(result.findings),
            dropped=result.dropped,
        )
        for result in analysis.results
    ]
    ran = {result.source for result in analysis.results}
    if Source.LLM not in ran:
        reason = "disabled in .github/redline.yml" if not config.checks.llm else llm_off_reason
        statuses.append(CheckStatus(Source.LLM, CheckState.SKIPPED, (reason,)))
    return tuple(statuses)
