"""Feedback in a reply on one of our findings: `/dismiss`, `/accept`, a plain reply, `/unmute`."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.commands.context import CommandContext
from bot.core.commands import DismissReason
from bot.core.outcomes import SignalKind
from bot.core.render.commands import unmute_usage, unmuted
from bot.feedback.relearn import enqueue_relearn
from bot.store import feedback as feedback_store
from bot.store.transactions import write_session

if TYPE_CHECKING:
    from bot.store.sessions import Engine

DISMISS_SIGNALS = {
    DismissReason.FALSE_POSITIVE: SignalKind.DISMISS_FALSE_POSITIVE,
    DismissReason.WONT_FIX: SignalKind.DISMISS_WONT_FIX,
    DismissReason.NOT_RELEVANT: SignalKind.DISMISS_NOT_RELEVANT,
}


async def record_signal(
    engine: Engine, context: CommandContext, kind: SignalKind, detail: str
) -> None:
    """Feedback on the finding; it weighs only when the commenter is trusted."""
    if context.finding is None:
        return
    weighted = await context.trusted()
    with write_session(engine) as session:
        feedback_store.record_signals(
            session,
            [
                feedback_store.NewSignal(
                    finding_id=context.finding.id,
                    repository_full_name=context.job.pull.full_name,
                    actor=context.job.author,
                    actor_is_bot=False,
                    kind=kind,
                    at=datetime.now(UTC),
                    detail=detail,
                    weighted=weighted,
                )
            ],
        )
        if weighted:
            enqueue_relearn(session)


def unmute(engine: Engine, context: CommandContext, argument: str) -> str:
    """`/unmute RULE`: the rule may be muted again only by new evidence; the answer."""
    rule_id = argument.split()[0] if argument.split() else ""
    if not rule_id:
        return unmute_usage()
    with write_session(engine) as session:
        feedback_store.record_unmute(
            session, context.job.pull.full_name, rule_id, context.job.author, datetime.now(UTC)
        )
        enqueue_relearn(session)
    return unmuted(rule_id)
