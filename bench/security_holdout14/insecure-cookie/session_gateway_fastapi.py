import os
import secrets
import time
from typing import Dict, Optional

from fastapi import Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()

SESSION_COOKIE = "gw_session"
SESSION_TTL = int(os.environ.get("SESSION_TTL", "1800"))
COOKIE_OPTIONS = {
    "max_age": SESSION_TTL,
    "path": "/",
    "secure": True,
    "httponly": True,
    "samesite": "lax",
}


class SessionRegistry:
    def __init__(self):
        self._sessions: Dict[str, dict] = {}

    def open(self, username: str) -> str:
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = {"user": username, "expires": time.time() + SESSION_TTL}
        return sid

    def get(self, sid: Optional[str]) -> Optional[dict]:
        record = self._sessions.get(sid or "")
        if record is None or record["expires"] < time.time():
            return None
        return record

    def close(self, sid: Optional[str]) -> None:
        self._sessions.pop(sid or "", None)


registry = SessionRegistry()


class LoginBody(BaseModel):
    username: str
    password: str


def current_session(gw_session: Optional[str] = Cookie(default=None)) -> dict:
    record = registry.get(gw_session)
    if record is None:
        raise HTTPException(status_code=401)
    return record


@app.post("/gateway/login")
def login(body: LoginBody, response: Response):
    if not body.username or len(body.password) < 8:
        raise HTTPException(status_code=400)
    sid = registry.open(body.username)
    response.set_cookie(SESSION_COOKIE, sid, **COOKIE_OPTIONS)
    return {"user": body.username}


@app.post("/gateway/logout")
def logout(response: Response, gw_session: Optional[str] = Cookie(default=None)):
    registry.close(gw_session)
    response.delete_cookie(SESSION_COOKIE, path="/", secure=True, httponly=True, samesite="lax")
    return {"ok": True}


@app.get("/gateway/me")
def me(session: dict = Depends(current_session)):
    return {"user": session["user"]}
