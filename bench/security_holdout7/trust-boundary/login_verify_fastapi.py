import hashlib
import hmac
import os
from dataclasses import dataclass
from typing import Dict, Optional

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

SESSION_SECRET = os.environ.get("SESSION_SECRET", "local-dev-secret")

app = FastAPI()
app.add_middleware(
    SessionMiddleware,
    secret_key=SESSION_SECRET,
    https_only=True,
    same_site="lax",
)


class LoginBody(BaseModel):
    username: str
    password: str


@dataclass
class UserRecord:
    id: int
    username: str
    salt: bytes
    password_hash: bytes
    is_admin: bool


class UserRepository:
    def __init__(self):
        salt = b"\x12" * 16
        self._users: Dict[str, UserRecord] = {
            "frank": UserRecord(
                7, "frank", salt,
                hashlib.pbkdf2_hmac("sha256", b"pa55word!", salt, 200_000), False,
            )
        }

    def by_username(self, username: str) -> Optional[UserRecord]:
        return self._users.get(username)


class Authenticator:
    def __init__(self, repo: UserRepository):
        self.repo = repo

    def verify(self, username: str, password: str) -> Optional[UserRecord]:
        user = self.repo.by_username(username)
        if user is None:
            return None
        candidate = hashlib.pbkdf2_hmac("sha256", password.encode(), user.salt, 200_000)
        return user if hmac.compare_digest(candidate, user.password_hash) else None


repo = UserRepository()


def get_authenticator() -> Authenticator:
    return Authenticator(repo)


@app.post("/login")
async def login_verify(
    body: LoginBody,
    request: Request,
    auth: Authenticator = Depends(get_authenticator),
):
    user = auth.verify(body.username, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    request.session.clear()
    request.session["user_id"] = user.id
    request.session["is_admin"] = user.is_admin
    return {"username": user.username}
