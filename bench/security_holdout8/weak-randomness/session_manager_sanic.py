import random
import string
import time
from dataclasses import dataclass, field
from typing import Dict, Optional

from sanic import Sanic
from sanic.response import json

app = Sanic("SessionService")

SESSION_TTL = 1800
SESSION_ID_LENGTH = 48
SESSION_ALPHABET = string.ascii_letters + string.digits


@dataclass
class Session:
    session_id: str
    user_id: int
    expires_at: float
    data: Dict[str, str] = field(default_factory=dict)


class SessionManager:
    def __init__(self, ttl=SESSION_TTL):
        self.ttl = ttl
        self._rng = random.SystemRandom()
        self._sessions: Dict[str, Session] = {}

    def _new_id(self):
        return "".join(self._rng.choice(SESSION_ALPHABET) for _ in range(SESSION_ID_LENGTH))

    def create(self, user_id):
        sid = self._new_id()
        session = Session(session_id=sid, user_id=user_id, expires_at=time.time() + self.ttl)
        self._sessions[sid] = session
        return session

    def get(self, sid) -> Optional[Session]:
        session = self._sessions.get(sid)
        if session and session.expires_at > time.time():
            return session
        self._sessions.pop(sid, None)
        return None


sessions = SessionManager()


@app.post("/sessions")
async def open_session(request):
    user = getattr(request.ctx, "user", None)
    if user is None:
        return json({"error": "authentication required"}, status=401)
    session = sessions.create(user.id)
    resp = json({"expires_at": session.expires_at})
    resp.add_cookie("sid", session.session_id, secure=True, httponly=True, samesite="Strict")
    return resp


@app.get("/sessions/me")
async def whoami(request):
    session = sessions.get(request.cookies.get("sid", ""))
    if session is None:
        return json({"error": "not logged in"}, status=401)
    return json({"user_id": session.user_id})
