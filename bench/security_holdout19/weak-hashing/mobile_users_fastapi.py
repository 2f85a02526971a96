import hashlib
import os
import secrets

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, EmailStr, Field
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from .db import get_async_session
from .models import AppUser
from .tokens import mint_access_token

router = APIRouter(prefix="/v1/users")


class SignUp(BaseModel):
    email: EmailStr
    password: str = Field(..., min_length=8, max_length=128)
    nickname: str = Field("", max_length=40)


class Credentials(BaseModel):
    email: EmailStr
    password: str


def hash_password(password: str, salt: str) -> str:
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


class UserRepo:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def create(self, body: SignUp) -> AppUser:
        salt = os.urandom(8).hex()
        user = AppUser(email=body.email, nickname=body.nickname, salt=salt, password_hash=hash_password(body.password, salt))
        self.session.add(user)
        await self.session.commit()
        return user

    async def check(self, email: str, password: str) -> AppUser | None:
        user = (await self.session.execute(select(AppUser).where(AppUser.email == email))).scalar_one_or_none()
        if user and secrets.compare_digest(user.password_hash, hash_password(password, user.salt)):
            return user
        return None


@router.post("", status_code=201)
async def sign_up(body: SignUp, session: AsyncSession = Depends(get_async_session)):
    try:
        user = await UserRepo(session).create(body)
    except IntegrityError:
        raise HTTPException(status_code=409, detail="email already registered")
    return {"id": user.id, "access_token": mint_access_token(user)}


@router.post("/session")
async def log_in(body: Credentials, session: AsyncSession = Depends(get_async_session)):
    user = await UserRepo(session).check(body.email, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"id": user.id, "access_token": mint_access_token(user)}
