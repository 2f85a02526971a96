from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, select

from bot.store.db import make_session_factory
from bot.store.installations import (
    InstallationRecord,
    RepositoryRecord,
    get_repository,
    remove_installation,
    remove_repositories,
    set_installation_suspended,
    upsert_installation,
    upsert_repositories,
)
from bot.store.models import Installation

T0 = datetime(2025, 3, 1, tzinfo=UTC)
T1 = T0 + timedelta(hours=1)


def test_installation_upsert_updates_in_place(migrated_engine: Engine) -> None:
    sessions = make_session_factory(migrated_engine)
    with sessions.begin() as session:
        upsert_installation(session, InstallationRecord(7, "octo", "Organization"), now=T0)
    with sessions.begin() as session:
        upsert_installation(session, InstallationRecord(7, "octo-renamed", "Organization"), now=T1)
        set_installation_suspended(session, 7, T1, now=T1)
    with sessions() as session:
        rows = session.scalars(select(Installation)).all()
        assert [(row.id, row.account_login, row.suspended_at) for row in rows] == [
            (7, "octo-renamed", T1)
        ]
        assert rows[0].created_at == T0
        assert rows[0].updated_at == T1


def test_repositories_added_removed_and_readded(migrated_engine: Engine) -> None:
    sessions = make_session_factory(migrated_engine)
    with sessions.begin() as session:
        upsert_installation(session, InstallationRecord(7, "octo", "User"), now=T0)
        upsert_repositories(
            session,
            7,
            [RepositoryRecord(100, "octo/a", "main"), RepositoryRecord(101, "octo/b")],
            now=T0,
        )
    with sessions.begin() as session:
        remove_repositories(session, [100], now=T1)
    with sessions() as session:
        removed = get_repository(session, "octo/a")
        assert removed is not None and removed.removed_at == T1
        kept = get_repository(session, "octo/b")
        assert kept is not None and kept.removed_at is None
    with sessions.begin() as session:
        # installation_repositories payloads carry no default branch.
        upsert_repositories(session, 7, [RepositoryRecord(100, "octo/a")], now=T1)
    with sessions() as session:
        readded = get_repository(session, "octo/a")
        assert readded is not None
        assert readded.removed_at is None
        assert readded.default_branch == "main"


def test_removing_installation_removes_its_repositories(migrated_engine: Engine) -> None:
    sessions = make_session_factory(migrated_engine)
    with sessions.begin() as session:
        upsert_installation(session, InstallationRecord(7, "octo", "User"), now=T0)
        upsert_installation(session, InstallationRecord(8, "other", "User"), now=T0)
        upsert_repositories(session, 7, [RepositoryRecord(100, "octo/a", "main")], now=T0)
        upsert_repositories(session, 8, [RepositoryRecord(200, "other/z", "main")], now=T0)
    with sessions.begin() as session:
        remove_installation(session, 7)
    with sessions() as session:
        assert get_repository(session, "octo/a") is None
        assert get_repository(session, "other/z") is not None
