import logging
import random
import string
import time
from typing import Dict, Optional

import bcrypt
from fastapi import Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel

logger = logging.getLogger("auth")
app = FastAPI()

SESSION_TTL = 3600
ALPHABET = string.ascii_letters + string.digits


class LoginRequest(BaseModel):
    username: str
    password: str


class SessionStore:
    def __init__(self):
        self._data: Dict[str, dict] = {}

    def new_session_id(self) -> str:
        return "".join(random.choices(ALPHABET, k=32))

    def create(self, username: str) -> str:
        sid = self.new_session_id()
        self._data[sid] = {"user": username, "expires": time.time() + SESSION_TTL}
        return sid

    def get(self, sid: str) -> Optional[dict]:
        record = self._data.get(sid)
        if record and record["expires"] > time.time():
            return record
        self._data.pop(sid, None)
        return None


store = SessionStore()
USERS = {"alice": b"$2b$12$KIXQJb8s1Nw0eXq1pHkq2uWkY3nq7a1w6dQ0fJm2xq0J1lGmYhC6e"}


def current_user(session_id: Optional[str] = Cookie(None)) -> str:
    record = store.get(session_id) if session_id else None
    if record is None:
        raise HTTPException(status_code=401)
    return record["user"]


@app.post("/login")
def login(body: LoginRequest, response: Response):
    hashed = USERS.get(body.username)
    if hashed is None or not bcrypt.checkpw(body.password.encode(), hashed):
        logger.info("failed login for %s", body.username)
        raise HTTPException(status_code=401, detail="invalid credentials")
    sid = store.create(body.username)
    response.set_cookie("session_id", sid, httponly=True, secure=True, samesite="lax")
    return {"ok": True}


@app.get("/me")
def me(user: str = Depends(current_user)):
    return {"user": user}
