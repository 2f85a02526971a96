"""Sign-in (GitHub OAuth or the admin token) and sign-out."""

from __future__ import annotations

import logging

import httpx
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from bot.dashboard.auth import (
    TooManyRepositories,
    begin_oauth,
    csrf_valid,
    oauth_state_valid,
    pop_next,
    safe_next,
    session_viewer,
    sign_in_admin,
    sign_in_user,
    sign_out,
)
from bot.dashboard.context import Dashboard
from bot.dashboard.github_oauth import OAuthError, authorize_url, exchange_code, user_access

log = logging.getLogger(__name__)
HTTP_TIMEOUT_SECONDS = 10.0


def _home(request: Request) -> str:
    return str(request.url_for("dashboard:overview").path)


def _callback_url(dashboard: Dashboard, request: Request) -> str:
    path = request.url_for("dashboard:oauth_callback").path
    if dashboard.public_url:
        return dashboard.public_url.rstrip("/") + path
    return str(request.url_for("dashboard:oauth_callback"))


async def signin_page(dashboard: Dashboard, request: Request) -> Response:
    next_path = request.query_params.get("next", "")
    return dashboard.render(
        request,
        "signin.html",
        session_viewer(request, dashboard.admin),
        next_path=next_path if safe_next(next_path) else "",
        oauth_enabled=dashboard.oauth is not None,
        token_enabled=dashboard.admin is not None,
        failed=request.query_params.get("failed", ""),
    )


async def signin_token(dashboard: Dashboard, request: Request) -> Response:
    form = await request.form()
    if not csrf_valid(request, form.get("csrf")):
        return dashboard.error(request, None, 403, "The form expired: reload the page and retry")
    token = str(form.get("token", ""))
    if dashboard.admin is None or not dashboard.admin.matches(token):
        return dashboard.render(
            request,
            "signin.html",
            None,
            status=401,
            next_path="",
            oauth_enabled=dashboard.oauth is not None,
            token_enabled=dashboard.admin is not None,
            failed="token",
        )
    next_path = str(form.get("next", ""))
    sign_in_admin(request, dashboard.admin)
    request.session.pop("next", None)
    return RedirectResponse(next_path if safe_next(next_path) else _home(request), status_code=303)


async def signin_github(dashboard: Dashboard, request: Request) -> Response:
    if dashboard.oauth is None:
        return dashboard.error(request, None, 404, "Sign-in with GitHub is not configured")
    next_path = request.query_params.get("next", "")
    state = begin_oauth(request, next_path if safe_next(next_path) else None)
    url = authorize_url(dashboard.oauth, _callback_url(dashboard, request), state)
    return RedirectResponse(url, status_code=303)


async def oauth_callback(dashboard: Dashboard, request: Request) -> Response:
    if dashboard.oauth is None:
        return dashboard.error(request, None, 404, "Sign-in with GitHub is not configured")
    if not oauth_state_valid(request, request.query_params.get("state")):
        return dashboard.error(request, None, 400, "Sign-in failed: the state did not match")
    code = request.query_params.get("code")
    if not code:
        return dashboard.error(request, None, 400, "Sign-in failed: GitHub sent no code")
    try:
        async with httpx.AsyncClient(timeout=HTTP_TIMEOUT_SECONDS) as client:
            token = await exchange_code(
                client, dashboard.oauth, code, _callback_url(dashboard, request)
            )
            access = await user_access(client, dashboard.oauth, token)
    except (OAuthError, httpx.HTTPError) as error:
        log.warning("GitHub sign-in failed: %s", error)
        return dashboard.error(request, None, 502, "Sign-in failed: GitHub did not confirm it")
    try:
        sign_in_user(request, access)
    except TooManyRepositories:
        return dashboard.error(
            request, None, 403, "You can access too many repositories for a dashboard session"
        )
    log.info("dashboard sign-in: %s (%d repositories)", access.login, len(access.repositories))
    return RedirectResponse(pop_next(request, _home(request)), status_code=303)


async def signout(dashboard: Dashboard, request: Request) -> Response:
    form = await request.form()
    if not csrf_valid(request, form.get("csrf")):
        return dashboard.error(request, None, 403, "The form expired: reload the page and retry")
    sign_out(request)
    return RedirectResponse(str(request.url_for("dashboard:signin").path), status_code=303)
