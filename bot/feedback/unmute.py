"""Unmuting a rule on request (the dashboard's action): record it, then queue a refit."""

from __future__ import annotations

from datetime import datetime

from bot.feedback.relearn import enqueue_relearn
from bot.store.feedback import record_unmute
from bot.store.sessions import Engine
from bot.store.transactions import write_session


def request_unmute(
    engine: Engine, repository_full_name: str, rule_id: str, actor: str, at: datetime
) -> None:
    """Record the unmute and queue a relearn, in one transaction."""
    with write_session(engine) as session:
        record_unmute(session, repository_full_name, rule_id, actor, at)
        enqueue_relearn(session)
