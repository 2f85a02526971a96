import hashlib
import hmac
import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from typing import Optional

from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

DB_PATH = os.environ.get("USERS_DB", "users.db")
SESSION_SECRET = os.environ.get("SESSION_SECRET") or os.urandom(32).hex()

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=SESSION_SECRET, https_only=True, same_site="strict")


class LoginForm(BaseModel):
    username: str
    password: str
    requested_role: Optional[str] = None


@dataclass
class UserRecord:
    id: int
    username: str
    role: str
    salt: bytes
    password_hash: bytes


class UserDirectory:
    def __init__(self, db_path: str):
        self.db_path = db_path

    def lookup(self, username: str) -> Optional[UserRecord]:
        with closing(sqlite3.connect(self.db_path)) as conn:
            row = conn.execute(
                "SELECT id, username, role, salt, password_hash FROM users WHERE username = ?",
                (username,),
            ).fetchone()
        return UserRecord(*row) if row else None

    def verify(self, record: UserRecord, password: str) -> bool:
        candidate = hashlib.scrypt(password.encode("utf-8"), salt=record.salt, n=2 ** 14, r=8, p=1)
        return hmac.compare_digest(candidate, record.password_hash)


directory = UserDirectory(DB_PATH)


def establish_session(request: Request, record: UserRecord) -> None:
    request.session.clear()
    request.session["user"] = {"id": record.id, "username": record.username, "role": record.role}


@app.post("/login")
def login(form: LoginForm, request: Request):
    record = directory.lookup(form.username)
    if record is None or not directory.verify(record, form.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    establish_session(request, record)
    return {"username": record.username, "role": record.role}


@app.post("/logout")
def logout(request: Request):
    request.session.clear()
    return {"status": "bye"}
