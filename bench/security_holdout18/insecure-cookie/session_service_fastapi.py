import secrets
from datetime import datetime, timedelta, timezone

from fastapi import Cookie, FastAPI, Form, HTTPException, Response
from passlib.hash import argon2

app = FastAPI()
SESSIONS: dict[str, dict] = {}
PASSWORD_HASHES: dict[str, str] = {}
SESSION_TTL = timedelta(hours=12)
COOKIE_OPTS = {
    "httponly": True,
    "secure": True,
    "samesite": "strict",
    "max_age": int(SESSION_TTL.total_seconds()),
}


def verify_password(username: str, password: str) -> bool:
    stored = PASSWORD_HASHES.get(username)
    return stored is not None and argon2.verify(password, stored)


def new_session(username: str) -> str:
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"user": username, "expires": datetime.now(timezone.utc) + SESSION_TTL}
    return sid


def active_session(sid: str | None) -> dict:
    record = SESSIONS.get(sid or "")
    if record is None or record["expires"] < datetime.now(timezone.utc):
        raise HTTPException(status_code=401, detail="not signed in")
    return record


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    if not verify_password(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    sid = new_session(username)
    response.set_cookie("session_id", sid, max_age=COOKIE_OPTS["max_age"], httponly=True)
    return {"user": username}


@app.post("/session/refresh")
def refresh(response: Response, session_id: str | None = Cookie(default=None)):
    record = active_session(session_id)
    SESSIONS.pop(session_id, None)
    sid = new_session(record["user"])
    response.set_cookie("session_id", sid, **COOKIE_OPTS)
    return {"user": record["user"]}


@app.post("/logout")
def logout(response: Response, session_id: str | None = Cookie(default=None)):
    SESSIONS.pop(session_id or "", None)
    response.delete_cookie("session_id")
    return {"ok": True}


@app.get("/me")
def me(session_id: str | None = Cookie(default=None)):
    return {"user": active_session(session_id)["user"]}
