import hashlib
import hmac
import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
MEMBERS = {}


class Credentials(BaseModel):
    username: str
    password: str


class Scrypt:
    @staticmethod
    def derive(password: str, salt: bytes) -> bytes:
        return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=32)


@app.post("/members", status_code=201)
def join(creds: Credentials):
    if creds.username in MEMBERS:
        raise HTTPException(status_code=409, detail="taken")
    salt = os.urandom(16)
    MEMBERS[creds.username] = (salt, Scrypt.derive(creds.password, salt))
    return {"username": creds.username}


@app.post("/members/login")
def member_login(creds: Credentials):
    record = MEMBERS.get(creds.username)
    if record is None:
        raise HTTPException(status_code=401, detail="bad credentials")
    salt, stored = record
    if not hmac.compare_digest(stored, Scrypt.derive(creds.password, salt)):
        raise HTTPException(status_code=401, detail="bad credentials")
    return {"username": creds.username, "authenticated": True}


@app.get("/members/count")
def member_count():
    return {"members": len(MEMBERS)}


@app.get("/health")
def health():
    return {"status": "ok"}
