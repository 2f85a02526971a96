"""Wiring: settings + database + GitHub → the web app and the job handlers."""

from __future__ import annotations

import json
from collections.abc import Mapping

from sqlalchemy import Engine
from sqlalchemy.orm import Session
from starlette.applications import Starlette

from bot.app import AppParts, create_app
from bot.config import Settings
from bot.dashboard import dashboard_routes
from bot.github import ClientOptions, GitHubApp
from bot.handlers import build_router
from bot.jobs import JobKind
from bot.router import Delivery
from bot.store import deliveries
from bot.store.db import write_engine
from bot.tasks.installations import sync_installation_handler
from bot.webhooks import route_delivery
from bot.worker import JobHandler


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
    from bot.sweep import redeliver_handler
    from bot.tasks.commands import command_handler
    from bot.tasks.feedback import feedback_handler
    from bot.tasks.fix import fix_handler
    from bot.tasks.learning import relearn_handler
    from bot.tasks.review import review_handler

    github = github_app(settings)
    return {
        JobKind.SYNC_INSTALLATION: sync_installation_handler(engine),
        JobKind.REVIEW: review_handler(settings, engine, github),
        JobKind.COMMAND: command_handler(engine, github, settings),
        JobKind.FEEDBACK: feedback_handler(engine, github),
        JobKind.RELEARN: relearn_handler(engine),
        JobKind.FIX: fix_handler(settings, engine, github),
        JobKind.REDELIVER: redeliver_handler(engine, github),
    }


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
    with Session(write_engine(engine)) as session, session.begin():
        stored = deliveries.get_delivery(session, delivery_id)
        if stored is None:
            raise LookupError(f"no stored delivery {delivery_id}")
        return route_delivery(
            session,
            build_router() if app_slug is None else build_router(app_slug),
            Delivery(stored.delivery_id, stored.event),
            json.loads(stored.payload),
        )
