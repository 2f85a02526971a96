"""Publishing a review: the check run, the review (posted once per head SHA, the summary
edited in place on later pushes), and the findings stored with their GitHub comment ids."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import datetime

from sqlalchemy import Engine
from sqlalchemy import select as sa_select
from sqlalchemy.orm import Session

from bot.core.languages import language_of
from bot.core.render import (
    annotation_batches,
    annotation_key,
    check_run_output,
    parse_summary_marker,
    render_summary,
    review_comment_payload,
)
from bot.core.render.checks import CheckRunOutput
from bot.core.render.markers import parse_push_marker, push_marker
from bot.core.render.summary import SHOWN
from bot.core.render.text import code_span
from bot.core.report import ReviewReport, ShownFinding, Visibility
from bot.github import GitHubError, Installation, PullInfo, Review
from bot.store import reviews as store
from bot.store.db import write_engine
from bot.store.review_models import FindingRecord, ReviewRecord
from bot.store.types import utcnow

log = logging.getLogger(__name__)


def start_review(
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
                created_at=utcnow(),
            ),
        )


@dataclass(frozen=True, slots=True)
class Published:
    report: ReviewReport
    """The report as posted: without inline findings when GitHub refused them."""
    review_id: int | None
    """The review posted by this run (None when it only edited the summary, or said nothing)."""
    summary_updated: bool = False


async def publish(
    engine: Engine,
    client: Installation,
    ref: store.PullRef,
    info: PullInfo,
    report: ReviewReport,
    listed: int,
    reviews: Sequence[Review],
) -> Published:
    """One summary per pull request, edited in place; each later run's new findings in a
    short review of their own that points at it.

    The first review's body holds the walkthrough and the summary. A later push (or
    `/review`) rewrites that body for the new head instead of posting a second walkthrough;
    when the run found something new, its inline comments go in a new review whose body
    only counts them and links to the summary.

    When GitHub refuses the review with 422 (a comment on a line it says is not in the diff;
    its answer does not say which comment), the review is posted again without inline
    comments, and the findings they held are listed in the summary instead. `reviews` are
    the pull request's reviews as listed before publishing; a refused one adds none.
    """
    try:
        return await _publish(engine, client, ref, info, report, listed, reviews)
    except GitHubError as error:
        if error.status != 422 or not report.where(Visibility.INLINE):
            raise
        log.warning("GitHub refused the inline comments; listing them in the summary: %s", error)
    refused = report.with_inline_refused()
    return await _publish(engine, client, ref, info, refused, listed, reviews)


async def _publish(
    engine: Engine,
    client: Installation,
    ref: store.PullRef,
    info: PullInfo,
    report: ReviewReport,
    listed: int,
    reviews: Sequence[Review],
) -> Published:
    inline = report.where(Visibility.INLINE)
    owner, repo = ref.owner_repo
    if (earlier := review_posted_for(reviews, info.head_sha)) is not None:
        return Published(report, earlier)
    summary = _summary_review(reviews, _recorded_summary_id(engine, ref))
    body = render_summary(report)
    if summary is not None and await _update_summary(client, ref, info.number, summary, body):
        if not (inline or listed):
            return Published(report, None, summary_updated=True)
        push_body = _push_review_body(report, len(inline), listed, summary.html_url)
        review_id = await _post_review(client, owner, repo, info, push_body, inline)
        return Published(report, review_id, summary_updated=True)
    review_id = await _post_review(client, owner, repo, info, body, inline)
    return Published(report, review_id)


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


def _summary_review(reviews: Sequence[Review], recorded_id: int | None) -> Review | None:
    """Our summary review: the recorded one, else (the database lost it) the first review by
    a bot whose body carries our summary marker."""
    ours = [
        review
        for review in reviews
        if review.author_is_bot and parse_summary_marker(review.body) is not None
    ]
    recorded = [review for review in ours if review.id == recorded_id]
    candidates = recorded or ours
    return candidates[0] if candidates else None


def review_posted_for(reviews: Sequence[Review], head_sha: str) -> int | None:
    """The review an earlier attempt of this job already posted for `head_sha`, if any."""
    for review in reviews:
        markers = (parse_summary_marker(review.body), parse_push_marker(review.body))
        if review.author_is_bot and head_sha in markers:
            return review.id
    return None


async def _update_summary(
    client: Installation, ref: store.PullRef, number: int, summary: Review, body: str
) -> bool:
    """Edit the summary in place; False when GitHub refuses (gone, not ours): post anew.

    Outages and rate limits are raised instead, for the job to retry: posting a second
    summary then would leave two walkthroughs on the pull request.
    """
    owner, repo = ref.owner_repo
    try:
        await client.update_review(owner, repo, number, summary.id, body)
    except GitHubError as error:
        refused = error.status in (404, 422) or (
            error.status == 403 and "rate limited" not in str(error)
        )
        if not refused:
            raise
        log.warning("could not update summary review %s: %s", summary.id, error)
        return False
    return True


async def _post_review(
    client: Installation,
    owner: str,
    repo: str,
    info: PullInfo,
    body: str,
    inline: Sequence[ShownFinding],
) -> int:
    return await client.create_review(
        owner,
        repo,
        info.number,
        commit_id=info.head_sha,
        body=body,
        event="COMMENT",
        comments=[review_comment_payload(shown) for shown in inline],
    )


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


async def complete_check_run(
    client: Installation,
    owner: str,
    repo: str,
    check_run_id: int,
    report: ReviewReport,
    *,
    reused: bool,
) -> None:
    """`reused`: an earlier attempt made the run, and may have sent it some annotations."""
    output = check_run_output(report)
    sent = await client.list_check_run_annotations(owner, repo, check_run_id) if reused else []
    batches = annotation_batches(
        [s for s in report.at_head().findings if s.visibility is not Visibility.BELOW_THRESHOLD],
        already_sent={annotation_key(asdict(item)) for item in sent},
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
                "completed_at": utcnow().isoformat().replace("+00:00", "Z"),
            }
        await client.update_check_run(owner, repo, check_run_id, fields)


async def cancel_check_run(
    client: Installation, owner: str, repo: str, check_run_id: int, why: str
) -> None:
    await client.update_check_run(
        owner,
        repo,
        check_run_id,
        {
            "conclusion": "cancelled",
            "completed_at": utcnow().isoformat().replace("+00:00", "Z"),
            "output": {"title": "Superseded", "summary": why},
        },
    )


async def finish_check_run(
    client: Installation, owner: str, repo: str, check_run_id: int, output: CheckRunOutput
) -> None:
    """Complete a check run that no review will complete (a dead job, a paused push)."""
    await client.update_check_run(
        owner,
        repo,
        check_run_id,
        {
            "status": "completed",
            "conclusion": output.conclusion.value,
            "completed_at": utcnow().isoformat().replace("+00:00", "Z"),
            "output": {"title": output.title, "summary": output.summary, "text": output.text},
        },
    )


def store_review(
    engine: Engine,
    ref: store.PullRef,
    review_row_id: int,
    report: ReviewReport,
    github_review_id: int | None,
    comment_ids: dict[str, tuple[int, str]],
) -> None:
    now = utcnow()
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


def _stored_placement(visibility: Visibility) -> str:
    # The dashboard's partial indexes count the placements a reader is shown: a finding whose
    # inline comment GitHub refused was shown in the summary.
    if visibility is Visibility.REFUSED:
        return Visibility.SUMMARY.value
    return visibility.value


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
        placement=_stored_placement(shown.visibility),
        exploration=shown.exploration,
        status="open",
        created_at=now,
    )
