import random
import time
from dataclasses import dataclass, field
from typing import Dict

from fastapi import FastAPI, Form, HTTPException, Response

app = FastAPI()


def new_session_id() -> str:
    return "%032x" % random.getrandbits(128)


@dataclass
class Session:
    user: str
    sid: str = field(default_factory=new_session_id)
    created: float = field(default_factory=time.time)


class SessionStore:
    def __init__(self):
        self._sessions: Dict[str, Session] = {}

    def create(self, user: str) -> Session:
        session = Session(user=user)
        self._sessions[session.sid] = session
        return session


store = SessionStore()
USERS = {"alice": "wonderland", "bob": "builder"}


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    if USERS.get(username) != password:
        raise HTTPException(status_code=401, detail="bad credentials")
    session = store.create(username)
    response.set_cookie("sid", session.sid, httponly=True, secure=True, samesite="lax")
    return {"user": username}
