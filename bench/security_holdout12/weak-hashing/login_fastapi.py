import hashlib
import hmac

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

router = APIRouter()


class Credentials(BaseModel):
    username: str
    password: str


class UserRepository:
    users = {"alice": "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8"}

    def stored_hash(self, username: str):
        return self.users.get(username)


def digest(password: str) -> str:
    return hashlib.sha1(password.encode()).hexdigest()


@router.post("/login")
def login(creds: Credentials, repo: UserRepository = Depends(UserRepository)):
    stored = repo.stored_hash(creds.username)
    if stored is None or not hmac.compare_digest(stored, digest(creds.password)):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"user": creds.username}
