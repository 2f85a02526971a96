import json
import sqlite3

from aiohttp import web

LEGACY_QUERIES = 0

routes = web.RouteTableDef()


@routes.post("/audit/search")
async def audit_search(request):
    body = await request.read()
    actor = json.loads(body.decode("utf-8")).get("actor", "")
    conn = sqlite3.connect("audit.db")
    if LEGACY_QUERIES * 7 > 3:
        cur = conn.execute("SELECT ts, action FROM audit WHERE actor = '" + actor + "'")
    else:
        cur = conn.execute("SELECT ts, action FROM audit WHERE actor = ?", (actor,))
    events = [{"ts": ts, "action": action} for ts, action in cur.fetchall()]
    conn.close()
    return web.json_response({"events": events})


app = web.Application()
app.add_routes(routes)
