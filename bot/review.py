"""The PR review orchestrator: the one place that calls several edges in sequence.

check run (in progress) → config from the base branch → diff (or the files API
when GitHub refuses it) → analysis → what is new since the last review →
select → one review + check run completed → findings stored.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import Engine
from sqlalchemy import select as sa_select
from sqlalchemy.orm import Session

from bot.checks.base import Check, PullContext
from bot.checks.llm import LLMCheck
from bot.core.diff_index import DiffIndex
from bot.core.diff_model import Diff, LineKind
from bot.core.diff_parse import PullFile, PullFileStatus, diff_from_files, parse_diff
from bot.core.findings import Finding, Side, Source, fingerprint
from bot.core.languages import language_of
from bot.core.learning_model import LearnedModel
from bot.core.outcomes import SignalKind
from bot.core.render import (
    annotation_batches,
    check_run_output,
    parse_marker,
    parse_summary_marker,
    render_summary,
    review_comment_payload,
)
from bot.core.render_summary import SHOWN
from bot.core.render_text import code_span
from bot.core.report import CheckState, CheckStatus, ReviewReport, ShownFinding, Visibility
from bot.core.selection import select
from bot.github import DiffTooLarge, GitHubApp, GitHubError, Installation, PullInfo
from bot.headfiles import HeadFiles
from bot.jobs import ReviewJob, ReviewTrigger
from bot.pipeline import MAX_FILE_BYTES, Analysis, analyse
from bot.repo_config import CONFIG_PATH, LoadedConfig, RepoConfig, parse_repo_config
from bot.store import feedback as feedback_store
from bot.store import reviews as store
from bot.store.db import write_engine
from bot.store.review_models import FindingRecord, ReviewRecord
from bot.tasks.learning import enqueue_relearn

log = logging.getLogger(__name__)

CHECK_RUN_NAME = "Redline"
GUIDANCE_FILES = ("AGENTS.md", "CONTRIBUTING.md", ".github/CONTRIBUTING.md")
GUIDANCE_MAX_CHARS = 4_000


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


def _now() -> datetime:
    return datetime.now(UTC)


async def review_pull(deps: ReviewDeps, job: ReviewJob) -> ReviewOutcome:
    pull = job.pull
    owner, repo = pull.owner, pull.repo
    ref = store.PullRef(pull.installation_id, pull.full_name, pull.number)
    client = deps.github.installation(pull.installation_id)

    info = await client.get_pull(owner, repo, pull.number)
    if info.state != "open":
        return ReviewOutcome(ReviewStatus.SKIPPED, "the pull request is closed")
    if info.head_sha != job.head_sha:
        return ReviewOutcome(ReviewStatus.SKIPPED, "a newer push is queued for review")
    with Session(deps.engine) as session:
        state = store.pull_state(session, ref)
        existing = store.posted_review(session, ref, info.head_sha)
        paused = bool(state and state.paused)
        last_reviewed = state.last_reviewed_sha if state else None
    if existing is not None and existing.status != "started":
        return ReviewOutcome(ReviewStatus.SKIPPED, "this head SHA is already reviewed")
    on_request = job.trigger in (ReviewTrigger.COMMAND, ReviewTrigger.RERUN)
    if paused and not on_request:
        return ReviewOutcome(ReviewStatus.SKIPPED, "automatic reviews are paused on this PR")

    loaded = parse_repo_config(
        await client.get_file(owner, repo, CONFIG_PATH, info.base_ref),
        f"{CONFIG_PATH} on {info.base_ref}",
    )
    config = loaded.config
    if info.draft and not config.review_drafts and not on_request:
        return ReviewOutcome(ReviewStatus.SKIPPED, "draft pull requests are not reviewed")

    check_run_id = existing.check_run_id if existing and existing.check_run_id else None
    if check_run_id is None:
        check_run_id = await client.create_check_run(
            owner, repo, name=CHECK_RUN_NAME, head_sha=info.head_sha, external_id=str(pull.number)
        )
    review_row_id = _start_review(deps.engine, ref, info.head_sha, check_run_id, existing)

    diff, diff_notes = await _pull_diff(client, owner, repo, pull.number)
    reviewed_from = None
    if not job.full and last_reviewed and last_reviewed != info.head_sha:
        reviewed_from = last_reviewed
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
    )
    fresh = _only_changed_since(analysis.findings, since_last)
    with Session(deps.engine) as session:
        posted = store.known_fingerprints(session, ref)
        model = deps.model_for(session, pull.full_name, config)
    comments_on_pr = await client.list_review_comments(owner, repo, pull.number)
    posted |= {fp for c in comments_on_pr if (fp := parse_marker(c.body)) is not None}
    new = [f for f in fresh if fingerprint(f) not in posted]
    shown = select(
        new,
        analysis.index,
        model=model,
        repository=pull.full_name,
        installation_id=pull.installation_id,
        mode=config.filter,
        max_inline=config.max_inline_comments,
        fixed_thresholds=config.thresholds,
        language_of=language_of,
    )
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
        paused=paused,
        fail_on_blocking=config.fail_on_blocking,
        addressed=addressed,
        already_posted=len(fresh) - len(new),
    )

    inline = report.where(Visibility.INLINE)
    listed = [s for s in shown if s.visibility is not Visibility.BELOW_THRESHOLD or s.exploration]
    published = await _publish(deps.engine, client, ref, info, report, inline, len(listed))
    github_review_id = published.review_id
    await _complete_check_run(client, owner, repo, check_run_id, report)
    comment_ids = {
        fp: (c.id, c.html_url)
        for c in await client.list_review_comments(owner, repo, pull.number)
        if (fp := parse_marker(c.body)) is not None
    }
    _store_review(deps.engine, ref, review_row_id, report, github_review_id, comment_ids)
    log.info(
        "reviewed %s#%d at %s: %d inline, %d listed",
        pull.full_name,
        pull.number,
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


async def _pull_diff(
    client: Installation, owner: str, repo: str, number: int
) -> tuple[Diff, list[str]]:
    try:
        return parse_diff(await client.get_pull_diff(owner, repo, number)), []
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


async def _diff_since(
    client: Installation, owner: str, repo: str, base: str | None, head: str
) -> DiffIndex | None:
    if base is None:
        return None
    return DiffIndex(parse_diff(await client.compare_diff(owner, repo, base, head)))


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
    now = _now()
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
    owner, _, repo = ref.repository_full_name.partition("/")
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
            state=CheckState.RAN if result.ran and not result.notes else (
                CheckState.DEGRADED if result.ran else CheckState.SKIPPED
            ),
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


def _start_review(
    engine: Engine,
    ref: store.PullRef,
    head_sha: str,
    check_run_id: int,
    existing: ReviewRecord | None,
) -> int:
    if existing is not None:
        return existing.id
    with Session(write_engine(engine)) as session, session.begin():
        return store.record_review(
            session,
            ReviewRecord(
                installation_id=ref.installation_id,
                repository_full_name=ref.repository_full_name,
                pull_number=ref.number,
                head_sha=head_sha,
                check_run_id=check_run_id,
                status="started",
                inline_count=0,
                summary_count=0,
                input_tokens=0,
                output_tokens=0,
                cost_usd=0.0,
                created_at=_now(),
            ),
        )


@dataclass(frozen=True, slots=True)
class Published:
    review_id: int | None
    """The review posted by this run (None when it only edited the summary, or said nothing)."""
    summary_updated: bool = False


async def _publish(
    engine: Engine,
    client: Installation,
    ref: store.PullRef,
    info: PullInfo,
    report: ReviewReport,
    inline: Sequence[ShownFinding],
    listed: int,
) -> Published:
    """One summary per pull request, edited in place; each later run's new findings in a
    short review of their own that points at it.

    The first review's body holds the walkthrough and the summary. A later push (or
    `/review`) rewrites that body for the new head instead of posting a second walkthrough;
    when the run found something new, its inline comments go in a new review whose body
    only counts them and links to the summary.
    """
    owner, repo = _owner_repo(ref)
    reviews = await client.list_reviews(owner, repo, info.number)
    summary = _summary_review(reviews, _recorded_summary_id(engine, ref))
    body = render_summary(report)
    if summary is not None and await _update_summary(client, ref, info.number, summary, body):
        if not (inline or listed):
            return Published(None, summary_updated=True)
        push_body = _push_review_body(report, len(inline), listed, str(summary.get("html_url", "")))
        review_id = await _post_review_once(
            client, owner, repo, info, reviews, push_body, inline, parse_push_marker
        )
        return Published(review_id, summary_updated=True)
    review_id = await _post_review_once(
        client, owner, repo, info, reviews, body, inline, parse_summary_marker
    )
    return Published(review_id)


def _owner_repo(ref: store.PullRef) -> tuple[str, str]:
    owner, _, repo = ref.repository_full_name.partition("/")
    return owner, repo


def _recorded_summary_id(engine: Engine, ref: store.PullRef) -> int | None:
    """The first review Redline posted on this pull request: the one holding the summary."""
    with Session(engine) as session:
        return session.scalars(
            sa_select(ReviewRecord.github_review_id)
            .where(
                ReviewRecord.repository_full_name == ref.repository_full_name,
                ReviewRecord.pull_number == ref.number,
                ReviewRecord.github_review_id.is_not(None),
            )
            .order_by(ReviewRecord.id)
            .limit(1)
        ).first()


def _summary_review(
    reviews: Sequence[dict[str, Any]], recorded_id: int | None
) -> dict[str, Any] | None:
    """Our summary review: the recorded one, else (the database lost it) the first review by
    a bot whose body carries our summary marker."""
    ours = [
        review
        for review in reviews
        if (review.get("user") or {}).get("type") == "Bot"
        and parse_summary_marker(review.get("body") or "") is not None
    ]
    recorded = [review for review in ours if review.get("id") == recorded_id]
    candidates = recorded or ours
    return candidates[0] if candidates else None


async def _update_summary(
    client: Installation, ref: store.PullRef, number: int, summary: dict[str, Any], body: str
) -> bool:
    """Edit the summary in place; False when GitHub refuses (gone, not ours): post anew.

    Outages and rate limits are raised instead, for the job to retry: posting a second
    summary then would leave two walkthroughs on the pull request.
    """
    owner, repo = _owner_repo(ref)
    try:
        await client.update_review(owner, repo, number, int(summary["id"]), body)
    except GitHubError as error:
        refused = error.status in (404, 422) or (
            error.status == 403 and "rate limited" not in str(error)
        )
        if not refused:
            raise
        log.warning("could not update summary review %s: %s", summary["id"], error)
        return False
    return True


async def _post_review_once(
    client: Installation,
    owner: str,
    repo: str,
    info: PullInfo,
    reviews: Sequence[dict[str, Any]],
    body: str,
    inline: Sequence[ShownFinding],
    marker_of: Callable[[str], str | None],
) -> int:
    """Post the review, unless a retry finds the one an earlier attempt already posted."""
    for review in reviews:
        if marker_of(review.get("body") or "") == info.head_sha:
            return int(review["id"])
    return await client.create_review(
        owner,
        repo,
        info.number,
        commit_id=info.head_sha,
        body=body,
        event="COMMENT",
        comments=[review_comment_payload(shown) for shown in inline],
    )


_PUSH_MARKER = re.compile(r"<!-- redline:push head=([0-9A-Za-z]{4,64}) -->")


def push_marker(head_sha: str) -> str:
    return f"<!-- redline:push head={head_sha} -->"


def parse_push_marker(body: str) -> str | None:
    """The head SHA a short per-push review of ours was written for."""
    found = _PUSH_MARKER.findall(body)
    return found[-1] if found else None


def _push_review_body(report: ReviewReport, inline: int, listed: int, summary_url: str) -> str:
    """A later run's own review: what this push brought, never a second walkthrough."""
    scope = (
        f"the changes since {code_span(report.reviewed_from_sha[:12])}"
        if report.reviewed_from_sha
        else "the whole pull request again"
    )
    counts = [_count(inline, "inline comment")]
    if listed > inline:
        counts.append(f"{listed - inline} listed in the summary")
    blocking = sum(1 for shown in report.where(*SHOWN) if shown.is_blocking)
    lines = [
        f"**Redline** reviewed {scope} at {code_span(report.head_sha[:12])}: "
        f"{_count(listed, 'new finding')} ({', '.join(counts)})"
        + (f", {blocking} blocking." if blocking else ".")
    ]
    if report.addressed:
        lines.append(f"{_count(report.addressed, 'earlier finding')} addressed by this push.")
    if report.already_posted:
        lines.append(
            f"{_count(report.already_posted, 'finding')} already commented on, not repeated."
        )
    link = f"[summary and walkthrough]({summary_url})" if summary_url else "summary and walkthrough"
    lines.append(f"The {link} in Redline's first review were updated for this push.")
    return "\n\n".join([*lines, push_marker(report.head_sha)])


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


