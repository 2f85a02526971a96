import secrets
import time
from typing import Optional

from fastapi import Cookie, FastAPI, Form, HTTPException, Response
from passlib.hash import argon2
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    session_cookie: str = "sid"
    session_ttl: int = 12 * 3600
    cookie_domain: Optional[str] = None


settings = Settings()
app = FastAPI()
SESSIONS: dict[str, dict] = {}
USER_HASHES: dict[str, str] = {}


def authenticate(username: str, password: str) -> bool:
    stored = USER_HASHES.get(username)
    return stored is not None and argon2.verify(password, stored)


def current_session(sid: Optional[str]) -> dict:
    entry = SESSIONS.get(sid or "")
    if entry is None or entry["expires"] < time.time():
        raise HTTPException(status_code=401, detail="not signed in")
    return entry


@app.post("/session")
async def sign_in(response: Response, username: str = Form(...), password: str = Form(...)):
    if not authenticate(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"user": username, "expires": time.time() + settings.session_ttl}
    response.set_cookie(key=settings.session_cookie, value=sid, max_age=settings.session_ttl, httponly=True, samesite="lax", domain=settings.cookie_domain)
    return {"user": username}


@app.get("/session")
async def whoami(sid: Optional[str] = Cookie(default=None)):
    entry = current_session(sid)
    return {"user": entry["user"], "expires": entry["expires"]}


@app.delete("/session")
async def sign_out(response: Response, sid: Optional[str] = Cookie(default=None)):
    SESSIONS.pop(sid or "", None)
    response.delete_cookie(settings.session_cookie, domain=settings.cookie_domain)
    return {"signed_out": True}
