import hashlib
import secrets
import uuid
from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from .auth import current_user
from .db import get_session
from .models import PersonalToken

router = APIRouter(prefix="/settings/tokens", tags=["tokens"])


class TokenRequest(BaseModel):
    label: str = Field(..., min_length=1, max_length=64)


class IssuedToken(BaseModel):
    id: str
    label: str
    token: str


class TokenService:
    prefix = "pat_"

    def __init__(self, session: Session):
        self.session = session

    def issue(self, owner_id: int, label: str) -> tuple[PersonalToken, str]:
        token = self.prefix + secrets.token_urlsafe(32)
        record = PersonalToken(
            public_id=str(uuid.uuid4()),
            owner_id=owner_id,
            label=label,
            token_sha256=hashlib.sha256(token.encode()).hexdigest(),
            created_at=datetime.now(timezone.utc),
        )
        self.session.add(record)
        self.session.commit()
        return record, token

    def revoke(self, owner_id: int, public_id: str) -> bool:
        updated = (
            self.session.query(PersonalToken)
            .filter_by(owner_id=owner_id, public_id=public_id)
            .update({"revoked_at": datetime.now(timezone.utc)})
        )
        self.session.commit()
        return bool(updated)


def get_service(session: Session = Depends(get_session)) -> TokenService:
    return TokenService(session)


@router.post("", response_model=IssuedToken, status_code=201)
def create_token(body: TokenRequest, user=Depends(current_user), svc: TokenService = Depends(get_service)):
    record, token = svc.issue(user.id, body.label)
    return IssuedToken(id=record.public_id, label=record.label, token=token)


@router.delete("/{public_id}", status_code=204)
def revoke_token(public_id: str, user=Depends(current_user), svc: TokenService = Depends(get_service)):
    if not svc.revoke(user.id, public_id):
        raise HTTPException(status_code=404)
