"""The starlette application: /webhook, /healthz, /metrics (and the dashboard, when mounted)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass

from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route

from bot.intake.router import Router
from bot.intake.webhook import WebhookEndpoint
from bot.jobs import queue
from bot.jobs.sweep import run_sweeps
from bot.jobs.worker import JobHandler, run_workers
from bot.metrics import REGISTRY, queue_depth
from bot.store.db import Engine, ping
from bot.store.sessions import read_session

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class AppParts:
    engine: Engine
    router: Router
    webhook_secret: str
    max_webhook_bytes: int
    job_handlers: Mapping[str, JobHandler]
    workers: int
    lease_seconds: int = 120
    sweep_seconds: float = 0.0
    """Every this many seconds, poll reactions on recent findings (0: never)."""
    extra_routes: tuple[BaseRoute, ...] = ()


def create_app(parts: AppParts) -> Starlette:
    webhook = WebhookEndpoint(
        parts.engine, parts.router, parts.webhook_secret, parts.max_webhook_bytes
    )

    async def healthz(request: Request) -> Response:
        healthy = await run_in_threadpool(ping, parts.engine)
        return JSONResponse(
            {"database": "ok" if healthy else "unreachable"}, 200 if healthy else 503
        )

    async def metrics(request: Request) -> Response:
        def sample() -> dict[str, int]:
            with read_session(parts.engine) as session:
                return queue.queue_depth(session)

        with contextlib.suppress(Exception):
            for kind, depth in (await run_in_threadpool(sample)).items():
                queue_depth.labels(kind=kind).set(depth)
        return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with _background_tasks(parts):
            yield

    routes: list[BaseRoute] = [
        Route("/webhook", webhook.handle, methods=["POST"]),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        *parts.extra_routes,
    ]
    return Starlette(routes=routes, lifespan=lifespan)


@contextlib.asynccontextmanager
async def _background_tasks(parts: AppParts) -> AsyncIterator[None]:
    """The workers and the sweep, while the app serves; they finish their work on exit."""
    # Everything imported so far lives as long as the process; left to the cyclic
    # collector, each full collection walks it all (~40 ms) and stalls every request.
    gc.freeze()
    stop = asyncio.Event()
    tasks = []
    if parts.workers > 0:
        workers = run_workers(
            parts.workers,
            parts.engine,
            parts.job_handlers,
            stop=stop,
            lease_seconds=parts.lease_seconds,
        )
        tasks.append(asyncio.create_task(workers))
    if parts.sweep_seconds > 0:
        tasks.append(asyncio.create_task(run_sweeps(parts.engine, stop, parts.sweep_seconds)))
    try:
        yield
    finally:
        stop.set()
        for running in tasks:
            await running


__all__ = ["AppParts", "Mount", "create_app"]
