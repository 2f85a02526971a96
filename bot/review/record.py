"""Stage five: what was posted where is stored; findings a push addressed become feedback."""

from __future__ import annotations

import logging

from bot.core.diff.index import DiffIndex
from bot.core.diff.model import LineKind
from bot.core.outcomes import SignalKind
from bot.core.report import Visibility
from bot.feedback.relearn import enqueue_relearn
from bot.review.context import PullUnderReview, ReviewOutcome, ReviewStatus
from bot.review.publish import Posted
from bot.store import review_records as records
from bot.store.reviews import StoredFinding
from bot.store.sessions import Engine

log = logging.getLogger(__name__)


def record_review(
    engine: Engine, pull: PullUnderReview, review_row_id: int, posted: Posted
) -> ReviewOutcome:
    """Store the review and its findings with their comments; what this run amounted to."""
    report, info = posted.report, pull.info
    records.finish_review(
        engine, pull.ref, review_row_id, report, posted.review_id, posted.comment_ids
    )
    inline = report.where(Visibility.INLINE)
    log.info(
        "reviewed %s#%d at %s: %d inline, %d listed",
        pull.ref.repository_full_name,
        info.number,
        info.head_sha[:12],
        len(inline),
        posted.listed - len(inline),
    )
    if posted.review_id is None:
        reason = (
            "summary updated; nothing new to comment"
            if posted.summary_updated
            else "nothing new to say"
        )
        return ReviewOutcome(ReviewStatus.CHECK_ONLY, reason, 0)
    return ReviewOutcome(ReviewStatus.POSTED, inline=len(inline))


async def record_addressed(engine: Engine, pull: PullUnderReview, since: DiffIndex | None) -> int:
    """Posted findings whose lines changed (or whose file went) since the last review.

    Each becomes an `addressed` signal, or `suggestion-committed` when the push added
    exactly the suggested replacement; its review thread is resolved.
    """
    if since is None:
        return 0
    open_findings = records.stored_findings(engine, pull.ref, status="open")
    addressed = [
        f
        for f in open_findings
        if f.placement == Visibility.INLINE.value and _lines_touched(f, since)
    ]
    if not addressed:
        return 0
    records.record_addressed(
        engine,
        pull.ref,
        [
            records.AddressedFinding(
                f.id,
                SignalKind.SUGGESTION_COMMITTED
                if _suggestion_committed(f, since)
                else SignalKind.ADDRESSED,
            )
            for f in addressed
        ],
        pusher=pull.info.author,
        also=enqueue_relearn,
    )
    comment_ids = {f.comment_id for f in addressed if f.comment_id is not None}
    if comment_ids:
        client = pull.client
        for thread in await client.review_threads(pull.owner, pull.repo, pull.ref.number):
            if not thread.is_resolved and comment_ids & set(thread.comment_ids):
                await client.resolve_thread(thread.node_id)
    return len(addressed)


def _suggestion_committed(finding: StoredFinding, since: DiffIndex) -> bool:
    file = since.file(finding.path)
    if file is None or not finding.replacement:
        return False
    added = "\n".join(
        line.text for hunk in file.hunks for line in hunk.lines if line.kind is LineKind.ADDED
    )
    return finding.replacement.strip() in added


def _lines_touched(finding: StoredFinding, since: DiffIndex) -> bool:
    file = since.file(finding.path)
    if file is None:
        return False
    if finding.start_line is None or finding.end_line is None:
        return True
    deleted = file.deleted_lines()
    return any(line in deleted for line in range(finding.start_line, finding.end_line + 1))
