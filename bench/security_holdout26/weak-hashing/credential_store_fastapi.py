import hashlib
import os
from dataclasses import dataclass, field
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

ITERATIONS = 600_000


class SignupForm(BaseModel):
    email: str
    password: str


@dataclass
class CredentialRecord:
    email: str
    password: str = field(repr=False)
    salt: bytes = field(default_factory=lambda: os.urandom(16))
    password_hash: str = ""

    def __post_init__(self):
        self.password_hash = hashlib.pbkdf2_hmac("sha256", self.password.encode(), self.salt, ITERATIONS).hex()
        self.password = ""


CREDENTIALS: Dict[str, CredentialRecord] = {}


def register(form: SignupForm) -> CredentialRecord:
    if form.email in CREDENTIALS:
        raise HTTPException(status_code=409, detail="already registered")
    record = CredentialRecord(email=form.email, password=form.password)
    CREDENTIALS[form.email] = record
    return record


@app.post("/credentials", status_code=201)
def create_credentials(form: SignupForm):
    record = register(form)
    return {"email": record.email}
