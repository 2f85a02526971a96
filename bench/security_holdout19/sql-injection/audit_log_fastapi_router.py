from datetime import datetime
from typing import Optional

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy import text
from sqlalchemy.orm import Session

from .database import SessionLocal
from .auth import require_admin

router = APIRouter(prefix="/admin/audit", tags=["audit"])


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


class AuditQuery(BaseModel):
    actor: Optional[str] = None
    action: Optional[str] = None
    since: Optional[datetime] = None
    limit: int = Field(100, ge=1, le=1000)


class AuditEntry(BaseModel):
    id: int
    actor: str
    action: str
    created_at: datetime


def _where_clause(q: AuditQuery) -> str:
    parts = ["1=1"]
    if q.actor:
        parts.append(f"actor = '{q.actor}'")
    if q.action:
        parts.append(f"action LIKE '{q.action}%'")
    if q.since:
        parts.append(f"created_at >= '{q.since.isoformat()}'")
    return " AND ".join(parts)


@router.get("/{entry_id}", response_model=AuditEntry)
def get_entry(entry_id: int, db: Session = Depends(get_session), _=Depends(require_admin)):
    row = db.execute(
        text("SELECT id, actor, action, created_at FROM audit_log WHERE id = :id"),
        {"id": entry_id},
    ).mappings().first()
    if row is None:
        raise HTTPException(status_code=404)
    return AuditEntry(**row)


@router.post("/search", response_model=list[AuditEntry])
def search_entries(q: AuditQuery, db: Session = Depends(get_session), _=Depends(require_admin)):
    sql = (
        "SELECT id, actor, action, created_at FROM audit_log "
        f"WHERE {_where_clause(q)} ORDER BY created_at DESC LIMIT {q.limit}"
    )
    rows = db.execute(text(sql)).mappings().all()
    return [AuditEntry(**r) for r in rows]
