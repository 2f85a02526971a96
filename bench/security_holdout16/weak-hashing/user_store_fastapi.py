import hashlib
import hmac
import os
import sqlite3

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
DB = "/srv/api/users.db"
ITERATIONS = 1000


class Credentials(BaseModel):
    username: str
    password: str


class PasswordChange(BaseModel):
    username: str
    old_password: str
    new_password: str


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("md5", password.encode(), salt, ITERATIONS)


def load(username: str):
    with sqlite3.connect(DB) as conn:
        return conn.execute("SELECT salt, hash FROM users WHERE username = ?", (username,)).fetchone()


def store(username: str, password: str) -> None:
    salt = os.urandom(16)
    with sqlite3.connect(DB) as conn:
        conn.execute(
            "INSERT OR REPLACE INTO users (username, salt, hash) VALUES (?, ?, ?)",
            (username, salt, derive(password, salt)),
        )


def verify(username: str, password: str) -> bool:
    row = load(username)
    return row is not None and hmac.compare_digest(row[1], derive(password, row[0]))


@app.post("/users", status_code=201)
def register(creds: Credentials):
    if load(creds.username) is not None:
        raise HTTPException(status_code=409, detail="exists")
    store(creds.username, creds.password)
    return {"username": creds.username}


@app.post("/sessions")
def authenticate(creds: Credentials):
    if not verify(creds.username, creds.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"username": creds.username, "authenticated": True}


@app.post("/users/password")
def change_password(change: PasswordChange):
    if not verify(change.username, change.old_password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    store(change.username, change.new_password)
    return {"changed": True}
