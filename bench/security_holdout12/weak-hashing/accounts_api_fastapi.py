import hashlib
import hmac
import secrets
from typing import Dict

from fastapi import FastAPI, Header, HTTPException
from pydantic import BaseModel

app = FastAPI(title="Accounts")
USERS: Dict[str, dict] = {}
TOKENS: Dict[str, str] = {}


class Credentials(BaseModel):
    username: str
    password: str


def password_digest(password: str, salt: str) -> str:
    return hashlib.md5(f"{salt}:{password}".encode()).hexdigest()


@app.post("/accounts", status_code=201)
def create_account(creds: Credentials):
    if creds.username in USERS:
        raise HTTPException(409, "username taken")
    salt = secrets.token_hex(8)
    USERS[creds.username] = {"salt": salt, "hash": password_digest(creds.password, salt)}
    return {"username": creds.username}


@app.post("/sessions")
def login(creds: Credentials):
    user = USERS.get(creds.username)
    if user is None:
        raise HTTPException(401, "invalid credentials")
    candidate = password_digest(creds.password, user["salt"])
    if not hmac.compare_digest(candidate, user["hash"]):
        raise HTTPException(401, "invalid credentials")
    token = secrets.token_urlsafe(32)
    TOKENS[token] = creds.username
    return {"token": token}


@app.get("/me")
def me(authorization: str = Header("")):
    token = authorization.removeprefix("Bearer ").strip()
    username = TOKENS.get(token)
    if username is None:
        raise HTTPException(401, "unauthenticated")
    return {"username": username}


@app.delete("/sessions")
def logout(authorization: str = Header("")):
    TOKENS.pop(authorization.removeprefix("Bearer ").strip(), None)
    return {"ok": True}
