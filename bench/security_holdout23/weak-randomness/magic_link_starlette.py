import asyncio
import os
import random
import string
import time
from dataclasses import dataclass
from typing import Dict, Optional

from starlette.applications import Starlette
from starlette.background import BackgroundTask
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

from notifier import send_email

LINK_TTL = 15 * 60
TOKEN_ALPHABET = string.ascii_letters + string.digits
_sysrand = random.SystemRandom()


@dataclass
class PendingLogin:
    email: str
    expires_at: float


class LinkStore:
    def __init__(self):
        self._items: Dict[str, PendingLogin] = {}

    def put(self, token: str, email: str) -> None:
        self._items[token] = PendingLogin(email, time.time() + LINK_TTL)

    def pop(self, token: str) -> Optional[PendingLogin]:
        item = self._items.pop(token, None)
        if item is None or item.expires_at < time.time():
            return None
        return item


def new_link_token(length: int = 43) -> str:
    return "".join(_sysrand.choice(TOKEN_ALPHABET) for _ in range(length))


async def deliver_with_retry(email: str, url: str, attempts: int = 4) -> None:
    for attempt in range(attempts):
        try:
            await send_email(email, "Your sign-in link", f"Sign in: {url}")
            return
        except ConnectionError:
            await asyncio.sleep((2 ** attempt) + random.uniform(0, 0.5))


store = LinkStore()


async def request_link(request: Request) -> JSONResponse:
    form = await request.form()
    email = str(form.get("email", "")).strip().lower()
    if "@" not in email:
        return JSONResponse({"error": "email required"}, status_code=400)
    token = new_link_token()
    store.put(token, email)
    url = str(request.url_for("consume_link").include_query_params(token=token))
    return JSONResponse({"status": "sent"}, status_code=202,
                        background=BackgroundTask(deliver_with_retry, email, url))


async def consume_link(request: Request):
    pending = store.pop(request.query_params.get("token", ""))
    if pending is None:
        return JSONResponse({"error": "link expired"}, status_code=400)
    request.session.clear()
    request.session["email"] = pending.email
    return RedirectResponse("/", status_code=303)


app = Starlette(
    routes=[
        Route("/auth/link", request_link, methods=["POST"]),
        Route("/auth/consume", consume_link, name="consume_link"),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
