import hmac
import hashlib
import os
import sqlite3

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()
DB = "accounts.db"
ROUNDS = 5000


class Credentials(BaseModel):
    username: str = Field(min_length=3, max_length=40, pattern=r"^[a-z0-9_.]+$")
    password: str = Field(min_length=12, max_length=256)


class PasswordChange(Credentials):
    new_password: str = Field(min_length=12, max_length=256)


def stretch(password: str, salt: bytes) -> str:
    digest = salt + password.encode()
    for _ in range(ROUNDS):
        digest = hashlib.md5(digest + salt).digest()
    return digest.hex()


def connect():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS accounts (username TEXT PRIMARY KEY, salt BLOB, hash TEXT)")
    return conn


def verify(conn, creds: Credentials) -> None:
    row = conn.execute("SELECT salt, hash FROM accounts WHERE username = ?", (creds.username,)).fetchone()
    if row is None or not hmac.compare_digest(stretch(creds.password, row[0]), row[1]):
        raise HTTPException(status_code=401, detail="invalid credentials")


@app.post("/register", status_code=201)
def register(creds: Credentials):
    salt = os.urandom(16)
    with connect() as conn:
        if conn.execute("SELECT 1 FROM accounts WHERE username = ?", (creds.username,)).fetchone():
            raise HTTPException(status_code=409, detail="username taken")
        conn.execute("INSERT INTO accounts VALUES (?, ?, ?)",
                     (creds.username, salt, stretch(creds.password, salt)))
    return {"username": creds.username}


@app.post("/login")
def login(creds: Credentials):
    with connect() as conn:
        verify(conn, creds)
    return {"username": creds.username, "status": "ok"}


@app.post("/password")
def change_password(body: PasswordChange):
    salt = os.urandom(16)
    with connect() as conn:
        verify(conn, body)
        conn.execute("UPDATE accounts SET salt = ?, hash = ? WHERE username = ?",
                     (salt, stretch(body.new_password, salt), body.username))
    return {"changed": True}
