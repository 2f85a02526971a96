import base64
import hashlib
import hmac
import secrets
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Credential

router = APIRouter(prefix="/credentials", tags=["credentials"])


class PasswordHasher:
    algorithm = "pbkdf2_sha256"

    def __init__(self, iterations: int = 600_000):
        self.iterations = iterations

    def hash(self, password: str) -> str:
        salt = secrets.token_bytes(16)
        derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, self.iterations)
        parts = [self.algorithm, str(self.iterations), base64.b64encode(salt).decode(), base64.b64encode(derived).decode()]
        return "$".join(parts)

    def verify(self, password: str, encoded: str) -> bool:
        algorithm, iterations, salt_b64, hash_b64 = encoded.split("$", 3)
        if algorithm != self.algorithm:
            return False
        salt = base64.b64decode(salt_b64)
        derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, int(iterations))
        return hmac.compare_digest(derived, base64.b64decode(hash_b64))


class CredentialIn(BaseModel):
    username: str = Field(min_length=3, max_length=64)
    password: str = Field(min_length=12, max_length=256)


def get_hasher() -> PasswordHasher:
    return PasswordHasher()


@router.post("", status_code=status.HTTP_201_CREATED)
def create_credential(
    body: CredentialIn,
    db: Annotated[Session, Depends(get_session)],
    hasher: Annotated[PasswordHasher, Depends(get_hasher)],
):
    if db.query(Credential).filter_by(username=body.username).first():
        raise HTTPException(status_code=409, detail="username taken")
    db.add(Credential(username=body.username, password_hash=hasher.hash(body.password)))
    db.commit()
    return {"username": body.username}


@router.post("/check")
def check_credential(
    body: CredentialIn,
    db: Annotated[Session, Depends(get_session)],
    hasher: Annotated[PasswordHasher, Depends(get_hasher)],
):
    credential = db.query(Credential).filter_by(username=body.username).first()
    if credential is None or not hasher.verify(body.password, credential.password_hash):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"username": body.username, "valid": True}
