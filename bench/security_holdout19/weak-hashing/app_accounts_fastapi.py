from argon2 import PasswordHasher
from argon2.exceptions import VerificationError
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, EmailStr, Field
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from .db import get_async_session
from .models import AppAccount
from .tokens import mint_access_token

router = APIRouter(prefix="/v1/accounts")
hasher = PasswordHasher(time_cost=3, memory_cost=64 * 1024, parallelism=2)


class Registration(BaseModel):
    email: EmailStr
    password: str = Field(..., min_length=8, max_length=128)
    nickname: str = Field("", max_length=40)


class Credentials(BaseModel):
    email: EmailStr
    password: str


class AccountRepo:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def create(self, body: Registration) -> AppAccount:
        account = AppAccount(email=body.email, nickname=body.nickname, password_hash=hasher.hash(body.password))
        self.session.add(account)
        await self.session.commit()
        return account

    async def check(self, email: str, password: str) -> AppAccount | None:
        result = await self.session.execute(select(AppAccount).where(AppAccount.email == email))
        account = result.scalar_one_or_none()
        if account is None:
            return None
        try:
            hasher.verify(account.password_hash, password)
        except VerificationError:
            return None
        if hasher.check_needs_rehash(account.password_hash):
            account.password_hash = hasher.hash(password)
            await self.session.commit()
        return account


@router.post("", status_code=201)
async def register(body: Registration, session: AsyncSession = Depends(get_async_session)):
    try:
        account = await AccountRepo(session).create(body)
    except IntegrityError:
        raise HTTPException(status_code=409, detail="email already registered")
    return {"id": account.id, "access_token": mint_access_token(account)}


@router.post("/session")
async def log_in(body: Credentials, session: AsyncSession = Depends(get_async_session)):
    account = await AccountRepo(session).check(body.email, body.password)
    if account is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"id": account.id, "access_token": mint_access_token(account)}
