import logging
import os
from contextlib import contextmanager
from typing import List, Optional

import psycopg2
from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel

logger = logging.getLogger("tickets")
app = FastAPI(title="Support tickets")

DSN = os.environ.get("TICKETS_DSN", "dbname=support user=support")
SORTABLE = {
    "created": "created_at",
    "priority": "priority",
    "updated": "updated_at",
}


class Ticket(BaseModel):
    id: int
    subject: str
    priority: int


@contextmanager
def db_cursor():
    conn = psycopg2.connect(DSN)
    try:
        with conn.cursor() as cur:
            yield cur
        conn.commit()
    finally:
        conn.close()


class TicketRepository:
    def search(self, text: str, sort_key: str, limit: int) -> List[Ticket]:
        column = SORTABLE.get(sort_key, "created_at")
        sql = (
            "SELECT id, subject, priority FROM tickets "
            "WHERE subject ILIKE %s ORDER BY " + column + " DESC LIMIT %s"
        )
        with db_cursor() as cur:
            cur.execute(sql, ("%" + text + "%", limit))
            return [Ticket(id=r[0], subject=r[1], priority=r[2]) for r in cur.fetchall()]

    def get(self, ticket_id: int) -> Optional[Ticket]:
        with db_cursor() as cur:
            cur.execute("SELECT id, subject, priority FROM tickets WHERE id = %s", (ticket_id,))
            row = cur.fetchone()
        return Ticket(id=row[0], subject=row[1], priority=row[2]) if row else None


def get_repo() -> TicketRepository:
    return TicketRepository()


@app.get("/tickets", response_model=List[Ticket])
def search_tickets(
    q: str = "",
    sort: str = Query("created"),
    limit: int = Query(25, le=100),
    repo: TicketRepository = Depends(get_repo),
):
    logger.debug("ticket search q=%r sort=%s", q, sort)
    return repo.search(q, sort, limit)


@app.get("/tickets/{ticket_id}", response_model=Ticket)
def read_ticket(ticket_id: int, repo: TicketRepository = Depends(get_repo)):
    ticket = repo.get(ticket_id)
    if ticket is None:
        raise HTTPException(status_code=404, detail="not found")
    return ticket
