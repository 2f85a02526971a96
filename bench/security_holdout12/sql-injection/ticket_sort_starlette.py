import sqlite3

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

SORTABLE = {
    "created": "created_at",
    "priority": "priority",
    "title": "title",
}


def fetch_tickets(project, sort_key):
    column = SORTABLE.get(sort_key, "created_at")
    query = f"SELECT id, title, priority FROM tickets WHERE project = ? ORDER BY {column}"
    conn = sqlite3.connect("tickets.db")
    try:
        return conn.execute(query, (project,)).fetchall()
    finally:
        conn.close()


async def list_tickets(request):
    project = request.query_params.get("project", "default")
    rows = fetch_tickets(project, request.query_params.get("sort", "created"))
    return JSONResponse([{"id": r[0], "title": r[1], "priority": r[2]} for r in rows])


app = Starlette(routes=[Route("/tickets", list_tickets)])
