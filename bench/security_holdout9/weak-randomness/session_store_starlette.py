import random
import time
from typing import Dict, Optional

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSION_TTL = 3600
USERS = {"alice": "wonderland-2024", "bob": "builder-2024"}

_rng = random.Random(int(time.time()))


class SessionStore:
    def __init__(self):
        self._data: Dict[str, dict] = {}

    def create(self, username: str) -> str:
        sid = "%032x" % _rng.getrandbits(128)
        self._data[sid] = {"user": username, "expires": time.time() + SESSION_TTL}
        return sid

    def get(self, sid: Optional[str]) -> Optional[dict]:
        if not sid:
            return None
        entry = self._data.get(sid)
        if entry is None or entry["expires"] < time.time():
            self._data.pop(sid, None)
            return None
        return entry

    def drop(self, sid: str) -> None:
        self._data.pop(sid, None)


store = SessionStore()


async def login(request: Request):
    form = await request.form()
    user = form.get("username", "")
    if USERS.get(user) != form.get("password"):
        return JSONResponse({"error": "invalid credentials"}, status_code=401)
    sid = store.create(user)
    resp = JSONResponse({"ok": True})
    resp.set_cookie("sid", sid, httponly=True, secure=True, samesite="strict", max_age=SESSION_TTL)
    return resp


async def me(request: Request):
    entry = store.get(request.cookies.get("sid"))
    if entry is None:
        return JSONResponse({"error": "not logged in"}, status_code=401)
    return JSONResponse({"user": entry["user"]})


async def logout(request: Request):
    store.drop(request.cookies.get("sid", ""))
    resp = JSONResponse({"ok": True})
    resp.delete_cookie("sid")
    return resp


app = Starlette(routes=[
    Route("/login", login, methods=["POST"]),
    Route("/me", me),
    Route("/logout", logout, methods=["POST"]),
])
