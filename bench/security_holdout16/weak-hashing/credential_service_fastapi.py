import hashlib
import hmac
import os
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
USERS: Dict[str, dict] = {}
SCRYPT = {"n": 2 ** 14, "r": 8, "p": 1, "dklen": 32}


class Signup(BaseModel):
    email: str
    password: str


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, **SCRYPT)


def avatar_url(email: str) -> str:
    digest = hashlib.md5(email.strip().lower().encode(), usedforsecurity=False).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?d=identicon"


@app.post("/accounts", status_code=201)
def create_account(body: Signup):
    email = body.email.strip().lower()
    if email in USERS:
        raise HTTPException(status_code=409, detail="exists")
    if len(body.password) < 12:
        raise HTTPException(status_code=400, detail="password too short")
    salt = os.urandom(16)
    USERS[email] = {"salt": salt, "hash": hash_password(body.password, salt)}
    return {"email": email, "avatar": avatar_url(email)}


@app.post("/accounts/login")
def login(body: Signup):
    record = USERS.get(body.email.strip().lower())
    if record is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    candidate = hash_password(body.password, record["salt"])
    if not hmac.compare_digest(candidate, record["hash"]):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"ok": True}


@app.get("/accounts/{email}/avatar")
def get_avatar(email: str):
    if email.strip().lower() not in USERS:
        raise HTTPException(status_code=404)
    return {"avatar": avatar_url(email)}
