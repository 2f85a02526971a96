from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import RedirectResponse
from starlette.routing import Route


def local_path(candidate: str | None, default: str = "/") -> str:
    if not candidate or not candidate.startswith("/") or candidate.startswith("//"):
        return default
    if any(ch in candidate for ch in "\\\t\r\n"):
        return default
    parts = urlsplit(candidate)
    return default if parts.scheme or parts.netloc else candidate


async def logout(request: Request) -> RedirectResponse:
    request.session.clear()
    destination = local_path(request.query_params.get("returnTo"))
    return RedirectResponse(url=destination, status_code=303)


app = Starlette(
    routes=[Route("/logout", logout)],
    middleware=[Middleware(SessionMiddleware, secret_key="logout-secret")],
)
