"""Stage four: the review posted (once per head SHA, the summary edited in place on later
pushes) and the check run completed."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from bot.core.render import (
    parse_finding_marker,
    parse_summary_marker,
    render_summary,
    review_comment_payload,
)
from bot.core.render.markers import parse_push_marker, push_marker
from bot.core.render.summary import SHOWN
from bot.core.render.text import code_span
from bot.core.report import ReviewReport, ShownFinding, Visibility
from bot.github import GitHubError, Installation, PostedComment, PullInfo, Review
from bot.review.checkrun import CheckRun, complete_check_run
from bot.review.context import PullUnderReview
from bot.store import review_records as records
from bot.store.reviews import PullRef
from bot.store.sessions import Engine

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Posted:
    report: ReviewReport
    """The report as posted: without inline findings when GitHub refused them."""
    review_id: int | None
    """The review posted by this run (None when it only edited the summary, or said nothing)."""
    summary_updated: bool = False
    listed: int = 0
    """Findings the review shows: inline, in the summary, or explored below the threshold."""
    comment_ids: dict[str, tuple[int, str]] = field(default_factory=dict)
    """Redline's review comments after posting: fingerprint → (comment id, URL)."""


@dataclass(frozen=True, slots=True)
class _Publication:
    """What one attempt at posting the review is handed."""

    pull: PullUnderReview
    report: ReviewReport
    listed: int
    reviews: Sequence[Review]
    summary_id: int | None
    """The summary review the database recorded (bot.store.review_records.summary_review_id)."""


async def publish(
    engine: Engine,
    pull: PullUnderReview,
    check_run: CheckRun,
    report: ReviewReport,
    reviews: Sequence[Review],
) -> Posted:
    """Post the review, complete the check run, and collect the comments' ids to store."""
    listed = [
        item
        for item in report.findings
        if item.visibility is not Visibility.BELOW_THRESHOLD or item.exploration
    ]
    summary_id = records.summary_review_id(engine, pull.ref)
    posted = await post_review(_Publication(pull, report, len(listed), reviews, summary_id))
    await complete_check_run(pull, check_run, posted.report)
    return replace(posted, comment_ids=await own_comments(pull))


async def own_comments(pull: PullUnderReview) -> dict[str, tuple[int, str]]:
    """Redline's review comments on the pull request: fingerprint → (comment id, URL)."""
    return {
        fp: (c.id, c.html_url)
        for c in await pull.client.list_review_comments(pull.owner, pull.repo, pull.info.number)
        if (fp := own_marker(c)) is not None
    }


def own_marker(comment: PostedComment) -> str | None:
    """The fingerprint of a comment Redline posted; a person quoting it in a reply does not
    make their comment ours."""
    if not comment.author_is_bot or comment.in_reply_to_id is not None:
        return None
    return parse_finding_marker(comment.body)


async def post_review(publication: _Publication) -> Posted:
    """One summary per pull request, edited in place; each later run's new findings in a
    short review of their own that points at it (docs/review.md: publishing).

    GitHub refusing the inline comments (422) posts the review again without them, listed
    in the summary instead.
    """
    try:
        return await _post_once(publication)
    except GitHubError as error:
        if error.status != 422 or not publication.report.where(Visibility.INLINE):
            raise
        log.warning("GitHub refused the inline comments; listing them in the summary: %s", error)
    return await _post_once(replace(publication, report=publication.report.with_inline_refused()))


async def _post_once(publication: _Publication) -> Posted:
    pull, report, listed = publication.pull, publication.report, publication.listed
    client, info = pull.client, pull.info
    inline = report.where(Visibility.INLINE)
    if (earlier := review_posted_for(publication.reviews, info.head_sha)) is not None:
        return Posted(report, earlier, listed=listed)
    summary = _summary_review(publication.reviews, publication.summary_id)
    body = render_summary(report)
    if summary is not None and await _update_summary(client, pull.ref, info.number, summary, body):
        if not (inline or listed):
            return Posted(report, None, summary_updated=True, listed=listed)
        push_body = _push_review_body(report, len(inline), listed, summary.html_url)
        review_id = await _post_review(client, pull.owner, pull.repo, info, push_body, inline)
        return Posted(report, review_id, summary_updated=True, listed=listed)
    review_id = await _post_review(client, pull.owner, pull.repo, info, body, inline)
    return Posted(report, review_id, listed=listed)


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
    client: Installation, ref: PullRef, number: int, summary: Review, body: str
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
