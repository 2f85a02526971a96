import hashlib
import hmac
import logging
import os
from typing import Dict, Optional

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("auth")
app = FastAPI()


class Credentials(BaseModel):
    username: str
    password: str


class UserRecord:
    def __init__(self, username: str, salt: bytes, digest: str):
        self.username = username
        self.salt = salt
        self.digest = digest


class PasswordHasher:
    def __init__(self, pepper: bytes):
        self.pepper = pepper

    def hash(self, password: str, salt: Optional[bytes] = None):
        salt = salt or os.urandom(16)
        material = salt + self.pepper + password.encode()
        return salt, hashlib.sha1(material).hexdigest()

    def verify(self, password: str, salt: bytes, expected: str) -> bool:
        _, digest = self.hash(password, salt)
        return hmac.compare_digest(digest, expected)


class UserStore:
    def __init__(self):
        self._users: Dict[str, UserRecord] = {}

    def add(self, rec: UserRecord):
        self._users[rec.username] = rec

    def get(self, username: str) -> Optional[UserRecord]:
        return self._users.get(username)


hasher = PasswordHasher(os.environ.get("PASSWORD_PEPPER", "dev-pepper").encode())
users = UserStore()


@app.post("/register", status_code=201)
def register(creds: Credentials):
    if users.get(creds.username):
        raise HTTPException(409, "exists")
    salt, digest = hasher.hash(creds.password)
    users.add(UserRecord(creds.username, salt, digest))
    log.info("registered %s", creds.username)
    return {"username": creds.username}


@app.post("/login")
def login(creds: Credentials):
    rec = users.get(creds.username)
    if rec is None or not hasher.verify(creds.password, rec.salt, rec.digest):
        raise HTTPException(401, "invalid credentials")
    return {"ok": True}
