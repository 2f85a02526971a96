"""The dashboard: pages under /dashboard and the JSON API under /api/v1.

Mount with `AppParts(extra_routes=tuple(dashboard_routes(settings, engine)))`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial

from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from bot.dashboard import api, pages, signin
from bot.dashboard.auth import SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, AdminToken
from bot.dashboard.context import STATIC_DIR, Dashboard, make_templates, page
from bot.dashboard.context import api as api_call
from bot.dashboard.github_oauth import OAuthApp
from bot.settings import ConfigError, Settings
from bot.store.sessions import Engine

CONTENT_SECURITY_POLICY = (
    "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "form-action 'self' {github}; frame-ancestors 'none'; base-uri 'none'"
)


class SecurityHeaders:
    """No framing, no sniffing, no script: the pages are server-rendered HTML and SVG."""

    def __init__(self, app: ASGIApp, policy: str) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [
                    (b"content-security-policy", self.policy.encode()),
                    (b"x-content-type-options", b"nosniff"),
                    (b"x-frame-options", b"DENY"),
                    (b"referrer-policy", b"same-origin"),
                ]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def build_dashboard(settings: Settings, engine: Engine) -> Dashboard | None:
    """None when neither GitHub sign-in nor the admin token is configured."""
    oauth = None
    if settings.oauth_client_id and settings.oauth_client_secret:
        oauth = OAuthApp(
            client_id=settings.oauth_client_id,
            client_secret=settings.oauth_client_secret.get_secret_value(),
            web_url=settings.github_url,
            api_url=settings.github_api_url,
        )
    token = settings.dashboard_token.get_secret_value() if settings.dashboard_token else ""
    if oauth is None and not token:
        return None
    secret = session_secret(settings)
    return Dashboard(
        engine=engine,
        templates=make_templates(),
        admin=AdminToken(token, secret) if token else None,
        oauth=oauth,
        public_url=settings.public_url,
    )


def session_secret(settings: Settings) -> str:
    secret = settings.session_secret.get_secret_value() if settings.session_secret else ""
    if len(secret) < 32:
        raise ConfigError(
            "REDLINE_SESSION_SECRET is required for the dashboard (at least 32 characters)"
        )
    return secret


Handler = Callable[[Dashboard, Request], Awaitable[Response]]


def _bind(dashboard: Dashboard, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    return partial(handler, dashboard)


def _page_routes(dashboard: Dashboard) -> list[BaseRoute]:
    return [
        Route("/", page(dashboard, pages.overview), name="overview"),
        Route("/repos/{owner}/{name}", page(dashboard, pages.repository), name="repository"),
        Route(
            "/repos/{owner}/{name}/unmute",
            page(dashboard, pages.unmute),
            methods=["POST"],
            name="unmute",
        ),
        Route("/rules", page(dashboard, pages.rules), name="rules"),
        Route("/findings", page(dashboard, pages.findings), name="findings"),
        Route("/signin", _bind(dashboard, signin.signin_page), name="signin"),
        Route(
            "/signin/token",
            _bind(dashboard, signin.signin_token),
            methods=["POST"],
            name="signin_token",
        ),
        Route("/signin/github", _bind(dashboard, signin.signin_github), name="signin_github"),
        Route("/auth/callback", _bind(dashboard, signin.oauth_callback), name="oauth_callback"),
        Route("/signout", _bind(dashboard, signin.signout), methods=["POST"], name="signout"),
        Mount("/static", StaticFiles(directory=STATIC_DIR), name="static"),
    ]


def _api_routes(dashboard: Dashboard) -> list[BaseRoute]:
    return [
        Route("/openapi.json", api.openapi, name="openapi"),
        Route("/overview", api_call(dashboard, api.overview), name="overview"),
        Route(
            "/repositories/{owner}/{name}", api_call(dashboard, api.repository), name="repository"
        ),
        Route("/rules", api_call(dashboard, api.rules), name="rules"),
        Route("/rules.csv", api_call(dashboard, api.rules_csv_export), name="rules_csv"),
        Route("/findings", api_call(dashboard, api.findings), name="findings"),
    ]


def dashboard_routes(settings: Settings, engine: Engine) -> list[BaseRoute]:
    """`/dashboard` (pages) and `/api/v1` (JSON); empty when the dashboard is not configured."""
    dashboard = build_dashboard(settings, engine)
    if dashboard is None:
        return []
    https = (settings.public_url or "").startswith("https://")
    middleware = [
        Middleware(
            SessionMiddleware,
            secret_key=session_secret(settings),
            session_cookie=SESSION_COOKIE,
            max_age=SESSION_MAX_AGE_SECONDS,
            same_site="lax",
            https_only=https,
        ),
        Middleware(
            SecurityHeaders, policy=CONTENT_SECURITY_POLICY.format(github=settings.github_url)
        ),
    ]
    return [
        Mount(
            "/dashboard", routes=_page_routes(dashboard), middleware=middleware, name="dashboard"
        ),
        Mount("/api/v1", routes=_api_routes(dashboard), middleware=middleware, name="api"),
    ]


__all__ = ["dashboard_routes"]
