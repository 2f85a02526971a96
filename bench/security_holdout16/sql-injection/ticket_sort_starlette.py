import aiosqlite
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


def order_column(key: str) -> str:
    match key:
        case "created":
            return "created_at"
        case "priority":
            return "priority"
        case _:
            return "id"


async def list_tickets(request: Request) -> JSONResponse:
    column = order_column(request.query_params.get("sort", "id"))
    direction = "DESC" if request.query_params.get("desc") == "1" else "ASC"
    owner = request.query_params.get("owner", "")
    async with aiosqlite.connect("tickets.db") as db:
        cur = await db.execute(f"SELECT id, title FROM tickets WHERE owner = ? ORDER BY {column} {direction}", (owner,))
        rows = await cur.fetchall()
    return JSONResponse([{"id": r[0], "title": r[1]} for r in rows])


app = Starlette(routes=[Route("/tickets", list_tickets)])
