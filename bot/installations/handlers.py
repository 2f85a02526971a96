"""installation and installation_repositories: keep our copy of what the App may see."""

from __future__ import annotations

from collections.abc import Iterator

from bot.intake.payloads import InstallationEvent, InstallationRepositoriesEvent
from bot.intake.router import Delivery, Enqueue, QueueAction, Router
from bot.jobs.kinds import JobKind, SyncInstallationJob

router = Router()


def _sync(job: SyncInstallationJob) -> Enqueue:
    return Enqueue(
        JobKind.SYNC_INSTALLATION,
        job.dump(),
        concurrency_key=f"{JobKind.SYNC_INSTALLATION}:{job.installation_id}",
    )


@router.register("installation")
def on_installation(event: InstallationEvent, delivery: Delivery) -> Iterator[QueueAction]:
    account = event.installation.account
    yield _sync(
        SyncInstallationJob(
            installation_id=event.installation.id,
            account_login=account.login if account else None,
            account_type=account.type if account else None,
            action=event.action,
            repositories_added=[(r.id, r.full_name) for r in event.repositories or ()]
            if event.action == "created"
            else [],
        )
    )


@router.register("installation_repositories")
def on_installation_repositories(
    event: InstallationRepositoriesEvent, delivery: Delivery
) -> Iterator[QueueAction]:
    account = event.installation.account
    yield _sync(
        SyncInstallationJob(
            installation_id=event.installation.id,
            account_login=account.login if account else None,
            account_type=account.type if account else None,
            action=event.action,
            repositories_added=[(r.id, r.full_name) for r in event.repositories_added],
            repositories_removed=[(r.id, r.full_name) for r in event.repositories_removed],
        )
    )
