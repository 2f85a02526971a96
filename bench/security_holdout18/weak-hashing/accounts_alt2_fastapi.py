import hashlib
import os

from fastapi import FastAPI
from pydantic import BaseModel

from .repo import accounts

app = FastAPI()
ITERATIONS = 600_000


class Credentials(BaseModel):
    email: str
    password: str


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)


@app.post("/accounts", status_code=201)
async def register(creds: Credentials):
    salt = os.urandom(16)
    await accounts.create(creds.email, salt=salt, key=derive(creds.password, salt))
    return {"email": creds.email}
