"""Stage three: which findings this review shows, and which earlier ones are still open."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.diff.index import DiffIndex
from bot.core.findings import Finding, fingerprint
from bot.core.languages import language_of
from bot.core.learning.model import LearnedModel
from bot.core.outcomes import Outcome
from bot.core.render import parse_finding_marker
from bot.core.repo_config import RepoConfig
from bot.core.report import ShownFinding
from bot.core.selection import select, still_open
from bot.github import PostedComment, Review
from bot.review.analyse import PullAnalysis
from bot.review.context import PullUnderReview, ReviewDeps
from bot.review.publish import review_posted_for
from bot.store import review_records as records
from bot.store.sessions import Engine


@dataclass(frozen=True, slots=True)
class Selected:
    shown: tuple[ShownFinding, ...]
    """The findings no earlier review posted, placed (inline, summary, below threshold)."""
    still_open: tuple[ShownFinding, ...]
    """Open at this head but posted before: the check run counts them."""
    already_posted: int
    """Findings on changed lines that an earlier review already commented on."""
    reviews: tuple[Review, ...]
    """The pull request's reviews as listed before publishing."""


async def select_findings(
    deps: ReviewDeps,
    pull: PullUnderReview,
    config: RepoConfig,
    analysed: PullAnalysis,
    *,
    with_still_open: bool = True,
) -> Selected:
    """Only what is new since the last review and not posted before, placed by the learned
    model; `with_still_open`: also the earlier findings still open at this head."""
    analysis = analysed.analysis
    fresh = only_changed_since(analysis.findings, analysed.since_last)
    new, reviews, posted = await _not_posted_before(deps.engine, pull, fresh)
    model = await asyncio.to_thread(deps.model_for, pull.ref.repository_full_name, config)
    shown = _placed(pull, config, model, analysed, new, config.max_inline_comments)
    carried: list[ShownFinding] = []
    if with_still_open:
        earlier = await asyncio.to_thread(_open_earlier, deps.engine, pull, analysed, new, posted)
        carried = _placed(pull, config, model, analysed, earlier, len(earlier))
    return Selected(tuple(shown), tuple(carried), len(fresh) - len(new), tuple(reviews))


def _placed(
    pull: PullUnderReview,
    config: RepoConfig,
    model: LearnedModel,
    analysed: PullAnalysis,
    findings: Sequence[Finding],
    max_inline: int,
) -> list[ShownFinding]:
    return select(
        findings,
        analysed.analysis.index,
        model=model,
        repository=pull.ref.repository_full_name,
        installation_id=pull.ref.installation_id,
        mode=config.filter,
        max_inline=max_inline,
        fixed_thresholds=config.thresholds,
        language_of=language_of,
        test_paths=config.test_paths,
    )


def only_changed_since(findings: Sequence[Finding], since: DiffIndex | None) -> list[Finding]:
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
        if since.owns(finding):
            kept.append(finding)
    return kept


async def _not_posted_before(
    engine: Engine, pull: PullUnderReview, fresh: Sequence[Finding]
) -> tuple[list[Finding], list[Review], set[str]]:
    """The findings no earlier review of this pull request posted (recorded, or found by
    their markers), the pull request's reviews as listed, and the fingerprints posted."""
    client, owner, repo, number = pull.client, pull.owner, pull.repo, pull.ref.number
    posted = records.posted_fingerprints(engine, pull.ref)
    reviews = await client.list_reviews(owner, repo, number)
    posted |= _own_markers(
        await client.list_review_comments(owner, repo, number),
        # A retry keeps what its earlier attempt posted for this head: still this review's.
        except_review=review_posted_for(reviews, pull.head_sha),
    )
    return [f for f in fresh if fingerprint(f) not in posted], reviews, posted


def _own_markers(comments: Sequence[PostedComment], except_review: int | None) -> set[str]:
    """Fingerprints of the findings Redline's comments carry, but those of `except_review`."""
    return {
        fp
        for c in comments
        if (fp := own_marker(c)) is not None
        and (except_review is None or c.review_id != except_review)
    }


def own_marker(comment: PostedComment) -> str | None:
    """The fingerprint of a comment Redline posted; a person quoting it in a reply does not
    make their comment ours."""
    if not comment.author_is_bot or comment.in_reply_to_id is not None:
        return None
    return parse_finding_marker(comment.body)


def _open_earlier(
    engine: Engine,
    pull: PullUnderReview,
    analysed: PullAnalysis,
    new: Sequence[Finding],
    posted: set[str],
) -> list[Finding]:
    """Findings open at this head that this run does not post: the check run counts them."""
    stored = records.stored_findings(engine, pull.ref)
    analysis = analysed.analysis
    return still_open(
        analysis.findings,
        posted_now={fingerprint(f) for f in new},
        posted_before=posted,
        dismissed={f.fingerprint for f in stored if f.outcome == Outcome.DISMISSED.value},
        earlier_model=[(f.fingerprint, f.as_finding()) for f in stored if f.source == "llm"],
        head_files=analysis.head_files,
    )
