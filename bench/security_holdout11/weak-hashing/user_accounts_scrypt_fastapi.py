import base64
import hashlib
import hmac
import logging
import os
from typing import Dict, Optional

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("auth")
app = FastAPI()

SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1


class Credentials(BaseModel):
    username: str
    password: str


class PasswordHasher:
    def _derive(self, password: str, salt: bytes) -> bytes:
        return hashlib.scrypt(password.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)

    def hash(self, password: str) -> str:
        salt = os.urandom(16)
        key = self._derive(password, salt)
        return "scrypt$" + base64.b64encode(salt).decode() + "$" + base64.b64encode(key).decode()

    def verify(self, password: str, encoded: str) -> bool:
        _, salt_b64, key_b64 = encoded.split("$")
        expected = base64.b64decode(key_b64)
        return hmac.compare_digest(self._derive(password, base64.b64decode(salt_b64)), expected)


class UserRepo:
    def __init__(self):
        self._rows: Dict[str, str] = {}

    def get_hash(self, username: str) -> Optional[str]:
        return self._rows.get(username)

    def save(self, username: str, password_hash: str) -> None:
        self._rows[username] = password_hash


hasher = PasswordHasher()
users = UserRepo()


@app.post("/users", status_code=201)
def create_user(creds: Credentials):
    if users.get_hash(creds.username):
        raise HTTPException(409, "exists")
    if len(creds.password) < 10:
        raise HTTPException(422, "password too short")
    users.save(creds.username, hasher.hash(creds.password))
    log.info("user %s created", creds.username)
    return {"username": creds.username}


@app.post("/sessions")
def login(creds: Credentials):
    stored = users.get_hash(creds.username)
    if not stored or not hasher.verify(creds.password, stored):
        raise HTTPException(401, "invalid credentials")
    return {"ok": True}
