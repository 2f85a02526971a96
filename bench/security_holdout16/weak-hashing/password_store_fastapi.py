import hashlib
import hmac
import os
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

from .db import UserRepo, get_repo

app = FastAPI()
ITERATIONS = 600_000


class Credentials(BaseModel):
    username: str
    password: str


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)


@app.post("/register", status_code=201)
async def register(creds: Credentials, repo: Annotated[UserRepo, Depends(get_repo)]):
    if await repo.exists(creds.username):
        raise HTTPException(409, "username taken")
    salt = os.urandom(16)
    await repo.create(creds.username, salt=salt, password_hash=derive(creds.password, salt))
    return {"username": creds.username}
