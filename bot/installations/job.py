"""sync_installation: apply an installation / installation_repositories event."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.jobs.kinds import SyncInstallationJob
from bot.jobs.queue import ClaimedJob
from bot.jobs.worker import JobHandler
from bot.store import installations as store
from bot.store.transactions import write_session

if TYPE_CHECKING:
    from bot.store.sessions import Engine


def apply_installation_change(engine: Engine, job: SyncInstallationJob) -> None:
    now = datetime.now(UTC)
    with write_session(engine) as session:
        if job.action == "deleted":
            store.remove_installation(session, job.installation_id)
            return
        store.upsert_installation(
            session,
            store.InstallationRecord(
                id=job.installation_id,
                account_login=job.account_login or "",
                account_type=job.account_type or "",
                suspended_at=now if job.action == "suspend" else None,
            ),
            now=now,
        )
        store.upsert_repositories(
            session,
            job.installation_id,
            [
                store.RepositoryRecord(id=id_, full_name=name)
                for id_, name in job.repositories_added
            ],
            now=now,
        )
        store.remove_repositories(session, [id_ for id_, _ in job.repositories_removed], now=now)


def sync_installation_handler(engine: Engine) -> JobHandler:
    async def handle(job: ClaimedJob) -> None:
        await asyncio.to_thread(
            apply_installation_change, engine, SyncInstallationJob.load(dict(job.payload))
        )

    return handle
