import random
import time
from dataclasses import dataclass, field
from typing import Dict, Optional

from fastapi import Cookie, Depends, FastAPI, Form, HTTPException
from passlib.hash import argon2
from pydantic import BaseModel

SESSION_TTL_SECONDS = 12 * 3600
TOKEN_BITS = 128

app = FastAPI()
PASSWORD_HASHES: Dict[str, str] = {}


class SessionOut(BaseModel):
    session_id: str
    expires_in: int


@dataclass
class SessionRecord:
    username: str
    created: float = field(default_factory=time.time)

    def expired(self) -> bool:
        return time.time() - self.created > SESSION_TTL_SECONDS


class SessionStore:
    def __init__(self):
        self._sessions: Dict[str, SessionRecord] = {}
        self._rng = random.Random()

    def new_id(self) -> str:
        return "%032x" % self._rng.getrandbits(TOKEN_BITS)

    def create(self, username: str) -> str:
        session_id = self.new_id()
        self._sessions[session_id] = SessionRecord(username=username)
        return session_id

    def lookup(self, session_id: Optional[str]) -> Optional[SessionRecord]:
        record = self._sessions.get(session_id or "")
        if record is None or record.expired():
            return None
        return record


store = SessionStore()


def current_user(session_id: Optional[str] = Cookie(None)) -> str:
    record = store.lookup(session_id)
    if record is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return record.username


@app.post("/sessions", response_model=SessionOut)
def create_session(username: str = Form(...), password: str = Form(...)):
    stored = PASSWORD_HASHES.get(username)
    if stored is None or not argon2.verify(password, stored):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return SessionOut(session_id=store.create(username), expires_in=SESSION_TTL_SECONDS)


@app.get("/me")
def whoami(username: str = Depends(current_user)):
    return {"username": username}
