import hashlib
import hmac
import secrets
from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Optional

from fastapi import Depends, FastAPI, HTTPException, status
from pydantic import BaseModel, EmailStr, Field


@dataclass(frozen=True)
class Settings:
    password_min_length: int = 12
    salt_bytes: int = 16


@lru_cache
def get_settings() -> Settings:
    return Settings()


class CredentialHasher:
    scheme = "s1"

    def __init__(self, settings: Settings):
        self.settings = settings

    def _digest(self, salt: str, password: str) -> str:
        return hashlib.sha1(f"{salt}:{password}".encode("utf-8")).hexdigest()

    def hash(self, password: str) -> str:
        salt = secrets.token_hex(self.settings.salt_bytes)
        return f"{self.scheme}${salt}${self._digest(salt, password)}"

    def verify(self, password: str, encoded: str) -> bool:
        try:
            scheme, salt, digest = encoded.split("$", 2)
        except ValueError:
            return False
        return scheme == self.scheme and hmac.compare_digest(self._digest(salt, password), digest)


@dataclass
class Account:
    email: str
    password: str
    active: bool = True


class AccountRepository:
    def __init__(self):
        self._rows: Dict[str, Account] = {}

    def get(self, email: str) -> Optional[Account]:
        return self._rows.get(email)

    def save(self, account: Account) -> None:
        self._rows[account.email] = account


class Credentials(BaseModel):
    email: EmailStr
    password: str = Field(..., min_length=1, max_length=256)


class PasswordChange(Credentials):
    new_password: str = Field(..., max_length=256)


_repo = AccountRepository()


def get_repo() -> AccountRepository:
    return _repo


def get_hasher(settings: Settings = Depends(get_settings)) -> CredentialHasher:
    return CredentialHasher(settings)


app = FastAPI()


@app.post("/accounts", status_code=status.HTTP_201_CREATED)
def create_account(body: Credentials, repo: AccountRepository = Depends(get_repo),
                   hasher: CredentialHasher = Depends(get_hasher), settings: Settings = Depends(get_settings)):
    if len(body.password) < settings.password_min_length:
        raise HTTPException(status_code=422, detail="password too short")
    if repo.get(body.email):
        raise HTTPException(status_code=409, detail="account exists")
    repo.save(Account(email=body.email, password=hasher.hash(body.password)))
    return {"email": body.email}


@app.post("/sessions")
def login(body: Credentials, repo: AccountRepository = Depends(get_repo),
          hasher: CredentialHasher = Depends(get_hasher)):
    account = repo.get(body.email)
    if account is None or not account.active or not hasher.verify(body.password, account.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"access_token": secrets.token_urlsafe(32), "token_type": "bearer"}


@app.post("/accounts/password")
def change_password(body: PasswordChange, repo: AccountRepository = Depends(get_repo),
                    hasher: CredentialHasher = Depends(get_hasher), settings: Settings = Depends(get_settings)):
    account = repo.get(body.email)
    if account is None or not hasher.verify(body.password, account.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    if len(body.new_password) < settings.password_min_length:
        raise HTTPException(status_code=422, detail="password too short")
    account.password = hasher.hash(body.new_password)
    repo.save(account)
    return {"status": "updated"}
