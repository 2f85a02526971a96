import logging
import secrets
import time
from typing import Dict, Optional

from fastapi import Cookie, Depends, FastAPI, Form, HTTPException, Response
from passlib.context import CryptContext

log = logging.getLogger("sessions")
app = FastAPI()
pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")

SESSION_COOKIE = "sid"
SESSION_TTL = 8 * 3600

USERS: Dict[str, str] = {}
SESSIONS: Dict[str, dict] = {}


class SessionManager:
    def create(self, username: str) -> str:
        sid = secrets.token_urlsafe(32)
        SESSIONS[sid] = {"user": username, "exp": time.time() + SESSION_TTL}
        return sid

    def lookup(self, sid: Optional[str]) -> Optional[str]:
        entry = SESSIONS.get(sid or "")
        if not entry or entry["exp"] < time.time():
            return None
        return entry["user"]

    def destroy(self, sid: Optional[str]) -> None:
        SESSIONS.pop(sid or "", None)


sessions = SessionManager()


def require_user(sid: Optional[str] = Cookie(None)) -> str:
    user = sessions.lookup(sid)
    if user is None:
        raise HTTPException(status_code=401)
    return user


@app.post("/register")
def register(username: str = Form(...), password: str = Form(...)):
    if username in USERS:
        raise HTTPException(status_code=409)
    USERS[username] = pwd.hash(password)
    return {"registered": username}


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    hashed = USERS.get(username)
    if not hashed or not pwd.verify(password, hashed):
        raise HTTPException(status_code=401, detail="bad credentials")
    sid = sessions.create(username)
    response.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_TTL, httponly=True, samesite="lax")
    log.info("login ok for %s", username)
    return {"user": username}


@app.post("/logout")
def logout(response: Response, sid: Optional[str] = Cookie(None)):
    sessions.destroy(sid)
    response.delete_cookie(SESSION_COOKIE)
    return {"ok": True}


@app.get("/profile")
def profile(user: str = Depends(require_user)):
    return {"user": user}
