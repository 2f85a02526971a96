import secrets
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta, timezone

from fastapi import Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()


@dataclass(frozen=True)
class CookieSettings:
    max_age: int = 8 * 3600
    path: str = "/"
    secure: bool = True
    httponly: bool = True
    samesite: str = "strict"


SESSION_COOKIE_NAME = "__Host-session"
COOKIE_SETTINGS = CookieSettings()


class Credentials(BaseModel):
    username: str
    password: str


class SessionManager:
    def __init__(self):
        self._sessions = {}

    def open(self, user_id):
        sid = secrets.token_hex(32)
        self._sessions[sid] = (user_id, datetime.now(timezone.utc) + timedelta(seconds=COOKIE_SETTINGS.max_age))
        return sid

    def user_for(self, sid):
        entry = self._sessions.get(sid or "")
        if entry is None or entry[1] < datetime.now(timezone.utc):
            return None
        return entry[0]

    def close(self, sid):
        self._sessions.pop(sid, None)


sessions = SessionManager()


def current_user(session: str = Cookie(None, alias=SESSION_COOKIE_NAME)):
    user_id = sessions.user_for(session)
    if user_id is None:
        raise HTTPException(status_code=401)
    return user_id


@app.post("/login")
def login(creds: Credentials, response: Response):
    user_id = lookup_user(creds.username, creds.password)
    if user_id is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    response.set_cookie(SESSION_COOKIE_NAME, sessions.open(user_id), **asdict(COOKIE_SETTINGS))
    return {"ok": True}


@app.post("/logout")
def logout(response: Response, session: str = Cookie(None, alias=SESSION_COOKIE_NAME)):
    sessions.close(session)
    response.delete_cookie(SESSION_COOKIE_NAME, path="/", secure=True, httponly=True, samesite="strict")
    return {"ok": True}


@app.get("/me")
def me(user_id: int = Depends(current_user)):
    return {"user_id": user_id}


def lookup_user(username, password):
    from .directory import verify
    return verify(username, password)
