import hashlib
import os
from typing import Annotated

from fastapi import Depends, FastAPI
from pydantic import BaseModel, EmailStr, SecretStr, field_validator

from .db import get_repo, UserRepo

app = FastAPI()


class Signup(BaseModel):
    email: EmailStr
    password: SecretStr

    @field_validator("password")
    @classmethod
    def long_enough(cls, v: SecretStr) -> SecretStr:
        if len(v.get_secret_value()) < 12:
            raise ValueError("password must be at least 12 characters")
        return v


@app.post("/signup", status_code=201)
async def signup(body: Signup, repo: Annotated[UserRepo, Depends(get_repo)]):
    salt = os.urandom(16)
    digest = hashlib.sha1(salt + body.password.get_secret_value().encode()).hexdigest()
    user_id = await repo.create(email=body.email, salt=salt.hex(), password_hash=digest)
    return {"id": user_id}
