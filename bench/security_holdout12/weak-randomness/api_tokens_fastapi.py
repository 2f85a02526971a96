import hashlib
import secrets
from datetime import datetime, timedelta
from typing import Dict, List

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel

router = APIRouter(prefix="/tokens", tags=["tokens"])


class TokenSettings(BaseModel):
    prefix: str = "pat_"
    nbytes: int = 32
    default_days: int = 90


def get_settings() -> TokenSettings:
    return TokenSettings()


class TokenCreate(BaseModel):
    name: str
    days: int = 90


class TokenRepository:
    def __init__(self):
        self.rows: Dict[str, dict] = {}

    def add(self, digest: str, name: str, owner: str, expires: datetime) -> None:
        self.rows[digest] = {"name": name, "owner": owner, "expires": expires}

    def for_owner(self, owner: str) -> List[dict]:
        return [r for r in self.rows.values() if r["owner"] == owner]


_repo = TokenRepository()


def get_repo() -> TokenRepository:
    return _repo


def current_user() -> str:
    return "demo-user"


class TokenService:
    def __init__(self, settings: TokenSettings = Depends(get_settings), repo: TokenRepository = Depends(get_repo)):
        self.settings = settings
        self.repo = repo

    def create(self, owner: str, name: str, days: int) -> str:
        raw = self.settings.prefix + secrets.token_hex(self.settings.nbytes)
        digest = hashlib.sha256(raw.encode()).hexdigest()
        self.repo.add(digest, name, owner, datetime.utcnow() + timedelta(days=days))
        return raw


@router.post("", status_code=status.HTTP_201_CREATED)
def create_token(body: TokenCreate, user: str = Depends(current_user), service: TokenService = Depends()):
    if not 1 <= body.days <= 365:
        raise HTTPException(status_code=422, detail="days out of range")
    return {"token": service.create(user, body.name, body.days)}


@router.get("")
def list_tokens(user: str = Depends(current_user), repo: TokenRepository = Depends(get_repo)):
    return [{"name": r["name"], "expires": r["expires"].isoformat()} for r in repo.for_owner(user)]
