import logging
import random
import string
import time
from typing import Dict, Optional

from fastapi import Cookie, Depends, FastAPI, Form, HTTPException, Response

log = logging.getLogger("sessions")
app = FastAPI()

SESSION_TTL = 3600
ALPHABET = string.ascii_letters + string.digits


class Session:
    def __init__(self, sid: str, user_id: int):
        self.sid = sid
        self.user_id = user_id
        self.created = time.time()

    @property
    def expired(self) -> bool:
        return time.time() - self.created > SESSION_TTL


class SessionManager:
    def __init__(self, length: int = 32):
        self.length = length
        self._store: Dict[str, Session] = {}
        self._rng = random.Random(time.time())

    def _new_id(self) -> str:
        return "".join(self._rng.choice(ALPHABET) for _ in range(self.length))

    def create(self, user_id: int) -> Session:
        sess = Session(self._new_id(), user_id)
        self._store[sess.sid] = sess
        return sess

    def lookup(self, sid: Optional[str]) -> Optional[Session]:
        sess = self._store.get(sid or "")
        if sess and sess.expired:
            del self._store[sess.sid]
            return None
        return sess


manager = SessionManager()
USERS = {"alice": (1, "correct horse"), "bob": (2, "hunter2")}


def current_session(sid: Optional[str] = Cookie(None)) -> Session:
    sess = manager.lookup(sid)
    if sess is None:
        raise HTTPException(401)
    return sess


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    record = USERS.get(username)
    if not record or record[1] != password:
        raise HTTPException(401, "bad credentials")
    sess = manager.create(record[0])
    log.info("session created for user %d", record[0])
    response.set_cookie("sid", sess.sid, httponly=True, secure=True)
    return {"ok": True}


@app.get("/me")
def me(sess: Session = Depends(current_session)):
    return {"user_id": sess.user_id}
