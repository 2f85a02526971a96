"""Who is asking: a signed session (GitHub sign-in or the admin token) or a bearer token.

The session is a signed cookie (starlette's SessionMiddleware, itsdangerous). It holds
what GitHub said the user can access, never a GitHub token.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass
from typing import Any

from starlette.requests import Request

from bot.dashboard.filters import Scope
from bot.dashboard.github_oauth import UserAccess

SESSION_COOKIE = "redline_session"
SESSION_MAX_AGE_SECONDS = 8 * 3600
ACCESS_TTL_SECONDS = 3600
"""After this, the user signs in again so GitHub is asked afresh what they can access."""
MAX_REPOSITORIES_IN_SESSION = 150
"""A cookie holds ~4 KB; more repositories than this do not fit in the signed session."""
_VIEWER = "viewer"
_CSRF = "csrf"
_OAUTH_STATE = "oauth_state"
_NEXT = "next"


@dataclass(frozen=True, slots=True)
class Viewer:
    login: str
    is_admin: bool
    scope: Scope
    installations: tuple[tuple[int, str], ...] | None
    """What GitHub listed for the user; None for the admin (every stored installation)."""


@dataclass(frozen=True, slots=True)
class AdminToken:
    """REDLINE_DASHBOARD_TOKEN and the key that ties admin sessions to its current value."""

    token: str
    session_secret: str

    def matches(self, candidate: str) -> bool:
        return hmac.compare_digest(candidate.encode(), self.token.encode())

    @property
    def fingerprint(self) -> str:
        digest = hmac.new(self.session_secret.encode(), self.token.encode(), hashlib.sha256)
        return digest.hexdigest()[:32]


ADMIN = Viewer(login="admin", is_admin=True, scope=Scope(), installations=None)


class TooManyRepositories(Exception):
    """The user can access more repositories than a session cookie can list."""


def sign_in_user(request: Request, access: UserAccess, now: float | None = None) -> None:
    if len(access.repositories) > MAX_REPOSITORIES_IN_SESSION:
        raise TooManyRepositories(len(access.repositories))
    next_path = request.session.get(_NEXT)
    request.session.clear()
    request.session[_VIEWER] = {
        "login": access.login,
        "repos": [[r.full_name, int(r.can_push)] for r in access.repositories],
        "installations": [list(i) for i in access.installations],
        "at": time.time() if now is None else now,
    }
    request.session[_CSRF] = secrets.token_urlsafe(24)
    if next_path:
        request.session[_NEXT] = next_path


def sign_in_admin(request: Request, admin: AdminToken) -> None:
    next_path = request.session.get(_NEXT)
    request.session.clear()
    request.session[_VIEWER] = {"admin": admin.fingerprint, "at": time.time()}
    request.session[_CSRF] = secrets.token_urlsafe(24)
    if next_path:
        request.session[_NEXT] = next_path


def sign_out(request: Request) -> None:
    request.session.clear()


def _viewer_from(stored: Any, admin: AdminToken | None, now: float) -> Viewer | None:
    if not isinstance(stored, dict):
        return None
    if now - float(stored.get("at", 0)) > ACCESS_TTL_SECONDS and "admin" not in stored:
        return None
    if "admin" in stored:
        fresh = now - float(stored.get("at", 0)) <= SESSION_MAX_AGE_SECONDS
        if (
            admin is not None
            and fresh
            and hmac.compare_digest(str(stored["admin"]), admin.fingerprint)
        ):
            return ADMIN
        return None
    repos = [(str(name), bool(push)) for name, push in stored.get("repos", [])]
    return Viewer(
        login=str(stored.get("login", "")),
        is_admin=False,
        scope=Scope(
            repositories=frozenset(name for name, _ in repos),
            writable=frozenset(name for name, push in repos if push),
        ),
        installations=tuple((int(i), str(a)) for i, a in stored.get("installations", [])),
    )


def session_viewer(request: Request, admin: AdminToken | None) -> Viewer | None:
    return _viewer_from(request.session.get(_VIEWER), admin, time.time())


def bearer_viewer(request: Request, admin: AdminToken | None) -> Viewer | None:
    header = request.headers.get("authorization", "")
    scheme, _, credentials = header.partition(" ")
    if admin is not None and scheme.lower() == "bearer" and admin.matches(credentials.strip()):
        return ADMIN
    return None


def csrf_token(request: Request) -> str:
    token = request.session.get(_CSRF)
    if not isinstance(token, str):
        token = secrets.token_urlsafe(24)
        request.session[_CSRF] = token
    return token


def csrf_valid(request: Request, submitted: object) -> bool:
    expected = request.session.get(_CSRF)
    return (
        isinstance(expected, str)
        and isinstance(submitted, str)
        and hmac.compare_digest(expected.encode(), submitted.encode())
    )


def begin_oauth(request: Request, next_path: str | None) -> str:
    state = secrets.token_urlsafe(24)
    request.session[_OAUTH_STATE] = state
    if next_path:
        request.session[_NEXT] = next_path
    return state


def oauth_state_valid(request: Request, returned: str | None) -> bool:
    """The `state` GitHub sent back must be the one this browser's session began with."""
    expected = request.session.pop(_OAUTH_STATE, None)
    return (
        isinstance(expected, str)
        and returned is not None
        and hmac.compare_digest(expected.encode(), returned.encode())
    )


def pop_next(request: Request, default: str) -> str:
    candidate = request.session.pop(_NEXT, None)
    return candidate if isinstance(candidate, str) and safe_next(candidate) else default


def safe_next(path: str) -> bool:
    """Only a path inside the dashboard: never another host (no open redirect)."""
    return path.startswith("/dashboard") and "//" not in path and "\\" not in path
