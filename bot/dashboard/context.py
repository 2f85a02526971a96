"""What every dashboard handler shares: the engine, templates, and how viewers are known."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlencode

import jinja2
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.templating import Jinja2Templates

from bot.dashboard.auth import AdminToken, Viewer, bearer_viewer, csrf_token, session_viewer
from bot.dashboard.filters import FilterError, Filters, parse_filters
from bot.dashboard.github_oauth import OAuthApp
from bot.store.sessions import Engine, Session, read_session

TEMPLATES_DIR = Path(__file__).parent / "templates"
STATIC_DIR = Path(__file__).parent / "static"
T = TypeVar("T")


def make_templates() -> Jinja2Templates:
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    environment.filters["percent"] = lambda v: "—" if v is None else f"{100 * v:.1f}%"
    environment.filters["duration"] = human_duration
    environment.filters["query"] = lambda params: urlencode(params)
    return Jinja2Templates(env=environment)


def human_duration(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 2 * 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


@dataclass(frozen=True, slots=True)
class Dashboard:
    engine: Engine
    templates: Jinja2Templates
    admin: AdminToken | None
    oauth: OAuthApp | None
    public_url: str | None

    async def read(self, query: Callable[[Session], T]) -> T:
        def run() -> T:
            with read_session(self.engine) as session:
                return query(session)

        return await run_in_threadpool(run)

    def render(
        self,
        request: Request,
        template: str,
        viewer: Viewer | None,
        status: int = 200,
        **context: Any,
    ) -> Response:
        response = self.templates.TemplateResponse(
            request,
            template,
            {"viewer": viewer, "csrf": csrf_token(request), **context},
            status_code=status,
        )
        response.headers["Cache-Control"] = "no-store"
        return response

    def error(self, request: Request, viewer: Viewer | None, status: int, message: str) -> Response:
        return self.render(request, "error.html", viewer, status=status, message=message)


PageHandler = Callable[[Dashboard, Request, Viewer], Awaitable[Response]]
Endpoint = Callable[[Request], Awaitable[Response]]


def page(dashboard: Dashboard, handler: PageHandler) -> Endpoint:
    """A page for signed-in viewers; anyone else is sent to sign in and brought back."""

    async def endpoint(request: Request) -> Response:
        viewer = session_viewer(request, dashboard.admin)
        if viewer is None:
            target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
            signin = request.url_for("dashboard:signin").include_query_params(next=target)
            return RedirectResponse(str(signin.path) + "?" + signin.query, status_code=303)
        try:
            return await handler(dashboard, request, viewer)
        except FilterError as error:
            return dashboard.error(request, viewer, 400, str(error))

    return endpoint


def api(dashboard: Dashboard, handler: PageHandler) -> Endpoint:
    """An API call: the admin bearer token or a signed-in session, else 401."""

    async def endpoint(request: Request) -> Response:
        viewer = bearer_viewer(request, dashboard.admin) or session_viewer(request, dashboard.admin)
        if viewer is None:
            return JSONResponse(
                {"error": "unauthenticated"},
                status_code=401,
                headers={"WWW-Authenticate": 'Bearer realm="redline"'},
            )
        try:
            response = await handler(dashboard, request, viewer)
        except FilterError as error:
            return JSONResponse({"error": str(error)}, status_code=400)
        response.headers["Cache-Control"] = "no-store"
        return response

    return endpoint


def request_filters(request: Request) -> Filters:
    return parse_filters(request.query_params, datetime.now(UTC).date())
