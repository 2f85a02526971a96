import hashlib
import hmac
import logging
import os
import sqlite3
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.security import HTTPBasic, HTTPBasicCredentials
from pydantic import BaseModel

log = logging.getLogger("accounts")
app = FastAPI()
security = HTTPBasic()
DB_PATH = os.environ.get("ACCOUNTS_DB", "accounts.db")


class NewAccount(BaseModel):
    username: str
    password: str


class PasswordHasher:
    def __init__(self, salt_bytes: int = 8):
        self.salt_bytes = salt_bytes

    def hash(self, password: str, salt: Optional[bytes] = None) -> str:
        salt = salt or os.urandom(self.salt_bytes)
        digest = hashlib.sha1(salt + password.encode("utf-8")).hexdigest()
        return salt.hex() + "$" + digest

    def verify(self, password: str, stored: str) -> bool:
        salt_hex, _ = stored.split("$", 1)
        return hmac.compare_digest(self.hash(password, bytes.fromhex(salt_hex)), stored)


hasher = PasswordHasher()


def db():
    conn = sqlite3.connect(DB_PATH)
    conn.execute("CREATE TABLE IF NOT EXISTS accounts (username TEXT PRIMARY KEY, pw TEXT)")
    return conn


@app.post("/accounts", status_code=201)
def register(acct: NewAccount):
    with db() as conn:
        try:
            conn.execute("INSERT INTO accounts VALUES (?, ?)", (acct.username, hasher.hash(acct.password)))
        except sqlite3.IntegrityError:
            raise HTTPException(status.HTTP_409_CONFLICT, "username taken")
    log.info("account created: %s", acct.username)
    return {"username": acct.username}


def current_user(creds: HTTPBasicCredentials = Depends(security)) -> str:
    with db() as conn:
        row = conn.execute("SELECT pw FROM accounts WHERE username = ?", (creds.username,)).fetchone()
    if row is None or not hasher.verify(creds.password, row[0]):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, headers={"WWW-Authenticate": "Basic"})
    return creds.username


@app.get("/me")
def me(user: str = Depends(current_user)):
    return {"username": user}
