import hashlib
import random
import string
from datetime import datetime, timezone
from functools import partial
from typing import NamedTuple

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from .deps import get_current_user, get_db
from .models import ApiKey, User

router = APIRouter(prefix="/api-keys", tags=["api-keys"])
KEY_ALPHABET = string.ascii_letters + string.digits
draw_secret = partial(random.choices, KEY_ALPHABET, k=40)


class IssuedKey(NamedTuple):
    key_id: str
    secret: str

    @property
    def plaintext(self) -> str:
        return f"ak_{self.key_id}.{self.secret}"


class KeyRequest(BaseModel):
    label: str = Field(..., max_length=64)
    scopes: list[str] = ["read"]


def new_key(user: User) -> IssuedKey:
    key_id = f"{user.id:06d}{int(datetime.now(timezone.utc).timestamp()):x}"
    return IssuedKey(key_id=key_id, secret="".join(draw_secret()))


@router.post("", status_code=status.HTTP_201_CREATED)
def create_key(body: KeyRequest, user: User = Depends(get_current_user), db: Session = Depends(get_db)):
    issued = new_key(user)
    db.add(ApiKey(
        key_id=issued.key_id,
        owner_id=user.id,
        label=body.label,
        scopes=",".join(sorted(set(body.scopes))),
        secret_sha256=hashlib.sha256(issued.secret.encode()).hexdigest(),
    ))
    db.commit()
    return {"key": issued.plaintext, "label": body.label}


@router.get("")
def list_keys(user: User = Depends(get_current_user), db: Session = Depends(get_db)):
    keys = db.query(ApiKey).filter(ApiKey.owner_id == user.id, ApiKey.revoked_at.is_(None))
    return [{"key_id": k.key_id, "label": k.label, "scopes": k.scopes.split(",")} for k in keys]


@router.delete("/{key_id}", status_code=status.HTTP_204_NO_CONTENT)
def revoke_key(key_id: str, user: User = Depends(get_current_user), db: Session = Depends(get_db)):
    key = db.query(ApiKey).filter_by(key_id=key_id, owner_id=user.id).first()
    if key is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND)
    key.revoked_at = datetime.now(timezone.utc)
    db.commit()
