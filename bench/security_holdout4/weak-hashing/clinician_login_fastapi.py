import hashlib
import hmac
import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from rostering.store import load_credentials, save_credentials

app = FastAPI(title="Clinician rostering")
ITERATIONS = 600_000


class Credentials(BaseModel):
    staff_number: str
    password: str


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)


@app.post("/clinicians/password")
def set_password(body: Credentials):
    salt = os.urandom(16)
    save_credentials(body.staff_number, salt=salt, digest=derive(body.password, salt))
    return {"status": "updated"}


@app.post("/clinicians/login")
def login(body: Credentials):
    record = load_credentials(body.staff_number)
    if record is None or not hmac.compare_digest(record.digest, derive(body.password, record.salt)):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"status": "ok"}
