"""Wiring: settings + database + GitHub → the web app and the job handlers."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Mapping
from pathlib import Path

from starlette.applications import Starlette

from bot.app import AppParts, create_app
from bot.dashboard import dashboard_routes
from bot.github import ClientOptions, GitHubApp
from bot.handlers import build_router
from bot.intake.router import Delivery
from bot.intake.webhook import route_delivery
from bot.jobs.worker import JobHandler
from bot.settings import Settings
from bot.store import deliveries
from bot.store.db import DatabaseError, Engine, check_connection
from bot.store.transactions import write_session

log = logging.getLogger(__name__)
HEARTBEAT_SECONDS = 15.0
"""A worker process touches its heartbeat file this often while its loop and database work."""
HEARTBEAT_STALE_SECONDS = 3 * HEARTBEAT_SECONDS


def github_app(settings: Settings) -> GitHubApp:
    assert settings.app_id is not None
    return GitHubApp(
        settings.app_id,
        settings.app_private_key(),
        ClientOptions(
            base_url=settings.github_api_url,
            max_retries=settings.github_max_retries,
            retry_base_seconds=settings.github_retry_base_seconds,
        ),
    )


def build_job_handlers(settings: Settings, engine: Engine) -> dict[str, JobHandler]:
    """A handler per job kind (bot.jobs.registry), sharing one GitHub client."""
    from bot.jobs.registry import JobDeps
    from bot.jobs.registry import build_job_handlers as build_from_registry

    return build_from_registry(JobDeps(settings, engine, github_app(settings)))


def build_app(
    settings: Settings,
    engine: Engine,
    *,
    workers: int | None = None,
    job_handlers: Mapping[str, JobHandler] | None = None,
) -> Starlette:
    assert settings.webhook_secret is not None
    return create_app(
        AppParts(
            engine=engine,
            router=build_router(settings.app_slug),
            webhook_secret=settings.webhook_secret.get_secret_value(),
            max_webhook_bytes=settings.max_webhook_bytes,
            job_handlers=job_handlers
            if job_handlers is not None
            else build_job_handlers(settings, engine),
            workers=settings.workers if workers is None else workers,
            lease_seconds=settings.job_lease_seconds,
            sweep_seconds=settings.reaction_sweep_minutes * 60,
            extra_routes=tuple(dashboard_routes(settings, engine)),
        )
    )


def replay_delivery(engine: Engine, delivery_id: str, app_slug: str | None = None) -> int:
    """Route a stored delivery again, `@app_slug` commands included (the default slug when
    None); returns how many jobs were queued."""
    with write_session(engine) as session:
        stored = deliveries.get_delivery(session, delivery_id)
        if stored is None:
            raise LookupError(f"no stored delivery {delivery_id}")
        return route_delivery(
            session,
            build_router() if app_slug is None else build_router(app_slug),
            Delivery(stored.delivery_id, stored.event),
            json.loads(stored.payload),
        )


async def write_heartbeats(
    engine: Engine, path: Path, stop: asyncio.Event, every: float = HEARTBEAT_SECONDS
) -> None:
    """Touch `path` while this process's event loop runs and its database answers; a worker
    container's health check (`redline worker --check`) reads the file's age."""
    while not stop.is_set():
        try:
            await asyncio.to_thread(check_connection, engine)
            path.touch()
        except DatabaseError as error:
            log.warning(
                "heartbeat skipped: the database did not answer: %s", error.__class__.__name__
            )
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


def heartbeat_problem(path: Path, stale_after: float = HEARTBEAT_STALE_SECONDS) -> str | None:
    """None when the worker wrote its heartbeat recently; otherwise why it is unhealthy."""
    try:
        age = time.time() - path.stat().st_mtime
    except FileNotFoundError:
        return f"no heartbeat at {path}: the worker has not started (or writes elsewhere)"
    if age > stale_after:
        return (
            f"the worker's last heartbeat ({path}) is {age:.0f} s old (limit {stale_after:.0f} s)"
        )
    return None
