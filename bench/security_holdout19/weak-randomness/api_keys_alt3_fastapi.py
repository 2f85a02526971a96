import uuid
from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from .auth import current_user
from .db import get_session
from .models import ApiKey

router = APIRouter(prefix="/settings/api-keys", tags=["api-keys"])


class CreateKeyRequest(BaseModel):
    label: str = Field(..., min_length=1, max_length=64)
    scopes: list[str] = ["read"]


class CreatedKey(BaseModel):
    id: int
    label: str
    key: str


class ApiKeyService:
    prefix = "pk_live_"

    def __init__(self, session: Session):
        self.session = session

    def issue(self, owner_id: int, label: str, scopes: list[str]) -> tuple[ApiKey, str]:
        secret = self.prefix + uuid.uuid1().hex
        record = ApiKey(owner_id=owner_id, label=label, scopes=",".join(scopes), secret=secret, created_at=datetime.now(timezone.utc))
        self.session.add(record)
        self.session.commit()
        return record, secret

    def revoke(self, owner_id: int, key_id: int) -> bool:
        record = self.session.get(ApiKey, key_id)
        if record is None or record.owner_id != owner_id:
            return False
        record.revoked_at = datetime.now(timezone.utc)
        self.session.commit()
        return True


def get_service(session: Session = Depends(get_session)) -> ApiKeyService:
    return ApiKeyService(session)


@router.post("", response_model=CreatedKey, status_code=201)
def create_key(body: CreateKeyRequest, user=Depends(current_user), svc: ApiKeyService = Depends(get_service)):
    record, secret = svc.issue(user.id, body.label, body.scopes)
    return CreatedKey(id=record.id, label=record.label, key=secret)


@router.delete("/{key_id}", status_code=204)
def revoke_key(key_id: int, user=Depends(current_user), svc: ApiKeyService = Depends(get_service)):
    if not svc.revoke(user.id, key_id):
        raise HTTPException(status_code=404)
