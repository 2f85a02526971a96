"""The `feedback` job: thread state, reactions and PR closure become signals on findings.

GitHub sends no webhook for reactions, so they are polled: on PR activity, when
the PR closes, and by the periodic sweep — each with the ETag of the last poll, so
an unchanged comment costs a 304 and no rate limit.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.core.commands import WRITE_PERMISSIONS
from bot.core.outcomes import SignalKind
from bot.feedback.relearn import enqueue_relearn
from bot.github import GitHubApp, Installation
from bot.jobs.kinds import FeedbackJob
from bot.jobs.queue import ClaimedJob
from bot.jobs.worker import JobHandler
from bot.store import feedback as store
from bot.store.posted_findings import posted_findings
from bot.store.reactions import (
    findings_people_weighed_in_on,
    reaction_poll_state,
    save_reaction_etags,
)
from bot.store.review_models import FindingRecord
from bot.store.transactions import write_session

if TYPE_CHECKING:
    from bot.store.sessions import Engine

log = logging.getLogger(__name__)


REACTION_SIGNALS = {
    "+1": SignalKind.REACTION_PLUS_ONE,
    "-1": SignalKind.REACTION_MINUS_ONE,
    "heart": SignalKind.REACTION_HEART,
    "hooray": SignalKind.REACTION_HOORAY,
    "confused": SignalKind.REACTION_CONFUSED,
}
THREAD_SIGNALS = {
    "thread-resolved": SignalKind.THREAD_RESOLVED,
    "thread-unresolved": SignalKind.THREAD_UNRESOLVED,
}
CLOSED_SIGNALS = {
    "pr-closed": SignalKind.PR_CLOSED_UNTOUCHED,
    "pr-merged": SignalKind.PR_MERGED_UNTOUCHED,
}


class Feedback:
    def __init__(self, engine: Engine, github: GitHubApp) -> None:
        self._engine = engine
        self._github = github

    async def handle(self, claimed: ClaimedJob) -> None:
        job = FeedbackJob.load(dict(claimed.payload))
        findings = posted_findings(self._engine, job.pull.full_name, job.pull.number)
        if not findings:
            return
        now = datetime.now(UTC)
        new: list[store.NewSignal] = []
        if job.signal in THREAD_SIGNALS:
            ids = set(job.comment_ids)
            new += [
                _signal(f, job.actor, THREAD_SIGNALS[job.signal], now)
                for f in findings
                if f.comment_id in ids
            ]
        else:
            client = self._github.installation(job.pull.installation_id)
            new += await self._poll_reactions(client, job, findings, now)
        if job.signal in CLOSED_SIGNALS:
            new += self._untouched(findings, new, CLOSED_SIGNALS[job.signal], now)
        if new:
            with write_session(self._engine) as session:
                store.record_signals(session, new)
                enqueue_relearn(session)
        log.info("feedback %s on %s: %d signal(s)", job.signal, job.pull.full_name, len(new))

    async def _poll_reactions(
        self,
        client: Installation,
        job: FeedbackJob,
        findings: list[FindingRecord],
        now: datetime,
    ) -> list[store.NewSignal]:
        """Reactions not yet recorded (per finding, person and kind) become signals."""
        comment_ids = [f.comment_id for f in findings if f.comment_id is not None]
        state = reaction_poll_state(self._engine, comment_ids, [f.id for f in findings])
        etags, recorded = state.etags, state.recorded
        signals: list[store.NewSignal] = []
        polled: dict[int, str | None] = {}
        for finding in findings:
            assert finding.comment_id is not None
            reactions, etag = await client.list_reactions(
                job.pull.owner,
                job.pull.repo,
                "review_comment",
                finding.comment_id,
                etag=etags.get(finding.comment_id),
            )
            polled[finding.comment_id] = etag
            for reaction in reactions or ():
                kind = REACTION_SIGNALS.get(reaction.content)
                if kind is None or reaction.user_is_bot:
                    continue
                if (finding.id, reaction.user, kind.value) in recorded:
                    continue
                recorded.add((finding.id, reaction.user, kind.value))
                signals.append(_signal(finding, reaction.user, kind, now))
        save_reaction_etags(self._engine, polled, now)
        return await _weighed(client, job, signals)

    def _untouched(
        self,
        findings: list[FindingRecord],
        new: Iterable[store.NewSignal],
        kind: SignalKind,
        now: datetime,
    ) -> list[store.NewSignal]:
        """The PR closed: a finding no human reacted to is `ignored` (a fact, not a vote)."""
        touched = {s.finding_id for s in new if not s.actor_is_bot and s.weighted}
        touched |= findings_people_weighed_in_on(self._engine, [f.id for f in findings])
        return [
            _signal(f, "", kind, now, actor_is_bot=True)
            for f in findings
            if f.id not in touched and f.status == "open"
        ]


def _signal(
    finding: FindingRecord,
    actor: str,
    kind: SignalKind,
    at: datetime,
    *,
    actor_is_bot: bool = False,
) -> store.NewSignal:
    return store.NewSignal(
        finding_id=finding.id,
        repository_full_name=finding.repository_full_name,
        actor=actor,
        actor_is_bot=actor_is_bot,
        kind=kind,
        at=at,
    )


async def _weighed(
    client: Installation, job: FeedbackJob, signals: list[store.NewSignal]
) -> list[store.NewSignal]:
    """Reactions weigh only from the PR's author and people with write access; the others'
    are kept without weight. One permission call per person."""
    if not signals:
        return signals
    pull = await client.get_pull(job.pull.owner, job.pull.repo, job.pull.number)
    trusted: dict[str, bool] = {pull.author: True}
    for person in dict.fromkeys(signal.actor for signal in signals):
        if person not in trusted:
            role = await client.collaborator_permission(job.pull.owner, job.pull.repo, person)
            trusted[person] = role in WRITE_PERMISSIONS
    return [replace(signal, weighted=trusted[signal.actor]) for signal in signals]


def feedback_handler(engine: Engine, github: GitHubApp) -> JobHandler:
    return Feedback(engine, github).handle
