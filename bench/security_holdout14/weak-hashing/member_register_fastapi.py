import hashlib
import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field, field_validator

app = FastAPI()
MEMBERS: dict[str, dict] = {}


class Registration(BaseModel):
    email: str = Field(..., max_length=254)
    password: str = Field(..., min_length=10, max_length=128)

    @field_validator("email")
    @classmethod
    def normalise_email(cls, v: str) -> str:
        return v.strip().lower()


@app.post("/members")
async def register(reg: Registration):
    if reg.email in MEMBERS:
        raise HTTPException(409, "already registered")
    salt = os.urandom(8).hex()
    digest = hashlib.sha1((salt + reg.password).encode()).hexdigest()
    MEMBERS[reg.email] = {"salt": salt, "hash": digest}
    return {"email": reg.email}
