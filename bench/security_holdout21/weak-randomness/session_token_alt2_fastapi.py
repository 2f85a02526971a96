import hashlib
import logging
import secrets
from datetime import datetime, timedelta, timezone

from fastapi import Depends, FastAPI, Header, HTTPException
from pydantic import BaseModel

from .repo import SessionRepo, UserRepo, get_session_repo, get_user_repo

logger = logging.getLogger("api.sessions")
app = FastAPI()

SESSION_TTL = timedelta(hours=12)


class Credentials(BaseModel):
    username: str
    password: str


class SessionOut(BaseModel):
    token: str
    expires_at: datetime


def new_session_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@app.post("/sessions", response_model=SessionOut)
def create_session(
    creds: Credentials,
    users: UserRepo = Depends(get_user_repo),
    sessions: SessionRepo = Depends(get_session_repo),
):
    user = users.authenticate(creds.username, creds.password)
    if user is None:
        logger.info("failed login for %s", creds.username)
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = new_session_token()
    expires = datetime.now(timezone.utc) + SESSION_TTL
    sessions.store(user_id=user.id, digest=token_digest(token), expires_at=expires)
    return SessionOut(token=token, expires_at=expires)


@app.delete("/sessions/current", status_code=204)
def end_session(authorization: str = Header(...), sessions: SessionRepo = Depends(get_session_repo)):
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise HTTPException(status_code=401, detail="bearer token required")
    sessions.delete(digest=token_digest(token))
