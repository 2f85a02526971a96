import aiosqlite
from sanic import Sanic
from sanic.response import json as json_response

app = Sanic("tickets")

ALLOWED_SORT = {"created": "created_at", "priority": "priority", "title": "title"}


@app.get("/tickets")
async def list_tickets(request):
    sort_key = request.args.get("sort", "created")
    column = ALLOWED_SORT.get(sort_key, "created_at")
    direction = "DESC" if request.args.get("desc") == "1" else "ASC"
    owner = request.args.get("owner", "")
    query = f"SELECT id, title, priority FROM tickets WHERE owner = ? ORDER BY {column} {direction}"
    async with aiosqlite.connect("tickets.db") as db:
        async with db.execute(query, (owner,)) as cursor:
            rows = await cursor.fetchall()
    return json_response([{"id": r[0], "title": r[1], "priority": r[2]} for r in rows])
