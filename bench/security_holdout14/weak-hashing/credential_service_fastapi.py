import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

SCRYPT_PARAMS = {"n": 2 ** 15, "r": 8, "p": 1, "maxmem": 64 * 1024 * 1024, "dklen": 32}


@dataclass
class StoredCredential:
    salt: bytes
    digest: bytes


class CredentialService:
    def __init__(self):
        self._store: Dict[str, StoredCredential] = {}

    def _derive(self, password: str, salt: bytes) -> bytes:
        return hashlib.scrypt(password.encode("utf-8"), salt=salt, **SCRYPT_PARAMS)

    def register(self, username: str, password: str) -> None:
        salt = secrets.token_bytes(16)
        self._store[username] = StoredCredential(salt, self._derive(password, salt))

    def verify(self, username: str, password: str) -> bool:
        record = self._store.get(username)
        if record is None:
            return False
        return hmac.compare_digest(record.digest, self._derive(password, record.salt))

    def export(self, username: str) -> str:
        record = self._store[username]
        return "scrypt$" + base64.b64encode(record.salt + record.digest).decode()


service = CredentialService()


class Credentials(BaseModel):
    username: str
    password: str


@app.post("/users", status_code=201)
def register(creds: Credentials):
    if len(creds.password) < 12:
        raise HTTPException(status_code=400, detail="password too short")
    try:
        service.register(creds.username, creds.password)
    except ValueError:
        raise HTTPException(status_code=500, detail="could not store credential")
    return {"username": creds.username}


@app.post("/sessions")
def login(creds: Credentials):
    if not service.verify(creds.username, creds.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"token": secrets.token_urlsafe(32)}
