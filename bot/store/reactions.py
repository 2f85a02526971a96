"""Polling reactions on our comments: ETags of the last poll, and who already reacted."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.store.db import write_engine
from bot.store.feedback_models import FeedbackSignal, ReactionPoll


@dataclass(frozen=True, slots=True)
class ReactionPollState:
    etags: dict[int, str | None]
    """Per comment id: the ETag of its last reactions listing."""
    recorded: set[tuple[int, str, str]]
    """(finding id, actor, signal kind) of every signal already stored."""


def reaction_poll_state(
    engine: Engine, comment_ids: Collection[int], finding_ids: Collection[int]
) -> ReactionPollState:
    with Session(engine) as session:
        etags = {
            poll.comment_id: poll.etag
            for poll in session.scalars(
                select(ReactionPoll).where(ReactionPoll.comment_id.in_(list(comment_ids)))
            )
        }
        recorded = {
            (row.finding_id, row.actor, row.kind)
            for row in session.scalars(
                select(FeedbackSignal).where(FeedbackSignal.finding_id.in_(list(finding_ids)))
            )
        }
    return ReactionPollState(etags, recorded)


def save_reaction_etags(engine: Engine, polled: Mapping[int, str | None], now: datetime) -> None:
    with Session(write_engine(engine)) as session, session.begin():
        for comment_id, etag in polled.items():
            row = session.get(ReactionPoll, comment_id)
            if row is None:
                session.add(ReactionPoll(comment_id=comment_id, etag=etag, polled_at=now))
            else:
                row.etag, row.polled_at = etag, now


def findings_people_weighed_in_on(engine: Engine, finding_ids: Collection[int]) -> set[int]:
    """The findings with a weighted signal from a person (not a bot)."""
    with Session(engine) as session:
        return set(
            session.scalars(
                select(FeedbackSignal.finding_id).where(
                    FeedbackSignal.finding_id.in_(list(finding_ids)),
                    FeedbackSignal.actor_is_bot.is_(False),
                    FeedbackSignal.weighted.is_(True),
                )
            )
        )
