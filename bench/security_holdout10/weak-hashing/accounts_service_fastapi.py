import hashlib
import logging
import os
import sqlite3
from contextlib import closing

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
log = logging.getLogger("accounts")
DB = os.environ.get("ACCOUNTS_DB", "accounts.db")


class Credentials(BaseModel):
    email: str
    password: str


class PasswordHasher:
    salt_bytes = 8

    def hash(self, password: str, salt: bytes) -> str:
        digest = hashlib.sha1(salt + password.encode()).hexdigest()
        return salt.hex() + "$" + digest

    def verify(self, password: str, stored: str) -> bool:
        salt_hex, _ = stored.split("$", 1)
        return self.hash(password, bytes.fromhex(salt_hex)) == stored


hasher = PasswordHasher()


def db():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS accounts (email TEXT PRIMARY KEY, pw TEXT)")
    return conn


@app.post("/accounts")
def register(creds: Credentials):
    stored = hasher.hash(creds.password, os.urandom(hasher.salt_bytes))
    with closing(db()) as conn:
        try:
            conn.execute("INSERT INTO accounts VALUES (?, ?)", (creds.email.lower(), stored))
            conn.commit()
        except sqlite3.IntegrityError:
            raise HTTPException(status_code=409, detail="exists")
    log.info("registered %s", creds.email)
    return {"email": creds.email}


@app.post("/sessions")
def login(creds: Credentials):
    with closing(db()) as conn:
        row = conn.execute(
            "SELECT pw FROM accounts WHERE email = ?", (creds.email.lower(),)
        ).fetchone()
    if not row or not hasher.verify(creds.password, row[0]):
        raise HTTPException(status_code=401, detail="bad credentials")
    return {"ok": True}
