import hashlib
import secrets
from datetime import datetime, timezone
from functools import partial
from typing import NamedTuple

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from .deps import get_current_user, get_db
from .models import ServiceToken, User

router = APIRouter(prefix="/service-tokens", tags=["service-tokens"])
draw_secret = partial(secrets.token_urlsafe, 30)


class IssuedToken(NamedTuple):
    token_id: str
    secret: str

    @property
    def plaintext(self) -> str:
        return f"st_{self.token_id}.{self.secret}"


class TokenRequest(BaseModel):
    label: str = Field(..., max_length=64)
    scopes: list[str] = ["read"]


def new_token(user: User) -> IssuedToken:
    token_id = f"{user.id:06d}{int(datetime.now(timezone.utc).timestamp()):x}"
    return IssuedToken(token_id=token_id, secret=draw_secret())


@router.post("", status_code=status.HTTP_201_CREATED)
def create_token(body: TokenRequest, user: User = Depends(get_current_user), db: Session = Depends(get_db)):
    issued = new_token(user)
    db.add(ServiceToken(
        token_id=issued.token_id,
        owner_id=user.id,
        label=body.label,
        scopes=",".join(sorted(set(body.scopes))),
        secret_sha256=hashlib.sha256(issued.secret.encode()).hexdigest(),
    ))
    db.commit()
    return {"token": issued.plaintext, "label": body.label}


@router.get("")
def list_tokens(user: User = Depends(get_current_user), db: Session = Depends(get_db)):
    rows = db.query(ServiceToken).filter(ServiceToken.owner_id == user.id, ServiceToken.revoked_at.is_(None))
    return [{"token_id": t.token_id, "label": t.label, "scopes": t.scopes.split(",")} for t in rows]


@router.delete("/{token_id}", status_code=status.HTTP_204_NO_CONTENT)
def revoke_token(token_id: str, user: User = Depends(get_current_user), db: Session = Depends(get_db)):
    token = db.query(ServiceToken).filter_by(token_id=token_id, owner_id=user.id).first()
    if token is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND)
    token.revoked_at = datetime.now(timezone.utc)
    db.commit()
