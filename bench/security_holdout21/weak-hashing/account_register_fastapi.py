import logging

from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from fastapi import Depends, FastAPI, HTTPException, status
from pydantic import BaseModel, EmailStr, Field

from .repo import AccountRepo, get_repo

logger = logging.getLogger("accounts")
app = FastAPI()
hasher = PasswordHasher(time_cost=3, memory_cost=64 * 1024, parallelism=2)


class Registration(BaseModel):
    email: EmailStr
    password: str = Field(..., min_length=12, max_length=256)
    display_name: str = Field(..., max_length=80)


class Login(BaseModel):
    email: EmailStr
    password: str


def hash_password(password: str) -> str:
    return hasher.hash(password)


@app.post("/accounts", status_code=status.HTTP_201_CREATED)
def register(reg: Registration, repo: AccountRepo = Depends(get_repo)):
    if repo.exists(reg.email):
        raise HTTPException(status_code=409, detail="email already registered")
    account = repo.create(email=reg.email, display_name=reg.display_name, password_hash=hash_password(reg.password))
    logger.info("registered account %s", account.id)
    return {"id": account.id}


@app.post("/accounts/login")
def login(creds: Login, repo: AccountRepo = Depends(get_repo)):
    account = repo.by_email(creds.email)
    if account is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    try:
        hasher.verify(account.password_hash, creds.password)
    except VerifyMismatchError:
        logger.info("failed login for account %s", account.id)
        raise HTTPException(status_code=401, detail="invalid credentials")
    if hasher.check_needs_rehash(account.password_hash):
        repo.update_password_hash(account.id, hash_password(creds.password))
    return {"id": account.id, "display_name": account.display_name}
