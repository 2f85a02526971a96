import hashlib
import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from .storage import users

app = FastAPI()
PBKDF2 = {"hash_name": "sha256", "iterations": 600_000, "salt_bytes": 16}


class Registration(BaseModel):
    username: str
    password: str


@app.post("/users", status_code=201)
def register(reg: Registration):
    if users.exists(reg.username):
        raise HTTPException(status_code=409, detail="username taken")
    users.add(reg.username, derive_key(reg.password))
    return {"username": reg.username}


def derive_key(password: str) -> str:
    salt = os.urandom(PBKDF2["salt_bytes"])
    key = hashlib.pbkdf2_hmac(PBKDF2["hash_name"], password.encode(), salt, PBKDF2["iterations"])
    return f"pbkdf2_sha256${PBKDF2['iterations']}${salt.hex()}${key.hex()}"
