"""The dashboard's reads over what the learner decided: thresholds, mutes, and who is installed."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bot.store.feedback_models import RuleUnmute, ThresholdChange
from bot.store.models import Installation, Repository

MAX_HISTORY = 500


@dataclass(frozen=True, slots=True)
class ThresholdStep:
    """One change of a category's threshold; `curve` is the fit's JSON, if it kept one."""

    category: str
    value: float
    previous: float | None
    events: int
    at: datetime
    curve: str | None


@dataclass(frozen=True, slots=True)
class MutedRule:
    rule_id: str
    muted_at: datetime
    unmute_requested_at: datetime | None


@dataclass(frozen=True, slots=True)
class InstallationChoice:
    id: int
    account: str


def threshold_history(session: Session, repository: str) -> list[ThresholdStep]:
    """The repository's newest category threshold changes (at most MAX_HISTORY), oldest first."""
    newest_first = (
        select(ThresholdChange)
        .where(ThresholdChange.repository_full_name == repository, ThresholdChange.rule_id == "")
        .order_by(ThresholdChange.at.desc(), ThresholdChange.id.desc())
        .limit(MAX_HISTORY)
    )
    return [
        ThresholdStep(row.category, row.new_value, row.old_value, row.events, row.at, row.curve)
        for row in reversed(session.scalars(newest_first).all())
    ]


def muted_rules(session: Session, repository: str) -> list[MutedRule]:
    """Rules whose latest mute decision is "muted", with any unmute asked for since."""
    latest = (
        select(func.max(ThresholdChange.id))
        .where(ThresholdChange.repository_full_name == repository, ThresholdChange.rule_id != "")
        .group_by(ThresholdChange.rule_id)
    )
    mutes = session.scalars(
        select(ThresholdChange)
        .where(ThresholdChange.id.in_(latest), ThresholdChange.muted.is_(True))
        .order_by(ThresholdChange.rule_id)
    ).all()
    unmuted: dict[str, datetime] = {}
    for rule_id, at in session.execute(
        select(RuleUnmute.rule_id, RuleUnmute.at).where(
            RuleUnmute.repository_full_name == repository
        )
    ):
        unmuted[rule_id] = max(at, unmuted.get(rule_id, at))
    result = []
    for row in mutes:
        requested = unmuted.get(row.rule_id)
        result.append(
            MutedRule(row.rule_id, row.at, requested if requested and requested >= row.at else None)
        )
    return result


def installations(
    session: Session, repositories: frozenset[str] | None
) -> list[InstallationChoice]:
    """Installations by account; only those holding one of `repositories` unless it is None."""
    query = select(Installation.id, Installation.account_login).order_by(Installation.account_login)
    if repositories is not None:
        visible = select(Repository.installation_id).where(
            Repository.full_name.in_(sorted(repositories))
        )
        query = query.where(Installation.id.in_(visible))
    return [InstallationChoice(id, account) for id, account in session.execute(query)]


def active_repositories(session: Session) -> list[str]:
    """Every repository not removed from its installation, by name."""
    query = select(Repository.full_name).where(Repository.removed_at.is_(None))
    return list(session.scalars(query.order_by(Repository.full_name)))
