"""Installations and their repositories, kept in step with GitHub's
`installation` and `installation_repositories` events."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from bot.store.models import Installation, Repository
from bot.store.upsert import dialect_insert


@dataclass(frozen=True, slots=True)
class InstallationRecord:
    id: int
    account_login: str
    account_type: str
    suspended_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class RepositoryRecord:
    id: int
    full_name: str
    default_branch: str | None = None


@dataclass(frozen=True, slots=True)
class StoredRepository:
    id: int
    installation_id: int
    full_name: str
    default_branch: str | None
    removed_at: datetime | None


def upsert_installation(session: Session, record: InstallationRecord, *, now: datetime) -> None:
    insert = dialect_insert(session, Installation.__table__)  # type: ignore[arg-type]
    session.execute(
        insert.values(
            id=record.id,
            account_login=record.account_login,
            account_type=record.account_type,
            suspended_at=record.suspended_at,
            created_at=now,
            updated_at=now,
        ).on_conflict_do_update(
            index_elements=["id"],
            set_={
                "account_login": insert.excluded.account_login,
                "account_type": insert.excluded.account_type,
                "suspended_at": insert.excluded.suspended_at,
                "updated_at": insert.excluded.updated_at,
            },
        )
    )


def set_installation_suspended(
    session: Session, installation_id: int, suspended_at: datetime | None, *, now: datetime
) -> None:
    session.execute(
        update(Installation)
        .where(Installation.id == installation_id)
        .values(suspended_at=suspended_at, updated_at=now)
    )


def remove_installation(session: Session, installation_id: int) -> None:
    """The app was uninstalled: the installation goes, its repositories with it."""
    session.execute(delete(Installation).where(Installation.id == installation_id))


def upsert_repositories(
    session: Session,
    installation_id: int,
    repositories: Sequence[RepositoryRecord],
    *,
    now: datetime,
) -> None:
    """Add or re-add repositories; a re-added one is no longer marked removed."""
    if not repositories:
        return
    insert = dialect_insert(session, Repository.__table__)  # type: ignore[arg-type]
    session.execute(
        insert.values(
            [
                {
                    "id": repository.id,
                    "installation_id": installation_id,
                    "full_name": repository.full_name,
                    "default_branch": repository.default_branch,
                    "removed_at": None,
                    "created_at": now,
                    "updated_at": now,
                }
                for repository in repositories
            ]
        ).on_conflict_do_update(
            index_elements=["id"],
            set_={
                "installation_id": insert.excluded.installation_id,
                "full_name": insert.excluded.full_name,
                # installation_repositories events carry no default branch: keep ours.
                "default_branch": func.coalesce(
                    insert.excluded.default_branch, Repository.__table__.c.default_branch
                ),
                "removed_at": None,
                "updated_at": insert.excluded.updated_at,
            },
        )
    )


def remove_repositories(session: Session, repository_ids: Sequence[int], *, now: datetime) -> None:
    if not repository_ids:
        return
    session.execute(
        update(Repository)
        .where(Repository.id.in_(repository_ids), Repository.removed_at.is_(None))
        .values(removed_at=now, updated_at=now)
    )


def get_repository(session: Session, full_name: str) -> StoredRepository | None:
    row = session.scalars(select(Repository).where(Repository.full_name == full_name)).first()
    if row is None:
        return None
    return StoredRepository(
        id=row.id,
        installation_id=row.installation_id,
        full_name=row.full_name,
        default_branch=row.default_branch,
        removed_at=row.removed_at,
    )
