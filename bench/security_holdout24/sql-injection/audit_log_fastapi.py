import sqlite3
from dataclasses import dataclass
from typing import Iterator, Literal

from fastapi import APIRouter, Depends, Query

router = APIRouter(prefix="/audit")
DB_PATH = "/var/lib/app/audit.db"


def get_conn() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


@dataclass
class AuditFilter:
    actor: str | None = None
    action: str | None = None
    since: str | None = None
    order: Literal["asc", "desc"] = "desc"

    def where(self) -> tuple[str, dict[str, str]]:
        parts, params = [], {}
        for column, value in (("actor", self.actor), ("action", self.action)):
            if value:
                parts.append(f"{column} = :{column}")
                params[column] = value
        if self.since:
            parts.append("created_at >= :since")
            params["since"] = self.since
        return " AND ".join(parts) or "1=1", params


def audit_filter(
    actor: str | None = Query(None),
    action: str | None = Query(None),
    since: str | None = Query(None),
    order: Literal["asc", "desc"] = Query("desc"),
) -> AuditFilter:
    return AuditFilter(actor=actor, action=action, since=since, order=order)


@router.get("/actions")
def list_actions(conn: sqlite3.Connection = Depends(get_conn)):
    rows = conn.execute("SELECT DISTINCT action FROM audit_log").fetchall()
    return sorted(r["action"] for r in rows)


@router.get("/entries")
def audit_entries(
    flt: AuditFilter = Depends(audit_filter),
    conn: sqlite3.Connection = Depends(get_conn),
):
    where, params = flt.where()
    query = (
        "SELECT id, actor, action, created_at FROM audit_log "
        f"WHERE {where} ORDER BY created_at {flt.order.upper()} LIMIT 500"
    )
    rows = conn.execute(query, params).fetchall()
    return [dict(r) for r in rows]
