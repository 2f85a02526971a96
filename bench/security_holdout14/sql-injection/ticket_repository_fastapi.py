import os
from contextlib import contextmanager
from typing import Optional

import psycopg
from fastapi import FastAPI, HTTPException

app = FastAPI()
DSN = os.environ.get("TICKETS_DSN", "dbname=support user=app")

SORT_COLUMNS = {
    "newest": "created_at DESC",
    "oldest": "created_at ASC",
    "priority": "priority DESC, created_at DESC",
}


@contextmanager
def db_cursor():
    with psycopg.connect(DSN) as conn:
        with conn.cursor() as cur:
            yield cur


class TicketRepository:
    def __init__(self, cursor):
        self.cursor = cursor

    def list_for_queue(self, queue, sort_key, assignee=None):
        order_by = SORT_COLUMNS.get(sort_key, SORT_COLUMNS["newest"])
        conditions = ["queue = %s"]
        values = [queue]
        if assignee:
            conditions.append("assignee = %s")
            values.append(assignee)
        sql = "SELECT id, subject, priority FROM tickets WHERE {} ORDER BY {}".format(
            " AND ".join(conditions), order_by
        )
        self.cursor.execute(sql, values)
        return self.cursor.fetchall()

    def get(self, ticket_id):
        self.cursor.execute("SELECT id, subject, body FROM tickets WHERE id = %s", (ticket_id,))
        return self.cursor.fetchone()


@app.get("/queues/{queue}/tickets")
def queue_tickets(queue: str, sort: str = "newest", assignee: Optional[str] = None):
    with db_cursor() as cur:
        rows = TicketRepository(cur).list_for_queue(queue, sort, assignee)
    return [{"id": r[0], "subject": r[1], "priority": r[2]} for r in rows]


@app.get("/tickets/{ticket_id}")
def ticket_detail(ticket_id: int):
    with db_cursor() as cur:
        row = TicketRepository(cur).get(ticket_id)
    if row is None:
        raise HTTPException(status_code=404)
    return {"id": row[0], "subject": row[1], "body": row[2]}
