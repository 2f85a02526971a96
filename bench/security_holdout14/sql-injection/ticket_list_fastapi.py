import sqlite3
from enum import Enum

from fastapi import FastAPI, Query

app = FastAPI()


class SortField(str, Enum):
    created = "created_at"
    priority = "priority"
    title = "title"


@app.get("/tickets")
async def tickets(
    assignee: str = Query(..., max_length=64),
    sort: SortField = Query(SortField.created),
    descending: bool = False,
):
    direction = "DESC" if descending else "ASC"
    sql = f"SELECT id, title, priority FROM tickets WHERE assignee = ? ORDER BY {sort.value} {direction}"
    with sqlite3.connect("helpdesk.db") as conn:
        rows = conn.execute(sql, (assignee,)).fetchall()
    return [dict(zip(("id", "title", "priority"), r)) for r in rows]
