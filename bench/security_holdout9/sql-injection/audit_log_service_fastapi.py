import datetime as dt
import logging
import os
from typing import List, Optional

from fastapi import FastAPI, Query
from pydantic import BaseModel
from sqlalchemy import create_engine, text

log = logging.getLogger(__name__)
engine = create_engine(os.environ.get("AUDIT_DSN", "postgresql://audit@localhost/audit"))
app = FastAPI()

SORTABLE = {
    "time": "created_at",
    "actor": "actor_name",
    "action": "action_type",
}


class AuditEntry(BaseModel):
    id: int
    actor: str
    action: str
    created_at: dt.datetime


class AuditQuery:
    def __init__(self, actor: Optional[str], sort: str, descending: bool):
        self.actor = actor
        self.column = SORTABLE.get(sort, "created_at")
        self.direction = "DESC" if descending else "ASC"

    def statement(self):
        sql = "SELECT id, actor_name, action_type, created_at FROM audit_log"
        binds = {}
        if self.actor:
            sql += " WHERE actor_name = :actor"
            binds["actor"] = self.actor
        sql += f" ORDER BY {self.column} {self.direction} LIMIT 200"
        return text(sql), binds


@app.get("/audit/ping")
def ping():
    return {"ok": True, "at": dt.datetime.utcnow().isoformat()}


@app.get("/audit", response_model=List[AuditEntry])
def list_audit(actor: Optional[str] = None, sort: str = Query("time"), desc: bool = True):
    q = AuditQuery(actor, sort, desc)
    stmt, binds = q.statement()
    with engine.connect() as conn:
        result = conn.execute(stmt, binds)
        rows = result.fetchall()
    log.info("audit query returned %d rows", len(rows))
    return [AuditEntry(id=r[0], actor=r[1], action=r[2], created_at=r[3]) for r in rows]
