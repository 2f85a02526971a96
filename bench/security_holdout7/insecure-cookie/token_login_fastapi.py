import datetime
import hashlib
import hmac
import json
import base64
from dataclasses import dataclass
from typing import Optional

from fastapi import Depends, FastAPI, Form, HTTPException, Response
from pydantic import BaseModel

SIGNING_KEY = b"change-me-in-production"
TOKEN_TTL = datetime.timedelta(hours=8)
ACCESS_COOKIE = "access_token"

app = FastAPI(title="portal")


class LoginReply(BaseModel):
    username: str
    expires_at: str


@dataclass
class Principal:
    username: str
    roles: tuple


class UserDirectory:
    _users = {"carol": ("s3cret-pass", ("staff",)), "dave": ("hunter22", ("admin",))}

    def verify(self, username: str, password: str) -> Optional[Principal]:
        entry = self._users.get(username)
        if entry is None or not hmac.compare_digest(entry[0], password):
            return None
        return Principal(username=username, roles=entry[1])


class TokenIssuer:
    def __init__(self, key: bytes, ttl: datetime.timedelta):
        self.key = key
        self.ttl = ttl

    def issue(self, principal: Principal):
        expires = datetime.datetime.utcnow() + self.ttl
        payload = json.dumps(
            {"sub": principal.username, "roles": list(principal.roles), "exp": expires.timestamp()}
        ).encode()
        sig = hmac.new(self.key, payload, hashlib.sha256).hexdigest()
        token = base64.urlsafe_b64encode(payload).decode() + "." + sig
        return token, expires


def get_directory() -> UserDirectory:
    return UserDirectory()


def get_issuer() -> TokenIssuer:
    return TokenIssuer(SIGNING_KEY, TOKEN_TTL)


@app.post("/auth/login", response_model=LoginReply)
def token_login(
    response: Response,
    username: str = Form(...),
    password: str = Form(...),
    directory: UserDirectory = Depends(get_directory),
    issuer: TokenIssuer = Depends(get_issuer),
):
    principal = directory.verify(username, password)
    if principal is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    token, expires = issuer.issue(principal)
    response.set_cookie(
        key=ACCESS_COOKIE,
        value=token,
        max_age=int(TOKEN_TTL.total_seconds()),
        path="/",
    )
    return LoginReply(username=principal.username, expires_at=expires.isoformat())