async def _complete_check_run(
    client: Installation, owner: str, repo: str, check_run_id: int, report: ReviewReport
) -> None:
    output = check_run_output(report)
    batches = annotation_batches(
        [s for s in report.findings if s.visibility is not Visibility.BELOW_THRESHOLD]
    ) or [[]]
    for position, batch in enumerate(batches):
        fields: dict[str, object] = {
            "output": {
                "title": output.title,
                "summary": output.summary,
                "text": output.text,
                "annotations": batch,
            }
        }
        if position == len(batches) - 1:
            fields |= {
                "status": "completed",
                "conclusion": output.conclusion,
                "completed_at": _now().isoformat().replace("+00:00", "Z"),
            }
        await client.update_check_run(owner, repo, check_run_id, fields)


def _store_review(
    engine: Engine,
    ref: store.PullRef,
    review_row_id: int,
    report: ReviewReport,
    github_review_id: int | None,
    comment_ids: dict[str, tuple[int, str]],
) -> None:
    now = _now()
    usage = report.usage
    with Session(write_engine(engine)) as session, session.begin():
        row = session.get(ReviewRecord, review_row_id)
        assert row is not None
        row.status = "posted" if github_review_id is not None else "check_only"
        row.github_review_id = github_review_id
        row.reviewed_from_sha = report.reviewed_from_sha
        row.inline_count = len(report.where(Visibility.INLINE))
        row.summary_count = len(report.findings) - row.inline_count
        row.posted_at = now
        if usage is not None:
            row.model = usage.model
            row.input_tokens = usage.input_tokens
            row.output_tokens = usage.output_tokens
            row.cost_usd = usage.cost_usd
        known = store.known_fingerprints(session, ref)
        store.save_findings(
            session,
            (
                _finding_row(ref, review_row_id, report.head_sha, shown, now)
                for shown in report.findings
                if shown.fingerprint not in known
            ),
        )
        store.attach_comments(session, ref, comment_ids)
        store.save_pull_state(session, ref, now=now, last_reviewed_sha=report.head_sha)


def _finding_row(
    ref: store.PullRef, review_id: int, head_sha: str, shown: ShownFinding, now: datetime
) -> FindingRecord:
    finding = shown.finding
    return FindingRecord(
        installation_id=ref.installation_id,
        repository_full_name=ref.repository_full_name,
        pull_number=ref.number,
        review_id=review_id,
        fingerprint=shown.fingerprint,
        head_sha=head_sha,
        source=finding.source.value,
        sources=",".join([finding.source.value, *(s.value for s in finding.also_reported_by)]),
        rule_id=finding.rule_id[:128],
        category=finding.category.value,
        severity=finding.severity.value,
        language=language_of(finding.location.path),
        raw_confidence=finding.raw_confidence,
        confidence=shown.confidence,
        threshold=shown.threshold,
        path=finding.location.path[:1024],
        start_line=finding.location.start_line,
        end_line=finding.location.end_line,
        side=finding.location.side.value,
        title=finding.title[:300],
        explanation=finding.explanation[:20_000],
        replacement=finding.replacement,
        placement=shown.visibility.value,
        exploration=shown.exploration,
        status="open",
        created_at=now,
    )
